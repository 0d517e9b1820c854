import Foundation
import LayerKit

/// `layerkit sample`.
enum SampleCommand {
  static func run(_ arguments: [String], _ files: FileAccess, _ warnings: inout String) throws
    -> String
  {
    let args = try Arguments(
      arguments, command: "sample",
      options: ["--at", "--from", "--to", "--fps", "--key", "--format"])
    if args.help { return Help.sample }
    let path = try args.scenePath("sample", usage: Help.sample)
    let format = try args.format("sample")
    let times = try sampleTimes(args, "sample")
    let scene = try loadScene(path, files, &warnings)
    let simulation = try badInput { try SceneSimulation(scene) }
    let keys = try self.keys(args, simulation)
    let rows = try badInput { try simulation.sample(keys, at: times) }
    return format == "json" ? json(keys, times, rows) : csv(keys, times, rows)
  }

  /// `--at` or `--from`/`--to`/`--fps`.
  static func sampleTimes(_ args: Arguments, _ command: String) throws -> [Double] {
    if let list = try args.single("--at", command) {
      guard args.values["--from"] == nil, args.values["--to"] == nil, args.values["--fps"] == nil
      else {
        throw CommandFailure.usage("\(command): give --at, or --from, --to and --fps, not both")
      }
      var times: [Double] = []
      for item in list.split(separator: ",", omittingEmptySubsequences: false) {
        guard let t = Double(item.trimmingCharacters(in: .whitespaces)), t.isFinite else {
          throw CommandFailure.usage("\(command): --at needs numbers, got '\(item)'")
        }
        guard t >= 0 else {
          throw CommandFailure.badInput("error: --at: media time starts at 0 (got \(t))")
        }
        times.append(t)
      }
      return times
    }
    guard let from = try args.number("--from", command), let to = try args.number("--to", command),
      let fps = try args.number("--fps", command)
    else {
      throw CommandFailure.usage("\(command): give --at, or --from, --to and --fps")
    }
    return try range(from: from, to: to, fps: fps, command)
  }

  /// `from`, `from + 1/fps`, … up to and including `to`.
  static func range(from: Double, to: Double, fps: Double, _ command: String) throws -> [Double] {
    guard from >= 0 else {
      throw CommandFailure.badInput("error: --from: media time starts at 0 (got \(from))")
    }
    guard to >= from else {
      throw CommandFailure.badInput("error: --to: must not be before --from")
    }
    guard fps > 0 else { throw CommandFailure.badInput("error: --fps: must be > 0 (got \(fps))") }
    let count = ((to - from) * fps + 1e-9).rounded(.down) + 1
    guard count <= 10_000_000 else {
      throw CommandFailure.badInput("error: --fps: \(count) samples is more than 10000000")
    }
    return (0..<Int(count)).map { from + Double($0) / fps }
  }

  /// `--key` values, or every animated key.
  static func keys(_ args: Arguments, _ simulation: SceneSimulation) throws -> [SceneKey] {
    guard let given = args.values["--key"] else { return simulation.animatedKeys }
    return try given.map { text in
      let key = try badInput { try SceneKey(text) }
      _ = try badInput { try simulation.layer(for: key) }
      return key
    }
  }

  static func json(_ keys: [SceneKey], _ times: [Double], _ rows: [[AnimatableValue?]]) -> String {
    let samples = zip(times, rows).map { time, row in
      JSONValue.object([
        .init("time", .number(time)),
        .init(
          "values",
          .object(
            zip(keys, row).compactMap { key, value in
              value.map { .init(key.description, $0.jsonValue) }
            })),
      ])
    }
    return JSONValue.object([.init("samples", .array(samples))]).serialized() + "\n"
  }

  /// The number of CSV columns a key spreads over (1 for numbers and booleans).
  static func width(_ key: SceneKey) -> Int {
    guard case .keyPath(let path) = key.target else { return 1 }
    switch path.valueKind {
    case .number, .bool: return 1
    case .point, .size: return 2
    case .vector3: return 3
    case .rect, .color: return 4
    case .transform: return 16
    }
  }

