import Foundation
import LayerKit

/// The options of one command line: values by name (repeatable), flags, and positionals.
///
/// Numbers in option values are decimal (`12`, `-0.5`, `1e-3`): hexadecimal, `inf` and `nan`
/// are not numbers here, a usage error (status 2); a number beyond the range of `Double`, or
/// out of an option's range (a negative time), is bad input (status 1). `-0` reads as 0.
struct Arguments {
  var values: [String: [String]] = [:]
  var flags: Set<String> = []
  var positionals: [String] = []
  var help = false

  /// Parses `arguments` against the options that take a value and the flags that do not.
  init(_ arguments: [String], command: String, options: Set<String>, flags: Set<String> = []) throws
  {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "-h" || argument == "--help" {
        help = true
      } else if flags.contains(argument) {
        self.flags.insert(argument)
      } else if argument.hasPrefix("--") {
        var name = argument
        var value: String?
        if let equals = argument.firstIndex(of: "=") {
          name = String(argument[..<equals])
          value = String(argument[argument.index(after: equals)...])
        }
        guard options.contains(name) else {
          throw CommandFailure.usage(
            "\(command): unknown option '\(name)'"
              + didYouMean(name, among: options.union(flags).sorted())
              + " (see layerkit \(command) --help)")
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
    return try Self.number(text, option: name, command)
  }

  /// `text` as a decimal number for `option`.
  static func number(_ text: String, option: String, _ command: String) throws -> Double {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard isDecimal(trimmed), let value = Double(trimmed) else {
      throw CommandFailure.usage("\(command): \(option) needs a decimal number, got '\(text)'")
    }
    guard value.isFinite else {
      throw CommandFailure.badInput(
        "error: \(option): \(text) is beyond the range of numbers (about ±1.8e308)")
    }
    return value == 0 ? 0 : value
  }

  /// Whether `text` is a decimal number: an optional sign, digits with an optional point (at
  /// least one digit), and an optional exponent.
  static func isDecimal(_ text: String) -> Bool {
    var rest = Substring(text)
    if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
    let mantissa = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
    guard mantissa.filter({ $0 == "." }).count <= 1, mantissa.contains(where: \.isNumber) else {
      return false
    }
    rest = rest.dropFirst(mantissa.count)
    guard let e = rest.first else { return true }
    guard e == "e" || e == "E" else { return false }
    rest = rest.dropFirst()
    if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
    return !rest.isEmpty && rest.allSatisfy { $0.isASCII && $0.isNumber }
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

  /// The output format (`--format`), JSON unless given.
  func format(_ command: String) throws -> OutputFormat {
    guard let text = try single("--format", command) else { return .json }
    guard let format = OutputFormat(rawValue: text) else {
      throw CommandFailure.usage("\(command): --format is json or csv, not '\(text)'")
    }
    return format
  }
}

/// How `sample` and `events` print what they found.
enum OutputFormat: String, CaseIterable {
  /// One JSON object.
  case json
  /// A header line and a row per sample or event.
  case csv
}
