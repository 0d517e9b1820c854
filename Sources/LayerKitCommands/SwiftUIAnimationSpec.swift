import Foundation
import LayerKitSwiftUI

/// A SwiftUI animation written as Swift (`layerkit curve`, SEMANTICS W1–W5):
///
///     spring(duration: 0.5, bounce: 0.3)     .snappy     easeInOut(duration: 0.4).delay(0.1)
///
/// a constructor of ``LayerKitSwiftUI/Animation`` (with or without its leading dot, arguments
/// by label as Swift takes them, defaults where Swift has them), then any modifiers
/// (`delay`, `speed`, `repeatCount`, `repeatForever`). Nothing else is evaluated: a name or a
/// label the parser does not know is an error naming it.
enum SwiftUIAnimationSpec {
  /// A problem with the text, for the command's message.
  struct Problem: Error {
    let message: String
  }

  /// Whether `text` is written as a SwiftUI animation rather than a timing function: a leading
  /// dot, a call, or a name only SwiftUI has.
  static func looksLikeSwiftUI(_ text: String) -> Bool {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let first = trimmed.first else { return false }
    if first == "." || trimmed.contains("(") { return true }
    return constructors.keys.contains(trimmed)
      && !["linear", "easeIn", "easeOut", "default"].contains(trimmed)
  }

  /// The animation `text` spells.
  static func parse(_ text: String) throws -> LayerKitSwiftUI.Animation {
    var scanner = Scanner(text)
    scanner.skip(".")
    let name = scanner.identifier()
    guard let make = constructors[name] else {
      throw Problem(
        message: "'\(name)' is not an Animation constructor LayerKit knows ("
          + constructors.keys.sorted().joined(separator: ", ") + ")")
    }
    var animation = try make(try scanner.arguments())
    while !scanner.atEnd {
      guard scanner.skip(".") else {
        throw Problem(message: "expected '.modifier(…)' at \(scanner.rest)")
      }
      let modifier = scanner.identifier()
      let arguments = try scanner.arguments()
      animation = try apply(modifier, arguments, to: animation)
    }
    return animation
  }

  typealias CallArguments = [(label: String?, value: String)]

  /// The constructors, each reading its arguments by label with Swift's defaults.
  static let constructors: [String: @Sendable (CallArguments) throws -> LayerKitSwiftUI.Animation] =
    [
      "default": {
        try none($0, "default"); return .default
      },
      "linear": { .linear(duration: try duration($0, "linear")) },
      "easeIn": { .easeIn(duration: try duration($0, "easeIn")) },
      "easeOut": { .easeOut(duration: try duration($0, "easeOut")) },
      "easeInOut": { .easeInOut(duration: try duration($0, "easeInOut")) },
      "timingCurve": { arguments in
        let points = arguments.prefix { $0.label == nil }
        guard points.count == 4 else {
          throw Problem(message: "timingCurve takes four control values")
        }
        let values = try points.map { try number($0.value, "timingCurve") }
        let rest = try read(Array(arguments.dropFirst(4)), ["duration": 0.35], "timingCurve")
        return .timingCurve(
          values[0], values[1], values[2], values[3], duration: rest["duration", default: 0.35])
      },
      "spring": { arguments in
        if arguments.isEmpty { return .spring }
        if arguments.contains(where: { $0.label == "duration" || $0.label == "bounce" }) {
          let v = try read(arguments, ["duration": 0.5, "bounce": 0, "blendDuration": 0], "spring")
          return .spring(
            duration: v["duration", default: 0], bounce: v["bounce", default: 0],
            blendDuration: v["blendDuration", default: 0])
        }
        let v = try responseForm(arguments, (0.5, 0.825, 0), "spring")
        return .spring(response: v.0, dampingFraction: v.1, blendDuration: v.2)
      },
      "interactiveSpring": { arguments in
        let v = try responseForm(arguments, (0.15, 0.86, 0.25), "interactiveSpring")
        return .interactiveSpring(response: v.0, dampingFraction: v.1, blendDuration: v.2)
      },
      "interpolatingSpring": { arguments in
        if arguments.contains(where: { $0.label == "stiffness" }) {
          let v = try read(
            arguments, ["mass": 1, "stiffness": .nan, "damping": .nan, "initialVelocity": 0],
            "interpolatingSpring")
          return .interpolatingSpring(
            mass: v["mass", default: 0], stiffness: v["stiffness", default: 0],
            damping: v["damping", default: 0],
            initialVelocity: v["initialVelocity", default: 0])
        }
        let v = try read(
          arguments, ["duration": 0.5, "bounce": 0, "initialVelocity": 0], "interpolatingSpring")
        return .interpolatingSpring(
          duration: v["duration", default: 0], bounce: v["bounce", default: 0],
          initialVelocity: v["initialVelocity", default: 0])
      },
      "smooth": {
        let v = try preset($0, "smooth"); return .smooth(duration: v.0, extraBounce: v.1)
      },
      "snappy": {
        let v = try preset($0, "snappy"); return .snappy(duration: v.0, extraBounce: v.1)
      },
      "bouncy": {
        let v = try preset($0, "bouncy"); return .bouncy(duration: v.0, extraBounce: v.1)
      },
    ]

