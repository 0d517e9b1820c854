import LayerKit
import XCTest

/// The layer tree, time spaces and animation storage (rules L1–L4, L6, L7, E1).
final class LayerTests: XCTestCase {
  func testLocalTimeChainsThroughAncestors_L1() {
    let root = Layer()
    let parent = Layer()
    let child = Layer()
    root.addSublayer(parent)
    parent.addSublayer(child)
    root.beginTime = 1
    parent.speed = 2
    parent.timeOffset = 0.5
    child.beginTime = 3
    child.speed = 0.5
    // media 5 → root (5 − 1) = 4 → parent 4·2 + 0.5 = 8.5 → child (8.5 − 3)·0.5 = 2.75.
    XCTAssertEqual(child.localTime(atMediaTime: 5), 2.75)
    XCTAssertEqual(child.convertTime(5, from: nil), 2.75)
    XCTAssertEqual(child.convertTime(2.75, to: nil), 5)
  }

  func testApplesConvertTimeExample_L2() {
    // A layer with timeOffset 1 and speed 0.5 converts 0.5 from a plain layer to 1.25.
    let root = Layer()
    let plain = Layer()
    let offset = Layer()
    offset.timeOffset = 1
    offset.speed = 0.5
    root.addSublayer(plain)
    root.addSublayer(offset)
    XCTAssertEqual(offset.convertTime(0.5, from: plain), 1.25)
    XCTAssertEqual(plain.convertTime(1.25, from: offset), 0.5)
    // Up: (0.5 − 1) / 0.5 = −1 in the root's time, before `plain` begins (at 0): inactive, so 0
    // (T12).
    XCTAssertEqual(offset.convertTime(0.5, to: plain), 0)
    XCTAssertEqual(offset.convertTime(0.5, to: nil), -1)
  }

  func testConvertTimeThroughCommonAncestorAvoidsPausedRoot_L2() {
    let root = Layer()
    root.speed = 0  // paused: media time cannot be recovered from root time
    let a = Layer()
    let b = Layer()
    b.beginTime = 2
    root.addSublayer(a)
    root.addSublayer(b)
    XCTAssertEqual(b.convertTime(5, from: a), 3)
    XCTAssertTrue(a.convertTime(5, to: nil).isNaN)  // up through the paused root: no inverse
  }

  func testPauseResumeRecipe_L3() throws {
    // The seed's rotation: transform.rotation to 2π over 2 s, repeating for ever.
    let clock = ManualMediaClock()
    let layer = Layer(clock: clock)
    var spin = BasicAnimation(keyPath: .transformRotation, to: .number(2 * .pi))
    spin.duration = 2
    spin.repeatCount = .infinity
    spin.isRemovedOnCompletion = false
    try layer.add(spin, forKey: "rotationAnim")
    func angle(atLocalTime t: Double) -> Transform3D {
      // Linear (no timing function): 2π · (t mod 2) / 2.
      Transform3D(
        rotationAngle: 2 * .pi * (t.truncatingRemainder(dividingBy: 2)) / 2, x: 0, y: 0, z: 1)
    }
    // Pause at 5 s, verbatim: pausedTime = convertTime(now, from: nil); speed 0; timeOffset.
    try clock.advance(to: 5)
    let pausedTime = layer.convertTime(clock.currentMediaTime, from: nil)
    layer.speed = 0
    layer.timeOffset = pausedTime
    try clock.advance(to: 7)
    assertClose(layer.presentation().transform, angle(atLocalTime: 5), Tolerance.closedForm)
    // Resume at 8 s, verbatim.
    try clock.advance(to: 8)
    let paused = layer.timeOffset
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    let timeSincePause = layer.convertTime(clock.currentMediaTime, from: nil) - paused
    layer.beginTime = timeSincePause
    // It continues from where it stopped: at 8 s it shows second 5, at 9.5 s second 6.5.
    assertClose(layer.presentation().transform, angle(atLocalTime: 5), Tolerance.closedForm)
    try clock.advance(to: 9.5)
    assertClose(layer.presentation().transform, angle(atLocalTime: 6.5), Tolerance.closedForm)
  }

  func testDefaultsAreCALayers_L4() {
    let p = LayerProperties()
    XCTAssertEqual(p.position, .zero)
    XCTAssertEqual(p.zPosition, 0)
    XCTAssertEqual(p.anchorPoint, Point(x: 0.5, y: 0.5))
    XCTAssertEqual(p.anchorPointZ, 0)
    XCTAssertEqual(p.bounds, .zero)
    XCTAssertEqual(p.transform, .identity)
    XCTAssertEqual(p.sublayerTransform, .identity)
    XCTAssertEqual(p.opacity, 1)
    XCTAssertFalse(p.isHidden)
    XCTAssertEqual(p.backgroundColor, Color(red: 0, green: 0, blue: 0, alpha: 0))
    XCTAssertEqual(p.borderColor, Color(red: 0, green: 0, blue: 0, alpha: 1))
    XCTAssertEqual(p.borderWidth, 0)
    XCTAssertEqual(p.cornerRadius, 0)
    XCTAssertEqual(p.shadowColor, Color(red: 0, green: 0, blue: 0, alpha: 1))
    XCTAssertEqual(p.shadowOpacity, 0)
    XCTAssertEqual(p.shadowOffset, Size(width: 0, height: -3))
    XCTAssertEqual(p.shadowRadius, 3)
    XCTAssertEqual(p.contentsRect, Rect(x: 0, y: 0, width: 1, height: 1))
    XCTAssertFalse(p.masksToBounds)
    XCTAssertTrue(p.isDoubleSided)
    // Every L4 property has a key path of its own kind; the other 20 belong to the layer kinds
    // of Y1–Y6 (and read as their defaults from a plain layer's values).
    XCTAssertEqual(LayerProperty.allCases.filter { $0.layerKind == .layer }.count, 20)
    XCTAssertEqual(LayerProperty.allCases.count, 40)
  }

