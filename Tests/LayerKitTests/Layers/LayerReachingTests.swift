import LayerKit
import XCTest

/// Time stands still in a held layer (rule T12, clarified 2026-12-03): while a fill holds a
/// layer's local time, or a pause freezes it, or it runs backwards, nothing inside it reaches a
/// time it does not reach, so nothing starts, ends, is removed or sends "did stop" there; events
/// follow the layer's real local time, never T1's line extrapolated through it.
///
/// One table covers the class: every fill mode, speed 0 and negative, cycles, nesting, short
/// animations that do end, pending ones that never start. Each case is written out by hand from
/// T1, T7, T9 and T12; the layer under test holds a linear opacity fade from 0 to 1 (its model
/// opacity is 0.25, so "the model shows" reads 0.25).
final class LayerReachingTests: XCTestCase {
  /// One case: the container layers above the animated layer (outermost first), the animation,
  /// and what must be seen.
  struct Case {
    var name: String
    /// The timings of the layers above the animated one, outermost first; `nil` is a plain layer.
    var containers: [MediaTiming?]
    /// The fade's begin time in the animated layer's local time (0: now, T11) and duration.
    var begin = 0.0
    var duration = 10.0
    /// Media time → opacity shown (0.25: the model).
    var shown: [(Double, Double)]
    /// The events by media time, in order.
    var events: [(Double, AnimationEvent.Kind)]
    /// Whether the fade is still on the layer after media time 10⁶.
    var stays: Bool
  }

  static let model = 0.25

  /// A layer's timing with a layer's defaults (T12).
  static func layer(
    begin: Double = 0, duration: Double = .infinity, speed: Double = 1, offset: Double = 0,
    repeatCount: Double = 0, autoreverses: Bool = false, fill: FillMode = .removed
  ) -> MediaTiming {
    MediaTiming(
      beginTime: begin, duration: duration, speed: speed, timeOffset: offset,
      repeatCount: repeatCount, autoreverses: autoreverses, fillMode: fill)
  }

  static let cases: [Case] = [
    // Local time: inactive before 1, t − 1 on [1, 3), held at 2 after (duration 2, forwards).
    // Added at 0 while inactive, the fade begins at local 0 (T11) and starts at media 1.
    Case(
      name: "forwards", containers: [layer(begin: 1, duration: 2, fill: .forwards)],
      shown: [(0.5, model), (2, 0.1), (3, 0.2), (4, 0.2), (50, 0.2), (1e6, 0.2)],
      events: [(1, .didStart)], stays: true),
    // Held at 0 before 1 (its first instant), so the fade starts at once, showing 0.
    Case(
      name: "both", containers: [layer(begin: 1, duration: 2, fill: .both)],
      shown: [(0, 0), (0.5, 0), (2, 0.1), (50, 0.2)], events: [(0, .didStart)], stays: true),
    // Held before 1, inactive after 3: the model shows, and nothing ends while inactive.
    Case(
      name: "backwards", containers: [layer(begin: 1, duration: 2, fill: .backwards)],
      shown: [(0.5, 0), (2, 0.1), (3, model), (50, model)], events: [(0, .didStart)],
      stays: true),
    Case(
      name: "removed", containers: [layer(begin: 1, duration: 2)],
      shown: [(0.5, model), (2, 0.1), (3, model), (50, model)], events: [(1, .didStart)],
      stays: true),
    // Paused at local 4 from the start: the fade begins at 4 (T11) and shows 0 for ever.
    Case(
      name: "paused", containers: [layer(speed: 0, offset: 4)],
      shown: [(0, 0), (50, 0), (1e6, 0)], events: [(0, .didStart)], stays: true),
    // Paused at 4 from media 1: added while inactive, the fade begins at local 0 and shows
    // 4/10 from 1 on.
    Case(
      name: "paused late", containers: [layer(begin: 1, speed: 0, offset: 4)],
      shown: [(0.5, model), (1, 0.4), (50, 0.4)], events: [(1, .didStart)], stays: true),
    // Local 5 − t: the fade of local [1, 11) shows (5 − t − 1)/10 until media 4, then its
    // layer's time is behind its start; it never reaches its end.
    Case(
      name: "backwards-running", containers: [layer(speed: -1, offset: 5)], begin: 1,
      shown: [(0, 0.4), (2, 0.2), (4, 0), (4.5, model), (50, model)], events: [(0, .didStart)],
      stays: true),
    // Speed −1, duration 3, forwards: local 3 − t (T9 starts at the curve's end), then held at
    // its final moment, 0. The fade of local [1, 11) shows (3 − t − 1)/10 until media 2.
    Case(
      name: "backwards-running held", containers: [layer(duration: 3, speed: -1, fill: .forwards)],
      begin: 1, shown: [(0, 0.2), (1, 0.1), (2, 0), (2.5, model), (3, model), (50, model)],
      events: [(0, .didStart)], stays: true),
    // A plain layer between the held one and the animated one changes nothing.
    Case(
      name: "forwards, nested", containers: [layer(begin: 1, duration: 2, fill: .forwards), nil],
      shown: [(0.5, model), (2, 0.1), (50, 0.2)], events: [(1, .didStart)], stays: true),
    // A held layer in a held layer: outer local 2t until 2.5, then 5; inner local
    // (outer − 1) on outer [1, 3), that is media [0.5, 1.5), then held at 2.
    Case(
      name: "held in held",
      containers: [
        layer(duration: 5, speed: 2, fill: .forwards),
        layer(begin: 1, duration: 2, fill: .forwards),
      ],
      shown: [(0.25, model), (1, 0.1), (1.5, 0.2), (50, 0.2)], events: [(0.5, .didStart)],
      stays: true),
    // A fade that ends while its layer's time runs does end, and is removed (E2).
    Case(
      name: "short", containers: [layer(begin: 1, duration: 2, fill: .forwards)], duration: 1,
      shown: [(1.5, 0.5), (2.5, model), (50, model)],
      events: [(1, .didStart), (2, .didStop(finished: true))], stays: false),
    // One that ends as the layer's time comes to rest at 2: reached, so it ends at media 3.
    Case(
      name: "ends with the hold", containers: [layer(begin: 1, duration: 2, fill: .forwards)],
      duration: 2, shown: [(2.5, 0.75), (3, model), (50, model)],
      events: [(1, .didStart), (3, .didStop(finished: true))], stays: false),
    // One that begins at local 2.5 never starts: the layer's time stops at 2.
    Case(
      name: "pending", containers: [layer(begin: 1, duration: 2, fill: .forwards)], begin: 2.5,
      shown: [(2, model), (50, model)], events: [], stays: true),
    // Cycles of 2 s for ever: the local time never reaches 10, so the fade never ends; it shows
    // (t mod 2)/10.
    Case(
      name: "cycling", containers: [layer(duration: 2, repeatCount: .infinity)],
      shown: [(1, 0.1), (3, 0.1), (50.5, 0.05)], events: [(0, .didStart)], stays: true),
    Case(
      name: "cycling, short", containers: [layer(duration: 2, repeatCount: .infinity)],
      duration: 1, shown: [(0.5, 0.5), (1.5, model), (2.5, model)],
      events: [(0, .didStart), (1, .didStop(finished: true))], stays: false),
    // Local [1.5, 11.5) begins in the first cycle; before local 1.5 of each later cycle the
    // fade is before its interval (the model shows).
    Case(
      name: "cycling, late", containers: [layer(duration: 2, repeatCount: .infinity)], begin: 1.5,
      shown: [(1, model), (1.75, 0.025), (2.5, model), (3.5, 0)], events: [(1.5, .didStart)],
      stays: true),
    // Forward and backward legs of 2 s: local t, then 4 − t, …, never past 2.
    Case(
      name: "autoreversing",
      containers: [layer(duration: 2, repeatCount: .infinity, autoreverses: true)],
      shown: [(1, 0.1), (3, 0.1), (3.5, 0.05)], events: [(0, .didStart)], stays: true),
    // Cycles of a millisecond for ever: nothing inside ever gets to 10, and finding that out
    // does not take a billion cycles.
    Case(
      name: "tiny cycles", containers: [layer(duration: 0.001, repeatCount: .infinity)],
      shown: [(0.0005, 0.00005)], events: [(0, .didStart)], stays: true),
  ]

