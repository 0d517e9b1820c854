import Foundation
import LayerKit
import LayerKitRender
import XCTest

/// Rules R7 and R8: shape layers' fills and strokes, gradient layers.
final class ContentTests: XCTestCase {
  func shape(_ configure: (ShapeLayer) -> Void) -> ShapeLayer {
    make(
      ShapeLayer(), bounds: Rect(x: 0, y: 0, width: 60, height: 40), position: Point(x: 30, y: 20),
      configure)
  }

  func square(_ path: inout Path, _ x: Double, _ y: Double, _ side: Double) {
    path.move(to: Point(x: x, y: y))
    path.addLine(to: Point(x: x + side, y: y))
    path.addLine(to: Point(x: x + side, y: y + side))
    path.addLine(to: Point(x: x, y: y + side))
    path.closeSubpath()
  }

  func testFillRulesDecideNestedLoops_R7() throws {
    var path = Path()
    square(&path, 0, 0, 40)
    square(&path, 10, 10, 20)  // the same turning way
    let layer = shape { $0.path = path }
    XCTAssertEqual(try render([layer], width: 60, height: 40).alpha(20, 20), 1, accuracy: Tier.byte)
    layer.fillRule = .evenOdd
    let hole = try render([layer], width: 60, height: 40)
    XCTAssertEqual(hole.alpha(20, 20), 0, accuracy: Tier.byte)
    XCTAssertEqual(hole.alpha(5, 5), 1, accuracy: Tier.byte)
  }

  func line(_ configure: (ShapeLayer) -> Void) -> ShapeLayer {
    shape {
      var path = Path()
      path.move(to: Point(x: 10, y: 20))
      path.addLine(to: Point(x: 50, y: 20))
      $0.path = path
      $0.fillColor = .clear
      $0.strokeColor = black
      $0.lineWidth = 4
      configure($0)
    }
  }

  func testAStrokeIsItsWidthAcrossWithButtCapsByDefault_R7() throws {
    let image = try render([line { _ in }], width: 60, height: 40)
    XCTAssertEqual(image.alpha(30, 17), 0, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(30, 18), 1, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(30, 21), 1, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(30, 22), 0, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(9, 20), 0, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(10, 20), 1, accuracy: Tier.byte)
    XCTAssertEqual(image.alpha(50, 20), 0, accuracy: Tier.byte)
  }

  func testSquareAndRoundCapsReachHalfTheWidthBeyondTheEnds_R7() throws {
    let square = try render([line { $0.lineCap = .square }], width: 60, height: 40)
    XCTAssertEqual(square.alpha(8, 18), 1, accuracy: Tier.byte)
    XCTAssertEqual(square.alpha(7, 20), 0, accuracy: Tier.byte)
    XCTAssertEqual(square.alpha(51, 21), 1, accuracy: Tier.byte)
    let round = try render([line { $0.lineCap = .round }], width: 60, height: 40)
    // The cap is the disc of radius 2 about (10, 20); the pixels left of the end cover the
    // parts of it the disc's area integral gives, F(w) = (w/2)√(4 − w²) + 2 asin(w/2) for
    // w = x − 10, from where the arc crosses the pixel row (w = −√3, −1).
    func F(_ w: Double) -> Double { w / 2 * max(4 - w * w, 0).squareRoot() + 2 * asin(w / 2) }
    let r3 = 3.0.squareRoot()
    // Pixel (8, 19): a full strip for w in [−√3, −1], the arc below −√3.
    XCTAssertEqual(round.alpha(8, 19), (1 - (2 - r3)) + F(-r3) - F(-2), accuracy: Tier.flattening)
    // Pixel (8, 18): the arc's reach past y = 19, for w in [−√3, −1].
    XCTAssertEqual(round.alpha(8, 18), F(-1) - F(-r3) - (r3 - 1), accuracy: Tier.flattening)
    // Pixel (8, 17) lies wholly outside the cap's disc of radius 2 about (10, 20).
    XCTAssertLessThan(round.alpha(8, 17), 0.05)
  }

  func testStrokeStartAndEndTrimTheStrokeNotTheFill_R7() throws {
    let trimmed = try render([line { $0.strokeEnd = 0.5 }], width: 60, height: 40)
    XCTAssertEqual(trimmed.alpha(29, 20), 1, accuracy: Tier.byte)
    XCTAssertEqual(trimmed.alpha(30, 20), 0, accuracy: Tier.byte)
    let both = try render(
      [
        line {
          $0.strokeStart = 0.25; $0.strokeEnd = 0.75
        }
      ], width: 60, height: 40)
    XCTAssertEqual(both.alpha(19, 20), 0, accuracy: Tier.byte)
    XCTAssertEqual(both.alpha(20, 20), 1, accuracy: Tier.byte)
    XCTAssertEqual(both.alpha(39, 20), 1, accuracy: Tier.byte)
    XCTAssertEqual(both.alpha(40, 20), 0, accuracy: Tier.byte)
  }

