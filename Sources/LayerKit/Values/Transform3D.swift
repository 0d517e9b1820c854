import Foundation

/// A 4×4 homogeneous transform in Core Animation's layout.
///
/// Mirrors `CATransform3D`: fields `m11` … `m44`, row vectors (a point `p` maps to `p · M`), the
/// translation in `m41`, `m42`, `m43` and the perspective in `m34`. The constructors and
/// combinators follow the Core Animation functions of the same meaning:
///
/// | LayerKit                          | Core Animation                         |
/// | --------------------------------- | -------------------------------------- |
/// | `Transform3D.identity`            | `CATransform3DIdentity`                |
/// | `Transform3D(translationX:y:z:)`  | `CATransform3DMakeTranslation`         |
/// | `Transform3D(scaleX:y:z:)`        | `CATransform3DMakeScale`               |
/// | `Transform3D(rotationAngle:x:y:z:)` | `CATransform3DMakeRotation`          |
/// | `t.translatedBy(x:y:z:)`          | `CATransform3DTranslate(t, …)`         |
/// | `t.scaledBy(x:y:z:)`              | `CATransform3DScale(t, …)`             |
/// | `t.rotated(by:x:y:z:)`            | `CATransform3DRotate(t, …)`            |
/// | `a.concatenating(b)`              | `CATransform3DConcat(a, b)`            |
/// | `t.inverted()`                    | `CATransform3DInvert(t)`               |
///
/// `a.concatenating(b)` applies `a` first, then `b`. Transforms are not a vector space: additive
/// and cumulative animations concatenate them (<doc:Rules#B2>, V5), and whole-transform animations
/// interpolate them by decomposition (V2, see ``interpolated(to:fraction:)``).
///
///     let t = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
///     t.apply(to: Point(x: 1, y: 0))   // Point(x: 0, y: 1), up to rounding
public struct Transform3D: Hashable, Sendable {
  /// Row 1, column 1.
  public var m11: Double
  /// Row 1, column 2.
  public var m12: Double
  /// Row 1, column 3.
  public var m13: Double
  /// Row 1, column 4.
  public var m14: Double
  /// Row 2, column 1.
  public var m21: Double
  /// Row 2, column 2.
  public var m22: Double
  /// Row 2, column 3.
  public var m23: Double
  /// Row 2, column 4.
  public var m24: Double
  /// Row 3, column 1.
  public var m31: Double
  /// Row 3, column 2.
  public var m32: Double
  /// Row 3, column 3.
  public var m33: Double
  /// Row 3, column 4; `-1/d` gives a perspective with eye distance `d`.
  public var m34: Double
  /// Row 4, column 1: the x translation.
  public var m41: Double
  /// Row 4, column 2: the y translation.
  public var m42: Double
  /// Row 4, column 3: the z translation.
  public var m43: Double
  /// Row 4, column 4.
  public var m44: Double

  /// Creates a transform from its sixteen fields, row by row.
  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m14 = m14
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m24 = m24
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
    self.m34 = m34
    self.m41 = m41
    self.m42 = m42
    self.m43 = m43
    self.m44 = m44
  }

  /// Creates a transform from sixteen numbers in Core Animation's field order
  /// (`m11, m12, m13, m14, m21, …, m44`), or returns `nil` when there are not exactly sixteen.
  ///
  /// - Complexity: O(1).
  public init?(fields: [Double]) {
    guard fields.count == 16 else { return nil }
    self.init(
      m11: fields[0], m12: fields[1], m13: fields[2], m14: fields[3],
      m21: fields[4], m22: fields[5], m23: fields[6], m24: fields[7],
      m31: fields[8], m32: fields[9], m33: fields[10], m34: fields[11],
      m41: fields[12], m42: fields[13], m43: fields[14], m44: fields[15])
  }

  /// The sixteen fields in Core Animation's order, `m11` first and `m44` last.
  public var fields: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// The identity transform, like `CATransform3DIdentity`.
  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

  /// Whether this is exactly the identity, like `CATransform3DIsIdentity` (IEEE equality, so −0
  /// counts as 0).
  public var isIdentity: Bool {
    m11 == 1 && m22 == 1 && m33 == 1 && m44 == 1 && m12 == 0 && m13 == 0 && m14 == 0
      && m21 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m34 == 0 && m41 == 0
      && m42 == 0 && m43 == 0
  }

  /// Whether every field is finite.
  public var isFinite: Bool {
    m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite
      && m22.isFinite && m23.isFinite && m24.isFinite && m31.isFinite && m32.isFinite
      && m33.isFinite && m34.isFinite && m41.isFinite && m42.isFinite && m43.isFinite
      && m44.isFinite
  }
}

