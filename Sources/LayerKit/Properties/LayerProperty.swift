/// An animatable property of a layer (SEMANTICS L4), named as Core Animation names it.
public enum LayerProperty: String, CaseIterable, Hashable, Sendable, Codable {
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

  /// The kind of value the property holds.
  public var valueKind: ValueKind {
    switch self {
    case .position, .anchorPoint: .point
    case .zPosition, .anchorPointZ, .opacity, .borderWidth, .cornerRadius, .shadowOpacity,
      .shadowRadius:
      .number
    case .bounds, .contentsRect: .rect
    case .transform, .sublayerTransform: .transform
    case .hidden, .masksToBounds, .doubleSided: .bool
    case .backgroundColor, .borderColor, .shadowColor: .color
    case .shadowOffset: .size
    }
  }
}
