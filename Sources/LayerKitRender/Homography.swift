import LayerKit

/// A projective map of the plane, `(x, y, 1) · H = (X, Y, W)` then `(X/W, Y/W)`: what a layer's
/// 4 × 4 transform does to the plane z = 0 once the result is flattened into its superlayer's
/// plane (rule R1). Row-vector convention, as `Transform3D` (`CATransform3D`).
struct Homography: Sendable {
  var m11, m12, m13, m21, m22, m23, m31, m32, m33: Double

  static let identity = Homography(
    m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

  /// The flattening of `t`: input z = 0, output z dropped (rows and columns 1, 2 and 4).
  init(_ t: Transform3D) {
    self.init(
      m11: t.m11, m12: t.m12, m13: t.m14, m21: t.m21, m22: t.m22, m23: t.m24, m31: t.m41,
      m32: t.m42, m33: t.m44)
  }

  init(
    m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double,
    m32: Double, m33: Double
  ) {
    (self.m11, self.m12, self.m13) = (m11, m12, m13)
    (self.m21, self.m22, self.m23) = (m21, m22, m23)
    (self.m31, self.m32, self.m33) = (m31, m32, m33)
  }

  /// `self` then `other`.
  func then(_ o: Homography) -> Homography {
    Homography(
      m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
      m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
      m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
      m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
      m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
      m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
  }

  /// The homogeneous image of `p`.
  @inline(__always)
  func homogeneous(_ p: Point) -> (x: Double, y: Double, w: Double) {
    (p.x * m11 + p.y * m21 + m31, p.x * m12 + p.y * m22 + m32, p.x * m13 + p.y * m23 + m33)
  }

  /// The image of `p` (its W may be ≤ 0 for a point behind the viewer: see ``project(_:)``).
  @inline(__always)
  func apply(_ p: Point) -> Point {
    let h = homogeneous(p)
    return Point(x: h.x / h.w, y: h.y / h.w)
  }

  /// Whether the map is affine (no perspective).
  var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// The inverse, or `nil` when the map collapses the plane.
  var inverse: Homography? {
    let c11 = m22 * m33 - m23 * m32
    let c12 = m23 * m31 - m21 * m33
    let c13 = m21 * m32 - m22 * m31
    let det = m11 * c11 + m12 * c12 + m13 * c13
    guard det != 0, det.isFinite else { return nil }
    let r = 1 / det
    return Homography(
      m11: c11 * r, m12: (m13 * m32 - m12 * m33) * r, m13: (m12 * m23 - m13 * m22) * r,
      m21: c12 * r, m22: (m11 * m33 - m13 * m31) * r, m23: (m13 * m21 - m11 * m23) * r,
      m31: c13 * r, m32: (m12 * m31 - m11 * m32) * r, m33: (m11 * m22 - m12 * m21) * r)
  }

  /// How many device units one layer unit spans near `p`, at most (the larger column of the
  /// Jacobian): what flattening tolerances are divided by.
  func scale(near p: Point) -> Double {
    let a = apply(p)
    let bx = apply(Point(x: p.x + 1, y: p.y))
    let by = apply(Point(x: p.x, y: p.y + 1))
    let sx = ((bx.x - a.x) * (bx.x - a.x) + (bx.y - a.y) * (bx.y - a.y)).squareRoot()
    let sy = ((by.x - a.x) * (by.x - a.x) + (by.y - a.y) * (by.y - a.y)).squareRoot()
    let s = max(sx, sy)
    return s.isFinite && s > 0 ? s : 1
  }

  /// The polygon `points` (in the map's input plane) mapped, clipped first to the half-space in
  /// front of the viewer (W > ε) so that nothing behind it wraps around.
  func project(_ points: [Point]) -> [Point] {
    let eps = 1e-9
    var hs = points.map(homogeneous)
    if hs.allSatisfy({ $0.w > eps }) { return hs.map { Point(x: $0.x / $0.w, y: $0.y / $0.w) } }
    // Sutherland–Hodgman against W = ε.
    var clipped: [(x: Double, y: Double, w: Double)] = []
    for i in hs.indices {
      let a = hs[i]
      let b = hs[(i + 1) % hs.count]
      let ina = a.w > eps
      let inb = b.w > eps
      if ina { clipped.append(a) }
      if ina != inb {
        let t = (eps - a.w) / (b.w - a.w)
        clipped.append((a.x + t * (b.x - a.x), a.y + t * (b.y - a.y), eps))
      }
    }
    hs = clipped
    return hs.map { Point(x: $0.x / $0.w, y: $0.y / $0.w) }
  }
}

extension Transform3D {
  /// The upper-left 3 × 3 part's facing: whether the normal (0, 0, 1) keeps a positive z
  /// through it (the inverse transpose's m33: cofactor over determinant). Rule R1's
  /// `isDoubleSided`.
  var facesViewer: Bool {
    let c33 = m11 * m22 - m12 * m21
    let det =
      m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    guard det != 0, det.isFinite else { return false }
    return c33 / det > 0
  }
}
