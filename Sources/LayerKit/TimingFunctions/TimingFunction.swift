/// A cubic Bézier curve from (0, 0) to (1, 1) that maps a fraction of time to a fraction of
/// progress.
///
/// Mirrors `CAMediaTimingFunction`: `init(controlPoints:)` is `functionWithControlPoints::::`,
/// the presets are `functionWithName:` (<doc:Rules#TF2>), ``controlPoint(at:)`` is
/// `getControlPointAtIndex:values:`. Input time is the curve's x, output progress its y: for a
/// time `t` the solver finds the curve parameter `s` with `x(s) = t` and returns `y(s)` (TF1).
///
///     TimingFunction.easeInEaseOut.progress(at: 0.5)   // 0.5, by symmetry
///     TimingFunction.linear.progress(at: 0.3)          // 0.3
///     try TimingFunction(controlPoints: 0.42, 0, 0.58, 1) == .easeInEaseOut   // true
///
/// Guarantees: `progress(at: 0) == 0` and `progress(at: 1) == 1` exactly; the output is monotonic
/// in `t` because x control values are clamped to `[0, 1]` (TF3, TF4); inputs outside `[0, 1]`
/// are clamped, as Apple's solver does (TF5); the error against an exact solve is below
/// ``accuracy`` (TF6).
public struct TimingFunction: Hashable, Sendable {
  /// The control points, polynomial coefficients and inverse table, computed once when the
  /// function is made and shared by every copy: copying a timing function copies a reference.
  let curve: BezierCurve

  /// The first control point's x, clamped to `[0, 1]`.
  public var c1x: Double { curve.c1x }
  /// The first control point's y (free: values outside `[0, 1]` overshoot).
  public var c1y: Double { curve.c1y }
  /// The second control point's x, clamped to `[0, 1]`.
  public var c2x: Double { curve.c2x }
  /// The second control point's y (free).
  public var c2y: Double { curve.c2y }

  /// The largest error of ``progress(at:)`` against an exact solve, for every curve whose x
  /// control values lie in `[0, 1]` (<doc:Rules#TF6>).
  ///
  /// One exception is inherent to double precision: where x′ and x″ vanish together (a curve
  /// such as (1, 0, 0, 1) at t = 0.5), one ulp of x moves the solution by about 1e-6, so within a
  /// few ulps of such a t no solver working in `Double` can promise more.
  public static let accuracy: Double = 1e-7

  /// Creates a timing function from its two control points, like
  /// `CAMediaTimingFunction(controlPoints:)`.
  ///
  /// x values outside `[0, 1]` are clamped to it (<doc:Rules#TF4>); y values are kept.
  ///
  /// - Throws: ``ValidationError`` naming `c1x`, `c1y`, `c2x` or `c2y` when one is not finite.
  public init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) throws {
    try ValidationError.requireFinite(c1x, "c1x")
    try ValidationError.requireFinite(c1y, "c1y")
    try ValidationError.requireFinite(c2x, "c2x")
    try ValidationError.requireFinite(c2y, "c2y")
    // A preset's control points, bit for bit once clamped (a −0 is not a 0), give the preset
    // itself: its curve and tables are shared rather than built again.
    let x1 = min(1, max(0, c1x))
    let x2 = min(1, max(0, c2x))
    if let preset = Self.presets.first(where: {
      $0.c1x.bitPattern == x1.bitPattern && $0.c1y.bitPattern == c1y.bitPattern
        && $0.c2x.bitPattern == x2.bitPattern && $0.c2y.bitPattern == c2y.bitPattern
    }) {
      self = preset
      return
    }
    self.init(clamped: x1, c1y, x2, c2y)
  }

  /// Creates a timing function from finite control values whose x values lie in `[0, 1]`.
  private init(clamped c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
    curve = BezierCurve(c1x: c1x, c1y: c1y, c2x: c2x, c2y: c2y)
  }

  /// Equal when the control points are.
  public static func == (lhs: TimingFunction, rhs: TimingFunction) -> Bool {
    lhs.curve === rhs.curve
      || (lhs.c1x == rhs.c1x && lhs.c1y == rhs.c1y && lhs.c2x == rhs.c2x && lhs.c2y == rhs.c2y)
  }

  /// Hashes the control points.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(c1x)
    hasher.combine(c1y)
    hasher.combine(c2x)
    hasher.combine(c2y)
  }

  /// The point at `index`: 0 is (0, 0), 1 and 2 are the control points, 3 is (1, 1); like
  /// `getControlPointAtIndex:values:`. Returns `nil` for any other index.
  public func controlPoint(at index: Int) -> Point? {
    switch index {
    case 0: Point(x: 0, y: 0)
    case 1: Point(x: c1x, y: c1y)
    case 2: Point(x: c2x, y: c2y)
    case 3: Point(x: 1, y: 1)
    default: nil
    }
  }
}

