/// A curve made of segments, each parameterised over `[0, 1]`, whose speed can be sampled: a
/// path's segments, or a keyframe spline in value space.
protocol SegmentedCurve {
  /// The number of segments.
  var segmentCount: Int { get }
  /// `|dC/dt|` of segment `segment` at parameter `t`.
  func speed(segment: Int, at t: Double) -> Double
  /// `|dC/dt|` and its derivative `d|dC/dt|/dt` (NaN where the speed vanishes).
  func speedAndRate(segment: Int, at t: Double) -> (speed: Double, rate: Double)
  /// The power of two the curve's coordinates are scaled down by, so that speeds cannot
  /// overflow (V6): its lengths are 2^exponent times the measured ones.
  var exponent: Int { get }
}

/// Arc length along a ``SegmentedCurve``, tabulated once so that finding the point at a given
/// distance costs a lookup and a few polynomials (<doc:Rules#K6>, K8, P6).
///
/// Each segment is cut into ``samplesPerSegment`` equal parameter intervals whose lengths are
/// integrated (eight-point Gauss–Legendre, refined adaptively where a five-point estimate
/// disagrees, as near cusps). Over each interval the length covered is modelled by a sextic: the
/// quintic Hermite interpolant of its value, first derivative (the speed) and second derivative
/// at the interval's ends, plus the multiple of τ³(1 − τ)³ that matches quadrature at the
/// middle, checked against quadrature at a quarter (near where its error peaks) to 1e-8 of the
/// curve's length. A query finds the interval in a grid over the length;
/// inside it, the quintic Hermite interpolant of the inverse (parameter as a function of
/// distance) gives a first guess, and Newton steps on the model refine it (one, except where
/// construction found the guess needs more): no speed is evaluated, and the error is the
/// model's. Where the speed vanishes or the model does not check out (a cusp), the query
/// iterates Newton's method on the true length, safeguarded by bisection, to 1e-10 of the total.
///
///     distance   0 ──────────── s₀ ─────●───── s₁ ──────────── total
///     interval        …           │  target  │          …
///     parameter                  t₀ ───●─── t₁      τ = (t − t₀)/h solves σ(τ) = (s − s₀)/(s₁ − s₀)
struct ArcLengthTable: Hashable, Sendable {
  /// Parameter intervals per segment (a power of two, so finding an interval's segment is a
  /// shift).
  static let samplesPerSegment = 16

  /// Cumulative arc length at every sample: `segmentCount · samplesPerSegment + 1` entries,
  /// starting at 0.
  let cumulative: [Double]
  /// Per interval, in normalised units (τ the parameter and σ the distance, both scaled to
  /// [0, 1] over the interval): the model σ(τ) = c₁τ + c₂τ² + … + c₆τ⁶, in lanes 0–5, and in
  /// lane 6 the number of Newton steps a query takes (1 to 4). NaN in lane 0 where the model did
  /// not check out and the query iterates instead.
  let models: [SIMD8<Double>]
  /// Per interval, the first guess at the inverse: the quintic τ(σ) = d₁σ + … + d₅σ⁵ (lanes
  /// 0–4) with the model's values and first two derivatives at the ends.
  let inverses: [SIMD8<Double>]
  /// A grid over the length: bucket b (of twice as many as intervals) holds the last interval
  /// starting at or before b / buckets of the length, so finding an interval is a lookup and
  /// rarely a step, not a binary search.
  let buckets: [Int32]
  /// Buckets per unit of length (`buckets.count / total`): a query's bucket is a multiplication,
  /// not a division (the bucket is only where the search starts, so its rounding does not
  /// matter).
  let bucketsPerLength: Double
  /// The curve's ``SegmentedCurve/exponent``: ``cumulative`` is in units of 2^exponent.
  let exponent: Int

