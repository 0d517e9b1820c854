import LayerKit

/// A rectangle of whole device pixels.
struct PixelRect: Hashable, Sendable {
  var x0, y0, x1, y1: Int

  var width: Int { max(x1 - x0, 0) }
  var height: Int { max(y1 - y0, 0) }
  var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

  func intersection(_ o: PixelRect) -> PixelRect {
    PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
  }

  func union(_ o: PixelRect) -> PixelRect {
    if isEmpty { return o }
    if o.isEmpty { return self }
    return PixelRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
  }

  /// The pixels a set of points touches, grown by `margin` pixels.
  init(bounding points: [Point], margin: Double = 0) {
    var (lx, ly, hx, hy) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
    for p in points where p.x.isFinite && p.y.isFinite {
      lx = min(lx, p.x)
      ly = min(ly, p.y)
      hx = max(hx, p.x)
      hy = max(hy, p.y)
    }
    guard lx <= hx else {
      self.init(x0: 0, y0: 0, x1: 0, y1: 0)
      return
    }
    func clampInt(_ v: Double) -> Int { Int(max(min(v, 1e9), -1e9)) }
    self.init(
      x0: clampInt((lx - margin).rounded(.down)), y0: clampInt((ly - margin).rounded(.down)),
      x1: clampInt((hx + margin).rounded(.up)), y1: clampInt((hy + margin).rounded(.up)))
  }

  init(x0: Int, y0: Int, x1: Int, y1: Int) {
    (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
  }
}

/// The fraction of each pixel a shape covers (0 to 1), over a rectangle of pixels.
struct CoverageMask {
  let rect: PixelRect
  var values: [Float]
  /// The values a row apart (the width, or more where the rasteriser's buffer is reused).
  let stride: Int

  init(rect: PixelRect, values: [Float], stride: Int? = nil) {
    self.rect = rect
    self.values = values
    self.stride = stride ?? rect.width
  }

  @inline(__always)
  func value(x: Int, y: Int) -> Float {
    guard x >= rect.x0, x < rect.x1, y >= rect.y0, y < rect.y1 else { return 0 }
    return values[(y - rect.y0) * stride + (x - rect.x0)]
  }

  /// The mask multiplied by `other` pixel by pixel, over their intersection.
  func intersected(with other: CoverageMask) -> CoverageMask {
    let r = rect.intersection(other.rect)
    guard !r.isEmpty else {
      return CoverageMask(rect: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0), values: [])
    }
    var values = [Float](repeating: 0, count: r.width * r.height)
    for y in r.y0..<r.y1 {
      for x in r.x0..<r.x1 {
        values[(y - r.y0) * r.width + (x - r.x0)] = value(x: x, y: y) * other.value(x: x, y: y)
      }
    }
    return CoverageMask(rect: r, values: values)
  }
}

/// Exact-area coverage of polygons (rule R10's anti-aliasing): every edge adds, to the pixels
/// it crosses, the signed area between it and the pixel's right side; summing along a row then
/// gives each pixel the signed covered area (winding × area), which the fill rule turns into
/// coverage — the method of the font rasterisers (accumulation of area and cover), written
/// here from its description.
enum Rasterizer {
  /// The coverage of `polygons` (device pixels, each implicitly closed) under `rule`, within
  /// `clip`; `nil` when nothing is covered.
  static func coverage(_ polygons: [[Point]], rule: ShapeProperties.FillRule, clip: PixelRect)
    -> CoverageMask?
  {
    let all = polygons.flatMap { $0 }
    let rect = PixelRect(bounding: all).intersection(clip)
    guard !rect.isEmpty else { return nil }
    let w = rect.width
    let h = rect.height
    guard w > 0, h > 0, w <= 1 << 15, h <= 1 << 15 else { return nil }
    let stride = w + 2
    var accumulation = [Float](repeating: 0, count: stride * h)
    let ox = Double(rect.x0)
    let oy = Double(rect.y0)
    accumulation.withUnsafeMutableBufferPointer { a in
      for polygon in polygons where polygon.count >= 3 {
        for i in polygon.indices {
          let p = polygon[i]
          let q = polygon[i == polygon.count - 1 ? 0 : i + 1]
          line(
            Point(x: p.x - ox, y: p.y - oy), Point(x: q.x - ox, y: q.y - oy), width: w, height: h,
            stride: stride, a)
        }
      }
    }
    // The sums along each row, written over the accumulation itself: the mask keeps its
    // buffer, a row `stride` apart.
    var any = false
    accumulation.withUnsafeMutableBufferPointer { a in
      for y in 0..<h {
        var sum: Float = 0
        let row = y * stride
        switch rule {
        case .nonZero:
          for x in 0..<w {
            sum += a[row + x]
            let c = min(abs(sum), 1)
            a[row + x] = c > 1e-6 ? c : 0
          }
        case .evenOdd:
          for x in 0..<w {
            sum += a[row + x]
            let s = abs(sum).truncatingRemainder(dividingBy: 2)
            let c = s > 1 ? 2 - s : s
            a[row + x] = c > 1e-6 ? c : 0
          }
        }
        if !any { any = (0..<w).contains { a[row + $0] > 0 } }
      }
    }
    return any ? CoverageMask(rect: rect, values: accumulation, stride: stride) : nil
  }

