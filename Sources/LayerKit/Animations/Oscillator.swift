import Foundation

/// The damped harmonic oscillator of a spring animation, its constants worked out once
/// (<doc:Rules#S1>–S4): `m·x″ + c·x′ + k·x = 0` with x(0) = 1 and x′(0) = −v₀.
///
/// Every constant is taken in a form that neither overflows nor cancels for extreme springs
/// (<doc:Rules#V6>): ζω₀ as c/(2m), the overdamped roots through q = ζ + √(ζ² − 1) written as
/// ζ(1 + √(1 − ζ⁻²)), so the slow root r₁ = −(2k/c)/(1 + √(1 − ζ⁻²)) keeps its digits when ζ is
/// huge (r₁ ≈ −k/c), and infinite damping (bounce −1, S6) holds x = 1 for ever.
struct Oscillator: Hashable, Sendable {
  /// How the closed form goes.
  enum Regime: Hashable, Sendable {
    /// ζ < 1: `e^(−ζω₀t)(cos ω_d t + b sin ω_d t)`, evaluated as
    /// `amplitude · e^(−ζω₀t) · cos(ω_d t − phase)` with `amplitude = √(1 + b²)` and
    /// `phase = atan2(b, 1)`: the same function, for one cosine instead of a cosine and a sine.
    case underdamped(decay: Double, omegaD: Double, b: Double, amplitude: Double, phase: Double)
    /// ζ = 1 (or clamped, S3): `e^(−ω₀t)(1 + b·t)`.
    case critical(omega: Double, b: Double)
    /// ζ > 1: `C₁e^(r₁t) + C₂e^(r₂t)`.
    case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
    /// Infinite damping: x = 1 for ever.
    case frozen
  }

  let regime: Regime
  /// The initial velocity, for the settling time.
  let v0: Double

  init(_ spring: SpringAnimation) {
    self.init(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
      velocity: spring.initialVelocity, allowsOverdamping: spring.allowsOverdamping)
  }

  init(
    mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double,
    allowsOverdamping: Bool
  ) {
    self.v0 = v0
    let omega = k.squareRoot() / m.squareRoot()
    let zeta = c / (2 * k.squareRoot() * m.squareRoot())
    if c.isInfinite, allowsOverdamping {
      regime = .frozen
    } else if zeta < 1 {
      // ζω₀ = c/(2m); ω_d = ω₀√(1 − ζ²).
      let decay = c / (2 * m)
      let omegaD = omega * ((1 - zeta) * (1 + zeta)).squareRoot()
      let b = (decay - v0) / omegaD
      let amplitude = (1 + b * b).squareRoot()
      // Finite amplitude unless b is huge; the two-term form stays exact there.
      regime = .underdamped(
        decay: decay, omegaD: omegaD, b: b, amplitude: amplitude.isFinite ? amplitude : .nan,
        phase: atan2(b, 1))
    } else if zeta == 1 || !allowsOverdamping {
      regime = .critical(omega: omega, b: omega - v0)
    } else {
      // q = ζ + √(ζ² − 1) = ζ(1 + s), s = √(1 − ζ⁻²); r₁ = −ω₀/q = −(2k/c)/(1 + s) and
      // r₂ = −ω₀·q = −(c/(2m))(1 + s), since ω₀/ζ = 2k/c and ω₀ζ = c/(2m).
      let inverse = 1 / zeta
      let s = ((1 - inverse) * (1 + inverse)).squareRoot()
      let r1 = -(2 * k / c) / (1 + s)
      let r2 = -(c / (2 * m)) * (1 + s)
      // C₁ + C₂ = 1 and r₁C₁ + r₂C₂ = −v₀; written so that r₂ = −∞ gives C₂ = 0, C₁ = 1.
      let c2 = (-v0 - r1) / (r2 - r1)
      regime = .overdamped(r1: r1, r2: r2, c1: 1 - c2, c2: c2)
    }
  }

