import Foundation

/// Where an animation is in its timeline at one parent time: the result of
/// ``MediaTiming/phase(atParentTime:limitFromBelow:)``.
public struct TimingPhase: Hashable, Sendable {
  /// The part of the timeline a time falls in.
  public enum Region: Hashable, Sendable {
    /// Before the active interval (shown only with a backwards fill, <doc:Rules#F1>).
    case before
    /// Inside the half-open active interval (T5).
    case active
    /// At or after the end of the active interval (shown only with a forwards fill, F2).
    case after
  }

  /// The part of the timeline.
  public var region: Region
  /// The fraction of the current leg to show, in `0...1`, already reversed on backward legs: the
  /// input of the timing function (<doc:Rules#T7>, T8).
  public var fraction: Double
  /// Whether the current leg plays backwards (an odd leg with autoreverses, T7).
  public var isReversed: Bool
  /// The 0-based cycle index, for cumulative animations (<doc:Rules#B3>); an integral value, kept
  /// as a `Double` so that infinite repeats cannot overflow.
  public var iteration: Double

  /// Creates a phase.
  public init(region: Region, fraction: Double, isReversed: Bool = false, iteration: Double = 0) {
    self.region = region
    self.fraction = fraction
    self.isReversed = isReversed
    self.iteration = iteration
  }
}

extension MediaTiming {
  /// Maps a time in the parent's time space to the phase the animation shows, or `nil` when it
  /// shows nothing then.
  ///
  ///     parent ───|beginTime|────────────── t ──────────────────────▶
  ///     active     [0 ─────────────── activeDuration)       (T5, half-open)
  ///     a = (t − beginTime) · speed + timeOffset                  (T1, T6)
  ///     legs       |── 0 ──|── 1 ──|── 2 ──|…   k = ⌊a / duration⌋  (T7)
  ///     autoreverse  fwd     back    fwd        u → 1 − u on odd legs (T8)
  ///
  /// The rules:
  /// - T5: active while `0 ≤ (t − beginTime)·|speed| < activeDuration`; at the exact end the
  ///   animation has finished.
  /// - T7: leg `k = ⌊a/duration⌋`, fraction `u = a/duration − k`; odd legs with autoreverses show
  ///   `1 − u`. After the end, the fraction is the final leg's end (never a new leg's start).
  /// - T9: speed 0 shows `a = timeOffset` for ever once begun; negative speeds take legs
  ///   right-closed (`k = ⌈a/duration⌉ − 1`), so speed −1 starts at the end of the curve.
  /// - F1: before the interval, the first instant's fraction if the fill mode fills backwards.
  /// - F2: after it, the limit from inside the interval if the fill mode fills forwards. Removal
  ///   (`isRemovedOnCompletion`) is the animation's business, not the timing's.
  ///
  /// - Parameters:
  ///   - t: The time in the parent's time space. NaN gives `nil`.
  ///   - limitFromBelow: Evaluate the limit as time approaches `t` from below rather than at `t`
  ///     itself. Groups use it at the end of a leg so that a child ending with the leg shows its
  ///     final value (<doc:Rules#G1>).
  /// - Returns: The phase, or `nil` outside the active interval without a covering fill.
  /// - Complexity: O(1); no allocation.
  public func phase(atParentTime t: Double, limitFromBelow: Bool = false) -> TimingPhase? {
    CompiledTiming(self).phase(atParentTime: t, limitFromBelow: limitFromBelow)
  }
}

/// A ``MediaTiming`` in the form the evaluator reads: the active duration worked out once and the
/// fill mode as two flags. ``MediaTiming/phase(atParentTime:limitFromBelow:)`` is this type's
/// ``phase(atParentTime:limitFromBelow:)``, so both always agree.
struct CompiledTiming: Hashable, Sendable {
  let beginTime, duration, speed, timeOffset: Double
  /// The length of the active interval in local time (T5).
  let activeDuration: Double
  let autoreverses, fillsBackwards, fillsForwards: Bool
  /// Whether nothing shows after the end, whatever the fill mode: an animation removed on
  /// completion (F2), which a group's child never is (G3). Not part of `CAMediaTiming`.
  var hidesAfterEnd = false {
    didSet { isPlain = Self.isPlain(self) }
  }
  /// Whether the timing is the everyday one: speed 1, no offset, one forward leg, removed at
  /// its end, nothing shown before it. Then inside the interval the fraction is just
  /// `elapsed / duration`, which the general path also computes there, and the phase skips the
  /// rest.
  private(set) var isPlain = false

