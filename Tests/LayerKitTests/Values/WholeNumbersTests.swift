import XCTest

@testable import LayerKit

/// The evaluator's whole numbers (`WholeNumbers.swift`): the floor and ceiling that find a
/// cycle (T4, T9) and the index of a table cell (K2, K3, P6), checked against the standard
/// library's rounding and conversion.
final class WholeNumbersTests: XCTestCase {
  /// Values where rounding goes wrong first: zeros, halves, whole numbers and their
  /// neighbours, the subnormals, the edge of 2⁵² where doubles become whole, the infinities.
  private let magnitudes: [Double] = [
    0, .leastNonzeroMagnitude, .leastNormalMagnitude, 0.25, 0.5, 0.5.nextDown, 0.5.nextUp, 1,
    1.0.nextDown, 1.0.nextUp, 1.5, 2, 2.5, 3, 1e6 + 0.5, 0x1p51 + 0.5, 0x1p52.nextDown, 0x1p52,
    0x1p52 + 1, 0x1p53, 1e300, .greatestFiniteMagnitude, .infinity,
  ]

  func testWholeBelowAndAboveAreTheFloorAndCeiling_T4_T9() {
    var random = SplitMix64(seed: 52)
    let samples =
      magnitudes.flatMap { [$0, -$0] }
      + (0..<2_000).map { _ in Double.random(in: -1e4...1e4, using: &random) }
    for x in samples {
      XCTAssertEqual(wholeBelow(x), x.rounded(.down), "floor of \(x)")
      XCTAssertEqual(wholeAbove(x), x.rounded(.up), "ceiling of \(x)")
    }
    XCTAssertTrue(wholeBelow(.nan).isNaN)
    XCTAssertTrue(wholeAbove(.nan).isNaN)
  }

  func testAZeroResultIsPositive_T4() {
    // Bit for bit what the cycle arithmetic has always had: +0, whatever the sign of x.
    for x in [0.0, -0.0, 0.25, 0.5.nextDown] {
      XCTAssertEqual(wholeBelow(x).bitPattern, Double(0).bitPattern, "floor of \(x)")
    }
    for x in [0.0, -0.0, -0.25, (-1.0).nextUp] {
      XCTAssertEqual(wholeAbove(x).bitPattern, Double(0).bitPattern, "ceiling of \(x)")
    }
  }

  func testWholeIndexIsTheTruncation_K2_K3_P6() {
    // On [0, 2⁵¹] the floor is the truncation `Int(x)` makes.
    var random = SplitMix64(seed: 51)
    let samples =
      magnitudes.filter { $0 <= 0x1p51 }
      + (0..<2_000).map { _ in Double.random(in: 0...4_096, using: &random) }
    for x in samples {
      XCTAssertEqual(wholeIndex(x), Int(x), "index at \(x)")
    }
    XCTAssertEqual(wholeIndex(0x1p51), 1 << 51)
    XCTAssertEqual(wholeIndex(-0.0), 0)
  }
}
