import Foundation
import LayerKit
import LayerKitRender

/// The renderer's cases (issue 44):
///
/// - `render-phone-frame`: a 390 × 844-point screen at 3× (1170 × 2532 pixels) of 100 layers:
///   rounded cards with borders, gradient headers, text layers' backgrounds, a shape layer's
///   stroked ring and one shadowed card; ms per frame.
/// - `render-fill-reference`: the same pixels written by a plain loop (a colour per pixel into
///   an 8-bit buffer): the memory-bandwidth floor the frame is measured against; ms.
/// - `render-small-snapshot`: a 200 × 200-point card at 2× (a snapshot test's picture); ms.
struct RenderCases {
  let runs: Int

  var all: [(name: String, body: () -> [Measurement])] {
    [
      ("render-phone-frame", { [phoneFrame()] }),
      ("render-fill-reference", { [fillReference()] }),
      ("render-small-snapshot", { [smallSnapshot()] }),
    ]
  }

  static let ratios = [
    ("render-phone-frame / render-fill-reference", "render-phone-frame", "render-fill-reference")
  ]

  static func colour(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
    Color(red: r, green: g, blue: b, alpha: a)
  }

  /// `layer` with `bounds`, `position`, a background and a corner radius.
  static func box(
    _ layer: Layer, _ bounds: Rect, _ position: Point, _ background: Color, radius: Double
  )
    -> Layer
  {
    layer.bounds = bounds
    layer.position = position
    layer.backgroundColor = background
    layer.cornerRadius = radius
    return layer
  }

  /// The phone screen: a background, a header gradient, 24 cards of a title bar (a text layer's
  /// background), two lines and a badge, a progress ring, a shadowed button.
  static func phoneScreen() -> [Layer] {
    let screen = Layer()
    screen.bounds = Rect(x: 0, y: 0, width: 390, height: 844)
    screen.position = Point(x: 195, y: 422)
    screen.backgroundColor = colour(0.95, 0.95, 0.97)
    let header = GradientLayer()
    header.bounds = Rect(x: 0, y: 0, width: 390, height: 120)
    header.position = Point(x: 195, y: 60)
    header.colors = [colour(0.2, 0.4, 0.9), colour(0.5, 0.2, 0.8)]
    screen.addSublayer(header)
    var count = 2
    for i in 0..<24 {
      let card = Layer()
      let column = Double(i % 2)
      let row = Double(i / 2)
      card.bounds = Rect(x: 0, y: 0, width: 175, height: 52)
      card.position = Point(x: 100 + column * 190, y: 160 + row * 56)
      card.backgroundColor = colour(1, 1, 1)
      card.cornerRadius = 10
      card.borderWidth = 1
      card.borderColor = colour(0.85, 0.85, 0.88)
      card.addSublayer(
        box(
          TextLayer(), Rect(x: 0, y: 0, width: 120, height: 14), Point(x: 72, y: 14),
          colour(0.3, 0.3, 0.35, 0.8), radius: 3))
      card.addSublayer(
        box(
          Layer(), Rect(x: 0, y: 0, width: 18, height: 18), Point(x: 156, y: 26),
          colour(0.9, 0.3, 0.3), radius: 9))
      card.addSublayer(
        box(
          Layer(), Rect(x: 0, y: 0, width: 140, height: 6), Point(x: 82, y: 38),
          colour(0.8, 0.8, 0.82), radius: 0))
      screen.addSublayer(card)
      count += 4
    }
    let ring = ShapeLayer()
    ring.bounds = Rect(x: 0, y: 0, width: 80, height: 80)
    ring.position = Point(x: 195, y: 60)
    var circle = Path()
    circle.addEllipse(in: Rect(x: 4, y: 4, width: 72, height: 72))
    ring.path = circle
    ring.fillColor = .clear
    ring.strokeColor = colour(1, 1, 1)
    ring.lineWidth = 8
    ring.lineCap = .round
    ring.strokeEnd = 0.7
    screen.addSublayer(ring)
    let button = Layer()
    button.bounds = Rect(x: 0, y: 0, width: 300, height: 50)
    button.position = Point(x: 195, y: 800)
    button.backgroundColor = colour(0.2, 0.5, 1)
    button.cornerRadius = 25
    button.shadowOpacity = 0.3
    button.shadowRadius = 6
    button.shadowOffset = Size(width: 0, height: 3)
    screen.addSublayer(button)
    count += 2
    // Fill up to 100 layers with small dots along the header.
    while count < 100 {
      let dot = Layer()
      dot.bounds = Rect(x: 0, y: 0, width: 4, height: 4)
      dot.position = Point(x: 10 + Double(count % 50) * 7.5, y: 110)
      dot.backgroundColor = colour(1, 1, 1, 0.6)
      dot.cornerRadius = 2
      header.addSublayer(dot)
      count += 1
    }
    return [screen]
  }

