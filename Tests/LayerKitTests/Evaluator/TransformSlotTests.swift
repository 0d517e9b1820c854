import XCTest

@testable import LayerKit

/// A transform slot holds an identity model, and a single rotation or translation written onto
/// it, as one number until the transform is read (`PendingTransform`). These cases start from
/// such a slot and check the transform a layer and a tree's frame show against closed forms.
final class TransformSlotTests: XCTestCase {
  /// The transform `layer` shows at `t`, alone and in its tree's frame, which must agree.
  private func shown(
    _ layer: Layer, in tree: LayerTree, at t: Double, file: StaticString = #filePath,
    line: UInt = #line
  ) -> Transform3D {
    let alone = layer.presentation(at: t).transform
    XCTAssertEqual(
      tree.presentation(at: t).properties(of: layer).transform, alone, file: file, line: line)
    return alone
  }

  private func layerInTree() -> (LayerTree, Layer) {
    let tree = LayerTree()
    let layer = Layer(name: "card")
    tree.root.addSublayer(layer)
    return (tree, layer)
  }

  private func turn(
    _ keyPath: AnimatableKeyPath = .transformRotationZ, from: AnimatableValue? = 0,
    to: AnimatableValue? = .number(.pi / 2), by: AnimatableValue? = nil, begin: Double = 0
  ) -> BasicAnimation {
    var turn = BasicAnimation(
      keyPath: keyPath, from: from, to: to, by: by, timing: MediaTiming(duration: 1),
      timingFunction: .linear)
    turn.beginTime = begin
    return turn
  }

