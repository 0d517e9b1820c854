/// A value that can be blended with another value of the same type.
///
/// Core Animation interpolates every animatable property between two values; this protocol is
/// that operation. Conforming types must be exact at both ends (<doc:Rules#V1>):
///
///     a.interpolated(to: b, fraction: 0) == a   // exactly
///     a.interpolated(to: b, fraction: 1) == b   // exactly
///
/// `fraction` is not clamped: values outside `0...1` extrapolate, which overshooting timing
/// functions and springs rely on.
public protocol Interpolatable: Equatable, Sendable {
  /// Returns the value `fraction` of the way from `self` to `end`.
  ///
  /// - Parameters:
  ///   - end: The value at fraction 1.
  ///   - fraction: How far to go; 0 gives `self`, 1 gives `end`, others extrapolate.
  /// - Complexity: O(1).
  func interpolated(to end: Self, fraction: Double) -> Self
}

/// An interpolatable value that also forms a vector space.
///
/// Vector arithmetic is what `byValue`, additive and cumulative animations (<doc:Rules#B1>–B3, V5),
/// paced keyframes (K6) and springs need beyond a plain blend: a sum, a scaling and a length.
/// Numbers, points, sizes, rects and colours conform; transforms do not (they combine by
/// concatenation, see ``Transform3D``).
public protocol VectorArithmetic: AdditiveArithmetic, Interpolatable {
  /// Multiplies every component by `factor`.
  mutating func scale(by factor: Double)

  /// The sum of the squares of the components: the squared Euclidean length used for pacing.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// Returns this value with every component multiplied by `factor`.
  ///
  /// - Complexity: O(1).
  public func scaled(by factor: Double) -> Self {
    var copy = self
    copy.scale(by: factor)
    return copy
  }

  /// Returns the value `fraction` of the way from `self` to `end`, as `(1 − f)·a + f·b`.
  ///
  /// Written this way rather than `a + (b − a)·f` because it is exact at both ends: the second
  /// form misses `b` at `f == 1` for about one pair of doubles in eleven (<doc:Rules#V1>).
  ///
  /// - Complexity: O(1).
  public func interpolated(to end: Self, fraction: Double) -> Self {
    if fraction == 0 { return self }
    if fraction == 1 { return end }
    return scaled(by: 1 - fraction) + end.scaled(by: fraction)
  }
}

extension Double: VectorArithmetic {
  /// Multiplies the number by `factor` (<doc:Rules#V1>).
  public mutating func scale(by factor: Double) { self *= factor }

  /// The square of the number (<doc:Rules#K6>).
  public var magnitudeSquared: Double { self * self }
}
