import Foundation

/// A keyframe animation compiled for evaluation: the keyframes as lanes or transforms, the
/// keyTimes in force, paced stops, spline tangents and arc-length tables (<doc:Rules#K1>–K9,
/// P1, P2, P6). Built once, when the animation is added to a layer; an evaluation is a search
/// and a little arithmetic, O(log n) in the number of keyframes, with no allocation.
final class KeyframeCurve: Sendable {
  /// How the keyframes are evaluated, after every fallback has been decided.
  enum Method: Hashable, Sendable {
    /// Hold values (K5).
    case discrete
    /// Interpolate between neighbours, with keyTimes or paced stops (K5, K6).
    case linear
    /// A Kochanek–Bartels spline (K7).
    case cubic
    /// The spline at constant speed (K8).
    case cubicPaced
    /// Along the path's segments, time divided per segment (P2).
    case pathTimed
    /// Along the path at constant speed (K6, P6).
    case pathPaced
  }

  let method: Method
  /// The keyframes of a vector, boolean or path animation (a path's keyframe points, P1).
  let frames: [Lanes]
  /// The keyframes of a whole-transform animation, and their decompositions (V2).
  let matrices: [Transform3D]
  let parts: [DecomposedTransform3D?]
  /// Booleans switch at the middle of a segment instead of blending (V4).
  let isBool: Bool
  /// The path's segments, for path animations.
  let segments: [Path.Segment]
  /// The fraction of the cycle at which each keyframe is reached; `nil` for even spacing.
  let times: KeyTimes?
  /// The segments' own timing functions, for the modes that use them (K4).
  let segmentFunctions: [BezierCurve]?
  /// The Kochanek–Bartels spline of the cubic modes (K7).
  let spline: SplineCurve?
  /// The path's segments as a curve to measure (scaled where they are huge).
  let pathCurve: PathCurve?
  /// Arc length along the path (pathPaced) or along the spline in value space (cubicPaced).
  let table: ArcLengthTable?
  /// The turn towards the path's direction (K9).
  let rotationMode: RotationMode?
  /// Cumulative repeats add the last keyframe, or with autoreverses the first (B3).
  let isCumulative: Bool
  let cycleEndsAtStart: Bool

  /// Whether the keyframes are whole transforms.
  var isMatrix: Bool { !matrices.isEmpty }
  /// Whether the keyframes are vectors blended linearly at even spacing, with no segment
  /// functions: what ``sample(at:)`` does fastest.
  private var isEvenlyLinear: Bool {
    method == .linear && times == nil && segmentFunctions == nil && !isBool
  }

  /// Compiles `animation`, which has been validated.
  init(_ animation: KeyframeAnimation) {
    let mode = animation.calculationMode
    rotationMode = animation.rotationMode
    isCumulative = animation.isCumulative
    cycleEndsAtStart = animation.timing.autoreverses
    segmentFunctions =
      mode == .linear || mode == .cubic ? animation.timingFunctions?.map(\.curve) : nil
    isBool = animation.valueKind == .bool
    if let path = animation.path {
      let segments = path.segments
      self.segments = segments
      frames = path.keyframePoints.map { Lanes($0.x, $0.y, 0, 0) }
      (matrices, parts, spline) = ([], [], nil)
      let pathCurve = PathCurve(segments: segments)
      self.pathCurve = pathCurve
      switch mode {
      case .discrete:
        method = .discrete
        times = animation.validKeyTimes(count: frames.count).map(KeyTimes.init)
        table = nil
      case .linear, .cubic:
        method = .pathTimed
        times = animation.validKeyTimes(count: frames.count).map(KeyTimes.init)
        table = nil
      case .paced, .cubicPaced:
        let table = ArcLengthTable(pathCurve)
        // A path of no length has no pace: time is divided evenly between its segments.
        method = table.hasLength ? .pathPaced : .pathTimed
        times = nil
        self.table = table
      }
      return
    }
    segments = []
    pathCurve = nil
    if animation.valueKind == .transform {
      // Transforms have no distance and no spline: paced and cubic modes interpolate linearly,
      // evenly spaced except that cubic keeps valid keyTimes (K6, K7).
      matrices = animation.values.map { if case .transform(let t) = $0 { t } else { .identity } }
      parts = matrices.map { $0.decomposed() }
      (frames, spline, table) = ([], nil, nil)
      method = mode == .discrete ? .discrete : .linear
      let evenlySpaced = mode == .paced || mode == .cubicPaced
      times = evenlySpaced ? nil : animation.validKeyTimes(count: matrices.count).map(KeyTimes.init)
      return
    }
    let frames = animation.values.map { $0.lanes ?? .zero }
    self.frames = frames
    (matrices, parts) = ([], [])
    switch mode {
    case .discrete, .linear:
      method = mode == .discrete ? .discrete : .linear
      times = animation.validKeyTimes(count: frames.count).map(KeyTimes.init)
      (spline, table) = (nil, nil)
    case .paced:
      method = .linear
      times = isBool ? nil : Self.pacedStops(frames).map(KeyTimes.init)
      (spline, table) = (nil, nil)
    case .cubic, .cubicPaced:
      guard !isBool, frames.count > 1 else {
        // Booleans have no spline: they switch linearly (K7, [C]).
        method = .linear
        times =
          mode == .cubic ? animation.validKeyTimes(count: frames.count).map(KeyTimes.init) : nil
        (spline, table) = (nil, nil)
        return
      }
      let spline = SplineCurve(
        frames: frames, tension: animation.tensionValues,
        continuity: animation.continuityValues, bias: animation.biasValues)
      self.spline = spline
      if mode == .cubic {
        method = .cubic
        times = animation.validKeyTimes(count: frames.count).map(KeyTimes.init)
        table = nil
      } else {
        let table = ArcLengthTable(spline)
        method = table.hasLength ? .cubicPaced : .cubic
        times = nil
        self.table = table
      }
    }
  }

