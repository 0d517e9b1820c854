/// What a layer keeps about its animations: the animations as they were given, and their
/// compiled tracks (a ``TrackList`` in a ``TrackStore``) with the model values of the slots the
/// tracks write.
struct LayerAnimations {
  /// The animations in the order they were added, with their keys, delegates and state.
  var entries: [AnimationEntry] = []
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
        model.store(entry.slot, to: base + Int(entry.offset))
      }
    }
  }

  /// Adds an animation and its tracks.
  mutating func append(
    _ entry: AnimationEntry, _ compiled: CompiledTracks, model: LayerProperties,
    in host: TrackStore?
  ) {
    var entry = entry
    entry.trackCount = compiled.tracks.count
    entry.ownerCount = compiled.owners.count
    entry.structuredCount = compiled.structured.count
    structured += compiled.structured
    // Layers hold few animations: exact capacities rather than doubling.
    entries.reserveCapacity(entries.count + 1)
    entries.append(entry)
    owners.reserveCapacity(owners.count + compiled.owners.count)
    owners += compiled.owners
    let store = self.store ?? host ?? TrackStore()
    var tracks = self.store.map { Array($0.tracks[list.tracks]) } ?? []
    let pool = self.store.map { Array($0.pool[list.pool]) } ?? []
    // The new tracks' keyframes go after the list's own in the pool.
    tracks += compiled.tracks.map { $0.rebasingPool(by: pool.count) }
    replaceTracks(with: tracks, pool: pool + compiled.pool, in: store)
    refreshModel(from: model)
  }

  /// Removes the animation at `index` and its tracks.
  @discardableResult
  mutating func remove(at index: Int, model: LayerProperties) -> AnimationEntry {
    let entry = entries.remove(at: index)
    let trackStart = entries[..<index].reduce(0) { $0 + $1.trackCount }
    let ownerStart = entries[..<index].reduce(0) { $0 + $1.ownerCount }
    let structuredStart = entries[..<index].reduce(0) { $0 + $1.structuredCount }
    owners.removeSubrange(ownerStart..<ownerStart + entry.ownerCount)
    structured.removeSubrange(structuredStart..<structuredStart + entry.structuredCount)
    if let store {
      var tracks = Array(store.tracks[list.tracks])
      tracks.removeSubrange(trackStart..<trackStart + entry.trackCount)
      // The pool keeps the removed animation's keyframes until the store is compacted.
      replaceTracks(with: tracks, pool: Array(store.pool[list.pool]), in: store)
      refreshModel(from: model)
    }
    return entry
  }

  /// Removes every animation.
  mutating func removeAll() -> [AnimationEntry] {
    let removed = entries
    entries.removeAll()
    owners.removeAll()
    structured.removeAll()
    if let store { replaceTracks(with: [], pool: [], in: store) }
    return removed
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
      result.setStructured(track.isAdditive ? value.adding(result[property]) : value, property)
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
        result.load(entry.slot, from: values + Int(entry.offset))
      }
    }
    return result
  }
}
