import Foundation
import LayerKit
import XCTest

@testable import LayerKitRender

/// The PNG files (R10's output): valid streams that read back.
final class PNGTests: XCTestCase {
  func testInflateReadsAZlibStreamOfAnotherWriter_R10() throws {
    // zlib's own compression of "hello" (one block of the fixed codes).
    let stream: [UInt8] = [
      0x78, 0x9C, 0xCB, 0x48, 0xCD, 0xC9, 0xC9, 0x07, 0x00, 0x06, 0x2C, 0x02, 0x15,
    ]
    XCTAssertEqual(try Inflate.zlib(stream), Array("hello".utf8))
  }

  func testAStoredBlockPNGOfRGBDecodes_R10() throws {
    var file = PNG.signature
    // IHDR 1 × 1, RGB 8-bit.
    PNG.chunk("IHDR", PNG.be32(1) + PNG.be32(1) + [8, 2, 0, 0, 0], into: &file)
    // A stored block of the row: filter 0, then (10, 20, 30).
    let row: [UInt8] = [0, 10, 20, 30]
    let stored: [UInt8] =
      [0x78, 0x01, 0x01, 0x04, 0x00, 0xFB, 0xFF] + row + PNG.be32(PNG.adler32(row))
    PNG.chunk("IDAT", stored, into: &file)
    PNG.chunk("IEND", [], into: &file)
    let image = try PNG.decode(file)
    XCTAssertEqual(image.premultipliedRGBA, [10, 20, 30, 255])
  }

  func testAnEncodedImageDecodesToItself_R10() throws {
    var bytes: [UInt8] = []
    var random = UInt64(12345)
    for _ in 0..<(37 * 23) {
      random = random &* 6364136223846793005 &+ 1442695040888963407
      let a = UInt8(random >> 56)
      // Premultiplied bytes that a straight-alpha file keeps exactly: opaque or clear.
      let opaque = a > 127
      bytes +=
        opaque
        ? [UInt8(random >> 8 & 0xFF), UInt8(random >> 16 & 0xFF), UInt8(random >> 24 & 0xFF), 255]
        : [0, 0, 0, 0]
    }
    let image = RenderedImage(width: 37, height: 23, premultipliedRGBA: bytes)
    XCTAssertEqual(try PNG.decode(PNG.encode(image)), image)
    // A picture with runs compresses: the matches work.
    let flat = RenderedImage(
      width: 200, height: 200, premultipliedRGBA: [UInt8](repeating: 200, count: 200 * 200 * 4))
    XCTAssertLessThan(PNG.encode(flat).count, 200 * 200 * 4 / 20)
    XCTAssertEqual(try PNG.decode(PNG.encode(flat)).premultipliedRGBA.count, 200 * 200 * 4)
  }

  func testTheCRCIsTheStandardOne_R10() {
    // CRC-32 of "IEND" is 0xAE426082, the bytes every PNG ends with.
    XCTAssertEqual(PNG.crc32(Array("IEND".utf8)), 0xAE42_6082)
    XCTAssertEqual(PNG.adler32(Array("Wikipedia".utf8)), 0x11E6_0398)
  }

  func testBadFilesAreRefusedWithAReason_R10() {
    XCTAssertThrowsError(try PNG.decode([1, 2, 3]))
    XCTAssertThrowsError(try PNG.decode(PNG.signature + [0, 0, 0, 13]))
  }
}
