import LayerKit

/// A value that can be compared to another within a ``Tolerance``, number by number.
///
///     Point(x: 1, y: 2).isApproximatelyEqual(to: Point(x: 1, y: 2.0000000001))   // true
///
/// - Complexity: O(n) in the numbers the values hold.
public protocol ApproximatelyEquatable {
  /// The numbers compared, in a fixed order; values of different shapes (lists of other
  /// lengths, paths of other structures) give different counts and are never equal.
  var comparedNumbers: [Double] { get }

  /// Whether the two values have the same shape: the same kind, list length or path structure,
  /// so that their numbers correspond one to one.
  func hasSameShape(as other: Self) -> Bool

  /// Whether the two values are within `tolerance` of each other.
  func isApproximatelyEqual(to other: Self, tolerance: Tolerance) -> Bool
}

extension ApproximatelyEquatable {
  /// Whether the two hold as many numbers.
  public func hasSameShape(as other: Self) -> Bool {
    comparedNumbers.count == other.comparedNumbers.count
  }

  /// Whether the two have the same shape and every number of one is within `tolerance` of the
  /// other's.
  public func isApproximatelyEqual(to other: Self, tolerance: Tolerance) -> Bool {
    hasSameShape(as: other)
      && zip(comparedNumbers, other.comparedNumbers).allSatisfy { tolerance.allows($0, $1) }
  }

  /// Whether every number of the two values is within ``Tolerance/default`` (1e-9).
  public func isApproximatelyEqual(to other: Self) -> Bool {
    isApproximatelyEqual(to: other, tolerance: .default)
  }

  /// The largest difference between the two values' numbers, or `nil` when their shapes differ.
  public func largestDifference(from other: Self) -> Double? {
    guard hasSameShape(as: other) else { return nil }
    return zip(comparedNumbers, other.comparedNumbers).map { $0 == $1 ? 0 : abs($0 - $1) }.max()
      ?? 0
  }
}

extension Double: ApproximatelyEquatable {
  /// The number itself.
  public var comparedNumbers: [Double] { [self] }
}

extension Point: ApproximatelyEquatable {
  /// `x`, `y`.
  public var comparedNumbers: [Double] { [x, y] }
}

extension Size: ApproximatelyEquatable {
  /// `width`, `height`.
  public var comparedNumbers: [Double] { [width, height] }
}

extension Rect: ApproximatelyEquatable {
  /// The origin's `x`, `y`, then the size's `width`, `height`.
  public var comparedNumbers: [Double] { [origin.x, origin.y, size.width, size.height] }
}

extension Color: ApproximatelyEquatable {
  /// `red`, `green`, `blue`, `alpha`.
  public var comparedNumbers: [Double] { [red, green, blue, alpha] }
}

extension Vector3: ApproximatelyEquatable {
  /// `x`, `y`, `z`.
  public var comparedNumbers: [Double] { [x, y, z] }
}

extension Transform3D: ApproximatelyEquatable {
  /// The sixteen fields, compared entry by entry.
  public var comparedNumbers: [Double] { fields }

  /// Whether the two transforms are within `tolerance`: entry by entry, or, when the tolerance
  /// asks for ``Tolerance/byDecomposition``, part by part (rule V3): translation, scale,
  /// skew and perspective number by number, the rotation as the same rotation (a quaternion and
  /// its negative are one rotation). Transforms that cannot be taken apart (singular ones) are
  /// compared entry by entry.
  public func isApproximatelyEqual(to other: Transform3D, tolerance: Tolerance) -> Bool {
    func entries() -> Bool {
      zip(fields, other.fields).allSatisfy { tolerance.allows($0, $1) }
    }
    guard tolerance.comparesTransformsByDecomposition, let a = decomposed(),
      let b = other.decomposed()
    else { return entries() }
    func numbers(_ d: DecomposedTransform3D) -> [Double] {
      [
        d.translation.x, d.translation.y, d.translation.z, d.scale.x, d.scale.y, d.scale.z,
        d.skew.x, d.skew.y, d.skew.z, d.perspective.x, d.perspective.y, d.perspective.z,
        d.perspective.w,
      ]
    }
    let parts = zip(numbers(a), numbers(b)).allSatisfy { tolerance.allows($0, $1) }
    let q = [a.rotation.x, a.rotation.y, a.rotation.z, a.rotation.w]
    let r = [b.rotation.x, b.rotation.y, b.rotation.z, b.rotation.w]
    let same = zip(q, r).allSatisfy { tolerance.allows($0, $1) }
    let opposite = zip(q, r).allSatisfy { tolerance.allows($0, -$1) }
    return parts && (same || opposite)
  }
}

extension Path: ApproximatelyEquatable {
  /// The coordinates of every element, in order.
  public var comparedNumbers: [Double] { coordinates }

