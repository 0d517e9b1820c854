/// What a layer keeps about its animations: the animations as they were given, their compiled
/// tracks, and the model values of the slots the tracks write.
struct LayerAnimations {
  /// The animations in the order they were added, with their keys, delegates and state.
  var entries: [AnimationEntry] = []
  /// The compiled tracks, in the same order.
  var tracks = TrackList()
  /// The model values of the slots the tracks write, laid out as the tracks' slots: where an
  /// evaluation starts from, and "current" for B1. Kept up to date as the model changes.
  private(set) var modelScalars: [Double] = []

  /// Refreshes ``modelScalars`` from the layer's model.
  ///
  /// - Complexity: O(n) in the number of animated slots; no allocation once the slots are laid
  ///   out.
  mutating func refreshModel(from model: LayerProperties) {
    guard !tracks.isEmpty || !modelScalars.isEmpty else { return }
    if modelScalars.count != tracks.scalarCount {
      modelScalars = [Double](repeating: 0, count: tracks.scalarCount)
    }
    modelScalars.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for (slot, offset) in tracks.slots { model.store(slot, to: base + offset) }
    }
  }

  /// Adds an animation and its tracks.
  mutating func append(_ entry: AnimationEntry, _ compiled: [Track], model: LayerProperties) {
    entries.append(entry)
    tracks.append(compiled)
    refreshModel(from: model)
  }

  /// Removes the animation at `index` and its tracks.
  @discardableResult
  mutating func remove(at index: Int, model: LayerProperties) -> AnimationEntry {
    tracks.remove(at: index)
    refreshModel(from: model)
    return entries.remove(at: index)
  }

  /// Removes every animation.
  mutating func removeAll(model: LayerProperties) -> [AnimationEntry] {
    let removed = entries
    entries.removeAll()
    tracks.removeAll()
    refreshModel(from: model)
    return removed
  }

  /// The presentation of the animated slots at local time `time`, in `values` (which has room
  /// for ``TrackList/scalarCount`` numbers).
  ///
  /// - Parameter nodes: Room for one node time per track, when the tracks include groups; `nil`
  ///   to use temporary room.
  /// - Complexity: O(n) in the number of tracks; no heap allocation for ordinary numbers of
  ///   tracks.
  func evaluate(
    at time: Double, into values: UnsafeMutablePointer<Double>,
    nodes: UnsafeMutablePointer<NodeTime>? = nil
  ) {
    modelScalars.withUnsafeBufferPointer { model in
      guard let base = model.baseAddress else { return }
      values.update(from: base, count: model.count)
      guard tracks.hasGroups, nodes == nil else {
        tracks.evaluate(at: time, model: base, values: values, nodes: nodes)
        return
      }
      withUnsafeTemporaryAllocation(of: NodeTime.self, capacity: tracks.tracks.count) { room in
        tracks.evaluate(at: time, model: base, values: values, nodes: room.baseAddress)
      }
    }
  }

  /// `model` with the animations applied at local time `time` (SEMANTICS F4); `model` must be
  /// the model these animations' ``modelScalars`` were refreshed from.
  func presentation(of model: LayerProperties, at time: Double) -> LayerProperties {
    var result = model
    guard !tracks.isEmpty else { return result }
    withUnsafeTemporaryAllocation(of: Double.self, capacity: tracks.scalarCount) { buffer in
      guard let values = buffer.baseAddress else { return }
      evaluate(at: time, into: values)
      for (slot, offset) in tracks.slots { result.load(slot, from: values + offset) }
    }
    return result
  }
}
