import Foundation

/// A point of a keyframe path and, with a rotation mode, the angle the layer turns by there
/// (<doc:Rules#K9>). Repeats accumulate the point; the turn is the point's own (B3).
struct PathSample: CycleValue {
  var point: Lanes
  var angle: Double?

  /// The point and the angle as the evaluator writes them.
  var pair: (value: Lanes, angle: Double?) {
    @inline(__always) get { (point, angle) }
  }

  static func accumulating(_ value: PathSample, _ end: PathSample, _ iteration: Double)
    -> PathSample
  {
    PathSample(point: accumulate(value.point, end.point, iteration), angle: value.angle)
  }
}

/// The keyframes of a path animation (<doc:Rules#P1>, P2, P6): the path's keyframe points, its
/// segments to move along, and, when it is paced, its length, which overshoot continues along
/// (K4).
struct PathFrames: KeyframeFrames, Sendable {
  typealias Carried = PathSample

  /// The path's keyframe points (P1).
  let points: [Lanes]
  let path: PathKeyframes
  /// The path's length when the animation is paced by it (K6), else `nil`.
  let pacedLength: Double?

  var count: Int { points.count }

  /// Keyframe `i` held (K5), with the turn at its segment's start (K9).
  func keyframe(_ i: Int) -> PathSample {
    PathSample(point: points[i], angle: path.turn(atKeyframe: i))
  }

  /// The point of segment `i` at Bézier parameter `f` (P2, P6). Outside `[0, 1]` (the first or
  /// last segment, K4) a timed path continues along the end's derivative, a paced one straight
  /// along the end's tangent at the path's pace: `f` is then the fraction of even spacing the
  /// lookup gives, from which the cycle progress is recovered.
  @inline(__always)
  func value(segment i: Int, at f: Double) -> PathSample {
    if f >= 0, f <= 1 { return path.point(within: i, at: f) }
    guard let pacedLength else { return path.point(segment: i, at: f) }
    let p = (Double(i) + f) / Double(points.count - 1)
    return path.continuation(atFraction: p, length: pacedLength)
  }
}

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
  func point(segment i: Int, at f: Double) -> PathSample {
    guard f < 0 || f > 1 else { return point(within: i, at: f) }
    let direction = measured.segments[i]
    let end = f > 1 ? 1.0 : 0.0
    let base = segments[i].point(at: end)
    let d = direction.derivative(at: end)
    let dx = Double.saturatingScale(((f - end) * d.x).saturated, measured.exponent)
    let dy = Double.saturatingScale(((f - end) * d.y).saturated, measured.exponent)
    return PathSample(
      point: Lanes(Double.saturatingSum(base.x, dx), Double.saturatingSum(base.y, dy), 0, 0),
      angle: turn(direction.tangentAngle(at: end)))
  }

  /// The point of segment `i` at Bézier parameter `t` in `[0, 1]` (P2, P6), and the turn there.
  @inline(__always)
  func point(within i: Int, at t: Double) -> PathSample {
    let point = segments[i].point(at: t, straight: measured.straight[i])
    let angle = rotationMode == nil ? nil : turn(measured.segments[i].tangentAngle(at: t))
    return PathSample(point: Lanes(point.x, point.y, 0, 0), angle: angle)
  }

  /// Past either end of a paced path (fraction `p` outside `[0, 1]` of a path `length` long): a
  /// straight line along the end's tangent (K4).
  func continuation(atFraction p: Double, length: Double) -> PathSample {
    let segment = p < 0 ? segments[0] : segments[segments.count - 1]
    let angle = (p < 0 ? measured.segments[0] : measured.segments[segments.count - 1])
      .tangentAngle(at: p < 0 ? 0 : 1)
    let base = p < 0 ? segment.start : segment.end
    let distance = ((p < 0 ? p : p - 1) * length).saturated
    let x = Double.saturatingSum(base.x, (distance * cos(angle)).saturated)
    let y = Double.saturatingSum(base.y, (distance * sin(angle)).saturated)
    return PathSample(point: Lanes(x, y, 0, 0), angle: turn(angle))
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
