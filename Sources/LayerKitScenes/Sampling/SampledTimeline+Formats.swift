import LayerKit

// The two text forms of a sampled timeline, exactly as `layerkit sample` prints them
// (SceneFiles.md, "Output"), and reading them back.
//
//   JSON: {"samples": [{"time": 0, "values": {"opacity": 1, "position": [0, 0]}}, ...]}
//   CSV:  time,opacity,position[0],position[1]
//         0,1,0,0

extension SampledTimeline {
  /// The timeline as JSON: `{"samples": [{"time": t, "values": {column: value, …}}, …]}`, each
  /// value in the form of ``AnimatableValue/jsonValue`` (a transform as 16 numbers);
  /// absent values are left out of their sample.
  ///
  /// With `onePerLine`, each sample is a line of its own (what golden files hold, so that a
  /// change of behaviour reads as a diff of the samples it changed); the keys keep the columns'
  /// order either way.
  ///
  /// - Complexity: O(n) in the numbers written.
  public func json(onePerLine: Bool = false) -> String {
    let names = columns.map { JSONValue.string($0.name).serialized() }
    var text = #"{"samples": ["# + (onePerLine && !times.isEmpty ? "\n  " : "")
    for (index, (time, row)) in zip(times, rows).enumerated() {
      if index > 0 { text += onePerLine ? ",\n  " : ", " }
      text += #"{"time": "# + JSONValue.number(time).serialized() + #", "values": {"#
      var first = true
      for (name, value) in zip(names, row) {
        guard let value else { continue }
        text += (first ? "" : ", ") + name + ": " + value.jsonValue.serialized()
        first = false
      }
      text += "}}"
    }
    return text + (onePerLine && !times.isEmpty ? "\n" : "") + "]}\n"
  }

