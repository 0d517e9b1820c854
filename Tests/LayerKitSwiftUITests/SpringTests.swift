import Foundation
import LayerKitSwiftUI
import XCTest

/// Rules W1–W3: the spring's parameters, its closed form and the presets.
final class SpringTests: XCTestCase {
  func testDurationAndBounceMapToPublishedStiffnessAndDamping_W1() {
    // Apple: Spring(duration: 0.5, bounce: 0.3) has mass 1, stiffness 157.9, damping 17.6.
    let spring = Spring(duration: 0.5, bounce: 0.3)
    XCTAssertEqual(spring.mass, 1)
    XCTAssertEqual(spring.stiffness, 157.9, accuracy: Tier.published(decimals: 1))
    XCTAssertEqual(spring.damping, 17.6, accuracy: Tier.published(decimals: 1))
    // The mapping itself: k = (2π/d)², c = 4π(1 − bounce)/d.
    XCTAssertEqual(spring.stiffness, pow(2 * .pi / 0.5, 2), accuracy: Tier.closedForm)
    XCTAssertEqual(spring.damping, 4 * .pi * 0.7 / 0.5, accuracy: Tier.closedForm)
  }

  func testMassStiffnessDampingReadBackAsPublished_W1() {
    // Apple: Spring(mass: 1, stiffness: 100, damping: 10) reads back duration 0.63, bounce 0.5.
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    XCTAssertEqual(spring.duration, 0.63, accuracy: Tier.published(decimals: 2))
    XCTAssertEqual(spring.bounce, 0.5, accuracy: Tier.closedForm)
    XCTAssertEqual(spring.response, 2 * .pi / 10, accuracy: Tier.closedForm)
    XCTAssertEqual(spring.dampingRatio, 0.5, accuracy: Tier.closedForm)
  }

  func testNegativeBounceOverDampsAndReadsBack_W1() {
    let spring = Spring(duration: 1, bounce: -0.5)
    XCTAssertEqual(spring.dampingRatio, 2, accuracy: Tier.closedForm)  // 1 / (1 − 0.5)
    XCTAssertEqual(spring.bounce, -0.5, accuracy: Tier.closedForm)
    let beyond = Spring(duration: 1, bounce: 1.2)
    XCTAssertEqual(beyond.bounce, 1.2, accuracy: Tier.closedForm)
  }

  func testOverDampingIsClampedUnlessAllowed_W1_W2() {
    let clamped = Spring(mass: 1, stiffness: 100, damping: 50)
    XCTAssertEqual(clamped.dampingRatio, 1, accuracy: Tier.closedForm)
    XCTAssertEqual(clamped.bounce, 0, accuracy: Tier.closedForm)
    XCTAssertEqual(clamped.damping, 20, accuracy: Tier.closedForm)  // 2√(k·m)
    let allowed = Spring(mass: 1, stiffness: 100, damping: 50, allowOverDamping: true)
    XCTAssertEqual(allowed.dampingRatio, 2.5, accuracy: Tier.closedForm)
    XCTAssertEqual(allowed.bounce, 1 / 2.5 - 1, accuracy: Tier.closedForm)
  }

  func testResponseAndDampingRatioMapAsDurationAndBounce_W1() {
    let spring = Spring(response: 0.4, dampingRatio: 0.8)
    XCTAssertEqual(spring.stiffness, pow(2 * .pi / 0.4, 2), accuracy: Tier.closedForm)
    XCTAssertEqual(spring.damping, 4 * .pi * 0.8 / 0.4, accuracy: Tier.closedForm)
    XCTAssertEqual(spring, Spring(duration: 0.4, bounce: 0.2))
  }

