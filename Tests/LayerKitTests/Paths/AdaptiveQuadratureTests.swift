import XCTest

@testable import LayerKit

/// The adaptive quadrature behind every arc length (rule P6): accurate on smooth speeds and
/// across a kink, and bounded in cost where the speed is noise (V6: extreme numbers must not
/// make a path's table take seconds).
final class AdaptiveQuadratureTests: XCTestCase {
  /// Counts the evaluations of `speed` that one integration makes.
  private func integrate(
    _ a: Double, _ b: Double, _ speed: (Double) -> Double
  ) -> (value: Double, evaluations: Int) {
    var evaluations = 0
    let value = adaptiveArcLength(a, b) { t in
      evaluations += 1
      return speed(t)
    }
    return (value, evaluations)
  }

  func testSmoothSpeedMatchesTheClosedForm_P6() {
    // ∫₀¹ √(1 + t²) dt = (√2 + asinh 1) / 2, the length of the parabola y = t²/2 over [0, 1].
    let (value, _) = integrate(0, 1) { t in (1 + t * t).squareRoot() }
    assertClose(value, (2.0.squareRoot() + asinh(1)) / 2, Tolerance.closedForm)
  }

  func testKinkedSpeedIsAccurateToTheCuspBound_P6() {
    // ∫₀¹ |t − 1/3| dt = ((1/3)² + (2/3)²) / 2 = 5/18: the speed through a cusp is a kink like
    // this one.
    let (value, evaluations) = integrate(0, 1) { t in abs(t - 1.0 / 3) }
    XCTAssertLessThanOrEqual(abs(value - 5.0 / 18) / (5.0 / 18), Tolerance.length)
    XCTAssertLessThanOrEqual(evaluations, 8 + 16 * 256)
  }

  func testNoisySpeedCostsABoundedNumberOfEvaluations_P6_V6() {
    // A speed whose every evaluation carries noise of 1e-6 (what the speed of a segment far from
    // the origin has after cancelling, at 1e10 with a radius of 1e-6): two levels never agree
    // to 1e-13, and every interval would be halved down to the depth limit.
    func noise(_ t: Double) -> Double {
      var bits = t.bitPattern &* 0x9E37_79B9_7F4A_7C15
      bits ^= bits >> 29
      return Double(bits % 2_001) / 1_000 - 1
    }
    let amplitude = 1e-6
    let (value, evaluations) = integrate(0, 1) { t in 1 + amplitude * noise(t) }
    // At most 16 evaluations per halving, 256 halvings, and the first estimate's 8.
    XCTAssertLessThanOrEqual(evaluations, 8 + 16 * 256)
    // The mean of the noise is within its amplitude.
    XCTAssertEqual(value, 1, accuracy: amplitude)
  }
}
