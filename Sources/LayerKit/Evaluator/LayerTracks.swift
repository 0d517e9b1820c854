/// A layer's compiled animations, the per-layer stage of the evaluator: its tracks (a
/// ``TrackList`` in a ``TrackStore``) with the model values of the slots they write and the
/// objects they refer to, each animation's share kept as a run in add order.
///
///     add ──▶ append(_:model:in:) ──▶ store.store(tracks) ──▶ list (slots, models, tracks)
///     frame ─▶ presentation(of:at:) ─▶ store.evaluate(list) ─▶ load(slots), paths and lists
struct LayerTracks {
  /// How much of each array one animation took, so that it can be taken out again.
  struct Share: Hashable, Sendable {
    // 32-bit counts: every entry of a layer keeps one (an animation compiles to fewer than
    // 2³² tracks; a larger one traps).
    private var trackCount: UInt32 = 0
    private var ownerCount: UInt32 = 0

    init(tracks: Int = 0, owners: Int = 0) {
      trackCount = UInt32(tracks)
      ownerCount = UInt32(owners)
    }

    var tracks: Int {
      get { Int(trackCount) }
      set { trackCount = UInt32(newValue) }
    }

    var owners: Int {
      get { Int(ownerCount) }
      set { ownerCount = UInt32(newValue) }
    }
  }

  /// The objects the tracks refer to (timing functions, curves), in add order; each entry knows
  /// how many are its.
  private var owners: [any AnyObject & Sendable] = []
  /// Where the tracks are: the tree's store, or for a layer in no tree a store of its own, made
  /// when the first animation is added.
  private(set) var store: TrackStore?
  /// The layer's ranges of the store.
  var list = TrackList()

  /// Rewrites the model values of the animated slots from the layer's model: where an
  /// evaluation starts from, and "current" for B1. Returns whether the list moved in its store:
  /// a transform slot laid out narrow for an identity model is widened first when the model's
  /// transform is no longer the identity (see ``TrackStore/store(_:pool:replacing:narrowing:)``).
  ///
  /// - Complexity: O(n) in the number of animated slots; no allocation unless a slot widens.
  mutating func refreshModel(from model: LayerProperties) -> Bool {
    guard let store else { return false }
    let widens = store.slots[list.slots].contains {
      $0.isNarrow && !model.holdsIdentityTransform($0.slot)
    }
    if widens {
      replaceTracks(
        with: Array(store.tracks[list.tracks]), pool: Array(store.pool[list.pool]), in: store,
        model: model)
    }
    writeModel(from: model)
    return widens
  }

  /// Writes the model values of the animated slots from `model`, whose transforms fit the
  /// layout (a narrow slot's model is the identity).
  private func writeModel(from model: LayerProperties) {
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
    owners += compiled.owners
    let store = self.store ?? host ?? TrackStore()
    let share = Share(tracks: compiled.tracks.count, owners: compiled.owners.count)
    // The new tracks' keyframes go after the list's own in the pool.
    let added = compiled.tracks.map { $0.rebasingPool(by: list.pool.count) }
    if self.store === store,
      let grown = store.appending(
        added, pool: compiled.pool, to: list, narrowing: { model.holdsIdentityTransform($0) })
    {
      // Where the list is, when it ends the store (one animation after another).
      list = grown
      writeModel(from: model)
      return share
    }
    var tracks = self.store.map { Array($0.tracks[list.tracks]) } ?? []
    let pool = self.store.map { Array($0.pool[list.pool]) } ?? []
    tracks += added
    replaceTracks(with: tracks, pool: pool + compiled.pool, in: store, model: model)
    writeModel(from: model)
    return share
  }

  /// Removes an animation's `share`, which follows the shares in `earlier`.
  mutating func remove(_ share: Share, after earlier: some Sequence<Share>, model: LayerProperties)
  {
    var start = Share()
    for other in earlier {
      start.tracks += other.tracks
      start.owners += other.owners
    }
    owners.removeSubrange(start.owners..<start.owners + share.owners)
    let taken = start.tracks..<start.tracks + share.tracks
    if let shrunk = store?.removing(taken, from: list) {
      list = shrunk
      // A store of the layer's own gives its room back as a tree's does (a fifth of it freed);
      // a tree compacts its store itself (`LayerTree.animationsDidChange`).
      if isKnownUniquelyReferenced(&store), let store, store.needsCompaction {
        var lists = [list]
        store.compact(&lists)
        list = lists[0]
      }
      writeModel(from: model)
      return
    }
    if let store {
      var tracks = Array(store.tracks[list.tracks])
      tracks.removeSubrange(taken)
      // The removed animation's keyframes leave the list's pool with it: a layer that keeps
      // replacing keyframe animations must not carry every one it ever had.
      let pool = Self.gatherPool(of: &tracks, from: store.pool[list.pool])
      replaceTracks(with: tracks, pool: pool, in: store, model: model)
      writeModel(from: model)
    }
  }

  /// The pooled keyframes `tracks` use, taken from `pool` (the list's part of the store's pool)
  /// in track order, with each track's start moved to its place in the result.
  ///
  /// - Complexity: O(n + k) for n tracks and the k keyframe halves they use.
  private static func gatherPool(
    of tracks: inout [Track], from pool: some RandomAccessCollection<KeyframeHalf>
  ) -> [KeyframeHalf] {
    var gathered: [KeyframeHalf] = []
    for index in tracks.indices {
      guard case .pooled(var keyframes) = tracks[index].curve else { continue }
      let halves = Int(keyframes.count) * (keyframes.isWide ? 2 : 1)
      gathered += pool.dropFirst(Int(keyframes.start)).prefix(halves)
      keyframes.start = Int32(gathered.count - halves)
      tracks[index].curve = .pooled(keyframes)
    }
    return gathered
  }

