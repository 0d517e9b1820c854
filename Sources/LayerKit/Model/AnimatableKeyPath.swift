/// A key path to an animatable value of a layer: a property, or a part of one.
///
/// Mirrors the key-path strings of `CAPropertyAnimation.keyPath` and Key-Value Coding
/// (<doc:Rules#L5>): `position.x`, `bounds.size.width`, `transform.rotation.z`, …. Parsing a string
/// that names nothing throws, so a typo is an error rather than a silent no-op:
///
///     let path = try AnimatableKeyPath("transform.rotation.z")
///     path.valueKind                      // .number
///     try AnimatableKeyPath("positon")    // throws: keyPath: unknown key path 'positon'
///
/// Transform sub-paths act on the decomposed transform (<doc:Rules#V3>); see ``Component``.
public struct AnimatableKeyPath: Hashable, Sendable, CustomStringConvertible {
  /// The layer property the path starts with.
  public let property: LayerProperty
  /// The part of the property the path reaches; ``Component/whole`` for the property itself.
  public let component: Component
  /// A string literal that names no key path (`"positon"`), kept so that adding an animation
  /// with it throws an error naming it; `nil` for every valid path.
  public let unknownLiteral: String?

  /// A part of a property's value.
  public enum Component: String, CaseIterable, Hashable, Sendable, BitwiseCopyable {
    /// The whole value.
    case whole = ""
    /// `.x` of a point (a number).
    case x
    /// `.y` of a point (a number).
    case y
    /// `.width` of a size (a number).
    case width
    /// `.height` of a size (a number).
    case height
    /// `.origin` of a rect (a point).
    case origin
    /// `.origin.x` of a rect (a number).
    case originX = "origin.x"
    /// `.origin.y` of a rect (a number).
    case originY = "origin.y"
    /// `.size` of a rect (a size).
    case size
    /// `.size.width` of a rect (a number).
    case sizeWidth = "size.width"
    /// `.size.height` of a rect (a number).
    case sizeHeight = "size.height"
    /// `.rotation` of a transform: the same as `.rotation.z` (a number, radians).
    case rotation
    /// `.rotation.x` of a transform (a number, radians).
    case rotationX = "rotation.x"
    /// `.rotation.y` of a transform (a number, radians).
    case rotationY = "rotation.y"
    /// `.rotation.z` of a transform (a number, radians).
    case rotationZ = "rotation.z"
    /// `.scale` of a transform: all three factors; reads as their mean (a number).
    case scale
    /// `.scale.x` of a transform (a number).
    case scaleX = "scale.x"
    /// `.scale.y` of a transform (a number).
    case scaleY = "scale.y"
    /// `.scale.z` of a transform (a number).
    case scaleZ = "scale.z"
    /// `.translation` of a transform: x and y (a size).
    case translation
    /// `.translation.x` of a transform (a number).
    case translationX = "translation.x"
    /// `.translation.y` of a transform (a number).
    case translationY = "translation.y"
    /// `.translation.z` of a transform (a number).
    case translationZ = "translation.z"

    /// The kind of value the component holds, or `nil` for ``whole``, which holds whatever its
    /// property holds (see ``AnimatableKeyPath/valueKind``).
    public var valueKind: ValueKind? {
      switch self {
      case .whole: nil
      case .origin: .point
      case .size, .translation: .size
      case .x, .y, .width, .height, .originX, .originY, .sizeWidth, .sizeHeight, .rotation,
        .rotationX, .rotationY, .rotationZ, .scale, .scaleX, .scaleY, .scaleZ, .translationX,
        .translationY, .translationZ:
        .number
      }
    }

    /// The kind of property value this component can be taken from.
    var parentKind: ValueKind? {
      switch self {
      case .whole: nil
      case .x, .y: .point
      case .width, .height: .size
      case .origin, .originX, .originY, .size, .sizeWidth, .sizeHeight: .rect
      case .rotation, .rotationX, .rotationY, .rotationZ, .scale, .scaleX, .scaleY, .scaleZ,
        .translation, .translationX, .translationY, .translationZ:
        .transform
      }
    }
  }

  /// Creates a key path from its parts, or returns `nil` when the component does not apply to the
  /// property (`opacity.x`).
  public init?(_ property: LayerProperty, _ component: Component = .whole) {
    guard component == .whole || component.parentKind == property.valueKind else { return nil }
    self.property = property
    self.component = component
    unknownLiteral = nil
  }

  /// Parses a key-path string such as `"bounds.size.width"` (<doc:Rules#L5>).
  ///
  /// With a string literal argument, Swift builds the path through
  /// ``init(stringLiteral:)`` instead (SE-0213), which does not throw: an unknown literal is
  /// kept and reported when used (``isValid``, ``validate()``). Use ``init(parsing:)`` to parse a
  /// literal at once.
  ///
  /// - Throws: ``ValidationError`` with field `keyPath` naming the unknown path.
  public init(_ string: String) throws {
    try self.init(parsing: string)
  }

