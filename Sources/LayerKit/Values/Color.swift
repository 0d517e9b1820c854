/// A colour as red, green, blue and alpha components, each nominally in `0...1`.
///
/// Mirrors a `CGColor` in an RGB colour space, the value of `backgroundColor`, `borderColor` and
/// `shadowColor`. Colours interpolate and add component-wise in floating point, never in 8-bit
/// steps (<doc:Rules#V1>, V5). Components are not clamped, so that overshooting timing functions
/// and additive animations keep their information; a renderer clamps when it draws.
public struct Color: Hashable, Sendable, Codable {
  /// The red component.
  public var red: Double
  /// The green component.
  public var green: Double
  /// The blue component.
  public var blue: Double
  /// The alpha (opacity) component.
  public var alpha: Double

  /// Creates a colour from its components.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Fully transparent black, `[0, 0, 0, 0]`: the default `backgroundColor`.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque black: the default `borderColor` and `shadowColor`.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// Opaque red, like `UIColor.redColor`.
  public static let red = Color(red: 1, green: 0, blue: 0)
  /// Opaque green, like `UIColor.greenColor`.
  public static let green = Color(red: 0, green: 1, blue: 0)
  /// Opaque blue, like `UIColor.blueColor`.
  public static let blue = Color(red: 0, green: 0, blue: 1)
}

extension Color: VectorArithmetic {
  /// The all-zero colour, which is also ``clear``.
  public static var zero: Color { .clear }

  /// Adds two colours component-wise (<doc:Rules#V5>).
  public static func + (lhs: Color, rhs: Color) -> Color {
    Color(
      red: lhs.red + rhs.red, green: lhs.green + rhs.green, blue: lhs.blue + rhs.blue,
      alpha: lhs.alpha + rhs.alpha)
  }

  /// Subtracts two colours component-wise.
  public static func - (lhs: Color, rhs: Color) -> Color {
    Color(
      red: lhs.red - rhs.red, green: lhs.green - rhs.green, blue: lhs.blue - rhs.blue,
      alpha: lhs.alpha - rhs.alpha)
  }

  /// Multiplies all four components by `factor`.
  public mutating func scale(by factor: Double) {
    red *= factor
    green *= factor
    blue *= factor
    alpha *= factor
  }

  /// The sum of the squares of the four components (<doc:Rules#K6>).
  public var magnitudeSquared: Double {
    red * red + green * green + blue * blue + alpha * alpha
  }
}
