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
///     compiled.number(atParentTime: 0.5, modelValue: 1)  // 0.25, typed
///
/// - Complexity: building is O(n) in the number of keyframes (arc-length tables for paced
///   modes); each evaluation O(log n), with no allocation but the box of a transform,
///   rectangle or colour result (``AnimatableValue`` keeps those out of line).
public struct CompiledAnimation: Sendable {
  /// The one track and the objects it refers to, in one immutable object: evaluating reads the
  /// track where it is, through a pointer, rather than copying it.
  @usableFromInline
  final class Storage: @unchecked Sendable {
    // `@unchecked`: `track` and `pool` are written once, in `init`, and only read after that.
    let track: UnsafeMutablePointer<Track>
    let owners: [any AnyObject & Sendable]
    /// The keyframe values of an evenly spaced keyframe animation (at least one place).
    let pool: UnsafeMutableBufferPointer<KeyframeHalf>
    /// The kind of value the key path holds, and the value function, if any.
    let valueKind: ValueKind
    let valueFunction: ValueFunction?
    /// Whether a number the curve gives is the value itself: a number key path without a value
    /// function (the everyday case, decided once here rather than at every evaluation).
    @usableFromInline let givesNumbers: Bool
    /// Whether the curve reads the model value: B1's current value, or the path or list a
    /// structured curve builds on.
    let readsModel: Bool

    init(
      track: Track, owners: [any AnyObject & Sendable], pool: [KeyframeHalf],
      keyPath: AnimatableKeyPath, valueFunction: ValueFunction?
    ) {
      self.track = .allocate(capacity: 1)
      self.track.initialize(to: track)
      self.owners = owners
      self.pool = .allocate(capacity: max(pool.count, 1))
      _ = self.pool.initialize(fromContentsOf: pool)
      valueKind = keyPath.valueKind
      self.valueFunction = valueFunction
      givesNumbers = valueFunction == nil && valueKind == .number
      readsModel =
        switch track.curve {
        case .other(.structured): true
        case .number, .numberKeyframes, .pooled, .group, .other(.numberSpring), .other(.lanes),
          .other(.matrices), .other(.transition):
          track.curve.needsCurrent
        }
    }

    deinit {
      track.deinitialize(count: 1)
      track.deallocate()
      pool.deallocate()
    }
  }

  @usableFromInline let storage: Storage

  /// Compiles `animation`.
  ///
  /// - Throws: ``ValidationError`` naming the first invalid field.
  public init(_ animation: some PropertyAnimation) throws {
    try animation.validate()
    var plain = animation
    // The value the animation itself gives: what is below is not this type's business.
    plain.isAdditive = false
    var compiled = try plain.animation.compile()
    let track =
      compiled.tracks.first
      ?? Track(
        timing: TrackTiming(CompiledTiming(plain.base.timing), inGroup: false, owners: &compiled),
        easing: nil, curve: .group(descendants: 0), output: .none)
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
  @inlinable
  public func value(atParentTime t: Double, modelValue: AnimatableValue) -> AnimatableValue? {
    // A number key path without a value function, the everyday case, goes through the typed
    // entry, whose number is this value: inlined, the result's case is known where the caller
    // reads it, so that a caller matching `.number` makes and destroys no `AnimatableValue`.
    if storage.givesNumbers, case .number(let model) = modelValue {
      guard let number = givenNumber(atParentTime: t, modelValue: model) else { return nil }
      return .number(number)
    }
    return anyValue(atParentTime: t, modelValue: modelValue)
  }

  /// ``number(atParentTime:modelValue:)`` for an animation known to give numbers
  /// (`Storage.givesNumbers`), which is not tested again.
  @usableFromInline
  func givenNumber(atParentTime t: Double, modelValue: Double) -> Double? {
    storage.givenNumber(atParentTime: t, modelValue: modelValue)
  }

  /// ``value(atParentTime:modelValue:)`` for any key path and model value.
  @usableFromInline
  func anyValue(atParentTime t: Double, modelValue: AnimatableValue) -> AnimatableValue? {
    storage.value(atParentTime: t, modelValue: modelValue)
  }

  /// The number the animation gives its key path at parent time `t`, or `nil` when it shows
  /// nothing then or its value is not a number: exactly
  /// `value(atParentTime: t, modelValue: .number(modelValue))?.number`, typed as a renderer
  /// that animates numbers (`opacity`, `strokeEnd`, `transform.rotation.z`) reads them, with
  /// no ``AnimatableValue`` made or destroyed on the way (Chromium's typed
  /// `FloatAnimationCurve::GetValue`). The same rules as
  /// ``value(atParentTime:modelValue:)``; `modelValue` is B1's current value.
  ///
  ///     var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
  ///     fade.duration = 2
  ///     try CompiledAnimation(fade).number(atParentTime: 0.5, modelValue: 1)   // 0.25
  ///
  /// - Complexity: O(log n) in the number of keyframes; no allocation for a number key path
  ///   without a value function.
  public func number(atParentTime t: Double, modelValue: Double) -> Double? {
    storage.number(atParentTime: t, modelValue: modelValue)
  }
}

extension CompiledAnimation.Storage {
  /// See ``CompiledAnimation/value(atParentTime:modelValue:)``, inlined into its one caller,
  /// `anyValue(atParentTime:modelValue:)`: the track's timing and curve through the evaluator's
  /// own entries (`Track.leg(of:atParentTime:limitFromBelow:)`,
  /// ``Curve/evaluate(progress:iteration:pool:into:)``), into a sink that keeps the value.
  @inline(__always)
  func value(atParentTime t: Double, modelValue: AnimatableValue) -> AnimatableValue? {
    guard let leg = Track.leg(of: track, atParentTime: t, limitFromBelow: false) else {
      return nil
    }
    if readsModel { return value(at: leg, readingModel: modelValue) }
    return evaluate(leg, into: ValueSink(storage: self, model: nil))
  }