  /// Tabulates `curve`.
  ///
  /// - Complexity: O(segments · samplesPerSegment) speed integrations.
  init(_ curve: some SegmentedCurve) {
    exponent = curve.exponent
    let m = Self.samplesPerSegment
    var cumulative = [0.0]
    cumulative.reserveCapacity(curve.segmentCount * m + 1)
    var models: [SIMD8<Double>] = []
    models.reserveCapacity(curve.segmentCount * m)
    var inverses: [SIMD8<Double>] = []
    inverses.reserveCapacity(curve.segmentCount * m)
    let h = 1 / Double(m)
    var total = 0.0
    // Each model's error at its middle, judged against the total length once it is known.
    var errors: [Double] = []
    errors.reserveCapacity(curve.segmentCount * m)
    for segment in 0..<curve.segmentCount {
      var start = curve.speedAndRate(segment: segment, at: 0)
      for j in 0..<m {
        let (a, b) = (Double(j) * h, Double(j + 1) * h)
        let (span, smooth) = checkedArcLength(a, b) { curve.speed(segment: segment, at: $0) }
        total += span
        cumulative.append(total)
        let end = curve.speedAndRate(segment: segment, at: b)
        var (model, inverse) = Self.models(span: span, h: h, start: start, end: end)
        var error = Double.nan
        if !model[0].isNaN {
          // (A model that fails keeps its inverse, the iteration's first guess.)
          // Matched to quadrature at the middle, then checked at a quarter, near where the error
          // of the matched model peaks. Where the two rules disagreed over the interval, the
          // eight-point rule serves, on a half or a quarter of it.
          let speed = { (t: Double) in curve.speed(segment: segment, at: t) }
          let integrate = (smooth ? GaussLegendreRule.five : .eight).integral
          model = Self.matching(model, middle: integrate(a, a + 0.5 * h, speed) / span)
          error = abs(span * Self.covered(0.25, model) - integrate(a, a + 0.25 * h, speed))
        }
        models.append(model)
        inverses.append(inverse)
        errors.append(error)
        start = end
      }
    }
    // A model whose error reaches 1e-8 of the length (P6 allows 1e-6) is not used; one that
    // is used takes as many Newton steps (one, mostly) as its inverse needs to reach 1e-9.
    for (g, error) in errors.enumerated() {
      let span = cumulative[g + 1] - cumulative[g]
      let steps =
        error <= 1e-8 * total
        ? Self.stepsNeeded(models[g], inverses[g], tolerance: 1e-9 * total / span) : nil
      if let steps { models[g][6] = Double(steps) } else { models[g][0] = .nan }
    }
    self.cumulative = cumulative
    self.models = models
    self.inverses = inverses
    let intervals = cumulative.count - 1
    var buckets: [Int32] = []
    buckets.reserveCapacity(2 * intervals)
    var g = 0
    for b in 0..<2 * intervals {
      let start = total * Double(b) / Double(2 * intervals)
      while g + 1 < intervals, cumulative[g + 1] <= start { g += 1 }
      buckets.append(Int32(g))
    }
    self.buckets = buckets
    bucketsPerLength = Double(buckets.count) / total
  }

  /// The quintic model of an interval of length `span` and parameter width `h`, from the speed
  /// and its rate at both ends (lane 5, the sextic term, is 0), and the quintic model of its
  /// inverse; NaN in lane 0 of both where the speed vanishes or a number is not finite.
  static func models(
    span: Double, h: Double, start: (speed: Double, rate: Double),
    end: (speed: Double, rate: Double)
  ) -> (forward: SIMD8<Double>, inverse: SIMD8<Double>) {
    // σ'(0), σ'(1), σ''(0), σ''(1) in normalised units; the inverse's are 1/σ' and −σ''/σ'³.
    let m0 = h * start.speed / span
    let m1 = h * end.speed / span
    let a0 = h * h * start.rate / span
    let a1 = h * h * end.rate / span
    let forward = quinticHermite(m0, m1, a0, a1)
    let inverse = quinticHermite(1 / m0, 1 / m1, -a0 / (m0 * m0 * m0), -a1 / (m1 * m1 * m1))
    let finite = (forward * 0) .== 0 .& (inverse * 0) .== 0
    guard span > 0, m0 > 0, m1 > 0, all(finite) else {
      return (SIMD8(repeating: .nan), SIMD8(repeating: .nan))
    }
    return (forward, inverse)
  }

  /// The monomial coefficients (τ¹ to τ⁵, in lanes 0–4) of the quintic on [0, 1] from 0 to 1
  /// with first derivatives `m0`, `m1` and second derivatives `a0`, `a1` at its ends.
  static func quinticHermite(_ m0: Double, _ m1: Double, _ a0: Double, _ a1: Double)
    -> SIMD8<Double>
  {
    SIMD8(
      m0, 0.5 * a0,
      10 - 6 * m0 - 1.5 * a0 + 0.5 * a1 - 4 * m1,
      -15 + 8 * m0 + 1.5 * a0 - a1 + 7 * m1,
      6 - 3 * m0 - 0.5 * a0 + 0.5 * a1 - 3 * m1,
      0, 0, 0)
  }

