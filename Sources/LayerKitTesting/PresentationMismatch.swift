import LayerKit

/// A presented value that is not the one expected: what a failed assertion reports.
///
///     position.y at t = 1.5: expected 200.0, got 199.5 (difference 0.5, tolerance ±1e-09)
public struct PresentationMismatch: Hashable, Sendable, CustomStringConvertible {
  /// The key read: a key path (`position.y`), after the layer's name when it has one
  /// (`box.position.y`).
  public var key: String
  /// The media time of the reading.
  public var time: Double
  /// The value expected; `nil` when no value was expected (a transition's progress while none
  /// runs).
  public var expected: AnimatableValue?
  /// The value presented; `nil` when there was none.
  public var actual: AnimatableValue?
  /// The tolerance the values were compared with.
  public var tolerance: Tolerance
  /// Whether the values are angles, compared modulo a whole turn.
  public var isAngle: Bool

  /// Compares `actual` with `expected`: `nil` when they match within `tolerance` (angles modulo
  /// a whole turn), else the mismatch.
  ///
  /// - Complexity: O(n) in the numbers the values hold.
  public static func compare(
    key: String, time: Double, expected: AnimatableValue?, actual: AnimatableValue?,
    tolerance: Tolerance, isAngle: Bool = false
  ) -> PresentationMismatch? {
    let matches =
      switch (expected, actual) {
      case (nil, nil): true
      case (let e?, let a?): a.isApproximatelyEqual(to: e, tolerance: tolerance, isAngle: isAngle)
      default: false
      }
    guard !matches else { return nil }
    return PresentationMismatch(
      key: key, time: time, expected: expected, actual: actual, tolerance: tolerance,
      isAngle: isAngle)
  }

  /// The largest difference between the numbers of the two values (modulo a whole turn for
  /// angles), or `nil` when they differ in kind or shape or one is missing.
  public var difference: Double? {
    guard let expected, let actual else { return nil }
    return actual.largestDifference(from: expected, isAngle: isAngle)
  }

  /// `position.y at t = 1.5: expected 200.0, got 199.5 (difference 0.5, tolerance ±1e-09)`.
  public var description: String {
    func describe(_ value: AnimatableValue?) -> String {
      guard let value else { return "no value" }
      return "\(value)"
    }
    var text = "\(key) at t = \(time): expected \(describe(expected)), got \(describe(actual))"
    switch (expected, actual) {
    case (let e?, let a?) where e.kind != a.kind:
      text += " (a \(a.kind.rawValue) where a \(e.kind.rawValue) was expected)"
    case (let e?, let a?):
      if let difference {
        text += " (difference \(difference)\(isAngle ? " modulo 2π" : ""), tolerance \(tolerance))"
      } else {
        text += " (\(a.shapeDescription) where \(e.shapeDescription) was expected)"
      }
    default:
      break
    }
    return text
  }
}

extension Layer {
  /// Compares the presented value of `keyPath` at each media time of `expected` with the value
  /// given for it, within `tolerance`: the check behind `assertPresentation` and
  /// `expectPresentation`, for use with any test framework.
  ///
  ///     let mismatches = try layer.presentationMismatches(
  ///       "position.y", expected: [0: 100, 1.5: 200], tolerance: 1e-9)
  ///     #expect(mismatches.isEmpty, "\(mismatches)")
  ///
  /// Angles (`transform.rotation.z`, …) compare modulo a whole turn.
  ///
  /// - Throws: `ValidationError` for an unknown key path, one that is not this kind of layer's
  ///   (rule Y7), or a time that is not finite.
  /// - Complexity: O(t · (d + n)) for t times, a tree depth d and n animations on the layer.
  public func presentationMismatches(
    _ keyPath: AnimatableKeyPath, expected: KeyValuePairs<Double, AnimatableValue>,
    tolerance: Tolerance = .default
  ) throws -> [PresentationMismatch] {
    try presentationMismatches(keyPath, expected.map { ($0.key, $0.value) }, tolerance: tolerance)
  }

  /// ``presentationMismatches(_:expected:tolerance:)`` for (time, value) pairs.
  func presentationMismatches(
    _ keyPath: AnimatableKeyPath, _ expected: [(time: Double, value: AnimatableValue)],
    tolerance: Tolerance
  ) throws -> [PresentationMismatch] {
    let timeline = try timeline(of: [keyPath], at: expected.map(\.time))
    let key = name.map { "\($0).\(keyPath)" } ?? keyPath.description
    return zip(expected, timeline.rows).compactMap { pair, row in
      PresentationMismatch.compare(
        key: key, time: pair.time, expected: pair.value, actual: row[0], tolerance: tolerance,
        isAngle: keyPath.isAngle)
    }
  }
}

extension AnimatableValue {
  /// `a path of 3 elements`, `a list of 2 numbers`: what makes two values of a kind
  /// incomparable.
  fileprivate var shapeDescription: String {
    switch self {
    case .path(let path): "a path of \(path.elements.count) elements"
    case .numbers(let list): "a list of \(list.count) numbers"
    case .colors(let list): "a list of \(list.count) colours"
    default: "a \(kind.rawValue)"
    }
  }
}
