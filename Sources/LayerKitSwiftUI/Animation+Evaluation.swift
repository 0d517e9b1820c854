#if !canImport(SwiftUI)
  import Foundation

  /// The velocity a merged spring starts with (W6), kept in its context.
  struct SpringVelocityKey<V: VectorArithmetic>: AnimationStateKey {
    static var defaultValue: V { .zero }
  }

  // The evaluation of an animation (W4–W6): the modifiers, outermost first, map the time the
  // animation has run to the time of what they wrap, down to the base.
  //
  //     .easeIn(duration: 1).delay(0.5).repeatCount(2, autoreverses: true)
  //
  //     time      0 ─ 0.5 ───── 1.5 ─ 2.0 ───── 3.0
  //     cycle     1: wait, ease in │ 2: (reversed) ease in, wait
  //     change    0   0 ──────▶ 1  │  1 ◀────── 0   0     then finished: the model shows

  extension Animation {
    /// The part of `value` shown at `time` and whether the animation has finished there, for
    /// the animation made of the base and its first `level` modifiers.
    func sample<V: VectorArithmetic>(
      _ value: V, at time: Double, level: Int, context: inout AnimationContext<V>
    ) -> (value: V, finished: Bool) {
      let t = time.isNaN ? 0 : max(time, 0)
      guard level > 0 else { return sampleBase(value, at: t, context: &context) }
      switch modifiers[level - 1] {
      case .delay(let delay):
        return sample(
          value, at: t - (delay.isFinite ? delay : 0), level: level - 1, context: &context)
      case .speed(let speed):
        return sample(value, at: speed > 0 ? t * speed : 0, level: level - 1, context: &context)
      case .repeatCount(let count, let autoreverses):
        return repeated(value, at: t, count: Double(max(count, 1)), autoreverses, level, &context)
      case .repeatForever(let autoreverses):
        return repeated(value, at: t, count: .infinity, autoreverses, level, &context)
      case .logicallyComplete:
        return sample(value, at: t, level: level - 1, context: &context)
      }
    }

    private func repeated<V: VectorArithmetic>(
      _ value: V, at t: Double, count: Double, _ autoreverses: Bool, _ level: Int,
      _ context: inout AnimationContext<V>
    ) -> (value: V, finished: Bool) {
      let cycle = finishTime(level: level - 1)
      guard cycle > 0 else { return (value, true) }
      guard cycle.isFinite else { return sample(value, at: t, level: level - 1, context: &context) }
      let index = (t / cycle).rounded(.down)
      if index >= count { return (value, true) }
      var local = t - index * cycle
      if autoreverses, index.truncatingRemainder(dividingBy: 2) == 1 { local = cycle - local }
      return (sample(value, at: local, level: level - 1, context: &context).value, false)
    }

    private func sampleBase<V: VectorArithmetic>(
      _ value: V, at t: Double, context: inout AnimationContext<V>
    ) -> (value: V, finished: Bool) {
      switch base {
      case .curve(let curve, let duration):
        guard duration > 0, t < duration else { return (value, true) }
        return (value.scaled(by: curve.value(at: t / duration)), false)
      case .spring(let spring, _, let merges, let initialVelocity, let settles):
        let velocity =
          merges ? context.state[SpringVelocityKey<V>.self] : value.scaled(by: initialVelocity)
        let end = merges ? Self.mergedEnd(spring, settles, value, velocity) : settles
        guard t < end else { return (value, true) }
        return (spring.value(target: value, initialVelocity: velocity, time: t), false)
      case .custom(let animation, _):
        guard let shown = animation.animate(value: value, time: t, context: &context) else {
          return (value, true)
        }
        return (shown, false)
      }
    }

    /// When a merging spring moving `value` from a start at `velocity` ends: its settling
    /// duration (S4), or later when it starts moving, once it stays within 0.001 of the change.
    static func mergedEnd<V: VectorArithmetic>(
      _ spring: Spring, _ settles: Double, _ value: V, _ velocity: V
    ) -> Double {
      guard velocity.magnitudeSquared > 0 else { return settles }
      let size = max(value.magnitudeSquared.squareRoot(), .leastNormalMagnitude)
      return max(
        settles,
        spring.settlingDuration(target: value, initialVelocity: velocity, epsilon: 0.001 * size))
    }

    /// When a custom animation first returns `nil` for a change of 1, looked for every 1/240 s
    /// up to an hour [C]; infinite if it never does.
    static func firstFinish(of animation: some CustomAnimation) -> Double {
      var context = AnimationContext<Double>()
      var step = 0.0
      while step <= 240 * 3600 {
        if animation.animate(value: 1.0, time: step / 240, context: &context) == nil {
          return step / 240
        }
        step += 1
      }
      return .infinity
    }

    /// When the animation of the base and its first `level` modifiers finishes: a curve's
    /// duration, a spring's settling duration (S4), a custom animation's first `nil`
    /// (``firstFinish(of:)``, found once when it was made); the modifiers add, divide and
    /// multiply.
    func finishTime(level: Int) -> Double {
      guard level > 0 else {
        switch base {
        case .curve(_, let duration): return max(duration, 0)
        case .spring(_, _, _, _, let settles): return settles
        case .custom(_, let finish): return finish
        }
      }
      let inner = finishTime(level: level - 1)
      switch modifiers[level - 1] {
      case .delay(let delay): return inner + (delay.isFinite ? max(delay, 0) : 0)
      case .speed(let speed): return speed > 0 ? inner / speed : .infinity
      case .repeatCount(let count, _): return inner * Double(max(count, 1))
      case .repeatForever: return inner > 0 ? .infinity : 0
      case .logicallyComplete: return inner
      }
    }

    /// When the animation is logically complete (W6 [C]): a curve's duration, a spring's
    /// perceptual duration (W1), a custom animation's finish; `logicallyComplete(after:)` sets it.
    func logicalTime(level: Int) -> Double {
      guard level > 0 else {
        switch base {
        case .curve(_, let duration): return max(duration, 0)
        case .spring(let spring, _, _, _, _): return spring.duration
        case .custom: return finishTime(level: 0)
        }
      }
      let inner = logicalTime(level: level - 1)
      switch modifiers[level - 1] {
      case .delay(let delay): return inner + (delay.isFinite ? max(delay, 0) : 0)
      case .speed(let speed): return speed > 0 ? inner / speed : .infinity
      case .repeatCount(let count, _):
        return finishTime(level: level - 1) * Double(max(count, 1) - 1) + inner
      case .repeatForever: return .infinity
      case .logicallyComplete(let after): return max(after, 0)
      }
    }

    /// Whether the animation is a spring of the merging family with no time modifiers.
    var isMergingSpring: Bool {
      guard case .spring(_, _, true, _, _) = base else { return false }
      return modifiers.allSatisfy {
        if case .logicallyComplete = $0 { return true }
        return false
      }
    }

    // MARK: SwiftUI's entry points (iOS 17)

    /// The part of `value` shown `time` seconds after the animation started, `nil` once it has
    /// finished (`animate(value:time:context:)`).
    public func animate<V: VectorArithmetic>(
      value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
      let result = sample(value, at: time, level: modifiers.count, context: &context)
      if time >= logicalTime(level: modifiers.count) { context.isLogicallyComplete = true }
      return result.finished ? nil : result.value
    }

    /// The velocity of the shown change at `time` (`velocity(value:time:context:)`): exact for
    /// a curve or a spring without modifiers, else the central difference over 1 µs [C].
    public func velocity<V: VectorArithmetic>(
      value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
      if modifiers.isEmpty {
        switch base {
        case .curve(let curve, let duration):
          guard duration > 0, time < duration else { return nil }
          return value.scaled(by: curve.velocity(at: time / duration) / duration)
        case .spring(let spring, _, let merges, let initialVelocity, let settles):
          guard time < settles else { return nil }
          let velocity =
            merges ? context.state[SpringVelocityKey<V>.self] : value.scaled(by: initialVelocity)
          return spring.velocity(target: value, initialVelocity: velocity, time: time)
        case .custom(let animation, _):
          return animation.velocity(value: value, time: time, context: context)
        }
      }
      let h = 1e-6
      var (early, late) = (context, context)
      let a = sample(value, at: max(time - h, 0), level: modifiers.count, context: &early)
      let b = sample(value, at: time + h, level: modifiers.count, context: &late)
      if b.finished { return nil }
      return (b.value - a.value).scaled(by: 1 / (time + h - max(time - h, 0)))
    }

    /// Whether this animation takes over `previous` running on the same value
    /// (`shouldMerge(previous:value:time:context:)`, W6): springs of the `spring` family
    /// without time modifiers merge with each other; curves and interpolating springs never;
    /// a custom animation decides.
    public func shouldMerge<V: VectorArithmetic>(
      previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
      if case .custom(let animation, _) = base, modifiers.isEmpty {
        return animation.shouldMerge(
          previous: previous, value: value, time: time, context: &context)
      }
      return isMergingSpring && previous.isMergingSpring
    }
  }

  // MARK: - Evaluating headlessly (LayerKit additions for tests)

  extension Animation {
    /// The value shown `time` seconds into a change of `change` (from zero): the part of the
    /// change the animation shows, the whole change once it has finished. A LayerKit addition:
    /// SwiftUI evaluates animations only inside its views.
    ///
    ///     Animation.easeIn(duration: 1).testingValue(of: 100.0, at: 0.5)
    public func testingValue<V: VectorArithmetic>(of change: V, at time: TimeInterval) -> V {
      var context = AnimationContext<V>()
      return sample(change, at: time, level: modifiers.count, context: &context).value
    }

    /// The value shown `time` seconds into a change from `from` to `to`.
    ///
    ///     Animation.spring(duration: 0.5, bounce: 0.3).testingValue(from: 0.0, to: 180, at: 0.2)
    public func testingValue<V: Animatable>(from: V, to: V, at time: TimeInterval) -> V {
      var result = from
      result.animatableData =
        from.animatableData + testingValue(of: to.animatableData - from.animatableData, at: time)
      return result
    }

    /// The progress (0 at the start, 1 at the end, beyond it when a spring overshoots) at
    /// `time`: the value of a change of 1.
    public func testingProgress(at time: TimeInterval) -> Double {
      testingValue(of: 1.0, at: time)
    }

    /// When the animation finishes (its `animate` returns `nil` from then on): infinite for one
    /// that repeats for ever.
    public var testingDuration: TimeInterval { finishTime(level: modifiers.count) }

    /// When the animation is logically complete (W6): what
    /// ``AnimationCompletionCriteria/logicallyComplete`` waits for.
    public var testingLogicalDuration: TimeInterval { logicalTime(level: modifiers.count) }
  }
#endif
