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
    // One switch, then each kind reads its own timing directly.
    switch self {
    case .basic(let a):
      guard let phase = a.visiblePhase(at: t, limitFromBelow, isGroupChild) else { return }
      a.apply(to: &properties, model: model, phase: phase)
    case .keyframe(let a):
      guard let phase = a.visiblePhase(at: t, limitFromBelow, isGroupChild) else { return }
      a.apply(to: &properties, phase: phase)
    case .spring(let a):
      guard let phase = a.visiblePhase(at: t, limitFromBelow, isGroupChild) else { return }
      a.apply(to: &properties, model: model, phase: phase)
    case .group(let a):
      guard let phase = a.visiblePhase(at: t, limitFromBelow, isGroupChild) else { return }
      a.apply(to: &properties, model: model, phase: phase)
    case .transition(let a):
      guard let phase = a.visiblePhase(at: t, limitFromBelow, isGroupChild) else { return }
      properties.transitionProgress = a.transitionProgress(at: phase)
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
}

/// What the B1 table needs of a value: a sum and a difference (SEMANTICS B1, B2, V5).
protocol Combinable {
  /// `self + other`; concatenation for transforms.
  func adding(_ other: Self) -> Self
  /// `self − other`; `self · other⁻¹` for transforms.
  func subtracting(_ other: Self) -> Self
}

extension AnimatableValue: Combinable {}

extension Double: Combinable {
  func adding(_ other: Double) -> Double { self + other }
  func subtracting(_ other: Double) -> Double { self - other }
}

extension Transform3D: Combinable {
  func adding(_ other: Transform3D) -> Transform3D { concatenating(other) }
  func subtracting(_ other: Transform3D) -> Transform3D {
    other.inverted().map { concatenating($0) } ?? self
  }
}

extension BasicAnimation {
  /// The value before the value function at leg progress `p` in repeat cycle `iteration`, with
  /// `current` as the model value (SEMANTICS B1, B3).
  func value(progress p: Double, iteration: Double, current: AnimatableValue) -> AnimatableValue {
    if case .number(let c) = current,
      let value = numberValue(progress: p, iteration: iteration, current: c)
    {
      return .number(value)
    }
    let (start, end) = endpoints(current: current)
    let value = start.interpolated(to: end, fraction: p)
    guard isCumulative, iteration != 0 else { return value }
    // The end of a cycle is the end value, or with autoreverses the start value (B3).
    return value.adding((timing.autoreverses ? start : end).repeated(iteration))
  }

  /// The same for numbers, in `Double` throughout (the common case, kept free of the value
  /// enum); `nil` if a value is not a number.
  private func numberValue(progress p: Double, iteration: Double, current: Double) -> Double? {
    /// The number a value holds: `.some(nil)` when absent, `nil` when not a number.
    func number(_ value: AnimatableValue?) -> Double?? {
      switch value {
      case .none: .some(nil)
      case .number(let n)?: .some(n)
      default: nil
      }
    }
    guard let from = number(fromValue), let to = number(toValue), let by = number(byValue),
      let whenAdded = number(presentationWhenAdded)
    else { return nil }
    let (start, end) = Self.endpoints(from, to, by, whenAdded, current: current)
    let value = start.interpolated(to: end, fraction: p)
    guard isCumulative, iteration != 0 else { return value }
    return value + (timing.autoreverses ? start : end) * iteration
  }

  /// The same for a whole-transform key path, in `Transform3D` throughout so that no boxed
  /// transform value is made (V2, B1–B3).
  func transformValue(progress p: Double, iteration: Double, current: Transform3D) -> Transform3D {
    func unbox(_ value: AnimatableValue?) -> Transform3D? {
      if case .transform(let t)? = value { return t }
      return nil
    }
    let (start, end) = Self.endpoints(
      unbox(fromValue), unbox(toValue), unbox(byValue), unbox(presentationWhenAdded),
      current: current)
    let value = start.interpolated(to: end, fraction: p)
    guard isCumulative, iteration != 0 else { return value }
    let cycleEnd = timing.autoreverses ? start : end
    let limit = 9_007_199_254_740_992.0
    return value.concatenating(cycleEnd.power(Int(max(-limit, min(limit, iteration)))))
  }

