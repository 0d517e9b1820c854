/// A spring animation compiled: its oscillator, its physical duration, and the basic curve whose
/// progress it drives (<doc:Rules#S1>–S5), of any kind of value.
///
///     leg fraction f ─▶ t = f · duration ─▶ 1 − x(t) (S1) ─▶ the basic curve's progress
struct SpringCurve<Ends: BasicCurve>: BasicCurve {
  let oscillator: Oscillator
  /// The leg's length in seconds: progress × duration is the spring's physical time (S5).
  let duration: Double
  /// The curve the spring's progress drives: its ends (B1) and repeats (B3).
  let ends: Ends
  /// The displacement over the leg, tabulated, when the spring allows it.
  let table: DisplacementTable?

  init(oscillator: Oscillator, duration: Double, ends: Ends) {
    self.oscillator = oscillator
    self.duration = duration
    self.ends = ends
    table = DisplacementTable(oscillator, duration: duration)
  }

  @inline(__always)
  var needsCurrent: Bool { ends.needsCurrent }

  /// The progress of the inner curve at eased leg fraction `f`: `1 − x(f · duration)` (S1),
  /// exactly 0 at the leg's start.
  @inline(__always)
  func progress(_ f: Double) -> Double {
    let t = f * duration
    guard t > 0 else { return 0 }
    return (1 - (table?.displacement(at: t) ?? oscillator.displacement(at: t))).saturated
  }

  /// The value at eased leg fraction `f` in repeat cycle `iteration` (S1, B1, B3).
  @inline(__always)
  func value(progress f: Double, iteration: Double, current: Ends.Value) -> Ends.Value {
    ends.value(progress: progress(f), iteration: iteration, current: current)
  }
}
