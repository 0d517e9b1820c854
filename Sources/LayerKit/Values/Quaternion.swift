import Foundation

/// A unit quaternion `(x, y, z, w)` describing a rotation in three dimensions.
///
/// The rotation part of a decomposed ``Transform3D`` (<doc:Rules#V2>). A rotation by `θ` about the
/// unit axis `n` is `(n·sin(θ/2), cos(θ/2))`; `q` and `−q` describe the same rotation.
public struct Quaternion: Hashable, Sendable {
  /// The vector part.
  public var x, y, z: Double
  /// The scalar part.
  public var w: Double

  /// Creates a quaternion from its components (not normalised).
  public init(x: Double, y: Double, z: Double, w: Double) {
    (self.x, self.y, self.z, self.w) = (x, y, z, w)
  }

  /// The rotation by nothing.
  public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

  /// The rotation by `angle` radians about `axis` (normalised here; a zero axis gives the
  /// identity), turning as ``Transform3D/init(rotationAngle:x:y:z:)`` does.
  public init(angle: Double, axis: Vector3) {
    let length = axis.magnitudeSquared.squareRoot()
    guard length > 0, length.isFinite else {
      self = .identity
      return
    }
    let s = sin(angle / 2) / length
    self.init(x: axis.x * s, y: axis.y * s, z: axis.z * s, w: cos(angle / 2))
  }

  /// The four-dimensional dot product.
  public func dot(_ other: Quaternion) -> Double {
    x * other.x + y * other.y + z * other.z + w * other.w
  }

  /// This quaternion scaled to unit length (the identity if it has none).
  public var normalized: Quaternion {
    let length = dot(self).squareRoot()
    guard length > 0, length.isFinite else { return .identity }
    return Quaternion(x: x / length, y: y / length, z: z / length, w: w / length)
  }

  /// Spherical linear interpolation along the shorter arc, exact at both ends (<doc:Rules#V2>).
  ///
  /// Between nearly equal rotations it falls back to a normalised linear blend, where the
  /// spherical formula loses precision.
  ///
  /// - Complexity: O(1).
  public func slerp(to end: Quaternion, fraction t: Double) -> Quaternion {
    if t == 0 { return self }
    var target = end
    var cosine = dot(end)
    if cosine < 0 {
      // q and −q are the same rotation; take the shorter way round.
      target = Quaternion(x: -end.x, y: -end.y, z: -end.z, w: -end.w)
      cosine = -cosine
    }
    if t == 1 { return target }
    let a: Double
    let b: Double
    if cosine > 0.9995 {
      a = 1 - t
      b = t
    } else {
      let theta = acos(min(cosine, 1))
      let sine = sin(theta)
      a = sin((1 - t) * theta) / sine
      b = sin(t * theta) / sine
    }
    return Quaternion(
      x: a * x + b * target.x, y: a * y + b * target.y, z: a * z + b * target.z,
      w: a * w + b * target.w
    ).normalized
  }
}

// MARK: - Rotation matrices

extension Quaternion {
  /// The quaternion of an orthonormal rotation given by the rows of its 3×3 matrix in Core
  /// Animation's row-vector layout (Shepperd's method, stable for every rotation).
  init(rows q0: Vector3, _ q1: Vector3, _ q2: Vector3) {
    // With row vectors the matrix is the transpose of the usual column-vector R: R[i][j] = q_j[i].
    let r00 = q0.x
    let r11 = q1.y
    let r22 = q2.z
    let r21 = q1.z
    let r12 = q2.y
    let r02 = q2.x
    let r20 = q0.z
    let r10 = q0.y
    let r01 = q1.x
    let trace = r00 + r11 + r22
    if trace > 0 {
      let s = (trace + 1).squareRoot() * 2
      self.init(x: (r21 - r12) / s, y: (r02 - r20) / s, z: (r10 - r01) / s, w: s / 4)
    } else if r00 > r11 && r00 > r22 {
      let s = (1 + r00 - r11 - r22).squareRoot() * 2
      self.init(x: s / 4, y: (r01 + r10) / s, z: (r02 + r20) / s, w: (r21 - r12) / s)
    } else if r11 > r22 {
      let s = (1 + r11 - r00 - r22).squareRoot() * 2
      self.init(x: (r01 + r10) / s, y: s / 4, z: (r12 + r21) / s, w: (r02 - r20) / s)
    } else {
      let s = (1 + r22 - r00 - r11).squareRoot() * 2
      self.init(x: (r02 + r20) / s, y: (r12 + r21) / s, z: s / 4, w: (r10 - r01) / s)
    }
    self = normalized
  }

  /// The rows of the 3×3 rotation matrix in Core Animation's row-vector layout.
  var rows: (Vector3, Vector3, Vector3) {
    let r00 = 1 - 2 * (y * y + z * z)
    let r01 = 2 * (x * y - z * w)
    let r02 = 2 * (x * z + y * w)
    let r10 = 2 * (x * y + z * w)
    let r11 = 1 - 2 * (x * x + z * z)
    let r12 = 2 * (y * z - x * w)
    let r20 = 2 * (x * z - y * w)
    let r21 = 2 * (y * z + x * w)
    let r22 = 1 - 2 * (x * x + y * y)
    return (
      Vector3(x: r00, y: r10, z: r20), Vector3(x: r01, y: r11, z: r21),
      Vector3(x: r02, y: r12, z: r22)
    )
  }
}
