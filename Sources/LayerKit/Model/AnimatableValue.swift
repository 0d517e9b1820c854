/// Any value an animatable property or an animation can hold.
///
/// Mirrors the `id` values (`NSNumber`, `NSValue`, `CGColorRef`) that Core Animation stores in
/// `fromValue`, `toValue`, `byValue` and `values`. An enum rather than an existential so that a
/// number, point, size or boolean never allocates; transforms, rectangles and colours are boxed
/// (see ``transform(_:)``). Number and boolean literals convert directly:
///
///     let a: AnimatableValue = 0.5        // .number(0.5)
///     let b: AnimatableValue = .point(Point(x: 10, y: 20))
public enum AnimatableValue: Hashable, Sendable {
  /// A number.
  case number(Double)
  /// A point.
  case point(Point)
  /// A size.
  case size(Size)
  /// A rectangle. Out of line (`indirect`), as colours and transforms are: see ``transform(_:)``.
  indirect case rect(Rect)
  /// A colour. Out of line (`indirect`), as rectangles and transforms are.
  indirect case color(Color)
  /// A 3-D transform. Stored out of line (`indirect`): a transform is 128 bytes, and keeping it
  /// inline would make every value, numbers included, that large to copy. Rectangles and colours
  /// (32 bytes) are out of line too: with a payload over 24 bytes, every `AnimatableValue?` that
  /// a caller drops (the result of ``CompiledAnimation/value(atParentTime:modelValue:)``) is
  /// destroyed through the runtime's generic value witnesses, about 75 instructions, where it is
  /// otherwise a test and a branch. Making a transform, rectangle or colour value allocates its
  /// box; the evaluator writes these into layer properties directly, so evaluating animations on
  /// layers does not.
  indirect case transform(Transform3D)
  /// A boolean.
  case bool(Bool)
  /// Three numbers (value-function input, <doc:Rules#B4>).
  case vector3(Vector3)
  /// A path (<doc:Rules#Y1>, Y2); the empty path is "none". Out of line, as transforms are.
  indirect case path(Path)
  /// A list of numbers (<doc:Rules#Y4>).
  case numbers([Double])
  /// A list of colours (<doc:Rules#Y4>).
  case colors([Color])

  /// The kind of this value.
  public var kind: ValueKind {
    switch self {
    case .number: .number
    case .point: .point
    case .size: .size
    case .rect: .rect
    case .color: .color
    case .transform: .transform
    case .bool: .bool
    case .vector3: .vector3
    case .path: .path
    case .numbers: .numbers
    case .colors: .colors
    }
  }

  /// Whether every number in the value is finite (booleans always are).
  public var isFinite: Bool {
    switch self {
    case .number(let v): v.isFinite
    case .point(let v): v.x.isFinite && v.y.isFinite
    case .size(let v): v.width.isFinite && v.height.isFinite
    case .rect(let v):
      v.origin.x.isFinite && v.origin.y.isFinite && v.size.width.isFinite
        && v.size.height.isFinite
    case .color(let v): v.red.isFinite && v.green.isFinite && v.blue.isFinite && v.alpha.isFinite
    case .transform(let v): v.isFinite
    case .bool: true
    case .vector3(let v): v.x.isFinite && v.y.isFinite && v.z.isFinite
    case .path, .numbers, .colors: coordinates.allSatisfy(\.isFinite)
    }
  }

  /// The number this value holds, if it is one.
  public var number: Double? {
    if case .number(let v) = self { return v }
    return nil
  }
}

extension AnimatableValue: ExpressibleByFloatLiteral {
  /// A number literal, such as `0.5`.
  public init(floatLiteral value: Double) { self = .number(value) }
}

