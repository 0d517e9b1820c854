#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  /// A layer that draws a path, as Core Animation's `CAShapeLayer` (rules Y1–Y3).
  open class CAShapeLayer: CALayer {
    override class var layerKitKind: LayerKind { .shape }

    private var shape: ShapeLayer? { base as? ShapeLayer }

    /// The path drawn; `nil` for none.
    open var path: CGPath? {
      get { self[.path, nilAt: .path(Path())] }
      set { self[.path, nilAt: .path(Path())] = newValue }
    }
    /// The fill colour; `nil` for none.
    open var fillColor: CGColor? {
      get { self[.fillColor, nilAt: .color(.clear)] }
      set { self[.fillColor, nilAt: .color(.clear)] = newValue }
    }
    /// The stroke colour; `nil` for none.
    open var strokeColor: CGColor? {
      get { self[.strokeColor, nilAt: .color(.clear)] }
      set { self[.strokeColor, nilAt: .color(.clear)] = newValue }
    }
    /// The stroke width.
    open var lineWidth: CGFloat {
      get { self[.lineWidth] }
      set { self[.lineWidth] = newValue }
    }
    /// Where the stroke starts, a fraction of the length.
    open var strokeStart: CGFloat {
      get { self[.strokeStart] }
      set { self[.strokeStart] = newValue }
    }
    /// Where the stroke ends, a fraction of the length.
    open var strokeEnd: CGFloat {
      get { self[.strokeEnd] }
      set { self[.strokeEnd] = newValue }
    }
    /// The phase of the dash pattern.
    open var lineDashPhase: CGFloat {
      get { self[.lineDashPhase] }
      set { self[.lineDashPhase] = newValue }
    }
    /// The miter limit.
    open var miterLimit: CGFloat {
      get { self[.miterLimit] }
      set { self[.miterLimit] = newValue }
    }
    /// The dash pattern, lengths of dash and gap in turn (`lineDashPattern`); `nil` for a solid
    /// line. Not animatable.
    open var lineDashPattern: [NSNumber]? {
      get { world.locked { _ in shape?.lineDashPattern.map { $0.map { NSNumber(value: $0) } } } }
      set { change { ($0 as? ShapeLayer)?.lineDashPattern = newValue?.map(\.doubleValue) } }
    }
    /// How the stroke ends (`lineCap`).
    open var lineCap: CAShapeLayerLineCap {
      get { world.locked { _ in storedLineCap } }
      set {
        change { layer in
          storedLineCap = newValue
          (layer as? ShapeLayer)?.lineCap = newValue.lineCap
        }
      }
    }
    /// How stroke corners join (`lineJoin`).
    open var lineJoin: CAShapeLayerLineJoin {
      get { world.locked { _ in storedLineJoin } }
      set {
        change { layer in
          storedLineJoin = newValue
          (layer as? ShapeLayer)?.lineJoin = newValue.lineJoin
        }
      }
    }
    /// Which points are inside the path (`fillRule`).
    open var fillRule: CAShapeLayerFillRule {
      get { world.locked { _ in storedFillRule } }
      set {
        change { layer in
          storedFillRule = newValue
          (layer as? ShapeLayer)?.fillRule = newValue.fillRule
        }
      }
    }
    private var storedLineCap = CAShapeLayerLineCap.butt
    private var storedLineJoin = CAShapeLayerLineJoin.miter
    private var storedFillRule = CAShapeLayerFillRule.nonZero

    override func copyStoredProperties(from source: CALayer) {
      super.copyStoredProperties(from: source)
      guard let source = source as? CAShapeLayer else { return }
      (storedLineCap, storedLineJoin, storedFillRule) =
        (source.storedLineCap, source.storedLineJoin, source.storedFillRule)
    }
  }
#endif
