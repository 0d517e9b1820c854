import XCTest

@testable import LayerKit

/// ``CompiledAnimation``, the evaluator outside a layer: the value each kind of animation gives
/// at a parent time, from closed forms. Numbers without a value function take their own path
/// (straight to `.number`); the rest take the general one, so both are checked here. Every
/// number is read through the entries, `value(atParentTime:modelValue:)` (which hands a number
/// key path with a number model to the typed entry), the general path behind it
/// (`anyValue(atParentTime:modelValue:)`, what every other key path takes) and the typed
/// `number(atParentTime:modelValue:)`, which must agree bit for bit.
final class CompiledAnimationTests: XCTestCase {
  private func number(
    _ compiled: CompiledAnimation, at t: Double, model: Double = 0,
    file: StaticString = #filePath, line: UInt = #line
  ) -> Double? {
    let typed = compiled.number(atParentTime: t, modelValue: model)
    let general = compiled.anyValue(atParentTime: t, modelValue: .number(model))
    XCTAssertEqual(
      general, compiled.value(atParentTime: t, modelValue: .number(model)),
      "the general path at \(t)", file: file, line: line)
    guard let general else {
      XCTAssertNil(typed, "the typed entry at \(t)", file: file, line: line)
      return nil
    }
    guard case .number(let v) = general else {
      XCTFail("expected a number, got \(general)", file: file, line: line)
      return nil
    }
    XCTAssertEqual(
      typed?.bitPattern, v.bitPattern, "the typed entry at \(t)", file: file, line: line)
    return v
  }

  func testALinearFadeIsItsFractionOfTheWay_B1_T1() throws {
    let fade = try CompiledAnimation(
      BasicAnimation(
        keyPath: .opacity, from: 0, to: 1, timing: MediaTiming(duration: 2),
        timingFunction: .linear))
    // value = from + (to − from) · t / duration.
    for (t, expected) in [(0.0, 0.0), (0.5, 0.25), (1.5, 0.75)] {
      assertClose(try XCTUnwrap(number(fade, at: t)), expected, Tolerance.closedForm, "t = \(t)")
    }
    // Removed at its end, shown nothing before its begin (F1, F2).
    XCTAssertNil(fade.value(atParentTime: 2, modelValue: 0))
    XCTAssertNil(fade.value(atParentTime: -0.1, modelValue: 0))
  }

  func testAByValueStartsFromTheModelValue_B1() throws {
    // Only byValue: from the current value to current + by.
    let nudge = try CompiledAnimation(
      BasicAnimation(
        keyPath: .positionX, by: 10, timing: MediaTiming(duration: 2), timingFunction: .linear))
    assertClose(try XCTUnwrap(number(nudge, at: 1, model: 5)), 10, Tolerance.closedForm)
    assertClose(try XCTUnwrap(number(nudge, at: 1, model: -5)), 0, Tolerance.closedForm)
  }

  func testAReversedLegRunsBackwards_T7_T9() throws {
    let swing = try CompiledAnimation(
      BasicAnimation(
        keyPath: .opacity, from: 0, to: 1,
        timing: MediaTiming(duration: 1, repeatCount: 2, autoreverses: true),
        timingFunction: .linear))
    // Leg 1 (t in [1, 2)) runs from 1 back to 0: at 1.25, fraction 0.75.
    assertClose(try XCTUnwrap(number(swing, at: 0.25)), 0.25, Tolerance.closedForm)
    assertClose(try XCTUnwrap(number(swing, at: 1.25)), 0.75, Tolerance.closedForm)
    // Cycle 2 (t in [2, 4)): the same again.
    assertClose(try XCTUnwrap(number(swing, at: 3.5)), 0.5, Tolerance.closedForm)
  }

  func testCumulativeRepeatsAddTheEnd_B3() throws {
    var climb = BasicAnimation(
      keyPath: .positionY, from: 0, to: 1, timing: MediaTiming(duration: 1, repeatCount: 3),
      timingFunction: .linear)
    climb.isCumulative = true
    let compiled = try CompiledAnimation(climb)
    // Repeat 2 at half-way: its own 0.5 plus twice the end, 1.
    assertClose(try XCTUnwrap(number(compiled, at: 2.5)), 2.5, Tolerance.closedForm)
  }