  func testFrameIsDerived_L6() {
    let layer = Layer()
    layer.position = Point(x: 50, y: 50)
    layer.bounds = Rect(x: 0, y: 0, width: 100, height: 80)
    XCTAssertEqual(layer.frame, Rect(x: 0, y: 10, width: 100, height: 80))
    layer.anchorPoint = Point(x: 0, y: 0)
    XCTAssertEqual(layer.frame, Rect(x: 50, y: 50, width: 100, height: 80))
    // With a transform: the bounding box of the transformed bounds (scale 2 about the anchor).
    layer.transform = Transform3D(scaleX: 2, y: 2)
    XCTAssertEqual(layer.frame, Rect(x: 50, y: 50, width: 200, height: 160))
    XCTAssertThrowsError(try AnimatableKeyPath(parsing: "frame"))
    // A literal is kept and reported when used.
    XCTAssertFalse(AnimatableKeyPath("frame").isValid)
  }

  func testOneAnimationPerKeyAndCopyOnAdd_L7() throws {
    let layer = Layer()
    var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1, timing: MediaTiming(duration: 1))
    try layer.add(fade, forKey: "fade")
    fade.toValue = 0.5  // the caller's copy; the layer's is unaffected
    XCTAssertEqual(layer.presentation(at: 0.5).opacity, 0.5)
    try layer.add(BasicAnimation(keyPath: .positionX, from: 0, to: 10), forKey: "move")
    try layer.add(BasicAnimation(keyPath: .cornerRadius, from: 0, to: 10), forKey: nil)
    XCTAssertEqual(layer.animationKeys(), ["fade", "move"])
    // Replacing under an existing key removes the old one and adds the new one last.
    try layer.add(fade, forKey: "fade")
    XCTAssertEqual(layer.animationKeys(), ["move", "fade"])
    XCTAssertEqual(layer.animations.count, 3)
    XCTAssertEqual(layer.presentation(at: 0.5).opacity, 0.25)
    XCTAssertTrue(layer.removeAnimation(forKey: "move"))
    XCTAssertFalse(layer.removeAnimation(forKey: "move"))
    XCTAssertEqual(layer.animationKeys(), ["fade"])
    layer.removeAllAnimations()
    XCTAssertTrue(layer.animations.isEmpty)
    XCTAssertNil(layer.animation(forKey: "fade"))
  }

  func testTreeOperations() {
    let root = Layer(name: "root")
    let a = Layer(name: "a")
    let b = Layer(name: "b")
    XCTAssertTrue(root.addSublayer(a))
    XCTAssertTrue(root.insertSublayer(b, at: 0))
    XCTAssertEqual(root.sublayers.map(\.name), ["b", "a"])
    XCTAssertTrue(a.superlayer === root)
    XCTAssertTrue(root.sublayer(named: "a") === a)
    XCTAssertTrue(a.rootLayer === root)
    // No cycles: a layer cannot become its own descendant.
    XCTAssertFalse(a.addSublayer(root))
    XCTAssertFalse(a.addSublayer(a))
    // Moving a layer detaches it from its old parent.
    XCTAssertTrue(b.addSublayer(a))
    XCTAssertEqual(root.sublayers.map(\.name), ["b"])
    a.removeFromSuperlayer()
    XCTAssertNil(a.superlayer)
    XCTAssertEqual(b.sublayers.count, 0)
  }

  /// A layer's superlayer and tree are unretained links: when either goes while the layer is
  /// held elsewhere, the layer is on its own (no superlayer, no tree, its own time), as with
  /// `CALayer`'s weak `superlayer`.
  func testALayerOutlivesItsSuperlayerAndItsTree_L1() throws {
    let child = Layer(name: "child")
    let grandchild = Layer(name: "grandchild")
    do {
      let parent = Layer(name: "parent")
      let middle = Layer(name: "middle")
      parent.addSublayer(child)
      parent.addSublayer(middle)
      middle.addSublayer(grandchild)
      parent.speed = 2
      XCTAssertTrue(grandchild.rootLayer === parent)
      // media 3 → parent 3·2 = 6 → middle and grandchild at 6.
      XCTAssertEqual(grandchild.localTime(atMediaTime: 3), 6)
    }
    // `parent` and `middle` are gone: held by no one, each let its sublayers go first.
    XCTAssertNil(child.superlayer)
    XCTAssertNil(grandchild.superlayer)
    XCTAssertTrue(grandchild.rootLayer === grandchild)
    XCTAssertEqual(grandchild.localTime(atMediaTime: 3), 3)
    XCTAssertTrue(child.addSublayer(grandchild))
    XCTAssertTrue(grandchild.superlayer === child)

    var tree: LayerTree? = LayerTree(startTime: 4)
    tree?.root.addSublayer(child)
    child.speed = 0.5
    var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1, timingFunction: .linear)
    fade.duration = 10
    // Added at media 4 → root 4 → child 4 · 0.5 = 2 → grandchild 2: it begins at 2 (T11).
    try grandchild.add(fade, forKey: "fade")
    XCTAssertEqual(grandchild.currentMediaTime, 4)
    // media 6 → root 6 → child 6 · 0.5 = 3 → grandchild 3: 1 s of 10, opacity 0.1 (T1, B1).
    assertClose(grandchild.presentation(at: 6).opacity, 0.1, Tolerance.closedForm)
    tree = nil
    // The tree and its root are gone: the layers keep their animations and have no now (E1).
    XCTAssertNil(child.superlayer)
    XCTAssertNil(grandchild.currentMediaTime)
    XCTAssertEqual(grandchild.animationKeys(), ["fade"])
    // media 6 → child 3 → grandchild 3, as before: the root's time space was the identity.
    assertClose(grandchild.presentation(at: 6).opacity, 0.1, Tolerance.closedForm)
  }

  /// Random adds, removals and releases of layers and trees: after each step every layer still
  /// held agrees with its superlayer and sublayers, and its time walks up to a root (the links
  /// are unretained: a dangling one would show here, and under AddressSanitizer at once).
  func testTreeLinksStayTrueUnderRandomChanges_L1() throws {
    var random = SplitMix64(seed: 0x7EE5)
    var layers: [Layer?] = (0..<24).map { Layer(name: "l\($0)") }
    var trees: [LayerTree?] = [nil, nil, nil]
    for step in 0..<3_000 {
      let a = Int.random(in: 0..<layers.count, using: &random)
      let b = Int.random(in: 0..<layers.count, using: &random)
      switch Int.random(in: 0..<10, using: &random) {
      case 0...3:
        if let parent = layers[a], let child = layers[b] { parent.addSublayer(child) }
      case 4...5: layers[a]?.removeFromSuperlayer()
      case 6: layers[a] = nil  // released, unless a superlayer or a tree still holds it
      case 7: layers[a] = layers[a] ?? Layer(name: "new\(step)")
      case 8:
        let t = Int.random(in: 0..<trees.count, using: &random)
        if let layer = layers[a] { trees[t]?.root.addSublayer(layer) }
      default:
        let t = Int.random(in: 0..<trees.count, using: &random)
        trees[t] = trees[t] == nil ? LayerTree(startTime: Double(step)) : nil
      }
      for case let layer? in layers {
        if let parent = layer.superlayer {
          XCTAssertTrue(parent.sublayers.contains { $0 === layer }, "step \(step)")
        }
        for sublayer in layer.sublayers {
          XCTAssertTrue(sublayer.superlayer === layer, "step \(step)")
        }
        // Every layer here has speed 1 and begin time 0: local time is media time (L1).
        XCTAssertEqual(layer.localTime(atMediaTime: 2.5), 2.5, "step \(step)")
        XCTAssertTrue(layer.rootLayer.superlayer == nil)
      }
    }
  }

  func testManualClockIsTheOnlySourceOfNow_E1() throws {
    let clock = ManualMediaClock()
    let root = Layer(clock: clock)
    let child = Layer()
    root.addSublayer(child)
    XCTAssertEqual(child.currentMediaTime, 0)
    try clock.advance(by: 0.5)
    try clock.advance(to: 2)
    XCTAssertEqual(child.currentMediaTime, 2)
    // No clock anywhere: no "now", and the type says so.
    XCTAssertNil(Layer().currentMediaTime)
    XCTAssertNil(Layer().currentLocalTime)
    // Time never runs backwards or becomes non-finite.
    XCTAssertThrowsError(try clock.advance(to: 1)) { error in
      XCTAssertEqual((error as? ValidationError)?.field, "time")
    }
    XCTAssertThrowsError(try clock.advance(by: -1))
    XCTAssertThrowsError(try clock.advance(by: .nan)) { error in
      XCTAssertEqual((error as? ValidationError)?.field, "step")
    }
    XCTAssertEqual(clock.currentMediaTime, 2)
    // presentation() reads the clock; presentation(at:) is the same pure function.
    try child.add(
      BasicAnimation(keyPath: .opacity, from: 0, to: 1, timing: MediaTiming(duration: 4)),
      forKey: "f")
    try clock.advance(to: 3)
    XCTAssertEqual(child.presentation(), child.presentation(at: 3))
    XCTAssertEqual(child.presentation().opacity, 0.25)
  }
}
