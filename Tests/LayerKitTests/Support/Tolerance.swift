import LayerKit
import XCTest

/// Named tolerance tiers. Every approximate assertion uses one of these, with the reason here,
/// but the Chromium conformance cases, whose tolerances follow Chromium's printed precision and
/// are given with each test (`ChromiumConformanceTests`).
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
  /// A length by quadrature, as a fraction of the length: `Path.Segment.length(from:to:)`
  /// documents 1e-9, across a cusp too (where the speed has a kink, quadrature converges only
  /// as the square of the interval, down to the depth limit).
  static let length = 1e-9
  /// A spring's position, as a fraction of its from→to distance: the engine tabulates the
  /// oscillator (quintic pieces built to 1e-10) and the closed form it is checked against loses
  /// a few ulps of its own.
  static let spring = 1e-9
  /// Values computed through a few floating-point steps of the general path (an animation
  /// evaluated through a layer: time conversion, timing, a blend or a matrix) on values up to
  /// about 1000: some thousands of ulps, as `LayerKitTesting`'s default.
  static let fewSteps = 1e-9
  /// The end of a unit arc whose sweep was cut to 64 turns and walked in up to 257 quarter
  /// steps: the angle's running sum rounds at each step (an ulp of 400 radians is 6e-14), some
  /// 1e-11 in all, with margin.
  static let steppedSweep = 1e-9
  /// A quantity of order 1 from a few operations (a slerped quaternion's norm): a few ulps of 1.
  static let unitNorm = 1e-14
  /// A matrix times its computed inverse against the identity, for random entries in [−2, 2]
  /// and a determinant of at least 1e-3 (so a condition number of some thousands at most).
  static let inverse = 1e-8
  /// A spring against the test's own numerical integration (RK4 in steps of 1e-4 s, the step
  /// rounded to land on t): the integrator's error and the rounding of its step count, not the
  /// engine's.
  static let integration = 1e-6
  /// A fraction of a cycle at a time near 1e9 s: the time's ulp (1.2e-7) over a cycle of 2 s,
  /// with margin.
  static let lateTime = 1e-6
  /// A value read 1e-9 s before an end, against the end's value: the speed times 1e-9, under
  /// 1e-6 for speeds below 1,000 a second.
  static let justBeforeEnd = 1e-6
  /// A figure published rounded to `place` (1e-4 for 1.4727): half that place.
  static func rounded(to place: Double) -> Double { place / 2 }
  /// A figure published as "about" this value to `place` (about 2.85 s): a whole place.
  static func about(_ place: Double) -> Double { place }
  /// A closed form's leading-order approximation (a heavily overdamped spring's
  /// x ≈ e^(−t·k/c)) against the exact value: the next order's term, with margin.
  static let leadingOrder = 1e-6
  /// A point of a cubic Bézier quarter arc against the circle or ellipse it stands for, as a
  /// fraction of the radius: the four-arc approximation deviates by 2.7e-4 at most.
  static let quarterArc = 3e-4
  /// A number as the preview page prints it: to three decimals, so half the last place, with
  /// margin for the reading.
  static let printed = 1e-3
  /// A colour channel in [0, 1] read back from a CSS `rgba` colour: half a step of its 8-bit
  /// channel, and the division's rounding.
  static let channel = 0.5 / 255 + 1e-6
  /// A length in CSS pixels as the preview page's layout rounds it: half a pixel.
  static let halfPixel = 0.5
  /// A channel of a rendered pixel, in its 0–255 units, against the exact coverage: one step
  /// (the coverage is rounded to a byte).
  static let byteStep = 1.0
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
