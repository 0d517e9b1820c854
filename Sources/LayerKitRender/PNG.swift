import Foundation

/// PNG files written and read by the module itself (no dependency): 8-bit RGBA, straight alpha,
/// each row filtered (None, Sub or Up, whichever sums smallest), compressed by deflate with the
/// fixed Huffman codes and a hash of three-byte matches; animated PNG (APNG) for several
/// frames. Reading takes what other tools write: 8-bit RGB or RGBA, any filter, every deflate
/// block type, not interlaced.
public enum PNG {
  /// A file that is not a PNG this reader takes.
  public struct ReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var description: String
  }

  /// The PNG file of `image`.
  public static func encode(_ image: RenderedImage) -> [UInt8] {
    var out = signature
    chunk("IHDR", header(image.width, image.height), into: &out)
    chunk(
      "IDAT", zlib(filtered(image.straightRGBA, width: image.width, height: image.height)),
      into: &out)
    chunk("IEND", [], into: &out)
    return out
  }

  /// An animated PNG of `frames` (all of the first's size), each shown `delay` seconds, looping
  /// for ever; the first frame is also what a reader without animation shows.
  public static func encodeAnimated(_ frames: [RenderedImage], delay: Double) -> [UInt8] {
    guard let first = frames.first else { return [] }
    var out = signature
    chunk("IHDR", header(first.width, first.height), into: &out)
    chunk("acTL", be32(UInt32(frames.count)) + be32(0), into: &out)
    var sequence: UInt32 = 0
    let hundredths = UInt16(min(max((delay * 100).rounded(), 1), 65535))
    for (index, frame) in frames.enumerated() {
      var control = be32(sequence) + be32(UInt32(first.width)) + be32(UInt32(first.height))
      control += be32(0) + be32(0) + be16(hundredths) + be16(100) + [0, 0]
      chunk("fcTL", control, into: &out)
      sequence += 1
      let data = zlib(filtered(frame.straightRGBA, width: frame.width, height: frame.height))
      if index == 0 {
        chunk("IDAT", data, into: &out)
      } else {
        chunk("fdAT", be32(sequence) + data, into: &out)
        sequence += 1
      }
    }
    chunk("IEND", [], into: &out)
    return out
  }

  /// The image in a PNG file (its pixels premultiplied, as the renderer's are).
  ///
  /// - Throws: ``ReadError`` for anything but an 8-bit RGB or RGBA, non-interlaced PNG, or a
  ///   damaged one.
  public static func decode(_ bytes: [UInt8]) throws -> RenderedImage {
    guard bytes.count > 8, Array(bytes[0..<8]) == signature else {
      throw ReadError(description: "not a PNG file")
    }
    var offset = 8
    var width = 0
    var height = 0
    var channels = 4
    var compressed: [UInt8] = []
    while offset + 8 <= bytes.count {
      let length = Int(readBE32(bytes, offset))
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let start = offset + 8
      guard length >= 0, start + length + 4 <= bytes.count else {
        throw ReadError(description: "a chunk runs past the end of the file")
      }
      let data = Array(bytes[start..<(start + length)])
      switch type {
      case "IHDR":
        guard data.count == 13 else { throw ReadError(description: "a bad header") }
        width = Int(readBE32(data, 0))
        height = Int(readBE32(data, 4))
        guard data[8] == 8, data[10] == 0, data[11] == 0, data[12] == 0 else {
          throw ReadError(description: "only 8-bit, non-interlaced images are read")
        }
        switch data[9] {
        case 6: channels = 4
        case 2: channels = 3
        default:
          throw ReadError(description: "only RGB and RGBA images are read (colour type \(data[9]))")
        }
        guard width > 0, height > 0, width * height <= LayerRenderer.maximumPixels else {
          throw ReadError(description: "an image of \(width) × \(height) pixels")
        }
      case "IDAT": compressed += data
      case "IEND": offset = bytes.count
      default: break
      }
      offset = start + length + 4
    }
    guard width > 0 else { throw ReadError(description: "no header") }
    let raw = try Inflate.zlib(compressed)
    let rowBytes = width * channels
    guard raw.count >= (rowBytes + 1) * height else {
      throw ReadError(description: "too little image data")
    }
    var pixels = [UInt8](repeating: 0, count: rowBytes * height)
    var previous = [UInt8](repeating: 0, count: rowBytes)
    for y in 0..<height {
      let filter = raw[y * (rowBytes + 1)]
      var row = Array(raw[(y * (rowBytes + 1) + 1)..<((y + 1) * (rowBytes + 1))])
      for i in 0..<rowBytes {
        let a = i >= channels ? Int(row[i - channels]) : 0
        let b = Int(previous[i])
        let c = i >= channels ? Int(previous[i - channels]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = a
        case 2: predictor = b
        case 3: predictor = (a + b) / 2
        case 4:
          let p = a + b - c
          let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
          predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        default: throw ReadError(description: "an unknown row filter \(filter)")
        }
        row[i] = UInt8(truncatingIfNeeded: Int(row[i]) + predictor)
      }
      pixels.replaceSubrange((y * rowBytes)..<((y + 1) * rowBytes), with: row)
      previous = row
    }
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    for i in 0..<(width * height) {
      let r = pixels[i * channels]
      let g = pixels[i * channels + 1]
      let b = pixels[i * channels + 2]
      let a = channels == 4 ? pixels[i * channels + 3] : 255
      func pre(_ v: UInt8) -> UInt8 { UInt8((Double(v) * Double(a) / 255).rounded()) }
      (rgba[i * 4], rgba[i * 4 + 1], rgba[i * 4 + 2], rgba[i * 4 + 3]) = (pre(r), pre(g), pre(b), a)
    }
    return RenderedImage(width: width, height: height, premultipliedRGBA: rgba)
  }

  // MARK: Writing

  static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  static func header(_ width: Int, _ height: Int) -> [UInt8] {
    be32(UInt32(width)) + be32(UInt32(height)) + [8, 6, 0, 0, 0]
  }

  static func be32(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }

  static func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }

  static func readBE32(_ b: [UInt8], _ i: Int) -> UInt32 {
    UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
  }

  static func chunk(_ type: String, _ data: [UInt8], into out: inout [UInt8]) {
    let typeBytes = Array(type.utf8)
    out += be32(UInt32(data.count))
    out += typeBytes
    out += data
    out += be32(crc32(typeBytes + data))
  }

  static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }

  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    var i = 0
    while i < bytes.count {
      let end = min(i + 5552, bytes.count)
      while i < end {
        a += UInt32(bytes[i])
        b += a
        i += 1
      }
      a %= 65521
      b %= 65521
    }
    return b << 16 | a
  }

  /// Each row with a filter byte: None, Sub or Up, the one whose bytes (as signed) sum least.
  static func filtered(_ rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
    let rowBytes = width * 4
    var out = [UInt8]()
    out.reserveCapacity((rowBytes + 1) * height)
    var sub = [UInt8](repeating: 0, count: rowBytes)
    var up = [UInt8](repeating: 0, count: rowBytes)
    for y in 0..<height {
      let row = y * rowBytes
      var costs = (none: 0, sub: 0, up: 0)
      for i in 0..<rowBytes {
        let v = rgba[row + i]
        let left = i >= 4 ? rgba[row + i - 4] : 0
        let above = y > 0 ? rgba[row - rowBytes + i] : 0
        sub[i] = v &- left
        up[i] = v &- above
        costs.none += Int(Int(Int8(bitPattern: v)).magnitude)
        costs.sub += Int(Int(Int8(bitPattern: sub[i])).magnitude)
        costs.up += Int(Int(Int8(bitPattern: up[i])).magnitude)
      }
      if costs.sub <= costs.up, costs.sub <= costs.none {
        out.append(1)
        out += sub
      } else if costs.up <= costs.none {
        out.append(2)
        out += up
      } else {
        out.append(0)
        out += rgba[row..<(row + rowBytes)]
      }
    }
    return out
  }

  /// A zlib stream of `data`: deflate with the fixed codes.
  static func zlib(_ data: [UInt8]) -> [UInt8] {
    var writer = BitWriter()
    writer.bytes = [0x78, 0x01]
    Deflate.fixed(data, into: &writer)
    writer.flush()
    return writer.bytes + be32(adler32(data))
  }
}

