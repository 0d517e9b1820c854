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
  /// - Complexity: O(1) for even spacing and key times (a bucket lookup), O(log n) along a
  ///   curve.
  @inline(__always)
  func location(at p: Double, count n: Int) -> KeyframeLocation {
    switch self {
    case .held(let times):
      return .keyframe(Self.heldIndex(p, n, times))
    case .segments(let times, let functions):
      let (i, f) = Self.locate(p, n, times)
      if let functions, i < functions.count { return .segment(i, functions[i].progress(at: f)) }
      return .segment(i, f)
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

  /// The segment at `p` of `n` ≥ 2 evenly spaced keyframes without segment functions: what
  /// ``segments(_:functions:)`` finds without times or functions (K2; K4's extension outside
  /// `[0, 1]`).
  @_transparent
  static func evenLocation(_ p: Double, _ n: Int) -> KeyframeLocation {
    let (i, f) = locate(p, n, nil)
    return .segment(i, f)
  }

  /// The segment index and the fraction through it at progress `p`, with keyframe `i` at
  /// `times[i]` (or `i/(n − 1)` without times). Outside `[0, 1]` the first or last segment is
  /// extended (K4).
  @inline(__always)
  static func locate(_ p: Double, _ n: Int, _ times: KeyTimes?) -> (Int, Double) {
    let last = n - 2
    guard let times else {
      let scaled = p * Double(n - 1)
      let i = wholeIndex(scaled, atMost: last)
      return (i, scaled - Double(i))
    }
    // The key times are n (keyTimes that K3 accepted when compiled, or paced stops made from
    // the frames), and every index below lies in 0...n − 1: read unchecked (a buffer pointer's
    // subscript checks its bounds in debug builds only).
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
  static func heldIndex(_ p: Double, _ n: Int, _ times: KeyTimes?) -> Int {
    guard let times else {
      return wholeIndex(p * Double(n), atMost: n - 1)
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
  p.isNaN ? 0 : min(max(p, -1e6), 1e6)
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
    /// Checks what the unchecked reads of ``KeyframeLookup/locate(_:_:_:)`` and
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
    let bucket = min(wholeIndex(p * scale), buckets.count - 1)
    return values.withUnsafeBufferPointer { values in
      var i = buckets.withUnsafeBufferPointer { Int($0[bucket]) }
      let last = values.count - 2
      while i < last, values[i + 1] <= p { i += 1 }
      return i
    }
  }
}