  func testARotationOnTheIdentityIsThatRotation_V3() throws {
    for additive in [false, true] {
      let (tree, layer) = layerInTree()
      var animation = turn()
      animation.isAdditive = additive
      try layer.add(animation, forKey: "turn")
      assertClose(
        shown(layer, in: tree, at: 0.5), Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1),
        Tolerance.closedForm, "additive \(additive)")
      XCTAssertEqual(
        try XCTUnwrap(tree.presentation(at: 0.5).value(of: layer, .transformRotationZ).number),
        .pi / 4, accuracy: Tolerance.closedForm)
    }
  }

  func testAByValueTurnsFromTheModelsAngle_B1_V3() throws {
    // From the identity, the current angle is 0; from a turned model, that model's angle.
    for start in [0.0, 0.3] {
      let (tree, layer) = layerInTree()
      if start != 0 { layer.transform = Transform3D(rotationAngle: start, x: 0, y: 0, z: 1) }
      try layer.add(turn(from: nil, to: nil, by: 1), forKey: "turn")
      assertClose(
        shown(layer, in: tree, at: 0.5),
        Transform3D(rotationAngle: start + 0.5, x: 0, y: 0, z: 1), Tolerance.closedForm,
        "from \(start)")
    }
  }

  func testASecondComponentBuildsOnTheFirst_V3() throws {
    let (tree, layer) = layerInTree()
    try layer.add(turn(), forKey: "turn")
    try layer.add(turn(.transformTranslationX, from: 0, to: 20), forKey: "slide")
    // The rotation by π/4, then its translation set to 10 (the last row of the matrix).
    var expected = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
    expected.m41 = 10
    assertClose(shown(layer, in: tree, at: 0.5), expected, Tolerance.decomposition)
  }

  func testAWholeTransformAddsOntoTheIdentity_B2() throws {
    let (tree, layer) = layerInTree()
    var slide = turn(
      .transform, from: .transform(.identity),
      to: .transform(Transform3D(translationX: 10, y: -4)))
    slide.isAdditive = true
    try layer.add(slide, forKey: "slide")
    assertClose(
      shown(layer, in: tree, at: 0.5), Transform3D(translationX: 5, y: -2),
      Tolerance.decomposition)
  }

  func testAnIdentityModelShowsAsTheIdentityBeforeItsAnimation_F1() throws {
    let (tree, layer) = layerInTree()
    try layer.add(turn(begin: 5), forKey: "later")
    XCTAssertEqual(shown(layer, in: tree, at: 1), .identity)
    XCTAssertEqual(tree.presentation(at: 1).value(of: layer, .transform), .transform(.identity))
  }

  func testAModelsNegativeZerosShowAsGiven_F1() throws {
    // A model that equals the identity but for the sign of a zero keeps its bits while nothing
    // animates it.
    let (tree, layer) = layerInTree()
    var model = Transform3D.identity
    model.m21 = -0.0
    layer.transform = model
    try layer.add(turn(begin: 5), forKey: "later")
    XCTAssertEqual(shown(layer, in: tree, at: 1).m21.sign, .minus)
  }

  func testAModelWithTheMarkersBitsIsNotReadAsOneNumber_V6() throws {
    // A NaN first field with the one-number form's marker bits and rotation.z's code, then
    // what would read as its angle: shown as the sixteen fields it is (its NaN an ordinary
    // one).
    let (tree, layer) = layerInTree()
    var model = Transform3D.identity
    model.m11 = Double(bitPattern: PendingTransform.marker | 3)
    model.m12 = 3
    model.m13 = 1
    layer.transform = model
    try layer.add(turn(begin: 5), forKey: "later")
    let shown = layer.presentation(at: 1).transform
    XCTAssertTrue(shown.m11.isNaN)
    XCTAssertEqual([shown.m12, shown.m13, shown.m22, shown.m33], [3, 1, 1, 1])
    let framed = tree.presentation(at: 1).properties(of: layer).transform
    XCTAssertTrue(framed.m11.isNaN)
    XCTAssertEqual([framed.m12, framed.m13, framed.m22, framed.m33], [3, 1, 1, 1])
  }

  // MARK: Narrow slots

  /// How many numbers `layer`'s transform slot takes in its store, or `nil` if not animated.
  private func transformWidth(_ layer: Layer) -> Int? {
    let tracks = layer.animationState.tracks
    guard let store = tracks.store else { return nil }
    return store.slots[tracks.list.slots].first { $0.slot == .property(.transform) }?.scalarWidth
  }

  func testAOneNumberRotationOnTheIdentityTakesTwoNumbers_V3() throws {
    // The one-number form: the marker with the component's code, the angle.
    let (_, layer) = layerInTree()
    try layer.add(turn(), forKey: "turn")
    XCTAssertEqual(transformWidth(layer), PendingTransform.width)
    XCTAssertEqual(PendingTransform.width, 2)
    // A second writer, a whole transform or a turned model keep the sixteen fields.
    let (_, twice) = layerInTree()
    try twice.add(turn(), forKey: "turn")
    try twice.add(turn(.transformTranslationX, from: 0, to: 20), forKey: "slide")
    XCTAssertEqual(transformWidth(twice), 16)
    let (_, whole) = layerInTree()
    try whole.add(turn(.transform, from: .transform(.identity), to: nil, by: nil), forKey: "m")
    XCTAssertEqual(transformWidth(whole), 16)
    let (_, turned) = layerInTree()
    turned.transform = Transform3D(translationX: 10, y: 20)
    try turned.add(turn(), forKey: "turn")
    XCTAssertEqual(transformWidth(turned), 16)
    // A path that turns the layer (K9) writes the transform too.
    let (tree, steered) = layerInTree()
    var path = Path()
    path.move(to: .zero)
    path.addLine(to: Point(x: 0, y: 10))
    var follow = KeyframeAnimation(
      keyPath: .position, path: path, calculationMode: .paced, timing: MediaTiming(duration: 1))
    follow.rotationMode = .auto
    try steered.add(follow, forKey: "follow")
    try steered.add(turn(), forKey: "turn")
    XCTAssertEqual(transformWidth(steered), 16)
    // Straight down turns the layer by π/2 (K9); the rotation, added after, then sets the angle
    // of that transform's decomposition to its own π/4 (V3): a rotation by π/4 alone.
    assertClose(
      shown(steered, in: tree, at: 0.5), Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1),
      Tolerance.decomposition)
  }

  func testANarrowSlotWidensWhenTheModelTurns_V3_F4() throws {
    // The rotation laid out narrow on the identity; then the model moves: the rotation is set on
    // the model's decomposition (V3), so at 0.5 (π/4) it is that rotation with the model's
    // translation, and the opacity animated beside it keeps its own value.
    for inTree in [true, false] {
      let (tree, layer) = layerInTree()
      if !inTree { layer.removeFromSuperlayer() }
      try layer.add(turn(), forKey: "turn")
      try layer.add(
        BasicAnimation(keyPath: .opacity, from: 0, to: 1, timing: MediaTiming(duration: 1)),
        forKey: "fade")
      if inTree { _ = tree.presentation(at: 0.5) }
      layer.transform = Transform3D(translationX: 10, y: 20)
      XCTAssertEqual(transformWidth(layer), 16)
      var expected = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
      expected.m41 = 10
      expected.m42 = 20
      let alone = layer.presentation(at: 0.5)
      assertClose(alone.transform, expected, Tolerance.decomposition, "in tree \(inTree)")
      XCTAssertEqual(alone.opacity, 0.5, accuracy: Tolerance.closedForm)
      if inTree {
        let frame = tree.presentation(at: 0.5)
        assertClose(frame.properties(of: layer).transform, expected, Tolerance.decomposition)
        XCTAssertEqual(
          try XCTUnwrap(frame.value(of: layer, .opacity).number), 0.5,
          accuracy: Tolerance.closedForm)
      }
      // Back to the identity: the rotation alone again, whatever the layout.
      layer.transform = .identity
      assertClose(
        layer.presentation(at: 0.5).transform,
        Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1), Tolerance.closedForm)
    }
  }

  func testANarrowSlotMovesWithItsLayerBetweenTrees_V3() throws {
    // Leaving the tree copies the list into a store of its own, narrow as it was.
    let (tree, layer) = layerInTree()
    try layer.add(turn(), forKey: "turn")
    _ = tree.presentation(at: 0.5)
    layer.removeFromSuperlayer()
    XCTAssertEqual(transformWidth(layer), PendingTransform.width)
    let other = LayerTree()
    other.root.addSublayer(layer)
    XCTAssertEqual(transformWidth(layer), PendingTransform.width)
    assertClose(
      other.presentation(at: 0.5).properties(of: layer).transform,
      Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1), Tolerance.closedForm)
  }

  func testALayoutMadeBeforeTheModelChangedAgreesWithOneMadeAfter_V3_F4() throws {
    // Two layers get the same transform animations and end with the same model transform; one
    // is given its model before the animations are added (laid out for it), the other after
    // (laid out for the identity, narrow where it could be, then widened). Their values, alone
    // and in a tree's frame, must be the same numbers at every time.
    var random = SplitMix64(seed: 0x0051_07A5)
    func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }
    let keyPaths: [AnimatableKeyPath] = [
      .transformRotationZ, .transformRotationX, .transformTranslationX, .transformTranslationY,
      .transformRotation, .transformScale, .transform,
    ]
    var negativeZero = Transform3D.identity
    negativeZero.m12 = -0.0
    let models: [Transform3D] = [
      .identity, negativeZero, Transform3D(translationX: 10, y: -4),
      Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1), Transform3D(scaleX: 2, y: 3, z: 1),
    ]
    var compared = 0
    for _ in 0..<200 {
      let tree = LayerTree()
      let early = Layer(name: "early")
      let late = Layer(name: "late")
      tree.root.addSublayer(early)
      tree.root.addSublayer(late)
      let first = pick(models)
      let final = pick(models)
      early.transform = final
      late.transform = first
      _ = tree.presentation(at: 0)
      for index in 0..<Int.random(in: 1...3, using: &random) {
        let keyPath = pick(keyPaths)
        let to: AnimatableValue =
          switch keyPath.valueKind {
          case .transform: .transform(Transform3D(translationX: 6, y: 2))
          case .point: .point(Point(x: 3, y: -1))
          default: .number(Double.random(in: -3...3, using: &random))
          }
        var animation = BasicAnimation(
          keyPath: keyPath, from: nil, to: to, timing: MediaTiming(duration: 1),
          timingFunction: .linear)
        animation.isAdditive = Bool.random(using: &random)
        animation.beginTime = pick([0, 0.25])
        try early.add(animation, forKey: "a\(index)")
        try late.add(animation, forKey: "a\(index)")
      }
      late.transform = final
      for t in [0, 0.1, 0.3, 0.5, 0.8, 1.2] {
        let expected = early.presentation(at: t).transform
        XCTAssertEqual(late.presentation(at: t).transform, expected, "at \(t)")
        let frame = tree.presentation(at: t)
        XCTAssertEqual(frame.properties(of: late).transform, expected, "frame at \(t)")
        XCTAssertEqual(frame.value(of: late, .transform), .transform(expected))
        compared += 1
      }
    }
    XCTAssertEqual(compared, 1_200)
  }
}
