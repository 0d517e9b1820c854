import Foundation
import LayerKitTesting

/// Named tolerance tiers for the UIKit tests, each with its reason.
extension Tolerance {
  /// Values of a move of `distance` paced by a cubic timing curve, against the bisected Bézier
  /// below: LayerKit's solver is accurate to 1e-7 in progress (TF6).
  static func curve(over distance: Double) -> Tolerance { Tolerance(absolute: 1e-7 * distance) }
  /// Values that are exact in `Double` (a linear pace, a held value, a closed form in a few
  /// operations) on values up to a few hundred.
  static let exact = Tolerance(absolute: 1e-9)
  /// Opacity under a cubic curve: `CALayer` keeps it as a `Float` (one ulp near 1 is 6e-8, and
  /// a value passes through `Float` twice), plus TF6's 1e-7.
  static let opacity = Tolerance(absolute: 1e-6)
  /// A spring's position over `distance`, the engine's oscillator against the closed form (S1).
  static func spring(over distance: Double) -> Tolerance { Tolerance(absolute: 1e-9 * distance) }
  /// A time or fraction from a few operations on values of order 1 (a completion's time, an
  /// animator's fraction, a point of a path): a few ulps, with margin; `exact` above allows
  /// for values up to a few hundred.
  static let closedForm = Tolerance(absolute: 1e-12)
  /// A number Core Animation holds as a `Float` (a timing function's control point), read back
  /// as a `Double`: rounded to 24 bits, 3e-8 near 0.42.
  static let float = Tolerance(absolute: 1e-7)
  /// A clock advanced by many small steps (0.001 s from many threads): each addition rounds
  /// once, about 1e-17 for times below 1 s, some hundreds of them.
  static let summedTime = Tolerance(absolute: 1e-9)
  /// A damping ratio measured from the presented positions alone (two maxima, each refined by
  /// the parabola through three samples 1/20,000 of the duration apart): 0.1 % of the ratio,
  /// or of 0.1 for the smallest.
  static func measuredRatio(_ ratio: Double) -> Tolerance {
    Tolerance(absolute: 1e-3 * max(ratio, 0.1))
  }
  /// The envelope at the duration, e^(−ζωt) with ζ and ω measured as above, against U4's
  /// 1/1500: 1 % of it, what the two measurements leave.
  static let measuredEnvelope = Tolerance(absolute: 1e-2 / 1500)
}

/// Independent references for the expected values: curves evaluated from their definitions,
/// not from LayerKit's code.
enum Reference {
  /// Core Animation's named curves as control points (Apple's `CAMediaTimingFunction`
  /// documentation): ease-in-out, ease-in, ease-out, linear, default.
  static let easeInOut = (0.42, 0.0, 0.58, 1.0)
  static let easeIn = (0.42, 0.0, 1.0, 1.0)
  static let easeOut = (0.0, 0.0, 0.58, 1.0)
  static let linear = (0.0, 0.0, 1.0, 1.0)
  static let caDefault = (0.25, 0.1, 0.25, 1.0)

  /// The progress of the cubic Bézier timing curve `curve` at time fraction `t`: bisection on
  /// the Bernstein form's x, then y at that parameter.
  static func progress(_ curve: (Double, Double, Double, Double), at t: Double) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
      let r = 1 - s
      return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<200 {
      let mid = (lo + hi) / 2
      if mid == lo || mid == hi { break }
      if bernstein(curve.0, curve.2, mid) < t { lo = mid } else { hi = mid }
    }
    return bernstein(curve.1, curve.3, (lo + hi) / 2)
  }

  /// How far a spring of mass 1 has gone from its start to its end (0 → 1) at time `t`, for
  /// stiffness `k`, damping `c` and initial velocity `v` in distances a second: the closed form
  /// of the damped oscillator `x″ + c·x′ + k·x = 0`, x(0) = 1, x′(0) = −v (underdamped or
  /// critical).
  static func springProgress(
    stiffness k: Double, damping c: Double, velocity v: Double, at t: Double
  )
    -> Double
  {
    let omega = k.squareRoot()
    let zeta = c / (2 * omega)
    let alpha = zeta * omega
    if zeta < 1 {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let x = exp(-alpha * t) * (cos(omegaD * t) + (alpha - v) / omegaD * sin(omegaD * t))
      return 1 - x
    }
    let x = exp(-omega * t) * (1 + (omega - v) * t)
    return 1 - x
  }

  /// The spring UIKit's damping-ratio API makes for ratio `zeta` and duration `d` (U4):
  /// ω = ln 1500 / (ζ·d), stiffness ω², damping 2ζω.
  static func ratioSpring(_ zeta: Double, duration d: Double) -> (
    stiffness: Double, damping: Double
  ) {
    let omega = log(1500) / (zeta * d)
    return (omega * omega, 2 * zeta * omega)
  }
}
