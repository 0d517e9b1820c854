import Foundation
import LayerKit
import XCTest

/// The whole-tree frame (`LayerTree.presentation(at:)`): one pass over the tree that gives, for
/// every layer, exactly what the layer's own `presentation(at:)` gives (rules F4, L1).
final class PresentationFrameTests: XCTestCase {
  func testFrameAgreesExactlyWithEveryLayerOnRandomTrees_F4_L1() throws {
    var maker = AnimationMaker(random: SplitMix64(seed: 0x5EED_F4A3))
    var compared = 0
    var added = 0
    for _ in 0..<40 {
      let (tree, layers) = maker.tree(
        layers: Int.random(in: 1...20, using: &maker.random), added: &added)
      var time = 0.0
      for _ in 0..<12 {
        // Advance (events, removals), sometimes change the tree, then compare at a time near
        // now, and at an exact key time.
        time += maker.pick([0, 0.25, maker.number(0...1.5)])
        try tree.advance(to: time)
        if maker.chance(0.2) {
          let layer = maker.pick(layers)
          try? layer.add(maker.any(), forKey: "late")
        }
        if maker.chance(0.1) { maker.pick(layers).removeAllAnimations() }
        if maker.chance(0.1) { maker.pick(layers).opacity = maker.number(0...1) }
        for t in [time, time + maker.number(0...2), maker.pick([0.5, 1, 2, 3])] {
          let frame = tree.presentation(at: t)
          for layer in layers {
            let expected = layer.presentation(at: t)
            XCTAssertEqual(frame.properties(of: layer), expected, "\(layer.name ?? "root") at \(t)")
            for keyPath in [AnimatableKeyPath.opacity, .position, .transformRotation, .bounds] {
              XCTAssertEqual(frame.value(of: layer, keyPath), expected[keyPath])
            }
            XCTAssertEqual(frame.localTime(of: layer), layer.localTime(atMediaTime: t))
            compared += 1
          }
        }
      }
    }
    XCTAssertGreaterThan(compared, 3_000)
    XCTAssertGreaterThan(added, 500)  // most random animations are valid and take part
  }

  // MARK: The frame's contract

  private func fadingTree() throws -> (LayerTree, Layer) {
    let tree = LayerTree()
    let box = Layer(name: "box")
    tree.root.addSublayer(box)
    try box.add(
      BasicAnimation(keyPath: .opacity, from: 0, to: 1, timing: MediaTiming(duration: 2)),
      forKey: "fade")
    return (tree, box)
  }

  func testFrameReadsWhatTheLayerShows_F4() throws {
    let (tree, box) = try fadingTree()
    let frame = tree.presentation(at: 0.5)
    XCTAssertEqual(frame.mediaTime, 0.5)
    XCTAssertEqual(frame.value(of: box, .opacity), .number(0.25))  // linear: 0.5 / 2
    XCTAssertEqual(frame.properties(of: box).opacity, 0.25)
    XCTAssertEqual(frame.value(of: box, .position), .point(.zero))  // not animated: the model
    XCTAssertEqual(frame.layers.map(\.name), [nil, "box"])
  }

  func testFrameAnswersForTheTreeAsItIsAfterAChange_F4() throws {
    let (tree, box) = try fadingTree()
    let frame = tree.presentation(at: 1)
    box.position = Point(x: 7, y: 8)  // the model changed since the pass
    try box.add(
      BasicAnimation(keyPath: .cornerRadius, from: 0, to: 10, timing: MediaTiming(duration: 4)),
      forKey: "round")
    XCTAssertEqual(frame.properties(of: box), box.presentation(at: 1))
    XCTAssertEqual(frame.value(of: box, .cornerRadius), .number(2.5))
    XCTAssertEqual(frame.value(of: box, .position), .point(Point(x: 7, y: 8)))
    // A layer that is not in the tree is answered for too.
    let stray = Layer()
    stray.opacity = 0.3
    XCTAssertEqual(frame.value(of: stray, .opacity), .number(0.3))
  }

  func testAnEarlierFrameKeepsItsValues_F4() throws {
    let (tree, box) = try fadingTree()
    let early = tree.presentation(at: 0.5)
    let late = tree.presentation(at: 1.5)
    XCTAssertEqual(early.value(of: box, .opacity), .number(0.25))
    XCTAssertEqual(late.value(of: box, .opacity), .number(0.75))
  }

  func testLocalTimesFlowDownTheTree_L1() throws {
    let tree = LayerTree()
    let parent = Layer()
    let child = Layer()
    tree.root.addSublayer(parent)
    parent.addSublayer(child)
    parent.speed = 2
    parent.timeOffset = 0.5
    child.beginTime = 3
    child.speed = 0.5
    // media 5 → parent 5·2 + 0.5 = 10.5 → child (10.5 − 3)·0.5 = 3.75.
    let frame = tree.presentation(at: 5)
    XCTAssertEqual(frame.localTime(of: parent), 10.5)
    XCTAssertEqual(frame.localTime(of: child), 3.75)
  }

  func testDeepTreesNeedNoRecursion_L1() throws {
    let tree = LayerTree()
    var last = tree.root
    for _ in 0..<20_000 {
      let layer = Layer()
      last.addSublayer(layer)
      last = layer
    }
    last.speed = 2
    try last.add(
      BasicAnimation(keyPath: .opacity, from: 0, to: 1, timing: MediaTiming(duration: 4)),
      forKey: "fade")
    let frame = tree.presentation(at: 1)
    XCTAssertEqual(frame.value(of: last, .opacity), .number(0.5))
    XCTAssertEqual(last.presentation(at: 1).opacity, 0.5)
  }
}
