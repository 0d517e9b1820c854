import Foundation

extension Transform3D: Interpolatable {
  /// Interpolates two transforms by decomposition, as CSS Transforms Level 2 and Chromium do
  /// (<doc:Rules#V2>).
  ///
  /// Both ends are decomposed (``decomposed()``); translation, scale, skew and perspective blend
  /// linearly and the rotation by spherical interpolation along the shorter arc, then the parts
  /// are recomposed. Fractions 0 and 1 return the ends exactly. When either end cannot be
  /// decomposed (a singular matrix), the sixteen fields blend linearly instead.
  ///
  ///     let half = Transform3D.identity.interpolated(
  ///       to: Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1), fraction: 0.5)
  ///     // a rotation by π/4 about z
  ///
  /// Identity to a rotation by 2π does not move: the two matrices are equal up to rounding, so
  /// their rotations are the same. Animate `transform.rotation.z` to turn a full circle.
  ///
  /// - Complexity: O(1).
  public func interpolated(to end: Transform3D, fraction: Double) -> Transform3D {
    if fraction == 0 { return self }
    if fraction == 1 { return end }
    guard let a = decomposed(), let b = end.decomposed() else {
      return componentwiseInterpolated(to: end, fraction: fraction)
    }
    return a.interpolated(to: b, fraction: fraction).recomposed()
  }

  /// The sixteen fields blended linearly: the fallback for matrices that cannot be decomposed.
  func componentwiseInterpolated(to end: Transform3D, fraction t: Double) -> Transform3D {
    func mix(_ a: Double, _ b: Double) -> Double { Double.saturatingLerp(a, b, t) }
    return Transform3D(
      m11: mix(m11, end.m11), m12: mix(m12, end.m12), m13: mix(m13, end.m13),
      m14: mix(m14, end.m14), m21: mix(m21, end.m21), m22: mix(m22, end.m22),
      m23: mix(m23, end.m23), m24: mix(m24, end.m24), m31: mix(m31, end.m31),
      m32: mix(m32, end.m32), m33: mix(m33, end.m33), m34: mix(m34, end.m34),
      m41: mix(m41, end.m41), m42: mix(m42, end.m42), m43: mix(m43, end.m43),
      m44: mix(m44, end.m44))
  }
}

extension DecomposedTransform3D {
  /// Blends two decompositions: linear for translation, scale, skew and perspective, spherical
  /// for the rotation (<doc:Rules#V2>).
  ///
  /// - Complexity: O(1).
  public func interpolated(to end: DecomposedTransform3D, fraction t: Double) -> Self {
    let p = perspective
    let q = end.perspective
    // Each number as (1 − t)·a + t·b, held within Double's range (V1, V6).
    func mix(_ a: Double, _ b: Double) -> Double { Double.saturatingLerp(a, b, t) }
    func mix(_ a: Vector3, _ b: Vector3) -> Vector3 {
      Vector3(x: mix(a.x, b.x), y: mix(a.y, b.y), z: mix(a.z, b.z))
    }
    return DecomposedTransform3D(
      translation: mix(translation, end.translation),
      scale: mix(scale, end.scale),
      skew: mix(skew, end.skew),
      rotation: rotation.slerp(to: end.rotation, fraction: t),
      perspective: Perspective(
        x: mix(p.x, q.x), y: mix(p.y, q.y), z: mix(p.z, q.z), w: mix(p.w, q.w))
    )
  }
}

// MARK: - Euler angles for transform.rotation.x/y/z (rule V3)

extension Quaternion {
  /// The rotation as angles about x, then y, then z: the transform rotates a point about x first,
  /// then about y, then about z (`Rx · Ry · Rz` in Core Animation's row-vector layout). This is
  /// LayerKit's documented order for the sub-key paths `transform.rotation.x/y/z` (<doc:Rules#V3>).
  ///
  /// For a rotation about a single axis, the angle about that axis is the rotation's own angle in
  /// `(−π, π]`, and the other two are zero.
  var eulerAngles: Vector3 {
    let (q0, q1, q2) = rows
    // Rx·Ry·Rz has m13 = −sin(b), m23 = sin(a)cos(b), m33 = cos(a)cos(b),
    // m12 = cos(b)sin(g), m11 = cos(b)cos(g).
    let sinB = max(-1, min(1, -q0.z))
    let b = asin(sinB)
    if abs(sinB) < 1 - 1e-12 {
      return Vector3(x: atan2(q1.z, q2.z), y: b, z: atan2(q0.y, q0.x))
    }
    // Gimbal lock: cos(b) = 0; put the whole x/z rotation into x.
    return Vector3(x: atan2(q1.x * sinB, q1.y), y: b, z: 0)
  }

  /// The rotation `Rx(a) · Ry(b) · Rz(g)`: about x first, then y, then z (<doc:Rules#V3>).
  init(eulerAngles e: Vector3) {
    let (ca, sa) = (cos(e.x), sin(e.x))
    let (cb, sb) = (cos(e.y), sin(e.y))
    let (cg, sg) = (cos(e.z), sin(e.z))
    self.init(
      rows: Vector3(x: cb * cg, y: cb * sg, z: -sb),
      Vector3(x: sa * sb * cg - ca * sg, y: sa * sb * sg + ca * cg, z: sa * cb),
      Vector3(x: ca * sb * cg + sa * sg, y: ca * sb * sg - sa * cg, z: ca * cb))
  }
}
