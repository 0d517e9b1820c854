/// A start or stop that will happen at a known media time, unless something changes first.
struct ScheduledEvent {
  /// Which of an animation's two events.
  enum Kind: UInt8 {
    /// Its start; at equal times an animation's start comes first.
    case start
    /// Its stop.
    case stop
  }

  var time: Double
  /// The animation's add order, for equal times (E2).
  var sequence: Int
  var kind: Kind
  /// Not the event itself but a time to look for it again (a layer cycling through many legs,
  /// T12): nothing is delivered then.
  var isRecheck = false
  var layer: Layer

  /// Whether it is (or looks for) the animation's start.
  var isStart: Bool { kind == .start }

  /// Whether `a` comes before `b`: earlier time first, then add order, then starts before stops.
  /// Read in place, field by field: no copy of an event, so no retain of its layer.
  @inline(__always)
  static func precedes(
    _ a: UnsafeMutablePointer<ScheduledEvent>, _ b: UnsafeMutablePointer<ScheduledEvent>
  ) -> Bool {
    (a.pointee.time, a.pointee.sequence, a.pointee.kind.rawValue)
      < (b.pointee.time, b.pointee.sequence, b.pointee.kind.rawValue)
  }
}

/// A binary min-heap of scheduled events: O(log n) to add or take the earliest, so advancing a
/// tree by a frame costs only the events that fall in it.
struct EventQueue {
  private var heap: [ScheduledEvent] = []

  /// The earliest event.
  var peek: ScheduledEvent? { heap.first }

  /// Adds an event.
  ///
  /// - Complexity: O(log n).
  mutating func push(_ event: ScheduledEvent) {
    heap.append(event)
    heap.withUnsafeMutableBufferPointer { heap in
      guard let base = heap.baseAddress else { return }
      var child = heap.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard ScheduledEvent.precedes(base + child, base + parent) else { break }
        heap.swapAt(child, parent)
        child = parent
      }
    }
  }

  /// Removes the earliest event.
  ///
  /// - Complexity: O(log n).
  mutating func pop() {
    guard !heap.isEmpty else { return }
    heap.swapAt(0, heap.count - 1)
    heap.removeLast()
    heap.withUnsafeMutableBufferPointer { heap in
      guard let base = heap.baseAddress else { return }
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var first = parent
        if left < heap.count, ScheduledEvent.precedes(base + left, base + first) { first = left }
        if right < heap.count, ScheduledEvent.precedes(base + right, base + first) {
          first = right
        }
        if first == parent { return }
        heap.swapAt(parent, first)
        parent = first
      }
    }
  }
}
