import Foundation

/// A keyframe animation compiled for evaluation: the keyframes as lanes or transforms, with
/// exactly what their method reads: keyTimes or paced stops, segment functions, a spline, a path,
/// an arc-length table (<doc:Rules#K1>–K9, P1, P2, P6). Built once, when the animation is added
/// to a layer; an evaluation is a search and a little arithmetic, O(log n) in the number of
/// keyframes, with no allocation.
///
/// The form is an enum whose payloads are the tables each method uses, so that no curve can hold
/// a spline without the cubic method or a paced method without its table. Switching over it
/// retains nothing: the class is final and the form a `let`, so payloads are borrowed where they
/// are. (Payloads behind `indirect` cases or classes of their own were copied and retained at
/// every evaluation: measured, keyframes-64 went from 540 to 830–970 instructions.)
final class KeyframeCurve: Sendable {
  /// The keyframes and how they are evaluated, after every fallback has been decided.
  enum Form: Sendable {
    /// The keyframes of a vector, boolean or path animation (a path's keyframe points, P1).
    case lanes([Lanes], Method)
    /// The keyframes of a whole-transform animation (V2).
    case matrices([Transform3D], MatrixMethod)
  }

  /// How vector, boolean and path keyframes are evaluated.
  enum Method: Sendable {
    /// Hold values (K5); a path's keyframe points turn the layer by the path's direction there
    /// (K9).
    case discrete(KeyTimes?, path: PathKeyframes?)
    /// Interpolate between neighbours, with keyTimes or paced stops (K5, K6); booleans switch at
    /// the middle of a segment instead of blending (V4).
    case linear(Spacing, switchesAtMiddle: Bool)
    /// A Kochanek–Bartels spline (K7).
    case cubic(SplineCurve, Spacing)
    /// The spline at constant speed (K8).
    case cubicPaced(SplineCurve, ArcLengthTable)
    /// Along the path's segments, time divided per segment (P2).
    case pathTimed(PathKeyframes, Spacing)
    /// Along the path at constant speed (K6, P6).
    case pathPaced(PathKeyframes, ArcLengthTable)

    /// The arc-length table of a method that paces along a curve (K6, K8), `nil` for the rest.
    var pacingTable: ArcLengthTable? {
      switch self {
      case .cubicPaced(_, let table), .pathPaced(_, let table): table
      case .discrete, .linear, .cubic, .pathTimed: nil
      }
    }
  }

  /// How whole transforms are evaluated: transforms have no distance and no spline, so the paced
  /// and cubic modes interpolate (K6, K7).
  enum MatrixMethod: Sendable {
    /// Hold values (K5).
    case discrete(KeyTimes?)
    /// Interpolate the keyframes' decompositions, or their components where one has none (V2).
    case interpolated([DecomposedTransform3D?], Spacing)
  }

  /// When each keyframe is reached and how each segment is paced: the keyTimes or paced stops
  /// (`nil` for even spacing, K3, K6) and the segments' own timing functions, for the modes that
  /// use them (K4).
  struct Spacing: Sendable {
    let times: KeyTimes?
    let functions: [BezierCurve]?

    /// The segment and the fraction through it at progress `p`, paced by the segment's own
    /// timing function where there is one (K4: a segment function clamps its input, TF5).
    @inline(__always)
    func segmentFraction(_ p: Double, _ n: Int) -> (Int, Double) {
      let (i, local) = KeyframeCurve.locate(p, n, times)
      if let functions, i < functions.count {
        return (i, functions[i].progress(at: local))
      }
      return (i, local)
    }
  }

  let form: Form
  /// Cumulative repeats add the last keyframe, or with autoreverses the first (B3).
  let isCumulative: Bool
  let cycleEndsAtStart: Bool

  /// Whether the keyframes are whole transforms.
  var isMatrix: Bool { if case .matrices = form { true } else { false } }

