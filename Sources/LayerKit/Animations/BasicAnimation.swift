/// An animation of one property from one value to another.
///
/// Mirrors `CABasicAnimation` (a `CAPropertyAnimation`): ``fromValue``, ``toValue`` and
/// ``byValue`` in any combination (<doc:Rules#B1>), ``isAdditive`` (B2), ``isCumulative`` (B3) and
/// ``valueFunction`` (B4). A missing end is the layer's current model value of the key path, read
/// live at every evaluation.
///
///     var move = BasicAnimation(keyPath: .positionX, from: 50, to: 250)
///     move.duration = 2
///     try layer.add(move, forKey: "move")
///     layer.presentation(at: 1).position.x   // 150
///
/// | set            | animates from … to …                      |
/// | -------------- | ----------------------------------------- |
/// | from, to       | from … to                                 |
/// | from, by       | from … from + by                          |
/// | by, to         | to − by … to                              |
/// | from           | from … current                            |
/// | to             | current … to                              |
/// | by             | current … current + by                    |
/// | none           | presentation value when added … current   |
///
/// With all three set, `byValue` is ignored. For transforms "+" is concatenation (B2).
public struct BasicAnimation: PropertyAnimation {
  /// The common fields: timing, timing function, removal flag, caller's values.
  public var base: AnimationBase
  /// The animated property (`keyPath`).
  public var keyPath: AnimatableKeyPath
  /// The start value, the end value and the change from the start (`fromValue`, `toValue`,
  /// `byValue`), any of them `nil` (B1's table above).
  public var fromValue, toValue, byValue: AnimatableValue?
  /// Whether the value adds to the value below instead of replacing it (`additive`, B2).
  public var isAdditive = false
  /// Whether each repeat cycle builds on the end of the last (`cumulative`, B3).
  public var isCumulative = false
  /// A function that turns interpolated numbers into a transform (`valueFunction`, B4).
  public var valueFunction: ValueFunction?

  /// Creates a basic animation, like `CABasicAnimation(keyPath:)` with its values set.
  public init(
    keyPath: AnimatableKeyPath, from fromValue: AnimatableValue? = nil,
    to toValue: AnimatableValue? = nil, by byValue: AnimatableValue? = nil,
    timing: MediaTiming = MediaTiming(), timingFunction: TimingFunction? = nil
  ) {
    base = AnimationBase(timing: timing, timingFunction: timingFunction)
    self.keyPath = keyPath
    self.fromValue = fromValue
    self.toValue = toValue
    self.byValue = byValue
  }

  /// The animation as the enum that layers store.
  public var animation: Animation { .basic(self) }

  /// Checks the animation, throwing a ``ValidationError`` that names the first bad field:
  /// timing (``MediaTiming/validate()``), values of the wrong kind or not finite, a value
  /// function on a key path that is not a whole transform, and additive, cumulative or `byValue`
  /// on booleans (which have no sum).
  public func validate() throws {
    try validateFromToBy()
  }
}

/// What basic and spring animations share: a property animation between from, to and by values
/// (<doc:Rules#B1>–B4). `CASpringAnimation` is a subclass of `CABasicAnimation`.
protocol FromToByAnimation: PropertyAnimation {
  var fromValue: AnimatableValue? { get }
  var toValue: AnimatableValue? { get }
  var byValue: AnimatableValue? { get }
}

extension BasicAnimation: FromToByAnimation {}

extension FromToByAnimation {
  /// The checks of a basic animation (see ``BasicAnimation/validate()``).
  func validateFromToBy() throws {
    if valueKind == .bool, byValue != nil {
      throw ValidationError(field: "byValue", reason: "booleans cannot be added")
    }
    try validateProperty()
    for (name, value) in [("fromValue", fromValue), ("toValue", toValue), ("byValue", byValue)] {
      if let value { try validateValue(value, name) }
    }
  }
}
