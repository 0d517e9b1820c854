/// How a keyframe animation computes the values between its keyframes.
///
/// Mirrors `CAAnimationCalculationMode` (`kCAAnimationLinear`, …), SEMANTICS K5–K8.
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
/// Mirrors `CAAnimationRotationMode` (`kCAAnimationRotateAuto`, `…AutoReverse`), SEMANTICS K9.
public enum RotationMode: String, CaseIterable, Hashable, Sendable, Codable {
  /// Turn to the path's tangent.
  case auto
  /// Turn to the path's tangent plus 180°.
  case autoReverse
}

/// An animation through a sequence of values or along a path.
///
/// Mirrors `CAKeyframeAnimation`: ``values`` (SEMANTICS K1, K2), ``keyTimes`` (K3),
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
public struct KeyframeAnimation: Hashable, Sendable {
  /// The animated property (`keyPath`).
  public var keyPath: AnimatableKeyPath {
    get { fields.value.keyPath }
    set { fields.value.keyPath = newValue }
  }
  /// The keyframes (`values`); ignored when ``path`` is set (K1).
  public var values: [AnimatableValue] {
    get { fields.value.values }
    set { fields.value.values = newValue }
  }
  /// A path for point-valued key paths (`path`); its start and segment ends are the keyframes
  /// and the layer follows its geometry (P1, P2).
  public var path: Path? {
    get { fields.value.path }
    set { fields.value.path = newValue }
  }
  /// When each keyframe is reached, as fractions of the cycle (`keyTimes`). Ignored, as Core
  /// Animation ignores them, unless they are valid for the mode (K3): see ``keyTimesIssue``.
  public var keyTimes: [Double]? {
    get { fields.value.keyTimes }
    set { fields.value.keyTimes = newValue }
  }
  /// The pacing of each segment (`timingFunctions`); a segment without one is linear (K4).
  public var timingFunctions: [TimingFunction]? {
    get { fields.value.timingFunctions }
    set { fields.value.timingFunctions = newValue }
  }
  /// How values between keyframes are computed (`calculationMode`).
  public var calculationMode: CalculationMode {
    get { fields.value.calculationMode }
    set { fields.value.calculationMode = newValue }
  }
  /// Kochanek–Bartels tension per keyframe, in `[-1, 1]`, for the cubic modes (K7).
  public var tensionValues: [Double]? {
    get { fields.value.tensionValues }
    set { fields.value.tensionValues = newValue }
  }
  /// Kochanek–Bartels continuity per keyframe, in `[-1, 1]` (K7).
  public var continuityValues: [Double]? {
    get { fields.value.continuityValues }
    set { fields.value.continuityValues = newValue }
  }
  /// Kochanek–Bartels bias per keyframe, in `[-1, 1]` (K7).
  public var biasValues: [Double]? {
    get { fields.value.biasValues }
    set { fields.value.biasValues = newValue }
  }
  /// Whether the layer turns to the path's direction (`rotationMode`, K9); needs a ``path``.
  public var rotationMode: RotationMode? {
    get { fields.value.rotationMode }
    set { fields.value.rotationMode = newValue }
  }
  /// The timing (`CAMediaTiming`).
  public var timing: MediaTiming {
    get { fields.value.timing }
    set { fields.value.timing = newValue }
  }
  /// Applied to the whole cycle before the segments' own functions (`timingFunction`, K4).
  public var timingFunction: TimingFunction? {
    get { fields.value.timingFunction }
    set { fields.value.timingFunction = newValue }
  }
  /// Whether the animation is removed at its end (`isRemovedOnCompletion`, F2).
  public var isRemovedOnCompletion: Bool {
    get { fields.value.isRemovedOnCompletion }
    set { fields.value.isRemovedOnCompletion = newValue }
  }
  /// Whether the value adds to the value below (`additive`, B2).
  public var isAdditive: Bool {
    get { fields.value.isAdditive }
    set { fields.value.isAdditive = newValue }
  }
  /// Whether each repeat builds on the end of the last (`cumulative`, B3).
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
  /// What the layer prepared when the animation was added (tables and tangents).
  var geometry: Prepared<KeyframeGeometry> {
    get { fields.value.geometry }
    set { fields.value.geometry = newValue }
  }

  /// The leg's progress: the timing function applied to the phase's fraction (SEMANTICS TF7,
  /// T8), read in place rather than through a copy of the function.
  func progress(at phase: TimingPhase) -> Double {
    fields.value.timingFunction?.progress(at: phase.fraction) ?? phase.fraction
  }

  /// The stored fields (see `CopyOnWrite`).
  struct Fields: Hashable, Sendable {
    var keyPath: AnimatableKeyPath
    var values: [AnimatableValue] = []
    var path: Path? = nil
    var keyTimes: [Double]? = nil
    var timingFunctions: [TimingFunction]? = nil
    var calculationMode: CalculationMode = .linear
    var tensionValues: [Double]? = nil
    var continuityValues: [Double]? = nil
    var biasValues: [Double]? = nil
    var rotationMode: RotationMode? = nil
    var timing: MediaTiming = MediaTiming()
    var timingFunction: TimingFunction? = nil
    var isRemovedOnCompletion: Bool = true
    var isAdditive: Bool = false
    var isCumulative: Bool = false
    var valueFunction: ValueFunction? = nil
    var userInfo: [String: AnimatableValue] = [:]
    var geometry = Prepared<KeyframeGeometry>()
  }

  private var fields: CopyOnWrite<Fields>

  /// Creates a keyframe animation through `values`, like `CAKeyframeAnimation(keyPath:)` with
  /// `values` set.
  public init(
    keyPath: AnimatableKeyPath, values: [AnimatableValue] = [], keyTimes: [Double]? = nil,
    timingFunctions: [TimingFunction]? = nil, calculationMode: CalculationMode = .linear,
    timing: MediaTiming = MediaTiming()
  ) {
    fields = CopyOnWrite(
      Fields(
        keyPath: keyPath, values: values, keyTimes: keyTimes, timingFunctions: timingFunctions,
        calculationMode: calculationMode, timing: timing))
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
}

extension KeyframeAnimation: LayerAnimation {
  /// The animation as the enum that layers store.
  public var animation: Animation { .keyframe(self) }
}
