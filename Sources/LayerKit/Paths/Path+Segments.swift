import Foundation

extension Path {
  /// One piece of a path between two keyframes, as a cubic Bézier curve (<doc:Rules#P1>, P2).
  ///
  /// Lines and quadratic curves are raised to cubics with the same parameterisation, so the
  /// point at a fraction is the point the original element has there.
  public struct Segment: Hashable, Sendable {
    /// Where the segment starts.
    public var start: Point
    /// The first and the second control point.
    public var control1, control2: Point
    /// Where the segment ends.
    public var end: Point

    /// Creates a cubic segment.
    public init(start: Point, control1: Point, control2: Point, end: Point) {
      (self.start, self.control1, self.control2, self.end) = (start, control1, control2, end)
    }

    /// A straight segment: controls at one and two thirds, so the parameter is proportional to
    /// the distance travelled.
    public init(line start: Point, to end: Point) {
      self.init(
        start: start, control1: start.interpolated(to: end, fraction: 1.0 / 3),
        control2: start.interpolated(to: end, fraction: 2.0 / 3), end: end)
    }

    /// The exact cubic form of a quadratic segment (degree elevation).
    public init(quad start: Point, control: Point, to end: Point) {
      self.init(
        start: start, control1: start.interpolated(to: control, fraction: 2.0 / 3),
        control2: end.interpolated(to: control, fraction: 2.0 / 3), end: end)
    }

    /// The point at Bézier parameter `t` (<doc:Rules#P2>); exact at 0 and 1.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    public func point(at t: Double) -> Point {
      if t == 0 { return start }
      if t == 1 { return end }
      let r = 1 - t
      let a = r * r * r
      let b = 3 * r * r * t
      let c = 3 * r * t * t
      let d = t * t * t
      let x = a * start.x + b * control1.x + c * control2.x + d * end.x
      let y = a * start.y + b * control1.y + c * control2.y + d * end.y
      if x.isFinite && y.isFinite { return Point(x: x, y: y) }
      return carefulPoint(at: t)
    }

    /// Whether the segment is a straight line as ``init(line:to:)`` makes it (controls at one
    /// and two thirds).
    var isStraight: Bool {
      control1 == start.interpolated(to: end, fraction: 1.0 / 3)
        && control2 == start.interpolated(to: end, fraction: 2.0 / 3)
    }

    /// ``point(at:)``, for a straight segment as `(1 − t)·start + t·end`: the same point, but
    /// symmetric and exact at the ends, where the cubic form rounds its controls (V1, V6).
    @inline(__always)
    func point(at t: Double, straight: Bool) -> Point {
      guard straight else { return point(at: t) }
      return Point(
        x: Double.saturatingLerp(start.x, end.x, t), y: Double.saturatingLerp(start.y, end.y, t))
    }

    /// ``point(at:)`` where the plain sum overflows (coordinates near the range's ends, or `t`
    /// far outside [0, 1]): on the control points scaled down by a power of two, scaled back
    /// up, saturating (<doc:Rules#V6>).
    @inline(never)
    private func carefulPoint(at t: Double) -> Point {
      let points = [start, control1, control2, end]
      let largest = points.reduce(0.0) { max($0, abs($1.x), abs($1.y)) }
      guard largest.isFinite, t.isFinite else { return Point(x: .nan, y: .nan) }
      let exponent = Int(largest.exponent) + 1
      let down = Double(sign: .plus, exponent: -exponent, significand: 1)
      let r = 1 - t
      let weights = [r * r * r, 3 * r * r * t, 3 * r * t * t, t * t * t].map(\.saturated)
      var (x, y) = (0.0, 0.0)
      for (w, p) in zip(weights, points) {
        // Each term is at most |w|; the sum of four is finite for |t| below about 2^255.
        x += (w * (p.x * down) * 0.25).saturated
        y += (w * (p.y * down) * 0.25).saturated
      }
      return Point(
        x: Double.saturatingScale(x.saturated, exponent + 2),
        y: Double.saturatingScale(y.saturated, exponent + 2))
    }