  /// Parses a key-path string such as `"bounds.size.width"` (<doc:Rules#L5>), throwing at once
  /// for one that names nothing, literal or not.
  ///
  /// - Throws: ``ValidationError`` with field `keyPath` naming the unknown path.
  public init(parsing string: String) throws {
    guard let path = AnimatableKeyPath(exactly: string) else {
      throw ValidationError(
        field: "keyPath",
        reason: "unknown key path '\(string)'" + didYouMean(string, among: Self.allNames))
    }
    self = path
  }

  /// The key path `string` names, or `nil` for none: ``init(parsing:)`` without the error and
  /// its did-you-mean, for callers that only ask whether a key is animatable (a custom key of a
  /// `CALayer` is asked about on every read and write).
  ///
  /// - Complexity: O(1) in the number of key paths (two dictionary lookups).
  package init?(exactly string: String) {
    let head = string.prefix { $0 != "." }
    let tail = string.dropFirst(head.count + (head.count < string.count ? 1 : 0))
    guard let property = LayerProperty(rawValue: String(head)),
      head.count == string.count || !tail.isEmpty,
      let component = Component(rawValue: String(tail)),
      let path = AnimatableKeyPath(property, component)
    else { return nil }
    self = path
  }

  /// The kind of value at the end of the path.
  public var valueKind: ValueKind {
    component.valueKind ?? property.valueKind
  }

  /// The key-path string, as Core Animation spells it (for an unknown literal, the literal).
  public var description: String {
    if let unknownLiteral { return unknownLiteral }
    return component == .whole ? property.rawValue : property.rawValue + "." + component.rawValue
  }

  /// Whether the path names an animatable value (not an unknown string literal).
  public var isValid: Bool { unknownLiteral == nil }

  /// Throws, naming the literal, when the path came from a string literal that names nothing.
  public func validate() throws {
    if let unknownLiteral {
      throw ValidationError(
        field: "keyPath",
        reason: "unknown key path '\(unknownLiteral)'"
          + didYouMean(unknownLiteral, among: Self.allNames))
    }
  }

  /// Every valid key-path string, for suggestions.
  package static let allNames: [String] = LayerProperty.allCases.flatMap { property in
    Component.allCases.compactMap { component in
      AnimatableKeyPath(property, component)?.description
    }
  }

  /// Whether the path reaches into a transform's decomposition (<doc:Rules#V3>).
  public var isTransformComponent: Bool { component.parentKind == .transform }
}

// MARK: - Known-valid key paths (the static members are in AnimatableKeyPath+Members.swift)

extension AnimatableKeyPath {
  /// The key path of a whole property: `AnimatableKeyPath(.opacity)` is `opacity`.
  public init(_ property: LayerProperty) {
    self.init(unchecked: property)
  }

  /// A key path known to be valid (a whole property, or a component checked by the caller).
  init(unchecked property: LayerProperty, _ component: Component = .whole) {
    self.property = property
    self.component = component
    unknownLiteral = nil
  }
}

extension AnimatableKeyPath.Component {
  /// The component's numbers, of `kind`, taken from the numbers of its property's whole value
  /// (`size` from a rect's x, y, width, height is width, height), in lanes from 0.
  func part(of lanes: Lanes, kind: ValueKind) -> Lanes {
    var part = Lanes.zero
    let start = laneOffset
    for j in 0..<kind.scalarWidth where start + j < 4 { part[j] = lanes[start + j] }
    return part
  }

  /// Where the component's numbers start in its property's flat storage: `position.y` at 1,
  /// `bounds.size` at 2 (a rect is x, y, width, height). 0 for the whole value and for transform
  /// components, which are not stored apart from their transform.
  var laneOffset: Int {
    switch self {
    case .y, .height, .originY: 1
    case .size, .sizeWidth: 2
    case .sizeHeight: 3
    case .whole, .x, .width, .origin, .originX, .rotation, .rotationX, .rotationY, .rotationZ,
      .scale, .scaleX, .scaleY, .scaleZ, .translation, .translationX, .translationY,
      .translationZ:
      0
    }
  }
}

extension AnimatableKeyPath: ExpressibleByStringLiteral {
  /// A key path from a string literal, so that `BasicAnimation(keyPath: "position.y", …)` reads
  /// as in Core Animation. A literal that names nothing does not trap: it is kept, and adding an
  /// animation with it (or setting a value at it) throws a ``ValidationError`` naming it
  /// (``validate()``). Reading a layer's value at such a path gives the value of `opacity`'s
  /// kind, a number; check ``isValid`` first where that matters.
  ///
  ///     let fade = BasicAnimation(keyPath: "opacity", from: 1, to: 0)
  public init(stringLiteral value: String) {
    if let path = AnimatableKeyPath(exactly: value) {
      self = path
    } else {
      property = .opacity
      component = .whole
      unknownLiteral = value
    }
  }
}
