import LayerKit

/// The scene schema of one animation kind: its `type` name and its fields, which drive reading
/// (`SceneReader`), writing (`Animation/jsonValue(key:)`) and the documentation's tables
/// (`SceneSchema`).
struct AnimationSchema: Sendable {
  /// The `type` that selects this kind.
  let type: String
  /// The fields, in the order they are read and written.
  let fields: [FieldDocumentation]
  /// Reads an animation of this kind from its members (already checked against `fields`).
  let read: @Sendable (inout SceneReader, [String: JSONValue], String) -> Animation?
  /// The members of `animation`, if it is of this kind (`type` and `key` aside).
  let write: @Sendable (Animation) -> [JSONValue.Member]?

  init<Model: LayerAnimation>(
    type: String, template: Model, fields: [SceneField<Model>],
    wrap: @escaping @Sendable (Model) -> Animation,
    unwrap: @escaping @Sendable (Animation) -> Model?,
    finish: (@Sendable (inout SceneReader, [String: JSONValue], String, inout Model) -> Void)? = nil
  ) {
    self.type = type
    self.fields = fields.map(FieldDocumentation.init)
    let all = SchemaFields(fields)
    read = { reader, members, path in
      var model = template
      for field in all.fields {
        let fieldPath = SceneReader.join(path, field.name)
        if let json = members[field.name] {
          field.read(&reader, json, fieldPath, &model)
        } else if field.isRequired {
          reader.error(fieldPath, "required")
        }
      }
      finish?(&reader, members, path, &model)
      return wrap(model)
    }
    write = { animation in
      guard let model = unwrap(animation) else { return nil }
      return all.fields.compactMap { field in field.write(model).map { .init(field.name, $0) } }
    }
  }
}

/// The fields of a schema, held by its closures.
private struct SchemaFields<Model>: Sendable {
  let fields: [SceneField<Model>]
  init(_ fields: [SceneField<Model>]) { self.fields = fields }
}

/// A field as the documentation shows it.
struct FieldDocumentation: Hashable, Sendable {
  var name: String
  var type: String
  var defaultValue: String
  var rule: String

  init<Model>(_ field: SceneField<Model>) {
    name = field.name
    type = field.type
    defaultValue = field.isRequired ? "required" : field.defaultValue
    rule = field.rule
  }
}

// MARK: - The fields every animation has

extension AnimationSchema {
  /// `CAAnimation`'s and `CAMediaTiming`'s fields, held in `AnimationBase`.
  static let commonFields: [SceneField<AnimationBase>] = {
    let template = AnimationBase()
    return [
      .stored("beginTime", \.timing.beginTime, .number, template: template, rule: "T1, T11"),
      .stored("duration", \.timing.duration, .length, template: template, rule: "T3, T5"),
      .stored("speed", \.timing.speed, .number, template: template, rule: "T1"),
      .stored("timeOffset", \.timing.timeOffset, .number, template: template, rule: "T1, T6"),
      .stored(
        "repeatCount", \.timing.repeatCount, .lengthOrInfinity, template: template, rule: "T5"),
      .stored(
        "repeatDuration", \.timing.repeatDuration, .lengthOrInfinity, template: template,
        rule: "T5"),
      .stored("autoreverses", \.timing.autoreverses, .bool, template: template, rule: "T4, T8"),
      .stored(
        "fillMode", \.timing.fillMode, .enumeration(FillMode.self), template: template,
        rule: "F1"),
      .stored(
        "removedOnCompletion", \.isRemovedOnCompletion, .bool, template: template, rule: "F2"),
      .optional("timingFunction", \.timingFunction, .timingFunction, rule: "TF1, TF7"),
      .stored("userInfo", \.userInfo, .userInfo, template: template, rule: "E2"),
    ]
  }()

  /// The common fields on a kind's model.
  static func common<Model: LayerAnimation>(_: Model.Type) -> [SceneField<Model>] {
    commonFields.map { $0.lifted(\Model.base) }
  }

  /// `CAPropertyAnimation`'s fields: the key path first, so that the value fields after it know
  /// the kind of value they read.
  static func property<Model: PropertyAnimation>(_ template: Model) -> [SceneField<Model>] {
    [
      .stored(
        "keyPath", \.keyPath, .keyPath, template: template, rule: "L4, V3", required: true),
      .stored("additive", \.isAdditive, .bool, template: template, rule: "B2"),
      .stored("cumulative", \.isCumulative, .bool, template: template, rule: "B3"),
      .optional("valueFunction", \.valueFunction, .enumeration(ValueFunction.self), rule: "B4"),
    ]
  }
}