  /// Removes every animation's tracks.
  mutating func removeAll() {
    owners.removeAll()
    if let store { replaceTracks(with: [], pool: [], in: store, model: nil) }
  }

  /// Stores `tracks` as the layer's list in `store`, in the old list's place when they fit, with
  /// narrow transform slots where `model`'s transforms are the identity.
  private mutating func replaceTracks(
    with tracks: [Track], pool: [KeyframeHalf], in store: TrackStore, model: LayerProperties?
  ) {
    if let old = self.store, old !== store || tracks.isEmpty {
      old.free(list)
      list = TrackList()
    }
    if !tracks.isEmpty {
      list = store.store(
        tracks, pool: pool, replacing: self.store === store ? list : nil,
        narrowing: { model?.holdsIdentityTransform($0) ?? false })
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
  ///   tracks without paths or lists.
  func presentation(of model: LayerProperties, at time: Double) -> LayerProperties {
    Self.presentation(store, list, of: model, at: time)
  }

  /// ``presentation(of:at:)`` from the store and the list alone, for a caller that holds the
  /// tracks in a class: reading the two fields costs one retain, copying the tracks two.
  static func presentation(
    _ store: TrackStore?, _ list: TrackList, of model: LayerProperties, at time: Double
  ) -> LayerProperties {
    var result = model
    apply(store, list, at: time, to: &result)
    return result
  }

  /// `values`, the model values on entry, made the presentation values at local time `time`:
  /// ``presentation(of:at:)`` in place, so that a caller that already holds a copy of the model
  /// makes no other (a copy of `LayerProperties` is 560 bytes and a call of its value witness).
  static func apply(
    _ store: TrackStore?, _ list: TrackList, at time: Double, to values: inout LayerProperties
  ) {
    guard let store, !list.isEmpty else { return }
    withFlatValues(store, list) { flat in
      if list.structuredCount == 0 {
        // No paths or lists: the flat numbers alone, with no side buffer to make.
        run(store, list, at: time, values: flat, structured: nil)
      } else {
        let model = values
        evaluate(store, list, at: time, values: flat, model: model, into: &values)
      }
      store.checkNarrowSlots(of: list, in: flat)
      for entry in store.slots[list.slots] where !entry.slot.isStructured {
        values.load(entry.slot, from: flat + Int(entry.scalarOffset))
      }
    }
  }

  /// Calls `body` with the list's flat numbers, the model's, in a temporary buffer.
  @inline(__always)
  private static func withFlatValues(
    _ store: TrackStore, _ list: TrackList, _ body: (UnsafeMutablePointer<Double>) -> Void
  ) {
    // Room for one number at least: a list of paths and lists alone has no flat values.
    withUnsafeTemporaryAllocation(of: Double.self, capacity: max(list.scalarCount, 1)) { buffer in
      guard let values = buffer.baseAddress else { return }
      if let models = store.models.base {
        values.update(from: models + list.scalars.lowerBound, count: list.scalarCount)
      }
      body(values)
    }
  }

  /// Runs the list's tracks over `values` (the flat numbers, on entry the model's) and the path
  /// and list values in `structured`, if any.
  private static func run(
    _ store: TrackStore, _ list: TrackList, at time: Double, values: UnsafeMutablePointer<Double>,
    structured: StructuredValues?
  ) {
    guard list.hasGroups else {
      return store.evaluate(list, at: time, values: values, nodes: nil, structured: structured)
    }
    withUnsafeTemporaryAllocation(of: NodeTime.self, capacity: list.tracks.count) { nodes in
      store.evaluate(
        list, at: time, values: values, nodes: nodes.baseAddress, structured: structured)
    }
  }

  /// Runs the list's tracks over `values` (the flat numbers, on entry the model's) and writes
  /// its path and list values, starting from `model`'s, into `result`.
  private static func evaluate(
    _ store: TrackStore, _ list: TrackList, at time: Double, values: UnsafeMutablePointer<Double>,
    model: LayerProperties, into result: inout LayerProperties
  ) {
    let slots = store.slots[list.slots].compactMap { entry -> (LayerProperty, Int)? in
      guard entry.slot.isStructured, case .property(let property) = entry.slot else { return nil }
      return (property, Int(entry.scalarOffset))
    }
    var side = [AnimatableValue](repeating: .numbers([]), count: list.structuredCount)
    for (property, at) in slots { side[at] = model[property] }
    let sideModel = side
    sideModel.withUnsafeBufferPointer { sideModel in
      side.withUnsafeMutableBufferPointer { side in
        guard let model = sideModel.baseAddress, let side = side.baseAddress else { return }
        run(
          store, list, at: time, values: values,
          structured: StructuredValues(model: model, values: side))
      }
    }
    for (property, at) in slots { result.setWhole(side[at], property) }
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
      }
      precondition(total.tracks == list.tracks.count, "LayerTracks: shares and tracks differ")
      precondition(total.owners == owners.count, "LayerTracks: shares and owners differ")
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
