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