  /// Whether the two paths have the same sequence of element kinds (rule Y2).
  public func hasSameShape(as other: Path) -> Bool {
    elements.count == other.elements.count
      && zip(elements, other.elements).allSatisfy { $0.kindCode == $1.kindCode }
  }
}

extension Path.Element {
  fileprivate var kindCode: Int {
    switch self {
    case .move: 0
    case .line: 1
    case .quadCurve: 2
    case .curve: 3
    case .closeSubpath: 4
    }
  }
}

extension AnimatableValue: ApproximatelyEquatable {
  /// The value's numbers: a boolean as 0 or 1, a path's or list's coordinates.
  public var comparedNumbers: [Double] {
    switch self {
    case .number(let v): [v]
    case .bool(let v): [v ? 1 : 0]
    case .point(let v): v.comparedNumbers
    case .size(let v): v.comparedNumbers
    case .rect(let v): v.comparedNumbers
    case .color(let v): v.comparedNumbers
    case .vector3(let v): v.comparedNumbers
    case .transform(let v): v.comparedNumbers
    case .path(let v): v.comparedNumbers
    case .numbers(let v): v
    case .colors(let v): v.flatMap(\.comparedNumbers)
    }
  }

  /// Whether the two are of the same kind and, for paths, lists, of the same structure and
  /// length.
  public func hasSameShape(as other: AnimatableValue) -> Bool {
    switch (self, other) {
    case (.path(let a), .path(let b)): a.hasSameShape(as: b)
    case (.numbers(let a), .numbers(let b)): a.count == b.count
    case (.colors(let a), .colors(let b)): a.count == b.count
    default: kind == other.kind
    }
  }
}

extension AnimatableValue {
  /// Whether the two values are of the same kind and shape and within `tolerance` (transforms
  /// as ``Transform3D/isApproximatelyEqual(to:tolerance:)`` says).
  public func isApproximatelyEqual(to other: AnimatableValue, tolerance: Tolerance) -> Bool {
    isApproximatelyEqual(to: other, tolerance: tolerance, isAngle: false)
  }

  /// Whether the two values are of the same kind and shape and within `tolerance`; numbers
  /// read at an angle's key path (`isAngle`) compare modulo a whole turn, transforms as
  /// ``Transform3D/isApproximatelyEqual(to:tolerance:)`` says.
  public func isApproximatelyEqual(
    to other: AnimatableValue, tolerance: Tolerance, isAngle: Bool
  ) -> Bool {
    switch (self, other) {
    case (.number(let a), .number(let b)) where isAngle: tolerance.allowsAngles(a, b)
    case (.transform(let a), .transform(let b)): a.isApproximatelyEqual(to: b, tolerance: tolerance)
    default:
      hasSameShape(as: other)
        && zip(comparedNumbers, other.comparedNumbers).allSatisfy { tolerance.allows($0, $1) }
    }
  }

  /// The largest difference between the numbers of the two values (modulo a whole turn for an
  /// angle), or `nil` when they differ in kind or shape.
  public func largestDifference(from other: AnimatableValue, isAngle: Bool) -> Double? {
    if isAngle, case .number(let a) = self, case .number(let b) = other {
      return Tolerance.angleDifference(a, b)
    }
    return largestDifference(from: other)
  }
}

extension LayerProperties: ApproximatelyEquatable {
  /// Every animatable property of the kind, in `LayerProperty` order, then the transition's
  /// progress when one runs.
  public var comparedNumbers: [Double] {
    LayerProperty.allCases.filter { $0.belongs(to: kind) }.flatMap { self[$0].comparedNumbers }
      + (transitionProgress.map { [$0] } ?? [])
  }

  /// Whether the two are properties of the same kind of layer (rule Y7).
  public func hasSameShape(as other: LayerProperties) -> Bool {
    kind == other.kind && (transitionProgress == nil) == (other.transitionProgress == nil)
  }

  /// Whether the two are of the same kind of layer and every animatable property is within
  /// `tolerance` (transforms as ``Transform3D/isApproximatelyEqual(to:tolerance:)`` says).
  public func isApproximatelyEqual(to other: LayerProperties, tolerance: Tolerance) -> Bool {
    guard hasSameShape(as: other) else { return false }
    return LayerProperty.allCases.filter { $0.belongs(to: kind) }.allSatisfy {
      self[$0].isApproximatelyEqual(to: other[$0], tolerance: tolerance)
    } && tolerance.allows(transitionProgress ?? 0, other.transitionProgress ?? 0)
  }

  /// The properties whose values are not within `tolerance`, in `LayerProperty` order.
  public func differingProperties(from other: LayerProperties, tolerance: Tolerance = .default)
    -> [LayerProperty]
  {
    LayerProperty.allCases.filter { $0.belongs(to: kind) || $0.belongs(to: other.kind) }.filter {
      !self[$0].isApproximatelyEqual(to: other[$0], tolerance: tolerance)
    }
  }
}
