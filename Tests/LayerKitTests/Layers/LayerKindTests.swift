import Foundation
import LayerKit
import XCTest

/// Shape, gradient, replicator and text layers (rules Y1–Y7): their properties and defaults,
/// paths and lists as animated values, trimming by arc length and replicated instances. Expected
/// values are worked out by hand from the rules (midpoints, sums, products, the arc length of a
/// square).
final class LayerKindTests: XCTestCase {
  private func path(_ points: [Point], closed: Bool = true) -> Path {
    var path = Path()
    path.move(to: points[0])
    for point in points.dropFirst() { path.addLine(to: point) }
    if closed { path.closeSubpath() }
    return path
  }

  private var triangle: Path {
    path([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 0, y: 10)])
  }
  private var otherTriangle: Path {
    path([Point(x: 20, y: 20), Point(x: 40, y: 20), Point(x: 20, y: 60)])
  }

  func testShapeLayerHasCoreAnimationsDefaults_Y1() throws {
    let layer = ShapeLayer()
    XCTAssertEqual(layer.kind, .shape)
    XCTAssertEqual(layer.path, Path())
    XCTAssertEqual(layer.fillColor, .black)
    XCTAssertEqual(layer.strokeColor, .clear)
    // lineWidth, strokeStart, strokeEnd, lineDashPhase, miterLimit.
    XCTAssertEqual(
      [layer.lineWidth, layer.strokeStart, layer.strokeEnd, layer.lineDashPhase, layer.miterLimit],
      [1, 0, 1, 0, 10])
    XCTAssertNil(layer.lineDashPattern)
    XCTAssertEqual(layer.lineCap, .butt)
    XCTAssertEqual(layer.lineJoin, .miter)
    XCTAssertEqual(layer.fillRule, .nonZero)
    // Typed accessors, key paths and the model agree.
    layer.strokeEnd = 0.25
    XCTAssertEqual(try layer.model.value(forKeyPath: "strokeEnd"), .number(0.25))
    try layer.setValue(.color(.black), forKeyPath: "strokeColor")
    XCTAssertEqual(layer.model.shape?.strokeColor, .black)
    // The base layer's properties are all there too.
    layer.position = Point(x: 3, y: 4)
    XCTAssertEqual(layer.presentation(at: 0).position, Point(x: 3, y: 4))
  }

  func testPathsInterpolateElementByElement_Y2() throws {
    let layer = ShapeLayer()
    layer.path = triangle
    try layer.add(
      BasicAnimation(
        keyPath: AnimatableKeyPath("path"), from: .path(triangle), to: .path(otherTriangle),
        timing: .init(duration: 2)), forKey: "morph")
    // Halfway every point is the midpoint: (10, 10), (25, 10), (10, 35).
    let middle = try XCTUnwrap(layer.presentation(at: 1).shape?.path)
    XCTAssertEqual(
      middle, path([Point(x: 10, y: 10), Point(x: 25, y: 10), Point(x: 10, y: 35)]))
    XCTAssertEqual(layer.presentation(at: 0).shape?.path, triangle)
    XCTAssertEqual(layer.presentation(at: 5).shape?.path, triangle, "removed at its end")
    // Additive: point-wise sums onto the model.
    let additive = ShapeLayer()
    additive.path = triangle
    var push = BasicAnimation(
      keyPath: AnimatableKeyPath("path"), from: .path(triangle), to: .path(triangle),
      timing: .init(duration: 1))
    push.isAdditive = true
    try additive.add(push, forKey: "push")
    XCTAssertEqual(
      additive.presentation(at: 0.5).shape?.path,
      path([Point(x: 0, y: 0), Point(x: 20, y: 0), Point(x: 0, y: 20)]))
    // Cumulative: each repeat adds the cycle's end.
    let cumulative = ShapeLayer()
    var grow = BasicAnimation(
      keyPath: AnimatableKeyPath("path"), from: .path(triangle), to: .path(triangle),
      timing: .init(duration: 1))
    grow.isCumulative = true
    grow.repeatCount = 3
    try cumulative.add(grow, forKey: "grow")
    XCTAssertEqual(
      cumulative.presentation(at: 2.5).shape?.path,
      path([Point(x: 0, y: 0), Point(x: 30, y: 0), Point(x: 0, y: 30)]))
  }

  func testPathsOfDifferentStructuresAreRejected_Y2() throws {
    let layer = ShapeLayer()
    let square = Path(rect: Rect(x: 0, y: 0, width: 5, height: 5))
    XCTAssertThrowsError(
      try layer.add(
        BasicAnimation(
          keyPath: AnimatableKeyPath("path"), from: .path(triangle), to: .path(square)),
        forKey: "bad")
    ) { error in
      let failure = error as? ValidationError
      XCTAssertEqual(failure?.field, "toValue")
      XCTAssertTrue(
        failure?.reason.contains("element 3 is close in one path and line in the other") ?? false,
        "\(error)")
    }
    // The model value takes part where B1 uses it.
    layer.path = square
    XCTAssertThrowsError(
      try layer.add(
        BasicAnimation(keyPath: AnimatableKeyPath("path"), to: .path(triangle)), forKey: "to"))
    XCTAssertEqual(layer.animationKeys(), [])
  }

  func testPathKeyframesLinearDiscreteAndCubic_Y2_K5_K7() throws {
    let a = path([Point(x: 0, y: 0), Point(x: 10, y: 0)], closed: false)
    let b = path([Point(x: 10, y: 10), Point(x: 20, y: 10)], closed: false)
    let c = path([Point(x: 30, y: 0), Point(x: 40, y: 20)], closed: false)
    func presented(_ mode: CalculationMode, at t: Double) throws -> Path? {
      let layer = ShapeLayer()
      try layer.add(
        KeyframeAnimation(
          keyPath: AnimatableKeyPath("path"), values: [.path(a), .path(b), .path(c)],
          calculationMode: mode, timing: .init(duration: 1)), forKey: "k")
      return layer.presentation(at: t).shape?.path
    }
    // Linear: halfway through the first segment, the midpoint of a and b.
    XCTAssertEqual(
      try presented(.linear, at: 0.25),
      path([Point(x: 5, y: 5), Point(x: 15, y: 5)], closed: false))
    // Discrete: held (K5).
    XCTAssertEqual(try presented(.discrete, at: 0.3), a)
    XCTAssertEqual(try presented(.discrete, at: 0.7), c)
    // Cubic: Catmull–Rom per coordinate. At f = 0.5 of segment 0, with tangents
    // m0 = P1 − P0 (the reflected neighbour 2P0 − P1, K7) and m1 = (P2 − P0)/2:
    // H = P0/2 + m0/8 + P1/2 − m1/8. For the first point's x: P0 = 0, P1 = 10, P2 = 30:
    // m0 = 10, m1 = 15, so 0 + 10/8 + 5 − 15/8 = 4.375.
    let cubic = try XCTUnwrap(try presented(.cubic, at: 0.25))
    guard case .move(let first) = cubic.elements[0] else { return XCTFail() }
    XCTAssertEqual(first.x, 4.375, accuracy: Tolerance.closedForm)
    // y: P = 0, 10, 0: m0 = 10, m1 = 0: 0 + 10/8 + 5 − 0 = 6.25.
    XCTAssertEqual(first.y, 6.25, accuracy: Tolerance.closedForm)
  }

  func testListKeyframesCubicSplineEveryCoordinate_Y4_K7() throws {
    // Five numbers (more than one run of four): coordinate j takes j, j + 10, j + 30. Catmull–Rom
    // commutes with a shift (its weights sum to 1, its tangents are differences), so at f = 0.5
    // of segment 0 each is 4.375 + j (the path case above).
    let layer = GradientLayer()
    let lists = [0.0, 10, 30].map { base in
      AnimatableValue.numbers((0..<5).map { base + Double($0) })
    }
    try layer.add(
      KeyframeAnimation(
        keyPath: AnimatableKeyPath("locations"), values: lists, calculationMode: .cubic,
        timing: .init(duration: 1)), forKey: "k")
    let locations = try XCTUnwrap(layer.presentation(at: 0.25).gradient?.locations)
    XCTAssertEqual(locations.count, 5)
    for (j, value) in locations.enumerated() {
      XCTAssertEqual(value, 4.375 + Double(j), accuracy: Tolerance.closedForm, "coordinate \(j)")
    }
  }

  func testPathAnimationsInsideGroupsRunInTheGroupsTime_Y2_G1() throws {
    // A group at speed 2 with a 1 s morph: at the layer's 0.25 s the group's time is 0.5 s, the
    // morph half-way (the midpoints of the two triangles); after the morph's end the group's
    // removal shows the model again (G3).
    let tree = LayerTree()
    let layer = ShapeLayer()
    tree.root.addSublayer(layer)
    layer.path = triangle
    var group = AnimationGroup([
      BasicAnimation(
        keyPath: AnimatableKeyPath("path"), from: .path(triangle), to: .path(otherTriangle),
        timing: .init(duration: 1)
      ).animation
    ])
    group.duration = 1
    group.speed = 2
    try layer.add(group, forKey: "g")
    let middle = path([Point(x: 10, y: 10), Point(x: 25, y: 10), Point(x: 10, y: 35)])
    XCTAssertEqual(layer.presentation(at: 0.25).shape?.path, middle)
    XCTAssertEqual(tree.presentation(at: 0.25).properties(of: layer).shape?.path, middle)
    XCTAssertEqual(layer.presentation(at: 0.6).shape?.path, triangle)
  }

  func testStrokeEndIsNotClampedButTheVisiblePathIs_Y3() throws {
    let layer = ShapeLayer()
    layer.path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
    var draw = BasicAnimation(keyPath: AnimatableKeyPath("strokeEnd"), from: 0, to: 1)
    draw.duration = 1
    draw.timingFunction = try TimingFunction(controlPoints: 0.5, 2, 0.5, 2)  // overshoots
    try layer.add(draw, forKey: "draw")
    let overshoot = (1...9).map { layer.presentation(at: Double($0) / 10).shape?.strokeEnd ?? 0 }
    XCTAssertGreaterThan(overshoot.max() ?? 0, 1, "presentation values are not clamped")
    // The visible part clamps: a strokeEnd of 1.2 shows the whole square.
    var shape = ShapeProperties()
    shape.path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
    shape.strokeEnd = 1.2
    XCTAssertEqual(shape.visiblePath.measure().length, 40, accuracy: Tolerance.pacedPath * 40)
    // Half of the square's 40: the top and right sides, (0,0) → (10,0) → (10,10).
    let half = shape.path.trimmed(from: 0, to: 0.5)
    XCTAssertEqual(half.measure().length, 20, accuracy: Tolerance.pacedPath * 40)
    XCTAssertEqual(half.currentPoint ?? .zero, Point(x: 10, y: 10))
    // From 1/8 to 3/8: (5, 0) along the top to (10, 5) down the right side.
    let middle = shape.path.trimmed(from: 0.125, to: 0.375)
    guard case .move(let start)? = middle.elements.first else { return XCTFail() }
    XCTAssertEqual(start.x, 5, accuracy: Tolerance.pacedPath * 40)
    XCTAssertEqual(start.y, 0, accuracy: Tolerance.pacedPath * 40)
    XCTAssertEqual((middle.currentPoint ?? .zero).y, 5, accuracy: Tolerance.pacedPath * 40)
    // Empty when start ≥ end; clamped at both ends.
    XCTAssertEqual(shape.path.trimmed(from: 0.6, to: 0.4), Path())
    XCTAssertEqual(shape.path.trimmed(from: -1, to: 2), shape.path)
  }

  func testGradientListsInterpolateElementWise_Y4() throws {
    let layer = GradientLayer()
    XCTAssertEqual(layer.colors, [])
    XCTAssertEqual(layer.locations, [])
    XCTAssertEqual(layer.startPoint, Point(x: 0.5, y: 0))
    XCTAssertEqual(layer.endPoint, Point(x: 0.5, y: 1))
    let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
    layer.colors = [red, blue]
    try layer.add(
      BasicAnimation(
        keyPath: AnimatableKeyPath("colors"), from: .colors([red, blue]),
        to: .colors([blue, red]), timing: .init(duration: 1)), forKey: "swap")
    try layer.add(
      BasicAnimation(
        keyPath: AnimatableKeyPath("locations"), from: .numbers([0, 0.2]),
        to: .numbers([0.8, 1]), timing: .init(duration: 1)), forKey: "shimmer")
    let half = try XCTUnwrap(layer.presentation(at: 0.5).gradient)
    let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    XCTAssertEqual(half.colors, [purple, purple])
    XCTAssertEqual(half.locations, [0.4, 0.6])
    // Different counts are rejected when added.
    XCTAssertThrowsError(
      try layer.add(
        BasicAnimation(
          keyPath: AnimatableKeyPath("locations"), from: .numbers([0]), to: .numbers([0, 1])),
        forKey: "bad")
    ) { error in
      XCTAssertTrue("\(error)".contains("lists of 1 and 2 numbers"), "\(error)")
    }
  }

  func testReplicatedInstancesShiftTimeAndCompose_Y5() throws {
    let tree = LayerTree()
    let replicator = ReplicatorLayer()
    XCTAssertEqual(replicator.instanceCount, 1)
    XCTAssertEqual(replicator.instanceDelay, 0)
    XCTAssertEqual(replicator.instanceTransform, .identity)
    XCTAssertEqual(replicator.instanceColor, Color(red: 1, green: 1, blue: 1, alpha: 1))
    replicator.instanceCount = 3
    replicator.instanceDelay = 0.2
    replicator.instanceTransform = Transform3D(translationX: 10, y: 0, z: 0)
    replicator.instanceAlphaOffset = -0.4
    let dot = Layer(name: "dot")
    tree.root.addSublayer(replicator)
    replicator.addSublayer(dot)
    try dot.add(
      BasicAnimation(keyPath: .opacity, from: 0, to: 1, timing: .init(duration: 1)), forKey: "f")
    let instances = dot.replicatedInstances(at: 0.5)
    XCTAssertEqual(instances.map(\.copyIndices), [[0], [1], [2]])
    // Copy i runs 0.2·i later: opacity 0.5, 0.3, 0.1.
    let opacities = instances.map(\.properties.opacity)
    for (got, expected) in zip(opacities, [0.5, 0.3, 0.1]) {
      XCTAssertEqual(got, expected, accuracy: Tolerance.closedForm)
    }
    XCTAssertEqual(
      instances.map { $0.transform.m41 }, [0, 10, 20], "instanceTransform concatenated i times")
    for (got, expected) in zip(instances.map(\.color.alpha), [1, 0.6, 0.2]) {
      XCTAssertEqual(got, expected, accuracy: Tolerance.closedForm)
    }
    // Clamped to [0, 1]: a fourth copy would have alpha −0.2, held at 0.
    replicator.instanceCount = 4
    XCTAssertEqual(dot.replicatedInstances(at: 0.5).last?.color.alpha, 0)
    // Nested: 2 outer copies (delay 1, translated 0,100) of 4 inner ones.
    let outer = ReplicatorLayer()
    outer.instanceCount = 2
    outer.instanceDelay = 1
    outer.instanceTransform = Transform3D(translationX: 0, y: 100, z: 0)
    tree.root.addSublayer(outer)
    outer.addSublayer(replicator)
    let nested = dot.replicatedInstances(at: 1.5)
    XCTAssertEqual(nested.count, 8)
    XCTAssertEqual(nested[5].copyIndices, [1, 1])
    // Copy (1, 1) runs 1 + 0.2 s late: at 1.5 its local time is 0.3.
    XCTAssertEqual(nested[5].properties.opacity, 0.3, accuracy: Tolerance.closedForm)
    XCTAssertEqual(nested[5].transform.m41, 10)
    XCTAssertEqual(nested[5].transform.m42, 100)
    // No copies when the count is 0; one, the layer itself, outside any replicator.
    outer.instanceCount = 0
    XCTAssertEqual(dot.replicatedInstances(at: 1), [])
    XCTAssertEqual(Layer().replicatedInstances(at: 0).count, 1)
  }

  func testTextLayerDefaults_Y6() throws {
    let layer = TextLayer()
    XCTAssertEqual(layer.fontSize, 36)
    XCTAssertEqual(layer.foregroundColor, Color(red: 1, green: 1, blue: 1, alpha: 1))
    try layer.add(
      BasicAnimation(
        keyPath: AnimatableKeyPath("fontSize"), from: 12, to: 24, timing: .init(duration: 1)),
      forKey: "grow")
    XCTAssertEqual(layer.presentation(at: 0.5).text?.fontSize, 18)
  }

  func testKindPropertiesBelongToTheirKind_Y7() throws {
    let plain = Layer()
    XCTAssertThrowsError(try plain.setValue(.number(0.5), forKeyPath: "strokeEnd")) { error in
      XCTAssertEqual(
        "\(error)", "strokeEnd: is a property of shape layers, not of a plain layer")
    }
    XCTAssertThrowsError(
      try plain.add(
        BasicAnimation(keyPath: AnimatableKeyPath("strokeEnd"), from: 0, to: 1), forKey: "s")
    ) { error in
      XCTAssertEqual((error as? ValidationError)?.field, "keyPath")
    }
    // Inside a group too, naming the child.
    XCTAssertThrowsError(
      try plain.add(
        AnimationGroup([
          BasicAnimation(keyPath: .opacity, from: 0, to: 1).animation,
          BasicAnimation(keyPath: AnimatableKeyPath("fontSize"), from: 1, to: 2).animation,
        ]), forKey: "g")
    ) { error in
      XCTAssertEqual((error as? ValidationError)?.field, "animations[1].keyPath")
    }
    // Fill and removal rules as for any property; the tree's frame agrees with the layer.
    let tree = LayerTree()
    let shape = ShapeLayer()
    tree.root.addSublayer(shape)
    shape.path = triangle
    var morph = BasicAnimation(
      keyPath: AnimatableKeyPath("path"), to: .path(otherTriangle), timing: .init(duration: 1))
    morph.fillMode = .forwards
    morph.isRemovedOnCompletion = false
    try shape.add(morph, forKey: "m")
    try shape.add(
      BasicAnimation(
        keyPath: AnimatableKeyPath("lineWidth"), from: 1, to: 3, timing: .init(duration: 1)),
      forKey: "w")
    for t in [0, 0.3, 0.99, 2] {
      let frame = tree.presentation(at: t)
      XCTAssertEqual(frame.properties(of: shape), shape.presentation(at: t), "at \(t)")
      XCTAssertEqual(
        frame.value(of: shape, AnimatableKeyPath("path")),
        .path(shape.presentation(at: t).shape?.path ?? Path()))
    }
    XCTAssertEqual(shape.presentation(at: 2).shape?.path, otherTriangle, "filled forwards")
    // A layer's kind stays even when its model is replaced by a plain one.
    shape.model = LayerProperties()
    XCTAssertEqual(shape.kind, .shape)
    XCTAssertEqual(shape.path, triangle)
  }
}