  /// See ``CompiledAnimation/number(atParentTime:modelValue:)``, inlined into it: a number key
  /// path without a value function through a sink that keeps the number; any other through
  /// ``value(atParentTime:modelValue:)``, whose number it then is.
  @inline(__always)
  func number(atParentTime t: Double, modelValue: Double) -> Double? {
    guard givesNumbers else {
      return value(atParentTime: t, modelValue: .number(modelValue))?.number
    }
    return givenNumber(atParentTime: t, modelValue: modelValue)
  }

  /// ``number(atParentTime:modelValue:)`` past its test of ``givesNumbers``: the track's timing
  /// and curve into a sink that keeps the number.
  @inline(__always)
  func givenNumber(atParentTime t: Double, modelValue: Double) -> Double? {
    guard let leg = Track.leg(of: track, atParentTime: t, limitFromBelow: false) else {
      return nil
    }
    return evaluate(leg, into: NumberSink(model: modelValue))
  }

  /// ``value(atParentTime:modelValue:)`` past the timing, for a curve that reads the model
  /// value: read where it is, through a pointer (a copy of it in the sink would be copied and
  /// released at every evaluation). A call of its own, so that the everyday evaluation, which
  /// reads no model value, takes the address of nothing (and so pays for no stack guard).
  @inline(never)
  private func value(at leg: Track.Leg, readingModel modelValue: AnimatableValue)
    -> AnimatableValue?
  {
    withUnsafePointer(to: modelValue) { evaluate(leg, into: ValueSink(storage: self, model: $0)) }
  }

  /// The track's curve at `leg` into `sink` (a ``ValueSink`` or a ``NumberSink``), through the
  /// evaluator's entry; the sink is made on the path that takes the value.
  @_transparent
  private func evaluate<Sink: CurveSink>(_ leg: Track.Leg, into sink: @autoclosure () -> Sink)
    -> Sink.Result
  {
    track.pointee.curve.evaluate(
      progress: leg.progress, iteration: leg.iteration, pool: UnsafePointer(pool.baseAddress),
      into: sink())
  }
}

/// The transform `value` holds, the identity for any other value.
private func modelTransform(_ value: AnimatableValue) -> Transform3D {
  if case .transform(let m) = value { m } else { .identity }
}

/// A ``CompiledAnimation``'s sink: the value itself, as the key path holds it (a value
/// function's inputs made a transform, B4), with the model value as B1's current value. Two
/// words: what the compiled animation knows of its key path is read from its storage, and the
/// current value is made from the model value only when a curve asks for it.
private struct ValueSink: CurveSink {
  // The storage outlives the evaluation that makes the sink (its caller holds it).
  unowned(unsafe) let storage: CompiledAnimation.Storage
  /// The model value, `nil` when the curve does not read it (``Storage/readsModel``).
  let model: UnsafePointer<AnimatableValue>?

  var nothing: AnimatableValue? { nil }

  var currentNumber: Double { currentLanes[0] }

  /// B1's current value as lanes: the model value's, or with a value function its inputs read
  /// from the model transform (B4).
  var currentLanes: Lanes {
    guard let model else { return .zero }
    if let function = storage.valueFunction {
      return function.input(from: modelTransform(model.pointee)).lanes ?? .zero
    }
    return model.pointee.lanes ?? .zero
  }

  var currentMatrix: Transform3D { model.map { modelTransform($0.pointee) } ?? .identity }

  var currentStructured: AnimatableValue? { model?.pointee }

  @inline(__always)
  func take(number v: Double) -> AnimatableValue? {
    if storage.givesNumbers { return .number(v) }
    return take(lanes: Lanes(v, 0, 0, 0), turn: nil)
  }

  @inline(__always)
  func take(lanes v: Lanes, turn _: Double?) -> AnimatableValue? {
    if let valueFunction = storage.valueFunction {
      return .transform(valueFunction.transform(lanes: v))
    }
    return AnimatableValue(kind: storage.valueKind, lanes: v)
  }

  func take(matrix m: Transform3D) -> AnimatableValue? { .transform(m) }

  func take(structured v: AnimatableValue) -> AnimatableValue? { v }

  func take(transitionProgress v: Double) -> AnimatableValue? { .number(v) }
}

/// A ``CompiledAnimation``'s sink for a number key path without a value function
/// (``Storage/givesNumbers``): the number itself, and the model number as B1's current value.
/// Each `take` gives what ``ValueSink`` would give, read as a number (``AnimatableValue/number``):
/// lanes of a number key path are their first lane, a matrix is no number.
private struct NumberSink: CurveSink {
  let model: Double

  var nothing: Double? { nil }
  var currentNumber: Double { model }
  var currentLanes: Lanes { Lanes(model, 0, 0, 0) }
  var currentMatrix: Transform3D { .identity }
  var currentStructured: AnimatableValue? { .number(model) }

  @inline(__always)
  func take(number v: Double) -> Double? { v }

  @inline(__always)
  func take(lanes v: Lanes, turn _: Double?) -> Double? { v[0] }

  func take(matrix _: Transform3D) -> Double? { nil }

  func take(structured v: AnimatableValue) -> Double? { v.number }

  func take(transitionProgress v: Double) -> Double? { v }
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
