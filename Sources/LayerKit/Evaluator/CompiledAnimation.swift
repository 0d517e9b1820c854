/// A property animation compiled once, for evaluating it outside a layer.
///
/// What a layer does with an animation when it is added (tables built, B1's table resolved),
/// without the layer: for tools that keep their own animations, and for measuring the evaluator.
/// The animation's timing is used as given: give it a positive duration (a layer would apply
/// T3) and the begin time you mean (a layer would apply T11).
///
///     var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
///     fade.duration = 2
///     let compiled = try CompiledAnimation(fade)
///     compiled.value(atParentTime: 0.5, modelValue: 1)   // .number(0.25)
///
/// - Complexity: building is O(n) in the number of keyframes (arc-length tables for paced
///   modes); each evaluation O(log n), with no allocation but the box of a transform,
///   rectangle or colour result (``AnimatableValue`` keeps those out of line).
public struct CompiledAnimation: Sendable {
  /// The one track and the objects it refers to, in one immutable object: evaluating reads the
  /// track where it is, through a pointer, rather than copying it.
  fileprivate final class Storage: @unchecked Sendable {
    // `@unchecked`: `track` is written once, in `init`, and only read after that.
    let track: UnsafeMutablePointer<Track>
    let owners: [any AnyObject & Sendable]
    /// The keyframe values of an evenly spaced keyframe animation.
    let pool: [KeyframeHalf]
    /// The kind of value the key path holds, and the value function, if any.
    let valueKind: ValueKind
    let valueFunction: ValueFunction?
    /// Whether the value is a number without a value function (the evaluation's shortest path).
    let givesNumbers: Bool

    init(
      track: Track, owners: [any AnyObject & Sendable], pool: [KeyframeHalf],
      keyPath: AnimatableKeyPath, valueFunction: ValueFunction?
    ) {
      self.track = .allocate(capacity: 1)
      self.track.initialize(to: track)
      self.owners = owners
      self.pool = pool
      valueKind = keyPath.valueKind
      self.valueFunction = valueFunction
      givesNumbers = valueKind == .number && valueFunction == nil
    }

    deinit {
      track.deinitialize(count: 1)
      track.deallocate()
    }
  }

  fileprivate let storage: Storage

  /// Compiles `animation`.
  ///
  /// - Throws: ``ValidationError`` naming the first invalid field.
  public init(_ animation: some PropertyAnimation) throws {
    try animation.validate()
    var plain = animation
    // The value the animation itself gives: what is below is not this type's business.
    plain.isAdditive = false
    let compiled = try plain.animation.compile()
    let track =
      compiled.tracks.first
      ?? Track(timing: CompiledTiming(plain.timing), easing: nil, curve: .group, output: .none)
    storage = Storage(
      track: track, owners: compiled.owners, pool: compiled.pool, keyPath: animation.keyPath,
      valueFunction: animation.valueFunction)
  }

  /// The value the animation gives its key path at parent time `t`, or `nil` when it shows
  /// nothing then (<doc:Rules#T1>–T9, F1–F2, B1–B4, K1–K8, S1).
  ///
  /// `modelValue` is the layer's current model value of the key path, "current" in B1 (with a
  /// value function, the model's whole transform). The result is what the animation sets; an
  /// additive animation adds it to what is below instead, which this does not do, and a path
  /// animation's turn (K9) is not included.
  ///
  /// - Complexity: O(log n) in the number of keyframes; no allocation for numbers, points,
  ///   sizes, booleans and value-function inputs (a transform, rectangle or colour result is
  ///   boxed: one allocation).
  public func value(atParentTime t: Double, modelValue: AnimatableValue) -> AnimatableValue? {
    storage.value(atParentTime: t, modelValue: modelValue)
  }
}

