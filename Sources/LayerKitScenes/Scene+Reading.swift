import Foundation
import LayerKit

extension Scene {
  /// Reads a scene from JSON text (<doc:SceneFiles>).
  ///
  /// - Throws: ``SceneError`` listing every problem with its location
  ///   (`layers[0].animations[2].duration: must not be negative (got -1.0)`); warnings, such as
  ///   ignored keyTimes, do not stop a scene from loading (see ``check(json:)``).
  public init(json text: String) throws {
    let (scene, problems) = Scene.check(json: text)
    guard let scene else { throw SceneError(problems: problems) }
    self = scene
  }

  /// Reads a scene from a parsed JSON value; see ``init(json:)``.
  public init(jsonValue: JSONValue) throws {
    let (scene, problems) = Scene.check(jsonValue: jsonValue)
    guard let scene else { throw SceneError(problems: problems) }
    self = scene
  }

  /// Reads a scene and reports every problem, errors and warnings. The scene is `nil` when
  /// there is at least one error.
  public static func check(json text: String) -> (scene: Scene?, problems: [SceneProblem]) {
    do {
      return check(jsonValue: try JSONValue(parsing: text))
    } catch let error as JSONSyntaxError {
      return (nil, [SceneProblem(.error, "", "malformed JSON at \(error)")])
    } catch {
      return (nil, [SceneProblem(.error, "", "malformed JSON: \(error)")])
    }
  }

  /// Checks a parsed JSON value as a scene; see ``check(json:)``.
  public static func check(jsonValue: JSONValue) -> (scene: Scene?, problems: [SceneProblem]) {
    var reader = SceneReader()
    let scene = reader.scene(jsonValue)
    var problems = reader.problems
    if !problems.contains(where: { $0.severity == .error }) {
      do {
        try scene.checkDepth()
        try scene.checkCopies()
      } catch let error as SceneError {
        problems += error.problems
      } catch {}
    }
    let failed = problems.contains { $0.severity == .error }
    return (failed ? nil : scene, problems)
  }
}

/// Reads the JSON form of a scene, collecting every problem instead of stopping at the first.
struct SceneReader {
  var problems: [SceneProblem] = []
  /// Layer names seen so far, for the script's references.
  var layerNames: Set<String> = []
  /// How many more unknown fields get a "did you mean" hint.
  var suggestionsLeft = 100

  mutating func error(_ path: String, _ message: String) {
    problems.append(SceneProblem(.error, path, message))
  }

  mutating func warning(_ path: String, _ message: String) {
    problems.append(SceneProblem(.warning, path, message))
  }

  static func join(_ path: String, _ field: String) -> String {
    path.isEmpty ? field : "\(path).\(field)"
  }

  // MARK: Shapes

  /// The members of an object, reporting any not in `allowed`.
  /// Puts the problems found since `start` inside the object `json` (at `path`) in the order
  /// of its members in the document: fields are read in the schema's order, but a reader looks
  /// for them in the file's. Problems of the object itself come first; the order within one
  /// member's problems is kept.
  mutating func putInDocumentOrder(_ json: JSONValue, _ path: String, since start: Int) {
    guard case .object(let members) = json, problems.count - start > 1 else { return }
    var position: [String: Int] = [:]
    for (index, member) in members.enumerated() where position[member.key] == nil {
      position[member.key] = index
    }
    let prefix = path.isEmpty ? "" : path + "."
    let keyed = problems[start...].map { problem -> (Int, SceneProblem) in
      guard problem.path.hasPrefix(prefix), problem.path.count > prefix.count else {
        return (-1, problem)
      }
      let name = problem.path.dropFirst(prefix.count).prefix { $0 != "." && $0 != "[" }
      return (position[String(name)] ?? members.count, problem)
    }
    let ordered = keyed.enumerated().sorted {
      ($0.element.0, $0.offset) < ($1.element.0, $1.offset)
    }
    problems.replaceSubrange(start..., with: ordered.map(\.element.1))
  }

  mutating func members(
    _ value: JSONValue, _ path: String, allowed: Set<String>
  ) -> [String: JSONValue]? {
    guard case .object(let members) = value else {
      error(path, "expected an object, got \(value.kindName)")
      return nil
    }
    var result: [String: JSONValue] = [:]
    var names: [String]?
    for member in members {
      if allowed.contains(member.key) {
        result[member.key] = member.value
      } else {
        // Suggestions for the first unknown fields only: a document of thousands of unknown
        // fields is rejected field by field without an edit distance for each.
        var hint = ""
        if suggestionsLeft > 0 {
          suggestionsLeft -= 1
          if names == nil { names = allowed.sorted() }
          hint = didYouMean(member.key, among: names ?? [])
        }
        error(Self.join(path, member.key), "unknown field" + hint)
      }
    }
    return result
  }

