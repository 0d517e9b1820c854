import Foundation
import LayerKit
import LayerKitScenes

/// What a run of the `layerkit` command produced: its exit status and both output streams.
public struct CommandResult: Hashable, Sendable {
  /// 0 success, 1 bad input, 2 usage (LayerKitScenes' SceneFiles.md).
  public var status: Int32
  /// Standard output.
  public var standardOutput: String
  /// Standard error.
  public var standardError: String
}

/// The exit statuses of LayerKitScenes' SceneFiles.md.
enum ExitStatus: Int32 {
  case success = 0
  case badInput = 1
  case usage = 2
}

/// A failure that ends the command with a status and a message on standard error.
struct CommandFailure: Error {
  var status: ExitStatus
  var message: String

  static func usage(_ message: String) -> CommandFailure {
    CommandFailure(status: .usage, message: message)
  }

  static func badInput(_ message: String) -> CommandFailure {
    CommandFailure(status: .badInput, message: message)
  }
}

/// The `layerkit` command: `sample`, `events`, `plot`, `curve`, `check`, `preview` and `render`
/// (LayerKitScenes' SceneFiles.md).
public enum LayerKitCommand {
  /// The version `layerkit --version` prints.
  public static let version = "0.1.0"

  /// The subcommands, in the order the help lists them, each with what runs it.
  private static let subcommands:
    [(name: String, run: @Sendable ([String], FileAccess, inout String) throws -> String)] = [
      ("sample", { try SampleCommand.run($0, $1, &$2) }),
      ("events", { try EventsCommand.run($0, $1, &$2) }),
      ("plot", { try PlotCommand.run($0, $1, &$2) }),
      ("curve", { try CurveCommand.run($0, $1, &$2) }),
      ("check", { try CheckCommand.run($0, $1, &$2) }),
      ("preview", { try PreviewCommand.run($0, $1, &$2) }),
      ("render", { try RenderCommand.run($0, $1, &$2) }),
    ]

  /// Runs the command line `arguments` (without the program name).
  ///
  /// Output goes to the result, never to the process's streams; errors only to standard error,
  /// and a failed command prints nothing on standard output.
  public static func run(_ arguments: [String], files: FileAccess = .system) -> CommandResult {
    var warnings = ""
    do {
      guard let command = arguments.first else { throw CommandFailure.usage(Help.main) }
      let rest = Array(arguments.dropFirst())
      let output: String
      switch command {
      case "-h", "--help", "help":
        output = Help.main
      case "--version", "version":
        guard rest.isEmpty else { throw CommandFailure.usage("--version takes no arguments") }
        output = "layerkit \(version)\n"
      default:
        guard let run = subcommands.first(where: { $0.name == command })?.run else {
          throw CommandFailure.usage(
            "unknown command '\(command)'\(didYouMean(command, among: subcommands.map(\.name)))"
              + "\n\n" + Help.main)
        }
        output = try run(rest, files, &warnings)
      }
      return CommandResult(status: 0, standardOutput: output, standardError: warnings)
    } catch let failure as CommandFailure {
      let message = failure.message.hasSuffix("\n") ? failure.message : failure.message + "\n"
      return CommandResult(
        status: failure.status.rawValue, standardOutput: "", standardError: warnings + message)
    } catch {
      return CommandResult(
        status: ExitStatus.badInput.rawValue, standardOutput: "",
        standardError: warnings + "layerkit: \(error)\n")
    }
  }
}

/// Reads and checks a scene file: errors end the command (status 1, one line each); warnings
/// are added to `warnings`.
func loadScene(_ path: String, _ files: FileAccess, _ warnings: inout String) throws -> Scene {
  let text: String
  do {
    text = try files.read(path)
  } catch {
    let name = path == "-" ? "standard input" : "'\(path)'"
    throw CommandFailure.badInput("layerkit: cannot read \(name): \(error)")
  }
  let (scene, problems) = Scene.check(json: text)
  for problem in problems where problem.severity == .warning {
    warnings += "warning: \(problem)\n"
  }
  guard let scene else {
    let lines = problems.filter { $0.severity == .error }.map { "error: \($0)" }
    throw CommandFailure.badInput(lines.joined(separator: "\n"))
  }
  return scene
}

/// Runs a library call, turning its validation errors into bad input.
func badInput<T>(_ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let error as ValidationError {
    throw CommandFailure.badInput("error: \(error)")
  }
}

/// Writes a command's output file (`--output`), replacing an existing one only with `--force`.
func write(_ text: String, to path: String, _ args: Arguments, _ files: FileAccess) throws {
  do {
    try files.write(path, text, args.flags.contains("--force"))
  } catch {
    throw CommandFailure.badInput("layerkit: cannot write '\(path)': \(error)")
  }
}
