/// A value stored out of line and copied only when a shared copy is written to: the technique
/// of `Array` and the swift-collections types, for the animation structs.
///
/// An animation carries a lot (values, timing, a timing function…), several hundred bytes inline.
/// Layers store animations in an enum and the evaluator switches over it many times a frame, so
/// each animation keeps its fields in one of these: copying an animation copies a reference, and
/// the evaluator reads fields in place. Equality and hashing are the fields' own (synthesised
/// on the fields struct); value semantics are kept by copying the box before a write when it is
/// shared.
struct CopyOnWrite<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The box. Mutated only through `value`'s modify accessor, when uniquely referenced, which is
  /// what makes the unchecked `Sendable` sound: a shared box is never written.
  private final class Box: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  private var box: Box

  init(_ value: Value) { box = Box(value) }

  /// The fields, read in place and written after copying a shared box.
  var value: Value {
    _read { yield box.value }
    _modify {
      if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
      yield &box.value
    }
  }

  /// Equal when the fields are (the same box is trivially equal).
  static func == (lhs: CopyOnWrite, rhs: CopyOnWrite) -> Bool {
    lhs.box === rhs.box || lhs.box.value == rhs.box.value
  }

  /// Hashes the fields.
  func hash(into hasher: inout Hasher) { box.value.hash(into: &hasher) }
}
