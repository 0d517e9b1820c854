#if !canImport(SwiftUI)
  import Foundation
  import LayerKit

  /// A spring's motion in closed form (S1–S3, W2), as two unit responses of
  /// `m·x″ + c·x′ + k·x = 0`: g, from displacement 1 at rest (g(0) = 1, g′(0) = 0), and h, from
  /// displacement 0 with unit velocity (h(0) = 0, h′(0) = 1). A change of `d` with initial
  /// velocity `v` is at `d·(1 − g) + v·h`:
  ///
  ///     ζ < 1:  g = e^(−ζω₀t)(cos ω_d t + (ζω₀/ω_d) sin ω_d t),  h = e^(−ζω₀t) sin(ω_d t)/ω_d
  ///     ζ = 1:  g = e^(−ω₀t)(1 + ω₀t),                         h = t·e^(−ω₀t)
  ///     ζ > 1:  g = (r₂e^(r₁t) − r₁e^(r₂t))/(r₂ − r₁),          h = (e^(r₁t) − e^(r₂t))/(r₁ − r₂)
  @usableFromInline
  struct SpringMotion: Sendable {
    /// g, h and their time derivatives at one time.
    @usableFromInline
    struct State {
      @usableFromInline var g, h, dg, dh: Double

      @inlinable
      init(g: Double, h: Double, dg: Double, dh: Double) {
        (self.g, self.h, self.dg, self.dh) = (g, h, dg, dh)
      }
    }

    @usableFromInline let omega: Double
    @usableFromInline let zeta: Double
    /// ζω₀ and ω_d = ω₀√(1 − ζ²) (under-damped).
    @usableFromInline let a: Double
    @usableFromInline let wd: Double
    /// 1/ω_d and ζω₀/ω_d, worked out once (0 unless under-damped).
    @usableFromInline let inverseWd: Double
    @usableFromInline let aOverWd: Double

    init(mass: Double, stiffness: Double, damping: Double) {
      omega = (stiffness / mass).squareRoot()
      let zeta = damping / (2 * (stiffness * mass).squareRoot())
      // Within 1e-9 of critical damping counts as critical (W2): the under- and over-damped
      // forms cancel catastrophically there.
      self.zeta = abs(zeta - 1) < 1e-9 ? 1 : zeta
      a = self.zeta * omega
      wd = self.zeta < 1 ? omega * ((1 - self.zeta) * (1 + self.zeta)).squareRoot() : 0
      inverseWd = wd > 0 ? 1 / wd : 0
      aOverWd = a * inverseWd
    }

    /// g, h, g′ and h′ at `t` (t ≤ 0 is the start). Inlinable, so that a caller needing only
    /// g and h computes only those.
    @inlinable @inline(__always)
    func at(_ t: Double) -> State {
      guard t > 0 else { return State(g: 1, h: 0, dg: 0, dh: 1) }
      if zeta < 1 {
        let e = exp(-a * t)
        let (s, c) = (sin(wd * t), cos(wd * t))
        return State(
          g: e * (c + aOverWd * s), h: e * s * inverseWd, dg: -e * (omega * omega * inverseWd) * s,
          dh: e * (c - aOverWd * s))
      }
      if zeta.isInfinite { return State(g: 1, h: 0, dg: 0, dh: 0) }
      if zeta == 1 {
        let e = exp(-omega * t)
        return State(
          g: e * (1 + omega * t), h: t * e, dg: -omega * omega * t * e, dh: e * (1 - omega * t))
      }
      // r₁ = −ω₀(ζ − √(ζ² − 1)) = −ω₀/(ζ + √(ζ² − 1)) (without cancellation), r₂ = −ω₀(ζ + √…).
      let root = ((zeta - 1) * (zeta + 1)).squareRoot()
      let r1 = -omega / (zeta + root)
      let r2 = -omega * (zeta + root)
      let (e1, e2) = (exp(r1 * t), exp(r2 * t))
      let span = r2 - r1
      return State(
        g: (r2 * e1 - r1 * e2) / span, h: (e2 - e1) / span, dg: r1 * r2 * (e1 - e2) / span,
        dh: (r2 * e2 - r1 * e1) / span)
    }

    /// S4's settling time for a change of 1 from rest (``Spring/settlingDuration``): LayerKit's
    /// spring animation of the same mass, stiffness and damping computes it.
    func settlingDuration(of spring: Spring) -> Double {
      var animation = SpringAnimation(keyPath: .opacity, from: 0, to: 1)
      animation.mass = spring.mass
      animation.stiffness = spring.stiffness
      animation.damping =
        zeta == 1 ? 2 * (spring.stiffness * spring.mass).squareRoot() : spring.damping
      animation.allowsOverdamping = true
      return animation.settlingDuration
    }

    /// The first time after which a change of `distance` starting at `speed` stays within
    /// `epsilon` of its target, without a grid: for an oscillating spring the crossing of S4's
    /// envelope, |x| ≤ e^(−ζω₀t)·(distance·(1 + ζω₀/ω_d) + speed/ω_d) (so that a change of 1
    /// from rest settles exactly at S4's underdamped time), else the last crossing of
    /// |distance·g| + |speed·h| found by stepping and bisection.
    func continuousSettlingTime(distance: Double = 1, speed: Double = 0, epsilon: Double)
      -> Double
    {
      guard epsilon > 0, omega.isFinite, omega > 0 else { return .infinity }
      if zeta.isInfinite || zeta <= 0 { return .infinity }
      if zeta < 1 {
        let amplitude = distance * (1 + a / wd) + speed / wd
        return amplitude <= epsilon ? 0 : log(amplitude / epsilon) / a
      }
      func outside(_ t: Double) -> Bool {
        let s = at(t)
        return abs(distance * s.g) + abs(speed * s.h) >= epsilon
      }
      // Past the slowest root's time constant a few times over the bound only shrinks; step
      // in tenths of it to the last time outside, then bisect.
      let slowest = zeta == 1 ? omega : omega / (zeta + ((zeta - 1) * (zeta + 1)).squareRoot())
      let step = 0.1 / slowest
      var t = 0.0
      var last = outside(0) ? 0.0 : -1.0
      while t < 1e6 * step {
        t += step
        if outside(t) {
          last = t
        } else if t > last + 50 * step, last >= 0 || t > 50 * step {
          break
        }
      }
      guard last >= 0 else { return 0 }
      var (low, high) = (last, last + step)
      for _ in 0..<60 {
        let mid = 0.5 * (low + high)
        if outside(mid) { low = mid } else { high = mid }
      }
      return high
    }
  }
#endif
