import Foundation

/// Everything about a keyframe animation that does not depend on time: the keyframes, the
/// keyTimes in force, paced stops, spline tangents and arc-length tables (SEMANTICS K3, K6–K8,
/// P1, P6). Built once, when the animation is added to a layer; a class, so that handing it to
/// the evaluator costs one reference, not a copy of its arrays.
final class KeyframeGeometry: Sendable {
  /// How the animation is evaluated, after every fallback has been decided.
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
  /// The keyframe values: `values`, or the path's keyframe points (P1).
  let frames: [AnimatableValue]
  /// The path's segments, for path animations.
  let segments: [Path.Segment]
  /// The fraction of the cycle at which each keyframe is reached; `nil` for even spacing.
  let times: [Double]?
  /// Kochanek–Bartels tangents leaving and arriving at each keyframe (cubic modes).
  let outgoing: [AnimatableValue]
  let incoming: [AnimatableValue]
  /// Arc length along the path (pathPaced) or along the spline in value space (cubicPaced).
  let table: ArcLengthTable?
  /// The keyframes as plain numbers when every one is a number: the evaluator's fast path.
  let numbers: [Double]?

  init(_ animation: KeyframeAnimation) {
    let values = animation.path == nil ? animation.values : []
    let numbers = values.compactMap(\.number)
    self.numbers = numbers.count == values.count && !values.isEmpty ? numbers : nil
    let mode = animation.calculationMode
    if let path = animation.path {
      let segments = path.segments
      self.segments = segments
      frames = path.keyframePoints.map(AnimatableValue.point)
      outgoing = []
      incoming = []
      switch mode {
      case .discrete:
        method = .discrete
        times = animation.validKeyTimes(count: frames.count)
        table = nil
      case .linear, .cubic:
        method = .pathTimed
        times = animation.validKeyTimes(count: frames.count)
        table = nil
      case .paced, .cubicPaced:
        let table = ArcLengthTable(PathCurve(segments: segments))
        // A path of no length has no pace: time is divided evenly between its segments.
        method = table.totalLength > 0 ? .pathPaced : .pathTimed
        times = nil
        self.table = table
      }
      return
    }
    let frames = values
    self.frames = frames
    segments = []
    let isVector = frames.allSatisfy(\.isVector) && frames.count > 1
    switch mode {
    case .discrete:
      method = .discrete
      times = animation.validKeyTimes(count: frames.count)
      outgoing = []
      incoming = []
      table = nil
    case .linear:
      method = .linear
      times = animation.validKeyTimes(count: frames.count)
      outgoing = []
      incoming = []
      table = nil
    case .paced:
      method = .linear
      times = Self.pacedStops(frames)
      outgoing = []
      incoming = []
      table = nil
    case .cubic, .cubicPaced:
      guard isVector else {
        // Transforms and booleans have no spline: they interpolate linearly (K7, [C]).
        method = .linear
        times = mode == .cubic ? animation.validKeyTimes(count: frames.count) : nil
        outgoing = []
        incoming = []
        table = nil
        return
      }
      (outgoing, incoming) = Self.tangents(frames, animation)
      if mode == .cubic {
        method = .cubic
        times = animation.validKeyTimes(count: frames.count)
        table = nil
      } else {
        let table = ArcLengthTable(
          SplineCurve(frames: frames, outgoing: outgoing, incoming: incoming))
        method = table.totalLength > 0 ? .cubicPaced : .cubic
        times = nil
        self.table = table
      }
    }
  }

  /// The fraction of the cycle at which a paced animation reaches each keyframe: cumulative
  /// distance over total distance (K6). `nil` (even spacing) when the values have no distance
  /// (transforms, booleans) or no total length.
  static func pacedStops(_ frames: [AnimatableValue]) -> [Double]? {
    guard frames.count > 1 else { return nil }
    var cumulative = [0.0]
    for i in 1..<frames.count {
      guard let d = frames[i - 1].distance(to: frames[i]) else { return nil }
      cumulative.append(cumulative[i - 1] + d)
    }
    guard let total = cumulative.last, total > 0 else { return nil }
    var stops = cumulative.map { $0 / total }
    stops[stops.count - 1] = 1
    return stops
  }

  /// Kochanek–Bartels tangents (K7). With tension T, continuity C and bias B at keyframe i, and
  /// a = Pᵢ − Pᵢ₋₁, b = Pᵢ₊₁ − Pᵢ (the end keyframes duplicate themselves as the missing
  /// neighbour):
  ///
  ///     leaving  i: (1−T)(1+B)(1+C)/2 · a + (1−T)(1−B)(1−C)/2 · b
  ///     arriving i: (1−T)(1+B)(1−C)/2 · a + (1−T)(1−B)(1+C)/2 · b
  ///
  /// All zero gives Catmull–Rom, (Pᵢ₊₁ − Pᵢ₋₁)/2.
  static func tangents(
    _ frames: [AnimatableValue], _ animation: KeyframeAnimation
  ) -> ([AnimatableValue], [AnimatableValue]) {
    func parameter(_ list: [Double]?, _ i: Int) -> Double {
      guard let list, i < list.count else { return 0 }
      return list[i]
    }
    var outgoing: [AnimatableValue] = []
    var incoming: [AnimatableValue] = []
    let n = frames.count
    for i in 0..<n {
      let previous = frames[max(i - 1, 0)]
      let next = frames[min(i + 1, n - 1)]
      let a = frames[i].subtracting(previous)
      let b = next.subtracting(frames[i])
      let t = parameter(animation.tensionValues, i)
      let c = parameter(animation.continuityValues, i)
      let s = parameter(animation.biasValues, i)
      outgoing.append(
        a.scaled(by: (1 - t) * (1 + s) * (1 + c) / 2).adding(
          b.scaled(by: (1 - t) * (1 - s) * (1 - c) / 2)))
      incoming.append(
        a.scaled(by: (1 - t) * (1 + s) * (1 - c) / 2).adding(
          b.scaled(by: (1 - t) * (1 - s) * (1 + c) / 2)))
    }
    return (outgoing, incoming)
  }
}