  /// Adds one edge, in pixel coordinates of the mask (x in [0, w] after splitting at the
  /// mask's sides: the part of an edge left of the mask only adds cover, as a vertical edge at
  /// x = 0 does; the part right of it adds nothing visible).
  private static func line(
    _ p: Point, _ q: Point, width: Int, height: Int, stride: Int,
    _ a: UnsafeMutableBufferPointer<Float>
  ) {
    guard p.y != q.y, p.y.isFinite, q.y.isFinite, p.x.isFinite, q.x.isFinite else { return }
    let fw = Double(width)
    // Split at x = 0 and x = w so each piece lies on one side or inside.
    var cuts: [Double] = []
    for edge in [0.0, fw] where (p.x - edge) * (q.x - edge) < 0 {
      cuts.append((edge - p.x) / (q.x - p.x))
    }
    if !cuts.isEmpty {
      cuts.sort()
      var start = p
      for t in cuts + [1] {
        let end =
          t == 1 ? q : Point(x: p.x + t * (q.x - p.x), y: p.y + t * (q.y - p.y))
        segment(start, end, width: width, height: height, stride: stride, a)
        start = end
      }
      return
    }
    segment(p, q, width: width, height: height, stride: stride, a)
  }

  private static func segment(
    _ p0: Point, _ p1: Point, width: Int, height: Int, stride: Int,
    _ a: UnsafeMutableBufferPointer<Float>
  ) {
    guard p0.y != p1.y else { return }
    let fw = Double(width)
    var (top, bottom, dir) = p0.y < p1.y ? (p0, p1, 1.0) : (p1, p0, -1.0)
    top.x = min(max(top.x, 0), fw)
    bottom.x = min(max(bottom.x, 0), fw)
    let dxdy = (bottom.x - top.x) / (bottom.y - top.y)
    let fh = Double(height)
    let yStart = max(top.y, 0)
    let yEnd = min(bottom.y, fh)
    guard yStart < yEnd else { return }
    var x = top.x + (yStart - top.y) * dxdy
    var y = Int(yStart.rounded(.down))
    while Double(y) < yEnd, y < height {
      let rowTop = max(Double(y), yStart)
      let rowBottom = min(Double(y + 1), yEnd)
      let dy = rowBottom - rowTop
      let xNext = x + dxdy * dy
      let d = Float(dy * dir)
      let (x0, x1) = x < xNext ? (x, xNext) : (xNext, x)
      let row = y * stride
      let x0i = Int(x0.rounded(.down))
      let x0f = x0 - Double(x0i)
      let x1c = Int(x1.rounded(.up))
      if x1c <= x0i + 1 {
        // Within one pixel column: the area right of the edge's mid x.
        let xm = Float(0.5 * (x + xNext) - Double(x0i))
        a[row + x0i] += d - d * xm
        a[row + x0i + 1] += d * xm
      } else {
        let s = 1 / (x1 - x0)
        let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
        let x1f = x1 - Double(x1c) + 1
        let am = 0.5 * s * x1f * x1f
        a[row + x0i] += d * Float(a0)
        if x1c == x0i + 2 {
          a[row + x0i + 1] += d * Float(1 - a0 - am)
        } else {
          let a1 = s * (1.5 - x0f)
          a[row + x0i + 1] += d * Float(a1 - a0)
          if x0i + 2 < x1c - 1 {
            let step = d * Float(s)
            for xi in (x0i + 2)..<(x1c - 1) { a[row + xi] += step }
          }
          let a2 = a1 + Double(x1c - x0i - 3) * s
          a[row + x1c - 1] += d * Float(1 - a2 - am)
        }
        a[row + x1c] += d * Float(am)
      }
      x = xNext
      y += 1
    }
  }
}