  private static func isPlain(_ timing: CompiledTiming) -> Bool {
    timing.speed == 1 && timing.timeOffset == 0 && !timing.autoreverses
      && timing.activeDuration == timing.duration && !timing.fillsBackwards
      && (timing.hidesAfterEnd || !timing.fillsForwards) && timing.duration > 0
  }

  init(_ timing: MediaTiming) {
    beginTime = timing.beginTime
    duration = timing.duration
    speed = timing.speed
    timeOffset = timing.timeOffset
    activeDuration = timing.activeDuration
    autoreverses = timing.autoreverses
    fillsBackwards = timing.fillMode.fillsBackwards
    fillsForwards = timing.fillMode.fillsForwards
    isPlain = Self.isPlain(self)
  }

  /// See ``MediaTiming/phase(atParentTime:limitFromBelow:)``.
  @inline(__always)
  func phase(atParentTime t: Double, limitFromBelow: Bool = false) -> TimingPhase? {
    if isPlain, !limitFromBelow {
      // Shown only inside [beginTime, beginTime + duration); there, leg 0 at elapsed/duration.
      let elapsed = t - beginTime
      guard elapsed >= 0, elapsed < duration else { return nil }
      return TimingPhase(region: .active, fraction: elapsed / duration, iteration: 0)
    }
    guard !t.isNaN else { return nil }
    let elapsed = t - beginTime
    let isBefore = limitFromBelow ? elapsed <= 0 : elapsed < 0
    // An empty cycle has no inside: it is before, then after (the layer resolves a zero duration
    // to the transaction's before this point, rule T3).
    guard duration > 0 else {
      if isBefore {
        return fillsBackwards ? TimingPhase(region: .before, fraction: 0) : nil
      }
      return fillsForwards && !hidesAfterEnd ? TimingPhase(region: .after, fraction: 1) : nil
    }
    if isBefore {
      guard fillsBackwards else { return nil }
      return leg(at: timeOffset, rightClosed: speed < 0, region: .before)
    }
    if speed == 0 {
      return leg(at: timeOffset, rightClosed: false, region: .active)
    }
    let active = activeDuration
    let local = elapsed * abs(speed)
    // `active < .infinity`: whether it is finite, the active duration being positive here (one
    // compare, where `isFinite` is a bit test of several instructions).
    let isAfter = active < .infinity && (limitFromBelow ? local > active : local >= active)
    if isAfter {
      guard fillsForwards, !hidesAfterEnd else { return nil }
      // The limit from inside: the direction of local time decides which side closes the leg.
      let end = (speed > 0 ? active : -active) + timeOffset
      return leg(at: end, rightClosed: speed > 0, region: .after)
    }
    let a = elapsed * speed + timeOffset
    // Approaching from below in parent time means approaching `a` from below when speed > 0 and
    // from above when speed < 0; a leg is closed on the side the approach comes from.
    let rightClosed = limitFromBelow ? speed > 0 : speed < 0
    return leg(at: a, rightClosed: rightClosed, region: .active)
  }

  /// The leg and fraction at local phase `a` (<doc:Rules#T7>, T9).
  ///
  /// - Parameter rightClosed: Take legs as `(k·d, (k+1)·d]` instead of `[k·d, (k+1)·d)`.
  @inline(__always)
  private func leg(at a: Double, rightClosed: Bool, region: TimingPhase.Region) -> TimingPhase {
    let q = a / duration
    var k = rightClosed ? wholeAbove(q) - 1 : wholeBelow(q)
    if !k.isFinite { k = 0 }
    let u = min(1, max(0, q - k))
    guard autoreverses else {
      return TimingPhase(region: region, fraction: u, isReversed: false, iteration: k)
    }
    // Floor-mod 2, so that k = −1 is a backward leg (T9).
    let cycle = wholeBelow(k / 2)
    let isReversed = k - 2 * cycle == 1
    return TimingPhase(
      region: region, fraction: isReversed ? 1 - u : u, isReversed: isReversed, iteration: cycle)
  }
}