  /// The model's value of the key path, in the value function's input space if there is one.
  func currentValue(in model: LayerProperties) -> AnimatableValue {
    guard let valueFunction else { return model[keyPath] }
    return valueFunction.input(from: model.transform(of: keyPath.property))
  }

  /// The model's value of the key path when the B1 table needs it (fewer than two of
  /// from/to/by set); otherwise any value of the right kind, which the table ignores. Reading a
  /// transform component decomposes the transform, so it is not done for nothing.
  private func currentIfNeeded(in model: LayerProperties) -> AnimatableValue {
    let given = (fromValue == nil ? 0 : 1) + (toValue == nil ? 0 : 1) + (byValue == nil ? 0 : 1)
    if given >= 2, let placeholder = fromValue ?? toValue { return placeholder }
    return model[keyPath]
  }

  /// Whether the key path is a whole transform animated by transform values.
  private var animatesWholeTransform: Bool {
    valueFunction == nil && keyPath.component == .whole && keyPath.valueKind == .transform
  }

  /// The value the animation gives its key path at parent time `t`, or `nil` when it shows
  /// nothing then (SEMANTICS T1–T9, F1–F2, B1–B4).
  ///
  /// The pure core of the evaluator for one animation, for tools and benchmarks: `modelValue` is
  /// the layer's current model value of the key path ("current" in B1; with a value function,
  /// the model's whole transform). The result is what the animation sets; an additive animation
  /// adds it to what is below instead (B2), which this does not do.
  ///
  ///     let fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1, timing: .init(duration: 2))
  ///     fade.value(atParentTime: 0.5, modelValue: 1)   // .number(0.25)
  ///
  /// - Complexity: O(1); no allocation, except the box of a transform result.
  public func value(atParentTime t: Double, modelValue: AnimatableValue) -> AnimatableValue? {
    guard let phase = visiblePhase(at: t, false, false) else { return nil }
    return keyPathValue(
      progress: progress(at: phase), iteration: phase.iteration, modelValue: modelValue)
  }

  /// The key path's value at a progress, from the key path's model value (B1–B4).
  func keyPathValue(progress p: Double, iteration: Double, modelValue: AnimatableValue)
    -> AnimatableValue
  {
    if let valueFunction {
      let model = if case .transform(let m) = modelValue { m } else { Transform3D.identity }
      let input = value(
        progress: p, iteration: iteration, current: valueFunction.input(from: model))
      return .transform(valueFunction.transform(for: input))
    }
    return value(progress: p, iteration: iteration, current: modelValue)
  }

  /// Writes the animation's value at `phase` into `properties` (SEMANTICS B2, B4, F4).
  func apply(to properties: inout LayerProperties, model: LayerProperties, phase: TimingPhase) {
    apply(to: &properties, model: model, progress: progress(at: phase), iteration: phase.iteration)
  }

  /// Writes the animation's value at leg progress `p` into `properties`. Transforms (whole, or
  /// from a value function) are computed and stored as `Transform3D`, without boxed values.
  func apply(
    to properties: inout LayerProperties, model: LayerProperties, progress p: Double,
    iteration: Double
  ) {
    let property = keyPath.property
    if let valueFunction {
      let input = value(progress: p, iteration: iteration, current: currentValue(in: model))
      let t = valueFunction.transform(for: input)
      let below = properties.transform(of: property)
      properties.setTransform(isAdditive ? t.concatenating(below) : t, property)
      return
    }
    if animatesWholeTransform {
      let t = transformValue(
        progress: p, iteration: iteration, current: model.transform(of: property))
      let below = properties.transform(of: property)
      properties.setTransform(isAdditive ? t.concatenating(below) : t, property)
      return
    }
    let value = value(progress: p, iteration: iteration, current: currentIfNeeded(in: model))
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
