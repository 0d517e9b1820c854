extension Scene {
  /// The scene as JSON text in the form of SCENES.md: only what differs from Core Animation's
  /// defaults is written, numbers read back to the same `Double`, transforms are 16 numbers and
  /// paths lists of elements. Reading it back gives an equal scene.
  ///
  /// - Parameter indent: Spaces per level (2 by default), or `nil` for one line.
  public func json(indent: Int? = 2) -> String {
    jsonValue.serialized(indent: indent)
  }

  /// The scene as a JSON value; see ``json(indent:)``.
  public var jsonValue: JSONValue {
    var members: [JSONValue.Member] = [.init("layers", .array(layers.map(\.jsonValue)))]
    if !script.isEmpty { members.append(.init("script", .array(script.map(\.jsonValue)))) }
    return .object(members)
  }
}

extension SceneLayer {
  /// The layer in the JSON form of SCENES.md.
  public var jsonValue: JSONValue {
    var members: [JSONValue.Member] = []
    if let name { members.append(.init("name", .string(name))) }
    for property in LayerProperty.allCases {
      if let value = properties[property] {
        members.append(.init(property.rawValue, value.sceneJSONValue))
      }
    }
    if let beginTime { members.append(.init("beginTime", .number(beginTime))) }
    if let speed { members.append(.init("speed", .number(speed))) }
    if let timeOffset { members.append(.init("timeOffset", .number(timeOffset))) }
    if !animations.isEmpty {
      members.append(
        .init("animations", .array(animations.map { $0.animation.jsonValue(key: $0.key) })))
    }
    if !sublayers.isEmpty { members.append(.init("sublayers", .array(sublayers.map(\.jsonValue)))) }
    return .object(members)
  }
}

extension SceneAction {
  /// The action in the JSON form of SCENES.md.
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
  /// The value in the JSON form the commands print (SCENES.md): numbers, or lists of numbers
  /// in the order of ``components``; every transform, the identity included, as 16 numbers.
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
    }
  }

  /// The numbers of the value, in the order of its JSON form (CSV columns); booleans as 0 or 1.
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
  /// The animation in the JSON form of SCENES.md, with `key` first when given.
  public func jsonValue(key: String? = nil) -> JSONValue {
    var members: [JSONValue.Member] = []
    func add(_ name: String, _ value: JSONValue) { members.append(.init(name, value)) }
    func number(_ name: String, _ value: Double, default fallback: Double) {
      if value != fallback { add(name, value.isInfinite ? .string("infinity") : .number(value)) }
    }
    let type =
      switch self {
      case .basic: "basic"
      case .keyframe: "keyframe"
      case .spring: "spring"
      case .group: "group"
      case .transition: "transition"
      }
    add("type", .string(type))
    if let key { add("key", .string(key)) }
    // Common fields.
    number("beginTime", timing.beginTime, default: 0)
    number("duration", timing.duration, default: 0)
    number("speed", timing.speed, default: 1)
    number("timeOffset", timing.timeOffset, default: 0)
    number("repeatCount", timing.repeatCount, default: 0)
    number("repeatDuration", timing.repeatDuration, default: 0)
    if timing.autoreverses { add("autoreverses", .bool(true)) }
    if timing.fillMode != .removed { add("fillMode", .string(timing.fillMode.rawValue)) }
    if !isRemovedOnCompletion { add("removedOnCompletion", .bool(false)) }
    if let timingFunction { add("timingFunction", timingFunction.jsonValue) }
    // Property animations.
    func property(
      _ keyPath: AnimatableKeyPath, _ additive: Bool, _ cumulative: Bool, _ function: ValueFunction?
    ) {
      add("keyPath", .string(keyPath.description))
      if additive { add("additive", .bool(true)) }
      if cumulative { add("cumulative", .bool(true)) }
      if let function { add("valueFunction", .string(function.rawValue)) }
    }
    func basicValues(_ basic: some FromToByAnimation) {
      property(basic.keyPath, basic.isAdditive, basic.isCumulative, basic.valueFunction)
      if let v = basic.fromValue { add("fromValue", v.sceneJSONValue) }
      if let v = basic.toValue { add("toValue", v.sceneJSONValue) }
      if let v = basic.byValue { add("byValue", v.sceneJSONValue) }
    }
    switch self {
    case .basic(let basic):
      basicValues(basic)
    case .spring(let spring):
      basicValues(spring)
      number("mass", spring.mass, default: 1)
      number("stiffness", spring.stiffness, default: 100)
      number("damping", spring.damping, default: 10)
      number("initialVelocity", spring.initialVelocity, default: 0)
      if spring.allowsOverdamping { add("allowsOverdamping", .bool(true)) }
    case .keyframe(let keyframe):
      property(keyframe.keyPath, keyframe.isAdditive, keyframe.isCumulative, keyframe.valueFunction)
      if !keyframe.values.isEmpty { add("values", .array(keyframe.values.map(\.sceneJSONValue))) }
      if let keyTimes = keyframe.keyTimes {
        add("keyTimes", .array(keyTimes.map(JSONValue.number)))
      }
      if let functions = keyframe.timingFunctions {
        add("timingFunctions", .array(functions.map(\.jsonValue)))
      }
      if keyframe.calculationMode != .linear {
        add("calculationMode", .string(keyframe.calculationMode.rawValue))
      }
      for (name, list) in [
        ("tensionValues", keyframe.tensionValues), ("continuityValues", keyframe.continuityValues),
        ("biasValues", keyframe.biasValues),
      ] {
        if let list { add(name, .array(list.map(JSONValue.number))) }
      }
      if let mode = keyframe.rotationMode { add("rotationMode", .string(mode.rawValue)) }
      if let path = keyframe.path { add("path", path.jsonValue) }
    case .group(let group):
      add("animations", .array(group.animations.map { $0.jsonValue() }))
    case .transition(let transition):
      add("transitionType", .string(transition.type.rawValue))
      if let subtype = transition.subtype { add("subtype", .string(subtype.rawValue)) }
      number("startProgress", transition.startProgress, default: 0)
      number("endProgress", transition.endProgress, default: 1)
    }
    return .object(members)
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

  /// Encodes the scene's JSON form (see ``json(indent:)``).
  public func encode(to encoder: any Encoder) throws {
    try jsonValue.encode(to: encoder)
  }
}
