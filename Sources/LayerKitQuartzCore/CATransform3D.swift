#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  /// A 4 × 4 transform, as Core Animation's `CATransform3D`: fields `m11` … `m44`, row vectors,
  /// translation in `m41`–`m43`, perspective in `m34`.
  ///
  ///     var flip = CATransform3DIdentity
  ///     flip.m34 = -1 / 500
  ///     flip = CATransform3DRotate(flip, .pi, 0, 1, 0)
  public struct CATransform3D: Hashable, Sendable {
    /// Row 1.
    public var m11, m12, m13, m14: CGFloat
    /// Row 2.
    public var m21, m22, m23, m24: CGFloat
    /// Row 3.
    public var m31, m32, m33, m34: CGFloat
    /// Row 4: the translation, then 1.
    public var m41, m42, m43, m44: CGFloat

    /// All zeros, like the zero-initialised C struct (`CATransform3D()`); the identity is
    /// ``CATransform3DIdentity``.
    public init() {
      (m11, m12, m13, m14, m21, m22, m23, m24) = (0, 0, 0, 0, 0, 0, 0, 0)
      (m31, m32, m33, m34, m41, m42, m43, m44) = (0, 0, 0, 0, 0, 0, 0, 0)
    }

    /// A transform from its sixteen fields.
    public init(
      m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
      m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
      m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
      m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
      (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
      (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
      (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
      (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    init(_ t: Transform3D) {
      let f = t.fields.map { CGFloat($0) }
      self.init(
        m11: f[0], m12: f[1], m13: f[2], m14: f[3], m21: f[4], m22: f[5], m23: f[6], m24: f[7],
        m31: f[8], m32: f[9], m33: f[10], m34: f[11], m41: f[12], m42: f[13], m43: f[14],
        m44: f[15])
    }

    /// The sixteen fields in order.
    var fields: [CGFloat] {
      [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The transform in LayerKit's terms.
    var transform: Transform3D {
      Transform3D(fields: fields.map { Double($0) }) ?? .identity
    }
  }

  /// The identity transform.
  public let CATransform3DIdentity = CATransform3D(.identity)

  /// Whether `t` is the identity.
  public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.transform.isIdentity }

  /// Whether the two transforms are equal field by field.
  public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
  }

  /// A translation.
  public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
    -> CATransform3D
  {
    CATransform3D(Transform3D(translationX: Double(tx), y: Double(ty), z: Double(tz)))
  }

  /// A scale.
  public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(scaleX: Double(sx), y: Double(sy), z: Double(sz)))
  }

  /// A rotation by `angle` radians about the axis (x, y, z); the identity for a zero axis.
  public func CATransform3DMakeRotation(
    _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
  ) -> CATransform3D {
    CATransform3D(
      Transform3D(rotationAngle: Double(angle), x: Double(x), y: Double(y), z: Double(z)))
  }

  /// `t` translated: the translation applied before `t`.
  public func CATransform3DTranslate(
    _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
  ) -> CATransform3D {
    CATransform3D(t.transform.translatedBy(x: Double(tx), y: Double(ty), z: Double(tz)))
  }

  /// `t` scaled: the scale applied before `t`.
  public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
    -> CATransform3D
  {
    CATransform3D(t.transform.scaledBy(x: Double(sx), y: Double(sy), z: Double(sz)))
  }

  /// `t` rotated: the rotation applied before `t`.
  public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
  ) -> CATransform3D {
    CATransform3D(
      t.transform.rotated(by: Double(angle), x: Double(x), y: Double(y), z: Double(z)))
  }

  /// `a` then `b`: `a · b` in row-vector terms.
  public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(a.transform.concatenating(b.transform))
  }

  /// The inverse, or `t` unchanged when it has none (as Core Animation returns it).
  public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.transform.inverted().map(CATransform3D.init) ?? t
  }

  /// Whether `t` is affine (the last column is 0, 0, 0, 1).
  public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m14 == 0 && t.m24 == 0 && t.m34 == 0 && t.m44 == 1 && t.m13 == 0 && t.m23 == 0
      && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m43 == 0
  }

  /// The 3D form of an affine transform (`CATransform3DMakeAffineTransform`): its entries in
  /// m11, m12, m21, m22, m41, m42, the rest the identity's.
  public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
  }

  /// The affine part of `t` (`CATransform3DGetAffineTransform`): m11, m12, m21, m22, m41, m42,
  /// whatever the rest holds.
  public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
  }

  extension NSValue {
    /// The objCType LayerKitQuartzCore stores transforms under: sixteen doubles.
    static let transformType = "[16d]"

    /// A value holding a transform (`NSValue(caTransform3D:)`).
    public convenience init(caTransform3D t: CATransform3D) {
      let fields = t.fields.map { Double($0) }
      self.init(bytes: fields, objCType: NSValue.transformType)
    }

    /// The transform held (`caTransform3DValue`); the identity when the value holds none.
    public var caTransform3DValue: CATransform3D {
      transformIfAny ?? CATransform3DIdentity
    }

    /// The transform held, if the value holds one.
    var transformIfAny: CATransform3D? {
      guard typeName == NSValue.transformType else { return nil }
      var fields = [Double](repeating: 0, count: 16)
      fields.withUnsafeMutableBytes { buffer in
        if let base = buffer.baseAddress { getValue(base) }
      }
      return Transform3D(fields: fields).map(CATransform3D.init)
    }

    /// A value holding a point (`NSValue(cgPoint:)`).
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding a size (`NSValue(cgSize:)`).
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A value holding a rectangle (`NSValue(cgRect:)`).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The point held (`cgPointValue`).
    public var cgPointValue: CGPoint { pointValue }
    /// The size held (`cgSizeValue`).
    public var cgSizeValue: CGSize { sizeValue }
    /// The rectangle held (`cgRectValue`).
    public var cgRectValue: CGRect { rectValue }
  }
#endif
