extension Layer {
  /// The presentation values at media time `mediaTime`: the model with the layer's animations
  /// applied in the order they were added (<doc:Rules#F4>), like reading `presentationLayer` when
  /// the clock reads `mediaTime`.
  ///
  /// A pure function of the model, the animations, the timing of this layer and its ancestors,
  /// and `mediaTime`: asking twice gives the same answer, and nothing is cached or removed.
  /// Animations that ended with `isRemovedOnCompletion` contribute nothing (F2). The values are
  /// exactly those of the same layer in ``LayerTree/presentation(at:)``.
  ///
  /// - Complexity: O(depth + n) for n animations on this layer; other layers' animations cost
  ///   nothing. No heap allocation.
  public func presentation(at mediaTime: Double) -> LayerProperties {
    presentation(atLocalTime: activeLocalTime(atMediaTime: mediaTime))
  }

  /// The presentation values at media time `mediaTime` had the model been `model`: what the
  /// layer showed just before a change, for the compatibility modules that decide an action
  /// as Core Animation's delegate does, before the change (I1).
  package func presentation(ofModel model: LayerProperties, at mediaTime: Double)
    -> LayerProperties
  {
    LayerTracks.presentation(
      animationState.tracks.store, animationState.tracks.list, of: model,
      at: activeLocalTime(atMediaTime: mediaTime))
  }

  /// The presentation values at the layer's local time `time`.
  func presentation(atLocalTime time: Double) -> LayerProperties {
    var values = model
    LayerTracks.apply(
      animationState.tracks.store, animationState.tracks.list, at: time, to: &values)
    return values
  }

  /// The presentation values now, at the clock's current media time (`presentationLayer`); for
  /// a layer without a clock, at media time 0 (see ``currentMediaTime``).
  public func presentation() -> LayerProperties {
    presentation(at: mediaNow)
  }
}
