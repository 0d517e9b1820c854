/// Paths as animatable values (<doc:Rules#Y2>): two paths interpolate element by element when they
/// have the same sequence of element kinds, every point linearly.
extension Path {
  /// The index of the first element whose kind differs from `other`'s at the same place (or
  /// where one path ends before the other), or `nil` when both have the same structure.
  ///
  ///     try Path(svgPathData: "M 0 0 L 1 1").structureMismatch(with: Path(svgPathData: "M 5 5 L 2 2"))  // nil
  ///
  /// - Complexity: O(n) in the number of elements.
  public func structureMismatch(with other: Path) -> Int? {
    for (index, (a, b)) in zip(elements, other.elements).enumerated() where !a.hasSameKind(as: b) {
      return index
    }
    return elements.count == other.elements.count ? nil : min(elements.count, other.elements.count)
  }

  /// Every coordinate of the path, element by element (end point, then controls as
  /// ``Element`` lists them): the numbers that interpolate.
  ///
  /// - Complexity: O(n) in the number of elements.
  public var coordinates: [Double] {
    var result: [Double] = []
    result.reserveCapacity(elements.count * 6)
    for element in elements {
      switch element {
      case .move(let p), .line(let p): result += [p.x, p.y]
      case .quadCurve(let p, let c): result += [p.x, p.y, c.x, c.y]
      case .curve(let p, let c1, let c2): result += [p.x, p.y, c1.x, c1.y, c2.x, c2.y]
      case .closeSubpath: break
      }
    }
    return result
  }

  /// This path's structure with its coordinates replaced by `coordinates` (as ``coordinates``
  /// lists them); missing numbers keep this path's.
  ///
  /// - Complexity: O(n) in the number of elements.
  public func replacingCoordinates(_ coordinates: [Double]) -> Path {
    var index = 0
    func point(_ old: Point) -> Point {
      defer { index += 2 }
      guard index + 1 < coordinates.count else { return old }
      return Point(x: coordinates[index], y: coordinates[index + 1])
    }
    return Path(
      elements: elements.map { element in
        switch element {
        case .move(let p): .move(to: point(p))
        case .line(let p): .line(to: point(p))
        case .quadCurve(let p, let c):
          .quadCurve(to: point(p), control: point(c))
        case .curve(let p, let c1, let c2):
          .curve(to: point(p), control1: point(c1), control2: point(c2))
        case .closeSubpath: .closeSubpath
        }
      })
  }

  /// The path `fraction` of the way to `end`, every point interpolated linearly (Y2, V1), or,
  /// when the structures differ, this path before the middle and `end` from it (animations with
  /// different structures are rejected when added; this is the defined answer elsewhere).
  ///
  /// - Complexity: O(n) in the number of elements.
  public func interpolated(to end: Path, fraction t: Double) -> Path {
    if t == 0 { return self }
    if t == 1 { return end }
    guard structureMismatch(with: end) == nil else { return t < 0.5 ? self : end }
    let b = end.coordinates
    return replacingCoordinates(
      zip(coordinates, b).map { Double.saturatingLerp($0, $1, t) })
  }
}

extension Path.Element {
  /// Whether the two elements are of the same kind (move, line, quad, cubic, close).
  func hasSameKind(as other: Path.Element) -> Bool {
    switch (self, other) {
    case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve),
      (.closeSubpath, .closeSubpath):
      true
    default: false
    }
  }

  /// The kind's name, for messages.
  var kindName: String {
    switch self {
    case .move: "move"
    case .line: "line"
    case .quadCurve: "quad"
    case .curve: "cubic"
    case .closeSubpath: "close"
    }
  }
}
