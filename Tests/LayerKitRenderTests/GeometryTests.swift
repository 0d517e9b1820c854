import Foundation
import LayerKit
import LayerKitRender
import XCTest

/// Rules R1 and R10: where a layer lands, and the exact area each edge pixel gets.
final class GeometryTests: XCTestCase {
  func testHalfPlaneCoverageIsExactPerPixel_R10() throws {
    // A rectangle from x = 10.3 to 50: column 10 is 0.7 covered, 11…49 whole, 50 empty.
    let box = layer(
      bounds: Rect(x: 0, y: 0, width: 39.7, height: 20), position: Point(x: 30.15, y: 10)
    ) {
      $0.backgroundColor = black
    }
    let image = try render([box], width: 60, height: 20)
    XCTAssertEqual(image.alpha(10, 5), 0.7, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(11, 5), 1, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(49, 5), 1, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(50, 5), 0, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(9, 5), 0, accuracy: Tier.byte)
  }

  func testRectangleCornerPixelsGetTheProductOfTheirEdgeFractions_R10() throws {
    // Bounds 10 × 10 centred on (5.25, 5.5): x in [0.25, 10.25], y in [0.5, 10.5].
    let box = layer(
      bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 5.25, y: 5.5)
    ) {
      $0.backgroundColor = black
    }
    let image = try render([box], width: 12, height: 12)
    XCTAssertEqual(image.alpha(0, 0), 0.75 * 0.5, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(10, 10), 0.25 * 0.5, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(0, 5), 0.75, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(5, 10), 0.5, accuracy: Tier.byte)
  }

  func testDiagonalEdgeHalvesThePixelsItCrosses_R10() throws {
    let triangle = make(
      ShapeLayer(), bounds: Rect(x: 0, y: 0, width: 40, height: 40), position: Point(x: 20, y: 20)
    ) {
      var path = Path()
      path.move(to: Point(x: 0, y: 0))
      path.addLine(to: Point(x: 40, y: 0))
      path.addLine(to: Point(x: 40, y: 40))
      path.closeSubpath()
      $0.path = path
    }
    let image = try render([triangle], width: 40, height: 40)
    for i in [0, 7, 20, 39] {
      XCTAssertEqual(image.alpha(i, i), 0.5, accuracy: Tier.byte, "pixel (\(i), \(i))")
    }
    XCTAssertEqual(image.alpha(30, 10), 1, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(10, 30), 0, accuracy: Tier.byte)
  }

  func testScaleScalesAboutTheAnchorPoint_R1() throws {
    // 20 × 20 at (50, 50), scaled 2 × 1 about its centre: x from 30 to 70.
    let box = layer(bounds: Rect(x: 0, y: 0, width: 20, height: 20), position: Point(x: 50, y: 50))
    {
      $0.backgroundColor = black
      $0.transform = Transform3D(scaleX: 2, y: 1)
    }
    let image = try render([box], width: 100, height: 100)
    XCTAssertEqual(image.alpha(29, 50), 0, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(30, 50), 1, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(69, 50), 1, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(70, 50), 0, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(50, 39), 0, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(50, 40), 1, accuracy: Tier.byte)
    // An anchor at the top left scales away from it instead: x from 50 to 90.
    box.anchorPoint = Point(x: 0, y: 0)
    let moved = try render([box], width: 100, height: 100)
    XCTAssertEqual(moved.alpha(49, 55), 0, accuracy: Tier.byte)
    XCTAssertEqual(moved.alpha(50, 55), 1, accuracy: Tier.byte)
    XCTAssertEqual(moved.alpha(89, 55), 1, accuracy: Tier.byte)
  }

  func testSublayersArePlacedInTheirSuperlayersBounds_R1() throws {
    // The parent's bounds origin (−10, 0) shifts what it holds right by 10 (L6).
    let child = layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 0, y: 5))
    {
      $0.backgroundColor = black
    }
    let parent = layer(
      bounds: Rect(x: -10, y: 0, width: 40, height: 40), position: Point(x: 20, y: 20))
    parent.addSublayer(child)
    let image = try render([parent], width: 40, height: 40)
    // The parent's top left is at (0, 0) on the canvas; bounds x = −10 is there, so child x
    // from −5 to 5 lands at 5…15.
    XCTAssertEqual(image.alpha(4, 5), 0, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(5, 5), 1, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(14, 5), 1, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(15, 5), 0, accuracy: Tier.byte)
  }

  func testPerspectiveProjectsTheFarEdgeInward_R1() throws {
    // A 100-wide layer turned 60° about y under m34 = −1/500: a point x from the centre lands
    // at x·cos θ / (1 + x·sin θ / 500) (z' = −x sin θ for CA's rotation, w = 1 − z'/500).
    let theta = Double.pi / 3
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    let card = layer(
      bounds: Rect(x: 0, y: 0, width: 100, height: 40), position: Point(x: 100, y: 50)
    ) {
      $0.backgroundColor = black
      $0.transform = Transform3D(rotationAngle: theta, x: 0, y: 1, z: 0).concatenating(perspective)
    }
    let image = try render([card], width: 200, height: 100)
    for x in [-50.0, 50.0] {
      let projected = 100 + x * cos(theta) / (1 + x * sin(theta) / 500)
      let inside = Int((x < 0 ? projected + 1 : projected - 1).rounded(.down))
      let outside = Int((x < 0 ? projected - 1 : projected + 1).rounded(.down))
      XCTAssertEqual(
        image.alpha(inside, 50), 1, accuracy: Tier.byte, "inside the edge at \(projected)")
      XCTAssertEqual(
        image.alpha(outside, 50), 0, accuracy: Tier.byte, "outside the edge at \(projected)")
    }
  }

  func testABackFacingLayerIsDrawnOnlyWhenDoubleSided_R1() throws {
    let card = layer(bounds: Rect(x: 0, y: 0, width: 20, height: 20), position: Point(x: 10, y: 10))
    {
      $0.backgroundColor = black
      $0.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
    }
    XCTAssertEqual(try render([card], width: 20, height: 20).alpha(10, 10), 1, accuracy: Tier.byte)
    card.isDoubleSided = false
    XCTAssertEqual(try render([card], width: 20, height: 20).alpha(10, 10), 0, accuracy: Tier.byte)
    // A mirror in x alone still faces the viewer.
    card.transform = Transform3D(scaleX: -1, y: 1)
    XCTAssertEqual(try render([card], width: 20, height: 20).alpha(10, 10), 1, accuracy: Tier.byte)
  }

  func testScaleFactorMultipliesPixels_R1_R10() throws {
    let box = layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 5, y: 5)) {
      $0.backgroundColor = black
    }
    let image = try render([box], width: 20, height: 20, scale: 3)
    XCTAssertEqual(image.width, 60)
    XCTAssertEqual(image.alpha(29, 29), 1, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(30, 29), 0, accuracy: Tier.byte)
  }

  func testASnapshotShowsThePresentationAtItsTime_R10() throws {
    let box = layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 5, y: 5)) {
      $0.backgroundColor = black
    }
    var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
    fade.duration = 1
    try box.add(fade, forKey: "fade")
    XCTAssertEqual(
      try render([box], at: 0.25, width: 10, height: 10).alpha(5, 5), 0.25, accuracy: Tier.byte)
    XCTAssertEqual(
      try render([box], at: 2, width: 10, height: 10).alpha(5, 5), 1, accuracy: Tier.byte)
  }

  func testLimitsAreRefusedBeforeDrawing_R10() {
    XCTAssertThrowsError(try render([], width: 100_000, height: 100_000))
    XCTAssertThrowsError(try render([], width: 0, height: 10))
    XCTAssertThrowsError(try render([], width: .nan, height: 10))
  }
}

