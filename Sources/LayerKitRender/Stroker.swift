import Foundation
import LayerKit

/// A stroke's outline (rule R7) as polygons whose non-zero union is the stroke: a quadrilateral
/// per segment, a join at each inner vertex (miter within the miter limit, else bevel; round),
/// a cap at each open end (butt, square, round), after the dash pattern has cut the polylines.
/// Every piece winds positively, so overlapping pieces add rather than cancel.
struct Stroker {
  var width: Double
  var cap: ShapeProperties.LineCap
  var join: ShapeProperties.LineJoin
  var miterLimit: Double
  /// Device pixels per layer unit, for how finely round joins and caps are cut.
  var deviceScale: Double

  func outline(_ lines: [Polyline]) -> [[Point]] {
    guard width > 0, width.isFinite else { return [] }
    var pieces: [[Point]] = []
    for line in lines { stroke(line, into: &pieces) }
    return pieces
  }

  private var half: Double { width / 2 }

  private func stroke(_ line: Polyline, into pieces: inout [[Point]]) {
    var points: [Point] = []
    for p in line.points where points.last.map({ $0 != p }) ?? true { points.append(p) }
    if line.closed, points.count > 1, points.first == points.last { points.removeLast() }
    guard points.count > 1 else {
      // A zero-length subpath: a round cap draws a dot, a square cap a square; butt nothing.
      if let p = points.first, !line.closed {
        switch cap {
        case .round: pieces.append(Shapes.disc(p, radius: half, deviceScale: deviceScale))
        case .square:
          pieces.append([
            Point(x: p.x - half, y: p.y - half), Point(x: p.x + half, y: p.y - half),
            Point(x: p.x + half, y: p.y + half), Point(x: p.x - half, y: p.y + half),
          ])
        case .butt: break
        }
      }
      return
    }
    let closed = line.closed && points.count > 2
    let count = closed ? points.count : points.count - 1
    for i in 0..<count {
      let a = points[i]
      let b = points[(i + 1) % points.count]
      pieces.append(quad(a, b))
    }
    // Joins.
    let vertices = closed ? Array(0..<points.count) : Array(1..<(points.count - 1))
    for i in vertices {
      let prev = points[(i - 1 + points.count) % points.count]
      let v = points[i]
      let next = points[(i + 1) % points.count]
      if let piece = joinPiece(prev, v, next) { pieces.append(contentsOf: piece) }
    }
    if !closed {
      capPiece(at: points[0], from: points[1], into: &pieces)
      capPiece(at: points[points.count - 1], from: points[points.count - 2], into: &pieces)
    }
  }

  private func unit(_ a: Point, _ b: Point) -> (x: Double, y: Double) {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let l = (dx * dx + dy * dy).squareRoot()
    return l > 0 ? (dx / l, dy / l) : (1, 0)
  }

  private func quad(_ a: Point, _ b: Point) -> [Point] {
    let d = unit(a, b)
    let n = (x: -d.y * half, y: d.x * half)
    return Shapes.positive([
      Point(x: a.x + n.x, y: a.y + n.y), Point(x: b.x + n.x, y: b.y + n.y),
      Point(x: b.x - n.x, y: b.y - n.y), Point(x: a.x - n.x, y: a.y - n.y),
    ])
  }

