import Foundation
import LayerKit
import XCTest

/// Spring animations (rules S1–S6). Positions are checked against the damped oscillator's
/// closed form written out here and against a fine RK4 integration of m·x″ + c·x′ + k·x = 0.
final class SpringAnimationTests: XCTestCase {
  /// RK4 with step 1e-4 from x(0) = 1, x′(0) = −v0.
  private func integrate(
    mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double, to t: Double
  ) -> Double {
    var x = 1.0
    var v = -v0
    let h = 1e-4
    let steps = Int((t / h).rounded())
    func acceleration(_ x: Double, _ v: Double) -> Double { -(c * v + k * x) / m }
    for _ in 0..<steps {
      let k1x = v
      let k1v = acceleration(x, v)
      let k2x = v + 0.5 * h * k1v
      let k2v = acceleration(x + 0.5 * h * k1x, v + 0.5 * h * k1v)
      let k3x = v + 0.5 * h * k2v
      let k3v = acceleration(x + 0.5 * h * k2x, v + 0.5 * h * k2v)
      let k4x = v + h * k3v
      let k4v = acceleration(x + h * k3x, v + h * k3v)
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return x
  }

  private func spring(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, velocity: Double = 0,
    overdamping: Bool = false
  ) -> SpringAnimation {
    var spring = SpringAnimation(keyPath: .positionY, from: 0, to: 100)
    spring.mass = mass
    spring.stiffness = stiffness
    spring.damping = damping
    spring.initialVelocity = velocity
    spring.allowsOverdamping = overdamping
    return spring
  }

  func testDefaults_S1() {
    let spring = SpringAnimation(keyPath: .opacity)
    XCTAssertEqual(
      [spring.mass, spring.stiffness, spring.damping, spring.initialVelocity], [1, 100, 10, 0])
    XCTAssertFalse(spring.allowsOverdamping)
  }

  func testUnderdampedClosedFormAndIntegration_S1_S2() {
    // Defaults: ζ = 0.5, ω₀ = 10, ω_d = 10·√0.75; x = e^(−5t)(cos ω_d t + 5/ω_d sin ω_d t).
    let spring = spring()
    let omegaD = 10 * 0.75.squareRoot()
    for t in [0.0, 0.05, 0.1, 0.3, 0.7, 1.5] {
      let closed = exp(-5 * t) * (cos(omegaD * t) + 5 / omegaD * sin(omegaD * t))
      assertClose(spring.displacement(at: t), closed, Tolerance.closedForm)
      assertClose(
        spring.displacement(at: t),
        integrate(mass: 1, stiffness: 100, damping: 10, velocity: 0, to: t), Tolerance.integration)
    }
    // Initial velocity towards the target (S2), in whole distances per second.
    let pushed = self.spring(mass: 2, stiffness: 50, damping: 3, velocity: 4)
    for t in [0.1, 0.4, 1.2] {
      assertClose(
        pushed.displacement(at: t),
        integrate(mass: 2, stiffness: 50, damping: 3, velocity: 4, to: t), Tolerance.integration)
    }
    XCTAssertLessThan(pushed.displacement(at: 0.01), 1 - 0.03)  // it moved towards 0 at once
  }

  func testCriticalAndOverdamped_S1_S3() {
    // Critical: ζ = 1 at c = 20: x = e^(−10t)(1 + 10t).
    let critical = spring(damping: 20)
    for t in [0.05, 0.2, 0.6] {
      assertClose(critical.displacement(at: t), exp(-10 * t) * (1 + 10 * t), Tolerance.closedForm)
      assertClose(
        critical.displacement(at: t),
        integrate(mass: 1, stiffness: 100, damping: 20, velocity: 0, to: t), Tolerance.integration)
    }
    // Overdamped with allowsOverdamping: ζ = 2.5 at c = 50, against integration.
    let over = spring(damping: 50, velocity: -3, overdamping: true)
    for t in [0.05, 0.3, 1.0] {
      assertClose(
        over.displacement(at: t),
        integrate(mass: 1, stiffness: 100, damping: 50, velocity: -3, to: t), Tolerance.integration)
    }
    // Without it, the same spring moves as the critically damped one (S3).
    let clamped = spring(damping: 50)
    for t in [0.05, 0.3] {
      assertClose(clamped.displacement(at: t), exp(-10 * t) * (1 + 10 * t), Tolerance.closedForm)
    }
  }

  func testSettlingDurations_S4() {
    // Published figures: 1.4727 for the defaults, about 2.85 s at damping 5, just over 1 s at 15.
    assertClose(spring().settlingDuration, 1.4727, Tolerance.rounded(to: 1e-4))
    assertClose(spring(damping: 5).settlingDuration, 2.85, Tolerance.about(0.01))
    let fifteen = spring(damping: 15).settlingDuration
    XCTAssertGreaterThan(fifteen, 1)
    XCTAssertLessThan(fifteen, 1.05)
    // Critical, c = 20: e^(−10t)(1 + 10t) is 1.23e-3 at 0.9 s and 4.99e-4 at 1.0 s.
    XCTAssertEqual(spring(damping: 20).settlingDuration, 1.0, accuracy: Tolerance.closedForm)
    XCTAssertEqual(spring(damping: 0).settlingDuration, .infinity)
  }

  func testSettlingOfAVerySlowCriticalSpringEnds_S4_V6() {
    // Critical with ω₀ = 1e-15 (mass 1, stiffness 1e-30, damping 2e-15): x = e^(−u)(1 + u) with
    // u = ω₀t falls below 0.001 at the root of (1 + u)e^(−u) = 0.001, so after 1e15 · u s. The
    // multiples of 0.1 s there are past 2⁵³, where a bisection on whole numbers used to spin for
    // ever (a fuzzing find); the answer is the root to the precision doubles allow.
    var u = 9.0
    for _ in 0..<50 { u -= ((1 + u) * exp(-u) - 0.001) / (-u * exp(-u)) }  // Newton
    var slow = SpringAnimation(keyPath: .opacity, from: 0, to: 1)
    slow.mass = 1
    slow.stiffness = 1e-30
    slow.damping = 2e-15
    XCTAssertEqual(slow.settlingDuration / (u * 1e15), 1, accuracy: Tolerance.closedForm)
  }

  func testDurationCutsTheSpring_S5() throws {
    let layer = Layer()
    var drop = spring()
    drop.duration = 0.5
    drop.fillMode = .forwards
    drop.isRemovedOnCompletion = false
    try layer.add(drop, forKey: "drop")
    let x = spring().displacement(at: 0.2)
    assertClose(layer.presentation(at: 0.2).position.y, 100 * (1 - x), Tolerance.fewSteps)
    // After the cut it holds where the spring was at 0.5 s, not at rest.
    let atCut = 100 * (1 - spring().displacement(at: 0.5))
    assertClose(layer.presentation(at: 3).position.y, atCut, Tolerance.fewSteps)
    XCTAssertNotEqual(atCut, 100)
  }

  func testPerceptualInitialiser_S6() throws {
    let spring = try SpringAnimation(keyPath: .opacity, perceptualDuration: 0.5, bounce: 0.3)
    assertClose(spring.stiffness, 157.9, Tolerance.rounded(to: 0.1))  // (2π / 0.5)²
    assertClose(spring.damping, 17.6, Tolerance.rounded(to: 0.1))  // 2 · 0.7 · √k
    assertClose(spring.stiffness, pow(4 * .pi, 2), Tolerance.closedForm)
    XCTAssertTrue(spring.allowsOverdamping)
    let flat = try SpringAnimation(keyPath: .opacity, perceptualDuration: 1, bounce: -0.5)
    assertClose(flat.dampingRatio, 2, Tolerance.closedForm)  // 1 / (1 − 0.5)
  }

  func testBadSpringsAreRejected() {
    let cases: [(SpringAnimation, String)] = [
      (spring(mass: 0), "mass"),
      (spring(mass: -1), "mass"),
      (spring(stiffness: .nan), "stiffness"),
      (spring(damping: -1), "damping"),
      (spring(velocity: .nan), "initialVelocity"),
    ]
    for (spring, field) in cases {
      XCTAssertThrowsError(try Layer().add(spring, forKey: nil)) { error in
        XCTAssertEqual((error as? ValidationError)?.field, field)
      }
    }
  }
}

extension SpringAnimationTests {
  /// The closed form of m·x″ + c·x′ + k·x = 0, x(0) = 1, x′(0) = −v₀, written out here.
  private func closedForm(m: Double, k: Double, c: Double, v0: Double, at t: Double) -> Double {
    let omega = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    if zeta < 1 {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let a = zeta * omega
      return exp(-a * t) * (cos(omegaD * t) + (a - v0) / omegaD * sin(omegaD * t))
    }
    if zeta == 1 { return exp(-omega * t) * (1 + (omega - v0) * t) }
    let root = (zeta * zeta - 1).squareRoot()
    let (r1, r2) = (-omega * (zeta - root), -omega * (zeta + root))
    let c2 = (-v0 - r1) / (r2 - r1)
    return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
  }

