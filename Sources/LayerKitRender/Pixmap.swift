import LayerKit

/// Premultiplied RGBA over a rectangle of device pixels, each component 16-bit fixed point
/// (0…65535 for 0…1): the canvas and the offscreen layers of group opacity, masks and shadows
/// (R4–R6). Arithmetic is in `Float`, one pixel a four-float vector; storage is 8 bytes a pixel,
/// half a `Float` canvas's, so that a phone screen's canvas (1170 × 2532) is 24 MB and the
/// allocator reuses it from one picture to the next instead of mapping fresh pages. A stored
/// value is within 1/131070 of the one computed. Source-over compositing:
/// `dst = src + dst · (1 − src.alpha)`.
struct Pixmap {
  let rect: PixelRect
  /// Four components a pixel, rows top to bottom.
  var data: [UInt16]

  init(rect: PixelRect) {
    self.rect = rect
    data = [UInt16](repeating: 0, count: rect.width * rect.height * 4)
  }

  /// A pixmap of `rect` filled with `color`.
  init(rect: PixelRect, filledWith color: Premultiplied) {
    self.rect = rect
    let pixel = Self.store(color.vector)
    data = [UInt16](unsafeUninitializedCapacity: rect.width * rect.height * 4) { out, count in
      out.withMemoryRebound(to: SIMD4<UInt16>.self) { pixels in
        for i in pixels.indices { pixels[i] = pixel }
      }
      count = rect.width * rect.height * 4
    }
  }

  /// The largest stored value, standing for 1.
  static let one: Float = 65535

  /// A stored pixel as fractions.
  @inline(__always)
  static func load(_ p: SIMD4<UInt16>) -> SIMD4<Float> { SIMD4<Float>(p) * (1 / one) }

  /// Fractions as a stored pixel, clamped to [0, 1] (NaN to 0) and rounded to the nearest
  /// step: adding 2²³ to 65535·v leaves the whole number in the float's low bits, a conversion
  /// without a range check, so loops of it vectorise.
  @inline(__always)
  static func store(_ v: SIMD4<Float>) -> SIMD4<UInt16> {
    let unit = v.replacing(with: 0, where: .!(v .> 0)).replacing(with: 1, where: v .> 1)
    let shifted = unit * one + SIMD4(repeating: 8_388_608)
    return SIMD4<UInt16>(truncatingIfNeeded: unsafeBitCast(shifted, to: SIMD4<UInt32>.self))
  }

  /// The pixels as four-component vectors, one a pixel.
  @inline(__always)
  mutating func withPixels<R>(_ body: (UnsafeMutableBufferPointer<SIMD4<UInt16>>) -> R) -> R {
    data.withUnsafeMutableBufferPointer { components in
      components.withMemoryRebound(to: SIMD4<UInt16>.self) { body($0) }
    }
  }

  /// The pixels, read only.
  @inline(__always)
  func withPixels<R>(_ body: (UnsafeBufferPointer<SIMD4<UInt16>>) -> R) -> R {
    data.withUnsafeBufferPointer { components in
      components.withMemoryRebound(to: SIMD4<UInt16>.self) { body($0) }
    }
  }

