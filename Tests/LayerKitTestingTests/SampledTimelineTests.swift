import Foundation
import LayerKit
import LayerKitScenes
import XCTest

@testable import LayerKitTesting

/// Sampled timelines: sampling a layer or a tree, the two text forms `layerkit sample` prints,
/// comparison, and the golden-file workflow in a temporary folder. Expected values are closed
/// forms of linear interpolation (B1, T7).
final class SampledTimelineTests: XCTestCase {
  /// A plain layer whose opacity fades 1 → 0 linearly over 1 s, and whose position moves
  /// (0, 0) → (100, 50) over the same second.
  private func fadingLayer(name: String? = nil) throws -> Layer {
    let layer = Layer(name: name)
    var fade = BasicAnimation(keyPath: .opacity, from: 1, to: 0, timingFunction: .linear)
    fade.duration = 1
    try layer.add(fade, forKey: nil)
    var move = BasicAnimation(
      keyPath: .position, from: .point(Point(x: 0, y: 0)), to: .point(Point(x: 100, y: 50)),
      timingFunction: .linear)
    move.duration = 1
    try layer.add(move, forKey: nil)
    return layer
  }

  private var temporaryFolder: URL!

  override func setUpWithError() throws {
    temporaryFolder = FileManager.default.temporaryDirectory
      .appendingPathComponent("LayerKitTesting-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: temporaryFolder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(at: temporaryFolder)
  }

  func testLayerTimelineSamplesBothEnds_B1_T7() throws {
    let timeline = try fadingLayer().timeline(of: ["opacity", "position"], from: 0, to: 1, fps: 4)
    XCTAssertEqual(timeline.columns.map(\.name), ["opacity", "position"])
    XCTAssertEqual(timeline.times, [0, 0.25, 0.5, 0.75, 1])
    XCTAssertEqual(timeline.values(of: "opacity"), [1, 0.75, 0.5, 0.25, 1])  // removed at 1 (F2)
    XCTAssertEqual(timeline.values(of: "position")[2], .point(Point(x: 50, y: 25)))
    XCTAssertEqual(try Layer().timeline(of: ["opacity"], from: 0, to: 2, fps: 60).times.count, 121)
  }

  func testTimelineRejectsBadInput_L5_Y7() throws {
    let layer = Layer()
    XCTAssertThrowsError(try layer.timeline(of: ["positon"], from: 0, to: 1, fps: 30)) {
      XCTAssertEqual(
        "\($0)", "keyPaths[0].keyPath: unknown key path 'positon'; did you mean 'position'?")
    }
    XCTAssertThrowsError(try layer.timeline(of: ["opacity"], from: 0, to: 1, fps: 0)) {
      XCTAssertEqual("\($0)", "fps: must be > 0 (got 0.0)")
    }
    XCTAssertThrowsError(try layer.timeline(of: ["opacity"], from: 1, to: 0, fps: 30)) {
      XCTAssertEqual("\($0)", "to: must not be before from (0.0 < 1.0)")
    }
    XCTAssertThrowsError(try layer.timeline(of: ["opacity"], from: 0, to: .infinity, fps: 30)) {
      XCTAssertEqual("\($0)", "to: must be a finite number (got inf)")
    }
    XCTAssertThrowsError(try layer.timeline(of: ["opacity"], from: 0, to: 1e9, fps: 1e9))
  }

  func testTreeTimelineNamesColumnsAfterLayers_F4_L1() throws {
    let tree = LayerTree()
    let card = try fadingLayer(name: "card")
    let plain = Layer()
    _ = tree.root.addSublayer(card)
    _ = tree.root.addSublayer(plain)
    let timeline = try tree.timeline(
      of: ["opacity"], layers: [card, plain], from: 0, to: 0.5, fps: 2)
    XCTAssertEqual(timeline.columns.map(\.name), ["card.opacity", "layer1.opacity"])
    XCTAssertEqual(timeline.rows, [[1, 1], [0.5, 1]])
    XCTAssertThrowsError(
      try tree.timeline(of: ["opacity"], layers: [Layer(name: "stray")], from: 0, to: 1, fps: 1)
    ) { XCTAssertEqual("\($0)", "layers[0]: stray is not in this tree") }
  }

  func testCSVAndJSONRoundTrip_Y2_Y4() throws {
    // One column of each shape: a number, a point, a transform, a path and a colour list.
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    path.addLine(to: Point(x: 10, y: 5))
    let columns: [SampledTimeline.Column] = [
      .init(.opacity), .init(.position), .init(.transform), .init(name: "shape.path", kind: .path),
      .init(name: "gradient.colors", kind: .colors), .init(.transformRotationZ),
    ]
    let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    let timeline = try SampledTimeline(
      columns: columns, times: [0, 0.5],
      rows: [
        [0.25, .point(Point(x: 1, y: 2)), .transform(.identity), .path(path), .colors([red]), 1],
        [
          nil, .point(Point(x: -1, y: 0.1)), .transform(Transform3D(scaleX: 2, y: 3)), nil, nil,
          nil,
        ],
      ])
    XCTAssertEqual(try SampledTimeline(json: timeline.json(), columns: columns), timeline)
    XCTAssertEqual(try SampledTimeline(csv: timeline.csv(), columns: columns), timeline)
    XCTAssertTrue(columns[5].isAngle)
    // The forms `layerkit sample` prints (SceneFiles.md): a transform as 16 numbers, absent
    // values left out.
    let json = timeline.json()
    XCTAssertTrue(
      json.hasPrefix(
        #"{"samples": [{"time": 0.0, "values": {"opacity": 0.25, "position": [1.0, 2.0], "transform": [1.0, 0.0, 0.0, 0.0, 0.0, 1.0"#
      ))
    XCTAssertTrue(
      json.contains(#"{"time": 0.5, "values": {"position": [-1.0, 0.1], "transform": [2.0, 0.0"#))
    let header = timeline.csv().split(separator: "\n")[0]
    XCTAssertTrue(header.hasPrefix("time,opacity,position[0],position[1],transform[0],"))
    // A list spreads over its longest value's numbers: one colour, four cells.
    XCTAssertTrue(
      header.hasSuffix(
        "transform[15],shape.path,gradient.colors[0],gradient.colors[1],gradient.colors[2],"
          + "gradient.colors[3],transform.rotation.z"))
  }

  func testReadingRejectsForeignText() throws {
    let columns = [SampledTimeline.Column(.opacity)]
    XCTAssertThrowsError(
      try SampledTimeline(
        json: #"{"samples": [{"time": 0, "values": {"opacty": 1}}]}"#, columns: columns)
    ) { XCTAssertEqual("\($0)", "samples[0].values.opacty: is not one of the timeline's columns") }
    XCTAssertThrowsError(
      try SampledTimeline(
        json: #"{"samples": [{"time": 0, "values": {"opacity": [1]}}]}"#, columns: columns)
    ) { XCTAssertEqual("\($0)", "samples[0].values.opacity: expected a number, got an array") }
    XCTAssertThrowsError(try SampledTimeline(csv: "time,opacity\n0,x\n", columns: columns)) {
      XCTAssertEqual("\($0)", "line 2, column 2: 'x' is not a number")
    }
    XCTAssertThrowsError(try SampledTimeline(csv: "time,alpha\n", columns: columns))
  }

  func testFirstMismatchNamesTheFirstDifferingTime_B1() throws {
    let layer = try fadingLayer()
    let timeline = try layer.timeline(of: ["opacity"], from: 0, to: 1, fps: 4)
    XCTAssertNil(timeline.firstMismatch(from: timeline))
    let expected = try SampledTimeline(
      columns: timeline.columns, times: timeline.times, rows: [[1], [0.75], [0.4], [0.2], [1]])
    let mismatch = try XCTUnwrap(timeline.firstMismatch(from: expected, tolerance: 1e-9))
    XCTAssertEqual(mismatch.firstDifferingTime, 0.5)
    XCTAssertEqual(
      mismatch.description,
      "opacity at t = 0.5: expected 0.4, got 0.5 (difference \(abs(0.5 - 0.4)), tolerance ±1e-09); "
        + "2 of 5 samples differ")
    // Other times, other columns.
    let shorter = try layer.timeline(of: ["opacity"], from: 0, to: 0.5, fps: 4)
    XCTAssertEqual(
      shorter.firstMismatch(from: timeline)?.description,
      "the sampled times differ at sample 3: expected t = 0.75, got no sample")
    let other = try layer.timeline(of: ["position"], from: 0, to: 1, fps: 4)
    XCTAssertEqual(
      other.firstMismatch(from: timeline)?.description,
      "the columns differ: expected opacity (number); got position (point)")
  }

  func testGoldenFileIsRecordedThenCompared() throws {
    let layer = try fadingLayer()
    let timeline = try layer.timeline(of: ["opacity", "position"], from: 0, to: 1, fps: 10)
    for name in ["fade.json", "fade.csv"] {
      let url = temporaryFolder.appendingPathComponent("Golden/\(name)")
      // Missing: written, and the check fails so that a recording never passes unnoticed.
      XCTAssertEqual(GoldenTimeline.check(timeline, file: url), .recorded(path: url.path))
      XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
      // One sample a line (a header and a line per sample in CSV), so that changes diff well.
      let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
      XCTAssertEqual(lines.count, name.hasSuffix(".csv") ? 12 : 13)
      if name.hasSuffix(".json") {
        XCTAssertEqual(
          lines[1], #"  {"time": 0.0, "values": {"opacity": 1.0, "position": [0.0, 0.0]}},"#)
      }
      // Present: compared.
      XCTAssertEqual(GoldenTimeline.check(timeline, file: url), .matched)
      // A changed behaviour: the first differing time is reported.
      var changed = try layer.timeline(of: ["opacity", "position"], from: 0, to: 1, fps: 10).rows
      changed[3][0] = 0.5
      let altered = try SampledTimeline(
        columns: timeline.columns, times: timeline.times, rows: changed)
      guard case .mismatch(let mismatch, _) = GoldenTimeline.check(altered, file: url) else {
        return XCTFail("expected a mismatch for \(name)")
      }
      XCTAssertEqual(mismatch.firstDifferingTime, timeline.times[3])
      // Recording everything replaces the file; never recording leaves a missing file failed.
      XCTAssertEqual(
        GoldenTimeline.check(altered, file: url, record: .all), .recorded(path: url.path))
      XCTAssertEqual(GoldenTimeline.check(altered, file: url), .matched)
    }
    let missing = temporaryFolder.appendingPathComponent("none.json")
    guard case .failed(let message) = GoldenTimeline.check(timeline, file: missing, record: .never)
    else { return XCTFail("a missing file must fail in record mode never") }
    XCTAssertEqual(message, "no golden timeline at \(missing.path), and LAYERKIT_RECORD is 'never'")
  }

  func testGoldenFilesKeepLinksRefuseNaNAndNameABadRecordMode_Security9() throws {
    let layer = try fadingLayer()
    let timeline = try layer.timeline(of: ["opacity"], from: 0, to: 1, fps: 4)
    // A golden file that is a symbolic link stays one: recording rewrites its target.
    let real = temporaryFolder.appendingPathComponent("real.json")
    let link = temporaryFolder.appendingPathComponent("link.json")
    try "{}".write(to: real, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
    XCTAssertEqual(
      GoldenTimeline.check(timeline, file: link, record: .all), .recorded(path: link.path))
    XCTAssertEqual(
      try FileManager.default.attributesOfItem(atPath: link.path)[.type] as? FileAttributeType,
      .typeSymbolicLink)
    XCTAssertEqual(GoldenTimeline.check(timeline, file: real), .matched)
    // A value that is not a finite number cannot be recorded (JSON would write null, which
    // never matches again): refused, naming it, and nothing is written.
    var rows = timeline.rows
    rows[2][0] = .number(.nan)
    let nan = try SampledTimeline(columns: timeline.columns, times: timeline.times, rows: rows)
    let missing = temporaryFolder.appendingPathComponent("nan.json")
    XCTAssertEqual(
      GoldenTimeline.check(nan, file: missing),
      .failed(
        "the timeline's opacity at t = 0.5 is not a finite number; a golden timeline holds "
          + "finite numbers only (\(missing.path))"))
    XCTAssertFalse(FileManager.default.fileExists(atPath: missing.path))
    // The record modes, with their documented spellings; a bad one is named as such.
    for (value, mode) in [("yes", RecordMode.all), ("NO", .never), ("1", .all), ("", .missing)] {
      XCTAssertEqual(try RecordMode.fromEnvironment(["LAYERKIT_RECORD": value]), mode, value)
    }
    let failures = Checks.timeline(
      { timeline }, file: "x.json",
      testFile: temporaryFolder.appendingPathComponent("T.swift").path,
      tolerance: .default, record: nil, environment: ["LAYERKIT_RECORD": "sometimes"])
    XCTAssertEqual(
      failures,
      [
        "LAYERKIT_RECORD: unknown record mode 'sometimes'; expected all (1, true, yes), "
          + "missing, or never (0, false, no)"
      ])
  }

  func testGoldenPathsAreRelativeToTheTestFile() {
    XCTAssertEqual(
      GoldenTimeline.url(of: "Golden/fade.json", relativeTo: "/src/Tests/FadeTests.swift").path,
      "/src/Tests/Golden/fade.json")
    XCTAssertEqual(
      GoldenTimeline.url(of: "/abs/x.csv", relativeTo: "/src/T.swift").path, "/abs/x.csv")
  }
}