  func testAnEasedFadeFollowsItsCurve_TF1() throws {
    let fade = try CompiledAnimation(
      BasicAnimation(
        keyPath: .opacity, from: 0, to: 1, timing: MediaTiming(duration: 1),
        timingFunction: .easeInEaseOut))
    // easeInEaseOut (0.42, 0, 0.58, 1) is symmetric about (0.5, 0.5).
    assertClose(try XCTUnwrap(number(fade, at: 0.5)), 0.5, Tolerance.solver)
    let early = try XCTUnwrap(number(fade, at: 0.2))
    let late = try XCTUnwrap(number(fade, at: 0.8))
    assertClose(early + late, 1, 2 * Tolerance.solver)
    XCTAssertLessThan(early, 0.2, "eased in: slower than linear at the start")
  }

  func testNumberKeyframesWithKeyTimes_K2_K3() throws {
    let steps = try CompiledAnimation(
      KeyframeAnimation(
        keyPath: .opacity, values: [0, 10, 30], keyTimes: [0, 0.25, 1],
        timing: MediaTiming(duration: 2)))
    // Fraction 0.625 is half-way through segment 1 (keyTimes 0.25 … 1): half-way from 10 to 30.
    assertClose(try XCTUnwrap(number(steps, at: 1.25)), 20, Tolerance.closedForm)
    // Fraction 0.5: a third of the way through it.
    assertClose(try XCTUnwrap(number(steps, at: 1)), 10 + 20.0 / 3, Tolerance.closedForm)
    assertClose(try XCTUnwrap(number(steps, at: 0.25)), 5, Tolerance.closedForm)
  }

  func testEvenlySpacedNumberKeyframes_K2() throws {
    let steps = try CompiledAnimation(
      KeyframeAnimation(
        keyPath: .opacity, values: [0, 10, 30], timing: MediaTiming(duration: 1)))
    assertClose(try XCTUnwrap(number(steps, at: 0.75)), 20, Tolerance.closedForm)
  }

  func testPacedNumberKeyframesMoveAtOneSpeed_K6() throws {
    // 10 then 30 apart: keyframe 1 is reached a quarter of the way through, and at half-way
    // the value is 20, half of the distance of 40.
    let paced = try CompiledAnimation(
      KeyframeAnimation(
        keyPath: .opacity, values: [0, 10, 40], calculationMode: .paced,
        timing: MediaTiming(duration: 1)))
    assertClose(try XCTUnwrap(number(paced, at: 0.25)), 10, Tolerance.closedForm)
    assertClose(try XCTUnwrap(number(paced, at: 0.5)), 20, Tolerance.closedForm)
  }

  func testCumulativeKeyframesAddTheLastValue_B3_K2() throws {
    var walk = KeyframeAnimation(
      keyPath: .positionX, values: [0, 10, 40], keyTimes: [0, 0.5, 1],
      timing: MediaTiming(duration: 1, repeatCount: 2))
    walk.isCumulative = true
    let compiled = try CompiledAnimation(walk)
    // Repeat 1 at 0.75 of its cycle: 25 plus the last value, 40.
    assertClose(try XCTUnwrap(number(compiled, at: 1.75)), 65, Tolerance.closedForm)
  }

