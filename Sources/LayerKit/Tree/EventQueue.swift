/// A start or stop that will happen at a known media time, unless something changes first.
///
/// 24 bytes, for a tree schedules one an animation: the time, the layer, and one word that
/// holds the rest in the order events at equal times are taken (E2):
///
///     63 ……………………………… 18 | 17   | 16      | 15 ……… 0
///     add order (46 bits) | stop | recheck | generation (low 16 bits)
struct ScheduledEvent {
  /// Which of an animation's two events.
  enum Kind: UInt8 {
    /// Its start; at equal times an animation's start comes first.
    case start
    /// Its stop.
    case stop
  }

  var time: Double
  var layer: Layer
  private var bits: UInt64

  /// An event of the animation added `sequence`-th, its layer's schedule at `generation`
  /// (``Layer/scheduleGeneration``, of which the event keeps the low 16 bits: see
  /// ``isCurrent(generation:)``).
  init(
    time: Double, sequence: Int, kind: Kind, isRecheck: Bool = false, generation: UInt32,
    layer: Layer
  ) {
    self.time = time
    self.layer = layer
    let order = UInt64(AnimationLedger.kept(sequence: sequence))
    bits =
      order << 18 | UInt64(kind.rawValue) << 17 | (isRecheck ? 1 << 16 : 0)
      | UInt64(generation & 0xFFFF)
  }

  /// The animation's add order, for equal times (E2).
  var sequence: Int { Int(bits >> 18) }
  var kind: Kind { bits >> 17 & 1 == 0 ? .start : .stop }
  /// Not the event itself but a time to look for it again (a layer cycling through many legs,
  /// T12): nothing is delivered then.
  var isRecheck: Bool { bits >> 16 & 1 == 1 }

  /// Whether the event was scheduled at its layer's schedule `generation`: an event of an
  /// older generation has lapsed (its layer moved, or its time space changed). The low 16 bits
  /// are compared, so the tree drops a layer's lapsed events before its generation comes round
  /// to theirs again (``generationWraps(_:)``).
  func isCurrent(generation: UInt32) -> Bool {
    UInt16(truncatingIfNeeded: bits) == UInt16(truncatingIfNeeded: generation)
  }

  /// Whether a layer's generation `generation`, just moved on, has come round to the low bits
  /// of events 65,536 generations old, so that its lapsed events are to be dropped first.
  static func generationWraps(_ generation: UInt32) -> Bool {
    generation & 0xFFFF == 0
  }

  /// Whether it is (or looks for) the animation's start.
  var isStart: Bool { kind == .start }

  /// Whether `a` comes before `b`: earlier time first, then add order, then starts before
  /// stops (then rechecks, then generations, so that the order is total). Read in place,
  /// field by field: no copy of an event, so no retain of its layer.
  @inline(__always)
  static func precedes(
    _ a: UnsafeMutablePointer<ScheduledEvent>, _ b: UnsafeMutablePointer<ScheduledEvent>
  ) -> Bool {
    (a.pointee.time, a.pointee.bits) < (b.pointee.time, b.pointee.bits)
  }
}

/// A binary min-heap of scheduled events: O(log n) to add or take the earliest, so advancing a
/// tree by a frame costs only the events that fall in it.
struct EventQueue {
  private var heap: [ScheduledEvent] = []

  /// The earliest event.
  var peek: ScheduledEvent? { heap.first }

  /// How many events are scheduled.
  var count: Int { heap.count }

  /// Removes the events `isLapsed` says have lapsed.
  ///
  /// - Complexity: O(n) (the heap is rebuilt bottom up).
  mutating func removeAll(where isLapsed: (ScheduledEvent) -> Bool) {
    heap.removeAll(where: isLapsed)
    heap.withUnsafeMutableBufferPointer { heap in
      for start in stride(from: heap.count / 2 - 1, through: 0, by: -1) {
        Self.siftDown(from: start, in: heap)
      }
    }
  }

  /// Moves the event at `parent` down until neither child precedes it.
  private static func siftDown(
    from start: Int, in heap: UnsafeMutableBufferPointer<ScheduledEvent>
  ) {
    guard let base = heap.baseAddress else { return }
    let count = heap.count
    var parent = start
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var first = parent
      if left < count, ScheduledEvent.precedes(base + left, base + first) { first = left }
      if right < count, ScheduledEvent.precedes(base + right, base + first) { first = right }
      if first == parent { return }
      heap.swapAt(parent, first)
      parent = first
    }
  }

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
    heap.withUnsafeMutableBufferPointer { Self.siftDown(from: 0, in: $0) }
  }
}
