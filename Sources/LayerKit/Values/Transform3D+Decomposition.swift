import Foundation

/// A ``Transform3D`` taken apart into translation, scale, skew, perspective and rotation.
///
/// The decomposition of CSS Transforms Level 2 ("unmatrix"), which Chromium and WebKit use to
/// interpolate transforms and which LayerKit uses for whole-transform animations (<doc:Rules#V2>)
/// and transform sub-key paths (V3). In Core Animation's row-vector layout the parts recompose as
///
///     M = Scale · Skew · Rotation · Translation · Perspective
///
/// so a point is scaled, skewed, rotated, translated and finally projected. Skew factors are
/// `xy`, `xz` and `yz`, as in the CSS algorithm.
public struct DecomposedTransform3D: Hashable, Sendable {
  /// The translation (`m41`, `m42`, `m43` of an affine matrix).
  public var translation: Vector3
  /// The scale factors along x, y and z; negative when the matrix mirrors.
  public var scale: Vector3
  /// The shear factors xy, xz and yz (stored as `x`, `y` and `z`).
  public var skew: Vector3
  /// The rotation.
  public var rotation: Quaternion
  /// The perspective column `(m14, m24, m34, m44)` of the perspective factor; `(0, 0, 0, 1)` for
  /// an affine transform.
  public var perspective: Perspective

  /// The last column of a perspective factor.
  public struct Perspective: Hashable, Sendable {
    /// The `m14`, `m24`, `m34` and `m44` fields.
    public var x, y, z, w: Double

    /// Creates a perspective column.
    public init(x: Double, y: Double, z: Double, w: Double) {
      (self.x, self.y, self.z, self.w) = (x, y, z, w)
    }

    /// No perspective.
    public static let none = Perspective(x: 0, y: 0, z: 0, w: 1)
  }

  /// Creates a decomposition from its parts.
  public init(
    translation: Vector3, scale: Vector3, skew: Vector3, rotation: Quaternion,
    perspective: Perspective = .none
  ) {
    (self.translation, self.scale, self.skew) = (translation, scale, skew)
    (self.rotation, self.perspective) = (rotation, perspective)
  }

  /// The decomposition of the identity.
  public static let identity = DecomposedTransform3D(
    translation: .zero, scale: Vector3(x: 1, y: 1, z: 1), skew: .zero, rotation: .identity)
}