  func testDashesAlternateFromThePhase_R7() throws {
    let dashed = try render([line { $0.lineDashPattern = [10, 5] }], width: 60, height: 40)
    for (x, on) in [
      (12, true), (19, true), (21, false), (24, false), (26, true), (34, true), (36, false),
    ] {
      XCTAssertEqual(dashed.alpha(x, 20), on ? 1 : 0, accuracy: Tier.byte, "x = \(x)")
    }
    let shifted = try render(
      [
        line {
          $0.lineDashPattern = [10, 5]; $0.lineDashPhase = 5
        }
      ], width: 60, height: 40)
    XCTAssertEqual(shifted.alpha(12, 20), 1, accuracy: Tier.byte)
    XCTAssertEqual(shifted.alpha(16, 20), 0, accuracy: Tier.byte)  // 5 into the pattern: on to 15
  }

  func corner(_ configure: (ShapeLayer) -> Void) -> ShapeLayer {
    shape {
      var path = Path()
      path.move(to: Point(x: 10, y: 30))
      path.addLine(to: Point(x: 30, y: 30))
      path.addLine(to: Point(x: 30, y: 10))
      $0.path = path
      $0.fillColor = .clear
      $0.strokeColor = black
      $0.lineWidth = 8
      configure($0)
    }
  }

  func testMiterJoinsUnlessTheMiterLimitCutsThemToBevels_R7() throws {
    // A right angle at (30, 30): the miter fills the outer square to (34, 34); its ratio √2.
    let miter = try render([corner { _ in }], width: 60, height: 40)
    XCTAssertEqual(miter.alpha(33, 33), 1, accuracy: Tier.byte)
    let bevel = try render([corner { $0.miterLimit = 1.2 }], width: 60, height: 40)
    XCTAssertEqual(bevel.alpha(33, 33), 0, accuracy: Tier.byte)  // beyond the bevel's diagonal
    XCTAssertEqual(bevel.alpha(31, 31), 1, accuracy: Tier.byte)
    let round = try render([corner { $0.lineJoin = .round }], width: 60, height: 40)
    // Pixel (33, 33)'s nearest corner (33, 33) is 4.24 from the join: outside its disc of 4.
    XCTAssertEqual(round.alpha(33, 33), 0, accuracy: Tier.byte)
    XCTAssertEqual(round.alpha(31, 31), 1, accuracy: Tier.byte)  // its far corner 2.8 away
  }

  func testAxialGradientsRunAlongTheUnitSquare_R8() throws {
    let gradient = make(
      GradientLayer(), bounds: Rect(x: 0, y: 0, width: 100, height: 10),
      position: Point(x: 50, y: 5)
    ) {
      $0.colors = [red, blue]
      $0.startPoint = Point(x: 0, y: 0.5)
      $0.endPoint = Point(x: 1, y: 0.5)
    }
    let image = try render([gradient], width: 100, height: 10)
    for x in [0, 24, 50, 99] {
      let t = (Double(x) + 0.5) / 100
      let p = image.premultiplied(x, 5)
      XCTAssertEqual(p.r, 1 - t, accuracy: Tier.byte)
      XCTAssertEqual(p.b, t, accuracy: Tier.byte)
    }
    // Stops at 0 and 0.5: blue from the middle on.
    gradient.locations = [0, 0.5]
    let stopped = try render([gradient], width: 100, height: 10)
    XCTAssertEqual(stopped.premultiplied(24, 5).r, 1 - 24.5 / 50, accuracy: Tier.byte)
    XCTAssertEqual(stopped.premultiplied(70, 5).b, 1, accuracy: Tier.byte)
  }

  func testADiagonalGradientsIsolinesArePerpendicularInUnitCoordinates_R8() throws {
    // On a 200 × 100 layer from (0, 0) to (1, 1): t = (u + v) / 2 in the unit square.
    let gradient = make(
      GradientLayer(), bounds: Rect(x: 0, y: 0, width: 200, height: 100),
      position: Point(x: 100, y: 50)
    ) {
      $0.colors = [black, Color(red: 1, green: 1, blue: 1, alpha: 1)]
      $0.startPoint = Point(x: 0, y: 0)
      $0.endPoint = Point(x: 1, y: 1)
    }
    let image = try render([gradient], width: 200, height: 100)
    for (x, y) in [(50, 25), (150, 10), (20, 80)] {
      let u = (Double(x) + 0.5) / 200
      let v = (Double(y) + 0.5) / 100
      XCTAssertEqual(image.premultiplied(x, y).g, (u + v) / 2, accuracy: Tier.byte, "(\(x), \(y))")
    }
  }

