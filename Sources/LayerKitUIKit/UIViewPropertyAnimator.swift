#if !canImport(UIKit)
  import Foundation
  import LayerKit
  import LayerKitQuartzCore

  /// What every view animator does, as UIKit's `UIViewAnimating` (UP1–UP8): start, pause, scrub,
  /// reverse, stop and finish. ``UIViewPropertyAnimator`` is the one LayerKit provides; code
  /// that keeps an animator as `UIViewAnimating` compiles and runs against it.
  public protocol UIViewAnimating: AnyObject {
    /// Where the animator is in its life (`state`).
    var state: UIViewAnimatingState { get }
    /// Whether it is running, not paused (`isRunning`).
    var isRunning: Bool { get }
    /// Whether it runs towards the start (`isReversed`).
    var isReversed: Bool { get set }
    /// How far it has come (`fractionComplete`).
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes it now (`startAnimation()`).
    func startAnimation()
    /// Starts it after `delay` seconds (`startAnimation(afterDelay:)`).
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses it (`pauseAnimation()`).
    func pauseAnimation()
    /// Stops it, finishing at once or waiting for `finishAnimation(at:)`
    /// (`stopAnimation(_:)`).
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator at `finalPosition` (`finishAnimation(at:)`).
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
  }

  /// A view animator that takes animation blocks, as UIKit's `UIViewImplicitlyAnimating` (its
  /// optional methods are required here: ``UIViewPropertyAnimator`` has them all).
  public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds an animation block (`addAnimations(_:)`).
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds an animation block that starts `delayFactor` of the way through
    /// (`addAnimations(_:delayFactor:)`).
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a completion (`addCompletion(_:)`).
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Continues a paused animator with new timing
    /// (`continueAnimation(withTimingParameters:durationFactor:)`).
    func continueAnimation(
      withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
  }

  /// An interruptible, scrubbable animation of view changes, as UIKit's `UIViewPropertyAnimator`
  /// (rules UP1–UP8): the changes its animation blocks make run over ``duration`` under its
  /// timing, and may be paused, scrubbed (``fractionComplete``), reversed, continued with new
  /// timing, stopped and finished.
  ///
  ///     let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
  ///       card.center.y = 400
  ///     }
  ///     animator.pauseAnimation()
  ///     animator.fractionComplete = 0.3            // scrubbed linearly: 30 % of the way
  ///     animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
  ///
  ///     fraction  0 ── scrub ── 0.3 ─── continue: (1 − 0.3) × 1 s, eased ──▶ 1
  ///     value     start        30 %    from 30 % to the end under the curve
  ///
  /// An animator lives in the world it was made in (`CAMediaClock`); its methods take that
  /// world's lock; its completions run outside it (`CAWorld`), when it finishes. The world keeps it
  /// alive while it runs, as UIKit does, so one made and let go at once still finishes.
  open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The duration of the main animations (`duration`).
    public let duration: TimeInterval
    /// The timing (`timingParameters`).
    public let timingParameters: (any UITimingCurveProvider)?
    /// The delay of the last ``startAnimation(afterDelay:)`` (`delay`).
    public var delay: TimeInterval { world.locked { _ in storedDelay } }
    /// Whether the animator may be paused, stopped, scrubbed and reversed while active
    /// (`isInterruptible`, UP7): when `false` a started animator runs to its end. A change while
    /// active is ignored (UIKit raises).
    public var isInterruptible: Bool {
      get { world.locked { _ in storedInterruptible } }
      set { world.locked { _ in if storedState == .inactive { storedInterruptible = newValue } } }
    }
    /// Accepted and stored (`isUserInteractionEnabled`); LayerKit has no touches.
    public var isUserInteractionEnabled = true
    /// Accepted and stored (`isManualHitTestingEnabled`).
    public var isManualHitTestingEnabled = false
    /// Whether scrubbing a paused animator moves its values linearly with
    /// ``fractionComplete`` rather than along the timing curve (`scrubsLinearly`, UP3).
    public var scrubsLinearly: Bool {
      get { world.locked { _ in storedScrubsLinearly } }
      set { world.locked { _ in storedScrubsLinearly = newValue } }
    }
    /// Whether the animator stays active, paused at its end, when its animations finish,
    /// without running its completions (`pausesOnCompletion`, UP5).
    public var pausesOnCompletion: Bool {
      get { world.locked { _ in storedPausesOnCompletion } }
      set { world.locked { _ in storedPausesOnCompletion = newValue } }
    }

    /// The state (`state`, UP1).
    public var state: UIViewAnimatingState { world.locked { _ in storedState } }
    /// Whether the animations are running, not paused (`isRunning`).
    public var isRunning: Bool {
      world.locked { _ in
        if case .running = phase { return storedState == .active }
        return false
      }
    }

    /// Whether the animations run towards their starts (`isReversed`, UP4). Set while running,
    /// they turn around where they are; set while paused, they will when continued.
    public var isReversed: Bool {
      get { world.locked { _ in storedReversed } }
      set {
        world.locked { _ in
          guard newValue != storedReversed else { return }
          guard storedState != .active || storedInterruptible else { return }
          storedReversed = newValue
          if case .running = phase { run(curve: nil, factor: 1, fromCurrent: !canUnfreeze) }
        }
      }
    }

    /// How far the animations are, from 0 to 1 in time (`fractionComplete`, UP2, UP3). Setting
    /// it pauses an inactive animator (running its animation blocks) and scrubs a paused one:
    /// linearly if ``scrubsLinearly``, else along the timing curve. A running animator ignores
    /// it, as UIKit does.
    public var fractionComplete: CGFloat {
      get { world.locked { _ in CGFloat(fraction(at: now)) } }
      set {
        world.locked { _ in
          guard newValue.isFinite, storedState != .stopped else { return }
          if storedState == .inactive { activate(paused: true) }
          guard case .paused = phase, storedInterruptible else { return }
          scrub(to: min(max(Double(newValue), 0), 1))
        }
      }
    }

    // MARK: Making an animator

    /// An animator with one of UIKit's curves (`init(duration:curve:animations:)`).
    public convenience init(
      duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
    ) {
      self.init(
        duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
      if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic curve (`init(duration:controlPoint1:controlPoint2:animations:)`).
    public convenience init(
      duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
      animations: (() -> Void)? = nil
    ) {
      self.init(
        duration: duration,
        timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
      if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of damping ratio `ratio`
    /// (`init(duration:dampingRatio:animations:)`).
    public convenience init(
      duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
    ) {
      self.init(
        duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
      if let animations { addAnimations(animations) }
    }

    /// An animator of no duration with the default curve (`init()`), for code that makes one
    /// before it knows its animations.
    public convenience override init() {
      self.init(duration: 0, timingParameters: UICubicTimingParameters())
    }

    /// An animator with `parameters` (`init(duration:timingParameters:)`); a negative or
    /// non-finite duration is 0.
    public required init(
      duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider
    ) {
      self.duration = UIView.sanitized(duration)
      timingParameters = parameters
      world = CAWorld.current
      super.init()
    }

    /// An animator let go while paused or stopped, which UIKit treats as an error (it raises):
    /// here it stops where it is, its views keeping what they show, and runs no completion. A
    /// running animator is never let go (the world holds it until it finishes).
    deinit {
      guard storedState != .inactive else { return }
      world.locked { _ in settle(at: .current) }
    }

    /// An animator already running `animations` after `delay`, with the curve of `options`
    /// (`runningPropertyAnimator(withDuration:delay:options:animations:completion:)`, UP1);
    /// as Apple documents, the transition and direction options are ignored.
    open class func runningPropertyAnimator(
      withDuration duration: TimeInterval, delay: TimeInterval,
      options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
      completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
      let bits = (options.rawValue >> 16) & 0xF
      let curve = UIView.AnimationCurve(rawValue: Int(bits)) ?? .easeInOut
      let animator = Self(
        duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
      animator.addAnimations(animations)
      if let completion { animator.addCompletion(completion) }
      animator.startAnimation(afterDelay: delay)
      return animator
    }

    // MARK: Animations and completions

    /// Adds animations (`addAnimations(_:)`): run when the animator starts, or at once over the
    /// remaining time if it is active (UP6).
    public func addAnimations(_ animation: @escaping () -> Void) {
      addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start `delayFactor` (0–1) of the remaining duration late
    /// (`addAnimations(_:delayFactor:)`, UP6).
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
      world.locked { _ in
        let factor = delayFactor.isFinite ? min(max(Double(delayFactor), 0), 1) : 0
        switch storedState {
        case .inactive: blocks.append((animation, factor))
        case .active: record([(animation, factor)], joining: true)
        case .stopped: break
        }
      }
    }

    /// Adds a block to run when the animations end, with where they ended (`addCompletion(_:)`).
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
      world.locked { _ in completions.append(completion) }
    }

    // MARK: Running

    /// Starts or resumes the animations (`startAnimation()`).
    public func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animations after `delay` seconds, or resumes paused ones
    /// (`startAnimation(afterDelay:)`, UP1, UP3).
    public func startAnimation(afterDelay delay: TimeInterval) {
      world.locked { _ in
        switch storedState {
        case .inactive:
          storedDelay = UIView.sanitized(delay)
          activate(paused: false)
        case .active:
          guard case .paused = phase else { return }
          run(curve: nil, factor: 1, fromCurrent: !canUnfreeze)
        case .stopped: break
        }
      }
    }

    /// Pauses the animations where they are (`pauseAnimation()`, UP2); an inactive animator runs
    /// its animation blocks and becomes active, paused at 0.
    public func pauseAnimation() {
      world.locked { _ in
        switch storedState {
        case .inactive: activate(paused: true)
        case .active:
          guard storedInterruptible, case .running = phase else { return }
          freeze()
        case .stopped: break
        }
      }
    }

    /// Runs the rest of a paused animation with `parameters` (or the animator's own timing) over
    /// `durationFactor` times the remaining share of ``duration``
    /// (`continueAnimation(withTimingParameters:durationFactor:)`, UP3).
    public func continueAnimation(
      withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {
      world.locked { _ in
        guard storedState == .active, case .paused = phase else { return }
        let factor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1
        if parameters == nil, factor == 1, canUnfreeze {
          run(curve: nil, factor: 1, fromCurrent: false)
        } else {
          run(curve: parameters.map(Self.curve(of:)), factor: factor, fromCurrent: true)
        }
      }
    }

    /// Stops the animations where they are (`stopAnimation(_:)`, UP5): the views keep what they
    /// show as their model values. With `withoutFinishing` the animator becomes inactive and
    /// runs no completion; otherwise it waits, stopped, for ``finishAnimation(at:)``.
    public func stopAnimation(_ withoutFinishing: Bool) {
      world.locked { _ in
        guard storedState == .active, storedInterruptible else { return }
        let reached = fraction(at: now)
        settle(at: .current)
        if withoutFinishing {
          end()
        } else {
          // Stopped where it was: the fraction stays readable until it is finished.
          storedState = .stopped
          phase = .paused(fraction: reached, resumable: false)
        }
      }
    }

    /// Finishes a stopped animator (`finishAnimation(at:)`, UP5): the views take their end,
    /// start or current values and the completions run with `finalPosition`.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
      world.locked { _ in
        guard storedState == .stopped else { return }
        settle(at: finalPosition)
        finish(at: finalPosition)
      }
    }

    // MARK: The machine

    /// One animated property of one layer, from its value before the blocks to theirs.
    struct Track {
      let layer: CALayer
      let keyPath: String
      let from: Any?
      let to: Any?
      /// The share of the run before it starts (`delayFactor`).
      let delayFactor: Double
    }

    /// What the animations do between two calls (UP2–UP4).
    enum Phase {
      /// Not active.
      case idle
      /// Moving: the fraction goes from `fraction` at media time `start` towards `target`
      /// (1, or 0 reversed) over `length` seconds.
      case running(Run)
      /// Held at `fraction`; `resumable` when what is held is the animator's own curve at that
      /// fraction, so that the pause can simply be lifted (not after a linear scrub, nor from a
      /// stretch that started from what was shown).
      case paused(fraction: Double, resumable: Bool)
    }

    /// A stretch of movement and the Core Animation timing that shows it.
    struct Run {
      var start: Double
      var fraction: Double
      var target: Double
      var length: Double
      /// Whether the tracks' animations start from what was shown (after a scrub or with new
      /// timing) rather than following the animator's own curve from its start.
      var fromCurrent: Bool
      var curve: BlockTiming.Curve
    }

    let world: CAWorld
    var storedDelay: TimeInterval = 0
    var storedInterruptible = true
    var storedScrubsLinearly = true
    var storedPausesOnCompletion = false
    var storedState = UIViewAnimatingState.inactive
    var storedReversed = false
    var blocks: [(body: () -> Void, delayFactor: Double)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var tracks: [Track] = []
    var phase = Phase.idle {
      didSet {
        // UIKit keeps a running animator alive until it finishes or is stopped, so that one made
        // and let go at once (`_ = UIViewPropertyAnimator.runningPropertyAnimator(…)`) still
        // runs its completions: the world holds it while it runs.
        let context = ViewAnimationContext.of(world)
        if case .running = phase {
          context.runningAnimators[ObjectIdentifier(self)] = self
        } else {
          context.runningAnimators[ObjectIdentifier(self)] = nil
        }
      }
    }
    /// Hears the stops of the current run's animations; a new run makes a new one, so that the
    /// stops of replaced animations are not taken for the end.
    var listener: RunListener?
  }
#endif
