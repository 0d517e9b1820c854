/// What every animation has: media timing, a timing function and a removal flag.
///
/// Mirrors `CAAnimation`, which adopts `CAMediaTiming`. The timing properties (`duration`,
/// `beginTime`, …) forward to ``timing``, so they read and write as in Core Animation:
///
///     var fade = BasicAnimation(keyPath: .opacity, from: 1, to: 0)
///     fade.duration = 2
///     fade.fillMode = .forwards
///     fade.isRemovedOnCompletion = false
///
/// Every animation kind conforms (``BasicAnimation``, ``KeyframeAnimation``, ``SpringAnimation``,
/// ``AnimationGroup``, ``Transition``), and so does the ``Animation`` enum that holds any kind.
public protocol LayerAnimation: Hashable, Sendable {
  /// The animation's timing (`CAMediaTiming`, SEMANTICS T1–T10).
  var timing: MediaTiming { get set }
  /// The pacing of each leg (`timingFunction`); `nil` is linear (SEMANTICS TF7).
  var timingFunction: TimingFunction? { get set }
  /// Whether the animation is removed when it ends (`isRemovedOnCompletion`, default true, F2).
  var isRemovedOnCompletion: Bool { get set }
  /// Values the caller keeps with the animation, like Key-Value Coding on a `CAAnimation`
  /// (`[anim setValue:… forKey:@"targetPoint"]`); delegates read them back from the event.
  var userInfo: [String: AnimatableValue] { get set }
  /// The animation as the enum that layers store.
  var animation: Animation { get }
}

extension LayerAnimation {
  /// `CAMediaTiming.beginTime`, forwarded to ``timing``.
  public var beginTime: Double {
    get { timing.beginTime }
    set { timing.beginTime = newValue }
  }
  /// `CAMediaTiming.duration`, forwarded to ``timing``.
  public var duration: Double {
    get { timing.duration }
    set { timing.duration = newValue }
  }
  /// `CAMediaTiming.speed`, forwarded to ``timing``.
  public var speed: Double {
    get { timing.speed }
    set { timing.speed = newValue }
  }
  /// `CAMediaTiming.timeOffset`, forwarded to ``timing``.
  public var timeOffset: Double {
    get { timing.timeOffset }
    set { timing.timeOffset = newValue }
  }
  /// `CAMediaTiming.repeatCount`, forwarded to ``timing``; `.infinity` repeats for ever.
  public var repeatCount: Double {
    get { timing.repeatCount }
    set { timing.repeatCount = newValue }
  }
  /// `CAMediaTiming.repeatDuration`, forwarded to ``timing``.
  public var repeatDuration: Double {
    get { timing.repeatDuration }
    set { timing.repeatDuration = newValue }
  }
  /// `CAMediaTiming.autoreverses`, forwarded to ``timing``.
  public var autoreverses: Bool {
    get { timing.autoreverses }
    set { timing.autoreverses = newValue }
  }
  /// `CAMediaTiming.fillMode`, forwarded to ``timing``.
  public var fillMode: FillMode {
    get { timing.fillMode }
    set { timing.fillMode = newValue }
  }
}

/// Any animation a layer can run.
///
/// The closed set of Core Animation's concrete animation classes. Layers store animations as this
/// enum, so evaluating one is a `switch`, never a dynamic cast or an allocation.
public enum Animation: Hashable, Sendable {
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
  /// The timing of the wrapped animation.
  public var timing: MediaTiming {
    get {
      switch self {
      case .basic(let a): a.timing
      case .keyframe(let a): a.timing
      case .spring(let a): a.timing
      case .group(let a): a.timing
      case .transition(let a): a.timing
      }
    }
    set {
      switch self {
      case .basic(var a): a.timing = newValue; self = .basic(a)
      case .keyframe(var a): a.timing = newValue; self = .keyframe(a)
      case .spring(var a): a.timing = newValue; self = .spring(a)
      case .group(var a): a.timing = newValue; self = .group(a)
      case .transition(var a): a.timing = newValue; self = .transition(a)
      }
    }
  }

