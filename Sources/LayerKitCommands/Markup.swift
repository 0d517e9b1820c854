/// Text made safe for the markup the command writes (SVG plots, the preview page).
enum Markup {
  /// `text` as character data or a quoted attribute value in XML and HTML: `&`, `<`, `>` and `"`
  /// become entities, and every character that XML 1.0 does not allow (the C0 controls but tab,
  /// line feed and carriage return; U+FFFE and U+FFFF) becomes U+FFFD, so that a browser never
  /// refuses an SVG because of a name in it.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x26: result += "&amp;"
      case 0x3C: result += "&lt;"
      case 0x3E: result += "&gt;"
      case 0x22: result += "&quot;"
      case 0x9, 0xA, 0xD: result.unicodeScalars.append(scalar)
      case 0..<0x20, 0xFFFE, 0xFFFF: result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
