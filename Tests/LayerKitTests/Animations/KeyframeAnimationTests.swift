import Foundation
import LayerKit
import XCTest

/// Keyframe animations (rules K1–K9, with paths P1–P2). Expected values are worked by hand
/// from the rules: linear interpolation between keyframes, Catmull–Rom closed forms, Bézier
/// points, and timing functions from the independent reference solver.
final class KeyframeAnimationTests: XCTestCase {
  private func layer(with animation: KeyframeAnimation) throws -> Layer {
    let layer = Layer()
    try layer.add(animation, forKey: "k")
    return layer
  }

  private func numbers(
    _ values: [Double], keyTimes: [Double]? = nil, mode: CalculationMode = .linear,
    duration: Double = 1
  ) -> KeyframeAnimation {
    KeyframeAnimation(
      keyPath: .borderWidth, values: values.map(AnimatableValue.number), keyTimes: keyTimes,
      calculationMode: mode, timing: MediaTiming(duration: duration))
  }

  func testPathOverridesValues_K1() throws {
    var animation = KeyframeAnimation(
      keyPath: .position, values: [.point(Point(x: 500, y: 500)), .point(Point(x: 600, y: 600))],
      timing: MediaTiming(duration: 1))
    var path = Path()
    path.move(to: .zero)
    path.addLine(to: Point(x: 10, y: 0))
    animation.path = path
    let layer = try layer(with: animation)
    assertClose(layer.presentation(at: 0.5).position, Point(x: 5, y: 0), Tolerance.closedForm)
  }

  func testKeyframesAreEvenlySpacedWithoutKeyTimes_K2() throws {
    let layer = try layer(with: numbers([0, 10, 40]))
    assertClose(layer.presentation(at: 0.25).borderWidth, 5, Tolerance.closedForm)
    assertClose(layer.presentation(at: 0.75).borderWidth, 25, Tolerance.closedForm)
  }

  func testInvalidKeyTimesAreIgnored_K3() throws {
    // Aligned table: keyTimes, mode, ignored?
    let cases: [([Double], CalculationMode, Bool)] = [
      ([0, 0.2, 1], .linear, false),
      ([0.1, 0.2, 1], .linear, true),  // the first is not 0
      ([0, 0.2, 0.9], .linear, true),  // the last is not 1
      ([0, 0.7, 0.5], .discrete, true),  // decreasing
      ([0, 1.2, 1], .linear, true),  // out of [0, 1]
      ([0, 1], .linear, true),  // wrong count
      ([0, 0.2, 0.9], .discrete, false),  // n keyTimes: discrete need not end at 1
      ([0, 0.2, 0.5, 1], .discrete, false),  // n + 1 keyTimes
      ([0, 0.2, 0.5, 0.7, 1], .discrete, true),
    ]
    for (keyTimes, mode, ignored) in cases {
      let animation = numbers([0, 10, 20], keyTimes: keyTimes, mode: mode)
      XCTAssertEqual(animation.keyTimesIssue != nil, ignored, "\(keyTimes) \(mode)")
    }
    // Used: keyframe 1 at 0.2, so at 0.1 the value is half-way to 10.
    let used = try layer(with: numbers([0, 10, 20], keyTimes: [0, 0.2, 1]))
    assertClose(used.presentation(at: 0.1).borderWidth, 5, Tolerance.closedForm)
    // Ignored: even spacing, keyframe 1 at 0.5.
    let ignored = try layer(with: numbers([0, 10, 20], keyTimes: [0.1, 0.2, 1]))
    assertClose(ignored.presentation(at: 0.25).borderWidth, 5, Tolerance.closedForm)
    // Non-finite keyTimes are an error, not a K3 case.
    XCTAssertThrowsError(try Layer().add(numbers([0, 1], keyTimes: [0, .nan]), forKey: nil)) {
      XCTAssertEqual(($0 as? ValidationError)?.field, "keyTimes[1]")
    }
  }