    /// The derivative `dB/dt` at parameter `t`.
    @inline(__always)
    public func derivative(at t: Double) -> Point {
      let r = 1 - t
      let a = 3 * r * r
      let b = 6 * r * t
      let c = 3 * t * t
      return Point(
        x: a * (control1.x - start.x) + b * (control2.x - control1.x) + c * (end.x - control2.x),
        y: a * (control1.y - start.y) + b * (control2.y - control1.y) + c * (end.y - control2.y))
    }

    /// The speed `|dB/dt|` at parameter `t`.
    @inline(__always)
    func speed(at t: Double) -> Double {
      let d = derivative(at: t)
      return (d.x * d.x + d.y * d.y).squareRoot()
    }

    /// The speed `|dB/dt|` at parameter `t` and its rate of change `d|dB/dt|/dt`, which is
    /// NaN where the speed vanishes.
    @inline(__always)
    func speedAndRate(at t: Double) -> (speed: Double, rate: Double) {
      let d = derivative(at: t)
      let r = 1 - t
      // dB/dt's derivative: 6(1 − t)(c2 − 2c1 + s) + 6t(e − 2c2 + c1).
      let ax =
        6
        * (r * (control2.x - 2 * control1.x + start.x) + t * (end.x - 2 * control2.x + control1.x))
      let ay =
        6
        * (r * (control2.y - 2 * control1.y + start.y) + t * (end.y - 2 * control2.y + control1.y))
      let speed = (d.x * d.x + d.y * d.y).squareRoot()
      return (speed, speed > 0 ? (d.x * ax + d.y * ay) / speed : .nan)
    }

    /// The direction of travel at parameter `t`, as an angle in radians from +x towards +y
    /// (<doc:Rules#K9>).
    ///
    /// Where the derivative vanishes (a control point on an end point), the direction is the
    /// limit from the curve's next non-zero derivative, and for a segment of no length the
    /// direction from start to end (0 when they coincide).
    public func tangentAngle(at t: Double) -> Double {
      let d = derivative(at: t)
      if d.x * d.x + d.y * d.y > 1e-24 { return atan2(d.y, d.x) }
      // Second derivative: 6(1 − t)(c2 − 2c1 + s) + 6t(e − 2c2 + c1).
      let r = 1 - t
      let sx =
        r * (control2.x - 2 * control1.x + start.x) + t * (end.x - 2 * control2.x + control1.x)
      let sy =
        r * (control2.y - 2 * control1.y + start.y) + t * (end.y - 2 * control2.y + control1.y)
      // Approaching t from inside [0, 1], the direction is ± the second derivative.
      let sign: Double = t < 0.5 ? 1 : -1
      if sx * sx + sy * sy > 1e-24 { return atan2(sign * sy, sign * sx) }
      return atan2(end.y - start.y, end.x - start.x)
    }

    /// The arc length between parameters `a` and `b` (adaptive Gauss–Legendre quadrature; the
    /// relative error is below 1e-12 for any segment without a cusp, and below 1e-9 with one).
    public func length(from a: Double = 0, to b: Double = 1) -> Double {
      adaptiveArcLength(a, b) { speed(at: $0) }
    }

    /// The length of the segment.
    public var length: Double { length(from: 0, to: 1) }