extension AnimatableValue: ExpressibleByIntegerLiteral {
  /// An integer literal, such as `1`, as a number.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension AnimatableValue: ExpressibleByBooleanLiteral {
  /// A boolean literal.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

// MARK: - Arithmetic used by the evaluator

extension AnimatableValue {
  /// The value `fraction` of the way from `self` to `end` (<doc:Rules#V1>, V2, V4).
  ///
  /// Values of the same kind interpolate as their type does; booleans switch at 0.5 (V4). The
  /// evaluator only pairs values of the same kind (animations are validated when added); for a
  /// mismatched pair the result switches at 0.5 like a boolean.
  ///
  /// - Complexity: O(1).
  public func interpolated(to end: AnimatableValue, fraction t: Double) -> AnimatableValue {
    switch (self, end) {
    case (.number(let a), .number(let b)): .number(a.interpolated(to: b, fraction: t))
    case (.point(let a), .point(let b)): .point(a.interpolated(to: b, fraction: t))
    case (.size(let a), .size(let b)): .size(a.interpolated(to: b, fraction: t))
    case (.rect(let a), .rect(let b)): .rect(a.interpolated(to: b, fraction: t))
    case (.color(let a), .color(let b)): .color(a.interpolated(to: b, fraction: t))
    case (.transform(let a), .transform(let b)): .transform(a.interpolated(to: b, fraction: t))
    case (.vector3(let a), .vector3(let b)): .vector3(a.interpolated(to: b, fraction: t))
    case (.path(let a), .path(let b)): .path(a.interpolated(to: b, fraction: t))
    case (.numbers, .numbers), (.colors, .colors):
      structureMismatch(with: end) == nil
        ? replacingCoordinates(
          zip(coordinates, end.coordinates).map { Double.saturatingLerp($0, $1, t) })
        : t < 0.5 ? self : end
    default: t < 0.5 ? self : end
    }
  }

  /// The additive combination `self + other` (<doc:Rules#V5>): component-wise sums, and for
  /// transforms the concatenation `self · other` (B2). Booleans and mismatched kinds give
  /// `self`; validation rejects additive booleans before they get here.
  public func adding(_ other: AnimatableValue) -> AnimatableValue {
    switch (self, other) {
    case (.number(let a), .number(let b)): .number(a + b)
    case (.point(let a), .point(let b)): .point(a + b)
    case (.size(let a), .size(let b)): .size(a + b)
    case (.rect(let a), .rect(let b)): .rect(a + b)
    case (.color(let a), .color(let b)): .color(a + b)
    case (.transform(let a), .transform(let b)): .transform(a.concatenating(b))
    case (.vector3(let a), .vector3(let b)): .vector3(a + b)
    case (.path, .path), (.numbers, .numbers), (.colors, .colors):
      structureMismatch(with: other) == nil
        ? replacingCoordinates(
          zip(coordinates, other.coordinates).map { Double.saturatingSum($0, $1) }) : self
    default: self
    }
  }

  /// The difference `self − other`: component-wise, and for transforms `self · other⁻¹`
  /// (<doc:Rules#B2>). A singular transform has no inverse; `self` is returned for it.
  public func subtracting(_ other: AnimatableValue) -> AnimatableValue {
    switch (self, other) {
    case (.number(let a), .number(let b)): .number(a - b)
    case (.point(let a), .point(let b)): .point(a - b)
    case (.size(let a), .size(let b)): .size(a - b)
    case (.rect(let a), .rect(let b)): .rect(a - b)
    case (.color(let a), .color(let b)): .color(a - b)
    case (.transform(let a), .transform(let b)):
      .transform(b.inverted().map { a.concatenating($0) } ?? a)
    case (.vector3(let a), .vector3(let b)): .vector3(a - b)
    case (.path, .path), (.numbers, .numbers), (.colors, .colors):
      structureMismatch(with: other) == nil
        ? replacingCoordinates(
          zip(coordinates, other.coordinates).map { ($0 - $1).saturated }) : self
    default: self
    }
  }

  /// The value added to itself `n` times (<doc:Rules#B3>): `n · v` for vectors, `vⁿ` for
  /// transforms (with `n` limited to ±2⁵³). `n` is integral. Booleans give `self`.
  func repeated(_ n: Double) -> AnimatableValue {
    switch self {
    case .number(let v): return .number(v * n)
    case .point(let v): return .point(v.scaled(by: n))
    case .size(let v): return .size(v.scaled(by: n))
    case .rect(let v): return .rect(v.scaled(by: n))
    case .color(let v): return .color(v.scaled(by: n))
    case .transform(let v):
      let limit = 9_007_199_254_740_992.0
      return .transform(v.power(Int(max(-limit, min(limit, n.isNaN ? 0 : n)))))
    case .vector3(let v): return .vector3(v.scaled(by: n))
    case .path, .numbers, .colors:
      return replacingCoordinates(coordinates.map { ($0 * n).saturated })
    case .bool: return self
    }
  }

