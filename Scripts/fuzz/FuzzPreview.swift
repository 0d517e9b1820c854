// A libFuzzer target for LayerKit (see Scripts/fuzz/run.sh). The input's bytes become every
// string a scene can carry into `layerkit preview`: the file's name (the page's title), layer
// names, text layers' strings and animation keys (the event log). The page must keep its own
// two scripts and no more, and its script data must hold no `<`, `>`, `&`, U+2028 or U+2029
// and parse as JSON that gives every string back.
// Not part of the package: run.sh builds it against the library modules.

import LayerKit
import LayerKitScenes

@testable import LayerKitCommands

/// The libFuzzer entry point: one input, any bytes.
@_cdecl("LLVMFuzzerTestOneInput") public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int)
  -> CInt
{
  // The input, cut at zero bytes into strings (decoded as UTF-8, invalid bytes replaced).
  let parts = UnsafeBufferPointer(start: data, count: size).split(
    separator: 0, omittingEmptySubsequences: false
  ).map { String(decoding: $0, as: UTF8.self) }
  // The title is the file's last path component: no `/` in it.
  func replacing(_ text: String, _ scalars: Set<Unicode.Scalar>) -> String {
    var result = String.UnicodeScalarView()
    result.append(contentsOf: text.unicodeScalars.map { scalars.contains($0) ? "_" : $0 })
    return String(result)
  }
  let title = replacing(parts.first ?? "", ["/"]) + ".json"
  let texts = Array(parts.dropFirst().prefix(6))
  let layers = texts.enumerated().map { index, text in
    // A name may not hold `.` or `#` and must be unique: the string, made so, and its index.
    let name = replacing(text, [".", "#"]) + " \(index)"
    return JSONValue.object([
      .init("name", .string(name)), .init("kind", .string("text")), .init("string", .string(text)),
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
  let scene = JSONValue.object([.init("layers", .array(layers))]).serialized()
  // Written by the command, read after it: one thread, a box rather than a captured variable.
  final class Written: @unchecked Sendable { var page: String? }  // used on one thread only
  let written = Written()
  let files = FileAccess(
    read: { path in
      guard path == "./" + title else { throw FileAccessError(description: "no such file") }
      return scene
    },
    write: { _, text, _ in written.page = text })
  let result = LayerKitCommand.run(
    // `./` first, so that a name starting with `-` is not an option.
    ["preview", "./" + title, "--output", "page.html", "--to", "0.5", "--fps", "4"], files: files)
  guard result.status == 0, let page = written.page else {
    fatalError("preview failed (\(result.status)): \(result.standardError)")
  }
  let opened = page.components(separatedBy: "<script").count - 1
  let closed = page.components(separatedBy: "</script>").count - 1
  guard opened == 2, closed == 2 else {
    fatalError("the page has \(opened) script openings and \(closed) ends, not its own two")
  }
  let opening = #"<script type="application/json" id="data">"#
  guard let start = page.range(of: opening),
    let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex)
  else { fatalError("no data block") }
  let block = page[start.upperBound..<end.lowerBound]
  let forbidden: [Character] = ["<", ">", "&", "\u{2028}", "\u{2029}"]
  if let raw = forbidden.first(where: block.contains) {
    fatalError("a raw \(raw.debugDescription) in the script data")
  }
  guard let json = try? JSONValue(parsing: String(block)) else {
    fatalError("the script data is not JSON")
  }
  guard json["title"] == .string(title) else { fatalError("the title did not come back") }
  guard case .array(let boxes)? = json["boxes"], boxes.count == texts.count else {
    fatalError("the boxes did not come back")
  }
  for (box, text) in zip(boxes, texts) where box["ss"]?["text"] != .string(text) {
    fatalError("a text layer's string did not come back")
  }
  return 0
}
