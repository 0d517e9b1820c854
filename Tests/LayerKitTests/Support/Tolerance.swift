import LayerKit
import XCTest

/// Named tolerance tiers. Every approximate assertion uses one of these, with the reason here.
enum Tolerance {
  /// Endpoints, identities and values that involve no rounding: must be bit-for-bit equal.
  static let exact = 0.0
  /// Closed forms evaluated in a few floating-point operations: a few ulps of values of order 1
  /// to 1000, with margin. Used for linear interpolation, timing arithmetic and trigonometry.
  static let closedForm = 1e-12
  /// Output of the cubic-Bézier solver against an independent exact solve (rule TF6).
  static let solver = TimingFunction.accuracy
  /// Transforms that went through a decomposition and recomposition: the Gram–Schmidt and
  /// quaternion steps lose a few digits on matrices with entries up to about 100.
  static let decomposition = 1e-9
  /// Paced motion, as a fraction of the path's length (rule P6).
  static let pacedPath = 1e-6
  /// A segment's length across a cusp, relative to the length: where the speed has a kink,
  /// quadrature converges only as the square of the interval, down to the depth limit
  /// (`Path.Segment.length(from:to:)` documents 1e-9).
  static let cuspLength = 1e-9
  /// A spring's position, as a fraction of its from→to distance: the engine tabulates the
  /// oscillator (quintic pieces built to 1e-10) and the closed form it is checked against loses
  /// a few ulps of its own.
  static let spring = 1e-9
}

/// Asserts `|actual − expected| ≤ tolerance`, printing both values and the error.
func assertClose(
  _ actual: Double, _ expected: Double, _ tolerance: Double, _ message: String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  if actual == expected { return }
  let error = abs(actual - expected)
  XCTAssert(
    error <= tolerance,
    "\(actual) is not within \(tolerance) of \(expected) (error \(error)) \(message)",
    file: file, line: line)
}

/// Asserts two points are within `tolerance` in each coordinate.
func assertClose(
  _ actual: Point, _ expected: Point, _ tolerance: Double, _ message: String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  assertClose(actual.x, expected.x, tolerance, "x " + message, file: file, line: line)
  assertClose(actual.y, expected.y, tolerance, "y " + message, file: file, line: line)
}

/// Asserts two colours are within `tolerance` in each component.
func assertClose(
  _ actual: Color, _ expected: Color, _ tolerance: Double, _ message: String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  assertClose(actual.red, expected.red, tolerance, "red " + message, file: file, line: line)
  assertClose(actual.green, expected.green, tolerance, "green " + message, file: file, line: line)
  assertClose(actual.blue, expected.blue, tolerance, "blue " + message, file: file, line: line)
  assertClose(actual.alpha, expected.alpha, tolerance, "alpha " + message, file: file, line: line)
}

/// Asserts two transforms are within `tolerance` field by field.
func assertClose(
  _ actual: Transform3D, _ expected: Transform3D, _ tolerance: Double, _ message: String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  for (index, (a, e)) in zip(actual.fields, expected.fields).enumerated() {
    let name = "m\(index / 4 + 1)\(index % 4 + 1)"
    assertClose(a, e, tolerance, name + " " + message, file: file, line: line)
  }
}

/// Asserts that `value` is a number within `tolerance` of `expected`.
func assertNumber(
  _ value: AnimatableValue, _ expected: Double, _ tolerance: Double, _ message: String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  guard case .number(let actual) = value else {
    XCTFail("expected a number, got \(value) \(message)", file: file, line: line)
    return
  }
  assertClose(actual, expected, tolerance, message, file: file, line: line)
}
