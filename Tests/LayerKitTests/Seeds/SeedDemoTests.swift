import Foundation
import LayerKit
import XCTest

/// Every animation demo of the seed tutorials (shared/seeds), translated to LayerKit, with the
/// values the tutorials describe computed independently (linear interpolation, Bézier points,
/// the reference timing-function solver, Penner's bounce formula).
final class SeedDemoTests: XCTestCase {
  /// The seeds' view: frame (50, 50, 100, 100), so its centre (position) is (100, 100).
  private func view() -> Layer {
    let layer = Layer()
    layer.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
    layer.position = Point(x: 100, y: 100)
    return layer
  }

  // MARK: Seed 000: CABasicAnimation

  func testTranslationToHoldsTheTarget_B1_F2() throws {
    // translationTo: toValue = touch location, 2 s, removedOnCompletion NO, fill forwards.
    let layer = view()
    var move = BasicAnimation(keyPath: .position, to: .point(Point(x: 300, y: 400)))
    move.duration = 2
    move.isRemovedOnCompletion = false
    move.fillMode = .forwards
    try layer.add(move, forKey: nil)
    assertClose(layer.presentation(at: 1).position, Point(x: 200, y: 250), Tolerance.closedForm)
    XCTAssertEqual(layer.presentation(at: 10).position, Point(x: 300, y: 400))
    XCTAssertEqual(layer.position, Point(x: 100, y: 100))  // "the frame does not change"
  }

