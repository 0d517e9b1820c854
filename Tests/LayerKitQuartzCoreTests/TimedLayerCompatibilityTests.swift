#if !canImport(QuartzCore)
  import Foundation
  import XCTest

  @testable import LayerKitQuartzCore

  /// The four rules of 2026-12-01 through Core Animation's API: `CALayer` as a `CAMediaTiming`
  /// (T12), `CASpringAnimation(perceptualDuration:bounce:)`'s duration (S6) and the full-turn arc
  /// (P5), with the reference values the rules quote.
  final class TimedLayerCompatibilityTests: XCTestCase {
    override func setUp() {
      CAMediaClock.reset()
    }

    func testLayersAreTimedObjects_T12() {
      let parent = CALayer()
      let child = CALayer()
      parent.addSublayer(child)
      XCTAssertEqual(child.duration, .infinity)
      XCTAssertEqual(child.fillMode, .removed)
      child.beginTime = 8
      child.speed = 0.5
      child.timeOffset = 7
      // Measured on macOS: root times 7, 8 and 10 convert to 0, 7 and 8.
      XCTAssertEqual(child.convertTime(7, from: parent), 0)
      XCTAssertEqual(child.convertTime(8, from: parent), 7)
      XCTAssertEqual(child.convertTime(10, from: parent), 8)
      XCTAssertEqual(parent.convertTime(10, to: child), 8)
    }

    func testALayersRepeatAndFillReachTheEvaluator_T12() {
      let layer = CALayer()
      layer.duration = 2
      layer.repeatCount = 2
      layer.autoreverses = true
      layer.fillMode = .forwards
      // Cycles of 4 s, active for 8; held after a backward leg at local time 0.
      XCTAssertEqual(layer.convertTime(2.5, from: nil), 1.5, accuracy: Tier.closedForm)
      XCTAssertEqual(layer.convertTime(9, from: nil), 0)
      XCTAssertEqual(layer.base.timing.fillMode, .forwards)
    }

    func testAnimationsOfALaterLayerWait_T12_T11() {
      let layer = CALayer()
      layer.opacity = 0.5
      layer.beginTime = 1
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 0
      fade.toValue = 1
      fade.duration = 2
      fade.timingFunction = CAMediaTimingFunction(name: .linear)
      layer.add(fade, forKey: "fade")
      // Inactive until media 1: the model shows; then local 1 is one second into the fade.
      XCTAssertEqual(layer.presentation()?.opacity, 0.5)
      CAMediaClock.advance(to: 2)
      XCTAssertEqual(Double(layer.presentation()?.opacity ?? -1), 0.5, accuracy: Tier.closedForm)
    }

    func testTimeStandsStillInAHeldLayer_T12_E2() {
      final class Stops: NSObject, CAAnimationDelegate {
        var started = 0
        var stopped = 0
        func animationDidStart(_ anim: CAAnimation) { started += 1 }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped += 1 }
      }
      // Active media [1, 3), held at local 2 after: a 10 s fade inside shows local 2 for ever.
      let held = CALayer()
      held.beginTime = 1
      held.duration = 2
      held.fillMode = .forwards
      let paused = CALayer()
      paused.speed = 0
      paused.timeOffset = 4
      let delegate = Stops()
      var faded: [CALayer] = []
      for container in [held, paused] {
        let layer = CALayer()
        layer.opacity = 0.25
        container.addSublayer(layer)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 10
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        fade.delegate = delegate
        layer.add(fade, forKey: "fade")
        faded.append(layer)
      }
      CAMediaClock.advance(to: 2)
      XCTAssertEqual(Double(faded[0].presentation()?.opacity ?? -1), 0.1, accuracy: Tier.float)
      for time in [50.0, 1e6] {
        CAMediaClock.advance(to: time)
        XCTAssertEqual(Double(faded[0].presentation()?.opacity ?? -1), 0.2, accuracy: Tier.float)
        XCTAssertEqual(faded[1].presentation()?.opacity, 0)  // begun at local 4, still there
      }
      XCTAssertEqual(faded.map { $0.animationKeys() ?? [] }, [["fade"], ["fade"]])
      XCTAssertEqual(delegate.started, 2)
      XCTAssertEqual(delegate.stopped, 0, "nothing ends while its layer's time stands still")
    }

    func testPerceptualSpringLastsItsSettlingDuration_S6() {
      let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
      // ζ = 0.7, ω₀ = 4π: S4's ln((1 + ζω₀/ω_d) / 0.001) / (ζω₀).
      let omega = 4 * Double.pi
      let damped = omega * (1 - 0.49).squareRoot()
      let settling = log((1 + 0.7 * omega / damped) / 0.001) / (0.7 * omega)
      XCTAssertEqual(spring.duration, settling, accuracy: Tier.fewSteps)
    }

    func testFullTurnArcIsACircleWhicheverTheDirection_P5() {
      for clockwise in [false, true] {
        let path = CGMutablePath()
        path.addArc(
          center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi,
          clockwise: clockwise)
        XCTAssertFalse(path.isEmpty, "clockwise \(clockwise)")
        XCTAssertEqual(path.path.elements.count, 5)  // a move and four quarter arcs
      }
    }
  }
#endif
