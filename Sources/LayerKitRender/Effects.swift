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

  /// The shadow of `source` (R6): its alpha blurred by a Gaussian of standard deviation `sigma`
  /// pixels (separable, kernel to 3σ), coloured `color`, over `source`'s rectangle grown by
  /// the kernel.
  static func shadow(of source: Pixmap, sigma: Double, color: Premultiplied) -> Pixmap {
    let radius = sigma > 0.05 ? Int((3 * sigma).rounded(.up)) : 0
    let r = source.rect
    let grown = PixelRect(
      x0: r.x0 - radius, y0: r.y0 - radius, x1: r.x1 + radius, y1: r.y1 + radius)
    let w = grown.width
    let h = grown.height
    var alpha = [Float](repeating: 0, count: w * h)
    for y in 0..<r.height {
      for x in 0..<r.width {
        alpha[(y + radius) * w + x + radius] = source.data[(y * r.width + x) * 4 + 3]
      }
    }
    if radius > 0 {
      var kernel = (-radius...radius).map { Float(exp(-Double($0 * $0) / (2 * sigma * sigma))) }
      let sum = kernel.reduce(0, +)
      kernel = kernel.map { $0 / sum }
      var temp = [Float](repeating: 0, count: w * h)
      for y in 0..<h {
        for x in 0..<w {
          var s: Float = 0
          for k in -radius...radius where x + k >= 0 && x + k < w {
            s += alpha[y * w + x + k] * kernel[k + radius]
          }
          temp[y * w + x] = s
        }
      }
      for y in 0..<h {
        for x in 0..<w {
          var s: Float = 0
          for k in -radius...radius where y + k >= 0 && y + k < h {
            s += temp[(y + k) * w + x] * kernel[k + radius]
          }
          alpha[y * w + x] = s
        }
      }
    }
    var out = Pixmap(rect: grown)
    for i in 0..<(w * h) {
      let a = alpha[i]
      guard a > 0 else { continue }
      out.data[i * 4] = color.r * a
      out.data[i * 4 + 1] = color.g * a
      out.data[i * 4 + 2] = color.b * a
      out.data[i * 4 + 3] = color.a * a
    }
    return out
  }
}