  /// The displacement at physical time `t ≥ 0`: exactly 1 at 0, finite always.
  func displacement(at t: Double) -> Double {
    guard t > 0 else { return 1 }
    switch regime {
    case .underdamped(let decay, let omegaD, _, let amplitude, let phase):
      let envelope = exp(-decay * t)
      guard envelope > 0 else { return 0 }
      let angle = omegaD * t
      // Past 2¹⁰²⁴ radians the phase is lost to rounding: show the oscillation's mean, rest.
      guard angle.isFinite else { return 0 }
      guard amplitude.isFinite else {
        // b = (ζω₀ − v₀)/ω_d overflows when ω_d is tiny: b·sin(ω_d t) is (ζω₀ − v₀)·sin(ω_d t)/ω_d,
        // and sin(ω_d t)/ω_d stays near t (V6).
        let numerator = (decay - v0).saturated
        let sine = (numerator * (sin(angle) / omegaD)).saturated
        return (envelope * (cos(angle) + sine)).saturated
      }
      return amplitude * envelope * cos(angle - phase)
    case .critical(let omega, let b):
      let envelope = exp(-omega * t)
      guard envelope > 0 else { return 0 }
      return (envelope * (1 + (b * t).saturated)).saturated
    case .overdamped(let r1, let r2, let c1, let c2):
      let slow = exp(r1 * t)
      let fast = exp(r2 * t)
      let sum = (c1 == 0 ? 0 : (c1 * slow).saturated) + (c2 == 0 ? 0 : (c2 * fast).saturated)
      return sum.isNaN ? 1 : sum.saturated
    case .frozen:
      return 1
    }
  }

  /// The settling time of S4 (see ``SpringAnimation/settlingDuration``).
  var settlingDuration: Double {
    switch regime {
    case .frozen:
      return .infinity
    case .underdamped(let decay, let omegaD, _, _, _):
      guard decay > 0, omegaD.isFinite else { return .infinity }
      let settle = log((1 + abs(decay - v0) / omegaD) / 0.001) / decay
      return settle.isFinite ? max(settle, 0) : .infinity
    case .critical, .overdamped:
      return firstSettledMultiple()
    }
  }

  /// The first multiple of 0.1 s after which |x| stays below 0.001, for a spring that does not
  /// oscillate: x has at most one extremum, and past it |x| only shrinks, so the largest |x|
  /// from time T on is max(|x(T)|, |x(extremum)| if the extremum is later). That bound never
  /// grows with T, so the first good multiple can be found by bisection.
  private func firstSettledMultiple() -> Double {
    let extremum = extremumTime()
    func settled(_ k: Double) -> Bool {
      let t = 0.1 * k
      var worst = abs(displacement(at: t))
      if let extremum, extremum > t { worst = max(worst, abs(displacement(at: extremum))) }
      return worst < 0.001
    }
    if settled(0) { return 0 }
    var high = 1.0
    while !settled(high) {
      high *= 2
      if high > 1e300 { return .infinity }
    }
    var low = 0.0
    while high - low > 1 {
      let mid = ((low + high) / 2).rounded(.down)
      // Past 2⁵³ neighbouring doubles are more than 1 apart: the midpoint can round to an end,
      // and the bracket is then as narrow as doubles allow.
      guard mid > low, mid < high else { break }
      if settled(mid) { high = mid } else { low = mid }
    }
    return 0.1 * high
  }

  /// The time of x's one extremum when the spring does not oscillate, if it falls after 0.
  private func extremumTime() -> Double? {
    switch regime {
    case .critical(let omega, let b):
      // x′ = e^(−ω₀t)·(b − ω₀(1 + bt)): zero at t = (b − ω₀)/(ω₀b).
      guard b != 0 else { return nil }
      let t = (b - omega) / (omega * b)
      return t > 0 && t.isFinite ? t : nil
    case .overdamped(let r1, let r2, let c1, let c2):
      // C₁r₁e^(r₁t) + C₂r₂e^(r₂t) = 0.
      let ratio = -(c2 * r2) / (c1 * r1)
      guard ratio > 0, ratio.isFinite else { return nil }
      let t = log(ratio) / (r1 - r2)
      return t > 0 && t.isFinite ? t : nil
    case .underdamped, .frozen:
      return nil
    }
  }
}
