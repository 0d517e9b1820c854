#if !canImport(SwiftUI)
  import Foundation

  /// A geometric angle, as SwiftUI's `Angle`: stored in radians, read in radians or degrees
  /// (`degrees` = radians × 180/π, rule W8).
  ///
  ///     let flip = Angle.degrees(180)
  ///     flip.radians      // π
  @frozen
  public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
      get { radians * (180 / .pi) }
      set { radians = newValue * (.pi / 180) }
    }

    /// The zero angle.
    @inlinable
    public init() { radians = 0 }
    /// An angle of `radians` radians.
    @inlinable
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees` degrees.
    @inlinable
    public init(degrees: Double) { radians = degrees * (.pi / 180) }

    /// An angle of `radians` radians.
    @inlinable
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees` degrees.
    @inlinable
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// The zero angle.
    public static let zero = Angle()

    /// Orders by radians.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
  }

  extension Angle: Animatable {
    /// The radians.
    public var animatableData: Double {
      get { radians }
      set { radians = newValue }
    }
  }

  /// A point in a unit square, as SwiftUI's `UnitPoint`: (0, 0) the top leading corner, (1, 1)
  /// the bottom trailing one (W8); also the control points of ``UnitCurve/bezier(startControlPoint:endControlPoint:)``.
  @frozen
  public struct UnitPoint: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: CGFloat
    /// The vertical coordinate.
    public var y: CGFloat

    /// (0, 0).
    @inlinable
    public init() { (x, y) = (0, 0) }
    /// (`x`, `y`).
    @inlinable
    public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }

    /// (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
  }

  extension UnitPoint: Animatable {
    /// (x, y) as a pair.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
      get { AnimatablePair(x, y) }
      set { (x, y) = (newValue.first, newValue.second) }
    }
  }
#endif
