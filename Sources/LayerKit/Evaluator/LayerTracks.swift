/// A layer's compiled animations, the per-layer stage of the evaluator: its tracks (a
/// ``TrackList`` in a ``TrackStore``) with the model values of the slots they write, the
/// objects they refer to and the path and list tracks, each animation's share kept as a run in
/// add order.
///
///     add ──▶ append(_:model:in:) ──▶ store.store(tracks) ──▶ list (slots, models, tracks)
///     frame ─▶ presentation(of:at:) ─▶ store.evaluate(list) ─▶ load(slots) + structured
struct LayerTracks {
  /// How much of each array one animation took, so that it can be taken out again.
  struct Share: Hashable, Sendable {
    var tracks = 0
    var owners = 0
    var structured = 0
  }

  /// The objects the tracks refer to (timing functions, curves), in add order; each entry knows
  /// how many are its.
  private var owners: [any AnyObject & Sendable] = []
  /// Where the tracks are: the tree's store, or for a layer in no tree a store of its own, made
  /// when the first animation is added.
  private(set) var store: TrackStore?
  /// The layer's ranges of the store.
  var list = TrackList()
  /// The animations of paths and lists, in add order, evaluated after the tracks (Y2, Y4).
  private(set) var structured: [StructuredTrack] = []

  /// Rewrites the model values of the animated slots from the layer's model: where an
  /// evaluation starts from, and "current" for B1.
  ///
  /// - Complexity: O(n) in the number of animated slots; no allocation.
  func refreshModel(from model: LayerProperties) {
    guard let store else { return }
    store.withModel(of: list) { base in
      for entry in store.slots[list.slots] {
        model.store(entry.slot, to: base + Int(entry.scalarOffset))
      }
    }
  }

  /// Adds an animation's tracks; returns its share, which ``remove(_:after:model:)`` takes.
  mutating func append(
    _ compiled: CompiledTracks, model: LayerProperties, in host: TrackStore?
  ) -> Share {
    structured += compiled.structured
    owners.reserveCapacity(owners.count + compiled.owners.count)
    owners += compiled.owners
    let store = self.store ?? host ?? TrackStore()
    var tracks = self.store.map { Array($0.tracks[list.tracks]) } ?? []
    let pool = self.store.map { Array($0.pool[list.pool]) } ?? []
    // The new tracks' keyframes go after the list's own in the pool.
    tracks += compiled.tracks.map { $0.rebasingPool(by: pool.count) }
    replaceTracks(with: tracks, pool: pool + compiled.pool, in: store)
    refreshModel(from: model)
    return Share(
      tracks: compiled.tracks.count, owners: compiled.owners.count,
      structured: compiled.structured.count)
  }

  /// Removes an animation's `share`, which follows the shares in `earlier`.
  mutating func remove(_ share: Share, after earlier: some Sequence<Share>, model: LayerProperties)
  {
    var start = Share()
    for other in earlier {
      start.tracks += other.tracks
      start.owners += other.owners
      start.structured += other.structured
    }
    owners.removeSubrange(start.owners..<start.owners + share.owners)
    structured.removeSubrange(start.structured..<start.structured + share.structured)
    if let store {
      var tracks = Array(store.tracks[list.tracks])
      tracks.removeSubrange(start.tracks..<start.tracks + share.tracks)
      // The pool keeps the removed animation's keyframes until the store is compacted.
      replaceTracks(with: tracks, pool: Array(store.pool[list.pool]), in: store)
      refreshModel(from: model)
    }
  }

  /// Removes every animation's tracks.
  mutating func removeAll() {
    owners.removeAll()
    structured.removeAll()
    if let store { replaceTracks(with: [], pool: [], in: store) }
  }

  /// Stores `tracks` as the layer's list in `store`, in the old list's place when they fit.
  private mutating func replaceTracks(
    with tracks: [Track], pool: [Lanes], in store: TrackStore
  ) {
    if let old = self.store, old !== store || tracks.isEmpty {
      old.free(list)
      list = TrackList()
    }
    if !tracks.isEmpty {
      list = store.store(tracks, pool: pool, replacing: self.store === store ? list : nil)
    }
    self.store = store
  }

