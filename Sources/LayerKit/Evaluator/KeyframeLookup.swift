/// Where a keyframe animation is at a cycle progress: on a held keyframe (<doc:Rules#K5>), or in
/// a segment, at a fraction through it already paced by the segment's own timing function (K4).
/// Outside `[0, 1]` (a timing function that overshoots) the fraction lies outside `[0, 1]` in the
/// first or last segment, which the value kind extends (K4).
enum KeyframeLocation {
  case keyframe(Int)
  case segment(Int, Double)
}

/// How the keyframes of an animation are spaced through its cycle and found at a progress
/// (<doc:Rules#K3>–K8): the one lookup every keyframe curve uses, whatever its values.
///
///     keyTimes:   0 ──── t₁ ────────── t₂ ── 1        (K3; even spacing without them)
///     progress p:           ▲ segment 1, fraction (p − t₁)/(t₂ − t₁), then its function (K4)
enum KeyframeLookup: Sendable {
  /// Held values (K5): the last keyframe whose key time is at or before the progress, or the n
  /// equal holds without key times.
  case held(KeyTimes?)
  /// Segments between key times (K3), paced stops (K6) or even spacing (`nil`), each paced by
  /// its own timing function when there are any (K4, the linear and cubic modes).
  case segments(KeyTimes?, functions: [BezierCurve]?)
  /// Constant speed along a spline's arc length (K8); overshoot extends the first or last
  /// segment, evenly spaced (K4).
  case alongSpline(ArcLengthTable, SplineCurve)
  /// Constant speed along a path's arc length (K6, P6); overshoot extends the first or last
  /// segment, evenly spaced, which the path turns into a straight continuation (K4).
  case alongPath(ArcLengthTable, PathCurve)

  /// Evenly spaced segments without functions (a path of no length paced).
  static var even: KeyframeLookup { .segments(nil, functions: nil) }

  /// Where progress `p` (made harmless, ``keyframeProgress(_:)``) falls among `n` ≥ 2 keyframes.
  ///
  /// - Complexity: O(1) for even spacing, O(log n) for key times and along a curve.
  @inline(__always)
  func location(at p: Double, count n: Int) -> KeyframeLocation {
    // Segments, the everyday lookup, tested for first: one compare rather than a jump through
    // a table of the four.
    if case .segments(let times, let functions) = self {
      return Self.segmentLocation(p, n, times, functions)
    }
    switch self {
    case .held(let times):
      return .keyframe(Self.heldIndex(p, n, times))
    case .segments(let times, let functions):
      // Taken above; the arm keeps the switch exhaustive without a `default`.
      return Self.segmentLocation(p, n, times, functions)
    case .alongSpline(let table, let spline):
      if p < 0 || p > 1 { return Self.evenLocation(p, n) }
      let (i, f) = table.location(atFraction: p, on: spline)
      return .segment(i, f)
    case .alongPath(let table, let path):
      if p < 0 || p > 1 { return Self.evenLocation(p, n) }
      let (i, f) = table.location(atFraction: p, on: path)
      return .segment(i, f)
    }
  }

  /// ``segments(_:functions:)``' location: the segment at `p` among `n` ≥ 2 keyframes at
  /// `times`, paced by its own function when it has one (K3, K4).
  @inline(__always)
  static func segmentLocation(
    _ p: Double, _ n: Int, _ times: KeyTimes?, _ functions: [BezierCurve]?
  ) -> KeyframeLocation {
    let (i, f) = locate(p, n, times)
    // i lies in 0...n − 2: the function's read goes unchecked once i is below their count,
    // and the function, which the array keeps alive, is used without being retained.
    if let functions, i < functions.count {
      let function = functions.withUnsafeBufferPointer { Unmanaged.passUnretained($0[i]) }
      return .segment(i, function._withUnsafeGuaranteedRef { $0.progress(at: f) })
    }
    return .segment(i, f)
  }

