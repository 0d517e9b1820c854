import Foundation
import LayerKit
import LayerKitScenes

/// `layerkit plot`.
enum PlotCommand {
  static func run(_ arguments: [String], _ files: FileAccess, _ warnings: inout String) throws
    -> String
  {
    let args = try Arguments(
      arguments, command: "plot", options: ["--key", "--from", "--to", "--fps", "--output"],
      flags: ["--force", "--y-down"])
    if args.help { return Help.plot }
    let path = try args.scenePath("plot", usage: Help.plot)
    guard let output = try args.single("--output", "plot") else {
      throw CommandFailure.usage("plot: --output is required\n\n" + Help.plot)
    }
    guard args.values["--key"] != nil else {
      throw CommandFailure.usage("plot: at least one --key is required\n\n" + Help.plot)
    }
    guard let from = try args.number("--from", "plot"), let to = try args.number("--to", "plot")
    else { throw CommandFailure.usage("plot: --from and --to are required\n\n" + Help.plot) }
    let fps = try args.number("--fps", "plot") ?? 60
    let times = try SampleCommand.range(from: from, to: to, fps: fps, "plot")
    let scene = try loadScene(path, files, &warnings)
    let simulation = try badInput { try SceneSimulation(scene) }
    let keys = try SampleCommand.keys(args, simulation)
    for key in keys where key.valueKind == .path {
      throw CommandFailure.badInput(
        "error: plot: \(key) holds paths, which have no line to draw; sample it instead")
    }
    try SampleCommand.checkLimit(
      rows: times.count, numbers: keys.reduce(0) { $0 + $1.valueKind.csvWidth },
      limit: CommandLimits.plotPoints, what: "points", command: "plot")
    let timelines = try badInput { try keys.map { try timeline(of: $0, in: scene, simulation) } }
    let rows = try badInput { try simulation.sample(keys, at: times) }
    // A list draws a line per element, as many as its longest value has: counted again.
    let lines = keys.indices.reduce(0) { total, column in
      total + series(of: keys[column], rows.map { $0[column] }).count
    }
    try SampleCommand.checkLimit(
      rows: times.count, numbers: lines, limit: CommandLimits.plotPoints, what: "points",
      command: "plot")
    let panels = keys.enumerated().map { column, key in
      SVGPlot.Panel(
        title: key.description, yLabel: axisLabel(key), times: times,
        series: series(of: key, rows.map { $0[column] }), marks: timelines[column].marks,
        intervals: timelines[column].intervals)
    }
    for (key, timeline) in zip(keys, timelines) where timeline.intervals.isEmpty {
      warnings +=
        "warning: plot: no animation of the scene changes \(key); its line shows the model value\n"
    }
    try write(
      SVGPlot.chart(panels, yDown: args.flags.contains("--y-down")), to: output, args, files)
    warnings += "wrote \(output)\n"
    return ""
  }

  /// The y axis label of a key's chart: its key path (`position.y`).
  static func axisLabel(_ key: SceneKey) -> String {
    switch key.target {
    case .keyPath(let path): path.description
    case .transitionProgress: "transitionProgress"
    case .instanceTransform: "instanceTransform"
    case .instanceColor: "instanceColor"
    }
  }

  /// The lines of a key's chart: one per component of its values, and for a list one per
  /// element (a colour's four components each), as many as its longest value has; none for
  /// paths.
  static func series(of key: SceneKey, _ values: [AnimatableValue?]) -> [SVGPlot.Series] {
    var width = key.valueKind.csvWidth
    var names = componentNames(key, width)
    switch key.valueKind {
    case .path: return []
    case .numbers, .colors:
      width = values.reduce(0) { max($0, $1?.components.count ?? 0) }
      names = (0..<width).map { index in
        key.valueKind == .numbers
          ? "[\(index)]" : "[\(index / 4)].\(["red", "green", "blue", "alpha"][index % 4])"
      }
    case .number, .bool, .point, .size, .rect, .color, .vector3, .transform: break
    }
    return (0..<width).map { component in
      SVGPlot.Series(
        name: names[component],
        values: values.map { value in
          value.flatMap { $0.components.count > component ? $0.components[component] : nil }
        })
    }
  }