    /// The tightest box around the segment's points, from its end points and the extrema of the
    /// curve (roots of the derivative).
    var bounds: (min: Point, max: Point) {
      var lo = Point(x: min(start.x, end.x), y: min(start.y, end.y))
      var hi = Point(x: max(start.x, end.x), y: max(start.y, end.y))
      for t in extremaParameters(start.x, control1.x, control2.x, end.x)
        + extremaParameters(start.y, control1.y, control2.y, end.y)
      {
        let p = point(at: t)
        lo = Point(x: min(lo.x, p.x), y: min(lo.y, p.y))
        hi = Point(x: max(hi.x, p.x), y: max(hi.y, p.y))
      }
      return (lo, hi)
    }
  }

  /// The segments of the path (<doc:Rules#P1>): one per line or curve, and one for each close
  /// whose subpath does not already end at its start. A path without segments has none.
  ///
  /// - Complexity: O(n) in the number of elements.
  public var segments: [Segment] {
    var result: [Segment] = []
    var current: Point?
    var subpathStart: Point?
    for element in elements {
      switch element {
      case .move(let p):
        current = p
        subpathStart = p
      case .line(let p):
        if let from = current { result.append(Segment(line: from, to: p)) }
        current = p
      case .quadCurve(let p, let c):
        if let from = current { result.append(Segment(quad: from, control: c, to: p)) }
        current = p
      case .curve(let p, let c1, let c2):
        if let from = current {
          result.append(Segment(start: from, control1: c1, control2: c2, end: p))
        }
        current = p
      case .closeSubpath:
        if let from = current, let to = subpathStart, from != to {
          result.append(Segment(line: from, to: to))
        }
        current = subpathStart
      }
    }
    return result
  }

  /// The keyframe values of the path (<doc:Rules#P1>): its first point followed by the end of
  /// every segment. Empty for an empty path.
  public var keyframePoints: [Point] {
    let segments = segments
    guard let first = segments.first?.start ?? elements.first.flatMap(Self.point(of:)) else {
      return []
    }
    return [first] + segments.map(\.end)
  }

  private static func point(of element: Element) -> Point? {
    switch element {
    case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
    case .closeSubpath: nil
    }
  }

  /// The total arc length of the segments.
  public var length: Double { segments.reduce(0) { $0 + $1.length } }

  /// The smallest rectangle that holds every point of the path (`boundingBoxOfPath`); ``Rect/zero``
  /// for an empty path.
  public var boundingBox: Rect {
    var points = elements.compactMap(Self.point(of:))
    for segment in segments {
      let box = segment.bounds
      points += [box.min, box.max]
    }
    return Self.box(around: points)
  }

  /// The smallest rectangle that holds every point of the elements, control points included
  /// (`CGPath.boundingBox`): it holds ``boundingBox``, since a Bézier curve stays inside the hull
  /// of its control points. ``Rect/zero`` for an empty path.
  public var controlPointBox: Rect {
    Self.box(
      around: elements.flatMap { element -> [Point] in
        switch element {
        case .move(let p), .line(let p): [p]
        case .quadCurve(let p, let c): [p, c]
        case .curve(let p, let c1, let c2): [p, c1, c2]
        case .closeSubpath: []
        }
      })
  }

  /// The smallest rectangle around `points`; ``Rect/zero`` for none.
  private static func box(around points: [Point]) -> Rect {
    guard let first = points.first else { return .zero }
    var lo = first
    var hi = first
    for p in points {
      lo = Point(x: min(lo.x, p.x), y: min(lo.y, p.y))
      hi = Point(x: max(hi.x, p.x), y: max(hi.y, p.y))
    }
    return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
  }
}

/// The parameters in (0, 1) where a cubic Bézier coordinate with control values p0…p3 has a
/// zero derivative.
private func extremaParameters(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
  // B′(t)/3 = a t² + b t + c.
  let a = -p0 + 3 * p1 - 3 * p2 + p3
  let b = 2 * (p0 - 2 * p1 + p2)
  let c = p1 - p0
  var roots: [Double] = []
  if abs(a) < 1e-12 {
    if b != 0 { roots.append(-c / b) }
  } else {
    let discriminant = b * b - 4 * a * c
    if discriminant >= 0 {
      let root = discriminant.squareRoot()
      roots += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
    }
  }
  return roots.filter { $0 > 0 && $0 < 1 }
}
