#if !canImport(UIKit)
  import LayerKit
  import LayerKitTesting
  import LayerKitUIKit
  import XCTest

  /// Keyframe blocks (U6): the keyframe animation UIKit makes of them, and its values.
  final class UIViewKeyframeTests: ViewTestCase {

    /// The animation printed in a published answer for a 10 s block with one keyframe at 0 for
    /// 0.1 of alpha 1 → 0: key times (0, 0.1, 1), values (1, 0, 0), linear, fill both,
    /// ease-in-ease-out, 10 s, under "opacity".
    func testTheAnimationUIKitMakes_U6() {
      let view = makeView()
      UIView.animateKeyframes(withDuration: 10, delay: 0, options: []) {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { view.alpha = 0 }
      }
      guard let animation = view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation else {
        return XCTFail("a keyframe animation under opacity")
      }
      XCTAssertEqual(animation.keyTimes?.map(\.doubleValue), [0, 0.1, 1])
      XCTAssertEqual(animation.values?.compactMap { ($0 as? NSNumber)?.doubleValue }, [1, 0, 0])
      XCTAssertEqual(animation.calculationMode, .linear)
      XCTAssertEqual(animation.fillMode, .both)
      XCTAssertEqual(animation.timingFunction, CAMediaTimingFunction(name: .easeInEaseOut))
      XCTAssertEqual(animation.duration, 10)
      // The key times are eased: opacity reaches 0 when the eased time reaches 0.1.
      for t in [1.0, 2.0, 3.0] {
        let eased = Reference.progress(Reference.easeInOut, at: t / 10)
        let expected = max(0, 1 - eased / 0.1)
        assertPresentation(of: view.layer, "opacity", at: t, equals: expected, accuracy: .opacity)
      }
    }

    /// A keyframed bounce, linear as iOS code asks by passing `curveLinear` through the raw value.
    func testKeyframesInSequenceWithACurveFromTheOptions_U6() {
      let view = makeView()
      let linear = UIView.KeyframeAnimationOptions(
        rawValue: UIView.AnimationOptions.curveLinear.rawValue)
      var finished: Bool?
      UIView.animateKeyframes(
        withDuration: 2, delay: 1, options: linear,
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.y = 0 }
          UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) {
            view.center.y = 50
          }
          UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
            view.center.y = 30
          }
          view.alpha = 0.5  // outside every keyframe: over the whole
        }
      ) { finished = $0 }
      XCTAssertEqual(view.center.y, 30)
      assertPresentation(
        of: view.layer, "position.y",
        equals: [0.5: 50.0, 1.25: 25, 1.5: 0, 1.75: 25, 2.0: 50, 2.25: 50, 2.75: 40, 3.5: 30],
        accuracy: .exact)
      assertPresentation(of: view.layer, "opacity", at: 2, equals: 0.75, accuracy: .opacity)
      CAMediaClock.advance(to: 3)
      XCTAssertEqual(finished, true)
    }

    func testCalculationModes_U6_K2() {
      let view = makeView()
      let discrete = UIView.KeyframeAnimationOptions.calculationModeDiscrete.union(
        .init(rawValue: UIView.AnimationOptions.curveLinear.rawValue))
      UIView.animateKeyframes(withDuration: 1, delay: 0, options: discrete) {
        UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.3) { view.alpha = 0.5 }
      }
      let animation = view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation
      XCTAssertEqual(animation?.calculationMode, .discrete)
      XCTAssertEqual(animation?.keyTimes?.map(\.doubleValue), [0, 0.2, 0.5, 1])
      let modes: [(UIView.KeyframeAnimationOptions, CAAnimationCalculationMode)] = [
        (.calculationModeLinear, .linear), (.calculationModePaced, .paced),
        (.calculationModeCubic, .cubic), (.calculationModeCubicPaced, .cubicPaced),
      ]
      for (index, (option, mode)) in modes.enumerated() {
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: option) {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
            view.alpha = CGFloat(index) / 10  // a change each time
          }
        }
        XCTAssertEqual(
          (view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)?.calculationMode, mode)
      }
    }

    func testAKeyframeOutsideABlockIsNotAnimated_U6() {
      let view = makeView()
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
      XCTAssertNil(view.layer.animationKeys())
      XCTAssertEqual(view.alpha, 0)
    }
  }
#endif
