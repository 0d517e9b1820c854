import Foundation
import LayerKitSwiftUI
import XCTest

/// Rule W4: UnitCurve's values, slopes and inverses.
final class UnitCurveTests: XCTestCase {
  /// The cubic Bézier through (0,0), (x1,y1), (x2,y2), (1,1) at x, by bisection on the
  /// parameter: an implementation independent of the module's Newton solver.
  func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func coordinate(_ a: Double, _ b: Double, _ t: Double) -> Double {
      3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if coordinate(x1, x2, mid) < x { low = mid } else { high = mid }
    }
    return coordinate(y1, y2, (low + high) / 2)
  }

  func testPresetsAreTheirBezierCurves_W4() {
    for x in stride(from: 0.0, through: 1.0, by: 0.05) {
      XCTAssertEqual(
        UnitCurve.easeIn.value(at: x), bezier(0.42, 0, 1, 1, at: x), accuracy: Tier.closedForm)
      XCTAssertEqual(
        UnitCurve.easeOut.value(at: x), bezier(0, 0, 0.58, 1, at: x), accuracy: Tier.closedForm)
      XCTAssertEqual(
        UnitCurve.easeInOut.value(at: x), bezier(0.42, 0, 0.58, 1, at: x), accuracy: Tier.closedForm
      )
      XCTAssertEqual(UnitCurve.linear.value(at: x), x, accuracy: Tier.exact)
    }
    XCTAssertEqual(UnitCurve.easeInOut.value(at: 0.5), 0.5, accuracy: Tier.closedForm)
  }

  func testInputIsClampedAndControlXClamped_W4() {
    XCTAssertEqual(UnitCurve.easeIn.value(at: -1), 0)
    XCTAssertEqual(UnitCurve.easeIn.value(at: 2), 1)
    // x of the control points clamped to [0, 1], y free: an overshooting curve.
    let back = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: -0.5, y: 0), endControlPoint: UnitPoint(x: 0.6, y: 1.6))
    XCTAssertEqual(back.value(at: 0.7), bezier(0, 0, 0.6, 1.6, at: 0.7), accuracy: Tier.closedForm)
    XCTAssertGreaterThan(back.value(at: 0.7), 1)
  }

  func testVelocityIsTheSlope_W4() {
    let h = 1e-6
    for x in [0.1, 0.3, 0.5, 0.8] {
      let slope =
        (bezier(0.42, 0, 0.58, 1, at: x + h) - bezier(0.42, 0, 0.58, 1, at: x - h)) / (2 * h)
      XCTAssertEqual(UnitCurve.easeInOut.velocity(at: x), slope, accuracy: Tier.derivative)
    }
    XCTAssertEqual(UnitCurve.linear.velocity(at: 0.3), 1)
    // easeOut starts with slope y2/x2's limit: dy/dx → (3y₁ …) with x₁ = y₁ = 0 → y₂/x₂.
    XCTAssertEqual(UnitCurve.easeOut.velocity(at: 0), 1 / 0.58, accuracy: Tier.closedForm)
  }

  func testInverseUndoesTheCurve_W4() {
    for x in [0.1, 0.4, 0.75] {
      let y = UnitCurve.easeIn.value(at: x)
      XCTAssertEqual(UnitCurve.easeIn.inverse.value(at: y), x, accuracy: Tier.closedForm)
      let c = UnitCurve.circularEaseInOut.value(at: x)
      XCTAssertEqual(UnitCurve.circularEaseInOut.inverse.value(at: c), x, accuracy: Tier.closedForm)
    }
    XCTAssertEqual(UnitCurve.circularEaseIn.inverse, .circularEaseOut)
  }

  func testCircularCurvesAreQuarterCircles_W4() {
    for x in [0.2, 0.5, 0.9] {
      XCTAssertEqual(
        UnitCurve.circularEaseIn.value(at: x), 1 - (1 - x * x).squareRoot(), accuracy: Tier.exact)
      XCTAssertEqual(
        UnitCurve.circularEaseOut.value(at: x), (1 - (1 - x) * (1 - x)).squareRoot(),
        accuracy: Tier.exact)
    }
    XCTAssertEqual(
      UnitCurve.circularEaseInOut.value(at: 0.25), 0.5 * (1 - (1 - 0.25).squareRoot()),
      accuracy: Tier.exact)
    XCTAssertEqual(UnitCurve.circularEaseInOut.value(at: 0.5), 0.5, accuracy: Tier.exact)
    XCTAssertEqual(UnitCurve.circularEaseIn.velocity(at: 0.6), 0.6 / 0.8, accuracy: Tier.exact)
  }
}