  /// The fraction of the cycle at which a paced animation reaches each keyframe: cumulative
  /// distance over total distance (K6). `nil` (even spacing) when there is no total length.
  static func pacedStops(_ frames: [Lanes]) -> [Double]? {
    guard frames.count > 1 else { return nil }
    // Distances of huge values are measured scaled down by a power of two (the fractions do not
    // change), so that they cannot overflow (V6).
    var largest = 0.0
    for frame in frames {
      for j in 0..<4 { largest = max(largest, abs(frame[j])) }
    }
    let down = Double(sign: .plus, exponent: -overflowExponent(largest), significand: 1)
    var cumulative = [0.0]
    for i in 1..<frames.count {
      let d = (frames[i] - frames[i - 1]) * down
      cumulative.append(cumulative[i - 1] + (d * d).sum().squareRoot())
    }
    guard let total = cumulative.last, total > 0, total.isFinite else { return nil }
    var stops = cumulative.map { $0 / total }
    stops[stops.count - 1] = 1
    return stops
  }
}

// MARK: - Keyframe times

extension KeyframeCurve {
  /// The fraction of the cycle at which each keyframe is reached in the paced modes that pace
  /// along a curve (path or spline, K6): the arc length to it over the whole; `nil` otherwise.
  var curveStops: [Double]? {
    guard let table, method == .pathPaced || method == .cubicPaced else { return nil }
    let segments = table.cumulative.count / ArcLengthTable.samplesPerSegment
    guard segments > 0, let total = table.cumulative.last, total > 0 else { return nil }
    var stops = [0.0]
    for segment in 0..<segments {
      stops.append(table.cumulative[(segment + 1) * ArcLengthTable.samplesPerSegment] / total)
    }
    stops[stops.count - 1] = 1
    return stops
  }
}

// MARK: - Evaluation

