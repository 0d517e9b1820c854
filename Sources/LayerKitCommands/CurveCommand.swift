import Foundation
import LayerKit
import LayerKitScenes

/// `layerkit curve`.
enum CurveCommand {
  static func run(_ arguments: [String], _ files: FileAccess, _ warnings: inout String) throws
    -> String
  {
    let args = try Arguments(
      arguments, command: "curve", options: ["--samples", "--output"], flags: ["--force"])
    if args.help { return Help.curve }
    guard args.positionals.count == 1 else {
      throw CommandFailure.usage(
        args.positionals.isEmpty
          ? "curve: missing the timing function\n\n" + Help.curve
          : "curve: unexpected argument '\(args.positionals[1])'")
    }
    let spec = args.positionals[0]
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
    var samples = 11
    if let text = try args.single("--samples", "curve") {
      guard let n = Int(text), n >= 2, n <= 1_000_000 else {
        throw CommandFailure.usage(
          "curve: --samples needs a whole number from 2 to 1000000, got '\(text)'")
      }
      samples = n
    }
    var output = "t,progress\n"
    for i in 0..<samples {
      let t = i == samples - 1 ? 1 : Double(i) / Double(samples - 1)
      output +=
        "\(JSONValue.number(t).serialized()),\(JSONValue.number(function.progress(at: t)).serialized())\n"
    }
    return output
  }

  /// A preset name or four comma-separated numbers.
  static func parse(_ text: String) throws -> TimingFunction {
    if let name = TimingFunction.Name(rawValue: text) { return TimingFunction(name: name) }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 4 else {
      throw CommandFailure.badInput(
        "error: curve: '\(text)' is neither a preset name (\(TimingFunction.Name.allCases.map(\.rawValue).joined(separator: ", "))) nor four numbers c1x,c1y,c2x,c2y"
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
