#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  /// A layer that draws a path, as Core Animation's `CAShapeLayer` (rules Y1–Y3).
  open class CAShapeLayer: CALayer {
    override class var layerKitKind: LayerKind { .shape }

    private var shape: ShapeLayer? { base as? ShapeLayer }

    /// The path drawn; `nil` for none.
    public var path: CGPath? {
      get {
        world.locked { _ in shape.flatMap { $0.path.elements.isEmpty ? nil : CGPath($0.path) } }
      }
      set { change { ($0 as? ShapeLayer)?.path = newValue?.path ?? Path() } }
    }
    /// The fill colour; `nil` for none.
    public var fillColor: CGColor? {
      get {
        world.locked { _ in shape.flatMap { $0.fillColor == .clear ? nil : CGColor($0.fillColor) } }
      }
      set { change { ($0 as? ShapeLayer)?.fillColor = newValue?.color ?? .clear } }
    }
    /// The stroke colour; `nil` for none.
    public var strokeColor: CGColor? {
      get {
        world.locked { _ in
          shape.flatMap { $0.strokeColor == .clear ? nil : CGColor($0.strokeColor) }
        }
      }
      set { change { ($0 as? ShapeLayer)?.strokeColor = newValue?.color ?? .clear } }
    }
    /// The stroke width.
    public var lineWidth: CGFloat {
      get { world.locked { _ in CGFloat(shape?.lineWidth ?? 1) } }
      set { change { ($0 as? ShapeLayer)?.lineWidth = Double(newValue) } }
    }
    /// Where the stroke starts, a fraction of the length.
    public var strokeStart: CGFloat {
      get { world.locked { _ in CGFloat(shape?.strokeStart ?? 0) } }
      set { change { ($0 as? ShapeLayer)?.strokeStart = Double(newValue) } }
    }
    /// Where the stroke ends, a fraction of the length.
    public var strokeEnd: CGFloat {
      get { world.locked { _ in CGFloat(shape?.strokeEnd ?? 1) } }
      set { change { ($0 as? ShapeLayer)?.strokeEnd = Double(newValue) } }
    }
    /// The phase of the dash pattern.
    public var lineDashPhase: CGFloat {
      get { world.locked { _ in CGFloat(shape?.lineDashPhase ?? 0) } }
      set { change { ($0 as? ShapeLayer)?.lineDashPhase = Double(newValue) } }
    }
    /// The miter limit.
    public var miterLimit: CGFloat {
      get { world.locked { _ in CGFloat(shape?.miterLimit ?? 10) } }
      set { change { ($0 as? ShapeLayer)?.miterLimit = Double(newValue) } }
    }
    /// The dash pattern, lengths of dash and gap in turn (`lineDashPattern`); `nil` for a solid
    /// line. Not animatable.
    public var lineDashPattern: [NSNumber]? {
      get { world.locked { _ in shape?.lineDashPattern.map { $0.map { NSNumber(value: $0) } } } }
      set { change { ($0 as? ShapeLayer)?.lineDashPattern = newValue?.map(\.doubleValue) } }
    }
    /// How the stroke ends (`lineCap`).
    public var lineCap: CAShapeLayerLineCap {
      get { world.locked { _ in storedLineCap } }
      set {
        change { layer in
          storedLineCap = newValue
          (layer as? ShapeLayer)?.lineCap = newValue.lineCap
        }
      }
    }
    /// How stroke corners join (`lineJoin`).
    public var lineJoin: CAShapeLayerLineJoin {
      get { world.locked { _ in storedLineJoin } }
      set {
        change { layer in
          storedLineJoin = newValue
          (layer as? ShapeLayer)?.lineJoin = newValue.lineJoin
        }
      }
    }
    /// Which points are inside the path (`fillRule`).
    public var fillRule: CAShapeLayerFillRule {
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
  }
#endif