extension KeyframeCurve {
  /// The value of a vector, boolean or path animation at cycle progress `p` (the phase fraction
  /// after the animation's own timing function; may leave `[0, 1]` when that function
  /// overshoots, K4), and for path animations with a ``rotationMode`` the angle to turn by.
  ///
  /// - Complexity: O(log n) in the number of keyframes; no allocation.
  func sample(at p: Double) -> (value: Lanes, angle: Double?) {
    let n = frames.count
    guard n > 1 else { return (frames.first ?? .zero, nil) }
    if isEvenlyLinear, p >= 0, p < 1 {
      // The common case: evenly spaced keyframes blended linearly, inside the cycle (K2, K5).
      let scaled = p * Double(n - 1)
      let i = Int(scaled)
      return (lerp(frames[i], frames[i + 1], scaled - Double(i)), nil)
    }
    // A NaN or runaway progress cannot come from a valid phase; keep it harmless anyway.
    let p = p.isNaN ? 0 : min(max(p, -1e6), 1e6)
    switch method {
    case .discrete:
      let index = Self.discreteIndex(p, n, times)
      let angle = segments.isEmpty ? nil : pathAngle(keyframe: index)
      return (frames[index], angle)
    case .linear, .cubic, .pathTimed:
      let (i, f) = segmentFraction(p, n)
      switch method {
      case .cubic:
        return (spline?.value(segment: i, at: f) ?? frames[i], nil)
      case .pathTimed:
        return pathPoint(i, f)
      default:
        if isBool { return (f < 0.5 ? frames[i] : frames[i + 1], nil) }
        return (lerp(frames[i], frames[i + 1], f), nil)
      }
    case .cubicPaced:
      guard let table, let spline else { return (frames[0], nil) }
      if p < 0 || p > 1 {
        // Overshoot extrapolates along the first or last segment (K4).
        let (i, f) = Self.locate(p, n, nil)
        return (spline.value(segment: i, at: f), nil)
      }
      let (i, f) = table.location(atFraction: p, on: spline)
      return (spline.value(segment: i, at: f), nil)
    case .pathPaced:
      guard let table, let pathCurve else { return (frames[0], nil) }
      if p < 0 || p > 1 {
        let length = table.totalLength
        // Overshoot continues in a straight line along the end tangent (K4).
        let segment = p < 0 ? segments[0] : segments[segments.count - 1]
        let angle = (p < 0 ? pathCurve.segments[0] : pathCurve.segments[segments.count - 1])
          .tangentAngle(at: p < 0 ? 0 : 1)
        let base = p < 0 ? segment.start : segment.end
        let distance = ((p < 0 ? p : p - 1) * length).saturated
        let x = Double.saturatingSum(base.x, (distance * cos(angle)).saturated)
        let y = Double.saturatingSum(base.y, (distance * sin(angle)).saturated)
        return (Lanes(x, y, 0, 0), rotation(angle))
      }
      let (i, t) = table.location(atFraction: p, on: pathCurve)
      let point = segments[i].point(at: t, straight: pathCurve.straight[i])
      let angle =
        rotationMode == nil ? nil : rotation(pathCurve.segments[i].tangentAngle(at: t))
      return (Lanes(point.x, point.y, 0, 0), angle)
    }
  }

  /// The value of a whole-transform animation at cycle progress `p` (V2).
  func sampleMatrix(at p: Double) -> Transform3D {
    let n = matrices.count
    guard n > 1 else { return matrices.first ?? .identity }
    let p = p.isNaN ? 0 : min(max(p, -1e6), 1e6)
    if method == .discrete { return matrices[Self.discreteIndex(p, n, times)] }
    let (i, f) = segmentFraction(p, n)
    if f == 0 { return matrices[i] }
    if f == 1 { return matrices[i + 1] }
    guard let a = parts[i], let b = parts[i + 1] else {
      return matrices[i].componentwiseInterpolated(to: matrices[i + 1], fraction: f)
    }
    return a.interpolated(to: b, fraction: f).recomposed()
  }

  /// The segment and the fraction through it at progress `p`, paced by the segment's own timing
  /// function where the mode uses one (K4: a segment function clamps its input, TF5).
  @inline(__always)
  private func segmentFraction(_ p: Double, _ n: Int) -> (Int, Double) {
    let (i, local) = Self.locate(p, n, times)
    if let functions = segmentFunctions, i < functions.count {
      return (i, functions[i].progress(at: local))
    }
    return (i, local)
  }

  /// The segment index and the fraction through it at progress `p`, with keyframe `i` at
  /// `times[i]` (or `i/(n − 1)` without times). Outside `[0, 1]` the first or last segment is
  /// extended (K4).
  @inline(__always)
  static func locate(_ p: Double, _ n: Int, _ times: KeyTimes?) -> (Int, Double) {
    let last = n - 2
    guard let times else {
      let scaled = p * Double(n - 1)
      let i = min(max(Int(max(min(scaled, Double(n)), -1).rounded(.down)), 0), last)
      return (i, scaled - Double(i))
    }
    let values = times.values
    var i: Int
    if p <= values[0] {
      i = 0
    } else if p >= values[n - 1] {
      i = last
      // With repeated final keyTimes, take the last segment that has width.
      while i > 0, values[i + 1] == values[i] { i -= 1 }
    } else {
      i = times.segment(containing: p)
    }
    let width = values[i + 1] - values[i]
    return (i, width > 0 ? (p - values[i]) / width : 1)
  }

