import Foundation

/// A function that turns interpolated numbers into a transform before it is set.
///
/// Mirrors `CAValueFunction` and its names (`kCAValueFunctionRotateZ`, …), <doc:Rules#B4>. With a
/// value function, an animation's values are the function's inputs: one number (radians for the
/// rotations), or three (a ``Vector3``) for ``scale`` and ``translate``.
///
///     var spin = BasicAnimation(keyPath: .transform, from: 0, to: .number(2 * .pi))
///     spin.valueFunction = .rotateZ   // a full turn, which a transform-to-transform
///                                     // interpolation could not express (V2)
public enum ValueFunction: String, CaseIterable, Hashable, Sendable, Codable, BitwiseCopyable {
  /// A rotation about x by the input, in radians.
  case rotateX
  /// A rotation about y by the input, in radians.
  case rotateY
  /// A rotation about z by the input, in radians.
  case rotateZ
  /// A scale by three factors (a ``Vector3``).
  case scale
  /// A scale along x.
  case scaleX
  /// A scale along y.
  case scaleY
  /// A scale along z.
  case scaleZ
  /// A translation by three distances (a ``Vector3``).
  case translate
  /// A translation along x.
  case translateX
  /// A translation along y.
  case translateY
  /// A translation along z.
  case translateZ

  /// The kind of input the function takes: a number, or a ``Vector3`` for ``scale`` and
  /// ``translate``.
  public var inputKind: ValueKind {
    switch self {
    case .scale, .translate: .vector3
    case .rotateX, .rotateY, .rotateZ, .scaleX, .scaleY, .scaleZ, .translateX, .translateY,
      .translateZ:
      .number
    }
  }

  /// The transform for `input`, or the identity for an input of the wrong kind.
  ///
  /// - Complexity: O(1).
  public func transform(for input: AnimatableValue) -> Transform3D {
    switch (self, input) {
    case (.rotateX, .number(let v)): Transform3D(rotationAngle: v, x: 1, y: 0, z: 0)
    case (.rotateY, .number(let v)): Transform3D(rotationAngle: v, x: 0, y: 1, z: 0)
    case (.rotateZ, .number(let v)): Transform3D(rotationAngle: v, x: 0, y: 0, z: 1)
    case (.scale, .vector3(let v)): Transform3D(scaleX: v.x, y: v.y, z: v.z)
    case (.scaleX, .number(let v)): Transform3D(scaleX: v, y: 1, z: 1)
    case (.scaleY, .number(let v)): Transform3D(scaleX: 1, y: v, z: 1)
    case (.scaleZ, .number(let v)): Transform3D(scaleX: 1, y: 1, z: v)
    case (.translate, .vector3(let v)): Transform3D(translationX: v.x, y: v.y, z: v.z)
    case (.translateX, .number(let v)): Transform3D(translationX: v, y: 0, z: 0)
    case (.translateY, .number(let v)): Transform3D(translationX: 0, y: v, z: 0)
    case (.translateZ, .number(let v)): Transform3D(translationX: 0, y: 0, z: v)
    default: .identity
    }
  }

  /// The input that describes `transform`'s corresponding component: the "current value" of a
  /// value-function animation that omits `fromValue` or `toValue` (<doc:Rules#B1>, B4). Read from
  /// the decomposition as the transform sub-key paths are (V3).
  public func input(from transform: Transform3D) -> AnimatableValue {
    func number(_ component: AnimatableKeyPath.Component) -> AnimatableValue {
      transform.component(component)
    }
    switch self {
    case .rotateX: return number(.rotationX)
    case .rotateY: return number(.rotationY)
    case .rotateZ: return number(.rotationZ)
    case .scaleX: return number(.scaleX)
    case .scaleY: return number(.scaleY)
    case .scaleZ: return number(.scaleZ)
    case .translateX: return number(.translationX)
    case .translateY: return number(.translationY)
    case .translateZ: return number(.translationZ)
    case .scale:
      let parts = transform.decomposed() ?? .identity
      return .vector3(parts.scale)
    case .translate:
      return .vector3(Vector3(x: transform.m41, y: transform.m42, z: transform.m43))
    }
  }
}
