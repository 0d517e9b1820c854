#if !canImport(UIKit)
  import LayerKit
  import LayerKitTesting
  import LayerKitUIKit
  import XCTest

  /// Numbers no one should pass, passed: every call gives a defined result (the change made, no
  /// animation or a refused one, a completion that still comes) and never crashes (U2, U4, UP3).
  final class HostileUIKitTests: ViewTestCase {
    private let hostile: [Double] = [.nan, .infinity, -.infinity, -1, 0, 1e308]

    func testAnimationBlocksTakeAnyNumber_U2_U4_U5() {
      for value in hostile {
        CAMediaClock.reset()
        let view = makeView()
        var completions = 0
        UIView.animate(
          withDuration: value, delay: value, options: [], animations: { view.alpha = 0.5 }
        ) { _ in completions += 1 }
        UIView.animate(
          withDuration: value, delay: 0, usingSpringWithDamping: CGFloat(value),
          initialSpringVelocity: CGFloat(value), options: [], animations: { view.center.x = 10 }
        ) { _ in completions += 1 }
        UIView.animate(
          springDuration: value, bounce: CGFloat(value), initialSpringVelocity: CGFloat(value),
          animations: { view.bounds.size.width = 7 }
        ) { _ in completions += 1 }
        UIView.animateKeyframes(withDuration: value, delay: value, options: []) {
          UIView.addKeyframe(withRelativeStartTime: value, relativeDuration: value) {
            view.center.y = 3
          }
        } completion: { _ in
          completions += 1
        }
        XCTAssertEqual(view.alpha, 0.5, "the model takes the change, \(value)")
        XCTAssertEqual(view.center, CGPoint(x: 10, y: 3))
        XCTAssertEqual(view.bounds.width, 7)
        // Whatever was animated is finite when sampled, and every block completes or repeats.
        for time in [0.0, 0.5, 2] {
          let shown = view.layer.presentation()
          XCTAssertTrue(shown.map { $0.opacity.isFinite && $0.position.x.isFinite } ?? false)
          CAMediaClock.advance(to: time)
        }
        CAMediaClock.advance(by: 1e6)
        view.layer.removeAllAnimations()
        CAMediaClock.advance(by: 0)
        XCTAssertEqual(completions, 4, "every completion ran once, \(value)")
      }
    }

    func testAnimatorsTakeAnyNumber_UP1_UP3_UP6() {
      for value in hostile {
        CAMediaClock.reset()
        let view = makeView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: value, dampingRatio: CGFloat(value)) {
          view.alpha = 0
        }
        animator.addAnimations({ view.center.x = 0 }, delayFactor: CGFloat(value))
        animator.addCompletion { positions.append($0) }
        animator.fractionComplete = CGFloat(value)
        animator.continueAnimation(
          withTimingParameters: UISpringTimingParameters(
            mass: CGFloat(value), stiffness: CGFloat(value), damping: CGFloat(value),
            initialVelocity: CGVector(dx: value, dy: value)),
          durationFactor: CGFloat(value))
        animator.startAnimation(afterDelay: value)
        XCTAssertTrue(animator.fractionComplete.isFinite || animator.state == .inactive)
        CAMediaClock.advance(by: 1e6)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .end)
        XCTAssertEqual(animator.state, .inactive, "\(value)")
        XCTAssertEqual(positions.count, 1, "one completion, \(value)")
        XCTAssertEqual(view.alpha, 0)
      }
    }
  }
#endif
