import Foundation
import LayerKit
import XCTest

/// A frame's values as columns (issue 43's interface): each layer's numbers where the frame's
/// layer order puts them, and the layers that moved between two frames (F4, L1).
final class FrameColumnTests: XCTestCase {
  /// A root and three layers fading in over 1, 2 and 4 seconds, the last also turning.
  func makeTree() throws -> (LayerTree, [Layer]) {
    let tree = LayerTree()
    var layers: [Layer] = []
    for (i, duration) in [1.0, 2.0, 4.0].enumerated() {
      let layer = Layer(name: "l\(i)")
      layer.position = Point(x: Double(i) * 10, y: 5)
      tree.root.addSublayer(layer)
      var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
      fade.duration = duration
      try layer.add(fade, forKey: "fade")
      layers.append(layer)
    }
    var turn = BasicAnimation(keyPath: .transformRotationZ, from: 0, to: .number(.pi))
    turn.duration = 4
    try layers[2].add(turn, forKey: "turn")
    return (tree, layers)
  }

  func testColumnsHoldEveryLayersNumbersInFrameOrder_F4() throws {
    let (tree, layers) = try makeTree()
    let frame = tree.presentation(at: 1)
    let opacity = try XCTUnwrap(frame.column(.opacity))
    XCTAssertEqual(opacity.stride, 1)
    XCTAssertEqual(opacity.count, frame.layers.count)
    // Linear fades at t = 1: done (the model's 1), half way, a quarter; the root shows 1.
    let expected: [(Layer, Double)] = [
      (tree.root, 1), (layers[0], 1), (layers[1], 0.5), (layers[2], 0.25),
    ]
    for (layer, value) in expected {
      let index = try XCTUnwrap(frame.layerIndex(of: layer))
      XCTAssertEqual(opacity[layer: index].first ?? .nan, value, accuracy: Tolerance.closedForm)
    }
    let position = try XCTUnwrap(frame.column(.position))
    XCTAssertEqual(position.stride, 2)
    let third = try XCTUnwrap(frame.layerIndex(of: layers[2]))
    XCTAssertEqual(Array(position[layer: third]), [20, 5])
    // A quarter turn at t = 1 (π over 4 s): the matrix's first row is (cos, sin, 0, 0).
    let transforms = try XCTUnwrap(frame.column(.transform))
    XCTAssertEqual(transforms.stride, 16)
    let row = Array(transforms[layer: third])
    XCTAssertEqual(row[0], cos(Double.pi / 4), accuracy: Tolerance.closedForm)
    XCTAssertEqual(row[1], sin(Double.pi / 4), accuracy: Tolerance.closedForm)
    XCTAssertEqual(row[15], 1, accuracy: Tolerance.closedForm)
    XCTAssertNil(frame.column(.path))
  }

  func testChangedLayersAreTheOnesThatMoved_F4() throws {
    let (tree, layers) = try makeTree()
    let first = tree.presentation(at: 1)
    let firstIndices = layers.map { first.layerIndex(of: $0) }
    let second = tree.presentation(at: 1.5)
    // The first fade ended at 1 (its model value both times); the others moved; the root not.
    let changed = Set(second.changedLayers(since: first))
    XCTAssertEqual(changed, Set([firstIndices[1], firstIndices[2]].compactMap { $0 }))
    // The indices stay while the tree's shape does.
    XCTAssertEqual(layers.map { second.layerIndex(of: $0) }, firstIndices)
  }

  func testChangedLayersAreThoseWhosePropertiesDifferOnRandomTrees_F4() throws {
    var maker = AnimationMaker(random: SplitMix64(seed: 0xD1_27_5E7))
    var added = 0
    var compared = 0
    for _ in 0..<6 {
      let (tree, layers) = maker.tree(layers: 150, added: &added)
      var previous = tree.presentation(at: 0)
      for step in 1...8 {
        let frame = tree.presentation(at: Double(step) * maker.number(0.05...0.4))
        // The definition: the layers whose properties differ, compared whole.
        let expected = frame.layers.indices.filter {
          frame.properties(of: frame.layers[$0]) != previous.properties(of: previous.layers[$0])
        }
        XCTAssertEqual(frame.changedLayers(since: previous), expected, "step \(step)")
        compared += expected.count
        previous = frame
      }
      // A model changed between two frames, on a layer with no animation: every layer is
      // listed (the older frame answers from the tree as it is now).
      let still = try XCTUnwrap(layers.dropFirst().first { $0.animations.isEmpty })
      still.opacity = still.opacity == 0.125 ? 0.25 : 0.125
      let changed = tree.presentation(at: previous.mediaTime)
      XCTAssertEqual(changed.changedLayers(since: previous), Array(changed.layers.indices))
    }
    XCTAssertGreaterThan(compared, 500)  // most random animations move between steps
  }

