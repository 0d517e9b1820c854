#if !canImport(SwiftUI)
  import Foundation

  /// A function from unit progress to unit progress, as SwiftUI's `UnitCurve` (iOS 17, rule W4):
  /// the shape of a timing curve (``Animation/timingCurve(_:duration:)``, ``LinearKeyframe``).
  ///
  ///     UnitCurve.easeInOut.value(at: 0.5)     // 0.5
  ///     UnitCurve.easeIn.velocity(at: 1)       // the slope at the end
  ///
  /// A Bézier curve has its control points' x clamped to [0, 1] (so that it is a function) and
  /// their y free, so it may overshoot; ``value(at:)`` and ``velocity(at:)`` clamp their input
  /// to [0, 1] [C].
  public struct UnitCurve: Hashable, Sendable {
    /// The curves LayerKit knows.
    enum Shape: Hashable, Sendable {
      /// The cubic Bézier from (0, 0) to (1, 1) through two control points (TF1).
      case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
      /// y = 1 − √(1 − x²).
      case circularEaseIn
      /// y = √(1 − (1 − x)²).
      case circularEaseOut
      /// The ease-in quarter circle on [0, ½] and the ease-out one on [½, 1].
      case circularEaseInOut
      /// The inverse of ``circularEaseInOut``: ease-out on [0, ½], ease-in on [½, 1].
      case circularEaseOutIn
    }

    let shape: Shape

    /// The cubic Bézier curve from (0, 0) to (1, 1) with control points `startControlPoint` and
    /// `endControlPoint` (`bezier(startControlPoint:endControlPoint:)`); their x is clamped to
    /// [0, 1].
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint)
      -> UnitCurve
    {
      UnitCurve(
        bezier: Double(startControlPoint.x), Double(startControlPoint.y),
        Double(endControlPoint.x), Double(endControlPoint.y))
    }

    /// A Bézier curve from raw control points, x clamped (NaN taken as 0).
    init(bezier x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
      func unit(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }
      func finite(_ y: Double) -> Double { y.isFinite ? y : (y.isNaN ? 0 : (y > 0 ? 1 : 0)) }
      shape = .bezier(x1: unit(x1), y1: finite(y1), x2: unit(x2), y2: finite(y2))
    }

    init(_ shape: Shape) { self.shape = shape }

    /// y = x.
    public static let linear = UnitCurve(bezier: 0, 0, 1, 1)
    /// Control points (0.42, 0), (1, 1).
    public static let easeIn = UnitCurve(bezier: 0.42, 0, 1, 1)
    /// Control points (0, 0), (0.58, 1).
    public static let easeOut = UnitCurve(bezier: 0, 0, 0.58, 1)
    /// Control points (0.42, 0), (0.58, 1).
    public static let easeInOut = UnitCurve(bezier: 0.42, 0, 0.58, 1)
    /// A quarter of a unit circle, slow at the start: y = 1 − √(1 − x²).
    public static let circularEaseIn = UnitCurve(.circularEaseIn)
    /// A quarter of a unit circle, slow at the end: y = √(1 − (1 − x)²).
    public static let circularEaseOut = UnitCurve(.circularEaseOut)
    /// ``circularEaseIn`` on the first half, ``circularEaseOut`` on the second, each scaled
    /// to its half.
    public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

    /// The curve's value at `progress`, clamped to [0, 1] (`value(at:)`).
    public func value(at progress: Double) -> Double {
      let x = Self.clamped(progress)
      switch shape {
      case .bezier(let x1, let y1, let x2, let y2):
        if x1 == y1, x2 == y2 { return x }
        return CubicBezier(x1, y1, x2, y2).value(at: x)
      case .circularEaseIn: return Self.circularIn(x)
      case .circularEaseOut: return Self.circularOut(x)
      case .circularEaseInOut:
        return x < 0.5 ? 0.5 * Self.circularIn(2 * x) : 0.5 + 0.5 * Self.circularOut(2 * x - 1)
      case .circularEaseOutIn:
        return x < 0.5 ? 0.5 * Self.circularOut(2 * x) : 0.5 + 0.5 * Self.circularIn(2 * x - 1)
      }
    }

    /// The curve's slope dy/dx at `progress`, clamped to [0, 1] (`velocity(at:)`): infinite
    /// where the curve is vertical (a circular curve's ends).
    public func velocity(at progress: Double) -> Double {
      let x = Self.clamped(progress)
      switch shape {
      case .bezier(let x1, let y1, let x2, let y2):
        if x1 == y1, x2 == y2 { return 1 }
        let bezier = CubicBezier(x1, y1, x2, y2)
        return bezier.slope(at: bezier.parameter(forX: x))
      case .circularEaseIn: return Self.circularInSlope(x)
      case .circularEaseOut: return Self.circularOutSlope(x)
      case .circularEaseInOut:
        return x < 0.5 ? Self.circularInSlope(2 * x) : Self.circularOutSlope(2 * x - 1)
      case .circularEaseOutIn:
        return x < 0.5 ? Self.circularOutSlope(2 * x) : Self.circularInSlope(2 * x - 1)
      }
    }

    /// The curve with x and y swapped (`inverse`): a Bézier curve's control points each swap
    /// their coordinates (then x is clamped again); a circular curve becomes its mirror.
    public var inverse: UnitCurve {
      switch shape {
      case .bezier(let x1, let y1, let x2, let y2): UnitCurve(bezier: y1, x1, y2, x2)
      case .circularEaseIn: .circularEaseOut
      case .circularEaseOut: .circularEaseIn
      case .circularEaseInOut: UnitCurve(.circularEaseOutIn)
      case .circularEaseOutIn: .circularEaseInOut
      }
    }

    /// The curve's control points when it is a Bézier curve.
    @usableFromInline
    var controlPoints: (Double, Double, Double, Double)? {
      if case .bezier(let x1, let y1, let x2, let y2) = shape { return (x1, y1, x2, y2) }
      return nil
    }

    static func clamped(_ progress: Double) -> Double {
      progress.isNaN ? 0 : min(max(progress, 0), 1)
    }
    static func circularIn(_ x: Double) -> Double { 1 - (1 - x * x).squareRoot() }
    static func circularOut(_ x: Double) -> Double { ((1 - (1 - x)) * (1 + (1 - x))).squareRoot() }
    static func circularInSlope(_ x: Double) -> Double { x / (1 - x * x).squareRoot() }
    static func circularOutSlope(_ x: Double) -> Double {
      (1 - x) / (x * (2 - x)).squareRoot()
    }
  }

  /// A cubic Bézier from (0, 0) to (1, 1) in polynomial form (TF1):
  /// `x(t) = ((aₓt + bₓ)t + cₓ)t`, the same for y.
  @usableFromInline
  struct CubicBezier {
    let ax, bx, cx, ay, by, cy: Double

    @usableFromInline
    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
      (ax, bx, cx) = Self.polynomial(x1, x2)
      (ay, by, cy) = Self.polynomial(y1, y2)
    }

    /// The coefficients (a, b, c) of one coordinate, `((a·t + b)·t + c)·t`, from the two
    /// control points' values of it (the ends being 0 and 1): the Bernstein form expanded.
    static func polynomial(_ p1: Double, _ p2: Double) -> (Double, Double, Double) {
      let c = 3 * p1
      let b = 3 * (p2 - p1) - c
      return (1 - c - b, b, c)
    }

    /// y at the x `progress` (clamped to [0, 1]): the curve's value, its coefficients worked
    /// out once by whoever keeps the curve.
    @usableFromInline
    func value(at progress: Double) -> Double {
      y(parameter(forX: UnitCurve.clamped(progress)))
    }

    func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The parameter t in [0, 1] with x(t) = `x`: Newton's method from t = x, kept inside a
    /// bisection bracket, to 1e-14 in x (x(t) never decreases, the control points' x being in
    /// [0, 1]).
    func parameter(forX x: Double) -> Double {
      if x <= 0 { return 0 }
      if x >= 1 { return 1 }
      var low = 0.0
      var high = 1.0
      var t = x
      for _ in 0..<100 {
        let error = self.x(t) - x
        if abs(error) < 1e-14 { return t }
        if error < 0 { low = t } else { high = t }
        let slope = dx(t)
        var next = slope > 1e-12 ? t - error / slope : .nan
        if !(next > low && next < high) { next = 0.5 * (low + high) }
        if next == t { return t }
        t = next
      }
      return t
    }

    /// dy/dx at parameter `t`; where dx/dt vanishes (a control point's x at an end), the ratio
    /// of the first derivatives that do not both vanish.
    func slope(at t: Double) -> Double {
      let (x1, y1) = (dx(t), dy(t))
      if abs(x1) > 1e-9 { return y1 / x1 }
      let (x2, y2) = (6 * ax * t + 2 * bx, 6 * ay * t + 2 * by)
      if abs(y1) > 1e-9 { return y1 > 0 ? .infinity : -.infinity }
      if abs(x2) > 1e-9 { return y2 / x2 }
      return ax == 0 ? (ay == 0 ? 1 : .infinity) : ay / ax
    }
  }
#endif
