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
    private var path = CGMutablePath()

    /// The stroke's width (`lineWidth`, 1); stored and read back: LayerKit does not draw.
    public var lineWidth: CGFloat = 1
    /// The stroke's ends (`lineCapStyle`, `.butt`); stored and read back.
    public var lineCapStyle: CGLineCap = .butt
    /// The stroke's joins (`lineJoinStyle`, `.miter`); stored and read back.
    public var lineJoinStyle: CGLineJoin = .miter
    /// Where mitred joins turn bevelled (`miterLimit`, 10); stored and read back.
    public var miterLimit: CGFloat = 10
    /// The fill rule (`usesEvenOddFillRule`, `false`: non-zero); stored and read back.
    public var usesEvenOddFillRule = false

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

    /// A rectangle with only `corners` rounded
    /// (`UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`): each rounded corner a
    /// quarter of an oval of `cornerRadii` (its width across, its height down), clamped to half
    /// the rectangle's width and height as UIKit documents; a negative or NaN radius is 0.
    /// Clockwise on the screen from the top edge, as `init(roundedRect:cornerRadius:)`; each
    /// quarter a cubic with the ellipse's control distance (P4).
    public convenience init(
      roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
    ) {
      self.init()
      let box = rect.standardized
      func clamped(_ radius: CGFloat, _ side: CGFloat) -> CGFloat {
        radius > 0 ? min(radius, side / 2) : 0  // false for NaN as for negatives
      }
      let rx = clamped(cornerRadii.width, box.width)
      let ry = clamped(cornerRadii.height, box.height)
      // The control distance of a quarter ellipse, as `addEllipse(in:)` uses (P4).
      let k = 4 / 3 * tan(CGFloat.pi / 8)
      let (minX, minY, maxX, maxY) = (box.minX, box.minY, box.maxX, box.maxY)
      /// The oval's radii at `corner`: none where it is not rounded.
      func radii(_ corner: UIRectCorner) -> (x: CGFloat, y: CGFloat) {
        corners.contains(corner) ? (rx, ry) : (0, 0)
      }
      let (tl, tr, br, bl) = (
        radii(.topLeft), radii(.topRight), radii(.bottomRight), radii(.bottomLeft)
      )
      /// A quarter oval from `start` to `end` around the corner `corner`.
      func round(from start: CGPoint, to end: CGPoint, corner: CGPoint) {
        if start == end { return }
        path.addCurve(
          to: end,
          control1: CGPoint(
            x: start.x + k * (corner.x - start.x), y: start.y + k * (corner.y - start.y)),
          control2: CGPoint(x: end.x + k * (corner.x - end.x), y: end.y + k * (corner.y - end.y)))
      }
      path.move(to: CGPoint(x: minX + tl.x, y: minY))
      path.addLine(to: CGPoint(x: maxX - tr.x, y: minY))
      round(
        from: CGPoint(x: maxX - tr.x, y: minY), to: CGPoint(x: maxX, y: minY + tr.y),
        corner: CGPoint(x: maxX, y: minY))
      path.addLine(to: CGPoint(x: maxX, y: maxY - br.y))
      round(
        from: CGPoint(x: maxX, y: maxY - br.y), to: CGPoint(x: maxX - br.x, y: maxY),
        corner: CGPoint(x: maxX, y: maxY))
      path.addLine(to: CGPoint(x: minX + bl.x, y: maxY))
      round(
        from: CGPoint(x: minX + bl.x, y: maxY), to: CGPoint(x: minX, y: maxY - bl.y),
        corner: CGPoint(x: minX, y: maxY))
      path.addLine(to: CGPoint(x: minX, y: minY + tl.y))
      round(
        from: CGPoint(x: minX, y: minY + tl.y), to: CGPoint(x: minX + tl.x, y: minY),
        corner: CGPoint(x: minX, y: minY))
      path.closeSubpath()
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

    /// Transforms every point of the path (`apply(_:)`).
    public func apply(_ transform: CGAffineTransform) {
      let transformed = CGMutablePath()
      transformed.addPath(path, transform: transform)
      path = transformed
    }

    /// Empties the path (`removeAllPoints()`).
    public func removeAllPoints() { path = CGMutablePath() }

    /// The box around every point of the path, control points included (`bounds`);
    /// `CGRect.null` for an empty path.
    public var bounds: CGRect { path.boundingBox }
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
