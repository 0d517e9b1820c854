/// How a keyframe animation computes the values between its keyframes.
///
/// Mirrors `CAAnimationCalculationMode` (`kCAAnimationLinear`, …), <doc:Rules#K5>–K8.
public enum CalculationMode: String, CaseIterable, Hashable, Sendable, Codable {
  /// Straight interpolation between neighbouring keyframes (the default, K5).
  case linear
  /// Each value holds until the next keyTime, without interpolation (K5).
  case discrete
  /// Constant speed: keyTimes and timingFunctions are ignored and time is shared in proportion
  /// to distance (K6).
  case paced
  /// A Kochanek–Bartels spline through the keyframes (K7).
  case cubic
  /// The cubic spline traversed at constant speed (K8).
  case cubicPaced
}

/// Whether a layer moving along a path turns to face its direction of travel.
///
/// Mirrors `CAAnimationRotationMode` (`kCAAnimationRotateAuto`, `…AutoReverse`), <doc:Rules#K9>.
public enum RotationMode: String, CaseIterable, Hashable, Sendable, Codable {
  /// Turn to the path's tangent.
  case auto
  /// Turn to the path's tangent plus 180°.
  case autoReverse
}

/// An animation through a sequence of values or along a path.
///
/// Mirrors `CAKeyframeAnimation`: ``values`` (<doc:Rules#K1>, K2), ``keyTimes`` (K3),
/// ``timingFunctions`` (K4), ``calculationMode`` (K5–K8), ``tensionValues``,
/// ``continuityValues`` and ``biasValues`` (K7), ``path`` (K1, P1, P2) and ``rotationMode`` (K9),
/// with everything a property animation has: additive, cumulative, value function and media
/// timing.
///
///     var shake = KeyframeAnimation(keyPath: .transformRotation,
///                                   values: [0.065, -0.065, 0.065])
///     shake.repeatCount = .infinity
///     try layer.add(shake, forKey: "shake")
///
/// One cycle runs through the keyframes once:
///
///     keyTimes   0 ──────── 0.3 ──── 0.5 ────────── 1     (fractions of the cycle)
///     values     v0 ──f0──▶ v1 ─f1─▶ v2 ────f2────▶ v3    (f = timingFunctions[i])
///
/// The layer prepares what does not depend on time (arc-length tables, spline tangents) when
/// the animation is added, so an evaluation is a binary search and a little arithmetic:
/// O(log n) in the number of keyframes, with no allocation.
public struct KeyframeAnimation: PropertyAnimation {
  /// The common fields: timing, timing function (applied to the whole cycle before the
  /// segments' own, K4), removal flag, caller's values.
  public var base: AnimationBase
  /// The animated property (`keyPath`).
  public var keyPath: AnimatableKeyPath
  /// The keyframes (`values`); ignored when ``path`` is set (K1).
  public var values: [AnimatableValue]
  /// A path for point-valued key paths (`path`); its start and segment ends are the keyframes
  /// and the layer follows its geometry (P1, P2).
  public var path: Path?
  /// When each keyframe is reached, as fractions of the cycle (`keyTimes`). Ignored, as Core
  /// Animation ignores them, unless they are valid for the mode (K3): see ``keyTimesIssue``.
  public var keyTimes: [Double]?
  /// The pacing of each segment (`timingFunctions`); a segment without one is linear (K4).
  public var timingFunctions: [TimingFunction]?
  /// How values between keyframes are computed (`calculationMode`).
  public var calculationMode: CalculationMode
  /// Kochanek–Bartels tension per keyframe, in `[-1, 1]`, for the cubic modes (K7).
  public var tensionValues: [Double]?
  /// Kochanek–Bartels continuity per keyframe, in `[-1, 1]` (K7).
  public var continuityValues: [Double]?
  /// Kochanek–Bartels bias per keyframe, in `[-1, 1]` (K7).
  public var biasValues: [Double]?
  /// Whether the layer turns to the path's direction (`rotationMode`, K9); needs a ``path``.
  public var rotationMode: RotationMode?
  /// Whether the value adds to the value below (`additive`, B2).
  public var isAdditive = false
  /// Whether each repeat builds on the end of the last (`cumulative`, B3).
  public var isCumulative = false
  /// A function that turns interpolated numbers into a transform (`valueFunction`, B4).
  public var valueFunction: ValueFunction?

  /// Creates a keyframe animation through `values`, like `CAKeyframeAnimation(keyPath:)` with
  /// `values` set.
  public init(
    keyPath: AnimatableKeyPath, values: [AnimatableValue] = [], keyTimes: [Double]? = nil,
    timingFunctions: [TimingFunction]? = nil, calculationMode: CalculationMode = .linear,
    timing: MediaTiming = MediaTiming()
  ) {
    base = AnimationBase(timing: timing)
    (self.keyPath, self.values, self.keyTimes) = (keyPath, values, keyTimes)
    (self.timingFunctions, self.calculationMode) = (timingFunctions, calculationMode)
  }

  /// Creates a keyframe animation along `path`, like `CAKeyframeAnimation(keyPath:)` with
  /// `path` set.
  public init(
    keyPath: AnimatableKeyPath, path: Path, calculationMode: CalculationMode = .linear,
    timing: MediaTiming = MediaTiming()
  ) {
    self.init(keyPath: keyPath, calculationMode: calculationMode, timing: timing)
    self.path = path
  }

  /// The animation as the enum that layers store.
  public var animation: Animation { .keyframe(self) }
}
