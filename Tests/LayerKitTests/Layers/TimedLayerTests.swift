import LayerKit
import XCTest

/// A layer is a timed object (rule T12): its active interval, the local time it gives its
/// contents, inactive subtrees, conversions, events and timelines. Expected values come from the
/// reference measurements quoted in the rule and from T1–T9 arithmetic written out by hand.
final class TimedLayerTests: XCTestCase {
  /// A 2 s linear opacity fade from 0 to 1, with the given begin time (0: "now", T11).
  private func fade(beginTime: Double = 0, fill: FillMode = .removed) -> BasicAnimation {
    var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1, timingFunction: .linear)
    fade.duration = 2
    fade.beginTime = beginTime
    fade.fillMode = fill
    return fade
  }

  /// The opacity through the per-layer path and through the tree's frame, which must agree
  /// exactly.
  private func opacity(
    of layer: Layer, in tree: LayerTree, at t: Double, file: StaticString = #filePath,
    line: UInt = #line
  ) -> Double {
    let single = layer.presentation(at: t).opacity
    let frame = tree.presentation(at: t).properties(of: layer).opacity
    XCTAssertEqual(single, frame, "per-layer and frame disagree at \(t)", file: file, line: line)
    return single
  }

  func testReferenceConversions_T12() {
    // Measured on macOS (OpenCoreAnimation's tests): beginTime 8, speed 0.5, timeOffset 7.
    let root = Layer()
    let child = Layer()
    root.addSublayer(child)
    child.beginTime = 8
    child.speed = 0.5
    child.timeOffset = 7
    XCTAssertEqual(child.convertTime(7, from: root), 0)  // before its beginTime: inactive
    XCTAssertEqual(child.convertTime(8, from: root), 7)  // (8 − 8)·0.5 + 7
    XCTAssertEqual(child.convertTime(10, from: root), 8)  // (10 − 8)·0.5 + 7
    XCTAssertEqual(root.convertTime(10, to: child), 8)
    XCTAssertFalse(child.isActive(atMediaTime: 7.999))
    XCTAssertTrue(child.isActive(atMediaTime: 8))  // the start instant is inclusive
    XCTAssertEqual(child.localTime(atMediaTime: 7), 0)
  }

  func testDefaultsAreThoseOfATimedObject_T12_T2() {
    let layer = Layer()
    XCTAssertEqual(layer.duration, .infinity)
    XCTAssertEqual(layer.fillMode, .removed)
    XCTAssertEqual(layer.repeatCount, 0)
    XCTAssertEqual(layer.repeatDuration, 0)
    XCTAssertFalse(layer.autoreverses)
    XCTAssertEqual(layer.timing, MediaTiming.layerDefault)
    // An endless layer with negative speed is active from its begin on, with T1's local time.
    layer.speed = -1
    XCTAssertEqual(layer.localTime(atMediaTime: 2), -2)
    XCTAssertTrue(layer.isActive(atMediaTime: 1e9))
  }

  func testInactiveAncestorShowsTheWholeSubtreesModel_T12() throws {
    let (tree, parent, child) = parentAndChild()
    parent.beginTime = 2
    child.opacity = 0.25
    // Filled backwards, the fade would show 0 before it begins: but its layer's parent is not
    // active before media time 2, so the model shows.
    try child.add(fade(beginTime: 0, fill: .backwards), forKey: "fade")
    // T11: added while inactive, "now" is local time 0.
    XCTAssertEqual(child.animation(forKey: "fade")?.beginTime, 0)
    XCTAssertEqual(opacity(of: child, in: tree, at: 1), 0.25)
    XCTAssertFalse(child.isActive(atMediaTime: 1))
    XCTAssertEqual(child.convertTime(1, from: nil), 0)
    // Media 3: parent local (3 − 2)·1 = 1, child local 1, the fade at 1/2.
    XCTAssertEqual(opacity(of: child, in: tree, at: 3), 0.5)
    XCTAssertEqual(tree.presentation(at: 3).localTime(of: child), 1)
    XCTAssertEqual(tree.presentation(at: 1).localTime(of: child), 0)
  }

  func testFiniteDurationFoldsLocalTimeAndEnds_T12_T4_T7() {
    let layer = Layer()
    layer.duration = 2
    layer.repeatCount = 2
    layer.autoreverses = true  // cycles of 4 s, active for 8 s (T4, T5)
    // Leg k = ⌊t/2⌋, u = t/2 − k, odd legs reversed; local time = u·2.
    let expected: [(Double, Double)] = [
      (0, 0), (1, 1), (2.5, 1.5), (3, 1), (5, 1), (7.5, 0.5),
    ]
    for (t, local) in expected {
      assertClose(layer.localTime(atMediaTime: t), local, Tolerance.closedForm, "at \(t)")
    }
    // The interval is half-open: at 8 the layer has ended, and no fill covers it.
    XCTAssertFalse(layer.isActive(atMediaTime: 8))
    XCTAssertEqual(layer.convertTime(9, from: nil), 0)
    // A forwards fill holds the final moment: 0, after a backward leg.
    layer.fillMode = .forwards
    XCTAssertTrue(layer.isActive(atMediaTime: 9))
    XCTAssertEqual(layer.localTime(atMediaTime: 9), 0)
  }

  func testAnimationsSeeTheFoldedTime_T12_G1() throws {
    let tree = LayerTree()
    let layer = Layer()
    tree.root.addSublayer(layer)
    layer.duration = 1.5
    layer.repeatCount = .infinity
    try layer.add(fade(), forKey: "fade")
    // Media 2: cycle 1, local (2/1.5 − 1)·1.5 = 0.5: the fade at a quarter.
    assertClose(opacity(of: layer, in: tree, at: 2), 0.25, Tolerance.closedForm)
  }

  func testBackwardsFillBeforeBeginShowsTheFirstInstant_T12_F1() {
    let layer = Layer()
    layer.beginTime = 5
    layer.timeOffset = 1
    XCTAssertFalse(layer.isActive(atMediaTime: 2))
    layer.fillMode = .backwards
    XCTAssertTrue(layer.isActive(atMediaTime: 2))
    XCTAssertEqual(layer.localTime(atMediaTime: 2), 1)  // its timeOffset
    XCTAssertEqual(layer.localTime(atMediaTime: 6), 2)  // (6 − 5)·1 + 1
  }

  func testRepeatDurationEndsAnEndlessLayer_T12_T5() {
    let layer = Layer()
    layer.repeatDuration = 3
    layer.speed = 2
    // Active while (t − 0)·2 < 3: until media 1.5.
    XCTAssertEqual(layer.localTime(atMediaTime: 1), 2)
    XCTAssertFalse(layer.isActive(atMediaTime: 1.5))
    layer.fillMode = .both
    XCTAssertEqual(layer.localTime(atMediaTime: 4), 3)  // held at timeOffset + 3
  }

  func testEventsWaitForTheLayerToBecomeActive_T12_E2() throws {
    let tree = LayerTree()
    let layer = Layer(name: "late")
    tree.root.addSublayer(layer)
    layer.beginTime = 3
    // Local [−1, 1) is media [2, 4) on T1's line; the layer is inactive until 3.
    try layer.add(fade(beginTime: -1), forKey: "fade")
    let events = try tree.advance(to: 10)
    XCTAssertEqual(events.map(\.time), [3, 4])
    XCTAssertEqual(events.map(\.kind), [.didStart, .didStop(finished: true)])
  }

  func testEventsOfAnInactiveSubtree_T12_E2() throws {
    let (tree, parent, child) = parentAndChild()
    parent.beginTime = 1
    parent.speed = 2
    // T11 gives local 0 (inactive): the fade runs parent-local [0, 2) = media [1, 2).
    try child.add(fade(), forKey: "fade")
    let events = try tree.advance(to: 5)
    XCTAssertEqual(events.map(\.time), [1, 2])
  }

  func testTimelineIsClippedToTheActiveLayer_T12() throws {
    let root = Layer(clock: ManualMediaClock())
    let layer = Layer()
    root.addSublayer(layer)
    layer.beginTime = 3
    layer.duration = 4  // active media [3, 7)
    let early = try XCTUnwrap(layer.timeline(of: fade(beginTime: -1), addedAt: 0))
    XCTAssertEqual(early.activeInterval, 3...4)
    XCTAssertEqual(early.keyframeTimes, [4])  // the start, media 2, is before the layer's
    let cut = try XCTUnwrap(layer.timeline(of: fade(beginTime: 3), addedAt: 0))
    XCTAssertEqual(cut.activeInterval, 6...7)
    XCTAssertNil(layer.timeline(of: fade(beginTime: 5), addedAt: 0))  // media [8, 10)
  }

  func testReplicatorCopiesOfAnActiveLayerAreActive_T12_Y5() throws {
    let replicator = ReplicatorLayer()
    let dot = Layer()
    replicator.addSublayer(dot)
    replicator.instanceCount = 2
    replicator.instanceDelay = 1
    try dot.add(fade(fill: .backwards), forKey: "fade")
    dot.opacity = 0.75
    // At media 0.5, copy 1 runs 1 s later: before the fade, whose backwards fill shows 0.
    let copies = dot.replicatedInstances(at: 0.5)
    XCTAssertEqual(copies.map(\.properties.opacity), [0.25, 0])
    // Before the replicator's own begin, every copy shows the model.
    replicator.beginTime = 1
    XCTAssertEqual(dot.replicatedInstances(at: 0.5).map(\.properties.opacity), [0.75, 0.75])
  }
}

