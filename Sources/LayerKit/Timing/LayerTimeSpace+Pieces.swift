/// A layer's time map taken apart into stretches over which local time is an affine function of
/// the parent's time (<doc:Rules#T12>): what events are scheduled on, so that they follow the
/// local time a layer really gives its animations (held by a fill, paused, folded into cycles,
/// running backwards), never T1's straight line extrapolated through it.
///
///     parent   ──|beginTime|──────────────|end|────────────────▶
///     local     held or —   (t − b)·s + o   held (forwards) or —
///     rate          0            s              0
///
/// A layer with a finite duration has one stretch per leg of its cycle, with rate `s` on a
/// forward leg and `−s` on a backward one.
extension LayerTimeSpace {
  /// One stretch of the map: the parent times it covers, how fast local time runs there, and how
  /// to go back from a local time in it to the parent's.
  struct Piece {
    /// The local time at the parent time asked for: exactly ``localTime(fromParentTime:)``, NaN
    /// while the layer is inactive.
    var localTime: Double
    /// d(local)/d(parent) inside the stretch: the speed, its negation on a backward leg, and 0
    /// where time stands still (a fill's hold, a pause) or the layer is inactive.
    var slope: Double
    /// The parent times the stretch covers, `lower ..< upper`; either may be infinite.
    var lower: Double
    var upper: Double
    /// T1's phase `a` at local time `l` in this stretch is `legBase + legSign · l` (a leg of a
    /// cycle starts at `k · duration` and runs forwards, or ends there and runs backwards).
    var legBase = 0.0
    var legSign = 1.0
  }

  /// The stretch of the map that holds parent time `t`.
  ///
  /// - Complexity: O(1).
  func piece(atParentTime t: Double) -> Piece {
    let local = localTime(fromParentTime: t)
    guard !t.isNaN else {
      return Piece(localTime: .nan, slope: 0, lower: -.infinity, upper: .infinity)
    }
    let begin = timing.beginTime
    let speed = timing.speed
    let end = activeEnd
    if t < begin { return Piece(localTime: local, slope: 0, lower: -.infinity, upper: begin) }
    if t >= end { return Piece(localTime: local, slope: 0, lower: end, upper: .infinity) }
    if speed == 0 || local.isNaN {
      return Piece(localTime: local, slope: 0, lower: begin, upper: end)
    }
    let duration = timing.duration
    guard duration.isFinite, duration > 0 else {
      return Piece(localTime: local, slope: speed, lower: begin, upper: end)
    }
    // A leg of the cycle (T7, T9: legs right-closed at negative speed).
    let q = ((t - begin) * speed + timing.timeOffset) / duration
    let k = speed < 0 ? wholeAbove(q) - 1 : wholeBelow(q)
    guard k.isFinite else { return Piece(localTime: local, slope: 0, lower: t, upper: t) }
    let first = parentTime(atPhase: k * duration)
    let last = parentTime(atPhase: (k + 1) * duration)
    let lower = max(begin, min(first, last))
    let upper = min(end, max(first, last))
    let backward = timing.autoreverses && k - 2 * wholeBelow(k / 2) == 1
    return backward
      ? Piece(
        localTime: local, slope: -speed, lower: lower, upper: upper,
        legBase: (k + 1) * duration, legSign: -1)
      : Piece(
        localTime: local, slope: speed, lower: lower, upper: upper, legBase: k * duration,
        legSign: 1)
  }

  /// The parent time at which local time `l` falls inside `piece`: the inverse of the stretch's
  /// affine map (for an everyday layer, exactly ``parentTime(fromLocalTime:)``). Only for a
  /// piece whose rate is not 0.
  func parentTime(fromLocalTime l: Double, in piece: Piece) -> Double {
    piece.legBase == 0 && piece.legSign == 1
      ? parentTime(fromLocalTime: l) : parentTime(atPhase: piece.legBase + piece.legSign * l)
  }

  /// The parent time at which T1's phase is `a`: `(a − timeOffset) / speed + beginTime`.
  private func parentTime(atPhase a: Double) -> Double {
    (a - timing.timeOffset) / timing.speed + timing.beginTime
  }

  /// Where the active interval ends in the parent's time, fills aside (T5): infinite when it
  /// never does (a pause, an infinite repeat).
  private var activeEnd: Double {
    let active = timing.activeDuration
    return timing.speed == 0 || !active.isFinite
      ? .infinity : timing.beginTime + active / abs(timing.speed)
  }

  /// The smallest interval holding every local time the layer shows at parent times in
  /// `lower ... upper`, or `nil` when it is inactive at all of them: a bound, exact for layers
  /// without cycles (a cycle is bounded by `0 ... duration`), so that a time beyond it can be
  /// known never to come.
  func localRange(overParentTimes lower: Double, _ upper: Double) -> (lower: Double, upper: Double)?
  {
    var range: (lower: Double, upper: Double)?
    func include(_ value: Double) {
      guard !value.isNaN else { return }
      range = (min(range?.lower ?? value, value), max(range?.upper ?? value, value))
    }
    let begin = timing.beginTime
    let end = activeEnd
    if lower < begin { include(localTime(fromParentTime: min(upper, begin.nextDown))) }
    let first = max(lower, begin)
    let last = min(upper, end)
    if first <= last, first < end {
      if timing.speed == 0 {
        include(localTime(fromParentTime: first))
      } else if timing.duration.isFinite {
        include(0)
        include(timing.duration)
      } else {
        include((first - begin) * timing.speed + timing.timeOffset)
        include((last - begin) * timing.speed + timing.timeOffset)
      }
    }
    if upper >= end, end.isFinite { include(localTime(fromParentTime: end)) }
    return range
  }
}
