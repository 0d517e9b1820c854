import LayerKit
import XCTest

/// Component-wise values: interpolation exact at both ends (rule V1) and additive
/// combination (V5), checked by one generic law checker per type.
final class InterpolatableTests: XCTestCase {
  /// Laws every vector type obeys, on random pairs: exact ends, the midpoint is the mean,
  /// addition is component-wise and `scaled` multiplies.
  private func checkLaws<T: VectorArithmetic>(
    _ make: (inout SplitMix64) -> T, _ components: (T) -> [Double],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    var random = SplitMix64(seed: 0x1A_0001)
    for _ in 0..<10_000 {
      let a = make(&random)
      let b = make(&random)
      // V1: exact at both ends (the form (1 − t)·a + t·b, not a + (b − a)·t).
      XCTAssertEqual(a.interpolated(to: b, fraction: 0), a, file: file, line: line)
      XCTAssertEqual(a.interpolated(to: b, fraction: 1), b, file: file, line: line)
      let t = random.double(in: -0.5...1.5)
      let mixed = components(a.interpolated(to: b, fraction: t))
      for (index, (x, y)) in zip(components(a), components(b)).enumerated() {
        let expected = x + (y - x) * t
        assertClose(
          mixed[index], expected, Tolerance.closedForm * max(1, abs(x), abs(y)),
          "component \(index)",
          file: file, line: line)
      }
      // V5: sums and scalings act on every component.
      XCTAssertEqual(
        components(a + b), zip(components(a), components(b)).map(+), file: file, line: line)
      XCTAssertEqual(
        components(a.scaled(by: 3)), components(a).map { $0 * 3 }, file: file, line: line)
      assertClose(
        a.magnitudeSquared, components(a).map { $0 * $0 }.reduce(0, +),
        Tolerance.closedForm * a.magnitudeSquared, file: file, line: line)
    }
  }

  func testDoubleLaws_V1_V5() {
    checkLaws({ $0.double(in: -1e3...1e3) }, { [$0] })
  }

  func testPointLaws_V1_V5() {
    checkLaws(
      { Point(x: $0.double(in: -1e3...1e3), y: $0.double(in: -1e3...1e3)) }, { [$0.x, $0.y] })
  }

  func testSizeLaws_V1_V5() {
    checkLaws(
      { Size(width: $0.double(in: -1e3...1e3), height: $0.double(in: -1e3...1e3)) },
      { [$0.width, $0.height] })
  }

  func testRectLaws_V1_V5() {
    checkLaws(
      {
        Rect(
          x: $0.double(in: -1e3...1e3), y: $0.double(in: -1e3...1e3),
          width: $0.double(in: 0...1e3), height: $0.double(in: 0...1e3))
      }, { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height] })
  }

  func testColorLaws_V1_V5() {
    checkLaws(
      {
        Color(
          red: $0.double(in: 0...1), green: $0.double(in: 0...1), blue: $0.double(in: 0...1),
          alpha: $0.double(in: 0...1))
      }, { [$0.red, $0.green, $0.blue, $0.alpha] })
  }

  func testVector3Laws_V1_V5() {
    checkLaws(
      { Vector3(x: $0.double(in: -9...9), y: $0.double(in: -9...9), z: $0.double(in: -9...9)) },
      { [$0.x, $0.y, $0.z] })
  }

  func testNaiveLerpWouldNotBeExact_V1() {
    // The reason for the (1 − t)·a + t·b form: a + (b − a)·1 misses b for some pairs. This pair
    // is one: 3 + (0.1 − 3)·1 = 0.10000000000000009. LayerKit returns b exactly.
    let a = 3.0
    let b = 0.1
    XCTAssertNotEqual(a + (b - a) * 1, b)
    XCTAssertEqual(a.interpolated(to: b, fraction: 1), b)
  }

  func testColoursInterpolateInFloatingPointNotBytes_V1() {
    let mid = Color.blue.interpolated(to: .red, fraction: 1.0 / 3)
    assertClose(mid, Color(red: 1.0 / 3, green: 0, blue: 2.0 / 3, alpha: 1), Tolerance.closedForm)
  }
}
