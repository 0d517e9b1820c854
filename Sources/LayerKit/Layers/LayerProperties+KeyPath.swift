import Foundation

extension LayerProperties {
  /// The value at `keyPath`, like `valueForKeyPath:` (SEMANTICS L5).
  ///
  /// Transform components are read from the decomposed transform (SEMANTICS V3):
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
    switch (keyPath.component, whole) {
    case (.whole, _): return whole
    case (.x, .point(let p)): return .number(p.x)
    case (.y, .point(let p)): return .number(p.y)
    case (.width, .size(let s)): return .number(s.width)
    case (.height, .size(let s)): return .number(s.height)
    case (.origin, .rect(let r)): return .point(r.origin)
    case (.originX, .rect(let r)): return .number(r.origin.x)
    case (.originY, .rect(let r)): return .number(r.origin.y)
    case (.size, .rect(let r)): return .size(r.size)
    case (.sizeWidth, .rect(let r)): return .number(r.size.width)
    case (.sizeHeight, .rect(let r)): return .number(r.size.height)
    case (let component, .transform(let t)): return t.component(component)
    default: return whole
    }
  }

  /// The whole value of `property`.
  public subscript(property: LayerProperty) -> AnimatableValue {
    switch property {
    case .position: .point(position)
    case .zPosition: .number(zPosition)
    case .anchorPoint: .point(anchorPoint)
    case .anchorPointZ: .number(anchorPointZ)
    case .bounds: .rect(bounds)
    case .transform: .transform(transform)
    case .sublayerTransform: .transform(sublayerTransform)
    case .opacity: .number(opacity)
    case .hidden: .bool(isHidden)
    case .backgroundColor: .color(backgroundColor)
    case .borderColor: .color(borderColor)
    case .borderWidth: .number(borderWidth)
    case .cornerRadius: .number(cornerRadius)
    case .shadowColor: .color(shadowColor)
    case .shadowOpacity: .number(shadowOpacity)
    case .shadowOffset: .size(shadowOffset)
    case .shadowRadius: .number(shadowRadius)
    case .contentsRect: .rect(contentsRect)
    case .masksToBounds: .bool(masksToBounds)
    case .doubleSided: .bool(isDoubleSided)
    }
  }

  /// The value at a key-path string, like `valueForKeyPath:`.
  ///
  /// - Throws: ``ValidationError`` when the path names no animatable property (SEMANTICS L5).
  public func value(forKeyPath keyPath: String) throws -> AnimatableValue {
    self[try AnimatableKeyPath(keyPath)]
  }

  /// Sets the value at `keyPath`, like `setValue:forKeyPath:` (SEMANTICS L5).
  ///
  /// - Throws: ``ValidationError`` when the value's kind is not the path's, or a number in it is
  ///   not finite.
  public mutating func setValue(_ value: AnimatableValue, for keyPath: AnimatableKeyPath) throws {
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
    var whole = self[keyPath.property]
    switch (keyPath.component, value, whole) {
    case (.x, .number(let v), .point(var p)):
      p.x = v
      whole = .point(p)
    case (.y, .number(let v), .point(var p)):
      p.y = v
      whole = .point(p)
    case (.width, .number(let v), .size(var s)):
      s.width = v
      whole = .size(s)
    case (.height, .number(let v), .size(var s)):
      s.height = v
      whole = .size(s)
    case (.origin, .point(let v), .rect(var r)):
      r.origin = v
      whole = .rect(r)
    case (.originX, .number(let v), .rect(var r)):
      r.origin.x = v
      whole = .rect(r)
    case (.originY, .number(let v), .rect(var r)):
      r.origin.y = v
      whole = .rect(r)
    case (.size, .size(let v), .rect(var r)):
      r.size = v
      whole = .rect(r)
    case (.sizeWidth, .number(let v), .rect(var r)):
      r.size.width = v
      whole = .rect(r)
    case (.sizeHeight, .number(let v), .rect(var r)):
      r.size.height = v
      whole = .rect(r)
    default:
      return
    }
    setWhole(whole, keyPath.property)
  }

  /// Combines `value` additively with what is at `keyPath` (SEMANTICS V5, B2): component sums,
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

  /// The transform stored for `property` (`transform` or `sublayerTransform`).
  func transform(of property: LayerProperty) -> Transform3D {
    property == .sublayerTransform ? sublayerTransform : transform
  }

  /// Stores a transform for `property` (`transform` or `sublayerTransform`) without making a
  /// boxed value: the evaluator's way to write transforms.
  mutating func setTransform(_ value: Transform3D, _ property: LayerProperty) {
    if property == .sublayerTransform {
      sublayerTransform = value
    } else {
      transform = value
    }
  }

  private mutating func setWhole(_ value: AnimatableValue, _ property: LayerProperty) {
    switch (property, value) {
    case (.position, .point(let v)): position = v
    case (.zPosition, .number(let v)): zPosition = v
    case (.anchorPoint, .point(let v)): anchorPoint = v
    case (.anchorPointZ, .number(let v)): anchorPointZ = v
    case (.bounds, .rect(let v)): bounds = v
    case (.transform, .transform(let v)): transform = v
    case (.sublayerTransform, .transform(let v)): sublayerTransform = v
    case (.opacity, .number(let v)): opacity = v
    case (.hidden, .bool(let v)): isHidden = v
    case (.backgroundColor, .color(let v)): backgroundColor = v
    case (.borderColor, .color(let v)): borderColor = v
    case (.borderWidth, .number(let v)): borderWidth = v
    case (.cornerRadius, .number(let v)): cornerRadius = v
    case (.shadowColor, .color(let v)): shadowColor = v
    case (.shadowOpacity, .number(let v)): shadowOpacity = v
    case (.shadowOffset, .size(let v)): shadowOffset = v
    case (.shadowRadius, .number(let v)): shadowRadius = v
    case (.contentsRect, .rect(let v)): contentsRect = v
    case (.masksToBounds, .bool(let v)): masksToBounds = v
    case (.doubleSided, .bool(let v)): isDoubleSided = v
    default: break
    }
  }
}

