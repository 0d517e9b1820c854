/// A layer's own timing (<doc:Rules#T1>, T12) in the form the evaluator reads: the
/// `CAMediaTiming` fields as set, and what follows from them worked out once.
///
/// A layer is a timed object like an animation. By default its duration is infinite and its
/// fill mode `removed`, so it is active from its `beginTime` on, in its parent's time, and its
/// local time is T1's there:
///
///     parent  ──────────|beginTime|──────────────────────────────▶
///     layer    inactive  [active ─────────────────────────────── ∞)
///     local      —        timeOffset → (t − beginTime) · speed + timeOffset
///
/// With a finite duration the layer's local time is the time within its current cycle (the
/// phase fraction of T7 × duration, folded by autoreverses), as a group gives its children
/// (G1), and its active interval ends as an animation's does (T5); a `forwards`/`both` fill
/// then holds its final local time, a `backwards`/`both` fill makes it active before its begin
/// with the local time of its first instant. Outside its active interval without a fill the
/// layer is **inactive**: ``localTime(fromParentTime:)`` is NaN, so that the layer's animations
/// and, down the tree, its sublayers' (whose parent time is then NaN) show model values.
struct LayerTimeSpace {
  /// The fields as set; a layer's defaults are ``MediaTiming/layerDefault``.
  private(set) var timing: MediaTiming
  /// Whether the layer is the everyday one, active for ever from its begin time with T1's local
  /// time: an infinite duration, an infinite active duration and no backwards fill. (Kept small:
  /// the tree's frame holds one of these per layer; the rarer timings work out their phase map
  /// when asked.)
  private var isEndless: Bool

  /// The timing of a layer (T12).
  init(_ timing: MediaTiming = .layerDefault) {
    self.timing = timing
    isEndless =
      timing.duration == .infinity && timing.activeDuration == .infinity
      && !timing.fillMode.fillsBackwards
  }

  /// A layer's default time space (``MediaTiming/layerDefault``), made once.
  static let standard = LayerTimeSpace()

  /// Changes one field, keeping the derived ones in step.
  mutating func update(_ change: (inout MediaTiming) -> Void) {
    var timing = self.timing
    change(&timing)
    self = LayerTimeSpace(timing)
  }

  /// Whether this is a layer's default timing, field for field and bit for bit (so that a
  /// negative zero, which T1's arithmetic can tell apart, is not taken for the default's zero).
  var isLayerDefault: Bool {
    let d = MediaTiming.layerDefault
    return timing.beginTime.bitPattern == d.beginTime.bitPattern
      && timing.duration.bitPattern == d.duration.bitPattern
      && timing.speed.bitPattern == d.speed.bitPattern
      && timing.timeOffset.bitPattern == d.timeOffset.bitPattern
      && timing.repeatCount.bitPattern == d.repeatCount.bitPattern
      && timing.repeatDuration.bitPattern == d.repeatDuration.bitPattern
      && timing.autoreverses == d.autoreverses && timing.fillMode == d.fillMode
  }

  var beginTime: Double { timing.beginTime }
  var speed: Double { timing.speed }
  var timeOffset: Double { timing.timeOffset }

  /// The local time at parent time `t` (T1, T12), or NaN when the layer is inactive then (and
  /// for a NaN `t`: the parent is inactive).
  ///
  /// - Complexity: O(1); two comparisons for an everyday layer.
  @inline(__always)
  func localTime(fromParentTime t: Double) -> Double {
    guard isEndless else { return boundedLocalTime(fromParentTime: t) }
    let elapsed = t - timing.beginTime
    // The start instant is inclusive; a NaN elapsed time (an inactive parent) fails too.
    guard elapsed >= 0 else { return .nan }
    return timing.speed == 0 ? timing.timeOffset : elapsed * timing.speed + timing.timeOffset
  }

  /// ``localTime(fromParentTime:)`` for a layer with a finite duration, a finite active
  /// duration (`repeatDuration`) or a backwards fill.
  private func boundedLocalTime(fromParentTime t: Double) -> Double {
    guard !t.isNaN else { return .nan }
    guard timing.duration == .infinity else {
      // A cycle of finite length: the time within the cycle, as for a group's children (G1). A
      // layer is never removed, so its fill alone decides what it shows after its end.
      guard let phase = CompiledTiming(timing).phase(atParentTime: t) else { return .nan }
      return phase.fraction * timing.duration
    }
    // An endless cycle: T1's local time, inside an active interval that may end.
    let elapsed = t - timing.beginTime
    if elapsed < 0 { return timing.fillMode.fillsBackwards ? timing.timeOffset : .nan }
    if timing.speed == 0 { return timing.timeOffset }
    let active = timing.activeDuration
    if active.isFinite, elapsed * abs(timing.speed) >= active {
      guard timing.fillMode.fillsForwards else { return .nan }
      return timing.timeOffset + (timing.speed > 0 ? active : -active)
    }
    return elapsed * timing.speed + timing.timeOffset
  }

  /// ``localTime(fromParentTime:)`` of ``standard``, a layer's default time space (begin 0,
  /// speed 1, offset 0, endless), worked out without reading it: the same arithmetic reduced,
  /// so the two agree bit for bit (`t * 1 + 0` is `t + 0`, which makes −0 +0). The frame's
  /// pass reads most layers' times through it.
  @inline(__always)
  static func standardLocalTime(fromParentTime t: Double) -> Double {
    t >= 0 ? t + 0 : .nan
  }

  /// T1's local time, whether or not the layer is active: the linear map that events and
  /// timelines place local times with.
  func linearLocalTime(fromParentTime t: Double) -> Double {
    timing.speed == 0
      ? timing.timeOffset : (t - timing.beginTime) * timing.speed + timing.timeOffset
  }

  /// The inverse of T1's linear map; NaN through a paused layer, where every parent time maps to
  /// one local time. (A layer with a finite duration folds its local time into a cycle, so a
  /// local time has many parent times; this is the one on the straight line.)
  func parentTime(fromLocalTime t: Double) -> Double {
    timing.speed == 0 ? .nan : (t - timing.timeOffset) / timing.speed + timing.beginTime
  }

  /// The active interval in the parent's time (T5, T12), fills included: `lower` may be −∞ (a
  /// backwards fill) and `upper` +∞.
  var activeParentInterval: (lower: Double, upper: Double) {
    let lower = timing.fillMode.fillsBackwards ? -Double.infinity : timing.beginTime
    let active = timing.activeDuration
    let upper =
      timing.fillMode.fillsForwards || timing.speed == 0 || !active.isFinite
      ? Double.infinity : timing.beginTime + active / abs(timing.speed)
    return (lower, upper)
  }
}

extension MediaTiming {
  /// A layer's timing defaults (`CALayer` as a `CAMediaTiming`, <doc:Rules#T12>): an infinite
  /// duration, so that a layer is active for ever from its begin time; every other field as for
  /// an animation (T2).
  public static let layerDefault = MediaTiming(duration: .infinity)
}
