/// Any animation a layer can run.
///
/// The closed set of Core Animation's concrete animation classes, as a value. Layers keep the
/// animations they were given in this form (``Layer/animation(forKey:)``) and evaluate compiled
/// tracks made from it when it was added, so nothing here is on the evaluator's path.
public indirect enum Animation: Hashable, Sendable {
  /// A `CABasicAnimation`.
  case basic(BasicAnimation)
  /// A `CAKeyframeAnimation`.
  case keyframe(KeyframeAnimation)
  /// A `CASpringAnimation`.
  case spring(SpringAnimation)
  /// A `CAAnimationGroup`.
  case group(AnimationGroup)
  /// A `CATransition`.
  case transition(Transition)
}

extension Animation: LayerAnimation {
  /// The common fields of the wrapped animation.
  public var base: AnimationBase {
    get {
      switch self {
      case .basic(let a): a.base
      case .keyframe(let a): a.base
      case .spring(let a): a.base
      case .group(let a): a.base
      case .transition(let a): a.base
      }
    }
    set {
      switch self {
      case .basic(var a): a.base = newValue; self = .basic(a)
      case .keyframe(var a): a.base = newValue; self = .keyframe(a)
      case .spring(var a): a.base = newValue; self = .spring(a)
      case .group(var a): a.base = newValue; self = .group(a)
      case .transition(var a): a.base = newValue; self = .transition(a)
      }
    }
  }

  /// `self`.
  public var animation: Animation { self }

  /// The wrapped animation as the protocol every kind conforms to.
  var wrapped: any LayerAnimation {
    switch self {
    case .basic(let a): a
    case .keyframe(let a): a
    case .spring(let a): a
    case .group(let a): a
    case .transition(let a): a
    }
  }

  /// The key path a property animation changes; `nil` for groups and transitions.
  public var keyPath: AnimatableKeyPath? { (wrapped as? any PropertyAnimation)?.keyPath }

  /// Checks the animation, throwing a ``ValidationError`` that names the first bad field.
  public func validate() throws { try wrapped.validate() }

  /// Whether this is a transition, which a layer stores under ``Transition/key``.
  var isTransition: Bool {
    if case .transition = self { return true }
    return false
  }
}