  func testValueAndVelocityFollowTheUnderdampedClosedForm_W2() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    // ζ = 0.5, ω₀ = 10: x(t) = target − e^(−5t)·(A cos ω_d t + B sin ω_d t) with the start at 0
    // moving at v0: A = target, B = (5·target − v0) / ω_d.
    let (target, v0, t) = (2.0, 3.0, 0.17)
    let wd = 10 * (1 - 0.25).squareRoot()
    let a = target
    let b = (5 * target - v0) / wd
    let expected = target - exp(-5 * t) * (a * cos(wd * t) + b * sin(wd * t))
    XCTAssertEqual(
      spring.value(target: target, initialVelocity: v0, time: t), expected,
      accuracy: Tier.closedForm)
    let h = 1e-6
    let slope =
      (exp(-5 * (t + h)) * (a * cos(wd * (t + h)) + b * sin(wd * (t + h)))
        - exp(-5 * (t - h)) * (a * cos(wd * (t - h)) + b * sin(wd * (t - h)))) / (2 * h)
    XCTAssertEqual(
      spring.velocity(target: target, initialVelocity: v0, time: t), -slope,
      accuracy: Tier.derivative)
  }

  func testCriticalAndOverdampedClosedForms_W2() {
    let critical = Spring(duration: 0.5, bounce: 0)
    let w = 2 * Double.pi / 0.5
    for t in [0.05, 0.2, 0.7] {
      XCTAssertEqual(
        critical.value(target: 1.0, time: t), 1 - exp(-w * t) * (1 + w * t),
        accuracy: Tier.closedForm)
    }
    // ζ = 2: roots −ω₀(2 ∓ √3).
    let over = Spring(mass: 1, stiffness: 4, damping: 8, allowOverDamping: true)
    let (r1, r2) = (-2 * (2 - 3.0.squareRoot()), -2 * (2 + 3.0.squareRoot()))
    let t = 0.4
    let g = (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
    XCTAssertEqual(over.value(target: 1.0, time: t), 1 - g, accuracy: Tier.closedForm)
  }

  func testForceIsHookePlusDamping_W2() {
    let spring = Spring(mass: 2, stiffness: 50, damping: 4)
    XCTAssertEqual(
      spring.force(target: 10.0, position: 7.0, velocity: 1.5), (-50 * (7 - 10) - 4 * 1.5) / 2,
      accuracy: Tier.exact)
  }

  func testUpdateStepsAlongTheSameMotion_W2() {
    let spring = Spring(duration: 0.6, bounce: 0.25)
    var value = 0.0
    var velocity = 0.0
    for _ in 0..<30 {
      spring.update(value: &value, velocity: &velocity, target: 5, deltaTime: 0.01)
    }
    XCTAssertEqual(value, spring.value(target: 5.0, time: 0.3), accuracy: Tier.closedForm)
    XCTAssertEqual(velocity, spring.velocity(target: 5.0, time: 0.3), accuracy: Tier.closedForm)
  }

  func testSettlingDurationIsS4sFormula_W2() {
    // Underdamped, from rest: ln((1 + ζω₀/ω_d) / 0.001) / (ζω₀).
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    let wd = 10 * 0.75.squareRoot()
    XCTAssertEqual(
      spring.settlingDuration, log((1 + 5 / wd) / 0.001) / 5, accuracy: Tier.closedForm)
    // Critically damped: the first multiple of 0.1 s after which 1 − x stays below 0.001.
    let critical = Spring(duration: 1, bounce: 0)
    let w = 2 * Double.pi
    let first = (1...100).map { Double($0) / 10 }.first { exp(-w * $0) * (1 + w * $0) < 0.001 }
    XCTAssertEqual(critical.settlingDuration, first ?? -1, accuracy: Tier.closedForm)
  }

  func testSettlingDurationInitialiserInvertsTheEnvelope_W2() {
    let spring = Spring(settlingDuration: 1.2, dampingRatio: 0.5, epsilon: 0.001)
    XCTAssertEqual(spring.dampingRatio, 0.5, accuracy: Tier.closedForm)
    let a = 0.5 * (spring.stiffness).squareRoot()
    let wd = spring.stiffness.squareRoot() * 0.75.squareRoot()
    XCTAssertEqual(log((1 + a / wd) / 0.001) / a, 1.2, accuracy: Tier.closedForm)
  }

  func testAnimatableForms_W2_W8() {
    let spring = Spring(duration: 0.5, bounce: 0.2)
    let point = spring.value(
      fromValue: CGPoint(x: 10, y: 20), toValue: CGPoint(x: 30, y: 60), initialVelocity: .zero,
      time: 0.1)
    let fraction = spring.value(target: 1.0, time: 0.1)
    XCTAssertEqual(Double(point.x), 10 + 20 * fraction, accuracy: Tier.closedForm)
    XCTAssertEqual(Double(point.y), 20 + 40 * fraction, accuracy: Tier.closedForm)
  }

  func testPresets_W3() {
    XCTAssertEqual(Spring.smooth, Spring(duration: 0.5, bounce: 0))
    XCTAssertEqual(Spring.snappy.bounce, 0.15, accuracy: Tier.closedForm)
    XCTAssertEqual(Spring.bouncy.bounce, 0.3, accuracy: Tier.closedForm)
    XCTAssertEqual(Spring.bouncy(extraBounce: 0.1).bounce, 0.4, accuracy: Tier.closedForm)
    XCTAssertEqual(Spring.snappy(duration: 0.8).duration, 0.8, accuracy: Tier.closedForm)
  }
}