extension CompiledAnimation.Storage {
  /// See ``CompiledAnimation/value(atParentTime:modelValue:)``, its one caller, into which it
  /// is inlined: one call fewer an evaluation (basic −30 instructions, keyframes-64 −11).
  @inline(__always)
  func value(atParentTime t: Double, modelValue: AnimatableValue) -> AnimatableValue? {
    guard let phase = track.pointee.timing.phase(atParentTime: t) else { return nil }
    let fraction = phase.fraction
    let eased =
      track.pointee.easing?._withUnsafeGuaranteedRef { $0.progress(at: fraction) } ?? fraction
    let curve = track.pointee.curve
    // Numbers without a value function, the common case, straight to `.number`: the same
    // numbers as the general path below (lane 0 of the model value, lane 0 of the result),
    // without its dispatch and `AnimatableValue(kind:lanes:)` (basic 394 → 335 instructions an
    // evaluation, callgrind).
    if givesNumbers {
      if case .number(let numbers) = curve {
        let current = numbers.needsCurrent ? (modelValue.lanes ?? .zero)[0] : 0
        return .number(
          numbers.value(progress: eased, iteration: phase.iteration, current: current))
      }
      if case .keyframes(let keyframes) = curve {
        return .number(
          keyframes._withUnsafeGuaranteedRef {
            $0.numberValue(at: eased, iteration: phase.iteration)
          })
      }
    }
    if case .structured(let structured) = curve {
      return structured._withUnsafeGuaranteedRef {
        $0.value(progress: eased, iteration: phase.iteration, current: modelValue)
      }
    }
    if curve.givesMatrix {
      let current: Transform3D =
        if curve.needsCurrent, case .transform(let m) = modelValue { m } else { .identity }
      return .transform(
        curve.matrixValue(progress: eased, iteration: phase.iteration, current: current))
    }
    var current = Lanes.zero
    if curve.needsCurrent {
      if let valueFunction {
        let m: Transform3D = if case .transform(let m) = modelValue { m } else { .identity }
        current = valueFunction.input(from: m).lanes ?? .zero
      } else {
        current = modelValue.lanes ?? .zero
      }
    }
    let v =
      if case .evenKeyframes(let keyframes) = curve {
        pool.withUnsafeBufferPointer { pool in
          pool.baseAddress.map { keyframes.value(at: eased, iteration: phase.iteration, in: $0) }
            ?? .zero
        }
      } else {
        curve.lanesValue(progress: eased, iteration: phase.iteration, current: current).value
      }
    if let valueFunction { return .transform(valueFunction.transform(lanes: v)) }
    return AnimatableValue(kind: valueKind, lanes: v)
  }
}

extension BasicAnimation {
  /// The value the animation gives its key path at parent time `t`, or `nil` when it shows
  /// nothing then; see ``CompiledAnimation/value(atParentTime:modelValue:)``. Compiles the
  /// animation on every call: compile it once with ``CompiledAnimation`` to evaluate it often.
  /// `nil` too for an invalid animation.
  ///
  ///     let fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1, timing: .init(duration: 2))
  ///     fade.value(atParentTime: 0.5, modelValue: 1)   // .number(0.25)
  public func value(atParentTime t: Double, modelValue: AnimatableValue) -> AnimatableValue? {
    (try? CompiledAnimation(self))?.value(atParentTime: t, modelValue: modelValue)
  }
}

extension SpringAnimation {
  /// The value the spring gives its key path at parent time `t`, or `nil` when it shows nothing
  /// then; see ``CompiledAnimation/value(atParentTime:modelValue:)``. Compiles the animation on
  /// every call; `nil` too for an invalid animation.
  public func value(atParentTime t: Double, modelValue: AnimatableValue) -> AnimatableValue? {
    (try? CompiledAnimation(self))?.value(atParentTime: t, modelValue: modelValue)
  }
}

extension KeyframeAnimation {
  /// The value the animation gives its key path at parent time `t`, or `nil` when it shows
  /// nothing then (<doc:Rules#K1>–K8, T1–T9, F1–F2). An additive animation adds it to what is
  /// below instead; a ``rotationMode`` turn is not included. Compiles the animation (and builds
  /// its tables) on every call: compile it once with ``CompiledAnimation`` to evaluate it often.
  /// `nil` too for an invalid animation.
  public func value(atParentTime t: Double) -> AnimatableValue? {
    (try? CompiledAnimation(self))?.value(atParentTime: t, modelValue: .number(0))
  }
}
