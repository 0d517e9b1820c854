/// One animation on a layer, with what the layer keeps about it.
struct AnimationEntry {
  /// Where the animation is in its life (SEMANTICS E2).
  enum State {
    /// Added, its active interval not yet begun.
    case pending
    /// Started (`didStart` delivered).
    case active
    /// Ended but kept to fill forwards (`didStop` delivered).
    case finished
  }

  var key: String?
  var animation: Animation
  var delegate: (any AnimationDelegate)?
  /// The add order across the tree, for ordering events at equal times (E2).
  var sequence: Int
  var state: State = .pending
  /// The transaction it was added in, whose completion waits for it (I3).
  var transaction: TransactionScope?
}

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
    try add(animation, forKey: key, delegate: nil)
  }

  /// Adds a copy of `animation` under `key` with a delegate that hears of its start and stop,
  /// like setting `CAAnimation.delegate` before `addAnimation:forKey:` (SEMANTICS E2). The
  /// delegate is held until the animation stops. Otherwise the same as ``add(_:forKey:)``.
  ///
  /// Inside an open transaction, a non-positive duration takes the transaction's animation
  /// duration (T3), and the transaction's completion waits for the animation (I3).
  public func add(
    _ animation: some LayerAnimation, forKey key: String?, delegate: (any AnimationDelegate)?
  ) throws {
    var resolved = animation.animation
    try resolved.validate()
    let tree = rootLayer.ownerTree
    if resolved.timing.duration <= 0 {
      resolved.timing.duration = tree?.currentAnimationDuration ?? MediaTiming.defaultDuration
    }
    if resolved.timing.beginTime == 0 { resolved.timing.beginTime = currentLocalTime }
    resolved = resolved.prepared { presentation() }
    let key = resolved.isTransition ? Transition.key : key
    if let key, let old = entries.firstIndex(where: { $0.key == key }) {
      let replaced = entries.remove(at: old)
      stopped(replaced, finished: false, at: currentMediaTime)
    }
    let root = rootLayer
    let entry = AnimationEntry(
      key: key, animation: resolved, delegate: delegate, sequence: root.nextSequence,
      transaction: tree?.openScope)
    root.nextSequence += 1
    entry.transaction?.pending.insert(entry.sequence)
    entries.append(entry)
    tree?.didAdd(entry, to: self)
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
  public var animations: [(key: String?, animation: Animation)] {
    entries.map { ($0.key, $0.animation) }
  }

  /// Removes the animation under `key` (`removeAnimationForKey:`), which then stops with
  /// `finished` false (SEMANTICS E2). Returns whether there was one; an unknown key changes
  /// nothing.
  @discardableResult
  public func removeAnimation(forKey key: String) -> Bool {
    guard let index = entries.firstIndex(where: { $0.key == key }) else { return false }
    let removed = entries.remove(at: index)
    stopped(removed, finished: false, at: currentMediaTime)
    return true
  }

  /// Removes every animation (`removeAllAnimations`); each stops with `finished` false, in add
  /// order (SEMANTICS E2).
  public func removeAllAnimations() {
    let removed = entries
    entries.removeAll()
    let now = currentMediaTime
    for entry in removed { stopped(entry, finished: false, at: now) }
  }

  /// Delivers the stop of an animation that has left this layer: to its delegate, the tree's
  /// delegate and log, and its transaction (E2, I3). An animation that already stopped (it
  /// finished and stayed to fill) does not stop twice. One removed before it started stops
  /// without having started.
  func stopped(_ entry: AnimationEntry, finished: Bool, at time: Double) {
    guard entry.state != .finished else { return }
    let event = AnimationEvent(
      time: time, layerName: name, layer: ObjectIdentifier(self), key: entry.key,
      kind: .didStop(finished: finished), animation: entry.animation)
    let tree = rootLayer.ownerTree
    tree?.log(event)
    entry.delegate?.animationDidStop(event, layer: self, finished: finished)
    tree?.delegate?.animationDidStop(event, layer: self, finished: finished)
    if let scope = entry.transaction {
      scope.pending.remove(entry.sequence)
      scope.completeIfDone()
    }
  }
}

extension Animation {
  /// Whether this is a transition, which a layer stores under ``Transition/key``.
  var isTransition: Bool {
    if case .transition = self { return true }
    return false
  }
}
