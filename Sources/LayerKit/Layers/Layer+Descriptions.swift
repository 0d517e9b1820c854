extension LayerProperties: CustomStringConvertible {
  /// The kind and the properties that differ from that kind's defaults:
  /// `LayerProperties(position: Point(x: 10.0, y: 0.0), opacity: 0.5)`.
  public var description: String {
    let defaults = LayerProperties(kind: kind)
    var parts = kind == .layer ? [] : ["kind: .\(kind.rawValue)"]
    for property in LayerProperty.allCases where property.belongs(to: kind) {
      let value = self[property]
      if value != defaults[property] { parts.append("\(property.rawValue): \(value)") }
    }
    if let transitionProgress { parts.append("transitionProgress: \(transitionProgress)") }
    return "LayerProperties(" + parts.joined(separator: ", ") + ")"
  }
}

extension Layer: CustomStringConvertible {
  /// The class, the name, and what the layer holds: `ShapeLayer("ring", animations: ["progress"],
  /// 2 sublayers)`.
  public var description: String {
    let type =
      switch kind {
      case .layer: "Layer"
      case .shape: "ShapeLayer"
      case .gradient: "GradientLayer"
      case .replicator: "ReplicatorLayer"
      case .text: "TextLayer"
      }
    var parts: [String] = name.map { ["\"\($0)\""] } ?? []
    let keys = animationKeys()
    if !keys.isEmpty {
      parts.append("animations: [" + keys.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
    }
    if !sublayers.isEmpty {
      parts.append("\(sublayers.count) sublayer\(sublayers.count == 1 ? "" : "s")")
    }
    return type + "(" + parts.joined(separator: ", ") + ")"
  }
}
