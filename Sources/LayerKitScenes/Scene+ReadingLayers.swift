import LayerKit

extension SceneReader {
  /// The whole document.
  mutating func scene(_ json: JSONValue) -> Scene {
    var scene = Scene()
    defer { putInDocumentOrder(json, "", since: 0) }
    guard let fields = members(json, "", allowed: ["layers", "script"]) else { return scene }
    if let list = fields["layers"], let items = array(list, "layers") {
      for (i, item) in items.enumerated() {
        if let layer = layer(item, "layers[\(i)]") { scene.layers.append(layer) }
      }
    }
    if let list = fields["script"], let items = array(list, "script") {
      for (i, item) in items.enumerated() {
        if let action = action(item, "script[\(i)]") { scene.script.append(action) }
      }
    }
    return scene
  }

  static let layerFields = Set(LayerSchema.fields.map(\.name))

  mutating func layer(_ json: JSONValue, _ path: String) -> SceneLayer? {
    let start = problems.count
    defer { putInDocumentOrder(json, path, since: start) }
    guard let fields = members(json, path, allowed: Self.layerFields) else { return nil }
    var layer = SceneLayer()
    for field in LayerSchema.fields {
      if let json = fields[field.name] {
        field.read(&self, json, Self.join(path, field.name), &layer)
      }
    }
    return layer
  }

  static let actionFields: Set<String> = [
    "at", "pause", "resume", "add", "to", "key", "remove", "from", "set", "implicit",
  ]

  /// A script action; layer names must belong to layers read before (the layers come first).
  mutating func action(_ json: JSONValue, _ path: String) -> SceneAction? {
    let start = problems.count
    defer { putInDocumentOrder(json, path, since: start) }
    guard let fields = members(json, path, allowed: Self.actionFields) else { return nil }
    let verbs = ["pause", "resume", "add", "remove", "set"].filter { fields[$0] != nil }
    guard verbs.count == 1, let verb = verbs.first else {
      error(path, "an action has exactly one of 'pause', 'resume', 'add', 'remove', 'set'")
      return nil
    }
    let problemsBefore = problems.count
    var at = number(fields["at"], Self.join(path, "at"))
    if fields["at"] == nil { error(Self.join(path, "at"), "required") }
    if let time = at, time < 0 {
      error(Self.join(path, "at"), "media time starts at 0 (got \(time))")
      at = nil
    }
    // Fields that belong to other verbs are errors, not silently ignored.
    let extra: [String: Set<String>] = [
      "pause": [], "resume": [], "add": ["to", "key"], "remove": ["from"], "set": ["implicit"],
    ]
    for name in ["to", "key", "from", "implicit"] where fields[name] != nil {
      if !(extra[verb] ?? []).contains(name) {
        error(Self.join(path, name), "not used by a '\(verb)' action")
      }
    }
    var kind: SceneAction.Kind?
    switch verb {
    case "pause", "resume":
      if let name = layerReference(fields[verb], Self.join(path, verb)) {
        kind = verb == "pause" ? .pause(layer: name) : .resume(layer: name)
      }
    case "add":
      let target = layerReference(fields["to"], Self.join(path, "to"))
      if fields["to"] == nil { error(Self.join(path, "to"), "required") }
      let key = string(fields["key"], Self.join(path, "key"))
      if let json = fields["add"],
        var keyed = animation(json, Self.join(path, "add"), keyAllowed: false),
        let target
      {
        keyed.key = key
        kind = .add(keyed, to: target)
      }
    case "remove":
      let key = string(fields["remove"], Self.join(path, "remove"))
      let target = layerReference(fields["from"], Self.join(path, "from"))
      if fields["from"] == nil { error(Self.join(path, "from"), "required") }
      if let key, let target { kind = .remove(key: key, from: target) }
    default:
      kind = setAction(fields, path)
    }
    guard let at, let kind, problems.count == problemsBefore else { return nil }
    return SceneAction(at: at, kind)
  }

  mutating func setAction(_ fields: [String: JSONValue], _ path: String) -> SceneAction.Kind? {
    let setPath = Self.join(path, "set")
    let implicit = bool(fields["implicit"], Self.join(path, "implicit")) ?? false
    guard let json = fields["set"],
      let set = members(json, setPath, allowed: ["layer", "keyPath", "value"])
    else { return nil }
    let layer = layerReference(set["layer"], Self.join(setPath, "layer"))
    if set["layer"] == nil { error(Self.join(setPath, "layer"), "required") }
    guard let text = string(set["keyPath"], Self.join(setPath, "keyPath")) else {
      if set["keyPath"] == nil { error(Self.join(setPath, "keyPath"), "required") }
      return nil
    }
    guard let keyPath = SceneKeyPath(text) else {
      error(Self.join(setPath, "keyPath"), "unknown key path '\(text)'")
      return nil
    }
    guard let json = set["value"] else {
      error(Self.join(setPath, "value"), "required")
      return nil
    }
    guard let value = value(json, keyPath.valueKind, Self.join(setPath, "value")), let layer else {
      return nil
    }
    if keyPath.isLength, case .number(let n) = value, n < 0 {
      error(Self.join(setPath, "value"), "must not be negative (got \(n))")
      return nil
    }
    return .set(layer: layer, keyPath: keyPath, value: value, implicit: implicit)
  }

  /// A layer name that must exist in the scene.
  mutating func layerReference(_ json: JSONValue?, _ path: String) -> String? {
    guard let name = string(json, path) else { return nil }
    guard layerNames.contains(name) else {
      error(path, "unknown layer '\(name)'")
      return nil
    }
    return name
  }
}
