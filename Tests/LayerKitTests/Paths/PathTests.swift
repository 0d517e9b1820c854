import Foundation
import LayerKit
import XCTest

/// Paths: elements, segments, rects, ellipses, arcs, measuring and SVG data (rules P1–P7).
/// Expected values are closed forms: corner points, circle points, the analytic arc length of a
/// quadratic Bézier.
final class PathTests: XCTestCase {
  func testSegmentsAndKeyframePoints_P1() {
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    path.addLine(to: Point(x: 10, y: 0))
    path.addQuadCurve(to: Point(x: 10, y: 10), control: Point(x: 20, y: 5))
    path.addCurve(
      to: Point(x: 0, y: 10), control1: Point(x: 5, y: 20), control2: Point(x: 0, y: 15))
    path.closeSubpath()  // adds the line back to (0, 0)
    XCTAssertEqual(path.segments.count, 4)
    XCTAssertEqual(
      path.keyframePoints,
      [
        Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10),
        Point(x: 0, y: 0),
      ])
    // A close at the start point adds no zero-length segment.
    var closed = Path()
    closed.move(to: .zero)
    closed.addLine(to: Point(x: 5, y: 0))
    closed.addLine(to: .zero)
    closed.closeSubpath()
    XCTAssertEqual(closed.segments.count, 2)
    // Lines and quads keep their parameterisation: the quad's midpoint is (P0 + 2C + P2)/4.
    assertClose(
      path.segments[1].point(at: 0.5), Point(x: (10 + 40 + 10) / 4.0, y: (0 + 10 + 10) / 4.0),
      Tolerance.closedForm)
    assertClose(path.segments[0].point(at: 0.25), Point(x: 2.5, y: 0), Tolerance.closedForm)
  }

  func testEmptyAndDegeneratePaths_P1() {
    XCTAssertEqual(Path().segments, [])
    XCTAssertEqual(Path().keyframePoints, [])
    XCTAssertEqual(Path().boundingBox, .zero)
    var lonely = Path()
    lonely.addLine(to: Point(x: 3, y: 4))  // no current point: becomes a move
    XCTAssertEqual(lonely.elements, [.move(to: Point(x: 3, y: 4))])
    XCTAssertEqual(lonely.keyframePoints, [Point(x: 3, y: 4)])
    var still = Path()
    still.move(to: .zero)
    still.addLine(to: .zero)
    XCTAssertEqual(still.length, 0)
    XCTAssertEqual(still.measure().point(atDistance: 1), .zero)
  }

  func testRectStartsTopLeftClockwise_P3() {
    let path = Path(rect: Rect(x: 10, y: 20, width: 100, height: 50))
    XCTAssertEqual(
      path.keyframePoints,
      [
        Point(x: 10, y: 20), Point(x: 110, y: 20), Point(x: 110, y: 70), Point(x: 10, y: 70),
        Point(x: 10, y: 20),
      ])
    assertClose(path.length, 300, Tolerance.closedForm)
  }

  func testEllipseStartsAtAngleZeroClockwise_P4() {
    let path = Path(ellipseIn: Rect(x: 0, y: 0, width: 200, height: 100))
    XCTAssertEqual(
      path.keyframePoints,
      [
        Point(x: 200, y: 50), Point(x: 100, y: 100), Point(x: 0, y: 50), Point(x: 100, y: 0),
        Point(x: 200, y: 50),
      ])
    XCTAssertEqual(path.segments.count, 4)
    // Every point is within the cubic approximation's error of the ellipse (2.7e-4 of a radius
    // for a circle): check the parametric ellipse equation.
    for segment in path.segments {
      for t in stride(from: 0.0, through: 1, by: 0.125) {
        let p = segment.point(at: t)
        let r = ((p.x - 100) / 100 * (p.x - 100) / 100 + (p.y - 50) / 50 * (p.y - 50) / 50)
          .squareRoot()
        assertClose(r, 1, Tolerance.quarterArc)
      }
    }
  }

  func testArcsSweepLikeCGPath_P5() {
    var ccw = Path()
    ccw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    XCTAssertEqual(ccw.segments.count, 1)
    assertClose(ccw.currentPoint ?? .zero, Point(x: 0, y: 10), Tolerance.closedForm)
    // clockwise: true runs towards decreasing angles: 0 → −π/2 → −π → −3π/2.
    var cw = Path()
    cw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    XCTAssertEqual(cw.segments.count, 3)
    assertClose(cw.keyframePoints[1], Point(x: 0, y: -10), Tolerance.closedForm)
    assertClose(cw.keyframePoints[2], Point(x: -10, y: 0), Tolerance.closedForm)
    assertClose(cw.keyframePoints[3], Point(x: 0, y: 10), Tolerance.closedForm)
    // A relative arc of π is two quarter segments; a current point is joined by a line.
    var joined = Path()
    joined.move(to: Point(x: -50, y: 0))
    joined.addRelativeArc(center: .zero, radius: 10, startAngle: .pi, delta: -.pi)
    XCTAssertEqual(joined.segments.count, 3)  // the joining line and two quarters
    assertClose(joined.keyframePoints[1], Point(x: -10, y: 0), Tolerance.closedForm)
    assertClose(joined.keyframePoints[2], Point(x: 0, y: 10), Tolerance.closedForm)  // angle π/2
    // A full turn.
    var full = Path()
    full.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
    XCTAssertEqual(full.segments.count, 4)
  }

  /// The analytic length of a quadratic Bézier from 0 to t: ∫ √(a s² + b s + c) ds.
  private func quadraticLength(_ p0: Point, _ p1: Point, _ p2: Point, to t: Double) -> Double {
    let ax = p0.x - 2 * p1.x + p2.x
    let ay = p0.y - 2 * p1.y + p2.y
    let bx = p1.x - p0.x
    let by = p1.y - p0.y
    let a = 4 * (ax * ax + ay * ay)
    let b = 8 * (ax * bx + ay * by)
    let c = 4 * (bx * bx + by * by)
    func antiderivative(_ s: Double) -> Double {
      let q = (a * s * s + b * s + c).squareRoot()
      return (2 * a * s + b) * q / (4 * a)
        + (4 * a * c - b * b) / (8 * pow(a, 1.5)) * log(2 * a.squareRoot() * q + 2 * a * s + b)
    }
    return antiderivative(t) - antiderivative(0)
  }

  func testLengthMatchesTheQuadraticClosedForm_P6() {
    let (p0, p1, p2) = (Point(x: 0, y: 0), Point(x: 80, y: 120), Point(x: 200, y: 10))
    var path = Path()
    path.move(to: p0)
    path.addQuadCurve(to: p2, control: p1)
    let exact = quadraticLength(p0, p1, p2, to: 1)
    assertClose(path.length, exact, Tolerance.length * exact)
  }

  func testPointAtDistanceIsAccurate_P6() {
    let (p0, p1, p2) = (Point(x: 0, y: 0), Point(x: 80, y: 120), Point(x: 200, y: 10))
    var path = Path()
    path.move(to: p0)
    path.addQuadCurve(to: p2, control: p1)
    let measure = path.measure()
    let length = quadraticLength(p0, p1, p2, to: 1)
    for i in 0...40 {
      let distance = length * Double(i) / 40
      // Independent: bisection on the closed-form length for the parameter.
      var lo = 0.0
      var hi = 1.0
      for _ in 0..<100 {
        let mid = (lo + hi) / 2
        if quadraticLength(p0, p1, p2, to: mid) < distance { lo = mid } else { hi = mid }
      }
      let expected = Path.Segment(quad: p0, control: p1, to: p2).point(at: lo)
      // P6: within 1e-6 of the length.
      assertClose(
        measure.point(atDistance: distance) ?? .zero, expected, Tolerance.pacedPath * length)
    }
    XCTAssertEqual(measure.point(atDistance: -5), p0)
    XCTAssertEqual(measure.point(atDistance: 1e9), p2)
    assertClose(measure.tangentAngle(atDistance: 0) ?? .nan, atan2(120, 80), Tolerance.closedForm)
  }

  func testBoundingBoxUsesCurveExtrema() {
    var path = Path()
    path.move(to: .zero)
    path.addCurve(
      to: Point(x: 100, y: 0), control1: Point(x: 0, y: 100), control2: Point(x: 100, y: 100))
    // y(t) = 300 t (1 − t) peaks at t = 0.5 with 75.
    let box = path.boundingBox
    XCTAssertEqual(box.origin, .zero)
    assertClose(box.size.width, 100, Tolerance.closedForm)
    assertClose(box.size.height, 75, Tolerance.closedForm)
  }

  func testSVGPathData_P7() throws {
    let path = try Path(svgPathData: "M 0 0 L 100 0 C 100 50 50 100 0 100 Z")
    XCTAssertEqual(
      path.elements,
      [
        .move(to: .zero), .line(to: Point(x: 100, y: 0)),
        .curve(
          to: Point(x: 0, y: 100), control1: Point(x: 100, y: 50), control2: Point(x: 50, y: 100)),
        .closeSubpath,
      ])
    // Relative commands, H/V, implicit repetition, compact numbers.
    let relative = try Path(svgPathData: "m10,10h20v-5l5-5 5,5.5e1z")
    XCTAssertEqual(
      relative.keyframePoints,
      [
        Point(x: 10, y: 10), Point(x: 30, y: 10), Point(x: 30, y: 5), Point(x: 35, y: 0),
        Point(x: 40, y: 55), Point(x: 10, y: 10),
      ])
    // S and T reflect the previous control point.
    let smooth = try Path(svgPathData: "M0 0 C 0 10 10 10 10 0 S 20 -10 20 0 Q 25 5 30 0 T 40 0")
    XCTAssertEqual(
      smooth.elements[2],
      .curve(to: Point(x: 20, y: 0), control1: Point(x: 10, y: -10), control2: Point(x: 20, y: -10))
    )
    XCTAssertEqual(
      smooth.elements[4], .quadCurve(to: Point(x: 40, y: 0), control: Point(x: 35, y: -5)))
    // After a command that is not a curve of their kind, their first control point is the
    // current point (SVG 1.1, 8.3.6 and 8.3.7).
    let unsmoothed = try Path(svgPathData: "M0 0 L 10 0 S 20 10 30 0 T 40 0")
    XCTAssertEqual(
      unsmoothed.elements[2],
      .curve(to: Point(x: 30, y: 0), control1: Point(x: 10, y: 0), control2: Point(x: 20, y: 10)))
    XCTAssertEqual(
      unsmoothed.elements[3], .quadCurve(to: Point(x: 40, y: 0), control: Point(x: 30, y: 0)))
  }

  func testSVGArcs_P7_P5() throws {
    // A half circle of radius 50 from (0, 0) to (100, 0) through (50, −50) (sweep flag 1 turns
    // towards increasing angles).
    let arc = try Path(svgPathData: "M 0 0 A 50 50 0 0 1 100 0")
    XCTAssertEqual(arc.segments.count, 2)
    assertClose(arc.keyframePoints[1], Point(x: 50, y: -50), Tolerance.closedForm)
    XCTAssertEqual(arc.keyframePoints[2], Point(x: 100, y: 0))  // exact end
    // Radii too small are scaled up; zero radii make a line.
    let scaled = try Path(svgPathData: "M 0 0 A 1 1 0 0 0 100 0")
    assertClose(scaled.keyframePoints[1], Point(x: 50, y: 50), Tolerance.closedForm)
    let line = try Path(svgPathData: "M 0 0 A 0 5 0 0 0 100 0")
    XCTAssertEqual(line.elements.last, .line(to: Point(x: 100, y: 0)))
  }

  func testSVGErrorsGiveTheOffset_P7() {
    // Aligned table: data, expected start of the reason.
    let cases: [(String, String)] = [
      ("M 0 0 L 10 x", "at offset 11:"),
      ("L 0 0", "at offset 0:"),
      ("M 0 0 Z 5", "at offset 8:"),
      ("M 0 0 K 1", "at offset 6:"),
      ("M 1e999 0", "at offset 2:"),
      ("M 0 0 A 5 5 0 2 0 10 10", "at offset 14:"),
      ("M 0", "at offset 3:"),
    ]
    for (data, prefix) in cases {
      XCTAssertThrowsError(try Path(svgPathData: data), data) { error in
        let error = error as? ValidationError
        XCTAssertEqual(error?.field, "svgPathData")
        XCTAssertTrue(
          error?.reason.hasPrefix(prefix) ?? false, "\(data): \(String(describing: error))")
      }
    }
    XCTAssertEqual(try Path(svgPathData: "").elements, [])
  }

  func testNonFiniteCoordinatesAreRejected() {
    var path = Path()
    path.move(to: .zero)
    path.addLine(to: Point(x: .nan, y: 0))
    XCTAssertThrowsError(try path.validate()) { error in
      XCTAssertEqual((error as? ValidationError)?.field, "elements[1]")
    }
  }
}

/// Bad input found by fuzzing: extreme but finite numbers must neither trap nor run for ever.
final class PathExtremeNumberTests: XCTestCase {
  func testExtremeCoordinatesStayBounded_P6() throws {
    var path = Path()
    path.move(to: Point(x: -1e300, y: 1e-300))
    path.addCurve(
      to: Point(x: 1e300, y: -1e300), control1: Point(x: .leastNormalMagnitude / 1_000, y: 1e300),
      control2: Point(x: -1e300, y: 5))
    path.addArc(center: .zero, radius: 1e250, startAngle: 0, endAngle: 1e10, clockwise: true)
    let layer = Layer()
    var motion = KeyframeAnimation(keyPath: .position, path: path, calculationMode: .paced)
    motion.rotationMode = .auto
    motion.duration = 1
    try layer.add(motion, forKey: "m")
    for t in [0, 0.3, 0.999, 5] { _ = layer.presentation(at: t) }
    let spline = KeyframeAnimation(
      keyPath: .opacity, values: [1e300, -1e300, 1e300], calculationMode: .cubicPaced,
      timing: MediaTiming(duration: 1))
    try layer.add(spline, forKey: "s")
    _ = layer.presentation(at: 0.5)
  }
}
