extension Layer {
  /// The presentation values of `keyPaths` sampled from media time `from` to `to` at `fps`
  /// frames a second, both ends included: what `layerkit sample --from --to --fps` prints for a
  /// layer of a scene.
  ///
  ///     let timeline = try layer.timeline(of: ["opacity", "position"], from: 0, to: 2, fps: 60)
  ///     timeline.rows[60]   // [opacity, position] at 1 s
  ///
  /// Each value is `presentation(at: t)[keyPath]` (<doc:Rules#F4>, L1); sampling changes nothing.
  ///
  /// - Throws: ``ValidationError`` for an unknown key path literal, a key path that is not this
  ///   kind of layer's (Y7), or times ``SampledTimeline/times(from:to:fps:limit:)`` rejects.
  /// - Complexity: O(t · (d + n)) for t times, a tree depth d and n animations on the layer.
  public func timeline(of keyPaths: [AnimatableKeyPath], from: Double, to: Double, fps: Double)
    throws -> SampledTimeline
  {
    try timeline(of: keyPaths, at: SampledTimeline.times(from: from, to: to, fps: fps))
  }

  /// The presentation values of `keyPaths` at each of `times` (media times).
  ///
  /// - Throws: ``ValidationError`` for an unknown key path literal, a key path that is not this
  ///   kind of layer's (Y7), or a time that is not finite.
  /// - Complexity: O(t · (d + n)) for t times, a tree depth d and n animations on the layer.
  public func timeline(of keyPaths: [AnimatableKeyPath], at times: [Double]) throws
    -> SampledTimeline
  {
    try validateSampling(keyPaths, times)
    let rows = times.map { time in
      let properties = presentation(at: time)
      return keyPaths.map { Optional(properties[$0]) }
    }
    return try SampledTimeline(columns: keyPaths.map { .init($0) }, times: times, rows: rows)
  }

  /// Throws unless every key path is one of this layer's and every time is finite.
  func validateSampling(_ keyPaths: [AnimatableKeyPath], _ times: [Double]) throws {
    for (index, keyPath) in keyPaths.enumerated() {
      do {
        try keyPath.validate()
        try keyPath.property.requireBelonging(to: kind)
      } catch let error as ValidationError {
        throw error.inside("keyPaths[\(index)]")
      }
    }
    for (index, time) in times.enumerated() {
      try ValidationError.requireFinite(time, "times[\(index)]")
    }
  }
}
