import Foundation

extension Path {
  /// Reads SVG path data into a path (<doc:Rules#P7>), like the `d` attribute of an SVG `path`.
  ///
  /// Supports `M L H V Q C S T A Z`, absolute (upper case) and relative (lower case), implicit
  /// repetition of a command's arguments, and numbers in any SVG form (`-1.5e2`, `.5.5`). Arcs
  /// become cubic segments of at most 90° each, as CGPath's arcs do (P5).
  ///
  ///     let path = try Path(svgPathData: "M 0 0 L 100 0 C 100 50 50 100 0 100 Z")
  ///     path.segments.count   // 3
  ///
  /// - Throws: ``ValidationError`` with field `svgPathData` and a reason that gives the
  ///   character offset of the bad token (`at offset 7: expected a number, found 'x'`).
  public init(svgPathData data: String) throws {
    var parser = SVGPathParser(Array(data.unicodeScalars))
    self = try parser.parse()
  }
}

/// A recursive-descent reader for SVG path data.
private struct SVGPathParser {
  let text: [Unicode.Scalar]
  var index = 0
  var path = Path()
  /// The current point and the start of the current subpath.
  var current = Point.zero
  var subpathStart = Point.zero
  /// The reflected control point of the previous curve, for S and T.
  var lastCubicControl: Point?
  var lastQuadControl: Point?

  init(_ text: [Unicode.Scalar]) { self.text = text }

  func error(_ reason: String) -> ValidationError {
    ValidationError(field: "svgPathData", reason: "at offset \(index): \(reason)")
  }

  var found: String {
    index < text.count ? "'\(Character(text[index]))'" : "the end of the data"
  }

  mutating func skipSeparators() {
    while index < text.count, text[index] == "," || text[index].properties.isWhitespace {
      index += 1
    }
  }

  /// Whether a number starts at the next non-separator character.
  mutating func numberFollows() -> Bool {
    skipSeparators()
    guard index < text.count else { return false }
    let c = text[index]
    return c == "+" || c == "-" || c == "." || ("0"..."9").contains(c)
  }

  mutating func number() throws -> Double {
    skipSeparators()
    let start = index
    if index < text.count, text[index] == "+" || text[index] == "-" { index += 1 }
    var digits = 0
    while index < text.count, ("0"..."9").contains(text[index]) {
      index += 1
      digits += 1
    }
    if index < text.count, text[index] == "." {
      index += 1
      while index < text.count, ("0"..."9").contains(text[index]) {
        index += 1
        digits += 1
      }
    }
    guard digits > 0 else {
      index = start
      throw error("expected a number, found \(found)")
    }
    if index < text.count, text[index] == "e" || text[index] == "E" {
      let mark = index
      index += 1
      if index < text.count, text[index] == "+" || text[index] == "-" { index += 1 }
      var exponentDigits = 0
      while index < text.count, ("0"..."9").contains(text[index]) {
        index += 1
        exponentDigits += 1
      }
      if exponentDigits == 0 { index = mark }
    }
    let literal = String(String.UnicodeScalarView(text[start..<index]))
    guard let value = Double(literal), value.isFinite else {
      let end = index
      index = start
      defer { index = end }
      throw error("'\(literal)' is not a finite number")
    }
    return value
  }

  mutating func flag() throws -> Bool {
    skipSeparators()
    guard index < text.count, text[index] == "0" || text[index] == "1" else {
      throw error("expected an arc flag 0 or 1, found \(found)")
    }
    defer { index += 1 }
    return text[index] == "1"
  }

  mutating func point(relative: Bool) throws -> Point {
    let x = try number()
    let y = try number()
    return relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
  }

  mutating func parse() throws -> Path {
    var command: Unicode.Scalar?
    while true {
      skipSeparators()
      guard index < text.count else { break }
      let c = text[index]
      if "MmLlHhVvQqCcSsTtAaZz".unicodeScalars.contains(c) {
        if command == nil, c != "M", c != "m" {
          throw error("path data must start with a move (M or m), found '\(Character(c))'")
        }
        index += 1
        command = c
      } else if !numberFollows() {
        throw error("unexpected \(found)")
      } else if command == nil {
        throw error("path data must start with a move (M or m), found \(found)")
      } else if command == "Z" || command == "z" {
        throw error("a close (Z) takes no numbers, found \(found)")
      }
      guard let current = command else { break }
      try run(current)
      // Coordinates after a move are implicit lines.
      if current == "M" { command = "L" }
      if current == "m" { command = "l" }
    }
    return path
  }

