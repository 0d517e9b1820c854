extension Layer {
  /// The presentation values at media time `mediaTime`: the model with the layer's animations
  /// applied in the order they were added (SEMANTICS F4), like reading `presentationLayer` when
  /// the clock reads `mediaTime`.
  ///
  /// A pure function of the model, the animations, the timing of this layer and its ancestors,
  /// and `mediaTime`: asking twice gives the same answer, and nothing is cached or removed.
  /// Animations that ended with `isRemovedOnCompletion` contribute nothing (F2).
  ///
  /// - Complexity: O(depth + n) for n animations on this layer; other layers' animations cost
  ///   nothing.
  public func presentation(at mediaTime: Double) -> LayerProperties {
    presentation(of: model, at: mediaTime)
  }

  /// The presentation with `base` as the model: the layer's animations applied to `base`.
  func presentation(of base: LayerProperties, at mediaTime: Double) -> LayerProperties {
    let localTime = localTime(atMediaTime: mediaTime)
    var result = base
    // By index: copying whole entries (key, delegate, transaction) would cost more than reading
    // the animation out of each.
    let entries = self.entries
    for index in entries.indices {
      entries[index].animation.apply(to: &result, model: base, at: localTime)
    }
    return result
  }

  /// The presentation values now, at the clock's current media time (`presentationLayer`).
  public func presentation() -> LayerProperties {
    presentation(at: currentMediaTime)
  }
}