  static func apply(
    _ modifier: String, _ arguments: CallArguments, to animation: LayerKitSwiftUI.Animation
  )
    throws -> LayerKitSwiftUI.Animation
  {
    switch modifier {
    case "delay":
      guard arguments.count == 1, arguments[0].label == nil else {
        throw Problem(message: "delay takes one number")
      }
      return animation.delay(try number(arguments[0].value, "delay"))
    case "speed":
      guard arguments.count == 1, arguments[0].label == nil else {
        throw Problem(message: "speed takes one number")
      }
      return animation.speed(try number(arguments[0].value, "speed"))
    case "repeatCount":
      guard let count = arguments.first, count.label == nil, let n = Int(count.value), n >= 0,
        n <= 1_000_000
      else { throw Problem(message: "repeatCount takes a whole number of plays (0…1000000) first") }
      return animation.repeatCount(
        n, autoreverses: try flag(Array(arguments.dropFirst()), "repeatCount"))
    case "repeatForever":
      return animation.repeatForever(autoreverses: try flag(arguments, "repeatForever"))
    default:
      throw Problem(
        message:
          "'\(modifier)' is not a modifier LayerKit knows (delay, speed, repeatCount, repeatForever)"
      )
    }
  }

  /// `autoreverses: true|false`, true by default.
  static func flag(_ arguments: CallArguments, _ name: String) throws -> Bool {
    guard let argument = arguments.first else { return true }
    guard arguments.count == 1, argument.label == "autoreverses",
      ["true", "false"].contains(argument.value)
    else { throw Problem(message: "\(name) takes only autoreverses: true or false") }
    return argument.value == "true"
  }

  /// `response:dampingFraction:blendDuration:` with their `defaults`.
  static func responseForm(
    _ arguments: CallArguments, _ defaults: (Double, Double, Double), _ name: String
  ) throws -> (Double, Double, Double) {
    let v = try read(
      arguments,
      ["response": defaults.0, "dampingFraction": defaults.1, "blendDuration": defaults.2], name)
    return (
      v["response", default: defaults.0], v["dampingFraction", default: defaults.1],
      v["blendDuration", default: defaults.2]
    )
  }

  /// A timing curve's `duration:`, 0.35 s by default.
  static func duration(_ arguments: CallArguments, _ name: String) throws -> Double {
    try read(arguments, ["duration": 0.35], name)["duration", default: 0.35]
  }

  static func preset(_ arguments: CallArguments, _ name: String) throws -> (Double, Double) {
    let v = try read(arguments, ["duration": 0.5, "extraBounce": 0], name)
    return (v["duration", default: 0], v["extraBounce", default: 0])
  }

  static func none(_ arguments: CallArguments, _ name: String) throws {
    guard arguments.isEmpty else { throw Problem(message: "\(name) takes no arguments") }
  }

  /// The labelled numbers of `arguments`, each once, in the order of `defaults` as Swift
  /// requires, missing ones defaulted (NaN marks a required one).
  static func read(
    _ arguments: CallArguments, _ defaults: KeyValuePairs<String, Double>, _ name: String
  )
    throws -> [String: Double]
  {
    var values: [String: Double] = [:]
    var position = 0
    let order = defaults.map(\.key)
    for argument in arguments {
      guard let label = argument.label, let index = order.firstIndex(of: label), index >= position
      else {
        throw Problem(
          message: "\(name) takes \(order.map { "\($0):" }.joined(separator: " ")) in that order; "
            + "got '\(argument.label.map { "\($0): " } ?? "")\(argument.value)'")
      }
      position = index + 1
      values[label] = try number(argument.value, "\(name)'s \(label)")
    }
    for (label, value) in defaults where values[label] == nil {
      guard !value.isNaN else { throw Problem(message: "\(name) needs \(label):") }
      values[label] = value
    }
    return values
  }

  static func number(_ text: String, _ what: String) throws -> Double {
    guard LayerKitCommands.Arguments.isDecimal(text), let value = Double(text), value.isFinite
    else {
      throw Problem(message: "\(what): '\(text)' is not a finite decimal number")
    }
    return value
  }

  /// A small cursor over the text.
  struct Scanner {
    private var characters: [Character]
    private var index = 0

    init(_ text: String) { characters = Array(text) }

    var atEnd: Bool { peekIndex() >= characters.count }
    var rest: String { String(characters[min(index, characters.count)...]) }

    private func peekIndex() -> Int {
      var i = index
      while i < characters.count, characters[i] == " " { i += 1 }
      return i
    }
    private mutating func skipSpaces() { index = peekIndex() }

    @discardableResult
    mutating func skip(_ character: Character) -> Bool {
      skipSpaces()
      guard index < characters.count, characters[index] == character else { return false }
      index += 1
      return true
    }

    mutating func identifier() -> String {
      skipSpaces()
      let start = index
      while index < characters.count, characters[index].isLetter || characters[index].isNumber {
        index += 1
      }
      return String(characters[start..<index])
    }

    /// `(label: value, value, …)` or nothing.
    mutating func arguments() throws -> CallArguments {
      guard skip("(") else { return [] }
      var result: CallArguments = []
      if skip(")") { return result }
      repeat {
        skipSpaces()
        let start = index
        while index < characters.count, !",():".contains(characters[index]) { index += 1 }
        var first = String(characters[start..<index]).trimmingCharacters(in: .whitespaces)
        var label: String?
        if skip(":") {
          label = first
          skipSpaces()
          let valueStart = index
          while index < characters.count, !",()".contains(characters[index]) { index += 1 }
          first = String(characters[valueStart..<index]).trimmingCharacters(in: .whitespaces)
        }
        guard !first.isEmpty else { throw Problem(message: "an argument is missing its value") }
        result.append((label, first))
      } while skip(",")
      guard skip(")") else { throw Problem(message: "expected ')' at '\(rest)'") }
      return result
    }
  }
}
