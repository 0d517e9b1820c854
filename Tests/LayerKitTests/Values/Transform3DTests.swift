import Foundation
import XCTest

@testable import LayerKit

/// `CATransform3D` arithmetic, decomposition and whole-transform interpolation (rule V2).
/// Expected matrices are built from closed forms (rotation matrices, products worked by hand).
final class Transform3DTests: XCTestCase {
  func testRotationTurnsXTowardsY() {
    // CATransform3DMakeRotation(π/2, 0, 0, 1): m11 = cos, m12 = sin, m21 = −sin, m22 = cos.
    let quarter = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    assertClose(quarter.m12, 1, Tolerance.closedForm)
    assertClose(quarter.m21, -1, Tolerance.closedForm)
    assertClose(quarter.apply(to: Point(x: 1, y: 0)), Point(x: 0, y: 1), Tolerance.closedForm)
    // A zero axis is the identity, as in Core Animation.
    XCTAssertEqual(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0), .identity)
  }

  func testConcatenationAppliesLeftFirst() {
    let translate = Transform3D(translationX: 10, y: 0)
    let scale = Transform3D(scaleX: 2, y: 3)
    // translate then scale: (1, 1) → (11, 1) → (22, 3).
    XCTAssertEqual(translate.concatenating(scale).apply(to: Point(x: 1, y: 1)), Point(x: 22, y: 3))
    // CATransform3DTranslate(scale, …) translates first, then applies `scale`.
    XCTAssertEqual(
      scale.translatedBy(x: 10, y: 0).apply(to: Point(x: 1, y: 1)), Point(x: 22, y: 3))
    XCTAssertEqual(
      translate.scaledBy(x: 2, y: 3).apply(to: Point(x: 1, y: 1)), Point(x: 12, y: 3))
    assertClose(
      Transform3D.identity.rotated(by: .pi, x: 0, y: 0, z: 1).apply(to: Point(x: 1, y: 2)),
      Point(x: -1, y: -2), Tolerance.closedForm)
  }

  func testFieldsRoundTrip() {
    let fields = (1...16).map(Double.init)
    let t = Transform3D(fields: fields)
    XCTAssertEqual(t?.fields, fields)
    XCTAssertEqual(t?.m41, 13)
    XCTAssertNil(Transform3D(fields: [1, 2, 3]))
  }

  func testDeterminantAndInverse() {
    XCTAssertEqual(Transform3D(scaleX: 2, y: 3, z: 4).determinant, 24)
    var random = SplitMix64(seed: 0x3D_0001)
    for _ in 0..<1_000 {
      let fields = (0..<16).map { _ in random.double(in: -2...2) }
      guard let m = Transform3D(fields: fields), abs(m.determinant) > 1e-3,
        let inverse = m.inverted()
      else { continue }
      assertClose(m.concatenating(inverse), .identity, Tolerance.inverse)
      assertClose(inverse.concatenating(m), .identity, Tolerance.inverse)
    }
    XCTAssertNil(Transform3D(scaleX: 0, y: 1).inverted())
    var bad = Transform3D.identity
    bad.m11 = .nan
    XCTAssertNil(bad.inverted())
  }

  func testPowerIsRepeatedConcatenation() {
    let step = Transform3D(translationX: 2, y: -1)
    assertClose(step.power(5), Transform3D(translationX: 10, y: -5), Tolerance.closedForm)
    XCTAssertEqual(step.power(0), .identity)
    assertClose(step.power(-2), Transform3D(translationX: -4, y: 2), Tolerance.closedForm)
  }

  /// Builds `S · K · R · T · P` from parts, by matrix products written out here.
  private func compose(
    scale s: Vector3, skew k: Vector3, axis: Vector3, angle: Double, translation t: Vector3,
    m34: Double
  ) -> Transform3D {
    let scale = Transform3D(scaleX: s.x, y: s.y, z: s.z)
    var skew = Transform3D.identity
    skew.m21 = k.x  // xy: y rows gain x
    skew.m31 = k.y  // xz
    skew.m32 = k.z  // yz
    let rotation = Transform3D(rotationAngle: angle, x: axis.x, y: axis.y, z: axis.z)
    var perspective = Transform3D.identity
    perspective.m34 = m34
    return scale.concatenating(skew).concatenating(rotation).concatenating(
      Transform3D(translationX: t.x, y: t.y, z: t.z)
    ).concatenating(perspective)
  }

  func testDecompositionRoundTrip_V2() {
    var random = SplitMix64(seed: 0x3D_0002)
    for _ in 0..<2_000 {
      let sign = Bool.random(using: &random) ? 1.0 : -1.0
      let scale = Vector3(
        x: sign * random.double(in: 0.2...5), y: sign * random.double(in: 0.2...5),
        z: sign * random.double(in: 0.2...5))
      let skew = Vector3(
        x: random.double(in: -1...1), y: random.double(in: -1...1), z: random.double(in: -1...1))
      let axis = Vector3(
        x: random.double(in: -1...1), y: random.double(in: -1...1), z: random.double(in: -1...1))
      let angle = random.double(in: -3...3)
      let translation = Vector3(
        x: random.double(in: -100...100), y: random.double(in: -100...100),
        z: random.double(in: -100...100))
      let m34 = Bool.random(using: &random) ? 0 : -1 / random.double(in: 100...1000)
      let m = compose(
        scale: scale, skew: skew, axis: axis, angle: angle, translation: translation, m34: m34)
      guard let parts = m.decomposed() else {
        XCTFail("\(m) should decompose")
        continue
      }
      // Recomposition gives M/m44, the same transform in homogeneous coordinates.
      let normalized = Transform3D(fields: m.fields.map { $0 / m.m44 }) ?? m
      assertClose(parts.recomposed(), normalized, Tolerance.decomposition)
      assertClose(parts.translation.x, translation.x / m.m44, Tolerance.decomposition)
      assertClose(parts.perspective.z, m34, Tolerance.decomposition)
      if sign > 0 {
        assertClose(parts.scale.x, scale.x / m.m44, Tolerance.decomposition)
        assertClose(parts.skew.x, skew.x, Tolerance.decomposition)
        assertClose(parts.skew.y, skew.y, Tolerance.decomposition)
        assertClose(parts.skew.z, skew.z, Tolerance.decomposition)
        // The rotation is the same up to the sign of the quaternion.
        let expected = Quaternion(angle: angle, axis: axis)
        assertClose(abs(parts.rotation.dot(expected)), 1, Tolerance.decomposition)
      }
    }
  }

  func testSingularMatricesDoNotDecompose_V2() {
    XCTAssertNil(Transform3D(scaleX: 0, y: 1).decomposed())
    var notFinite = Transform3D.identity
    notFinite.m23 = .infinity
    XCTAssertNil(notFinite.decomposed())
    // m44 = 0 has no normal form (the CSS algorithm divides by it).
    var flat = Transform3D.identity
    flat.m44 = 0
    XCTAssertNil(flat.decomposed())
    // m44 = 2 is the identity in homogeneous coordinates: it recomposes to the identity.
    var doubled = Transform3D(scaleX: 2, y: 2, z: 2)
    doubled.m44 = 2
    assertClose(doubled.decomposed()?.recomposed() ?? .identity, .identity, Tolerance.closedForm)
  }

  func testHalfWayRotationIsHalfTheAngle_V2() {
    let quarter = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    let eighth = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
    assertClose(
      Transform3D.identity.interpolated(to: quarter, fraction: 0.5), eighth, Tolerance.decomposition
    )
    // About an oblique axis too.
    let tilted = Transform3D(rotationAngle: 2, x: 1, y: 2, z: 3)
    assertClose(
      Transform3D.identity.interpolated(to: tilted, fraction: 0.25),
      Transform3D(rotationAngle: 0.5, x: 1, y: 2, z: 3), Tolerance.decomposition)
  }

  func testEndsAreExact_V2() {
    let a = Transform3D(rotationAngle: 0.3, x: 1, y: 1, z: 0).translatedBy(x: 4, y: 5)
    let b = Transform3D(scaleX: 2, y: 3).rotated(by: 1, x: 0, y: 0, z: 1)
    XCTAssertEqual(a.interpolated(to: b, fraction: 0), a)
    XCTAssertEqual(a.interpolated(to: b, fraction: 1), b)
  }

  func testFullTurnDoesNotMove_V2() {
    let fullTurn = Transform3D(rotationAngle: 2 * .pi, x: 0, y: 0, z: 1)
    for t in [0.25, 0.5, 0.75] {
      assertClose(
        Transform3D.identity.interpolated(to: fullTurn, fraction: t), .identity,
        Tolerance.decomposition)
    }
  }

  func testShorterArc_V2() {
    // From −170° to +170° the short way passes through 180°, not 0°.
    let degree = Double.pi / 180
    let a = Transform3D(rotationAngle: -170 * degree, x: 0, y: 0, z: 1)
    let b = Transform3D(rotationAngle: 170 * degree, x: 0, y: 0, z: 1)
    assertClose(
      a.interpolated(to: b, fraction: 0.5), Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1),
      Tolerance.decomposition)
  }

  func testTranslationAndRotationInterpolateSeparately_V2() {
    // Rotate then translate (row order R · T): half-way is R(π/4) · T(50, 0), not a blend of
    // the matrices (which would shrink the rotated axes).
    let end = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1).concatenating(
      Transform3D(translationX: 100, y: 0))
    let expected = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1).concatenating(
      Transform3D(translationX: 50, y: 0))
    assertClose(
      Transform3D.identity.interpolated(to: end, fraction: 0.5), expected, Tolerance.decomposition)
  }

  func testScaleAndPerspectiveInterpolateLinearly_V2() {
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    let half = Transform3D.identity.interpolated(to: perspective, fraction: 0.5)
    assertClose(half.m34, -1.0 / 1000, Tolerance.decomposition)
    assertClose(
      Transform3D(scaleX: 1, y: 1).interpolated(to: Transform3D(scaleX: 3, y: 5), fraction: 0.5),
      Transform3D(scaleX: 2, y: 3), Tolerance.decomposition)
  }

  func testSingularFallsBackToComponentwise_V2() {
    // scale(0, 1) cannot be decomposed: the fields blend, giving scale(1, 1) half-way to (2, 1).
    let squashed = Transform3D(scaleX: 0, y: 1)
    XCTAssertEqual(
      squashed.interpolated(to: Transform3D(scaleX: 2, y: 1), fraction: 0.5),
      Transform3D(scaleX: 1, y: 1))
  }

  func testQuaternionSlerpIsExactAtEndsAndUnitLength_V2() {
    let a = Quaternion(angle: 0.4, axis: Vector3(x: 1, y: 0, z: 0))
    let b = Quaternion(angle: 2.5, axis: Vector3(x: 0, y: 1, z: 1))
    XCTAssertEqual(a.slerp(to: b, fraction: 0), a)
    XCTAssertEqual(a.slerp(to: b, fraction: 1), b)
    for t in stride(from: 0.1, to: 1, by: 0.1) {
      assertClose(
        a.slerp(to: b, fraction: t).dot(a.slerp(to: b, fraction: t)), 1, Tolerance.unitNorm)
    }
  }
}
