/// The four numbers of a vector value in the evaluator's flat storage: a number in lane 0; a
/// point or size in lanes 0–1; a ``Vector3`` in 0–2; a rect (x, y, width, height) or a colour
/// (red, green, blue, alpha) in all four; a boolean as 0 or 1 in lane 0. Unused lanes are zero.
typealias Lanes = SIMD4<Double>

extension AnimatableValue {
  /// The value's numbers in lanes, for vector kinds and booleans; `nil` for transforms, paths and
  /// lists.
  var lanes: Lanes? {
    switch self {
    case .number(let v): Lanes(v, 0, 0, 0)
    case .bool(let v): Lanes(v ? 1 : 0, 0, 0, 0)
    case .point(let v): Lanes(v.x, v.y, 0, 0)
    case .size(let v): Lanes(v.width, v.height, 0, 0)
    case .rect(let v): Lanes(v.origin.x, v.origin.y, v.size.width, v.size.height)
    case .color(let v): Lanes(v.red, v.green, v.blue, v.alpha)
    case .vector3(let v): Lanes(v.x, v.y, v.z, 0)
    case .transform, .path, .numbers, .colors: nil
    }
  }

  /// The value of `kind` held in `lanes` (the inverse of ``lanes``); a transform kind gives the
  /// identity, which has no lanes.
  @inline(__always)
  init(kind: ValueKind, lanes v: Lanes) {
    switch kind {
    case .number: self = .number(v[0])
    case .bool: self = .bool(v[0] != 0)
    case .point: self = .point(Point(x: v[0], y: v[1]))
    case .size: self = .size(Size(width: v[0], height: v[1]))
    case .rect: self = .rect(Rect(x: v[0], y: v[1], width: v[2], height: v[3]))
    case .color: self = .color(Color(red: v[0], green: v[1], blue: v[2], alpha: v[3]))
    case .vector3: self = .vector3(Vector3(x: v[0], y: v[1], z: v[2]))
    case .transform: self = .transform(.identity)
    case .path: self = .path(Path())
    case .numbers: self = .numbers([])
    case .colors: self = .colors([])
    }
  }
}
