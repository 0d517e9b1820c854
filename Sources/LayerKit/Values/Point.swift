/// A point in a two-dimensional coordinate system.
///
/// Mirrors `CGPoint`, the value of `CALayer.position` and `anchorPoint`. Points interpolate and
/// add component-wise (<doc:Rules#V1>, V5).
///
///     Point(x: 0, y: 10).interpolated(to: Point(x: 10, y: 20), fraction: 0.5)
///     // Point(x: 5, y: 15)
public struct Point: Hashable, Sendable, Codable {
  /// The x coordinate.
  public var x: Double
  /// The y coordinate.
  public var y: Double

  /// Creates a point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0), like `CGPoint.zero`.
  public static let zero = Point(x: 0, y: 0)
}

extension Point: VectorArithmetic {
  /// Adds two points component-wise (<doc:Rules#V5>).
  public static func + (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// Subtracts two points component-wise.
  public static func - (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// Multiplies both coordinates by `factor`.
  public mutating func scale(by factor: Double) {
    x *= factor
    y *= factor
  }

  /// `x² + y²` (<doc:Rules#K6>).
  public var magnitudeSquared: Double { x * x + y * y }
}
