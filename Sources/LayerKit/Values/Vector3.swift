/// Three numbers: the input of the `scale` and `translate` value functions.
///
/// Mirrors the three-element `NSArray` that `CAValueFunction` `scale` and `translate` take as
/// `fromValue`/`toValue` (<doc:Rules#B4>). Interpolates and adds component-wise.
public struct Vector3: Hashable, Sendable, Codable {
  /// The x component.
  public var x: Double
  /// The y component.
  public var y: Double
  /// The z component.
  public var z: Double

  /// Creates a vector from its components.
  public init(x: Double, y: Double, z: Double) {
    self.x = x
    self.y = y
    self.z = z
  }
}

extension Vector3: VectorArithmetic {
  /// The zero vector.
  public static var zero: Vector3 { Vector3(x: 0, y: 0, z: 0) }

  /// Adds component-wise.
  public static func + (lhs: Vector3, rhs: Vector3) -> Vector3 {
    Vector3(x: lhs.x + rhs.x, y: lhs.y + rhs.y, z: lhs.z + rhs.z)
  }

  /// Subtracts component-wise.
  public static func - (lhs: Vector3, rhs: Vector3) -> Vector3 {
    Vector3(x: lhs.x - rhs.x, y: lhs.y - rhs.y, z: lhs.z - rhs.z)
  }

  /// Multiplies every component by `factor`.
  public mutating func scale(by factor: Double) {
    x *= factor
    y *= factor
    z *= factor
  }

  /// `x² + y² + z²`.
  public var magnitudeSquared: Double { x * x + y * y + z * z }

  /// The dot product.
  func dot(_ other: Vector3) -> Double { x * other.x + y * other.y + z * other.z }

  /// The cross product.
  func cross(_ other: Vector3) -> Vector3 {
    Vector3(
      x: y * other.z - z * other.y, y: z * other.x - x * other.z, z: x * other.y - y * other.x)
  }
}
