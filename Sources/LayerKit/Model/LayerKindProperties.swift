/// The properties a shape layer adds to the base layer's (`CAShapeLayer`, <doc:Rules#Y1>), with
/// Core Animation's defaults.
public struct ShapeProperties: Hashable, Sendable {
  /// The shape (`path`); default none, the empty path. Animatable (Y2).
  public var path = Path()
  /// The fill colour (`fillColor`); default opaque black.
  public var fillColor = Color.black
  /// The stroke colour (`strokeColor`); default none, clear.
  public var strokeColor = Color.clear
  /// The stroke width (`lineWidth`); default 1.
  public var lineWidth = 1.0
  /// Where the stroke starts, as a fraction of the path's length (`strokeStart`, Y3); default 0.
  public var strokeStart = 0.0
  /// Where the stroke ends, as a fraction of the path's length (`strokeEnd`, Y3); default 1.
  public var strokeEnd = 1.0
  /// The dash pattern's phase (`lineDashPhase`); default 0.
  public var lineDashPhase = 0.0
  /// The miter limit (`miterLimit`); default 10.
  public var miterLimit = 10.0
  /// The dash pattern, lengths of dash and gap in turn (`lineDashPattern`); default none.
  /// Not animatable.
  public var lineDashPattern: [Double]?
  /// How stroke ends are drawn (`lineCap`); not animatable.
  public var lineCap = LineCap.butt
  /// How stroke corners are drawn (`lineJoin`); not animatable.
  public var lineJoin = LineJoin.miter
  /// How the inside of the path is decided (`fillRule`); not animatable.
  public var fillRule = FillRule.nonZero

  /// The visible part of the stroke: ``path`` trimmed to ``strokeStart``...``strokeEnd``, both
  /// clamped to [0, 1] (Y3).
  public var visiblePath: Path { path.trimmed(from: strokeStart, to: strokeEnd) }

  /// Creates Core Animation's defaults.
  public init() {}

  /// `CAShapeLayerLineCap`.
  public enum LineCap: String, CaseIterable, Hashable, Sendable, Codable {
    case butt, round, square
  }

  /// `CAShapeLayerLineJoin`.
  public enum LineJoin: String, CaseIterable, Hashable, Sendable, Codable {
    case miter, round, bevel
  }

  /// `CAShapeLayerFillRule`.
  public enum FillRule: String, CaseIterable, Hashable, Sendable, Codable {
    case nonZero, evenOdd
  }
}

/// The properties a gradient layer adds (`CAGradientLayer`, <doc:Rules#Y4>).
public struct GradientProperties: Hashable, Sendable {
  /// The colours of the gradient stops (`colors`); default none.
  public var colors: [Color] = []
  /// The stops' positions in [0, 1] (`locations`); empty (Core Animation's `nil`) spaces them
  /// evenly.
  public var locations: [Double] = []
  /// Where the gradient starts, in unit coordinates (`startPoint`); default (0.5, 0).
  public var startPoint = Point(x: 0.5, y: 0)
  /// Where it ends (`endPoint`); default (0.5, 1).
  public var endPoint = Point(x: 0.5, y: 1)
  /// How the colours spread over the bounds (`type`, <doc:Rules#R8>); default axial. Not
  /// animatable.
  public var type = GradientType.axial

  /// Creates Core Animation's defaults.
  public init() {}

  /// `CAGradientLayerType` (<doc:Rules#R8>): along the line from ``startPoint`` to
  /// ``endPoint`` (`axial`), out from ``startPoint`` to the ellipse through ``endPoint``
  /// (`radial`), or round ``startPoint`` from the direction of ``endPoint`` (`conic`).
  public enum GradientType: String, CaseIterable, Hashable, Sendable, Codable {
    case axial, radial, conic
  }
}

