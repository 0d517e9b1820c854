/// The immutable data of a ``TimingFunction``: its control points, the polynomial of x(s), and a
/// table of the inverse s(x) that makes one solve a lookup and one correction.
///
/// A class so that every copy of a timing function, and every animation track that uses it,
/// shares one instance, computed once; immutable, so sharing it across threads is safe.
///
/// The solver (<doc:Rules#TF1>, TF6). x ∈ (0, 1) falls in one of 128 equal cells; in each, a cubic
/// Hermite interpolant of s(x), built from the exact s and ds/dx = 1/x′(s) at the cell's ends,
/// gives a first guess. Then, per cell, the cheapest method that was checked when the function
/// was made:
///
/// - the guess as it is (every cell of `default` and `easeInEaseOut`, most of `easeIn` and
///   `easeOut`);
/// - one correction `s −= (x(s) − t) · ds/dx`, with the interpolant's own slope: no division;
/// - or one Newton step with the curve's slope;
/// - or, where x′ vanishes at a cell's end (a flat start, as in `easeOut`, a flat end, as in
///   `easeIn`, or a flat point inside), Newton's method kept inside the cell's bracket.
///
/// Every cell's method is checked at 7 points inside it against an exact solve when the function
/// is made, to 1e-8 in the output (ten times inside the bound of TF6, as margin for the points
/// between: inside a cell the error of each method is a smooth hump); a cell that misses goes to
/// the next method. y is evaluated in Bernstein
/// form, `3(1 − s)²s·y₁ + 3(1 − s)s²·y₂ + s³`, which cannot overflow for finite y controls
/// (<doc:Rules#V6>).
final class BezierCurve: @unchecked Sendable {
  // `@unchecked`: `table` is written once, in `init`, and only read after that.

  let c1x: Double
  let c1y: Double
  let c2x: Double
  let c2y: Double

  // x(s) = ((ax·s + bx)·s + cx)·s; x controls lie in [0, 1], so these are small.
  private let ax: Double
  private let bx: Double
  private let cx: Double
  /// Whether the curve is the line y = x (both control points on the diagonal).
  let isLinear: Bool

  /// The number of cells of the inverse table.
  static let cells = 128

  /// Per cell, the Hermite interpolant of s over the cell fraction f ∈ [0, 1]:
  /// `((a₃·f + a₂)·f + a₁)·f + a₀`, stored as (a₀, a₁, a₂, a₃).
  private let table: UnsafeMutablePointer<SIMD4<Double>>
  /// Per cell, how the guess is finished.
  private enum Method: UInt8 {
    /// The guess is good as it is.
    case guess
    /// One correction with the interpolant's slope.
    case corrected
    /// One Newton step.
    case newton
    /// Newton's method inside the cell's bracket.
    case bracketed
  }
  private let methods: UnsafeMutablePointer<Method>
  /// The exact s at each cell's ends, the brackets of the careful solve.
  private let nodes: [Double]

  init(c1x: Double, c1y: Double, c2x: Double, c2y: Double) {
    self.c1x = c1x
    self.c1y = c1y
    self.c2x = c2x
    self.c2y = c2y
    let cx = 3 * c1x
    let bx = 3 * (c2x - c1x) - cx
    let ax = 1 - cx - bx
    (self.ax, self.bx, self.cx) = (ax, bx, cx)
    isLinear = c1x == c1y && c2x == c2y
    let n = Self.cells
    table = .allocate(capacity: n)
    // The exact inverse at the cell ends, and its slope (infinite where x′ vanishes).
    var nodes = [0.0]
    for i in 1...n {
      let x = Double(i) / Double(n)
      nodes.append(Self.solve(x, ax, bx, cx, in: nodes[i - 1], 1, from: x))
    }
    let slopes = nodes.map { s in 1 / ((3 * ax * s + 2 * bx) * s + cx) }
    self.nodes = nodes
    let h = 1 / Double(n)
    methods = .allocate(capacity: n)
    for i in 0..<n {
      let (p0, p1, m0, m1) = (nodes[i], nodes[i + 1], slopes[i] * h, slopes[i + 1] * h)
      table[i] = SIMD4(p0, m0, -3 * p0 - 2 * m0 + 3 * p1 - m1, 2 * p0 + m0 - 2 * p1 + m1)
      methods[i] = .bracketed
      guard m0.isFinite, m1.isFinite else { continue }
      // Check the fast methods against the exact solve, in the output.
      var worst: (guess: Double, corrected: Double, newton: Double) = (0, 0, 0)
      for k in 1...7 {
        let t = (Double(i) + Double(k) / 8) * h
        let (guess, slope) = Self.guess(table[i], Double(k) / 8)
        let x = ((ax * guess + bx) * guess + cx) * guess - t
        let corrected = guess - x * slope
        let newton = guess - x / ((3 * ax * guess + 2 * bx) * guess + cx)
        // The exact solve starts where one Newton step from the guess already is.
        let exact = Self.y(
          Self.solve(t, ax, bx, cx, in: nodes[i], nodes[i + 1], from: newton), c1y, c2y)
        worst.guess = max(worst.guess, abs(Self.y(guess, c1y, c2y) - exact))
        worst.corrected = max(worst.corrected, abs(Self.y(corrected, c1y, c2y) - exact))
        worst.newton = max(worst.newton, abs(Self.y(newton, c1y, c2y) - exact))
      }
      if worst.guess <= 1e-8 {
        methods[i] = .guess
      } else if worst.corrected <= 1e-8 {
        methods[i] = .corrected
      } else if worst.newton <= 1e-8 {
        methods[i] = .newton
      }
    }
  }

