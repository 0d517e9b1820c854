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
      if try isClosed(by: "}") { return .object(members) }
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
      if try isClosed(by: "]") { return .array(elements) }
    }
  }

  /// After a member or an element: takes the `,` before the next (`false`) or the `closer` of
  /// the object or array (`true`), and throws, saying what it found, at anything else.
  mutating func isClosed(by closer: Unicode.Scalar) throws -> Bool {
    skipWhitespace()
    guard index < bytes.count else {
      throw error("expected ',' or '\(closer)', found the end of the text")
    }
    switch bytes[index] {
    case UInt8(ascii: ","):
      index += 1
      return false
    case UInt8(ascii: closer):
      index += 1
      return true
    default:
      throw error("expected ',' or '\(closer)', found \(found)")
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
