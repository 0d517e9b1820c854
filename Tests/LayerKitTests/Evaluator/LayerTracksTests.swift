import XCTest

@testable import LayerKit

/// A layer's compiled animations (`LayerTracks`) as they grow one animation at a time: each
/// added where the layer's list is when it ends its store, laid out again when it does not or
/// when a new animation joins a transform slot laid out narrow; and as they shrink, an
/// animation's tracks taken out where they are, the slots they alone wrote left showing their
/// model values. Whichever way, the layer shows every animation it holds (F4, B2), checked
/// against closed forms.
final class LayerTracksTests: XCTestCase {
  /// How many rounds of adds: a few hundred animations on one layer.
  private let rounds = 300

  /// `line` at height `y`, the shape layer's path.
  private func line(_ y: Double) -> Path {
    var path = Path()
    path.move(to: Point(x: 0, y: y))
    path.addLine(to: Point(x: 10, y: y))
    return path
  }

  /// Adds, round by round, an additive fade of `i·2⁻²⁰` (B2), every third round additive
  /// evenly spaced keyframes of points (pooled), a rotation about z first and an additive one
  /// every seventh round (the first is laid out narrow; the second joins its slot, which then
  /// widens), and half-way a path morph (a structured value). `between` runs after each round.
  /// Every number is a binary fraction, so the sums are exact whatever their order.
  private func addRounds(to layer: Layer, between: (Int) throws -> Void = { _ in }) throws {
    let timing = MediaTiming(duration: 1)
    try layer.add(
      BasicAnimation(
        keyPath: .transformRotationZ, from: 0, to: 0.5, timing: timing, timingFunction: .linear),
      forKey: nil)
    for i in 1...rounds {
      let scale = Double(i) / 1_048_576
      var fade = BasicAnimation(
        keyPath: .opacity, from: 0, to: .number(scale), timing: timing, timingFunction: .linear)
      fade.isAdditive = true
      try layer.add(fade, forKey: nil)
      if i % 3 == 0 {
        let step = Double(i) / 1_024
        var move = KeyframeAnimation(
          keyPath: .position,
          values: [
            .point(Point(x: 0, y: 0)), .point(Point(x: step, y: -step)),
            .point(Point(x: 2 * step, y: 0)),
          ], timing: timing)
        move.isAdditive = true
        try layer.add(move, forKey: nil)
      }
      if i % 7 == 0 {
        var turn = BasicAnimation(
          keyPath: .transformRotationZ, from: 0, to: .number(1.0 / 1_024), timing: timing,
          timingFunction: .linear)
        turn.isAdditive = true
        try layer.add(turn, forKey: nil)
      }
      if i == rounds / 2 {
        try layer.add(
          BasicAnimation(
            keyPath: AnimatableKeyPath("path"), from: .path(line(0)), to: .path(line(10)),
            timing: timing, timingFunction: .linear), forKey: nil)
      }
      try between(i)
    }
  }

