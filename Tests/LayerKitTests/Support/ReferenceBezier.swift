/// An independent reference for cubic-Bézier timing functions: plain bisection on the curve
/// parameter, written from the Bernstein form rather than LayerKit's polynomial coefficients, run
/// until the bracket stops shrinking. Slow and simple on purpose.
enum ReferenceBezier {
  /// The Bernstein form of a cubic from 0 through p1, p2 to 1 at parameter s.
  static func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
    let r = 1 - s
    return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
  }

  /// y at the parameter where x = t, for x control values in [0, 1] (x is then monotonic).
  static func progress(
    _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, at t: Double
  ) -> Double {
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<200 {
      let mid = 0.5 * (lo + hi)
      if mid == lo || mid == hi { break }
      if bernstein(c1x, c2x, mid) < t { lo = mid } else { hi = mid }
    }
    return bernstein(c1y, c2y, 0.5 * (lo + hi))
  }
}
