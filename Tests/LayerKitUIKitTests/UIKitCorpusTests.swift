#if !canImport(UIKit)
  import LayerKit
  import LayerKitTesting
  import LayerKitUIKit
  import XCTest

  /// Runs the UIKit corpus (UIKitCorpus.swift, code as written for iOS) and checks what the views
  /// present against values derived from the curves' definitions (`Reference`) and linear
  /// interpolation.
  final class UIKitCorpusTests: ViewTestCase {
    func testFadeInOnAppear_U2_U1() {
      let container = makeView()
      let badge = FadeInView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      container.addSubview(badge)
      // 0.1 s of delay showing 0, then 0.4 s eased out to 1.
      assertPresentation(of: badge.layer, "opacity", at: 0.05, equals: 0.0)
      assertPresentation(
        of: badge.layer, "opacity", at: 0.3, equals: Reference.progress(Reference.easeOut, at: 0.5),
        accuracy: .opacity)
      assertPresentation(of: badge.layer, "opacity", at: 0.5, equals: 1.0)
    }

    func testShake_K1_U7() {
      let field = makeView()
      field.shake()
      // Nine values evenly spaced over 0.6 s: eight legs of 0.075 s, linear.
      assertPresentation(
        of: field.layer, "transform.translation.x",
        equals: [0.0375: 0.0, 0.1: 20 - 40.0 / 3, 0.42: 1, 0.45: -5, 0.6: 0], accuracy: .exact)
    }

    func testPopChainsItsSecondHalf_U5_U2() {
      let button = makeView()
      var done: Double?
      button.pop { done = CACurrentMediaTime() }
      let third = Reference.progress(Reference.easeInOut, at: 1.0 / 3)
      assertPresentation(
        of: button.layer, "transform.scale.x", at: 0.05, equals: 1 + 0.2 * third,
        accuracy: .curve(over: 0.2))
      CAMediaClock.advance(to: 0.2)
      assertPresentation(
        of: button.layer, "transform.scale.x", at: 0.2, equals: 1.2 - 0.2 * third,
        accuracy: .curve(over: 0.2))
      CAMediaClock.advance(to: 1)
      XCTAssertEqual(done ?? -1, 0.3, accuracy: Tolerance.closedForm.absolute)
      XCTAssertEqual(button.transform, .identity)
    }

    func testKeyframedBounce_U6() {
      let ball = makeView()
      ball.bounce()
      // Key times 0, 0.4, 0.7, 0.85, 1 for y 50, −10, 50, 35, 50, the whole eased in and out.
      let times = [0.0, 0.4, 0.7, 0.85, 1.0]
      let ys = [50.0, -10, 50, 35, 50]
      for t in [0.2, 0.5, 0.75, 0.9] {
        let u = Reference.progress(Reference.easeInOut, at: t)
        let leg = (1..<times.count).first { u <= times[$0] } ?? times.count - 1
        let f = (u - times[leg - 1]) / (times[leg] - times[leg - 1])
        let y = ys[leg - 1] + (ys[leg] - ys[leg - 1]) * f
        assertPresentation(
          of: ball.layer, "position.y", at: t, equals: y, accuracy: .curve(over: 2000))
      }
    }

    func testSpringIn_U4() {
      let card = makeView()
      card.springIn()
      let spring = Reference.ratioSpring(0.5, duration: 0.6)
      for t in [0.05, 0.15, 0.3] {
        let p = Reference.springProgress(
          stiffness: spring.stiffness, damping: spring.damping, velocity: 0, at: t)
        assertPresentation(
          of: card.layer, "transform.scale.x", at: t, equals: 0.5 + 0.5 * p,
          accuracy: .spring(over: 0.5))
      }
      assertPresentation(of: card.layer, "transform.scale.x", at: 0.6, equals: 1.0)
    }

    func testPulseForever_U2() {
      let dot = makeView()
      dot.pulse()
      // Forwards over [0, 0.8], back over [0.8, 1.6]: at 1.0 the backward leg is a quarter in.
      assertPresentation(
        of: dot.layer, "opacity", at: 1.0,
        equals: 1 - 0.7 * Reference.progress(Reference.easeInOut, at: 0.75), accuracy: .opacity)
      assertPresentation(
        of: dot.layer, "opacity", at: 16.2,
        equals: 1 - 0.7 * Reference.progress(Reference.easeInOut, at: 0.25), accuracy: .opacity)
    }

    func testCardFlip_U8() {
      let card = CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 150))
      CATransaction.flush()
      card.flip()
      XCTAssertTrue(card.front.isHidden)
      XCTAssertFalse(card.back.isHidden)
      let flip = card.layer.animation(forKey: "transition") as? CATransition
      XCTAssertEqual(flip?.subtype, .fromRight)
      XCTAssertEqual(flip?.duration, 0.5)
      CAMediaClock.advance(to: 0.6)
      card.flip()
      XCTAssertFalse(card.front.isHidden)
      XCTAssertEqual(
        (card.layer.animation(forKey: "transition") as? CATransition)?.subtype, .fromLeft)
    }

    /// The interactive animator, scrubbed to 0.3 then continued (`durationFactor: 0`, as iOS
    /// code passes it, keeps the remaining time).
    func testDrawerScrubbedThenContinued_UP3_UP1() {
      let drawer = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let controller = DrawerController(drawer: drawer)
      controller.panBegan()
      controller.panChanged(progress: 0.3)
      // Linear scrub: the origin 30 % of the way to 100, the centre with it.
      assertPresentation(of: drawer.layer, "position.y", at: 0, equals: 80.0, accuracy: .exact)
      controller.panEnded()
      // (1 − 0.3) × 0.5 s = 0.35 s, eased out, from 80 to 150.
      for tau in [0.05, 0.175, 0.3] {
        let y = 80 + 70 * Reference.progress(Reference.easeOut, at: tau / 0.35)
        assertPresentation(
          of: drawer.layer, "position.y", at: tau, equals: y, accuracy: .curve(over: 70))
      }
      CAMediaClock.advance(to: 0.35)
      XCTAssertEqual(drawer.frame.origin.y, 100)
      XCTAssertNil(drawer.layer.animationKeys())
    }
  }
#endif