/// The four rules of 2026-12-01 (rules K7, K8, S6, P5) against values derived by hand.
final class CorrectedRuleTests: XCTestCase {
  private func keyframes(
    _ values: [AnimatableValue], keyPath: AnimatableKeyPath = .position,
    mode: CalculationMode = .cubic
  ) -> KeyframeAnimation {
    KeyframeAnimation(
      keyPath: keyPath, values: values, calculationMode: mode, timing: MediaTiming(duration: 1))
  }

  private func point(_ x: Double, _ y: Double) -> AnimatableValue { .point(Point(x: x, y: y)) }

  func testReflectedEndNeighboursReferenceValue_K7() throws {
    // Measured on macOS: (0,0), (10,0), (10,30) evenly spaced, progress 0.75 → y 13.125.
    let tree = LayerTree()
    let layer = Layer()
    tree.root.addSublayer(layer)
    try layer.add(keyframes([point(0, 0), point(10, 0), point(10, 30)]), forKey: "k")
    // Segment 1 at f = ½. Tangents: at P₁ (P₂ − P₀)/2 = (5, 15); at P₂ with the reflected
    // P₃ = 2P₂ − P₁ = (10, 60): (P₃ − P₁)/2 = (0, 30). Hermite at ½: P₁/2 + m₁/8 + P₂/2 − m₂/8:
    // x = 5 + 0.625 + 5 − 0 = 10.625, y = 0 + 1.875 + 15 − 3.75 = 13.125.
    let position = layer.presentation(at: 0.75).position
    assertClose(position.x, 10.625, Tolerance.closedForm)
    assertClose(position.y, 13.125, Tolerance.closedForm)
    XCTAssertEqual(tree.presentation(at: 0.75).properties(of: layer).position, position)
  }

