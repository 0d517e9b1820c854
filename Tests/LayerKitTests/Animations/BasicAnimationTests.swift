import Foundation
import LayerKit
import XCTest

/// Basic animations on a layer (rules B1–B4, F1–F4, T3, T10–T12). Expected values are linear
/// interpolations worked by hand: with no timing function a basic animation is linear (TF7).
final class BasicAnimationTests: XCTestCase {
  private func layer(opacity: Double = 1) -> Layer {
    let layer = Layer()
    layer.opacity = opacity
    return layer
  }

  private func animation(
    _ keyPath: AnimatableKeyPath, from: AnimatableValue? = nil, to: AnimatableValue? = nil,
    by: AnimatableValue? = nil, duration: Double = 2
  ) -> BasicAnimation {
    BasicAnimation(
      keyPath: keyPath, from: from, to: to, by: by, timing: MediaTiming(duration: duration))
  }

  func testFromToByCombinations_B1() throws {
    // Model opacity 0.2 is "current". Each case: values set, expected value at 25 % (t = 0.5 s).
    let cases: [(AnimatableValue?, AnimatableValue?, AnimatableValue?, Double)] = [
      (0.4, 0.8, nil, 0.5),  // from…to
      (0.4, nil, 0.4, 0.5),  // from…from+by = 0.4…0.8
      (nil, 0.8, 0.4, 0.5),  // to−by…to = 0.4…0.8
      (0.4, nil, nil, 0.35),  // from…current = 0.4…0.2
      (nil, 0.6, nil, 0.3),  // current…to = 0.2…0.6
      (nil, nil, 0.4, 0.3),  // current…current+by = 0.2…0.6
      (0.4, 0.8, 100, 0.5),  // all three: by ignored
    ]
    for (from, to, by, expected) in cases {
      let layer = layer(opacity: 0.2)
      try layer.add(animation(.opacity, from: from, to: to, by: by), forKey: "a")
      assertClose(
        layer.presentation(at: 0.5).opacity, expected, Tolerance.closedForm,
        "\(String(describing: from)) \(String(describing: to)) \(String(describing: by))")
    }
  }

  func testCurrentIsTheModelValueReadLive_B1() throws {
    let layer = layer(opacity: 0)
    try layer.add(animation(.opacity, to: 1), forKey: "fade")
    assertClose(layer.presentation(at: 1).opacity, 0.5, Tolerance.closedForm)
    // Changing the model after the add moves the start: 0.5…1 at half-way is 0.75.
    layer.opacity = 0.5
    assertClose(layer.presentation(at: 1).opacity, 0.75, Tolerance.closedForm)
  }

  func testNoValuesAnimatesFromPresentationWhenAddedToCurrent_B1() throws {
    let clock = ManualMediaClock()
    let layer = Layer(clock: clock)
    try layer.add(animation(.opacity, from: 0, to: 1), forKey: "first")
    try clock.advance(to: 1)  // first shows 0.5 now
    layer.opacity = 0.2  // the new model value
    try layer.add(animation(.opacity), forKey: "second")  // none of from/to/by
    // Starts at 0.5 (presentation when added, first included) and goes to 0.2 over 2 s.
    assertClose(layer.presentation(at: 1).opacity, 0.5, Tolerance.closedForm)
    assertClose(layer.presentation(at: 2).opacity, 0.35, Tolerance.closedForm)
  }

  func testAdditiveAddsToTheValueBelow_B2() throws {
    let layer = Layer()
    layer.position = Point(x: 100, y: 100)
    var shake = animation(.positionX, from: -10, to: 10)
    shake.isAdditive = true
    try layer.add(shake, forKey: "shake")
    assertClose(layer.presentation(at: 0.5).position.x, 95, Tolerance.closedForm)
    XCTAssertEqual(layer.presentation(at: 0.5).position.y, 100)
  }

  func testAdditiveTransformConcatenatesBeforeTheValueBelow_B2() throws {
    let layer = Layer()
    layer.transform = Transform3D(scaleX: 2, y: 2)
    var move = animation(
      .transform, from: .transform(.identity), to: .transform(Transform3D(translationX: 10, y: 0)))
    move.isAdditive = true
    try layer.add(move, forKey: "move")
    // value · below: translate by 5 first, then scale by 2 → m41 = 10.
    let shown = layer.presentation(at: 1).transform
    assertClose(
      shown, Transform3D(translationX: 5, y: 0).concatenating(Transform3D(scaleX: 2, y: 2)),
      Tolerance.decomposition)
    XCTAssertEqual(shown.m41, 10)
  }

  func testCumulativeBuildsOnEachCycle_B3() throws {
    let layer = Layer()
    var step = animation(.positionX, from: 0, to: 10, duration: 1)
    step.repeatCount = 3
    step.isCumulative = true
    try layer.add(step, forKey: "step")
    // cycle n shows own value + n · 10.
    assertClose(layer.presentation(at: 0.5).position.x, 5, Tolerance.closedForm)
    assertClose(layer.presentation(at: 1.5).position.x, 15, Tolerance.closedForm)
    assertClose(layer.presentation(at: 2.5).position.x, 25, Tolerance.closedForm)
  }

