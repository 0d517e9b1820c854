#if !canImport(UIKit)
  import Foundation
  import LayerKit
  import LayerKitQuartzCore

  /// The kind of timing a provider gives (`UITimingCurveType`).
  public enum UITimingCurveType: Int, Hashable, Sendable {
    /// One of UIKit's four curves.
    case builtin
    /// A cubic Bézier curve of the user's.
    case cubic
    /// A spring.
    case spring
    /// A cubic curve and a spring together.
    case composed
  }

  /// Timing for a property animator (`UITimingCurveProvider`, rule UP1): a cubic curve, a spring,
  /// or both.
  public protocol UITimingCurveProvider: AnyObject {
    /// The kind of timing (`timingCurveType`).
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, if any (`cubicTimingParameters`).
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, if any (`springTimingParameters`).
    var springTimingParameters: UISpringTimingParameters? { get }
  }

  /// A cubic Bézier timing curve (`UICubicTimingParameters`): UIKit's curves are Core
  /// Animation's named timing functions (TF2).
  open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The named curve, or `.easeInOut` for one given by control points (`animationCurve`).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point (`controlPoint1`).
    public let controlPoint1: CGPoint
    /// The second control point (`controlPoint2`).
    public let controlPoint2: CGPoint
    /// `.builtin` for a named curve, `.cubic` for control points.
    public let timingCurveType: UITimingCurveType

    /// The system's default curve, Core Animation's `default` timing function (`init()`).
    public override init() {
      animationCurve = .easeInOut
      controlPoint1 = CGPoint(x: 0.25, y: 0.1)
      controlPoint2 = CGPoint(x: 0.25, y: 1)
      timingCurveType = .builtin
    }

    /// One of UIKit's curves (`init(animationCurve:)`).
    public init(animationCurve curve: UIView.AnimationCurve) {
      animationCurve = curve
      let points = curve.timingFunction.controlPoints
      controlPoint1 = points.0
      controlPoint2 = points.1
      timingCurveType = .builtin
    }

    /// A curve through control points (`init(controlPoint1:controlPoint2:)`).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
      animationCurve = .easeInOut
      controlPoint1 = point1
      controlPoint2 = point2
      timingCurveType = .cubic
    }

    /// Itself.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The Core Animation timing function of the curve.
    var timingFunction: CAMediaTimingFunction {
      CAMediaTimingFunction(
        controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x),
        Float(controlPoint2.y))
    }
  }

  /// A spring timing (`UISpringTimingParameters`, rule U4): by damping ratio (the animator's
  /// duration then sets its speed), by perceptual duration and bounce (iOS 17), or by mass,
  /// stiffness and damping (the animator's duration is then ignored, as Apple documents).
  open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity, in distances a second along each axis (`initialVelocity`); one
    /// number animates with the vector's length.
    public let initialVelocity: CGVector
    /// The spring.
    let spring: ViewSpring

    /// Apple's default spring: damping ratio 4.56, no velocity, as its documentation says
    /// (`init()`).
    public override convenience init() {
      self.init(dampingRatio: 4.56, initialVelocity: .zero)
    }

    /// A spring of damping ratio `ratio` (`init(dampingRatio:)`).
    public convenience init(dampingRatio ratio: CGFloat) {
      self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring of damping ratio `ratio` and initial velocity `velocity`
    /// (`init(dampingRatio:initialVelocity:)`).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
      initialVelocity = velocity
      spring = ViewSpring(form: .ratio(ratio), initialVelocity: Self.speed(velocity))
    }

    /// A spring of mass, stiffness and damping (`init(mass:stiffness:damping:initialVelocity:)`).
    public init(
      mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
    ) {
      initialVelocity = velocity
      spring = ViewSpring(
        form: .coefficients(mass: mass, stiffness: stiffness, damping: damping),
        initialVelocity: Self.speed(velocity))
    }

    /// A spring of perceptual duration `duration` and `bounce` (iOS 17's
    /// `init(duration:bounce:initialVelocity:)`).
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero)
    {
      initialVelocity = velocity
      spring = ViewSpring(
        form: .perceptual(duration: duration, bounce: bounce), initialVelocity: Self.speed(velocity)
      )
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// None.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The velocity of one animated number: the vector's length, signed by its larger component
    /// (Apple: "for properties that don't involve two-dimensional motion, only the magnitude of
    /// the vector is considered").
    private static func speed(_ velocity: CGVector) -> CGFloat {
      let length = (velocity.dx * velocity.dx + velocity.dy * velocity.dy).squareRoot()
      let major = abs(velocity.dx) >= abs(velocity.dy) ? velocity.dx : velocity.dy
      return major < 0 ? -length : length
    }
  }

  extension CAMediaTimingFunction {
    /// The two inner control points.
    var controlPoints: (CGPoint, CGPoint) {
      var first: [Float] = [0, 0]
      var second: [Float] = [0, 0]
      getControlPoint(at: 1, values: &first)
      getControlPoint(at: 2, values: &second)
      return (
        CGPoint(x: CGFloat(first[0]), y: CGFloat(first[1])),
        CGPoint(x: CGFloat(second[0]), y: CGFloat(second[1]))
      )
    }
  }
#endif