/// Bits written least significant first, as deflate packs them.
struct BitWriter {
  var bytes: [UInt8] = []
  private var buffer: UInt64 = 0
  private var count = 0

  mutating func write(_ value: UInt32, bits: Int) {
    buffer |= UInt64(value) << UInt64(count)
    count += bits
    while count >= 8 {
      bytes.append(UInt8(buffer & 0xFF))
      buffer >>= 8
      count -= 8
    }
  }

  /// A Huffman code, written most significant bit first.
  mutating func writeCode(_ code: UInt32, bits: Int) {
    var reversed: UInt32 = 0
    for i in 0..<bits where code & (1 << UInt32(i)) != 0 { reversed |= 1 << UInt32(bits - 1 - i) }
    write(reversed, bits: bits)
  }

  mutating func flush() {
    if count > 0 { bytes.append(UInt8(buffer & 0xFF)) }
    buffer = 0
    count = 0
  }
}

/// Deflate's tables (RFC 1951 §3.2.5) and a one-block compressor with the fixed codes.
enum Deflate {
  static let lengthBase: [Int] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
  ]
  static let lengthExtra: [Int] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  static let distanceBase: [Int] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  static let distanceExtra: [Int] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]

  static func literal(_ v: Int, _ w: inout BitWriter) {
    switch v {
    case 0...143: w.writeCode(UInt32(0x30 + v), bits: 8)
    case 144...255: w.writeCode(UInt32(0x190 + v - 144), bits: 9)
    case 256...279: w.writeCode(UInt32(v - 256), bits: 7)
    default: w.writeCode(UInt32(0xC0 + v - 280), bits: 8)
    }
  }

  static func fixed(_ data: [UInt8], into w: inout BitWriter) {
    w.write(1, bits: 1)  // the final block
    w.write(1, bits: 2)  // fixed codes
    let window = 32768
    var head = [Int](repeating: -1, count: 1 << 15)
    var i = 0
    let n = data.count
    while i < n {
      var bestLength = 0
      var bestDistance = 0
      if i + 2 < n {
        let hash = (Int(data[i]) << 7 ^ Int(data[i + 1]) << 4 ^ Int(data[i + 2])) & 0x7FFF
        let candidate = head[hash]
        head[hash] = i
        if candidate >= 0, i - candidate <= window {
          var length = 0
          let limit = min(258, n - i)
          while length < limit, data[candidate + length] == data[i + length] { length += 1 }
          if length >= 3 {
            bestLength = length
            bestDistance = i - candidate
          }
        }
      }
      if bestLength >= 3 {
        var code = 0
        while code + 1 < lengthBase.count, lengthBase[code + 1] <= bestLength { code += 1 }
        literal(257 + code, &w)
        if lengthExtra[code] > 0 {
          w.write(UInt32(bestLength - lengthBase[code]), bits: lengthExtra[code])
        }
        var dcode = 0
        while dcode + 1 < distanceBase.count, distanceBase[dcode + 1] <= bestDistance { dcode += 1 }
        w.writeCode(UInt32(dcode), bits: 5)
        if distanceExtra[dcode] > 0 {
          w.write(UInt32(bestDistance - distanceBase[dcode]), bits: distanceExtra[dcode])
        }
        // Keep the hash current inside the match, every few bytes.
        var k = i + 1
        while k < i + bestLength, k + 2 < n {
          head[(Int(data[k]) << 7 ^ Int(data[k + 1]) << 4 ^ Int(data[k + 2])) & 0x7FFF] = k
          k += 1
        }
        i += bestLength
      } else {
        literal(Int(data[i]), &w)
        i += 1
      }
    }
    literal(256, &w)
  }
}

extension RenderedImage {
  /// The image as a PNG file (``PNG/encode(_:)``).
  public func pngData() -> Data { Data(PNG.encode(self)) }
}
