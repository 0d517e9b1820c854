#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

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
#endif
