#if !canImport(UIKit)
  import LayerKit
  import LayerKitTesting
  import LayerKitUIKit
  import XCTest

  /// `UIViewPropertyAnimator` (UP1–UP7): its states, fraction, scrubbing, reversal, stopping and
  /// joined animations, against the curves' definitions.
  final class UIViewPropertyAnimatorTests: ViewTestCase {

    func testStatesAndADelayedStart_UP1() {
      let view = makeView()
      var positions: [UIViewAnimatingPosition] = []
      let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center.x = 250 }
      animator.addCompletion { positions.append($0) }
      XCTAssertEqual(animator.state, .inactive)
      XCTAssertEqual(view.center.x, 50, "the blocks run when the animator starts")
      animator.startAnimation(afterDelay: 1)
      XCTAssertEqual(animator.state, .active)
      XCTAssertTrue(animator.isRunning)
      XCTAssertEqual(animator.delay, 1)
      XCTAssertEqual(view.center.x, 250)
      assertPresentation(
        of: view.layer, "position.x", equals: [0.5: 50.0, 2: 150, 2.5: 200], accuracy: .exact)
      CAMediaClock.advance(to: 2)
      XCTAssertEqual(animator.fractionComplete, 0.5, accuracy: Tolerance.closedForm.absolute)
      CAMediaClock.advance(to: 3)
      XCTAssertEqual(positions, [.end])
      XCTAssertEqual(animator.state, .inactive)
      XCTAssertNil(view.layer.animationKeys())
      // A running animator from the class method, eased out.
      let running = UIViewPropertyAnimator.runningPropertyAnimator(
        withDuration: 1, delay: 0, options: .curveEaseOut, animations: { view.alpha = 0 })
      XCTAssertEqual(running.state, .active)
      assertPresentation(
        of: view.layer, "opacity", at: 3.25,
        equals: 1 - Reference.progress(Reference.easeOut, at: 0.25), accuracy: .opacity)
    }

    func testPauseHoldsAndStartResumesTheCurve_UP2() {
      let view = makeView()
      let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 250 }
      animator.startAnimation()
      CAMediaClock.advance(to: 0.3)
      XCTAssertEqual(animator.fractionComplete, 0.3, accuracy: Tolerance.closedForm.absolute)
      let held = 50 + 200 * Reference.progress(Reference.easeInOut, at: 0.3)
      assertPresentation(
        of: view.layer, "position.x", at: 0.3, equals: held, accuracy: .curve(over: 200))
      animator.pauseAnimation()
      XCTAssertFalse(animator.isRunning)
      XCTAssertEqual(animator.state, .active)
      CAMediaClock.advance(to: 5)
      assertPresentation(
        of: view.layer, "position.x", at: 5, equals: held, accuracy: .curve(over: 200))
      XCTAssertEqual(animator.fractionComplete, 0.3, accuracy: Tolerance.closedForm.absolute)
      animator.startAnimation()
      // The curve resumes where it stopped: fraction 0.3 + τ.
      assertPresentation(
        of: view.layer, "position.x", at: 5.2,
        equals: 50 + 200 * Reference.progress(Reference.easeInOut, at: 0.5),
        accuracy: .curve(over: 200))
      CAMediaClock.advance(to: 5.7)
      XCTAssertEqual(animator.state, .inactive)
    }

    /// The interactive idiom: paused, scrubbed to 0.3 (linearly), then continued.
    func testScrubLinearlyThenContinue_UP3() {
      let view = makeView()
      var position: UIViewAnimatingPosition?
      let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.y = 400 }
      animator.addCompletion { position = $0 }
      animator.pauseAnimation()
      animator.fractionComplete = 0.3
      assertPresentation(of: view.layer, "position.y", at: 0, equals: 155.0, accuracy: .exact)
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
      // From 155 to 400 over (1 − 0.3) × 1 s, eased in and out.
      for tau in [0.1, 0.35, 0.6] {
        let y = 155 + 245 * Reference.progress(Reference.easeInOut, at: tau / 0.7)
        assertPresentation(
          of: view.layer, "position.y", at: tau, equals: y, accuracy: .curve(over: 245))
      }
      CAMediaClock.advance(to: 0.35)
      XCTAssertEqual(animator.fractionComplete, 0.65, accuracy: Tolerance.closedForm.absolute)
      CAMediaClock.advance(to: 0.7)
      XCTAssertEqual(position, .end)
      XCTAssertEqual(view.center.y, 400)
    }

    /// The same idiom through the protocols code keeps an animator as (`UIViewAnimating`,
    /// `UIViewImplicitlyAnimating`).
    func testAnAnimatorDrivenThroughItsProtocols_UP3() {
      let view = makeView()
      let animator: any UIViewImplicitlyAnimating = UIViewPropertyAnimator(
        duration: 1, curve: .easeInOut)
      animator.addAnimations { view.center.y = 400 }
      let animating: any UIViewAnimating = animator
      animating.pauseAnimation()
      animating.fractionComplete = 0.3
      // Scrubbed linearly (UP3): 30 % of the way from 50 to 400.
      assertPresentation(of: view.layer, "position.y", at: 0, equals: 155.0, accuracy: .exact)
      XCTAssertEqual(animating.state, .active)
      XCTAssertFalse(animating.isRunning)
      animating.stopAnimation(false)
      animating.finishAnimation(at: .current)
      XCTAssertEqual(animating.state, .inactive)
      XCTAssertEqual(view.center.y, 155, accuracy: Tolerance.exact.absolute)
    }

    func testScrubAlongTheCurveAndContinueWithNewTiming_UP3() {
      let view = makeView()
      let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 250 }
      animator.scrubsLinearly = false
      animator.fractionComplete = 0.5  // an inactive animator: activated, paused
      XCTAssertEqual(animator.state, .active)
      let shown = 50 + 200 * Reference.progress(Reference.easeIn, at: 0.5)
      assertPresentation(
        of: view.layer, "position.x", at: 0, equals: shown, accuracy: .curve(over: 200))
      // New timing, twice the time: (1 − 0.5) × 1 s × 2, linear, from what is shown.
      animator.continueAnimation(
        withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 2)
      assertPresentation(
        of: view.layer, "position.x", at: 0.5, equals: shown + (250 - shown) / 2,
        accuracy: .curve(over: 200))
      CAMediaClock.advance(to: 1)
      XCTAssertEqual(animator.state, .inactive)
    }

    func testReversalPlaysTheCurveBackwards_UP4() {
      let view = makeView()
      var position: UIViewAnimatingPosition?
      let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 250 }
      animator.addCompletion { position = $0 }
      animator.startAnimation()
      CAMediaClock.advance(to: 0.6)
      animator.isReversed = true
      for tau in [0.1, 0.3, 0.5] {
        let x = 50 + 200 * Reference.progress(Reference.easeIn, at: 0.6 - tau)
        assertPresentation(
          of: view.layer, "position.x", at: 0.6 + tau, equals: x, accuracy: .curve(over: 200))
      }
      CAMediaClock.advance(to: 0.9)
      XCTAssertEqual(animator.fractionComplete, 0.3, accuracy: Tolerance.closedForm.absolute)
      CAMediaClock.advance(to: 1.2)
      XCTAssertEqual(position, .start)
      XCTAssertEqual(view.center.x, 50, "the views take their start values")
      XCTAssertEqual(view.layer.presentation()?.position.x, 50)
    }

    func testStopAndFinish_UP5() {
      let view = makeView()
      var positions: [UIViewAnimatingPosition] = []
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      CAMediaClock.advance(to: 0.25)
      animator.stopAnimation(false)
      XCTAssertEqual(animator.state, .stopped)
      XCTAssertEqual(animator.fractionComplete, 0.25, accuracy: Tolerance.closedForm.absolute)
      XCTAssertFalse(animator.isRunning)
      XCTAssertEqual(view.center.x, 100, "what was shown, as the model")
      XCTAssertEqual(view.layer.presentation()?.position.x, 100)
      XCTAssertEqual(positions, [])
      animator.finishAnimation(at: .end)
      XCTAssertEqual(positions, [.end])
      XCTAssertEqual(view.center.x, 250)
      XCTAssertEqual(animator.state, .inactive)
      // Stopped without finishing: inactive at once, no completion.
      let other = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 50 }
      other.addCompletion { positions.append($0) }
      other.startAnimation()
      CAMediaClock.advance(to: 0.75)
      other.stopAnimation(true)
      XCTAssertEqual(other.state, .inactive)
      XCTAssertEqual(view.center.x, 150)
      CAMediaClock.advance(to: 5)
      XCTAssertEqual(positions, [.end])
    }

    func testPausesOnCompletionThenReverses_UP5_UP4() {
      let view = makeView()
      var positions: [UIViewAnimatingPosition] = []
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
      animator.pausesOnCompletion = true
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      CAMediaClock.advance(to: 2)
      XCTAssertEqual(animator.state, .active)
      XCTAssertFalse(animator.isRunning)
      XCTAssertEqual(animator.fractionComplete, 1)
      XCTAssertEqual(positions, [])
      XCTAssertEqual(view.layer.presentation()?.position.x, 250)
      animator.isReversed = true
      animator.startAnimation()
      assertPresentation(of: view.layer, "position.x", at: 2.25, equals: 200.0, accuracy: .exact)
      animator.pausesOnCompletion = false
      CAMediaClock.advance(to: 3)
      XCTAssertEqual(positions, [.start])
      XCTAssertEqual(view.center.x, 50)
    }

    func testAnimationsJoiningAndDelayFactors_UP6() {
      let view = makeView()
      let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center.x = 250 }
      animator.startAnimation()
      CAMediaClock.advance(to: 1)
      animator.addAnimations { view.alpha = 0 }
      // Over the remaining second, from its value before.
      assertPresentation(of: view.layer, "opacity", equals: [1: 1.0, 1.5: 0.5], accuracy: .opacity)
      CAMediaClock.advance(to: 2)
      XCTAssertEqual(view.alpha, 0)
      XCTAssertNil(view.layer.animationKeys())
      // A delay factor on an inactive animator: half of the second late, ending with the rest.
      let delayed = UIViewPropertyAnimator(duration: 1, curve: .linear)
      delayed.addAnimations({ view.alpha = 1 }, delayFactor: 0.5)
      delayed.addAnimations { view.center.x = 50 }
      delayed.startAnimation()
      assertPresentation(
        of: view.layer, "opacity", equals: [2.25: 0.0, 2.5: 0, 2.75: 0.5], accuracy: .opacity)
      assertPresentation(of: view.layer, "position.x", at: 2.25, equals: 200.0, accuracy: .exact)
    }

    func testANonInterruptibleAnimatorRunsToItsEnd_UP7() {
      let view = makeView()
      var position: UIViewAnimatingPosition?
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
      animator.isInterruptible = false
      animator.addCompletion { position = $0 }
      animator.startAnimation()
      animator.isInterruptible = true  // ignored while active
      XCTAssertFalse(animator.isInterruptible)
      CAMediaClock.advance(to: 0.5)
      animator.pauseAnimation()
      animator.stopAnimation(true)
      animator.isReversed = true
      animator.fractionComplete = 0.1
      XCTAssertTrue(animator.isRunning)
      XCTAssertFalse(animator.isReversed)
      assertPresentation(of: view.layer, "position.x", at: 0.75, equals: 200.0, accuracy: .exact)
      CAMediaClock.advance(to: 1)
      XCTAssertEqual(position, .end)
    }

    func testCubicTimingParameters_UP2() {
      let standard = UICubicTimingParameters()
      XCTAssertEqual(standard.controlPoint1, CGPoint(x: 0.25, y: 0.1))
      XCTAssertEqual(standard.controlPoint2, CGPoint(x: 0.25, y: 1))
      let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
      XCTAssertEqual(easeIn.controlPoint1.x, 0.42, accuracy: Tolerance.float.absolute)
      XCTAssertEqual(easeIn.controlPoint2, CGPoint(x: 1, y: 1))
      XCTAssertEqual(easeIn.timingCurveType, .builtin)
      let custom = UICubicTimingParameters(
        controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1))
      XCTAssertEqual(custom.timingCurveType, .cubic)
      let view = makeView()
      let animator = UIViewPropertyAnimator(
        duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1)
      ) { view.center.x = 250 }
      animator.startAnimation()
      assertPresentation(
        of: view.layer, "position.x", at: 0.3,
        equals: 50 + 200 * Reference.progress((0.1, 0.9, 0.2, 1), at: 0.3),
        accuracy: .curve(over: 200))
    }
  }
#endif
