#if !canImport(UIKit)
  import Foundation
  import LayerKit
  import LayerKitTesting
  import LayerKitUIKit
  import XCTest

  /// UIKit's springs as Core Animation springs (U4), against the damped oscillator's closed form.
  final class ViewSpringTests: ViewTestCase {

    func testDampingRatioSpringSettlesWithinTheDuration_U4_S2() {
      let view = makeView()
      var finished: [Double] = []
      UIView.animate(
        withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 2,
        options: [], animations: { view.center.x = 250 }
      ) { _ in finished.append(CACurrentMediaTime()) }
      let spring = Reference.ratioSpring(0.5, duration: 0.8)
      for t in [0.05, 0.2, 0.4, 0.7] {
        let x =
          50 + 200
          * Reference.springProgress(
            stiffness: spring.stiffness, damping: spring.damping, velocity: 2, at: t)
        assertPresentation(
          of: view.layer, "position.x", at: t, equals: x, accuracy: .spring(over: 200))
      }
      // Cut off at the duration: the model value from then on.
      assertPresentation(of: view.layer, "position.x", at: 0.8, equals: 250.0)
      CAMediaClock.advance(to: 0.8)
      XCTAssertEqual(finished, [0.8], "after exactly the duration")
    }

    /// The damping ratio a view spring is given is the one its motion shows, measured from the
    /// presented positions alone (not from the spring's coefficients): successive maxima of the
    /// displacement fall by the logarithmic decrement δ = 2πζ/√(1 − ζ²), so ζ = δ/√(4π² + δ²);
    /// and the envelope e^(−ζωt), with ω from the measured period, has fallen to 1/1500 of the
    /// distance when the duration ends (U4's [C]). A ratio of 0 is taken as 0.01; above 1 the
    /// spring is overdamped.
    func testRatioSpringsMoveAsTheirRatioSays_U4() throws {
      for (ratio, shown) in [(0.5, 0.5), (0.2, 0.2), (0.0, 0.01)] {
        CAMediaClock.reset()
        let view = makeView()
        let duration = ratio == 0 ? 0.05 : 1.0
        UIView.animate(
          withDuration: duration, delay: 0, usingSpringWithDamping: CGFloat(ratio),
          initialSpringVelocity: 0, options: [], animations: { view.center.x = 250 })
        let step = duration / 20_000
        let times = (0..<20_000).map { Double($0) * step }
        let timeline = try view.layer.timeline(of: ["position.x"], at: times)
        let displacement = timeline.values(of: "position.x").map { ($0?.number ?? .nan) - 250 }
        // The displacement's maxima, each refined by the parabola through its three samples.
        var peaks: [(time: Double, value: Double)] = []
        for i in 1..<(displacement.count - 1)
        where displacement[i] > displacement[i - 1] && displacement[i] >= displacement[i + 1] {
          let (a, b, c) = (displacement[i - 1], displacement[i], displacement[i + 1])
          let offset = 0.5 * (a - c) / (a - 2 * b + c)
          peaks.append((times[i] + offset * step, b - 0.25 * (a - c) * offset))
        }
        XCTAssertGreaterThanOrEqual(peaks.count, 2, "ratio \(ratio) oscillates")
        guard peaks.count >= 2 else { continue }
        let decrement = log(peaks[0].value / peaks[1].value)
        let zeta = decrement / (4 * Double.pi * Double.pi + decrement * decrement).squareRoot()
        XCTAssertEqual(
          zeta, shown, accuracy: Tolerance.measuredRatio(shown).absolute, "ratio \(ratio)")
        let period = peaks[1].time - peaks[0].time
        let omega = 2 * Double.pi / period / (1 - zeta * zeta).squareRoot()
        XCTAssertEqual(
          exp(-zeta * omega * duration), 1.0 / 1500, accuracy: Tolerance.measuredEnvelope.absolute,
          "ratio \(ratio)")
      }
      let view = makeView()
      UIView.animate(
        withDuration: 1, delay: 0, usingSpringWithDamping: 2, initialSpringVelocity: 0, options: [],
        animations: { view.alpha = 0 })
      XCTAssertTrue(
        (view.layer.animation(forKey: "opacity") as? CASpringAnimation)?.allowsOverdamping ?? false)
    }

    func testPerceptualSpringLastsItsSettlingDuration_U4_S6() {
      let view = makeView()
      var finishedAt: Double?
      UIView.animate(springDuration: 0.5, bounce: 0.3, animations: { view.center.x = 250 }) { _ in
        finishedAt = CACurrentMediaTime()
      }
      // S6: stiffness (2π / 0.5)², damping ratio 1 − 0.3, damping 2ζ√k.
      let k = pow(2 * Double.pi / 0.5, 2)
      let zeta = 0.7
      let c = 2 * zeta * k.squareRoot()
      for t in [0.1, 0.25, 0.5] {
        let x = 50 + 200 * Reference.springProgress(stiffness: k, damping: c, velocity: 0, at: t)
        assertPresentation(
          of: view.layer, "position.x", at: t, equals: x, accuracy: .spring(over: 200))
      }
      // S4's settling duration for an underdamped spring at rest: ln((1 + ζω/ω_d)/0.001)/(ζω).
      let omega = k.squareRoot()
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let settling = log((1 + zeta * omega / omegaD) / 0.001) / (zeta * omega)
      CAMediaClock.advance(to: settling + 0.01)
      XCTAssertEqual(finishedAt ?? -1, settling, accuracy: Tolerance.exact.absolute)
    }

    func testSpringTimingParametersDefaults_U4() {
      let standard = UISpringTimingParameters()
      XCTAssertEqual(standard.initialVelocity, .zero)
      XCTAssertEqual(standard.timingCurveType, .spring)
      XCTAssertTrue(standard.springTimingParameters === standard)
      XCTAssertNil(standard.cubicTimingParameters)
      // Mass, stiffness and damping: the animator's duration is ignored.
      let view = makeView()
      let physical = UISpringTimingParameters(
        mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
      let animator = UIViewPropertyAnimator(duration: 10, timingParameters: physical)
      animator.addAnimations { view.center.x = 250 }
      var position: UIViewAnimatingPosition?
      animator.addCompletion { position = $0 }
      animator.startAnimation()
      for t in [0.1, 0.3, 0.6] {
        let x = 50 + 200 * Reference.springProgress(stiffness: 100, damping: 10, velocity: 0, at: t)
        assertPresentation(
          of: view.layer, "position.x", at: t, equals: x, accuracy: .spring(over: 200))
      }
      // S4: 1.4727 s for these coefficients, not the 10 s given.
      CAMediaClock.advance(to: 1.48)
      XCTAssertEqual(position, .end)
    }
  }
#endif
