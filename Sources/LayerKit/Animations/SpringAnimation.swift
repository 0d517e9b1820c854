import Foundation

/// A basic animation whose progress follows a damped spring.
///
/// Mirrors `CASpringAnimation`, a subclass of `CABasicAnimation` (<doc:Rules#S1>–S6): it has every
/// field of a ``BasicAnimation`` (from, to, by, additive, cumulative, value function) and the
/// value moves from `fromValue` to `toValue` as a mass on a spring, `m·x″ + c·x′ + k·x = 0`, from
/// displacement 1 to rest at 0, with the exact closed form for under-, critically and
/// over-damped springs. ``mass``, ``stiffness``, ``damping`` and ``initialVelocity`` default as
/// in Core Animation (1, 100, 10, 0).
///
///     var spring = SpringAnimation(keyPath: .positionY, from: 0, to: 100)
///     spring.duration = spring.settlingDuration     // 1.4727 s for the defaults (S4)
///     try layer.add(spring, forKey: "drop")
///
/// The spring runs on its own physical time, the leg time in seconds; `duration`
/// (``MediaTiming/duration``) only cuts it off (S5), and like any animation a spring whose
/// duration is not positive gets 0.25 s (T3). A `timingFunction`
/// (``AnimationBase/timingFunction``), if set, warps the leg fraction before it becomes physical
/// time.
public struct SpringAnimation: PropertyAnimation {
  /// The common fields: timing, timing function, removal flag, caller's values.
  public var base: AnimationBase
  /// The animated property (`keyPath`).
  public var keyPath: AnimatableKeyPath
  /// The start value (`fromValue`): displacement 1.
  public var fromValue: AnimatableValue?
  /// The end value (`toValue`): rest.
  public var toValue: AnimatableValue?
  /// The change from the start (`byValue`), as for a basic animation (B1).
  public var byValue: AnimatableValue?
  /// Whether the value adds to the value below instead of replacing it (`additive`, B2).
  public var isAdditive = false
  /// Whether each repeat cycle builds on the end of the last (`cumulative`, B3).
  public var isCumulative = false
  /// A function that turns interpolated numbers into a transform (`valueFunction`, B4).
  public var valueFunction: ValueFunction?
  /// The mass on the spring (`mass`, > 0).
  public var mass = 1.0
  /// The spring constant (`stiffness`, > 0).
  public var stiffness = 100.0
  /// The damping coefficient (`damping`, ≥ 0; `.infinity` holds the start for ever, S6).
  public var damping = 10.0
  /// The velocity at the start, in whole from→to distances per second; positive moves towards
  /// the target (`initialVelocity`, S2).
  public var initialVelocity = 0.0
  /// Whether an overdamped spring is computed as such (`allowsOverdamping`); without it an
  /// overdamped spring moves as a critically damped one (S3).
  public var allowsOverdamping = false

  /// Creates a spring animation with Core Animation's default spring (S1).
  public init(
    keyPath: AnimatableKeyPath, from fromValue: AnimatableValue? = nil,
    to toValue: AnimatableValue? = nil, by byValue: AnimatableValue? = nil,
    timing: MediaTiming = MediaTiming()
  ) {
    base = AnimationBase(timing: timing)
    self.keyPath = keyPath
    self.fromValue = fromValue
    self.toValue = toValue
    self.byValue = byValue
  }

