import Foundation

/// A two-dimensional path of lines and Bézier curves.
///
/// Mirrors `CGPath` / `CGMutablePath`, for keyframe animations that move a layer along a path
/// (<doc:Rules#K1>, P1–P7). A value: build it with the mutating methods, then hand it to a
/// ``KeyframeAnimation``.
///
///     var path = Path()
///     path.move(to: Point(x: 74, y: 74))
///     path.addCurve(to: Point(x: 320, y: 74), control1: Point(x: 74, y: 500),
///                   control2: Point(x: 320, y: 500))
///     path.segments.count      // 1
///     path.length              // the arc length
///
/// Or from SVG path data: `try Path(svgPathData: "M 0 0 L 100 0 Z")` (P7).
///
/// Every element but a move ends a segment (P1); the segments are what keyframe animations step
/// through. Lines and quadratic curves are stored as they were given, and measured as the
/// equivalent cubics (same parameterisation).
public struct Path: Hashable, Sendable {
  /// One element of a path, like `CGPathElement`.
  public enum Element: Hashable, Sendable {
    /// Starts a new subpath at a point (`move(to:)`).
    case move(to: Point)
    /// A straight line to a point (`addLine(to:)`).
    case line(to: Point)
    /// A quadratic Bézier curve (`addQuadCurve(to:control:)`).
    case quadCurve(to: Point, control: Point)
    /// A cubic Bézier curve (`addCurve(to:control1:control2:)`).
    case curve(to: Point, control1: Point, control2: Point)
    /// Closes the subpath with a line back to its start (`closeSubpath()`).
    case closeSubpath
  }

  /// The elements in the order they were added.
  public private(set) var elements: [Element]
  /// The end of the last element, and the start of the last subpath: kept as elements are
  /// added, so that adding one costs O(1) rather than a walk over the path.
  private var end: Point?
  private var subpathStart: Point?

  /// Creates an empty path, like `CGMutablePath()`.
  public init() { elements = [] }

  /// Creates a path from elements.
  ///
  /// - Complexity: O(n) in the number of elements.
  public init(elements: [Element]) {
    self.elements = []
    self.elements.reserveCapacity(elements.count)
    for element in elements { append(element) }
  }

  /// Appends `element`, keeping the current point.
  private mutating func append(_ element: Element) {
    elements.append(element)
    switch element {
    case .move(let p):
      end = p
      subpathStart = p
    case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): end = p
    case .closeSubpath: end = subpathStart
    }
  }
}

// MARK: - Building

extension Path {
  /// The end of the last element, like `currentPoint`; `nil` for an empty path.
  ///
  /// - Complexity: O(1).
  public var currentPoint: Point? { end }

  /// Starts a new subpath at `point` (`move(to:)`).
  public mutating func move(to point: Point) { append(.move(to: point)) }

  /// Adds a line from the current point to `point` (`addLine(to:)`).
  ///
  /// A path with no current point has nowhere to draw from (`CGPath` reports an error there);
  /// LayerKit starts the path at `point` instead, as a move. The same holds for curves.
  public mutating func addLine(to point: Point) {
    append(currentPoint == nil ? .move(to: point) : .line(to: point))
  }

  /// Adds a quadratic Bézier curve (`addQuadCurve(to:control:)`); on an empty path, a move to
  /// `point`.
  public mutating func addQuadCurve(to point: Point, control: Point) {
    append(
      currentPoint == nil ? .move(to: point) : .quadCurve(to: point, control: control))
  }

