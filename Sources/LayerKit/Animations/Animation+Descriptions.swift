/// Descriptions of animations that read like the code that makes them, listing only what
/// differs from the defaults: `BasicAnimation(keyPath: "opacity", from: 1.0, to: 0.0,
/// duration: 2.0)`.
extension AnimationBase: CustomStringConvertible {
  /// The fields that differ from the defaults.
  public var description: String { "AnimationBase(" + changedFields.joined(separator: ", ") + ")" }

  var changedFields: [String] {
    var parts = timing.changedFields
    if let timingFunction { parts.append("timingFunction: \(timingFunction)") }
    if !isRemovedOnCompletion { parts.append("isRemovedOnCompletion: false") }
    if !userInfo.isEmpty {
      let entries = userInfo.keys.sorted().map { "\"\($0)\": \(userInfo[$0] ?? .number(0))" }
      parts.append("userInfo: [" + entries.joined(separator: ", ") + "]")
    }
    return parts
  }
}

extension AnimatableValue: CustomStringConvertible {
  /// The value as it would be written: `0.5`, `Point(x: 1.0, y: 2.0)`, `true`.
  public var description: String {
    switch self {
    case .number(let v): "\(v)"
    case .point(let v): v.description
    case .size(let v): v.description
    case .rect(let v): v.description
    case .color(let v): v.description
    case .transform(let v): v.description
    case .bool(let v): "\(v)"
    case .vector3(let v): v.description
    case .path(let v): v.description
    case .numbers(let v): "\(v)"
    case .colors(let v): "[" + v.map(\.description).joined(separator: ", ") + "]"
    }
  }
}

extension PropertyAnimation {
  /// The key path and the property fields that differ from the defaults.
  fileprivate var propertyFields: [String] {
    var parts = ["keyPath: \"\(keyPath)\""]
    if isAdditive { parts.append("isAdditive: true") }
    if isCumulative { parts.append("isCumulative: true") }
    if let valueFunction { parts.append("valueFunction: .\(valueFunction.rawValue)") }
    return parts
  }
}

/// `name: value` for each of from, to and by that is set.
private func fromToBy(_ from: AnimatableValue?, _ to: AnimatableValue?, _ by: AnimatableValue?)
  -> [String]
{
  [("from", from), ("to", to), ("by", by)].compactMap { name, value in
    value.map { "\(name): \($0)" }
  }
}

extension BasicAnimation: CustomStringConvertible {
  /// `BasicAnimation(keyPath: "opacity", from: 1.0, to: 0.0, duration: 2.0)`.
  public var description: String {
    "BasicAnimation("
      + (propertyFields + fromToBy(fromValue, toValue, byValue) + base.changedFields)
      .joined(separator: ", ") + ")"
  }
}

extension SpringAnimation: CustomStringConvertible {
  /// `SpringAnimation(keyPath: "position.y", to: 100.0, damping: 5.0)`.
  public var description: String {
    let defaults = SpringAnimation(keyPath: keyPath)
    var parts = propertyFields + fromToBy(fromValue, toValue, byValue)
    if mass != defaults.mass { parts.append("mass: \(mass)") }
    if stiffness != defaults.stiffness { parts.append("stiffness: \(stiffness)") }
    if damping != defaults.damping { parts.append("damping: \(damping)") }
    if initialVelocity != defaults.initialVelocity {
      parts.append("initialVelocity: \(initialVelocity)")
    }
    if allowsOverdamping { parts.append("allowsOverdamping: true") }
    return "SpringAnimation(" + (parts + base.changedFields).joined(separator: ", ") + ")"
  }
}

extension KeyframeAnimation: CustomStringConvertible {
  /// `KeyframeAnimation(keyPath: "opacity", values: [0.0, 1.0], keyTimes: [0.0, 1.0])`.
  public var description: String {
    var parts = propertyFields
    if let path {
      parts.append("path: \(path)")
    } else {
      parts.append("values: [" + values.map(\.description).joined(separator: ", ") + "]")
    }
    if let keyTimes { parts.append("keyTimes: \(keyTimes)") }
    if let timingFunctions {
      parts.append(
        "timingFunctions: [" + timingFunctions.map(\.description).joined(separator: ", ") + "]")
    }
    if calculationMode != .linear { parts.append("calculationMode: .\(calculationMode.rawValue)") }
    for (name, list) in [
      ("tensionValues", tensionValues), ("continuityValues", continuityValues),
      ("biasValues", biasValues),
    ] {
      if let list { parts.append("\(name): \(list)") }
    }
    if let rotationMode { parts.append("rotationMode: .\(rotationMode.rawValue)") }
    return "KeyframeAnimation(" + (parts + base.changedFields).joined(separator: ", ") + ")"
  }
}

extension AnimationGroup: CustomStringConvertible {
  /// `AnimationGroup([…], duration: 2.0)`.
  public var description: String {
    let children = "[" + animations.map(\.description).joined(separator: ", ") + "]"
    return "AnimationGroup(" + ([children] + base.changedFields).joined(separator: ", ") + ")"
  }
}

extension Transition: CustomStringConvertible {
  /// `Transition(type: .push, subtype: .fromLeft, duration: 0.5)`.
  public var description: String {
    var parts = ["type: .\(type.rawValue)"]
    if let subtype { parts.append("subtype: .\(subtype.rawValue)") }
    if startProgress != 0 { parts.append("startProgress: \(startProgress)") }
    if endProgress != 1 { parts.append("endProgress: \(endProgress)") }
    return "Transition(" + (parts + base.changedFields).joined(separator: ", ") + ")"
  }
}

extension Animation: CustomStringConvertible {
  /// The description of the animation it holds.
  public var description: String { String(describing: wrapped) }
}
