/// The kind of value a key path holds or an animation carries.
///
/// A closed set: every animatable property of a layer (<doc:Rules#L4>) holds one of these.
public enum ValueKind: String, CaseIterable, Hashable, Sendable, Codable {
  /// A `Double`, like `CGFloat` / `NSNumber` in Core Animation.
  case number
  /// A ``Point``, like `CGPoint`.
  case point
  /// A ``Size``, like `CGSize`.
  case size
  /// A ``Rect``, like `CGRect`.
  case rect
  /// A ``Color``, like `CGColor`.
  case color
  /// A ``Transform3D``, like `CATransform3D`.
  case transform
  /// A `Bool`, like `BOOL` properties such as `hidden`.
  case bool
  /// A ``Vector3``: three numbers, the input of the `scale` and `translate` value functions.
  case vector3
  /// A ``Path``, like `CGPath` (`CAShapeLayer.path`, <doc:Rules#Y1>, Y2).
  case path
  /// A list of numbers (`CAGradientLayer.locations`, <doc:Rules#Y4>).
  case numbers
  /// A list of colours (`CAGradientLayer.colors`, <doc:Rules#Y4>).
  case colors
}

extension ValueKind {
  /// How many numbers a value of this kind takes in the evaluator's flat storage: one for
  /// numbers and booleans (0 or 1), two for points and sizes, three for ``Vector3``, four for
  /// rects and colours, sixteen for transforms; none for paths and lists, which are kept apart.
  var scalarWidth: Int {
    switch self {
    case .number, .bool: 1
    case .point, .size: 2
    case .vector3: 3
    case .rect, .color: 4
    case .transform: 16
    case .path, .numbers, .colors: 0
    }
  }

  /// Whether values of this kind have no fixed size (paths and lists): the evaluator keeps them
  /// as values rather than in its flat storage, and they interpolate only between values of the
  /// same structure (<doc:Rules#Y2>, Y4).
  public var isStructured: Bool {
    switch self {
    case .path, .numbers, .colors: true
    case .number, .point, .size, .rect, .color, .transform, .bool, .vector3: false
    }
  }
}
