extension Path {
  /// The part of the path between fractions `start` and `end` of its arc length, like the stroke
  /// `CAShapeLayer` draws for `strokeStart` and `strokeEnd` (<doc:Rules#Y3>, P6).
  ///
  /// Both fractions are clamped to `[0, 1]`; the result is empty when `start ≥ end` (or the path
  /// has no length). Segments cut partway are split at the arc-length parameter (de Casteljau),
  /// so the pieces lie exactly on the original curves; each subpath of the visible part starts
  /// with a move.
  ///
  ///     let square = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
  ///     square.trimmed(from: 0, to: 0.5).segments.count    // 2: the top and right sides
  ///
  /// - Complexity: O(n) in the number of segments, plus building the arc-length table.
  public func trimmed(from start: Double, to end: Double) -> Path {
    let low = start.isNaN ? 0 : min(max(start, 0), 1)
    let high = end.isNaN ? 0 : min(max(end, 0), 1)
    guard low < high else { return Path() }
    if low == 0, high == 1 { return self }
    let measure = self.measure()
    let total = measure.length
    guard total > 0 else { return Path() }
    let (firstSegment, firstT) = measure.location(atDistance: low * total)
    let (lastSegment, lastT) = measure.location(atDistance: high * total)
    // Each segment's subpath, so that a piece starts a new subpath where the original moved.
    var result = Path()
    var previousEnd: Point?
    for index in firstSegment...lastSegment {
      let segment = measure.segments[index]
      let from = index == firstSegment ? firstT : 0
      let to = index == lastSegment ? lastT : 1
      guard to > from || (from == to && firstSegment == lastSegment) else { continue }
      let piece = segment.split(from: from, to: to)
      if previousEnd != piece.start { result.move(to: piece.start) }
      result.addCurve(to: piece.end, control1: piece.control1, control2: piece.control2)
      previousEnd = piece.end
    }
    return result
  }
}

extension Path.Segment {
  /// The part of the segment between parameters `a` and `b` (0 ≤ a ≤ b ≤ 1), as a cubic
  /// (de Casteljau, twice).
  func split(from a: Double, to b: Double) -> Path.Segment {
    let right = a == 0 ? self : splitAt(a).right
    // Where b falls in the right part's own parameter.
    let u = a == 1 ? 0 : (b - a) / (1 - a)
    return u >= 1 ? right : right.splitAt(u).left
  }

  /// The two halves at parameter `t`.
  private func splitAt(_ t: Double) -> (left: Path.Segment, right: Path.Segment) {
    func mix(_ p: Point, _ q: Point) -> Point {
      Point(x: Double.saturatingLerp(p.x, q.x, t), y: Double.saturatingLerp(p.y, q.y, t))
    }
    let ab = mix(start, control1)
    let bc = mix(control1, control2)
    let cd = mix(control2, end)
    let abc = mix(ab, bc)
    let bcd = mix(bc, cd)
    let middle = mix(abc, bcd)
    return (
      Path.Segment(start: start, control1: ab, control2: abc, end: middle),
      Path.Segment(start: middle, control1: bcd, control2: cd, end: end)
    )
  }
}
