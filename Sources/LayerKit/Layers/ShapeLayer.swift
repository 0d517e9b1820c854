/// A layer that adds the properties of `CAShapeLayer` (<doc:Rules#Y1>–Y3): ``ShapeProperties``, read and
/// written here by name, in a model or presentation as ``LayerProperties/shape``, and by key path
/// in animations.
///
///     let layer = ShapeLayer()
///     layer.strokeEnd = 0.5
public final class ShapeLayer: Layer {
  /// Creates a layer with `CAShapeLayer`'s defaults.
  public override init(name: String? = nil, clock: (any MediaClock)? = nil) {
    super.init(kind: .shape, name: name, clock: clock)
  }

  /// The shape (`path`); the empty path is none. Animatable (Y2).
  public var path: Path {
    get { model.shape?.path ?? ShapeProperties().path }
    set { model.shape?.path = newValue }
  }

  /// The fill colour (`fillColor`).
  public var fillColor: Color {
    get { model.shape?.fillColor ?? ShapeProperties().fillColor }
    set { model.shape?.fillColor = newValue }
  }

  /// The stroke colour (`strokeColor`).
  public var strokeColor: Color {
    get { model.shape?.strokeColor ?? ShapeProperties().strokeColor }
    set { model.shape?.strokeColor = newValue }
  }

  /// The stroke width (`lineWidth`).
  public var lineWidth: Double {
    get { model.shape?.lineWidth ?? ShapeProperties().lineWidth }
    set { model.shape?.lineWidth = newValue }
  }

  /// Where the stroke starts, a fraction of the length (`strokeStart`, Y3).
  public var strokeStart: Double {
    get { model.shape?.strokeStart ?? ShapeProperties().strokeStart }
    set { model.shape?.strokeStart = newValue }
  }

  /// Where the stroke ends, a fraction of the length (`strokeEnd`, Y3).
  public var strokeEnd: Double {
    get { model.shape?.strokeEnd ?? ShapeProperties().strokeEnd }
    set { model.shape?.strokeEnd = newValue }
  }

  /// The dash phase (`lineDashPhase`).
  public var lineDashPhase: Double {
    get { model.shape?.lineDashPhase ?? ShapeProperties().lineDashPhase }
    set { model.shape?.lineDashPhase = newValue }
  }

  /// The miter limit (`miterLimit`).
  public var miterLimit: Double {
    get { model.shape?.miterLimit ?? ShapeProperties().miterLimit }
    set { model.shape?.miterLimit = newValue }
  }

  /// The dash pattern (`lineDashPattern`); not animatable.
  public var lineDashPattern: [Double]? {
    get { model.shape?.lineDashPattern ?? ShapeProperties().lineDashPattern }
    set { model.shape?.lineDashPattern = newValue }
  }

  /// How stroke ends are drawn (`lineCap`); not animatable.
  public var lineCap: ShapeProperties.LineCap {
    get { model.shape?.lineCap ?? ShapeProperties().lineCap }
    set { model.shape?.lineCap = newValue }
  }

  /// How corners are drawn (`lineJoin`); not animatable.
  public var lineJoin: ShapeProperties.LineJoin {
    get { model.shape?.lineJoin ?? ShapeProperties().lineJoin }
    set { model.shape?.lineJoin = newValue }
  }

  /// How the inside is decided (`fillRule`); not animatable.
  public var fillRule: ShapeProperties.FillRule {
    get { model.shape?.fillRule ?? ShapeProperties().fillRule }
    set { model.shape?.fillRule = newValue }
  }
}