  func testSegmentFunctionsAndOverallFunction_K4() throws {
    var paced = numbers([0, 10, 20])
    paced.timingFunctions = [.easeIn, .easeOut]
    let layer = try layer(with: paced)
    // Segment 0 at its middle: 10 · easeIn(0.5).
    let easeIn = ReferenceBezier.progress(0.42, 0, 1, 1, at: 0.5)
    let easeOut = ReferenceBezier.progress(0, 0, 0.58, 1, at: 0.5)
    assertClose(layer.presentation(at: 0.25).borderWidth, 10 * easeIn, 10 * Tolerance.solver)
    assertClose(layer.presentation(at: 0.75).borderWidth, 10 + 10 * easeOut, 10 * Tolerance.solver)
    // The animation's own function applies first, to the whole cycle: p = easeIn(0.5), then
    // segment 0 (linear) at p / 0.5.
    var overall = numbers([0, 10, 20])
    overall.timingFunction = .easeIn
    let warped = try self.layer(with: overall)
    assertClose(warped.presentation(at: 0.5).borderWidth, 20 * easeIn, 20 * Tolerance.solver)
  }

  func testOvershootExtrapolatesUnlessTheSegmentHasAFunction_K4() throws {
    let backIn = try TimingFunction(controlPoints: 0.5, -0.5, 0.5, 1.5)
    let p = ReferenceBezier.progress(0.5, -0.5, 0.5, 1.5, at: 0.1)
    XCTAssertLessThan(p, 0)
    var free = numbers([0, 10, 20])
    free.timingFunction = backIn
    assertClose(
      try layer(with: free).presentation(at: 0.1).borderWidth, 20 * p, 20 * Tolerance.solver)
    var clamped = free
    clamped.timingFunctions = [.linear]
    XCTAssertEqual(try layer(with: clamped).presentation(at: 0.1).borderWidth, 0)
  }

  func testCubicOvershootExtrapolatesAlongTheEndTangent_K4_K7() throws {
    // Catmull–Rom through 0, 10, 0 with the reflected neighbour P₋₁ = 2P₀ − P₁ = −10 leaves the
    // first keyframe with tangent (P₁ − P₋₁)/2 = 10 per segment parameter; before the start,
    // the value continues in that straight line.
    let p = ReferenceBezier.progress(0.5, -0.5, 0.5, 1.5, at: 0.1)
    XCTAssertLessThan(p, 0)
    var cubic = numbers([0, 10, 0], mode: .cubic)
    cubic.timingFunction = try TimingFunction(controlPoints: 0.5, -0.5, 0.5, 1.5)
    let layer = try layer(with: cubic)
    assertClose(layer.presentation(at: 0.1).borderWidth, 10 * (2 * p), 20 * Tolerance.solver)
  }

  func testDiscreteAppleExample_K5() throws {
    // Apple: keyTimes [0, .25, .5, .75, 1] and values [310, 60, 120, 60]: n + 1 keyTimes.
    var animation = numbers(
      [310, 60, 120, 60], keyTimes: [0, 0.25, 0.5, 0.75, 1], mode: .discrete)
    animation.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    let layer = try layer(with: animation)
    let expected: [(Double, Double)] = [
      (0, 310), (0.1, 310), (0.25, 60), (0.3, 60), (0.6, 120), (0.9, 60), (2, 60),
    ]
    for (t, value) in expected {
      XCTAssertEqual(layer.presentation(at: t).borderWidth, value, "at \(t)")
    }
  }

  func testDiscreteWithNKeyTimesAndWithout_K5() throws {
    // n keyTimes: the last value holds from its keyTime to the end of the cycle.
    let held = try layer(with: numbers([1, 2, 3], keyTimes: [0, 0.2, 0.4], mode: .discrete))
    XCTAssertEqual(held.presentation(at: 0.1).borderWidth, 1)
    XCTAssertEqual(held.presentation(at: 0.3).borderWidth, 2)
    XCTAssertEqual(held.presentation(at: 0.9).borderWidth, 3)
    // None: n equal holds of 1/3 each.
    let even = try layer(with: numbers([1, 2, 3], mode: .discrete))
    XCTAssertEqual(even.presentation(at: 0.3).borderWidth, 1)
    XCTAssertEqual(even.presentation(at: 0.34).borderWidth, 2)
    XCTAssertEqual(even.presentation(at: 0.99).borderWidth, 3)
  }

