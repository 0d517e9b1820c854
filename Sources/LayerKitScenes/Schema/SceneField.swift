import LayerKit

/// How a field's value is read from JSON, written back, and described in the documentation.
///
/// One codec per JSON shape (a number, a value of the key path's kind, a list of …): the schemas
/// build every field from these, so that reading and writing cannot drift apart.
struct FieldCodec<Value>: Sendable {
  /// What the field holds, as the documentation's tables say it.
  var type: String
  /// Reads the value at `path`, reporting any problem to the reader; `kind` is the kind of value
  /// the animation's key path takes (for value fields).
  var read: @Sendable (inout SceneReader, JSONValue, _ path: String, _ kind: ValueKind) -> Value?
  /// The JSON form of a value.
  var write: @Sendable (Value) -> JSONValue
  /// A value as the documentation's tables print a default.
  var describe: @Sendable (Value) -> String
}

/// One field of a scene object: its JSON name, how it is read into and written from the model,
/// and its documentation (type, default, the rule that gives it meaning).
struct SceneField<Model>: Sendable {
  /// The JSON name.
  var name: String
  /// What it holds, for the documentation.
  var type: String
  /// The default, for the documentation ("—" when there is none or the field is required).
  var defaultValue: String
  /// The the rule book rules the field is checked by or gives meaning to.
  var rule: String
  /// Whether the field must be present.
  var isRequired = false
  /// Reads the field's JSON at a path into the model.
  var read: @Sendable (inout SceneReader, JSONValue, _ path: String, inout Model) -> Void
  /// The field's JSON for a model, or `nil` to leave it out (the default).
  var write: @Sendable (Model) -> JSONValue?
}

extension SceneField {
  /// A field stored at `keyPath`, written only where it differs from `template`'s value.
  ///
  /// - Parameter kind: The kind of value the model's key path takes (for value fields).
  /// - Parameter alwaysWritten: Write the field even at its default (a required field always
  ///   is).
  static func stored<Value: Equatable & Sendable>(
    _ name: String, _ keyPath: WritableKeyPath<Model, Value> & Sendable, _ codec: FieldCodec<Value>,
    template: Model, rule: String, required: Bool = false, alwaysWritten: Bool = false,
    kind: @escaping @Sendable (Model) -> ValueKind = { _ in .number }
  ) -> SceneField {
    let fallback = template[keyPath: keyPath]
    return SceneField(
      name: name, type: codec.type, defaultValue: required ? "—" : codec.describe(fallback),
      rule: rule, isRequired: required,
      read: { reader, json, path, model in
        if let value = codec.read(&reader, json, path, kind(model)) {
          model[keyPath: keyPath] = value
        }
      },
      write: { model in
        let value = model[keyPath: keyPath]
        return required || alwaysWritten || value != fallback ? codec.write(value) : nil
      })
  }

  /// An optional field stored at `keyPath`: absent is `nil`, and `nil` is not written.
  static func optional<Value: Sendable>(
    _ name: String, _ keyPath: WritableKeyPath<Model, Value?> & Sendable,
    _ codec: FieldCodec<Value>,
    rule: String, kind: @escaping @Sendable (Model) -> ValueKind = { _ in .number }
  ) -> SceneField {
    SceneField(
      name: name, type: codec.type, defaultValue: "—", rule: rule,
      read: { reader, json, path, model in
        if let value = codec.read(&reader, json, path, kind(model)) {
          model[keyPath: keyPath] = value
        }
      },
      write: { model in model[keyPath: keyPath].map(codec.write) })
  }

  /// The same field on a model that holds this one's at `keyPath` (the common fields of every
  /// animation kind, held in its `base`).
  func lifted<Outer>(_ keyPath: WritableKeyPath<Outer, Model> & Sendable) -> SceneField<Outer> {
    let read = self.read
    let write = self.write
    return SceneField<Outer>(
      name: name, type: type, defaultValue: defaultValue, rule: rule, isRequired: isRequired,
      read: { reader, json, path, outer in read(&reader, json, path, &outer[keyPath: keyPath]) },
      write: { outer in write(outer[keyPath: keyPath]) })
  }
}

// MARK: - Codecs

extension FieldCodec where Value == Double {
  /// A finite number.
  static let number = FieldCodec(
    type: "number", read: { reader, json, path, _ in reader.number(json, path) },
    write: { .number($0) }, describe: { "`" + JSONValue.number($0).serialized() + "`" })

