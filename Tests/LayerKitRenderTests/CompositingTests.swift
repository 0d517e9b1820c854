import Foundation
import LayerKit
import LayerKitRender
import XCTest

/// Rules R2–R6 and R9: drawing order, corners and clipping, group opacity, shadows, copies.
final class CompositingTests: XCTestCase {
  func testTheBorderIsDrawnAboveTheSublayers_R2() throws {
    let parent = layer(
      bounds: Rect(x: 0, y: 0, width: 40, height: 40), position: Point(x: 20, y: 20)
    ) {
      $0.backgroundColor = red
      $0.borderWidth = 4
      $0.borderColor = blue
    }
    parent.addSublayer(
      layer(bounds: Rect(x: 0, y: 0, width: 40, height: 20), position: Point(x: 20, y: 10)) {
        $0.backgroundColor = green
      })
    let image = try render([parent], width: 40, height: 40)
    XCTAssertEqual(image.premultiplied(20, 1).b, 1, accuracy: Tier.byte)  // border over the child
    XCTAssertEqual(image.premultiplied(20, 10).g, 1, accuracy: Tier.byte)  // child over background
    XCTAssertEqual(image.premultiplied(20, 30).r, 1, accuracy: Tier.byte)  // background
    XCTAssertEqual(image.premultiplied(20, 38).b, 1, accuracy: Tier.byte)
  }

  func testGreaterZPositionDrawsOnTopAndHiddenLayersNotAtAll_R2() throws {
    let first = layer(
      bounds: Rect(x: 0, y: 0, width: 20, height: 20), position: Point(x: 10, y: 10)
    ) {
      $0.backgroundColor = red
      $0.zPosition = 1
    }
    let second = layer(
      bounds: Rect(x: 0, y: 0, width: 20, height: 20), position: Point(x: 10, y: 10)
    ) {
      $0.backgroundColor = green
    }
    XCTAssertEqual(
      try render([first, second], width: 20, height: 20).premultiplied(10, 10).r, 1,
      accuracy: Tier.byte)
    first.zPosition = 0
    XCTAssertEqual(
      try render([first, second], width: 20, height: 20).premultiplied(10, 10).g, 1,
      accuracy: Tier.byte)
    second.isHidden = true
    XCTAssertEqual(
      try render([first, second], width: 20, height: 20).premultiplied(10, 10).r, 1,
      accuracy: Tier.byte)
  }

  func testACornerRadiusRoundsTheBackgroundWithAQuarterCircle_R3() throws {
    // A 40 × 40 square with radius 20 is a disc: its covered area is π·20².
    let disc = layer(bounds: Rect(x: 0, y: 0, width: 40, height: 40), position: Point(x: 20, y: 20))
    {
      $0.backgroundColor = black
      $0.cornerRadius = 20
    }
    let image = try render([disc], width: 40, height: 40)
    var area = 0.0
    for y in 0..<40 { for x in 0..<40 { area += image.alpha(x, y) } }
    // Chords within 1/20 of a pixel of the arc, along the perimeter 2π·20.
    XCTAssertEqual(area, .pi * 400, accuracy: 0.05 * 2 * .pi * 20 + 1600 * Tier.byte)
    XCTAssertEqual(image.alpha(0, 0), 0, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(20, 20), 1, accuracy: Tier.byte)
    // Clamped to half the shorter side: 100 on a 40 × 40 square is still the disc.
    disc.cornerRadius = 100
    XCTAssertEqual(try render([disc], width: 40, height: 40).alpha(3, 3), 0, accuracy: Tier.byte)
  }

