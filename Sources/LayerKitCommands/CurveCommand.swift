import Foundation
import LayerKit
import LayerKitScenes
import LayerKitSwiftUI

/// `layerkit curve`.
enum CurveCommand {
  static func run(_ arguments: [String], _ files: FileAccess, _ warnings: inout String) throws
    -> String
  {
    let args = try Arguments(
      arguments, command: "curve", options: ["--samples", "--output", "--duration"],
      flags: ["--force"])
    if args.help { return Help.curve }
    guard args.positionals.count == 1 else {
      throw CommandFailure.usage(
        args.positionals.isEmpty
          ? "curve: missing the timing function\n\n" + Help.curve
          : "curve: unexpected argument '\(args.positionals[1])'")
    }
    let spec = args.positionals[0]
    if SwiftUIAnimationSpec.looksLikeSwiftUI(spec) {
      return try swiftUI(spec, args, files, &warnings)
    }
    guard args.values["--duration"] == nil else {
      throw CommandFailure.usage(
        "curve: --duration is for a SwiftUI animation, not a timing function")
    }
    let function = try parse(spec)
    if let output = try args.single("--output", "curve") {
      guard args.values["--samples"] == nil else {
        throw CommandFailure.usage("curve: --samples is for the table; --output draws the curve")
      }
      let title =
        function.name.map {
          "\($0.rawValue) (\(function.c1x), \(function.c1y), \(function.c2x), \(function.c2y))"
        }
        ?? "(\(function.c1x), \(function.c1y), \(function.c2x), \(function.c2y))"
      try write(SVGPlot.curve(function, title: title), to: output, args, files)
      warnings += "wrote \(output)\n"
      return ""
    }
    let samples = try sampleCount(args)
    var output = "t,progress\n"
    for i in 0..<samples {
      let t = i == samples - 1 ? 1 : Double(i) / Double(samples - 1)
      output +=
        "\(JSONValue.number(t).serialized()),\(JSONValue.number(function.progress(at: t)).serialized())\n"
    }
    return output
  }

  /// `--samples`: 11 unless given, from 2 to 10⁶.
  static func sampleCount(_ args: Arguments) throws -> Int {
    guard let text = try args.single("--samples", "curve") else { return 11 }
    guard let n = Int(text), n >= 2, n <= 1_000_000 else {
      throw CommandFailure.usage(
        "curve: --samples needs a whole number from 2 to 1000000, got '\(text)'")
    }
    return n
  }

  /// A SwiftUI animation (SEMANTICS W1–W5): its progress over `[0, D]`, D its finish time or
  /// `--duration`, as `t,progress` rows or a chart.
  static func swiftUI(
    _ spec: String, _ args: Arguments, _ files: FileAccess, _ warnings: inout String
  ) throws -> String {
    let animation: LayerKitSwiftUI.Animation
    do {
      animation = try SwiftUIAnimationSpec.parse(spec)
    } catch let problem as SwiftUIAnimationSpec.Problem {
      throw CommandFailure.badInput("error: curve: \(problem.message)")
    }
    var span = animation.testingDuration
    if let text = try args.single("--duration", "curve") {
      guard Arguments.isDecimal(text), let value = Double(text), value.isFinite, value > 0 else {
        throw CommandFailure.usage("curve: --duration needs a number of seconds > 0, got '\(text)'")
      }
      span = value
    }
    guard span.isFinite, span > 0 else {
      throw CommandFailure.badInput(
        "error: curve: \(spec) never finishes (or takes no time); give --duration SECONDS")
    }
    if let output = try args.single("--output", "curve") {
      guard args.values["--samples"] == nil else {
        throw CommandFailure.usage("curve: --samples is for the table; --output draws the curve")
      }
      let count = 401
      let times = (0..<count).map { span * Double($0) / Double(count - 1) }
      let panel = SVGPlot.Panel(
        title: "\(animation)", yLabel: "progress", times: times,
        series: [
          SVGPlot.Series(name: "progress", values: times.map { animation.testingProgress(at: $0) })
        ])
      try write(SVGPlot.chart([panel]), to: output, args, files)
      warnings += "wrote \(output)\n"
      return ""
    }
    let samples = try sampleCount(args)
    var output = "t,progress\n"
    for i in 0..<samples {
      let t = i == samples - 1 ? span : span * Double(i) / Double(samples - 1)
      output +=
        "\(JSONValue.number(t).serialized()),\(JSONValue.number(animation.testingProgress(at: t)).serialized())\n"
    }
    return output
  }

  /// A preset name or four comma-separated numbers.
  static func parse(_ text: String) throws -> TimingFunction {
    if let name = TimingFunction.Name(rawValue: text) { return TimingFunction(name: name) }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 4 else {
      throw CommandFailure.badInput(
        "error: curve: '\(text)' is neither a preset name (\(TimingFunction.Name.allCases.map(\.rawValue).joined(separator: ", "))) nor four numbers c1x,c1y,c2x,c2y, nor a SwiftUI animation (snappy, .easeIn(duration: 0.3), …)"
      )
    }
    var numbers: [Double] = []
    for (index, part) in parts.enumerated() {
      let trimmed = part.trimmingCharacters(in: .whitespaces)
      guard Arguments.isDecimal(trimmed), let value = Double(trimmed), value.isFinite else {
        throw CommandFailure.badInput(
          "error: curve: control value \(index + 1), '\(part)', is not a finite decimal number")
      }
      numbers.append(value == 0 ? 0 : value)
    }
    return try badInput {
      try TimingFunction(controlPoints: numbers[0], numbers[1], numbers[2], numbers[3])
    }
  }
}
