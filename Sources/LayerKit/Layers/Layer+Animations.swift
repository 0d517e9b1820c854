extension Layer {
  /// Adds a copy of `animation` under `key`, like `addAnimation:forKey:` (SEMANTICS L7, T3, T11).
  ///
  /// The stored copy is resolved for this layer:
  /// - a duration ≤ 0 becomes ``MediaTiming/defaultDuration``, 0.25 s (T3);
  /// - a `beginTime` of 0 becomes the layer's current local time, the "now" of the add (T11); a
  ///   non-zero one is already in the layer's local time space;
  /// - a basic or spring animation with none of from/to/by records the presentation value now
  ///   (B1);
  /// - keyframe animations get their arc-length tables and spline tangents, and group children
  ///   with a non-positive duration the group's (T3).
  ///
  /// An animation already under `key` is replaced (removed) (L7). A `nil` key adds the animation
  /// without a key: it can be removed only with ``removeAllAnimations()``. A ``Transition`` is
  /// always stored under ``Transition/key``, `"transition"`, whatever `key` says (X1). Later changes to the
  /// caller's `animation` have no effect: it is a value.
  ///
  /// - Throws: ``ValidationError`` naming the first invalid field; nothing is added then.
  /// - Complexity: O(n) in the number of animations on this layer.
  public func add(_ animation: some LayerAnimation, forKey key: String?) throws {
    var resolved = animation.animation
    try resolved.validate()
    if resolved.timing.duration <= 0 { resolved.timing.duration = MediaTiming.defaultDuration }
    if resolved.timing.beginTime == 0 { resolved.timing.beginTime = currentLocalTime }
    switch resolved {
    case .basic(var basic)
    where basic.fromValue == nil && basic.toValue == nil && basic.byValue == nil:
      basic.presentationWhenAdded = basic.currentValue(in: presentation())
      resolved = .basic(basic)
    case .spring(var spring)
    where spring.basic.fromValue == nil && spring.basic.toValue == nil
      && spring.basic.byValue == nil:
      spring.basic.presentationWhenAdded = spring.basic.currentValue(in: presentation())
      resolved = .spring(spring)
    default:
      resolved = resolved.resolvedForGroup()
    }
    let key = resolved.isTransition ? Transition.key : key
    if let key { entries.removeAll { $0.key == key } }
    entries.append((key, resolved))
  }

  /// The animation under `key` as stored (resolved by ``add(_:forKey:)``), like
  /// `animationForKey:`.
  public func animation(forKey key: String) -> Animation? {
    entries.first { $0.key == key }?.animation
  }

  /// The keys of the animations, in the order they were added (`animationKeys`). Animations
  /// added without a key are not listed.
  public func animationKeys() -> [String] {
    entries.compactMap(\.key)
  }

  /// The animations in the order they were added, with their keys.
  public var animations: [(key: String?, animation: Animation)] { entries }

  /// Removes the animation under `key` (`removeAnimationForKey:`). Returns whether there was one.
  @discardableResult
  public func removeAnimation(forKey key: String) -> Bool {
    let count = entries.count
    entries.removeAll { $0.key == key }
    return entries.count != count
  }

  /// Removes every animation (`removeAllAnimations`).
  public func removeAllAnimations() {
    entries.removeAll()
  }
}

extension Animation {
  /// Whether this is a transition, which a layer stores under ``Transition/key``.
  var isTransition: Bool {
    if case .transition = self { return true }
    return false
  }
}
