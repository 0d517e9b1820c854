import XCTest

@testable import LayerKit

/// The schedule of starts and stops (rule E2): events taken in time order, then add order,
/// starts before stops; an event of a layer rescheduled since (T12) never delivered.
final class EventQueueTests: XCTestCase {
  func testEventsComeOutInTimeThenAddOrderStartsFirst_E2() {
    // Random events against the order E2 states, sorted by a plain comparison.
    var random = SplitMix64(seed: 0xE7E2)
    let layer = Layer()
    var queue = EventQueue()
    var given: [(time: Double, sequence: Int, isStart: Bool)] = []
    for _ in 0..<2_000 {
      let time = Double(Int.random(in: 0..<40, using: &random)) / 4
      let sequence = Int.random(in: 0..<300, using: &random)
      let isStart = Bool.random(using: &random)
      given.append((time, sequence, isStart))
      queue.push(
        ScheduledEvent(
          time: time, sequence: sequence, kind: isStart ? .start : .stop, generation: 0,
          layer: layer))
    }
    var taken: [(time: Double, sequence: Int, isStart: Bool)] = []
    while let top = queue.peek {
      taken.append((top.time, top.sequence, top.isStart))
      queue.pop()
    }
    let expected = given.sorted {
      ($0.time, $0.sequence, $0.isStart ? 0 : 1) < ($1.time, $1.sequence, $1.isStart ? 0 : 1)
    }
    XCTAssertEqual(taken.map(\.time), expected.map(\.time))
    XCTAssertEqual(taken.map(\.sequence), expected.map(\.sequence))
    XCTAssertEqual(taken.map(\.isStart), expected.map(\.isStart))
  }

  func testAnEventKeepsItsFieldsInItsWord_E2() {
    let layer = Layer()
    let event = ScheduledEvent(
      time: 2.5, sequence: AnimationLedger.sequenceLimit, kind: .stop, isRecheck: true,
      generation: 0x1_2345, layer: layer)
    XCTAssertEqual(event.sequence, (1 << 46) - 1)
    XCTAssertEqual(event.kind, .stop)
    XCTAssertTrue(event.isRecheck)
    XCTAssertTrue(event.isCurrent(generation: 0x1_2345))
    XCTAssertFalse(event.isCurrent(generation: 0x1_2346))
    // An add order past the limit is held at it, never wrapped into another's.
    let later = ScheduledEvent(
      time: 2.5, sequence: Int.max, kind: .start, generation: 0, layer: layer)
    XCTAssertEqual(later.sequence, AnimationLedger.sequenceLimit)
    XCTAssertEqual(MemoryLayout<ScheduledEvent>.size, 24)
  }

  func testAnEventThatLapsed65536ReschedulesAgoStaysLapsed_E2_T12() throws {
    // Events keep the low 16 bits of their layer's schedule generation. A start that lapsed
    // when the layer's time moved must not pass for current once the generation has come
    // round. Moving the layer 65,536 times would bring it round; here the generation is set
    // just short of each of the two marks on the way (where its low bits are 0, and where they
    // are the event's again), and one move takes it over each.
    let tree = LayerTree()
    let a = Layer(name: "a")
    let b = Layer(name: "b")
    let box = Layer(name: "box")
    tree.root.addSublayer(a)
    tree.root.addSublayer(b)
    a.addSublayer(box)
    var late = BasicAnimation(
      keyPath: .opacity, from: 0, to: 1, timing: MediaTiming(duration: 1))
    late.beginTime = 10  // starts at media time 10 …
    try box.add(late, forKey: "late")
    let scheduledAt = box.scheduleGeneration
    box.timeOffset = -10  // … until its local time runs 10 behind: at 20 (L3, T11)
    XCTAssertEqual(try tree.advance(to: 0), [])  // rescheduled: the start at 10 lapses
    let roundAgain = scheduledAt &+ 0x1_0000
    for mark in [roundAgain & ~0xFFFF, roundAgain] where mark > box.scheduleGeneration {
      box.scheduleGeneration = mark - 1
      (box.superlayer === a ? b : a).addSublayer(box)  // rescheduled again (T12)
      XCTAssertEqual(try tree.advance(to: 0), [])
      XCTAssertEqual(box.scheduleGeneration, mark)
    }
    XCTAssertEqual(try tree.advance(to: 15), [])
    let events = try tree.advance(to: 30)
    XCTAssertEqual(events.map(\.time), [20, 21])
    XCTAssertEqual(events.map(\.kind), [.didStart, .didStop(finished: true)])
  }
}