  func testEvaluatedSpringsMatchTheClosedForm_S1_S2_S3() throws {
    // Under-, critically and overdamped springs, soft and stiff, pushed and held, evaluated
    // the way layers evaluate them (compiled once, S1–S3), densely over their duration.
    let cases: [(m: Double, k: Double, c: Double, v0: Double)] = [
      (1, 100, 10, 0), (1, 100, 1, 0), (2, 50, 3, 4), (1, 300, 2, -20), (0.5, 1_000, 5, 0),
      (1, 100, 20, 0), (1, 100, 20, 7), (1, 100, 50, -3), (1, 10_000, 1, 0), (3, 1, 0.2, 1),
    ]
    for (m, k, c, v0) in cases {
      var spring = SpringAnimation(keyPath: .positionY, from: -40, to: 60)
      (spring.mass, spring.stiffness, spring.damping) = (m, k, c)
      spring.initialVelocity = v0
      spring.allowsOverdamping = true
      spring.duration = min(spring.settlingDuration, 20)
      let compiled = try CompiledAnimation(spring)
      for i in 0..<2_000 {
        let t = spring.duration * Double(i) / 2_000
        let expected = -40 + 100 * (1 - closedForm(m: m, k: k, c: c, v0: v0, at: t))
        guard case .number(let got)? = compiled.value(atParentTime: t, modelValue: 0) else {
          return XCTFail("no value at \(t)")
        }
        assertClose(got, expected, Tolerance.spring * 100, "m \(m) k \(k) c \(c) v0 \(v0) t \(t)")
      }
    }
  }
}
