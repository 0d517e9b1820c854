/// The fields every animation has: media timing, a timing function, the removal flag and the
/// caller's values.
///
/// Mirrors the properties `CAAnimation` declares for all its subclasses (and its adoption of
/// `CAMediaTiming`). Every animation kind holds one of these as ``LayerAnimation/base``, and
/// ``LayerAnimation`` forwards the familiar names to it, so they read and write as in Core
/// Animation:
///
///     var fade = BasicAnimation(keyPath: .opacity, from: 1, to: 0)
///     fade.duration = 2                  // fade.base.timing.duration
///     fade.fillMode = .forwards
///     fade.isRemovedOnCompletion = false
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
}

/// An animation a layer can run.
///
/// Mirrors `CAAnimation`. Every kind conforms (``BasicAnimation``, ``KeyframeAnimation``,
/// ``SpringAnimation``, ``AnimationGroup``, ``Transition``), and so does the ``Animation`` enum
/// that holds any kind. A kind stores its common fields once, in ``base``; this protocol's
/// extension gives them their Core Animation names.
public protocol LayerAnimation: Hashable, Sendable {
  /// The fields every animation has (timing, timing function, removal flag, caller's values).
  var base: AnimationBase { get set }
  /// The animation as the enum that layers store.
  var animation: Animation { get }
  /// Checks the animation, throwing a ``ValidationError`` that names the first bad field.
  func validate() throws
}

extension LayerAnimation {
  /// The timing (`CAMediaTiming`), held in ``base``.
  public var timing: MediaTiming {
    get { base.timing }
    set { base.timing = newValue }
  }
  /// The pacing of each leg (`timingFunction`); `nil` is linear (<doc:Rules#TF7>).
  public var timingFunction: TimingFunction? {
    get { base.timingFunction }
    set { base.timingFunction = newValue }
  }
  /// Whether the animation is removed when it ends (`isRemovedOnCompletion`, F2).
  public var isRemovedOnCompletion: Bool {
    get { base.isRemovedOnCompletion }
    set { base.isRemovedOnCompletion = newValue }
  }
  /// The caller's values kept with the animation (Key-Value Coding on a `CAAnimation`).
  public var userInfo: [String: AnimatableValue] {
    get { base.userInfo }
    set { base.userInfo = newValue }
  }
  /// `CAMediaTiming.beginTime`.
  public var beginTime: Double {
    get { base.timing.beginTime }
    set { base.timing.beginTime = newValue }
  }
  /// `CAMediaTiming.duration`.
  public var duration: Double {
    get { base.timing.duration }
    set { base.timing.duration = newValue }
  }
  /// `CAMediaTiming.speed`.
  public var speed: Double {
    get { base.timing.speed }
    set { base.timing.speed = newValue }
  }
  /// `CAMediaTiming.timeOffset`.
  public var timeOffset: Double {
    get { base.timing.timeOffset }
    set { base.timing.timeOffset = newValue }
  }
  /// `CAMediaTiming.repeatCount`; `.infinity` repeats for ever.
  public var repeatCount: Double {
    get { base.timing.repeatCount }
    set { base.timing.repeatCount = newValue }
  }
  /// `CAMediaTiming.repeatDuration`.
  public var repeatDuration: Double {
    get { base.timing.repeatDuration }
    set { base.timing.repeatDuration = newValue }
  }
  /// `CAMediaTiming.autoreverses`.
  public var autoreverses: Bool {
    get { base.timing.autoreverses }
    set { base.timing.autoreverses = newValue }
  }
  /// `CAMediaTiming.fillMode`.
  public var fillMode: FillMode {
    get { base.timing.fillMode }
    set { base.timing.fillMode = newValue }
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