  /// What `take` finds in `value` (absent: `nil`, without a problem), or a problem at `path`
  /// saying it `expected` something else.
  mutating func typed<Value>(
    _ value: JSONValue?, _ path: String, expected: String, _ take: (JSONValue) -> Value?
  ) -> Value? {
    guard let value else { return nil }
    guard let taken = take(value) else {
      error(path, "expected \(expected), got \(value.kindName)")
      return nil
    }
    return taken
  }

  mutating func array(_ value: JSONValue, _ path: String) -> [JSONValue]? {
    typed(value, path, expected: "an array") {
      if case .array(let elements) = $0 { elements } else { nil }
    }
  }

  mutating func string(_ value: JSONValue?, _ path: String) -> String? {
    typed(value, path, expected: "a string") {
      if case .string(let s) = $0 { s } else { nil }
    }
  }

  mutating func bool(_ value: JSONValue?, _ path: String) -> Bool? {
    typed(value, path, expected: "true or false") {
      if case .bool(let b) = $0 { b } else { nil }
    }
  }

  /// A finite number, or with `infinity` also the string `"infinity"`.
  mutating func number(_ value: JSONValue?, _ path: String, infinity: Bool = false) -> Double? {
    guard let value else { return nil }
    if infinity, case .string("infinity") = value { return .infinity }
    guard case .number(let n) = value else {
      error(path, "expected a number\(infinity ? " or \"infinity\"" : ""), got \(value.kindName)")
      return nil
    }
    guard n.isFinite else {
      error(path, "must be a finite number")
      return nil
    }
    return n
  }

  /// Exactly `count` numbers.
  mutating func numbers(_ value: JSONValue, _ path: String, count: Int) -> [Double]? {
    guard let elements = array(value, path) else { return nil }
    guard elements.count == count else {
      error(path, "expected \(count) numbers, got \(elements.count)")
      return nil
    }
    var result: [Double] = []
    for (i, element) in elements.enumerated() {
      guard let n = number(element, "\(path)[\(i)]") else { return nil }
      result.append(n)
    }
    return result
  }

  mutating func enumeration<E: RawRepresentable & CaseIterable>(
    _ value: JSONValue?, _ path: String, _ type: E.Type
  ) -> E? where E.RawValue == String {
    guard let name = string(value, path) else { return nil }
    guard let result = E(rawValue: name) else {
      let names = E.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      error(path, "unknown value '\(name)'; expected one of \(names)")
      return nil
    }
    return result
  }

  // MARK: Values

