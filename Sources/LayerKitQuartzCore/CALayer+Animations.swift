#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  /// Animations on a `CALayer` (rules L7, E2) and the copies LayerKit makes of layers.
  extension CALayer {
    /// The animation running under `key`, as it was added (`animation(forKey:)`).
    public func animation(forKey key: String) -> CAAnimation? {
      world.locked { _ in base.animation(forKey: key) == nil ? nil : added[key] }
    }

    /// The keys of the running animations, in the order added; `nil` when there are none
    /// (`animationKeys()`).
    public func animationKeys() -> [String]? {
      let keys = world.locked { _ in base.animationKeys() }
      return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key` (what ``removeAnimation(forKey:)`` does unless
    /// overridden); its delegate hears it stopped unfinished (E2).
    func removeAdded(forKey key: String) {
      world.locked { _ in
        _ = base.removeAnimation(forKey: key)
        added[key] = nil
      }
    }

    /// Removes every animation (what ``removeAllAnimations()`` does unless overridden).
    func removeAllAdded() {
      world.locked { _ in
        base.removeAllAnimations()
        added.removeAll()
      }
    }

    /// Adds a copy of `animation` under `key` (what ``add(_:forKey:)`` does unless overridden).
    /// Property animations of key paths this layer does not animate run as iOS runs them: they
    /// animate nothing and still start and stop; they are reported as refusals, so that a strict
    /// world and the testing library see the typo.
    func addCopy(of animation: CAAnimation, forKey key: String?) {
      guard let copy = animation.copy() as? CAAnimation else { return }
      let call = "add(_:forKey: \(key.map { "\"\($0)\"" } ?? "nil"))"
      world.locked { _ in
        do {
          var unknown: [ValidationError] = []
          let converted = try copy.layerKitAnimation(on: base.kind, unknown: &unknown)
          world.ensureTransaction()
          let adapter = AnimationDelegateAdapter(layer: self, key: key, animation: copy)
          try base.add(
            converted, forKey: key, delegate: adapter,
            beginTimeAsWritten: copy.beginTimeIsAsWritten)
          if let key { added[key] = copy }
          lastAnimationError = nil
          for problem in unknown {
            refuse(problem, in: call)
          }
        } catch {
          refuse(error, in: call)
        }
      }
    }

    /// Forgets `animation`, added under `key`, once LayerKit no longer runs it there (it ended
    /// and was removed, or was removed or replaced); one kept to fill forwards stays listed.
    func forget(_ animation: CAAnimation, forKey key: String) {
      world.locked { _ in
        guard added[key] === animation, base.animation(forKey: key) == nil else { return }
        added[key] = nil
      }
    }

    /// Whether `animation` can run on this layer: Core Animation's fields convert, and the
    /// animation is valid for the layer's kind. When it cannot, the refusal is kept as
    /// ``add(_:forKey:)`` keeps one, naming `call`; a view's action asks before it counts the
    /// animation towards its block's completion.
    package func accepts(_ animation: CAAnimation, in call: String) -> Bool {
      world.locked { _ in
        do {
          let converted = try animation.layerKitAnimation()
          try converted.validate()
          try converted.requireProperties(of: base.kind)
          return true
        } catch {
          refuse(error, in: call)
          return false
        }
      }
    }

    /// A new instance of the class this is called on: a copy of `source` made by its
    /// `init(layer:)`, or for `nil` a new layer made by its `init()`; `nil` for a class of
    /// yours that is not ``LayerKitConstructible`` (Swift makes instances of a class known only at
    /// run time through `required` initializers alone; see there).
    static func instance(copying source: CALayer?) -> CALayer? {
      if let constructible = self as? any LayerKitConstructible.Type {
        return constructible.layerKitInstance(copying: source)
      }
      switch ObjectIdentifier(self) {
      case ObjectIdentifier(CALayer.self): return source.map(CALayer.init(layer:)) ?? CALayer()
      case ObjectIdentifier(CAShapeLayer.self):
        return source.map(CAShapeLayer.init(layer:)) ?? CAShapeLayer()
      case ObjectIdentifier(CAGradientLayer.self):
        return source.map(CAGradientLayer.init(layer:)) ?? CAGradientLayer()
      case ObjectIdentifier(CAReplicatorLayer.self):
        return source.map(CAReplicatorLayer.init(layer:)) ?? CAReplicatorLayer()
      case ObjectIdentifier(CATextLayer.self):
        return source.map(CATextLayer.init(layer:)) ?? CATextLayer()
      default: return nil
      }
    }

    /// A new layer for a view whose `layerClass` is `type` (made by its `init()`), or, for a
    /// class LayerKit cannot make (see ``LayerKitConstructible``), a layer of LayerKit's class of
    /// the same kind.
    package static func makeLayer(of type: CALayer.Type) -> CALayer {
      if let made = type.instance(copying: nil) { return made }
      switch type.layerKitKind {
      case .layer: return CALayer()
      case .shape: return CAShapeLayer()
      case .gradient: return CAGradientLayer()
      case .replicator: return CAReplicatorLayer()
      case .text: return CATextLayer()
      }
    }
  }

  extension CAAnimation {
    /// The animation in LayerKit's terms for a layer of `kind`, with every property animation of
    /// a key path such a layer does not animate (a typo, another kind's property) turned into a
    /// stand-in that animates nothing but keeps its timing: an empty group, which starts and
    /// stops as the animation would on iOS. Why each one animates nothing is added to `unknown`.
    func layerKitAnimation(on kind: LayerKind, unknown: inout [ValidationError]) throws
      -> Animation
    {
      if let property = self as? CAPropertyAnimation {
        let problem: ValidationError?
        if let keyPath = property.keyPath, let path = AnimatableKeyPath(exactly: keyPath) {
          problem = path.property.belongs(to: kind) ? nil : property.kindProblem(path, kind)
        } else {
          problem = property.keyPathProblem
        }
        if let problem {
          unknown.append(problem)
          var inert = Animation.group(AnimationGroup())
          inert.base.timing = timing
          inert.base.isRemovedOnCompletion = isRemovedOnCompletion
          return inert
        }
      }
      if let group = self as? CAAnimationGroup {
        if let problem = group.nestingProblem { throw problem }
        var converted = AnimationGroup()
        converted.animations = try (group.animations ?? []).enumerated().map { index, child in
          do {
            var found: [ValidationError] = []
            defer { unknown += found.map { $0.inside("animations[\(index)]") } }
            return try child.layerKitAnimation(on: kind, unknown: &found)
          } catch let error as ValidationError {
            throw error.inside("animations[\(index)]")
          }
        }
        return withCommonFields(.group(converted))
      }
      return try layerKitAnimation()
    }
  }

  extension CAPropertyAnimation {
    /// Why the animation's key path names no animatable property: not set, or unknown (with its
    /// did-you-mean).
    var keyPathProblem: ValidationError {
      do {
        _ = try parsedKeyPath()
        return ValidationError(field: "keyPath", reason: "names nothing LayerKit animates")
      } catch let error as ValidationError {
        return error
      } catch {
        return ValidationError(field: "keyPath", reason: "\(error)")
      }
    }

    /// Why `path` animates nothing on a layer of `kind`: it is another kind's property (Y7).
    func kindProblem(_ path: AnimatableKeyPath, _ kind: LayerKind) -> ValidationError {
      ValidationError(
        field: "keyPath",
        reason:
          "'\(path)' is a property of \(path.property.layerKind.rawValue) layers, not of \(kind.withArticle) (Y7)"
      )
    }
  }

  /// Routes LayerKit's animation events to the Core Animation delegate of the animation that
  /// was added, outside the world's lock (``CAWorld``), and lets the layer forget the animation
  /// once it has left (so that nothing of a finished animation, its strong delegate above all,
  /// outlives it).
  final class AnimationDelegateAdapter: AnimationDelegate {
    private weak var layer: CALayer?
    private let key: String?
    let animation: CAAnimation

    init(layer: CALayer, key: String?, animation: CAAnimation) {
      self.layer = layer
      self.key = key
      self.animation = animation
    }

    func animationDidStart(_ event: AnimationEvent, layer _: Layer) {
      guard let delegate = animation.delegate, let world = layer?.world else { return }
      let animation = animation
      world.queueCallback { delegate.animationDidStart(animation) }
    }

    func animationDidStop(_ event: AnimationEvent, layer _: Layer, finished: Bool) {
      guard let layer else { return }
      if let key { layer.forget(animation, forKey: key) }
      guard let delegate = animation.delegate else { return }
      let animation = animation
      layer.world.queueCallback { delegate.animationDidStop(animation, finished: finished) }
    }
  }
#endif
