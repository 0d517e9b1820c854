/// The evaluator: how each animation changes a layer's properties at one time.
///
/// Everything here is a pure function of the animation, the model values and the time
/// (SEMANTICS F4): no caches, no clock, no allocation for basic animations.
extension Animation {
  /// Applies the animation's contribution at time `t` of its parent's time space (the layer's
  /// local time, or the group's) on top of `properties`.
  ///
  /// - Parameters:
  ///   - properties: The values below this animation; on return, with its contribution.
  ///   - model: The layer's model values: "current" for from/to/by (SEMANTICS B1).
  ///   - t: The parent time.
  ///   - limitFromBelow: Evaluate as time approaches `t` from below (SEMANTICS G1).
  ///   - isGroupChild: Group children ignore `isRemovedOnCompletion` (SEMANTICS G3).
  func apply(
    to properties: inout LayerProperties, model: LayerProperties, at t: Double,
    limitFromBelow: Bool = false, isGroupChild: Bool = false
  ) {
    guard let phase = visiblePhase(at: t, limitFromBelow, isGroupChild) else { return }
    switch self {
    case .basic(let a): a.apply(to: &properties, model: model, phase: phase)
    case .keyframe(let a): a.apply(to: &properties, phase: phase)
    case .spring(let a): a.apply(to: &properties, model: model, phase: phase)
    case .group(let a): a.apply(to: &properties, model: model, phase: phase)
    case .transition(let a): properties.transitionProgress = a.transitionProgress(at: phase)
    }
  }
}

extension LayerAnimation {
  /// The phase at parent time `t`, or `nil` when the animation shows nothing: outside its
  /// interval without a covering fill, or after its end when it is removed on completion
  /// (SEMANTICS F1–F3, G3).
  func visiblePhase(at t: Double, _ limitFromBelow: Bool, _ isGroupChild: Bool) -> TimingPhase? {
    guard let phase = timing.phase(atParentTime: t, limitFromBelow: limitFromBelow) else {
      return nil
    }
    if phase.region == .after && isRemovedOnCompletion && !isGroupChild { return nil }
    return phase
  }

  /// The leg's progress: the timing function applied to the phase's fraction (SEMANTICS TF7,
  /// T8).
  func progress(at phase: TimingPhase) -> Double {
    timingFunction?.progress(at: phase.fraction) ?? phase.fraction
  }
}

extension BasicAnimation {
  /// The value before the value function, at `phase`, with `current` as the model value
  /// (SEMANTICS B1, B3).
  func value(at phase: TimingPhase, current: AnimatableValue) -> AnimatableValue {
    let (start, end) = endpoints(current: current)
    let value = start.interpolated(to: end, fraction: progress(at: phase))
    guard isCumulative, phase.iteration != 0 else { return value }
    // The end of a cycle is the end value, or with autoreverses the start value (B3).
    return value.adding((timing.autoreverses ? start : end).repeated(phase.iteration))
  }

  /// The model's value of the key path, in the value function's input space if there is one.
  func currentValue(in model: LayerProperties) -> AnimatableValue {
    let modelValue = model[keyPath]
    guard let valueFunction, case .transform(let t) = modelValue else { return modelValue }
    return valueFunction.input(from: t)
  }

  /// Writes the animation's value at `phase` into `properties` (SEMANTICS B2, B4, F4).
  func apply(to properties: inout LayerProperties, model: LayerProperties, phase: TimingPhase) {
    var value = value(at: phase, current: currentValue(in: model))
    if let valueFunction { value = .transform(valueFunction.transform(for: value)) }
    if isAdditive {
      properties.add(value, at: keyPath)
    } else {
      properties.set(value, at: keyPath)
    }
  }
}

extension LayerProperties {
  /// The presentation values: these model values with `animations` applied in order at the
  /// layer-local time `localTime` (SEMANTICS F4).
  ///
  /// The pure core of ``Layer/presentation(at:)``, for tools that keep their own animation
  /// lists. The animations must be resolved as ``Layer/add(_:forKey:)`` resolves them (a positive
  /// duration and an absolute `beginTime`); a non-positive duration here is an empty interval.
  ///
  /// - Complexity: O(n) in the number of animations; no allocation for basic animations.
  public func applying(_ animations: [Animation], atLocalTime localTime: Double) -> LayerProperties
  {
    var result = self
    for animation in animations {
      animation.apply(to: &result, model: self, at: localTime)
    }
    return result
  }
}
