#if !canImport(QuartzCore)
  import LayerKit

  /// The key a layer keeps a transition under, whatever key it was added with (`kCATransition`,
  /// `"transition"`): `layer.add(transition, forKey: kCATransition)`.
  public let kCATransition = Transition.key

  /// The key of a transaction's animation duration (`kCATransactionAnimationDuration`), for
  /// ``CATransaction/setValue(_:forKey:)``.
  public let kCATransactionAnimationDuration = "animationDuration"
  /// The key of whether a transaction disables actions (`kCATransactionDisableActions`).
  public let kCATransactionDisableActions = "disableActions"
  /// The key of a transaction's timing function (`kCATransactionAnimationTimingFunction`).
  public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
  /// The key of a transaction's completion block (`kCATransactionCompletionBlock`).
  public let kCATransactionCompletionBlock = "completionBlock"

  /// How a layer's contents fit its bounds, as Core Animation's `CALayerContentsGravity`; stored
  /// and read back (LayerKit draws no contents).
  public struct CALayerContentsGravity: CAStringConstant {
    /// The raw string (`kCAGravityResize` is `"resize"`).
    public let rawValue: String
    /// Wraps a raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Centred, unscaled.
    public static let center = Self(rawValue: "center")
    /// At the top edge.
    public static let top = Self(rawValue: "top")
    /// At the bottom edge.
    public static let bottom = Self(rawValue: "bottom")
    /// At the left edge.
    public static let left = Self(rawValue: "left")
    /// At the right edge.
    public static let right = Self(rawValue: "right")
    /// At the top-left corner.
    public static let topLeft = Self(rawValue: "topLeft")
    /// At the top-right corner.
    public static let topRight = Self(rawValue: "topRight")
    /// At the bottom-left corner.
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    /// At the bottom-right corner.
    public static let bottomRight = Self(rawValue: "bottomRight")
    /// Stretched to the bounds (the default).
    public static let resize = Self(rawValue: "resize")
    /// Scaled to fit, keeping its aspect.
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    /// Scaled to fill, keeping its aspect.
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
  }

  /// How a stroke ends, as Core Animation's `CAShapeLayerLineCap` (rule Y1).
  public struct CAShapeLayerLineCap: CAStringConstant {
    /// The raw string (`kCALineCapRound` is `"round"`).
    public let rawValue: String
    /// Wraps a raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square, at the end (the default).
    public static let butt = Self(rawValue: "butt")
    /// A half circle.
    public static let round = Self(rawValue: "round")
    /// Square, half the line width beyond the end.
    public static let square = Self(rawValue: "square")
    /// LayerKit's form; an unknown constant reads as the default.
    var lineCap: ShapeProperties.LineCap { .init(rawValue: rawValue) ?? .butt }
  }

  /// How stroke corners join, as Core Animation's `CAShapeLayerLineJoin` (rule Y1).
  public struct CAShapeLayerLineJoin: CAStringConstant {
    /// The raw string (`kCALineJoinRound` is `"round"`).
    public let rawValue: String
    /// Wraps a raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp corner, up to the miter limit (the default).
    public static let miter = Self(rawValue: "miter")
    /// A rounded corner.
    public static let round = Self(rawValue: "round")
    /// A corner cut off.
    public static let bevel = Self(rawValue: "bevel")
    /// LayerKit's form; an unknown constant reads as the default.
    var lineJoin: ShapeProperties.LineJoin { .init(rawValue: rawValue) ?? .miter }
  }

  /// Which points are inside a path, as Core Animation's `CAShapeLayerFillRule` (rule Y1).
  public struct CAShapeLayerFillRule: CAStringConstant {
    /// The raw string (`kCAFillRuleEvenOdd` is `"even-odd"`).
    public let rawValue: String
    /// Wraps a raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// By winding number (the default).
    public static let nonZero = Self(rawValue: "non-zero")
    /// By crossing parity.
    public static let evenOdd = Self(rawValue: "even-odd")
    /// LayerKit's form; an unknown constant reads as the default.
    var fillRule: ShapeProperties.FillRule { self == .evenOdd ? .evenOdd : .nonZero }
  }

  /// The kind of gradient, as Core Animation's `CAGradientLayerType` (rule Y4); stored and
  /// read back (LayerKit computes the gradient's values, whatever its drawing).
  public struct CAGradientLayerType: CAStringConstant {
    /// The raw string (`kCAGradientLayerAxial` is `"axial"`).
    public let rawValue: String
    /// Wraps a raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from start to end point (the default).
    public static let axial = Self(rawValue: "axial")
    /// Out from the start point.
    public static let radial = Self(rawValue: "radial")
    /// Around the start point.
    public static let conic = Self(rawValue: "conic")
  }

  /// How a text layer aligns its text, as Core Animation's `CATextLayerAlignmentMode`; stored
  /// and read back.
  public struct CATextLayerAlignmentMode: CAStringConstant {
    /// The raw string (`kCAAlignmentCenter` is `"center"`).
    public let rawValue: String
    /// Wraps a raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// By the writing direction (the default).
    public static let natural = Self(rawValue: "natural")
    /// To the left.
    public static let left = Self(rawValue: "left")
    /// To the right.
    public static let right = Self(rawValue: "right")
    /// Centred.
    public static let center = Self(rawValue: "center")
    /// To both edges.
    public static let justified = Self(rawValue: "justified")
  }

  /// The curve of a layer's rounded corners, as Core Animation's `CALayerCornerCurve`; stored
  /// and read back (LayerKit draws no corners).
  public struct CALayerCornerCurve: CAStringConstant {
    /// The raw string (`"circular"`, `"continuous"`).
    public let rawValue: String
    /// Wraps a raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles (the default).
    public static let circular = Self(rawValue: "circular")
    /// A curvature that eases into the straight edges.
    public static let continuous = Self(rawValue: "continuous")
  }

  /// How a layer's contents are filtered when scaled, as Core Animation's
  /// `CALayerContentsFilter`; stored and read back.
  public struct CALayerContentsFilter: CAStringConstant {
    /// The raw string (`kCAFilterNearest` is `"nearest"`).
    public let rawValue: String
    /// Wraps a raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Linear interpolation (the default).
    public static let linear = Self(rawValue: "linear")
    /// The nearest pixel.
    public static let nearest = Self(rawValue: "nearest")
    /// Linear with mipmaps.
    public static let trilinear = Self(rawValue: "trilinear")
  }

  /// Which corners `cornerRadius` rounds, as Core Animation's `CACornerMask`; stored and read
  /// back (LayerKit draws no corners).
  public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The corners' bits (Core Animation's values).
    public let rawValue: UInt
    /// Corners from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at the bounds' minimum x and minimum y.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at maximum x, minimum y.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at minimum x, maximum y.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at maximum x, maximum y.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
  }

  /// How a text layer shortens text that does not fit, as Core Animation's
  /// `CATextLayerTruncationMode`; stored and read back.
  public struct CATextLayerTruncationMode: CAStringConstant {
    /// The raw string (`kCATruncationEnd` is `"end"`).
    public let rawValue: String
    /// Wraps a raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Not at all (the default).
    public static let none = Self(rawValue: "none")
    /// At the start.
    public static let start = Self(rawValue: "start")
    /// At the end.
    public static let end = Self(rawValue: "end")
    /// In the middle.
    public static let middle = Self(rawValue: "middle")
  }

  /// A string constant of Core Animation's, wrapped in a type of its own as the Swift overlay
  /// does (`CAMediaTimingFillMode.forwards`, …).
  public protocol CAStringConstant: RawRepresentable, Hashable, Sendable where RawValue == String {
    /// Wraps a raw string.
    init(rawValue: String)
  }

  /// The fill modes (`CAMediaTimingFillMode`, rules F1, F2).
  public struct CAMediaTimingFillMode: CAStringConstant {
    /// The raw string (`kCAFillModeForwards` is `"forwards"`).
    public let rawValue: String
    /// Wraps a raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing shows outside the active interval.
    public static let removed = Self(rawValue: "removed")
    /// The last value holds after the end.
    public static let forwards = Self(rawValue: "forwards")
    /// The first value shows before the start.
    public static let backwards = Self(rawValue: "backwards")
    /// Both.
    public static let both = Self(rawValue: "both")
  }

  /// The names of the preset timing functions (`CAMediaTimingFunctionName`, rule TF2).
  public struct CAMediaTimingFunctionName: CAStringConstant {
    /// The raw string.
    public let rawValue: String
    /// Wraps a raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// (0, 0, 1, 1).
    public static let linear = Self(rawValue: "linear")
    /// (0.42, 0, 1, 1).
    public static let easeIn = Self(rawValue: "easeIn")
    /// (0, 0, 0.58, 1).
    public static let easeOut = Self(rawValue: "easeOut")
    /// (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")
    /// (0.25, 0.1, 0.25, 1).
    public static let `default` = Self(rawValue: "default")
  }

  /// The keyframe calculation modes (`CAAnimationCalculationMode`, rules K5–K8).
  public struct CAAnimationCalculationMode: CAStringConstant {
    /// The raw string.
    public let rawValue: String
    /// Wraps a raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between keyframes.
    public static let linear = Self(rawValue: "linear")
    /// Each value held until the next.
    public static let discrete = Self(rawValue: "discrete")
    /// Constant speed.
    public static let paced = Self(rawValue: "paced")
    /// A smooth spline through the keyframes.
    public static let cubic = Self(rawValue: "cubic")
    /// The spline at constant speed.
    public static let cubicPaced = Self(rawValue: "cubicPaced")
  }

  /// The rotation modes of a path animation (`CAAnimationRotationMode`, rule K9).
  public struct CAAnimationRotationMode: CAStringConstant {
    /// The raw string.
    public let rawValue: String
    /// Wraps a raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turn with the path's tangent.
    public static let rotateAuto = Self(rawValue: "auto")
    /// Turn with the tangent, plus a half turn.
    public static let rotateAutoReverse = Self(rawValue: "autoReverse")
  }

  /// The names of the value functions (`CAValueFunctionName`, rule B4).
  public struct CAValueFunctionName: CAStringConstant {
    /// The raw string.
    public let rawValue: String
    /// Wraps a raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A rotation about x (one number, radians).
    public static let rotateX = Self(rawValue: "rotateX")
    /// A rotation about y.
    public static let rotateY = Self(rawValue: "rotateY")
    /// A rotation about z.
    public static let rotateZ = Self(rawValue: "rotateZ")
    /// A scale (three numbers).
    public static let scale = Self(rawValue: "scale")
    /// A scale of x.
    public static let scaleX = Self(rawValue: "scaleX")
    /// A scale of y.
    public static let scaleY = Self(rawValue: "scaleY")
    /// A scale of z.
    public static let scaleZ = Self(rawValue: "scaleZ")
    /// A translation (three numbers).
    public static let translate = Self(rawValue: "translate")
    /// A translation along x.
    public static let translateX = Self(rawValue: "translateX")
    /// A translation along y.
    public static let translateY = Self(rawValue: "translateY")
    /// A translation along z.
    public static let translateZ = Self(rawValue: "translateZ")
  }

  /// The transition types (`CATransitionType`, rule X1).
  public struct CATransitionType: CAStringConstant {
    /// The raw string.
    public let rawValue: String
    /// Wraps a raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A cross-fade.
    public static let fade = Self(rawValue: "fade")
    /// The new content moves in over the old.
    public static let moveIn = Self(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = Self(rawValue: "push")
    /// The old content moves away, revealing the new.
    public static let reveal = Self(rawValue: "reveal")
  }

  /// The transition directions (`CATransitionSubtype`).
  public struct CATransitionSubtype: CAStringConstant {
    /// The raw string.
    public let rawValue: String
    /// Wraps a raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right.
    public static let fromRight = Self(rawValue: "fromRight")
    /// From the left.
    public static let fromLeft = Self(rawValue: "fromLeft")
    /// From the top.
    public static let fromTop = Self(rawValue: "fromTop")
    /// From the bottom.
    public static let fromBottom = Self(rawValue: "fromBottom")
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

#endif
