/// The immutable data of a ``TimingFunction``: its control points, the polynomial coefficients
/// of x(s) and y(s), and an inverse table of x for the solver's first guess, all computed once.
///
/// A class so that every copy of a timing function, and every animation track that uses it,
/// shares one instance; immutable, so sharing it across threads is safe.
final class BezierCurve: Sendable {
  let c1x: Double
  let c1y: Double
  let c2x: Double
  let c2y: Double

  // Polynomial coefficients: x(s) = ((ax·s + bx)·s + cx)·s, and likewise y.
  let ax: Double
  let bx: Double
  let cx: Double
  let ay: Double
  let by: Double
  let cy: Double
  /// Whether the curve is the line y = x (both control points on the diagonal).
  let isLinear: Bool

  /// The curve parameter s where x(s) = i/15, for i in 0…15.
  let inverseSamples: [Double]

  init(c1x: Double, c1y: Double, c2x: Double, c2y: Double) {
    self.c1x = c1x
    self.c1y = c1y
    self.c2x = c2x
    self.c2y = c2y
    cx = 3 * c1x
    bx = 3 * (c2x - c1x) - cx
    ax = 1 - cx - bx
    cy = 3 * c1y
    by = 3 * (c2y - c1y) - cy
    ay = 1 - cy - by
    isLinear = c1x == c1y && c2x == c2y
    let (ax, bx, cx) = (self.ax, self.bx, self.cx)
    inverseSamples = (0..<16).map { i in
      Double(Float(Self.safeguardedSolve(Double(i) / 15, ax, bx, cx)))
    }
  }

  /// The progress at time fraction `t` (see ``TimingFunction/progress(at:)``).
  func progress(at t: Double) -> Double {
    if t.isNaN { return t }
    if t <= 0 { return 0 }
    if t >= 1 { return 1 }
    if isLinear { return t }  // the curve is the line y = x
    let s = solveCurveX(t)
    return ((ay * s + by) * s + cy) * s
  }

  /// The curve parameter `s` in `[0, 1]` with `x(s) = t`.
  private func solveCurveX(_ t: Double) -> Double {
    // First guess: the inverse table at t, linearly interpolated (t is in (0, 1) here).
    let scaled = t * 15
    let i = min(Int(scaled), 14)
    let f = scaled - Double(i)
    var s = (1 - f) * inverseSamples[i] + f * inverseSamples[i + 1]
    // Two Newton steps, then a third whose size decides acceptance: it must move s by less than
    // 1e-10, or the careful search takes over (flat spots, where the slope vanishes).
    for _ in 0..<2 {
      let slope = (3 * ax * s + 2 * bx) * s + cx
      guard slope > 1e-9 else { return Self.safeguardedSolve(t, ax, bx, cx) }
      s -= (((ax * s + bx) * s + cx) * s - t) / slope
    }
    let slope = (3 * ax * s + 2 * bx) * s + cx
    let step = slope > 1e-9 ? (((ax * s + bx) * s + cx) * s - t) / slope : .infinity
    guard abs(step) < 1e-10 else { return Self.safeguardedSolve(t, ax, bx, cx) }
    s -= step
    return s >= 0 && s <= 1 ? s : Self.safeguardedSolve(t, ax, bx, cx)
  }

  /// Newton's method kept inside a shrinking bracket, bisecting when a step would leave it: always
  /// converges (x is monotonic), to a step below 1e-14 in `s`.
  static func safeguardedSolve(_ t: Double, _ ax: Double, _ bx: Double, _ cx: Double) -> Double {
    var lo = 0.0
    var hi = 1.0
    var s = t
    for _ in 0..<100 {
      let x = ((ax * s + bx) * s + cx) * s - t
      if x == 0 { return s }
      if x > 0 { hi = s } else { lo = s }
      let slope = (3 * ax * s + 2 * bx) * s + cx
      var next = slope != 0 ? s - x / slope : .nan
      if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
      if abs(next - s) < 1e-14 { return next }
      s = next
    }
    return s
  }
}