  func phoneFrame() -> Measurement {
    let layers = Self.phoneScreen()
    return measure("render-phone-frame", unit: "ms", runs: runs, operations: 1) {
      let image = try? LayerRenderer.render(
        layers, at: 0, size: Size(width: 390, height: 844), scale: 3)
      consume(Double(image?.premultipliedRGBA[1000] ?? 0))
    }
  }

  func fillReference() -> Measurement {
    let count = 1170 * 2532
    return measure("render-fill-reference", unit: "ms", runs: runs, operations: 1) {
      var pixels = [UInt8](repeating: 0, count: count * 4)
      pixels.withUnsafeMutableBufferPointer { p in
        for i in 0..<count {
          let shade = UInt8(truncatingIfNeeded: i >> 10)
          p[i * 4] = 240
          p[i * 4 + 1] = shade
          p[i * 4 + 2] = 247
          p[i * 4 + 3] = 255
        }
      }
      consume(Double(pixels[1000]))
    }
  }

  func smallSnapshot() -> Measurement {
    let card = Layer()
    card.bounds = Rect(x: 0, y: 0, width: 180, height: 120)
    card.position = Point(x: 100, y: 100)
    card.backgroundColor = Self.colour(0.2, 0.5, 1)
    card.cornerRadius = 16
    card.borderWidth = 2
    card.borderColor = Self.colour(0, 0, 0, 0.2)
    let label = TextLayer()
    label.bounds = Rect(x: 0, y: 0, width: 120, height: 20)
    label.position = Point(x: 90, y: 30)
    label.backgroundColor = Self.colour(1, 1, 1, 0.5)
    card.addSublayer(label)
    return measure("render-small-snapshot", unit: "ms", runs: runs, operations: 1) {
      let image = try? LayerRenderer.render(
        [card], at: 0, size: Size(width: 200, height: 200), scale: 2)
      consume(Double(image?.premultipliedRGBA[100] ?? 0))
    }
  }

  /// How a picture's cost grows (for `--scaling`): the phone screen at 1×, 2×, 3× and 4× (its
  /// pixels ×1, ×4, ×9, ×16), and a 390 × 844-point screen at 3× holding 25 to 1,600 rounded,
  /// bordered cards (each 2 layers: the card and a badge) shrunk to fit.
  func scaling() -> [String] {
    var lines: [String] = []
    let screen = Self.phoneScreen()
    for scale in [1.0, 2, 3, 4] {
      let m = measure("", unit: "ms", runs: runs, operations: 1) {
        let image = try? LayerRenderer.render(
          screen, at: 0, size: Size(width: 390, height: 844), scale: scale)
        consume(Double(image?.premultipliedRGBA[100] ?? 0))
      }
      let pixels = 390 * 844 * scale * scale
      lines.append(
        String(
          format: "render pixels %9.0f (scale %.0f): %7.2f ms, %5.2f ns per pixel", pixels, scale,
          m.median, m.median * 1e6 / pixels))
    }
    for cards in [25, 100, 400, 1_600] {
      let layers = Self.cardGrid(cards)
      let m = measure("", unit: "ms", runs: runs, operations: 1) {
        let image = try? LayerRenderer.render(
          layers, at: 0, size: Size(width: 390, height: 844), scale: 3)
        consume(Double(image?.premultipliedRGBA[100] ?? 0))
      }
      lines.append(
        String(
          format: "render layers %5d (1170 × 2532 px): %7.2f ms, %6.1f µs per layer", cards * 2 + 1,
          m.median, m.median * 1e3 / Double(cards * 2 + 1)))
    }
    return lines
  }

  /// A screen of `count` cards in a square-ish grid, each a rounded, bordered white card with a
  /// round badge.
  static func cardGrid(_ count: Int) -> [Layer] {
    let screen = box(
      Layer(), Rect(x: 0, y: 0, width: 390, height: 844), Point(x: 195, y: 422),
      colour(0.95, 0.95, 0.97), radius: 0)
    let columns = max(Int(Double(count).squareRoot().rounded(.up)), 1)
    let rows = (count + columns - 1) / columns
    let (w, h) = (390 / Double(columns), 844 / Double(rows))
    for i in 0..<count {
      let card = box(
        Layer(), Rect(x: 0, y: 0, width: w * 0.9, height: h * 0.9),
        Point(x: (Double(i % columns) + 0.5) * w, y: (Double(i / columns) + 0.5) * h),
        colour(1, 1, 1), radius: min(w, h) * 0.1)
      card.borderWidth = 1
      card.borderColor = colour(0.85, 0.85, 0.88)
      card.addSublayer(
        box(
          Layer(), Rect(x: 0, y: 0, width: w * 0.2, height: w * 0.2), Point(x: w * 0.7, y: h * 0.3),
          colour(0.9, 0.3, 0.3), radius: w * 0.1))
      screen.addSublayer(card)
    }
    return [screen]
  }
}