  func testARoundedRectangleTurnedAQuarterKeepsItsCorners_R1_R3() throws {
    // 20 × 80 with radius 10, turned a quarter about its centre: 80 wide and 20 tall on the
    // canvas, its area still the rectangle's less four corners' (4 − π)·10² / 4 each.
    let bar = layer(bounds: Rect(x: 0, y: 0, width: 20, height: 80), position: Point(x: 40, y: 40))
    {
      $0.backgroundColor = black
      $0.cornerRadius = 10
      // Exactly a quarter turn (cos π/2 in floating point is 6e-17, not 0).
      $0.transform = Transform3D(
        m11: 0, m12: 1, m13: 0, m14: 0, m21: -1, m22: 0, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }
    let image = try render([bar], width: 80, height: 80)
    var area = 0.0
    for y in 0..<80 { for x in 0..<80 { area += image.alpha(x, y) } }
    // Flattening along the arcs, and a byte's rounding on each of the ~200 edge pixels.
    XCTAssertEqual(area, 1600 - (4 - .pi) * 100, accuracy: 0.05 * 2 * .pi * 10 + 200 * Tier.byte)
    XCTAssertEqual(image.alpha(0, 30), 0, accuracy: Tier.byte)  // a rounded corner's tip
    XCTAssertEqual(image.alpha(40, 40), 1, accuracy: Tier.byte)
  }

  func testMasksToBoundsClipsSublayersToTheRoundedBounds_R3() throws {
    let parent = layer(
      bounds: Rect(x: 0, y: 0, width: 40, height: 40), position: Point(x: 30, y: 30)
    ) {
      $0.cornerRadius = 10
    }
    parent.addSublayer(
      layer(bounds: Rect(x: 0, y: 0, width: 60, height: 60), position: Point(x: 20, y: 20)) {
        $0.backgroundColor = black
      })
    let loose = try render([parent], width: 60, height: 60)
    XCTAssertEqual(loose.alpha(5, 5), 1, accuracy: Tier.byte)  // the child spills out
    parent.masksToBounds = true
    let clipped = try render([parent], width: 60, height: 60)
    XCTAssertEqual(clipped.alpha(5, 5), 0, accuracy: Tier.byte)
    XCTAssertEqual(clipped.alpha(11, 11), 0, accuracy: Tier.byte)  // outside the corner's arc
    XCTAssertEqual(clipped.alpha(30, 30), 1, accuracy: Tier.byte)
    XCTAssertEqual(clipped.alpha(30, 11), 1, accuracy: Tier.byte)
  }

  /// The middle pixel of red, then green over it, the two sublayers of a parent of opacity 0.5.
  private func greenOverRedAtHalf(grouped: Bool) throws -> (
    r: Double, g: Double, b: Double, a: Double
  ) {
    let parent = layer(
      bounds: Rect(x: 0, y: 0, width: 20, height: 20), position: Point(x: 10, y: 10)
    ) {
      $0.opacity = 0.5
      $0.allowsGroupOpacity = grouped
    }
    for colour in [red, green] {
      parent.addSublayer(
        layer(bounds: Rect(x: 0, y: 0, width: 20, height: 20), position: Point(x: 10, y: 10)) {
          $0.backgroundColor = colour
        })
    }
    return try render([parent], width: 20, height: 20).premultiplied(10, 10)
  }

  func testOpacityFadesTheSubtreeAsOneGroup_R4() throws {
    // As a group: green at half, no red showing through.
    let p = try greenOverRedAtHalf(grouped: true)
    XCTAssertEqual(p.r, 0, accuracy: Tier.byte)
    XCTAssertEqual(p.g, 0.5, accuracy: Tier.byte)
    XCTAssertEqual(p.a, 0.5, accuracy: Tier.byte)
  }

  func testWithoutGroupOpacityEachDrawingFadesOnItsOwn_R4() throws {
    // Each at half, so red shows through: green·½ over red·½ is (¼, ½, 0) premultiplied,
    // alpha ¾.
    let p = try greenOverRedAtHalf(grouped: false)
    XCTAssertEqual(p.r, 0.25, accuracy: Tier.byte)
    XCTAssertEqual(p.g, 0.5, accuracy: Tier.byte)
    XCTAssertEqual(p.a, 0.75, accuracy: Tier.byte)
  }

  func testAMaskKeepsWhatItsAlphaCovers_R5() throws {
    // A red 40 × 40 layer masked by a half-opaque 20 × 20 square at its top left: red at half
    // there, nothing elsewhere; the mask's colour does not matter, only its alpha.
    let masked = layer(
      bounds: Rect(x: 0, y: 0, width: 40, height: 40), position: Point(x: 20, y: 20)
    ) {
      $0.backgroundColor = red
    }
    masked.mask = layer(
      bounds: Rect(x: 0, y: 0, width: 20, height: 20), position: Point(x: 10, y: 10)
    ) {
      $0.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
    }
    let image = try render([masked], width: 40, height: 40)
    XCTAssertEqual(image.premultiplied(5, 5).r, 0.5, accuracy: Tier.byte)
    XCTAssertEqual(image.premultiplied(5, 5).b, 0, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(5, 5), 0.5, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(30, 30), 0, accuracy: Tier.byte)
    // A horizontal clear-to-opaque gradient as the mask fades the layer along x.
    let fade = make(
      GradientLayer(), bounds: Rect(x: 0, y: 0, width: 40, height: 40),
      position: Point(x: 20, y: 20)
    ) {
      $0.colors = [Color(red: 0, green: 0, blue: 0, alpha: 0), black]
      $0.startPoint = Point(x: 0, y: 0.5)
      $0.endPoint = Point(x: 1, y: 0.5)
    }
    masked.mask = fade
    let faded = try render([masked], width: 40, height: 40)
    for x in [3, 20, 36] {
      XCTAssertEqual(faded.alpha(x, 20), (Double(x) + 0.5) / 40, accuracy: 2 * Tier.byte)
    }
  }

  func testALayerMaskingItselfIsDrawnOnceAsItsOwnMask_R5() throws {
    // Its alpha masks it once: 0.5 × 0.5; the loop ends.
    let loop = layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10), position: Point(x: 5, y: 5)) {
      $0.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
    }
    loop.mask = loop
    XCTAssertEqual(try render([loop], width: 10, height: 10).alpha(5, 5), 0.25, accuracy: Tier.byte)
  }

  func testAShadowIsTheBlurredAlphaOffsetInTheLayersSpace_R6() throws {
    // A hard shadow (radius 0) offset 10 right of a 20 × 20 square.
    let box = layer(bounds: Rect(x: 0, y: 0, width: 20, height: 20), position: Point(x: 20, y: 20))
    {
      $0.backgroundColor = red
      $0.shadowOpacity = 0.5
      $0.shadowRadius = 0
      $0.shadowOffset = Size(width: 10, height: 0)
    }
    let hard = try render([box], width: 60, height: 40)
    XCTAssertEqual(hard.alpha(35, 20), 0.5, accuracy: Tier.byte)  // shadow only, black at half
    XCTAssertEqual(hard.premultiplied(35, 20).r, 0, accuracy: Tier.byte)
    XCTAssertEqual(hard.premultiplied(20, 20).r, 1, accuracy: Tier.byte)  // the layer above it
    XCTAssertEqual(hard.alpha(41, 20), 0, accuracy: Tier.byte)
    // Blurred by σ = 4: at distance σ outside a long straight edge, 1 − Φ(1) ≈ 0.1587 of it.
    let wide = layer(
      bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 60, y: 60)
    ) {
      $0.backgroundColor = red
      $0.shadowOpacity = 1
      $0.shadowRadius = 4
      $0.shadowOffset = Size(width: 0, height: 0)
    }
    let soft = try render([wide], width: 130, height: 120)
    // The edge is at x = 110; pixel 113 has its centre 3.5 out; Φ over the pixel's width.
    func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.0.squareRoot()) }
    let expected = 1 - phi(3.5 / 4)
    XCTAssertEqual(soft.alpha(113, 60), expected, accuracy: Tier.sampledKernel)
  }

  func testMaskedCornersRoundOnlyTheCornersNamed_R3() throws {
    // Radius 10 on a 40 × 40 square, the top-left corner only: its area is the square's less
    // one corner's (1 − π/4)·10².
    let sheet = layer(
      bounds: Rect(x: 0, y: 0, width: 40, height: 40), position: Point(x: 20, y: 20)
    ) {
      $0.backgroundColor = black
      $0.cornerRadius = 10
      $0.maskedCorners = [.minXMinY]
    }
    let image = try render([sheet], width: 40, height: 40)
    var area = 0.0
    for y in 0..<40 { for x in 0..<40 { area += image.alpha(x, y) } }
    XCTAssertEqual(area, 1600 - (1 - .pi / 4) * 100, accuracy: 0.05 * 20 + 1600 * Tier.byte)
    XCTAssertEqual(image.alpha(0, 0), 0, accuracy: Tier.byte)  // the rounded top left
    XCTAssertEqual(image.alpha(39, 0), 1, accuracy: Tier.byte)  // square corners
    XCTAssertEqual(image.alpha(0, 39), 1, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(39, 39), 1, accuracy: Tier.byte)
    // No corner named: square.
    sheet.maskedCorners = []
    XCTAssertEqual(try render([sheet], width: 40, height: 40).alpha(0, 0), 1, accuracy: Tier.byte)
  }

  func testAShadowPathCastsTheShadowInsteadOfTheLayersDrawing_R6() throws {
    // A 20 × 20 layer that draws nothing, with a 10 × 10 shadow path, a hard black shadow
    // offset 30 to the right.
    let caster = layer(
      bounds: Rect(x: 0, y: 0, width: 20, height: 20), position: Point(x: 10, y: 10)
    ) {
      $0.shadowOpacity = 1
      $0.shadowRadius = 0
      $0.shadowOffset = Size(width: 30, height: 0)
      $0.shadowPath = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
    }
    let image = try render([caster], width: 60, height: 20)
    XCTAssertEqual(image.alpha(35, 5), 1, accuracy: Tier.byte)
    XCTAssertEqual(image.premultiplied(35, 5).r, 0, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(45, 5), 0, accuracy: Tier.byte)  // past the path's 10 points
    XCTAssertEqual(image.alpha(35, 15), 0, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(5, 5), 0, accuracy: Tier.byte)  // the layer itself draws nothing
  }

  func testReplicatorCopiesMoveAndTint_R9() throws {
    let replicator = make(
      ReplicatorLayer(), bounds: Rect(x: 0, y: 0, width: 100, height: 20),
      position: Point(x: 50, y: 10)
    ) {
      $0.instanceCount = 3
      $0.instanceTransform = Transform3D(translationX: 30, y: 0)
      $0.instanceColor = Color(red: 1, green: 1, blue: 1, alpha: 1)
      $0.instanceRedOffset = -0.5
    }
    replicator.addSublayer(
      layer(bounds: Rect(x: 0, y: 0, width: 20, height: 20), position: Point(x: 10, y: 10)) {
        $0.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 1)
      })
    let image = try render([replicator], width: 100, height: 20)
    XCTAssertEqual(image.premultiplied(10, 10).r, 1, accuracy: Tier.byte)
    XCTAssertEqual(image.premultiplied(40, 10).r, 0.5, accuracy: Tier.byte)
    XCTAssertEqual(image.premultiplied(70, 10).r, 0, accuracy: Tier.byte)
    XCTAssertEqual(image.premultiplied(70, 10).g, 1, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(25, 10), 0, accuracy: Tier.byte)
  }

  func testTextLayersDrawTheirBackgroundAndBorderOnly_R9() throws {
    let text = make(
      TextLayer(), bounds: Rect(x: 0, y: 0, width: 20, height: 20), position: Point(x: 10, y: 10)
    ) {
      $0.string = "Hello"
      $0.backgroundColor = green
    }
    let image = try render([text], width: 20, height: 20)
    XCTAssertEqual(image.premultiplied(10, 10).g, 1, accuracy: Tier.byte)
  }
}