  func testOtherKindsKeepTheirKind_B1_B4() throws {
    let move = try CompiledAnimation(
      BasicAnimation(
        keyPath: .position, from: .point(Point(x: 0, y: 0)), to: .point(Point(x: 10, y: 20)),
        timing: MediaTiming(duration: 1), timingFunction: .linear))
    guard case .point(let p)? = move.value(atParentTime: 0.5, modelValue: .point(.zero)) else {
      return XCTFail("a position animation gives points")
    }
    assertClose(p, Point(x: 5, y: 10), Tolerance.closedForm)

    // A number animated through a value function gives the whole transform.
    var spin = BasicAnimation(
      keyPath: .transform, from: 0, to: .number(.pi), timing: MediaTiming(duration: 1),
      timingFunction: .linear)
    spin.valueFunction = .rotateZ
    let compiled = try CompiledAnimation(spin)
    guard
      case .transform(let m)? = compiled.value(atParentTime: 0.5, modelValue: .transform(.identity))
    else { return XCTFail("a value function gives a transform") }
    assertClose(m, Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1), Tolerance.closedForm)
  }

  /// The typed entry is the value's number: `nil` where the value is no number (a point, a
  /// value function's transform, a boolean), and B1's current value the model number given.
  func testTheTypedEntryIsTheValuesNumber_B1_B4() throws {
    let move = try CompiledAnimation(
      BasicAnimation(
        keyPath: .position, from: .point(Point(x: 0, y: 0)), to: .point(Point(x: 10, y: 20)),
        timing: MediaTiming(duration: 1)))
    XCTAssertNil(move.number(atParentTime: 0.5, modelValue: 0))
    var spin = BasicAnimation(keyPath: .transform, from: 0, to: 1, timing: MediaTiming(duration: 1))
    spin.valueFunction = .rotateZ
    XCTAssertNil(try CompiledAnimation(spin).number(atParentTime: 0.5, modelValue: 0))
    let blink = try CompiledAnimation(
      BasicAnimation(keyPath: .hidden, from: false, to: true, timing: MediaTiming(duration: 1)))
    XCTAssertNil(blink.number(atParentTime: 0.75, modelValue: 0))

    // B1: from the model value 4 to 8, linear, a quarter of the way: 5; a spring from the model
    // value 0 to 1 starts at 0.
    let rise = try CompiledAnimation(
      BasicAnimation(
        keyPath: .opacity, to: 8, timing: MediaTiming(duration: 1), timingFunction: .linear))
    assertClose(
      try XCTUnwrap(rise.number(atParentTime: 0.25, modelValue: 4)), 5, Tolerance.closedForm)
    var settle = SpringAnimation(keyPath: .opacity, to: 1)
    settle.duration = 1
    let spring = try CompiledAnimation(settle)
    XCTAssertEqual(spring.number(atParentTime: 0, modelValue: 0), 0)
    XCTAssertNil(rise.number(atParentTime: 1, modelValue: 4), "removed at its end (F2)")
    XCTAssertNil(rise.number(atParentTime: .nan, modelValue: 4), "no time, no value")
  }

  func testPathsAndListsFromGivenEndsMorph_Y2_Y4() throws {
    // Both ends given, so no current value is read, yet the value is the morph: a path's points
    // half-way between the ends' (Y2), a list's elements likewise (Y4). (These gave nothing
    // while the sink had no model value to build on.)
    func line(_ y: Double) -> Path {
      var path = Path()
      path.move(to: Point(x: 0, y: y))
      path.addLine(to: Point(x: 10, y: y))
      return path
    }
    let morph = try CompiledAnimation(
      BasicAnimation(
        keyPath: AnimatableKeyPath("path"), from: .path(line(0)), to: .path(line(10)),
        timing: MediaTiming(duration: 1), timingFunction: .linear))
    XCTAssertEqual(morph.value(atParentTime: 0.5, modelValue: .path(line(0))), .path(line(5)))
    let steps = try CompiledAnimation(
      KeyframeAnimation(
        keyPath: AnimatableKeyPath("path"),
        values: [.path(line(0)), .path(line(8)), .path(line(4))],
        timing: MediaTiming(duration: 1)))
    // Fraction 0.75: half-way through segment 1, from y = 8 to y = 4 (K2).
    XCTAssertEqual(steps.value(atParentTime: 0.75, modelValue: .path(line(0))), .path(line(6)))
    let shimmer = try CompiledAnimation(
      BasicAnimation(
        keyPath: AnimatableKeyPath("locations"), from: .numbers([0, 0.25]),
        to: .numbers([0.5, 1]), timing: MediaTiming(duration: 2), timingFunction: .linear))
    XCTAssertEqual(
      shimmer.value(atParentTime: 1, modelValue: .numbers([])), .numbers([0.25, 0.625]))
  }

  func testItAgreesWithALayer_F4() throws {
    // The same animations on a layer: the compiled value is the layer's presentation value
    // (the layer's rotation is read back from its transform, so to a few ulps).
    let animations: [any PropertyAnimation] = [
      BasicAnimation(
        keyPath: .transformRotationZ, from: 0, to: 2,
        timing: MediaTiming(duration: 0.75, repeatCount: 2, autoreverses: true),
        timingFunction: .easeIn),
      KeyframeAnimation(
        keyPath: .opacity, values: [1, 0.2, 0.6, 0], keyTimes: [0, 0.1, 0.7, 1],
        timingFunctions: [.easeOut, .linear, .easeIn], timing: MediaTiming(duration: 2)),
    ]
    for animation in animations {
      let layer = Layer()
      try layer.add(animation, forKey: "a")
      let compiled = try CompiledAnimation(animation)
      for t in stride(from: 0.0, to: 2, by: 0.37) {
        let model = try XCTUnwrap(layer.model[animation.keyPath].number)
        let expected = try XCTUnwrap(layer.presentation(at: t)[animation.keyPath].number)
        let got = try XCTUnwrap(number(compiled, at: t, model: model))
        assertClose(got, expected, Tolerance.closedForm, "\(animation.keyPath) at \(t)")
      }
    }
  }

  /// Every kind of value, from given ends, from the model value (B1) and as keyframes: the
  /// compiled value is the layer's presentation value (read back from the transform for a
  /// component, so to a few ulps; bit for bit otherwise).
  func testEveryKindAgreesWithALayer_F4_B1_Y2_Y4() throws {
    func line(_ y: Double) -> Path {
      var path = Path()
      path.move(to: Point(x: 0, y: y))
      path.addCurve(
        to: Point(x: 10, y: y), control1: Point(x: 3, y: y + 4), control2: Point(x: 7, y: y - 4))
      return path
    }
    let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = Color(red: 0, green: 0.2, blue: 1, alpha: 0.5)
    let ends: [(AnimatableKeyPath, AnimatableValue, AnimatableValue)] = [
      (.opacity, 0.25, 0.75),
      (.hidden, false, true),
      (.position, .point(Point(x: 1, y: 2)), .point(Point(x: 30, y: -4))),
      (.boundsSize, .size(Size(width: 4, height: 6)), .size(Size(width: 40, height: 2))),
      (
        .bounds, .rect(Rect(x: 0, y: 1, width: 2, height: 3)),
        .rect(Rect(x: 5, y: 6, width: 7, height: 8))
      ),
      (.backgroundColor, .color(red), .color(blue)),
      (
        .transform, .transform(Transform3D(scaleX: 2, y: 1, z: 1)),
        .transform(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1))
      ),
      (.transformRotationZ, 0.5, 2),
      (.transformTranslationX, -3, 12),
      (AnimatableKeyPath("path"), .path(line(0)), .path(line(10))),
      (AnimatableKeyPath("locations"), .numbers([0, 0.5]), .numbers([0.25, 1])),
      (AnimatableKeyPath("colors"), .colors([red, blue]), .colors([blue, red])),
    ]
    for (keyPath, from, to) in ends {
      let layer: Layer = keyPath.description == "path" ? ShapeLayer() : GradientLayer()
      // The model value, B1's current value for the animations that build on it.
      try layer.setValue(from, forKeyPath: keyPath.description)
      let timing = MediaTiming(duration: 1.5, repeatCount: 1.5, autoreverses: true)
      var animations: [any PropertyAnimation] = [
        BasicAnimation(
          keyPath: keyPath, from: from, to: to, timing: timing, timingFunction: .easeInEaseOut),
        BasicAnimation(keyPath: keyPath, to: to, timing: timing, timingFunction: .linear),
        KeyframeAnimation(keyPath: keyPath, values: [from, to, from, to], timing: timing),
      ]
      if case .number = from {
        animations.append(SpringAnimation(keyPath: keyPath, from: from, to: to))
      }
      for animation in animations {
        layer.removeAllAnimations()
        try layer.add(animation, forKey: "a")
        let compiled = try CompiledAnimation(animation)
        let model = layer.model[keyPath]
        for t in stride(from: 0.0, to: 4, by: 0.29) {
          let expected = layer.presentation(at: t)[keyPath]
          let got = compiled.value(atParentTime: t, modelValue: model) ?? model
          assertSame(got, expected, "\(keyPath) \(type(of: animation)) at \(t)")
        }
      }
    }
  }

  /// `a` and `b` equal: lane by lane to `Tolerance.closedForm` (a component read back from a
  /// transform), field by field for transforms, exactly for paths and lists.
  private func assertSame(
    _ a: AnimatableValue, _ b: AnimatableValue, _ message: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    switch (a, b) {
    case (.transform(let x), .transform(let y)):
      assertClose(x, y, Tolerance.closedForm, message, file: file, line: line)
    case (.path, _), (.numbers, _), (.colors, _):
      XCTAssertEqual(a, b, message, file: file, line: line)
    default:
      guard let x = a.lanes, let y = b.lanes else {
        return XCTFail("\(a) against \(b): \(message)", file: file, line: line)
      }
      for lane in 0..<4 {
        assertClose(x[lane], y[lane], Tolerance.closedForm, message, file: file, line: line)
      }
    }
  }
}
