import Foundation
import LayerKit
import LayerKitScenes
import XCTest

@testable import LayerKitCommands

/// The command's contract under hostile input (SceneFiles.md: its Input, Output and Limits; test names end in the section they check): every transform as 16
/// numbers, standard input and files read the same way and safely, bounded output, a careful
/// `--output`, and consistent handling of option values.
final class CommandRobustnessTests: XCTestCase {
  private func run(_ arguments: [String], scene: String) -> CommandResult {
    let files = CommandTests.Files(["scene.json": scene])
    return LayerKitCommand.run(arguments, files: files.access)
  }

  private let rotation =
    #"{"layers": [{"name": "a", "animations": [{"type": "basic", "keyPath": "transform", "fromValue": "identity", "toValue": "identity", "duration": 1}]}]}"#

  func testIdentityTransformPrintsSixteenNumbers_Output() throws {
    let result = run(
      ["sample", "scene.json", "--at", "0.5", "--key", "a.transform"], scene: rotation)
    XCTAssertEqual(result.status, 0, result.standardError)
    let identity =
      "[1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0]"
    XCTAssertEqual(
      result.standardOutput,
      #"{"samples": [{"time": 0.5, "values": {"a.transform": "# + identity + "}}]}\n")
    // A scene file may still say "identity"; only output is always numbers.
    XCTAssertEqual(AnimatableValue.transform(.identity).jsonValue.serialized(), identity)
  }

  func testStandardInputAndFilesAreReadSafely_Input() throws {
    // A directory, on standard input or by name: an error, not a crash.
    let directory = open(NSTemporaryDirectory(), O_RDONLY)
    defer { close(directory) }
    XCTAssertThrowsError(try readText(descriptor: directory, name: "-")) { error in
      XCTAssertEqual("\(error)", "is a directory")
    }
    XCTAssertThrowsError(try FileAccess.system.read(NSTemporaryDirectory())) { error in
      XCTAssertEqual("\(error)", "is a directory")
    }
    // An endless device stops at the limit.
    let zero = open("/dev/zero", O_RDONLY)
    defer { close(zero) }
    XCTAssertThrowsError(try readText(descriptor: zero, name: "-")) { error in
      XCTAssertTrue("\(error)".hasPrefix("is larger than 67108864 bytes"), "\(error)")
    }
  }

  func testTextIsDecodedTheSameWayEverywhere_Input() throws {
    // A byte-order mark is skipped; invalid UTF-8 is an error naming the byte.
    XCTAssertEqual(try decodeText([0xEF, 0xBB, 0xBF] + Array("{}".utf8)), "{}")
    XCTAssertEqual(try decodeText(Array("é".utf8)), "é")
    XCTAssertThrowsError(try decodeText(Array("{\"a\": \"".utf8) + [0xFF])) { error in
      XCTAssertEqual("\(error)", "is not UTF-8 text (an invalid byte at offset 7)")
    }
    // The same bytes through a file and through a pipe give the same answer.
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("bom-\(UUID()).json")
    try Data([0xEF, 0xBB, 0xBF] + Array(#"{"layers": []}"#.utf8)).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    XCTAssertEqual(try FileAccess.system.read(url.path), #"{"layers": []}"#)
    var pipe: [Int32] = [0, 0]
    XCTAssertEqual(Foundation.pipe(&pipe), 0)
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"layers": []}"#.utf8)
    _ = bytes.withUnsafeBytes { Foundation.write(pipe[1], $0.baseAddress, $0.count) }
    close(pipe[1])
    XCTAssertEqual(try readText(descriptor: pipe[0], name: "-"), #"{"layers": []}"#)
    close(pipe[0])
  }

  func testOptionValuesAreDecimalNumbers_Input() {
    // -0 reads as 0; hexadecimal, inf and nan are not numbers (usage, 2); a number beyond
    // Double's range or a negative time is bad input (1).
    let minusZero = run(["sample", "scene.json", "--at", "-0"], scene: rotation)
    XCTAssertEqual(minusZero.status, 0)
    XCTAssertTrue(minusZero.standardOutput.hasPrefix(#"{"samples": [{"time": 0.0,"#))
    for text in ["0x10", "inf", "nan", "1..2", "", "1e", "+"] {
      let result = run(["sample", "scene.json", "--at", text], scene: rotation)
      XCTAssertEqual(result.status, 2, "\(text): \(result.standardError)")
    }
    for text in ["1e999", "-1"] {
      let result = run(["sample", "scene.json", "--at", text], scene: rotation)
      XCTAssertEqual(result.status, 1, "\(text): \(result.standardError)")
    }
    XCTAssertEqual(run(["curve", "0x1,0,1,1"], scene: "").status, 1)
    XCTAssertEqual(run(["curve", "0.25,0,-0,1", "--samples", "2"], scene: "").status, 0)
  }

  func testOutputIsBoundedInValues_Limits() {
    // One transform key (16 numbers) over 700,000 rows is 11.2 million numbers: refused before
    // any sampling, with the limit named.
    let result = run(
      [
        "sample", "scene.json", "--from", "0", "--to", "699.999", "--fps", "1000", "--key",
        "a.transform",
      ],
      scene: rotation)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.standardOutput, "")
    XCTAssertTrue(
      result.standardError.contains("more than the 10000000 one run may produce"),
      result.standardError)
    // Plots are bounded in points.
    let files = CommandTests.Files(["scene.json": rotation])
    let plot = LayerKitCommand.run(
      [
        "plot", "scene.json", "--key", "a.transform", "--from", "0", "--to", "100", "--fps",
        "1000", "--output", "out.svg",
      ], files: files.access)
    XCTAssertEqual(plot.status, 1)
    XCTAssertTrue(plot.standardError.contains("more than the 1000000"), plot.standardError)
    XCTAssertNil(files.contents["out.svg"])
  }

  func testOutputFilesAreWrittenAtomicallyAndReplacedOnlyWithForce_Output() throws {
    let folder = try makeTemporaryFolder("out")
    let target = folder.appendingPathComponent("curve.svg").path
    func curve(_ extra: [String]) -> CommandResult {
      LayerKitCommand.run(["curve", "easeIn", "--output", target] + extra)
    }
    XCTAssertEqual(curve([]).status, 0)
    // An existing file is not replaced without --force.
    let refused = curve([])
    XCTAssertEqual(refused.status, 1)
    XCTAssertTrue(refused.standardError.contains("exists (give --force to replace it)"))
    // With --force it is, keeping its permissions.
    XCTAssertEqual(chmod(target, 0o600), 0)
    XCTAssertEqual(curve(["--force"]).status, 0)
    var status = stat()
    XCTAssertEqual(stat(target, &status), 0)
    XCTAssertEqual(status.st_mode & 0o777, 0o600)
    // A symbolic link is followed: the file it names is replaced, the link stays.
    let real = folder.appendingPathComponent("real.svg").path
    let link = folder.appendingPathComponent("link.svg").path
    try "old".write(toFile: real, atomically: false, encoding: .utf8)
    XCTAssertEqual(symlink(real, link), 0)
    XCTAssertEqual(
      LayerKitCommand.run(["curve", "linear", "--output", link, "--force"]).status, 0)
    XCTAssertEqual(lstat(link, &status), 0)
    XCTAssertEqual(status.st_mode & S_IFMT, S_IFLNK)
    XCTAssertTrue(try String(contentsOfFile: real, encoding: .utf8).hasPrefix("<svg"))
    // No temporary file is left behind.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    XCTAssertEqual(Set(names), ["curve.svg", "real.svg", "link.svg"])
  }

  func testPlotOfValuesSpanningMoreThanTheRangeStaysFinite_V6() throws {
    let scene =
      #"{"layers": [{"name": "a", "animations": [{"type": "basic", "keyPath": "opacity", "fromValue": -1.7e308, "toValue": 1.7e308, "duration": 1}]}]}"#
    let files = CommandTests.Files(["scene.json": scene])
    let result = LayerKitCommand.run(
      [
        "plot", "scene.json", "--key", "a.opacity", "--from", "0", "--to", "1", "--output", "p.svg",
      ],
      files: files.access)
    XCTAssertEqual(result.status, 0, result.standardError)
    let svg = try XCTUnwrap(files.contents["p.svg"])
    XCTAssertFalse(svg.contains("nan"))
    XCTAssertFalse(svg.contains("inf"), svg)
  }
}

extension CommandRobustnessTests {
  func testLayerKindsInScenesAndOutput_Y7() throws {
    // Paths print as SVG path data, lists as arrays, copies by `#`.
    let scene = #"""
      {"layers": [{"name": "r", "kind": "replicator", "instanceCount": 2, "instanceDelay": 0.5,
        "sublayers": [{"name": "s", "kind": "shape", "path": "M 0 0 L 10 0",
          "animations": [{"type": "basic", "keyPath": "path", "toValue": "M 0 10 L 20 10",
            "duration": 1}]},
          {"name": "g", "kind": "gradient", "colors": [[1, 0, 0, 1], [0, 0, 1, 1]]}]}]}
      """#
    let result = LayerKitCommand.run(
      [
        "sample", "scene.json", "--at", "0.5", "--key", "s.path", "--key", "s#1.path", "--key",
        "g.colors", "--key", "s#1.instanceColor",
      ],
      files: CommandTests.Files(["scene.json": scene]).access)
    XCTAssertEqual(result.status, 0, result.standardError)
    XCTAssertEqual(
      result.standardOutput,
      #"{"samples": [{"time": 0.5, "values": {"s.path": "M 0.0 5.0 L 15.0 5.0", "s#1.path": "M 0.0 0.0 L 10.0 0.0", "g.colors": [[1.0, 0.0, 0.0, 1.0], [0.0, 0.0, 1.0, 1.0]], "s#1.instanceColor": [1.0, 1.0, 1.0, 1.0]}}]}"#
        + "\n")
    // Bad input, each located, exit 1.
    let cases: [(String, String)] = [
      (#"{"layers": [{"kind": "blob"}]}"#, "layers[0].kind: unknown value 'blob'"),
      (
        #"{"layers": [{"strokeEnd": 0.5}]}"#,
        "layers[0].strokeEnd: is a property of shape layers, not of a plain layer"
      ),
      (
        #"{"layers": [{"kind": "text", "instanceCount": 3}]}"#,
        "layers[0].instanceCount: is a property of replicator layers, not of a text layer"
      ),
      (
        #"{"layers": [{"kind": "shape", "animations": [{"type": "basic", "keyPath": "path", "fromValue": "M 0 0 L 1 1", "toValue": "M 0 0 Q 1 1 2 2"}]}]}"#,
        "layers[0].animations[0].toValue: does not have the structure of fromValue: element 1 is line in one path and quad in the other"
      ),
      (
        #"{"layers": [{"kind": "gradient", "animations": [{"type": "basic", "keyPath": "locations", "fromValue": [0], "toValue": [0, 1]}]}]}"#,
        "layers[0].animations[0].toValue: does not have the structure of fromValue: lists of 1 and 2 numbers"
      ),
    ]
    for (scene, message) in cases {
      let check = LayerKitCommand.run(
        ["check", "scene.json"], files: CommandTests.Files(["scene.json": scene]).access)
      XCTAssertEqual(check.status, 1, scene)
      XCTAssertEqual(check.standardOutput, "")
      XCTAssertTrue(check.standardError.hasPrefix("error: " + message), check.standardError)
    }
  }

  func testThePreviewPlaysAnimationsTheScriptAdds_Preview() throws {
    // A 3 s fade added by the script at 5 ends at 8: the page plays until 8.5 by default.
    let scene = try Scene(
      json: #"""
        {"layers": [{"name": "a"}],
         "script": [{"at": 5, "add": {"type": "basic", "keyPath": "opacity", "toValue": 0,
                                      "duration": 3}, "to": "a", "key": "fade"}]}
        """#)
    let simulation = try SceneSimulation(scene)
    XCTAssertEqual(PreviewCommand.defaultEnd(of: simulation), 8.5)
  }

  func testAReplicatedCopyIsShadedFromItsDelay_Y5() throws {
    // Copy 1 of a replicator with instanceDelay 0.5 runs the dot's 1 s fade over [0.5, 1.5].
    let scene = try Scene(
      json: #"""
        {"layers": [{"name": "r", "kind": "replicator", "instanceCount": 3, "instanceDelay": 0.5,
                     "sublayers": [{"name": "dot", "animations": [
                       {"type": "basic", "keyPath": "opacity", "fromValue": 1, "toValue": 0,
                        "duration": 1}]}]}]}
        """#)
    let simulation = try SceneSimulation(scene)
    let copy = try PlotCommand.timeline(of: SceneKey("dot#1.opacity"), in: scene, simulation)
    XCTAssertEqual(copy.intervals, [0.5...1.5])
    let own = try PlotCommand.timeline(of: SceneKey("dot.opacity"), in: scene, simulation)
    XCTAssertEqual(own.intervals, [0...1])
  }
}
