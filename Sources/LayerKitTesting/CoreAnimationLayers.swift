#if !canImport(QuartzCore)
  import LayerKit
  import LayerKitQuartzCore
  import XCTest

  // The assertions and timelines for `LayerKitQuartzCore`'s `CALayer`s: the same checks and
  // messages as for a LayerKit `Layer`, evaluated at media times of the layer's world (what
  // `CACurrentMediaTime()` reads there). Each also reports what the layer refused since it was
  // last checked (an animation `add(_:forKey:)` did not take, a value `setValue(_:forKeyPath:)`
  // could not), which Core Animation's API cannot say: the helpers are strict by default.
  //
  //     let ring = CAShapeLayer()
  //     ring.add(fill, forKey: "progress")
  //     assertPresentation(of: ring, "strokeEnd", at: 1, equals: 0.5)

  extension Checks {
    /// ``presentation(of:_:expected:tolerance:)`` for a `CALayer`, its refusals first.
    static func presentation(
      of layer: CALayer, _ keyPath: AnimatableKeyPath,
      expected: [(time: Double, value: AnimatableValue)], tolerance: Tolerance
    ) -> [String] {
      layer.takeRefusals()
        + layer.withLayerKitLayer {
          presentation(of: $0, keyPath, expected: expected, tolerance: tolerance)
        }
    }

    /// ``presentation(of:at:expected:tolerance:)`` for a `CALayer`, its refusals first.
    static func presentation(
      of layer: CALayer, at time: Double, expected: LayerProperties, tolerance: Tolerance
    ) -> [String] {
      layer.takeRefusals()
        + layer.withLayerKitLayer {
          presentation(of: $0, at: time, expected: expected, tolerance: tolerance)
        }
    }
  }

  /// `assertPresentation(of:_:at:equals:)` for a Core
  /// Animation layer: the presented value of `keyPath` at media time `time` of its world.
  ///
  ///     assertPresentation(of: ring, "strokeEnd", at: 1, equals: 0.5)
  public func assertPresentation(
    of layer: CALayer, _ keyPath: AnimatableKeyPath, at time: Double,
    equals expected: some PresentationValue, accuracy: Tolerance = .default,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    fail(
      Checks.presentation(
        of: layer, keyPath, expected: [(time, expected.animatableValue)], tolerance: accuracy),
      file: file, line: line)
  }

  /// The presented value of `keyPath` of a Core Animation layer at several media times.
  public func assertPresentation<Value: PresentationValue>(
    of layer: CALayer, _ keyPath: AnimatableKeyPath, equals expected: KeyValuePairs<Double, Value>,
    accuracy: Tolerance = .default, file: StaticString = #filePath, line: UInt = #line
  ) {
    let pairs = expected.map { ($0.key, $0.value.animatableValue) }
    fail(
      Checks.presentation(of: layer, keyPath, expected: pairs, tolerance: accuracy), file: file,
      line: line)
  }

  /// Every presented property of a Core Animation layer at media time `time`.
  public func assertPresentation(
    of layer: CALayer, at time: Double, equals expected: LayerProperties,
    accuracy: Tolerance = .default, file: StaticString = #filePath, line: UInt = #line
  ) {
    fail(
      Checks.presentation(of: layer, at: time, expected: expected, tolerance: accuracy), file: file,
      line: line)
  }

  extension CALayer {
    /// The presentation values of `keyPaths` from media time `from` to `to` at `fps` frames a
    /// second, both ends included, in the layer's world: `Layer.timeline(of:from:to:fps:)` for
    /// a Core Animation layer, for golden files (`assertTimeline`).
    ///
    /// - Throws: `ValidationError` for an unknown key path or bad times, and for what the layer
    ///   refused since it was last checked.
    public func timeline(of keyPaths: [AnimatableKeyPath], from: Double, to: Double, fps: Double)
      throws -> SampledTimeline
    {
      try timeline(of: keyPaths, at: SampledTimeline.times(from: from, to: to, fps: fps))
    }

    /// The presentation values of `keyPaths` at each of `times`, in the layer's world.
    public func timeline(of keyPaths: [AnimatableKeyPath], at times: [Double]) throws
      -> SampledTimeline
    {
      if let refusal = takeRefusals().first {
        throw ValidationError(field: "", reason: refusal)
      }
      return try withLayerKitLayer { try $0.timeline(of: keyPaths, at: times) }
    }
  }

  #if canImport(Testing)
    import Testing

    /// `expectPresentation(of:_:at:equals:)` for a
    /// Core Animation layer, in Swift Testing.
    @discardableResult
    public func expectPresentation(
      of layer: CALayer, _ keyPath: AnimatableKeyPath, at time: Double,
      equals expected: some PresentationValue, accuracy: Tolerance = .default,
      sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
      record(
        Checks.presentation(
          of: layer, keyPath, expected: [(time, expected.animatableValue)], tolerance: accuracy),
        at: sourceLocation)
    }

    /// The presented value of `keyPath` of a Core Animation layer at several media times.
    @discardableResult
    public func expectPresentation<Value: PresentationValue>(
      of layer: CALayer, _ keyPath: AnimatableKeyPath,
      equals expected: KeyValuePairs<Double, Value>, accuracy: Tolerance = .default,
      sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
      let pairs = expected.map { ($0.key, $0.value.animatableValue) }
      return record(
        Checks.presentation(of: layer, keyPath, expected: pairs, tolerance: accuracy),
        at: sourceLocation)
    }

    /// Every presented property of a Core Animation layer at media time `time`.
    @discardableResult
    public func expectPresentation(
      of layer: CALayer, at time: Double, equals expected: LayerProperties,
      accuracy: Tolerance = .default, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
      record(
        Checks.presentation(of: layer, at: time, expected: expected, tolerance: accuracy),
        at: sourceLocation)
    }
  #endif
#endif
