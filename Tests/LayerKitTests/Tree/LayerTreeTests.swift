import Foundation
import LayerKit
import XCTest

/// Events as the clock advances (rules E1–E3), and removal (L7, F2).
final class LayerTreeTests: XCTestCase {
  /// A compact form of an event for exact comparison: "time key kind".
  private func describe(_ events: [AnimationEvent]) -> [String] {
    events.map { event in
      let kind =
        switch event.kind {
        case .didStart: "start"
        case .didStop(let finished): finished ? "stop" : "cancel"
        }
      return "\(event.time) \(event.key ?? "-") \(kind)"
    }
  }

  private func fade(_ duration: Double, begin: Double = 0) -> BasicAnimation {
    var fade = BasicAnimation(
      keyPath: .opacity, from: 0, to: 1, timing: MediaTiming(duration: duration))
    fade.beginTime = begin
    return fade
  }

  private final class Recorder: AnimationDelegate {
    var log: [String] = []
    var onStop: ((AnimationEvent, Layer) -> Void)?
    func animationDidStart(_ event: AnimationEvent, layer: Layer) {
      log.append("start \(event.key ?? "-")")
    }
    func animationDidStop(_ event: AnimationEvent, layer: Layer, finished: Bool) {
      log.append("stop \(event.key ?? "-") \(finished)")
      onStop?(event, layer)
    }
  }

  func testStartAndStopInOrder_E2() throws {
    let tree = LayerTree()
    let box = Layer(name: "box")
    tree.root.addSublayer(box)
    try box.add(fade(2), forKey: "move")
    let events = try tree.advance(to: 3)
    XCTAssertEqual(describe(events), ["0.0 move start", "2.0 move stop"])
    XCTAssertEqual(events.first?.layerName, "box")
    XCTAssertTrue(box.animationKeys().isEmpty)  // removed at its end
    XCTAssertEqual(tree.clock.currentMediaTime, 3)
    XCTAssertEqual(tree.events, events)
    tree.clearEvents()
    XCTAssertTrue(tree.events.isEmpty)
  }

  func testEqualTimesFollowAddOrderAcrossLayers_E2() throws {
    let tree = LayerTree()
    let a = Layer(name: "a")
    let b = Layer(name: "b")
    tree.root.addSublayer(a)
    tree.root.addSublayer(b)
    try b.add(fade(1), forKey: "first")
    try a.add(fade(1), forKey: "second")
    try a.add(fade(0.5, begin: 0.5), forKey: "third")  // starts when "first" is half-way
    XCTAssertEqual(
      describe(try tree.advance(by: 2)),
      [
        "0.0 first start", "0.0 second start", "0.5 third start", "1.0 first stop",
        "1.0 second stop", "1.0 third stop",
      ])
  }

  func testWholeIntervalInsideOneStepAndZeroLength_E2() throws {
    let tree = LayerTree()
    try tree.root.add(fade(0.25, begin: 0.5), forKey: "blink")
    var instant = fade(0.25)
    instant.repeatCount = .leastNonzeroMagnitude  // 0.25 × 5e-324 rounds to an empty interval
    try tree.root.add(instant, forKey: "instant")
    XCTAssertEqual(
      describe(try tree.advance(to: 10)),
      ["0.0 instant start", "0.0 instant stop", "0.5 blink start", "0.75 blink stop"])
  }

  func testInfiniteRepeatsNeverStop_E2() throws {
    let tree = LayerTree()
    var forever = fade(1)
    forever.repeatCount = .infinity
    try tree.root.add(forever, forKey: "spin")
    XCTAssertEqual(describe(try tree.advance(to: 1e6)), ["0.0 spin start"])
    XCTAssertEqual(tree.root.animationKeys(), ["spin"])
  }

  func testPausedLayerNeverStartsUntilResumed_E2_L3() throws {
    let tree = LayerTree()
    let layer = Layer(name: "paused")
    tree.root.addSublayer(layer)
    try layer.add(fade(1, begin: 1), forKey: "later")  // one second from now, local time
    // Pause at once (the recipe of L3).
    let pausedTime = layer.convertTime(tree.clock.currentMediaTime, from: nil)
    layer.speed = 0
    layer.timeOffset = pausedTime
    XCTAssertEqual(describe(try tree.advance(to: 5)), [])
    // Resume at 5 s: local time runs again from where it stopped.
    let paused = layer.timeOffset
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    layer.beginTime = layer.convertTime(tree.clock.currentMediaTime, from: nil) - paused
    XCTAssertEqual(describe(try tree.advance(to: 10)), ["6.0 later start", "7.0 later stop"])
  }

