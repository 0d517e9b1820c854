/// A curve made of segments, each parameterised over `[0, 1]`, whose speed can be sampled: a
/// path's segments, or a keyframe spline in value space.
protocol SegmentedCurve {
  /// The number of segments.
  var segmentCount: Int { get }
  /// `|dC/dt|` of segment `segment` at parameter `t`.
  func speed(segment: Int, at t: Double) -> Double
}

/// Arc length along a ``SegmentedCurve``, tabulated once so that finding the point at a given
/// distance costs a binary search and a few Newton steps (SEMANTICS K6, K8, P6).
///
/// Each segment is cut into ``samplesPerSegment`` equal parameter intervals whose lengths are
/// integrated (eight-point Gauss–Legendre, refined adaptively where a four-point estimate
/// disagrees, as near cusps). A query finds the interval by binary search, takes a first guess
/// from the quadratic that the tabulated speeds at its ends describe, then solves
/// `length(t₀, t) = s − s₀` by Newton's method safeguarded by bisection, to 1e-10 of the total
/// length (well inside P6's 1e-6).
struct ArcLengthTable: Hashable, Sendable {
  /// Parameter intervals per segment.
  static let samplesPerSegment = 16

  /// Cumulative arc length at every sample: `segmentCount · samplesPerSegment + 1` entries,
  /// starting at 0.
  let cumulative: [Double]
  /// The speed at each sample's parameter, from the side of the interval that starts there
  /// (and, for a segment's last sample, of the interval that ends there): `2` per interval.
  let speeds: [Double]

  /// Tabulates `curve`.
  ///
  /// - Complexity: O(segments · samplesPerSegment) speed integrations.
  init(_ curve: some SegmentedCurve) {
    let m = Self.samplesPerSegment
    var cumulative = [0.0]
    var speeds: [Double] = []
    cumulative.reserveCapacity(curve.segmentCount * m + 1)
    speeds.reserveCapacity(2 * curve.segmentCount * m)
    var total = 0.0
    for segment in 0..<curve.segmentCount {
      for j in 0..<m {
        let (a, b) = (Double(j) / Double(m), Double(j + 1) / Double(m))
        total += checkedArcLength(a, b) { curve.speed(segment: segment, at: $0) }
        cumulative.append(total)
        speeds.append(curve.speed(segment: segment, at: a))
        speeds.append(curve.speed(segment: segment, at: b))
      }
    }
    self.cumulative = cumulative
    self.speeds = speeds
  }

  /// The length of the whole curve.
  var totalLength: Double { cumulative.last ?? 0 }

  /// The length from the curve's start to the end of segment `segment`.
  func length(throughSegment segment: Int) -> Double {
    cumulative[min((segment + 1) * Self.samplesPerSegment, cumulative.count - 1)]
  }

  /// The segment and parameter at arc length `distance` from the start (clamped to the curve).
  ///
  /// - Complexity: O(log n) for n samples, plus a few speed evaluations; no allocation.
  func location(atDistance distance: Double, on curve: some SegmentedCurve) -> (
    segment: Int, t: Double
  ) {
    let m = Self.samplesPerSegment
    let last = cumulative.count - 1
    guard last > 0 else { return (0, 0) }
    let s = min(max(distance.isNaN ? 0 : distance, 0), cumulative[last])
    // The last sample index g with cumulative[g] ≤ s, below `last`.
    var lo = 0
    var hi = last
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if cumulative[mid] <= s { lo = mid } else { hi = mid }
    }
    let g = lo
    let segment = g / m
    let t0 = Double(g % m) / Double(m)
    let t1 = Double(g % m + 1) / Double(m)
    let s0 = cumulative[g]
    let span = cumulative[g + 1] - s0
    let target = s - s0
    guard span > 0 else { return (segment, t0) }
    if target >= span { return (segment, t1) }
    // First guess: the speed grows linearly from v0 to v1 across the interval, so the length
    // covered after x is v0·x + (v1 − v0)·x²/(2h); solve for x (in the stable form).
    let h = t1 - t0
    let v0 = speeds[2 * g]
    let v1 = speeds[2 * g + 1]
    let a = (v1 - v0) / (2 * h)
    let root = (v0 * v0 + 4 * a * target).squareRoot()
    var t = v0 + root > 0 ? t0 + 2 * target / (v0 + root) : t0 + h * (target / span)
    if !(t >= t0 && t <= t1) { t = t0 + h * (target / span) }
    let tolerance = 1e-10 * max(cumulative[last], 1e-300)
    var low = t0
    var high = t1
    for _ in 0..<40 {
      let error = gaussLegendre5ArcLength(t0, t) { curve.speed(segment: segment, at: $0) } - target
      if abs(error) <= tolerance { break }
      if error > 0 { high = t } else { low = t }
      let speed = curve.speed(segment: segment, at: t)
      var next = speed > 0 ? t - error / speed : .nan
      if !(next > low && next < high) { next = 0.5 * (low + high) }
      if next == t { break }
      t = next
    }
    return (segment, t)
  }
}