  static func csv(_ keys: [SceneKey], _ times: [Double], _ rows: [[AnimatableValue?]]) -> String {
    var header = ["time"]
    for key in keys {
      let n = width(key)
      header += n == 1 ? [key.description] : (0..<n).map { "\(key)[\($0)]" }
    }
    var lines = [header.joined(separator: ",")]
    for (time, row) in zip(times, rows) {
      var cells = [JSONValue.number(time).serialized()]
      for (key, value) in zip(keys, row) {
        switch value {
        case .bool(let b)?: cells.append(b ? "true" : "false")
        case let value?: cells += value.components.map { JSONValue.number($0).serialized() }
        case nil: cells += Array(repeating: "", count: width(key))
        }
      }
      lines.append(cells.joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// `layerkit events`.
enum EventsCommand {
  static func run(_ arguments: [String], _ files: FileAccess, _ warnings: inout String) throws
    -> String
  {
    let args = try Arguments(arguments, command: "events", options: ["--until", "--format"])
    if args.help { return Help.events }
    let path = try args.scenePath("events", usage: Help.events)
    let format = try args.format("events")
    guard let until = try args.number("--until", "events") else {
      throw CommandFailure.usage("events: --until is required\n\n" + Help.events)
    }
    guard until >= 0 else {
      throw CommandFailure.badInput("error: --until: media time starts at 0 (got \(until))")
    }
    let scene = try loadScene(path, files, &warnings)
    let simulation = try badInput { try SceneSimulation(scene) }
    _ = try badInput { try simulation.run(until: until) }
    let events = simulation.tree.events
    if format == "csv" {
      var lines = ["time,layer,key,event,finished"]
      for event in events {
        let (name, finished) = describe(event.kind)
        lines.append(
          [
            JSONValue.number(event.time).serialized(), csvField(event.layerName),
            csvField(event.key), name, finished.map { $0 ? "true" : "false" } ?? "",
          ]
          .joined(separator: ","))
      }
      return lines.joined(separator: "\n") + "\n"
    }
    let list = events.map { event in
      let (name, finished) = describe(event.kind)
      var members: [JSONValue.Member] = [
        .init("time", .number(event.time)),
        .init("layer", event.layerName.map(JSONValue.string) ?? .null),
        .init("key", event.key.map(JSONValue.string) ?? .null),
        .init("event", .string(name)),
      ]
      if let finished { members.append(.init("finished", .bool(finished))) }
      return JSONValue.object(members)
    }
    return JSONValue.object([.init("events", .array(list))]).serialized() + "\n"
  }

  static func describe(_ kind: AnimationEvent.Kind) -> (String, Bool?) {
    switch kind {
    case .didStart: ("didStart", nil)
    case .didStop(let finished): ("didStop", finished)
    }
  }

  /// A CSV field, quoted when it holds a comma, a quote or a line break.
  static func csvField(_ text: String?) -> String {
    guard let text else { return "" }
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}

/// `layerkit check`.
enum CheckCommand {
  static func run(_ arguments: [String], _ files: FileAccess, _ warnings: inout String) throws
    -> String
  {
    let args = try Arguments(arguments, command: "check", options: [])
    if args.help { return Help.check }
    let path = try args.scenePath("check", usage: Help.check)
    let scene = try loadScene(path, files, &warnings)
    _ = try badInput { try SceneSimulation(scene) }
    func count(_ layers: [SceneLayer]) -> (Int, Int) {
      layers.reduce((0, 0)) { total, layer in
        let inner = count(layer.sublayers)
        return (total.0 + 1 + inner.0, total.1 + layer.animations.count + inner.1)
      }
    }
    let (layers, animations) = count(scene.layers)
    let warningCount = warnings.split(separator: "\n").count
    return
      "ok: \(layers) layers, \(animations) animations, \(scene.script.count) script actions, \(warningCount) warnings\n"
  }
}
