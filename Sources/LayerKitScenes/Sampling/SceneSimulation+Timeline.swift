import LayerKit

extension SceneSimulation {
  /// The presented values of `keys` at each of `times`, as a timeline whose columns are named
  /// after the keys (`box.position.x`): what `layerkit sample` prints, as a value.
  ///
  ///     let simulation = try SceneSimulation(try Scene(json: text))
  ///     let timeline = try simulation.timeline(of: simulation.animatedKeys, at: [0, 0.5, 1])
  ///     print(timeline.csv())
  ///
  /// - Throws: `ValidationError` for a key naming no layer, or a failure of the script.
  /// - Complexity: that of ``sample(_:at:)``.
  public func timeline(of keys: [SceneKey], at times: [Double]) throws -> SampledTimeline {
    let columns = keys.map { key in
      let isAngle = if case .keyPath(let path) = key.target { path.isAngle } else { false }
      return SampledTimeline.Column(name: key.description, kind: key.valueKind, isAngle: isAngle)
    }
    return try SampledTimeline(columns: columns, times: times, rows: try sample(keys, at: times))
  }
}
