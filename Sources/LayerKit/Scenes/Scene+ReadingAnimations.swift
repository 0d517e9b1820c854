extension SceneReader {
  static let timingFields: Set<String> = [
    "type", "beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration",
    "autoreverses", "fillMode", "removedOnCompletion", "timingFunction",
  ]
  static let propertyFields: Set<String> = ["keyPath", "additive", "cumulative", "valueFunction"]
  static let basicFields: Set<String> = ["fromValue", "toValue", "byValue"]
  static let keyframeFields: Set<String> = [
    "values", "keyTimes", "timingFunctions", "calculationMode", "tensionValues",
    "continuityValues", "biasValues", "rotationMode", "path",
  ]
  static let springFields: Set<String> = [
    "mass", "stiffness", "damping", "initialVelocity", "allowsOverdamping", "perceptualDuration",
    "bounce",
  ]
  static let transitionFields: Set<String> = [
    "transitionType", "subtype", "startProgress", "endProgress",
  ]

  /// An animation object (SCENES.md, "Animations"), validated by the library's own rules with
  /// their fields located under `path`.
  mutating func animation(_ json: JSONValue, _ path: String, keyAllowed: Bool) -> KeyedAnimation? {
    guard case .object = json else {
      error(path, "expected an animation object, got \(json.kindName)")
      return nil
    }
    guard let type = string(json["type"], Self.join(path, "type")) else {
      if json["type"] == nil { error(Self.join(path, "type"), "required") }
      return nil
    }
    var allowed = Self.timingFields
    if keyAllowed { allowed.insert("key") }
    switch type {
    case "basic": allowed.formUnion(Self.propertyFields.union(Self.basicFields))
    case "keyframe": allowed.formUnion(Self.propertyFields.union(Self.keyframeFields))
    case "spring":
      allowed.formUnion(Self.propertyFields.union(Self.basicFields).union(Self.springFields))
    case "group": allowed.insert("animations")
    case "transition": allowed.formUnion(Self.transitionFields)
    default:
      error(
        Self.join(path, "type"),
        "unknown animation type '\(type)'; expected 'basic', 'keyframe', 'group', 'spring' or 'transition'"
      )
      return nil
    }
    let problemsBefore = problems.count
    guard let fields = members(json, path, allowed: allowed) else { return nil }
    let key = string(fields["key"], Self.join(path, "key"))
    let timing = mediaTiming(fields, path)
    let timingFunction = self.timingFunction(
      fields["timingFunction"], Self.join(path, "timingFunction"))
    let removed =
      bool(fields["removedOnCompletion"], Self.join(path, "removedOnCompletion")) ?? true
    // Sets what every kind has (`CAAnimation`'s own fields) on `animation`.
    func setCommonFields(_ animation: inout some LayerAnimation) {
      animation.timing = timing
      animation.timingFunction = timingFunction
      animation.isRemovedOnCompletion = removed
    }

    var animation: Animation?
    switch type {
    case "basic", "spring":
      guard var basic = basicAnimation(fields, path) else { break }
      setCommonFields(&basic)
      if type == "basic" {
        animation = .basic(basic)
      } else if let spring = springAnimation(basic, fields, path) {
        animation = .spring(spring)
      }
    case "keyframe":
      guard var keyframe = keyframeAnimation(fields, path) else { break }
      setCommonFields(&keyframe)
      animation = .keyframe(keyframe)
    case "group":
      var children: [Animation] = []
      if let list = fields["animations"] {
        let listPath = Self.join(path, "animations")
        for (i, child) in (array(list, listPath) ?? []).enumerated() {
          if let keyed = self.animation(child, "\(listPath)[\(i)]", keyAllowed: false) {
            children.append(keyed.animation)
          }
        }
      }
      var group = AnimationGroup()
      group.animations = children
      setCommonFields(&group)
      animation = .group(group)
    default:
      var transition = Transition()
      transition.type =
        enumeration(
          fields["transitionType"], Self.join(path, "transitionType"), TransitionType.self)
        ?? .fade
      transition.subtype = enumeration(
        fields["subtype"], Self.join(path, "subtype"), TransitionSubtype.self)
      transition.startProgress =
        number(fields["startProgress"], Self.join(path, "startProgress")) ?? 0
      transition.endProgress = number(fields["endProgress"], Self.join(path, "endProgress")) ?? 1
      setCommonFields(&transition)
      animation = .transition(transition)
    }
    // Report the library's own checks only when reading found nothing wrong, so a problem is
    // not reported twice.
    guard let animation, problems.count == problemsBefore else { return nil }
    do {
      try animation.validate()
    } catch let failure as ValidationError {
      error(Self.join(path, failure.field), failure.reason)
      return nil
    } catch {
      self.error(path, "\(error)")
      return nil
    }
    if case .keyframe(let keyframe) = animation, let issue = keyframe.keyTimesProblem {
      let where_ = issue.index.map { "keyTimes[\($0)]" } ?? "keyTimes"
      warning(Self.join(path, where_), issue.reason + "; ignored, as Core Animation ignores them")
    }
    return KeyedAnimation(key: key, animation)
  }

  mutating func mediaTiming(_ fields: [String: JSONValue], _ path: String) -> MediaTiming {
    var timing = MediaTiming()
    func field(_ name: String) -> String { Self.join(path, name) }
    timing.beginTime = number(fields["beginTime"], field("beginTime")) ?? 0
    timing.duration = number(fields["duration"], field("duration")) ?? 0
    timing.speed = number(fields["speed"], field("speed")) ?? 1
    timing.timeOffset = number(fields["timeOffset"], field("timeOffset")) ?? 0
    timing.repeatCount = number(fields["repeatCount"], field("repeatCount"), infinity: true) ?? 0
    timing.repeatDuration =
      number(fields["repeatDuration"], field("repeatDuration"), infinity: true) ?? 0
    timing.autoreverses = bool(fields["autoreverses"], field("autoreverses")) ?? false
    timing.fillMode = enumeration(fields["fillMode"], field("fillMode"), FillMode.self) ?? .removed
    // Negative lengths are reported here, with the others, rather than one at a time later.
    for (name, value) in [
      ("duration", timing.duration), ("repeatCount", timing.repeatCount),
      ("repeatDuration", timing.repeatDuration),
    ] where value < 0 {
      error(field(name), "must not be negative (got \(value))")
    }
    return timing
  }

  /// The key path and, with a value function, the kind values take.
  mutating func property(
    _ fields: [String: JSONValue], _ path: String
  ) -> (AnimatableKeyPath, ValueFunction?, ValueKind)? {
    let keyPathField = Self.join(path, "keyPath")
    guard let text = string(fields["keyPath"], keyPathField) else {
      if fields["keyPath"] == nil { error(keyPathField, "required") }
      return nil
    }
    guard let keyPath = try? AnimatableKeyPath(text) else {
      error(keyPathField, "unknown key path '\(text)'")
      return nil
    }
    let function = enumeration(
      fields["valueFunction"], Self.join(path, "valueFunction"), ValueFunction.self)
    return (keyPath, function, function?.inputKind ?? keyPath.valueKind)
  }

  mutating func basicAnimation(_ fields: [String: JSONValue], _ path: String) -> BasicAnimation? {
    guard let (keyPath, function, kind) = property(fields, path) else { return nil }
    var basic = BasicAnimation(keyPath: keyPath)
    basic.valueFunction = function
    basic.isAdditive = bool(fields["additive"], Self.join(path, "additive")) ?? false
    basic.isCumulative = bool(fields["cumulative"], Self.join(path, "cumulative")) ?? false
    if let v = fields["fromValue"] {
      basic.fromValue = value(v, kind, Self.join(path, "fromValue"))
    }
    if let v = fields["toValue"] { basic.toValue = value(v, kind, Self.join(path, "toValue")) }
    if let v = fields["byValue"] { basic.byValue = value(v, kind, Self.join(path, "byValue")) }
    return basic
  }

  mutating func springAnimation(
    _ basic: BasicAnimation, _ fields: [String: JSONValue], _ path: String
  ) -> SpringAnimation? {
    func field(_ name: String) -> String { Self.join(path, name) }
    var spring = SpringAnimation(keyPath: basic.keyPath)
    if let duration = number(fields["perceptualDuration"], field("perceptualDuration")) {
      for conflicting in ["stiffness", "damping", "mass"] where fields[conflicting] != nil {
        error(
          field(conflicting),
          "give either perceptualDuration and bounce, or mass, stiffness and damping")
      }
      let bounce = number(fields["bounce"], field("bounce")) ?? 0
      do {
        spring = try SpringAnimation(
          keyPath: basic.keyPath, perceptualDuration: duration, bounce: bounce)
      } catch let failure as ValidationError {
        error(field(failure.field), failure.reason)
        return nil
      } catch {
        self.error(path, "\(error)")
        return nil
      }
    } else if fields["bounce"] != nil {
      error(field("bounce"), "needs perceptualDuration")
    }
    spring.base = basic.base
    spring.fromValue = basic.fromValue
    spring.toValue = basic.toValue
    spring.byValue = basic.byValue
    spring.isAdditive = basic.isAdditive
    spring.isCumulative = basic.isCumulative
    spring.valueFunction = basic.valueFunction
    if let mass = number(fields["mass"], field("mass")) { spring.mass = mass }
    if let stiffness = number(fields["stiffness"], field("stiffness")) {
      spring.stiffness = stiffness
    }
    if let damping = number(fields["damping"], field("damping")) { spring.damping = damping }
    if let velocity = number(fields["initialVelocity"], field("initialVelocity")) {
      spring.initialVelocity = velocity
    }
    if let allows = bool(fields["allowsOverdamping"], field("allowsOverdamping")) {
      spring.allowsOverdamping = allows
    }
    return spring
  }

  mutating func keyframeAnimation(
    _ fields: [String: JSONValue], _ path: String
  ) -> KeyframeAnimation? {
    guard let (keyPath, function, kind) = property(fields, path) else { return nil }
    func field(_ name: String) -> String { Self.join(path, name) }
    var keyframe = KeyframeAnimation(keyPath: keyPath)
    keyframe.valueFunction = function
    keyframe.isAdditive = bool(fields["additive"], field("additive")) ?? false
    keyframe.isCumulative = bool(fields["cumulative"], field("cumulative")) ?? false
    if let list = fields["values"], let items = array(list, field("values")) {
      keyframe.values = items.enumerated().compactMap { i, item in
        value(item, kind, "\(field("values"))[\(i)]")
      }
    }
    if let list = fields["keyTimes"], let items = array(list, field("keyTimes")) {
      keyframe.keyTimes = items.enumerated().compactMap { i, item in
        number(item, "\(field("keyTimes"))[\(i)]")
      }
    }
    if let list = fields["timingFunctions"], let items = array(list, field("timingFunctions")) {
      keyframe.timingFunctions = items.enumerated().compactMap { i, item in
        timingFunction(item, "\(field("timingFunctions"))[\(i)]")
      }
    }
    for name in ["tensionValues", "continuityValues", "biasValues"] {
      guard let list = fields[name], let items = array(list, field(name)) else { continue }
      let numbers = items.enumerated().compactMap { i, item in number(item, "\(field(name))[\(i)]")
      }
      switch name {
      case "tensionValues": keyframe.tensionValues = numbers
      case "continuityValues": keyframe.continuityValues = numbers
      default: keyframe.biasValues = numbers
      }
    }
    keyframe.calculationMode =
      enumeration(fields["calculationMode"], field("calculationMode"), CalculationMode.self)
      ?? .linear
    keyframe.rotationMode = enumeration(
      fields["rotationMode"], field("rotationMode"), RotationMode.self)
    if let json = fields["path"] { keyframe.path = self.path(json, field("path")) }
    return keyframe
  }
}