  func testPacedSharesTimeByDistance_K6() throws {
    // Distances 10 and 30: keyframe 1 at a quarter of the cycle; speed 40 per cycle.
    var animation = numbers([0, 10, 40], keyTimes: [0, 0.9, 1], mode: .paced)
    animation.timingFunctions = [.easeIn, .easeIn]  // ignored
    let layer = try layer(with: animation)
    for t in [0.1, 0.25, 0.5, 0.8] {
      assertClose(layer.presentation(at: t).borderWidth, 40 * t, Tolerance.closedForm)
    }
    // Points: distances 50 and 40; at half time, 45 along: 0.9 of the first leg.
    let points = KeyframeAnimation(
      keyPath: .position,
      values: [.point(Point(x: 0, y: 0)), .point(Point(x: 30, y: 40)), .point(Point(x: 30, y: 0))],
      calculationMode: .paced, timing: MediaTiming(duration: 1))
    assertClose(
      try self.layer(with: points).presentation(at: 0.5).position, Point(x: 27, y: 36),
      Tolerance.closedForm)
  }

  func testCubicIsCatmullRomThroughTheKeyframes_K7() throws {
    let layer = try layer(with: numbers([0, 10, 0, 10], mode: .cubic))
    // Interior segment midpoint: (−P0 + 9P1 + 9P2 − P3) / 16 = 5.
    assertClose(layer.presentation(at: 0.5).borderWidth, 5, Tolerance.closedForm)
    // First segment with the end reflected (P₋₁ = 2P₀ − P₁ = −10): tangents (10 − (−10))/2 = 10
    // and (0 − 0)/2 = 0, so at f = ½: P₀/2 + m₀/8 + P₁/2 − m₁/8 = 1.25 + 5 = 6.25.
    assertClose(layer.presentation(at: 1.0 / 6).borderWidth, 6.25, Tolerance.closedForm)
    // Through every keyframe at its keyTime.
    for (i, value) in [0.0, 10, 0, 10].enumerated().dropLast() {
      assertClose(layer.presentation(at: Double(i) / 3).borderWidth, value, Tolerance.closedForm)
    }
    // Tension 1 flattens the tangents: h01(0.25)·10 = 1.5625 on the first segment.
    var tense = numbers([0, 10, 0, 10], mode: .cubic)
    tense.tensionValues = [1, 1, 1, 1]
    assertClose(
      try self.layer(with: tense).presentation(at: 1.0 / 12).borderWidth, 1.5625,
      Tolerance.closedForm)
  }

  func testCubicPassesThroughKeyframesProperty_K7() throws {
    var random = SplitMix64(seed: 0xCB_0007)
    for _ in 0..<50 {
      let count = Int.random(in: 2...8, using: &random)
      let values = (0..<count).map { _ in random.double(in: -100...100) }
      var times = (0..<count).map { _ in random.double(in: 0...1) }.sorted()
      times[0] = 0
      times[count - 1] = 1
      var animation = numbers(values, keyTimes: times, mode: .cubic)
      animation.tensionValues = (0..<count).map { _ in random.double(in: -1...1) }
      animation.continuityValues = (0..<count).map { _ in random.double(in: -1...1) }
      animation.biasValues = (0..<count).map { _ in random.double(in: -1...1) }
      let layer = try layer(with: animation)
      for i in 0..<count - 1 where times[i + 1] > times[i] {
        assertClose(layer.presentation(at: times[i]).borderWidth, values[i], Tolerance.fewSteps)
      }
    }
  }

  func testCubicPacedRunsAtConstantSpeed_K8() throws {
    // Catmull–Rom through 0, 10, 20 is monotonic, so distance is value: constant speed means
    // value = 20 · t.
    let layer = try layer(with: numbers([0, 10, 20], mode: .cubicPaced))
    for t in [0.05, 0.2, 0.5, 0.7, 0.95] {
      assertClose(layer.presentation(at: t).borderWidth, 20 * t, Tolerance.pacedPath * 20)
    }
  }

