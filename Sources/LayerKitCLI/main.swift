import Foundation
import LayerKit

/// Exit statuses of the `layerkit` command (SCENES.md): 0 success, 1 bad input, 2 usage.
enum ExitStatus: Int32 {
  case success = 0
  case badInput = 1
  case usage = 2
}

/// A failure that ends the command with a message on standard error.
struct CommandFailure: Error {
  var status: ExitStatus
  var message: String
}

let usage = """
  USAGE: layerkit <command> [options]

  Evaluates Core Animation's timing model headlessly.

  COMMANDS:
    curve <name | c1x,c1y,c2x,c2y> [--samples N]
        Prints a table of time fraction -> progress for a timing function. <name> is one of
        linear, easeIn, easeOut, easeInEaseOut, default. N (default 11) samples are spread
        evenly over [0, 1], both ends included.

  OPTIONS:
    -h, --help    Show this help.

  Run `layerkit <command> --help` for a command's own help.
  """

let curveUsage = """
  USAGE: layerkit curve <name | c1x,c1y,c2x,c2y> [--samples N]

  Prints `t,progress` rows for the cubic Bezier timing function (CAMediaTimingFunction)
  given by a preset name (linear, easeIn, easeOut, easeInEaseOut, default) or by its two
  control points. x control values are clamped to [0, 1]. N (default 11, at least 2) samples
  are spread evenly over [0, 1]. Numbers print so that they read back to the same Double.
  """

/// Parses the timing function argument of `curve`.
func parseTimingFunction(_ text: String) throws -> TimingFunction {
  if let name = TimingFunction.Name(rawValue: text) { return TimingFunction(name: name) }
  let parts = text.split(separator: ",", omittingEmptySubsequences: false)
  guard parts.count == 4 else {
    throw CommandFailure(
      status: .badInput,
      message: "curve: '\(text)' is neither a preset name nor four numbers c1x,c1y,c2x,c2y")
  }
  var numbers: [Double] = []
  for (index, part) in parts.enumerated() {
    guard let value = Double(part.trimmingCharacters(in: .whitespaces)) else {
      throw CommandFailure(
        status: .badInput, message: "curve: control value \(index + 1) '\(part)' is not a number")
    }
    numbers.append(value)
  }
  do {
    return try TimingFunction(controlPoints: numbers[0], numbers[1], numbers[2], numbers[3])
  } catch let error as ValidationError {
    throw CommandFailure(status: .badInput, message: "curve: \(error)")
  }
}

/// `layerkit curve`.
func runCurve(_ arguments: [String]) throws -> String {
  var samples = 11
  var spec: String?
  var index = 0
  while index < arguments.count {
    let argument = arguments[index]
    switch argument {
    case "-h", "--help":
      return curveUsage + "\n"
    case "--samples":
      index += 1
      guard index < arguments.count, let n = Int(arguments[index]), n >= 2, n <= 1_000_000 else {
        throw CommandFailure(
          status: .usage, message: "curve: --samples needs a whole number from 2 to 1000000")
      }
      samples = n
    default:
      guard spec == nil, !argument.hasPrefix("--") else {
        throw CommandFailure(status: .usage, message: "curve: unexpected argument '\(argument)'")
      }
      spec = argument
    }
    index += 1
  }
  guard let spec else {
    throw CommandFailure(
      status: .usage, message: "curve: missing the timing function\n" + curveUsage)
  }
  let function = try parseTimingFunction(spec)
  var output = "t,progress\n"
  for i in 0..<samples {
    let t = i == samples - 1 ? 1 : Double(i) / Double(samples - 1)
    output += "\(t),\(function.progress(at: t))\n"
  }
  return output
}

/// Runs the command line and returns the exit status.
func run(_ arguments: [String]) -> ExitStatus {
  do {
    guard let command = arguments.first else {
      throw CommandFailure(status: .usage, message: usage)
    }
    let rest = Array(arguments.dropFirst())
    let output: String
    switch command {
    case "-h", "--help", "help":
      output = usage + "\n"
    case "curve":
      output = try runCurve(rest)
    default:
      throw CommandFailure(status: .usage, message: "unknown command '\(command)'\n\n" + usage)
    }
    print(output, terminator: "")
    return .success
  } catch let failure as CommandFailure {
    var standardError = StandardError()
    print("layerkit: " + failure.message, to: &standardError)
    return failure.status
  } catch {
    var standardError = StandardError()
    print("layerkit: \(error)", to: &standardError)
    return .badInput
  }
}

/// Standard error as a text output stream.
struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    FileHandle.standardError.write(Data(string.utf8))
  }
}

exit(run(Array(CommandLine.arguments.dropFirst())).rawValue)
