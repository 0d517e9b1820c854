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