  /// A value of `kind` in the JSON form of <doc:SceneFiles>.
  mutating func value(_ json: JSONValue, _ kind: ValueKind, _ path: String) -> AnimatableValue? {
    switch kind {
    case .number: return number(json, path).map(AnimatableValue.number)
    case .bool: return bool(json, path).map(AnimatableValue.bool)
    case .point:
      return numbers(json, path, count: 2).map { .point(Point(x: $0[0], y: $0[1])) }
    case .size:
      return numbers(json, path, count: 2).map { .size(Size(width: $0[0], height: $0[1])) }
    case .rect:
      return numbers(json, path, count: 4).map {
        .rect(Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]))
      }
    case .color:
      return numbers(json, path, count: 4).map {
        .color(Color(red: $0[0], green: $0[1], blue: $0[2], alpha: $0[3]))
      }
    case .vector3:
      return numbers(json, path, count: 3).map { .vector3(Vector3(x: $0[0], y: $0[1], z: $0[2])) }
    case .transform:
      return transform(json, path).map(AnimatableValue.transform)
    case .path:
      return self.path(json, path).map(AnimatableValue.path)
    case .numbers:
      guard let items = array(json, path) else { return nil }
      var numbers: [Double] = []
      for (i, item) in items.enumerated() {
        guard let n = number(item, "\(path)[\(i)]") else { return nil }
        numbers.append(n)
      }
      return .numbers(numbers)
    case .colors:
      guard let items = array(json, path) else { return nil }
      var colors: [Color] = []
      for (i, item) in items.enumerated() {
        guard let v = numbers(item, "\(path)[\(i)]", count: 4) else { return nil }
        colors.append(Color(red: v[0], green: v[1], blue: v[2], alpha: v[3]))
      }
      return .colors(colors)
    }
  }

  /// `"identity"`, 16 numbers in Core Animation's field order, or a list of steps composed like
  /// nested `CATransform3DTranslate/Rotate/Scale` calls (`[A, B]` is B applied before A's
  /// effect on a point, the same as the CSS list `A B`).
  mutating func transform(_ json: JSONValue, _ path: String) -> Transform3D? {
    if case .string(let s) = json {
      guard s == "identity" else {
        error(path, "expected \"identity\", 16 numbers or a list of steps, got '\(s)'")
        return nil
      }
      return .identity
    }
    guard let elements = array(json, path) else { return nil }
    if elements.first.map({ if case .object = $0 { false } else { true } }) ?? false {
      return numbers(json, path, count: 16).flatMap { Transform3D(fields: $0) }
    }
    var result = Transform3D.identity
    for (i, step) in elements.enumerated() {
      let stepPath = "\(path)[\(i)]"
      guard let fields = members(step, stepPath, allowed: ["translate", "rotate", "scale"]),
        fields.count == 1, let (name, arguments) = fields.first
      else {
        if case .object(let m) = step, m.count != 1 {
          error(stepPath, "a step has exactly one of 'translate', 'rotate', 'scale'")
        }
        return nil
      }
      let argumentsPath = Self.join(stepPath, name)
      switch name {
      case "translate":
        guard let v = numbers(arguments, argumentsPath, count: 3) else { return nil }
        result = result.translatedBy(x: v[0], y: v[1], z: v[2])
      case "rotate":
        guard let v = numbers(arguments, argumentsPath, count: 4) else { return nil }
        result = result.rotated(by: v[0], x: v[1], y: v[2], z: v[3])
      default:
        guard let v = numbers(arguments, argumentsPath, count: 3) else { return nil }
        result = result.scaledBy(x: v[0], y: v[1], z: v[2])
      }
    }
    return result
  }

  mutating func timingFunction(_ json: JSONValue?, _ path: String) -> TimingFunction? {
    guard let json else { return nil }
    if case .string(let name) = json {
      guard let preset = TimingFunction.Name(rawValue: name) else {
        let names = TimingFunction.Name.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        error(path, "unknown timing function '\(name)'; expected one of \(names) or 4 numbers")
        return nil
      }
      return TimingFunction(name: preset)
    }
    guard let v = numbers(json, path, count: 4) else { return nil }
    do {
      return try TimingFunction(controlPoints: v[0], v[1], v[2], v[3])
    } catch {
      self.error(path, "\(error)")
      return nil
    }
  }

  // MARK: Paths

  mutating func path(_ json: JSONValue, _ path: String) -> Path? {
    if case .string(let data) = json {
      do {
        return try Path(svgPathData: data)
      } catch let failure as ValidationError {
        error(path, failure.reason)
        return nil
      } catch {
        self.error(path, "\(error)")
        return nil
      }
    }
    guard let elements = array(json, path) else { return nil }
    var result = Path()
    let names = ["move", "line", "quad", "cubic", "rect", "ellipse", "arc", "close"]
    for (i, element) in elements.enumerated() {
      let elementPath = "\(path)[\(i)]"
      if case .object(let given) = element,
        let unknown = given.first(where: { !names.contains($0.key) })
      {
        error(
          Self.join(elementPath, unknown.key),
          "unknown path element '\(unknown.key)'" + didYouMean(unknown.key, among: names)
            + "; the elements are " + names.joined(separator: ", "))
        return nil
      }
      guard let fields = members(element, elementPath, allowed: Set(names)) else { return nil }
      guard fields.count == 1, let (name, arguments) = fields.first else {
        error(elementPath, "an element has exactly one of \(names.joined(separator: ", "))")
        return nil
      }
      let p = Self.join(elementPath, name)
      switch name {
      case "move", "line":
        guard let v = numbers(arguments, p, count: 2) else { return nil }
        let point = Point(x: v[0], y: v[1])
        if name == "move" { result.move(to: point) } else { result.addLine(to: point) }
      case "quad":
        guard let v = numbers(arguments, p, count: 4) else { return nil }
        result.addQuadCurve(to: Point(x: v[2], y: v[3]), control: Point(x: v[0], y: v[1]))
      case "cubic":
        guard let v = numbers(arguments, p, count: 6) else { return nil }
        result.addCurve(
          to: Point(x: v[4], y: v[5]), control1: Point(x: v[0], y: v[1]),
          control2: Point(x: v[2], y: v[3]))
      case "rect", "ellipse":
        guard let v = numbers(arguments, p, count: 4) else { return nil }
        let rect = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        if name == "rect" { result.addRect(rect) } else { result.addEllipse(in: rect) }
      case "arc":
        guard let items = array(arguments, p), items.count == 6 else {
          error(p, "expected [cx, cy, radius, startAngle, endAngle, clockwise]")
          return nil
        }
        var v: [Double] = []
        for j in 0..<5 {
          guard let n = number(items[j], "\(p)[\(j)]") else { return nil }
          v.append(n)
        }
        guard let clockwise = bool(items[5], "\(p)[5]") else { return nil }
        result.addArc(
          center: Point(x: v[0], y: v[1]), radius: v[2], startAngle: v[3], endAngle: v[4],
          clockwise: clockwise)
      default:  // close
        guard bool(arguments, p) == true else {
          if case .bool = arguments { error(p, "must be true") }
          return nil
        }
        result.closeSubpath()
      }
    }
    return result
  }
}
