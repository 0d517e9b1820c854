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

  /// Creates Core Animation's defaults.
  public init() {}
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

  /// The value of a kind's property, or its default when these values are of another kind.
  func kindValue(_ property: LayerProperty) -> AnimatableValue {
    let shape = self.shape ?? ShapeProperties()
    let gradient = self.gradient ?? GradientProperties()
    let replicator = self.replicator ?? ReplicatorProperties()
    let text = self.text ?? TextProperties()
    switch property {
    case .path: return .path(shape.path)
    case .fillColor: return .color(shape.fillColor)
    case .strokeColor: return .color(shape.strokeColor)
    case .lineWidth: return .number(shape.lineWidth)
    case .strokeStart: return .number(shape.strokeStart)
    case .strokeEnd: return .number(shape.strokeEnd)
    case .lineDashPhase: return .number(shape.lineDashPhase)
    case .miterLimit: return .number(shape.miterLimit)
    case .colors: return .colors(gradient.colors)
    case .locations: return .numbers(gradient.locations)
    case .startPoint: return .point(gradient.startPoint)
    case .endPoint: return .point(gradient.endPoint)
    case .instanceTransform: return .transform(replicator.instanceTransform)
    case .instanceColor: return .color(replicator.instanceColor)
    case .instanceRedOffset: return .number(replicator.instanceRedOffset)
    case .instanceGreenOffset: return .number(replicator.instanceGreenOffset)
    case .instanceBlueOffset: return .number(replicator.instanceBlueOffset)
    case .instanceAlphaOffset: return .number(replicator.instanceAlphaOffset)
    case .fontSize: return .number(text.fontSize)
    case .foregroundColor: return .color(text.foregroundColor)
    default: return .number(0)
    }
  }

  /// Sets a path or list property from an evaluation.
  mutating func setStructured(_ value: AnimatableValue, _ property: LayerProperty) {
    setKindValue(value, property)
  }

  /// Sets a kind's property; nothing happens when these values are of another kind (callers
  /// check the kind first).
  mutating func setKindValue(_ value: AnimatableValue, _ property: LayerProperty) {
    switch (property, value) {
    case (.path, .path(let v)): shape?.path = v
    case (.fillColor, .color(let v)): shape?.fillColor = v
    case (.strokeColor, .color(let v)): shape?.strokeColor = v
    case (.lineWidth, .number(let v)): shape?.lineWidth = v
    case (.strokeStart, .number(let v)): shape?.strokeStart = v
    case (.strokeEnd, .number(let v)): shape?.strokeEnd = v
    case (.lineDashPhase, .number(let v)): shape?.lineDashPhase = v
    case (.miterLimit, .number(let v)): shape?.miterLimit = v
    case (.colors, .colors(let v)): gradient?.colors = v
    case (.locations, .numbers(let v)): gradient?.locations = v
    case (.startPoint, .point(let v)): gradient?.startPoint = v
    case (.endPoint, .point(let v)): gradient?.endPoint = v
    case (.instanceTransform, .transform(let v)): replicator?.instanceTransform = v
    case (.instanceColor, .color(let v)): replicator?.instanceColor = v
    case (.instanceRedOffset, .number(let v)): replicator?.instanceRedOffset = v
    case (.instanceGreenOffset, .number(let v)): replicator?.instanceGreenOffset = v
    case (.instanceBlueOffset, .number(let v)): replicator?.instanceBlueOffset = v
    case (.instanceAlphaOffset, .number(let v)): replicator?.instanceAlphaOffset = v
    case (.fontSize, .number(let v)): text?.fontSize = v
    case (.foregroundColor, .color(let v)): text?.foregroundColor = v
    default: break
    }
  }
}