  /// Builds the case's tree with the fade added at media 0.
  private func build(_ test: Case) throws -> (LayerTree, Layer) {
    let tree = LayerTree()
    var parent = tree.root
    for timing in test.containers {
      let container = Layer()
      if let timing { container.timing = timing }
      parent.addSublayer(container)
      parent = container
    }
    let layer = Layer(name: "faded")
    parent.addSublayer(layer)
    layer.opacity = Self.model
    var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1, timingFunction: .linear)
    fade.duration = test.duration
    fade.beginTime = test.begin
    try layer.add(fade, forKey: "fade")
    return (tree, layer)
  }

  func testTimeStandsStillInsideAHeldLayer_T12_E2_F2() throws {
    for test in Self.cases {
      let (tree, layer) = try build(test)
      var delivered: [AnimationEvent] = []
      for (time, expected) in test.shown {
        delivered += try tree.advance(to: time)
        let shown = layer.presentation(at: time).opacity
        assertClose(shown, expected, Tolerance.closedForm, "\(test.name) at \(time)")
        XCTAssertEqual(
          tree.presentation(at: time).properties(of: layer).opacity, shown,
          "\(test.name): the frame agrees at \(time)")
      }
      delivered += try tree.advance(to: 1e6)
      XCTAssertEqual(
        delivered.map(\.time), test.events.map(\.0), "\(test.name): event times")
      XCTAssertEqual(delivered.map(\.kind), test.events.map(\.1), "\(test.name): events")
      XCTAssertEqual(
        layer.animationKeys() == ["fade"], test.stays, "\(test.name): still on the layer")
    }
  }

  func testScheduleFollowsATimingChangeMadeLater_T12_L3() throws {
    // Paused (held), then resumed by L3's recipe: the fade ends where the resumed time says.
    let (tree, layer) = try build(Self.cases[0])
    let container = try XCTUnwrap(layer.superlayer)
    try tree.advance(to: 50)
    XCTAssertEqual(layer.animationKeys(), ["fade"])
    // Give the container an endless time again from media 50: local (t − 50) + 2.
    container.timing = Self.layer(begin: 50, offset: 2)
    let events = try tree.advance(to: 100)
    // The fade of local [0, 10) ends at local 10: media 58.
    XCTAssertEqual(events.map(\.time), [58])
    XCTAssertEqual(events.map(\.kind), [.didStop(finished: true)])
    XCTAssertEqual(layer.animationKeys(), [])
  }

  func testTimelineOfAnAnimationInAHeldLayer_T12() throws {
    let (tree, layer) = try build(Self.cases[0])
    var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1, timingFunction: .linear)
    fade.duration = 10
    // Added at media 2 (local 1): it runs local [1, 11), but its layer's time stops at 2 from
    // media 3, so it is active from 2 for ever, and only its start is a keyframe time reached.
    let timeline = try XCTUnwrap(layer.timeline(of: fade, addedAt: 2))
    XCTAssertEqual(timeline.activeInterval.lowerBound, 2)
    XCTAssertEqual(timeline.activeInterval.upperBound, .infinity)
    XCTAssertEqual(timeline.keyframeTimes, [2])
    withExtendedLifetime(tree) {}
  }
}
