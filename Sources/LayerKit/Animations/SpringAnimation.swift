import Foundation

/// A basic animation whose progress follows a damped spring.
///
/// Mirrors `CASpringAnimation` (SEMANTICS S1–S6): the value moves from `fromValue` to `toValue`
/// as a mass on a spring, `m·x″ + c·x′ + k·x = 0`, from displacement 1 to rest at 0, with the
/// exact closed form for under-, critically and over-damped springs. ``mass``, ``stiffness``,
/// ``damping`` and ``initialVelocity`` default as in Core Animation (1, 100, 10, 0).
///
///     var spring = SpringAnimation(keyPath: .positionY, from: 0, to: 100)
///     spring.duration = spring.settlingDuration     // 1.4727 s for the defaults (S4)
///     try layer.add(spring, forKey: "drop")
///
/// The spring runs on its own physical time, the leg time in seconds; ``duration`` only cuts it
/// off (S5), and like any animation a spring whose duration is not positive gets 0.25 s (T3). A
/// ``timingFunction``, if set, warps the leg fraction before it becomes physical time.
public struct SpringAnimation: Hashable, Sendable {
  /// The from/to/by values, key path and flags, exactly as for a basic animation (B1–B4).
  public var basic: BasicAnimation
  /// The mass on the spring (`mass`, > 0).
  public var mass: Double
  /// The spring constant (`stiffness`, > 0).
  public var stiffness: Double
  /// The damping coefficient (`damping`, ≥ 0).
  public var damping: Double
  /// The velocity at the start, in whole from→to distances per second; positive moves towards
  /// the target (`initialVelocity`, S2).
  public var initialVelocity: Double
  /// Whether an overdamped spring is computed as such (`allowsOverdamping`); without it an
  /// overdamped spring moves as a critically damped one (S3).
  public var allowsOverdamping: Bool

  /// Creates a spring animation with Core Animation's default spring (S1).
  public init(
    keyPath: AnimatableKeyPath, from fromValue: AnimatableValue? = nil,
    to toValue: AnimatableValue? = nil, by byValue: AnimatableValue? = nil,
    timing: MediaTiming = MediaTiming()
  ) {
    basic = BasicAnimation(
      keyPath: keyPath, from: fromValue, to: toValue, by: byValue, timing: timing)
    mass = 1
    stiffness = 100
    damping = 10
    initialVelocity = 0
    allowsOverdamping = false
  }

  /// A spring described by how long it takes and how much it bounces, like
  /// `CASpringAnimation(perceptualDuration:bounce:)` (S6): stiffness `(2π / duration)² · mass`,
  /// damping ratio `1 − bounce` for bounce ≥ 0 and `1 / (1 + bounce)` below, and
  /// `allowsOverdamping` on. A non-positive or non-finite duration leaves the default spring's
  /// stiffness, which ``validate()`` then accepts; check your inputs.
  public init(
    keyPath: AnimatableKeyPath, perceptualDuration: Double, bounce: Double,
    from fromValue: AnimatableValue? = nil, to toValue: AnimatableValue? = nil
  ) {
    self.init(keyPath: keyPath, from: fromValue, to: toValue)
    allowsOverdamping = true
    if perceptualDuration > 0, perceptualDuration.isFinite {
      stiffness = pow(2 * .pi / perceptualDuration, 2) * mass
    }
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    if ratio.isFinite, ratio >= 0 { damping = 2 * ratio * (stiffness * mass).squareRoot() }
  }
}

extension SpringAnimation: LayerAnimation {
  /// The timing (`CAMediaTiming`), that of ``basic``.
  public var timing: MediaTiming {
    get { basic.timing }
    set { basic.timing = newValue }
  }
  /// The leg-fraction warp (`timingFunction`), that of ``basic``.
  public var timingFunction: TimingFunction? {
    get { basic.timingFunction }
    set { basic.timingFunction = newValue }
  }
  /// Whether the animation is removed at its end, that of ``basic``.
  public var isRemovedOnCompletion: Bool {
    get { basic.isRemovedOnCompletion }
    set { basic.isRemovedOnCompletion = newValue }
  }
  /// The caller's values, those of ``basic``.
  public var userInfo: [String: AnimatableValue] {
    get { basic.userInfo }
    set { basic.userInfo = newValue }
  }
  /// The animation as the enum that layers store.
  public var animation: Animation { .spring(self) }
}

// MARK: - The oscillator (S1–S4)

extension SpringAnimation {
  /// The damping ratio ζ = c / (2√(k·m)).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The undamped angular frequency ω₀ = √(k/m).
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The displacement from rest at physical time `t` (1 at the start, 0 at rest), by the exact
  /// closed form (S1–S3), with x(0) = 1 and x′(0) = −initialVelocity:
  ///
  ///     ζ < 1:  e^(−ζω₀t)·(cos ω_d t + (ζω₀ − v₀)/ω_d · sin ω_d t),  ω_d = ω₀√(1 − ζ²)
  ///     ζ = 1:  e^(−ω₀t)·(1 + (ω₀ − v₀)·t)
  ///     ζ > 1:  C₁e^(r₁t) + C₂e^(r₂t),  r = −ω₀(ζ ∓ √(ζ² − 1))
  ///
  /// Without ``allowsOverdamping``, ζ > 1 is computed as ζ = 1 (S3).
  ///
  /// - Complexity: O(1).
  public func displacement(at t: Double) -> Double {
    let omega = naturalFrequency
    let v0 = initialVelocity
    var zeta = dampingRatio
    if zeta > 1, !allowsOverdamping { zeta = 1 }
    if zeta < 1 {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let envelope = exp(-zeta * omega * t)
      return envelope * (cos(omegaD * t) + (zeta * omega - v0) / omegaD * sin(omegaD * t))
    }
    if zeta == 1 {
      return exp(-omega * t) * (1 + (omega - v0) * t)
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root)
    let r2 = -omega * (zeta + root)
    let c2 = (-v0 - r1) / (r2 - r1)
    return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
  }

