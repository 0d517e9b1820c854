import Foundation
import LayerKit
import XCTest

/// Key paths into structures (rule L5) and transform sub-key paths (V3).
final class AnimatableKeyPathTests: XCTestCase {
  func testEveryDocumentedKeyPathParses_L5() throws {
    // Aligned table: key path, kind of value.
    let cases: [(String, ValueKind)] = [
      ("position", .point),
      ("position.x", .number),
      ("position.y", .number),
      ("bounds", .rect),
      ("bounds.size", .size),
      ("bounds.size.width", .number),
      ("bounds.size.height", .number),
      ("bounds.origin", .point),
      ("bounds.origin.x", .number),
      ("transform", .transform),
      ("transform.rotation", .number),
      ("transform.rotation.x", .number),
      ("transform.rotation.y", .number),
      ("transform.rotation.z", .number),
      ("transform.scale", .number),
      ("transform.scale.x", .number),
      ("transform.scale.y", .number),
      ("transform.scale.z", .number),
      ("transform.translation", .size),
      ("transform.translation.x", .number),
      ("transform.translation.y", .number),
      ("transform.translation.z", .number),
      ("sublayerTransform.rotation.z", .number),
      ("shadowOffset.width", .number),
      ("anchorPoint.x", .number),
      ("contentsRect.size", .size),
      ("hidden", .bool),
      ("backgroundColor", .color),
    ]
    for (string, kind) in cases {
      let path = try AnimatableKeyPath(string)
      XCTAssertEqual(path.valueKind, kind, string)
      XCTAssertEqual(path.description, string)
    }
    for property in LayerProperty.allCases {
      XCTAssertEqual(try AnimatableKeyPath(property.rawValue).property, property)
    }
  }

  func testUnknownKeyPathsAreErrorsNamingThem_L5() {
    for bad in [
      "positon", "position.z", "opacity.x", "position.", "", ".x", "bounds.size.depth",
      "transform.rotation.w", "frame",
    ] {
      XCTAssertThrowsError(try AnimatableKeyPath(bad), bad) { error in
        let error = error as? ValidationError
        XCTAssertEqual(error?.field, "keyPath")
        XCTAssertTrue(error?.reason.contains("'\(bad)'") ?? false, "\(String(describing: error))")
      }
    }
    XCTAssertThrowsError(try Layer().value(forKeyPath: "opactiy"))
    XCTAssertThrowsError(try Layer().setValue(1, forKeyPath: "opactiy"))
  }

  func testGetAndSetThroughStructures_L5() throws {
    let layer = Layer()
    try layer.setValue(.number(40), forKeyPath: "position.x")
    try layer.setValue(.number(25), forKeyPath: "bounds.size.width")
    try layer.setValue(.point(Point(x: 1, y: 2)), forKeyPath: "bounds.origin")
    XCTAssertEqual(layer.position, Point(x: 40, y: 0))
    XCTAssertEqual(layer.bounds, Rect(x: 1, y: 2, width: 25, height: 0))
    XCTAssertEqual(try layer.value(forKeyPath: "bounds.size"), .size(Size(width: 25, height: 0)))
    // Wrong kinds and non-finite numbers are errors naming the path.
    XCTAssertThrowsError(try layer.setValue(.point(.zero), forKeyPath: "opacity")) { error in
      XCTAssertEqual((error as? ValidationError)?.field, "opacity")
    }
    XCTAssertThrowsError(try layer.setValue(.number(.nan), forKeyPath: "position.y"))
    XCTAssertEqual(layer.position, Point(x: 40, y: 0))
  }

  func testTransformComponentsRecomposeScaleRotateTranslate_V3() throws {
    var p = LayerProperties()
    try p.setValue(.number(10), forKeyPath: "transform.translation.x")
    try p.setValue(.number(.pi / 2), forKeyPath: "transform.rotation.z")
    try p.setValue(.number(2), forKeyPath: "transform.scale")
    // A point is scaled, then rotated, then translated: (1, 0) → (2, 0) → (0, 2) → (10, 2).
    assertClose(
      p.transform.apply(to: Point(x: 1, y: 0)), Point(x: 10, y: 2), Tolerance.decomposition)
    assertNumber(p[AnimatableKeyPath("transform.rotation.z")], .pi / 2, Tolerance.decomposition)
    assertNumber(p[AnimatableKeyPath("transform.rotation")], .pi / 2, Tolerance.decomposition)
    assertNumber(p[AnimatableKeyPath("transform.scale.x")], 2, Tolerance.decomposition)
    // transform.scale reads as the mean of the three factors (z is 2 too here).
    assertNumber(p[.transformScale], 2, Tolerance.decomposition)
    XCTAssertEqual(p[.transformTranslation], .size(Size(width: 10, height: 0)))
  }

  func testRotationOrderIsXThenYThenZ_V3() throws {
    var p = LayerProperties()
    try p.setValue(.number(0.3), forKeyPath: "transform.rotation.x")
    try p.setValue(.number(0.5), forKeyPath: "transform.rotation.y")
    try p.setValue(.number(0.7), forKeyPath: "transform.rotation.z")
    let expected = Transform3D(rotationAngle: 0.3, x: 1, y: 0, z: 0)
      .concatenating(Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0))
      .concatenating(Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1))
    assertClose(p.transform, expected, Tolerance.decomposition)
    assertNumber(p[.transformRotationX], 0.3, Tolerance.decomposition)
    assertNumber(p[.transformRotationY], 0.5, Tolerance.decomposition)
    assertNumber(p[.transformRotationZ], 0.7, Tolerance.decomposition)
  }

  func testRotationAnimationKeepsTheScale_V3() throws {
    let layer = Layer()
    layer.transform = Transform3D(scaleX: 2, y: 2)
    try layer.add(
      BasicAnimation(
        keyPath: .transformRotationZ, from: 0, to: .number(.pi), timing: MediaTiming(duration: 2)),
      forKey: "turn")
    let expected = Transform3D(scaleX: 2, y: 2).concatenating(
      Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1))
    assertClose(layer.presentation(at: 1).transform, expected, Tolerance.decomposition)
  }

  func testAdditiveRotationAddsAngles_V3_V5() throws {
    let layer = Layer()
    layer.transform = Transform3D(rotationAngle: 0.25, x: 0, y: 0, z: 1)
    var wobble = BasicAnimation(
      keyPath: .transformRotationZ, from: 0, to: 1, timing: MediaTiming(duration: 2))
    wobble.isAdditive = true
    try layer.add(wobble, forKey: "wobble")
    assertClose(
      layer.presentation(at: 1).transform, Transform3D(rotationAngle: 0.75, x: 0, y: 0, z: 1),
      Tolerance.decomposition)
  }

  func testTranslationSubPathAnimatesASize_V3() throws {
    let layer = Layer()
    try layer.add(
      BasicAnimation(
        keyPath: .transformTranslation, from: .size(.zero), to: .size(Size(width: 20, height: -10)),
        timing: MediaTiming(duration: 1)), forKey: "slide")
    let shown = layer.presentation(at: 0.5).transform
    XCTAssertEqual(shown.m41, 10)
    XCTAssertEqual(shown.m42, -5)
  }

  func testSingularTransformsStillAnswer_V3() throws {
    var p = LayerProperties()
    p.transform = Transform3D(scaleX: 0, y: 3)
    assertNumber(p[.transformRotationZ], 0, Tolerance.exact)
    try p.setValue(.number(4), forKeyPath: "transform.translation.x")
    XCTAssertEqual(p.transform.m41, 4)
    XCTAssertEqual(p.transform.m22, 3)
  }
}