  /// The timing function of the wrapped animation.
  public var timingFunction: TimingFunction? {
    get {
      switch self {
      case .basic(let a): a.timingFunction
      case .keyframe(let a): a.timingFunction
      case .spring(let a): a.timingFunction
      case .group(let a): a.timingFunction
      case .transition(let a): a.timingFunction
      }
    }
    set {
      switch self {
      case .basic(var a): a.timingFunction = newValue; self = .basic(a)
      case .keyframe(var a): a.timingFunction = newValue; self = .keyframe(a)
      case .spring(var a): a.timingFunction = newValue; self = .spring(a)
      case .group(var a): a.timingFunction = newValue; self = .group(a)
      case .transition(var a): a.timingFunction = newValue; self = .transition(a)
      }
    }
  }

  /// The removal flag of the wrapped animation.
  public var isRemovedOnCompletion: Bool {
    get {
      switch self {
      case .basic(let a): a.isRemovedOnCompletion
      case .keyframe(let a): a.isRemovedOnCompletion
      case .spring(let a): a.isRemovedOnCompletion
      case .group(let a): a.isRemovedOnCompletion
      case .transition(let a): a.isRemovedOnCompletion
      }
    }
    set {
      switch self {
      case .basic(var a): a.isRemovedOnCompletion = newValue; self = .basic(a)
      case .keyframe(var a): a.isRemovedOnCompletion = newValue; self = .keyframe(a)
      case .spring(var a): a.isRemovedOnCompletion = newValue; self = .spring(a)
      case .group(var a): a.isRemovedOnCompletion = newValue; self = .group(a)
      case .transition(var a): a.isRemovedOnCompletion = newValue; self = .transition(a)
      }
    }
  }

  /// The caller's values kept with the wrapped animation.
  public var userInfo: [String: AnimatableValue] {
    get {
      switch self {
      case .basic(let a): a.userInfo
      case .keyframe(let a): a.userInfo
      case .spring(let a): a.userInfo
      case .group(let a): a.userInfo
      case .transition(let a): a.userInfo
      }
    }
    set {
      switch self {
      case .basic(var a):
        a.userInfo = newValue
        self = .basic(a)
      case .keyframe(var a):
        a.userInfo = newValue
        self = .keyframe(a)
      case .spring(var a):
        a.userInfo = newValue
        self = .spring(a)
      case .group(var a):
        a.userInfo = newValue
        self = .group(a)
      case .transition(var a):
        a.userInfo = newValue
        self = .transition(a)
      }
    }
  }

  /// `self`.
  public var animation: Animation { self }

  /// The key path a property animation changes; `nil` for groups and transitions.
  public var keyPath: AnimatableKeyPath? {
    switch self {
    case .basic(let a): a.keyPath
    case .keyframe(let a): a.keyPath
    case .spring(let a): a.basic.keyPath
    case .group, .transition: nil
    }
  }

  /// Checks the animation, throwing a ``ValidationError`` that names the first bad field.
  public func validate() throws {
    switch self {
    case .basic(let a): try a.validate()
    case .keyframe(let a): try a.validate()
    case .spring(let a): try a.validate()
    case .group(let a): try a.validate()
    case .transition(let a): try a.validate()
    }
  }

  /// The animation as a layer stores it: a basic or spring animation with none of from/to/by
  /// records the presentation value now (B1, read from `presentation` only then), and the rest
  /// is prepared as ``resolvedForGroup()`` prepares it.
  func prepared(presentation: () -> LayerProperties) -> Animation {
    switch self {
    case .basic(let basic):
      return .basic(basic.recordingStart(presentation))
    case .spring(var spring):
      spring.basic = spring.basic.recordingStart(presentation)
      return .spring(spring)
    default:
      return resolvedForGroup()
    }
  }

  /// The animation with what depends only on its own fields prepared: keyframe tables, and for
  /// groups their children's durations (T3) and tables.
  func resolvedForGroup() -> Animation {
    switch self {
    case .keyframe(let a): .keyframe(a.prepared())
    case .group(let a): .group(a.resolvingChildren())
    case .basic, .spring, .transition: self
    }
  }
}