  /// The segment at `p` of `n` ≥ 2 evenly spaced keyframes without segment functions: what
  /// ``segments(_:functions:)`` finds without times or functions (K2; K4's extension outside
  /// `[0, 1]`).
  @_transparent
  static func evenLocation(_ p: Double, _ n: Int) -> KeyframeLocation {
    let (i, f) = evenSegment(p, n)
    return .segment(i, f)
  }

  /// The segment index and the fraction through it at progress `p`, with keyframe `i` at
  /// `times[i]` (or `i/(n − 1)` without times). Outside `[0, 1]` the first or last segment is
  /// extended (K4).
  @inline(__always)
  static func locate(_ p: Double, _ n: Int, _ times: KeyTimes?) -> (Int, Double) {
    guard let times else { return evenSegment(p, n) }
    return times.segment(at: p, count: n)
  }

  /// ``locate(_:_:_:)`` for `n` ≥ 2 evenly spaced keyframes, keyframe `i` at `i/(n − 1)`. (Apart,
  /// so that the evenly spaced keyframes of a frame do not carry the key times' search.)
  @inline(__always)
  static func evenSegment(_ p: Double, _ n: Int) -> (Int, Double) {
    let scaled = p * Double(n - 1)
    let i = wholeIndex(scaled, atMost: n - 2)
    return (i, scaled - Double(i))
  }

  /// The held keyframe at progress `p` (K5): the last whose keyTime is ≤ p, or with no keyTimes
  /// the n equal holds.
  static func heldIndex(_ p: Double, _ n: Int, _ times: KeyTimes?) -> Int {
    guard let times else {
      return wholeIndex(p * Double(n), atMost: n - 1)
    }
    // Discrete keyframes may have n + 1 key times (K3), the last one ending the last hold.
    let values = times.values
    if p < values[0] { return 0 }
    if p >= values[n - 1] { return n - 1 }
    return times.segment(containing: p)
  }

  /// The arc-length table of a lookup that paces along a curve (K6, K8), `nil` for the rest.
  var pacingTable: ArcLengthTable? {
    switch self {
    case .alongSpline(let table, _), .alongPath(let table, _): table
    case .held, .segments: nil
    }
  }

