import LayerKit
import XCTest

/// The value enum that animations carry: kinds, booleans (rule V4), additive combination
/// (V5) and distances (K6).
final class AnimatableValueTests: XCTestCase {
  func testLiteralsAndKinds() {
    let number: AnimatableValue = 0.5
    let integer: AnimatableValue = 2
    let flag: AnimatableValue = true
    XCTAssertEqual(number, .number(0.5))
    XCTAssertEqual(integer, .number(2))
    XCTAssertEqual(flag, .bool(true))
    XCTAssertEqual(AnimatableValue.point(.zero).kind, .point)
    XCTAssertEqual(AnimatableValue.transform(.identity).kind, .transform)
  }

  func testBooleansSwitchAtHalf_V4() {
    let off: AnimatableValue = false
    let on: AnimatableValue = true
    XCTAssertEqual(off.interpolated(to: on, fraction: 0), off)
    XCTAssertEqual(off.interpolated(to: on, fraction: 0.4999), off)
    XCTAssertEqual(off.interpolated(to: on, fraction: 0.5), on)
    XCTAssertEqual(off.interpolated(to: on, fraction: 1), on)
  }

  func testAdditiveCombination_V5() {
    XCTAssertEqual(AnimatableValue.number(2).adding(.number(3)), .number(5))
    XCTAssertEqual(
      AnimatableValue.point(Point(x: 1, y: 2)).adding(.point(Point(x: 10, y: 20))),
      .point(Point(x: 11, y: 22)))
    XCTAssertEqual(
      AnimatableValue.color(Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5)).adding(
        .color(Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))),
      .color(Color(red: 0.6, green: 0.7, blue: 0.8, alpha: 1)))
    XCTAssertEqual(
      AnimatableValue.rect(Rect(x: 1, y: 2, width: 3, height: 4)).adding(
        .rect(Rect(x: 1, y: 1, width: 1, height: 1))),
      .rect(Rect(x: 2, y: 3, width: 4, height: 5)))
    // Transforms concatenate: a + b = a · b (B2).
    let a = Transform3D(translationX: 10, y: 0)
    let b = Transform3D(scaleX: 2, y: 2)
    XCTAssertEqual(
      AnimatableValue.transform(a).adding(.transform(b)), .transform(a.concatenating(b)))
    // a · b applies a first: (0, 0) → (10, 0) → (20, 0).
    XCTAssertEqual(a.concatenating(b).apply(to: .zero), Point(x: 20, y: 0))
  }

  func testSubtractionInvertsTransforms_B2() {
    let a = Transform3D(translationX: 10, y: 5)
    let b = Transform3D(translationX: 4, y: 1)
    guard case .transform(let difference) = AnimatableValue.transform(a).subtracting(.transform(b))
    else { return XCTFail("expected a transform") }
    assertClose(difference, Transform3D(translationX: 6, y: 4), Tolerance.closedForm)
  }

  func testDistancesAreEuclidean_K6() {
    XCTAssertEqual(AnimatableValue.number(1).distance(to: .number(-2)), 3)
    XCTAssertEqual(
      AnimatableValue.point(Point(x: 0, y: 0)).distance(to: .point(Point(x: 3, y: 4))), 5)
    XCTAssertEqual(
      AnimatableValue.color(.green).distance(to: .color(.red)), 2.0.squareRoot())
    XCTAssertNil(AnimatableValue.bool(true).distance(to: .bool(false)))
    XCTAssertNil(AnimatableValue.number(1).distance(to: .point(.zero)))
  }

  func testFiniteness() {
    XCTAssertTrue(AnimatableValue.number(1).isFinite)
    XCTAssertFalse(AnimatableValue.number(.nan).isFinite)
    XCTAssertFalse(AnimatableValue.point(Point(x: 0, y: .infinity)).isFinite)
    var t = Transform3D.identity
    t.m34 = .nan
    XCTAssertFalse(AnimatableValue.transform(t).isFinite)
    XCTAssertTrue(AnimatableValue.bool(false).isFinite)
  }
}
