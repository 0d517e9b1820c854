extension KeyframeAnimation {
  /// Checks the animation, throwing a ``ValidationError`` that names the first bad field.
  ///
  /// Errors: invalid timing; no keyframes (empty ``values`` and no ``path``); a value of the
  /// wrong kind or not finite; a path on a key path that is not a point, or with non-finite
  /// coordinates; non-finite keyTimes; more timingFunctions than segments; tension, continuity
  /// or bias values that are not in `[-1, 1]` or outnumber the keyframes; a rotation mode without
  /// a path; additive or cumulative booleans; a value function on anything but a whole
  /// transform. keyTimes that are finite but invalid by K3 are not an error: they are ignored, as
  /// Core Animation ignores them (see ``keyTimesIssue``).
  public func validate() throws {
    let kind = valueKind
    try validateProperty()
    if let path {
      guard kind == .point, valueFunction == nil else {
        throw ValidationError(
          field: "path", reason: "a path animates points, but '\(keyPath)' holds a \(kind.rawValue)"
        )
      }
      do { try path.validate() } catch let error as ValidationError {
        throw error.inside("path")
      }
      guard !path.keyframePoints.isEmpty else {
        throw ValidationError(field: "path", reason: "is empty")
      }
    } else {
      guard !values.isEmpty else {
        throw ValidationError(field: "values", reason: "needs at least one keyframe, or a path")
      }
      for (index, value) in values.enumerated() {
        try validateValue(value, "values[\(index)]")
      }
    }
    let n = frameCount
    for (index, time) in (keyTimes ?? []).enumerated() where !time.isFinite {
      throw ValidationError(field: "keyTimes[\(index)]", reason: "must be a finite number")
    }
    if let timingFunctions, timingFunctions.count > max(n - 1, 0) {
      throw ValidationError(
        field: "timingFunctions",
        reason: "has \(timingFunctions.count) functions for \(max(n - 1, 0)) segments")
    }
    for (name, list) in [
      ("tensionValues", tensionValues), ("continuityValues", continuityValues),
      ("biasValues", biasValues),
    ] {
      guard let list else { continue }
      if list.count > n {
        throw ValidationError(field: name, reason: "has \(list.count) values for \(n) keyframes")
      }
      for (index, value) in list.enumerated() where !(value >= -1 && value <= 1) {
        throw ValidationError(
          field: "\(name)[\(index)]", reason: "must be a number in [-1, 1] (got \(value))")
      }
    }
    if rotationMode != nil, path == nil {
      throw ValidationError(field: "rotationMode", reason: "needs a path")
    }
  }
}

// MARK: - keyTimes (K3)

extension KeyframeAnimation {
  /// The number of keyframes: the path's points (P1), or ``values``.
  var frameCount: Int { path?.keyframePoints.count ?? values.count }

  /// Why ``keyTimes`` are ignored, as Core Animation ignores them (<doc:Rules#K3>), or `nil` when
  /// they are used (or absent, or the mode is paced, which ignores them anyway).
  ///
  /// keyTimes are valid when there are as many as keyframes (discrete: one more, or as many),
  /// each is in `[0, 1]`, they never decrease, the first is 0 and, for the linear and cubic
  /// modes, the last is 1.
  ///
  ///     var fade = KeyframeAnimation(keyPath: .opacity, values: [1, 0], keyTimes: [0.5, 1])
  ///     fade.keyTimesIssue?.description   // "keyTimes[0]: the first keyTime must be 0"
  public var keyTimesIssue: KeyTimesIssue? {
    guard let keyTimes, calculationMode != .paced, calculationMode != .cubicPaced else {
      return nil
    }
    let n = frameCount
    let discrete = calculationMode == .discrete
    if discrete ? (keyTimes.count != n + 1 && keyTimes.count != n) : keyTimes.count != n {
      let expected = discrete ? "\(n + 1) or \(n)" : "\(n)"
      return KeyTimesIssue(
        index: nil,
        reason: "there are \(keyTimes.count) keyTimes for \(n) keyframes (expected \(expected))")
    }
    if let bad = keyTimes.firstIndex(where: { !($0 >= 0 && $0 <= 1) }) {
      return KeyTimesIssue(index: bad, reason: "must be in [0, 1]")
    }
    if keyTimes.first != 0 { return KeyTimesIssue(index: 0, reason: "the first keyTime must be 0") }
    if let bad = keyTimes.indices.dropFirst().first(where: { keyTimes[$0] < keyTimes[$0 - 1] }) {
      return KeyTimesIssue(index: bad, reason: "must not decrease")
    }
    if !discrete, keyTimes.last != 1 {
      return KeyTimesIssue(index: keyTimes.count - 1, reason: "the last keyTime must be 1")
    }
    return nil
  }

  /// ``keyTimes`` when they are valid for `count` keyframes (K3), else `nil`.
  func validKeyTimes(count: Int) -> [Double]? {
    guard let keyTimes, keyTimesIssue == nil else { return nil }
    return keyTimes
  }
}

/// Why a keyframe animation's keyTimes are ignored (<doc:Rules#K3>): the offending keyTime, if one
/// is to blame, and the reason.
public struct KeyTimesIssue: Hashable, Sendable, CustomStringConvertible {
  /// The index of the keyTime at fault, or `nil` when the count is wrong.
  public var index: Int?
  /// What is wrong, in words.
  public var reason: String

  /// Creates an issue.
  public init(index: Int?, reason: String) {
    self.index = index
    self.reason = reason
  }

  /// `"keyTimes[3]: must not decrease"`, or the reason alone without an index.
  public var description: String { (index.map { "keyTimes[\($0)]: " } ?? "") + reason }
}
