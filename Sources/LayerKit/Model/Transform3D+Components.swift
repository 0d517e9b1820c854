import Foundation

// MARK: - Transform components (rule V3)

extension Transform3D {
  /// The common case of ``setting(_:to:additive:)``: a rotation about one axis or a translation
  /// along one, on the identity, needs no decomposition (and adding to the identity is setting).
  /// `nil` when this is not the identity or the component is not such a one.
  @inline(__always)
  func settingOnIdentity(_ component: AnimatableKeyPath.Component, _ v: Double) -> Transform3D? {
    switch component {
    case .rotation, .rotationZ, .rotationX, .rotationY, .translationX, .translationY,
      .translationZ:
      guard isIdentity else { return nil }
    case .whole, .x, .y, .width, .height, .origin, .originX, .originY, .size, .sizeWidth,
      .sizeHeight, .scale, .scaleX, .scaleY, .scaleZ, .translation:
      return nil
    }
    switch component {
    case .rotation, .rotationZ: return Transform3D(rotationZ: v)
    case .rotationX: return Transform3D(rotationAngle: v, x: 1, y: 0, z: 0)
    case .rotationY: return Transform3D(rotationAngle: v, x: 0, y: 1, z: 0)
    case .translationX: return Transform3D(translationX: v, y: 0, z: 0)
    case .translationY: return Transform3D(translationX: 0, y: v, z: 0)
    case .translationZ: return Transform3D(translationX: 0, y: 0, z: v)
    case .whole, .x, .y, .width, .height, .origin, .originX, .originY, .size, .sizeWidth,
      .sizeHeight, .scale, .scaleX, .scaleY, .scaleZ, .translation:
      return nil  // excluded by the first switch
    }
  }

  /// The parts used by transform sub-key paths: the decomposition, or for a matrix that cannot be
  /// decomposed, its diagonal as scale and its last row as translation, with no rotation.
  private var componentParts: DecomposedTransform3D {
    if isIdentity { return .identity }
    if let parts = decomposed() { return parts }
    return DecomposedTransform3D(
      translation: Vector3(x: m41, y: m42, z: m43), scale: Vector3(x: m11, y: m22, z: m33),
      skew: .zero, rotation: .identity)
  }

  /// The value of one transform component (<doc:Rules#V3>).
  func component(_ component: AnimatableKeyPath.Component) -> AnimatableValue {
    let parts = componentParts
    switch component {
    case .rotation, .rotationZ: return .number(parts.rotation.eulerAngles.z)
    case .rotationX: return .number(parts.rotation.eulerAngles.x)
    case .rotationY: return .number(parts.rotation.eulerAngles.y)
    case .scale:
      let (x, y, z) = (parts.scale.x, parts.scale.y, parts.scale.z)
      let sum = x + y + z
      return .number(sum.isFinite ? sum / 3 : (x / 3 + y / 3 + z / 3).saturated)
    case .scaleX: return .number(parts.scale.x)
    case .scaleY: return .number(parts.scale.y)
    case .scaleZ: return .number(parts.scale.z)
    case .translation:
      return .size(Size(width: parts.translation.x, height: parts.translation.y))
    case .translationX: return .number(parts.translation.x)
    case .translationY: return .number(parts.translation.y)
    case .translationZ: return .number(parts.translation.z)
    case .whole, .x, .y, .width, .height, .origin, .originX, .originY, .size, .sizeWidth,
      .sizeHeight:
      return .transform(self)
    }
  }

  /// This transform with one component replaced by `value` (or, with `additive`, increased by
  /// it), recomposed as scale, skew, rotation, translation, perspective (<doc:Rules#V3>).
  ///
  /// `transform.scale` sets (or adds to) all three factors; `transform.translation` x and y.
  /// Rotation angles are Euler angles about x, then y, then z.
  func setting(
    _ component: AnimatableKeyPath.Component, to value: AnimatableValue, additive: Bool
  ) -> Transform3D {
    if case .number(let v) = value, let simple = settingOnIdentity(component, v) {
      return simple
    }
    var parts = componentParts
    func combine(_ old: Double, _ new: Double) -> Double {
      additive ? Double.saturatingSum(old, new) : new
    }
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
