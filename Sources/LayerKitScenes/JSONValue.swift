import LayerKit

/// A JSON document as a value, with object members in order.
///
/// The scene reader needs what `JSONDecoder` does not give: every problem at once with its
/// location, unknown fields noticed, numbers read exactly as Swift reads them, and output whose
/// numbers read back to the same `Double`. So scenes go through this small, strict
/// (RFC 8259) representation.
///
/// Member order is kept by ``init(parsing:)`` and ``serialized(indent:)``. Through `Codable`,
/// `encode(to:)` hands members to the encoder in order and `init(from:)` takes them in the
/// order the decoder lists them; what reaches the wire is then the coder's business
/// (Foundation's `JSONEncoder` and `JSONDecoder` do not keep member order).
///
/// Parsing stops at ``maximumDepth`` levels of nesting; writing has no limit (it keeps its own
/// stack rather than recursing). A value built through the API much deeper than that, some
/// thousands of levels, may overflow the stack when it is released: Swift releases nested
/// enum payloads recursively.
public enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object; members keep their order.
  case object([Member])

  /// One member of an object.
  public struct Member: Hashable, Sendable {
    /// The key.
    public var key: String
    /// The value.
    public var value: JSONValue

    /// Creates a member.
    public init(_ key: String, _ value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  /// The deepest nesting of arrays and objects that ``init(parsing:)`` reads.
  public static let maximumDepth = 512

  /// A short name for the kind of value, for error messages.
  var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The member named `key`, if this is an object that has one.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }
}

// MARK: - Reading

/// A JSON syntax error with its line and column (both from 1).
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line of the problem.
  public var line: Int
  /// The column of the problem, in characters.
  public var column: Int
  /// What is wrong.
  public var reason: String

  /// `"line 3, column 7: expected ':'"`.
  public var description: String { "line \(line), column \(column): \(reason)" }
}

extension JSONValue {
  /// Parses JSON text.
  ///
  /// - Throws: ``JSONSyntaxError`` with the line and column of the first problem.
  /// - Complexity: O(n) in the length of the text.
  public init(parsing text: String) throws {
    var parser = JSONParser(Array(text.utf8))
    self = try parser.document()
  }
}

private struct JSONParser {
  let bytes: [UInt8]
  var index = 0
  var depth = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  func error(_ reason: String, at position: Int? = nil) -> JSONSyntaxError {
    let end = min(position ?? index, bytes.count)
    var line = 1
    var column = 1
    var i = 0
    while i < end {
      if bytes[i] == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if bytes[i] & 0xC0 != 0x80 {
        column += 1
      }
      i += 1
    }
    return JSONSyntaxError(line: line, column: column, reason: reason)
  }

  var found: String {
    guard index < bytes.count else { return "the end of the text" }
    let byte = bytes[index]
    return byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte \(byte)"
  }

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  mutating func document() throws -> JSONValue {
    skipWhitespace()
    let value = try self.value()
    skipWhitespace()
    guard index == bytes.count else { throw error("unexpected \(found) after the document") }
    return value
  }

  mutating func value() throws -> JSONValue {
    skipWhitespace()
    guard index < bytes.count else { throw error("expected a value, found the end of the text") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw error("expected a value, found \(found)")
    }
  }

  mutating func literal(_ word: String, _ value: JSONValue) throws -> JSONValue {
    let utf8 = Array(word.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
      throw error("expected a value, found \(found)")
    }
    index += utf8.count
    return value
  }

  mutating func nest() throws {
    depth += 1
    guard depth <= JSONValue.maximumDepth else {
      throw error("nesting deeper than \(JSONValue.maximumDepth) levels")
    }
  }

  mutating func object() throws -> JSONValue {
    try nest()
    defer { depth -= 1 }
    index += 1
    var members: [JSONValue.Member] = []
    // The names so far, so that a repeated one is found in O(1), not by a scan of the members.
    var names: Set<String> = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a member name in quotes, found \(found)")
      }
      let keyStart = index
      let key = try string()
      if !names.insert(key).inserted {
        throw error("the member '\(key)' appears twice", at: keyStart)
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after '\(key)', found \(found)")
      }
      index += 1
      members.append(JSONValue.Member(key, try value()))
      skipWhitespace()
      guard index < bytes.count else {
        throw error("expected ',' or '}', found the end of the text")
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else {
        throw error("expected ',' or '}', found \(found)")
      }
      index += 1
      return .object(members)
    }
  }

  mutating func array() throws -> JSONValue {
    try nest()
    defer { depth -= 1 }
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      elements.append(try value())
      skipWhitespace()
      guard index < bytes.count else {
        throw error("expected ',' or ']', found the end of the text")
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "]") else {
        throw error("expected ',' or ']', found \(found)")
      }
      index += 1
      return .array(elements)
    }
  }

  mutating func string() throws -> String {
    index += 1  // the opening quote
    var buffer: [UInt8] = []
    while true {
      guard index < bytes.count else { throw error("unterminated string") }
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\"") { return String(decoding: buffer, as: UTF8.self) }
      if byte < 0x20 {
        throw error("a control character must be escaped in a string", at: index - 1)
      }
      guard byte == UInt8(ascii: "\\") else {
        buffer.append(byte)
        continue
      }
      guard index < bytes.count else { throw error("unterminated string") }
      let escape = bytes[index]
      index += 1
      let scalar: Unicode.Scalar
      switch escape {
      case UInt8(ascii: "\""): scalar = "\""
      case UInt8(ascii: "\\"): scalar = "\\"
      case UInt8(ascii: "/"): scalar = "/"
      case UInt8(ascii: "b"): scalar = "\u{8}"
      case UInt8(ascii: "f"): scalar = "\u{C}"
      case UInt8(ascii: "n"): scalar = "\n"
      case UInt8(ascii: "r"): scalar = "\r"
      case UInt8(ascii: "t"): scalar = "\t"
      case UInt8(ascii: "u"):
        var code = try hex4()
        if (0xD800..<0xDC00).contains(code) {
          guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
          else { throw error("a lone surrogate in a \\u escape") }
          index += 2
          let low = try hex4()
          guard (0xDC00..<0xE000).contains(low) else {
            throw error("a lone surrogate in a \\u escape")
          }
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let decoded = Unicode.Scalar(code) else { throw error("an invalid \\u escape") }
        scalar = decoded
      default:
        throw error("an invalid escape '\\\(Character(Unicode.Scalar(escape)))'")
      }
      buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
    }
  }

  mutating func hex4() throws -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("an incomplete \\u escape") }
    var code: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("an invalid \\u escape")
      }
      code = code * 16 + digit
      index += 1
    }
    return code
  }

  mutating func number() throws -> JSONValue {
    let start = index
    func digits() -> Int {
      let from = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return index - from
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let integerStart = index
    guard digits() > 0 else { throw error("expected a digit, found \(found)") }
    if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 {
      throw error("a number must not start with 0", at: integerStart)
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw error("expected a digit after '.', found \(found)") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { throw error("expected a digit in the exponent, found \(found)") }
    }
    let literal = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(literal) else {
      throw error("'\(literal)' is not a number", at: start)
    }
    return .number(value)
  }
}