  func testCumulativeWithAutoreversesAddsTheStartValue_B3() throws {
    let layer = Layer()
    var bounce = animation(.positionX, from: 5, to: 10, duration: 1)
    bounce.repeatCount = 2
    bounce.autoreverses = true
    bounce.isCumulative = true
    try layer.add(bounce, forKey: "bounce")
    // Cycle 1 (t in [2, 4)): own value + 1 · 5 (the end of a cycle is the start value, 5).
    assertClose(layer.presentation(at: 2.5).position.x, 7.5 + 5, Tolerance.closedForm)
    assertClose(layer.presentation(at: 3.5).position.x, 7.5 + 5, Tolerance.closedForm)
  }

  func testValueFunctionRotateZ_B4() throws {
    let layer = Layer()
    var spin = animation(.transform, from: 0, to: .number(2 * .pi), duration: 4)
    spin.valueFunction = .rotateZ
    try layer.add(spin, forKey: "spin")
    assertClose(
      layer.presentation(at: 1).transform, Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1),
      Tolerance.closedForm)
    // Three quarters of a turn: more than π, which a matrix interpolation could not show.
    assertClose(
      layer.presentation(at: 3).transform,
      Transform3D(rotationAngle: 1.5 * .pi, x: 0, y: 0, z: 1), Tolerance.closedForm)
  }

  func testValueFunctionScaleTakesThreeNumbers_B4() throws {
    let layer = Layer()
    var grow = animation(
      .transform, from: .vector3(Vector3(x: 1, y: 1, z: 1)), to: .vector3(Vector3(x: 3, y: 5, z: 1))
    )
    grow.valueFunction = .scale
    try layer.add(grow, forKey: "grow")
    XCTAssertEqual(layer.presentation(at: 1).transform, Transform3D(scaleX: 2, y: 3, z: 1))
    // Every named function builds its transform.
    XCTAssertEqual(ValueFunction.translateY.transform(for: 4), Transform3D(translationX: 0, y: 4))
    XCTAssertEqual(ValueFunction.scaleX.transform(for: 2), Transform3D(scaleX: 2, y: 1))
  }

  func testValueFunctionValidation_B4() {
    var wrongPath = animation(.opacity, from: 0, to: 1)
    wrongPath.valueFunction = .rotateZ
    XCTAssertThrowsError(try Layer().add(wrongPath, forKey: nil)) { error in
      XCTAssertEqual((error as? ValidationError)?.field, "valueFunction")
    }
    var wrongKind = animation(.transform, from: 0, to: 1)
    wrongKind.valueFunction = .translate  // needs three numbers
    XCTAssertThrowsError(try Layer().add(wrongKind, forKey: nil)) { error in
      XCTAssertEqual((error as? ValidationError)?.field, "fromValue")
    }
  }

  func testBackwardsFill_F1_F3() throws {
    let layer = Layer()
    var later = animation(.opacity, from: 0.25, to: 0.75)
    later.beginTime = 5
    later.fillMode = .backwards  // isRemovedOnCompletion stays true (F3)
    try layer.add(later, forKey: "later")
    XCTAssertEqual(layer.presentation(at: 1).opacity, 0.25)
    assertClose(layer.presentation(at: 6).opacity, 0.5, Tolerance.closedForm)
    XCTAssertEqual(layer.presentation(at: 8).opacity, 1)  // removed after the end
  }

  func testForwardsFillNeedsRemovalOff_F2() throws {
    // Aligned table: removedOnCompletion, fill mode, expected opacity after the end.
    let cases: [(Bool, FillMode, Double)] = [
      (true, .forwards, 1),  // removed: the model shows
      (true, .both, 1),
      (false, .forwards, 0.3),  // held at the final value
      (false, .both, 0.3),
      (false, .removed, 1),
      (false, .backwards, 1),
    ]
    for (removed, fill, expected) in cases {
      let layer = Layer()
      var fade = animation(.opacity, from: 0.9, to: 0.3)
      fade.isRemovedOnCompletion = removed
      fade.fillMode = fill
      try layer.add(fade, forKey: "fade")
      XCTAssertEqual(layer.presentation(at: 10).opacity, expected, "\(removed) \(fill)")
    }
  }

  func testAnimationsNeverChangeTheModel_F4() throws {
    let layer = Layer()
    let before = layer.model
    try layer.add(animation(.opacity, from: 0, to: 1), forKey: "fade")
    _ = layer.presentation(at: 1)
    XCTAssertEqual(layer.model, before)
  }

  func testAnimationsApplyInAddOrder_F4() throws {
    let layer = Layer()
    layer.position = Point(x: 0, y: 0)
    try layer.add(animation(.positionX, from: 100, to: 200), forKey: "a")
    try layer.add(animation(.positionX, from: 0, to: 10), forKey: "b")  // replaces what is below
    assertClose(layer.presentation(at: 1).position.x, 5, Tolerance.closedForm)
    var nudge = animation(.positionX, from: 1, to: 1)
    nudge.isAdditive = true
    try layer.add(nudge, forKey: "c")  // adds on top of b
    assertClose(layer.presentation(at: 1).position.x, 6, Tolerance.closedForm)
  }

  func testZeroDurationGetsTheDefault_T3() throws {
    let layer = Layer()
    try layer.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1), forKey: "quick")
    XCTAssertEqual(layer.animation(forKey: "quick")?.duration, 0.25)
    assertClose(layer.presentation(at: 0.125).opacity, 0.5, Tolerance.closedForm)
  }

  func testSpeedsMultiplyDownTheHierarchy_T10() throws {
    let root = Layer()
    let layer = Layer()
    root.addSublayer(layer)
    layer.speed = 0.5
    var slow = animation(.opacity, from: 0, to: 1, duration: 3)
    slow.speed = 1.5
    try layer.add(slow, forKey: "a")
    // Local time runs at 0.5 × 1.5 = 0.75 of media time: at 2 s, 1.5 s of a 3 s leg.
    assertClose(layer.presentation(at: 2).opacity, 0.5, Tolerance.closedForm)
  }

  func testAddStampsBeginTimeWithLayerNow_T11() throws {
    let clock = ManualMediaClock(time: 3)
    let layer = Layer(clock: clock)
    layer.speed = 2  // local time 6 at media time 3
    try layer.add(animation(.opacity, from: 0, to: 1), forKey: "now")
    XCTAssertEqual(layer.animation(forKey: "now")?.beginTime, 6)
    // "Two seconds from now" in the layer's local time space.
    var later = animation(.opacity, from: 0, to: 1)
    later.beginTime = layer.convertTime(clock.currentMediaTime, from: nil) + 2
    try layer.add(later, forKey: "later")
    XCTAssertEqual(layer.animation(forKey: "later")?.beginTime, 8)
    // A caller that computed the absolute time 0 keeps it (the compatibility modules' animators):
    // at local time 6 a 1 s animation that began at 0 is over (stamped "now" it would show 5).
    try layer.add(
      animation(.cornerRadius, from: 5, to: 6), forKey: "zero", delegate: nil,
      beginTimeAsWritten: true)
    XCTAssertEqual(layer.animation(forKey: "zero")?.beginTime, 0)
    XCTAssertEqual(layer.presentation().cornerRadius, 0)
  }

  func testTimingFunctionOnBackwardLegPlaysReversed_T8() throws {
    let layer = Layer()
    var swing = animation(.positionX, from: 0, to: 100, duration: 1)
    swing.autoreverses = true
    swing.timingFunction = .easeIn
    try layer.add(swing, forKey: "swing")
    // At 1.25 s the backward leg is a quarter through: progress = easeIn(0.75).
    let expected = 100 * ReferenceBezier.progress(0.42, 0, 1, 1, at: 0.75)
    assertClose(layer.presentation(at: 1.25).position.x, expected, 100 * Tolerance.solver)
    // Symmetric about the turning point.
    assertClose(layer.presentation(at: 0.75).position.x, expected, 100 * Tolerance.solver)
  }

  func testBadValuesAreRejectedWithTheirField() {
    let cases: [(BasicAnimation, String)] = [
      (animation(.opacity, from: .number(.nan), to: 1), "fromValue"),
      (animation(.opacity, from: 0, to: .point(.zero)), "toValue"),
      (animation(.opacity, by: .number(.infinity)), "byValue"),
      (animation(.opacity, from: 0, to: 1, duration: -1), "duration"),
      (animation(.hidden, from: false, by: true), "byValue"),
    ]
    for (animation, field) in cases {
      let layer = Layer()
      XCTAssertThrowsError(try layer.add(animation, forKey: "bad")) { error in
        XCTAssertEqual((error as? ValidationError)?.field, field)
      }
      XCTAssertTrue(layer.animationKeys().isEmpty, "nothing is added on error")
    }
  }

  func testNaNTimeShowsTheModel() throws {
    let layer = Layer()
    var fade = animation(.opacity, from: 0, to: 0.5)
    fade.fillMode = .both
    try layer.add(fade, forKey: "fade")
    XCTAssertEqual(layer.presentation(at: .nan), layer.model)
  }

  func testHiddenSwitchesHalfWay_V4() throws {
    let layer = Layer()
    try layer.add(animation(.hidden, from: false, to: true), forKey: "hide")
    XCTAssertFalse(layer.presentation(at: 0.99).isHidden)
    XCTAssertTrue(layer.presentation(at: 1).isHidden)
  }
}
