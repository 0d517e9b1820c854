extension Path {
  /// Arc-length access to a path: the point and direction at a distance along it (<doc:Rules#P6>),
  /// or at a fraction of one segment (P2).
  ///
  /// The arc-length table is built once, when the measure is made; every query after that is a
  /// lookup and a polynomial or two, accurate to 1e-8 of the length.
  ///
  ///     let measure = Path(rect: Rect(x: 0, y: 0, width: 100, height: 50)).measure()
  ///     measure.length                        // 300
  ///     measure.point(atDistance: 125)        // Point(x: 100, y: 25)
  public struct Measure: Hashable, Sendable {
    /// The path's segments (P1).
    public let segments: [Segment]
    let table: ArcLengthTable
    /// The segments as measured (scaled where huge).
    let curve: PathCurve

    /// Measures `path`.
    ///
    /// - Complexity: O(n) in the number of segments (16 integrations each).
    public init(_ path: Path) {
      segments = path.segments
      curve = PathCurve(segments: segments)
      table = ArcLengthTable(curve)
    }

    /// The total arc length; `greatestFiniteMagnitude` for a path longer than that (V6).
    public var length: Double { table.totalLength }

    /// The segment and Bézier parameter at `distance` along the path, clamped to `0...length`.
    ///
    /// - Complexity: O(log n).
    public func location(atDistance distance: Double) -> (segment: Int, fraction: Double) {
      let (segment, t) = table.location(atDistance: distance, on: curve)
      return (segment, t)
    }

    /// The point at `distance` along the path; `nil` for a path without segments.
    public func point(atDistance distance: Double) -> Point? {
      guard !segments.isEmpty else { return nil }
      let (segment, t) = location(atDistance: distance)
      return segments[segment].point(at: t, straight: curve.straight[segment])
    }

    /// The direction of travel at `distance` along the path, in radians from +x towards +y;
    /// `nil` for a path without segments.
    public func tangentAngle(atDistance distance: Double) -> Double? {
      guard !segments.isEmpty else { return nil }
      let (segment, t) = location(atDistance: distance)
      return segments[segment].tangentAngle(at: t)
    }

    /// The point at Bézier parameter `fraction` of segment `segment` (P2), or `nil` for a
    /// segment index out of range.
    public func point(segment: Int, fraction: Double) -> Point? {
      guard segments.indices.contains(segment) else { return nil }
      return segments[segment].point(at: fraction, straight: curve.straight[segment])
    }
  }

  /// The path's arc-length measure.
  public func measure() -> Measure { Measure(self) }

  /// A path holding one rectangle (`CGPath(rect:transform:)`, <doc:Rules#P3>).
  public init(rect: Rect) {
    self.init()
    addRect(rect)
  }

  /// A path holding one ellipse (`CGPath(ellipseIn:transform:)`, <doc:Rules#P4>).
  public init(ellipseIn rect: Rect) {
    self.init()
    addEllipse(in: rect)
  }
}
