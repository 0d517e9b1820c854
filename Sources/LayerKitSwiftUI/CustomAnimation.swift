#if !canImport(SwiftUI)
  import Foundation

  /// An animation of one's own, as SwiftUI's `CustomAnimation` (iOS 17, rule W6): given the
  /// whole change `value` (from 0 to the change) and the time since it started, it returns the
  /// part of the change shown, or `nil` once it is finished.
  ///
  ///     struct Linear: CustomAnimation {
  ///       var duration: TimeInterval
  ///       func animate<V: VectorArithmetic>(
  ///         value: V, time: TimeInterval, context: inout AnimationContext<V>
  ///       ) -> V? {
  ///         time >= duration ? nil : value.scaled(by: time / duration)
  ///       }
  ///     }
  ///     let animation = Animation(Linear(duration: 2))
  public protocol CustomAnimation: Hashable, Sendable {
    /// The part of `value` shown `time` seconds after the animation started; `nil` when the
    /// animation is finished (`animate(value:time:context:)`).
    func animate<V: VectorArithmetic>(
      value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V?

    /// The velocity of the animation at `time`, for an animation that merges with it; `nil`
    /// when it has none (`velocity(value:time:context:)`, by default `nil`).
    func velocity<V: VectorArithmetic>(
      value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V?

    /// Whether this animation, started while `previous` runs on the same value, takes it over
    /// (`shouldMerge(previous:value:time:context:)`, by default `false`): if so it continues
    /// from `previous`'s start and context with the combined change `value`, at `time` since
    /// that start; if not, the two run together and their changes add (W6).
    func shouldMerge<V: VectorArithmetic>(
      previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool
  }

  extension CustomAnimation {
    /// No velocity.
    public func velocity<V: VectorArithmetic>(
      value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? { nil }

    /// Never merges: the changes add.
    public func shouldMerge<V: VectorArithmetic>(
      previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool { false }
  }

  /// A key for a custom animation's own state, as SwiftUI's `AnimationStateKey`.
  public protocol AnimationStateKey {
    /// The state's type.
    associatedtype Value
    /// The state before the animation stores any.
    static var defaultValue: Value { get }
  }

  /// The state a custom animation keeps between calls, by key, as SwiftUI's `AnimationState`.
  public struct AnimationState<Value: VectorArithmetic> {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// No state.
    public init() {}

    /// The state under `key`, its default value until set.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
      get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
      set { storage[ObjectIdentifier(key)] = newValue }
    }
  }

  /// What an animation keeps while it runs, as SwiftUI's `AnimationContext` (iOS 17): its
  /// ``state`` and whether it has reached its logical end.
  public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's own state.
    public var state: AnimationState<Value>
    /// Whether the animation has reached its logical end, set by the animation
    /// (`isLogicallyComplete`): a `withAnimation` completion with
    /// ``AnimationCompletionCriteria/logicallyComplete`` runs then.
    public var isLogicallyComplete: Bool

    init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false) {
      self.state = state
      self.isLogicallyComplete = isLogicallyComplete
    }

    /// The context with another state (`withState(_:)`), for an animation that runs another.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
      AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete)
    }

    /// A fresh context, for a test that calls `animate(value:time:context:)` itself (a LayerKit
    /// addition: SwiftUI makes contexts only for the animations it runs).
    public static func testing() -> AnimationContext { AnimationContext() }
  }
#endif
