import LayerKit
import LayerKitTesting
import XCTest

/// Approximate equality of every value type, with expected values from closed forms.
final class ApproximatelyEquatableTests: XCTestCase {
  func testGeometryComparesEveryComponent_V1() {
    XCTAssertTrue(Point(x: 1, y: 2).isApproximatelyEqual(to: Point(x: 1, y: 2 + 1e-10)))
    XCTAssertFalse(Point(x: 1, y: 2).isApproximatelyEqual(to: Point(x: 1, y: 2.001)))
    XCTAssertEqual(Point(x: 1, y: 2).largestDifference(from: Point(x: 1.5, y: 2.25)), 0.5)
    XCTAssertTrue(
      Rect(x: 0, y: 0, width: 10, height: 10).isApproximatelyEqual(
        to: Rect(x: 0, y: 0, width: 10.05, height: 10), tolerance: 0.1))
    XCTAssertFalse(
      Color(red: 1, green: 0, blue: 0, alpha: 1).isApproximatelyEqual(
        to: Color(red: 1, green: 0, blue: 0, alpha: 0.99)))
    XCTAssertTrue(
      Size(width: 1e6, height: 1).isApproximatelyEqual(
        to: Size(width: 1e6 + 0.5, height: 1), tolerance: .relative(1e-6)))
  }

  func testValuesOfOtherKindsOrShapesNeverMatch_Y2_Y4() {
    // Same numbers, different kinds.
    let point = AnimatableValue.point(Point(x: 1, y: 2))
    let size = AnimatableValue.size(Size(width: 1, height: 2))
    XCTAssertFalse(point.isApproximatelyEqual(to: size, tolerance: Tolerance(absolute: 1e9)))
    XCTAssertNil(point.largestDifference(from: .number(1)))
    // Lists of other lengths (Y4).
    XCTAssertFalse(
      AnimatableValue.numbers([0, 1]).isApproximatelyEqual(to: .numbers([0, 1, 1]), tolerance: 1))
    // Paths of other structures (Y2), even with the same coordinates.
    var line = Path()
    line.move(to: Point(x: 0, y: 0))
    line.addLine(to: Point(x: 10, y: 0))
    var curve = Path()
    curve.move(to: Point(x: 0, y: 0))
    curve.addQuadCurve(to: Point(x: 10, y: 0), control: Point(x: 5, y: 0))
    XCTAssertFalse(line.isApproximatelyEqual(to: curve, tolerance: 100))
    var nudged = Path()
    nudged.move(to: Point(x: 0, y: 1e-10))
    nudged.addLine(to: Point(x: 10, y: 0))
    XCTAssertTrue(line.isApproximatelyEqual(to: nudged))
  }

  func testTransformsByEntriesOrByDecomposition_V2() {
    // scale(1000) · rotate(1e-6 about z): the off-diagonal entries are 1000 · sin(1e-6) ≈ 1e-3
    // away from scale(1000)'s, while the parts differ by a quaternion of half-angle 5e-7.
    let scaled = Transform3D(scaleX: 1000, y: 1000, z: 1)
    let turned = scaled.rotated(by: 1e-6, x: 0, y: 0, z: 1)
    let tolerance = Tolerance(absolute: 1e-6)
    XCTAssertFalse(turned.isApproximatelyEqual(to: scaled, tolerance: tolerance))
    XCTAssertTrue(turned.isApproximatelyEqual(to: scaled, tolerance: tolerance.byDecomposition))
    // A rotation of π and of −π about z: the same transform, opposite quaternions.
    let plus = Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1)
    let minus = Transform3D(rotationAngle: -.pi, x: 0, y: 0, z: 1)
    XCTAssertTrue(
      plus.isApproximatelyEqual(to: minus, tolerance: Tolerance(absolute: 1e-12).byDecomposition))
    XCTAssertTrue(
      AnimatableValue.transform(plus).isApproximatelyEqual(
        to: .transform(minus), tolerance: Tolerance(absolute: 1e-12).byDecomposition))
  }

  func testAngleValuesCompareModuloAWholeTurn_V3() {
    let a = AnimatableValue.number(.pi)
    let b = AnimatableValue.number(-.pi)
    XCTAssertFalse(a.isApproximatelyEqual(to: b, tolerance: .closedForm, isAngle: false))
    XCTAssertTrue(a.isApproximatelyEqual(to: b, tolerance: .closedForm, isAngle: true))
    XCTAssertEqual(a.largestDifference(from: b, isAngle: true), 0)
  }

  func testLayerPropertiesCompareEveryPropertyOfTheirKind_L4_Y7() {
    let model = LayerProperties()
    var moved = model
    moved.position = Point(x: 0, y: 1e-3)
    moved.opacity = 0.5
    XCTAssertTrue(model.isApproximatelyEqual(to: model))
    XCTAssertFalse(model.isApproximatelyEqual(to: moved))
    XCTAssertEqual(moved.differingProperties(from: model), [.position, .opacity])
    XCTAssertTrue(model.isApproximatelyEqual(to: moved, tolerance: 0.5))
    XCTAssertFalse(model.isApproximatelyEqual(to: ShapeLayer().model, tolerance: 1e9))
  }
}
