#if !canImport(UIKit)
  import Foundation
  import LayerKit
  import LayerKitQuartzCore

  extension UIView {
    /// Changes `view`'s content with `animations` and shows the change as the transition
    /// `options` names (`transition(with:duration:options:animations:completion:)`, U8): a
    /// `CATransition` on the view's layer (flip, curl or cross-dissolve), under the options'
    /// curve. The changes themselves are made at once unless `options` has
    /// `.allowAnimatedContent`, which animates them over the same duration.
    ///
    ///     UIView.transition(with: card, duration: 0.5, options: .transitionFlipFromLeft) {
    ///       front.isHidden = true
    ///       back.isHidden = false
    ///     }
    public class func transition(
      with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
      animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
      let world = view.layer.world
      world.locked { _ in
        let seconds = sanitized(duration)
        let tracker = CompletionTracker(completion, in: world)
        if options.contains(.allowAnimatedContent) {
          let timing = BlockTiming(
            duration: seconds, delay: 0, curve: .cubic(options.timingFunction))
          ViewAnimationContext.run(
            timing, options: options, animations: animations ?? {}, completion: nil)
        } else if let animations {
          performWithoutAnimation(animations)
        }
        let context = ViewAnimationContext.of(world)
        if seconds > 0, context.animationsEnabled, context.suppressed == 0,
          let transition = transition(for: options)
        {
          transition.duration = seconds
          transition.timingFunction = options.timingFunction
          if view.layer.accepts(transition, in: "UIView transition") {
            tracker.track(transition)
            view.layer.add(transition, forKey: "transition")
          }
        }
        tracker.close()
      }
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview and shows the change as the
    /// transition `options` names on the superview's layer
    /// (`transition(from:to:duration:options:completion:)`, U8): `toView` takes `fromView`'s
    /// place and `fromView` leaves, or with `.showHideTransitionViews` `fromView` is hidden and
    /// `toView` shown. Without a superview the views change, and nothing animates.
    public class func transition(
      from fromView: UIView, to toView: UIView, duration: TimeInterval,
      options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
    ) {
      guard let container = fromView.superview else {
        if options.contains(.showHideTransitionViews) {
          fromView.isHidden = true
          toView.isHidden = false
        }
        fromView.layer.world.runAfterFlush { completion?(true) }
        return
      }
      let swap = {
        if options.contains(.showHideTransitionViews) {
          fromView.isHidden = true
          toView.isHidden = false
        } else {
          if toView.superview !== container {
            container.insertSubview(toView, aboveSubview: fromView)
          }
          fromView.removeFromSuperview()
        }
      }
      transition(
        with: container, duration: duration, options: options, animations: swap,
        completion: completion)
    }

    /// The transition the options' bits 20–23 name, or `nil` for none (U8).
    private class func transition(for options: AnimationOptions) -> CATransition? {
      let transition = CATransition()
      switch (options.rawValue >> 20) & 0xF {
      case 1: (transition.type, transition.subtype) = (.uiKitFlip, .fromLeft)
      case 2: (transition.type, transition.subtype) = (.uiKitFlip, .fromRight)
      case 3: transition.type = .uiKitCurlUp
      case 4: transition.type = .uiKitCurlDown
      case 5: transition.type = .fade
      case 6: (transition.type, transition.subtype) = (.uiKitFlip, .fromTop)
      case 7: (transition.type, transition.subtype) = (.uiKitFlip, .fromBottom)
      default: return nil
      }
      return transition
    }
  }

  extension CATransitionType {
    /// UIKit's flip, which Core Animation's public API does not name (LayerKit's `flip`).
    static let uiKitFlip = Self(rawValue: TransitionType.flip.rawValue)
    /// UIKit's page curl (LayerKit's `curlUp`).
    static let uiKitCurlUp = Self(rawValue: TransitionType.curlUp.rawValue)
    /// UIKit's page uncurl (LayerKit's `curlDown`).
    static let uiKitCurlDown = Self(rawValue: TransitionType.curlDown.rawValue)
  }
#endif