  /// The fewest Newton steps (at most 4) from the inverse's guess after which the model's
  /// distance is within `tolerance` of the target (both normalised) at σ = 0.1, 0.3, …, 0.9,
  /// or `nil` if 4 do not do.
  static func stepsNeeded(_ model: SIMD8<Double>, _ inverse: SIMD8<Double>, tolerance: Double)
    -> Int?
  {
    var worst = 1
    for i in 0..<5 {
      let sigma = 0.1 + 0.2 * Double(i)
      var tau = min(1, max(0, guess(sigma, inverse)))
      var steps = 0
      while true {
        tau = min(1, max(0, newtonStep(tau, sigma, model)))
        steps += 1
        if abs(covered(tau, model) - sigma) <= tolerance { break }
        if steps == 4 { return nil }
      }
      worst = max(worst, steps)
    }
    return worst
  }

  /// The inverse's first guess τ at σ.
  @inline(__always)
  static func guess(_ sigma: Double, _ d: SIMD8<Double>) -> Double {
    sigma * (d[0] + sigma * (d[1] + sigma * (d[2] + sigma * (d[3] + sigma * d[4]))))
  }

  /// One Newton step on σ(τ) = `sigma` from `tau`.
  @inline(__always)
  static func newtonStep(_ tau: Double, _ sigma: Double, _ model: SIMD8<Double>) -> Double {
    tau - (covered(tau, model) - sigma) / slope(tau, model)
  }

  /// `model` plus the multiple of τ³(1 − τ)³ (which leaves the values and first two
  /// derivatives at both ends alone) that makes it cover `middle` at τ = ½.
  static func matching(_ model: SIMD8<Double>, middle: Double) -> SIMD8<Double> {
    // τ³(1 − τ)³ = τ³ − 3τ⁴ + 3τ⁵ − τ⁶, which is 1/64 at τ = ½.
    let k = 64 * (middle - covered(0.5, model))
    return model + k * SIMD8(0, 0, 1, -3, 3, -1, 0, 0)
  }

  /// The model's normalised distance covered at normalised parameter `tau`.
  @inline(__always)
  static func covered(_ tau: Double, _ c: SIMD8<Double>) -> Double {
    tau * (c[0] + tau * (c[1] + tau * (c[2] + tau * (c[3] + tau * (c[4] + tau * c[5])))))
  }

  /// The model's slope dσ/dτ at normalised parameter `tau`.
  @inline(__always)
  static func slope(_ tau: Double, _ c: SIMD8<Double>) -> Double {
    c[0] + tau
      * (2 * c[1] + tau * (3 * c[2] + tau * (4 * c[3] + tau * (5 * c[4] + tau * 6 * c[5]))))
  }

  /// The length of the whole curve (saturating, V6).
  var totalLength: Double { Double.saturatingScale(cumulative.last ?? 0, exponent) }

  /// Whether the curve has a finite, positive length to pace by.
  var hasLength: Bool {
    let total = cumulative.last ?? 0
    return total > 0 && total.isFinite
  }

  /// The length from the curve's start to the end of segment `segment`.
  func length(throughSegment segment: Int) -> Double {
    Double.saturatingScale(
      cumulative[min((segment + 1) * Self.samplesPerSegment, cumulative.count - 1)], exponent)
  }

  /// The segment and parameter at arc length `distance` from the start (clamped to the curve).
  func location(atDistance distance: Double, on curve: some SegmentedCurve) -> (
    segment: Int, t: Double
  ) {
    let down = Double(sign: .plus, exponent: -exponent, significand: 1)
    return location(atScaledDistance: distance * down, on: curve)
  }

  /// The segment and parameter at fraction `fraction` of the length (clamped to the curve).
  func location(atFraction fraction: Double, on curve: some SegmentedCurve) -> (
    segment: Int, t: Double
  ) {
    location(atScaledDistance: fraction * (cumulative.last ?? 0), on: curve)
  }