  /// A finite number or `"infinity"` (repeat counts and durations, T4).
  static let numberOrInfinity = FieldCodec(
    type: "number or `\"infinity\"`",
    read: { reader, json, path, _ in reader.number(json, path, infinity: true) },
    write: { $0.isInfinite ? .string("infinity") : .number($0) },
    describe: { $0.isInfinite ? "`\"infinity\"`" : "`" + JSONValue.number($0).serialized() + "`" })
}

extension FieldCodec where Value == Bool {
  /// `true` or `false`.
  static let bool = FieldCodec(
    type: "`true` or `false`", read: { reader, json, path, _ in reader.bool(json, path) },
    write: { .bool($0) }, describe: { $0 ? "`true`" : "`false`" })
}

extension FieldCodec where Value == String {
  /// A string.
  static let string = FieldCodec(
    type: "string", read: { reader, json, path, _ in reader.string(json, path) },
    write: { .string($0) }, describe: { "`\"\($0)\"`" })
}

extension FieldCodec {
  /// One of an enumeration's raw values.
  static func enumeration(_ type: Value.Type) -> FieldCodec
  where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    FieldCodec(
      type: "one of " + Value.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "),
      read: { reader, json, path, _ in reader.enumeration(json, path, Value.self) },
      write: { .string($0.rawValue) }, describe: { "`\($0.rawValue)`" })
  }

  /// A list of `element`s, each located by its index, described as `type`.
  static func list<Element>(_ element: FieldCodec<Element>, _ type: String) -> FieldCodec
  where Value == [Element] {
    FieldCodec(
      type: type,
      read: { reader, json, path, kind in
        guard let items = reader.array(json, path) else { return nil }
        return items.enumerated().compactMap { i, item in
          element.read(&reader, item, "\(path)[\(i)]", kind)
        }
      },
      write: { .array($0.map(element.write)) },
      describe: { $0.isEmpty ? "`[]`" : "…" })
  }
}

extension FieldCodec where Value == AnimatableValue {
  /// A value of the kind the animation's key path (or value function) takes (<doc:SceneFiles>,
  /// "Values"); a scene writes the identity transform as `"identity"`.
  static let value = FieldCodec(
    type: "a value of the key path's kind",
    read: { reader, json, path, kind in reader.value(json, kind, path) },
    write: { $0.sceneJSONValue }, describe: { "`" + $0.sceneJSONValue.serialized() + "`" })
}

extension FieldCodec where Value == TimingFunction {
  /// A preset name or four control values (TF1, TF2).
  static let timingFunction = FieldCodec(
    type: "a preset name or `[c1x, c1y, c2x, c2y]`",
    read: { reader, json, path, _ in reader.timingFunction(json, path) },
    write: { $0.jsonValue }, describe: { "`" + $0.jsonValue.serialized() + "`" })
}

extension FieldCodec where Value == Path {
  /// SVG path data or a list of elements (P7).
  static let path = FieldCodec(
    type: "SVG path data or a list of elements",
    read: { reader, json, path, _ in reader.path(json, path) },
    write: { $0.jsonValue }, describe: { _ in "—" })
}

extension FieldCodec where Value == [String: AnimatableValue] {
  /// The caller's values (`userInfo`): an object of `{"<kind>": value}` by key, the kind one of
  /// `ValueKind`'s, so that a value reads back as the kind it was.
  static let userInfo = FieldCodec(
    type: "object of `{\"<kind>\": value}`",
    read: { reader, json, path, _ in reader.userInfo(json, path) },
    write: { info in
      .object(
        info.keys.sorted().map { key in
          let value = info[key] ?? .number(0)
          return JSONValue.Member(key, .object([.init(value.kind.rawValue, value.sceneJSONValue)]))
        })
    },
    describe: { $0.isEmpty ? "`{}`" : "…" })
}

extension SceneReader {
  /// The caller's values: `{"key": {"point": [1, 2]}, …}`.
  mutating func userInfo(_ json: JSONValue, _ path: String) -> [String: AnimatableValue]? {
    guard case .object(let members) = json else {
      error(path, "expected an object, got \(json.kindName)")
      return nil
    }
    var result: [String: AnimatableValue] = [:]
    for member in members {
      let memberPath = Self.join(path, member.key)
      guard case .object(let tagged) = member.value, tagged.count == 1,
        let kind = ValueKind(rawValue: tagged[0].key)
      else {
        let kinds = ValueKind.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        error(memberPath, "expected an object with one of \(kinds) holding the value")
        continue
      }
      if let value = value(tagged[0].value, kind, Self.join(memberPath, kind.rawValue)) {
        result[member.key] = value
      }
    }
    return result
  }
}