/// The segments of a path as a ``SegmentedCurve``.
struct PathCurve: SegmentedCurve, Hashable, Sendable {
  let segments: [Path.Segment]

  var segmentCount: Int { segments.count }

  func speed(segment: Int, at t: Double) -> Double { segments[segment].speed(at: t) }
}

// MARK: - Quadrature

/// The eight-point Gauss–Legendre estimate of `∫ speed` over `[a, b]`.
func gaussLegendreArcLength(_ a: Double, _ b: Double, _ speed: (Double) -> Double) -> Double {
  let half = 0.5 * (b - a)
  let mid = 0.5 * (a + b)
  // Positive nodes and weights of the eight-point rule on [−1, 1].
  let n0 = 0.183_434_642_495_649_8
  let n1 = 0.525_532_409_916_329_0
  let n2 = 0.796_666_477_413_626_7
  let n3 = 0.960_289_856_497_536_3
  let w0 = 0.362_683_783_378_362_0
  let w1 = 0.313_706_645_877_887_3
  let w2 = 0.222_381_034_453_374_5
  let w3 = 0.101_228_536_290_376_3
  var sum = w0 * (speed(mid - half * n0) + speed(mid + half * n0))
  sum += w1 * (speed(mid - half * n1) + speed(mid + half * n1))
  sum += w2 * (speed(mid - half * n2) + speed(mid + half * n2))
  sum += w3 * (speed(mid - half * n3) + speed(mid + half * n3))
  return sum * half
}

/// The five-point Gauss–Legendre estimate of `∫ speed` over `[a, b]`: exact for polynomials of
/// degree 9, plenty within one of a table's small intervals.
func gaussLegendre5ArcLength(_ a: Double, _ b: Double, _ speed: (Double) -> Double) -> Double {
  let half = 0.5 * (b - a)
  let mid = 0.5 * (a + b)
  let n1 = 0.538_469_310_105_683_1
  let n2 = 0.906_179_845_938_664_0
  let w0 = 0.568_888_888_888_888_9
  let w1 = 0.478_628_670_499_366_5
  let w2 = 0.236_926_885_056_189_1
  var sum = w0 * speed(mid)
  sum += w1 * (speed(mid - half * n1) + speed(mid + half * n1))
  sum += w2 * (speed(mid - half * n2) + speed(mid + half * n2))
  return sum * half
}

/// `∫ speed` over `[a, b]`: the eight-point estimate when the five-point one agrees with it to
/// 1e-13 relative (a smooth interval), else the adaptive integration.
func checkedArcLength(_ a: Double, _ b: Double, _ speed: (Double) -> Double) -> Double {
  let eight = gaussLegendreArcLength(a, b, speed)
  let five = gaussLegendre5ArcLength(a, b, speed)
  if abs(eight - five) <= 1e-13 * max(abs(eight), 1e-300) { return eight }
  return adaptiveArcLength(a, b, speed)
}

/// `∫ speed` over `[a, b]` by Gauss–Legendre quadrature, halving intervals until two levels
/// agree to 1e-13 of the whole integral (at most 24 levels deep, and at most 4,096 halvings in
/// all, so that curves whose numbers are extreme, where rounding never lets two levels agree,
/// still cost a bounded amount).
func adaptiveArcLength(_ a: Double, _ b: Double, _ speed: (Double) -> Double) -> Double {
  let whole = gaussLegendreArcLength(a, b, speed)
  let tolerance = 1e-13 * max(abs(whole), 1e-300)
  var budget = 4_096
  func refine(_ a: Double, _ b: Double, _ estimate: Double, _ depth: Int) -> Double {
    let m = 0.5 * (a + b)
    let left = gaussLegendreArcLength(a, m, speed)
    let right = gaussLegendreArcLength(m, b, speed)
    budget -= 1
    // An interval at depth d may use 1/2^d of the tolerance; a NaN (overflowing numbers) stops.
    let share = tolerance / Double(1 << depth)
    if depth >= 24 || budget <= 0 || !(abs(left + right - estimate) > share) {
      return left + right
    }
    return refine(a, m, left, depth + 1) + refine(m, b, right, depth + 1)
  }
  return refine(a, b, whole, 0)
}