  deinit {
    table.deallocate()
    methods.deallocate()
  }

  /// The progress at time fraction `t` (see ``TimingFunction/progress(at:)``).
  @inline(__always)
  func progress(at t: Double) -> Double {
    // NaN gives NaN, and t ≤ 0 gives 0: one compare for both on the way in.
    guard t > 0 else { return t.isNaN ? t : 0 }
    if t >= 1 { return 1 }
    if isLinear { return t }  // the curve is the line y = x
    let scaled = t * Double(Self.cells)
    let cell = Int(scaled)
    let f = scaled - Double(cell)
    var (s, slope) = Self.guess(table[cell], f)
    switch methods[cell] {
    case .guess:
      break
    case .corrected:
      s -= (((ax * s + bx) * s + cx) * s - t) * slope
    case .newton:
      s -= (((ax * s + bx) * s + cx) * s - t) / ((3 * ax * s + 2 * bx) * s + cx)
    case .bracketed:
      s = Self.solve(t, ax, bx, cx, in: nodes[cell], nodes[cell + 1], from: s)
    }
    // A step may leave [0, 1] by a rounding error, where y with huge controls would overflow.
    return Self.y(min(1, max(0, s)), c1y, c2y)
  }

  /// The Hermite guess for s at cell fraction `f`, and its slope ds/dx; exactly the cell's start
  /// at `f == 0`.
  @inline(__always)
  private static func guess(_ c: SIMD4<Double>, _ f: Double) -> (s: Double, slope: Double) {
    let s = f == 0 ? c[0] : ((c[3] * f + c[2]) * f + c[1]) * f + c[0]
    let slope = ((3 * c[3] * f + 2 * c[2]) * f + c[1]) * Double(cells)
    return (s, slope)
  }

  /// y(s) in Bernstein form: exact at 0 and 1, finite for every finite y control.
  @inline(__always)
  private static func y(_ s: Double, _ y1: Double, _ y2: Double) -> Double {
    let r = 1 - s
    return 3 * r * s * (r * y1 + s * y2) + s * s * s
  }

  /// The curve parameter s in `[lo, hi]` with x(s) = t: Newton's method kept inside a shrinking
  /// bracket, bisecting when a step would leave it. Always converges (x is monotonic), to a step
  /// below 1e-15 in s.
  static func solve(
    _ t: Double, _ ax: Double, _ bx: Double, _ cx: Double, in lo: Double, _ hi: Double,
    from start: Double = .nan
  ) -> Double {
    var lo = lo
    var hi = hi
    var s = start >= lo && start <= hi ? start : 0.5 * (lo + hi)
    for _ in 0..<100 {
      let x = ((ax * s + bx) * s + cx) * s - t
      if x == 0 { return s }
      if x > 0 { hi = s } else { lo = s }
      let slope = (3 * ax * s + 2 * bx) * s + cx
      var next = slope != 0 ? s - x / slope : .nan
      if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
      if abs(next - s) < 1e-15 || next == s { return next }
      s = next
    }
    return s
  }
}
