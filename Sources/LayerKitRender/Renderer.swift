import Foundation
import LayerKit

/// Draws a layer tree's presentation at a media time into an image (rules R1–R10): what iOS
/// would show on a frame at that time, rasterised with exact area coverage.
///
///     let image = try LayerRenderer.render([card], at: 0.5, size: Size(width: 390, height: 844), scale: 3)
///     try image.pngData().write(to: url)
///
/// Coordinates are the top-level layers' superlayer's (origin top left, y down), `scale`
/// pixels per point. Shapes are flattened to 1/20 of a pixel; every layer is flattened into
/// its superlayer's plane (R1); group opacity, shadows and `masksToBounds` draw through offscreen
/// pixmaps only where a layer needs one.
public enum LayerRenderer {
  /// The most pixels an image may have (8192 × 8192): larger requests are refused before any
  /// drawing.
  public static let maximumPixels = 8192 * 8192

  /// A request the renderer refuses.
  public struct LimitError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was asked for.
    public var description: String
  }

  /// Renders `layers` (drawn in order, as siblings under a superlayer at the canvas's origin)
  /// at `mediaTime` into a canvas of `size` points whose top left is `origin`, `scale` pixels
  /// per point, over `background` (transparent when `nil`).
  ///
  /// - Throws: ``LimitError`` for a canvas that is empty, not finite or over
  ///   ``maximumPixels``.
  public static func render(
    _ layers: [Layer], at mediaTime: Double, origin: Point = .zero, size: Size,
    scale: Double = 1, background: Color? = nil
  ) throws -> RenderedImage {
    let width = (size.width * scale).rounded()
    let height = (size.height * scale).rounded()
    guard width.isFinite, height.isFinite, scale.isFinite, scale > 0, width >= 1, height >= 1
    else {
      throw LimitError(
        description:
          "the canvas \(size.width) × \(size.height) points at scale \(scale) has no pixels")
    }
    guard width * height <= Double(maximumPixels) else {
      throw LimitError(
        description:
          "the canvas would be \(Int(width)) × \(Int(height)) pixels, over the limit of \(maximumPixels)"
      )
    }
    let whole = PixelRect(x0: 0, y0: 0, x1: Int(width), y1: Int(height))
    var canvas =
      background.map { Pixmap(rect: whole, filledWith: Premultiplied($0)) } ?? Pixmap(rect: whole)
    let device = Homography(
      m11: scale, m12: 0, m13: 0, m21: 0, m22: scale, m23: 0, m31: -origin.x * scale,
      m32: -origin.y * scale, m33: 1)
    var painter = Painter(time: mediaTime)
    let placed = layers.enumerated().map {
      ($0.offset, $0.element, $0.element.presentation(at: mediaTime))
    }
    for (_, layer, properties) in placed.sorted(by: {
      ($0.2.zPosition, $0.0) < ($1.2.zPosition, $1.0)
    }) {
      let context = Painter.Context(
        parent: device, parent3D: .identity, tint: Painter.white, clip: nil, copy: 0)
      painter.draw(
        layer, properties, level: Painter.level(properties, in: nil), context, into: &canvas)
    }
    return canvas.image(scale: scale)
  }

  /// The smallest rectangle holding the frames of `layers` at `mediaTime` (the default canvas of
  /// `layerkit render`): each frame as its superlayer sees it, transform included; empty layers
  /// count by their position.
  public static func boundingBox(of layers: [Layer], at mediaTime: Double) -> Rect {
    var points: [Point] = []
    for layer in layers {
      let p = layer.presentation(at: mediaTime)
      let h = Homography(Painter.level(p, in: nil))
      points += Shapes.corners(of: p.bounds).map(h.apply)
    }
    let finite = points.filter { $0.x.isFinite && $0.y.isFinite }
    guard let first = finite.first else { return .zero }
    var (lx, ly, hx, hy) = (first.x, first.y, first.x, first.y)
    for p in finite {
      lx = min(lx, p.x)
      ly = min(ly, p.y)
      hx = max(hx, p.x)
      hy = max(hy, p.y)
    }
    return Rect(x: lx, y: ly, width: hx - lx, height: hy - ly)
  }
}

extension Pixmap {
  /// The pixmap as 8-bit premultiplied bytes: each 16-bit value v to the nearest of 0…255,
  /// (255·v + 32767) / 65535 in whole numbers (ties up), exact integer arithmetic.
  func image(scale: Double) -> RenderedImage {
    let bytes = [UInt8](unsafeUninitializedCapacity: data.count) { out, initialised in
      data.withUnsafeBufferPointer { d in
        for i in 0..<d.count {
          out[i] = UInt8(truncatingIfNeeded: (UInt32(d[i]) &* 255 &+ 32767) / 65535)
        }
      }
      initialised = data.count
    }
    return RenderedImage(
      width: rect.width, height: rect.height, scale: scale, premultipliedRGBA: bytes)
  }
}