  func testRotationForever_T5() throws {
    // rotationAnimation: transform.rotation to 2π, 2 s, repeatCount HUGE_VALF.
    let layer = view()
    var spin = BasicAnimation(keyPath: .transformRotation, to: .number(2 * .pi))
    spin.duration = 2
    spin.repeatCount = .infinity
    spin.isRemovedOnCompletion = false
    try layer.add(spin, forKey: "rotationAnim")
    assertClose(
      layer.presentation(at: 1_000.5).transform,
      Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1), Tolerance.fewSteps)
  }

  func testScaleAutoreverse_T4_B1() throws {
    // scaleAnimation: transform.scale to 0.5 (from the current 1), autoreverses, 2 s.
    let layer = view()
    var scale = BasicAnimation(keyPath: .transformScale, to: 0.5)
    scale.autoreverses = true
    scale.duration = 2
    try layer.add(scale, forKey: nil)
    // Down to 0.5 half-way, back up: 0.75 at a quarter and at three quarters.
    for (t, s) in [(1.0, 0.75), (2, 0.5), (3, 0.75)] {
      assertClose(
        layer.presentation(at: t).transform, Transform3D(scaleX: s, y: s, z: s),
        Tolerance.decomposition, "at \(t)")
    }
    XCTAssertEqual(layer.presentation(at: 4).transform, .identity)  // ended: removed
  }

  // MARK: Seed 000: CAKeyframeAnimation

  func testTransformToThroughTheOrigin_K2() throws {
    // transformTo: centre → (0, 0) → location, 2 s, forwards fill.
    let layer = view()
    var anim = KeyframeAnimation(
      keyPath: .position,
      values: [.point(Point(x: 100, y: 100)), .point(.zero), .point(Point(x: 300, y: 400))])
    anim.duration = 2
    anim.isRemovedOnCompletion = false
    anim.fillMode = .forwards
    try layer.add(anim, forKey: nil)
    assertClose(layer.presentation(at: 0.5).position, Point(x: 50, y: 50), Tolerance.closedForm)
    XCTAssertEqual(layer.presentation(at: 1).position, .zero)
    assertClose(layer.presentation(at: 1.5).position, Point(x: 150, y: 200), Tolerance.closedForm)
    XCTAssertEqual(layer.presentation(at: 5).position, Point(x: 300, y: 400))
  }

  func testMoveRectClockwiseFromTopLeft_P3() throws {
    // moveRect: rect from the centre to the location (300, 250), 2 s.
    let layer = view()
    let rect = Rect(x: 100, y: 100, width: 200, height: 150)
    var anim = KeyframeAnimation(keyPath: .position, path: Path(rect: rect))
    anim.duration = 2
    try layer.add(anim, forKey: nil)
    // Four sides, half a second each, clockwise on screen: right, down, left, up.
    let expected: [(Double, Point)] = [
      (0, Point(x: 100, y: 100)), (0.25, Point(x: 200, y: 100)), (0.5, Point(x: 300, y: 100)),
      (0.75, Point(x: 300, y: 175)), (1.25, Point(x: 200, y: 250)), (1.75, Point(x: 100, y: 175)),
    ]
    for (t, point) in expected {
      assertClose(layer.presentation(at: t).position, point, Tolerance.closedForm, "at \(t)")
    }
    // It returns to the start at the end of the cycle.
    assertClose(
      layer.presentation(at: 2 - 1e-9).position, Point(x: 100, y: 100), Tolerance.justBeforeEnd)
  }

  func testQuadAndCubicCurvePaths_P2() throws {
    // moveQuadCurve / moveCurve with "random" control points, fixed here.
    let start = Point(x: 100, y: 100)
    let end = Point(x: 300, y: 50)
    let c = Point(x: 37, y: 411)
    let c1 = Point(x: 250, y: 12)
    let c2 = Point(x: 8, y: 380)
    var quadPath = Path()
    quadPath.move(to: start)
    quadPath.addQuadCurve(to: end, control: c)
    var cubicPath = Path()
    cubicPath.move(to: start)
    cubicPath.addCurve(to: end, control1: c1, control2: c2)
    let quad = view()
    try quad.add(
      KeyframeAnimation(keyPath: .position, path: quadPath, timing: MediaTiming(duration: 2)),
      forKey: nil)
    let cubic = view()
    try cubic.add(
      KeyframeAnimation(keyPath: .position, path: cubicPath, timing: MediaTiming(duration: 2)),
      forKey: nil)
    // Midpoints: (P0 + 2C + P2)/4 and (P0 + 3C1 + 3C2 + P3)/8.
    assertClose(
      quad.presentation(at: 1).position,
      Point(x: (100 + 74 + 300) / 4.0, y: (100 + 822 + 50) / 4.0), Tolerance.closedForm)
    assertClose(
      cubic.presentation(at: 1).position,
      Point(x: (100 + 750 + 24 + 300) / 8.0, y: (100 + 36 + 1140 + 50) / 8.0), Tolerance.closedForm)
  }

  func testRandomControlPointsThroughValues_K2() throws {
    // moveWithDuration:to:controlPointCount: centre, 5 random points (fixed), location; 5 s.
    let points = [
      Point(x: 100, y: 100), Point(x: 10, y: 20), Point(x: 300, y: 40), Point(x: 120, y: 500),
      Point(x: 60, y: 60), Point(x: 250, y: 250), Point(x: 300, y: 400),
    ]
    let layer = view()
    try layer.add(
      KeyframeAnimation(
        keyPath: .position, values: points.map(AnimatableValue.point),
        timing: MediaTiming(duration: 5)), forKey: nil)
    // Six legs of 5/6 s: at 5/12 s half-way along the first.
    assertClose(
      layer.presentation(at: 5.0 / 12).position, Point(x: 55, y: 60), Tolerance.closedForm)
    assertClose(layer.presentation(at: 2.5).position, Point(x: 120, y: 500), Tolerance.closedForm)
  }

  func testShakeWithDefaultDuration_T3_K2() throws {
    // shakeAnimation: transform.rotation values [a, −a, a], a = π/4/12, repeat for ever, no
    // duration (so 0.25 s).
    let a = Double.pi / 4 / 12
    let layer = view()
    var shake = KeyframeAnimation(
      keyPath: .transformRotation, values: [.number(a), .number(-a), .number(a)])
    shake.repeatCount = .infinity
    try layer.add(shake, forKey: nil)
    XCTAssertEqual(layer.animations.first?.animation.duration, 0.25)
    func angle(_ t: Double) -> Double {
      guard case .number(let v) = layer.presentation(at: t)[.transformRotationZ] else {
        return .nan
      }
      return v
    }
    assertClose(angle(0), a, Tolerance.closedForm)
    assertClose(angle(0.0625), 0, Tolerance.closedForm)
    assertClose(angle(0.125), -a, Tolerance.closedForm)
    assertClose(angle(100.125), -a, Tolerance.fewSteps)
  }

  // MARK: Seed 001: explicit animations

  func testExplicitFadeThenModelValue_F4() throws {
    // fadeAnim 1 → 0 over 1 s, then theLayer.opacity = 0 (with actions off).
    let layer = view()
    try layer.add(
      BasicAnimation(keyPath: .opacity, from: 1, to: 0, timing: MediaTiming(duration: 1)),
      forKey: "opacity")
    layer.opacity = 0
    assertClose(layer.presentation(at: 0.25).opacity, 0.75, Tolerance.closedForm)
    XCTAssertEqual(layer.presentation(at: 2).opacity, 0)  // removed: the new model value
  }

  func testTwoCurvePathOverFiveSeconds_P2() throws {
    var path = Path()
    path.move(to: Point(x: 74, y: 74))
    path.addCurve(
      to: Point(x: 320, y: 74), control1: Point(x: 74, y: 500), control2: Point(x: 320, y: 500))
    path.addCurve(
      to: Point(x: 566, y: 74), control1: Point(x: 320, y: 500), control2: Point(x: 566, y: 500))
    let layer = Layer()
    try layer.add(
      KeyframeAnimation(keyPath: .position, path: path, timing: MediaTiming(duration: 5)),
      forKey: "position")
    // Each curve gets 2.5 s; at 1.25 s the first curve's midpoint.
    assertClose(
      layer.presentation(at: 1.25).position,
      Point(x: (74 + 222 + 960 + 320) / 8.0, y: (74 + 1500 + 1500 + 74) / 8.0), Tolerance.closedForm
    )
    XCTAssertEqual(layer.presentation(at: 2.5).position, Point(x: 320, y: 74))
  }

  // MARK: Seed 002: CAKeyframeAnimation in Japanese

  func testIgnoredKeyTimesAndDelayedStart_K3() throws {
    // keyTimes [0.1, 0.2, 0.3, 1.0] start above 0: ignored, so the 4 values split 5 s evenly;
    // beginTime = now + 2; repeats for ever.
    let clock = ManualMediaClock()
    let layer = Layer(clock: clock)
    layer.position = Point(x: 50, y: 150)
    var anim = KeyframeAnimation(
      keyPath: .position,
      values: [
        Point(x: 50, y: 150), Point(x: 80, y: 220), Point(x: 45, y: 300), Point(x: 55, y: 400),
      ].map(AnimatableValue.point),
      keyTimes: [0.1, 0.2, 0.3, 1.0])
    anim.duration = 5
    anim.repeatCount = .infinity
    anim.isRemovedOnCompletion = false
    anim.beginTime = layer.convertTime(clock.currentMediaTime, from: nil) + 2
    XCTAssertNotNil(anim.keyTimesIssue)
    try layer.add(anim, forKey: "KCKeyframeAnimation_Position")
    XCTAssertEqual(layer.presentation(at: 1).position, Point(x: 50, y: 150))  // not started
    assertClose(
      layer.presentation(at: 2 + 5.0 / 6).position, Point(x: 65, y: 185), Tolerance.closedForm)
    assertClose(
      layer.presentation(at: 2 + 5 + 5.0 / 3).position, Point(x: 80, y: 220), Tolerance.fewSteps)
  }

  func testTwoCurvePathInCubicModeFollowsThePath_P1() throws {
    var path = Path()
    path.move(to: Point(x: 50, y: 150))
    path.addCurve(
      to: Point(x: 50, y: 400), control1: Point(x: 160, y: 280), control2: Point(x: -30, y: 300))
    path.addCurve(
      to: Point(x: 50, y: 614), control1: Point(x: 160, y: 500), control2: Point(x: -30, y: 600))
    var anim = KeyframeAnimation(keyPath: .position, path: path, calculationMode: .cubic)
    anim.duration = 5
    anim.isRemovedOnCompletion = false
    let layer = Layer()
    try layer.add(anim, forKey: nil)
    assertClose(
      layer.presentation(at: 1.25).position, Point(x: 61.25, y: 286.25), Tolerance.closedForm)
  }

  // MARK: Seed 004: timing functions

  func testBouncingBall_K4() throws {
    let ys: [Double] = [32, 268, 140, 268, 220, 268, 250, 268]
    let keyTimes = [0, 0.3, 0.5, 0.7, 0.8, 0.9, 0.95, 1]
    let functions: [TimingFunction] = (0..<7).map { $0 % 2 == 0 ? .easeIn : .easeOut }
    var anim = KeyframeAnimation(
      keyPath: .position, values: ys.map { .point(Point(x: 150, y: $0)) }, keyTimes: keyTimes,
      timingFunctions: functions)
    anim.duration = 1
    let layer = Layer()
    layer.position = Point(x: 150, y: 268)
    try layer.add(anim, forKey: nil)
    let easeIn = ReferenceBezier.progress(0.42, 0, 1, 1, at: 0.5)
    let easeOut = ReferenceBezier.progress(0, 0, 0.58, 1, at: 0.5)
    assertClose(layer.presentation(at: 0.15).position.y, 32 + 236 * easeIn, 300 * Tolerance.solver)
    assertClose(layer.presentation(at: 0.4).position.y, 268 - 128 * easeOut, 300 * Tolerance.solver)
    assertClose(layer.presentation(at: 0.975).position.y, 250 + 18 * easeIn, 300 * Tolerance.solver)
    for (time, y) in zip(keyTimes.dropLast(), ys) {
      assertClose(layer.presentation(at: time).position.y, y, Tolerance.closedForm, "at \(time)")
    }
  }

  func testColourKeyframesWithEaseOut_K4() throws {
    var anim = KeyframeAnimation(
      keyPath: .backgroundColor,
      values: [.color(.blue), .color(.red), .color(.green), .color(.blue)])
    anim.duration = 2
    anim.timingFunctions = [.easeOut, .easeOut, .easeOut]
    let layer = Layer()
    layer.backgroundColor = .blue
    try layer.add(anim, forKey: nil)
    let e = ReferenceBezier.progress(0, 0, 0.58, 1, at: 0.5)
    assertClose(
      layer.presentation(at: 1.0 / 3).backgroundColor, Color(red: e, green: 0, blue: 1 - e),
      Tolerance.solver)
    assertClose(
      layer.presentation(at: 1).backgroundColor, Color(red: 1 - e, green: e, blue: 0),
      Tolerance.solver)
  }

  func testBezierControlPointsOfEaseOut_TF2() {
    // mediaTimingBezierTest reads control points 1 and 2 of easeOut to draw the curve.
    XCTAssertEqual(TimingFunction.easeOut.controlPoint(at: 1), Point(x: 0, y: 0))
    XCTAssertEqual(TimingFunction.easeOut.controlPoint(at: 2), Point(x: 0.58, y: 1))
  }

  func testClockHandWithCustomCurve_TF1_V2() throws {
    // setAngle:forHand:animated: transform from the presentation to a z rotation, 0.5 s,
    // timing function (1, 0, 0.75, 1); the model is set to the target first.
    let hand = Layer()
    let from = Transform3D(rotationAngle: 0.2, x: 0, y: 0, z: 1)
    hand.transform = from
    let target = Transform3D(rotationAngle: 0.8, x: 0, y: 0, z: 1)
    var anim = BasicAnimation(
      keyPath: .transform, from: .transform(hand.presentation(at: 0).transform),
      to: .transform(target))
    anim.duration = 0.5
    anim.timingFunction = try TimingFunction(controlPoints: 1, 0, 0.75, 1)
    hand.transform = target
    try hand.add(anim, forKey: nil)
    let p = ReferenceBezier.progress(1, 0, 0.75, 1, at: 0.5)
    assertClose(
      hand.presentation(at: 0.25).transform,
      Transform3D(rotationAngle: 0.2 + 0.6 * p, x: 0, y: 0, z: 1), Tolerance.solver)
    XCTAssertEqual(hand.presentation(at: 1).transform, target)
  }

  func testGeneratedBounceEaseOutKeyframes_K2() throws {
    // pointToLineAnimation: 60 keyframes from bounceEaseOut at i/60, linear between them.
    func bounceEaseOut(_ t: Double) -> Double {
      if t < 4 / 11.0 { return 121 * t * t / 16 }
      if t < 8 / 11.0 { return 363 / 40.0 * t * t - 99 / 10.0 * t + 17 / 5.0 }
      if t < 9 / 10.0 { return 4356 / 361.0 * t * t - 35442 / 1805.0 * t + 16061 / 1805.0 }
      return 54 / 5.0 * t * t - 513 / 25.0 * t + 268 / 25.0
    }
    let ys = (0..<60).map { 32 + (268 - 32) * bounceEaseOut(Double($0) / 60) }
    let anim = KeyframeAnimation(
      keyPath: .position, values: ys.map { .point(Point(x: 150, y: $0)) },
      timing: MediaTiming(duration: 1))
    let layer = Layer()
    try layer.add(anim, forKey: nil)
    // 60 keyframes spaced 1/59 apart.
    assertClose(layer.presentation(at: 10.0 / 59).position.y, ys[10], Tolerance.fewSteps)
    assertClose(
      layer.presentation(at: 10.5 / 59).position.y, (ys[10] + ys[11]) / 2, Tolerance.fewSteps)
    assertClose(
      layer.presentation(at: 58.5 / 59).position.y, (ys[58] + ys[59]) / 2, Tolerance.fewSteps)
  }
}