// MARK: - Writing

extension JSONValue {
  /// The value as JSON text. Numbers print as Swift's shortest round-trip form, so they read back
  /// to the same `Double`; a non-finite number (which JSON cannot hold) prints as `null`.
  ///
  /// - Parameter indent: Spaces per level, or `nil` for one line.
  public func serialized(indent: Int? = nil) -> String {
    var out = ""
    // An explicit stack of the arrays and objects being written, so that any depth works.
    enum Frame {
      case array([JSONValue], next: Int, flat: Bool)
      case object([Member], next: Int)
    }
    var stack: [Frame] = []
    var pending: JSONValue? = self
    while true {
      if let value = pending {
        pending = nil
        let level = stack.count
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Self.format(n)
        case .string(let s): Self.quote(s, into: &out)
        case .array(let elements):
          if elements.isEmpty {
            out += "[]"
          } else {
            // Arrays of plain numbers stay on one line, which keeps points and matrices readable.
            let flat =
              indent == nil || elements.allSatisfy { if case .number = $0 { true } else { false } }
            out += "["
            if !flat { Self.newline(&out, indent, level + 1) }
            stack.append(.array(elements, next: 1, flat: flat))
            pending = elements[0]
          }
        case .object(let members):
          if members.isEmpty {
            out += "{}"
          } else {
            out += "{"
            Self.newline(&out, indent, level + 1)
            Self.quote(members[0].key, into: &out)
            out += ": "
            stack.append(.object(members, next: 1))
            pending = members[0].value
          }
        }
        continue
      }
      // The innermost open container: its next element, or its end.
      guard let frame = stack.popLast() else { break }
      let level = stack.count
      switch frame {
      case .array(let elements, let next, let flat):
        if next < elements.count {
          out += flat ? ", " : ","
          if !flat { Self.newline(&out, indent, level + 1) }
          stack.append(.array(elements, next: next + 1, flat: flat))
          pending = elements[next]
        } else {
          if !flat { Self.newline(&out, indent, level) }
          out += "]"
        }
      case .object(let members, let next):
        if next < members.count {
          out += indent == nil ? ", " : ","
          Self.newline(&out, indent, level + 1)
          Self.quote(members[next].key, into: &out)
          out += ": "
          stack.append(.object(members, next: next + 1))
          pending = members[next].value
        } else {
          Self.newline(&out, indent, level)
          out += "}"
        }
      }
    }
    return out
  }

  private static func newline(_ out: inout String, _ indent: Int?, _ level: Int) {
    guard let indent else { return }
    out += "\n" + String(repeating: " ", count: indent * level)
  }

  /// The shortest text that reads back to `n` (Swift's `description`), or `null`.
  static func format(_ n: Double) -> String {
    guard n.isFinite else { return "null" }
    return n.description
  }

  private static func quote(_ s: String, into out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}

// MARK: - Codable

extension JSONValue: Codable {
  /// A member name as a coding key.
  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Decodes any JSON value; an object's members come in the order of the decoder's `allKeys`.
  public init(from decoder: any Decoder) throws {
    if let container = try? decoder.container(keyedBy: Key.self) {
      self = .object(
        try container.allKeys.map {
          Member($0.stringValue, try container.decode(JSONValue.self, forKey: $0))
        })
      return
    }
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let b = try? container.decode(Bool.self) {
      self = .bool(b)
    } else if let n = try? container.decode(Double.self) {
      self = .number(n)
    } else if let s = try? container.decode(String.self) {
      self = .string(s)
    } else {
      self = .array(try container.decode([JSONValue].self))
    }
  }

  /// Encodes the value, an object's members in order (a repeated key: the first).
  public func encode(to encoder: any Encoder) throws {
    if case .object(let members) = self {
      var container = encoder.container(keyedBy: Key.self)
      var seen: Set<String> = []
      for member in members where seen.insert(member.key).inserted {
        try container.encode(member.value, forKey: Key(stringValue: member.key))
      }
      return
    }
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let b): try container.encode(b)
    case .number(let n): try container.encode(n)
    case .string(let s): try container.encode(s)
    case .array(let a): try container.encode(a)
    case .object: break
    }
  }
}
