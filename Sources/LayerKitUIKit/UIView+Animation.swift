#if !canImport(UIKit)
  import Foundation
  import LayerKit
  import LayerKitQuartzCore

  extension UIView {
    /// The options of a view animation (`UIView.AnimationOptions`), with UIKit's raw values.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
      /// The raw bits.
      public let rawValue: UInt
      /// Options from raw bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// Lays out the views that asked for it (`setNeedsLayout()`) as the block ends, so that
      /// their layout animates (`layoutSubviews`).
      public static let layoutSubviews = Self(rawValue: 1 << 0)
      /// Accepted and ignored: LayerKit has no touches (`allowUserInteraction`).
      public static let allowUserInteraction = Self(rawValue: 1 << 1)
      /// Start from what is shown (`beginFromCurrentState`); every view animation here does
      /// (U2), so this changes nothing.
      public static let beginFromCurrentState = Self(rawValue: 1 << 2)
      /// Repeat forever (`repeat`).
      public static let `repeat` = Self(rawValue: 1 << 3)
      /// Play forwards, then backwards (`autoreverse`).
      public static let autoreverse = Self(rawValue: 1 << 4)
      /// Use this block's duration inside an outer block (`overrideInheritedDuration`, U3).
      public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
      /// Use this block's curve inside an outer block (`overrideInheritedCurve`, U3).
      public static let overrideInheritedCurve = Self(rawValue: 1 << 6)
      /// Animate the content changes of a transition's block (`allowAnimatedContent`, U8).
      public static let allowAnimatedContent = Self(rawValue: 1 << 7)
      /// Hide and show the views of `transition(from:to:…)` instead of removing and adding
      /// them (`showHideTransitionViews`, U8).
      public static let showHideTransitionViews = Self(rawValue: 1 << 8)
      /// Inherit no repeat options from an outer block (`overrideInheritedOptions`, U3).
      public static let overrideInheritedOptions = Self(rawValue: 1 << 9)

      /// Slow at both ends, the default (`curveEaseInOut`).
      public static let curveEaseInOut = Self(rawValue: 0 << 16)
      /// Slow at the start (`curveEaseIn`).
      public static let curveEaseIn = Self(rawValue: 1 << 16)
      /// Slow at the end (`curveEaseOut`).
      public static let curveEaseOut = Self(rawValue: 2 << 16)
      /// Even (`curveLinear`).
      public static let curveLinear = Self(rawValue: 3 << 16)

      /// No transition (`transitionNone`).
      public static let transitionNone = Self(rawValue: 0 << 20)
      /// Flip about the vertical axis, left edge first (`transitionFlipFromLeft`).
      public static let transitionFlipFromLeft = Self(rawValue: 1 << 20)
      /// Flip about the vertical axis, right edge first (`transitionFlipFromRight`).
      public static let transitionFlipFromRight = Self(rawValue: 2 << 20)
      /// Curl up like a page (`transitionCurlUp`).
      public static let transitionCurlUp = Self(rawValue: 3 << 20)
      /// Curl down like a page (`transitionCurlDown`).
      public static let transitionCurlDown = Self(rawValue: 4 << 20)
      /// Cross-fade (`transitionCrossDissolve`).
      public static let transitionCrossDissolve = Self(rawValue: 5 << 20)
      /// Flip about the horizontal axis, top edge first (`transitionFlipFromTop`).
      public static let transitionFlipFromTop = Self(rawValue: 6 << 20)
      /// Flip about the horizontal axis, bottom edge first (`transitionFlipFromBottom`).
      public static let transitionFlipFromBottom = Self(rawValue: 7 << 20)

      /// Accepted and ignored: LayerKit samples at the times asked
      /// (`preferredFramesPerSecondDefault`).
      public static let preferredFramesPerSecondDefault = Self(rawValue: 0 << 24)
      /// Accepted and ignored (`preferredFramesPerSecond60`).
      public static let preferredFramesPerSecond60 = Self(rawValue: 3 << 24)
      /// Accepted and ignored (`preferredFramesPerSecond30`).
      public static let preferredFramesPerSecond30 = Self(rawValue: 7 << 24)

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

    /// UIKit's four curves (`UIView.AnimationCurve`).
    public enum AnimationCurve: Int, Hashable, Sendable, CaseIterable {
      /// Slow at both ends.
      case easeInOut
      /// Slow at the start.
      case easeIn
      /// Slow at the end.
      case easeOut
      /// Even.
      case linear

      /// The Core Animation timing function of the curve (U2).
      var timingFunction: CAMediaTimingFunction {
        AnimationOptions.timingFunction(ofCurveBits: UInt(rawValue))
      }
    }

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
#endif
