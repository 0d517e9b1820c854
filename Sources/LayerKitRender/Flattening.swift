import Foundation
import LayerKit

/// A path as polylines: each subpath's points in order and whether it is closed.
struct Polyline {
  var points: [Point]
  var closed: Bool
}

extension Path {
  /// The path's subpaths flattened so that no chord strays more than `tolerance` (in the
  /// path's units) from its curve: a quadratic or cubic Bézier is cut into n equal steps of its
  /// parameter, n from the control polygon's second differences (the classic bound
  /// `√(‖Δ²‖ · 3/(4·tolerance))`, with a cubic's larger second difference).
  func polylines(tolerance: Double) -> [Polyline] {
    var result: [Polyline] = []
    var current: [Point] = []
    var start = Point.zero
    var last = Point.zero
    func flush(closed: Bool) {
      if !current.isEmpty { result.append(Polyline(points: current, closed: closed)) }
      current = []
    }
    func steps(_ dd: Double) -> Int {
      guard dd.isFinite, tolerance > 0 else { return 1 }
      // Clamped while still a Double: a curve of far-off points asks for more than an Int holds.
      let n = (dd * 0.75 / tolerance).squareRoot().rounded(.up)
      return n.isFinite ? Int(min(max(n, 1), 1024)) : 1024
    }
    for element in elements {
      switch element {
      case .move(let p):
        flush(closed: false)
        current = [p]
        start = p
        last = p
      case .line(let p):
        if current.isEmpty { current = [last] }
        current.append(p)
        last = p
      case .quadCurve(let p, let c):
        if current.isEmpty { current = [last] }
        let dd = Self.length(last.x - 2 * c.x + p.x, last.y - 2 * c.y + p.y)
        let n = steps(dd)
        for i in 1...n {
          let t = Double(i) / Double(n)
          let u = 1 - t
          current.append(
            Point(
              x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
              y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
        }
        last = p
      case .curve(let p, let c1, let c2):
        if current.isEmpty { current = [last] }
        let dd =
          max(
            Self.length(last.x - 2 * c1.x + c2.x, last.y - 2 * c1.y + c2.y),
            Self.length(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y)) * 3
        let n = steps(dd)
        for i in 1...n {
          let t = Double(i) / Double(n)
          let u = 1 - t
          let (b0, b1, b2, b3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          current.append(
            Point(
              x: b0 * last.x + b1 * c1.x + b2 * c2.x + b3 * p.x,
              y: b0 * last.y + b1 * c1.y + b2 * c2.y + b3 * p.y))
        }
        last = p
      case .closeSubpath:
        if !current.isEmpty {
          flush(closed: true)
        }
        last = start
      }
    }
    flush(closed: false)
    return result
  }

  static func length(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
}

/// Simple shapes as polygons, in a layer's coordinates.
enum Shapes {
  /// How far, in device pixels, a flattened curve may stray from the curve: 1/20 of a pixel,
  /// so that an edge pixel's coverage is off by at most 5 %.
  static let flatness = 0.05

  /// The number of chords for an arc of `radius` device pixels spanning `angle` radians, so
  /// that no chord strays more than ``flatness`` from the arc.
  static func chords(radius: Double, angle: Double) -> Int {
    guard radius > 0.01, radius.isFinite else { return 1 }
    let step = 2 * (1 - flatness / max(radius, flatness)).clampedAcos
    return min(max(Int((abs(angle) / max(step, 1e-3)).rounded(.up)), 1), 1024)
  }

  /// A corner radius as drawn (R3): 0 when not a number or negative, at most half the
  /// shorter side of `r`.
  static func clampedRadius(_ radius: Double, _ r: Rect) -> Double {
    let limit = min(r.size.width, r.size.height) / 2
    return min(max(radius.isFinite ? radius : 0, 0), max(limit, 0))
  }

  /// The four corners of `r`, clockwise on screen from its least x and y.
  static func corners(of r: Rect) -> [Point] {
    [
      Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY),
      Point(x: r.minX, y: r.maxY),
    ]
  }

  /// The radius to put an arc's vertices at so that its chords straddle the arc: half the
  /// sagitta outside, so that the polygon's area matches the arc's (the chords' midpoints
  /// fall inside by as much as the vertices stand outside).
  static func vertexRadius(_ radius: Double, chords: Int, angle: Double) -> Double {
    let half = abs(angle) / Double(max(chords, 1)) / 2
    return radius * (1 + (1 - cos(half)) / 2)
  }

  /// A rectangle with circular corners of radius `radius` (clamped to half the shorter side,
  /// R3) at the corners `corners` names (``LayerProperties/maskedCorners``; the others square),
  /// as one loop clockwise on screen (y down). `deviceScale` sets how finely arcs are cut.
  static func roundedRect(
    _ r: Rect, radius: Double, corners: CornerMask = .all, deviceScale: Double
  ) -> [Point] {
    let x0 = r.minX
    let y0 = r.minY
    let x1 = r.maxX
    let y1 = r.maxY
    let radius = clampedRadius(radius, r)
    guard radius > 0, !corners.isDisjoint(with: .all) else { return Self.corners(of: r) }
    let n = chords(radius: radius * deviceScale, angle: .pi / 2)
    let r = vertexRadius(radius, chords: n, angle: .pi / 2)
    var points: [Point] = []
    // Top right, bottom right, bottom left, top left: a quarter arc about its centre where the
    // mask rounds the corner, else the corner itself.
    let all: [(mask: CornerMask, corner: Point, cx: Double, cy: Double, from: Double)] = [
      (.maxXMinY, Point(x: x1, y: y0), x1 - radius, y0 + radius, -.pi / 2),
      (.maxXMaxY, Point(x: x1, y: y1), x1 - radius, y1 - radius, 0),
      (.minXMaxY, Point(x: x0, y: y1), x0 + radius, y1 - radius, .pi / 2),
      (.minXMinY, Point(x: x0, y: y0), x0 + radius, y0 + radius, .pi),
    ]
    for c in all {
      guard corners.contains(c.mask) else {
        points.append(c.corner)
        continue
      }
      for i in 0...n {
        let a = c.from + Double(i) / Double(n) * (.pi / 2)
        // The arc's ends stay on the straight sides; the vertices between straddle the arc.
        let reach = i == 0 || i == n ? radius : r
        points.append(Point(x: c.cx + reach * cos(a), y: c.cy + reach * sin(a)))
      }
    }
    return points
  }

  /// A disc of `radius` about `c`, its vertices straddling the circle (``vertexRadius``).
  static func disc(_ c: Point, radius: Double, deviceScale: Double) -> [Point] {
    let n = max(chords(radius: radius * deviceScale, angle: 2 * .pi), 8)
    let r = vertexRadius(radius, chords: n, angle: 2 * .pi)
    return (0..<n).map { i in
      let a = Double(i) / Double(n) * 2 * .pi
      return Point(x: c.x + r * cos(a), y: c.y + r * sin(a))
    }
  }

  /// The signed area of a loop (positive when its points turn as x towards y).
  static func signedArea(_ p: [Point]) -> Double {
    var s = 0.0
    for i in p.indices {
      let a = p[i]
      let b = p[(i + 1) % p.count]
      s += a.x * b.y - b.x * a.y
    }
    return s / 2
  }

  /// `p` turned, if need be, to positive area: pieces of a stroke all wind the same way, so
  /// that their union under the non-zero rule is their sum.
  static func positive(_ p: [Point]) -> [Point] { signedArea(p) < 0 ? p.reversed() : p }
}

extension Double {
  /// `acos` of the value clamped to [−1, 1].
  var clampedAcos: Double { acos(Swift.min(Swift.max(self, -1), 1)) }
}
