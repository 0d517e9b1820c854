import LayerKit

/// Premultiplied linear-in-sRGB-values RGBA in `Float`, over a rectangle of device pixels: the
/// canvas and the offscreen layers of group opacity and shadows (R4, R6). Source-over
/// compositing: `dst = src + dst · (1 − src.alpha)`.
struct Pixmap {
  let rect: PixelRect
  /// Four floats a pixel, rows top to bottom.
  var data: [Float]

  init(rect: PixelRect) {
    self.rect = rect
    data = [Float](repeating: 0, count: rect.width * rect.height * 4)
  }

  /// Paints `color` (premultiplied) through `coverage`, limited by `clip`.
  mutating func fill(_ coverage: CoverageMask, color: Premultiplied, clip: CoverageMask?) {
    let r = coverage.rect.intersection(rect)
    guard !r.isEmpty, color.a > 0 else { return }
    let w = rect.width
    let cw = coverage.stride
    let paint = color.vector
    let (x0, y0) = (rect.x0, rect.y0)
    withPixels { pixels in
      coverage.values.withUnsafeBufferPointer { cv in
        for y in r.y0..<r.y1 {
          var index = (y - y0) * w + (r.x0 - x0)
          var ci = (y - coverage.rect.y0) * cw + (r.x0 - coverage.rect.x0)
          if let clip {
            for x in r.x0..<r.x1 {
              Self.blend(pixels, index, paint, cv[ci] * clip.value(x: x, y: y))
              index += 1
              ci += 1
            }
          } else {
            for _ in r.x0..<r.x1 {
              Self.blend(pixels, index, paint, cv[ci])
              index += 1
              ci += 1
            }
          }
        }
      }
    }
  }

  /// The pixels as four-float vectors, one a pixel.
  @inline(__always)
  mutating func withPixels<R>(_ body: (UnsafeMutableBufferPointer<SIMD4<Float>>) -> R) -> R {
    data.withUnsafeMutableBufferPointer { floats in
      floats.withMemoryRebound(to: SIMD4<Float>.self) { body($0) }
    }
  }

  /// Source-over of `color` (premultiplied) at coverage `c` into pixel `index`, without a
  /// branch, so that a row vectorises: coverage 0 leaves the pixel exactly as it was, coverage 1
  /// of an opaque colour writes the colour exactly.
  @inline(__always)
  static func blend(
    _ pixels: UnsafeMutableBufferPointer<SIMD4<Float>>, _ index: Int, _ color: SIMD4<Float>,
    _ c: Float
  ) {
    pixels[index] = color * c + pixels[index] * (1 - color.w * c)
  }

  /// Paints `color` over the axis-aligned rectangle [x0, x1] × [y0, y1] (device pixels) with
  /// its exact coverage, the product of each pixel's overlap with the two spans: the fast path
  /// of the common unrotated, unrounded rectangle.
  mutating func fillRect(
    x0: Double, y0: Double, x1: Double, y1: Double, color: Premultiplied, clip: CoverageMask?
  ) {
    let bounds = PixelRect(
      x0: Int(max(x0.rounded(.down), Double(rect.x0))),
      y0: Int(max(y0.rounded(.down), Double(rect.y0))),
      x1: Int(min(x1.rounded(.up), Double(rect.x1))), y1: Int(min(y1.rounded(.up), Double(rect.y1)))
    )
    let r = bounds.intersection(clip?.rect ?? rect)
    guard !r.isEmpty, color.a > 0 else { return }
    func overlap(_ i: Int, _ lo: Double, _ hi: Double) -> Float {
      Float(max(min(Double(i + 1), hi) - max(Double(i), lo), 0))
    }
    let columns = (r.x0..<r.x1).map { overlap($0, x0, x1) }
    let w = rect.width
    let paint = color.vector
    let origin = (rect.x0, rect.y0)
    withPixels { pixels in
      columns.withUnsafeBufferPointer { columns in
        for y in r.y0..<r.y1 {
          let cy = overlap(y, y0, y1)
          guard cy > 0 else { continue }
          let start = (y - origin.1) * w + (r.x0 - origin.0)
          if let clip {
            for k in columns.indices {
              Self.blend(pixels, start + k, paint, cy * columns[k] * clip.value(x: r.x0 + k, y: y))
            }
          } else {
            for k in columns.indices { Self.blend(pixels, start + k, paint, cy * columns[k]) }
          }
        }
      }
    }
  }