  /// Reads one set of arguments for `command` and adds its element.
  mutating func run(_ command: Unicode.Scalar) throws {
    let relative = command.properties.isLowercase
    var cubicControl: Point?
    var quadControl: Point?
    switch command {
    case "M", "m":
      let p = try point(relative: relative)
      path.move(to: p)
      current = p
      subpathStart = p
    case "L", "l":
      let p = try point(relative: relative)
      path.addLine(to: p)
      current = p
    case "H", "h":
      let x = try number()
      current = Point(x: relative ? current.x + x : x, y: current.y)
      path.addLine(to: current)
    case "V", "v":
      let y = try number()
      current = Point(x: current.x, y: relative ? current.y + y : y)
      path.addLine(to: current)
    case "C", "c", "S", "s":
      let smooth = command == "S" || command == "s"
      let c1 = try control(smooth: smooth, reflecting: lastCubicControl, relative: relative)
      let c2 = try point(relative: relative)
      let p = try point(relative: relative)
      path.addCurve(to: p, control1: c1, control2: c2)
      current = p
      cubicControl = c2
    case "Q", "q", "T", "t":
      let smooth = command == "T" || command == "t"
      let c = try control(smooth: smooth, reflecting: lastQuadControl, relative: relative)
      let p = try point(relative: relative)
      path.addQuadCurve(to: p, control: c)
      current = p
      quadControl = c
    case "A", "a":
      let rx = try number()
      let ry = try number()
      let rotation = try number() * .pi / 180
      let largeArc = try flag()
      let sweep = try flag()
      let p = try point(relative: relative)
      addArc(to: p, radii: Size(width: rx, height: ry), rotation: rotation, largeArc, sweep)
      current = p
    default:  // Z, z
      path.closeSubpath()
      current = subpathStart
    }
    lastCubicControl = cubicControl
    lastQuadControl = quadControl
  }

  /// A curve's first control point: read from the data, or for a smooth command (S, T) the
  /// previous curve's last control point reflected about the current point, or the current
  /// point itself when the previous command was not a curve of the same kind.
  mutating func control(smooth: Bool, reflecting previous: Point?, relative: Bool) throws -> Point {
    guard smooth else { return try point(relative: relative) }
    guard let previous else { return current }
    return Point(x: 2 * current.x - previous.x, y: 2 * current.y - previous.y)
  }

  /// An SVG elliptical arc from the current point to `end`, converted from endpoint to centre
  /// parameterisation as the SVG specification's implementation notes describe (F.6.5).
  mutating func addArc(
    to end: Point, radii: Size, rotation: Double, _ largeArc: Bool, _ sweep: Bool
  ) {
    let start = current
    if start == end { return }  // an arc to its own start is omitted
    var rx = abs(radii.width)
    var ry = abs(radii.height)
    if rx == 0 || ry == 0 {
      path.addLine(to: end)
      return
    }
    let (cosR, sinR) = (cos(rotation), sin(rotation))
    let dx = (start.x - end.x) / 2
    let dy = (start.y - end.y) / 2
    let x1 = cosR * dx + sinR * dy
    let y1 = -sinR * dx + cosR * dy
    // Radii too small to reach: scale them up just enough.
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 {
      rx *= lambda.squareRoot()
      ry *= lambda.squareRoot()
    }
    let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
    let coefficient =
      (largeArc != sweep ? 1.0 : -1.0) * max(0, numerator / denominator).squareRoot()
    let cx1 = coefficient * rx * y1 / ry
    let cy1 = -coefficient * ry * x1 / rx
    let center = Point(
      x: cosR * cx1 - sinR * cy1 + (start.x + end.x) / 2,
      y: sinR * cx1 + cosR * cy1 + (start.y + end.y) / 2)
    let startAngle = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
    let endAngle = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx)
    var delta = endAngle - startAngle
    if sweep && delta < 0 { delta += 2 * .pi }
    if !sweep && delta > 0 { delta -= 2 * .pi }
    path.addEllipticalArc(
      center: center, radii: Size(width: rx, height: ry), rotation: rotation,
      startAngle: startAngle, delta: delta, exactEnd: end)
  }
}

extension Path {
  /// The path as SVG path data with absolute commands (`M`, `L`, `Q`, `C`, `Z`), every number in
  /// its shortest form that reads back to the same `Double`: ``init(svgPathData:)`` of the result
  /// gives this path again (<doc:Rules#P7>).
  ///
  ///     Path(rect: Rect(x: 0, y: 0, width: 2, height: 1)).svgPathData
  ///     // "M 0.0 0.0 L 2.0 0.0 L 2.0 1.0 L 0.0 1.0 Z"
  ///
  /// - Complexity: O(n) in the number of elements.
  public var svgPathData: String {
    func p(_ point: Point) -> String { "\(point.x.description) \(point.y.description)" }
    return elements.map { element in
      switch element {
      case .move(let to): "M " + p(to)
      case .line(let to): "L " + p(to)
      case .quadCurve(let to, let control): "Q " + p(control) + " " + p(to)
      case .curve(let to, let c1, let c2): "C " + p(c1) + " " + p(c2) + " " + p(to)
      case .closeSubpath: "Z"
      }
    }.joined(separator: " ")
  }
}
