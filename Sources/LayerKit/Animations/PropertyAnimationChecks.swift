/// The checks that basic, spring and keyframe animations share: they all animate one key path,
/// optionally through a value function, with values of one kind.
enum PropertyAnimationChecks {
  /// The common checks: timing, a value function only on a whole transform, and no sums of
  /// booleans (`additive`, `cumulative`).
  static func check(
    timing: MediaTiming, keyPath: AnimatableKeyPath, valueFunction: ValueFunction?,
    kind: ValueKind, isAdditive: Bool, isCumulative: Bool
  ) throws {
    try timing.validate()
    if let valueFunction, keyPath.component != .whole || keyPath.valueKind != .transform {
      throw ValidationError(
        field: "valueFunction",
        reason:
          "\(valueFunction.rawValue) needs the key path of a whole transform, not '\(keyPath)'")
    }
    if kind == .bool, isAdditive || isCumulative {
      throw ValidationError(
        field: isAdditive ? "additive" : "cumulative", reason: "booleans cannot be added")
    }
  }

  /// Throws unless `value` has `kind` and is finite, naming `field`.
  static func check(
    _ value: AnimatableValue, _ field: String, kind: ValueKind, keyPath: AnimatableKeyPath
  ) throws {
    guard value.kind == kind else {
      throw ValidationError(
        field: field,
        reason: "expects a \(kind.rawValue) for '\(keyPath)', got a \(value.kind.rawValue)")
    }
    guard value.isFinite else {
      throw ValidationError(field: field, reason: "must be finite")
    }
  }
}