  /// Adds a cubic Bézier curve (`addCurve(to:control1:control2:)`); on an empty path, a move to
  /// `point`.
  public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
    append(
      currentPoint == nil
        ? .move(to: point) : .curve(to: point, control1: control1, control2: control2))
  }

  /// Closes the current subpath (`closeSubpath()`).
  public mutating func closeSubpath() {
    if !elements.isEmpty { append(.closeSubpath) }
  }

  /// Adds a rectangle as its own closed subpath (`addRect(_:)`, <doc:Rules#P3>): from (minX, minY)
  /// through (maxX, minY), (maxX, maxY), (minX, maxY) and back: clockwise on a y-down screen,
  /// starting at the top-left. Four segments.
  public mutating func addRect(_ rect: Rect) {
    move(to: Point(x: rect.minX, y: rect.minY))
    append(.line(to: Point(x: rect.maxX, y: rect.minY)))
    append(.line(to: Point(x: rect.maxX, y: rect.maxY)))
    append(.line(to: Point(x: rect.minX, y: rect.maxY)))
    closeSubpath()
  }

  /// Adds an ellipse inscribed in `rect` as its own closed subpath (`addEllipse(in:)`,
  /// <doc:Rules#P4>): it starts at (maxX, midY) and runs through (midX, maxY), (minX, midY),
  /// (midX, minY) and back, clockwise on a y-down screen, as four cubic quarter-arcs.
  public mutating func addEllipse(in rect: Rect) {
    let rx = (rect.maxX - rect.minX) / 2
    let ry = (rect.maxY - rect.minY) / 2
    let cx = (rect.minX + rect.maxX) / 2
    let cy = (rect.minY + rect.maxY) / 2
    // The control distance of a quarter circle: 4/3 · tan(π/8).
    let k = 4.0 / 3.0 * tan(Double.pi / 8)
    move(to: Point(x: cx + rx, y: cy))
    append(
      .curve(
        to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry),
        control2: Point(x: cx + k * rx, y: cy + ry)))
    append(
      .curve(
        to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry),
        control2: Point(x: cx - rx, y: cy + k * ry)))
    append(
      .curve(
        to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry),
        control2: Point(x: cx - k * rx, y: cy - ry)))
    append(
      .curve(
        to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry),
        control2: Point(x: cx + rx, y: cy - k * ry)))
    closeSubpath()
  }

  /// Adds a circular arc (`addArc(center:radius:startAngle:endAngle:clockwise:)`, <doc:Rules#P5>).
  ///
  /// Angles are in radians from +x towards +y. `clockwise: true` sweeps towards decreasing
  /// angles, as `CGPath` does (which looks counter-clockwise on a y-down screen). The arc sweeps
  /// from `startAngle` in the given direction until it reaches `endAngle`, at most one full
  /// turn: when the angles differ by a non-zero multiple of 2π it is the full circle in the
  /// given direction, whichever the direction (so `0 … 2π` draws a circle with either
  /// `clockwise` value), and only equal angles give an empty arc. If the path has a current
  /// point, a line joins it to the arc's start. The arc becomes cubic segments of at most 90°
  /// each.
  ///
  ///     startAngle 0, endAngle 2π, clockwise false:  sweep +2π  (a circle)
  ///     startAngle 0, endAngle 2π, clockwise true:   sweep −2π  (a circle, the other way)
  ///     startAngle 0, endAngle π/2, clockwise true:  sweep −3π/2
  public mutating func addArc(
    center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    let twoPi = 2 * Double.pi
    // The sweep in the direction of travel; against it, the way round to the same angle.
    var sweep = clockwise ? startAngle - endAngle : endAngle - startAngle
    if sweep < 0 {
      // A whole number of turns against the direction leaves remainder (−)0: a full circle.
      sweep = sweep.truncatingRemainder(dividingBy: twoPi) + twoPi
    }
    sweep = min(sweep, twoPi)
    addRelativeArc(
      center: center, radius: radius, startAngle: startAngle, delta: clockwise ? -sweep : sweep)
  }

  /// The most whole turns one arc sweeps (<doc:Rules#P5>, V6): an arc given a longer `delta` keeps
  /// this many turns plus the rest of its sweep, so it ends where the whole sweep would end and
  /// the path holds at most 260 segments for it. (Each turn beyond retraces the same
  /// circle; only a paced animation's timing would notice.)
  public static let maximumArcTurns = 64

  /// Adds a circular arc that sweeps `delta` radians from `startAngle`
  /// (`addRelativeArc(center:radius:startAngle:delta:)`, <doc:Rules#P5>). Positive `delta` turns
  /// towards increasing angles; a sweep of more than ``maximumArcTurns`` turns is shortened by
  /// whole turns to that many.
  ///
  /// - Complexity: O(k) for a sweep of k quarter turns, at most 4 · (``maximumArcTurns`` + 1).
  public mutating func addRelativeArc(
    center: Point, radius: Double, startAngle: Double, delta: Double
  ) {
    addEllipticalArc(
      center: center, radii: Size(width: radius, height: radius), rotation: 0,
      startAngle: startAngle, delta: delta)
  }

  /// Adds an arc of an ellipse with the given radii, rotated by `rotation`, from parameter angle
  /// `startAngle` sweeping `delta`: a line from the current point to the start, then cubic
  /// segments of at most 90° each.
  ///
  /// With `exactEnd`, the arc is known to run from the current point to `exactEnd` (an SVG arc):
  /// no joining line is added and the last segment ends exactly there, free of rounding.
  mutating func addEllipticalArc(
    center: Point, radii: Size, rotation: Double, startAngle: Double, delta: Double,
    exactEnd: Point? = nil
  ) {
    let (cosR, sinR) = (cos(rotation), sin(rotation))
    func point(_ angle: Double) -> Point {
      let x = radii.width * cos(angle)
      let y = radii.height * sin(angle)
      return Point(x: center.x + x * cosR - y * sinR, y: center.y + x * sinR + y * cosR)
    }
    func derivative(_ angle: Double) -> Point {
      let x = -radii.width * sin(angle)
      let y = radii.height * cos(angle)
      return Point(x: x * cosR - y * sinR, y: x * sinR + y * cosR)
    }
    let start = point(startAngle)
    if let current = currentPoint {
      if current != start && exactEnd == nil { append(.line(to: start)) }
    } else {
      move(to: start)
    }
    guard delta != 0, delta.isFinite else { return }
    // Past `maximumArcTurns` whole turns, the extra turns only retrace the ellipse: keep the
    // limit's worth and the remainder, so the arc ends where the whole sweep would.
    var delta = delta
    let limit = Double(Self.maximumArcTurns) * 2 * .pi
    if abs(delta) > limit {
      let remainder = abs(delta).truncatingRemainder(dividingBy: 2 * .pi)
      delta = delta < 0 ? -(limit + remainder) : limit + remainder
    }
    let pieces = max(1, Int((abs(delta) / (Double.pi / 2) - 1e-9).rounded(.up)))
    let step = delta / Double(pieces)
    // A cubic matches an arc of angle θ with handles of length 4/3 · tan(θ/4) (in parameter
    // units, along the derivative).
    let k = 4.0 / 3.0 * tan(step / 4)
    var angle = startAngle
    for piece in 0..<pieces {
      let next = angle + step
      let p0 = piece == 0 && exactEnd != nil ? (currentPoint ?? start) : point(angle)
      let p1 = piece == pieces - 1 ? (exactEnd ?? point(next)) : point(next)
      let d0 = derivative(angle)
      let d1 = derivative(next)
      append(
        .curve(
          to: p1, control1: Point(x: p0.x + k * d0.x, y: p0.y + k * d0.y),
          control2: Point(x: p1.x - k * d1.x, y: p1.y - k * d1.y)))
      angle = next
    }
  }
}

// MARK: - Checking

extension Path {
  /// Checks that every coordinate is finite, throwing a ``ValidationError`` located at the
  /// element (`elements[2]`).
  public func validate() throws {
    for (index, element) in elements.enumerated() {
      let points: [Point]
      switch element {
      case .move(let p), .line(let p): points = [p]
      case .quadCurve(let p, let c): points = [p, c]
      case .curve(let p, let c1, let c2): points = [p, c1, c2]
      case .closeSubpath: points = []
      }
      for p in points where !(p.x.isFinite && p.y.isFinite) {
        throw ValidationError(field: "elements[\(index)]", reason: "coordinates must be finite")
      }
    }
  }
}
