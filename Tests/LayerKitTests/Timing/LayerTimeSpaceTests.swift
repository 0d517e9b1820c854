import XCTest

@testable import LayerKit

/// A layer's time space (rules L1, L3, T1): its local time from its parent's.
final class LayerTimeSpaceTests: XCTestCase {
  func testADefaultLayersTimeIsItsParentsFromItsBeginOn_T1_L1() {
    // T1 with a layer's defaults (begin 0, speed 1, offset 0, endless): local = parent from 0
    // on, none before (NaN); the frame's shortcut and the whole computation agree bit for bit,
    // −0 made +0 as (t − 0) · 1 + 0 makes it.
    let times: [Double] = [
      0, -0.0, 0.25, 1, 1e300, .infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, -1,
      -.infinity, .nan,
    ]
    for t in times {
      let expected = t >= 0 ? (t == 0 ? 0 : t) : Double.nan
      let shortcut = LayerTimeSpace.standardLocalTime(fromParentTime: t)
      let whole = LayerTimeSpace.standard.localTime(fromParentTime: t)
      XCTAssertEqual(shortcut.bitPattern, whole.bitPattern, "\(t)")
      XCTAssertEqual(shortcut.isNaN, expected.isNaN, "\(t)")
      if !expected.isNaN { XCTAssertEqual(shortcut.bitPattern, expected.bitPattern, "\(t)") }
    }
  }
}