  /// The segment and parameter at `distance` in the table's units (2^exponent).
  ///
  /// - Complexity: O(1) for evenly spread lengths (a grid lookup), O(n) at worst for n samples;
  ///   no allocation.
  private func location(atScaledDistance distance: Double, on curve: some SegmentedCurve) -> (
    segment: Int, t: Double
  ) {
    let m = Self.samplesPerSegment
    let last = cumulative.count - 1
    guard last > 0 else { return (0, 0) }
    let total = cumulative[last]
    let s = min(max(distance.isNaN ? 0 : distance, 0), total)
    // The last sample index g with cumulative[g] ≤ s, below `last`: from the grid, then a step.
    let position = s * bucketsPerLength
    // NaN (an infinite or empty length) starts from the first interval; the end, from the last
    // bucket.
    var g =
      position >= 0
      ? Int(buckets[position < Double(buckets.count) ? wholeIndex(position) : buckets.count - 1])
      : 0
    while g + 1 < last, cumulative[g + 1] <= s { g += 1 }
    while g > 0, cumulative[g] > s { g -= 1 }
    let segment = g / m
    let h = 1 / Double(m)
    let t0 = Double(g % m) * h
    let s0 = cumulative[g]
    let span = cumulative[g + 1] - s0
    let target = s - s0
    guard span > 0 else { return (segment, t0) }
    if target >= span { return (segment, t0 + h) }
    let sigma = target / span
    let guess = Self.guess(sigma, inverses[g])
    // Clamped (rounding may put it a hair outside), or the middle without an inverse (NaN).
    let tau = guess.isNaN ? 0.5 : min(1, max(0, guess))
    let model = models[g]
    if !model[0].isNaN {
      var corrected = tau
      for _ in 0..<Int(model[6]) {
        let next = Self.newtonStep(corrected, sigma, model)
        corrected = next.isNaN ? corrected : min(1, max(0, next))
      }
      return (segment, t0 + h * corrected)
    }
    return (
      segment,
      iterate(segment: segment, from: t0, width: h, guess: t0 + h * tau, target: target, on: curve)
    )
  }

  /// The parameter in `[t0, t0 + h]` of segment `segment` at distance `target` from `t0`, by
  /// Newton's method on the integrated length, safeguarded by bisection (an interval with a cusp).
  private func iterate(
    segment: Int, from t0: Double, width h: Double, guess: Double, target: Double,
    on curve: some SegmentedCurve
  ) -> Double {
    let tolerance = 1e-10 * max(totalLength, 1e-300)
    var low = t0
    var high = t0 + h
    var t = guess
    for _ in 0..<60 {
      let error =
        GaussLegendreRule.five.integral(t0, t) { curve.speed(segment: segment, at: $0) } - target
      if abs(error) <= tolerance { break }
      if error > 0 { high = t } else { low = t }
      let speed = curve.speed(segment: segment, at: t)
      var next = speed > 0 ? t - error / speed : .nan
      if !(next > low && next < high) { next = 0.5 * (low + high) }
      if next == t { break }
      t = next
    }
    return t
  }
}

/// The segments of a path as a ``SegmentedCurve``: the segments as given, or scaled down by a
/// power of two where their coordinates are huge (V6).
struct PathCurve: SegmentedCurve, Hashable, Sendable {
  let segments: [Path.Segment]
  let exponent: Int
  /// Which segments are straight lines (``Path/Segment/isStraight``), as given.
  let straight: [Bool]

  init(segments: [Path.Segment]) {
    straight = segments.map(\.isStraight)
    let largest = segments.reduce(0.0) { result, s in
      max(
        result, abs(s.start.x), abs(s.start.y), abs(s.control1.x), abs(s.control1.y),
        abs(s.control2.x), abs(s.control2.y), abs(s.end.x), abs(s.end.y))
    }
    exponent = overflowExponent(largest)
    guard exponent != 0 else {
      self.segments = segments
      return
    }
    let down = Double(sign: .plus, exponent: -exponent, significand: 1)
    func scale(_ p: Point) -> Point { Point(x: p.x * down, y: p.y * down) }
    self.segments = segments.map {
      Path.Segment(
        start: scale($0.start), control1: scale($0.control1), control2: scale($0.control2),
        end: scale($0.end))
    }
  }

  var segmentCount: Int { segments.count }

  func speed(segment: Int, at t: Double) -> Double { segments[segment].speed(at: t) }

  func speedAndRate(segment: Int, at t: Double) -> (speed: Double, rate: Double) {
    segments[segment].speedAndRate(at: t)
  }
}

// MARK: - Quadrature

/// A Gauss–Legendre quadrature rule on [−1, 1], scaled to an interval: the estimate of
/// `∫ speed` that `integral(_:_:_:)` gives is exact for polynomials of degree 2n − 1 (n nodes).
struct GaussLegendreRule: Sendable {
  /// The weight of the node at 0 (0 for a rule with an even number of nodes).
  let centreWeight: Double
  /// The positive nodes and their weights; each stands for itself and its negative.
  let pairs: [(node: Double, weight: Double)]

