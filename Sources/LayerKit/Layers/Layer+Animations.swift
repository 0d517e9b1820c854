extension Layer {
  /// Adds a copy of `animation` under `key`, like `addAnimation:forKey:` (<doc:Rules#L7>, T3, T11).
  ///
  /// The stored copy is resolved for this layer:
  /// - a duration ≤ 0 becomes the transaction's animation duration, 0.25 s by default (T3);
  /// - a `beginTime` of 0 becomes the layer's current local time, the "now" of the add (T11); a
  ///   non-zero one is already in the layer's local time space;
  /// - a basic or spring animation with none of from/to/by records the presentation value now
  ///   (B1).
  ///
  /// The animation is then compiled into the tracks the layer evaluates: keyframe tables and
  /// spline tangents are built here, once, and group children with a non-positive duration get
  /// the group's (T3).
  ///
  /// An animation already under `key` is replaced (removed) (L7). A `nil` key adds the animation
  /// without a key: it can be removed only with ``removeAllAnimations()``. A ``Transition`` is
  /// always stored under ``Transition/key``, `"transition"`, whatever `key` says (X1). Later
  /// changes to the caller's `animation` have no effect: it is a value.
  ///
  /// - Throws: ``ValidationError`` naming the first invalid field; nothing is added then.
  /// - Complexity: amortised O(log n) in the number n of animations on this layer (`key` looked
  ///   up among them) when it adds to the end of its tree's store, as a layer given one
  ///   animation after another does; O(n) when its tracks move there first (another layer
  ///   changed since) or it replaces an animation; plus the compilation (O(k) in the
  ///   animation's keyframes and children).
  public func add(_ animation: some LayerAnimation, forKey key: String?) throws {
    try add(animation, forKey: key, delegate: nil)
  }

  /// Adds a copy of `animation` under `key` with a delegate that hears of its start and stop,
  /// like setting `CAAnimation.delegate` before `addAnimation:forKey:` (<doc:Rules#E2>). The
  /// delegate is held until the animation stops. Otherwise the same as ``add(_:forKey:)``.
  ///
  /// Inside an open transaction, a non-positive duration takes the transaction's animation
  /// duration (T3), and the transaction's completion waits for the animation (I3).
  public func add(
    _ animation: some LayerAnimation, forKey key: String?, delegate: (any AnimationDelegate)?
  ) throws {
    try add(animation, forKey: key, delegate: delegate, beginTimeAsWritten: false)
  }

  /// ``add(_:forKey:delegate:)``, with a zero `beginTime` kept as the time 0 when
  /// `beginTimeAsWritten` (T11 does not apply): for the compatibility modules, whose callers
  /// compute absolute begin times, one of which may be 0.
  package func add(
    _ animation: some LayerAnimation, forKey key: String?, delegate: (any AnimationDelegate)?,
    beginTimeAsWritten: Bool
  ) throws {
    var resolved = animation.animation
    try resolved.validate()
    try resolved.requireProperties(of: model.kind)
    resolved.base.timing = resolved.base.timing.resolved(
      localNow: localTime(atMediaTime: mediaNow),
      duration: host?.animationDuration ?? MediaTiming.defaultDuration,
      zeroMeansNow: !beginTimeAsWritten)
    if case .group(let group) = resolved { resolved = .group(group.resolvingChildDurations()) }
    var startValue: AnimatableValue?
    if let (keyPath, valueFunction) = resolved.startRecordedWhenAdded {
      // "From the presentation value when added" (B1), in the value function's input space.
      let now = presentation()
      startValue =
        valueFunction.map { $0.input(from: now.transform(of: keyPath.property)) }
        ?? now[keyPath]
    }
    let model = self.model
    let compiled = try resolved.compile(startValue: startValue, current: { model[$0] })
    let key = resolved.isTransition ? Transition.key : key
    if let key, let old = animationState.entries.entryIndex(forKey: key) {
      let replaced = animationState.remove(at: old, model: model)
      stopped(replaced, finished: false, at: mediaNow)
    }
    let sequence: Int
    if let host {
      sequence = host.nextAnimationSequence()
    } else {
      let root = rootLayer
      sequence = root.nextSequence
      root.nextSequence = AnimationLedger.sequence(after: sequence)
    }
    let transaction = host?.openTransaction
    transaction?.animationWasAdded(sequence)
    let entry = animationState.append(
      key: key, animation: resolved, delegate: delegate, sequence: sequence,
      transaction: transaction, compiled: compiled, model: model, in: host?.trackStore)
    host?.animationsDidChange(on: self)
    host?.didAdd(entry, to: self)
  }

  /// The animation under `key` as stored (resolved by ``add(_:forKey:)``), like
  /// `animationForKey:`.
  public func animation(forKey key: String) -> Animation? {
    animationState.entries.entryIndex(forKey: key).map { animationState.entries[$0].animation }
  }

  /// The keys of the animations, in the order they were added (`animationKeys`). Animations
  /// added without a key are not listed.
  public func animationKeys() -> [String] {
    animationState.entries.compactMap(\.key)
  }

  /// The animations in the order they were added, with their keys.
  public var animations: [(key: String?, animation: Animation)] {
    animationState.entries.map { ($0.key, $0.animation) }
  }

  /// Removes the animation under `key` (`removeAnimationForKey:`), which then stops with
  /// `finished` false (<doc:Rules#E2>). Returns whether there was one; an unknown key changes
  /// nothing.
  @discardableResult
  public func removeAnimation(forKey key: String) -> Bool {
    guard let index = animationState.entries.entryIndex(forKey: key) else {
      return false
    }
    let removed = animationState.remove(at: index, model: model)
    host?.animationsDidChange(on: self)
    stopped(removed, finished: false, at: mediaNow)
    return true
  }

  /// Removes every animation (`removeAllAnimations`); each stops with `finished` false, in add
  /// order (<doc:Rules#E2>).
  public func removeAllAnimations() {
    let removed = animationState.removeAll()
    host?.animationsDidChange(on: self)
    let now = mediaNow
    for entry in removed { stopped(entry, finished: false, at: now) }
  }

  /// Removes the entry with add-order number `sequence` when it finishes with
  /// `isRemovedOnCompletion` (E2), or marks it finished to fill forwards. Returns the entry as
  /// it was, or `nil` when no such entry is here.
  func finish(_ sequence: Int) -> AnimationEntry? {
    guard let index = animationState.entries.entryIndex(forSequence: sequence) else { return nil }
    guard animationState.entries[index].isRemovedOnCompletion else {
      // It stays to fill; it will not stop again, and its delegate, held until it stopped, is
      // let go. (The entry as it was is kept apart, so the ledger changes in place.)
      let entry = animationState.entries.detachedEntry(at: index)
      animationState.keepFinished(at: index)
      return entry
    }
    let entry = animationState.remove(at: index, model: model)
    host?.animationsDidChange(on: self)
    return entry
  }

  /// Marks the entry with add-order number `sequence` as started; returns it, or `nil`.
  func start(_ sequence: Int) -> AnimationEntry? {
    guard let index = animationState.entries.entryIndex(forSequence: sequence)
    else { return nil }
    animationState.start(at: index)
    return animationState.entries[index]
  }

  /// Delivers the stop of an animation that has left this layer, or finished on it: to its
  /// delegate, the tree, and its transaction (E2, I3). An animation that already stopped (it
  /// finished and stayed to fill) does not stop twice. One removed before it started stops
  /// without having started. The delegate is let go: it was held until the animation stopped.
  func stopped(_ entry: AnimationEntry, finished: Bool, at time: Double) {
    guard entry.state != .finished else { return }
    let event = AnimationEvent(
      time: time, layerName: name, layer: ObjectIdentifier(self), key: entry.key,
      kind: .didStop(finished: finished), animation: entry.animation)
    if let host {
      host.deliver(event, on: self, to: entry.delegate)
    } else {
      entry.delegate?.animationDidStop(event, layer: self, finished: finished)
    }
    entry.transaction?.animationDidStop(entry.sequence)
  }
}

extension Animation {
  /// Throws unless every property the animation (and its children) animates is one a layer of
  /// `kind` has (<doc:Rules#Y7>), naming the key path.
  package func requireProperties(of kind: LayerKind) throws {
    var stack = [(self, "")]
    while let (animation, path) = stack.popLast() {
      switch animation {
      case .group(let group):
        for (i, child) in group.animations.enumerated() {
          stack.append((child, path + "animations[\(i)]."))
        }
      case .basic, .keyframe, .spring, .transition:
        guard let keyPath = animation.keyPath, !keyPath.property.belongs(to: kind) else { continue }
        throw ValidationError(
          field: path + "keyPath",
          reason:
            "'\(keyPath)' is a property of \(keyPath.property.layerKind.rawValue) layers, not of \(kind.withArticle) (Y7)"
        )
      }
    }
  }
}
