#if !canImport(QuartzCore)
  import Foundation
  import XCTest

  @testable import LayerKitQuartzCore

  /// The drawing properties a layer stores and reads back without rendering, with the defaults
  /// Core Animation documents for them, so that iOS code that sets or reads them runs unchanged.
  final class StoredLayerPropertiesTests: XCTestCase {
    override func setUp() {
      CAMediaClock.reset()
    }

    func testDrawingPropertiesStartAtCoreAnimationsDefaults() {
      let layer = CALayer()
      XCTAssertFalse(layer.allowsEdgeAntialiasing)
      XCTAssertTrue(layer.allowsGroupOpacity)
      XCTAssertFalse(layer.isGeometryFlipped)
      XCTAssertFalse(layer.drawsAsynchronously)
      XCTAssertEqual(layer.contentsCenter, CGRect(x: 0, y: 0, width: 1, height: 1))
      XCTAssertEqual(layer.minificationFilter, .linear)
      XCTAssertEqual(layer.magnificationFilter, .linear)
      XCTAssertEqual(layer.cornerCurve, .circular)
      XCTAssertEqual(layer.maskedCorners.rawValue, 0b1111)  // all four corners
    }

    func testDrawingPropertiesAreKeptAndChangeNoAnimatedValue() {
      let layer = CALayer()
      layer.cornerRadius = 8
      layer.cornerCurve = .continuous
      layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      layer.magnificationFilter = .nearest
      layer.allowsEdgeAntialiasing = true
      XCTAssertEqual(layer.cornerCurve.rawValue, "continuous")
      XCTAssertEqual(layer.maskedCorners.rawValue, 0b0011)
      XCTAssertEqual(layer.magnificationFilter, .nearest)
      XCTAssertTrue(layer.allowsEdgeAntialiasing)
      XCTAssertEqual(layer.animationKeys(), nil)  // no implicit animation for any of them
      XCTAssertEqual(layer.presentation()?.cornerRadius, 8)
    }
  }
#endif
