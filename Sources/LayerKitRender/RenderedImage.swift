import LayerKit

/// A rendered picture (rule R10): 8-bit RGBA, premultiplied alpha, sRGB, rows top to bottom.
public struct RenderedImage: Hashable, Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Pixels per point the image was drawn at.
  public let scale: Double
  /// Four bytes a pixel (red, green, blue, alpha), premultiplied, rows top to bottom.
  public let premultipliedRGBA: [UInt8]

  /// An image from its premultiplied bytes.
  ///
  /// - Precondition: `premultipliedRGBA.count == width × height × 4`.
  public init(width: Int, height: Int, scale: Double = 1, premultipliedRGBA: [UInt8]) {
    precondition(premultipliedRGBA.count == width * height * 4, "4 bytes a pixel")
    self.width = width
    self.height = height
    self.scale = scale
    self.premultipliedRGBA = premultipliedRGBA
  }

  /// The pixel at (`x`, `y`) with straight alpha (as a PNG stores it), or `nil` outside.
  public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
    guard x >= 0, y >= 0, x < width, y < height else { return nil }
    let i = (y * width + x) * 4
    let p = premultipliedRGBA
    return Self.straight(p[i], p[i + 1], p[i + 2], p[i + 3])
  }

  /// Every pixel with straight alpha, four bytes each: what a PNG file holds.
  public var straightRGBA: [UInt8] {
    var out = premultipliedRGBA
    for i in stride(from: 0, to: out.count, by: 4) {
      let s = Self.straight(out[i], out[i + 1], out[i + 2], out[i + 3])
      (out[i], out[i + 1], out[i + 2]) = (s.red, s.green, s.blue)
    }
    return out
  }

  static func straight(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8)
    -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
  {
    guard a > 0 else { return (0, 0, 0, 0) }
    guard a < 255 else { return (r, g, b, a) }
    func un(_ c: UInt8) -> UInt8 {
      UInt8(min((Double(c) * 255 / Double(a)).rounded(), 255))
    }
    return (un(r), un(g), un(b), a)
  }
}

extension RenderedImage {
  /// `frames` (all of the first's size) side by side, `columns` a row, left to right then top
  /// to bottom: a filmstrip, one image for a golden file of a whole animation. Cells past the
  /// last frame stay transparent.
  public static func filmstrip(_ frames: [RenderedImage], columns: Int) -> RenderedImage {
    guard let first = frames.first else {
      return RenderedImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 0])
    }
    let columns = max(1, min(columns, frames.count))
    let rows = (frames.count + columns - 1) / columns
    let width = first.width * columns
    let height = first.height * rows
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for (index, frame) in frames.enumerated() {
      let ox = (index % columns) * first.width
      let oy = (index / columns) * first.height
      let rowBytes = min(frame.width, first.width) * 4
      for y in 0..<min(frame.height, first.height) {
        let source = y * frame.width * 4
        let target = ((oy + y) * width + ox) * 4
        bytes.replaceSubrange(
          target..<(target + rowBytes), with: frame.premultipliedRGBA[source..<(source + rowBytes)])
      }
    }
    return RenderedImage(width: width, height: height, scale: first.scale, premultipliedRGBA: bytes)
  }
}
