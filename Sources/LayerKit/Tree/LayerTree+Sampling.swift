extension LayerTree {
  /// The presentation values of `keyPaths` of each of `layers`, sampled from media time `from`
  /// to `to` at `fps` frames a second, both ends included: the whole-tree form of
  /// ``Layer/timeline(of:from:to:fps:)``, one pass over the tree per time.
  ///
  ///     let timeline = try tree.timeline(of: ["opacity"], layers: [card, shadow], from: 0, to: 1, fps: 30)
  ///     timeline.columns.map(\.name)   // ["card.opacity", "shadow.opacity"]
  ///
  /// Columns go layer by layer, each layer's key paths in order, named `name.keyPath` after the
  /// layer's ``Layer/name`` (or `layer<i>` after its position in `layers` when it has none).
  ///
  /// - Throws: ``ValidationError`` for a layer that is not in this tree, an unknown key path, a
  ///   key path that is not a layer's kind's (Y7), or times
  ///   ``SampledTimeline/times(from:to:fps:limit:)`` rejects.
  /// - Complexity: O(t · (n + k)) for t times, n layers and k animation tracks in the tree.
  public func timeline(
    of keyPaths: [AnimatableKeyPath], layers: [Layer], from: Double, to: Double, fps: Double
  ) throws -> SampledTimeline {
    let times = try SampledTimeline.times(from: from, to: to, fps: fps)
    var columns: [SampledTimeline.Column] = []
    for (index, layer) in layers.enumerated() {
      guard layer.rootLayer === root else {
        throw ValidationError(
          field: "layers[\(index)]", reason: "\(layer.name ?? "the layer") is not in this tree")
      }
      try layer.validateSampling(keyPaths, times)
      columns += keyPaths.map { .init($0, prefix: layer.name ?? "layer\(index)") }
    }
    let rows = times.map { time in
      let frame = presentation(at: time)
      return layers.flatMap { layer in keyPaths.map { Optional(frame.value(of: layer, $0)) } }
    }
    return try SampledTimeline(columns: columns, times: times, rows: rows)
  }
}