  func testEventsUnderAPausedSuperlayer_T12_E2_L3() throws {
    let tree = LayerTree()
    let paused = Layer(name: "paused")
    tree.root.addSublayer(paused)
    paused.speed = 0
    paused.timeOffset = 5  // its local time stands at 5
    let open = Layer(name: "open")
    let ended = Layer(name: "ended")
    ended.duration = 4  // active for local times [0, 4): over at the paused 5 (T12)
    paused.addSublayer(open)
    paused.addSublayer(ended)
    // Added now, so each begins at its layer's current local time, 5 (T11).
    try open.add(fade(2), forKey: "a")
    try ended.add(fade(2), forKey: "b")
    // "a" starts at once and cannot end while time stands still; "b", on a layer that is not
    // active while time stands still, never starts.
    XCTAssertEqual(describe(try tree.advance(to: 10)), ["0.0 a start"])
    // Resumed at 10: local time runs on from 5 and "a" ends 2 s later.
    paused.beginTime = 10
    paused.speed = 1
    XCTAssertEqual(describe(try tree.advance(to: 20)), ["12.0 a stop"])
  }

  func testLayersDeeperThanTheStackWalk_L1_E2() throws {
    // 100 layers below the root (the walks up keep 64 on the stack, then take the long way),
    // each 0.01 s ahead of its parent: the deepest runs 1 s ahead of media time.
    let tree = LayerTree()
    var chain: [Layer] = []
    var last = tree.root
    for _ in 0..<100 {
      let layer = Layer()
      layer.timeOffset = 0.01
      last.addSublayer(layer)
      chain.append(layer)
      last = layer
    }
    XCTAssertEqual(last.localTime(atMediaTime: 0.5), 1.5, accuracy: Tolerance.closedForm)
    // Added at media time 0, so it begins at the deepest layer's time then (T11) and runs 1 s.
    try last.add(fade(1), forKey: "deep")
    XCTAssertEqual(describe(try tree.advance(to: 2)), ["0.0 deep start", "1.0 deep stop"])
    // Out of the tree, the same chain answers without the tree's frame.
    let top = chain[0]
    top.removeFromSuperlayer()
    XCTAssertEqual(last.localTime(atMediaTime: 0.5), 1.5, accuracy: Tolerance.closedForm)
  }

  func testRemovalSendsUnfinishedStop_E2() throws {
    let tree = LayerTree()
    let layer = tree.root
    try layer.add(fade(5), forKey: "a")
    try layer.add(fade(5), forKey: "b")
    try layer.add(fade(5), forKey: "c")
    try tree.advance(to: 1)
    XCTAssertTrue(layer.removeAnimation(forKey: "a"))
    XCTAssertFalse(layer.removeAnimation(forKey: "unknown"))  // no event, no error
    try tree.advance(to: 2)
    try layer.add(fade(5), forKey: "b")  // replaces b
    try tree.advance(to: 3)
    layer.removeAllAnimations()
    XCTAssertEqual(
      describe(tree.events),
      [
        "0.0 a start", "0.0 b start", "0.0 c start", "1.0 a cancel", "2.0 b cancel",
        "2.0 b start", "3.0 c cancel", "3.0 b cancel",
      ])
  }

  func testRemovalDuringAStep_E2() throws {
    let tree = LayerTree()
    let recorder = Recorder()
    recorder.onStop = { _, layer in layer.removeAnimation(forKey: "long") }
    try tree.root.add(fade(1), forKey: "short", delegate: recorder)
    try tree.root.add(fade(5), forKey: "long")
    XCTAssertEqual(
      describe(try tree.advance(to: 10)),
      ["0.0 short start", "0.0 long start", "1.0 short stop", "1.0 long cancel"])
    XCTAssertEqual(recorder.log, ["start short", "stop short true"])
  }

  func testFilledAnimationStopsOnceAndStays_F2_E2() throws {
    let tree = LayerTree()
    var held = fade(1)
    held.isRemovedOnCompletion = false
    held.fillMode = .forwards
    try tree.root.add(held, forKey: "held")
    XCTAssertEqual(describe(try tree.advance(to: 5)), ["0.0 held start", "1.0 held stop"])
    XCTAssertEqual(tree.root.animationKeys(), ["held"])
    XCTAssertEqual(tree.root.presentation().opacity, 1)
    tree.root.removeAllAnimations()
    XCTAssertEqual(describe(try tree.advance(to: 6)), [])  // no second stop
  }

  func testGroupsSendEventsChildrenDoNot_E3() throws {
    let tree = LayerTree()
    let recorder = Recorder()
    tree.delegate = recorder
    try tree.root.add(
      AnimationGroup([fade(1), fade(2)], timing: MediaTiming(duration: 3)), forKey: "group")
    XCTAssertEqual(describe(try tree.advance(to: 4)), ["0.0 group start", "3.0 group stop"])
    XCTAssertEqual(recorder.log, ["start group", "stop group true"])
  }

