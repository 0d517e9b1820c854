#if !canImport(UIKit)
  import LayerKit
  import LayerKitTesting
  import LayerKitUIKit
  import XCTest

  @testable import LayerKitQuartzCore

  /// View transitions (U8): the transition each option names, and the views they swap.
  final class UIViewTransitionTests: ViewTestCase {
    private func progress(of view: UIView) -> Double? {
      view.layer.presentation()?.base.model.transitionProgress
    }

    func testEachOptionNamesATransition_U8_X1() {
      let cases: [(UIView.AnimationOptions, String, CATransitionSubtype?)] = [
        (.transitionFlipFromLeft, "flip", .fromLeft),
        (.transitionFlipFromRight, "flip", .fromRight),
        (.transitionFlipFromTop, "flip", .fromTop),
        (.transitionFlipFromBottom, "flip", .fromBottom),
        (.transitionCurlUp, "curlUp", nil), (.transitionCurlDown, "curlDown", nil),
        (.transitionCrossDissolve, "fade", nil),
      ]
      for (option, type, subtype) in cases {
        let view = UIView()
        UIView.transition(with: view, duration: 1, options: option, animations: nil)
        let transition = view.layer.animation(forKey: "transition") as? CATransition
        XCTAssertEqual(transition?.type.rawValue, type)
        XCTAssertEqual(transition?.subtype, subtype)
        XCTAssertNil(view.layer.lastAnimationError)
      }
      let plain = UIView()
      var finished: Bool?
      UIView.transition(with: plain, duration: 1, options: [], animations: nil) { finished = $0 }
      XCTAssertNil(plain.layer.animationKeys())
      CAMediaClock.advance(by: 0)
      XCTAssertEqual(finished, true)
    }

    /// A card flip: the faces swap at once, the card's layer shows the flip's progress.
    func testACardFlip_U8() {
      let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 150))
      let front = UIView(frame: card.bounds)
      let back = UIView(frame: card.bounds)
      back.isHidden = true
      card.addSubview(front)
      card.addSubview(back)
      CATransaction.flush()
      var finished: Bool?
      UIView.transition(
        with: card, duration: 0.6, options: [.transitionFlipFromRight, .curveLinear],
        animations: {
          front.isHidden = true
          back.isHidden = false
        }
      ) { finished = $0 }
      XCTAssertEqual(front.layer.presentation()?.isHidden, true)
      XCTAssertEqual(back.layer.presentation()?.isHidden, false)
      CAMediaClock.advance(to: 0.15)
      XCTAssertEqual(progress(of: card) ?? -1, 0.25, accuracy: Tolerance.exact.absolute)
      CAMediaClock.advance(to: 0.6)
      XCTAssertEqual(finished, true)
      XCTAssertNil(progress(of: card))
    }

    func testTransitionFromViewToView_U8() {
      let container = UIView()
      let (first, second, last) = (UIView(), UIView(), UIView())
      container.addSubview(first)
      container.addSubview(last)
      var finished: Bool?
      UIView.transition(from: first, to: second, duration: 0.5, options: .transitionCrossDissolve) {
        finished = $0
      }
      XCTAssertNil(first.superview)
      XCTAssertEqual(
        container.subviews.map(ObjectIdentifier.init), [second, last].map(ObjectIdentifier.init))
      XCTAssertEqual(
        (container.layer.animation(forKey: "transition") as? CATransition)?.type, .fade)
      // Eased in and out: half way at half time.
      CAMediaClock.advance(to: 0.25)
      XCTAssertEqual(
        progress(of: container) ?? -1, 0.5, accuracy: Tolerance.curve(over: 1).absolute)
      CAMediaClock.advance(to: 0.5)
      XCTAssertEqual(finished, true)
      // Shown and hidden instead.
      let other = UIView()
      container.addSubview(other)
      other.isHidden = true
      UIView.transition(
        from: second, to: other, duration: 0.5,
        options: [.transitionFlipFromTop, .showHideTransitionViews])
      XCTAssertTrue(second.superview === container)
      XCTAssertTrue(second.isHidden)
      XCTAssertFalse(other.isHidden)
    }

    func testAllowAnimatedContentAnimatesTheChanges_U8() {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      CATransaction.flush()
      UIView.transition(
        with: view, duration: 1,
        options: [.transitionCrossDissolve, .allowAnimatedContent, .curveLinear]
      ) {
        view.alpha = 0
      }
      XCTAssertEqual(view.layer.animationKeys()?.sorted(), ["opacity", "transition"])
      assertPresentation(of: view.layer, "opacity", at: 0.25, equals: 0.75, accuracy: .opacity)
    }
  }
#endif
