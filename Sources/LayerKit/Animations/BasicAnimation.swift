/// An animation of one property from one value to another.
///
/// Mirrors `CABasicAnimation` (a `CAPropertyAnimation`): ``fromValue``, ``toValue`` and
/// ``byValue`` in any combination (SEMANTICS B1), ``isAdditive`` (B2), ``isCumulative`` (B3) and
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
public struct BasicAnimation: Hashable, Sendable {
  /// The animated property (`keyPath`).
  public var keyPath: AnimatableKeyPath {
    get { fields.value.keyPath }
    set { fields.value.keyPath = newValue }
  }
  /// The start value (`fromValue`).
  public var fromValue: AnimatableValue? {
    get { fields.value.fromValue }
    set { fields.value.fromValue = newValue }
  }
  /// The end value (`toValue`).
  public var toValue: AnimatableValue? {
    get { fields.value.toValue }
    set { fields.value.toValue = newValue }
  }
  /// The change from the start (`byValue`).
  public var byValue: AnimatableValue? {
    get { fields.value.byValue }
    set { fields.value.byValue = newValue }
  }
  /// The timing (`CAMediaTiming`).
  public var timing: MediaTiming {
    get { fields.value.timing }
    set { fields.value.timing = newValue }
  }
  /// The pacing of each leg (`timingFunction`); `nil` is linear (SEMANTICS TF7).
  public var timingFunction: TimingFunction? {
    get { fields.value.timingFunction }
    set { fields.value.timingFunction = newValue }
  }
  /// Whether the animation is removed at its end (`isRemovedOnCompletion`, F2).
  public var isRemovedOnCompletion: Bool {
    get { fields.value.isRemovedOnCompletion }
    set { fields.value.isRemovedOnCompletion = newValue }
  }
  /// Whether the value adds to the value below instead of replacing it (`additive`, B2).
  public var isAdditive: Bool {
    get { fields.value.isAdditive }
    set { fields.value.isAdditive = newValue }
  }
  /// Whether each repeat cycle builds on the end of the last (`cumulative`, B3).
  public var isCumulative: Bool {
    get { fields.value.isCumulative }
    set { fields.value.isCumulative = newValue }
  }
  /// A function that turns interpolated numbers into a transform (`valueFunction`, B4).
  public var valueFunction: ValueFunction? {
    get { fields.value.valueFunction }
    set { fields.value.valueFunction = newValue }
  }
  /// The caller's values kept with the animation (Key-Value Coding on a `CAAnimation`).
  public var userInfo: [String: AnimatableValue] {
    get { fields.value.userInfo }
    set { fields.value.userInfo = newValue }
  }
  /// The presentation value when the animation was added: the start of an animation with none
  /// of from/to/by set (B1). Filled in by ``Layer/add(_:forKey:)``.
  var presentationWhenAdded: AnimatableValue? {
    get { fields.value.presentationWhenAdded }
    set { fields.value.presentationWhenAdded = newValue }
  }

  /// The leg's progress: the timing function applied to the phase's fraction (SEMANTICS TF7,
  /// T8), read in place rather than through a copy of the function.
  func progress(at phase: TimingPhase) -> Double {
    fields.value.timingFunction?.progress(at: phase.fraction) ?? phase.fraction
  }

  /// The stored fields (see `CopyOnWrite`).
  struct Fields: Hashable, Sendable {
    var keyPath: AnimatableKeyPath
    var fromValue: AnimatableValue? = nil
    var toValue: AnimatableValue? = nil
    var byValue: AnimatableValue? = nil
    var timing: MediaTiming = MediaTiming()
    var timingFunction: TimingFunction? = nil
    var isRemovedOnCompletion: Bool = true
    var isAdditive: Bool = false
    var isCumulative: Bool = false
    var valueFunction: ValueFunction? = nil
    var userInfo: [String: AnimatableValue] = [:]
    var presentationWhenAdded: AnimatableValue? = nil
  }

  private var fields: CopyOnWrite<Fields>

  /// Creates a basic animation, like `CABasicAnimation(keyPath:)` with its values set.
  public init(
    keyPath: AnimatableKeyPath, from fromValue: AnimatableValue? = nil,
    to toValue: AnimatableValue? = nil, by byValue: AnimatableValue? = nil,
    timing: MediaTiming = MediaTiming(), timingFunction: TimingFunction? = nil
  ) {
    fields = CopyOnWrite(
      Fields(
        keyPath: keyPath, fromValue: fromValue, toValue: toValue, byValue: byValue, timing: timing,
        timingFunction: timingFunction))
  }
}

extension BasicAnimation: LayerAnimation {
  /// The animation as the enum that layers store.
  public var animation: Animation { .basic(self) }
}

extension BasicAnimation {
  /// The kind of value this animation's from/to/by must have: the value function's input kind,
  /// or the key path's.
  public var valueKind: ValueKind { valueFunction?.inputKind ?? keyPath.valueKind }

  /// Checks the animation, throwing a ``ValidationError`` that names the first bad field:
  /// timing (``MediaTiming/validate()``), values of the wrong kind or not finite, a value
  /// function on a key path that is not a whole transform, and additive, cumulative or `byValue`
  /// on booleans (which have no sum).
  public func validate() throws {
    let kind = valueKind
    if kind == .bool, byValue != nil {
      throw ValidationError(field: "byValue", reason: "booleans cannot be added")
    }
    try PropertyAnimationChecks.check(
      timing: timing, keyPath: keyPath, valueFunction: valueFunction, kind: kind,
      isAdditive: isAdditive, isCumulative: isCumulative)
    for (name, value) in [("fromValue", fromValue), ("toValue", toValue), ("byValue", byValue)] {
      if let value { try PropertyAnimationChecks.check(value, name, kind: kind, keyPath: keyPath) }
    }
  }

  /// This animation, with the presentation value recorded as its start when none of from/to/by
  /// is set (B1); `presentation` is read only then.
  func recordingStart(_ presentation: () -> LayerProperties) -> BasicAnimation {
    guard fromValue == nil, toValue == nil, byValue == nil else { return self }
    var copy = self
    copy.presentationWhenAdded = currentValue(in: presentation())
    return copy
  }

  /// The start and end values for the current model value `current` (SEMANTICS B1).
  func endpoints(current: AnimatableValue) -> (start: AnimatableValue, end: AnimatableValue) {
    Self.endpoints(fromValue, toValue, byValue, presentationWhenAdded, current: current)
  }

  /// The B1 table, for any value that combines like a vector or a transform.
  static func endpoints<Value: Combinable>(
    _ from: Value?, _ to: Value?, _ by: Value?, _ whenAdded: Value?, current: Value
  ) -> (start: Value, end: Value) {
    switch (from, to, by) {
    case (let from?, let to?, _): (from, to)
    case (let from?, nil, let by?): (from, from.adding(by))
    case (nil, let to?, let by?): (to.subtracting(by), to)
    case (let from?, nil, nil): (from, current)
    case (nil, let to?, nil): (current, to)
    case (nil, nil, let by?): (current, current.adding(by))
    case (nil, nil, nil): (whenAdded ?? current, current)
    }
  }
}
