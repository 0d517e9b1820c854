import LayerKit

/// The scene schema of a layer: its name, the animatable properties it sets, its timing, its
/// animations and sublayers. Drives reading (`SceneReader/layer(_:_:)`), writing
/// (``SceneLayer/jsonValue``) and the documentation's table.
enum LayerSchema {
  /// Every field, in the order they are read and written.
  static let fields: [SceneField<SceneLayer>] = {
    let defaults = LayerProperties()
    let name = SceneField<SceneLayer>(
      name: "name", type: "string without `.`, unique", defaultValue: "—", rule: "L1",
      read: { reader, json, path, layer in layer.name = reader.layerName(json, path) },
      write: { $0.name.map(JSONValue.string) })
    let properties = LayerProperty.allCases.map { property in
      SceneField<SceneLayer>(
        name: property.rawValue, type: kindDescription(property.valueKind),
        defaultValue: "`" + defaults[AnimatableKeyPath(property)].sceneJSONValue.serialized() + "`",
        rule: "L4",
        read: { reader, json, path, layer in
          if let value = reader.value(json, property.valueKind, path) {
            layer.properties[property] = value
          }
        },
        write: { $0.properties[property]?.sceneJSONValue })
    }
    let timing: [SceneField<SceneLayer>] = [
      .optional("beginTime", \.beginTime, .number, rule: "T12"),
      .optional("speed", \.speed, .number, rule: "T12, L3"),
      .optional("timeOffset", \.timeOffset, .number, rule: "T12, L3"),
    ]
    let children: [SceneField<SceneLayer>] = [
      SceneField(
        name: "animations", type: "list of animations (with `key`)", defaultValue: "`[]`",
        rule: "L7, T11",
        read: { reader, json, path, layer in
          guard let items = reader.array(json, path) else { return }
          for (i, item) in items.enumerated() {
            if let keyed = reader.animation(item, "\(path)[\(i)]", keyAllowed: true) {
              layer.animations.append(keyed)
            }
          }
        },
        write: { layer in
          layer.animations.isEmpty
            ? nil : .array(layer.animations.map { $0.animation.jsonValue(key: $0.key) })
        }),
      SceneField(
        name: "sublayers", type: "list of layers", defaultValue: "`[]`", rule: "L1",
        read: { reader, json, path, layer in
          guard let items = reader.array(json, path) else { return }
          for (i, item) in items.enumerated() {
            if let sublayer = reader.layer(item, "\(path)[\(i)]") {
              layer.sublayers.append(sublayer)
            }
          }
        },
        write: { layer in layer.sublayers.isEmpty ? nil : .array(layer.sublayers.map(\.jsonValue)) }
      ),
    ]
    return [name] + properties + timing + children
  }()

  /// How the documentation names a kind of value.
  static func kindDescription(_ kind: ValueKind) -> String {
    switch kind {
    case .number: "number"
    case .bool: "`true` or `false`"
    case .point: "`[x, y]`"
    case .size: "`[width, height]`"
    case .rect: "`[x, y, width, height]`"
    case .color: "`[red, green, blue, alpha]`"
    case .vector3: "`[x, y, z]`"
    case .transform: "transform"
    case .path: "SVG path data or a list of elements"
    case .numbers: "list of numbers"
    case .colors: "list of `[red, green, blue, alpha]`"
    }
  }
}

extension SceneReader {
  /// A layer's name: non-empty, without `.`, not used by another layer.
  mutating func layerName(_ json: JSONValue, _ path: String) -> String? {
    guard let name = string(json, path) else { return nil }
    if name.isEmpty || name.contains(".") {
      error(path, "a layer name must be non-empty and contain no '.'")
      return nil
    }
    guard !layerNames.contains(name) else {
      error(path, "the name '\(name)' is already used by another layer")
      return nil
    }
    layerNames.insert(name)
    return name
  }
}
