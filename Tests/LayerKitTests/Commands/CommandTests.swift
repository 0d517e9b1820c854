import Foundation
import LayerKit
import LayerKitCommands
import LayerKitRender
import LayerKitScenes
import XCTest

/// The `layerkit` command (SceneFiles.md): golden outputs computed independently, exit statuses,
/// located errors on standard error only, and outputs that parse back.
final class CommandTests: XCTestCase {
  /// An in-memory file system: the scene under "scene.json" and whatever the command writes.
  final class Files: @unchecked Sendable {
    var contents: [String: String]
    var bytes: [String: [UInt8]] = [:]
    init(_ contents: [String: String]) { self.contents = contents }
    var access: FileAccess {
      FileAccess(
        read: { path in
          guard let text = self.contents[path] else { throw CocoaError(.fileNoSuchFile) }
          return text
        },
        write: { path, text, replacing in
          guard replacing || self.contents[path] == nil else {
            throw FileAccessError(description: "exists (give --force to replace it)")
          }
          self.contents[path] = text
        },
        writeBytes: { path, bytes, replacing in
          guard replacing || self.bytes[path] == nil else {
            throw FileAccessError(description: "exists (give --force to replace it)")
          }
          self.bytes[path] = bytes
        })
    }
  }

  static let translate = """
    {"layers": [{"name": "box", "position": [100, 100], "animations": [
      {"key": "move", "type": "basic", "keyPath": "position", "toValue": [300, 400], "duration": 2,
       "removedOnCompletion": false, "fillMode": "forwards"},
      {"key": "fade", "type": "basic", "keyPath": "opacity", "fromValue": 1, "toValue": 0, "duration": 1}]}],
     "script": [{"at": 1.5, "remove": "move", "from": "box"}]}
    """

  private func run(_ arguments: [String], scene: String = translate, files: Files? = nil)
    -> CommandResult
  {
    let files = files ?? Files(["scene.json": scene])
    return LayerKitCommand.run(arguments, files: files.access)
  }

  func testSampleJSONAtTimes() throws {
    let result = run(["sample", "scene.json", "--at", "0.5,1.75,0"])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(result.standardError, "")
    let json = try JSONValue(parsing: result.standardOutput)
    guard case .array(let samples)? = json["samples"] else { return XCTFail(result.standardOutput) }
    // Linear from (100, 100) to (300, 400) over 2 s; fade 1 → 0 over 1 s; move removed at 1.5.
    XCTAssertEqual(samples.map { $0["time"] }, [.number(0.5), .number(1.75), .number(0)])
    XCTAssertEqual(samples[0]["values"]?["box.position"], .array([.number(150), .number(175)]))
    XCTAssertEqual(samples[0]["values"]?["box.opacity"], .number(0.5))
    XCTAssertEqual(samples[1]["values"]?["box.position"], .array([.number(100), .number(100)]))
    XCTAssertEqual(samples[1]["values"]?["box.opacity"], .number(1))
    XCTAssertEqual(samples[2]["values"]?["box.opacity"], .number(1))
  }

