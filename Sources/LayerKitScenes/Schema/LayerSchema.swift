import LayerKit

/// The scene schema of a layer: its name, the animatable properties it sets, its timing, its
/// animations and sublayers. Drives reading (`SceneReader/layer(_:_:)`), writing
/// (``SceneLayer/jsonValue``) and the documentation's table.
enum LayerSchema {
  /// Every field, in the order they are read and written: the base layer's, then each kind's.
  /// Made once: reading and writing walk it for every layer.
  static let fields: [SceneField<SceneLayer>] =
    baseFields + LayerKind.allCases.flatMap { kindFields[$0] ?? [] }

  /// The fields of every layer: name, kind, the base layer's properties, timing, animations and
  /// sublayers.
  static let baseFields: [SceneField<SceneLayer>] = {
    let name = SceneField<SceneLayer>(
      name: "name", type: "string without `.` or `#`, unique", defaultValue: "—", rule: "L1",
      read: { reader, json, path, layer in layer.name = reader.layerName(json, path) },
      write: { $0.name.map(JSONValue.string) })
    let kind = SceneField<SceneLayer>.stored(
      "kind", \.kind, .enumeration(LayerKind.self), template: SceneLayer(), rule: "Y7")
    let properties = LayerProperty.allCases.filter { $0.layerKind == .layer }.map(property)
    let timing: [SceneField<SceneLayer>] = [
      .optional("beginTime", \.beginTime, .number, rule: "T12"),
      .optional("speed", \.speed, .number, rule: "T12, L3"),
      .optional("timeOffset", \.timeOffset, .number, rule: "T12, L3"),
      .optional("duration", \.duration, .lengthOrInfinity, rule: "T12"),
      .optional("repeatCount", \.repeatCount, .lengthOrInfinity, rule: "T5, T12"),
      .optional("repeatDuration", \.repeatDuration, .lengthOrInfinity, rule: "T5, T12"),
      .optional("autoreverses", \.autoreverses, .bool, rule: "T4, T12"),
      .optional("fillMode", \.fillMode, .enumeration(FillMode.self), rule: "F1, T12"),
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
    // Drawing options that are not animatable (R3, R4, R6).
    let drawing: [SceneField<SceneLayer>] = [
      .optional("maskedCorners", \.maskedCorners, .cornerMask, rule: "R3"),
      .optional("allowsGroupOpacity", \.allowsGroupOpacity, .bool, rule: "R4"),
      .optional("shadowPath", \.shadowPath, .path, rule: "R6"),
    ]
    return [name, kind] + properties + drawing + timing + children
  }()

  /// Each kind's own fields (Y1–Y6): its animatable properties, then the ones that are not.
  static let kindFields: [LayerKind: [SceneField<SceneLayer>]] = {
    var fields: [LayerKind: [SceneField<SceneLayer>]] = [:]
    for kind in LayerKind.allCases where kind != .layer {
      fields[kind] = LayerProperty.allCases.filter { $0.layerKind == kind }.map(property)
    }
    func only(_ kind: LayerKind, _ field: SceneField<SceneLayer>) -> SceneField<SceneLayer> {
      var field = field
      let read = field.read
      field.read = { reader, json, path, layer in
        guard layer.kind == kind else {
          reader.error(
            path, "is a property of \(kind.rawValue) layers, not of \(layer.kind.withArticle)")
          return
        }
        read(&reader, json, path, &layer)
      }
      return field
    }
    fields[.shape, default: []] += [
      only(
        .shape,
        .optional(
          "lineDashPattern", \.lineDashPattern, .list(.number, "list of numbers"), rule: "Y1")),
      only(
        .shape,
        .optional("lineCap", \.lineCap, .enumeration(ShapeProperties.LineCap.self), rule: "Y1")),
      only(
        .shape,
        .optional("lineJoin", \.lineJoin, .enumeration(ShapeProperties.LineJoin.self), rule: "Y1")),
      only(
        .shape,
        .optional("fillRule", \.fillRule, .enumeration(ShapeProperties.FillRule.self), rule: "Y1")),
    ]
    fields[.gradient, default: []] += [
      only(
        .gradient,
        .optional(
          "type", \.gradientType, .enumeration(GradientProperties.GradientType.self),
          rule: "Y4, R8"))
    ]
    fields[.replicator, default: []] += [
      only(.replicator, .optional("instanceCount", \.instanceCount, .count, rule: "Y5")),
      only(.replicator, .optional("instanceDelay", \.instanceDelay, .number, rule: "Y5")),
    ]
    fields[.text, default: []] += [
      only(.text, .optional("string", \.string, .string, rule: "Y6"))
    ]
    return fields
  }()

  /// The field of an animatable property: its value in the property's kind; a property of
  /// another kind of layer is an error (Y7).
  private static func property(_ property: LayerProperty) -> SceneField<SceneLayer> {
    let defaults = LayerProperties(kind: property.layerKind)
    let rule =
      switch property.layerKind {
      case .layer: "L4"
      case .shape:
        property == .path
          ? "Y1, Y2" : property == .strokeStart || property == .strokeEnd ? "Y1, Y3" : "Y1"
      case .gradient: "Y4"
      case .replicator: "Y5"
      case .text: "Y6"
      }
    return SceneField<SceneLayer>(
      name: property.rawValue, type: kindDescription(property.valueKind),
      defaultValue: "`" + defaults[property].sceneJSONValue.serialized() + "`", rule: rule,
      read: { reader, json, path, layer in
        guard property.belongs(to: layer.kind) else {
          reader.error(
            path,
            "is a property of \(property.layerKind.rawValue) layers, not of \(layer.kind.withArticle)"
          )
          return
        }
        if let value = reader.value(json, property.valueKind, path) {
          layer.properties[property] = value
        }
      },
      write: { $0.properties[property]?.sceneJSONValue })
  }

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
    // By scalar, so that a `.` under a combining mark (one Character) still counts.
    if name.isEmpty || name.unicodeScalars.contains(where: { $0 == "." || $0 == "#" }) {
      error(path, "a layer name must be non-empty and contain no '.' or '#'")
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

extension FieldCodec where Value == CornerMask {
  /// Corners by name (`["minXMinY", "maxXMinY"]`, the names of `CACornerMask`'s members without
  /// `layer` and `Corner`), or `CACornerMask`'s raw value, a whole number from 0 to 15.
  static let cornerMask = FieldCodec(
    type: "list of `minXMinY`, `maxXMinY`, `minXMaxY`, `maxXMaxY`, or a whole number 0…15",
    read: { reader, json, path, _ in
      if case .number(let n) = json {
        guard n >= 0, n <= 15, n == n.rounded() else {
          reader.error(path, "must be a whole number from 0 to 15 (got \(n))")
          return nil
        }
        return CornerMask(rawValue: UInt(n))
      }
      guard let items = reader.array(json, path) else { return nil }
      var mask: CornerMask = []
      for (i, item) in items.enumerated() {
        guard let name = reader.string(item, "\(path)[\(i)]") else { continue }
        guard let corner = CornerMask.named.first(where: { $0.name == name })?.corner else {
          let names = CornerMask.named.map { "'\($0.name)'" }.joined(separator: ", ")
          reader.error("\(path)[\(i)]", "unknown corner '\(name)' (expected one of \(names))")
          continue
        }
        mask.insert(corner)
      }
      return mask
    },
    write: { mask in
      .array(CornerMask.named.filter { mask.contains($0.corner) }.map { .string($0.name) })
    },
    describe: { mask in
      mask == .all ? "all four" : "`\(mask.rawValue)`"
    })
}

extension FieldCodec where Value == Int {
  /// A whole number ≥ 0 (an instance count).
  static let count = FieldCodec(
    type: "whole number ≥ 0",
    read: { reader, json, path, _ in
      guard let n = reader.number(json, path) else { return nil }
      guard n >= 0, n == n.rounded(), n <= Double(Int32.max) else {
        reader.error(path, "must be a whole number from 0 to \(Int32.max) (got \(n))")
        return nil
      }
      return Int(n)
    },
    write: { .number(Double($0)) }, describe: { "`\($0)`" })
}
