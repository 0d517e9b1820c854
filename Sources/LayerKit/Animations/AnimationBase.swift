/// The fields every animation has: media timing, a timing function, the removal flag and the
/// caller's values.
///
/// Mirrors the properties `CAAnimation` declares for all its subclasses (and its adoption of
/// `CAMediaTiming`). Every animation kind holds one of these as ``LayerAnimation/base``, and
/// ``LayerAnimation`` looks the familiar names up in it, so they read and write as in Core
/// Animation:
///
///     var fade = BasicAnimation(keyPath: .opacity, from: 1, to: 0)
///     fade.duration = 2                  // fade.base.timing.duration
///     fade.fillMode = .forwards
///     fade.isRemovedOnCompletion = false
@dynamicMemberLookup
public struct AnimationBase: Hashable, Sendable {
  /// The timing (`CAMediaTiming`, <doc:Rules#T1>–T10).
  public var timing: MediaTiming
  /// The pacing of each leg (`timingFunction`); `nil` is linear (<doc:Rules#TF7>).
  public var timingFunction: TimingFunction?
  /// Whether the animation is removed when it ends (`isRemovedOnCompletion`, default true, F2).
  public var isRemovedOnCompletion: Bool
  /// Values the caller keeps with the animation, like Key-Value Coding on a `CAAnimation`
  /// (`[anim setValue:… forKey:@"targetPoint"]`); delegates read them back from the event.
  public var userInfo: [String: AnimatableValue]

  /// Creates the common fields; every default is Core Animation's (<doc:Rules#T2>).
  public init(
    timing: MediaTiming = MediaTiming(), timingFunction: TimingFunction? = nil,
    isRemovedOnCompletion: Bool = true, userInfo: [String: AnimatableValue] = [:]
  ) {
    self.timing = timing
    self.timingFunction = timingFunction
    self.isRemovedOnCompletion = isRemovedOnCompletion
    self.userInfo = userInfo
  }

  /// Reads and writes the timing's fields by their `CAMediaTiming` names (`beginTime`,
  /// `duration`, `speed`, `timeOffset`, `repeatCount`, `repeatDuration`, `autoreverses`,
  /// `fillMode`): `base.duration` is `base.timing.duration` (<doc:Rules#T1>–T10).
  @inlinable  // see LayerAnimation's subscript
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<MediaTiming, Value>) -> Value {
    get { timing[keyPath: keyPath] }
    set { timing[keyPath: keyPath] = newValue }
  }
}

/// An animation a layer can run.
///
/// Mirrors `CAAnimation`. Every kind conforms (``BasicAnimation``, ``KeyframeAnimation``,
/// ``SpringAnimation``, ``AnimationGroup``, ``Transition``), and so does the ``Animation`` enum
/// that holds any kind. A kind stores its common fields once, in ``base``; this protocol's
/// member lookup gives them their Core Animation names.
@dynamicMemberLookup
public protocol LayerAnimation: Hashable, Sendable {
  /// The fields every animation has (timing, timing function, removal flag, caller's values).
  var base: AnimationBase { get set }
  /// The animation as the enum that layers store.
  var animation: Animation { get }
  /// Checks the animation, throwing a ``ValidationError`` that names the first bad field.
  func validate() throws
}

extension LayerAnimation {
  /// Reads and writes the common fields by their Core Animation names, as the kind's own:
  /// `fade.timingFunction`, `fade.isRemovedOnCompletion`, `fade.userInfo`, and through
  /// ``AnimationBase``'s lookup the `CAMediaTiming` fields, `fade.duration` for
  /// `fade.base.timing.duration` (<doc:Rules#T1>–T10).
  ///
  /// Inlined, so that a caller's literal key path is applied as a field access; the runtime
  /// still hands out the key path object, a few nanoseconds a use: code inside LayerKit writes
  /// `base.timing` directly.
  @inlinable
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<AnimationBase, Value>) -> Value {
    get { base[keyPath: keyPath] }
    set { base[keyPath: keyPath] = newValue }
  }
}

/// An animation of one property: what basic, spring and keyframe animations share.
///
/// Mirrors `CAPropertyAnimation`: the animated ``keyPath``, ``isAdditive`` (<doc:Rules#B2>),
/// ``isCumulative`` (B3) and ``valueFunction`` (B4).
public protocol PropertyAnimation: LayerAnimation {
  /// The animated property (`keyPath`).
  var keyPath: AnimatableKeyPath { get set }
  /// Whether the value adds to the value below instead of replacing it (`additive`, B2).
  var isAdditive: Bool { get set }
  /// Whether each repeat cycle builds on the end of the last (`cumulative`, B3).
  var isCumulative: Bool { get set }
  /// A function that turns interpolated numbers into a transform (`valueFunction`, B4).
  var valueFunction: ValueFunction? { get set }
}

extension PropertyAnimation {
  /// The kind of value this animation's values must have: the value function's input kind, or
  /// the key path's.
  public var valueKind: ValueKind { valueFunction?.inputKind ?? keyPath.valueKind }

  /// The checks every property animation shares: timing, a value function only on a whole
  /// transform, and no sums of booleans (`additive`, `cumulative`).
  func validateProperty() throws {
    try keyPath.validate()
    try base.timing.validate()
    if let valueFunction, keyPath.component != .whole || keyPath.valueKind != .transform {
      throw ValidationError(
        field: "valueFunction",
        reason:
          "\(valueFunction.rawValue) needs the key path of a whole transform, not '\(keyPath)'")
    }
    if valueKind == .bool, isAdditive || isCumulative {
      throw ValidationError(
        field: isAdditive ? "additive" : "cumulative", reason: "booleans cannot be added")
    }
  }

  /// Throws unless `value` has this animation's ``valueKind`` and is finite, naming `field`.
  func validateValue(_ value: AnimatableValue, _ field: String) throws {
    guard value.kind == valueKind else {
      throw ValidationError(
        field: field,
        reason: "expects a \(valueKind.rawValue) for '\(keyPath)', got a \(value.kind.rawValue)")
    }
    guard value.isFinite else {
      throw ValidationError(field: field, reason: "must be finite")
    }
  }
}