  /// The value with every component multiplied by `factor`, for vector kinds; transforms and
  /// booleans are not vectors and come back unchanged (keyframe splines treat them linearly).
  func scaled(by factor: Double) -> AnimatableValue {
    switch self {
    case .number(let v): .number(v * factor)
    case .point(let v): .point(v.scaled(by: factor))
    case .size(let v): .size(v.scaled(by: factor))
    case .rect(let v): .rect(v.scaled(by: factor))
    case .color(let v): .color(v.scaled(by: factor))
    case .vector3(let v): .vector3(v.scaled(by: factor))
    case .path, .numbers, .colors: replacingCoordinates(coordinates.map { $0 * factor })
    case .transform, .bool: self
    }
  }

  /// The squared Euclidean length of a vector value; 0 for transforms and booleans.
  var magnitudeSquared: Double {
    switch self {
    case .number(let v): v * v
    case .point(let v): v.magnitudeSquared
    case .size(let v): v.magnitudeSquared
    case .rect(let v): v.magnitudeSquared
    case .color(let v): v.magnitudeSquared
    case .vector3(let v): v.magnitudeSquared
    case .path, .numbers, .colors: coordinates.reduce(0) { $0 + $1 * $1 }
    case .transform, .bool: 0
    }
  }

  /// Whether the kind is a vector space (everything but transforms and booleans).
  var isVector: Bool {
    switch self {
    case .transform, .bool: false
    case .number, .point, .size, .rect, .color, .vector3, .path, .numbers, .colors: true
    }
  }

  /// The Euclidean distance between two values of the same kind (<doc:Rules#K6>), or `nil` when
  /// the kind has no distance (booleans, transforms) or the kinds differ.
  public func distance(to other: AnimatableValue) -> Double? {
    switch (self, other) {
    case (.number(let a), .number(let b)): abs(a - b)
    case (.point(let a), .point(let b)): (a - b).magnitudeSquared.squareRoot()
    case (.size(let a), .size(let b)): (a - b).magnitudeSquared.squareRoot()
    case (.rect(let a), .rect(let b)): (a - b).magnitudeSquared.squareRoot()
    case (.color(let a), .color(let b)): (a - b).magnitudeSquared.squareRoot()
    case (.vector3(let a), .vector3(let b)): (a - b).magnitudeSquared.squareRoot()
    default: nil
    }
  }
}

// MARK: - Structured values (paths and lists, rules Y2, Y4)

extension AnimatableValue {
  /// The numbers of a path or list value, in order (a path's ``Path/coordinates``; a colour
  /// list's red, green, blue, alpha per colour); empty for other kinds.
  public var coordinates: [Double] {
    switch self {
    case .path(let p): p.coordinates
    case .numbers(let v): v
    case .colors(let v): v.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
    case .number, .point, .size, .rect, .color, .transform, .bool, .vector3: []
    }
  }

  /// A path or list of this one's structure holding `numbers` (as ``coordinates`` lists them);
  /// other kinds come back unchanged.
  func replacingCoordinates(_ numbers: [Double]) -> AnimatableValue {
    switch self {
    case .path(let p): .path(p.replacingCoordinates(numbers))
    case .numbers: .numbers(numbers)
    case .colors(let v):
      .colors(
        (0..<v.count).map { i in
          Color(
            red: numbers[4 * i], green: numbers[4 * i + 1], blue: numbers[4 * i + 2],
            alpha: numbers[4 * i + 3])
        })
    case .number, .point, .size, .rect, .color, .transform, .bool, .vector3: self
    }
  }

  /// Where a path or list stops matching `other`'s structure (Y2, Y4), in words, or `nil` when
  /// they match (or neither is a path or list).
  public func structureMismatch(with other: AnimatableValue) -> String? {
    switch (self, other) {
    case (.path(let a), .path(let b)):
      guard let index = a.structureMismatch(with: b) else { return nil }
      let mine = index < a.elements.count ? a.elements[index].kindName : "the end"
      let theirs = index < b.elements.count ? b.elements[index].kindName : "the end"
      return "element \(index) is \(mine) in one path and \(theirs) in the other"
    case (.numbers(let a), .numbers(let b)):
      return a.count == b.count ? nil : "lists of \(a.count) and \(b.count) numbers"
    case (.colors(let a), .colors(let b)):
      return a.count == b.count ? nil : "lists of \(a.count) and \(b.count) colours"
    default:
      return nil
    }
  }
}
