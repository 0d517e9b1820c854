import XCTest

@testable import LayerKit

/// Nothing of a finished animation outlives it, and a tree's logs are bounded (rules E2, L7):
/// a long run of animations that come and go leaves the tree the size its live animations
/// need, whether or not anyone asks for a frame.
final class LayerTreeMemoryTests: XCTestCase {
  /// Four evenly spaced position keyframes over a millisecond: kept in the store's pool (K2).
  private var shortKeyframes: KeyframeAnimation {
    var keyframes = KeyframeAnimation(
      keyPath: .positionX, values: [.number(0), .number(10), .number(20), .number(30)])
    keyframes.duration = 0.001
    return keyframes
  }

  func testReplacedAndFinishedAnimationsLeaveNothingBehind_E2_L7() throws {
    let tree = LayerTree()
    let layer = Layer()
    tree.root.addSublayer(layer)
    // 7 keys, replaced in turn 20,000 times, finished now and then: 7 live at most.
    for index in 0..<20_000 {
      try layer.add(shortKeyframes, forKey: "k\(index % 7)")
      if index % 1_000 == 999 { try tree.advance(by: 0.01) }
    }
    // Live: 7 animations of 4 keyframes, one track each. Garbage is given back once it is a
    // fifth of the store, so the store holds at most 5/4 of the live data and 64 more.
    XCTAssertLessThanOrEqual(layer.animationKeys().count, 7)
    XCTAssertLessThanOrEqual(tree.trackStore.pool.count, 7 * 4 * 5 / 4 + 64)
    XCTAssertLessThanOrEqual(tree.trackStore.tracks.count, 7 * 5 / 4 + 64)
    try tree.advance(by: 1)
    XCTAssertEqual(layer.animationKeys(), [])
    XCTAssertLessThanOrEqual(tree.trackStore.pool.count, 64)
  }

  func testAFramesLayoutLeavesTheStoreTheSizeOfItsAnimations_L7() throws {
    let tree = LayerTree()
    for index in 0..<2_000 {
      let layer = Layer()
      tree.root.addSublayer(layer)
      // Each layer's list grows at the end of the store (the last list grows in place), the
      // buffers by doubling: up to half their room unused.
      try layer.add(shortKeyframes, forKey: "move")
      try layer.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1), forKey: "fade")
      if index % 2 == 0 {
        try layer.add(BasicAnimation(keyPath: .cornerRadius, to: 4), forKey: "r")
      }
    }
    XCTAssertTrue(tree.trackStore.holdsSlack)
    _ = tree.presentation(at: 0.5)
    // 5,000 tracks, no garbage, and no more than an eighth again of room.
    XCTAssertEqual(tree.trackStore.tracks.count, 5_000)
    XCTAssertEqual(tree.trackStore.garbage, 0)
    XCTAssertFalse(tree.trackStore.holdsSlack)
  }

  func testALayerGivenOneAnimationAfterAnotherGrowsItsListInPlace_L7() throws {
    // The last list of the store grows where it is: 300 adds to one layer leave its 300 tracks
    // and nothing else, with no layout in between.
    let tree = LayerTree()
    let layer = Layer()
    tree.root.addSublayer(layer)
    for index in 0..<300 {
      try layer.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1), forKey: "fade \(index)")
    }
    XCTAssertEqual(tree.trackStore.tracks.count, 300)
    XCTAssertEqual(tree.trackStore.garbage, 0)
    XCTAssertEqual(layer.animationKeys().count, 300)
  }

  func testATrackIsOneCacheLine_F4() {
    // The frame reads a layer's tracks in order; three a layer are three 64-byte lines.
    XCTAssertEqual(MemoryLayout<Track>.stride, 64)
    XCTAssertEqual(MemoryLayout<FrameRecord>.stride, 40)
    XCTAssertEqual(MemoryLayout<FrameClock>.stride, 8)
  }

  func testTheEventLogKeepsTheLatest_E2() throws {
    let tree = LayerTree()
    let layer = Layer()
    tree.root.addSublayer(layer)
    tree.eventLogLimit = 3
    for index in 0..<4 {
      var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
      fade.duration = Double(index + 1)
      try layer.add(fade, forKey: "fade\(index)")
    }
    // Starts at 0 in add order, stops at 1, 2, 3, 4: the log keeps the last three.
    let all = try tree.advance(to: 10)
    XCTAssertEqual(all.count, 8, "advance returns every event of its step")
    XCTAssertEqual(tree.events, Array(all.suffix(3)))
    XCTAssertEqual(tree.events.map(\.time), [2, 3, 4])
    tree.eventLogLimit = 1
    XCTAssertEqual(tree.events.map(\.time), [4])
    tree.eventLogLimit = 0
    XCTAssertEqual(tree.events, [])
  }
}