  /// The time after which the motion stays within 0.001 of rest (`settlingDuration`, S4).
  ///
  /// Underdamped: `ln((1 + |ζω₀ − v₀| / ω_d) / 0.001) / (ζω₀)`, the time at which the
  /// oscillation's envelope falls to 0.001 (the defaults give 1.4727). Critically and
  /// overdamped: the first multiple of 0.1 s after which |x| stays below 0.001. Infinite for an
  /// undamped spring.
  public var settlingDuration: Double {
    let omega = naturalFrequency
    let v0 = initialVelocity
    var zeta = dampingRatio
    if zeta > 1, !allowsOverdamping { zeta = 1 }
    guard zeta > 0, omega > 0, omega.isFinite else { return .infinity }
    if zeta < 1 {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      return log((1 + abs(zeta * omega - v0) / omegaD) / 0.001) / (zeta * omega)
    }
    // Without oscillation x has at most one extremum; past it |x| only shrinks, so the largest
    // |x| from time T on is max(|x(T)|, |x(extremum)| if the extremum is later). That bound
    // never grows with T, so the first good multiple of 0.1 s can be found by bisection.
    let extremum = extremumTime(zeta: zeta)
    func settled(_ k: Int) -> Bool {
      let t = 0.1 * Double(k)
      var worst = abs(displacement(at: t))
      if let extremum, extremum > t { worst = max(worst, abs(displacement(at: extremum))) }
      return worst < 0.001
    }
    var high = 1
    while !settled(high) {
      if high > 1 << 40 { return .infinity }
      high *= 2
    }
    var low = 0
    if settled(0) { return 0 }
    while high - low > 1 {
      let mid = (low + high) / 2
      if settled(mid) { high = mid } else { low = mid }
    }
    return 0.1 * Double(high)
  }

  /// The time of x's one extremum for ζ ≥ 1, if it falls after 0.
  private func extremumTime(zeta: Double) -> Double? {
    let omega = naturalFrequency
    let v0 = initialVelocity
    if zeta == 1 {
      // x′ = e^(−ω₀t)·(b − ω₀(1 + bt)) with b = ω₀ − v₀.
      let b = omega - v0
      guard b != 0 else { return nil }
      let t = (b - omega) / (omega * b)
      return t > 0 ? t : nil
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root)
    let r2 = -omega * (zeta + root)
    let c2 = (-v0 - r1) / (r2 - r1)
    let c1 = 1 - c2
    // C₁r₁e^(r₁t) + C₂r₂e^(r₂t) = 0.
    let ratio = -(c2 * r2) / (c1 * r1)
    guard ratio > 0, ratio.isFinite else { return nil }
    let t = log(ratio) / (r1 - r2)
    return t > 0 ? t : nil
  }

  /// Checks the animation, throwing a ``ValidationError`` that names the first bad field: the
  /// basic animation's checks, then mass and stiffness (finite, > 0), damping (finite, ≥ 0) and
  /// initialVelocity (finite).
  public func validate() throws {
    try basic.validate()
    for (name, value) in [("mass", mass), ("stiffness", stiffness)] {
      guard value.isFinite, value > 0 else {
        throw ValidationError(field: name, reason: "must be a finite number > 0 (got \(value))")
      }
    }
    guard damping.isFinite, damping >= 0 else {
      throw ValidationError(
        field: "damping", reason: "must be a finite number ≥ 0 (got \(damping))")
    }
    try ValidationError.requireFinite(initialVelocity, "initialVelocity")
  }

  /// The spring's progress at `phase`: `1 − x(t)` at physical time `t`, the leg time in seconds
  /// (S1, S5); the timing function, if any, warps the leg fraction first.
  private func springProgress(_ phase: TimingPhase) -> Double {
    1 - displacement(at: basic.progress(at: phase) * basic.timing.duration)
  }

  /// The value the spring gives its key path at parent time `t`, or `nil` when it shows nothing
  /// then; see ``BasicAnimation/value(atParentTime:modelValue:)``.
  ///
  /// - Complexity: O(1); no allocation.
  public func value(atParentTime t: Double, modelValue: AnimatableValue) -> AnimatableValue? {
    guard let phase = visiblePhase(at: t, false, false) else { return nil }
    return basic.keyPathValue(
      progress: springProgress(phase), iteration: phase.iteration, modelValue: modelValue)
  }

  /// Writes the spring's value at `phase` into `properties` (S1, S5).
  func apply(to properties: inout LayerProperties, model: LayerProperties, phase: TimingPhase) {
    basic.apply(
      to: &properties, model: model, progress: springProgress(phase), iteration: phase.iteration)
  }
}
