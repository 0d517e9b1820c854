import Foundation

extension LayerProperties {
  /// The value at `keyPath`, like `valueForKeyPath:` (<doc:Rules#L5>).
  ///
  /// Transform components are read from the decomposed transform (<doc:Rules#V3>):
  /// `transform.rotation.z` is the z Euler angle, `transform.scale` the mean of the three scale
  /// factors (as Apple documents), `transform.translation` the x and y translation.
  ///
  /// - Complexity: O(1).
  public subscript(keyPath: AnimatableKeyPath) -> AnimatableValue {
    if keyPath.isTransformComponent {
      // Read straight from the stored transform: no boxed whole-transform value is made.
      return transform(of: keyPath.property).component(keyPath.component)
    }
    let whole = self[keyPath.property]
    // A part of a point, size or rect: its run of the value's numbers (`bounds.size` is the
    // rect's numbers 2 and 3).
    guard let kind = keyPath.component.valueKind, let lanes = whole.lanes else { return whole }
    return AnimatableValue(kind: kind, lanes: keyPath.component.part(of: lanes, kind: kind))
  }

  /// The value at a key-path string, like `valueForKeyPath:`.
  ///
  /// - Throws: ``ValidationError`` when the path names no animatable property (<doc:Rules#L5>).
  public func value(forKeyPath keyPath: String) throws -> AnimatableValue {
    self[try AnimatableKeyPath(keyPath)]
  }

  /// Sets the value at `keyPath`, like `setValue:forKeyPath:` (<doc:Rules#L5>).
  ///
  /// - Throws: ``ValidationError`` when the property is not one of this kind of layer's (Y7), the
  ///   value's kind is not the path's, or a number in it is not finite.
  public mutating func setValue(_ value: AnimatableValue, for keyPath: AnimatableKeyPath) throws {
    try keyPath.validate()
    try keyPath.property.requireBelonging(to: kind)
    guard value.kind == keyPath.valueKind else {
      throw ValidationError(
        field: keyPath.description,
        reason: "expects a \(keyPath.valueKind.rawValue), got a \(value.kind.rawValue)")
    }
    guard value.isFinite else {
      throw ValidationError(field: keyPath.description, reason: "must be finite")
    }
    set(value, at: keyPath)
  }

  /// Sets the value at a key-path string, like `setValue:forKeyPath:`.
  ///
  /// - Throws: ``ValidationError`` for an unknown path, a value of the wrong kind or a
  ///   non-finite number.
  public mutating func setValue(_ value: AnimatableValue, forKeyPath keyPath: String) throws {
    try setValue(value, for: try AnimatableKeyPath(keyPath))
  }

  /// Sets a value whose kind matches the path (the evaluator's non-throwing setter). A value of
  /// another kind is ignored; validation keeps it from getting here.
  mutating func set(_ value: AnimatableValue, at keyPath: AnimatableKeyPath) {
    if keyPath.component == .whole {
      setWhole(value, keyPath.property)
      return
    }
    if keyPath.isTransformComponent {
      let t = transform(of: keyPath.property)
      setTransform(t.setting(keyPath.component, to: value, additive: false), keyPath.property)
      return
    }
    // A part of a point, size or rect: written into its run of the whole value's numbers.
    guard let kind = keyPath.component.valueKind, value.kind == kind, let part = value.lanes,
      var lanes = self[keyPath.property].lanes
    else { return }
    let start = keyPath.component.laneOffset
    for j in 0..<kind.scalarWidth where start + j < 4 { lanes[start + j] = part[j] }
    setWhole(AnimatableValue(kind: keyPath.property.valueKind, lanes: lanes), keyPath.property)
  }

  /// Combines `value` additively with what is at `keyPath` (<doc:Rules#V5>, B2): component sums,
  /// `value · below` for whole transforms, and for transform components a sum of the decomposed
  /// parts (angles add, scale factors add, translations add).
  mutating func add(_ value: AnimatableValue, at keyPath: AnimatableKeyPath) {
    if keyPath.isTransformComponent {
      let t = transform(of: keyPath.property)
      setTransform(t.setting(keyPath.component, to: value, additive: true), keyPath.property)
      return
    }
    set(value.adding(self[keyPath]), at: keyPath)
  }
}

extension LayerProperty {
  /// Throws unless a layer of `kind` has the property (<doc:Rules#Y7>).
  func requireBelonging(to kind: LayerKind) throws {
    guard belongs(to: kind) else {
      throw ValidationError(
        field: rawValue,
        reason: "is a property of \(layerKind.rawValue) layers, not of \(kind.withArticle)")
    }
  }
}