  /// Paints a colour per pixel (a gradient) through `coverage`.
  mutating func fill(
    _ coverage: CoverageMask, clip: CoverageMask?, paint: (Int, Int) -> Premultiplied
  ) {
    let r = coverage.rect.intersection(rect)
    guard !r.isEmpty else { return }
    let w = rect.width
    let origin = (rect.x0, rect.y0)
    withPixels { pixels in
      for y in r.y0..<r.y1 {
        for x in r.x0..<r.x1 {
          var c = coverage.value(x: x, y: y)
          if let clip { c *= clip.value(x: x, y: y) }
          guard c > 0 else { continue }
          Self.blend(pixels, (y - origin.1) * w + (x - origin.0), paint(x, y).vector, c)
        }
      }
    }
  }

  /// Multiplies every pixel by the coverage `mask` has at the same device pixel (R5): its
  /// alpha, 0 outside its rectangle.
  mutating func multiply(byAlphaOf mask: Pixmap) {
    let w = rect.width
    let mw = mask.rect.width
    let inside = rect.intersection(mask.rect)
    data.withUnsafeMutableBufferPointer { d in
      mask.data.withUnsafeBufferPointer { m in
        for y in rect.y0..<rect.y1 {
          for x in rect.x0..<rect.x1 {
            let i = ((y - rect.y0) * w + (x - rect.x0)) * 4
            let covered =
              y >= inside.y0 && y < inside.y1 && x >= inside.x0 && x < inside.x1
              ? m[((y - mask.rect.y0) * mw + (x - mask.rect.x0)) * 4 + 3] : 0
            d[i] *= covered
            d[i + 1] *= covered
            d[i + 2] *= covered
            d[i + 3] *= covered
          }
        }
      }
    }
  }

  /// Composites `source` over this pixmap, multiplied by `opacity`, shifted by (dx, dy) pixels.
  mutating func composite(
    _ source: Pixmap, opacity: Float, dx: Int = 0, dy: Int = 0, clip: CoverageMask? = nil
  ) {
    let shifted = PixelRect(
      x0: source.rect.x0 + dx, y0: source.rect.y0 + dy, x1: source.rect.x1 + dx,
      y1: source.rect.y1 + dy)
    let r = shifted.intersection(rect)
    guard !r.isEmpty, opacity > 0 else { return }
    let w = rect.width
    let sw = source.rect.width
    data.withUnsafeMutableBufferPointer { d in
      source.data.withUnsafeBufferPointer { s in
        for y in r.y0..<r.y1 {
          var di = ((y - rect.y0) * w + (r.x0 - rect.x0)) * 4
          var si = ((y - shifted.y0) * sw + (r.x0 - shifted.x0)) * 4
          for x in r.x0..<r.x1 {
            let o = clip.map { opacity * $0.value(x: x, y: y) } ?? opacity
            let sa = s[si + 3] * o
            if sa > 0 {
              let k = 1 - sa
              d[di] = s[si] * o + d[di] * k
              d[di + 1] = s[si + 1] * o + d[di + 1] * k
              d[di + 2] = s[si + 2] * o + d[di + 2] * k
              d[di + 3] = sa + d[di + 3] * k
            }
            di += 4
            si += 4
          }
        }
      }
    }
  }
}

/// A premultiplied colour in `Float`.
struct Premultiplied: Sendable {
  var r, g, b, a: Float

  /// `color` (straight alpha, components clamped to [0, 1]) multiplied by `tint` channel by
  /// channel (a replicator copy's colour, R9) and by `alpha`, then premultiplied.
  init(_ color: Color, tint: Color = Color(red: 1, green: 1, blue: 1, alpha: 1), alpha: Double = 1)
  {
    func unit(_ v: Double) -> Float { v.isNaN ? 0 : Float(min(max(v, 0), 1)) }
    let a = unit(color.alpha) * unit(tint.alpha) * unit(alpha)
    r = unit(color.red) * unit(tint.red) * a
    g = unit(color.green) * unit(tint.green) * a
    b = unit(color.blue) * unit(tint.blue) * a
    self.a = a
  }

  init(r: Float, g: Float, b: Float, a: Float) {
    (self.r, self.g, self.b, self.a) = (r, g, b, a)
  }

  /// The four components as one vector, alpha last.
  var vector: SIMD4<Float> { SIMD4(r, g, b, a) }
}
