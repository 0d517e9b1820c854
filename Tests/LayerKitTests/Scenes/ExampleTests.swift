import Foundation
import LayerKit
import LayerKitCommands
import LayerKitScenes
import XCTest

/// Every scene in Examples/ loads, checks cleanly and samples; a few are checked against values
/// worked out by hand from the seed tutorials they come from.
final class ExampleTests: XCTestCase {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples")

  private func load(_ name: String) throws -> SceneSimulation {
    let text = try String(contentsOf: Self.examples.appendingPathComponent(name), encoding: .utf8)
    return try SceneSimulation(try Scene(json: text))
  }

  func testEveryExampleLoadsAndSamples() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    XCTAssertGreaterThanOrEqual(names.count, 20)
    for name in names {
      let path = Self.examples.appendingPathComponent(name).path
      let check = LayerKitCommand.run(["check", path])
      XCTAssertEqual(check.status, 0, "\(name): \(check.standardError)")
      let sample = LayerKitCommand.run(["sample", path, "--from", "0", "--to", "2", "--fps", "10"])
      XCTAssertEqual(sample.status, 0, "\(name): \(sample.standardError)")
      let json = try JSONValue(parsing: sample.standardOutput)
      guard case .array(let samples)? = json["samples"] else { return XCTFail(name) }
      XCTAssertEqual(samples.count, 21, name)
    }
  }

  func testTranslateExample() throws {
    // The README's command: position from (100, 100) to (300, 400) in 2 s, then held there.
    let simulation = try load("translate.json")
    XCTAssertEqual(
      try simulation.value(of: SceneKey("box.position"), at: 1), .point(Point(x: 200, y: 250)))
    XCTAssertEqual(
      try simulation.value(of: SceneKey("box.position"), at: 3), .point(Point(x: 300, y: 400)))
  }

  func testPauseResumeExample_L3() throws {
    let simulation = try load("pause-resume.json")
    // Paused at 5 s (half a turn: π); at 9 s the animation has run 6 s: back at 0.
    guard case .transform(let paused)? = try simulation.value(of: SceneKey("box.transform"), at: 7),
      case .transform(let later)? = try simulation.value(of: SceneKey("box.transform"), at: 9.5)
    else { return XCTFail() }
    assertClose(paused, Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1), Tolerance.fewSteps)
    assertClose(later, Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1), Tolerance.fewSteps)
  }

  func testGroupBorderExample_G1_K6() throws {
    let simulation = try load("group-border.json")
    // 1.25 s is a quarter: 39.5 of the 158 units of width travel: 1 → 5 → 30, then 10.5 down.
    XCTAssertEqual(
      try simulation.value(of: SceneKey("animView.borderWidth"), at: 1.25), .number(19.5))
  }

  func testBounceBallExample_K4() throws {
    let simulation = try load("bounce-ball.json")
    let easeIn = ReferenceBezier.progress(0.42, 0, 1, 1, at: 0.5)
    guard case .point(let p)? = try simulation.value(of: SceneKey("star.position"), at: 0.15) else {
      return XCTFail()
    }
    assertClose(p.y, 32 + 236 * easeIn, 300 * Tolerance.solver)
  }

  // MARK: Layer kinds (Y1–Y7)

  func testProgressRingExample_Y1_Y3() throws {
    let simulation = try load("progress-ring.json")
    // strokeEnd from 0 to 1 over 2 s, easeInEaseOut: at 0.5 s the curve's value at 0.25.
    let expected = ReferenceBezier.progress(0.42, 0, 0.58, 1, at: 0.25)
    guard case .number(let end)? = try simulation.value(of: SceneKey("ring.strokeEnd"), at: 0.5)
    else { return XCTFail() }
    assertClose(end, expected, Tolerance.solver)
    XCTAssertEqual(try simulation.value(of: SceneKey("ring.strokeEnd"), at: 3), .number(1))
    // A circle of radius 80 starting at the top: its length is 2π·80.
    guard case .path(let ring)? = try simulation.value(of: SceneKey("ring.path"), at: 0) else {
      return XCTFail()
    }
    // Cubic quarter arcs: about 1e-4 of the length.
    assertClose(ring.measure().length, 2 * .pi * 80, 2 * .pi * 80 * Tolerance.quarterArc)
  }

  func testPathMorphExample_Y2() throws {
    let simulation = try load("path-morph.json")
    // Halfway, every point is the midpoint of triangle and square; autoreversing, 1.5 s is the
    // same place on the way back.
    let middle = try Path(svgPathData: "M 30 10 L 90 50 L 70 90 L 10 90 Z")
    XCTAssertEqual(try simulation.value(of: SceneKey("icon.path"), at: 0.5), .path(middle))
    XCTAssertEqual(try simulation.value(of: SceneKey("icon.path"), at: 1.5), .path(middle))
    XCTAssertEqual(
      try simulation.value(of: SceneKey("icon.path"), at: 1),
      .path(try Path(svgPathData: "M 10 10 L 90 10 L 90 90 L 10 90 Z")))
  }

  func testGradientShimmerExample_Y4() throws {
    let simulation = try load("gradient-shimmer.json")
    // Halfway through each 1.5 s sweep: the midpoints of the two lists.
    for t in [0.75, 2.25] {
      guard
        case .numbers(let locations)? = try simulation.value(
          of: SceneKey("shimmer.locations"), at: t)
      else { return XCTFail() }
      for (got, expected) in zip(locations, [0.25, 0.5, 0.75]) {
        assertClose(got, expected, Tolerance.closedForm)
      }
    }
  }

  func testReplicatorLoaderExample_Y5() throws {
    let simulation = try load("replicator-loader.json")
    // Copy k runs 0.125·k s late: opacity 1 − 0.9·((t − 0.125k) mod 1); before its start it
    // shows the model's 1. Each copy turns π/4 more.
    for k in 0..<8 {
      let t = 2.3
      let local = t - 0.125 * Double(k)
      let expected = 1 - 0.9 * (local - local.rounded(.down))
      guard
        case .number(let opacity)? = try simulation.value(
          of: SceneKey("dot#\(k).opacity"), at: t)
      else { return XCTFail("copy \(k)") }
      assertClose(opacity, expected, Tolerance.closedForm, "copy \(k)")
      guard
        case .transform(let turn)? = try simulation.value(
          of: SceneKey("dot#\(k).instanceTransform"), at: t)
      else { return XCTFail() }
      assertClose(
        turn, Transform3D(rotationAngle: .pi / 4 * Double(k), x: 0, y: 0, z: 1),
        Tolerance.decomposition)
    }
    XCTAssertEqual(try simulation.value(of: SceneKey("dot#7.opacity"), at: 0.5), .number(1))
    XCTAssertNil(try simulation.value(of: SceneKey("dot#8.opacity"), at: 0.5), "no ninth copy")
  }

  // MARK: Golden runs of each command on the examples

  private func path(_ name: String) -> String { Self.examples.appendingPathComponent(name).path }

  func testSheetExample_R3_R8() throws {
    // The sheet rises from y = 420 to 230 in 1 s and stays; the dial turns once in 1.5 s,
    // linearly: half a turn at 0.75 s.
    let simulation = try load("sheet.json")
    XCTAssertEqual(try simulation.value(of: SceneKey("sheet.position.y"), at: 0), .number(420))
    XCTAssertEqual(try simulation.value(of: SceneKey("sheet.position.y"), at: 1.5), .number(230))
    guard
      case .number(let angle)? = try? simulation.value(
        of: SceneKey("dial.transform.rotation.z"), at: 0.75)
    else { return XCTFail("no angle") }
    XCTAssertEqual(angle, .pi, accuracy: Tolerance.decomposition)
    let sheet = try XCTUnwrap(simulation.tree.root.sublayers.first { $0.name == "sheet" })
    XCTAssertEqual(sheet.maskedCorners, [.minXMinY, .maxXMinY])
    XCTAssertEqual(sheet.shadowPath?.boundingBox, Rect(x: 0, y: 0, width: 300, height: 170))
  }

  func testSampleCommandOnTranslateExample() throws {
    // The README's command: linear from (100, 100) to (300, 400) over 2 s, at 10 fps.
    let result = LayerKitCommand.run([
      "sample", path("translate.json"), "--from", "0", "--to", "2", "--fps", "10", "--format",
      "csv",
    ])
    XCTAssertEqual(result.status, 0, result.standardError)
    let rows = result.standardOutput.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",").compactMap { Double($0) }
    }
    XCTAssertEqual(rows.count, 21)
    for (i, row) in rows.enumerated() {
      let t = Double(i) / 10
      assertClose(row[1], 100 + 100 * t, Tolerance.closedForm, "x at \(t)")
      assertClose(row[2], 100 + 150 * t, Tolerance.closedForm, "y at \(t)")
    }
  }

  func testEventsCommandOnPauseResumeExample() throws {
    // A rotation that repeats for ever starts at 0 and never stops; pausing is not an event.
    let result = LayerKitCommand.run(["events", path("pause-resume.json"), "--until", "20"])
    XCTAssertEqual(
      result.standardOutput,
      #"{"events": [{"time": 0.0, "layer": "box", "key": "rotationAnim", "event": "didStart"}]}"#
        + "\n")
    // explicit-fade: one second, then stopped and removed.
    let fade = LayerKitCommand.run([
      "events", path("explicit-fade.json"), "--until", "5", "--format", "csv",
    ])
    XCTAssertEqual(
      fade.standardOutput,
      "time,layer,key,event,finished\n0.0,box,opacity,didStart,\n1.0,box,opacity,didStop,true\n")
  }

  func testPlotCommandOnGroupExample() throws {
    let files = CommandTests.Files([
      "group.json": try String(contentsOfFile: path("group-border.json"), encoding: .utf8)
    ])
    let result = LayerKitCommand.run(
      [
        "plot", "group.json", "--key", "animView.borderWidth", "--key", "animView.borderColor",
        "--from", "0", "--to", "6", "--output", "out.svg",
      ],
      files: files.access)
    XCTAssertEqual(result.status, 0, result.standardError)
    let svg = try XCTUnwrap(files.contents["out.svg"])
    XCTAssertTrue(svg.contains(">animView.borderWidth</text>"))
    XCTAssertTrue(svg.contains(">red</text>") && svg.contains(">alpha</text>"))  // colour legend
    XCTAssertEqual(svg.components(separatedBy: "<path d=").count - 1, 5)  // width + 4 components
  }
}