  /// The fraction of the cycle at which each keyframe is reached when pacing along a curve (path
  /// or spline, K6): the arc length to it over the whole; `nil` otherwise.
  var curveStops: [Double]? {
    guard let table = pacingTable else { return nil }
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

/// A keyframe progress made harmless: a NaN or runaway progress cannot come from a valid phase,
/// but is held to 0 or ±10⁶ anyway, so that segment arithmetic stays finite (K4, V6).
@inline(__always)
func keyframeProgress(_ p: Double) -> Double {
  // Inside the bounds (false for NaN), two compares; the rest apart.
  if _fastPath(p > -1e6 && p < 1e6) { return p }
  return p.isNaN ? 0 : min(max(p, -1e6), 1e6)
}

/// keyTimes with what finding the segment at a progress needs: the number of times a search
/// halves its step, from the largest power of two below the number of segments down to 1.
///
/// The search (Shar's) is a fixed sequence of compares, one a halving, each adding its step to
/// the index or not. The index is made of the compares' outcomes rather than loaded from a
/// table, so that a processor that predicts them reads the key times, and goes on to the
/// fraction, before the compares are done: measured against a grid of buckets over the cycle
/// (one load, then a step or two forward), which is fewer instructions but a chain of dependent
/// loads, `keyframes-64` 25.9 → 20.7 ns (BENCHMARKS.md, 2026-12-05).
struct KeyTimes: Sendable {
  /// The keyTimes, non-decreasing, from 0.
  let values: [Double]
  /// log₂ of the largest power of two ≤ the number of segments (`values.count − 1`), 0 when
  /// there is one or none.
  private let halvings: Int

  init(_ values: [Double]) {
    self.values = values
    let segments = values.count - 1
    halvings = segments > 0 ? Int.bitWidth - 1 - segments.leadingZeroBitCount : 0
  }

  #if LAYERKIT_CHECK_INVARIANTS
    /// Checks what the unchecked reads of ``KeyframeLookup/locate(_:_:_:)`` and
    /// ``segment(containing:)`` rely on: `count` key times in [0, 1], non-decreasing from 0
    /// (K3), and a first step that keeps the search among the segments.
    func checkInvariants(count: Int) {
      precondition(values.count == count && count >= 2, "KeyTimes: not one per keyframe")
      precondition(values[0] == 0, "KeyTimes: not from 0")
      precondition(
        zip(values, values.dropFirst()).allSatisfy { $0 <= $1 } && values[count - 1] <= 1,
        "KeyTimes: decreasing, or beyond 1")
      precondition(
        halvings >= 0 && 1 << halvings <= count - 1 && 2 << halvings > count - 1,
        "KeyTimes: first step")
    }
  #else
    /// Checks nothing unless built with `-D LAYERKIT_CHECK_INVARIANTS`.
    @inline(__always) func checkInvariants(count: Int) {}
  #endif

  /// ``KeyframeLookup/locate(_:_:_:)`` with these key times, for `n` (their count) ≥ 2: the
  /// segment index and the fraction through it; outside the first and last key times the first
  /// or last segment with width, extended (K4).
  @inline(__always)
  func segment(at p: Double, count n: Int) -> (Int, Double) {
    // The key times are n (keyTimes that K3 accepted when compiled, or paced stops made from
    // the frames), and every index below lies in 0...n − 1: read unchecked (a buffer pointer's
    // subscript checks its bounds in debug builds only).
    checkInvariants(count: n)
    return values.withUnsafeBufferPointer { values in
      var i: Int
      if p <= values[0] {
        i = 0
      } else if p >= values[n - 1] {
        i = n - 2
        // With repeated final keyTimes, take the last segment that has width.
        while i > 0, values[i + 1] == values[i] { i -= 1 }
      } else {
        i = segment(containing: p)
      }
      let width = values[i &+ 1] - values[i]
      return (i, width > 0 ? (p - values[i]) / width : 1)
    }
  }

  /// The last segment i (below the last keyframe) with `values[i] ≤ p`, for p in
  /// [`values.first`, `values.last`): the one search of key times, for segments and holds.
  ///
  /// With m segments and k the largest power of two ≤ m: if `values[k] ≤ p` the segment lies in
  /// the last k, from m − k (whose key time is ≤ `values[k]`, as m − k ≤ k); otherwise in the
  /// first k. Steps of k/2, k/4, …, 1 then find it in that run of k.
  ///
  /// Each compare is hinted unlikely only so that it stays a branch: the optimiser would make
  /// the pairs of adds a select, which waits for the load and compare before the next can
  /// start (measured: 31 ns against 21).
  @inline(__always)
  func segment(containing p: Double) -> Int {
    // Every index read is below i + k ≤ m, the last keyframe: read unchecked.
    values.withUnsafeBufferPointer { values in
      var halvings = self.halvings
      let first = 1 &<< halvings
      var i = _slowPath(values[first] <= p) ? values.count &- 1 &- first : 0
      // The last six halvings written out (a compare and an add each, no loop to keep), a loop
      // before them past 64 segments.
      while halvings > 6 {
        halvings &-= 1
        let step = 1 &<< halvings
        if _slowPath(values[i &+ step] <= p) { i &+= step }
      }
      switch halvings {
      case 6:
        if _slowPath(values[i &+ 32] <= p) { i &+= 32 }
        fallthrough
      case 5:
        if _slowPath(values[i &+ 16] <= p) { i &+= 16 }
        fallthrough
      case 4:
        if _slowPath(values[i &+ 8] <= p) { i &+= 8 }
        fallthrough
      case 3:
        if _slowPath(values[i &+ 4] <= p) { i &+= 4 }
        fallthrough
      case 2:
        if _slowPath(values[i &+ 2] <= p) { i &+= 2 }
        fallthrough
      case 1:
        if _slowPath(values[i &+ 1] <= p) { i &+= 1 }
      default:
        break
      }
      return i
    }
  }
}
