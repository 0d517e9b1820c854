/// A box for data derived from an animation's own fields (tables, tangents), so that it takes
/// no part in the animation's identity: two animations with the same fields are equal whether
/// or not a layer has prepared either of them.
struct Prepared<Value: Sendable>: Hashable, Sendable {
  var value: Value?

  init(_ value: Value? = nil) { self.value = value }

  /// Always equal: the value is a function of the fields that do take part.
  static func == (lhs: Prepared, rhs: Prepared) -> Bool { true }

  /// Hashes nothing, consistently with `==`.
  func hash(into hasher: inout Hasher) {}
}
