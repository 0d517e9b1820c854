import LayerKit

extension Scene {
  /// The scene as JSON text in the form of <doc:SceneFiles>: only what differs from Core Animation's
  /// defaults is written, numbers read back to the same `Double`, transforms are 16 numbers and
  /// paths lists of elements. Reading it back gives an equal scene.
  ///
  /// - Parameter indent: Spaces per level (2 by default), or `nil` for one line.
  /// - Throws: ``SceneError`` for a scene nested deeper than ``maximumDepth``, which could not be
  ///   read back.
  public func json(indent: Int? = 2) throws -> String {
    try checkDepth()
    return jsonValue.serialized(indent: indent)
  }

  /// The scene as a JSON value; see ``json(indent:)``.
  var jsonValue: JSONValue {
    var members: [JSONValue.Member] = [.init("layers", .array(layers.map(\.jsonValue)))]
    if !script.isEmpty { members.append(.init("script", .array(script.map(\.jsonValue)))) }
    return .object(members)
  }
}

extension SceneLayer {
  /// The layer in the JSON form of <doc:SceneFiles>: every field of the layer schema that is set.
  public var jsonValue: JSONValue {
    .object(
      LayerSchema.fields.compactMap { field in field.write(self).map { .init(field.name, $0) } })
  }
}

extension SceneAction {
  /// The action in the JSON form of <doc:SceneFiles>.
  public var jsonValue: JSONValue {
    var members: [JSONValue.Member] = [.init("at", .number(at))]
    switch kind {
    case .pause(let layer): members.append(.init("pause", .string(layer)))
    case .resume(let layer): members.append(.init("resume", .string(layer)))
    case .add(let keyed, let layer):
      members.append(.init("add", keyed.animation.jsonValue(key: nil)))
      members.append(.init("to", .string(layer)))
      if let key = keyed.key { members.append(.init("key", .string(key))) }
    case .remove(let key, let layer):
      members.append(.init("remove", .string(key)))
      members.append(.init("from", .string(layer)))
    case .set(let layer, let keyPath, let value, let implicit):
      members.append(
        .init(
          "set",
          .object([
            .init("layer", .string(layer)), .init("keyPath", .string(keyPath.description)),
            .init("value", value.sceneJSONValue),
          ])))
      if implicit { members.append(.init("implicit", .bool(true))) }
    }
    return .object(members)
  }
}

extension AnimatableValue {
  /// The value in the JSON form the commands print (<doc:SceneFiles>): numbers, or lists of numbers
  /// in the order of `components`; every transform, the identity included, as 16 numbers.
  public var jsonValue: JSONValue {
    if case .transform = self { return .array(components.map(JSONValue.number)) }
    return sceneJSONValue
  }

  /// The value as a scene file writes it: as ``jsonValue``, but the identity transform as
  /// `"identity"`.
  var sceneJSONValue: JSONValue {
    func numbers(_ values: [Double]) -> JSONValue { .array(values.map(JSONValue.number)) }
    switch self {
    case .number(let v): return .number(v)
    case .bool(let v): return .bool(v)
    case .point(let v): return numbers([v.x, v.y])
    case .size(let v): return numbers([v.width, v.height])
    case .rect(let v): return numbers([v.origin.x, v.origin.y, v.size.width, v.size.height])
    case .color(let v): return numbers([v.red, v.green, v.blue, v.alpha])
    case .vector3(let v): return numbers([v.x, v.y, v.z])
    case .transform(let v): return v.isIdentity ? .string("identity") : numbers(v.fields)
    case .path(let v): return .string(v.svgPathData)
    case .numbers(let v): return numbers(v)
    case .colors(let v):
      return .array(v.map { numbers([$0.red, $0.green, $0.blue, $0.alpha]) })
    }
  }

  /// The numbers of the value, in the order of its JSON form (CSV columns); booleans as 0 or 1;
  /// for a path or list, its `AnimatableValue.coordinates`.
  public var components: [Double] {
    switch self {
    case .number(let v): [v]
    case .bool(let v): [v ? 1 : 0]
    case .point(let v): [v.x, v.y]
    case .size(let v): [v.width, v.height]
    case .rect(let v): [v.origin.x, v.origin.y, v.size.width, v.size.height]
    case .color(let v): [v.red, v.green, v.blue, v.alpha]
    case .vector3(let v): [v.x, v.y, v.z]
    case .transform(let v): v.fields
    case .path, .numbers, .colors: coordinates
    }
  }
}

extension TimingFunction {
  /// The preset's name, or the four control values.
  var jsonValue: JSONValue {
    if let name { return .string(name.rawValue) }
    return .array([c1x, c1y, c2x, c2y].map(JSONValue.number))
  }
}

extension Path {
  /// The path as a list of elements (`move`, `line`, `quad`, `cubic`, `close`).
  var jsonValue: JSONValue {
    func numbers(_ values: [Double]) -> JSONValue { .array(values.map(JSONValue.number)) }
    return .array(
      elements.map { element in
        switch element {
        case .move(let p): .object([.init("move", numbers([p.x, p.y]))])
        case .line(let p): .object([.init("line", numbers([p.x, p.y]))])
        case .quadCurve(let p, let c): .object([.init("quad", numbers([c.x, c.y, p.x, p.y]))])
        case .curve(let p, let c1, let c2):
          .object([.init("cubic", numbers([c1.x, c1.y, c2.x, c2.y, p.x, p.y]))])
        case .closeSubpath: .object([.init("close", .bool(true))])
        }
      })
  }
}

extension Animation {
  /// The animation in the JSON form of <doc:SceneFiles>, with `key` first when given: its kind's
  /// schema writes every field that differs from the kind's default.
  public func jsonValue(key: String? = nil) -> JSONValue {
    for schema in AnimationSchema.all {
      guard let fields = schema.write(self) else { continue }
      var members: [JSONValue.Member] = [.init("type", .string(schema.type))]
      if let key { members.append(.init("key", .string(key))) }
      return .object(members + fields)
    }
    return .object([])
  }
}

extension Scene: Codable {
  /// Decodes a scene through its JSON form, with the same checks as ``init(json:)``; the
  /// problems become a `DecodingError.dataCorrupted` listing them all.
  public init(from decoder: any Decoder) throws {
    let json = try JSONValue(from: decoder)
    let (scene, problems) = Scene.check(jsonValue: json)
    guard let scene else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: SceneError(problems: problems).description))
    }
    self = scene
  }

  /// Encodes the scene's JSON form (see ``json(indent:)``); a scene deeper than
  /// ``maximumDepth`` is an `EncodingError.invalidValue`.
  public func encode(to encoder: any Encoder) throws {
    do {
      try checkDepth()
    } catch {
      throw EncodingError.invalidValue(
        self, .init(codingPath: encoder.codingPath, debugDescription: "\(error)"))
    }
    try jsonValue.encode(to: encoder)
  }
}
