import XCTest

@testable import LayerKit

/// A layer's animations as given, in one allocation (rule L7): the `AnimationLedger` holds what
/// it was given through adds, removals and state changes (E2), and an entry taken out stays as
/// it was.
final class AnimationLedgerTests: XCTestCase {
  /// A ledger's entries as a plain array would hold them: what each was given.
  private struct Expected {
    var key: String?
    var animation: Animation
    var sequence: Int
    var share: LayerTracks.Share
    var state = AnimationEntry.State.pending
    var delegate: (any AnimationDelegate)?
  }

  private final class Listener: AnimationDelegate {}

  /// Checks that `ledger` holds `expected`, entry by entry.
  private func assertHolds(
    _ ledger: AnimationLedger, _ expected: [Expected], file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertEqual(ledger.count, expected.count, file: file, line: line)
    for (entry, want) in zip(ledger, expected) {
      XCTAssertEqual(entry.key, want.key, file: file, line: line)
      XCTAssertEqual(entry.animation, want.animation, file: file, line: line)
      XCTAssertEqual(entry.timing, want.animation.timing, file: file, line: line)
      XCTAssertEqual(entry.sequence, want.sequence, file: file, line: line)
      XCTAssertEqual(entry.share, want.share, file: file, line: line)
      XCTAssertEqual(entry.state, want.state, file: file, line: line)
      XCTAssertTrue(entry.delegate === want.delegate, file: file, line: line)
    }
  }

  func testALedgerKeepsWhatItWasGivenThroughAddsRemovesAndStates_L7_E2() {
    // Random adds, removals and state changes, against a plain array of what was given; an
    // entry taken out before a change stays as it was (copy on write).
    var maker = AnimationMaker(random: SplitMix64(seed: 0x1ED6_E7))
    var ledger = AnimationLedger()
    var expected: [Expected] = []
    let listener = Listener()
    for step in 0..<600 {
      // Half the steps hold an entry across the change (a view: the ledger then copies; or
      // one detached, in a storage of its own), half do not (it changes in place, or moves its
      // records).
      let detached = maker.chance(0.5)
      let taken =
        maker.chance(0.5)
        ? ledger.indices.randomElement(using: &maker.random).map {
          (detached ? ledger.detachedEntry(at: $0) : ledger[$0], $0)
        } : nil
      let before = taken.map { expected[$0.1] }
      switch Int.random(in: 0..<10, using: &maker.random) {
      case 0..<5:
        let animation = maker.any()
        let delegate: (any AnimationDelegate)? = maker.chance(0.3) ? listener : nil
        let share = LayerTracks.Share(tracks: step % 7, owners: step % 3)
        let key = maker.chance(0.8) ? "k\(step)" : nil
        let entry = ledger.append(
          key: key, animation: animation, delegate: delegate, sequence: step,
          transaction: nil, share: share)
        XCTAssertEqual(entry.animation, animation)
        expected.append(
          Expected(
            key: key, animation: animation, sequence: step, share: share, delegate: delegate))
      case 5..<7 where !expected.isEmpty:
        let index = Int.random(in: 0..<expected.count, using: &maker.random)
        let removed = ledger.remove(at: index)
        XCTAssertEqual(removed.animation, expected[index].animation)
        XCTAssertEqual(removed.key, expected[index].key)
        expected.remove(at: index)
      case 7..<9 where !expected.isEmpty:
        let index = Int.random(in: 0..<expected.count, using: &maker.random)
        let state = maker.pick([AnimationEntry.State.active, .finished])
        ledger.setState(state, at: index)
        expected[index].state = state
      case 9 where !expected.isEmpty:
        let index = Int.random(in: 0..<expected.count, using: &maker.random)
        ledger.letGoOfDelegate(at: index)
        expected[index].delegate = nil
      default:
        break
      }
      assertHolds(ledger, expected)
      if let (entry, _) = taken, let before {
        XCTAssertEqual(entry.animation, before.animation)
        XCTAssertEqual(entry.state, before.state)
        XCTAssertTrue(entry.delegate === before.delegate)
      }
    }
    // An add order past the 46 bits a record keeps is held at the limit (the tree's count
    // stops there), never wrapped into an earlier animation's.
    let last = ledger.append(
      key: nil, animation: maker.any(), delegate: nil, sequence: .max, transaction: nil,
      share: LayerTracks.Share())
    XCTAssertEqual(last.sequence, AnimationLedger.sequenceLimit)
    ledger.remove(at: ledger.count - 1)
    let removed = ledger.removeAll()
    XCTAssertEqual(removed.map(\.animation), expected.map(\.animation))
    XCTAssertTrue(ledger.isEmpty)
  }

  func testEveryAnimationIsFoundByItsKeyAndItsAddOrder_L7_E2() {
    // A ledger grown past the size it scans (an index of keys then), through adds, removals
    // from the front, the middle and the end, and records that stop the index (a key twice, an
    // add order out of turn): each lookup gives the first record a plain array would.
    var maker = AnimationMaker(random: SplitMix64(seed: 0xC0FFEE))
    var ledger = AnimationLedger()
    var expected: [(key: String?, sequence: Int)] = []
    var sequence = 0
    for step in 0..<900 {
      switch Int.random(in: 0..<10, using: &maker.random) {
      case 0..<6:
        // Mostly fresh keys and increasing add orders, now and then no key; after step 600 (the
        // records keep the index until then), now and then a key again or an add order below
        // the last.
        let disturbs = step >= 600
        var key: String? = maker.chance(0.1) ? nil : "k\(step)"
        if disturbs, maker.chance(0.03) { key = expected.randomElement(using: &maker.random)?.key }
        sequence += 1
        let order = disturbs && maker.chance(0.02) ? max(sequence - 50, 0) : sequence
        ledger.append(
          key: key, animation: maker.any(), delegate: nil, sequence: order, transaction: nil,
          share: LayerTracks.Share())
        expected.append((key, order))
      case 6..<9 where !expected.isEmpty:
        let index =
          maker.chance(0.5) ? 0 : Int.random(in: 0..<expected.count, using: &maker.random)
        ledger.remove(at: index)
        expected.remove(at: index)
      default:
        break
      }
      var firstByKey: [String: Int] = [:]
      var firstByOrder: [Int: Int] = [:]
      for (index, record) in expected.enumerated().reversed() {
        if let key = record.key { firstByKey[key] = index }
        firstByOrder[record.sequence] = index
      }
      for (key, index) in firstByKey {
        XCTAssertEqual(ledger.entryIndex(forKey: key), index, "key \(key), step \(step)")
      }
      for (order, index) in firstByOrder {
        XCTAssertEqual(
          ledger.entryIndex(forSequence: order), index, "add order \(order), step \(step)")
      }
      XCTAssertNil(ledger.entryIndex(forKey: "absent"))
      XCTAssertNil(ledger.entryIndex(forSequence: sequence + 1))
    }
    XCTAssertGreaterThan(expected.count, 100, "the ledger grew past the size it scans")
  }
}
