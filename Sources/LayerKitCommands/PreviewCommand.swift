import Foundation
import LayerKit
import LayerKitRender
import LayerKitScenes

/// `layerkit preview`: a self-contained web page that plays a scene with the values LayerKit
/// computes (no browser easing), with controls, the event log and the curves of the animated
/// keys.
enum PreviewCommand {
  /// The most frames a page with `--rendered` holds (each an embedded PNG of the stage).
  static let maximumRenderedFrames = 120
  /// The stage's size in points, which rendered frames cover (the page's `#stage`).
  static let stage = Size(width: 640, height: 480)

  static func run(_ arguments: [String], _ files: FileAccess, _ warnings: inout String) throws
    -> String
  {
    let args = try Arguments(
      arguments, command: "preview", options: ["--from", "--to", "--fps", "--output"],
      flags: ["--force", "--rendered"])
    if args.help { return Help.preview }
    let path = try args.scenePath("preview", usage: Help.preview)
    guard let output = try args.single("--output", "preview") else {
      throw CommandFailure.usage("preview: --output is required\n\n" + Help.preview)
    }
    let scene = try loadScene(path, files, &warnings)
    let simulation = try badInput { try SceneSimulation(scene) }
    let from = try args.number("--from", "preview") ?? 0
    let to = try args.number("--to", "preview") ?? defaultEnd(of: simulation)
    let fps = try args.number("--fps", "preview") ?? 60
    let times = try SampleCommand.range(from: from, to: to, fps: fps, "preview")
    let rendering = args.flags.contains("--rendered")
    guard !rendering || times.count <= maximumRenderedFrames else {
      throw CommandFailure.badInput(
        "error: preview: --rendered draws at most \(maximumRenderedFrames) frames (got "
          + "\(times.count)); lower --fps or shorten --from/--to")
    }
    let boxes = PreviewBoxes(simulation.tree.root, at: from)
    // The limit counts what is recorded: every box's numbers, and its strings by 8 bytes. The
    // least a box records gives a first bound before any frame; the first frame a second one;
    // the running count holds it frame by frame, as lists and paths may grow.
    try checkPreviewLimit(frames: times.count, values: boxes.count * PreviewBoxes.leastPerBox)
    var tracks = boxes.emptyTracks()
    var events: [AnimationEvent] = []
    var recorded = 0
    var rendered: [String] = []
    for (frame, time) in times.enumerated() {
      events += try badInput { try simulation.run(until: time) }
      if rendering { rendered.append(try renderedFrame(simulation, at: time)) }
      let values = boxes.record(at: time, into: &tracks)
      if frame == 0 { try checkPreviewLimit(frames: times.count, values: values) }
      recorded += values
      try checkPreviewLimit(frames: 1, values: recorded)
    }
    let plots = try plot(simulation, times)
    let page = PreviewPage.html(
      title: lastComponent(of: path), from: from, fps: fps, frames: times.count,
      boxes: boxes, tracks: tracks, events: events, plots: plots, rendered: rendered)
    try write(page, to: output, args, files)
    warnings += "wrote \(output)\n"
    return ""
  }

  /// The stage at `time` as `layerkit render` draws it (R1–R10), as a PNG data address.
  static func renderedFrame(_ simulation: SceneSimulation, at time: Double) throws -> String {
    do {
      let image = try LayerRenderer.render(
        simulation.tree.root.sublayers, at: time, size: stage, scale: 1)
      return "data:image/png;base64," + Data(PNG.encode(image)).base64EncodedString()
    } catch let error as LayerRenderer.LimitError {
      throw CommandFailure.badInput("error: preview: \(error)")
    }
  }

  /// Fails when `frames` frames of `values` recorded values each exceed
  /// ``CommandLimits/previewValues``.
  static func checkPreviewLimit(frames: Int, values: Int) throws {
    try SampleCommand.checkLimit(
      rows: frames, numbers: values, limit: CommandLimits.previewValues, what: "values",
      command: "preview", advice: "preview fewer frames, layers or copies")
  }

