import XCTest

@testable import LayerKit

/// Speed-critical properties that are not timings (issue 8): arc-length tables and spline
/// tangents are built once, when an animation is added, and evaluation reuses them.
final class KeyframeTablesTests: XCTestCase {
  private func storedKeyframe(_ animation: KeyframeAnimation, on layer: Layer) -> KeyframeAnimation?
  {
    guard case .keyframe(let stored)? = layer.animation(forKey: "k") else { return nil }
    return stored
  }

  func testTablesAreBuiltOnceWhenAdded_K6_K8_P6() throws {
    var path = Path()
    path.move(to: .zero)
    path.addCurve(
      to: Point(x: 100, y: 0), control1: Point(x: 0, y: 100), control2: Point(x: 100, y: 100))
    let cases = [
      KeyframeAnimation(
        keyPath: .position, path: path, calculationMode: .paced, timing: MediaTiming(duration: 1)),
      KeyframeAnimation(
        keyPath: .opacity, values: [0, 1, 0.5, 1], calculationMode: .cubicPaced,
        timing: MediaTiming(duration: 1)),
    ]
    for animation in cases {
      XCTAssertNil(animation.geometry.value, "a new animation carries no tables")
      let layer = Layer()
      try layer.add(animation, forKey: "k")
      let stored = try XCTUnwrap(storedKeyframe(animation, on: layer))
      let tables = try XCTUnwrap(stored.geometry.value, "the layer prepares the tables when adding")
      XCTAssertNotNil(tables.table)
      // Evaluating many times reads the same tables: no evaluation builds its own.
      for t in stride(from: 0.0, to: 1, by: 0.1) { _ = layer.presentation(at: t) }
      let after = try XCTUnwrap(storedKeyframe(animation, on: layer)?.geometry.value)
      XCTAssertTrue(after === tables)
      XCTAssertTrue(stored.preparedGeometry === tables)
      // The caller's copy is untouched (copy on add, L7) and equal to the stored one: prepared
      // tables take no part in equality.
      XCTAssertNil(animation.geometry.value)
      XCTAssertEqual(stored.values, animation.values)
    }
  }

  func testLinearKeyframesPassThroughEveryKeyframe_K2_K3() throws {
    var random = SplitMix64(seed: 0x7AB1E5)
    for _ in 0..<100 {
      let count = Int.random(in: 2...10, using: &random)
      let values = (0..<count).map { _ in random.double(in: -50...50) }
      var times = (0..<count).map { _ in random.double(in: 0...1) }.sorted()
      times[0] = 0
      times[count - 1] = 1
      let layer = Layer()
      try layer.add(
        KeyframeAnimation(
          keyPath: .cornerRadius, values: values.map(AnimatableValue.number), keyTimes: times,
          timing: MediaTiming(duration: 1)), forKey: "k")
      for i in 0..<count - 1 where times[i + 1] > times[i] {
        assertClose(layer.presentation(at: times[i]).cornerRadius, values[i], Tolerance.closedForm)
      }
    }
  }
}