// MARK: - Transform components (SEMANTICS V3)

extension Transform3D {
  /// The parts used by transform sub-key paths: the decomposition, or for a matrix that cannot be
  /// decomposed, its diagonal as scale and its last row as translation, with no rotation.
  private var componentParts: DecomposedTransform3D {
    if isIdentity { return .identity }
    if let parts = decomposed() { return parts }
    return DecomposedTransform3D(
      translation: Vector3(x: m41, y: m42, z: m43), scale: Vector3(x: m11, y: m22, z: m33),
      skew: .zero, rotation: .identity)
  }

  /// The value of one transform component (SEMANTICS V3).
  func component(_ component: AnimatableKeyPath.Component) -> AnimatableValue {
    let parts = componentParts
    switch component {
    case .rotation, .rotationZ: return .number(parts.rotation.eulerAngles.z)
    case .rotationX: return .number(parts.rotation.eulerAngles.x)
    case .rotationY: return .number(parts.rotation.eulerAngles.y)
    case .scale: return .number((parts.scale.x + parts.scale.y + parts.scale.z) / 3)
    case .scaleX: return .number(parts.scale.x)
    case .scaleY: return .number(parts.scale.y)
    case .scaleZ: return .number(parts.scale.z)
    case .translation:
      return .size(Size(width: parts.translation.x, height: parts.translation.y))
    case .translationX: return .number(parts.translation.x)
    case .translationY: return .number(parts.translation.y)
    case .translationZ: return .number(parts.translation.z)
    default: return .transform(self)
    }
  }

  /// This transform with one component replaced by `value` (or, with `additive`, increased by
  /// it), recomposed as scale, skew, rotation, translation, perspective (SEMANTICS V3).
  ///
  /// `transform.scale` sets (or adds to) all three factors; `transform.translation` x and y.
  /// Rotation angles are Euler angles about x, then y, then z.
  func setting(
    _ component: AnimatableKeyPath.Component, to value: AnimatableValue, additive: Bool
  ) -> Transform3D {
    // The common case: a plain transform built from the identity needs no decomposition.
    if isIdentity, case .number(let v) = value {
      switch component {
      case .rotation, .rotationZ: return Transform3D(rotationZ: v)
      case .rotationX: return Transform3D(rotationAngle: v, x: 1, y: 0, z: 0)
      case .rotationY: return Transform3D(rotationAngle: v, x: 0, y: 1, z: 0)
      case .translationX: return Transform3D(translationX: v, y: 0, z: 0)
      case .translationY: return Transform3D(translationX: 0, y: v, z: 0)
      case .translationZ: return Transform3D(translationX: 0, y: 0, z: v)
      default: break
      }
    }
    var parts = componentParts
    func combine(_ old: Double, _ new: Double) -> Double { additive ? old + new : new }
    switch (component, value) {
    case (.rotation, .number(let v)), (.rotationZ, .number(let v)):
      var angles = parts.rotation.eulerAngles
      angles.z = combine(angles.z, v)
      parts.rotation = Quaternion(eulerAngles: angles)
    case (.rotationX, .number(let v)):
      var angles = parts.rotation.eulerAngles
      angles.x = combine(angles.x, v)
      parts.rotation = Quaternion(eulerAngles: angles)
    case (.rotationY, .number(let v)):
      var angles = parts.rotation.eulerAngles
      angles.y = combine(angles.y, v)
      parts.rotation = Quaternion(eulerAngles: angles)
    case (.scale, .number(let v)):
      parts.scale = Vector3(
        x: combine(parts.scale.x, v), y: combine(parts.scale.y, v), z: combine(parts.scale.z, v))
    case (.scaleX, .number(let v)): parts.scale.x = combine(parts.scale.x, v)
    case (.scaleY, .number(let v)): parts.scale.y = combine(parts.scale.y, v)
    case (.scaleZ, .number(let v)): parts.scale.z = combine(parts.scale.z, v)
    case (.translation, .size(let v)):
      parts.translation.x = combine(parts.translation.x, v.width)
      parts.translation.y = combine(parts.translation.y, v.height)
    case (.translationX, .number(let v)): parts.translation.x = combine(parts.translation.x, v)
    case (.translationY, .number(let v)): parts.translation.y = combine(parts.translation.y, v)
    case (.translationZ, .number(let v)): parts.translation.z = combine(parts.translation.z, v)
    default: return self
    }
    return parts.recomposed()
  }
}
