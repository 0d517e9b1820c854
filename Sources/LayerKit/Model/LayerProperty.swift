/// An animatable property of a layer (<doc:Rules#L4>), named as Core Animation names it.
public enum LayerProperty: String, CaseIterable, Hashable, Sendable, Codable, BitwiseCopyable {
  /// `position`, a point.
  case position
  /// `zPosition`, a number.
  case zPosition
  /// `anchorPoint`, a point.
  case anchorPoint
  /// `anchorPointZ`, a number.
  case anchorPointZ
  /// `bounds`, a rect.
  case bounds
  /// `transform`, a transform.
  case transform
  /// `sublayerTransform`, a transform.
  case sublayerTransform
  /// `opacity`, a number.
  case opacity
  /// `hidden`, a boolean.
  case hidden
  /// `backgroundColor`, a colour.
  case backgroundColor
  /// `borderColor`, a colour.
  case borderColor
  /// `borderWidth`, a number.
  case borderWidth
  /// `cornerRadius`, a number.
  case cornerRadius
  /// `shadowColor`, a colour.
  case shadowColor
  /// `shadowOpacity`, a number.
  case shadowOpacity
  /// `shadowOffset`, a size.
  case shadowOffset
  /// `shadowRadius`, a number.
  case shadowRadius
  /// `contentsRect`, a rect.
  case contentsRect
  /// `masksToBounds`, a boolean.
  case masksToBounds
  /// `doubleSided`, a boolean.
  case doubleSided

  // Shape layers (rule Y1).
  /// `path` of a shape layer, a path.
  case path
  /// `fillColor` of a shape layer, a colour.
  case fillColor
  /// `strokeColor` of a shape layer, a colour.
  case strokeColor
  /// `lineWidth` of a shape layer, a number.
  case lineWidth
  /// `strokeStart` of a shape layer, a number (a fraction of the path's length, Y3).
  case strokeStart
  /// `strokeEnd` of a shape layer, a number (a fraction of the path's length, Y3).
  case strokeEnd
  /// `lineDashPhase` of a shape layer, a number.
  case lineDashPhase
  /// `miterLimit` of a shape layer, a number.
  case miterLimit

  // Gradient layers (Y4).
  /// `colors` of a gradient layer, a list of colours.
  case colors
  /// `locations` of a gradient layer, a list of numbers (empty: evenly spaced).
  case locations
  /// `startPoint` of a gradient layer, a point.
  case startPoint
  /// `endPoint` of a gradient layer, a point.
  case endPoint

  // Replicator layers (Y5).
  /// `instanceTransform` of a replicator layer, a transform.
  case instanceTransform
  /// `instanceColor` of a replicator layer, a colour.
  case instanceColor
  /// `instanceRedOffset` of a replicator layer, a number.
  case instanceRedOffset
  /// `instanceGreenOffset` of a replicator layer, a number.
  case instanceGreenOffset
  /// `instanceBlueOffset` of a replicator layer, a number.
  case instanceBlueOffset
  /// `instanceAlphaOffset` of a replicator layer, a number.
  case instanceAlphaOffset

  // Text layers (Y6).
  /// `fontSize` of a text layer, a number.
  case fontSize
  /// `foregroundColor` of a text layer, a colour.
  case foregroundColor

  /// Whether a layer of `kind` has the property.
  public func belongs(to kind: LayerKind) -> Bool { layerKind == .layer || layerKind == kind }
}

/// The kinds of layer LayerKit models, after Core Animation's layer classes (<doc:Rules#Y1>–Y7):
/// each adds properties to the base layer's.
public enum LayerKind: String, CaseIterable, Hashable, Sendable, Codable {
  /// A plain layer (`CALayer`).
  case layer
  /// A shape layer (`CAShapeLayer`, Y1–Y3).
  case shape
  /// A gradient layer (`CAGradientLayer`, Y4).
  case gradient
  /// A replicator layer (`CAReplicatorLayer`, Y5).
  case replicator
  /// A text layer (`CATextLayer`, Y6).
  case text

  /// The kind in an error message: "a plain layer", "a shape layer".
  package var withArticle: String {
    switch self {
    case .layer: "a plain layer"
    case .shape, .gradient, .replicator, .text: "a \(rawValue) layer"
    }
  }
}