  func testTwoCubicKeyframesAreExactlyLinear_K7_K8() throws {
    for mode in [CalculationMode.cubic, .cubicPaced] {
      let layer = Layer()
      try layer.add(keyframes([point(0, 0), point(30, 40)], mode: mode), forKey: "k")
      for t in [0.1, 0.3, 0.5, 0.9] {
        let position = layer.presentation(at: t).position
        assertClose(position.x, 30 * t, Tolerance.closedForm, "\(mode) at \(t)")
        assertClose(position.y, 40 * t, Tolerance.closedForm, "\(mode) at \(t)")
      }
    }
  }

  func testReflectedEndsOfAPathKeyframeAnimation_K7_Y2() throws {
    // The path pipeline shares the rule: two path keyframes morph linearly, point by point.
    func line(_ x: Double) -> Path {
      var path = Path()
      path.move(to: Point(x: x, y: 0))
      path.addLine(to: Point(x: x, y: 10))
      return path
    }
    let layer = ShapeLayer()
    try layer.add(
      keyframes([.path(line(0)), .path(line(8))], keyPath: AnimatableKeyPath("path")),
      forKey: "k")
    XCTAssertEqual(layer.presentation(at: 0.25).shape?.path, line(2))
  }

  func testPerceptualSpringLastsUntilItSettles_S6() throws {
    let spring = try SpringAnimation(
      keyPath: .positionY, perceptualDuration: 0.5, bounce: 0.3, from: 0, to: 100)
    // S6: k = (2π/0.5)², ζ = 0.7; S4's settling time for v₀ = 0:
    // ln((1 + ζω₀/ω_d) / 0.001) / (ζω₀), ω₀ = 4π, ω_d = ω₀√(1 − ζ²).
    let omega = 4 * Double.pi
    let zeta = 0.7
    let damped = omega * (1 - zeta * zeta).squareRoot()
    let settling = log((1 + zeta * omega / damped) / 0.001) / (zeta * omega)
    assertClose(spring.duration, settling, Tolerance.closedForm)
    XCTAssertEqual(spring.duration, spring.settlingDuration)
    // Added to a layer it is not cut off at T3's 0.25 s: at 0.4 s it still moves.
    let layer = Layer()
    try layer.add(spring, forKey: "drop")
    let x =
      exp(-zeta * omega * 0.4) * (cos(damped * 0.4) + zeta * omega / damped * sin(damped * 0.4))
    assertClose(layer.presentation(at: 0.4).position.y, 100 * (1 - x), 100 * Tolerance.spring)
    // Setting the duration afterwards overrides it.
    var cut = spring
    cut.duration = 0.2
    XCTAssertEqual(cut.duration, 0.2)
  }

