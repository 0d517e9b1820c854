#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  /// The timing of layers and animations, as Core Animation's `CAMediaTiming` (rules T1–T12).
  public protocol CAMediaTiming: AnyObject {
    /// When the object starts, in its parent's time (`beginTime`).
    var beginTime: CFTimeInterval { get set }
    /// One cycle's length (`duration`).
    var duration: CFTimeInterval { get set }
    /// The rate of local time (`speed`).
    var speed: Float { get set }
    /// An offset into local time (`timeOffset`).
    var timeOffset: CFTimeInterval { get set }
    /// How many times the cycle repeats (`repeatCount`).
    var repeatCount: Float { get set }
    /// How long the cycles repeat for (`repeatDuration`).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle plays back after playing forward (`autoreverses`).
    var autoreverses: Bool { get set }
    /// What shows outside the active interval (`fillMode`).
    var fillMode: CAMediaTimingFillMode { get set }
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

  /// A cubic Bézier timing function, as Core Animation's `CAMediaTimingFunction` (the rule book
  /// TF1–TF7).
  ///
  ///     animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
  ///     animation.timingFunction = CAMediaTimingFunction(controlPoints: 0.5, 0, 0.9, 0.7)
  public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The function in LayerKit's terms.
    let function: TimingFunction

    /// A preset (`init(name:)`); an unknown name gives the default curve.
    public init(name: CAMediaTimingFunctionName) {
      function =
        TimingFunction.Name(rawValue: name.rawValue).map(TimingFunction.init(name:))
        ?? .default
    }

    /// A curve through (0, 0), (c1x, c1y), (c2x, c2y), (1, 1) (`init(controlPoints:::: )`); x
    /// values are clamped to [0, 1] (TF4) and a non-finite value gives the linear function.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
      function =
        (try? TimingFunction(
          controlPoints: Double(c1x), Double(c1y), Double(c2x), Double(c2y))) ?? .linear
    }

    init(_ function: TimingFunction) { self.function = function }

    /// Writes control point `index` (0 to 3) into `values` as x, y (`getControlPoint(at:values:)`).
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
      guard let point = function.controlPoint(at: index) else { return }
      values[0] = Float(point.x)
      values[1] = Float(point.y)
    }

    /// Whether the two are the same curve.
    public override func isEqual(_ object: Any?) -> Bool {
      (object as? CAMediaTimingFunction)?.function == function
    }

    /// A hash of the curve.
    public override var hash: Int { function.hashValue }
  }

  /// A function from numbers to a transform, as Core Animation's `CAValueFunction`
  /// (rule B4).
  public final class CAValueFunction: NSObject, @unchecked Sendable {
    /// The function's name (`name`).
    public let name: CAValueFunctionName
    let function: ValueFunction?

    /// The function of that name (`init(name:)`); `nil` for a name Core Animation does not have.
    public init?(name: CAValueFunctionName) {
      guard let function = ValueFunction(rawValue: name.rawValue) else { return nil }
      self.name = name
      self.function = function
    }
  }
#endif