  /// The held keyframe at progress `p` (K5): the last whose keyTime is ≤ p, or with no keyTimes
  /// the n equal holds.
  static func discreteIndex(_ p: Double, _ n: Int, _ times: KeyTimes?) -> Int {
    guard let times else {
      return min(max(Int(max(min(p * Double(n), Double(n)), 0).rounded(.down)), 0), n - 1)
    }
    let values = times.values
    guard p >= values[0] else { return 0 }
    var lo = 0
    var hi = values.count
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if values[mid] <= p { lo = mid } else { hi = mid }
    }
    return min(lo, n - 1)
  }

  /// The point of a path segment at Bézier parameter `f` (P2); outside `[0, 1]` a straight
  /// continuation along the end's derivative (K4).
  private func pathPoint(_ i: Int, _ f: Double) -> (Lanes, Double?) {
    let segment = segments[i]
    // Directions from the measured segment: the same, but scaled where huge so that
    // derivatives cannot overflow (V6).
    let measured = pathCurve?.segments[i] ?? segment
    let exponent = pathCurve?.exponent ?? 0
    if f < 0 || f > 1 {
      let end = f > 1 ? 1.0 : 0.0
      let base = segment.point(at: end)
      let d = measured.derivative(at: end)
      let dx = Double.saturatingScale(((f - end) * d.x).saturated, exponent)
      let dy = Double.saturatingScale(((f - end) * d.y).saturated, exponent)
      return (
        Lanes(Double.saturatingSum(base.x, dx), Double.saturatingSum(base.y, dy), 0, 0),
        rotation(measured.tangentAngle(at: end))
      )
    }
    let point = segment.point(at: f, straight: pathCurve?.straight[i] ?? false)
    let angle = rotationMode == nil ? nil : rotation(measured.tangentAngle(at: f))
    return (Lanes(point.x, point.y, 0, 0), angle)
  }

  /// The tangent direction at keyframe `index` of a path: the start of the segment it begins,
  /// or the end of the last segment.
  private func pathAngle(keyframe index: Int) -> Double? {
    guard let measured = pathCurve?.segments, !measured.isEmpty, rotationMode != nil else {
      return nil
    }
    if index < measured.count { return rotation(measured[index].tangentAngle(at: 0)) }
    return rotation(measured[measured.count - 1].tangentAngle(at: 1))
  }

  /// The turn for a tangent angle under ``rotationMode`` (K9), or `nil` without one.
  private func rotation(_ angle: Double) -> Double? {
    switch rotationMode {
    case .none: nil
    case .auto: angle
    case .autoReverse: angle + .pi
    }
  }

  /// The first and last keyframes, whose sums cumulative repeats add (B3).
  var cycleEnd: Lanes { cycleEndsAtStart ? frames[0] : frames[frames.count - 1] }
  var matrixCycleEnd: Transform3D {
    cycleEndsAtStart ? matrices[0] : matrices[matrices.count - 1]
  }
}

/// keyTimes with an index for finding the segment at a progress: a grid over the cycle whose
/// bucket b (of a power of two at least twice the keyframes) holds the last keyframe at or
/// before b / buckets. A lookup is one load and, since buckets are finer than keyframes, rarely
/// a step or two forward: no binary search and its unpredictable branches.
struct KeyTimes: Sendable {
  /// The keyTimes, non-decreasing, from 0.
  let values: [Double]
  private let buckets: [Int32]
  private let scale: Double

  init(_ values: [Double]) {
    self.values = values
    var count = 1
    while count < 2 * values.count { count *= 2 }
    scale = Double(count)
    var buckets: [Int32] = []
    buckets.reserveCapacity(count)
    var i = 0
    for b in 0..<count {
      let start = Double(b) / Double(count)
      while i + 1 < values.count - 1, values[i + 1] <= start { i += 1 }
      buckets.append(Int32(i))
    }
    self.buckets = buckets
  }

  /// The last segment i (below the last keyframe) with `values[i] ≤ p`, for p inside
  /// (`values.first`, `values.last`).
  @inline(__always)
  func segment(containing p: Double) -> Int {
    let bucket = min(Int(p * scale), buckets.count - 1)
    var i = Int(buckets[bucket])
    let last = values.count - 2
    while i < last, values[i + 1] <= p { i += 1 }
    return i
  }
}