  /// Legend names for a key's components.
  static func componentNames(_ key: SceneKey, _ width: Int) -> [String] {
    if case .transitionProgress = key.target { return ["progress"] }
    switch key.valueKind {
    case .point: return ["x", "y"]
    case .size: return ["width", "height"]
    case .rect: return ["x", "y", "width", "height"]
    case .color: return ["red", "green", "blue", "alpha"]
    case .vector3: return ["x", "y", "z"]
    case .transform: return (1...4).flatMap { r in (1...4).map { c in "m\(r)\(c)" } }
    case .number, .bool:
      if case .keyPath(let path) = key.target { return [path.description] }
      return [key.description]
    case .path, .numbers, .colors: return []
    }
  }

  /// The active intervals and key times, in media time, of the animations that change `key`:
  /// the layer's own (added at 0) and those the script adds, from ``Layer/timeline(of:addedAt:keyframeLimit:)``
  /// with the layer's timing as the scene sets it, so a later pause is not reflected.
  static func timeline(
    of key: SceneKey, in scene: Scene, _ simulation: SceneSimulation
  ) throws -> (marks: [Double], intervals: [ClosedRange<Double>]) {
    let layer = try simulation.layer(for: key)
    guard let description = find(key.layer, scene.layers) else { return ([], []) }
    var added = description.animations.map { (0.0, $0.animation) }
    for action in scene.script {
      if case .add(let keyed, let target) = action.kind, target == key.layer {
        added.append((action.at, keyed.animation))
      }
    }
    var marks: [Double] = []
    var intervals: [ClosedRange<Double>] = []
    for (at, animation) in added where affects(animation, key) {
      guard let timeline = layer.timeline(of: animation, addedAt: at) else { continue }
      intervals.append(timeline.activeInterval)
      marks.append(timeline.activeInterval.lowerBound)
      if timeline.activeInterval.upperBound.isFinite {
        marks.append(timeline.activeInterval.upperBound)
      }
      if case .keyframe = animation { marks += timeline.keyframeTimes }
    }
    // A replicated copy runs its layer's animations later (Y5): its shading and marks move by
    // its delay.
    let delay = copyDelay(of: key, layer)
    guard delay != 0 else { return (marks, intervals) }
    return (
      marks.map { $0 + delay },
      intervals.map { ($0.lowerBound + delay)...($0.upperBound + delay) }
    )
  }

  /// How much later, in media time, the replicated copy `key` names runs its layer's
  /// animations: each enclosing replicator's `index × instanceDelay`, in the replicator's time
  /// taken to media time (Y5); 0 for the layer itself.
  static func copyDelay(of key: SceneKey, _ layer: Layer) -> Double {
    guard let index = key.instance, index > 0,
      let indices = layer.replicatedInstance(index, at: 0)?.copyIndices
    else { return 0 }
    // The replicators holding the layer's copies, outermost first, as `copyIndices` lists them.
    var replicators: [Layer] = []
    var ancestor = layer.superlayer
    while let current = ancestor {
      if current.kind == .replicator { replicators.insert(current, at: 0) }
      ancestor = current.superlayer
    }
    var delay = 0.0
    for (replicator, copy) in zip(replicators, indices) where copy > 0 {
      let step = (replicator.model.replicator?.instanceDelay ?? 0) * Double(copy)
      let shifted = replicator.convertTime(step, to: nil) - replicator.convertTime(0, to: nil)
      if shifted.isFinite { delay += shifted }
    }
    return delay
  }

  /// The layer named `name`, depth first, with a stack (any depth).
  static func find(_ name: String, _ layers: [SceneLayer]) -> SceneLayer? {
    var stack = Array(layers.reversed())
    while let layer = stack.popLast() {
      if layer.name == name { return layer }
      stack.append(contentsOf: layer.sublayers.reversed())
    }
    return nil
  }

  /// Whether `animation` changes what `key` reads.
  static func affects(_ animation: Animation, _ key: SceneKey) -> Bool {
    switch (animation, key.target) {
    case (.group(let group), _): return group.animations.contains { affects($0, key) }
    case (.transition, .transitionProgress): return true
    case (_, .keyPath(let path)): return animation.keyPath?.property == path.property
    default: return false
    }
  }
}