// MARK: - Presets

extension TimingFunction {
  /// The named timing functions of Core Animation (`CAMediaTimingFunctionName`, <doc:Rules#TF2>).
  public enum Name: String, CaseIterable, Hashable, Sendable, Codable {
    /// `kCAMediaTimingFunctionLinear`: (0, 0, 1, 1).
    case linear
    /// `kCAMediaTimingFunctionEaseIn`: (0.42, 0, 1, 1).
    case easeIn
    /// `kCAMediaTimingFunctionEaseOut`: (0, 0, 0.58, 1).
    case easeOut
    /// `kCAMediaTimingFunctionEaseInEaseOut`: (0.42, 0, 0.58, 1).
    case easeInEaseOut
    /// `kCAMediaTimingFunctionDefault`: (0.25, 0.1, 0.25, 1), the same as CSS `ease`.
    case `default`
  }

  /// The preset called `name`, like `CAMediaTimingFunction(name:)`.
  public init(name: Name) {
    switch name {
    case .linear: self = .linear
    case .easeIn: self = .easeIn
    case .easeOut: self = .easeOut
    case .easeInEaseOut: self = .easeInEaseOut
    case .default: self = .default
    }
  }

  /// The preset this function equals, if any.
  public var name: Name? {
    Name.allCases.first { TimingFunction(name: $0) == self }
  }

  /// Constant speed: (0, 0, 1, 1).
  public static let linear = TimingFunction(clamped: 0, 0, 1, 1)
  /// Slow start: (0.42, 0, 1, 1).
  public static let easeIn = TimingFunction(clamped: 0.42, 0, 1, 1)
  /// Slow end: (0, 0, 0.58, 1).
  public static let easeOut = TimingFunction(clamped: 0, 0, 0.58, 1)
  /// Slow start and end: (0.42, 0, 0.58, 1).
  public static let easeInEaseOut = TimingFunction(clamped: 0.42, 0, 0.58, 1)
  /// Core Animation's default for implicit animations: (0.25, 0.1, 0.25, 1).
  public static let `default` = TimingFunction(clamped: 0.25, 0.1, 0.25, 1)

  /// The presets, whose curves are static, so alive for the whole process (a track refers to
  /// them without keeping them).
  static let presets = Name.allCases.map(TimingFunction.init(name:))
  /// The presets' curves.
  static let presetCurves = presets.map(\.curve)
}

// MARK: - Evaluation

extension TimingFunction {
  /// The progress at time fraction `t` (<doc:Rules#TF1>, TF3, TF5, TF6).
  ///
  /// `t ≤ 0` gives exactly 0 and `t ≥ 1` exactly 1 (clamping, as Apple's solver does; CSS
  /// extrapolates instead). NaN gives NaN.
  ///
  /// The solve is a lookup and one correction: a table of the inverse of x, made when the
  /// function is made, gives the curve parameter to about 1e-8, and one step refines it; near a
  /// point where the curve's x stops moving (a flat start or end), where the table cannot be
  /// trusted, a careful Newton search inside the table's bracket takes over. The method for each
  /// part of the curve is checked when the function is made, so the error stays within
  /// ``accuracy`` for every curve (see `BezierCurve`).
  ///
  /// - Complexity: O(1); no allocation.
  public func progress(at t: Double) -> Double {
    curve.progress(at: t)
  }
}
