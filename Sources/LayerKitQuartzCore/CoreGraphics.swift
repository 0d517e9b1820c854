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