extension Transform3D {
  /// Takes the transform apart, or returns `nil` when it cannot be decomposed (a singular or
  /// non-finite matrix, or `m44 == 0`).
  ///
  /// The matrix is first divided by `m44`, as the CSS algorithm does: in homogeneous coordinates
  /// `M` and `M/m44` are the same transform, and ``DecomposedTransform3D/recomposed()`` gives the
  /// latter (exactly `M` whenever `m44 == 1`, as for every transform without perspective).
  ///
  /// - Complexity: O(1).
  public func decomposed() -> DecomposedTransform3D? {
    guard isFinite, m44 != 0 else { return nil }
    // Homogeneous coordinates: M and M/m44 are the same transform. Divide as the CSS algorithm
    // does, so that interpolation follows it (and Chromium) exactly; `recomposed()` then gives
    // M/m44.
    let n = 1 / m44
    // The affine part N: this matrix with its last column replaced by (0, 0, 0, 1). Dividing by
    // a tiny m44 can leave Double's range: such entries are held at its ends (V6).
    func divided(_ x: Double) -> Double { (x * n).saturated }
    let a0 = Vector3(x: divided(m11), y: divided(m12), z: divided(m13))
    let a1 = Vector3(x: divided(m21), y: divided(m22), z: divided(m23))
    let a2 = Vector3(x: divided(m31), y: divided(m32), z: divided(m33))
    let t = Vector3(x: divided(m41), y: divided(m42), z: divided(m43))
    // M = N · P where P is the identity with last column p: solve N · p = (m14, m24, m34, 1).
    var perspective = DecomposedTransform3D.Perspective.none
    if m14 != 0 || m24 != 0 || m34 != 0 {
      let affine = Transform3D(
        m11: a0.x, m12: a0.y, m13: a0.z, m14: 0,
        m21: a1.x, m22: a1.y, m23: a1.z, m24: 0,
        m31: a2.x, m32: a2.y, m33: a2.z, m34: 0,
        m41: t.x, m42: t.y, m43: t.z, m44: 1)
      guard let inverse = affine.inverted() else { return nil }
      let c = (divided(m14), divided(m24), divided(m34), 1.0)
      perspective = DecomposedTransform3D.Perspective(
        x: inverse.m11 * c.0 + inverse.m12 * c.1 + inverse.m13 * c.2 + inverse.m14 * c.3,
        y: inverse.m21 * c.0 + inverse.m22 * c.1 + inverse.m23 * c.2 + inverse.m24 * c.3,
        z: inverse.m31 * c.0 + inverse.m32 * c.1 + inverse.m33 * c.2 + inverse.m34 * c.3,
        w: inverse.m41 * c.0 + inverse.m42 * c.1 + inverse.m43 * c.2 + inverse.m44 * c.3)
    }
    // Rows so large or so small that their squares leave Double's range are taken apart scaled
    // by a power of two (exact), and the scales scaled back, saturating (V6): the rotation and
    // skew do not change with a common factor.
    let largest = [a0.x, a0.y, a0.z, a1.x, a1.y, a1.z, a2.x, a2.y, a2.z].reduce(0) {
      Swift.max($0, abs($1))
    }
    let exponent =
      largest > 0x1p500 || (largest > 0 && largest < 0x1p-500) ? largest.exponent + 1 : 0
    let (sx, sy, sz, skew, rotation) = Self.gramSchmidt(
      a0.scaled(by: Double(sign: .plus, exponent: -exponent, significand: 1)),
      a1.scaled(by: Double(sign: .plus, exponent: -exponent, significand: 1)),
      a2.scaled(by: Double(sign: .plus, exponent: -exponent, significand: 1)))
    guard let sx, let sy, let sz,
      [t.x, t.y, t.z, perspective.x, perspective.y, perspective.z, perspective.w].allSatisfy(
        \.isFinite)
    else { return nil }
    func unscaled(_ v: Double) -> Double { Double.saturatingScale(v, Int(exponent)) }
    return DecomposedTransform3D(
      translation: t, scale: Vector3(x: unscaled(sx), y: unscaled(sy), z: unscaled(sz)),
      skew: skew, rotation: rotation, perspective: perspective)
  }

  /// Gram–Schmidt on the rows of the affine part: a0 = sx·q0, a1 = sy·(q1 + kxy·q0),
  /// a2 = sz·(q2 + kyz·q1 + kxz·q0); `nil` scales for a singular matrix.
  private static func gramSchmidt(_ a0: Vector3, _ a1: Vector3, _ a2: Vector3) -> (
    Double?, Double?, Double?, Vector3, Quaternion
  ) {
    let none: (Double?, Double?, Double?, Vector3, Quaternion) = (nil, nil, nil, .zero, .identity)
    var sx = a0.magnitudeSquared.squareRoot()
    guard sx > 0 else { return none }
    var q0 = a0.scaled(by: 1 / sx)
    let d01 = q0.dot(a1)
    let b1 = a1 - q0.scaled(by: d01)
    var sy = b1.magnitudeSquared.squareRoot()
    guard sy > 0 else { return none }
    var q1 = b1.scaled(by: 1 / sy)
    let d02 = q0.dot(a2)
    let d12 = q1.dot(a2)
    let b2 = a2 - q0.scaled(by: d02) - q1.scaled(by: d12)
    var sz = b2.magnitudeSquared.squareRoot()
    guard sz > 0 else { return none }
    var q2 = b2.scaled(by: 1 / sz)
    let skew = Vector3(x: d01 / sy, y: d02 / sz, z: d12 / sz)
    // A mirror: flip every axis so that the rotation part is proper.
    if q0.dot(q1.cross(q2)) < 0 {
      sx = -sx
      sy = -sy
      sz = -sz
      q0 = q0.scaled(by: -1)
      q1 = q1.scaled(by: -1)
      q2 = q2.scaled(by: -1)
    }
    // Rows of very different sizes can leave Double's range in the divisions above: such a
    // matrix is as good as singular here.
    let parts = [
      sx, sy, sz, skew.x, skew.y, skew.z, q0.x, q0.y, q0.z, q1.x, q1.y, q1.z, q2.x, q2.y, q2.z,
    ]
    let rotation = Quaternion(rows: q0, q1, q2)
    guard parts.allSatisfy(\.isFinite),
      [rotation.x, rotation.y, rotation.z, rotation.w].allSatisfy(\.isFinite)
    else { return none }
    return (sx, sy, sz, skew, rotation)
  }
}

