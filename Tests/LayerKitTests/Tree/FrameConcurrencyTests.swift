import Foundation
import XCTest

@testable import LayerKit

/// A frame worked out on several threads (`LayerTree.frameConcurrency`): the same numbers as on
/// one, bit for bit, whatever the tree holds (rules F4, L1), and the automatic choice of threads.
final class FrameConcurrencyTests: XCTestCase {
  /// Every fixed-width property of every layer as bit patterns, with the local times: what two
  /// frames must share exactly.
  private func bits(of frame: PresentationFrame) -> [[UInt64]] {
    var all = LayerProperty.allCases.compactMap { frame.column($0)?.values.map(\.bitPattern) }
    all.append(frame.layers.map { frame.localTime(of: $0).bitPattern })
    return all
  }

  func testEveryThreadCountGivesTheOneThreadFrameBitForBit_F4_L1() throws {
    var maker = AnimationMaker(random: SplitMix64(seed: 0x7A2A_11E1))
    var added = 0
    // Large enough that every thread count below cuts the layers into several runs (256 layers
    // a run at least), with every kind of animation, groups, paths and nested time spaces.
    let (tree, layers) = maker.tree(layers: 2_000, added: &added)
    XCTAssertGreaterThan(added, 2_000)
    var time = 0.0
    for _ in 0..<6 {
      time += maker.number(0...1.2)
      try tree.advance(to: time)
      for t in [time, time + maker.number(0...2)] {
        tree.frameConcurrency = .serial
        let one = tree.presentation(at: t)
        XCTAssertEqual(one.threadCount, 1)
        let expected = bits(of: one)
        // Paths and lists, which have no column, compared whole.
        let structured = layers.map { one.properties(of: $0) }
        for threads in [2, 3, 5] {
          tree.frameConcurrency = .threads(threads)
          let many = tree.presentation(at: t)
          XCTAssertEqual(many.threadCount, threads, "the pass ran on \(threads) threads")
          XCTAssertEqual(bits(of: many), expected, "\(threads) threads at t = \(t)")
          XCTAssertEqual(layers.map { many.properties(of: $0) }, structured)
        }
      }
    }
  }

  func testTheParallelFrameIsWhatEachLayerShows_F4() throws {
    var maker = AnimationMaker(random: SplitMix64(seed: 0xC0DE_5EED))
    var added = 0
    let (tree, layers) = maker.tree(layers: 1_200, added: &added)
    tree.frameConcurrency = .threads(4)
    for t in [0.0, 0.4, 1.3, 2.5] {
      let frame = tree.presentation(at: t)
      XCTAssertEqual(frame.threadCount, 4)
      for layer in layers {
        XCTAssertEqual(frame.properties(of: layer), layer.presentation(at: t))
        XCTAssertEqual(frame.localTime(of: layer), layer.localTime(atMediaTime: t))
      }
    }
  }

  /// `count` layers under the root, each fading, moving and turning: three tracks a layer.
  private func animatedTree(layers count: Int) throws -> LayerTree {
    let tree = LayerTree()
    for i in 0..<count {
      let layer = Layer(name: "l\(i)")
      tree.root.addSublayer(layer)
      try layer.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1), forKey: "fade")
      try layer.add(BasicAnimation(keyPath: .positionX, from: 0, to: 10), forKey: "move")
      try layer.add(
        BasicAnimation(keyPath: .transformRotationZ, from: 0, to: 1), forKey: "turn")
    }
    return tree
  }

  func testAutomaticUsesOneThreadForASmallTreeAndEveryCoreForALargeOne_F4() throws {
    let small = try animatedTree(layers: 600)
    XCTAssertEqual(small.frameConcurrency, .automatic)  // the default
    XCTAssertEqual(small.presentation(at: 0.1).threadCount, 1)
    // 3 tracks a layer: just past the threshold.
    let large = try animatedTree(layers: FrameConcurrency.automaticThreshold / 3 + 1)
    let threads = large.presentation(at: 0.1).threadCount
    XCTAssertEqual(threads, FrameConcurrency.processorCount)
    large.frameConcurrency = .serial
    XCTAssertEqual(large.presentation(at: 0.1).threadCount, 1)
  }

  /// The records whose times runs share: the ancestors, before each run, of its first record
  /// (L1). `parents[i]` is record `i`'s parent, in tree order.
  private func shared(parents: [Int], parts: Int) -> [Int32] {
    let clocks = parents.map { FrameClock(parent: $0, space: nil) }
    return clocks.withUnsafeBufferPointer { FrameSplit.sharedRecords(of: $0, parts: parts) }
  }

  func testRunsShareOnlyTheAncestorsOfTheirFirstRecords_L1() {
    // 0 ─┬─ 1 ─ 2 / ├─ 3 ─┬─ 4, 5 / └─ 6 ─┬─ 7, 8; runs [0 1 2] [3 4 5] [6 7 8]: 3 and 6 start
    // runs, and their one ancestor before them is 0.
    XCTAssertEqual(shared(parents: [-1, 0, 1, 0, 3, 3, 0, 6, 6], parts: 3), [0])
    // A chain: run 1 starts at 3 (ancestors 0, 1, 2), run 2 at 6 (ancestors 0 to 5).
    XCTAssertEqual(
      shared(parents: [-1, 0, 1, 2, 3, 4, 5, 6, 8 - 1], parts: 3), [0, 1, 2, 3, 4, 5])
    // Two roots (a world's detached layer) and one run: nothing shared.
    XCTAssertEqual(shared(parents: [-1, 0, -1, 2], parts: 1), [])
    XCTAssertEqual(shared(parents: [-1, 0, -1, 2], parts: 2), [])
  }

  func testAThreadCountBelowTwoOrATreeTooSmallToShareRunsOnOneThread_F4() throws {
    let tree = try animatedTree(layers: 300)
    for concurrency in [FrameConcurrency.threads(0), .threads(-3), .threads(1)] {
      tree.frameConcurrency = concurrency
      XCTAssertEqual(tree.presentation(at: 0.5).threadCount, 1, "\(concurrency)")
    }
    // 301 layers with the root: one run of 256 at least, so one thread whatever is asked.
    tree.frameConcurrency = .threads(8)
    XCTAssertEqual(tree.presentation(at: 0.5).threadCount, 1)
    let big = try animatedTree(layers: 1_023)
    big.frameConcurrency = .threads(8)
    // 1,024 layers: four runs of 256, so four threads at the most.
    XCTAssertEqual(big.presentation(at: 0.5).threadCount, 4)
    // However many are asked for, and however large the tree, 64 at the most.
    let huge = try animatedTree(layers: 20_000)
    huge.frameConcurrency = .threads(1_000_000)
    XCTAssertEqual(huge.presentation(at: 0.5).threadCount, FrameConcurrency.maximumThreads)
    XCTAssertEqual(FrameConcurrency.maximumThreads, 64)
  }
}