  func testColoursInterpolateInPremultipliedComponents_R8() throws {
    let gradient = make(
      GradientLayer(), bounds: Rect(x: 0, y: 0, width: 100, height: 10),
      position: Point(x: 50, y: 5)
    ) {
      $0.colors = [
        Color(red: 1, green: 0, blue: 0, alpha: 1), Color(red: 0, green: 0, blue: 1, alpha: 0),
      ]
      $0.startPoint = Point(x: 0, y: 0.5)
      $0.endPoint = Point(x: 1, y: 0.5)
    }
    let p = try render([gradient], width: 100, height: 10).premultiplied(49, 5)
    let t = 49.5 / 100
    XCTAssertEqual(p.r, 1 - t, accuracy: Tier.byte)
    XCTAssertEqual(p.b, 0, accuracy: Tier.byte)  // the clear blue adds nothing premultiplied
    XCTAssertEqual(p.a, 1 - t, accuracy: Tier.byte)
  }

  private let white = Color(red: 1, green: 1, blue: 1, alpha: 1)

  /// A black-to-white gradient of `type` filling a `width` × `height` canvas, from the centre
  /// of the unit square towards `end`.
  private func centred(
    _ type: GradientProperties.GradientType, width: Double, height: Double, towards end: Point
  ) -> GradientLayer {
    make(
      GradientLayer(), bounds: Rect(x: 0, y: 0, width: width, height: height),
      position: Point(x: width / 2, y: height / 2)
    ) {
      $0.type = type
      $0.colors = [black, white]
      $0.startPoint = Point(x: 0.5, y: 0.5)
      $0.endPoint = end
    }
  }

  func testRadialGradientsRunOutToTheEllipseThroughTheEndPoint_R8() throws {
    // On a 100 × 50 layer from the centre to (1, 1): semi-axes 0.5 of the unit square each
    // way, t = √(((u − ½)/½)² + ((v − ½)/½)²), the last colour beyond the ellipse.
    let gradient = centred(.radial, width: 100, height: 50, towards: Point(x: 1, y: 1))
    let image = try render([gradient], width: 100, height: 50)
    for (x, y) in [(50, 25), (70, 25), (50, 10), (80, 40), (2, 2), (99, 25)] {
      let u = (Double(x) + 0.5) / 100
      let v = (Double(y) + 0.5) / 50
      let t = (pow((u - 0.5) / 0.5, 2) + pow((v - 0.5) / 0.5, 2)).squareRoot()
      XCTAssertEqual(image.premultiplied(x, y).g, min(t, 1), accuracy: Tier.byte, "(\(x), \(y))")
    }
    // A flat ellipse (end point level with the start) has no inside: the last colour.
    gradient.endPoint = Point(x: 1, y: 0.5)
    XCTAssertEqual(
      try render([gradient], width: 100, height: 50).premultiplied(50, 25).g, 1,
      accuracy: Tier.byte)
  }

  func testConicGradientsTurnClockwiseFromTheEndPoint_R8() throws {
    // Centred on a 100 × 100 layer, angle 0 towards the right edge, turning towards +y (down:
    // clockwise on screen): t is the angle in turns.
    let gradient = centred(.conic, width: 100, height: 100, towards: Point(x: 1, y: 0.5))
    let image = try render([gradient], width: 100, height: 100)
    for (x, y) in [(80, 60), (60, 90), (10, 52), (30, 10), (90, 45)] {
      let angle = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50)
      let t = angle >= 0 ? angle / (2 * .pi) : 1 + angle / (2 * .pi)
      XCTAssertEqual(image.premultiplied(x, y).g, t, accuracy: Tier.byte, "(\(x), \(y))")
    }
    // Turned: angle 0 straight down, so the pixel below the centre starts the turn.
    gradient.endPoint = Point(x: 0.5, y: 1)
    let turned = try render([gradient], width: 100, height: 100)
    let below = atan2(40.5, 0.5) - .pi / 2
    XCTAssertEqual(
      turned.premultiplied(50, 90).g, below >= 0 ? below / (2 * .pi) : 1 + below / (2 * .pi),
      accuracy: Tier.byte)
  }
}
