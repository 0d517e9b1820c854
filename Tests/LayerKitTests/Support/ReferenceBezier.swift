/// An independent reference for cubic-Bézier timing functions: plain bisection on the curve
/// parameter, written from the Bernstein form rather than LayerKit's polynomial coefficients, run
/// until the bracket stops shrinking. Slow and simple on purpose.
///
/// It works in `Float80` where the platform has it (x86), so that it stays accurate where the
/// problem is ill-conditioned (a curve whose x′ and x″ vanish together, like (1, 0, 0, 1) at
/// t = 0.5, where an error of one ulp in x moves the parameter by about 1e-6).
enum ReferenceBezier {
  #if arch(x86_64) || arch(i386)
    typealias Real = Float80
  #else
    typealias Real = Double
  #endif

  /// The Bernstein form of a cubic from 0 through p1, p2 to 1 at parameter s.
  static func bernstein(_ p1: Real, _ p2: Real, _ s: Real) -> Real {
    let r = 1 - s
    return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
  }

  /// y at the parameter where x = t, for x control values in [0, 1] (x is then monotonic).
  static func progress(
    _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, at t: Double
  ) -> Double {
    var lo: Real = 0
    var hi: Real = 1
    let target = Real(t)
    for _ in 0..<200 {
      let mid = (lo + hi) / 2
      if mid == lo || mid == hi { break }
      if bernstein(Real(c1x), Real(c2x), mid) < target { lo = mid } else { hi = mid }
    }
    return Double(bernstein(Real(c1y), Real(c2y), (lo + hi) / 2))
  }
}
