/// The timing of an animation: when it starts, how long a cycle lasts, how it repeats and what it
/// shows outside its active interval.
///
/// Mirrors the `CAMediaTiming` protocol as adopted by `CAAnimation`. Defaults are Core
/// Animation's (<doc:Rules#T2>). A layer adopts it too, with an infinite duration by default
/// (``layerDefault``, T12); see ``Layer/timing``.
///
///     var timing = MediaTiming(duration: 2, repeatCount: 2, autoreverses: true)
///     timing.activeDuration    // 8: two cycles of forward and backward legs (T4, T5)
///
/// The pure map from parent time to phase is ``phase(atParentTime:limitFromBelow:)``.
public struct MediaTiming: Hashable, Sendable {
  /// The start of the active interval, in the parent's time space (`CAMediaTiming.beginTime`).
  public var beginTime: Double
  /// The length of one leg in local time (`duration`); a cycle is two legs with
  /// ``autoreverses``.
  public var duration: Double
  /// How fast local time runs against parent time (`speed`); 0 pauses, negative plays backwards
  /// (<doc:Rules#T9>).
  public var speed: Double
  /// An offset into the cycle at which playback starts (`timeOffset`, <doc:Rules#T6>).
  public var timeOffset: Double
  /// How many cycles to play (`repeatCount`); fractional and infinite counts are allowed (T5).
  public var repeatCount: Double
  /// How long to repeat for, in local time (`repeatDuration`); wins over ``repeatCount`` (T5).
  public var repeatDuration: Double
  /// Whether each cycle plays forwards then backwards (`autoreverses`, T4, T8).
  public var autoreverses: Bool
  /// What shows outside the active interval (`fillMode`, F1–F3).
  public var fillMode: FillMode

  /// Creates a timing; every parameter defaults as in Core Animation (<doc:Rules#T2>).
  public init(
    beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
    repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
    fillMode: FillMode = .removed
  ) {
    self.beginTime = beginTime
    self.duration = duration
    self.speed = speed
    self.timeOffset = timeOffset
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
    self.fillMode = fillMode
  }

  /// The duration Core Animation gives an animation whose own duration is not positive when it
  /// is added to a layer outside any transaction: 0.25 s (<doc:Rules#T3>).
  public static let defaultDuration: Double = 0.25

  /// One cycle: ``duration``, or twice it with ``autoreverses`` (<doc:Rules#T4>).
  public var cycleDuration: Double { autoreverses ? 2 * duration : duration }

  /// The length of the active interval in local time (<doc:Rules#T5>): ``repeatDuration`` when
  /// positive, else ``cycleDuration`` × ``repeatCount`` when positive, else one cycle. May be
  /// infinite.
  public var activeDuration: Double {
    if repeatDuration > 0 { return repeatDuration }
    if repeatCount > 0 { return cycleDuration * repeatCount }
    return cycleDuration
  }

  /// Checks every field, throwing a ``ValidationError`` that names the first bad one.
  ///
  /// `beginTime`, `speed` and `timeOffset` must be finite; `duration`, `repeatCount` and
  /// `repeatDuration` must be numbers ≥ 0 (infinity allowed). Negative speeds are valid
  /// (<doc:Rules#T9>).
  public func validate() throws {
    try ValidationError.requireFinite(beginTime, "beginTime")
    try ValidationError.requireNonNegative(duration, "duration")
    try ValidationError.requireFinite(speed, "speed")
    try ValidationError.requireFinite(timeOffset, "timeOffset")
    try ValidationError.requireNonNegative(repeatCount, "repeatCount")
    try ValidationError.requireNonNegative(repeatDuration, "repeatDuration")
  }
}

extension MediaTiming {
  /// The timing as adding an animation resolves it, the one place T3 and T11 are applied: a
  /// non-positive `duration` becomes `duration` (the open transaction's animation duration or
  /// ``defaultDuration``, <doc:Rules#T3>) and a zero `beginTime` the layer's local time when
  /// added, `localNow` (T11), unless `zeroMeansNow` is false: then a zero is the time 0, as
  /// written (for a caller that computed an absolute time that happens to be 0).
  func resolved(
    localNow: Double, duration: Double = MediaTiming.defaultDuration, zeroMeansNow: Bool = true
  ) -> MediaTiming {
    var timing = self
    if timing.duration <= 0 { timing.duration = duration }
    if zeroMeansNow, timing.beginTime == 0 { timing.beginTime = localNow }
    return timing
  }

  /// Where the active interval ends in the parent's time (T5, T9): `beginTime` plus the active
  /// duration run at `|speed|`; infinite at speed 0, which never ends.
  var activeEnd: Double {
    speed == 0 ? .infinity : beginTime + activeDuration / abs(speed)
  }
}