// MARK: - Constructors

extension Transform3D {
  /// A translation, like `CATransform3DMakeTranslation(tx, ty, tz)`.
  public init(translationX tx: Double, y ty: Double, z tz: Double = 0) {
    self = .identity
    m41 = tx
    m42 = ty
    m43 = tz
  }

  /// A scale, like `CATransform3DMakeScale(sx, sy, sz)`.
  public init(scaleX sx: Double, y sy: Double, z sz: Double = 1) {
    self = .identity
    m11 = sx
    m22 = sy
    m33 = sz
  }

  /// A rotation by `angle` radians about z: the same as `Transform3D(rotationAngle: angle, x: 0,
  /// y: 0, z: 1)`, without normalising an axis. A non-finite angle gives the identity.
  public init(rotationZ angle: Double) {
    self = .identity
    guard let (c, s) = Self.cosineAndSine(ofRotationZ: angle) else { return }
    m11 = c
    m12 = s
    m21 = -s
    m22 = c
  }

  /// The cosine and sine of a rotation by `angle` about z, in rows 1 and 2 of its matrix as
  /// `(c, s, 0, 0)` and `(−s, c, 0, 0)` (``init(rotationZ:)``), or `nil` for a non-finite angle,
  /// whose rotation is the identity.
  @inline(__always)
  static func cosineAndSine(ofRotationZ angle: Double) -> (c: Double, s: Double)? {
    guard angle.isFinite else { return nil }
    return (cos(angle), sin(angle))
  }

  /// A rotation by `angle` radians about the axis `(x, y, z)`, like `CATransform3DMakeRotation`.
  ///
  /// Positive angles about +z turn +x towards +y (clockwise on a y-down screen). The axis need not
  /// be normalised; a zero or non-finite axis gives the identity, as Core Animation does.
  public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite, angle.isFinite else {
      self = .identity
      return
    }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle)
    let s = sin(angle)
    let v = 1 - c
    self.init(
      m11: ux * ux * v + c, m12: ux * uy * v + uz * s, m13: ux * uz * v - uy * s, m14: 0,
      m21: ux * uy * v - uz * s, m22: uy * uy * v + c, m23: uy * uz * v + ux * s, m24: 0,
      m31: ux * uz * v + uy * s, m32: uy * uz * v - ux * s, m33: uz * uz * v + c, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }
}

// MARK: - Combinators

