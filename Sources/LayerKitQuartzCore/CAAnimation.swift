#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  /// Something a layer runs when a property changes, as Core Animation's `CAAction`: an
  /// animation, `NSNull()` for none, or an object of your own (rule I4).
  public protocol CAAction: AnyObject {
    /// Runs the action for a change of `event` on `anObject`, the layer
    /// (`run(forKey:object:arguments:)`): an animation adds itself to the layer under `event`.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
  }

  extension CAAction {
    /// Does nothing (`NSNull` runs nothing).
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
    {}
  }

  extension NSNull: CAAction {}

  /// Hears of an animation's start and stop, as Core Animation's `CAAnimationDelegate`
  /// (rule E2). Both methods do nothing unless implemented.
  public protocol CAAnimationDelegate: AnyObject {
    /// The animation's active interval began (`animationDidStart(_:)`).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended (`finished` true) or was removed early (`animationDidStop(_:finished:)`).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
  }

  extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
  }

  /// The base of the animation classes, as Core Animation's `CAAnimation`: media timing, a
  /// timing function, a delegate, removal on completion. Reference semantics; a layer adds a
  /// copy (rule L7), so changing the animation afterwards changes nothing that runs.
  open class CAAnimation: NSObject, NSCopying, CAMediaTiming, CAAction {
    /// When the animation starts, in the layer's time; 0 means when added (T11).
    public var beginTime: CFTimeInterval = 0
    /// Whether a ``beginTime`` of 0 is the time 0 rather than "now" (T11): LayerKit only, for
    /// the compatibility modules, which compute absolute begin times (a property animator's).
    package var beginTimeIsAsWritten = false
    /// One cycle's length; 0 takes the transaction's, 0.25 s by default (T3).
    public var duration: CFTimeInterval = 0
    /// The rate of the animation's time.
    public var speed: Float = 1
    /// An offset into the animation's time (T6).
    public var timeOffset: CFTimeInterval = 0
    /// How many cycles run (T5).
    public var repeatCount: Float = 0
    /// How long the cycles run for (T5).
    public var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle plays back after playing forward (T4).
    public var autoreverses = false
    /// What shows outside the active interval (F1, F2).
    public var fillMode: CAMediaTimingFillMode = .removed
    /// The pacing of each cycle; `nil` is linear (TF7).
    public var timingFunction: CAMediaTimingFunction?
    /// Hears of start and stop; held strongly, as Core Animation does, until the animation stops.
    public var delegate: (any CAAnimationDelegate)?
    /// Whether the animation leaves the layer when it ends (F2); `true` by default.
    public var isRemovedOnCompletion = true
    /// What ``setValue(_:forKey:)`` stored under keys that name no property.
    private var keyedValues: [String: Any] = [:]

    /// An animation with Core Animation's defaults.
    public required override init() { super.init() }

    /// Adds the animation to `anObject`, a layer, under `event`
    /// (`run(forKey:object:arguments:)`): how an action that is an animation runs (I4).
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
      (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// A copy of every field (`copy()`), as Core Animation makes when an animation is added.
    open func copy(with zone: NSZone? = nil) -> Any {
      let copy = type(of: self).init()
      copy.copyFields(from: self)
      return copy
    }

    /// Copies the fields of `other` into this animation; subclasses add their own and call
    /// `super`.
    open func copyFields(from other: CAAnimation) {
      beginTime = other.beginTime
      beginTimeIsAsWritten = other.beginTimeIsAsWritten
      duration = other.duration
      speed = other.speed
      timeOffset = other.timeOffset
      repeatCount = other.repeatCount
      repeatDuration = other.repeatDuration
      autoreverses = other.autoreverses
      fillMode = other.fillMode
      timingFunction = other.timingFunction
      delegate = other.delegate
      isRemovedOnCompletion = other.isRemovedOnCompletion
      keyedValues = other.keyedValues
    }

    // MARK: Key-value coding

    /// The value for `key` (`value(forKey:)`): the property of that Objective-C name
    /// (`"duration"`, `"removedOnCompletion"`, `"fromValue"`, …; numbers and flags as
    /// `NSNumber`), else what ``setValue(_:forKey:)`` stored under it, else `nil`.
    open func value(forKey key: String) -> Any? {
      if let property = keyedProperty(key) { return property.get() }
      return keyedValues[key]
    }

    /// Sets the property that `key` names, or stores `value` under a key that names none
    /// (`setValue(_:forKey:)`), as Core Animation's animations keep any key: a tag read back in
    /// the delegate, which hears of the copy a layer added (L7, E2), stored keys included. A
    /// value the property cannot take (another type, or `nil` for a number) leaves it as it
    /// was; a strict world (`CAMediaClock.withIsolatedWorld(onRefusal:_:)`) hears why, where
    /// Core Animation would raise an exception.
    open func setValue(_ value: Any?, forKey key: String) {
      guard let property = keyedProperty(key) else {
        keyedValues[key] = value
        return
      }
      if let problem = property.set(value) {
        CAWorld.current.refused(
          "a \(type(of: self)): setValue(_:forKey: \"\(key)\"): \(problem), got \(CAValue.given(value))"
        )
      }
    }

    /// The media timing in LayerKit's terms.
    var timing: MediaTiming {
      MediaTiming(
        beginTime: beginTime, duration: duration, speed: Double(speed), timeOffset: timeOffset,
        repeatCount: Double(repeatCount), repeatDuration: repeatDuration,
        autoreverses: autoreverses, fillMode: FillMode(rawValue: fillMode.rawValue) ?? .removed)
    }

    /// The animation in LayerKit's terms, without the common fields; subclasses override it.
    ///
    /// - Throws: `ValidationError` for what LayerKit cannot run (a plain `CAAnimation` has no
    ///   effect of its own).
    open func makeAnimation() throws -> Animation {
      throw ValidationError(
        field: "", reason: "a \(type(of: self)) has nothing to animate; use one of its subclasses")
    }

    /// The animation in LayerKit's terms, common fields included.
    func layerKitAnimation() throws -> Animation {
      withCommonFields(try makeAnimation())
    }

    /// `animation` with this animation's common fields: its timing, timing function and
    /// removal flag.
    func withCommonFields(_ animation: Animation) -> Animation {
      var animation = animation
      animation.base.timing = timing
      animation.base.timingFunction = timingFunction?.function
      animation.base.isRemovedOnCompletion = isRemovedOnCompletion
      return animation
    }
  }

  /// An animation of one key path, as Core Animation's `CAPropertyAnimation`.
  open class CAPropertyAnimation: CAAnimation {
    /// The key path animated (`"position.x"`, `"transform.rotation.z"`, …; rule L5).
    public var keyPath: String?
    /// Whether the value adds to the one below (B2).
    public var isAdditive = false
    /// Whether each repeat builds on the last (B3).
    public var isCumulative = false
    /// Turns interpolated numbers into a transform (B4).
    public var valueFunction: CAValueFunction?

    /// An animation of `path` (`init(keyPath:)`).
    public convenience init(keyPath path: String?) {
      self.init()
      keyPath = path
    }

    open override func copyFields(from other: CAAnimation) {
      super.copyFields(from: other)
      guard let other = other as? CAPropertyAnimation else { return }
      keyPath = other.keyPath
      isAdditive = other.isAdditive
      isCumulative = other.isCumulative
      valueFunction = other.valueFunction
    }

    /// The parsed key path.
    func parsedKeyPath() throws -> AnimatableKeyPath {
      guard let keyPath else {
        throw ValidationError(field: "keyPath", reason: "is not set")
      }
      return try AnimatableKeyPath(parsing: keyPath)
    }

    /// Sets the property fields every property animation shares on `animation`.
    func fill<A: PropertyAnimation>(_ animation: inout A) throws {
      animation.keyPath = try parsedKeyPath()
      animation.isAdditive = isAdditive
      animation.isCumulative = isCumulative
      animation.valueFunction = valueFunction?.function
    }
  }

  /// An animation between two values, as Core Animation's `CABasicAnimation` (rules B1–B4).
  ///
  ///     let fade = CABasicAnimation(keyPath: "opacity")
  ///     fade.fromValue = 1
  ///     fade.toValue = 0
  ///     fade.duration = 2
  ///     layer.add(fade, forKey: "fade")
  open class CABasicAnimation: CAPropertyAnimation {
    /// The start value, of the key path's type (`CGFloat`, `CGPoint`, `NSValue`, `CGColor`, …).
    public var fromValue: Any?
    /// The end value.
    public var toValue: Any?
    /// The change.
    public var byValue: Any?

    open override func copyFields(from other: CAAnimation) {
      super.copyFields(from: other)
      guard let other = other as? CABasicAnimation else { return }
      fromValue = other.fromValue
      toValue = other.toValue
      byValue = other.byValue
    }

    open override func makeAnimation() throws -> Animation {
      var basic = BasicAnimation(keyPath: .opacity)
      try fill(&basic)
      (basic.fromValue, basic.toValue, basic.byValue) = try values(of: basic.valueKind)
      return .basic(basic)
    }

    /// `fromValue`, `toValue` and `byValue` read as values of `kind`.
    func values(of kind: ValueKind) throws -> (AnimatableValue?, AnimatableValue?, AnimatableValue?)
    {
      func read(_ value: Any?, _ field: String) throws -> AnimatableValue? {
        try value.map { try CAValue.read($0, as: kind, field: field) }
      }
      return (
        try read(fromValue, "fromValue"), try read(toValue, "toValue"), try read(byValue, "byValue")
      )
    }
  }

  /// A spring, as Core Animation's `CASpringAnimation` (rules S1–S6).
  open class CASpringAnimation: CABasicAnimation {
    /// The mass (1).
    public var mass: CGFloat = 1
    /// The stiffness (100).
    public var stiffness: CGFloat = 100
    /// The damping (10).
    public var damping: CGFloat = 10
    /// The initial velocity, in from→to distances per second (0).
    public var initialVelocity: CGFloat = 0
    /// Whether an overdamped spring is computed as such (S3).
    public var allowsOverdamping = false

    /// A spring described by its perceptual duration and bounce
    /// (`init(perceptualDuration:bounce:)`, S6), whose `duration` is then its
    /// ``settlingDuration``; a bounce outside [−1, 1] or a duration that is not positive keeps
    /// the default spring (and duration 0).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
      self.init()
      guard
        let spring = try? SpringAnimation(
          keyPath: .opacity, perceptualDuration: perceptualDuration, bounce: Double(bounce))
      else { return }
      mass = CGFloat(spring.mass)
      stiffness = CGFloat(spring.stiffness)
      damping = CGFloat(spring.damping)
      allowsOverdamping = spring.allowsOverdamping
      duration = spring.base.timing.duration
    }

    /// How long the spring takes to come to rest (`settlingDuration`, S4).
    public var settlingDuration: CFTimeInterval { spring.settlingDuration }

    private var spring: SpringAnimation {
      var spring = SpringAnimation(keyPath: .opacity)
      spring.mass = Double(mass)
      spring.stiffness = Double(stiffness)
      spring.damping = Double(damping)
      spring.initialVelocity = Double(initialVelocity)
      spring.allowsOverdamping = allowsOverdamping
      return spring
    }

    open override func copyFields(from other: CAAnimation) {
      super.copyFields(from: other)
      guard let other = other as? CASpringAnimation else { return }
      mass = other.mass
      stiffness = other.stiffness
      damping = other.damping
      initialVelocity = other.initialVelocity
      allowsOverdamping = other.allowsOverdamping
    }

    open override func makeAnimation() throws -> Animation {
      var result = spring
      try fill(&result)
      (result.fromValue, result.toValue, result.byValue) = try values(of: result.valueKind)
      return .spring(result)
    }
  }

  /// An animation through keyframes or along a path, as Core Animation's `CAKeyframeAnimation`
  /// (rules K1–K9, P1–P6).
  open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    public var values: [Any]?
    /// A path to follow, for point key paths; it takes the place of `values`.
    public var path: CGPath?
    /// When each keyframe is reached, as fractions of a cycle.
    public var keyTimes: [NSNumber]?
    /// The pacing of each segment.
    public var timingFunctions: [CAMediaTimingFunction]?
    /// How the keyframes are joined (`.linear` by default).
    public var calculationMode: CAAnimationCalculationMode = .linear
    /// The tension of the cubic modes, per keyframe.
    public var tensionValues: [NSNumber]?
    /// The continuity of the cubic modes, per keyframe.
    public var continuityValues: [NSNumber]?
    /// The bias of the cubic modes, per keyframe.
    public var biasValues: [NSNumber]?
    /// Whether the layer turns with the path (K9).
    public var rotationMode: CAAnimationRotationMode?

    open override func copyFields(from other: CAAnimation) {
      super.copyFields(from: other)
      guard let other = other as? CAKeyframeAnimation else { return }
      values = other.values
      path = other.path?.copy()
      keyTimes = other.keyTimes
      timingFunctions = other.timingFunctions
      calculationMode = other.calculationMode
      tensionValues = other.tensionValues
      continuityValues = other.continuityValues
      biasValues = other.biasValues
      rotationMode = other.rotationMode
    }

    open override func makeAnimation() throws -> Animation {
      guard let mode = CalculationMode(rawValue: calculationMode.rawValue) else {
        throw ValidationError(
          field: "calculationMode", reason: "unknown mode '\(calculationMode.rawValue)'")
      }
      var keyframe = KeyframeAnimation(keyPath: .opacity, calculationMode: mode)
      try fill(&keyframe)
      let kind = keyframe.valueKind
      keyframe.values = try (values ?? []).enumerated().map { index, value in
        try CAValue.read(value, as: kind, field: "values[\(index)]")
      }
      keyframe.path = path?.path
      keyframe.keyTimes = keyTimes?.map(\.doubleValue)
      keyframe.timingFunctions = timingFunctions?.map(\.function)
      keyframe.tensionValues = tensionValues?.map(\.doubleValue)
      keyframe.continuityValues = continuityValues?.map(\.doubleValue)
      keyframe.biasValues = biasValues?.map(\.doubleValue)
      if let rotationMode {
        guard let mode = RotationMode(rawValue: rotationMode.rawValue) else {
          throw ValidationError(
            field: "rotationMode", reason: "unknown mode '\(rotationMode.rawValue)'")
        }
        keyframe.rotationMode = mode
      }
      return .keyframe(keyframe)
    }
  }

  /// Animations that run together, as Core Animation's `CAAnimationGroup` (rules G1–G3).
  open class CAAnimationGroup: CAAnimation {
    /// The animations of the group.
    public var animations: [CAAnimation]?

    deinit {
      // Freeing a chain of groups nested thousands deep would recurse as deep: take the
      // children of every group that nothing else holds apart here, one level at a time.
      var pending = animations ?? []
      animations = nil
      while var child = pending.popLast() {
        guard isKnownUniquelyReferenced(&child), let group = child as? CAAnimationGroup else {
          continue
        }
        pending += group.animations ?? []
        group.animations = nil
      }
    }

    open override func copyFields(from other: CAAnimation) {
      super.copyFields(from: other)
      guard let other = other as? CAAnimationGroup else { return }
      // A group that contains itself, or nests deeper than a layer accepts, has no deep copy:
      // its children are shared, and adding it to a layer reports why (G1).
      guard other.nestingProblem == nil else {
        animations = other.animations
        return
      }
      animations = other.animations?.compactMap { $0.copy() as? CAAnimation }
    }

    /// Why the group cannot be added, if it contains itself (at any depth) or nests groups
    /// deeper than ``AnimationGroup/maximumNestingDepth``. Found without recursion, visiting
    /// each group once however often it is shared.
    var nestingProblem: ValidationError? {
      // Depth first, each group entered, then finished once its child groups are: `levels`
      // holds the finished groups' nesting, `entered` the groups on the way down.
      var levels: [ObjectIdentifier: Int] = [:]
      var entered: Set<ObjectIdentifier> = []
      var pending: [(group: CAAnimationGroup, finishing: Bool)] = [(self, false)]
      while let (group, finishing) = pending.popLast() {
        let id = ObjectIdentifier(group)
        let children = (group.animations ?? []).compactMap { $0 as? CAAnimationGroup }
        if finishing {
          entered.remove(id)
          let level = 1 + children.reduce(0) { max($0, levels[ObjectIdentifier($1)] ?? 0) }
          guard level <= AnimationGroup.maximumNestingDepth else {
            return ValidationError(
              field: "animations",
              reason: "groups nest deeper than \(AnimationGroup.maximumNestingDepth) levels")
          }
          levels[id] = level
          continue
        }
        guard levels[id] == nil else { continue }
        guard entered.insert(id).inserted else {
          return ValidationError(field: "animations", reason: "the group contains itself")
        }
        pending.append((group, true))
        for child in children where levels[ObjectIdentifier(child)] == nil {
          pending.append((child, false))
        }
      }
      return nil
    }

    open override func makeAnimation() throws -> Animation {
      if let problem = nestingProblem { throw problem }
      var group = AnimationGroup()
      group.animations = try (animations ?? []).enumerated().map { index, child in
        do { return try child.layerKitAnimation() } catch let error as ValidationError {
          throw error.inside("animations[\(index)]")
        }
      }
      return .group(group)
    }
  }

  /// A transition between a layer's states, as Core Animation's `CATransition` (rule X1).
  open class CATransition: CAAnimation {
    /// The kind of transition (`.fade` by default).
    public var type: CATransitionType = .fade
    /// Its direction.
    public var subtype: CATransitionSubtype?
    /// Where the progress starts (0).
    public var startProgress: Float = 0
    /// Where the progress ends (1).
    public var endProgress: Float = 1

    open override func copyFields(from other: CAAnimation) {
      super.copyFields(from: other)
      guard let other = other as? CATransition else { return }
      type = other.type
      subtype = other.subtype
      startProgress = other.startProgress
      endProgress = other.endProgress
    }

    open override func makeAnimation() throws -> Animation {
      var transition = Transition()
      guard let kind = TransitionType(rawValue: type.rawValue) else {
        throw ValidationError(field: "type", reason: "unknown type '\(type.rawValue)'")
      }
      transition.type = kind
      if let subtype {
        guard let direction = TransitionSubtype(rawValue: subtype.rawValue) else {
          throw ValidationError(field: "subtype", reason: "unknown subtype '\(subtype.rawValue)'")
        }
        transition.subtype = direction
      }
      transition.startProgress = Double(startProgress)
      transition.endProgress = Double(endProgress)
      return .transition(transition)
    }
  }
#endif
