#if !canImport(UIKit)
  import Foundation
  import LayerKit
  import LayerKitQuartzCore

  /// Where an animator is in its life (`UIViewAnimatingState`, UP1).
  public enum UIViewAnimatingState: Int, Hashable, Sendable {
    /// Not started, or done: the views show their model values.
    case inactive
    /// Started, running or paused.
    case active
    /// Stopped without finishing, waiting for `finishAnimation(at:)`.
    case stopped
  }

  /// Where an animator's animations ended (`UIViewAnimatingPosition`, UP5).
  public enum UIViewAnimatingPosition: Int, Hashable, Sendable {
    /// At their ends.
    case end
    /// At their starts.
    case start
    /// Where they were when stopped.
    case current
  }

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
    private struct Track {
      let layer: CALayer
      let keyPath: String
      let from: Any?
      let to: Any?
      /// The share of the run before it starts (`delayFactor`).
      let delayFactor: Double
    }

    /// What the animations do between two calls (UP2–UP4).
    private enum Phase {
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
    private struct Run {
      var start: Double
      var fraction: Double
      var target: Double
      var length: Double
      /// Whether the tracks' animations start from what was shown (after a scrub or with new
      /// timing) rather than following the animator's own curve from its start.
      var fromCurrent: Bool
      var curve: BlockTiming.Curve
    }

    private let world: CAWorld
    private var storedDelay: TimeInterval = 0
    private var storedInterruptible = true
    private var storedScrubsLinearly = true
    private var storedPausesOnCompletion = false
    private var storedState = UIViewAnimatingState.inactive
    private var storedReversed = false
    private var blocks: [(body: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var tracks: [Track] = []
    private var phase = Phase.idle {
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
    private var listener: RunListener?

    private var now: Double { world.currentTime }

    /// The animator's own curve.
    private var ownCurve: BlockTiming.Curve {
      timingParameters.map(Self.curve(of:))
        ?? .cubic(CAMediaTimingFunction(name: .easeInEaseOut))
    }

    /// The curve of a provider: its spring if it has one, else its cubic curve.
    private static func curve(of provider: any UITimingCurveProvider) -> BlockTiming.Curve {
      if let spring = provider.springTimingParameters { return .spring(spring.spring) }
      if let cubic = provider.cubicTimingParameters { return .cubic(cubic.timingFunction) }
      return .cubic(CAMediaTimingFunction(name: .easeInEaseOut))
    }

    /// Whether the animations follow the animator's own curve, so that a pause of them can
    /// simply be lifted.
    private var canUnfreeze: Bool {
      switch phase {
      case .paused(_, let resumable): resumable
      case .running(let run): !run.fromCurrent
      case .idle: true
      }
    }

    /// The fraction at media time `time` (UP2).
    private func fraction(at time: Double) -> Double {
      switch phase {
      case .idle: return storedState == .inactive ? 0 : 1
      case .paused(let fraction, _): return fraction
      case .running(let run):
        guard run.length > 0 else { return run.target }
        let elapsed = min(max((time - run.start) / run.length, 0), 1)
        return run.fraction + (run.target - run.fraction) * elapsed
      }
    }

    /// Runs the animation blocks, recording their changes, and starts or pauses (UP1).
    private func activate(paused: Bool) {
      storedState = .active
      phase = .paused(fraction: 0, resumable: true)
      let pending = blocks
      blocks.removeAll()
      record(pending, joining: false)
      if paused {
        freeze(at: 0, resumable: true)
      } else {
        run(curve: nil, factor: 1, fromCurrent: false, delay: storedDelay)
      }
    }

    /// Runs `bodies` with the world's recorder, so that their changes set the model at once and
    /// become tracks. Tracks that join an active animator start from what was shown and run
    /// over the remaining time (UP6).
    private func record(_ bodies: [(body: () -> Void, delayFactor: Double)], joining: Bool) {
      let context = ViewAnimationContext.of(world)
      let outer = context.recorder
      var added: [Track] = []
      for (body, factor) in bodies {
        let recorder = ChangeRecorder()
        context.recorder = recorder
        body()
        context.recorder = outer
        added += recorder.tracks.map { track in
          Track(
            layer: track.layer, keyPath: track.keyPath, from: track.initial,
            to: track.changes.last?.value, delayFactor: factor)
        }
      }
      // A block that changes a property again replaces its track (in O(n + k), not O(n · k)).
      let replaced = Set(
        added.map { TrackKey(layer: ObjectIdentifier($0.layer), keyPath: $0.keyPath) })
      tracks.removeAll {
        replaced.contains(TrackKey(layer: ObjectIdentifier($0.layer), keyPath: $0.keyPath))
      }
      tracks += added
      guard joining, !added.isEmpty else { return }
      switch phase {
      case .running(let run):
        let remaining = run.length * (1 - min(max((now - run.start) / run.length, 0), 1))
        let joined = Run(
          start: now, fraction: fraction(at: now), target: run.target, length: remaining,
          fromCurrent: true, curve: run.curve)
        show(joined, on: added, listener: listener)
      case .paused(let fraction, _):
        for track in added { hold(track, at: fraction, linear: true) }
      case .idle: break
      }
    }

    /// Starts a stretch from the current fraction towards the end (or the start, reversed),
    /// with `curve` (the animator's own when `nil`), over `factor` times the remaining share of
    /// the duration (UP3, UP4).
    private func run(
      curve: BlockTiming.Curve?, factor: Double, fromCurrent: Bool, delay: Double = 0
    ) {
      let current = fraction(at: now)
      let target = storedReversed ? 0.0 : 1.0
      let share = abs(target - current)
      let run = Run(
        start: now + delay, fraction: current, target: target,
        length: duration * share * factor, fromCurrent: fromCurrent, curve: curve ?? ownCurve)
      phase = .running(run)
      let listener = RunListener(animator: self, world: world)
      self.listener = listener
      show(run, on: tracks, listener: listener)
      if listener.isIdle || run.length == 0 {
        world.runAfterFlush { [weak self, weak listener] in
          guard let self, let listener else { return }
          self.listenerFinished(listener)
        }
      }
    }

    /// Adds the animations that show `run` on `tracks` (UP2–UP4).
    private func show(_ run: Run, on tracks: [Track], listener: RunListener?) {
      for track in tracks {
        let reversed = run.target < run.fraction
        let animation: CABasicAnimation
        if run.fromCurrent || (reversed && !Self.isCubic(run.curve)) {
          // From what is shown to the target, under the curve, over the stretch.
          animation = run.curve.animation(keyPath: track.keyPath, duration: run.length)
          animation.fromValue = shown(track)
          animation.toValue = reversed ? track.from : track.to
          Self.begin(animation, at: track.layer.convertTime(run.start, from: nil))
        } else if reversed {
          // The curve played backwards: the mirrored curve from the end, entered where it is.
          animation = Self.mirrored(run.curve).animation(
            keyPath: track.keyPath, duration: duration)
          animation.fromValue = track.to
          animation.toValue = track.from
          Self.begin(
            animation,
            at:
              track.layer.convertTime(run.start, from: nil) - (1 - run.fraction) * duration)
        } else {
          // The animator's own curve, entered at the fraction reached; a delayed track starts
          // its share late.
          let lead = track.delayFactor * duration
          animation = run.curve.animation(
            keyPath: track.keyPath, duration: max(duration - lead, 0))
          animation.fromValue = track.from
          animation.toValue = track.to
          Self.begin(
            animation,
            at:
              track.layer.convertTime(run.start, from: nil) - run.fraction * duration + lead)
        }
        install(animation, on: track, listener: listener)
      }
    }

    /// What `track` shows now: its animation's value, or before it has one (a track that joins
    /// a running animator), its value before the change.
    private func shown(_ track: Track) -> Any? {
      guard track.layer.animation(forKey: track.keyPath) != nil else { return track.from }
      return track.layer.presentation()?.value(forKeyPath: track.keyPath)
    }

    /// Holds every track where it is shown now (a pause, UP2).
    private func freeze() {
      let current = fraction(at: now)
      for track in tracks {
        guard let animation = track.layer.animation(forKey: track.keyPath)?.copy() as? CAAnimation
        else { continue }
        let local = track.layer.convertTime(now, from: nil)
        let phaseNow =
          (local - animation.beginTime) * Double(animation.speed) + animation.timeOffset
        Self.begin(animation, at: local)
        animation.speed = 0
        animation.timeOffset = min(max(phaseNow, 0), animation.duration)
        animation.delegate = nil
        track.layer.add(animation, forKey: track.keyPath)
      }
      let resumable = canUnfreeze
      listener = nil
      phase = .paused(fraction: current, resumable: resumable)
    }

    /// Holds every track at fraction `fraction` from the start, along the curve (UP1);
    /// `resumable` as ``Phase/paused(fraction:resumable:)`` says.
    private func freeze(at fraction: Double, resumable: Bool) {
      for track in tracks { hold(track, at: fraction, linear: false) }
      listener = nil
      phase = .paused(fraction: fraction, resumable: resumable)
    }

    /// Scrubs a paused animator to `fraction` (UP3): linearly, or along the animator's curve.
    private func scrub(to fraction: Double) {
      let linear = storedScrubsLinearly
      for track in tracks { hold(track, at: fraction, linear: linear) }
      phase = .paused(fraction: fraction, resumable: !linear)
    }

    /// Shows `track` held at `fraction`: `from` + (`to` − `from`) × fraction when `linear`, else
    /// the animator's curve at that fraction.
    private func hold(_ track: Track, at fraction: Double, linear: Bool) {
      let curve: BlockTiming.Curve =
        linear ? .cubic(CAMediaTimingFunction(name: .linear)) : ownCurve
      let length = linear ? 1 : duration
      let animation = curve.animation(keyPath: track.keyPath, duration: max(length, 1e-9))
      // A phase of a whole duration is the start of the next leg (T7): the end is held as a
      // constant instead.
      let atEnd = fraction >= 1
      animation.fromValue = atEnd ? track.to : track.from
      animation.toValue = track.to
      animation.speed = 0
      animation.timeOffset = atEnd ? 0 : fraction * length
      Self.begin(animation, at: track.layer.convertTime(now, from: nil))
      install(animation, on: track, listener: nil)
    }

    /// Adds `animation` for `track`, holding its end until the animator settles, with
    /// `listener` hearing its stop; one LayerKit cannot run is refused on the layer and not
    /// waited for.
    private func install(_ animation: CABasicAnimation, on track: Track, listener: RunListener?) {
      animation.fillMode = .both
      animation.isRemovedOnCompletion = false
      let call = "UIViewPropertyAnimator animation of \"\(track.keyPath)\""
      guard track.layer.accepts(animation, in: call) else { return }
      listener?.track(animation)
      track.layer.add(animation, forKey: track.keyPath)
    }

    /// `finished`'s animations have all ended: the run ends if it is still the current one.
    fileprivate func listenerFinished(_ finished: RunListener) {
      world.locked { _ in
        guard listener === finished else { return }
        runEnded()
      }
    }

    /// The current run's animations have all ended (UP5).
    private func runEnded() {
      guard case .running(let run) = phase else { return }
      listener = nil
      if storedPausesOnCompletion {
        freeze(at: run.target, resumable: !run.fromCurrent)
        return
      }
      let position: UIViewAnimatingPosition = run.target == 0 ? .start : .end
      settle(at: position)
      finish(at: position)
    }

    /// Sets every track's model to its end, start or current value, without animation, and
    /// removes the animator's animations.
    private func settle(at position: UIViewAnimatingPosition) {
      let context = ViewAnimationContext.of(world)
      for track in tracks {
        let value: Any? =
          switch position {
          case .end: track.to
          case .start: track.from
          case .current: track.layer.presentation()?.value(forKeyPath: track.keyPath)
          }
        track.layer.removeAnimation(forKey: track.keyPath)
        context.suppressed += 1
        track.layer.setValue(value, forKeyPath: track.keyPath)
        context.suppressed -= 1
      }
      listener = nil
      phase = .idle
    }

    /// Becomes inactive and runs the completions with `position`.
    private func finish(at position: UIViewAnimatingPosition) {
      let run = completions
      end()
      // Outside the world's lock, as every callback runs (CAWorld).
      for completion in run { world.queueCallback { completion(position) } }
    }

    /// Becomes inactive, ready to be used again with new animations.
    private func end() {
      storedState = .inactive
      phase = .idle
      tracks.removeAll()
      completions.removeAll()
      storedReversed = false
      listener = nil
    }

    // MARK: Core Animation pieces

    private static func isCubic(_ curve: BlockTiming.Curve) -> Bool {
      if case .cubic = curve { return true }
      return false
    }

    /// A cubic curve played backwards: control points (1 − x₂, 1 − y₂), (1 − x₁, 1 − y₁).
    private static func mirrored(_ curve: BlockTiming.Curve) -> BlockTiming.Curve {
      guard case .cubic(let function) = curve else { return curve }
      let (p1, p2) = function.controlPoints
      return .cubic(
        CAMediaTimingFunction(
          controlPoints: Float(1 - p2.x), Float(1 - p2.y), Float(1 - p1.x), Float(1 - p1.y)))
    }

    /// `animation` to begin at `time`, an absolute time in its layer's timeline: a 0 there is the
    /// time 0, not the "now" of T11.
    private static func begin(_ animation: CAAnimation, at time: Double) {
      animation.beginTime = time
      animation.beginTimeIsAsWritten = true
    }
  }

  /// Hears the stops of one run's animations and tells the animator when all have finished; its
  /// count is kept under the animator's world's lock.
  private final class RunListener: NSObject, CAAnimationDelegate {
    private weak var animator: UIViewPropertyAnimator?
    private let world: CAWorld
    private var pending = 0

    init(animator: UIViewPropertyAnimator, world: CAWorld) {
      self.animator = animator
      self.world = world
    }

    /// Whether no animation is being waited for (none was added, or LayerKit refused them all).
    var isIdle: Bool { world.locked { _ in pending == 0 } }

    func track(_ animation: CAAnimation) {
      world.locked { _ in pending += 1 }
      animation.delegate = self
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
      let done = world.locked { _ in
        pending -= 1
        return flag && pending == 0
      }
      if done { animator?.listenerFinished(self) }
    }
  }
#endif
