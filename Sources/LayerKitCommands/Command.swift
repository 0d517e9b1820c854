import Foundation
import LayerKit

/// What a run of the `layerkit` command produced: its exit status and both output streams.
public struct CommandResult: Hashable, Sendable {
  /// 0 success, 1 bad input, 2 usage (SCENES.md).
  public var status: Int32
  /// Standard output.
  public var standardOutput: String
  /// Standard error.
  public var standardError: String
}

/// The exit statuses of SCENES.md.
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

/// Where the command reads and writes files; tests substitute their own.
public struct FileAccess: Sendable {
  /// Reads a whole file as UTF-8 text.
  public var read: @Sendable (String) throws -> String
  /// Writes text to a file, replacing it.
  public var write: @Sendable (String, String) throws -> Void

  /// Creates a file access.
  public init(
    read: @escaping @Sendable (String) throws -> String,
    write: @escaping @Sendable (String, String) throws -> Void
  ) {
    self.read = read
    self.write = write
  }

  /// The real file system; `-` reads standard input.
  public static let system = FileAccess(
    read: { path in
      if path == "-" {
        return String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
      }
      return try String(contentsOfFile: path, encoding: .utf8)
    },
    write: { path, text in try text.write(toFile: path, atomically: true, encoding: .utf8) })
}

/// The `layerkit` command: `sample`, `events`, `plot`, `curve` and `check` (SCENES.md).
public enum LayerKitCommand {
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
      case "sample":
        output = try SampleCommand.run(rest, files, &warnings)
      case "events":
        output = try EventsCommand.run(rest, files, &warnings)
      case "plot":
        output = try PlotCommand.run(rest, files, &warnings)
      case "curve":
        output = try CurveCommand.run(rest, files)
      case "check":
        output = try CheckCommand.run(rest, files, &warnings)
      default:
        throw CommandFailure.usage("unknown command '\(command)'\n\n" + Help.main)
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

// MARK: - Arguments

/// The options of one command line: values by name (repeatable), flags, and positionals.
struct Arguments {
  var values: [String: [String]] = [:]
  var positionals: [String] = []
  var help = false

  /// Parses `arguments` against the options that take a value.
  init(_ arguments: [String], command: String, options: Set<String>) throws {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "-h" || argument == "--help" {
        help = true
      } else if argument.hasPrefix("--") {
        var name = argument
        var value: String?
        if let equals = argument.firstIndex(of: "=") {
          name = String(argument[..<equals])
          value = String(argument[argument.index(after: equals)...])
        }
        guard options.contains(name) else {
          throw CommandFailure.usage(
            "\(command): unknown option '\(name)' (see layerkit \(command) --help)")
        }
        if value == nil {
          index += 1
          guard index < arguments.count else {
            throw CommandFailure.usage("\(command): \(name) needs a value")
          }
          value = arguments[index]
        }
        values[name, default: []].append(value ?? "")
      } else {
        positionals.append(argument)
      }
      index += 1
    }
  }

  /// The single value of an option, if given.
  func single(_ name: String, _ command: String) throws -> String? {
    guard let list = values[name] else { return nil }
    guard list.count == 1 else {
      throw CommandFailure.usage("\(command): \(name) is given more than once")
    }
    return list[0]
  }

  /// A number option.
  func number(_ name: String, _ command: String) throws -> Double? {
    guard let text = try single(name, command) else { return nil }
    guard let value = Double(text), value.isFinite else {
      throw CommandFailure.usage("\(command): \(name) needs a finite number, got '\(text)'")
    }
    return value
  }

  /// The one positional argument (the scene file).
  func scenePath(_ command: String, usage: String) throws -> String {
    guard positionals.count == 1 else {
      throw CommandFailure.usage(
        positionals.isEmpty
          ? "\(command): missing the scene file\n\n\(usage)"
          : "\(command): unexpected argument '\(positionals[1])'")
    }
    return positionals[0]
  }

  /// The output format: json (default) or csv.
  func format(_ command: String) throws -> String {
    let format = try single("--format", command) ?? "json"
    guard format == "json" || format == "csv" else {
      throw CommandFailure.usage("\(command): --format is json or csv, not '\(format)'")
    }
    return format
  }
}

/// Reads and checks a scene file: errors end the command (status 1, one line each); warnings
/// are added to `warnings`.
func loadScene(_ path: String, _ files: FileAccess, _ warnings: inout String) throws -> Scene {
  let text: String
  do {
    text = try files.read(path)
  } catch {
    throw CommandFailure.badInput("layerkit: cannot read '\(path)': \(error.localizedDescription)")
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
