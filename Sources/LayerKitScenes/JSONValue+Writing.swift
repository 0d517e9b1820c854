// Writing a JSON document: members in order, numbers that read back to the same Double.

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
