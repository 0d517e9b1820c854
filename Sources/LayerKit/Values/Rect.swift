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
