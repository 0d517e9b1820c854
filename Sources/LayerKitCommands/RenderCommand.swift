import Foundation
import LayerKit
import LayerKitRender
import LayerKitScenes

/// `layerkit render` (SceneFiles.md, SEMANTICS R1–R10): a scene's top-level layers drawn at a
/// media time into a PNG, or several times side by side (a filmstrip), or as an animated PNG.
enum RenderCommand {
  /// The most frames one filmstrip or animation may hold.
  static let maximumFrames = 600
  /// Frames a filmstrip row holds before it wraps.
  static let stripColumns = 10

  static func run(_ arguments: [String], _ files: FileAccess, _ warnings: inout String) throws
    -> String
  {
    let args = try Arguments(
      arguments, command: "render",
      options: [
        "--at", "--from", "--to", "--fps", "--output", "--size", "--scale", "--background",
      ],
      flags: ["--force", "--animated"])
    if args.help { return Help.render }
    let path = try args.scenePath("render", usage: Help.render)
    guard let output = try args.single("--output", "render") else {
      throw CommandFailure.usage("render: give --output FILE.png")
    }
    let times = try SampleCommand.sampleTimes(args, "render")
    guard !times.isEmpty else { throw CommandFailure.usage("render: no time to draw") }
    guard times.count <= maximumFrames else {
      throw CommandFailure.badInput(
        "error: render: \(times.count) frames is more than the \(maximumFrames) one run may draw")
    }
    if args.flags.contains("--animated"), args.values["--at"] != nil, times.count < 2 {
      throw CommandFailure.usage("render: --animated needs --from, --to and --fps")
    }
    let scale = try args.number("--scale", "render") ?? 1
    guard scale > 0, scale <= 16 else {
      throw CommandFailure.badInput("error: --scale: must be > 0 and at most 16 (got \(scale))")
    }
    let background = try colour(args)
    let scene = try loadScene(path, files, &warnings)
    let simulation = try badInput { try SceneSimulation(scene) }
    // The canvas: --size, or the bounding box of the top-level layers' frames over the times.
    var origin = Point.zero
    var size: Size
    if let text = try args.single("--size", "render") {
      let parts = text.split(separator: ",", omittingEmptySubsequences: false)
      guard parts.count == 2 else {
        throw CommandFailure.badInput("error: --size: give W,H in points (got '\(text)')")
      }
      let w = try Arguments.number(String(parts[0]), option: "--size", "render")
      let h = try Arguments.number(String(parts[1]), option: "--size", "render")
      guard w > 0, h > 0 else {
        throw CommandFailure.badInput("error: --size: both sides must be > 0 (got '\(text)')")
      }
      size = Size(width: w, height: h)
    } else {
      var box: Rect?
      for t in times {
        _ = try badInput { try simulation.run(until: t) }
        let frame = LayerRenderer.boundingBox(of: simulation.tree.root.sublayers, at: t)
        guard frame.size.width > 0 || frame.size.height > 0 else { continue }
        box = box.map { union($0, frame) } ?? frame
      }
      guard let box, box.size.width > 0, box.size.height > 0 else {
        throw CommandFailure.badInput(
          "error: render: the top-level layers have no area to draw; give --size W,H")
      }
      origin = box.origin
      size = box.size
    }
    let frameWidth = (size.width * scale).rounded()
    let frameHeight = (size.height * scale).rounded()
    let columns = args.flags.contains("--animated") ? 1 : min(times.count, stripColumns)
    let rows = args.flags.contains("--animated") ? 1 : (times.count + columns - 1) / columns
    let pixels = frameWidth * Double(columns) * frameHeight * Double(rows)
    guard pixels.isFinite, pixels <= Double(LayerRenderer.maximumPixels) else {
      throw CommandFailure.badInput(
        "error: render: \(Int(frameWidth)) × \(Int(frameHeight)) pixels × \(times.count) frames "
          + "is more than the \(LayerRenderer.maximumPixels) pixels one image may hold")
    }
    var frames: [RenderedImage] = []
    for t in times {
      _ = try badInput { try simulation.run(until: t) }
      let image: RenderedImage
      do {
        image = try LayerRenderer.render(
          simulation.tree.root.sublayers, at: t, origin: origin, size: size, scale: scale,
          background: background)
      } catch let error as LayerRenderer.LimitError {
        throw CommandFailure.badInput("error: render: \(error)")
      }
      frames.append(image)
    }
    let bytes: [UInt8]
    if args.flags.contains("--animated") {
      let fps = try args.number("--fps", "render") ?? 60
      bytes = PNG.encodeAnimated(frames, delay: 1 / fps)
    } else if frames.count == 1, let only = frames.first {
      bytes = PNG.encode(only)
    } else {
      bytes = PNG.encode(RenderedImage.filmstrip(frames, columns: columns))
    }
    do {
      try files.writeBytes(output, bytes, args.flags.contains("--force"))
    } catch {
      throw CommandFailure.badInput("layerkit: cannot write '\(output)': \(error)")
    }
    warnings += "wrote \(output)\n"
    return ""
  }

  static func union(_ a: Rect, _ b: Rect) -> Rect {
    let x0 = min(a.minX, b.minX)
    let y0 = min(a.minY, b.minY)
    return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
  }

  /// `--background R,G,B,A`, each in [0, 1].
  static func colour(_ args: Arguments) throws -> Color? {
    guard let text = try args.single("--background", "render") else { return nil }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 4 else {
      throw CommandFailure.badInput("error: --background: give R,G,B,A in [0, 1] (got '\(text)')")
    }
    let values = try parts.map {
      try Arguments.number(String($0), option: "--background", "render")
    }
    guard values.allSatisfy({ (0...1).contains($0) }) else {
      throw CommandFailure.badInput(
        "error: --background: each component must be in [0, 1] (got '\(text)')")
    }
    return Color(red: values[0], green: values[1], blue: values[2], alpha: values[3])
  }
}
