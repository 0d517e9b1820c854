/// What a layer keeps about its animations: the animations as they were given, with their keys,
/// delegates and state, and their compiled tracks (the evaluator's ``LayerTracks``).
struct LayerAnimations {
  /// The animations in the order they were added, with their keys, delegates and state.
  var entries: [AnimationEntry] = []
  /// Their compiled tracks, each entry's share in add order.
  var tracks = LayerTracks()

  /// Adds an animation and its tracks.
  mutating func append(
    _ entry: AnimationEntry, _ compiled: CompiledTracks, model: LayerProperties,
    in host: TrackStore?
  ) {
    var entry = entry
    entry.share = tracks.append(compiled, model: model, in: host)
    // Layers hold few animations: exact capacities rather than doubling.
    entries.reserveCapacity(entries.count + 1)
    entries.append(entry)
    checkInvariants()
  }

  /// Removes the animation at `index` and its tracks.
  @discardableResult
  mutating func remove(at index: Int, model: LayerProperties) -> AnimationEntry {
    let entry = entries.remove(at: index)
    tracks.remove(entry.share, after: entries[..<index].lazy.map(\.share), model: model)
    checkInvariants()
    return entry
  }

  /// Removes every animation.
  mutating func removeAll() -> [AnimationEntry] {
    let removed = entries
    entries.removeAll()
    tracks.removeAll()
    return removed
  }
}

extension LayerAnimations {
  #if LAYERKIT_CHECK_INVARIANTS
    /// Checks that the entries' shares add up to the tracks held.
    func checkInvariants() {
      tracks.checkInvariants(shares: entries.map(\.share))
    }
  #else
    /// Checks nothing unless built with `-D LAYERKIT_CHECK_INVARIANTS`.
    @inline(__always) func checkInvariants() {}
  #endif
}
