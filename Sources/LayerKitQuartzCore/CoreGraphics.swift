#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  /// A duration or a time in seconds, as Core Animation's `CFTimeInterval` (a `Double`).
  public typealias CFTimeInterval = Double

  /// A colour, as Core Graphics' `CGColor`: red, green, blue and alpha components in [0, 1].
  ///
  ///     layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
  public final class CGColor: Equatable, CustomStringConvertible, Sendable {
    /// The components, red, green, blue, alpha (`components`).
    public let components: [CGFloat]?
    /// The colour in LayerKit's terms.
    let color: Color

    /// A colour from its components (`CGColor(red:green:blue:alpha:)`).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      color = Color(
        red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
      components = [red, green, blue, alpha]
    }

    /// A grey (`CGColor(gray:alpha:)`).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
      self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    init(_ color: Color) {
      self.color = color
      components = [color.red, color.green, color.blue, color.alpha].map { CGFloat($0) }
    }

    /// The alpha component (`alpha`).
    public var alpha: CGFloat { CGFloat(color.alpha) }
    /// The number of components, 4 (`numberOfComponents`).
    public var numberOfComponents: Int { 4 }

    /// Opaque black (`CGColor.black`).
    public static var black: CGColor { CGColor(.black) }
    /// Opaque white (`CGColor.white`).
    public static var white: CGColor { CGColor(.white) }
    /// Transparent black (`CGColor.clear`).
    public static var clear: CGColor { CGColor(.clear) }

    /// Whether the two have the same components.
    public static func == (a: CGColor, b: CGColor) -> Bool { a.color == b.color }

    /// `CGColor(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0)`.
    public var description: String {
      "CGColor(red: \(color.red), green: \(color.green), blue: \(color.blue), alpha: \(color.alpha))"
    }
  }

  /// A bitmap image, as Core Graphics' `CGImage`: its size in pixels, for code that keeps
  /// images (a layer's `contents`, `UIImage.cgImage`, the frames of a keyframe animation of
  /// `contents`). LayerKit reads no image files and draws no pixels of it.
  public final class CGImage: Equatable, Sendable {
    /// The width in pixels (`width`).
    public let width: Int
    /// The height in pixels (`height`).
    public let height: Int

    /// A bitmap of `width` × `height` pixels (LayerKit only: Core Graphics makes them from data
    /// providers and contexts); a negative side is 0.
    public init(width: Int, height: Int) {
      self.width = max(width, 0)
      self.height = max(height, 0)
    }

    /// Whether the two are the same image (identity, as for Core Graphics' images).
    public static func == (a: CGImage, b: CGImage) -> Bool { a === b }
  }

  /// A two-dimensional vector, as Core Graphics' `CGVector`: what UIKit's spring timing takes as
  /// an initial velocity.
  public struct CGVector: Hashable, Sendable, Codable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat
    /// A vector from its components (`CGVector(dx:dy:)`).
    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
    /// The zero vector (`.zero`).
    public static let zero = CGVector(dx: 0, dy: 0)
  }

  /// How a stroke ends, as Core Graphics' `CGLineCap` (UIKit's `UIBezierPath.lineCapStyle`).
  public enum CGLineCap: Int32, Hashable, Sendable {
    /// Squared off at the end point.
    case butt
    /// A half circle beyond the end point.
    case round
    /// A half square beyond the end point.
    case square
  }

  /// How a stroke's segments join, as Core Graphics' `CGLineJoin`
  /// (UIKit's `UIBezierPath.lineJoinStyle`).
  public enum CGLineJoin: Int32, Hashable, Sendable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
    /// A cut-off corner.
    case bevel
  }

  /// An affine transform of the plane, as Core Graphics' `CGAffineTransform`: paths made with one
  /// are transformed point by point.
  public struct CGAffineTransform: Hashable, Sendable {
    /// The entries of `[a b 0; c d 0; tx ty 1]`.
    public var a, b, c, d, tx, ty: CGFloat

    /// A transform from its entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// A translation (`CGAffineTransform(translationX:y:)`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale (`CGAffineTransform(scaleX:y:)`).
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians, from +x towards +y (`CGAffineTransform(rotationAngle:)`).
    public init(rotationAngle angle: CGFloat) {
      let (c, s) = (CGFloat(cos(Double(angle))), CGFloat(sin(Double(angle))))
      self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// The identity (`CGAffineTransformIdentity`).
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this is the identity (`isIdentity`).
    public var isIdentity: Bool { self == .identity }

    /// This transform, then `other` (`concatenating(_:)`): row vectors, as Core Graphics.
    public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t.a + b * t.c, b: a * t.b + b * t.d, c: c * t.a + d * t.c, d: c * t.b + d * t.d,
        tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// The inverse, or the transform unchanged when it has none (`inverted()`).
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0, determinant.isFinite else { return self }
      let (ia, ib, ic, id) = (d / determinant, -b / determinant, -c / determinant, a / determinant)
      return CGAffineTransform(
        a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// A translation first, then this transform (`translatedBy(x:y:)`).
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale first, then this transform (`scaledBy(x:y:)`).
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation first, then this transform (`rotated(by:)`).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    func apply(_ point: Point) -> Point {
      Point(
        x: Double(a) * point.x + Double(c) * point.y + Double(tx),
        y: Double(b) * point.x + Double(d) * point.y + Double(ty))
    }
  }

  extension CGPoint {
    /// The point transformed by `t` (`applying(_:)`).
    public func applying(_ t: CGAffineTransform) -> CGPoint { CGPoint(t.apply(Point(self))) }
  }

  extension CGSize {
    /// The size transformed by `t`'s linear part (`applying(_:)`).
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// The smallest rectangle holding this one's corners transformed by `t` (`applying(_:)`).
    public func applying(_ t: CGAffineTransform) -> CGRect {
      CGRect(bounding: corners.map { $0.applying(t) })
    }

    /// The four corners.
    var corners: [CGPoint] {
      [
        CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
        CGPoint(x: maxX, y: maxY),
      ]
    }

    /// The smallest rectangle holding `points` (the zero rectangle for none).
    init(bounding points: [CGPoint]) {
      let xs = points.map(\.x)
      let ys = points.map(\.y)
      let (minX, maxX) = (xs.min() ?? 0, xs.max() ?? 0)
      let (minY, maxY) = (ys.min() ?? 0, ys.max() ?? 0)
      self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
  }

  /// An immutable path, as Core Graphics' `CGPath`: moves, lines, curves and closes, for
  /// keyframe animations along a path and shape layers.
  ///
  ///     let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
  ///
  /// `Sendable`, as a `CGPath` is shared between threads: its elements are guarded by a lock, so
  /// a ``CGMutablePath`` that two tasks change at once stays whole (each change is atomic; their
  /// order is the tasks' business).
  public class CGPath: Equatable, @unchecked Sendable {
    private let lock = NSLock()
    /// The elements, read and written under `lock` only.
    private var storedPath: Path

    /// The path in LayerKit's terms (a copy, read under the lock).
    var path: Path { lock.withLock { storedPath } }

    /// Changes the path under the lock.
    func changePath(_ change: (inout Path) -> Void) { lock.withLock { change(&storedPath) } }

    init(_ path: Path) { storedPath = path }

    /// A rectangle (`CGPath(rect:transform:)`, rule P3).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
      var path = Path()
      path.addRect(Rect(rect))
      self.init(path.applying(transform?.pointee))
    }

    /// An ellipse inscribed in a rectangle (`CGPath(ellipseIn:transform:)`, rule P4).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
      var path = Path()
      path.addEllipse(in: Rect(rect))
      self.init(path.applying(transform?.pointee))
    }

    /// A rounded rectangle (`CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`), with
    /// circular corners of the smaller of the two radii, clamped to [0, half the shorter side]
    /// (a negative or NaN radius is 0: a plain rectangle), so that the path never leaves the
    /// rectangle, as `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` clamps.
    public convenience init(
      roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
      transform: UnsafePointer<CGAffineTransform>?
    ) {
      let box = Rect(rect.standardized)
      let radius = Double(min(cornerWidth, cornerHeight))
      // `radius > 0` is false for NaN as for negatives.
      let r = radius > 0 ? min(radius, box.size.width / 2, box.size.height / 2) : 0
      var path = Path()
      guard r > 0 else {
        path.addRect(box)
        self.init(path.applying(transform?.pointee))
        return
      }
      let (minX, minY, maxX, maxY) = (box.minX, box.minY, box.maxX, box.maxY)
      path.move(to: Point(x: minX + r, y: minY))
      path.addLine(to: Point(x: maxX - r, y: minY))
      path.addArc(
        center: Point(x: maxX - r, y: minY + r), radius: r, startAngle: -.pi / 2, endAngle: 0,
        clockwise: false)
      path.addLine(to: Point(x: maxX, y: maxY - r))
      path.addArc(
        center: Point(x: maxX - r, y: maxY - r), radius: r, startAngle: 0, endAngle: .pi / 2,
        clockwise: false)
      path.addLine(to: Point(x: minX + r, y: maxY))
      path.addArc(
        center: Point(x: minX + r, y: maxY - r), radius: r, startAngle: .pi / 2, endAngle: .pi,
        clockwise: false)
      path.addLine(to: Point(x: minX, y: minY + r))
      path.addArc(
        center: Point(x: minX + r, y: minY + r), radius: r, startAngle: .pi, endAngle: 3 * .pi / 2,
        clockwise: false)
      path.closeSubpath()
      self.init(path.applying(transform?.pointee))
    }

    /// The box around every point of the path, control points included (`boundingBox`);
    /// `CGRect.null` for a path with no points.
    public var boundingBox: CGRect {
      let path = self.path
      return Self.hasPoints(path) ? CGRect(path.controlPointBox) : .null
    }

    /// The smallest box around the path itself, its curves' extremes rather than their control
    /// points (`boundingBoxOfPath`); `CGRect.null` for a path with no points.
    public var boundingBoxOfPath: CGRect {
      let path = self.path
      return Self.hasPoints(path) ? CGRect(path.boundingBox) : .null
    }

    /// Whether `path` has a point (an element other than a close), where Core Graphics' boxes
    /// are not `CGRect.null`.
    private static func hasPoints(_ path: Path) -> Bool {
      path.elements.contains { $0 != .closeSubpath }
    }

    /// The current point (`currentPoint`): where the last element ended.
    public var currentPoint: CGPoint { CGPoint(path.currentPoint ?? .zero) }
    /// Whether the path has no elements (`isEmpty`).
    public var isEmpty: Bool { path.elements.isEmpty }

    /// An immutable copy (`copy()`).
    public func copy() -> CGPath { CGPath(path) }
    /// A mutable copy (`mutableCopy()`).
    public func mutableCopy() -> CGMutablePath { CGMutablePath(path) }

    /// Whether the two have the same elements.
    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
  }

  /// A path under construction, as Core Graphics' `CGMutablePath`.
  ///
  ///     let path = CGMutablePath()
  ///     path.move(to: CGPoint(x: 0, y: 0))
  ///     path.addLine(to: CGPoint(x: 100, y: 0))
  public final class CGMutablePath: CGPath, @unchecked Sendable {  // its path is CGPath's, locked
    /// An empty path (`CGMutablePath()`).
    public init() { super.init(Path()) }

    override init(_ path: Path) { super.init(path) }

    /// Starts a subpath (`move(to:transform:)`).
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
      changePath { $0.move(to: transform.apply(Point(point))) }
    }

    /// A line from the current point (`addLine(to:transform:)`).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
      changePath { $0.addLine(to: transform.apply(Point(point))) }
    }

    /// Lines through `points` (`addLines(between:transform:)`): a move to the first, then lines.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
      guard let first = points.first else { return }
      changePath { path in
        path.move(to: transform.apply(Point(first)))
        for point in points.dropFirst() { path.addLine(to: transform.apply(Point(point))) }
      }
    }

    /// A quadratic curve (`addQuadCurve(to:control:transform:)`).
    public func addQuadCurve(
      to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
    ) {
      changePath {
        $0.addQuadCurve(to: transform.apply(Point(end)), control: transform.apply(Point(control)))
      }
    }

    /// A cubic curve (`addCurve(to:control1:control2:transform:)`).
    public func addCurve(
      to end: CGPoint, control1: CGPoint, control2: CGPoint,
      transform: CGAffineTransform = .identity
    ) {
      changePath {
        $0.addCurve(
          to: transform.apply(Point(end)), control1: transform.apply(Point(control1)),
          control2: transform.apply(Point(control2)))
      }
    }

    /// An arc of a circle, joined to the current point by a line
    /// (`addArc(center:radius:startAngle:endAngle:clockwise:transform:)`, rule P5).
    public func addArc(
      center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
      transform: CGAffineTransform = .identity
    ) {
      var arc = Path()
      arc.addArc(
        center: Point(center), radius: Double(radius), startAngle: Double(startAngle),
        endAngle: Double(endAngle), clockwise: clockwise)
      append(arc.applying(transform), connecting: true)
    }

    /// An arc by a signed angle, joined to the current point by a line
    /// (`addRelativeArc(center:radius:startAngle:delta:transform:)`).
    public func addRelativeArc(
      center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
      transform: CGAffineTransform = .identity
    ) {
      var arc = Path()
      arc.addRelativeArc(
        center: Point(center), radius: Double(radius), startAngle: Double(startAngle),
        delta: Double(delta))
      append(arc.applying(transform), connecting: true)
    }

    /// A rectangle as a closed subpath (`addRect(_:transform:)`).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
      var piece = Path()
      piece.addRect(Rect(rect))
      append(piece.applying(transform), connecting: false)
    }

    /// An ellipse as a closed subpath (`addEllipse(in:transform:)`).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
      var piece = Path()
      piece.addEllipse(in: Rect(rect))
      append(piece.applying(transform), connecting: false)
    }

    /// Another path's elements (`addPath(_:transform:)`).
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
      append(other.path.applying(transform), connecting: false)
    }

    /// Closes the subpath (`closeSubpath()`).
    public func closeSubpath() { changePath { $0.closeSubpath() } }

    /// Appends `piece`; with `connecting`, its first move becomes a line from the current point.
    private func append(_ piece: Path, connecting: Bool) {
      changePath { path in
        for (index, element) in piece.elements.enumerated() {
          if index == 0, connecting, let current = path.currentPoint,
            case .move(let start) = element
          {
            if current != start { path.addLine(to: start) }
          } else {
            path.add(element)
          }
        }
      }
    }
  }

  extension Path {
    /// Appends one element through the public builders.
    fileprivate mutating func add(_ element: Element) {
      switch element {
      case .move(let p): move(to: p)
      case .line(let p): addLine(to: p)
      case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
      case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
      case .closeSubpath: closeSubpath()
      }
    }

    /// The path with every point transformed.
    fileprivate func applying(_ transform: CGAffineTransform?) -> Path {
      guard let transform, transform != .identity else { return self }
      var result = Path()
      for element in elements {
        switch element {
        case .move(let p): result.move(to: transform.apply(p))
        case .line(let p): result.addLine(to: transform.apply(p))
        case .quadCurve(let p, let c):
          result.addQuadCurve(to: transform.apply(p), control: transform.apply(c))
        case .curve(let p, let c1, let c2):
          result.addCurve(
            to: transform.apply(p), control1: transform.apply(c1), control2: transform.apply(c2))
        case .closeSubpath: result.closeSubpath()
        }
      }
      return result
    }
  }

  extension Point {
    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
  }

  extension CGPoint {
    init(_ point: Point) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
  }

  extension Size {
    init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
  }

  extension CGSize {
    init(_ size: Size) { self.init(width: CGFloat(size.width), height: CGFloat(size.height)) }
  }

  extension Rect {
    init(_ rect: CGRect) {
      self.init(
        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
        height: Double(rect.size.height))
    }
  }

  extension CGRect {
    init(_ rect: Rect) {
      self.init(
        x: CGFloat(rect.origin.x), y: CGFloat(rect.origin.y), width: CGFloat(rect.size.width),
        height: CGFloat(rect.size.height))
    }
  }
#endif
