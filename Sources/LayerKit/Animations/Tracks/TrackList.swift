/// The compiled animations of one layer, in the order they were added: their tracks, and the
/// slots those tracks write, laid out in a run of numbers (SEMANTICS F4).
///
/// A layer keeps one of these beside the animations it was given. Evaluating it at the layer's
/// local time writes the animated values into a buffer that holds the model values of the same
/// slots on entry (``evaluate(at:model:values:nodes:)``); nothing else of the layer is read.
///
///     slots    | opacity | position | transform (16)      |
///     offsets    0         1          3                    19 numbers
///     tracks     fade → 0, move → 1…2, turn → 3…18
struct TrackList: Sendable {
  /// The tracks, in add order; a group's node comes before its children.
  private(set) var tracks: [Track] = []
  /// How many tracks each added animation made, in add order.
  private var trackCounts: [Int] = []
  /// The slots written, in the order they were first written, with their offsets.
  private(set) var slots: [(slot: PropertySlot, offset: Int)] = []
  /// How many numbers the slots take.
  private(set) var scalarCount = 0
  /// Whether any track is a group node (the evaluator then needs room for node times).
  private(set) var hasGroups = false

  /// Whether there is nothing to evaluate.
  var isEmpty: Bool { tracks.isEmpty }

  /// Adds the tracks of one animation, after the others.
  mutating func append(_ compiled: [Track]) {
    tracks += compiled
    trackCounts.append(compiled.count)
    layOut()
  }

  /// Removes the tracks of the animation added `index`-th (counting those still here).
  mutating func remove(at index: Int) {
    let start = trackCounts[..<index].reduce(0, +)
    tracks.removeSubrange(start..<start + trackCounts[index])
    trackCounts.remove(at: index)
    layOut()
  }

  /// Removes every track.
  mutating func removeAll() {
    tracks.removeAll(keepingCapacity: true)
    trackCounts.removeAll(keepingCapacity: true)
    layOut()
  }

  /// Gives each slot an offset, in the order the tracks first write them, and each track's
  /// outputs their offsets.
  private mutating func layOut() {
    slots.removeAll(keepingCapacity: true)
    scalarCount = 0
    hasGroups = false
    func place(_ output: inout TrackOutput?) {
      guard var placed = output else { return }
      let slotOffset: Int
      if let known = slots.first(where: { $0.slot == placed.slot }) {
        slotOffset = known.offset
      } else {
        slotOffset = scalarCount
        slots.append((placed.slot, slotOffset))
        scalarCount += placed.slot.scalarWidth
      }
      placed.slotOffset = slotOffset
      placed.offset = slotOffset + placed.laneOffset
      output = placed
    }
    for index in tracks.indices {
      place(&tracks[index].output)
      place(&tracks[index].rotation)
      if case .group = tracks[index].curve { hasGroups = true }
    }
  }
}
