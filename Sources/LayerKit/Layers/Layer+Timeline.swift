/// Where an animation sits in media time once added to a layer: its active interval and the
/// times its keyframes are reached (<doc:Rules#T1>–T11, K3, K6), for plots, tests and tools.
public struct AnimationTimeline: Hashable, Sendable {
  /// The active interval in media time (T5): from the begin time to the end of the last repeat;
  /// the upper bound is infinite for an animation that repeats for ever.
  public var activeInterval: ClosedRange<Double>
  /// The media times at which keyframes are reached, cycle after cycle, from the begin time
  /// while the animation is active (a keyframe animation's keyTimes in force, K3 and K6; a
  /// leg's start and end for other kinds), at most the limit asked for.
  public var keyframeTimes: [Double]

  /// Creates a timeline.
  public init(activeInterval: ClosedRange<Double>, keyframeTimes: [Double]) {
    self.activeInterval = activeInterval
    self.keyframeTimes = keyframeTimes
  }
}

extension Layer {
  /// The timeline `animation` has if added to this layer at media time `mediaTime`, resolved
  /// as ``add(_:forKey:)`` resolves it: a non-positive duration becomes
  /// ``MediaTiming/defaultDuration`` (T3, outside a transaction), a zero `beginTime` the layer's
  /// local time at `mediaTime` (T11); converted to media time through the layer's time space as
  /// it is now (L1).
  ///
  ///     var fade = BasicAnimation(keyPath: .opacity, from: 1, to: 0)
  ///     fade.duration = 2
  ///     layer.timeline(of: fade, addedAt: 1)?.activeInterval   // 1.0...3.0 for a plain layer
  ///
  /// The interval is clipped to the media times at which the layer and its ancestors are
  /// active (<doc:Rules#T12>): an inactive layer's animations contribute nothing, and a layer
  /// whose begin time is later than the animation's begin delays what shows to its own begin.
  ///
  /// - Returns: `nil` when the interval cannot be placed in media time (a layer whose time is
  ///   frozen, speed 0, somewhere up the tree), or when the layer is never active while the
  ///   animation is.
  /// - Complexity: O(k) for k keyframe times returned, at most `keyframeLimit`.
  public func timeline(
    of animation: some LayerAnimation, addedAt mediaTime: Double, keyframeLimit: Int = 400
  ) -> AnimationTimeline? {
    let timing = animation.base.timing.resolved(localNow: localTime(atMediaTime: mediaTime))
    let localBegin = timing.beginTime
    // Times already passed are placed on T1's line, as the layer ran them; times to come where
    // the layer's time really reaches them, which a hold or a pause may never do (T12).
    func media(at local: Double, from start: Double) -> Double? {
      let linear = convertTime(local, to: nil)
      if linear.isFinite, linear <= start { return linear }
      return mediaTimeReaching(local, from: start)
    }
    guard let begin = media(at: localBegin, from: mediaTime) else { return nil }
    let localEnd = timing.activeEnd
    var end = media(at: localEnd, from: max(begin, mediaTime)).map { max($0, begin) } ?? .infinity
    guard let active = activeMediaInterval(now: mediaTime) else { return nil }
    let shown = (lower: max(begin, active.lower), upper: min(end, active.upper))
    guard shown.lower <= shown.upper, shown.lower < active.upper else { return nil }
    end = shown.upper
    let fractions: [Double] =
      if case .keyframe(let keyframe) = animation.animation {
        keyframe.effectiveKeyTimes
      } else {
        [0, 1]
      }
    var times: [Double] = []
    if timing.speed != 0, !fractions.isEmpty {
      let leg = timing.duration / abs(timing.speed)
      var cycle = 0.0
      cycles: while times.count < keyframeLimit {
        let legStart = localBegin + cycle * leg
        guard legStart < localEnd else { break }
        for fraction in fractions where times.count < keyframeLimit {
          let local = legStart + fraction * leg
          guard local <= localEnd else { break }
          // Past the layer's active interval, or a time its layer never reaches.
          guard let time = media(at: local, from: max(times.last ?? mediaTime, mediaTime)),
            time <= end
          else { break cycles }
          // A keyframe is marked where the layer's time passes through it, not where the layer
          // becomes active already past it.
          let shownThen = time < mediaTime ? local : localTime(atMediaTime: time)
          let passesThrough = abs(shownThen - local) <= 1e-9 * max(1, abs(local))
          if time.isFinite, time >= shown.lower, passesThrough, times.last != time {
            times.append(time)
          }
        }
        cycle += 1
      }
    }
    return AnimationTimeline(activeInterval: shown.lower...end, keyframeTimes: times)
  }
}
