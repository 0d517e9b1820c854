import XCTest

@testable import LayerKit

/// Evenly spaced linear keyframes keep their values in the store's pool, a keyframe of one or two
/// numbers (a number, a point) in one half of `Lanes`, of three or four (a vector, a rect) in
/// two, one animation's after another's. These cases put several such animations of different widths on one layer, in a tree and
/// alone, and check each against the closed form of K2: at cycle fraction f through n values,
/// segment ⌊f·(n − 1)⌋ blended linearly.
final class KeyframePoolTests: XCTestCase {
  /// Keyframes of `values` over one second, evenly spaced and linear (K2).
  private func keyframes(_ keyPath: AnimatableKeyPath, _ values: [AnimatableValue])
    -> KeyframeAnimation
  {
    KeyframeAnimation(keyPath: keyPath, values: values, timing: MediaTiming(duration: 1))
  }

  private let fades: [AnimatableValue] = [0, 0.8, 0.2]
  private let moves: [AnimatableValue] = [
    .point(Point(x: 0, y: 10)), .point(Point(x: 40, y: 30)), .point(Point(x: 100, y: -50)),
    .point(Point(x: 60, y: 0)),
  ]
  private let frames: [AnimatableValue] = [
    .rect(Rect(x: 0, y: 0, width: 10, height: 20)), .rect(Rect(x: 4, y: 8, width: 30, height: 60)),
  ]

  /// The layer's opacity, position and bounds at `t`, alone and in its tree's frame, which must
  /// agree.
  private func shown(_ layer: Layer, in tree: LayerTree, at t: Double) -> LayerProperties {
    let alone = layer.presentation(at: t)
    let frame = tree.presentation(at: t).properties(of: layer)
    XCTAssertEqual(frame.opacity, alone.opacity, "opacity at \(t)")
    XCTAssertEqual(frame.position, alone.position, "position at \(t)")
    XCTAssertEqual(frame.bounds, alone.bounds, "bounds at \(t)")
    return alone
  }

  /// A layer in a tree with the fade (1 number a keyframe), the move (2) and the bounds (4), in
  /// that order.
  private func layerWithThreeKeyframeAnimations() throws -> (LayerTree, Layer) {
    let tree = LayerTree()
    let layer = Layer(name: "card")
    tree.root.addSublayer(layer)
    try layer.add(keyframes(.opacity, fades), forKey: "fade")
    try layer.add(keyframes(.position, moves), forKey: "move")
    try layer.add(keyframes(.bounds, frames), forKey: "grow")
    return (tree, layer)
  }

  func testKeyframesOfDifferentWidthsShareALayersPool_K2() throws {
    let (tree, layer) = try layerWithThreeKeyframeAnimations()
    // t = 0.75: the fade is 1.5 segments in (0.8 → 0.2, halfway), the move 2.25 (third
    // segment, a quarter), the bounds 0.75 of its one segment.
    let shown = shown(layer, in: tree, at: 0.75)
    assertClose(shown.opacity, 0.8 + (0.2 - 0.8) * 0.5, Tolerance.closedForm)
    assertClose(shown.position.x, 100 + (60 - 100) * 0.25, Tolerance.closedForm)
    assertClose(shown.position.y, -50 + (0 - -50) * 0.25, Tolerance.closedForm)
    assertClose(shown.bounds.origin.x, 0 + 4 * 0.75, Tolerance.closedForm)
    assertClose(shown.bounds.origin.y, 0 + 8 * 0.75, Tolerance.closedForm)
    assertClose(shown.bounds.size.width, 10 + 20 * 0.75, Tolerance.closedForm)
    assertClose(shown.bounds.size.height, 20 + 40 * 0.75, Tolerance.closedForm)
  }

  func testRemovingTheFirstKeepsTheOthersKeyframes_K2() throws {
    let (tree, layer) = try layerWithThreeKeyframeAnimations()
    layer.removeAnimation(forKey: "fade")
    // t = 0.5: the move 1.5 segments in (40, 30 → 100, −50, halfway), the bounds halfway; the
    // opacity is the model's again.
    let shown = shown(layer, in: tree, at: 0.5)
    XCTAssertEqual(shown.opacity, layer.opacity)
    assertClose(shown.position.x, 70, Tolerance.closedForm)
    assertClose(shown.position.y, -10, Tolerance.closedForm)
    assertClose(shown.bounds.origin.x, 2, Tolerance.closedForm)
    assertClose(shown.bounds.size.height, 40, Tolerance.closedForm)
  }

  func testAVectorKeepsItsThreeNumbers_K2() throws {
    // A value function's input of three numbers (B4): scale (1, 2, 3) → (3, 2, 1) at 0.25.
    var scale = keyframes(
      .transform,
      [.vector3(Vector3(x: 1, y: 2, z: 3)), .vector3(Vector3(x: 3, y: 2, z: 1))])
    scale.valueFunction = .scale
    let compiled = try CompiledAnimation(scale)
    let value = try XCTUnwrap(compiled.value(atParentTime: 0.25, modelValue: .transform(.identity)))
    guard case .transform(let m) = value else { return XCTFail("not a transform: \(value)") }
    assertClose(m.m11, 1.5, Tolerance.closedForm)
    assertClose(m.m22, 2, Tolerance.closedForm)
    assertClose(m.m33, 2.5, Tolerance.closedForm)
  }
}
