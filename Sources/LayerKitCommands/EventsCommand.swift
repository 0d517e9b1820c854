import Foundation
import LayerKit
import LayerKitScenes

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
    if format == .csv {
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
