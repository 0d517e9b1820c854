#if !canImport(SwiftUI)
  import Foundation

  /// Keyframes of a whole value, as SwiftUI's `Keyframes` (iOS 17): its tracks, one per
  /// property. ``KeyframeTrack`` is keyframes; so is a type of one's own whose ``body`` lists
  /// tracks.
  public protocol Keyframes<Value> {
    /// The value the tracks animate.
    associatedtype Value = Body.Value
    /// The keyframes this is made of.
    associatedtype Body: Keyframes
    /// The tracks (`body`).
    @KeyframesBuilder<Value> var body: Body { get }
  }

  /// A track resolved against an initial value: its duration and its value at a time.
  @usableFromInline
  struct ResolvedTrack<Root> {
    @usableFromInline let duration: Double
    @usableFromInline let apply: (inout Root, Double) -> Void

    @usableFromInline
    init(duration: Double, apply: @escaping (inout Root, Double) -> Void) {
      self.duration = duration
      self.apply = apply
    }
  }

  /// A track not yet resolved, its value type erased.
  @usableFromInline
  struct ErasedTrack<Root> {
    @usableFromInline let resolve: (Root) -> ResolvedTrack<Root>

    @usableFromInline
    init(resolve: @escaping (Root) -> ResolvedTrack<Root>) { self.resolve = resolve }
  }

  /// Keyframes LayerKit reads directly.
  protocol KeyframeTracks {
    associatedtype Value
    var tracks: [ErasedTrack<Value>] { get }
  }

  extension KeyframeTracks {
    var tracksErased: Any { tracks }
  }

  extension Keyframes {
    func tracks() -> [ErasedTrack<Value>] {
      if let direct = self as? any KeyframeTracks,
        let tracks = direct.tracksErased as? [ErasedTrack<Value>]
      {
        return tracks
      }
      return body.tracks() as? [ErasedTrack<Value>] ?? []
    }
  }

  /// The keyframes of one property of `Root`, as SwiftUI's `KeyframeTrack` (W7).
  ///
  ///     KeyframeTrack(\.scale) {
  ///       LinearKeyframe(1.0, duration: 0.36)
  ///       SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
  ///       SpringKeyframe(1.0, spring: .bouncy)
  ///     }
  public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes
  where Content.Value == Value {
    @usableFromInline let keyPath: WritableKeyPath<Root, Value>
    @usableFromInline let segments: [KeyframeSegment<Value.AnimatableData>]
    /// For a track of the whole value, its resolution without a key path.
    @usableFromInline var whole: ErasedTrack<Root>?

    /// A track of the property at `keyPath` (`init(_:content:)`).
    public init(
      _ keyPath: WritableKeyPath<Root, Value>,
      @KeyframeTrackContentBuilder<Value> content: () -> Content
    ) {
      self.keyPath = keyPath
      segments = content().segments()
    }

    /// A track of the whole value (`init(content:)`).
    @inlinable
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
      keyPath = \Root.self
      let segments = content().segments()
      self.segments = segments
      whole = ErasedTrack { root in
        let path = KeyframePath(start: root.animatableData, segments: segments)
        return ResolvedTrack(duration: path.duration) { value, time in
          value.animatableData = path.value(at: time)
        }
      }
    }

    /// Inlinable, so that the closures a timeline runs are made, and specialised, in the module
    /// that builds it.
    @inlinable
    var erased: ErasedTrack<Root> {
      if let whole { return whole }
      let (keyPath, segments) = (self.keyPath, self.segments)
      return ErasedTrack { root in
        let initial = root[keyPath: keyPath]
        let path = KeyframePath(start: initial.animatableData, segments: segments)
        return ResolvedTrack(duration: path.duration) { value, time in
          value[keyPath: keyPath].animatableData = path.value(at: time)
        }
      }
    }

    /// The track itself, as keyframes of `Root`. (Its `Value` is the property's, as in SwiftUI;
    /// ``KeyframesBuilder`` takes a track of its root.)
    public var body: KeyframeList<Root> {
      return KeyframeList(tracks: [erased])
    }
  }

  /// Several tracks as one, what ``KeyframesBuilder`` builds.
  public struct KeyframeList<Value>: Keyframes, KeyframeTracks {
    /// The tracks written as tracks.
    @usableFromInline var explicit: [ErasedTrack<Value>]
    /// Keyframes of the whole value written without a track (`[KeyframeSegment]`, erased
    /// because `Value` need not be animatable), in order: together one track.
    @usableFromInline var loose: [Any] = []
    @usableFromInline var looseTrack: (([Any]) -> ErasedTrack<Value>)?

    @usableFromInline
    init(tracks: [ErasedTrack<Value>]) { explicit = tracks }

    @usableFromInline
    init(
      explicit: [ErasedTrack<Value>], loose: [Any], looseTrack: (([Any]) -> ErasedTrack<Value>)?
    ) {
      self.explicit = explicit
      self.loose = loose
      self.looseTrack = looseTrack
    }

    /// Every track, the loose keyframes' last.
    var tracks: [ErasedTrack<Value>] {
      guard !loose.isEmpty, let looseTrack else { return explicit }
      return explicit + [looseTrack(loose)]
    }

    /// The lists in order, as one.
    static func joined(_ lists: [KeyframeList<Value>]) -> KeyframeList<Value> {
      KeyframeList(
        explicit: lists.flatMap(\.explicit), loose: lists.flatMap(\.loose),
        looseTrack: lists.lazy.compactMap(\.looseTrack).first)
    }

    /// The list itself.
    public var body: KeyframeList<Value> { self }
  }

  /// Builds keyframes from tracks, as SwiftUI's `KeyframesBuilder`, with `if`, `if`–`else` and
  /// `for`.
  @resultBuilder
  public enum KeyframesBuilder<Value> {
    /// One track of a property of the value.
    @inlinable
    public static func buildExpression<Property, Content>(
      _ track: KeyframeTrack<Value, Property, Content>
    ) -> KeyframeList<Value> {
      KeyframeList(tracks: [track.erased])
    }
    /// One track or keyframes.
    public static func buildExpression<K: Keyframes>(_ expression: K) -> KeyframeList<Value>
    where K.Value == Value {
      KeyframeList(tracks: expression.tracks())
    }
    /// Keyframes of a whole animatable value, written without a track.
    @inlinable
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K)
      -> KeyframeList<Value> where K.Value == Value, Value: Animatable
    {
      KeyframeList(explicit: [], loose: expression.segments().map { $0 as Any }) { loose in
        let segments = loose.compactMap { $0 as? KeyframeSegment<Value.AnimatableData> }
        return KeyframeTrack(content: { KeyframeTrackContentList<Value>(segments: segments) })
          .erased
      }
    }
    /// Tracks together.
    public static func buildBlock(_ components: KeyframeList<Value>...) -> KeyframeList<Value> {
      KeyframeList.joined(components)
    }
    /// An `if` without `else`.
    public static func buildOptional(_ component: KeyframeList<Value>?) -> KeyframeList<Value> {
      component ?? KeyframeList(tracks: [])
    }
    /// The first branch of an `if`–`else`.
    public static func buildEither(first component: KeyframeList<Value>) -> KeyframeList<Value> {
      component
    }
    /// The second branch of an `if`–`else`.
    public static func buildEither(second component: KeyframeList<Value>) -> KeyframeList<Value> {
      component
    }
    /// A `for` loop.
    public static func buildArray(_ components: [KeyframeList<Value>]) -> KeyframeList<Value> {
      KeyframeList.joined(components)
    }
    /// `#available` branches.
    public static func buildLimitedAvailability(_ component: KeyframeList<Value>)
      -> KeyframeList<Value>
    { component }
  }

  /// A value's keyframes over time, as SwiftUI's `KeyframeTimeline` (iOS 17, rule W7): its
  /// duration is its longest track's; a shorter track holds its last value.
  ///
  ///     let bounce = KeyframeTimeline(initialValue: 1.0) {
  ///       LinearKeyframe(1.2, duration: 0.2)
  ///       SpringKeyframe(1.0, duration: 0.6, spring: .bouncy)
  ///     }
  ///     bounce.value(time: 0.1)      // 1.1: half-way along the linear keyframe
  public struct KeyframeTimeline<Value> {
    @usableFromInline let initialValue: Value
    /// Every track applied in order: one track's own closure, or one closure over several, so
    /// that a single-track timeline (the usual one) is one direct call.
    @usableFromInline let apply: (inout Value, Double) -> Void
    /// The longest track's duration (`duration`).
    public let duration: TimeInterval

    /// The timeline of `content` from `initialValue` (`init(initialValue:content:)`).
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>)
    {
      self.initialValue = initialValue
      let tracks = content().tracks().map { $0.resolve(initialValue) }
      duration = tracks.map(\.duration).max() ?? 0
      switch tracks.count {
      case 0: apply = { _, _ in }
      case 1: apply = tracks[0].apply
      default:
        let appliers = tracks.map(\.apply)
        apply = { value, time in
          for applier in appliers { applier(&value, time) }
        }
      }
    }

    /// The value at `time`, clamped to [0, ``duration``] (`value(time:)`).
    @inlinable
    public func value(time: Double) -> Value {
      let t = time.isNaN ? 0 : min(max(time, 0), duration)
      var value = initialValue
      apply(&value, t)
      return value
    }

    /// The value at `progress` of the duration, clamped to [0, 1] (`value(progress:)`).
    public func value(progress: Double) -> Value {
      value(time: UnitCurve.clamped(progress) * duration)
    }
  }
#endif