  /// The columns a tree keeps between frames stay each frame's own: a column held from one frame
  /// keeps its numbers when the next is computed, an older frame's column is its own time's, and
  /// a model changed after a frame shows in the next one's column (F4).
  func testKeptColumnsBelongToTheirFrame_F4() throws {
    let (tree, layers) = try makeTree()
    let first = tree.presentation(at: 1)
    let firstOpacity = try XCTUnwrap(first.column(.opacity))
    let index = try XCTUnwrap(first.layerIndex(of: layers[2]))
    let second = tree.presentation(at: 2)
    let secondOpacity = try XCTUnwrap(second.column(.opacity))
    // The 4 s fade: a quarter at 1 s, half at 2 s.
    XCTAssertEqual(firstOpacity[layer: index].first ?? .nan, 0.25, accuracy: Tolerance.closedForm)
    XCTAssertEqual(secondOpacity[layer: index].first ?? .nan, 0.5, accuracy: Tolerance.closedForm)
    // Read again from the older frame, after the newer one: still its own time's.
    XCTAssertEqual(
      try XCTUnwrap(first.column(.opacity))[layer: index].first ?? .nan, 0.25,
      accuracy: Tolerance.closedForm)
    // The same frame read twice gives the same numbers.
    XCTAssertEqual(try XCTUnwrap(second.column(.opacity)).values, secondOpacity.values)
    // A model change shows in the next frame's column: the unanimated position moves.
    layers[0].position = Point(x: 7, y: 9)
    let third = tree.presentation(at: 2)
    let position = try XCTUnwrap(third.column(.position))
    let zeroth = try XCTUnwrap(third.layerIndex(of: layers[0]))
    XCTAssertEqual(Array(position[layer: zeroth]), [7, 9])
  }