  func testSampleCSVRangeParsesBack() throws {
    let result = run([
      "sample", "scene.json", "--from", "0", "--to", "1", "--fps", "4", "--format", "csv", "--key",
      "box.position",
    ])
    XCTAssertEqual(result.status, 0, result.standardError)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.first, "time,box.position[0],box.position[1]")
    XCTAssertEqual(lines.count, 6)  // header and t = 0, 0.25, 0.5, 0.75, 1
    for (i, line) in lines.dropFirst().enumerated() {
      let cells = line.split(separator: ",").compactMap { Double($0) }
      let t = Double(i) / 4
      XCTAssertEqual(cells, [t, 100 + 100 * t, 100 + 150 * t], line)
    }
  }

  func testNumbersPrintToReadBackToTheSameDouble() throws {
    let scene =
      #"{"layers": [{"name": "a", "animations": [{"type": "basic", "keyPath": "opacity", "fromValue": 0, "toValue": 0.1, "duration": 3}]}]}"#
    let result = run(["sample", "scene.json", "--at", "1", "--format", "csv"], scene: scene)
    let cell = result.standardOutput.split(separator: "\n")[1].split(separator: ",")[1]
    // (2/3)·0 + (1/3)·0.1 computed the same way the library documents (V1).
    XCTAssertEqual(Double(String(cell)), 0.0.interpolated(to: 0.1, fraction: 1.0 / 3))
  }

  func testEvents() throws {
    let result = run(["events", "scene.json", "--until", "10"])
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(
      result.standardOutput,
      #"{"events": [{"time": 0.0, "layer": "box", "key": "move", "event": "didStart"}, "#
        + #"{"time": 0.0, "layer": "box", "key": "fade", "event": "didStart"}, "#
        + #"{"time": 1.0, "layer": "box", "key": "fade", "event": "didStop", "finished": true}, "#
        + #"{"time": 1.5, "layer": "box", "key": "move", "event": "didStop", "finished": false}]}"#
        + "\n")
    let csv = run(["events", "scene.json", "--until", "10", "--format", "csv"])
    XCTAssertEqual(
      csv.standardOutput.split(separator: "\n").map(String.init),
      [
        "time,layer,key,event,finished", "0.0,box,move,didStart,", "0.0,box,fade,didStart,",
        "1.0,box,fade,didStop,true", "1.5,box,move,didStop,false",
      ])
  }

  func testPlotWritesAnSVGChart() throws {
    let files = Files(["scene.json": Self.translate])
    let result = run(
      [
        "plot", "scene.json", "--key", "box.position", "--key", "box.opacity", "--from", "0",
        "--to", "2", "--output", "plot.svg",
      ], files: files)
    XCTAssertEqual(result.status, 0, result.standardError)
    let svg = try XCTUnwrap(files.contents["plot.svg"])
    XCTAssertTrue(svg.hasPrefix("<svg"))
    XCTAssertTrue(svg.contains(">box.position</text>"))
    XCTAssertTrue(svg.contains(">box.opacity</text>"))
    XCTAssertTrue(svg.contains(">time (s)</text>"))
    XCTAssertEqual(svg.components(separatedBy: "<path d=").count - 1, 3)  // x, y, opacity
    XCTAssertTrue(svg.contains("stroke-dasharray"))  // key times marked
  }

  func testPlotLabelsTheAxisFlipsItOnRequestAndSaysWhatItWrote() throws {
    let files = Files(["scene.json": Self.translate])
    let arguments = [
      "plot", "scene.json", "--key", "box.position.y", "--key", "box.cornerRadius", "--from", "0",
      "--to", "1", "--fps", "2", "--output", "up.svg",
    ]
    let up = run(arguments, files: files)
    XCTAssertEqual(up.status, 0, up.standardError)
    // The y axis is labelled with the key path; a key no animation changes is flagged; the
    // file written is named on standard error, standard output stays empty.
    XCTAssertEqual(
      up.standardError,
      "warning: plot: no animation of the scene changes box.cornerRadius; its line shows the "
        + "model value\nwrote up.svg\n")
    XCTAssertEqual(up.standardOutput, "")
    let svg = try XCTUnwrap(files.contents["up.svg"])
    XCTAssertTrue(svg.contains(">position.y</text>"))
    // position.y rises 100 → 250 → 250 over the samples 0, 0.5, 1 (linear to 400 over 2 s):
    // drawn upwards, the line's y coordinate falls; with --y-down it grows.
    func firstLine(_ svg: String) -> [Double] {
      let d = svg.components(separatedBy: "<path d=\"")[1].prefix { $0 != "\"" }
      return d.split(separator: " ").enumerated().compactMap { index, part in
        index % 2 == 1 ? Double(part) : nil
      }
    }
    let rising = firstLine(svg)
    XCTAssertGreaterThan(rising[0], rising[2])
    let down = run(Array(arguments.dropLast()) + ["down.svg", "--y-down"], files: files)
    XCTAssertEqual(down.status, 0, down.standardError)
    let flipped = try XCTUnwrap(files.contents["down.svg"])
    XCTAssertTrue(flipped.contains(">position.y (down)</text>"))
    let falling = firstLine(flipped)
    XCTAssertLessThan(falling[0], falling[2])
    // curve says what it wrote too.
    XCTAssertEqual(
      run(["curve", "easeIn", "--output", "c.svg"], files: files).standardError, "wrote c.svg\n")
  }

  func testVersionAndDefaultFramesPerSecond() throws {
    let version = run(["--version"])
    XCTAssertEqual(version.status, 0)
    XCTAssertEqual(version.standardOutput, "layerkit \(LayerKitCommand.version)\n")
    // --from and --to alone sample at 60 frames a second, as plot does: 0 … 0.5 is 31 rows.
    let sample = run(["sample", "scene.json", "--from", "0", "--to", "0.5", "--format", "csv"])
    XCTAssertEqual(sample.status, 0, sample.standardError)
    XCTAssertEqual(sample.standardOutput.split(separator: "\n").count, 1 + 31)
  }

  func testUnknownNamesComeWithASuggestion() {
    XCTAssertTrue(
      run(["smaple"]).standardError.hasPrefix("unknown command 'smaple'; did you mean 'sample'?"))
    XCTAssertEqual(
      run(["sample", "scene.json", "--fsp", "3"]).standardError,
      "sample: unknown option '--fsp'; did you mean '--fps'? (see layerkit sample --help)\n")
    XCTAssertEqual(
      run(["sample", "scene.json", "--at", "0", "--key", "bx.opacity"]).standardError,
      "error: key: 'bx.opacity': no layer is named 'bx'; did you mean 'box'?\n")
    XCTAssertEqual(
      run(["sample", "scene.json", "--at", "0", "--key", "box.opacty"]).standardError,
      "error: key: 'box.opacty': unknown key path 'opacty'; did you mean 'opacity'?\n")
    // Nothing close enough: no suggestion.
    XCTAssertEqual(
      run(["sample", "scene.json", "--at", "0", "--key", "box.frame"]).standardError,
      "error: key: 'box.frame': unknown key path 'frame'\n")
  }

  func testCurveTableAndDrawing_TF2() throws {
    let table = run(["curve", "easeInEaseOut", "--samples", "5"])
    XCTAssertEqual(table.status, 0)
    let rows = table.standardOutput.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",").compactMap { Double($0) }
    }
    XCTAssertEqual(rows.map { $0[0] }, [0, 0.25, 0.5, 0.75, 1])
    for row in rows {
      assertClose(row[1], ReferenceBezier.progress(0.42, 0, 0.58, 1, at: row[0]), Tolerance.solver)
    }
    let files = Files([:])
    let drawing = run(["curve", "1,0,0.75,1", "--output", "curve.svg"], files: files)
    XCTAssertEqual(drawing.status, 0, drawing.standardError)
    let svg = try XCTUnwrap(files.contents["curve.svg"])
    XCTAssertTrue(svg.contains("c1 (1, 0)"))
    XCTAssertTrue(svg.contains("c2 (0.75, 1)"))
    XCTAssertEqual(run(["curve", "1,2"]).status, 1)
    XCTAssertEqual(run(["curve", "0,nan,1,1"]).status, 1)
  }

  func testCurveOfASwiftUIAnimation_W4_W5() throws {
    // easeInOut(duration: 0.4) after a 0.1 s delay: over [0, 0.5], the curve at (t − 0.1)/0.4.
    let table = run(["curve", "easeInOut(duration: 0.4).delay(0.1)", "--samples", "6"])
    XCTAssertEqual(table.status, 0, table.standardError)
    let rows = table.standardOutput.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",").compactMap { Double($0) }
    }
    for (row, time) in zip(rows, [0, 0.1, 0.2, 0.3, 0.4, 0.5]) {
      assertClose(row[0], time, Tolerance.solver)
    }
    XCTAssertEqual(rows.count, 6)
    for row in rows.dropLast() {
      let x = max(row[0] - 0.1, 0) / 0.4
      assertClose(row[1], ReferenceBezier.progress(0.42, 0, 0.58, 1, at: x), Tolerance.solver)
    }
    let files = Files([:])
    let drawing = run(["curve", ".snappy", "--output", "snappy.svg"], files: files)
    XCTAssertEqual(drawing.status, 0, drawing.standardError)
    XCTAssertTrue(try XCTUnwrap(files.contents["snappy.svg"]).hasPrefix("<svg"))
    // Bad input names the problem; an endless animation needs a span.
    let order = run(["curve", "spring(bounce: 0.2, duration: 1)"])
    XCTAssertEqual(order.status, 1)
    XCTAssertTrue(order.standardError.contains("in that order"), order.standardError)
    XCTAssertEqual(run(["curve", "wobble(1)"]).status, 1)
    XCTAssertEqual(run(["curve", "linear.repeatForever()"]).status, 1)
    XCTAssertEqual(run(["curve", "linear.repeatForever()", "--duration", "2"]).status, 0)
    XCTAssertEqual(run(["curve", "easeInEaseOut", "--duration", "2"]).status, 2)
  }

  func testRenderDrawsTheSceneAtATime_R10() throws {
    // A 100 × 100 red box at (100, 100) fading out over 1 s: at 0.5 s half its alpha.
    let scene =
      #"{"layers": [{"name": "box", "position": [100, 100], "bounds": [0, 0, 100, 100], "backgroundColor": [1, 0, 0, 1], "animations": [{"type": "basic", "keyPath": "opacity", "fromValue": 1, "toValue": 0, "duration": 1}]}]}"#
    let files = Files(["scene.json": scene])
    let result = run(
      ["render", "scene.json", "--at", "0.5", "--output", "box.png"], scene: scene, files: files)
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(result.standardOutput, "")
    let image = try PNG.decode(try XCTUnwrap(files.bytes["box.png"]))
    // The default canvas is the layer's frame: 100 × 100 from (50, 50).
    XCTAssertEqual(image.width, 100)
    XCTAssertEqual(image.pixel(x: 50, y: 50)?.red, 255)
    XCTAssertEqual(
      Double(image.pixel(x: 50, y: 50)?.alpha ?? 0), 127.5, accuracy: Tolerance.byteStep)
    // A canvas of its own, at 2×, over white: the box's top left quarter shows.
    let sized = run(
      [
        "render", "scene.json", "--at", "0", "--size", "100,100", "--scale", "2", "--background",
        "1,1,1,1", "--output", "sized.png",
      ],
      scene: scene, files: files)
    XCTAssertEqual(sized.status, 0, sized.standardError)
    let big = try PNG.decode(try XCTUnwrap(files.bytes["sized.png"]))
    XCTAssertEqual(big.width, 200)
    XCTAssertEqual(big.pixel(x: 20, y: 20)?.green, 255)  // white background
    XCTAssertEqual(big.pixel(x: 150, y: 150)?.green, 0)  // the red box
    // A filmstrip of three frames side by side, and an animated PNG.
    let strip = run(
      ["render", "scene.json", "--from", "0", "--to", "1", "--fps", "2", "--output", "strip.png"],
      scene: scene, files: files)
    XCTAssertEqual(strip.status, 0, strip.standardError)
    XCTAssertEqual(try PNG.decode(try XCTUnwrap(files.bytes["strip.png"])).width, 300)
    let animated = run(
      [
        "render", "scene.json", "--from", "0", "--to", "1", "--fps", "2", "--animated", "--output",
        "a.png",
      ], scene: scene, files: files)
    XCTAssertEqual(animated.status, 0, animated.standardError)
    let apng = try XCTUnwrap(files.bytes["a.png"])
    XCTAssertNotNil(String(decoding: apng, as: UTF8.self).range(of: "acTL"))
  }

  func testAMaskIsRefusedNotSilentlyDropped_R5() {
    // Masks are not modelled (R5): a scene that asks for one is told so, not drawn unmasked.
    let masked = run(
      ["render", "scene.json", "--at", "0", "--size", "10,10", "--output", "x.png"],
      scene: #"{"layers": [{"name": "a", "mask": {"name": "m"}}]}"#)
    XCTAssertEqual(masked.status, 1)
    XCTAssertTrue(masked.standardError.contains("mask"), masked.standardError)
  }

  func testRenderRefusesBadRequestsBeforeDrawing_R10() {
    XCTAssertEqual(run(["render", "scene.json", "--at", "0"]).status, 2)  // no --output
    XCTAssertEqual(
      run(["render", "scene.json", "--at", "0", "--size", "100000,100000", "--output", "x.png"])
        .status, 1)
    XCTAssertEqual(
      run(["render", "scene.json", "--at", "0", "--scale", "0", "--output", "x.png"]).status, 1)
    XCTAssertEqual(
      run(["render", "scene.json", "--at", "0", "--background", "2,0,0,1", "--output", "x.png"])
        .status, 1)
    XCTAssertEqual(run(["render", "scene.json", "--at", "-1", "--output", "x.png"]).status, 1)
    let empty = run(
      ["render", "scene.json", "--at", "0", "--output", "x.png"],
      scene: #"{"layers": [{"name": "a"}]}"#)
    XCTAssertEqual(empty.status, 1)
    XCTAssertTrue(empty.standardError.contains("--size"), empty.standardError)
  }

  func testCheck() {
    let ok = run(["check", "scene.json"])
    XCTAssertEqual(ok.status, 0)
    XCTAssertEqual(ok.standardOutput, "ok: 1 layer, 2 animations, 1 script action, 0 warnings\n")
    let warned = run(
      ["check", "scene.json"],
      scene:
        #"{"layers": [{"animations": [{"type": "keyframe", "keyPath": "opacity", "values": [1, 0], "keyTimes": [0.5, 1]}]}]}"#
    )
    XCTAssertEqual(warned.status, 0)
    XCTAssertEqual(
      warned.standardError,
      "warning: layers[0].animations[0].keyTimes[0]: the first keyTime must be 0; ignored, as Core Animation ignores them\n"
    )
  }

  func testBadInputIsStatusOneWithLocatedLinesOnStandardErrorOnly() {
    // Aligned table: scene, arguments, the first line of standard error.
    let bad =
      #"{"layers": [{"name": "box", "animations": [{"type": "basic", "keyPath": "opacity", "duration": -1}]}]}"#
    let cases: [(String, [String], String)] = [
      (
        "{", ["sample", "scene.json", "--at", "0"],
        "error: malformed JSON at line 1, column 2: expected a member name in quotes, found the end of the text"
      ),
      (
        bad, ["sample", "scene.json", "--at", "0"],
        "error: layers[0].animations[0].duration: must not be negative (got -1.0)"
      ),
      (
        bad, ["check", "scene.json"],
        "error: layers[0].animations[0].duration: must not be negative (got -1.0)"
      ),
      (
        Self.translate, ["sample", "scene.json", "--at", "0", "--key", "ghost.opacity"],
        "error: key: 'ghost.opacity': no layer is named 'ghost'"
      ),
      (
        Self.translate, ["sample", "scene.json", "--at", "0", "--key", "box.frame"],
        "error: key: 'box.frame': unknown key path 'frame'"
      ),
      (
        Self.translate, ["sample", "scene.json", "--at", "-1"],
        "error: --at: media time starts at 0 (got -1.0)"
      ),
      (
        Self.translate, ["sample", "missing.json", "--at", "0"],
        "layerkit: cannot read 'missing.json'"
      ),
    ]
    for (scene, arguments, firstLine) in cases {
      let result = run(arguments, scene: scene)
      XCTAssertEqual(result.status, 1, "\(arguments)")
      XCTAssertEqual(result.standardOutput, "", "\(arguments)")
      XCTAssertTrue(
        result.standardError.hasPrefix(firstLine), "\(arguments): \(result.standardError)")
    }
  }

  func testUsageErrorsAreStatusTwo() {
    let cases: [[String]] = [
      [], ["frobnicate"], ["sample"], ["sample", "scene.json"],
      ["sample", "scene.json", "--at", "x"],
      ["sample", "scene.json", "--at", "1", "--format", "xml"],
      ["sample", "scene.json", "--bogus"],
      ["events", "scene.json"],
      ["plot", "scene.json", "--key", "box.opacity", "--from", "0", "--to", "1"],
      ["curve"], ["curve", "linear", "--samples", "1"],
      ["sample", "scene.json", "--at", "1", "--from", "0"],
    ]
    for arguments in cases {
      let result = run(arguments)
      XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
      XCTAssertEqual(result.standardOutput, "")
      XCTAssertFalse(result.standardError.isEmpty)
    }
  }

  func testHelpForEveryCommand() {
    for command in ["sample", "events", "plot", "curve", "check", "preview"] {
      let result = run([command, "--help"])
      XCTAssertEqual(result.status, 0)
      XCTAssertTrue(result.standardOutput.hasPrefix("USAGE: layerkit \(command)"), command)
    }
    XCTAssertTrue(run(["--help"]).standardOutput.hasPrefix("USAGE: layerkit <command>"))
  }

  /// The built `layerkit` executable, found next to the test bundle.
  static func executable() throws -> URL {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [directory, directory.deletingLastPathComponent()].map {
      $0.appendingPathComponent("layerkit")
    }
    guard
      let executable = candidates.first(where: {
        FileManager.default.isExecutableFile(atPath: $0.path)
      })
    else {
      throw XCTSkip("the layerkit executable is not built next to the tests")
    }
    return executable
  }

  /// Runs the built executable with `arguments` (in `folder`, if given): its status, standard
  /// output and standard error.
  static func launch(_ arguments: [String], in folder: URL? = nil) throws -> (
    Int32, String, String
  ) {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let error = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output, error)
  }

  func testTheBuiltExecutableUsesTheRealStreamsAndStatus() throws {
    func launch(_ arguments: [String]) throws -> (Int32, String, String) {
      try Self.launch(arguments)
    }
    let (status, output, _) = try launch(["curve", "linear", "--samples", "3"])
    XCTAssertEqual(status, 0)
    XCTAssertEqual(output, "t,progress\n0.0,0.0\n0.5,0.5\n1.0,1.0\n")
    let (usage, usageOutput, usageError) = try launch(["nope"])
    XCTAssertEqual(usage, 2)
    XCTAssertEqual(usageOutput, "")
    XCTAssertTrue(usageError.hasPrefix("unknown command 'nope'"))
  }
}