/// The Kochanek–Bartels spline of a keyframe animation as a curve in value space: segment i is
/// the cubic Hermite curve from Pᵢ to Pᵢ₊₁ with the tangents leaving Pᵢ and arriving at Pᵢ₊₁.
struct SplineCurve: SegmentedCurve {
  let frames: [AnimatableValue]
  let outgoing: [AnimatableValue]
  let incoming: [AnimatableValue]

  var segmentCount: Int { frames.count - 1 }

  /// The spline's value on segment `i` at parameter `f`; exact at 0 and 1. Outside `[0, 1]`
  /// (an overshooting timing function) it continues in a straight line along the end's tangent,
  /// as K4 asks of every mode.
  func value(segment i: Int, at f: Double) -> AnimatableValue {
    if f == 0 { return frames[i] }
    if f == 1 { return frames[i + 1] }
    if f < 0 { return frames[i].adding(outgoing[i].scaled(by: f)) }
    if f > 1 { return frames[i + 1].adding(incoming[i + 1].scaled(by: f - 1)) }
    let f2 = f * f
    let f3 = f2 * f
    return frames[i].scaled(by: 2 * f3 - 3 * f2 + 1)
      .adding(outgoing[i].scaled(by: f3 - 2 * f2 + f))
      .adding(frames[i + 1].scaled(by: -2 * f3 + 3 * f2))
      .adding(incoming[i + 1].scaled(by: f3 - f2))
  }

  func speed(segment i: Int, at f: Double) -> Double {
    let f2 = f * f
    let derivative = frames[i].scaled(by: 6 * f2 - 6 * f)
      .adding(outgoing[i].scaled(by: 3 * f2 - 4 * f + 1))
      .adding(frames[i + 1].scaled(by: -6 * f2 + 6 * f))
      .adding(incoming[i + 1].scaled(by: 3 * f2 - 2 * f))
    return derivative.magnitudeSquared.squareRoot()
  }
}

// MARK: - keyTimes (K3)

extension KeyframeAnimation {
  /// The number of keyframes: the path's points (P1), or ``values``.
  var frameCount: Int { path?.keyframePoints.count ?? values.count }

  /// Why ``keyTimes`` are ignored, as Core Animation ignores them (SEMANTICS K3), or `nil` when
  /// they are used (or absent, or the mode is paced, which ignores them anyway).
  ///
  /// keyTimes are valid when there are as many as keyframes (discrete: one more, or as many),
  /// each is in `[0, 1]`, they never decrease, the first is 0 and, for the linear and cubic
  /// modes, the last is 1.
  public var keyTimesIssue: String? {
    keyTimesProblem.map { problem in
      (problem.index.map { "keyTimes[\($0)]: " } ?? "") + problem.reason
        + "; the keyTimes are ignored and the keyframes spaced evenly"
    }
  }

  /// The first reason the keyTimes are invalid (K3), with the index of the offending keyTime
  /// where there is one.
  var keyTimesProblem: (index: Int?, reason: String)? {
    guard let keyTimes, calculationMode != .paced, calculationMode != .cubicPaced else {
      return nil
    }
    let n = frameCount
    let discrete = calculationMode == .discrete
    if discrete ? (keyTimes.count != n + 1 && keyTimes.count != n) : keyTimes.count != n {
      let expected = discrete ? "\(n + 1) or \(n)" : "\(n)"
      return (nil, "there are \(keyTimes.count) keyTimes for \(n) keyframes (expected \(expected))")
    }
    if let bad = keyTimes.firstIndex(where: { !($0 >= 0 && $0 <= 1) }) {
      return (bad, "must be in [0, 1]")
    }
    if keyTimes.first != 0 { return (0, "the first keyTime must be 0") }
    if let bad = keyTimes.indices.dropFirst().first(where: { keyTimes[$0] < keyTimes[$0 - 1] }) {
      return (bad, "must not decrease")
    }
    if !discrete, keyTimes.last != 1 { return (keyTimes.count - 1, "the last keyTime must be 1") }
    return nil
  }

  /// ``keyTimes`` when they are valid for `count` keyframes (K3), else `nil`.
  func validKeyTimes(count: Int) -> [Double]? {
    guard let keyTimes, keyTimesIssue == nil else { return nil }
    return keyTimes
  }

  /// The geometry the layer prepared, or one built now for an animation evaluated without
  /// being added.
  var preparedGeometry: KeyframeGeometry { geometry.value ?? KeyframeGeometry(self) }

  /// A copy with its geometry prepared, as ``Layer/add(_:forKey:)`` stores it.
  func prepared() -> KeyframeAnimation {
    var copy = self
    copy.geometry = Prepared(KeyframeGeometry(self))
    return copy
  }
}