/// Hostile trees: every picture finishes, nothing traps.
final class HostileRenderTests: XCTestCase {
  func testHugeCountsFineDashesAndNonNumbersFinish_R7_R9_R10() throws {
    let replicator = make(
      ReplicatorLayer(), bounds: Rect(x: 0, y: 0, width: 10, height: 10),
      position: Point(x: 5, y: 5)
    ) {
      $0.instanceCount = 2_000_000_000
      $0.instanceDelay = 0.1
      $0.opacity = 0.5
    }
    let inner = make(
      ReplicatorLayer(), bounds: Rect(x: 0, y: 0, width: 10, height: 10),
      position: Point(x: 5, y: 5)
    ) {
      $0.instanceCount = 1_000_000
    }
    inner.addSublayer(
      layer(bounds: Rect(x: 0, y: 0, width: 2, height: 2), position: Point(x: 1, y: 1)) {
        $0.backgroundColor = black
      })
    replicator.addSublayer(inner)
    // One pixel drawn 100,000 times (the copy budget): opaque black under the group's 0.5.
    XCTAssertEqual(
      try render([replicator], width: 10, height: 10).alpha(0, 0), 0.5, accuracy: Tier.byte)
    let dashes = make(
      ShapeLayer(), bounds: Rect(x: 0, y: 0, width: 100, height: 10), position: Point(x: 50, y: 5)
    ) {
      var path = Path()
      path.move(to: Point(x: 0, y: 5))
      path.addLine(to: Point(x: 100, y: 5))
      $0.path = path
      $0.strokeColor = black
      $0.lineWidth = 2
      $0.lineDashPattern = [1e-9, 1e-9]
    }
    // Finer than 100,000 dashes: drawn whole.
    XCTAssertEqual(
      try render([dashes], width: 100, height: 10).alpha(50, 5), 1, accuracy: Tier.byte)
    let odd = layer(
      bounds: Rect(x: .nan, y: 0, width: .infinity, height: 1e300), position: Point(x: 5, y: .nan)
    ) {
      $0.backgroundColor = black
      $0.cornerRadius = .nan
      $0.borderWidth = .infinity
      $0.shadowOpacity = 1
      $0.shadowRadius = 1e9
    }
    _ = try render([odd], width: 20, height: 20)
    // Rounded bounds far past the canvas (a fuzzed scene's 1.9e52-point height): upright, so
    // filled in bands whose rows are the canvas's, the covered pixels opaque.
    let tall = layer(
      bounds: Rect(x: 0, y: 0, width: 100, height: 1.9e52), position: Point(x: 50, y: 0)
    ) {
      $0.backgroundColor = black
      $0.cornerRadius = 8
    }
    XCTAssertEqual(try render([tall], width: 20, height: 20).alpha(10, 10), 1, accuracy: Tier.byte)
    // A rectangle far to the right, and a shadow offset far to the left (the fuzzer's -4.4e78):
    // nothing of either reaches the canvas; the layer casting the shadow still draws.
    let far = layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 1e52, y: 5))
    {
      $0.backgroundColor = black
    }
    let flung = layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 5, y: 5))
    {
      $0.backgroundColor = black
      $0.shadowOpacity = 1
      $0.shadowOffset = Size(width: -4.4e78, height: 0)
    }
    let image = try render([far, flung], width: 20, height: 20)
    XCTAssertEqual(image.alpha(5, 5), 1, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(15, 5), 0, accuracy: Tier.byte)
    // A curve through a far-off point (the fuzzer's 4e43) is cut into at most 1,024 chords.
    let wild = make(
      ShapeLayer(), bounds: Rect(x: 0, y: 0, width: 20, height: 20), position: Point(x: 10, y: 10)
    ) {
      var path = Path()
      path.move(to: Point(x: 0, y: 4e43))
      path.addQuadCurve(to: Point(x: 20, y: 20), control: Point(x: 10, y: -4e43))
      path.closeSubpath()
      $0.path = path
      $0.strokeColor = black
    }
    _ = try render([wild], width: 20, height: 20)
  }
}