  /// The end of the last finite active interval of the scene's animations (and its script), at
  /// least 1 s: what plays without `--to`.
  static func defaultEnd(of simulation: SceneSimulation) -> Double {
    var end = 1.0
    for action in simulation.scene.script { end = max(end, action.at) }
    func include(_ animation: Animation, addedTo layer: Layer, at time: Double) {
      if let timeline = layer.timeline(of: animation, addedAt: time),
        timeline.activeInterval.upperBound.isFinite
      {
        end = max(end, timeline.activeInterval.upperBound)
      }
    }
    var pending = [simulation.tree.root]
    while let layer = pending.popLast() {
      pending += layer.sublayers
      for entry in layer.animations { include(entry.animation, addedTo: layer, at: 0) }
    }
    // And the animations the script adds later, from the time it adds them.
    for action in simulation.scene.script {
      guard case .add(let keyed, let target) = action.kind,
        let layer = try? simulation.layer(for: SceneKey(layer: target, target: .transitionProgress))
      else { continue }
      include(keyed.animation, addedTo: layer, at: action.at)
    }
    return min(end + 0.5, 600)
  }

  /// The curves of up to eight animated keys (paths aside, which have no line; a list draws a
  /// line per element), at no more than 600 points each. (Sampling from the start again, the
  /// simulation starts over by itself.)
  static func plot(_ simulation: SceneSimulation, _ times: [Double]) throws -> String {
    let keys = simulation.animatedKeys.filter { $0.valueKind != .path }.prefix(8)
    guard !keys.isEmpty, let last = times.last else { return "" }
    let step = max(1, times.count / 600)
    var sampled = stride(from: 0, to: times.count, by: step).map { times[$0] }
    if sampled.last != last { sampled.append(last) }
    let rows = try badInput { try simulation.sample(Array(keys), at: sampled) }
    let panels = keys.enumerated().map { column, key in
      SVGPlot.Panel(
        title: key.description, yLabel: PlotCommand.axisLabel(key), times: sampled,
        series: PlotCommand.series(of: key, rows.map { $0[column] }))
    }
    return SVGPlot.chart(panels)
  }
}

/// The boxes a preview draws: one per layer, or one per copy for layers that replicators copy
/// (rule Y5), in tree order, each with the box it sits in.
struct PreviewBoxes {
  /// One box.
  struct Box {
    var layer: Layer
    /// Which of `layer.replicatedInstances(at:)` this box is.
    var copy: Int
    /// The box it sits in; `nil` at the top.
    var parent: Int?
    /// For a direct child of a replicator: the replicator's box, and this copy's index in it.
    var replicator: (box: Int, index: Int)?
  }

  var boxes: [Box] = []
  var count: Int { boxes.count }

  /// The fewest values a box records per frame: the numbers every box has (for a first bound
  /// of the size limit before any frame is recorded).
  static let leastPerBox = 67

  init(_ root: Layer, at time: Double) {
    var byKey: [String: Int] = [:]
    func key(_ layer: Layer, _ indices: [Int]) -> String {
      "\(ObjectIdentifier(layer).hashValue):\(indices)"
    }
    var pending = Array(root.sublayers.reversed())
    while let layer = pending.popLast() {
      pending += layer.sublayers.reversed()
      for (copy, instance) in layer.replicatedInstances(at: time).enumerated() {
        var parentBox: Int?
        var replicator: (Int, Int)?
        if let parent = layer.superlayer, parent !== root {
          if parent.kind == .replicator, let last = instance.copyIndices.last {
            parentBox = byKey[key(parent, Array(instance.copyIndices.dropLast()))]
            replicator = parentBox.map { ($0, last) }
          } else {
            parentBox = byKey[key(parent, instance.copyIndices)]
          }
        }
        byKey[key(layer, instance.copyIndices)] = boxes.count
        boxes.append(Box(layer: layer, copy: copy, parent: parentBox, replicator: replicator))
      }
    }
  }

  /// The recorded values: per box, per field, one entry per frame.
  struct Tracks {
    var numbers: [[String: [[Double]]]]
    var strings: [[String: [String]]]
  }

