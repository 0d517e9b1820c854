/// A problem with a value the caller gave, located by the field it is in.
///
/// LayerKit never traps on user input: invalid timing values, non-finite numbers, values of the
/// wrong kind and unknown key paths are reported with this error, whose ``field`` names where the
/// problem is in the same dotted, indexed form that scene files use:
///
///     do { try layer.add(animation, forKey: "move") }
///     catch let error as ValidationError { print(error) }
///     // "duration: must not be negative (got -1.0)"
public struct ValidationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is: `duration`, `values[3]`, `timingFunction.c1x`, ….
  public var field: String
  /// What is wrong, in a short sentence without the field name.
  public var reason: String

  /// Creates an error for `field`.
  public init(field: String, reason: String) {
    self.field = field
    self.reason = reason
  }

  /// `"field: reason"`.
  public var description: String { field.isEmpty ? reason : "\(field): \(reason)" }

  /// The same error located inside `parent` (`"animations[2]"` + `"duration"` →
  /// `"animations[2].duration"`).
  public func inside(_ parent: String) -> ValidationError {
    guard !parent.isEmpty else { return self }
    let joined =
      field.isEmpty ? parent : (field.hasPrefix("[") ? parent + field : parent + "." + field)
    return ValidationError(field: joined, reason: reason)
  }
}

extension ValidationError {
  /// Throws unless `value` is finite.
  static func requireFinite(_ value: Double, _ field: String) throws {
    guard value.isFinite else {
      throw ValidationError(field: field, reason: "must be a finite number (got \(value))")
    }
  }

  /// Throws unless `value` is a number ≥ 0 (infinity allowed).
  static func requireNonNegative(_ value: Double, _ field: String) throws {
    guard !value.isNaN else {
      throw ValidationError(field: field, reason: "must be a number (got nan)")
    }
    guard value >= 0 else {
      throw ValidationError(field: field, reason: "must not be negative (got \(value))")
    }
  }
}