  /// The eight-point rule, exact to degree 15.
  static let eight = GaussLegendreRule(
    centreWeight: 0,
    pairs: [
      (0.183_434_642_495_649_8, 0.362_683_783_378_362_0),
      (0.525_532_409_916_329_0, 0.313_706_645_877_887_3),
      (0.796_666_477_413_626_7, 0.222_381_034_453_374_5),
      (0.960_289_856_497_536_3, 0.101_228_536_290_376_3),
    ])

  /// The five-point rule, exact to degree 9: plenty within one of a table's small intervals.
  static let five = GaussLegendreRule(
    centreWeight: 0.568_888_888_888_888_9,
    pairs: [
      (0.538_469_310_105_683_1, 0.478_628_670_499_366_5),
      (0.906_179_845_938_664_0, 0.236_926_885_056_189_1),
    ])

  /// The rule's estimate of `∫ speed` over `[a, b]`.
  func integral(_ a: Double, _ b: Double, _ speed: (Double) -> Double) -> Double {
    let half = 0.5 * (b - a)
    let mid = 0.5 * (a + b)
    var sum = centreWeight == 0 ? 0 : centreWeight * speed(mid)
    for (node, weight) in pairs {
      sum += weight * (speed(mid - half * node) + speed(mid + half * node))
    }
    return sum * half
  }
}

/// `∫ speed` over `[a, b]`: the eight-point estimate when the five-point one agrees with it to
/// 1e-9 relative (a smooth interval, where the eight-point rule, exact to degree 15, is better
/// than that by orders of magnitude), else the adaptive integration; and which it was. Near a
/// cusp, where the speed has a kink, the two rules are far apart.
func checkedArcLength(
  _ a: Double, _ b: Double, _ speed: (Double) -> Double
) -> (length: Double, smooth: Bool) {
  let eight = GaussLegendreRule.eight.integral(a, b, speed)
  let five = GaussLegendreRule.five.integral(a, b, speed)
  if abs(eight - five) <= 1e-9 * max(abs(eight), 1e-300) { return (eight, true) }
  return (adaptiveArcLength(a, b, speed), false)
}

/// `∫ speed` over `[a, b]` by Gauss–Legendre quadrature, halving intervals until two levels
/// agree to 1e-13 of the whole integral.
///
/// An interval at depth d may use 1/2^d of that tolerance, but never less than
/// ``adaptiveNoiseFloor`` of the whole: below that, two levels differ by rounding alone, and
/// asking for more would halve every interval down to the limits. The limits, 24 levels deep and
/// ``adaptiveHalvingBudget`` halvings in all, bound the cost where the speed itself is noisy
/// (curves whose numbers are extreme, where `speed` cancels; <doc:Rules#V6>).
///
/// - Complexity: O(1): at most 8 + 16 × ``adaptiveHalvingBudget`` evaluations of `speed`.
func adaptiveArcLength(_ a: Double, _ b: Double, _ speed: (Double) -> Double) -> Double {
  let whole = GaussLegendreRule.eight.integral(a, b, speed)
  let scale = max(abs(whole), 1e-300)
  let tolerance = 1e-13 * scale
  let floor = adaptiveNoiseFloor * scale
  var budget = adaptiveHalvingBudget
  func refine(_ a: Double, _ b: Double, _ estimate: Double, _ depth: Int) -> Double {
    guard budget > 0 else { return estimate }
    budget -= 1
    let m = 0.5 * (a + b)
    let left = GaussLegendreRule.eight.integral(a, m, speed)
    let right = GaussLegendreRule.eight.integral(m, b, speed)
    // A NaN (overflowing numbers) stops.
    let share = max(tolerance / Double(1 << depth), floor)
    if depth >= 24 || !(abs(left + right - estimate) > share) {
      return left + right
    }
    return refine(a, m, left, depth + 1) + refine(m, b, right, depth + 1)
  }
  return refine(a, b, whole, 0)
}

/// The smallest difference between two levels of ``adaptiveArcLength(_:_:_:)`` that counts,
/// relative to the whole integral: 64 ulps of 1, above the rounding of two eight-term sums of
/// a non-negative speed (a few ulps of the whole) and below the 1e-13 asked of the whole.
let adaptiveNoiseFloor = 64 * Double.ulpOfOne

/// The most intervals ``adaptiveArcLength(_:_:_:)`` halves in one call. A cusp, where the speed
/// has a kink, needs about three a level down to the depth limit of 24; the rest is margin.
let adaptiveHalvingBudget = 256
