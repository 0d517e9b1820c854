#if !canImport(QuartzCore)
  import LayerKit
  import LayerKitQuartzCore

  // The assertions and timelines for `LayerKitQuartzCore`'s `CALayer`s: the same checks and
  // messages as for a LayerKit `Layer`, evaluated at media times of the layer's world (what
  // `CACurrentMediaTime()` reads there), each reporting first what the layer refused since it
  // was last checked.
  //
  //     let ring = CAShapeLayer()
  //     ring.add(fill, forKey: "progress")
  //     assertPresentation(of: ring, "strokeEnd", at: 1, equals: 0.5)

  extension CALayer: TestableLayer {
    /// `check` run on the layer's LayerKit layer in its world, after the messages of what the
    /// layer refused since it was last checked.
    public func _checkMessages(_ check: (Layer) -> [String]) -> [String] {
      let messages = takeRefusals() + withLayerKitLayer(check)
      guard !messages.isEmpty, world.sawTestsInterleave else { return messages }
      return messages.map { $0 + Self.interleavingHint }
    }

    /// Added to a failure of a layer whose world was reset and advanced by two tests at once.
    static let interleavingHint =
      " (tests running at once share this world: another test reset or advanced its clock"
      + " meanwhile; give each test a world of its own with CAMediaClock.withIsolatedWorld { … })"

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
#endif
