import Foundation
import LayerKit
import LayerKitScenes
import XCTest

@testable import LayerKitCommands

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What a hostile user tried against the newer surfaces: each test names the item of the
/// security review it covers (`_Security1` … `_Security12`; not `_S1`, which is the spring rule
/// S1) and checks the defined result that replaces the defect.
final class HostileInputTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws { folder = try makeTemporaryFolder("layerkit-hostile") }

  /// Strings that break pages written by string replacement: markup, script ends, comment
  /// openers, the template's own placeholders, JavaScript line ends, entities, XML's forbidden
  /// characters.
  static let hostile = [
    "<img src=x onerror=alert(1)>", "</script><script>alert(1)</script>", "<!--<script>",
    "@DATA@", "@TITLE@", "@PLOTS@", "a\u{2028}b\u{2029}c", "&amp;&lt;&", "]]>'\"",
    "\u{1}\u{B}\u{FFFE}",
  ]

  /// A scene whose every string a page shows is hostile: text layers named after the strings,
  /// holding them, with an animation keyed by them.
  static var hostileScene: String {
    let layers = hostile.enumerated().map { index, text in
      JSONValue.object([
        .init("name", .string(text + " \(index)")), .init("kind", .string("text")),
        .init("string", .string(text)),
        .init(
          "animations",
          .array([
            .object([
              .init("type", .string("basic")), .init("keyPath", .string("opacity")),
              .init("fromValue", .number(0)), .init("toValue", .number(1)),
              .init("duration", .number(0.5)), .init("key", .string(text)),
            ])
          ])),
      ])
    }
    return JSONValue.object([.init("layers", .array(layers))]).serialized()
  }

  private func write(_ text: String, _ name: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  private func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  func testPreviewPageRunsNoSceneSuppliedScript_Security1() throws {
    let scene = try write(Self.hostileScene, "@DATA@ <b>@TITLE@.json")
    let output = folder.appendingPathComponent("page.html").path
    let result = LayerKitCommand.run(
      ["preview", scene, "--output", output, "--from", "0", "--to", "1", "--fps", "4"])
    XCTAssertEqual(result.status, 0, result.standardError)
    let page = try String(contentsOfFile: output, encoding: .utf8)
    // The page's own two scripts, and no element any string could have opened.
    XCTAssertEqual(count("<script", in: page), 2)
    XCTAssertEqual(count("</script>", in: page), 2)
    XCTAssertFalse(page.lowercased().contains("<img"))
    XCTAssertFalse(page.contains("<b>"))
    // The title is the file name as text, its placeholders not replaced.
    XCTAssertTrue(page.contains("<title>@DATA@ &lt;b&gt;@TITLE@.json · layerkit preview</title>"))
    XCTAssertTrue(page.contains("<h1>@DATA@ &lt;b&gt;@TITLE@.json</h1>"))
    // The data block: no character that markup or an old parser reads, and still every string.
    let opening = #"<script type="application/json" id="data">"#
    let start = try XCTUnwrap(page.range(of: opening))
    let end = try XCTUnwrap(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let data = String(page[start.upperBound..<end.lowerBound])
    for forbidden in ["<", ">", "&", "\u{2028}", "\u{2029}"] {
      XCTAssertFalse(data.contains(forbidden), "raw \(forbidden.debugDescription) in the data")
    }
    let json = try JSONValue(parsing: data)
    XCTAssertEqual(json["title"], .string("@DATA@ <b>@TITLE@.json"))
    guard case .array(let boxes)? = json["boxes"], case .array(let events)? = json["events"] else {
      return XCTFail("no boxes or events")
    }
    for (index, text) in Self.hostile.enumerated() {
      XCTAssertEqual(boxes[index]["name"], .string(text + " \(index)"))
      XCTAssertEqual(boxes[index]["ss"]?["text"], .string(text))
      XCTAssertTrue(events.contains { $0.arrayElement(2) == .string(text) }, text)
    }
  }

  func testPreviewPageWithHostileStringsStaysAliveInABrowser_Security1() throws {
    let browser = try PreviewTests.requireBrowser()
    let scene = try write(Self.hostileScene, "@DATA@.json")
    let output = folder.appendingPathComponent("page.html")
    let result = LayerKitCommand.run(["preview", scene, "--output", output.path])
    XCTAssertEqual(result.status, 0, result.standardError)
    let dom = try PreviewTests.runBrowser(
      browser, ["--dump-dom", output.absoluteString + "#probe=0.75"])
    // The page's script ran to the end (it writes its probe) and added no element of a scene's.
    XCTAssertTrue(dom.contains(#"<pre id="probe" hidden="">"#), String(dom.prefix(300)))
    // The strings are text: an injected element or attribute would be serialised as markup.
    XCTAssertFalse(dom.lowercased().contains("<img"))
    XCTAssertFalse(dom.contains(#"onerror=""#))
    XCTAssertTrue(dom.contains("&lt;img src=x onerror=alert(1)&gt;"))
  }

  func testPlaceholdersAreFilledInOnePass_Security1() {
    XCTAssertEqual(
      PreviewPage.fill("<@A@|@B@|@@>", ["@A@": "@B@", "@B@": "<@A@>"]), "<@B@|<@A@>|@@>")
    XCTAssertEqual(
      PreviewPage.scriptData(#"{"s": "</script>&\#u{2028}\#u{2029}é"}"#),
      #"{"s": "\u003c/script\u003e\u0026\u2028\u2029é"}"#)
  }

  func testOneCharacterOutputNamesAreWritten_Security2() throws {
    for (path, folder) in [
      ("a", "."), ("-", "."), ("é", "."), ("/a", "/"), ("x/y", "x"), ("x/y/", "x"), ("/", "/"),
    ] {
      XCTAssertEqual(LayerKitCommands.folder(of: path), folder, path)
    }
    XCTAssertEqual(lastComponent(of: "dir/@DATA@.json"), "@DATA@.json")
    XCTAssertEqual(lastComponent(of: "é"), "é")
    // End to end, in a folder of its own: the names that trapped in Foundation.
    let scene = try write(Self.translate, "s.json")
    for (index, name) in ["a", "-", "é"].enumerated() {
      for arguments in [
        ["curve", "easeIn"],
        ["plot", scene, "--key", "box.position.x", "--from", "0", "--to", "1"],
        ["preview", scene],
      ] {
        let place = folder.appendingPathComponent("run\(index)-\(arguments[0])")
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
        let (status, _, error) = try CommandTests.launch(
          arguments + ["--output", name], in: place)
        XCTAssertEqual(status, 0, "\(arguments[0]) --output \(name): \(error)")
        XCTAssertEqual(
          try FileManager.default.contentsOfDirectory(atPath: place.path), [name],
          "\(arguments[0]) --output \(name)")
      }
    }
  }

  static let translate =
    #"{"layers": [{"name": "box", "animations": [{"type": "basic", "keyPath": "position.x", "fromValue": 0, "toValue": 100, "duration": 1}]}]}"#

  func testReplicatorCountsAreLimitedBeforeAnyCopyIsMade_Security3() throws {
    // 2³¹ − 1 copies: refused when read, at the count, before any copy exists.
    let huge =
      #"{"layers": [{"name": "r", "kind": "replicator", "instanceCount": 2147483647, "sublayers": [{"name": "dot"}]}]}"#
    XCTAssertEqual(
      Scene.check(json: huge).problems.map(\.description),
      [
        "layers[0].instanceCount: the replicators would draw more than 100000 copies of layers "
          + "in all, the most a scene may hold"
      ])
    let nested =
      #"{"layers": [{"name": "r", "kind": "replicator", "instanceCount": 10000, "sublayers": [{"name": "s", "kind": "replicator", "instanceCount": 10000, "sublayers": [{"name": "dot"}]}]}]}"#
    XCTAssertEqual(
      Scene.check(json: nested).problems.first?.path, "layers[0].sublayers[0].instanceCount")
    let command = LayerKitCommand.run(
      ["sample", try write(huge, "huge.json"), "--key", "dot#2147483646.opacity", "--at", "0"])
    XCTAssertEqual(command.status, 1)
    // Within the limit, one copy is made alone (O(depth)), equal to the enumerated one.
    let replicator = ReplicatorLayer()
    let inner = ReplicatorLayer()
    let dot = Layer()
    replicator.addSublayer(inner)
    inner.addSublayer(dot)
    replicator.instanceCount = 3
    replicator.instanceDelay = 0.1
    inner.instanceCount = 4
    inner.instanceDelay = 0.25
    try dot.add(
      BasicAnimation(keyPath: .opacity, from: 0, to: 1, timing: .init(duration: 2)), forKey: "f")
    XCTAssertEqual(dot.replicatedInstanceCount, 12)
    let all = dot.replicatedInstances(at: 1)
    XCTAssertEqual(all.count, 12)
    for index in 0..<12 {
      XCTAssertEqual(dot.replicatedInstance(index, at: 1), all[index], "copy \(index)")
    }
    XCTAssertEqual(all[7].copyIndices, [1, 3])  // outermost slowest: 7 = 1·4 + 3
    XCTAssertNil(dot.replicatedInstance(12, at: 1))
    inner.instanceCount = Int.max
    replicator.instanceCount = Int.max
    XCTAssertEqual(dot.replicatedInstanceCount, Int.max)  // saturated, not overflowed
  }

  func testThePreviewLimitCountsWhatIsRecorded_Security4() throws {
    // 100,000 colours: a gradient of 400,000 numbers a frame, 61 frames, 24 million values
    // (a box was counted as 96 numbers before, and this passed).
    let colours = Array(repeating: "[1,0,0,1]", count: 100_000).joined(separator: ",")
    let scene = try write(
      #"{"layers": [{"name": "g", "kind": "gradient", "colors": [\#(colours)]}]}"#, "g.json")
    let result = LayerKitCommand.run([
      "preview", scene, "--output", folder.appendingPathComponent("g.html").path, "--to", "1",
    ])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(
      result.standardError.hasPrefix("error: preview: 61 samples of 400072 numbers"),
      result.standardError)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("g.html").path))
  }

  func testObjectsWithManyMembersAreReadInLinearTime_Security5() throws {
    // 200,000 members: a scan of the earlier members for each would take minutes; a set of the
    // names takes a moment. The repeated one at the end is still found.
    var text = "{" + (0..<200_000).map { #""k\#($0)": 0"# }.joined(separator: ",")
    XCTAssertNoThrow(try JSONValue(parsing: text + "}"))
    text += #", "k7": 1}"#
    XCTAssertThrowsError(try JSONValue(parsing: text)) { error in
      XCTAssertTrue("\(error)".contains("the member 'k7' appears twice"), "\(error)")
    }
    // A scene with as many unknown fields is refused with every one of them located.
    let scene =
      #"{"layers": [{"# + (0..<100_000).map { #""f\#($0)": 0"# }.joined(separator: ",")
      + "}]}"
    XCTAssertEqual(Scene.check(json: scene).problems.count, 100_000)
  }

  func testSVGHoldsOnlyCharactersXMLAllows_Security10() throws {
    let scene = try write(
      #"{"layers": [{"name": "\u0001\u000b\ufffe", "animations": [{"type": "basic", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 1}]}]}"#,
      "s.json")
    let output = folder.appendingPathComponent("p.svg")
    let result = LayerKitCommand.run([
      "plot", scene, "--key", "\u{1}\u{B}\u{FFFE}.opacity", "--from", "0", "--to", "1",
      "--output", output.path,
    ])
    XCTAssertEqual(result.status, 0, result.standardError)
    let svg = try Data(contentsOf: output)
    XCTAssertTrue(XMLParser(data: svg).parse(), "the SVG is not well-formed XML")
    XCTAssertTrue(String(decoding: svg, as: UTF8.self).contains("\u{FFFD}\u{FFFD}\u{FFFD}.opacity"))
  }

  func testAnInterruptedWriteLeavesNoTemporaryFile_Security10() throws {
    // SIGINT raised while the temporary file exists is held back until the file is renamed
    // into place: the handler runs only after the write, and the folder holds the output alone.
    HostileInputTests.interrupted = 0
    let previous = signal(SIGINT) { _ in HostileInputTests.interrupted += 1 }
    defer { signal(SIGINT, previous) }
    let target = folder.appendingPathComponent("out.txt").path
    var seenDuringWrite = -1
    try writeAtomically(Array("complete".utf8), to: target, replacing: false) {
      raise(SIGINT)
      seenDuringWrite = HostileInputTests.interrupted
    }
    XCTAssertEqual(seenDuringWrite, 0, "the signal arrived while the temporary file existed")
    XCTAssertEqual(HostileInputTests.interrupted, 1, "the signal was delivered after the write")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["out.txt"])
    XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "complete")
  }

  /// How many SIGINTs the test's handler saw (a signal handler can capture nothing).
  nonisolated(unsafe) static var interrupted = 0

  func testPreviewTimesKeepEveryDigit_Security10() throws {
    let scene = try write(Self.translate, "t.json")
    let output = folder.appendingPathComponent("t.html").path
    let result = LayerKitCommand.run([
      "preview", scene, "--output", output, "--from", "12345.678", "--to", "12345.7",
      "--fps", "29.97",
    ])
    XCTAssertEqual(result.status, 0, result.standardError)
    let page = try String(contentsOfFile: output, encoding: .utf8)
    XCTAssertTrue(page.contains(#""from": 12345.678, "fps": 29.97,"#))
    // Values keep a fraction at any size (1e-4 absolute at least).
    XCTAssertEqual(PreviewPage.number(123_456_789.25), "123456789.25")
    XCTAssertEqual(PreviewPage.number(0.123456789), "0.123457")
  }
}

extension HostileInputTests {
  /// A gradient whose locations animate from two to two numbers, and a replicator of three dots
  /// whose opacity fades with a delay of 0.25 s per copy.
  static let listsAndCopies = """
    {"layers": [
      {"name": "g", "kind": "gradient", "animations": [
        {"type": "basic", "keyPath": "locations", "fromValue": [0, 1], "toValue": [0.5, 1],
         "duration": 1, "timingFunction": "linear"}]},
      {"name": "r", "kind": "replicator", "instanceCount": 3, "instanceDelay": 0.25,
       "sublayers": [{"name": "dot", "kind": "shape", "lineCap": "round", "lineJoin": "bevel",
         "animations": [{"type": "basic", "keyPath": "opacity", "fromValue": 0, "toValue": 1,
                         "duration": 1, "timingFunction": "linear"}]}]}]}
    """

  func testListsSpreadOverColumnsAndCopiesAreSampled_Security12() throws {
    let scene = try write(Self.listsAndCopies, "lists.json")
    let csv = LayerKitCommand.run(["sample", scene, "--at", "0.5", "--format", "csv"])
    XCTAssertEqual(csv.status, 0, csv.standardError)
    // Linear halfway: locations (0.25, 1); copy i of the dot at 0.5 − 0.25·i.
    XCTAssertEqual(
      csv.standardOutput,
      "time,g.locations[0],g.locations[1],dot.opacity,dot#1.opacity,dot#2.opacity\n"
        + "0.5,0.25,1.0,0.5,0.25,0.0\n")
    // The CSV reads back as the same timeline.
    let timeline = try SampledTimeline(
      csv: csv.standardOutput,
      columns: [
        .init(name: "g.locations", kind: .numbers), .init(name: "dot.opacity", kind: .number),
        .init(name: "dot#1.opacity", kind: .number), .init(name: "dot#2.opacity", kind: .number),
      ])
    XCTAssertEqual(timeline.rows[0][0], .numbers([0.25, 1]))
    // plot draws a line per element of the list.
    let svg = folder.appendingPathComponent("l.svg")
    let plot = LayerKitCommand.run([
      "plot", scene, "--key", "g.locations", "--from", "0", "--to", "1", "--output", svg.path,
    ])
    XCTAssertEqual(plot.status, 0, plot.standardError)
    let text = try String(contentsOf: svg, encoding: .utf8)
    XCTAssertTrue(text.contains(">[0]</text>") && text.contains(">[1]</text>"))
  }

  func testCheckSpeaksPlainlyAndInDocumentOrder_Security12() throws {
    let ok = LayerKitCommand.run(["check", try write(Self.translate, "one.json")])
    XCTAssertEqual(ok.standardOutput, "ok: 1 layer, 1 animation, 0 script actions, 0 warnings\n")
    // A bad value before a misspelt field: reported in that order, the misspelling with a hint.
    let bad = LayerKitCommand.run([
      "check",
      try write(
        #"{"layers": [{"name": "ring", "kind": "shape", "opacity": "x", "strokeEnds": 1}]}"#,
        "bad.json"),
    ])
    XCTAssertEqual(
      bad.standardError,
      "error: layers[0].opacity: expected a number, got a string\n"
        + "error: layers[0].strokeEnds: unknown field; did you mean 'strokeEnd'?\n")
    // An unknown path element lists the elements.
    XCTAssertEqual(
      Scene.check(json: #"{"layers": [{"kind": "shape", "path": [{"mve": [0, 0]}]}]}"#).problems
        .map(\.description),
      [
        "layers[0].path[0].mve: unknown path element 'mve'; did you mean 'move'?; the elements "
          + "are move, line, quad, cubic, rect, ellipse, arc, close"
      ])
  }

  func testNamesAndKeysAreSplitByScalar_Security12() throws {
    // A `.` under a combining mark is one Character but still a `.` (found by the preview
    // fuzz target): refused in a name; in a key it separates the layer from the key path.
    XCTAssertEqual(
      Scene.check(json: #"{"layers": [{"name": "a.\u0301b"}]}"#).problems.map(\.description),
      ["layers[0].name: a layer name must be non-empty and contain no '.' or '#'"])
    XCTAssertThrowsError(try SceneKey("box.\u{301}opacity")) { error in
      XCTAssertEqual(
        "\(error)",
        "key: 'box.\u{301}opacity': unknown key path '\u{301}opacity'; did you mean 'opacity'?")
    }
  }

  func testThePreviewDrawsLineCapsJoinsAndListCharts_Security12() throws {
    let scene = try write(Self.listsAndCopies, "lists.json")
    let output = folder.appendingPathComponent("lists.html").path
    let result = LayerKitCommand.run(["preview", scene, "--output", output, "--to", "1"])
    XCTAssertEqual(result.status, 0, result.standardError)
    let page = try String(contentsOfFile: output, encoding: .utf8)
    XCTAssertTrue(page.contains(#""cap": "round""#) && page.contains(#""join": "bevel""#))
    XCTAssertTrue(page.contains(">g.locations</text>"), "no chart for the list")
  }
}

extension JSONValue {
  /// Element `index` of an array, if this is one that long.
  fileprivate func arrayElement(_ index: Int) -> JSONValue? {
    guard case .array(let elements) = self, index < elements.count else { return nil }
    return elements[index]
  }
}