  func testPerceptualSpringWithInfiniteDampingNeverEnds_S6() throws {
    let spring = try SpringAnimation(
      keyPath: .opacity, perceptualDuration: 1, bounce: -1, from: 1, to: 0)
    XCTAssertEqual(spring.duration, .infinity)
  }

  func testFullTurnIsACircleWhicheverTheDirection_P5() {
    for clockwise in [false, true] {
      var path = Path()
      path.addArc(
        center: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: 2 * .pi,
        clockwise: clockwise)
      // A move and four quarter arcs, back at the start.
      XCTAssertEqual(path.elements.count, 5, "clockwise \(clockwise)")
      guard case .curve(let quarter, _, _) = path.elements[1],
        case .curve(let end, _, _) = path.elements[4]
      else { return XCTFail("clockwise \(clockwise): \(path.elements)") }
      // Counter-clockwise in CGPath's sense turns towards +y first; clockwise towards −y.
      assertClose(quarter.x, 0, 10 * Tolerance.closedForm)
      assertClose(quarter.y, clockwise ? -10 : 10, 10 * Tolerance.closedForm)
      assertClose(end.x, 10, 10 * Tolerance.closedForm)
      assertClose(end.y, 0, 10 * Tolerance.closedForm)
    }
  }

  func testWholeTurnsAgainstTheDirectionAndEqualAngles_P5() {
    func elements(_ start: Double, _ end: Double, _ clockwise: Bool) -> Int {
      var path = Path()
      path.addArc(
        center: Point(x: 0, y: 0), radius: 1, startAngle: start, endAngle: end,
        clockwise: clockwise)
      return path.elements.count
    }
    XCTAssertEqual(elements(0, -2 * .pi, false), 5)  // a turn against the direction: a circle
    XCTAssertEqual(elements(.pi, -3 * .pi, false), 5)  // two turns against it: one circle
    XCTAssertEqual(elements(0, 4 * .pi, false), 5)  // more than a turn: at most one
    XCTAssertEqual(elements(1, 1, true), 1)  // equal angles: the start point only
    XCTAssertEqual(elements(0, .pi / 2, true), 4)  // three quarters the other way
  }
}

/// A tree whose root holds `parent`, which holds `child`.
private func parentAndChild() -> (LayerTree, parent: Layer, child: Layer) {
  let tree = LayerTree()
  let parent = Layer(name: "parent")
  let child = Layer(name: "child")
  tree.root.addSublayer(parent)
  parent.addSublayer(child)
  return (tree, parent, child)
}
