#if !canImport(UIKit)
  import LayerKit
  import LayerKitTesting
  import LayerKitUIKit
  import XCTest

  /// `UIView.animate` blocks (U2, U3, U5, U7): what each change becomes, how blocks nest, and
  /// when completions run. Expected values come from the curves' definitions (`Reference`).
  final class UIViewAnimationTests: ViewTestCase {

    /// Seed 004's `viewEaseTest`: a 1 s move of the centre under each of UIKit's four curves.
    func testEachCurveIsCoreAnimationsNamedFunction_U2() {
      let curves: [(UIView.AnimationOptions, (Double, Double, Double, Double))] = [
        (.curveEaseInOut, Reference.easeInOut), (.curveEaseIn, Reference.easeIn),
        (.curveEaseOut, Reference.easeOut), (.curveLinear, Reference.linear),
      ]
      for (options, curve) in curves {
        CAMediaClock.reset()
        let view = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: options) {
          view.center = CGPoint(x: 250, y: 50)
        }
        XCTAssertEqual(view.center, CGPoint(x: 250, y: 50), "the model is the new value at once")
        for t in [0.1, 0.25, 0.5, 0.8] {
          let x = 50 + 200 * Reference.progress(curve, at: t)
          assertPresentation(
            of: view.layer, "position.x", at: t, equals: x, accuracy: .curve(over: 200))
        }
        assertPresentation(of: view.layer, "position.x", at: 1.5, equals: 250.0)
      }
    }

    func testDelayShowsTheOldValueUntilItsEnd_U2() {
      let view = makeView()
      UIView.animate(withDuration: 2, delay: 1, options: .curveLinear) { view.alpha = 0 }
      assertPresentation(
        of: view.layer, "opacity", equals: [0: 1.0, 0.5: 1.0, 1.5: 0.75, 2: 0.5, 3.5: 0],
        accuracy: .opacity)
    }

    func testRepeatAndAutoreverse_U2() {
      let view = makeView()
      UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse]) {
        view.center.x = 150
      }
      // Forwards over [0, 1], back over [1, 2], forever.
      assertPresentation(
        of: view.layer, "position.x", equals: [0.25: 75.0, 1.25: 125, 2.5: 100, 10.75: 125],
        accuracy: .exact)
      CAMediaClock.reset()
      // Autoreverse alone: once there and back, then the model value, the new one.
      let once = makeView()
      UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse]) {
        once.center.x = 150
      }
      assertPresentation(
        of: once.layer, "position.x", equals: [0.5: 100.0, 1.5: 100, 1.9: 60, 2.5: 150],
        accuracy: .exact)
    }

    func testZeroDurationChangesAtOnceAndCompletes_U2_U5() {
      let view = makeView()
      var finished: Bool?
      UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }) { finished = $0 }
      XCTAssertNil(view.layer.animationKeys())
      XCTAssertNil(finished, "never inside the call")
      CAMediaClock.advance(by: 0)
      XCTAssertEqual(finished, true)
    }

    func testALaterAnimationOfThePropertyInterruptsFromWhatIsShown_U2_U5() {
      let view = makeView()
      var first: Bool?
      var second: Bool?
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: {
          view.center.x = 150
        }
      ) { first = $0 }
      CAMediaClock.advance(to: 0.5)  // x = 100 on screen
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: {
          view.center.x = 0
        }
      ) { second = $0 }
      XCTAssertNil(first, "after the turn")
      CAMediaClock.advance(to: 0.5)
      XCTAssertEqual(first, false, "replaced before its end")
      // From 100 (what was shown) to 0 over [0.5, 1.5].
      assertPresentation(
        of: view.layer, "position.x", equals: [0.75: 75.0, 1.0: 50, 1.25: 25], accuracy: .exact)
      CAMediaClock.advance(to: 1.5)
      XCTAssertEqual(second, true)
    }

    func testCompletionWaitsForEveryAnimationOfTheBlock_U5() {
      let view = makeView()
      let other = makeView()
      var finished: Bool?
      UIView.animate(
        withDuration: 1,
        animations: {
          view.alpha = 0
          other.center.x = 0
          // A layer animation added inside, longer than the block: the completion waits for the
          // block's own animations only, as UIKit's does for the changes it animates.
          let long = CABasicAnimation(keyPath: "opacity")
          long.duration = 5
          other.layer.add(long, forKey: "long")
        }
      ) { finished = $0 }
      CAMediaClock.advance(to: 0.99)
      XCTAssertNil(finished)
      CAMediaClock.advance(to: 1)
      XCTAssertEqual(finished, true)
    }

    func testRepeatingForeverNeverCompletes_U5() {
      let view = makeView()
      var finished: Bool?
      UIView.animate(withDuration: 0.5, delay: 0, options: .repeat, animations: { view.alpha = 0 })
      {
        finished = $0
      }
      CAMediaClock.advance(to: 100)
      XCTAssertNil(finished)
      view.layer.removeAllAnimations()
      XCTAssertNil(finished, "after the turn")
      CAMediaClock.advance(by: 0)
      XCTAssertEqual(finished, false)
    }

    func testChainedCompletionsStartAtTheStop_U5() {
      let view = makeView()
      var steps: [Double] = []
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: {
          view.center.x = 150
        }
      ) { _ in
        steps.append(CACurrentMediaTime())
        UIView.animate(
          withDuration: 1, delay: 0, options: .curveLinear,
          animations: {
            view.center.y = 150
          }
        ) { _ in steps.append(CACurrentMediaTime()) }
      }
      CAMediaClock.advance(to: 1.5)  // one step over the first stop
      assertPresentation(of: view.layer, "position.y", at: 1.5, equals: 100.0, accuracy: .exact)
      CAMediaClock.advance(to: 5)
      XCTAssertEqual(steps, [1, 2])
    }

    func testNestedBlocksInheritUnlessOverridden_U3() {
      let view = makeView()
      UIView.animate(withDuration: 2, delay: 0, options: .curveLinear) {
        view.alpha = 0
        XCTAssertEqual(UIView.inheritedAnimationDuration, 2)
        UIView.animate(withDuration: 10, delay: 0, options: .curveEaseIn) {
          view.center.x = 250  // inherits 2 s, linear
        }
        UIView.animate(
          withDuration: 1, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve]
        ) {
          view.bounds.size.width = 300  // its own 1 s, ease-in-out
        }
      }
      XCTAssertEqual(UIView.inheritedAnimationDuration, 0)
      assertPresentation(of: view.layer, "position.x", at: 1, equals: 150.0, accuracy: .exact)
      assertPresentation(
        of: view.layer, "bounds.size.width", at: 0.25,
        equals: 100 + 200 * Reference.progress(Reference.easeInOut, at: 0.25),
        accuracy: .curve(over: 200))
      assertPresentation(of: view.layer, "bounds.size.width", at: 1.5, equals: 300.0)
    }

    func testPerformWithoutAnimationAndDisabledAnimations_U3() {
      let view = makeView()
      var finished: Bool?
      UIView.animate(
        withDuration: 1,
        animations: {
          view.alpha = 0
          UIView.performWithoutAnimation { view.center.x = 0 }
        }
      ) { finished = $0 }
      XCTAssertEqual(view.layer.animationKeys(), ["opacity"])
      CAMediaClock.advance(to: 1)
      XCTAssertEqual(finished, true)
      UIView.setAnimationsEnabled(false)
      defer { UIView.setAnimationsEnabled(true) }
      XCTAssertFalse(UIView.areAnimationsEnabled)
      UIView.animate(withDuration: 1, animations: { view.alpha = 1 }) { finished = !($0) }
      XCTAssertNil(view.layer.animationKeys())
      CAMediaClock.advance(to: 1)
      XCTAssertEqual(finished, false, "completed, finished")
    }

    func testLayoutSubviewsOptionAnimatesTheLayout_U3() {
      final class Row: UIView {
        let label = UIView()
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func layoutSubviews() {
          label.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
        }
      }
      let row = Row(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
      row.layoutIfNeeded()
      row.setNeedsLayout()
      row.layoutIfNeeded()
      XCTAssertEqual(row.label.frame.width, 50)
      CATransaction.flush()
      UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .layoutSubviews]) {
        row.bounds.size.width = 300
        row.setNeedsLayout()
      }
      XCTAssertEqual(row.label.frame.width, 150)
      assertPresentation(
        of: row.label.layer, "bounds.size.width", at: 0.5, equals: 100.0, accuracy: .exact)
    }

    /// Seed 001: inside a block, an implicit opacity change takes the block's second and an
    /// explicit position animation its own three.
    func testLayerAnimationsInsideABlock_U7_U2() {
      let view = makeView()
      let newPosition = CGPoint(x: 250, y: 300)
      UIView.animate(withDuration: 1) {
        view.layer.opacity = 0
        let theAnim = CABasicAnimation(keyPath: "position")
        theAnim.fromValue = NSValue(cgPoint: view.layer.position)
        theAnim.toValue = NSValue(cgPoint: newPosition)
        theAnim.duration = 3
        view.layer.add(theAnim, forKey: "AnimateFrame")
        // No duration: the block's.
        let pulse = CABasicAnimation(keyPath: "cornerRadius")
        pulse.fromValue = 0
        pulse.toValue = 10
        view.layer.add(pulse, forKey: "pulse")
      }
      let eased = Reference.progress(Reference.easeInOut, at: 0.5)
      assertPresentation(of: view.layer, "opacity", at: 0.5, equals: 1 - eased, accuracy: .opacity)
      assertPresentation(of: view.layer, "opacity", at: 1, equals: 0.0)
      // No timing function: linear (TF7), over its own 3 s.
      assertPresentation(of: view.layer, "position.x", at: 1.5, equals: 150.0, accuracy: .exact)
      assertPresentation(of: view.layer, "position.x", at: 3.5, equals: 50.0)  // its model
      // The block's duration (T3), still linear: a transaction's curve is for implicit changes.
      assertPresentation(of: view.layer, "cornerRadius", at: 0.25, equals: 2.5, accuracy: .exact)
    }
  }
#endif