  /// A layer whose fade is removed shows its model opacity in the next frame's column while its
  /// turn goes on, and its model transform once the turn is removed too (F4): on one thread and
  /// on two (600 layers, where each run starts its layers from their models).
  func testColumnsShowTheModelOfAnAnimationRemoved_F4() throws {
    for concurrency in [FrameConcurrency.serial, .threads(2)] {
      let tree = LayerTree()
      tree.frameConcurrency = concurrency
      for i in 0..<600 {
        let other = Layer(name: "l\(i)")
        tree.root.addSublayer(other)
        try other.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1), forKey: "fade")
      }
      let layer = tree.root.sublayers[300]
      var turn = BasicAnimation(keyPath: .transformRotationZ, from: 0, to: .number(.pi))
      turn.duration = 4
      try layer.add(turn, forKey: "turn")
      let first = tree.presentation(at: 2)
      let index = try XCTUnwrap(first.layerIndex(of: layer))
      XCTAssertEqual(first.threadCount, concurrency == .serial ? 1 : 2)
      // A 0.25 s fade (the default duration) done, the 4 s turn half-way: π/2 about z.
      XCTAssertEqual(try XCTUnwrap(first.column(.opacity))[layer: index].first, 1)
      let half = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
      let turned = try XCTUnwrap(first.column(.transform))[layer: index]
      assertClose(Transform3D(fields: Array(turned)) ?? .identity, half, Tolerance.closedForm)
      // The fade removed (the first animation): the turn goes on, the opacity is the model's.
      layer.opacity = 0.75
      layer.removeAnimation(forKey: "fade")
      let second = tree.presentation(at: 2)
      XCTAssertEqual(try XCTUnwrap(second.column(.opacity))[layer: index].first, 0.75)
      let still = try XCTUnwrap(second.column(.transform))[layer: index]
      assertClose(Transform3D(fields: Array(still)) ?? .identity, half, Tolerance.closedForm)
      // The turn removed too: the model's transform.
      layer.removeAnimation(forKey: "turn")
      let third = tree.presentation(at: 2)
      XCTAssertEqual(
        Array(try XCTUnwrap(third.column(.transform))[layer: index]), Transform3D.identity.fields,
        "\(concurrency)")
      XCTAssertEqual(third.properties(of: layer).transform, .identity, "\(concurrency)")
      XCTAssertEqual(try XCTUnwrap(third.column(.opacity))[layer: index].first, 0.75)
    }
  }
  /// `value`'s numbers as a column lays them out (`FrameColumn`'s documentation): a transform's
  /// sixteen fields row by row, a rectangle as origin then size, a colour as red, green, blue,
  /// alpha, a boolean as 1 or 0; `nil` for a path or a list.
  private func columnNumbers(_ value: AnimatableValue) -> [Double]? {
    switch value {
    case .number(let v): [v]
    case .bool(let v): [v ? 1 : 0]
    case .point(let p): [p.x, p.y]
    case .size(let s): [s.width, s.height]
    case .vector3(let v): [v.x, v.y, v.z]
    case .rect(let r): [r.origin.x, r.origin.y, r.size.width, r.size.height]
    case .color(let c): [c.red, c.green, c.blue, c.alpha]
    case .transform(let t): t.fields
    case .path, .numbers, .colors: nil
    }
  }

  /// Checks that every column of `frame` is each layer's ``PresentationFrame/value(of:_:)``,
  /// number for number (the same bits, a NaN as a NaN), for every property with a fixed count
  /// of numbers; returns how many layer values it compared.
  private func checkColumnsAreValues(
    of frame: PresentationFrame, _ label: String, file: StaticString = #filePath,
    line: UInt = #line
  ) -> Int {
    var compared = 0
    for property in LayerProperty.allCases {
      let keyPath = AnimatableKeyPath(property)
      guard let column = frame.column(property) else {
        XCTAssertTrue(property.valueKind.isStructured, "\(property)", file: file, line: line)
        continue
      }
      XCTAssertEqual(column.count, frame.layers.count, "\(property)", file: file, line: line)
      for (index, layer) in frame.layers.enumerated() {
        let expected = columnNumbers(frame.value(of: layer, keyPath)) ?? []
        let got = Array(column[layer: index])
        let same =
          expected.count == got.count
          && zip(expected, got).allSatisfy {
            $0.bitPattern == $1.bitPattern || $0.isNaN && $1.isNaN
          }
        if !same {
          XCTFail(
            "\(label): \(property) of layer \(index): column \(got), value \(expected)", file: file,
            line: line)
          return compared
        }
        compared += 1
      }
    }
    return compared
  }

  /// A column is, by its definition, every layer's `value(of:_:)` laid out in the frame's order:
  /// on random trees (every kind of animation, time spaces, groups, transitions), for the
  /// latest frame, for a frame the tree has moved on from, after a model change and after the
  /// tree's shape changed (F4).
  func testEveryColumnIsEachLayersValueOnRandomTrees_F4() throws {
    var maker = AnimationMaker(random: SplitMix64(seed: 0xC0_1A_3F))
    var added = 0
    var compared = 0
    for round in 0..<4 {
      let (tree, layers) = maker.tree(layers: 90, added: &added)
      var older: [PresentationFrame] = []
      for step in 0..<4 {
        let frame = tree.presentation(at: Double(step) * maker.number(0.1...0.7))
        compared += checkColumnsAreValues(of: frame, "round \(round) step \(step)")
        older.append(frame)
      }
      // The older frames, read after the tree moved on: their own times' values.
      for (step, frame) in older.enumerated() {
        compared += checkColumnsAreValues(of: frame, "round \(round) older \(step)")
      }
      // A model changed, then the shape: each frame after is still its layers' values.
      layers[layers.count / 2].opacity = 0.375
      layers[layers.count / 3].transform = Transform3D(scaleX: 2, y: 3, z: 1)
      compared += checkColumnsAreValues(
        of: tree.presentation(at: 0.4), "round \(round) after a model change")
      layers[1].addSublayer(Layer(name: "late"))
      layers[2].removeFromSuperlayer()
      compared += checkColumnsAreValues(
        of: tree.presentation(at: 0.45), "round \(round) after a new shape")
    }
    XCTAssertGreaterThan(added, 300)
    XCTAssertGreaterThan(compared, 10_000)
  }
  /// A turn about z (`transform.rotation.z`, or `transform.rotation`, which turns about z) held
  /// as its angle in the pass shows in the transform column as its matrix, row by row
  /// `(c, s, 0, 0)`, `(−s, c, 0, 0)`, `(0, 0, 1, 0)`, `(0, 0, 0, 1)` with c = cos θ and s = sin θ,
  /// bit for bit, a −0 angle's −0 sine included; a turn about x, held the same way, as its
  /// matrix `(1, 0, 0, 0)`, `(0, c, s, 0)`, `(0, −s, c, 0)`, `(0, 0, 0, 1)` (V3; the form of
  /// `CATransform3DMakeRotation`).
  func testATurnHeldAsItsAngleShowsAsItsMatrixInTheColumn_V3() throws {
    for angle in [0.5, -3, 0.0, -0.0, 1e300, .pi] {
      for keyPath in [
        AnimatableKeyPath.transformRotationZ, .transformRotation, .transformRotationX,
      ] {
        let tree = LayerTree()
        let layer = Layer(name: "card")
        tree.root.addSublayer(layer)
        try layer.add(
          BasicAnimation(keyPath: keyPath, from: .number(angle), to: .number(angle)),
          forKey: "turn")
        // At t = 0 the progress is 0: the value is the from value itself (B1, V1).
        let frame = tree.presentation(at: 0)
        let index = try XCTUnwrap(frame.layerIndex(of: layer))
        let row = Array(try XCTUnwrap(frame.column(.transform))[layer: index])
        let (c, s) = (cos(angle), sin(angle))
        let label = "\(keyPath) by \(angle)"
        if keyPath == .transformRotationX {
          let expected = [1, 0, 0, 0, 0, c, s, 0, 0, -s, c, 0, 0, 0, 0, 1]
          for (got, want) in zip(row, expected) {
            XCTAssertEqual(got, want, accuracy: Tolerance.closedForm, label)
          }
        } else {
          let expected = [c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
          XCTAssertEqual(row.map(\.bitPattern), expected.map(\.bitPattern), label)
        }
      }
    }
  }
}