extension FieldCodec where Value == Double {
  /// A finite number that must not be negative (a duration or count).
  static let length = FieldCodec(
    type: "number ≥ 0",
    read: { reader, json, path, _ in
      guard let n = reader.number(json, path) else { return nil }
      if n < 0 { reader.error(path, "must not be negative (got \(n))") }
      return n
    },
    write: { .number($0) }, describe: { "`" + JSONValue.number($0).serialized() + "`" })

  /// `length` or `"infinity"`.
  static let lengthOrInfinity = FieldCodec(
    type: "number ≥ 0 or `\"infinity\"`",
    read: { reader, json, path, _ in
      guard let n = reader.number(json, path, infinity: true) else { return nil }
      if n < 0 { reader.error(path, "must not be negative (got \(n))") }
      return n
    },
    write: { $0.isInfinite ? .string("infinity") : .number($0) },
    describe: { $0.isInfinite ? "`\"infinity\"`" : "`" + JSONValue.number($0).serialized() + "`" })
}

extension FieldCodec where Value == AnimatableKeyPath {
  /// An animatable key path (`position.x`, `transform.rotation.z`, …).
  static let keyPath = FieldCodec(
    type: "key path",
    read: { reader, json, path, _ in
      guard let text = reader.string(json, path) else { return nil }
      guard let keyPath = try? AnimatableKeyPath(text) else {
        reader.error(path, "unknown key path '\(text)'")
        return nil
      }
      return keyPath
    },
    write: { .string($0.description) }, describe: { "`\($0)`" })
}

// MARK: - The kinds

/// The animation fields' `fromValue`, `toValue`, `byValue`: what basic and spring animations
/// share (`CABasicAnimation`, of which `CASpringAnimation` is a subclass).
protocol SceneFromToBy: PropertyAnimation {
  var fromValue: AnimatableValue? { get set }
  var toValue: AnimatableValue? { get set }
  var byValue: AnimatableValue? { get set }
}

extension BasicAnimation: SceneFromToBy {}
extension SpringAnimation: SceneFromToBy {}

extension AnimationSchema {
  /// The value kind of a property animation's values.
  @Sendable
  private static func kind<Model: PropertyAnimation>(_ model: Model) -> ValueKind {
    model.valueKind
  }

  static func fromToBy<Model: SceneFromToBy>(_: Model.Type) -> [SceneField<Model>] {
    [
      .optional("fromValue", \.fromValue, .value, rule: "B1", kind: kind),
      .optional("toValue", \.toValue, .value, rule: "B1", kind: kind),
      .optional("byValue", \.byValue, .value, rule: "B1", kind: kind),
    ]
  }

  /// `basic` (`CABasicAnimation`).
  static let basic: AnimationSchema = {
    let template = BasicAnimation(keyPath: .opacity)
    return AnimationSchema(
      type: "basic", template: template,
      fields: common(BasicAnimation.self) + property(template) + fromToBy(BasicAnimation.self),
      wrap: { .basic($0) }, unwrap: { if case .basic(let a) = $0 { a } else { nil } })
  }()

  /// `spring` (`CASpringAnimation`), with the perceptual form as an alternative (S6).
  static let spring: AnimationSchema = {
    let template = SpringAnimation(keyPath: .opacity)
    let fields: [SceneField<SpringAnimation>] = [
      .stored("mass", \.mass, .number, template: template, rule: "S1"),
      .stored("stiffness", \.stiffness, .number, template: template, rule: "S1"),
      .stored("damping", \.damping, .number, template: template, rule: "S1, S3"),
      .stored("initialVelocity", \.initialVelocity, .number, template: template, rule: "S2"),
      .stored("allowsOverdamping", \.allowsOverdamping, .bool, template: template, rule: "S3"),
      // Read only: the perceptual form sets stiffness, damping, allowsOverdamping and (unless
      // given) duration (S6), so a scene is written with those.
      SceneField(
        name: "perceptualDuration", type: "number > 0", defaultValue: "—", rule: "S6",
        read: { _, _, _, _ in }, write: { _ in nil }),
      SceneField(
        name: "bounce", type: "number in [−1, 1]", defaultValue: "`0`", rule: "S6",
        read: { _, _, _, _ in }, write: { _ in nil }),
    ]
    return AnimationSchema(
      type: "spring", template: template,
      fields: common(SpringAnimation.self) + property(template)
        + fromToBy(SpringAnimation.self) + fields,
      wrap: { .spring($0) }, unwrap: { if case .spring(let a) = $0 { a } else { nil } },
      finish: perceptualSpring)
  }()

