/// Descriptions that read like the code that makes the value, so that test failures show
/// `Point(x: 1.0, y: 2.0)` rather than a module-qualified dump.
extension Point: CustomStringConvertible {
  /// `Point(x: 1.0, y: 2.0)`.
  public var description: String { "Point(x: \(x), y: \(y))" }
}

extension Size: CustomStringConvertible {
  /// `Size(width: 1.0, height: 2.0)`.
  public var description: String { "Size(width: \(width), height: \(height))" }
}

extension Rect: CustomStringConvertible {
  /// `Rect(x: 0.0, y: 0.0, width: 10.0, height: 5.0)`.
  public var description: String {
    "Rect(x: \(origin.x), y: \(origin.y), width: \(size.width), height: \(size.height))"
  }
}

extension Color: CustomStringConvertible {
  /// `Color(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0)`.
  public var description: String {
    "Color(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
  }
}

extension Vector3: CustomStringConvertible {
  /// `Vector3(x: 1.0, y: 2.0, z: 3.0)`.
  public var description: String { "Vector3(x: \(x), y: \(y), z: \(z))" }
}

extension Transform3D: CustomStringConvertible {
  /// `.identity`, or the fields that differ from the identity's: `Transform3D(m11: 2.0, m41: 5.0)`.
  public var description: String {
    if isIdentity { return "Transform3D.identity" }
    let names = (1...4).flatMap { r in (1...4).map { c in "m\(r)\(c)" } }
    let identity = Transform3D.identity.fields
    let parts = zip(names, zip(fields, identity)).compactMap { name, pair in
      pair.0 == pair.1 ? nil : "\(name): \(pair.0)"
    }
    return "Transform3D(" + parts.joined(separator: ", ") + ")"
  }
}
