#if !canImport(UIKit) && canImport(Testing)
  import Foundation
  import LayerKitTesting
  import LayerKitUIKit
  import Testing

  /// View animations written as for iOS, in Swift Testing, which runs these tests in parallel:
  /// each test works in a world of its own, so no block, animator, switch or clock of one test
  /// reaches another's (U3, UP8). Expected values are closed forms of a linear pace.
  @Suite struct ParallelUIKitTests {
    @Test(arguments: [0.5, 1.0, 2.0])
    func blocksOfManyTestsAtOnce_U3_UP8(duration: Double) {
      CAMediaClock.withIsolatedWorld {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        // A switch that would break every other test if it were shared.
        UIView.setAnimationsEnabled(duration != 1)
        var finished: Bool?
        UIView.animate(
          withDuration: duration, delay: 0, options: .curveLinear,
          animations: {
            view.center.x = 150
          }
        ) { finished = $0 }
        if duration == 1 {
          #expect(view.layer.animationKeys() == nil)
        } else {
          expectPresentation(of: view.layer, "position.x", at: duration / 2, equals: 100)
        }
        CAMediaClock.advance(by: duration)
        #expect(finished == true)
        #expect(CACurrentMediaTime() == duration)
      }
    }

    @Test(arguments: [0.25, 0.5, 0.75])
    func animatorsOfManyTestsAtOnce_UP8_UP3(fraction: Double) async {
      await CAMediaClock.withIsolatedWorld {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.pauseAnimation()
        animator.fractionComplete = CGFloat(fraction)
        await Task.yield()
        expectPresentation(of: view.layer, "opacity", at: 0, equals: 1 - fraction)
        animator.startAnimation()
        CAMediaClock.advance(by: 1 - fraction)
        #expect(animator.state == .inactive)
        #expect(view.alpha == 0)
      }
    }
  }
#endif
