#if !canImport(QuartzCore)
  import Foundation
  import LayerKit
  import XCTest

  @testable import LayerKitQuartzCore
  @testable import LayerKitTesting

  /// The testing library on Core Animation code: every assertion and timeline takes a
  /// `CALayer`, with the messages it gives a LayerKit layer, and reports what the layer refused
  /// (strict by default); a strict world reports refusals as they happen.
  final class TestingCoreAnimationTests: XCTestCase {
    override func setUp() {
      CAMediaClock.reset()
    }

    /// A ring whose stroke fills linearly over 2 s.
    private func ring() -> CAShapeLayer {
      let ring = CAShapeLayer()
      ring.name = "ring"
      let fill = CABasicAnimation(keyPath: "strokeEnd")
      fill.fromValue = 0
      fill.toValue = 1
      fill.duration = 2
      fill.timingFunction = CAMediaTimingFunction(name: .linear)
      ring.add(fill, forKey: "fill")
      return ring
    }

    func testAssertionsTakeACALayer_Y3_B1() throws {
      let ring = ring()
      assertPresentation(of: ring, "strokeEnd", at: 1, equals: 0.5)
      assertPresentation(of: ring, "strokeEnd", equals: [0: 0, 0.5: 0.25, 1.5: 0.75])
      var expected = ring.withLayerKitLayer { $0.model }
      expected.shape?.strokeEnd = 0.5
      assertPresentation(of: ring, at: 1, equals: expected)
      // The messages are the LayerKit layer's.
      XCTAssertEqual(
        Checks.presentation(of: ring, "strokeEnd", expected: [(1, 0.4)], tolerance: 1e-9),
        [
          "ring.strokeEnd at t = 1.0: expected 0.4, got 0.5 (difference \(0.5 - 0.4), "
            + "tolerance ±1e-09)"
        ])
      // A golden timeline from a CALayer.
      let timeline = try ring.timeline(of: ["strokeEnd"], from: 0, to: 2, fps: 2)
      XCTAssertEqual(timeline.values(of: "strokeEnd"), [0, 0.25, 0.5, 0.75, 1].map { .number($0) })
    }

    func testRefusalsAreReportedByTheHelpers_Security6() throws {
      let layer = CALayer()
      layer.name = "box"
      layer.add(CABasicAnimation(keyPath: "opactiy"), forKey: "fade")
      XCTAssertNotNil(layer.lastAnimationError)
      // The next check on the layer names the refused call, then its own result.
      let messages = Checks.presentation(of: layer, "opacity", expected: [(0, 1)], tolerance: 1e-9)
      XCTAssertEqual(
        messages,
        [
          #"box: add(_:forKey: "fade"): keyPath: unknown key path 'opactiy'; did you mean 'opacity'?"#
        ])
      // Reported once.
      XCTAssertEqual(
        Checks.presentation(of: layer, "opacity", expected: [(0, 1)], tolerance: 1e-9), [])
      layer.setValue("red", forKeyPath: "opacity")
      XCTAssertThrowsError(try layer.timeline(of: ["opacity"], at: [0]))
    }

    func testAStrictWorldReportsRefusalsAsTheyHappen() {
      final class Heard: @unchecked Sendable {  // written and read on this thread only
        var messages: [String] = []
      }
      let heard = Heard()
      CAMediaClock.withIsolatedWorld(onRefusal: { heard.messages.append($0) }) {
        let layer = CALayer()
        layer.add(CABasicAnimation(keyPath: "positon.x"), forKey: nil)
        XCTAssertEqual(heard.messages.count, 1)
        XCTAssertTrue(heard.messages[0].hasPrefix("a CALayer: add(_:forKey: nil): "))
      }
    }
  }
#endif