  /// The timeline as CSV: a `time` column, then one column per number (`position[0]`,
  /// `position[1]`, …; 16 for a transform), one cell of JSON text for a path or a list, `true`
  /// or `false` for a boolean, an empty cell for an absent value.
  ///
  /// - Complexity: O(n) in the numbers written.
  public func csv() -> String {
    let widths = csvWidths
    var header = ["time"]
    for (column, width) in zip(columns, widths) {
      header += Self.csvHeader(column, width: width)
    }
    var lines = [header.joined(separator: ",")]
    for (time, row) in zip(times, rows) {
      var cells = [JSONValue.number(time).serialized()]
      for ((column, width), value) in zip(zip(columns, widths), row) {
        switch value {
        case nil: cells += Array(repeating: "", count: width)
        case .bool(let b)?: cells.append(b ? "true" : "false")
        case .path?: cells.append(Self.csvField(value?.jsonValue.serialized() ?? ""))
        case let value? where column.kind.isList:
          // A list spreads over the column's cells, the rest left empty; an empty list is `[]`.
          let numbers = value.components.map { JSONValue.number($0).serialized() }
          let shown = numbers.isEmpty ? ["[]"] : numbers
          cells += shown + Array(repeating: "", count: max(width - shown.count, 0))
        case let value?: cells += value.components.map { JSONValue.number($0).serialized() }
        }
      }
      lines.append(cells.joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The cells each column spreads over: ``ValueKind/csvWidth`` for values of a fixed size; for
  /// a list, its longest value's numbers (a colour counts four), at least one.
  var csvWidths: [Int] {
    columns.enumerated().map { index, column in
      guard column.kind.isList else { return column.kind.csvWidth }
      return max(1, rows.reduce(0) { max($0, $1[index]?.components.count ?? 0) })
    }
  }

  /// A column's header cells: its name, or `name[0]`, `name[1]`, … when it spreads.
  static func csvHeader(_ column: Column, width: Int) -> [String] {
    width == 1 && !column.kind.isList
      ? [csvField(column.name)] : (0..<width).map { csvField("\(column.name)[\($0)]") }
  }

  /// A CSV field, quoted when it holds a comma, a quote or a line break.
  static func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// Reads a timeline written by ``json()``, the kinds of its values given by `columns`: the
  /// timeline has these columns in this order, and a value missing from a sample is absent.
  ///
  /// - Throws: `JSONSyntaxError` for text that is not JSON; `ValidationError`, located like
  ///   `samples[3].values.opacity`, for a sample without a time, a key that is not among
  ///   `columns`, or a value that is not of its column's kind.
  public init(json text: String, columns: [Column]) throws {
    let json = try JSONValue(parsing: text)
    guard case .array(let samples)? = json["samples"] else {
      throw ValidationError(field: "samples", reason: "expected an array of samples")
    }
    let index = Dictionary(
      columns.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
    var reader = SceneReader()
    var times: [Double] = []
    var rows: [[AnimatableValue?]] = []
    for (i, sample) in samples.enumerated() {
      let path = "samples[\(i)]"
      guard let time = reader.number(sample["time"], "\(path).time") else {
        throw reader.firstError ?? ValidationError(field: "\(path).time", reason: "missing")
      }
      guard case .object(let members)? = sample["values"] else {
        throw ValidationError(field: "\(path).values", reason: "expected an object")
      }
      var row = [AnimatableValue?](repeating: nil, count: columns.count)
      for member in members {
        let memberPath = "\(path).values.\(member.key)"
        guard let position = index[member.key] else {
          throw ValidationError(field: memberPath, reason: "is not one of the timeline's columns")
        }
        guard let value = reader.value(member.value, columns[position].kind, memberPath) else {
          throw reader.firstError ?? ValidationError(field: memberPath, reason: "unreadable")
        }
        row[position] = value
      }
      times.append(time)
      rows.append(row)
    }
    try self.init(columns: columns, times: times, rows: rows)
  }

  /// Reads a timeline written by ``csv()``, the kinds of its values given by `columns`, which
  /// the header must name in this order.
  ///
  /// - Throws: `ValidationError`, located like `line 4, column 3`, for a header that does not
  ///   match `columns`, a row of the wrong width, or a cell that is not a value of its kind.
  public init(csv text: String, columns: [Column]) throws {
    let lines = Self.csvRecords(text)
    let found = lines.first ?? []
    // A list spreads over as many `name[i]` cells as the file has; every other kind over its
    // fixed width.
    var widths: [Int] = []
    var position = 1
    for column in columns {
      var width = column.kind.csvWidth
      if column.kind.isList {
        width = 0
        while position + width < found.count, found[position + width] == "\(column.name)[\(width)]"
        {
          width += 1
        }
        width = max(width, 1)
      }
      widths.append(width)
      position += width
    }
    let header =
      ["time"]
      + zip(columns, widths).flatMap { column, width in
        width == 1 && !column.kind.isList
          ? [column.name] : (0..<width).map { "\(column.name)[\($0)]" }
      }
    guard found == header else {
      throw ValidationError(
        field: "line 1",
        reason:
          "expected the header '\(header.joined(separator: ","))', got '\(found.joined(separator: ","))'"
      )
    }
    var reader = SceneReader()
    var times: [Double] = []
    var rows: [[AnimatableValue?]] = []
    for (offset, cells) in lines.dropFirst().enumerated() {
      let line = offset + 2
      guard cells.count == header.count else {
        throw ValidationError(
          field: "line \(line)", reason: "has \(cells.count) cells, the header \(header.count)")
      }
      guard let time = Double(cells[0]), time.isFinite else {
        throw ValidationError(
          field: "line \(line), column 1", reason: "'\(cells[0])' is not a time")
      }
      var row: [AnimatableValue?] = []
      var cell = 1
      for (column, width) in zip(columns, widths) {
        let part = cells[cell..<cell + width]
        let location = "line \(line), column \(cell + 1)"
        cell += width
        if part.allSatisfy(\.isEmpty) {
          row.append(nil)
          continue
        }
        let json: JSONValue
        if column.kind == .path || column.kind == .bool {
          json = try JSONValue(parsing: part[part.startIndex])
        } else if column.kind.isList {
          json = try Self.listJSON(part, column.kind, location)
        } else {
          json = .array(
            try part.map { text in
              guard let number = Double(text) else {
                throw ValidationError(field: location, reason: "'\(text)' is not a number")
              }
              return .number(number)
            })
        }
        let value = column.kind == .number ? json.firstElement : json
        guard let parsed = reader.value(value, column.kind, location) else {
          throw reader.firstError ?? ValidationError(field: location, reason: "unreadable")
        }
        row.append(parsed)
      }
      times.append(time)
      rows.append(row)
    }
    try self.init(columns: columns, times: times, rows: rows)
  }

  /// A list's cells as its JSON form: `[]` alone for an empty list; else its numbers up to the
  /// first empty cell, grouped by four for colours.
  private static func listJSON(
    _ cells: ArraySlice<String>, _ kind: ValueKind, _ location: String
  ) throws -> JSONValue {
    if cells.first == "[]" { return .array([]) }
    let numbers = try cells.prefix { !$0.isEmpty }.map { text -> JSONValue in
      guard let number = Double(text) else {
        throw ValidationError(field: location, reason: "'\(text)' is not a number")
      }
      return .number(number)
    }
    guard kind == .colors else { return .array(numbers) }
    guard numbers.count % 4 == 0 else {
      throw ValidationError(
        field: location, reason: "a list of colours needs four numbers a colour")
    }
    return .array(
      stride(from: 0, to: numbers.count, by: 4).map { .array(Array(numbers[$0..<$0 + 4])) })
  }

  /// The records of CSV text (RFC 4180: quoted fields may hold commas, quotes and line
  /// breaks); a final line break ends the last record rather than starting an empty one.
  static func csvRecords(_ text: String) -> [[String]] {
    var records: [[String]] = []
    var record: [String] = []
    var field = ""
    var quoted = false
    var iterator = text.makeIterator()
    var pending: Character? = nil
    while let character = pending ?? iterator.next() {
      pending = nil
      if quoted {
        if character == "\"" {
          let next = iterator.next()
          if next == "\"" { field.append("\"") } else { quoted = false; pending = next }
        } else {
          field.append(character)
        }
      } else if character == "\"" && field.isEmpty {
        quoted = true
      } else if character == "," {
        record.append(field)
        field = ""
      } else if character.isNewline {
        record.append(field)
        records.append(record)
        (record, field) = ([], "")
      } else {
        field.append(character)
      }
    }
    if !field.isEmpty || !record.isEmpty {
      record.append(field)
      records.append(record)
    }
    return records
  }
}

extension ValueKind {
  /// The number of CSV columns a value of this kind spreads over (1 for numbers and booleans,
  /// and for paths, which print as one cell of SVG path data); a list spreads over as many as
  /// its longest value has numbers, at least the 1 given here.
  public var csvWidth: Int {
    switch self {
    case .number, .bool, .path, .numbers, .colors: 1
    case .point, .size: 2
    case .vector3: 3
    case .rect, .color: 4
    case .transform: 16
    }
  }
}

extension ValueKind {
  /// Whether values of this kind are lists of numbers or colours, whose length varies (Y4).
  var isList: Bool { self == .numbers || self == .colors }
}

extension JSONValue {
  /// The first element of a one-element array, else the value itself.
  fileprivate var firstElement: JSONValue {
    if case .array(let elements) = self, elements.count == 1 { return elements[0] }
    return self
  }
}

extension SceneReader {
  /// The first error found, as a `ValidationError`.
  var firstError: ValidationError? {
    problems.first { $0.severity == .error }.map {
      ValidationError(field: $0.path, reason: $0.message)
    }
  }
}
