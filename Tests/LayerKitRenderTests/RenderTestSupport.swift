import Foundation
import LayerKit
import LayerKitRender
import XCTest

/// The tolerances of the rendering tests, by what limits agreement.
enum Tier {
  /// One step of 8-bit quantisation (the coverage is exact before it is rounded to a byte).
  static let byte = 1.0 / 255 + 1e-6
  /// An edge pixel where a curve was flattened to chords within 1/20 of a pixel of the arc.
  static let flattening = 0.05 + 1.0 / 255
  /// A shadow's blur against the Gaussian's exact integral: the renderer's three box blurs of
  /// whole-pixel widths approximate the Gaussian to about 1 % (R6), and their widths round the
  /// variance: 2 % of the coverage near an edge.
  static let sampledKernel = 0.02
}

/// A layer of `bounds` at `position` (anchor at the centre unless told).
func layer(bounds: Rect, position: Point, _ configure: (Layer) -> Void = { _ in }) -> Layer {
  make(Layer(), bounds: bounds, position: position, configure)
}

/// `l` given `bounds` and `position`, then configured.
func make<L: Layer>(_ l: L, bounds: Rect, position: Point, _ configure: (L) -> Void = { _ in }) -> L
{
  l.bounds = bounds
  l.position = position
  configure(l)
  return l
}

let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
let black = Color(red: 0, green: 0, blue: 0, alpha: 1)

extension RenderedImage {
  /// A pixel's premultiplied components as fractions of 255.
  func premultiplied(_ x: Int, _ y: Int) -> (r: Double, g: Double, b: Double, a: Double) {
    let i = (y * width + x) * 4
    let p = premultipliedRGBA
    return (
      Double(p[i]) / 255, Double(p[i + 1]) / 255, Double(p[i + 2]) / 255, Double(p[i + 3]) / 255
    )
  }

  /// A pixel's coverage: its alpha as a fraction.
  func alpha(_ x: Int, _ y: Int) -> Double { premultiplied(x, y).a }
}

func render(
  _ layers: [Layer], at time: Double = 0, width: Double, height: Double, scale: Double = 1
)
  throws -> RenderedImage
{
  try LayerRenderer.render(layers, at: time, size: Size(width: width, height: height), scale: scale)
}
