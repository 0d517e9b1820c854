/// The Kochanek–Bartels spline of a keyframe animation as a curve in value space
/// (rule K7): segment i is the cubic Hermite curve from Pᵢ to Pᵢ₊₁ with the tangents leaving Pᵢ and
/// arriving at Pᵢ₊₁.
///
/// Keyframes large enough for differences or squares to overflow (beyond 2⁴⁰⁰) are stored
/// scaled down by a power of two, which is exact, and values are scaled back up, saturating, so
/// that the spline and its arc length stay finite (V6).
struct SplineCurve: SegmentedCurve, Sendable {
  /// The keyframes, times 2^−``exponent``.
  let frames: [Lanes]
  /// The tangents leaving and arriving at each keyframe, times 2^−``exponent``.
  let outgoing: [Lanes]
  let incoming: [Lanes]
  /// The power of two the stored numbers are scaled down by: 0 for values of everyday size.
  let exponent: Int

  /// The spline through `frames` with tension, continuity and bias per keyframe (missing
  /// entries are 0).
  ///
  /// With tension T, continuity C and bias B at keyframe i, and a = Pᵢ − Pᵢ₋₁, b = Pᵢ₊₁ − Pᵢ,
  /// where the missing neighbour of an end keyframe is the reflection of its inner neighbour
  /// (P₋₁ = 2P₀ − P₁, Pₙ = 2Pₙ₋₁ − Pₙ₋₂, so a = b at both ends):
  ///
  ///     leaving  i: (1−T)(1+B)(1+C)/2 · a + (1−T)(1−B)(1−C)/2 · b
  ///     arriving i: (1−T)(1+B)(1−C)/2 · a + (1−T)(1−B)(1+C)/2 · b
  ///
  /// All zero gives Catmull–Rom, (Pᵢ₊₁ − Pᵢ₋₁)/2.
  init(frames: [Lanes], tension: [Double]?, continuity: [Double]?, bias: [Double]?) {
    var largest = 0.0
    for frame in frames {
      for j in 0..<4 { largest = max(largest, abs(frame[j])) }
    }
    exponent = overflowExponent(largest)
    let down = Double(sign: .plus, exponent: -exponent, significand: 1)
    let scaled = exponent == 0 ? frames : frames.map { $0 * down }
    func parameter(_ list: [Double]?, _ i: Int) -> Double {
      guard let list, i < list.count else { return 0 }
      return list[i]
    }
    // The coefficients saturate, so that extreme parameters give huge tangents, not NaN.
    func product(_ x: Double, _ y: Double, _ z: Double) -> Double {
      ((x * y).saturated * z / 2).saturated
    }
    var outgoing: [Lanes] = []
    var incoming: [Lanes] = []
    outgoing.reserveCapacity(frames.count)
    incoming.reserveCapacity(frames.count)
    let n = scaled.count
    for i in 0..<n {
      // K7: at an end the reflected neighbour makes the missing difference equal the inner one
      // (a single keyframe has neither, and no segment to use them).
      let before = i > 0 ? scaled[i] - scaled[i - 1] : nil
      let after = i + 1 < n ? scaled[i + 1] - scaled[i] : nil
      let a = before ?? after ?? Lanes()
      let b = after ?? a
      let t = parameter(tension, i)
      let c = parameter(continuity, i)
      let s = parameter(bias, i)
      outgoing.append(
        finiteLanes(
          finiteLanes(a * product(1 - t, 1 + s, 1 + c))
            + finiteLanes(b * product(1 - t, 1 - s, 1 - c)))
      )
      incoming.append(
        finiteLanes(
          finiteLanes(a * product(1 - t, 1 + s, 1 - c))
            + finiteLanes(b * product(1 - t, 1 - s, 1 + c)))
      )
    }
    self.frames = scaled
    self.outgoing = outgoing
    self.incoming = incoming
  }

  var segmentCount: Int { frames.count - 1 }

  /// The spline's value on segment `i` at parameter `f`; exact at 0 and 1. Outside `[0, 1]`
  /// (an overshooting timing function) it continues in a straight line along the end's tangent,
  /// as K4 asks of every mode.
  func value(segment i: Int, at f: Double) -> Lanes {
    unscaled(scaledValue(segment: i, at: f))
  }

  private func scaledValue(segment i: Int, at f: Double) -> Lanes {
    if f == 0 { return frames[i] }
    if f == 1 { return frames[i + 1] }
    if f < 0 { return frames[i] + outgoing[i] * f }
    if f > 1 { return frames[i + 1] + incoming[i + 1] * (f - 1) }
    let f2 = f * f
    let f3 = f2 * f
    return frames[i] * (2 * f3 - 3 * f2 + 1) + outgoing[i] * (f3 - 2 * f2 + f)
      + frames[i + 1] * (-2 * f3 + 3 * f2) + incoming[i + 1] * (f3 - f2)
  }

  /// A stored value scaled back, saturating.
  @inline(__always)
  private func unscaled(_ v: Lanes) -> Lanes {
    guard exponent != 0 else { return finiteLanes(v) }
    var result = v
    for j in 0..<4 { result[j] = Double.saturatingScale(v[j], exponent) }
    return result
  }

  func speed(segment i: Int, at f: Double) -> Double {
    let f2 = f * f
    let derivative =
      frames[i] * (6 * f2 - 6 * f) + outgoing[i] * (3 * f2 - 4 * f + 1)
      + frames[i + 1] * (-6 * f2 + 6 * f) + incoming[i + 1] * (3 * f2 - 2 * f)
    return (derivative * derivative).sum().squareRoot()
  }

  func speedAndRate(segment i: Int, at f: Double) -> (speed: Double, rate: Double) {
    let f2 = f * f
    let derivative =
      frames[i] * (6 * f2 - 6 * f) + outgoing[i] * (3 * f2 - 4 * f + 1)
      + frames[i + 1] * (-6 * f2 + 6 * f) + incoming[i + 1] * (3 * f2 - 2 * f)
    let second =
      frames[i] * (12 * f - 6) + outgoing[i] * (6 * f - 4) + frames[i + 1] * (6 - 12 * f)
      + incoming[i + 1] * (6 * f - 2)
    let speed = (derivative * derivative).sum().squareRoot()
    return (speed, speed > 0 ? (derivative * second).sum() / speed : .nan)
  }
}
