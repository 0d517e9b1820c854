#if !canImport(UIKit)
  import Foundation
  import LayerKit
  import LayerKitQuartzCore

  extension UIView {
    /// The options of a keyframe animation (`UIView.KeyframeAnimationOptions`), with UIKit's raw
    /// values: the block options of ``AnimationOptions`` and a calculation mode. The curve bits
    /// of ``AnimationOptions`` (`curveLinear`, …) may be passed through `rawValue`, as iOS code
    /// does, and pace the whole animation (U6).
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
      /// The raw bits.
      public let rawValue: UInt
      /// Options from raw bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// The block option of the same bits: the two sets share them, as in UIKit.
      private init(_ option: AnimationOptions) { rawValue = option.rawValue }

      /// As ``AnimationOptions/layoutSubviews``.
      public static let layoutSubviews = Self(AnimationOptions.layoutSubviews)
      /// Accepted and ignored (`allowUserInteraction`).
      public static let allowUserInteraction = Self(AnimationOptions.allowUserInteraction)
      /// As ``AnimationOptions/beginFromCurrentState``.
      public static let beginFromCurrentState = Self(AnimationOptions.beginFromCurrentState)
      /// Repeat forever (`repeat`).
      public static let `repeat` = Self(AnimationOptions.`repeat`)
      /// Play forwards, then backwards (`autoreverse`).
      public static let autoreverse = Self(AnimationOptions.autoreverse)
      /// As ``AnimationOptions/overrideInheritedDuration``.
      public static let overrideInheritedDuration = Self(AnimationOptions.overrideInheritedDuration)
      /// As ``AnimationOptions/overrideInheritedOptions``.
      public static let overrideInheritedOptions = Self(AnimationOptions.overrideInheritedOptions)

      /// Straight lines between keyframes, the default (`calculationModeLinear`).
      public static let calculationModeLinear = Self(rawValue: 0 << 10)
      /// Each value held until the next (`calculationModeDiscrete`).
      public static let calculationModeDiscrete = Self(rawValue: 1 << 10)
      /// Even speed, key times ignored (`calculationModePaced`).
      public static let calculationModePaced = Self(rawValue: 2 << 10)
      /// A smooth spline through the values (`calculationModeCubic`).
      public static let calculationModeCubic = Self(rawValue: 3 << 10)
      /// A smooth spline at even speed (`calculationModeCubicPaced`).
      public static let calculationModeCubicPaced = Self(rawValue: 4 << 10)

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
      var blockOptions: AnimationOptions { AnimationOptions(rawValue: rawValue & ~(0x7 << 10)) }
    }

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
#endif