extension DecomposedTransform3D {
  /// The transform these parts describe: the inverse of ``Transform3D/decomposed()``.
  ///
  /// - Complexity: O(1).
  public func recomposed() -> Transform3D {
    let (q0, q1, q2) = rotation.rows
    let a0 = q0.scaled(by: scale.x)
    let a1 = (q1 + q0.scaled(by: skew.x)).scaled(by: scale.y)
    let a2 = (q2 + q1.scaled(by: skew.z) + q0.scaled(by: skew.y)).scaled(by: scale.z)
    let p = perspective
    let plain = Self.compose(a0, a1, a2, translation, p)
    if plain.isFinite { return plain }
    // Huge parts: every product and sum held within Double's range, so that a zero times a huge
    // factor stays zero rather than becoming NaN (V6).
    func scaled(_ v: Vector3, _ k: Double) -> Vector3 {
      Vector3(x: (v.x * k).saturated, y: (v.y * k).saturated, z: (v.z * k).saturated)
    }
    func sum(_ a: Vector3, _ b: Vector3) -> Vector3 {
      Vector3(x: (a.x + b.x).saturated, y: (a.y + b.y).saturated, z: (a.z + b.z).saturated)
    }
    let s0 = scaled(q0, scale.x)
    let s1 = scaled(sum(q1, scaled(q0, skew.x)), scale.y)
    let s2 = scaled(sum(sum(q2, scaled(q1, skew.z)), scaled(q0, skew.y)), scale.z)
    // a · p, each product saturated and quartered (exactly) so that the sum cannot overflow.
    func dot(_ a: Vector3) -> Double {
      var total = 0.0
      for (x, y) in [(a.x, p.x), (a.y, p.y), (a.z, p.z)] { total += (x * y).saturated * 0.25 }
      return (total * 4).saturated
    }
    let t = Vector3(
      x: translation.x.saturated, y: translation.y.saturated, z: translation.z.saturated)
    return Transform3D(
      m11: s0.x, m12: s0.y, m13: s0.z, m14: dot(s0),
      m21: s1.x, m22: s1.y, m23: s1.z, m24: dot(s1),
      m31: s2.x, m32: s2.y, m33: s2.z, m34: dot(s2),
      m41: t.x, m42: t.y, m43: t.z,
      m44: Double.saturatingSum(dot(t), p.w))
  }

  /// N · P for the affine rows `a0`, `a1`, `a2`, translation `t` and perspective `p`.
  private static func compose(
    _ a0: Vector3, _ a1: Vector3, _ a2: Vector3, _ translation: Vector3, _ p: Perspective
  ) -> Transform3D {
    // N · P, where N is affine and P is the identity with last column p.
    return Transform3D(
      m11: a0.x, m12: a0.y, m13: a0.z, m14: a0.x * p.x + a0.y * p.y + a0.z * p.z,
      m21: a1.x, m22: a1.y, m23: a1.z, m24: a1.x * p.x + a1.y * p.y + a1.z * p.z,
      m31: a2.x, m32: a2.y, m33: a2.z, m34: a2.x * p.x + a2.y * p.y + a2.z * p.z,
      m41: translation.x, m42: translation.y, m43: translation.z,
      m44: translation.x * p.x + translation.y * p.y + translation.z * p.z + p.w)
  }
}
