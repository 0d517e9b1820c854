#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  /// What a `CALayer` keeps of its world: the LayerKit layer behind it, its refusals, its
  /// timing fields and the stored properties its copies carry.
  extension CALayer {
    /// Runs `body` on the LayerKit layer behind this one, with its world's lock held: how the
    /// testing library reads a `CALayer`'s presentation (at media times of its world).
    package func withLayerKitLayer<R>(_ body: (Layer) throws -> R) rethrows -> R {
      try world.locked { _ in try body(base) }
    }

    /// How many refusal messages a layer keeps between two ``takeRefusals()``: a layer refused a
    /// million times does not keep a million messages nobody reads.
    static let refusalLimit = 100

    /// The refusals not yet reported, emptied: the testing library fails a test with them. When
    /// more came than a layer keeps, the last message says how many were left out.
    package func takeRefusals() -> [String] {
      world.locked { _ in
        defer {
          refusals.removeAll()
          refusalsLeftOut = 0
        }
        guard refusalsLeftOut > 0 else { return refusals }
        return refusals + ["… and \(refusalsLeftOut) more refusals of this layer"]
      }
    }

    /// Keeps `error` as ``lastAnimationError`` and as a refusal of `call`, and tells the world's
    /// refusal handler, if it has one (a strict world, `CAMediaClock.withIsolatedWorld(onRefusal:_:)`).
    func refuse(_ error: any Error, in call: String) {
      world.locked { _ in
        lastAnimationError = error
        let message = "\(base.name ?? "a \(type(of: self))"): \(call): \(error)"
        if refusals.count < Self.refusalLimit {
          refusals.append(message)
        } else {
          refusalsLeftOut += 1
        }
        world.refused(message)
      }
    }

    /// A LayerKit layer of `kind`.
    static func makeBase(_ kind: LayerKind) -> Layer {
      switch kind {
      case .layer: Layer()
      case .shape: ShapeLayer()
      case .gradient: GradientLayer()
      case .replicator: ReplicatorLayer()
      case .text: TextLayer()
      }
    }

    /// The stored drawing properties of `source`, copied: a presentation copy has them, as
    /// iOS's has (its `init(layer:)` copies every property, not only the animatable ones).
    func copyDrawingProperties(from source: CALayer) {
      mask = source.mask
      contents = source.contents
      contentsGravity = source.contentsGravity
      contentsScale = source.contentsScale
      shadowPath = source.shadowPath
      isOpaque = source.isOpaque
      shouldRasterize = source.shouldRasterize
      rasterizationScale = source.rasterizationScale
      allowsEdgeAntialiasing = source.allowsEdgeAntialiasing
      allowsGroupOpacity = source.allowsGroupOpacity
      isGeometryFlipped = source.isGeometryFlipped
      drawsAsynchronously = source.drawsAsynchronously
      contentsCenter = source.contentsCenter
      minificationFilter = source.minificationFilter
      magnificationFilter = source.magnificationFilter
      cornerCurve = source.cornerCurve
      maskedCorners = source.maskedCorners
      needsDisplayOnBoundsChange = source.needsDisplayOnBoundsChange
    }

    /// A field of the layer's own timing (T12), read under the lock.
    func timing(_ field: KeyPath<MediaTiming, Double>) -> Double {
      world.locked { _ in base.timing[keyPath: field] }
    }

    /// Sets a field of the layer's own timing (T12) under the lock.
    func setTiming(_ field: WritableKeyPath<MediaTiming, Double>, _ value: Double) {
      world.locked { _ in base.timing[keyPath: field] = value }
    }
  }
#endif