  /// Moves the list into `store` (the tree the layer joined), or into a store of its own when
  /// `store` is `nil` (it left its tree).
  mutating func move(to newStore: TrackStore?) {
    guard let old = store, old !== newStore else { return }
    let target = newStore ?? TrackStore()
    old.free(list)
    list = list.isEmpty ? TrackList() : target.adopt(list, from: old)
    store = target
  }

  /// `model` with the animations applied at local time `time` (<doc:Rules#F4>); `model` must be
  /// the model the list's model values were refreshed from.
  ///
  /// - Complexity: O(n) in the number of tracks; no heap allocation for ordinary numbers of
  ///   tracks.
  func presentation(of model: LayerProperties, at time: Double) -> LayerProperties {
    applyingStructured(
      to: Self.presentation(of: model, at: time, store: store, list: list), model: model,
      at: time)
  }

  /// `values` with the path and list animations applied at local time `time`, in add order
  /// (Y2, Y4, F4); `model` gives B1's current values.
  func applyingStructured(
    to values: LayerProperties, model: LayerProperties, at time: Double
  ) -> LayerProperties {
    guard !structured.isEmpty else { return values }
    var result = values
    for track in structured {
      let property = track.property
      guard let value = track.value(at: time, current: model[property]) else { continue }
      result.setWhole(track.isAdditive ? value.adding(result[property]) : value, property)
    }
    return result
  }

  /// `model` with the tracks of `list` in `store` applied at local time `time`.
  static func presentation(
    of model: LayerProperties, at time: Double, store: TrackStore?, list: TrackList
  ) -> LayerProperties {
    var result = model
    guard let store, !list.isEmpty else { return result }
    withUnsafeTemporaryAllocation(of: Double.self, capacity: list.scalarCount) { buffer in
      guard let values = buffer.baseAddress, let models = store.models.base else { return }
      values.update(from: models + list.scalars.lowerBound, count: list.scalarCount)
      if list.hasGroups {
        withUnsafeTemporaryAllocation(of: NodeTime.self, capacity: list.tracks.count) { nodes in
          store.evaluate(list, at: time, values: values, nodes: nodes.baseAddress)
        }
      } else {
        store.evaluate(list, at: time, values: values, nodes: nil)
      }
      for entry in store.slots[list.slots] {
        result.load(entry.slot, from: values + Int(entry.scalarOffset))
      }
    }
    return result
  }
}

#if LAYERKIT_CHECK_INVARIANTS
  extension LayerTracks {
    /// Checks that `shares`, one per animation in add order, add up to what is held, and the
    /// list against its store.
    func checkInvariants(shares: [Share]) {
      let total = shares.reduce(into: Share()) {
        $0.tracks += $1.tracks
        $0.owners += $1.owners
        $0.structured += $1.structured
      }
      precondition(total.tracks == list.tracks.count, "LayerTracks: shares and tracks differ")
      precondition(total.owners == owners.count, "LayerTracks: shares and owners differ")
      precondition(total.structured == structured.count, "LayerTracks: shares and paths differ")
      store?.checkInvariants([list])
    }
  }
#endif

extension LayerProperties {
  /// The presentation values: these model values with `animations` applied in order at the
  /// layer-local time `localTime` (<doc:Rules#F4>).
  ///
  /// The pure core of ``Layer/presentation(at:)``, for tools that keep their own animation
  /// lists. The animations must be resolved as ``Layer/add(_:forKey:)`` resolves them (a positive
  /// duration and an absolute `beginTime`); a non-positive duration here is an empty interval.
  /// Invalid animations contribute nothing.
  ///
  /// - Complexity: O(n) in the number of animations, which are compiled on every call.
  public func applying(_ animations: [Animation], atLocalTime localTime: Double) -> LayerProperties
  {
    var tracks = LayerTracks()
    for animation in animations {
      guard (try? animation.validate()) != nil,
        let compiled = try? animation.compile(current: { self[$0] })
      else {
        continue
      }
      _ = tracks.append(compiled, model: self, in: nil)
    }
    return tracks.presentation(of: self, at: localTime)
  }
}