/// The properties a replicator layer adds (`CAReplicatorLayer`, <doc:Rules#Y5>).
public struct ReplicatorProperties: Hashable, Sendable {
  /// How many copies of each sublayer are drawn, the sublayer itself included
  /// (`instanceCount`); default 1. Not animatable.
  public var instanceCount = 1
  /// How much later each copy's time runs, in seconds (`instanceDelay`); default 0. Not
  /// animatable.
  public var instanceDelay = 0.0
  /// The transform applied once more for each copy (`instanceTransform`); default identity.
  public var instanceTransform = Transform3D.identity
  /// The colour multiplier of the first copy (`instanceColor`); default opaque white.
  public var instanceColor = Color(red: 1, green: 1, blue: 1, alpha: 1)
  /// Added to the red multiplier for each copy (`instanceRedOffset`); default 0.
  public var instanceRedOffset = 0.0
  /// Added to the green multiplier for each copy (`instanceGreenOffset`); default 0.
  public var instanceGreenOffset = 0.0
  /// Added to the blue multiplier for each copy (`instanceBlueOffset`); default 0.
  public var instanceBlueOffset = 0.0
  /// Added to the alpha multiplier for each copy (`instanceAlphaOffset`); default 0.
  public var instanceAlphaOffset = 0.0

  /// Creates Core Animation's defaults.
  public init() {}
}

/// The properties a text layer adds (`CATextLayer`, <doc:Rules#Y6>).
public struct TextProperties: Hashable, Sendable {
  /// The text (`string`); not animatable.
  public var string = ""
  /// The font size in points (`fontSize`); default 36.
  public var fontSize = 36.0
  /// The text colour (`foregroundColor`); default opaque white.
  public var foregroundColor = Color(red: 1, green: 1, blue: 1, alpha: 1)

  /// Creates Core Animation's defaults.
  public init() {}
}

/// The properties of a layer's kind, kept out of line: most layers are plain, and a plain layer
/// pays one word for them.
indirect enum KindProperties: Hashable, Sendable {
  case layer
  case shape(ShapeProperties)
  case gradient(GradientProperties)
  case replicator(ReplicatorProperties)
  case text(TextProperties)

  init(_ kind: LayerKind) {
    switch kind {
    case .layer: self = .layer
    case .shape: self = .shape(ShapeProperties())
    case .gradient: self = .gradient(GradientProperties())
    case .replicator: self = .replicator(ReplicatorProperties())
    case .text: self = .text(TextProperties())
    }
  }

  var kind: LayerKind {
    switch self {
    case .layer: .layer
    case .shape: .shape
    case .gradient: .gradient
    case .replicator: .replicator
    case .text: .text
    }
  }
}

extension LayerProperties {
  /// The default property values of a new layer of `kind`.
  public init(kind: LayerKind) {
    self.init()
    kindProperties = KindProperties(kind)
  }

  /// The kind of layer these values belong to.
  public var kind: LayerKind { kindProperties.kind }

  /// A shape layer's own properties (Y1), or `nil` for another kind.
  public var shape: ShapeProperties? {
    get { if case .shape(let v) = kindProperties { v } else { nil } }
    set { if let newValue, case .shape = kindProperties { kindProperties = .shape(newValue) } }
  }

  /// A gradient layer's own properties (Y4), or `nil` for another kind.
  public var gradient: GradientProperties? {
    get { if case .gradient(let v) = kindProperties { v } else { nil } }
    set {
      if let newValue, case .gradient = kindProperties { kindProperties = .gradient(newValue) }
    }
  }

  /// A replicator layer's own properties (Y5), or `nil` for another kind.
  public var replicator: ReplicatorProperties? {
    get { if case .replicator(let v) = kindProperties { v } else { nil } }
    set {
      if let newValue, case .replicator = kindProperties { kindProperties = .replicator(newValue) }
    }
  }

  /// A text layer's own properties (Y6), or `nil` for another kind.
  public var text: TextProperties? {
    get { if case .text(let v) = kindProperties { v } else { nil } }
    set { if let newValue, case .text = kindProperties { kindProperties = .text(newValue) } }
  }

  /// A kind's own properties, `self[fields: \.shape]`, or the defaults when these values are of
  /// another kind, where a write does nothing: the way in of the property table
  /// (`LayerProperty.row`) and of each kind's layer.
  subscript<OwnFields: KindFields>(fields keyPath: WritableKeyPath<LayerProperties, OwnFields?>)
    -> OwnFields
  {
    @inline(__always) get { self[keyPath: keyPath] ?? OwnFields() }
    @inline(__always) set { self[keyPath: keyPath] = newValue }
  }
}

/// The properties a kind of layer adds (``ShapeProperties`` and the others), each with its
/// defaults as `init()`.
protocol KindFields { init() }

extension ShapeProperties: KindFields {}
extension GradientProperties: KindFields {}
extension ReplicatorProperties: KindFields {}
extension TextProperties: KindFields {}
