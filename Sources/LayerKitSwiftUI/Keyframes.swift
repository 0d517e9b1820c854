#if !canImport(SwiftUI)
  import Foundation

  /// One keyframe's segment of a track, in the value's vector form.
  @usableFromInline
  enum KeyframeSegment<Data: VectorArithmetic> {
    case linear(to: Data, duration: Double, curve: UnitCurve)
    case cubic(to: Data, duration: Double, startVelocity: Data?, endVelocity: Data?)
    case spring(to: Data, duration: Double?, spring: Spring, startVelocity: Data?)
    case move(to: Data)
  }

  /// What a keyframe track holds, as SwiftUI's `KeyframeTrackContent` (iOS 17, rule W7): its
  /// keyframes, in order. ``LinearKeyframe``, ``CubicKeyframe``, ``SpringKeyframe`` and
  /// ``MoveKeyframe`` are content; so is a type of one's own whose ``body`` lists others.
  public protocol KeyframeTrackContent<Value> {
    /// The value the keyframes animate.
    associatedtype Value: Animatable = Body.Value
    /// The content this content is made of.
    associatedtype Body: KeyframeTrackContent
    /// The keyframes (`body`).
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
  }

  /// Content LayerKit reads directly, ending the walk through ``KeyframeTrackContent/body``.
  protocol KeyframeSegments {
    associatedtype Value: Animatable
    var segments: [KeyframeSegment<Value.AnimatableData>] { get }
  }

  extension KeyframeTrackContent {
    /// The content's segments: read directly, or through its body.
    @usableFromInline
    func segments() -> [KeyframeSegment<Value.AnimatableData>] {
      if let direct = self as? any KeyframeSegments,
        let segments = direct.segmentsErased as? [KeyframeSegment<Value.AnimatableData>]
      {
        return segments
      }
      return body.segments() as? [KeyframeSegment<Value.AnimatableData>] ?? []
    }
  }

  extension KeyframeSegments {
    var segmentsErased: Any { segments }
  }

  /// One keyframe: the segment its initializer describes. SwiftUI's keyframe types show only
  /// their initializers, so the arguments are kept as the segment they make.
  protocol SingleKeyframe: KeyframeSegments {
    var segment: KeyframeSegment<Value.AnimatableData> { get }
  }

  extension SingleKeyframe {
    var segments: [KeyframeSegment<Value.AnimatableData>] { [segment] }
  }

  /// A keyframe reached along a timing curve from the value before it, as SwiftUI's
  /// `LinearKeyframe` (W7).
  public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, SingleKeyframe {
    let segment: KeyframeSegment<Value.AnimatableData>

    /// A keyframe reaching `to` after `duration`, its progress along `timingCurve`
    /// (`init(_:duration:timingCurve:)`).
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
      segment = .linear(to: to.animatableData, duration: duration, curve: timingCurve)
    }

    /// The keyframe itself.
    public var body: KeyframeTrackContentList<Value> { self }
  }

  /// A keyframe on a smooth curve through its neighbours, as SwiftUI's `CubicKeyframe` (W7):
  /// adjacent cubic keyframes form a Catmull-Rom spline.
  public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, SingleKeyframe {
    let segment: KeyframeSegment<Value.AnimatableData>

    /// A keyframe reaching `to` after `duration` (`init(_:duration:startVelocity:endVelocity:)`),
    /// leaving with `startVelocity` and arriving with `endVelocity`, in value units per second;
    /// a `nil` velocity is the spline's.
    public init(
      _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
    ) {
      segment = .cubic(
        to: to.animatableData, duration: duration, startVelocity: startVelocity?.animatableData,
        endVelocity: endVelocity?.animatableData)
    }

    /// The keyframe itself.
    public var body: KeyframeTrackContentList<Value> { self }
  }

  /// A keyframe reached by a spring, as SwiftUI's `SpringKeyframe` (W7): the spring starts
  /// with the velocity the value has and runs for the keyframe's duration (its settling
  /// duration when `nil`); the next keyframe starts from where it is.
  public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, SingleKeyframe {
    let segment: KeyframeSegment<Value.AnimatableData>

    /// A spring keyframe towards `to` (`init(_:duration:spring:startVelocity:)`), for
    /// `duration` (`nil` for the spring's settling duration), starting with `startVelocity`
    /// (`nil` for the value's).
    public init(
      _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
      startVelocity: Value? = nil
    ) {
      segment = .spring(
        to: to.animatableData, duration: duration, spring: spring,
        startVelocity: startVelocity?.animatableData)
    }

    /// The keyframe itself.
    public var body: KeyframeTrackContentList<Value> { self }
  }

  /// A keyframe that jumps to its value at once, as SwiftUI's `MoveKeyframe` (W7).
  public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, SingleKeyframe {
    let segment: KeyframeSegment<Value.AnimatableData>

    /// A jump to `to` (`init(_:)`).
    public init(_ to: Value) { segment = .move(to: to.animatableData) }

    /// The keyframe itself.
    public var body: KeyframeTrackContentList<Value> { self }
  }

  /// Several keyframes as one content, what ``KeyframeTrackContentBuilder`` builds.
  public struct KeyframeTrackContentList<Value: Animatable>: KeyframeTrackContent,
    KeyframeSegments
  {
    @usableFromInline var segments: [KeyframeSegment<Value.AnimatableData>]

    @usableFromInline
    init(segments: [KeyframeSegment<Value.AnimatableData>]) { self.segments = segments }

    /// The list itself.
    public var body: KeyframeTrackContentList<Value> { self }
  }

  /// Builds a track's keyframes, as SwiftUI's `KeyframeTrackContentBuilder`: keyframes in
  /// order, with `if`, `if`–`else` and `for`.
  @resultBuilder
  public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// One keyframe or content.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K)
      -> KeyframeTrackContentList<Value> where K.Value == Value
    {
      KeyframeTrackContentList(segments: expression.segments())
    }
    /// Keyframes in order.
    public static func buildBlock(_ components: KeyframeTrackContentList<Value>...)
      -> KeyframeTrackContentList<Value>
    {
      KeyframeTrackContentList(segments: components.flatMap(\.segments))
    }
    /// An `if` without `else`.
    public static func buildOptional(_ component: KeyframeTrackContentList<Value>?)
      -> KeyframeTrackContentList<Value>
    {
      component ?? KeyframeTrackContentList(segments: [])
    }
    /// The first branch of an `if`–`else`.
    public static func buildEither(first component: KeyframeTrackContentList<Value>)
      -> KeyframeTrackContentList<Value>
    { component }
    /// The second branch of an `if`–`else`.
    public static func buildEither(second component: KeyframeTrackContentList<Value>)
      -> KeyframeTrackContentList<Value>
    { component }
    /// A `for` loop.
    public static func buildArray(_ components: [KeyframeTrackContentList<Value>])
      -> KeyframeTrackContentList<Value>
    {
      KeyframeTrackContentList(segments: components.flatMap(\.segments))
    }
    /// `#available` branches.
    public static func buildLimitedAvailability(_ component: KeyframeTrackContentList<Value>)
      -> KeyframeTrackContentList<Value>
    { component }
  }
#endif