  func emptyTracks() -> Tracks {
    Tracks(
      numbers: Array(repeating: [:], count: boxes.count),
      strings: Array(repeating: [:], count: boxes.count))
  }

  /// Records every box's values at `time` as the next frame; returns how many values it
  /// recorded (the numbers, and each string as one value per 8 bytes).
  @discardableResult
  func record(at time: Double, into tracks: inout Tracks) -> Int {
    var recorded = 0
    var instancesByLayer: [ObjectIdentifier: [ReplicatedInstance]] = [:]
    func instances(_ layer: Layer) -> [ReplicatedInstance] {
      if let known = instancesByLayer[ObjectIdentifier(layer)] { return known }
      let found = layer.replicatedInstances(at: time)
      instancesByLayer[ObjectIdentifier(layer)] = found
      return found
    }
    for (index, box) in boxes.enumerated() {
      let copies = instances(box.layer)
      guard box.copy < copies.count else { continue }
      let instance = copies[box.copy]
      let p = instance.properties
      var numbers: [String: [Double]] = [:]
      var strings: [String: String] = [:]
      let w = p.bounds.size.width
      let h = p.bounds.size.height
      numbers["geometry"] = [
        p.position.x - p.anchorPoint.x * w, p.position.y - p.anchorPoint.y * h, w, h,
        p.anchorPoint.x * w, p.anchorPoint.y * h, p.bounds.origin.x, p.bounds.origin.y,
        p.zPosition,
      ]
      numbers["transform"] = p.transform.fields
      numbers["sublayerTransform"] = p.sublayerTransform.fields
      numbers["opacity"] = [p.opacity, p.isHidden ? 1 : 0]
      numbers["background"] = p.backgroundColor.components
      numbers["border"] = p.borderColor.components + [p.borderWidth, p.cornerRadius]
      numbers["shadow"] =
        p.shadowColor.components + [
          p.shadowOpacity, p.shadowOffset.width, p.shadowOffset.height, p.shadowRadius,
        ]
      numbers["flags"] = [p.masksToBounds ? 1 : 0, p.isDoubleSided ? 1 : 0]
      numbers["multiplier"] = instance.color.components
      if let (replicatorBox, copyIndex) = box.replicator {
        let replicator = boxes[replicatorBox]
        let replicatorCopies = instances(replicator.layer)
        if replicator.copy < replicatorCopies.count {
          let r = replicatorCopies[replicator.copy].properties
          let step = r.replicator?.instanceTransform ?? .identity
          numbers["copy"] = step.power(copyIndex).fields + [r.bounds.midX, r.bounds.midY]
        }
      }
      if let shape = p.shape {
        strings["path"] = shape.path.svgPathData
        numbers["shape"] =
          shape.fillColor.components + shape.strokeColor.components + [
            shape.lineWidth, shape.strokeStart, shape.strokeEnd, shape.lineDashPhase,
            shape.miterLimit,
          ]
        strings["cap"] = shape.lineCap.rawValue
        strings["join"] = shape.lineJoin.rawValue
        strings["rule"] = shape.fillRule == .evenOdd ? "evenodd" : "nonzero"
        strings["dash"] = (shape.lineDashPattern ?? []).map { "\($0)" }.joined(separator: " ")
      }
      if let gradient = p.gradient {
        numbers["gradient"] =
          [
            gradient.startPoint.x, gradient.startPoint.y, gradient.endPoint.x, gradient.endPoint.y,
            Double(gradient.colors.count),
          ] + gradient.colors.flatMap(\.components) + gradient.locations
      }
      if let text = p.text {
        strings["text"] = text.string
        numbers["text"] = [text.fontSize] + text.foregroundColor.components
      }
      for (field, values) in numbers {
        recorded += values.count
        tracks.numbers[index][field, default: []].append(values)
      }
      for (field, value) in strings {
        recorded += (value.utf8.count + 7) / 8
        tracks.strings[index][field, default: []].append(value)
      }
    }
    return recorded
  }
}

extension Color {
  /// Red, green, blue, alpha.
  fileprivate var components: [Double] { [red, green, blue, alpha] }
}
