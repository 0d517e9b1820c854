#if !canImport(UIKit)
  import Foundation
  import LayerKit
  import LayerKitQuartzCore

  extension UIView {

    // MARK: Animation blocks (U2, U3, U5)

    /// Animates the changes `animations` makes to views (and their layers) over `duration`
    /// seconds, after `delay` (`animate(withDuration:delay:options:animations:completion:)`,
    /// U2). `completion` runs once every animation made has stopped: with `true` if all ran to
    /// their ends, `false` if one was interrupted (U5).
    ///
    ///     UIView.animate(withDuration: 1, delay: 0, options: .curveEaseInOut) {
    ///       view.center = CGPoint(x: 200, y: 300)
    ///     }
    ///
    ///     time  0 ──── delay ──── delay + duration
    ///     value old ── (old) ──▶ eased to new ──▶ new   (the model is new from the start)
    public class func animate(
      withDuration duration: TimeInterval, delay: TimeInterval,
      options: AnimationOptions = [], animations: @escaping () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      let timing = BlockTiming(
        duration: sanitized(duration), delay: sanitized(delay),
        curve: .cubic(options.timingFunction), options: options)
      ViewAnimationContext.run(
        timing, options: options, animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` without a delay or options
    /// (`animate(withDuration:animations:completion:)`).
    public class func animate(
      withDuration duration: TimeInterval, animations: @escaping () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      animate(
        withDuration: duration, delay: 0, options: [], animations: animations,
        completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` without a delay, options or
    /// completion (`animate(withDuration:animations:)`).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void)
    {
      animate(withDuration: duration, delay: 0, options: [], animations: animations)
    }

    /// Animates the changes with a spring of damping ratio `dampingRatio` that settles in
    /// `duration` (`animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:
    /// options:animations:completion:)`, U4). `velocity` is in distances a second: 1 covers the
    /// whole change in one second.
    public class func animate(
      withDuration duration: TimeInterval, delay: TimeInterval,
      usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
      options: AnimationOptions = [], animations: @escaping () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      let spring = ViewSpring(form: .ratio(dampingRatio), initialVelocity: velocity)
      runSpring(
        spring, duration: sanitized(duration), delay: delay, options: options,
        animations: animations, completion: completion)
    }

    /// Animates the changes with the spring of perceptual duration `duration` and `bounce`
    /// (iOS 17's `animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:
    /// completion:)`, U4): the animations last the spring's settling duration.
    public class func animate(
      springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
      initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
      options: AnimationOptions = [], animations: @escaping () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      let spring = ViewSpring(
        form: .perceptual(duration: sanitized(duration), bounce: bounce), initialVelocity: velocity)
      runSpring(
        spring, duration: spring.length(forDuration: duration), delay: delay, options: options,
        animations: animations, completion: completion)
    }

    private class func runSpring(
      _ spring: ViewSpring, duration: TimeInterval, delay: TimeInterval,
      options: AnimationOptions, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
      let timing = BlockTiming(
        duration: duration, delay: sanitized(delay), curve: .spring(spring), options: options)
      // A spring block inside another keeps its spring unless told to inherit the curve.
      ViewAnimationContext.run(
        timing, options: options.union(.overrideInheritedCurve), animations: animations,
        completion: completion)
    }

    /// Makes the changes of `actionsWithoutAnimation` without animating them, even inside an
    /// animation block (`performWithoutAnimation(_:)`, U3).
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
      let world = CAWorld.current
      world.locked { _ in
        let context = ViewAnimationContext.of(world)
        context.suppressed += 1
        defer { context.suppressed -= 1 }
        actionsWithoutAnimation()
      }
    }

    /// Whether view changes inside animation blocks animate (`areAnimationsEnabled`), in the
    /// world where the caller runs; `true` unless ``setAnimationsEnabled(_:)`` turned it off.
    public class var areAnimationsEnabled: Bool {
      let world = CAWorld.current
      return world.locked { _ in ViewAnimationContext.of(world).animationsEnabled }
    }

    /// Turns view animations off or on (`setAnimationsEnabled(_:)`), in the caller's world.
    /// Completions still run, finished.
    public class func setAnimationsEnabled(_ enabled: Bool) {
      let world = CAWorld.current
      world.locked { _ in ViewAnimationContext.of(world).animationsEnabled = enabled }
    }

    /// The duration of the innermost open animation block, 0 outside one
    /// (`inheritedAnimationDuration`).
    public class var inheritedAnimationDuration: TimeInterval {
      let world = CAWorld.current
      return world.locked { _ in ViewAnimationContext.of(world).blocks.last?.timing.duration ?? 0 }
    }

    /// A duration or delay UIKit can use: a negative or non-finite one is 0.
    static func sanitized(_ seconds: TimeInterval) -> TimeInterval {
      seconds.isFinite && seconds > 0 ? seconds : 0
    }
  }

  extension UIView.AnimationOptions {
    /// The curve the options name (bits 16–19), as UIKit's curves name Core Animation's
    /// timing functions (U2): a value with no curve of its own falls back to ease-in-out.
    var timingFunction: CAMediaTimingFunction {
      Self.timingFunction(ofCurveBits: (rawValue >> 16) & 0xF)
    }

    /// The timing function of UIKit's curve `bits` (`UIView.AnimationCurve`'s raw values).
    static func timingFunction(ofCurveBits bits: UInt) -> CAMediaTimingFunction {
      switch bits {
      case 1: CAMediaTimingFunction(name: .easeIn)
      case 2: CAMediaTimingFunction(name: .easeOut)
      case 3: CAMediaTimingFunction(name: .linear)
      default: CAMediaTimingFunction(name: .easeInEaseOut)
      }
    }
  }

  extension UIView.AnimationCurve {
    /// The Core Animation timing function of the curve (U2).
    var timingFunction: CAMediaTimingFunction {
      UIView.AnimationOptions.timingFunction(ofCurveBits: UInt(rawValue))
    }
  }

  // MARK: - Keyframe blocks (U6)

  extension UIView {

    /// Animates the changes of the keyframes `animations` adds with
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` as one keyframe
    /// animation per property over `duration` (`animateKeyframes(withDuration:delay:options:
    /// animations:completion:)`, U6). Changes outside a keyframe span the whole duration.
    ///
    ///     UIView.animateKeyframes(withDuration: 1, delay: 0) {
    ///       UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.center.y = 0 }
    ///       UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.center.y = 100 }
    ///     }
    ///
    ///     relative time  0 ───── 0.5 ───── 1     (then eased in-out as a whole)
    ///     center.y       100 ──▶ 0 ──────▶ 100
    public class func animateKeyframes(
      withDuration duration: TimeInterval, delay: TimeInterval,
      options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      let world = CAWorld.current
      world.locked { _ in
        let context = ViewAnimationContext.of(world)
        let blockOptions = options.blockOptions
        let timing = BlockTiming(
          duration: sanitized(duration), delay: sanitized(delay),
          curve: .cubic(blockOptions.timingFunction), options: blockOptions
        ).inheriting(
          from: context.blocks.last?.timing, options: blockOptions.union(.overrideInheritedCurve))
        let recorder = ChangeRecorder()
        let outer = context.recorder
        context.recorder = recorder
        animations()
        context.recorder = outer
        let tracker = CompletionTracker(completion, in: world)
        if timing.duration > 0, context.animationsEnabled, context.suppressed == 0 {
          for track in recorder.tracks {
            let animation = keyframeAnimation(of: track, timing: timing, options: options)
            guard track.layer.accepts(animation, in: "UIView keyframes of \"\(track.keyPath)\"")
            else { continue }
            tracker.track(animation)
            track.layer.add(animation, forKey: track.keyPath)
          }
        }
        tracker.close()
      }
    }

    /// A keyframe of the enclosing `animateKeyframes` block: the changes `animations` makes run
    /// from `frameStartTime` for `frameDuration`, both fractions of the whole
    /// (`addKeyframe(withRelativeStartTime:relativeDuration:animations:)`, U6). Outside a
    /// keyframe block the changes are made without animation.
    public class func addKeyframe(
      withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
      animations: @escaping () -> Void
    ) {
      let world = CAWorld.current
      world.locked { _ in
        let context = ViewAnimationContext.of(world)
        guard let recorder = context.recorder else {
          performWithoutAnimation(animations)
          return
        }
        let outer = recorder.window
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
        recorder.window = (start, length)
        animations()
        recorder.window = outer
      }
    }

    /// The keyframe animation of one recorded property (U6): the value before, then each change
    /// reached at the end of its keyframe, held between keyframes and to the end.
    private class func keyframeAnimation(
      of track: ChangeRecorder.Track, timing: BlockTiming, options: KeyframeAnimationOptions
    ) -> CAKeyframeAnimation {
      var times: [Double] = [0]
      var values: [Any?] = [track.initial]
      var current = track.initial
      var reached = 0.0
      for change in track.changes.sorted(by: { $0.start < $1.start }) {
        let start = max(change.start, reached)
        let end = max(change.start + change.duration, start)
        if start > reached {
          times.append(start)
          values.append(current)
        }
        times.append(end)
        values.append(change.value)
        current = change.value
        reached = end
      }
      if reached < 1 {
        times.append(1)
        values.append(current)
      }
      let animation = CAKeyframeAnimation(keyPath: track.keyPath)
      animation.values = values.map { $0 ?? NSNull() }
      animation.keyTimes = times.map { NSNumber(value: $0) }
      animation.calculationMode = options.calculationMode
      animation.timingFunction = AnimationOptions(rawValue: options.rawValue).timingFunction
      animation.duration = timing.duration
      animation.fillMode = .both
      if timing.delay > 0 {
        animation.beginTime = track.layer.convertTime(timing.start + timing.delay, from: nil)
      }
      if timing.repeats { animation.repeatCount = .infinity }
      animation.autoreverses = timing.autoreverses
      return animation
    }
  }

  extension UIView.KeyframeAnimationOptions {
    /// Core Animation's calculation mode for the mode bits (10–12); unknown bits are linear.
    var calculationMode: CAAnimationCalculationMode {
      switch (rawValue >> 10) & 0x7 {
      case 1: .discrete
      case 2: .paced
      case 3: .cubic
      case 4: .cubicPaced
      default: .linear
      }
    }

    /// The block options these bits share with ``AnimationOptions``.
    var blockOptions: UIView.AnimationOptions {
      UIView.AnimationOptions(rawValue: rawValue & ~(0x7 << 10))
    }
  }
#endif