  func testRotationModeTurnsToTheTangent_K9() throws {
    var animation = KeyframeAnimation(
      keyPath: .position, path: Path(rect: Rect(x: 0, y: 0, width: 100, height: 50)),
      timing: MediaTiming(duration: 4))
    animation.rotationMode = .auto
    let layer = try layer(with: animation)
    // Second side (t in [1, 2)) runs along +y: a quarter turn.
    assertClose(
      layer.presentation(at: 1.5).transform, Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1),
      Tolerance.closedForm)
    assertClose(layer.presentation(at: 1.5).position, Point(x: 100, y: 25), Tolerance.closedForm)
    animation.rotationMode = .autoReverse
    let reversed = try self.layer(with: animation)
    assertClose(
      reversed.presentation(at: 0.5).transform, Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1),
      Tolerance.closedForm)
    // Composed onto the layer's own transform: R · transform.
    layer.transform = Transform3D(scaleX: 2, y: 2)
    assertClose(
      layer.presentation(at: 1.5).transform,
      Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1).concatenating(
        Transform3D(scaleX: 2, y: 2)),
      Tolerance.closedForm)
  }

  func testPathTimeIsDividedPerSegmentAtTheBezierParameter_P2() throws {
    // A line of length 10 and a curve: each gets half the time, whatever their lengths.
    var path = Path()
    path.move(to: .zero)
    path.addLine(to: Point(x: 10, y: 0))
    path.addCurve(
      to: Point(x: 10, y: 100), control1: Point(x: 100, y: 0), control2: Point(x: 100, y: 100))
    let layer = try layer(
      with: KeyframeAnimation(keyPath: .position, path: path, timing: MediaTiming(duration: 2)))
    assertClose(layer.presentation(at: 0.5).position, Point(x: 5, y: 0), Tolerance.closedForm)
    // Curve midpoint: (P0 + 3C1 + 3C2 + P3)/8.
    assertClose(
      layer.presentation(at: 1.5).position, Point(x: (10 + 300 + 300 + 10) / 8.0, y: 50),
      Tolerance.closedForm)
  }

  func testPacedPathKeepsConstantSpeed_K6_P6() throws {
    let rect = Path(rect: Rect(x: 0, y: 0, width: 100, height: 50))  // perimeter 300
    let layer = try layer(
      with: KeyframeAnimation(
        keyPath: .position, path: rect, calculationMode: .paced, timing: MediaTiming(duration: 3)))
    // 100 units per second: 1.25 s is 125 along, 25 down the right side.
    assertClose(
      layer.presentation(at: 1.25).position, Point(x: 100, y: 25), Tolerance.pacedPath * 300)
    // 225 along: 75 along the bottom, which runs from right to left.
    assertClose(
      layer.presentation(at: 2.25).position, Point(x: 25, y: 50), Tolerance.pacedPath * 300)
  }

  func testBadInputIsRejectedWithItsField() {
    var wrongKind = numbers([0, 1])
    wrongKind.values[1] = .point(.zero)
    var tension = numbers([0, 1, 2], mode: .cubic)
    tension.tensionValues = [0, 1.5]
    var tooMany = numbers([0, 1])
    tooMany.timingFunctions = [.linear, .linear]
    var rotation = numbers([0, 1])
    rotation.rotationMode = .auto
    var pathOnNumber = numbers([0, 1])
    pathOnNumber.path = Path(rect: Rect(x: 0, y: 0, width: 1, height: 1))
    var nanPath = KeyframeAnimation(keyPath: .position, path: Path())
    nanPath.path?.move(to: Point(x: .nan, y: 0))
    let cases: [(KeyframeAnimation, String)] = [
      (numbers([]), "values"),
      (wrongKind, "values[1]"),
      (numbers([0, .infinity]), "values[1]"),
      (tension, "tensionValues[1]"),
      (tooMany, "timingFunctions"),
      (rotation, "rotationMode"),
      (pathOnNumber, "path"),
      (KeyframeAnimation(keyPath: .position, path: Path()), "path"),
      (nanPath, "path.elements[0]"),
    ]
    for (animation, field) in cases {
      XCTAssertThrowsError(try Layer().add(animation, forKey: nil), field) { error in
        XCTAssertEqual((error as? ValidationError)?.field, field)
      }
    }
  }

  func testSingleKeyframeHolds() throws {
    XCTAssertEqual(try layer(with: numbers([7])).presentation(at: 0.5).borderWidth, 7)
  }

  func testCumulativeKeyframesAddTheLastValuePerCycle_B3() throws {
    var steps = numbers([0, 5, 10])
    steps.repeatCount = 2
    steps.isCumulative = true
    assertClose(
      try layer(with: steps).presentation(at: 1.25).borderWidth, 12.5, Tolerance.closedForm)
  }
}