  func testDelegateSeesTheEventTimeAsNow_E1_E2() throws {
    // Chaining: when the first stops, the delegate adds a follow-up "now".
    let tree = LayerTree()
    let recorder = Recorder()
    var chained = false
    recorder.onStop = { [self] _, layer in
      guard !chained else { return }
      chained = true
      try? layer.add(self.fade(1), forKey: "second")
    }
    try tree.root.add(fade(1.5), forKey: "first", delegate: recorder)
    XCTAssertEqual(
      describe(try tree.advance(to: 5)),
      ["0.0 first start", "1.5 first stop", "1.5 second start", "2.5 second stop"])
  }

  func testBadStepsAreErrors_E1() throws {
    let tree = LayerTree(startTime: 2)
    XCTAssertThrowsError(try tree.advance(to: 1)) { error in
      XCTAssertEqual((error as? ValidationError)?.field, "time")
    }
    XCTAssertThrowsError(try tree.advance(by: .nan)) { error in
      XCTAssertEqual((error as? ValidationError)?.field, "step")
    }
    XCTAssertThrowsError(try tree.advance(by: -1))
    XCTAssertEqual(tree.clock.currentMediaTime, 2)
  }

  /// A long seeded schedule of adds, removes and steps on several layers, checked against a
  /// reference model written here that knows nothing of time spaces: each animation's media
  /// start and end are worked out from the schedule, a step delivers the starts and ends that
  /// fall in it ordered by (time, add order, start first), and a removal cancels at once.
  func testRandomScheduleMatchesReferenceModel_E2() throws {
    struct Model {
      var key: String
      var layer: Int
      var start: Double
      var end: Double
      var keeps: Bool
      var started = false
      var stopped = false
    }
    var random = SplitMix64(seed: 0xE2_0001)
    for round in 0..<20 {
      let tree = LayerTree()
      let layers = (0..<3).map { Layer(name: "l\($0)") }
      let offsets = [0.0, 0.5, -1.25]  // each layer's beginTime: local = media − offset
      for (layer, offset) in zip(layers, offsets) {
        layer.beginTime = offset
        tree.root.addSublayer(layer)
      }
      var models: [Model] = []
      var expected: [String] = []
      var now = 0.0
      func step(to time: Double) {
        var due: [(Double, Int, Int, String)] = []
        for i in models.indices where !models[i].stopped {
          if !models[i].started, models[i].start <= time {
            models[i].started = true
            due.append((models[i].start, i, 0, "\(models[i].start) \(models[i].key) start"))
          }
          if models[i].started, models[i].end <= time {
            models[i].stopped = true
            due.append((models[i].end, i, 1, "\(models[i].end) \(models[i].key) stop"))
          }
        }
        due.sort { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }
        expected += due.map(\.3)
      }
      for index in 0..<60 {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<5:
          let layer = Int.random(in: 0..<3, using: &random)
          let key = "k\(round)-\(index)"
          var animation = fade(Double(Int.random(in: 1...8, using: &random)) / 4)
          let delay = Double(Int.random(in: 0...6, using: &random)) / 4
          let localBegin = now - offsets[layer] + delay
          // T11: a beginTime of exactly 0 means "now", whatever the delay; T12: "now" is local
          // time 0 while the layer is inactive (before its beginTime), which is media time
          // `offsets[layer]`.
          let isActive = now >= offsets[layer]
          let begin = delay > 0 && localBegin != 0 ? now + delay : isActive ? now : offsets[layer]
          if delay > 0 { animation.beginTime = localBegin }
          animation.repeatCount = Double(Int.random(in: 0...2, using: &random))
          animation.isRemovedOnCompletion = Bool.random(using: &random)
          try layers[layer].add(animation, forKey: key)
          let span = animation.duration * max(animation.repeatCount, 1)
          // T12: no start before the layer is active; a stop that came before is due then too.
          let start = max(begin, offsets[layer])
          models.append(
            Model(
              key: key, layer: layer, start: start, end: max(begin + span, start),
              keeps: !animation.isRemovedOnCompletion))
        case 5..<7:
          // Remove an animation still on its layer (running, waiting, or kept to fill).
          let onLayer = models.indices.filter { !models[$0].stopped || models[$0].keeps }
          guard let pick = onLayer.randomElement(using: &random) else { continue }
          XCTAssertTrue(layers[models[pick].layer].removeAnimation(forKey: models[pick].key))
          if !models[pick].stopped { expected.append("\(now) \(models[pick].key) cancel") }
          models[pick].stopped = true
          models[pick].keeps = false
        default:
          now += Double(Int.random(in: 1...6, using: &random)) / 4
          try tree.advance(to: now)
          step(to: now)
        }
      }
      now += 100
      try tree.advance(to: now)
      step(to: now)
      XCTAssertEqual(describe(tree.events), expected, "round \(round)")
    }
  }
}
