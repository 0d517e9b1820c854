import LayerKit

/// How close two numbers must be to count as equal: within an absolute tolerance, or within a
/// relative one of the larger magnitude, whichever allows more (in the manner of swift-numerics'
/// `isApproximatelyEqual(to:absoluteTolerance:relativeTolerance:)`).
///
///     Tolerance(absolute: 1e-9).allows(0.1 + 0.2, 0.3)      // true
///     Tolerance(relative: 1e-6).allows(1_000_000, 1_000_001) // true
///
/// A number literal is an absolute tolerance, so the helpers read `accuracy: 1e-9`.
public struct Tolerance: Hashable, Sendable, CustomStringConvertible, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  /// The largest absolute difference allowed.
  public var absolute: Double
  /// The largest difference allowed as a fraction of the larger magnitude.
  public var relative: Double
  /// Whether transforms compare by their decomposition (translation, scale, skew, perspective,
  /// rotation; rule V3) rather than entry by entry.
  public var comparesTransformsByDecomposition: Bool

  /// Creates a tolerance; both default to 0 (exact).
  public init(absolute: Double = 0, relative: Double = 0, byDecomposition: Bool = false) {
    self.absolute = absolute
    self.relative = relative
    comparesTransformsByDecomposition = byDecomposition
  }

  /// An absolute tolerance: `accuracy: 1e-9`.
  public init(floatLiteral value: Double) {
    self.init(absolute: value)
  }

  /// An absolute tolerance: `accuracy: 1`.
  public init(integerLiteral value: Int) {
    self.init(absolute: Double(value))
  }

  /// A relative tolerance: `accuracy: .relative(1e-6)`.
  public static func relative(_ fraction: Double) -> Tolerance { Tolerance(relative: fraction) }

  /// An absolute tolerance: `accuracy: .absolute(0.5)`.
  public static func absolute(_ difference: Double) -> Tolerance { Tolerance(absolute: difference) }

  /// The same tolerance, comparing transforms by decomposition.
  public var byDecomposition: Tolerance {
    var copy = self
    copy.comparesTransformsByDecomposition = true
    return copy
  }

  /// Bit-for-bit equality (infinities equal themselves; NaN never equals anything).
  public static let exact = Tolerance()

  /// 1e-9 absolute: values computed in a few floating-point steps (the default of the helpers).
  public static let `default` = Tolerance(absolute: 1e-9)

  /// What a spring's position is good to over a move of `distance` (rules S1, S4): LayerKit
  /// tabulates the damped oscillator to 1e-10 of the from→to distance, so a value checked
  /// against the closed form agrees to 1e-9 of it, with margin for the closed form's own
  /// rounding.
  ///
  ///     assertPresentation(of: ball, "position.y", at: 0.3, equals: expected,
  ///                        accuracy: .spring(distance: 300))
  public static func spring(distance: Double) -> Tolerance {
    Tolerance(absolute: 1e-9 * abs(distance))
  }

  /// Whether `a` and `b` are within the tolerance of each other.
  public func allows(_ a: Double, _ b: Double) -> Bool {
    if a == b { return true }
    guard a.isFinite, b.isFinite else { return false }
    let difference = abs(a - b)
    return difference <= absolute || difference <= relative * Swift.max(abs(a), abs(b))
  }

  /// Whether two angles in radians are within the tolerance of each other modulo a whole turn:
  /// −π and π are the same angle.
  public func allowsAngles(_ a: Double, _ b: Double) -> Bool {
    if allows(a, b) { return true }
    guard a.isFinite, b.isFinite else { return false }
    let difference = Self.angleDifference(a, b)
    return difference <= absolute || difference <= relative * Swift.max(abs(a), abs(b))
  }

  /// The difference between two angles in radians modulo a whole turn, in [0, π].
  public static func angleDifference(_ a: Double, _ b: Double) -> Double {
    guard a.isFinite, b.isFinite else { return a == b ? 0 : .infinity }
    let turn = 2 * Double.pi
    let difference = abs(a - b).truncatingRemainder(dividingBy: turn)
    return min(difference, turn - difference)
  }

  /// `±1e-09`, `1e-06 relative`, `±1e-09 or 1e-06 relative`, then `, by decomposition` if so.
  public var description: String {
    let bound =
      switch (absolute, relative) {
      case (0, 0): "exact"
      case (_, 0): "±\(absolute)"
      case (0, _): "\(relative) relative"
      default: "±\(absolute) or \(relative) relative"
      }
    return bound + (comparesTransformsByDecomposition ? ", by decomposition" : "")
  }
}