  private func joinPiece(_ p: Point, _ v: Point, _ q: Point) -> [[Point]]? {
    let d1 = unit(p, v)
    let d2 = unit(v, q)
    let cross = d1.x * d2.y - d1.y * d2.x
    let dot = d1.x * d2.x + d1.y * d2.y
    guard abs(cross) > 1e-12 || dot < 0 else { return nil }  // straight on: nothing to fill
    switch join {
    case .round:
      return [Shapes.disc(v, radius: half, deviceScale: deviceScale)]
    case .bevel, .miter:
      // The outer side: right of the turn for a turn towards +cross.
      let side = cross > 0 ? -1.0 : 1.0
      let o1 = Point(x: v.x - d1.y * half * side, y: v.y + d1.x * half * side)
      let o2 = Point(x: v.x - d2.y * half * side, y: v.y + d2.x * half * side)
      var pieces = [Shapes.positive([v, o1, o2])]
      if join == .miter {
        // The miter's length over the line width is 1 / sin(φ/2), φ the angle between the
        // segments: 1 / cos(β/2) for the turn β.
        let cosHalfTurn = ((1 + dot) / 2).squareRoot()
        if cosHalfTurn > 1e-9, 1 / cosHalfTurn <= miterLimit {
          let mx = (o1.x - v.x) + (o2.x - v.x)
          let my = (o1.y - v.y) + (o2.y - v.y)
          let ml = (mx * mx + my * my).squareRoot()
          if ml > 0 {
            let distance = half / cosHalfTurn
            let tip = Point(x: v.x + mx / ml * distance, y: v.y + my / ml * distance)
            pieces.append(Shapes.positive([o1, tip, o2, v]))
          }
        }
      }
      return pieces
    }
  }

  private func capPiece(at end: Point, from inner: Point, into pieces: inout [[Point]]) {
    switch cap {
    case .butt: return
    case .round: pieces.append(Shapes.disc(end, radius: half, deviceScale: deviceScale))
    case .square:
      let d = unit(inner, end)
      let tip = Point(x: end.x + d.x * half, y: end.y + d.y * half)
      pieces.append(quad(end, tip))
    }
  }
}

extension Polyline {
  /// The parts of `lines` a dash pattern draws (R7): `pattern` lengths of dash and gap in
  /// turn (an odd count repeats once more, as Core Graphics does), starting `phase` into it,
  /// restarting at each subpath. A pattern with no positive length draws the lines whole.
  static func dashed(_ lines: [Polyline], pattern: [Double], phase: Double) -> [Polyline] {
    var pattern = pattern.map { $0.isFinite ? max($0, 0) : 0 }
    guard pattern.contains(where: { $0 > 0 }) else { return lines }
    if pattern.count % 2 == 1 { pattern += pattern }
    let total = pattern.reduce(0, +)
    // A pattern so fine that the lines would hold more than 100,000 dashes draws them whole
    // instead [C]: past that, the dashes are finer than any pixel one would look at.
    var length = 0.0
    for line in lines {
      for (a, b) in zip(line.points, line.points.dropFirst()) {
        length += Path.length(b.x - a.x, b.y - a.y)
      }
    }
    guard length / total < 100_000 else { return lines }
    var result: [Polyline] = []
    for line in lines {
      var points = line.points
      if line.closed, let first = points.first { points.append(first) }
      guard points.count > 1 else { continue }
      // Where the pattern starts: `phase` into it.
      var offset = phase.isFinite ? phase.truncatingRemainder(dividingBy: total) : 0
      if offset < 0 { offset += total }
      var index = 0
      while offset >= pattern[index] {
        offset -= pattern[index]
        index = (index + 1) % pattern.count
      }
      var remaining = pattern[index] - offset
      var on = index % 2 == 0
      var current: [Point] = on ? [points[0]] : []
      for i in 0..<(points.count - 1) {
        let a = points[i]
        let b = points[i + 1]
        let length = Path.length(b.x - a.x, b.y - a.y)
        var travelled = 0.0
        while length - travelled > remaining {
          travelled += remaining
          let t = travelled / length
          let p = Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
          if on {
            current.append(p)
            result.append(Polyline(points: current, closed: false))
            current = []
          } else {
            current = [p]
          }
          on.toggle()
          index = (index + 1) % pattern.count
          remaining = pattern[index]
          if remaining == 0 && pattern.allSatisfy({ $0 == 0 }) { break }
        }
        remaining -= length - travelled
        if on { current.append(b) }
      }
      if on, current.count > 1 { result.append(Polyline(points: current, closed: false)) }
    }
    return result
  }
}