  /// Paints `color` (premultiplied) through `coverage`, limited by `clip`.
  mutating func fill(_ coverage: CoverageMask, color: Premultiplied, clip: CoverageMask?) {
    let r = coverage.rect.intersection(rect)
    guard !r.isEmpty, color.a > 0 else { return }
    let w = rect.width
    let cw = coverage.stride
    let paint = color.vector
    let solid = Self.solid(paint)
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
              // A ring's (a border's) inside and a shape's outside cover nothing: skipped, not
              // converted and stored back.
              let c = cv[ci]
              if c > 0 { Self.blend(pixels, index, paint, c, solid: solid) }
              index += 1
              ci += 1
            }
          }
        }
      }
    }
  }

  /// Source-over of `color` (premultiplied) at coverage `c` into pixel `index`, without a
  /// branch, so that a row vectorises: coverage 0 leaves the pixel as it was, coverage 1 of an
  /// opaque colour writes the colour.
  @inline(__always)
  static func blend(
    _ pixels: UnsafeMutableBufferPointer<SIMD4<UInt16>>, _ index: Int, _ color: SIMD4<Float>,
    _ c: Float
  ) {
    pixels[index] = store(color * c + load(pixels[index]) * (1 - color.w * c))
  }

  /// ``blend(_:_:_:_:)``, with the stored form of an opaque colour written as it is where the
  /// coverage is whole (an interior pixel: what the blend would give, within a 16-bit step,
  /// without converting the pixel there and back).
  @inline(__always)
  static func blend(
    _ pixels: UnsafeMutableBufferPointer<SIMD4<UInt16>>, _ index: Int, _ color: SIMD4<Float>,
    _ c: Float, solid: SIMD4<UInt16>?
  ) {
    if let solid, c >= wholeCoverage {
      pixels[index] = solid
    } else {
      blend(pixels, index, color, c)
    }
  }

  /// Coverage from which a pixel counts as whole: 1 less than half a 16-bit step, below what
  /// summing a row's signed areas in `Float` can miss 1 by.
  static let wholeCoverage: Float = 1 - 1 / 131_072

  /// The stored form of `color` when it is opaque, for ``blend(_:_:_:_:solid:)``.
  static func solid(_ color: SIMD4<Float>) -> SIMD4<UInt16>? {
    color.w >= 1 ? store(color) : nil
  }

  /// Paints `color` over the axis-aligned rectangle [x0, x1] × [y0, y1] (device pixels) with
  /// its exact coverage, the product of each pixel's overlap with the two spans: the fast path
  /// of the common unrotated, unrounded rectangle.
  mutating func fillRect(
    x0: Double, y0: Double, x1: Double, y1: Double, color: Premultiplied, clip: CoverageMask?
  ) {
    // Clamped to the pixmap both ways before they become whole numbers: a rectangle may lie
    // far past it on either side.
    func column(_ x: Double) -> Int { Int(min(max(x, Double(rect.x0)), Double(rect.x1))) }
    func row(_ y: Double) -> Int { Int(min(max(y, Double(rect.y0)), Double(rect.y1))) }
    let bounds = PixelRect(
      x0: column(x0.rounded(.down)), y0: row(y0.rounded(.down)), x1: column(x1.rounded(.up)),
      y1: row(y1.rounded(.up)))
    let r = bounds.intersection(clip?.rect ?? rect)
    guard !r.isEmpty, color.a > 0 else { return }
    func overlap(_ i: Int, _ lo: Double, _ hi: Double) -> Float {
      Float(max(min(Double(i + 1), hi) - max(Double(i), lo), 0))
    }
    let columns = (r.x0..<r.x1).map { overlap($0, x0, x1) }
    let w = rect.width
    let paint = color.vector
    let solid = Self.solid(paint)
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
            for k in columns.indices {
              Self.blend(pixels, start + k, paint, cy * columns[k], solid: solid)
            }
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
    let (w, mw) = (rect.width, mask.rect.width)
    let whole = rect
    let inside = rect.intersection(mask.rect)
    mask.withPixels { m in
      withPixels { d in
        for y in whole.y0..<whole.y1 {
          for x in whole.x0..<whole.x1 {
            let i = (y - whole.y0) * w + (x - whole.x0)
            let covered =
              y >= inside.y0 && y < inside.y1 && x >= inside.x0 && x < inside.x1
              ? Self.load(m[(y - mask.rect.y0) * mw + (x - mask.rect.x0)]).w : 0
            d[i] = Self.store(Self.load(d[i]) * covered)
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
    let (w, sw) = (rect.width, source.rect.width)
    let origin = (rect.x0, rect.y0)
    source.withPixels { s in
      withPixels { d in
        for y in r.y0..<r.y1 {
          var di = (y - origin.1) * w + (r.x0 - origin.0)
          var si = (y - shifted.y0) * sw + (r.x0 - shifted.x0)
          for x in r.x0..<r.x1 {
            let o = clip.map { opacity * $0.value(x: x, y: y) } ?? opacity
            let p = Self.load(s[si]) * o
            d[di] = Self.store(p + Self.load(d[di]) * (1 - p.w))
            di += 1
            si += 1
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
