#if !canImport(UIKit)
  import Foundation
  import LayerKit
  import LayerKitQuartzCore

  /// A path built in UIKit's terms, as `UIBezierPath`, for shape layers and keyframe animations
  /// (`layer.path = path.cgPath`).
  ///
  /// UIKit draws with y growing downwards, so its `clockwise` is Core Graphics' opposite: a
  /// `clockwise: true` arc sweeps towards increasing angles (clockwise on the screen), which is
  /// `CGMutablePath.addArc(…, clockwise: false)` (rule P5). A full turn (0 … 2π) is a circle
  /// whichever the direction.
  ///
  ///     let ring = UIBezierPath(arcCenter: center, radius: 40, startAngle: 0,
  ///                             endAngle: 2 * .pi, clockwise: true)
  open class UIBezierPath: NSObject {
    /// The path being built.
    private let path = CGMutablePath()

    /// An empty path (`UIBezierPath()`).
    public override init() {}

    /// A rectangle (`UIBezierPath(rect:)`, P3).
    public convenience init(rect: CGRect) {
      self.init()
      path.addRect(rect)
    }

    /// An ellipse inscribed in `rect` (`UIBezierPath(ovalIn:)`, P4).
    public convenience init(ovalIn rect: CGRect) {
      self.init()
      path.addEllipse(in: rect)
    }

    /// A rounded rectangle (`UIBezierPath(roundedRect:cornerRadius:)`).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
      self.init()
      path.addPath(
        CGPath(
          roundedRect: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius,
          transform: nil))
    }

    /// An arc of a circle (`UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`),
    /// `clockwise` in UIKit's sense.
    public convenience init(
      arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
      clockwise: Bool
    ) {
      self.init()
      addArc(
        withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: clockwise)
    }

    /// A copy of a path (`UIBezierPath(cgPath:)`).
    public convenience init(cgPath: CGPath) {
      self.init()
      path.addPath(cgPath)
    }

    /// The path for layers (`cgPath`): a copy of what has been built.
    public var cgPath: CGPath { path.copy() }

    /// Whether nothing has been added (`isEmpty`).
    public var isEmpty: Bool { path.isEmpty }

    /// Where the last element ended (`currentPoint`).
    public var currentPoint: CGPoint { path.currentPoint }

    /// Starts a subpath (`move(to:)`).
    public func move(to point: CGPoint) { path.move(to: point) }

    /// A line from the current point (`addLine(to:)`).
    public func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// A quadratic curve (`addQuadCurve(to:controlPoint:)`).
    public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
      path.addQuadCurve(to: end, control: controlPoint)
    }

    /// A cubic curve (`addCurve(to:controlPoint1:controlPoint2:)`).
    public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
      path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }

    /// An arc, joined to the current point by a line
    /// (`addArc(withCenter:radius:startAngle:endAngle:clockwise:)`), `clockwise` in UIKit's
    /// sense: Core Graphics' opposite.
    public func addArc(
      withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
      clockwise: Bool
    ) {
      path.addArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: !clockwise)
    }

    /// Closes the subpath (`close()`).
    public func close() { path.closeSubpath() }

    /// Appends another path's elements (`append(_:)`).
    public func append(_ other: UIBezierPath) { path.addPath(other.cgPath) }
  }

  extension NSCoder {
    /// The point written as `{x, y}` (`NSCoder.cgPoint(for:)`, UIKit's `CGPointFromString`);
    /// the origin when the text is not such a point.
    public static func cgPoint(for string: String) -> CGPoint {
      let numbers = string.split(whereSeparator: { "{}, ".contains($0) }).compactMap {
        Double($0)
      }
      guard numbers.count == 2 else { return .zero }
      return CGPoint(x: numbers[0], y: numbers[1])
    }

    /// The text `{x, y}` of a point (`NSCoder.string(for:)`).
    public static func string(for point: CGPoint) -> String { "{\(point.x), \(point.y)}" }
  }
#endif