extension Transform3D {
  /// The product `self · other`: apply `self`, then `other`, like `CATransform3DConcat`.
  ///
  /// - Complexity: O(1), 64 multiplications.
  public func concatenating(_ other: Transform3D) -> Transform3D {
    let a = self
    let b = other
    return Transform3D(
      m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
      m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
      m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
      m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
      m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
      m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
      m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
      m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
      m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
      m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
      m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
      m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
      m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
      m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
      m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
      m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
  }

  /// Translation applied before this transform, like `CATransform3DTranslate(self, tx, ty, tz)`.
  public func translatedBy(x tx: Double, y ty: Double, z tz: Double = 0) -> Transform3D {
    Transform3D(translationX: tx, y: ty, z: tz).concatenating(self)
  }

  /// Scale applied before this transform, like `CATransform3DScale(self, sx, sy, sz)`.
  public func scaledBy(x sx: Double, y sy: Double, z sz: Double = 1) -> Transform3D {
    Transform3D(scaleX: sx, y: sy, z: sz).concatenating(self)
  }

  /// Rotation applied before this transform, like `CATransform3DRotate(self, angle, x, y, z)`.
  public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// The determinant of the 4×4 matrix, by Laplace expansion along the first two rows.
  public var determinant: Double { minors.determinant }

  /// The 2×2 minors of the first two rows (`s`) and of the last two (`c`), from which the
  /// determinant and the inverse are both formed (Laplace expansion), computed once for each.
  private var minors: (s: Minors, c: Minors, determinant: Double) {
    let s = (
      m11 * m22 - m21 * m12, m11 * m23 - m21 * m13, m11 * m24 - m21 * m14,
      m12 * m23 - m22 * m13, m12 * m24 - m22 * m14, m13 * m24 - m23 * m14
    )
    let c = (
      m31 * m42 - m41 * m32, m31 * m43 - m41 * m33, m31 * m44 - m41 * m34,
      m32 * m43 - m42 * m33, m32 * m44 - m42 * m34, m33 * m44 - m43 * m34
    )
    let determinant = s.0 * c.5 - s.1 * c.4 + s.2 * c.3 + s.3 * c.2 - s.4 * c.1 + s.5 * c.0
    return (s, c, determinant)
  }
  private typealias Minors = (Double, Double, Double, Double, Double, Double)

  /// The inverse transform, or `nil` when the matrix is singular, not finite, or so nearly
  /// singular that its inverse is beyond the range of `Double` (<doc:Rules#V6>).
  ///
  /// `CATransform3DInvert` returns its argument unchanged for a singular matrix; LayerKit makes
  /// the failure visible instead.
  ///
  /// - Complexity: O(1).
  public func inverted() -> Transform3D? {
    let (s, c, det) = minors
    guard det != 0, det.isFinite else { return nil }
    let r = 1 / det
    guard r.isFinite else { return nil }
    // The adjugate by columns: column 1 from row 2 and the minors of rows 3 and 4, column 2
    // from row 1 (negated), columns 3 and 4 likewise from rows 4 and 3 and the minors of rows
    // 1 and 2. Exactly the sixteen cofactors written out, but a zero's sign.
    let (a, b, e, f) = (
      Self.adjugateColumn((m21, m22, m23, m24), c), Self.adjugateColumn((m11, m12, m13, m14), c),
      Self.adjugateColumn((m41, m42, m43, m44), s), Self.adjugateColumn((m31, m32, m33, m34), s)
    )
    let inverse = Transform3D(
      m11: a.0 * r, m12: b.0 * -r, m13: e.0 * r, m14: f.0 * -r,
      m21: a.1 * r, m22: b.1 * -r, m23: e.1 * r, m24: f.1 * -r,
      m31: a.2 * r, m32: b.2 * -r, m33: e.2 * r, m34: f.2 * -r,
      m41: a.3 * r, m42: b.3 * -r, m43: e.3 * r, m44: f.3 * -r)
    return inverse.isFinite ? inverse : nil
  }

  /// One column of the adjugate, up to its sign: the cofactors of the four entries of a row
  /// `v` of one pair of rows, from the 2×2 minors `m` of the other pair (Laplace expansion
  /// along the two rows).
  private static func adjugateColumn(_ v: (Double, Double, Double, Double), _ m: Minors)
    -> (Double, Double, Double, Double)
  {
    (
      v.1 * m.5 - v.2 * m.4 + v.3 * m.3,
      -v.0 * m.5 + v.2 * m.2 - v.3 * m.1,
      v.0 * m.4 - v.1 * m.2 + v.3 * m.0,
      -v.0 * m.3 + v.1 * m.1 - v.2 * m.0
    )
  }

  /// Maps a point in the plane z = 0 through the transform, with the perspective divide.
  public func apply(to point: Point) -> Point {
    let x = point.x * m11 + point.y * m21 + m41
    let y = point.x * m12 + point.y * m22 + m42
    let w = point.x * m14 + point.y * m24 + m44
    return Point(x: x / w, y: y / w)
  }

  /// `self` concatenated with itself `count` times (the identity for `count == 0`, the inverse's
  /// powers for a negative count), by repeated squaring, saturating (V6). Used by cumulative
  /// transform animations (<doc:Rules#B3>) and replicator copies (`instanceTransform`, Y5).
  ///
  /// - Complexity: O(log count).
  public func power(_ count: Int) -> Transform3D {
    var result = Transform3D.identity
    // A negative count repeats the inverse; an inverse that leaves Double's range (a nearly
    // singular matrix) is held at its ends, and one that is not a number counts as singular.
    var base = self
    if count < 0 {
      guard let inverse = inverted(), !inverse.fields.contains(where: \.isNaN) else {
        return .identity
      }
      base = inverse.saturated
    }
    var n = count.magnitude
    while n > 0 {
      if n & 1 == 1 { result = result.saturatingConcatenating(base) }
      n >>= 1
      if n > 0 { base = base.saturatingConcatenating(base) }
    }
    return result
  }

}
