import LayerKit
import XCTest

@testable import LayerKitTesting

/// The presentation checks and their messages: what `assertPresentation` and
/// `expectPresentation` report. The expected values are closed forms of linear interpolation
/// (B1, T7) over a 2-second animation.
final class PresentationCheckTests: XCTestCase {
  /// A layer whose opacity fades 1 → 0 and whose position.y moves 100 → 300, linearly over 2 s.
  private func fadingLayer(name: String? = nil) throws -> Layer {
    let layer = Layer(name: name)
    var fade = BasicAnimation(keyPath: "opacity", from: 1, to: 0, timingFunction: .linear)
    fade.duration = 2
    try layer.add(fade, forKey: "fade")
    var drop = BasicAnimation(keyPath: "position.y", from: 100, to: 300, timingFunction: .linear)
    drop.duration = 2
    try layer.add(drop, forKey: "drop")
    return layer
  }

  func testMatchingValuesGiveNoMessage_B1_T7() throws {
    let layer = try fadingLayer()
    XCTAssertEqual(
      Checks.presentation(of: layer, "opacity", expected: [(1, 0.5)], tolerance: .closedForm), [])
    XCTAssertEqual(
      Checks.presentation(
        of: layer, "position.y", expected: [(0, 100), (0.5, 150), (1.5, 250)],
        tolerance: .closedForm),
      [])
    // The helpers themselves pass too.
    assertPresentation(of: layer, "opacity", at: 0.5, equals: 0.75, accuracy: .closedForm)
    assertPresentation(of: layer, "position.y", equals: [0: 100, 1: 200, 1.5: 250])
    assertPresentation(of: layer, "position", at: 1, equals: Point(x: 0, y: 200))
  }

  func testMismatchMessageShowsKeyTimeValuesDifferenceAndTolerance_B1() throws {
    let layer = try fadingLayer(name: "box")
    let messages = Checks.presentation(
      of: layer, "position.y", expected: [(1.5, 200), (1, 200)], tolerance: 1e-9)
    // At 1.5 s the value is 100 + 200 · 0.75 = 250: one mismatch, at that time only.
    XCTAssertEqual(
      messages,
      ["box.position.y at t = 1.5: expected 200.0, got 250.0 (difference 50.0, tolerance ±1e-09)"])
  }

  func testEveryDifferingTimeIsReported_B1() throws {
    let layer = try fadingLayer()
    let mismatches = try layer.presentationMismatches(
      "opacity", expected: [0: 1, 0.5: 0.5, 1: 0.5, 2: 0.5], tolerance: .closedForm)
    // 0.5 s gives 0.75; 2 s is past the end (removed, F2): the model's 1.
    XCTAssertEqual(mismatches.map(\.time), [0.5, 2])
    XCTAssertEqual(mismatches.map(\.actual), [0.75, 1])
    XCTAssertEqual(
      mismatches[0].difference ?? .nan, 0.25, accuracy: Tolerance.closedForm.absolute)
  }

  func testKindMismatchAndUnknownKeyPathAreReported_L5() throws {
    let layer = try fadingLayer()
    XCTAssertEqual(
      Checks.presentation(
        of: layer, "opacity", expected: [(1, .point(Point(x: 1, y: 2)))], tolerance: 1e-9),
      [
        "opacity at t = 1.0: expected Point(x: 1.0, y: 2.0), got 0.5 (a number where a point "
          + "was expected)"
      ])
    XCTAssertEqual(
      Checks.presentation(of: layer, "positon", expected: [(1, 0)], tolerance: 1e-9),
      [
        "positon: unknown key path 'positon'; did you mean 'position'?"
      ])
    XCTAssertEqual(
      Checks.presentation(of: layer, "strokeEnd", expected: [(1, 0)], tolerance: 1e-9),
      [
        "strokeEnd: is a property of shape layers, not of a plain layer"
      ])
    XCTAssertEqual(
      Checks.presentation(of: layer, "opacity", expected: [(.nan, 0)], tolerance: 1e-9),
      ["opacity: the time must be a finite number (got nan)"])
  }

  func testRotationsCompareModuloAWholeTurn_V3() throws {
    // transform.rotation.z 0 → 2π linearly over 2 s: at 1 s the angle is π, which reads back
    // from the decomposition as π or −π (V3); both must pass.
    let layer = Layer()
    var spin = BasicAnimation(
      keyPath: "transform.rotation.z", from: 0, to: .number(2 * .pi),
      timingFunction: .linear)
    spin.duration = 2
    try layer.add(spin, forKey: nil)
    XCTAssertEqual(
      Checks.presentation(
        of: layer, "transform.rotation.z", expected: [(1, .number(.pi)), (1, .number(-.pi))],
        tolerance: 1e-9),
      [])
    // 1.5 s: 3π/2, which is −π/2.
    assertPresentation(of: layer, "transform.rotation.z", at: 1.5, equals: -Double.pi / 2)
  }

  func testWholeLayerComparisonListsEachDifferingProperty_F4() throws {
    let layer = try fadingLayer(name: "box")
    var expected = layer.model
    expected.opacity = 0.5
    expected.position = Point(x: 0, y: 200)
    XCTAssertEqual(Checks.presentation(of: layer, at: 1, expected: expected, tolerance: 1e-9), [])
    expected.opacity = 0.4
    XCTAssertEqual(
      Checks.presentation(of: layer, at: 1, expected: expected, tolerance: 1e-9),
      [
        "box.opacity at t = 1.0: expected 0.4, got 0.5 (difference \(abs(0.5 - 0.4)), "
          + "tolerance ±1e-09)"
      ])
  }

  func testApproximatelyEqualMessage() {
    XCTAssertEqual(
      Checks.approximatelyEqual(Point(x: 1, y: 2), Point(x: 1, y: 2.5), tolerance: 0.1),
      ["expected Point(x: 1.0, y: 2.5), got Point(x: 1.0, y: 2.0) (difference 0.5, tolerance ±0.1)"]
    )
    assertApproximatelyEqual(Point(x: 1, y: 2), Point(x: 1, y: 2 + 1e-12))
  }
}
