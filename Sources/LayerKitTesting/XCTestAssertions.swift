import LayerKit
import XCTest

/// Asserts that the presented value of `keyPath` of `layer` at media time `time` equals
/// `expected` within `accuracy` (angles modulo a whole turn); `layer` is a LayerKit `Layer` or,
/// where QuartzCore is absent, a `CALayer` (``TestableLayer``).
///
///     assertPresentation(of: layer, "position.y", at: 1.5, equals: 200, accuracy: 1e-9)
///     assertPresentation(of: layer, "position", at: 1.5, equals: Point(x: 100, y: 200))
///
/// A failure is reported at the call, as
/// `position.y at t = 1.5: expected 200.0, got 199.5 (difference 0.5, tolerance ±1e-09)`.
///
/// - Complexity: that of `Layer.presentation(at:)`.
public func assertPresentation(
  of layer: some TestableLayer, _ keyPath: AnimatableKeyPath, at time: Double,
  equals expected: some PresentationValue, accuracy: Tolerance = .default,
  file: StaticString = #filePath, line: UInt = #line
) {
  fail(
    Checks.presentation(
      of: layer, keyPath, expected: [(time, expected.animatableValue)], tolerance: accuracy),
    file: file, line: line)
}

/// Asserts the presented value of `keyPath` of `layer` at several media times at once, each
/// time with the value expected then; every differing time is reported.
///
///     assertPresentation(of: layer, "opacity", equals: [0: 1, 0.5: 0.5, 1: 0])
///
/// - Complexity: O(t) presentations for t times.
public func assertPresentation<Value: PresentationValue>(
  of layer: some TestableLayer, _ keyPath: AnimatableKeyPath,
  equals expected: KeyValuePairs<Double, Value>,
  accuracy: Tolerance = .default, file: StaticString = #filePath, line: UInt = #line
) {
  let pairs = expected.map { ($0.key, $0.value.animatableValue) }
  fail(
    Checks.presentation(of: layer, keyPath, expected: pairs, tolerance: accuracy), file: file,
    line: line)
}

/// Asserts that every presented property of `layer` at media time `time` equals `expected`'s
/// within `accuracy`; each differing property is reported.
///
///     var expected = layer.model
///     expected.opacity = 0.5
///     assertPresentation(of: layer, at: 1, equals: expected)
public func assertPresentation(
  of layer: some TestableLayer, at time: Double, equals expected: LayerProperties,
  accuracy: Tolerance = .default, file: StaticString = #filePath, line: UInt = #line
) {
  fail(
    Checks.presentation(of: layer, at: time, expected: expected, tolerance: accuracy), file: file,
    line: line)
}

/// Asserts that two values are equal within `accuracy`: `XCTAssertEqual(_:_:accuracy:)` for
/// points, colours, transforms, paths and every other LayerKit value.
///
///     assertApproximatelyEqual(frame.position, Point(x: 10, y: 20), accuracy: 1e-12)
public func assertApproximatelyEqual<T: ApproximatelyEquatable>(
  _ actual: T, _ expected: T, accuracy: Tolerance = .default, file: StaticString = #filePath,
  line: UInt = #line
) {
  fail(Checks.approximatelyEqual(actual, expected, tolerance: accuracy), file: file, line: line)
}

/// Asserts that a sampled timeline matches the golden file at `path` (relative to the folder of
/// the test file, or absolute), writing the file when it is missing or `LAYERKIT_RECORD=all`
/// asks for it (``RecordMode``); a recording run fails so that it is never mistaken for a pass.
///
///     assertTimeline(
///       try layer.timeline(of: ["opacity", "position"], from: 0, to: 2, fps: 30),
///       matchesFile: "Golden/fade.json")
///
/// A difference is reported with its first differing time and key.
public func assertTimeline(
  _ timeline: @autoclosure () throws -> SampledTimeline, matchesFile path: String,
  accuracy: Tolerance = .default, record: RecordMode? = nil, file: StaticString = #filePath,
  line: UInt = #line
) {
  fail(
    Checks.timeline(timeline, file: path, testFile: "\(file)", tolerance: accuracy, record: record),
    file: file, line: line)
}

/// Reports each message as an XCTest failure at the call; the XCTest form of the Swift Testing
/// helpers' `record`.
func fail(_ messages: [String], file: StaticString, line: UInt) {
  for message in messages { XCTFail(message, file: file, line: line) }
}