  /// A spring described by how long it takes and how much it bounces, like
  /// `CASpringAnimation(perceptualDuration:bounce:)` (S6): stiffness `(2π / duration)² · mass`,
  /// damping ratio `1 − bounce` for bounce ≥ 0 and `1 / (1 + bounce)` below, and
  /// `allowsOverdamping` on. Bounce −1 is infinite damping: the value holds `fromValue` for
  /// ever. `duration` is set to the resulting ``settlingDuration`` (S6), so the spring plays
  /// until it settles instead of being cut off at T3's 0.25 s; set `duration` afterwards to
  /// cut it elsewhere. (Infinite damping settles never: its duration is +∞.)
  ///
  /// - Throws: ``ValidationError`` for a `perceptualDuration` that is not a finite number > 0 or
  ///   a `bounce` outside `[-1, 1]`.
  public init(
    keyPath: AnimatableKeyPath, perceptualDuration: Double, bounce: Double,
    from fromValue: AnimatableValue? = nil, to toValue: AnimatableValue? = nil
  ) throws {
    guard perceptualDuration.isFinite, perceptualDuration > 0 else {
      throw ValidationError(
        field: "perceptualDuration",
        reason: "must be a finite number > 0 (got \(perceptualDuration))")
    }
    guard bounce >= -1, bounce <= 1 else {
      throw ValidationError(field: "bounce", reason: "must be in [-1, 1] (got \(bounce))")
    }
    self.init(keyPath: keyPath, from: fromValue, to: toValue)
    allowsOverdamping = true
    let omega = 2 * .pi / perceptualDuration
    stiffness = omega * omega * mass
    // ζ grows as bounce falls, to infinity at −1 (1 / 0 = +∞ exactly).
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    damping = 2 * ratio * stiffness.squareRoot() * mass.squareRoot()
    // S6: the perceptual spring lasts until it settles (the peer's tests, written against
    // Apple's framework, expect duration == settlingDuration).
    base.timing.duration = settlingDuration
  }

  /// The animation as the enum that layers store.
  public var animation: Animation { .spring(self) }
}

extension SpringAnimation: FromToByAnimation {}

// MARK: - The oscillator (S1–S4)

extension SpringAnimation {
  /// The damping ratio ζ = c / (2√(k·m)).
  public var dampingRatio: Double {
    damping / (2 * stiffness.squareRoot() * mass.squareRoot())
  }

  /// The undamped angular frequency ω₀ = √(k/m).
  public var naturalFrequency: Double { stiffness.squareRoot() / mass.squareRoot() }

  /// The displacement from rest at physical time `t` (1 at the start, 0 at rest), by the exact
  /// closed form (S1–S3), with x(0) = 1 and x′(0) = −initialVelocity:
  ///
  ///     ζ < 1:  e^(−ζω₀t)·(cos ω_d t + (ζω₀ − v₀)/ω_d · sin ω_d t),  ω_d = ω₀√(1 − ζ²)
  ///     ζ = 1:  e^(−ω₀t)·(1 + (ω₀ − v₀)·t)
  ///     ζ > 1:  C₁e^(r₁t) + C₂e^(r₂t),  r₁ = −ω₀/q, r₂ = −ω₀·q, q = ζ + √(ζ² − 1)
  ///
  /// Without ``allowsOverdamping``, ζ > 1 is computed as ζ = 1 (S3). The overdamped roots are
  /// taken in the form that does not cancel (r₁·r₂ = ω₀²), so a strongly overdamped spring still
  /// creeps towards rest at r₁ ≈ −k/c.
  ///
  /// - Complexity: O(1).
  public func displacement(at t: Double) -> Double {
    Oscillator(self).displacement(at: t)
  }

  /// The time after which the motion stays within 0.001 of rest (`settlingDuration`, S4).
  ///
  /// Underdamped: `ln((1 + |ζω₀ − v₀| / ω_d) / 0.001) / (ζω₀)`, the time at which the
  /// oscillation's envelope falls to 0.001 (the defaults give 1.4727). Critically and
  /// overdamped: the first multiple of 0.1 s after which |x| stays below 0.001. Infinite for an
  /// undamped spring and for infinite damping (bounce −1, S6).
  public var settlingDuration: Double {
    Oscillator(self).settlingDuration
  }

  /// Checks the animation, throwing a ``ValidationError`` that names the first bad field: the
  /// basic animation's checks, then mass and stiffness (finite, > 0), damping (≥ 0, infinity
  /// allowed) and initialVelocity (finite).
  public func validate() throws {
    try validateFromToBy()
    for (name, value) in [("mass", mass), ("stiffness", stiffness)] {
      guard value.isFinite, value > 0 else {
        throw ValidationError(field: name, reason: "must be a finite number > 0 (got \(value))")
      }
    }
    guard damping >= 0 else {
      throw ValidationError(field: "damping", reason: "must be a number ≥ 0 (got \(damping))")
    }
    try ValidationError.requireFinite(initialVelocity, "initialVelocity")
    // V6: a spring whose natural frequency leaves Double's range has no finite motion to show.
    guard naturalFrequency.isFinite else {
      throw ValidationError(
        field: "stiffness",
        reason:
          "with mass \(mass), the natural frequency √(stiffness/mass) is beyond the range of numbers"
      )
    }
  }
}
