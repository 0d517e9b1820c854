import Foundation

/// An oscillator's displacement over `[0, duration]`, tabulated once so that a spring's value
/// costs a polynomial instead of an exponential and a cosine (<doc:Rules#S1>, S2).
///
/// The interval is cut into equal pieces; over each, x(t) is the quintic Hermite interpolant of
/// its value and first two derivatives at both ends, all from the closed form. The number of
/// pieces comes from the interpolant's error bound, h⁶·max|x⁽⁶⁾|/46,080 for pieces of width h,
/// with max|x⁽⁶⁾| bounded from the regime's constants, so that the error stays below 1e-10 of
/// the from→to distance (x is the fraction of it still to go). A spring that would need more
/// than ``maximumPieces`` (very stiff, or very long) is not tabulated: the closed form serves.
///
///     t   0        h        2h                       duration
///         ├────────┼────────┼──── … ────┼─────────────┤
///         piece 0: x(t₀ + u·h) = c₀ + c₁u + … + c₅u⁵, u ∈ [0, 1]
struct DisplacementTable: Sendable {
  /// The most pieces a table may have (about 128 KB).
  static let maximumPieces = 2_048
  /// The error the table is built to stay below, as a fraction of the from→to distance.
  static let tolerance = 1e-10

  /// Per piece, the monomial coefficients c₀ … c₅ in lanes 0–5.
  let pieces: [SIMD8<Double>]
  /// Pieces per second: the piece at time t is ⌊t · scale⌋.
  let scale: Double

  /// Tabulates `oscillator` over `[0, duration]`, or `nil` when that would take more than
  /// ``maximumPieces`` pieces or a number is not finite.
  ///
  /// - Complexity: O(pieces) closed-form evaluations.
  init?(_ oscillator: Oscillator, duration: Double) {
    guard duration > 0, duration.isFinite,
      let bound = oscillator.sixthDerivativeBound, bound.isFinite
    else { return nil }
    // h⁶·bound/46,080 ≤ tolerance, with a factor of 4 to spare.
    let h = pow(46_080 * Self.tolerance / 4 / max(bound, .leastNormalMagnitude), 1.0 / 6)
    let count = (duration / h).rounded(.up)
    guard count >= 1, count <= Double(Self.maximumPieces) else { return nil }
    let n = Int(count)
    let step = duration / count
    var pieces: [SIMD8<Double>] = []
    pieces.reserveCapacity(n)
    var start = oscillator.derivatives(at: 0)
    for i in 1...n {
      let end = oscillator.derivatives(at: Double(i) * step)
      // Value, first and second derivatives in the piece's parameter u = (t − tᵢ)/h.
      let (p0, m0, a0) = (start.x, step * start.dx, step * step * start.ddx)
      let (p1, m1, a1) = (end.x, step * end.dx, step * step * end.ddx)
      let d = p1 - p0
      let piece = SIMD8(
        p0, m0, 0.5 * a0,
        10 * d - 6 * m0 - 4 * m1 - 1.5 * a0 + 0.5 * a1,
        -15 * d + 8 * m0 + 7 * m1 + 1.5 * a0 - a1,
        6 * d - 3 * m0 - 3 * m1 - 0.5 * a0 + 0.5 * a1,
        0, 0)
      guard all((piece * 0) .== 0) else { return nil }
      pieces.append(piece)
      start = end
    }
    self.pieces = pieces
    scale = count / duration
  }

  /// The displacement at time `t`, or `nil` outside `[0, duration)`.
  @inline(__always)
  func displacement(at t: Double) -> Double? {
    let position = t * scale
    guard position >= 0, position < Double(pieces.count) else { return nil }
    let i = Int(position)
    let u = position - Double(i)
    let c = pieces[i]
    return c[0] + u * (c[1] + u * (c[2] + u * (c[3] + u * (c[4] + u * c[5]))))
  }
}

extension Oscillator {
  /// x, x′ and x″ at time `t ≥ 0` from the closed form (the two-term underdamped form where the
  /// one-cosine amplitude overflows).
  func derivatives(at t: Double) -> (x: Double, dx: Double, ddx: Double) {
    switch regime {
    case .underdamped(let decay, let omegaD, let b, _, _):
      // x = e^(−at)(cos ωt + b sin ωt); each derivative is e^(−at)(P cos ωt + Q sin ωt).
      let envelope = exp(-decay * t)
      let (c, s) = (cos(omegaD * t), sin(omegaD * t))
      let (p1, q1) = (-decay + b * omegaD, -omegaD - decay * b)
      let (p2, q2) = (-decay * p1 + omegaD * q1, -decay * q1 - omegaD * p1)
      return (
        envelope * (c + b * s), envelope * (p1 * c + q1 * s), envelope * (p2 * c + q2 * s)
      )
    case .critical(let omega, let b):
      // x = e^(−ωt)(1 + bt).
      let envelope = exp(-omega * t)
      let line = 1 + b * t
      return (
        envelope * line, envelope * (b - omega * line),
        envelope * (omega * omega * line - 2 * omega * b)
      )
    case .overdamped(let r1, let r2, let c1, let c2):
      let (slow, fast) = (c1 == 0 ? 0 : c1 * exp(r1 * t), c2 == 0 ? 0 : c2 * exp(r2 * t))
      return (slow + fast, r1 * slow + r2 * fast, r1 * r1 * slow + r2 * r2 * fast)
    case .frozen:
      return (1, 0, 0)
    }
  }

  /// A bound on |x⁽⁶⁾| over t ≥ 0, or `nil` when the closed form is better left as is.
  var sixthDerivativeBound: Double? {
    switch regime {
    case .underdamped(let decay, let omegaD, let b, _, _):
      // Each derivative of e^(−at)(cos ωt + b sin ωt) scales its amplitude √(1 + b²) by
      // √(a² + ω²) and keeps the envelope.
      let rate = (decay * decay + omegaD * omegaD).squareRoot()
      let amplitude = (1 + b * b).squareRoot()
      return amplitude * pow(rate, 6)
    case .critical(let omega, let b):
      // x⁽ⁿ⁾ = (−ω)ⁿe^(−ωt)(1 + bt) + n(−ω)ⁿ⁻¹b·e^(−ωt), and e^(−ωt)|b|t ≤ |b|/(eω).
      let line = 1 + abs(b) / (M_E * omega)
      return pow(omega, 6) * line + 6 * pow(omega, 5) * abs(b)
    case .overdamped(let r1, let r2, let c1, let c2):
      return abs(c1) * pow(r1, 6) + abs(c2) * pow(r2, 6)
    case .frozen:
      return nil
    }
  }
}
