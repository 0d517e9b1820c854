import LayerKit
import LayerKitTesting
import XCTest

/// The comparisons under every helper: absolute and relative tolerances in the manner of
/// swift-numerics' `isApproximatelyEqual`, non-finite numbers, and angles modulo a whole turn.
final class ToleranceTests: XCTestCase {
  func testAbsoluteAndRelativeBounds() {
    let absolute = Tolerance(absolute: 1e-9)
    XCTAssertTrue(absolute.allows(0.1 + 0.2, 0.3))
    XCTAssertTrue(absolute.allows(1, 1 + 5e-10))
    XCTAssertFalse(absolute.allows(1, 1 + 2e-9))
    // Relative: a fraction of the larger magnitude.
    let relative = Tolerance.relative(1e-6)
    XCTAssertTrue(relative.allows(1_000_000, 1_000_001))
    XCTAssertFalse(relative.allows(1, 1.000002))
    XCTAssertFalse(relative.allows(0, 1e-300), "a relative tolerance allows nothing around 0")
    // Either bound suffices.
    let both = Tolerance(absolute: 1e-3, relative: 1e-6)
    XCTAssertTrue(both.allows(0, 1e-4))
    XCTAssertTrue(both.allows(1e9, 1e9 + 500))
  }

  func testExactAndNonFiniteNumbers() {
    XCTAssertTrue(Tolerance.exact.allows(0.5, 0.5))
    XCTAssertFalse(Tolerance.exact.allows(0.5, 0.5.nextUp))
    XCTAssertTrue(Tolerance.exact.allows(.infinity, .infinity))
    XCTAssertFalse(Tolerance(absolute: .infinity).allows(.infinity, -.infinity))
    XCTAssertFalse(Tolerance(absolute: 1).allows(.nan, .nan), "NaN equals nothing")
    XCTAssertFalse(Tolerance(absolute: 1).allows(.nan, 0))
  }

  func testFloatLiteralIsAnAbsoluteTolerance() {
    let tolerance: Tolerance = 1e-6
    XCTAssertEqual(tolerance, Tolerance(absolute: 1e-6))
    XCTAssertEqual(tolerance.description, "±1e-06")
    XCTAssertEqual(Tolerance.relative(0.01).description, "0.01 relative")
    XCTAssertEqual(Tolerance.exact.description, "exact")
    XCTAssertEqual(
      Tolerance(absolute: 1e-9, relative: 1e-6).byDecomposition.description,
      "±1e-09 or 1e-06 relative, by decomposition")
  }

  func testAnglesCompareModuloAWholeTurn_V3() {
    // A rotation read back as −π is the rotation π (V3 decomposes to angles in (−π, π]).
    let tolerance = Tolerance(absolute: 1e-12)
    XCTAssertTrue(tolerance.allowsAngles(.pi, -.pi))
    XCTAssertTrue(tolerance.allowsAngles(0, 2 * .pi))
    XCTAssertTrue(tolerance.allowsAngles(0.25, 0.25 + 6 * .pi))
    XCTAssertFalse(tolerance.allowsAngles(0, .pi))
    XCTAssertFalse(tolerance.allowsAngles(0, .nan))
    // Near the wrap, the difference is the short way round: π − 1e-6 against −π + 1e-6.
    XCTAssertEqual(
      Tolerance.angleDifference(.pi - 1e-6, -.pi + 1e-6), 2e-6,
      accuracy: Tolerance.fewUlpsOfATurn.absolute)
    XCTAssertTrue(Tolerance(absolute: 3e-6).allowsAngles(.pi - 1e-6, -.pi + 1e-6))
    XCTAssertFalse(Tolerance(absolute: 1e-6).allowsAngles(.pi - 1e-6, -.pi + 1e-6))
  }

  func testRecordModeFromTheEnvironment() throws {
    let name = RecordMode.environmentVariable
    XCTAssertEqual(try RecordMode.fromEnvironment([:]), .missing)
    XCTAssertEqual(try RecordMode.fromEnvironment([name: ""]), .missing)
    XCTAssertEqual(try RecordMode.fromEnvironment([name: "all"]), .all)
    XCTAssertEqual(try RecordMode.fromEnvironment([name: "1"]), .all)
    XCTAssertEqual(try RecordMode.fromEnvironment([name: "NEVER"]), .never)
    XCTAssertThrowsError(try RecordMode.fromEnvironment([name: "sometimes"])) { error in
      XCTAssertEqual(
        "\(error)",
        "LAYERKIT_RECORD: unknown record mode 'sometimes'; expected all (1, true, yes), missing, "
          + "or never (0, false, no)")
    }
  }
}