  /// Compiles `animation`, which has been validated.
  init(_ animation: KeyframeAnimation) {
    isCumulative = animation.isCumulative
    cycleEndsAtStart = animation.timing.autoreverses
    let mode = animation.calculationMode
    let functions =
      mode == .linear || mode == .cubic ? animation.timingFunctions?.map(\.curve) : nil
    func keyTimes(_ count: Int) -> KeyTimes? {
      animation.validKeyTimes(count: count).map(KeyTimes.init)
    }
    if let path = animation.path {
      let frames = path.keyframePoints.map { Lanes($0.x, $0.y, 0, 0) }
      let keyframes = PathKeyframes(path.segments, rotationMode: animation.rotationMode)
      switch mode {
      case .discrete:
        form = .lanes(frames, .discrete(keyTimes(frames.count), path: keyframes))
      case .linear, .cubic:
        let spacing = Spacing(times: keyTimes(frames.count), functions: functions)
        form = .lanes(frames, .pathTimed(keyframes, spacing))
      case .paced, .cubicPaced:
        let table = ArcLengthTable(keyframes.measured)
        // A path of no length has no pace: time is divided evenly between its segments.
        form = .lanes(
          frames,
          table.hasLength
            ? .pathPaced(keyframes, table)
            : .pathTimed(keyframes, Spacing(times: nil, functions: nil)))
      }
      return
    }
    if animation.valueKind == .transform {
      // Transforms have no distance and no spline: paced and cubic modes interpolate linearly,
      // evenly spaced except that cubic keeps valid keyTimes (K6, K7).
      let matrices = animation.values.map { value -> Transform3D in
        if case .transform(let t) = value { t } else { .identity }
      }
      let evenlySpaced = mode == .paced || mode == .cubicPaced
      let times = evenlySpaced ? nil : keyTimes(matrices.count)
      form = .matrices(
        matrices,
        mode == .discrete
          ? .discrete(times)
          : .interpolated(
            matrices.map { $0.decomposed() }, Spacing(times: times, functions: functions)))
      return
    }
    let frames = animation.values.map { $0.lanes ?? .zero }
    let isBool = animation.valueKind == .bool
    switch mode {
    case .discrete:
      form = .lanes(frames, .discrete(keyTimes(frames.count), path: nil))
    case .linear:
      let spacing = Spacing(times: keyTimes(frames.count), functions: functions)
      form = .lanes(frames, .linear(spacing, switchesAtMiddle: isBool))
    case .paced:
      let stops = isBool ? nil : Self.pacedStops(frames).map(KeyTimes.init)
      form = .lanes(
        frames, .linear(Spacing(times: stops, functions: nil), switchesAtMiddle: isBool))
    case .cubic, .cubicPaced:
      guard !isBool, frames.count > 1 else {
        // Booleans have no spline: they switch linearly (K7, [C]).
        let times = mode == .cubic ? keyTimes(frames.count) : nil
        let spacing = Spacing(times: times, functions: functions)
        form = .lanes(frames, .linear(spacing, switchesAtMiddle: isBool))
        return
      }
      let spline = SplineCurve(
        frames: frames, tension: animation.tensionValues,
        continuity: animation.continuityValues, bias: animation.biasValues)
      let table = mode == .cubicPaced ? ArcLengthTable(spline) : nil
      if let table, table.hasLength {
        form = .lanes(frames, .cubicPaced(spline, table))
      } else {
        // Without keyTimes when paced: a spline of no length is divided evenly.
        let times = mode == .cubic ? keyTimes(frames.count) : nil
        form = .lanes(frames, .cubic(spline, Spacing(times: times, functions: functions)))
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

/// A keyframe progress made harmless: a NaN or runaway progress cannot come from a valid phase,
/// but is held to 0 or ±10⁶ anyway, so that segment arithmetic stays finite (K4, V6).
@inline(__always)
func keyframeProgress(_ p: Double) -> Double {
  p.isNaN ? 0 : min(max(p, -1e6), 1e6)
}

// MARK: - Keyframe times

extension KeyframeCurve {
  /// The fraction of the cycle at which each keyframe is reached in the paced modes that pace
  /// along a curve (path or spline, K6): the arc length to it over the whole; `nil` otherwise.
  var curveStops: [Double]? {
    guard case .lanes(_, let method) = form, let table = method.pacingTable else { return nil }
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
  /// overshoots, K4) in repeat cycle `iteration` (B3), and for path animations with a rotation
  /// mode the angle to turn by (K9).
  ///
  /// - Complexity: O(log n) in the number of keyframes; no allocation.
  func lanesValue(at p: Double, iteration: Double) -> (value: Lanes, angle: Double?) {
    guard case .lanes(let frames, let method) = form, !frames.isEmpty else { return (.zero, nil) }
    let (value, angle) = Self.sample(frames, method, at: p)
    guard isCumulative, iteration != 0 else { return (value, angle) }
    let end = cycleEndsAtStart ? frames[0] : frames[frames.count - 1]
    return (accumulate(value, end, iteration), angle)
  }

  /// Lane 0 of ``lanesValue(at:iteration:)``: for number keyframes blended linearly within a
  /// cycle, the blend in `Double` (`lerp` of lanes is lane-wise, so the number is the same);
  /// anything else through the lanes.
  func numberValue(at p: Double, iteration: Double) -> Double {
    guard case .lanes(let frames, let method) = form, frames.count > 1,
      case .linear(let spacing, switchesAtMiddle: false) = method,
      !isCumulative || iteration == 0
    else { return lanesValue(at: p, iteration: iteration).value[0] }
    let p = keyframeProgress(p)
    let (i, f) = spacing.segmentFraction(p, frames.count)
    // `locate` keeps i in 0...n − 2, so the reads go unchecked (a buffer pointer's subscript
    // checks its bounds in debug builds only): keyframes-64 −14 instructions an evaluation.
    return frames.withUnsafeBufferPointer { lerp($0[i][0], $0[i + 1][0], f) }
  }

  /// ``lanesValue(at:iteration:)`` within one cycle.
  @inline(__always)
  private static func sample(_ frames: [Lanes], _ method: Method, at p: Double) -> (
    value: Lanes, angle: Double?
  ) {
    let n = frames.count
    guard n > 1 else { return (frames[0], nil) }
    // No fast path for even linear keyframes: they compile to `Curve.evenKeyframes`, and the
    // few that reach this curve (paced keyframes of no length) take `.linear`, the same numbers.
    let p = keyframeProgress(p)
    switch method {
    case .discrete(let times, let path):
      let index = discreteIndex(p, n, times)
      return (frames[index], path?.turn(atKeyframe: index))
    case .linear(let spacing, let switchesAtMiddle):
      let (i, f) = spacing.segmentFraction(p, n)
      if switchesAtMiddle { return (f < 0.5 ? frames[i] : frames[i + 1], nil) }
      return (lerp(frames[i], frames[i + 1], f), nil)
    case .cubic(let spline, let spacing):
      let (i, f) = spacing.segmentFraction(p, n)
      return (spline.value(segment: i, at: f), nil)
    case .cubicPaced(let spline, let table):
      // Overshoot extrapolates along the first or last segment (K4).
      let (i, f) = p < 0 || p > 1 ? locate(p, n, nil) : table.location(atFraction: p, on: spline)
      return (spline.value(segment: i, at: f), nil)
    case .pathTimed(let path, let spacing):
      let (i, f) = spacing.segmentFraction(p, n)
      return path.point(segment: i, at: f)
    case .pathPaced(let path, let table):
      if p < 0 || p > 1 { return path.continuation(atFraction: p, length: table.totalLength) }
      let (i, t) = table.location(atFraction: p, on: path.measured)
      return path.point(within: i, at: t)
    }
  }

  /// The value of a whole-transform animation at cycle progress `p` in repeat cycle `iteration`
  /// (V2, B3).
  func matrixValue(at p: Double, iteration: Double) -> Transform3D {
    guard case .matrices(let matrices, let method) = form, !matrices.isEmpty else {
      return .identity
    }
    let m = Self.sample(matrices, method, at: p)
    guard isCumulative, iteration != 0 else { return m }
    let end = cycleEndsAtStart ? matrices[0] : matrices[matrices.count - 1]
    return m.saturatingConcatenating(end.power(clampedCount(iteration)))
  }

  /// ``matrixValue(at:iteration:)`` within one cycle.
  @inline(__always)
  private static func sample(_ matrices: [Transform3D], _ method: MatrixMethod, at p: Double)
    -> Transform3D
  {
    let n = matrices.count
    guard n > 1 else { return matrices[0] }
    let p = keyframeProgress(p)
    switch method {
    case .discrete(let times):
      return matrices[discreteIndex(p, n, times)]
    case .interpolated(let parts, let spacing):
      let (i, f) = spacing.segmentFraction(p, n)
      if f == 0 { return matrices[i] }
      if f == 1 { return matrices[i + 1] }
      guard let a = parts[i], let b = parts[i + 1] else {
        return matrices[i].componentwiseInterpolated(to: matrices[i + 1], fraction: f)
      }
      return a.interpolated(to: b, fraction: f).recomposed()
    }
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
    // The key times are n (keyTimes that K3 accepted when compiled, or paced stops made from
    // the frames), and every index below lies in 0...n − 1: read unchecked, as `numberValue`
    // reads the frames.
    times.checkInvariants(count: n)
    return times.values.withUnsafeBufferPointer { values in
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
}

// MARK: - Paths

/// The path of a keyframe animation: its segments as given, the same as a curve to measure
/// (scaled where they are huge, V6), and how the layer turns with it (K9).
struct PathKeyframes: Sendable {
  /// The segments as given: points are taken from them.
  let segments: [Path.Segment]
  /// The segments to measure and take directions from: the same, scaled down by a power of two
  /// where huge, so that arc lengths and derivatives cannot overflow (V6).
  let measured: PathCurve
  let rotationMode: RotationMode?

  init(_ segments: [Path.Segment], rotationMode: RotationMode?) {
    self.segments = segments
    measured = PathCurve(segments: segments)
    self.rotationMode = rotationMode
  }

  /// The point of segment `i` at Bézier parameter `f` (P2); outside `[0, 1]` a straight
  /// continuation along the end's derivative (K4).
  func point(segment i: Int, at f: Double) -> (Lanes, Double?) {
    guard f < 0 || f > 1 else { return point(within: i, at: f) }
    let direction = measured.segments[i]
    let end = f > 1 ? 1.0 : 0.0
    let base = segments[i].point(at: end)
    let d = direction.derivative(at: end)
    let dx = Double.saturatingScale(((f - end) * d.x).saturated, measured.exponent)
    let dy = Double.saturatingScale(((f - end) * d.y).saturated, measured.exponent)
    return (
      Lanes(Double.saturatingSum(base.x, dx), Double.saturatingSum(base.y, dy), 0, 0),
      turn(direction.tangentAngle(at: end))
    )
  }

  /// The point of segment `i` at Bézier parameter `t` in `[0, 1]` (P2, P6), and the turn there.
  @inline(__always)
  func point(within i: Int, at t: Double) -> (Lanes, Double?) {
    let point = segments[i].point(at: t, straight: measured.straight[i])
    let angle = rotationMode == nil ? nil : turn(measured.segments[i].tangentAngle(at: t))
    return (Lanes(point.x, point.y, 0, 0), angle)
  }

  /// Past either end of a paced path (fraction `p` outside `[0, 1]` of a path `length` long): a
  /// straight line along the end's tangent (K4).
  func continuation(atFraction p: Double, length: Double) -> (Lanes, Double?) {
    let segment = p < 0 ? segments[0] : segments[segments.count - 1]
    let angle = (p < 0 ? measured.segments[0] : measured.segments[segments.count - 1])
      .tangentAngle(at: p < 0 ? 0 : 1)
    let base = p < 0 ? segment.start : segment.end
    let distance = ((p < 0 ? p : p - 1) * length).saturated
    let x = Double.saturatingSum(base.x, (distance * cos(angle)).saturated)
    let y = Double.saturatingSum(base.y, (distance * sin(angle)).saturated)
    return (Lanes(x, y, 0, 0), turn(angle))
  }

  /// The turn at keyframe `index` (K9): the direction at the start of the segment it begins, or
  /// at the end of the last segment; `nil` without a rotation mode.
  func turn(atKeyframe index: Int) -> Double? {
    let directions = measured.segments
    guard !directions.isEmpty, rotationMode != nil else { return nil }
    if index < directions.count { return turn(directions[index].tangentAngle(at: 0)) }
    return turn(directions[directions.count - 1].tangentAngle(at: 1))
  }

  /// The turn for a tangent angle under ``rotationMode`` (K9), or `nil` without one.
  private func turn(_ angle: Double) -> Double? {
    switch rotationMode {
    case .none: nil
    case .auto: angle
    case .autoReverse: angle + .pi
    }
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

  #if LAYERKIT_CHECK_INVARIANTS
    /// Checks what the unchecked reads of ``KeyframeCurve/locate(_:_:_:)`` and
    /// ``segment(containing:)`` rely on: `count` key times in [0, 1], non-decreasing from 0
    /// (K3), and buckets that name segments.
    func checkInvariants(count: Int) {
      precondition(values.count == count && count >= 2, "KeyTimes: not one per keyframe")
      precondition(values[0] == 0, "KeyTimes: not from 0")
      precondition(
        zip(values, values.dropFirst()).allSatisfy { $0 <= $1 } && values[count - 1] <= 1,
        "KeyTimes: decreasing, or beyond 1")
      precondition(buckets.allSatisfy { $0 >= 0 && $0 <= count - 2 }, "KeyTimes: bucket range")
    }
  #else
    /// Checks nothing unless built with `-D LAYERKIT_CHECK_INVARIANTS`.
    @inline(__always) func checkInvariants(count: Int) {}
  #endif

  /// The last segment i (below the last keyframe) with `values[i] ≤ p`, for p inside
  /// (`values.first`, `values.last`).
  @inline(__always)
  func segment(containing p: Double) -> Int {
    // p lies strictly between the first and last key times, which lie in [0, 1] (K3), so the
    // bucket is in range; buckets hold segments, and the step forward stops at the last one.
    let bucket = min(Int(p * scale), buckets.count - 1)
    return values.withUnsafeBufferPointer { values in
      var i = buckets.withUnsafeBufferPointer { Int($0[bucket]) }
      let last = values.count - 2
      while i < last, values[i + 1] <= p { i += 1 }
      return i
    }
  }
}
