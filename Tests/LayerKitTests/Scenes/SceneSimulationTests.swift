import Foundation
import LayerKit
import LayerKitScenes
import XCTest

/// Running scenes: animations added at 0, the script in `at` order, pause/resume, implicit sets,
/// generated keys (SceneFiles.md).
final class SceneSimulationTests: XCTestCase {
  private func simulation(_ text: String) throws -> SceneSimulation {
    try SceneSimulation(try Scene(json: text))
  }

  private func number(_ simulation: SceneSimulation, _ key: String, _ t: Double) throws -> Double {
    guard case .number(let v)? = try simulation.value(of: SceneKey(key), at: t) else {
      XCTFail("\(key) is not a number at \(t)")
      return .nan
    }
    return v
  }

  func testScriptRunsInTimeOrderThenFileOrder() throws {
    // Two sets at the same time: the later in the file wins. A sample at t sees actions at ≤ t.
    let s = try simulation(
      """
      {"layers": [{"name": "box", "opacity": 1}],
       "script": [{"at": 2, "set": {"layer": "box", "keyPath": "opacity", "value": 0.2}},
                  {"at": 1, "set": {"layer": "box", "keyPath": "opacity", "value": 0.5}},
                  {"at": 2, "set": {"layer": "box", "keyPath": "opacity", "value": 0.3}}]}
      """)
    XCTAssertEqual(try number(s, "box.opacity", 0.5), 1)
    XCTAssertEqual(try number(s, "box.opacity", 1), 0.5)
    XCTAssertEqual(try number(s, "box.opacity", 2), 0.3)
    // Going back in time starts over.
    XCTAssertEqual(try number(s, "box.opacity", 1.5), 0.5)
  }

  func testLayersCarryEveryTimingField_T12() throws {
    // The reference child (beginTime 8, speed 0.5, timeOffset 7) holds a fade of 20 s from
    // local time 7: at media 10 the parent is at local (10 − 8)·0.5 + 7 = 8, one second in.
    let s = try simulation(
      """
      {"layers": [
        {"name": "late", "beginTime": 8, "speed": 0.5, "timeOffset": 7, "duration": "infinity",
         "fillMode": "removed", "sublayers": [
          {"name": "box", "opacity": 0.25, "animations": [
            {"type": "basic", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 20,
             "beginTime": 7, "timingFunction": "linear"}]}]},
        {"name": "loop", "duration": 2, "repeatCount": 2, "autoreverses": true,
         "fillMode": "forwards", "animations": [
          {"type": "basic", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 2,
           "timingFunction": "linear", "removedOnCompletion": false}]}],
       "script": [{"at": 1, "set": {"layer": "loop", "keyPath": "repeatCount", "value": 1}}]}
      """)
    let events = try s.run(until: 12)
    XCTAssertEqual(events.first { $0.layerName == "box" }?.time, 8)  // waits for its parent
    XCTAssertEqual(try number(s, "box.opacity", 7), 0.25)  // inactive: the model
    assertClose(try number(s, "box.opacity", 10), 0.05, Tolerance.closedForm)
    // loop: local 0.5 at 0.5; after the script's repeatCount 1 it ends at 4, held at local 0.
    // (Its fade is kept: its stop, placed on T1's line at media 2, would remove it.)
    assertClose(try number(s, "loop.opacity", 0.5), 0.25, Tolerance.closedForm)
    assertClose(try number(s, "loop.opacity", 3), 0.5, Tolerance.closedForm)  // backward leg
    // At 5 the layer holds local time 0, where the fade (begun at local 0) shows 0.
    XCTAssertEqual(try number(s, "loop.opacity", 5), 0)
  }

  func testTimeStandsStillInAHeldLayer_T12_E2() throws {
    // "held": active media [1, 3), then held at local 2; "paused": local 4 for ever; "back":
    // local 5 − t. Each holds a 10 s linear fade from 0 (model opacity 0.25).
    let fade = """
      {"type": "basic", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 10,
       "timingFunction": "linear", "key": "fade"}
      """
    let s = try simulation(
      """
      {"layers": [
        {"name": "held", "beginTime": 1, "duration": 2, "fillMode": "forwards", "sublayers": [
          {"name": "a", "opacity": 0.25, "animations": [\(fade)]}]},
        {"name": "paused", "speed": 0, "timeOffset": 4, "sublayers": [
          {"name": "b", "opacity": 0.25, "animations": [\(fade)]}]},
        {"name": "back", "speed": -1, "timeOffset": 5, "sublayers": [
          {"name": "c", "opacity": 0.25, "animations": [\(fade)]}]}]}
      """)
    let events = try s.run(until: 1e6)
    // Only starts: a at 1 (its parent becomes active), b and c at once.
    XCTAssertEqual(events.map(\.kind), [.didStart, .didStart, .didStart])
    XCTAssertEqual(events.map(\.time).sorted(), [0, 0, 1])
    assertClose(try number(s, "a.opacity", 2), 0.1, Tolerance.closedForm)
    assertClose(try number(s, "a.opacity", 50), 0.2, Tolerance.closedForm)  // local 2 for ever
    assertClose(try number(s, "a.opacity", 1e6), 0.2, Tolerance.closedForm)
    XCTAssertEqual(try number(s, "b.opacity", 1e6), 0)  // begun at local 4, still at 4
    // c began at local 5: its layer's time runs back below that at once, so the model shows.
    XCTAssertEqual(try number(s, "c.opacity", 0), 0)
    XCTAssertEqual(try number(s, "c.opacity", 1), 0.25)
  }

