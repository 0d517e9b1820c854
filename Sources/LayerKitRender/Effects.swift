import Foundation
import LayerKit

/// Gradient stops and shadows.
enum Effects {
  /// A gradient's stops (R8): its colours at `locations` when there is one per colour, evenly
  /// spaced otherwise [C], premultiplied (and tinted), in order of location.
  static func stops(_ g: GradientProperties, tint: Color) -> [(t: Double, c: Premultiplied)] {
    let n = g.colors.count
    let locations: [Double]
    if g.locations.count == n {
      locations = g.locations.map { $0.isFinite ? $0 : 0 }
    } else {
      locations = n == 1 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }
    }
    return zip(locations, g.colors).map { ($0, Premultiplied($1, tint: tint)) }
      .enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element)
  }

  /// Where a point of the unit square falls along a gradient (R8), as the `t` of its stops.
  ///
  ///     axial    t = ((u, v) − start) · (end − start) / |end − start|²   (0 when start = end)
  ///     radial   t = |((u − sx) / |ex − sx|, (v − sy) / |ey − sy|)|       (1 on a flat ellipse)
  ///     conic    t = angle from (end − start) to ((u, v) − start), turning from x towards y
  ///              (clockwise on screen), in turns, in [0, 1)
  struct GradientPosition {
    let type: GradientProperties.GradientType
    let sx, sy, dx, dy: Double
    /// axial: 1 / |d|²; radial: 1 / |dx| and 1 / |dy|; conic: the angle of d.
    let k1, k2: Double

    init(_ g: GradientProperties) {
      type = g.type
      (sx, sy) = (g.startPoint.x, g.startPoint.y)
      (dx, dy) = (g.endPoint.x - sx, g.endPoint.y - sy)
      switch type {
      case .axial:
        let length2 = dx * dx + dy * dy
        (k1, k2) = (length2 > 0 && length2.isFinite ? 1 / length2 : 0, 0)
      case .radial:
        (k1, k2) = (1 / abs(dx), 1 / abs(dy))
      case .conic:
        (k1, k2) = (dx == 0 && dy == 0 ? 0 : atan2(dy, dx), 0)
      }
    }

    /// The position of (u, v); NaN positions (a non-finite end point) take the first stop.
    func t(_ u: Double, _ v: Double) -> Double {
      let (x, y) = (u - sx, v - sy)
      switch type {
      case .axial:
        return (x * dx + y * dy) * k1
      case .radial:
        // A zero semi-axis leaves an ellipse of no area: everything is outside it [C].
        guard k1.isFinite, k2.isFinite else { return 1 }
        return ((x * k1) * (x * k1) + (y * k2) * (y * k2)).squareRoot()
      case .conic:
        guard x != 0 || y != 0 else { return 0 }
        let turns = (atan2(y, x) - k1) / (2 * .pi)
        let wrapped = turns - turns.rounded(.down)
        return wrapped < 1 ? wrapped : 0
      }
    }
  }

  /// The colour at `t`: the first stop's before it, the last's after, linear in premultiplied
  /// components between neighbours.
  static func colour(at t: Double, _ stops: [(t: Double, c: Premultiplied)]) -> Premultiplied {
    guard let first = stops.first, let last = stops.last else {
      return Premultiplied(r: 0, g: 0, b: 0, a: 0)
    }
    if !(t > first.t) { return first.c }
    if t >= last.t { return last.c }
    var i = 1
    while i < stops.count, stops[i].t < t { i += 1 }
    let a = stops[i - 1]
    let b = stops[min(i, stops.count - 1)]
    let span = b.t - a.t
    let f = Float(span > 0 ? (t - a.t) / span : 1)
    return Premultiplied(
      r: a.c.r + (b.c.r - a.c.r) * f, g: a.c.g + (b.c.g - a.c.g) * f,
      b: a.c.b + (b.c.b - a.c.b) * f, a: a.c.a + (b.c.a - a.c.a) * f)
  }

  /// The shadow of `source` (R6): its alpha blurred to a Gaussian of standard deviation
  /// `sigma` pixels, coloured `color`, over `source`'s rectangle grown by 3σ. The blur is three
  /// box blurs each way (whose sizes give the Gaussian's variance, the classic approximation
  /// renderers use for large radii: within about 1 % of the Gaussian), so its cost does not grow
  /// with the radius.
  static func shadow(of source: Pixmap, sigma: Double, color: Premultiplied) -> Pixmap {
    let radius = sigma > 0.05 ? Int((3 * sigma).rounded(.up)) : 0
    let r = source.rect
    let grown = PixelRect(
      x0: r.x0 - radius, y0: r.y0 - radius, x1: r.x1 + radius, y1: r.y1 + radius)
    let w = grown.width
    let h = grown.height
    var alpha = [Float](repeating: 0, count: w * h)
    alpha.withUnsafeMutableBufferPointer { a in
      source.withPixels { d in
        for y in 0..<r.height {
          let row = (y + radius) * w + radius
          let from = y * r.width
          for x in 0..<r.width { a[row + x] = Float(d[from + x].w) * (1 / Pixmap.one) }
        }
      }
    }
    if radius > 0 {
      let sizes = boxSizes(sigma: sigma)
      var scratch = [Float](repeating: 0, count: w * h)
      alpha.withUnsafeMutableBufferPointer { a in
        scratch.withUnsafeMutableBufferPointer { copy in
          for size in sizes {
            for y in 0..<h { box(a, start: y * w, count: w, size: size, copy) }
            boxColumns(a, width: w, height: h, size: size, copy)
          }
        }
      }
    }
    var out = Pixmap(rect: grown)
    let paint = color.vector
    alpha.withUnsafeBufferPointer { a in
      out.withPixels { pixels in
        for i in 0..<(w * h) { pixels[i] = Pixmap.store(paint * a[i]) }
      }
    }
    return out
  }

  /// Three odd box widths whose blurs in turn have the variance σ² of the Gaussian (two of one
  /// width, one of the next, as the standard derivation gives).
  static func boxSizes(sigma: Double) -> [Int] {
    let n = 3.0
    let ideal = (12 * sigma * sigma / n + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    let upper = lower + 2
    let m =
      ((12 * sigma * sigma - n * Double(lower * lower) - 4 * n * Double(lower) - 3 * n)
      / (-4 * Double(lower) - 4)).rounded()
    return (0..<3).map { Double($0) < m ? max(lower, 1) : upper }
  }

  /// One box blur of odd width `size` along the row of `count` values from `start`, zero
  /// beyond the ends, by a running sum (`line` holds the row's values before the blur).
  static func box(
    _ a: UnsafeMutableBufferPointer<Float>, start: Int, count: Int, size: Int,
    _ line: UnsafeMutableBufferPointer<Float>
  ) {
    let half = size / 2
    let scale = 1 / Float(size)
    for i in 0..<count { line[i] = a[start + i] }
    var sum: Float = 0
    for i in 0..<min(half, count) { sum += line[i] }
    for i in 0..<count {
      let enter = i + half
      if enter < count { sum += line[enter] }
      let leave = i - half - 1
      if leave >= 0 { sum -= line[leave] }
      a[start + i] = max(sum, 0) * scale
    }
  }

  /// The same blur down every column at once, row by row (`copy` receives the values before
  /// the blur): each step adds the row entering every column's box and takes away the row
  /// leaving it, so memory is read along rows rather than down columns.
  static func boxColumns(
    _ a: UnsafeMutableBufferPointer<Float>, width w: Int, height h: Int, size: Int,
    _ copy: UnsafeMutableBufferPointer<Float>
  ) {
    let half = size / 2
    let scale = 1 / Float(size)
    for i in 0..<(w * h) { copy[i] = a[i] }
    var sums = [Float](repeating: 0, count: w)
    sums.withUnsafeMutableBufferPointer { sums in
      for y in 0..<min(half, h) {
        for x in 0..<w { sums[x] += copy[y * w + x] }
      }
      for y in 0..<h {
        let enter = y + half
        if enter < h { for x in 0..<w { sums[x] += copy[enter * w + x] } }
        let leave = y - half - 1
        if leave >= 0 { for x in 0..<w { sums[x] -= copy[leave * w + x] } }
        for x in 0..<w { a[y * w + x] = max(sums[x], 0) * scale }
      }
    }
  }
}
