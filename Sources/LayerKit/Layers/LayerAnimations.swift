/// What a layer keeps about its animations: the animations as they were given, with their keys,
/// delegates and state, and their compiled tracks (the evaluator's ``LayerTracks``).
struct LayerAnimations {
  /// The animations in the order they were added, with their keys, delegates and state.
  private(set) var entries = AnimationLedger()
  /// Their compiled tracks, each entry's share in add order.
  var tracks = LayerTracks()

  /// Adds an animation and its tracks; returns its entry.
  mutating func append(
    key: String?, animation: Animation, delegate: (any AnimationDelegate)?, sequence: Int,
    transaction: (any AnimationTransaction)?, compiled: CompiledTracks, model: LayerProperties,
    in host: TrackStore?
  ) -> AnimationEntry {
    let share = tracks.append(compiled, model: model, in: host)
    let entry = entries.append(
      key: key, animation: animation, delegate: delegate, sequence: sequence,
      transaction: transaction, share: share)
    checkInvariants()
    return entry
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
    tracks.removeAll()
    return entries.removeAll()
  }

  /// Marks the animation at `index` started.
  mutating func start(at index: Int) {
    entries.setState(.active, at: index)
  }

  /// Marks the animation at `index` finished and kept to fill: it will not stop again, and
  /// its delegate, held until it stopped, is let go.
  mutating func keepFinished(at index: Int) {
    entries.setState(.finished, at: index)
    entries.letGoOfDelegate(at: index)
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