  func testAnimationOnlyFieldsAreUnknownOnALayer_T12() {
    let problems = Scene.check(
      json: """
        {"layers": [{"name": "box", "removedOnCompletion": false, "timingFunction": "linear",
                     "duration": -1}],
         "script": [{"at": 1, "set": {"layer": "box", "keyPath": "duration", "value": -2}}]}
        """
    ).problems.map(\.description)
    XCTAssertTrue(
      problems.contains { $0.hasPrefix("layers[0].removedOnCompletion: unknown field") })
    XCTAssertTrue(problems.contains { $0.hasPrefix("layers[0].timingFunction: unknown field") })
    XCTAssertTrue(problems.contains { $0.hasPrefix("layers[0].duration: must not be negative") })
    XCTAssertTrue(problems.contains { $0.hasPrefix("script[0].set.value: must not be negative") })
  }

  func testPauseAndResumeFollowTheRecipe_L3() throws {
    let s = try simulation(
      """
      {"layers": [{"name": "box", "animations": [
        {"type": "basic", "keyPath": "position.x", "fromValue": 0, "toValue": 100, "duration": 10}]}],
       "script": [{"at": 2, "pause": "box"}, {"at": 5, "resume": "box"}]}
      """)
    XCTAssertEqual(try number(s, "box.position.x", 1), 10)
    XCTAssertEqual(try number(s, "box.position.x", 4), 20)  // frozen at 2 s
    XCTAssertEqual(try number(s, "box.position.x", 6), 30)  // 3 s lost
  }

  func testImplicitSetAnimatesAndPlainSetJumps_I1() throws {
    let s = try simulation(
      """
      {"layers": [{"name": "a"}, {"name": "b"}],
       "script": [{"at": 1, "set": {"layer": "a", "keyPath": "opacity", "value": 0}, "implicit": true},
                  {"at": 1, "set": {"layer": "b", "keyPath": "opacity", "value": 0}}]}
      """)
    let p = ReferenceBezier.progress(0.25, 0.1, 0.25, 1, at: 0.5)
    assertClose(try number(s, "a.opacity", 1.125), 1 - p, Tolerance.solver)
    XCTAssertEqual(try number(s, "b.opacity", 1.125), 0)
  }

  func testAddRemoveAndGeneratedKeys_L7_E2() throws {
    let s = try simulation(
      """
      {"layers": [{"name": "box", "animations": [
         {"type": "basic", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 4},
         {"type": "basic", "keyPath": "cornerRadius", "toValue": 8, "duration": 4}]}],
       "script": [{"at": 1, "add": {"type": "basic", "keyPath": "borderWidth", "toValue": 4, "duration": 2},
                   "to": "box", "key": "border"},
                  {"at": 2, "remove": "border", "from": "box"},
                  {"at": 2, "remove": "unknown", "from": "box"}]}
      """)
    try s.run(until: 10)
    let events = s.tree.events.map { "\($0.time) \($0.key ?? "-") \($0.kind)" }
    XCTAssertEqual(
      events,
      [
        "0.0 @1 didStart", "0.0 @2 didStart", "1.0 border didStart",
        "2.0 border didStop(finished: false)", "4.0 @1 didStop(finished: true)",
        "4.0 @2 didStop(finished: true)",
      ])
  }

  func testAnimatedKeysListEveryAnimatedKeyPath() throws {
    let s = try simulation(
      """
      {"layers": [{"name": "a", "animations": [
          {"type": "group", "animations": [{"type": "basic", "keyPath": "opacity", "toValue": 0},
                                           {"type": "basic", "keyPath": "position.x", "toValue": 1}]},
          {"type": "basic", "keyPath": "opacity", "toValue": 1}],
         "sublayers": [{"name": "b", "animations": [{"type": "transition"}]}]}],
       "script": [{"at": 1, "add": {"type": "basic", "keyPath": "bounds", "toValue": [0, 0, 1, 1]}, "to": "a"}]}
      """)
    XCTAssertEqual(
      s.animatedKeys.map(\.description),
      ["a.opacity", "a.position.x", "a.bounds", "b.transitionProgress"])
  }

  func testKeysNamingNothingAreErrors() throws {
    let s = try simulation(#"{"layers": [{"name": "box"}]}"#)
    XCTAssertThrowsError(try s.value(of: SceneKey("nobody.opacity"), at: 0))
    XCTAssertThrowsError(try SceneKey("box.opacty"))
    XCTAssertThrowsError(try SceneKey("opacity"))
    XCTAssertThrowsError(try s.run(until: -1))
  }
}