  /// `perceptualDuration` and `bounce`: `SpringAnimation(perceptualDuration:bounce:)` (S6), in
  /// place of mass, stiffness and damping.
  @Sendable
  private static func perceptualSpring(
    _ reader: inout SceneReader, _ members: [String: JSONValue], _ path: String,
    _ spring: inout SpringAnimation
  ) {
    func field(_ name: String) -> String { SceneReader.join(path, name) }
    guard let json = members["perceptualDuration"] else {
      if members["bounce"] != nil { reader.error(field("bounce"), "needs perceptualDuration") }
      return
    }
    guard let duration = reader.number(json, field("perceptualDuration")) else { return }
    for conflicting in ["stiffness", "damping", "mass"] where members[conflicting] != nil {
      reader.error(
        field(conflicting),
        "give either perceptualDuration and bounce, or mass, stiffness and damping")
    }
    let bounce = members["bounce"].flatMap { reader.number($0, field("bounce")) } ?? 0
    do {
      let perceptual = try SpringAnimation(
        keyPath: spring.keyPath, perceptualDuration: duration, bounce: bounce)
      spring.mass = perceptual.mass
      spring.stiffness = perceptual.stiffness
      spring.damping = perceptual.damping
      spring.allowsOverdamping = perceptual.allowsOverdamping
      // S6: the initialiser's duration, the settling duration, unless the scene gives one.
      if members["duration"] == nil {
        spring.base.timing.duration = perceptual.base.timing.duration
      }
    } catch let failure as ValidationError {
      reader.error(field(failure.field), failure.reason)
    } catch {
      reader.error(path, "\(error)")
    }
  }

  /// `keyframe` (`CAKeyframeAnimation`).
  static let keyframe: AnimationSchema = {
    let template = KeyframeAnimation(keyPath: .opacity)
    let fields: [SceneField<KeyframeAnimation>] = [
      .stored(
        "values", \.values, .list(.value, "list of values of the key path's kind"),
        template: template, rule: "K1", kind: kind),
      .optional("keyTimes", \.keyTimes, .list(.number, "list of numbers"), rule: "K3"),
      .optional(
        "timingFunctions", \.timingFunctions, .list(.timingFunction, "list of timing functions"),
        rule: "K4"),
      .stored(
        "calculationMode", \.calculationMode, .enumeration(CalculationMode.self),
        template: template, rule: "K2, K5–K7"),
      .optional("tensionValues", \.tensionValues, .list(.number, "list of numbers"), rule: "K7"),
      .optional(
        "continuityValues", \.continuityValues, .list(.number, "list of numbers"), rule: "K7"),
      .optional("biasValues", \.biasValues, .list(.number, "list of numbers"), rule: "K7"),
      .optional("rotationMode", \.rotationMode, .enumeration(RotationMode.self), rule: "K9"),
      .optional("path", \.path, .path, rule: "K1, P1–P7"),
    ]
    return AnimationSchema(
      type: "keyframe", template: template,
      fields: common(KeyframeAnimation.self) + property(template) + fields,
      wrap: { .keyframe($0) }, unwrap: { if case .keyframe(let a) = $0 { a } else { nil } })
  }()

  /// `group` (`CAAnimationGroup`).
  static let group: AnimationSchema = {
    let template = AnimationGroup()
    let fields: [SceneField<AnimationGroup>] = [
      .stored("animations", \.animations, .animations, template: template, rule: "G1–G3")
    ]
    return AnimationSchema(
      type: "group", template: template, fields: common(AnimationGroup.self) + fields,
      wrap: { .group($0) }, unwrap: { if case .group(let a) = $0 { a } else { nil } })
  }()

  /// `transition` (`CATransition`).
  static let transition: AnimationSchema = {
    let template = Transition()
    let fields: [SceneField<Transition>] = [
      .stored(
        "transitionType", \.type, .enumeration(TransitionType.self), template: template,
        rule: "X1", alwaysWritten: true),
      .optional("subtype", \.subtype, .enumeration(TransitionSubtype.self), rule: "X1"),
      .stored("startProgress", \.startProgress, .number, template: template, rule: "X1"),
      .stored("endProgress", \.endProgress, .number, template: template, rule: "X1"),
    ]
    return AnimationSchema(
      type: "transition", template: template, fields: common(Transition.self) + fields,
      wrap: { .transition($0) }, unwrap: { if case .transition(let a) = $0 { a } else { nil } })
  }()

  /// Every kind, by `type`, in the order the documentation lists them.
  static let all: [AnimationSchema] = [basic, keyframe, spring, group, transition]
}

extension FieldCodec where Value == [Animation] {
  /// A group's children: animation objects without keys.
  static let animations = FieldCodec(
    type: "list of animations",
    read: { reader, json, path, _ in
      guard let items = reader.array(json, path) else { return nil }
      return items.enumerated().compactMap { i, item in
        reader.animation(item, "\(path)[\(i)]", keyAllowed: false)?.animation
      }
    },
    write: { .array($0.map { $0.jsonValue() }) }, describe: { $0.isEmpty ? "`[]`" : "…" })
}
