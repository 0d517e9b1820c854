/// A spring animation compiled: its oscillator, its physical duration, and the basic curve whose
/// progress it drives (<doc:Rules#S1>–S5).
final class SpringCurve: Sendable {
  let oscillator: Oscillator
  /// The leg's length in seconds: progress × duration is the spring's physical time (S5).
  let duration: Double
  /// A `.number`, `.lanes` or `.matrix` curve.
  let inner: Curve
  /// The displacement over the leg, tabulated, when the spring allows it.
  let table: DisplacementTable?

  init(oscillator: Oscillator, duration: Double, inner: Curve) {
    self.oscillator = oscillator
    self.duration = duration
    self.inner = inner
    table = DisplacementTable(oscillator, duration: duration)
  }

  /// The progress of the inner curve at eased leg fraction `f`: `1 − x(f · duration)` (S1),
  /// exactly 0 at the leg's start.
  @inline(__always)
  func progress(_ f: Double) -> Double {
    let t = f * duration
    guard t > 0 else { return 0 }
    return (1 - (table?.displacement(at: t) ?? oscillator.displacement(at: t))).saturated
  }
}