  /// Checks `shown` (at t = 0.5 for the rotation and path, 0.25 for the fade and move) against
  /// the closed forms of ``addRounds(to:between:)``'s animations.
  private func assertShowsEveryAnimation(
    at half: LayerProperties, quarter: LayerProperties, file: StaticString = #filePath,
    line lineNumber: UInt = #line
  ) {
    // Fade: the model 1 and, at a quarter of the way, a quarter of each i·2⁻²⁰ (B2).
    let fades = (1...rounds).reduce(0.0) { $0 + Double($1) / 1_048_576 / 4 }
    XCTAssertEqual(quarter.opacity, 1 + fades, "opacity", file: file, line: lineNumber)
    // Move: at a quarter of the way, half-way to the middle keyframe (i/1024, −i/1024) (K2).
    let steps = stride(from: 3, through: rounds, by: 3).reduce(0.0) {
      $0 + Double($1) / 1_024 / 2
    }
    XCTAssertEqual(
      quarter.position, Point(x: steps, y: -steps), "position", file: file, line: lineNumber)
    // Turn: half of 0.5, and half of 2⁻¹⁰ for each additive turn (V3).
    let angle = 0.25 + Double(rounds / 7) / 2_048
    assertClose(
      half.transform, Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1), Tolerance.closedForm,
      "transform", file: file, line: lineNumber)
    // Path: half-way between the two lines (Y2).
    XCTAssertEqual(
      half[AnimatableKeyPath("path")], .path(line(5)), "path", file: file, line: lineNumber)
  }

  func testALayerGivenAnimationAfterAnimationShowsThemAll_F4_B2() throws {
    let layer = ShapeLayer(name: "alone")
    try addRounds(to: layer)
    assertShowsEveryAnimation(
      at: layer.presentation(at: 0.5), quarter: layer.presentation(at: 0.25))
  }

  func testLayersOfATreeGivenAnimationsInTurnShowThemAll_F4_B2() throws {
    // A sibling given an animation every few rounds takes the end of the tree's store, so the
    // layer's list no longer ends it and is laid out again at its next add.
    let (layer, sibling) = (ShapeLayer(name: "card"), Layer(name: "sibling"))
    let tree = LayerTree()
    for child in [layer, sibling] { tree.root.addSublayer(child) }
    try addRounds(to: layer) { i in
      guard i % 10 == 0 else { return }
      var fade = BasicAnimation(
        keyPath: .opacity, from: 0, to: 1, timing: MediaTiming(duration: 1),
        timingFunction: .linear)
      fade.isAdditive = true
      try sibling.add(fade, forKey: nil)
    }
    assertShowsEveryAnimation(
      at: tree.presentation(at: 0.5).properties(of: layer),
      quarter: tree.presentation(at: 0.25).properties(of: layer))
    assertShowsEveryAnimation(
      at: layer.presentation(at: 0.5), quarter: layer.presentation(at: 0.25))
    // The sibling: 1 and a quarter of each of its fades.
    XCTAssertEqual(sibling.presentation(at: 0.25).opacity, 1 + Double(rounds / 10) / 4)
  }

  func testAddingAfterRemovingKeepsTheRest_F4_B2() throws {
    // Removing by key lays the list out again; the adds after grow it where it is.
    let layer = Layer(name: "card")
    let timing = MediaTiming(duration: 1)
    for i in 0..<40 {
      var fade = BasicAnimation(
        keyPath: .opacity, from: 0, to: .number(Double(i) / 64), timing: timing,
        timingFunction: .linear)
      fade.isAdditive = true
      try layer.add(fade, forKey: "fade \(i)")
      if i % 4 == 3 { layer.removeAnimation(forKey: "fade \(i - 1)") }
    }
    // Kept: every i but those ≡ 2 (mod 4); at half-way, half of each i/64.
    let kept: Double = (0..<40).filter { $0 % 4 != 2 }.map { Double($0) / 128 }.reduce(0, +)
    XCTAssertEqual(layer.presentation(at: 0.5).opacity, 1 + kept)
    XCTAssertEqual(layer.animationKeys().count, 30)
  }

  func testAnimationsEndingOneAfterAnotherLeaveTheRest_F2_F4_B2() throws {
    // Additive fades of i·2⁻¹⁰, the i-th ending at i/100 s (removed on completion, F2): after
    // t, those with i/100 > t remain, each a fraction t/(i/100) of the way.
    let tree = LayerTree()
    let layer = Layer(name: "card")
    tree.root.addSublayer(layer)
    let count = 200
    for i in 1...count {
      var fade = BasicAnimation(
        keyPath: .opacity, from: 0, to: .number(Double(i) / 1_024),
        timing: MediaTiming(duration: Double(i) / 100), timingFunction: .linear)
      fade.isAdditive = true
      try layer.add(fade, forKey: nil)
    }
    for t in [0.505, 1.005, 1.995] {
      try tree.advance(to: t)
      let left = (1...count).filter { Double($0) / 100 > t }
      XCTAssertEqual(layer.animations.count, left.count, "at \(t)")
      let expected = left.reduce(1.0) { $0 + Double($1) / 1_024 * (t / (Double($1) / 100)) }
      assertClose(
        tree.presentation().properties(of: layer).opacity, expected, Tolerance.closedForm,
        "at \(t)")
      assertClose(layer.presentation(at: t).opacity, expected, Tolerance.closedForm, "at \(t)")
    }
  }

  func testASlotWhoseAnimationsAreGoneShowsItsModel_F4_V3() throws {
    // The rotation (a narrow transform slot) goes first; the fade after it stays. The layer
    // shows its model transform then, in a tree and moved to another, and a new rotation on the
    // slot its first one left shows as it would on a fresh layer.
    let layer = Layer(name: "card")
    let timing = MediaTiming(duration: 1)
    try layer.add(
      BasicAnimation(
        keyPath: .transformRotationZ, from: 0, to: 1, timing: timing, timingFunction: .linear),
      forKey: "turn")
    try layer.add(
      BasicAnimation(keyPath: .opacity, from: 0, to: 1, timing: timing, timingFunction: .linear),
      forKey: "fade")
    layer.removeAnimation(forKey: "turn")
    XCTAssertEqual(layer.presentation(at: 0.5).transform, .identity)
    XCTAssertEqual(layer.presentation(at: 0.5).opacity, 0.5)
    let first = LayerTree()
    first.root.addSublayer(layer)
    let second = LayerTree()
    second.root.addSublayer(layer)
    XCTAssertEqual(second.presentation(at: 0.5).properties(of: layer).transform, .identity)
    XCTAssertEqual(second.presentation(at: 0.5).properties(of: layer).opacity, 0.5)
    try layer.add(
      BasicAnimation(
        keyPath: .transformRotationZ, from: 0, to: 2, timing: timing, timingFunction: .linear),
      forKey: "turn again")
    let expected = Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1)
    assertClose(layer.presentation(at: 0.5).transform, expected, Tolerance.closedForm)
    assertClose(
      second.presentation(at: 0.5).properties(of: layer).transform, expected,
      Tolerance.closedForm)
    XCTAssertEqual(layer.presentation(at: 0.5).opacity, 0.5)
  }

  func testALayerThatKeepsReplacingItsOldestAnimationKeepsTheNewest_F4_B2() throws {
    // A layer in no tree, forty animations at a time: each round adds one and removes the
    // oldest (from the front of its list, many times over what its store first held).
    let layer = Layer(name: "emitter")
    let timing = MediaTiming(duration: 1)
    for i in 0..<1_000 {
      var fade = BasicAnimation(
        keyPath: .opacity, from: 0, to: .number(Double(i % 64) / 64), timing: timing,
        timingFunction: .linear)
      fade.isAdditive = true
      try layer.add(fade, forKey: "fade \(i)")
      if i >= 40 { layer.removeAnimation(forKey: "fade \(i - 40)") }
    }
    // Kept: 960..<1000; at half-way, half of each (i mod 64)/64.
    let kept: Double = (960..<1_000).map { Double($0 % 64) / 128 }.reduce(0, +)
    XCTAssertEqual(layer.presentation(at: 0.5).opacity, 1 + kept)
    XCTAssertEqual(layer.animationKeys(), (960..<1_000).map { "fade \($0)" })
  }
}
