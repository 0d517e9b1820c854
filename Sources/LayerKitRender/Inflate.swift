import Foundation

/// Inflate (RFC 1950, 1951): stored, fixed and dynamic blocks.
enum Inflate {
  struct BitReader {
    let bytes: [UInt8]
    var position = 0
    var bit = 0

    mutating func bits(_ n: Int) throws -> Int {
      var value = 0
      for i in 0..<n {
        guard position < bytes.count else {
          throw PNG.ReadError(description: "the compressed data ends early")
        }
        if Int(bytes[position] >> UInt8(bit)) & 1 == 1 { value |= 1 << i }
        bit += 1
        if bit == 8 {
          bit = 0
          position += 1
        }
      }
      return value
    }

    mutating func alignToByte() {
      if bit > 0 {
        bit = 0
        position += 1
      }
    }
  }

  /// A canonical Huffman decoder from code lengths.
  struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    init(lengths: [Int]) {
      for l in lengths { counts[l] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for i in 1..<16 { offsets[i] = offsets[i - 1] + counts[i - 1] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (s, l) in lengths.enumerated() where l > 0 {
        symbols[offsets[l]] = s
        offsets[l] += 1
      }
    }

    func decode(_ r: inout BitReader) throws -> Int {
      var code = 0
      var first = 0
      var index = 0
      for length in 1..<16 {
        code |= try r.bits(1)
        let count = counts[length]
        if code - first < count { return symbols[index + code - first] }
        index += count
        first = (first + count) << 1
        code <<= 1
      }
      throw PNG.ReadError(description: "a bad Huffman code")
    }
  }

  static func zlib(_ data: [UInt8]) throws -> [UInt8] {
    guard data.count >= 6, data[0] & 0x0F == 8, (Int(data[0]) << 8 | Int(data[1])) % 31 == 0 else {
      throw PNG.ReadError(description: "not a zlib stream")
    }
    var r = BitReader(bytes: data, position: 2)
    var out: [UInt8] = []
    var final = false
    let fixedLiterals = Huffman(
      lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
        + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))
    let fixedDistances = Huffman(lengths: [Int](repeating: 5, count: 30))
    while !final {
      final = try r.bits(1) == 1
      switch try r.bits(2) {
      case 0:
        r.alignToByte()
        guard r.position + 4 <= data.count else {
          throw PNG.ReadError(description: "a bad stored block")
        }
        let length = Int(data[r.position]) | Int(data[r.position + 1]) << 8
        r.position += 4
        guard r.position + length <= data.count else {
          throw PNG.ReadError(description: "a bad stored block")
        }
        out += data[r.position..<(r.position + length)]
        r.position += length
      case 1: try block(&r, fixedLiterals, fixedDistances, &out)
      case 2:
        let literals = try r.bits(5) + 257
        let distances = try r.bits(5) + 1
        let codes = try r.bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var lengths = [Int](repeating: 0, count: 19)
        for i in 0..<codes { lengths[order[i]] = try r.bits(3) }
        let codeCodes = Huffman(lengths: lengths)
        var all: [Int] = []
        while all.count < literals + distances {
          let symbol = try codeCodes.decode(&r)
          switch symbol {
          case 0...15: all.append(symbol)
          case 16:
            guard let last = all.last else { throw PNG.ReadError(description: "a bad repeat") }
            all += [Int](repeating: last, count: try r.bits(2) + 3)
          case 17: all += [Int](repeating: 0, count: try r.bits(3) + 3)
          default: all += [Int](repeating: 0, count: try r.bits(7) + 11)
          }
        }
        try block(
          &r, Huffman(lengths: Array(all[0..<literals])),
          Huffman(lengths: Array(all[literals..<(literals + distances)])), &out)
      default: throw PNG.ReadError(description: "a reserved block type")
      }
      guard out.count <= 4 * LayerRenderer.maximumPixels + 65536 * 4 else {
        throw PNG.ReadError(description: "more data than an image may hold")
      }
    }
    return out
  }

  static func block(
    _ r: inout BitReader, _ literals: Huffman, _ distances: Huffman, _ out: inout [UInt8]
  ) throws {
    while true {
      let symbol = try literals.decode(&r)
      if symbol < 256 {
        out.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let code = symbol - 257
        guard code < Deflate.lengthBase.count else {
          throw PNG.ReadError(description: "a bad length")
        }
        let length = Deflate.lengthBase[code] + (try r.bits(Deflate.lengthExtra[code]))
        let dcode = try distances.decode(&r)
        guard dcode < Deflate.distanceBase.count else {
          throw PNG.ReadError(description: "a bad distance")
        }
        let distance = Deflate.distanceBase[dcode] + (try r.bits(Deflate.distanceExtra[dcode]))
        guard distance <= out.count else {
          throw PNG.ReadError(description: "a distance too far back")
        }
        let start = out.count - distance
        for k in 0..<length { out.append(out[start + k]) }
      }
    }
  }
}
