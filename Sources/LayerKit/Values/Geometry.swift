// Points, sizes and rectangles: Core Graphics' geometry (`CGPoint`, `CGSize`, `CGRect`) in
// LayerKit's terms, each a vector that interpolates and adds component-wise (V1, V5).

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

/// A width and a height.
///
/// Mirrors `CGSize`, the value of `bounds.size`, `shadowOffset` and
/// `transform.translation`. Sizes interpolate and add component-wise (<doc:Rules#V1>, V5).
public struct Size: Hashable, Sendable, Codable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size from its width and height.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size whose width and height are both zero, like `CGSize.zero`.
  public static let zero = Size(width: 0, height: 0)
}

extension Size: VectorArithmetic {
  /// Adds two sizes component-wise (<doc:Rules#V5>).
  public static func + (lhs: Size, rhs: Size) -> Size {
    Size(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
  }

  /// Subtracts two sizes component-wise.
  public static func - (lhs: Size, rhs: Size) -> Size {
    Size(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
  }

  /// Multiplies width and height by `factor`.
  public mutating func scale(by factor: Double) {
    width *= factor
    height *= factor
  }

  /// `width² + height²` (<doc:Rules#K6>).
  public var magnitudeSquared: Double { width * width + height * height }
}

/// A rectangle: an origin and a size.
///
/// Mirrors `CGRect`, the value of `CALayer.bounds` and `contentsRect`. Rects interpolate and add
/// as their four numbers (<doc:Rules#V1>, V5); as in Core Animation the size may be negative while
/// an animation passes through it, so nothing is standardised.
public struct Rect: Hashable, Sendable, Codable {
  /// The origin (the corner with the smallest coordinates when the size is positive).
  public var origin: Point
  /// The size.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its four numbers, like `CGRect(x:y:width:height:)`.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The rectangle at the origin with zero size, like `CGRect.zero`.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The smallest x coordinate, like `CGRect.minX`.
  public var minX: Double { min(origin.x, origin.x + size.width) }
  /// The largest x coordinate, like `CGRect.maxX`.
  public var maxX: Double { max(origin.x, origin.x + size.width) }
  /// The smallest y coordinate, like `CGRect.minY`.
  public var minY: Double { min(origin.y, origin.y + size.height) }
  /// The largest y coordinate, like `CGRect.maxY`.
  public var maxY: Double { max(origin.y, origin.y + size.height) }
  /// The x coordinate of the centre, like `CGRect.midX`.
  public var midX: Double { origin.x + size.width / 2 }
  /// The y coordinate of the centre, like `CGRect.midY`.
  public var midY: Double { origin.y + size.height / 2 }
}

extension Rect: VectorArithmetic {
  /// Adds origins and sizes component-wise (<doc:Rules#V5>).
  public static func + (lhs: Rect, rhs: Rect) -> Rect {
    Rect(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size)
  }

  /// Subtracts origins and sizes component-wise.
  public static func - (lhs: Rect, rhs: Rect) -> Rect {
    Rect(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size)
  }

  /// Multiplies all four numbers by `factor`.
  public mutating func scale(by factor: Double) {
    origin.scale(by: factor)
    size.scale(by: factor)
  }

  /// The sum of the squares of the four numbers (<doc:Rules#K6>).
  public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }
}
