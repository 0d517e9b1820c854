import Foundation
import LayerKitSwiftUI
import XCTest

/// Rule W8: angles, unit points and vector arithmetic.
final class ValuesTests: XCTestCase {
  func testAnglesStoreRadians_W8() {
    XCTAssertEqual(Angle.degrees(180).radians, .pi, accuracy: Tier.exact)
    XCTAssertEqual(Angle(radians: .pi / 2).degrees, 90, accuracy: Tier.exact)
    XCTAssertLessThan(Angle.degrees(10), .degrees(20))
    XCTAssertEqual(Angle.degrees(30).animatableData, .pi / 6, accuracy: Tier.exact)
  }

  func testUnitPointPresets_W8() {
    XCTAssertEqual(UnitPoint.zero, UnitPoint(x: 0, y: 0))
    XCTAssertEqual(UnitPoint.topLeading, UnitPoint(x: 0, y: 0))
    XCTAssertEqual(UnitPoint.center, UnitPoint(x: 0.5, y: 0.5))
    XCTAssertEqual(UnitPoint.bottomTrailing, UnitPoint(x: 1, y: 1))
    XCTAssertEqual(UnitPoint.leading, UnitPoint(x: 0, y: 0.5))
    XCTAssertEqual(UnitPoint.bottom, UnitPoint(x: 0.5, y: 1))
  }

  func testPairsAddAndScaleComponentWise_W8() {
    var pair = AnimatablePair(3.0, AnimatablePair(CGFloat(1), Float(2)))
    pair.scale(by: 2)
    XCTAssertEqual(pair.first, 6)
    XCTAssertEqual(pair.second.second, 4)
    XCTAssertEqual(pair.magnitudeSquared, 36 + 4 + 16, accuracy: Tier.exact)
    let sum = AnimatablePair(1.0, 2.0) + AnimatablePair(10.0, 20.0) - AnimatablePair(1.0, 1.0)
    XCTAssertEqual(sum, AnimatablePair(10.0, 21.0))
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4).animatableData
    XCTAssertEqual(rect.magnitudeSquared, 1 + 4 + 9 + 16, accuracy: Tier.exact)
    XCTAssertEqual(1.0.interpolated(towards: 3.0, amount: 0.25), 1.5)
  }
}
