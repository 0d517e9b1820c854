import Foundation
import LayerKit
import LayerKitScenes

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
    let numbers = keys.reduce(0) { $0 + $1.valueKind.csvWidth }
    try checkLimit(
      rows: times.count, numbers: numbers, limit: CommandLimits.sampleValues,
      what: "numbers", command: "sample")
    let timeline = try badInput { try simulation.timeline(of: keys, at: times) }
    // A list prints as many numbers as it holds: counted again on what was sampled.
    let printed = timeline.rows.reduce(0) { total, row in
      total + zip(keys, row).reduce(0) { $0 + ($1.1?.components.count ?? $1.0.valueKind.csvWidth) }
    }
    guard printed <= CommandLimits.sampleValues else {
      throw CommandFailure.badInput(
        "error: sample: the samples hold \(printed) numbers (each list counted by its "
          + "elements), more than the \(CommandLimits.sampleValues) one run may produce; sample "
          + "fewer times or keys")
    }
    switch format {
    case .json: return timeline.json()
    case .csv: return timeline.csv()
    }
  }

  /// Fails when `rows` rows of `numbers` numbers each exceed `limit`, before any work.
  static func checkLimit(
    rows: Int, numbers: Int, limit: Int, what: String, command: String,
    advice: String = "sample fewer times or keys"
  ) throws {
    let (total, overflow) = rows.multipliedReportingOverflow(by: max(numbers, 1))
    guard overflow || total > limit else { return }
    throw CommandFailure.badInput(
      "error: \(command): \(rows) samples of \(numbers) \(numbers == 1 ? "number" : "numbers") "
        + "would give \(overflow ? "too many" : String(total)) \(what), more than the \(limit) "
        + "one run may produce; \(advice)")
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
        let t = try Arguments.number(String(item), option: "--at", command)
        guard t >= 0 else {
          throw CommandFailure.badInput("error: --at: media time starts at 0 (got \(t))")
        }
        times.append(t)
      }
      return times
    }
    guard let from = try args.number("--from", command), let to = try args.number("--to", command)
    else {
      throw CommandFailure.usage(
        "\(command): give --at, or --from and --to (and --fps, 60 unless given)")
    }
    let fps = try args.number("--fps", command) ?? 60
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
    guard count <= Double(CommandLimits.sampleValues) else {
      throw CommandFailure.badInput(
        "error: --fps: \(count) samples is more than the \(CommandLimits.sampleValues) one run may take"
      )
    }
    return (0..<Int(count)).map { from + Double($0) / fps }
  }

  /// `--key` values, or every animated key.
  /// Every animated key (``SceneSimulation/animatedKeys``), and for a layer that replicators
  /// copy, the same keys of each copy after the first (`dot#1.opacity`, …; Y5), copy by copy.
  static func animatedKeysWithCopies(_ simulation: SceneSimulation) -> [SceneKey] {
    var keys: [SceneKey] = []
    var byLayer: [String: [SceneKey]] = [:]
    var order: [String] = []
    for key in simulation.animatedKeys {
      if byLayer[key.layer] == nil { order.append(key.layer) }
      byLayer[key.layer, default: []].append(key)
    }
    for name in order {
      let own = byLayer[name] ?? []
      keys += own
      let copies = (try? simulation.layer(for: own[0]).replicatedInstanceCount) ?? 1
      for copy in 1..<max(copies, 1) {
        keys += own.map { SceneKey(layer: $0.layer, instance: copy, target: $0.target) }
      }
    }
    return keys
  }

  static func keys(_ args: Arguments, _ simulation: SceneSimulation) throws -> [SceneKey] {
    guard let given = args.values["--key"] else { return animatedKeysWithCopies(simulation) }
    return try given.map { text in
      let key = try badInput { try SceneKey(text) }
      _ = try badInput { try simulation.layer(for: key) }
      return key
    }
  }
}
