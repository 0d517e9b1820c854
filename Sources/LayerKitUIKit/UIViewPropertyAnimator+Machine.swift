#if !canImport(UIKit)
  import Foundation
  import LayerKit
  import LayerKitQuartzCore

  // The machine of UIViewPropertyAnimator (UP1-UP8): how its calls record, run, freeze, scrub,
  // settle and finish the Core Animation animations that show its changes.

  extension UIViewPropertyAnimator {
    var now: Double { world.currentTime }

    /// The animator's own curve.
    var ownCurve: BlockTiming.Curve {
      timingParameters.map(Self.curve(of:))
        ?? .cubic(CAMediaTimingFunction(name: .easeInEaseOut))
    }

    /// The curve of a provider: its spring if it has one, else its cubic curve.
    static func curve(of provider: any UITimingCurveProvider) -> BlockTiming.Curve {
      if let spring = provider.springTimingParameters { return .spring(spring.spring) }
      if let cubic = provider.cubicTimingParameters { return .cubic(cubic.timingFunction) }
      return .cubic(CAMediaTimingFunction(name: .easeInEaseOut))
    }

    /// Whether the animations follow the animator's own curve, so that a pause of them can
    /// simply be lifted.
    var canUnfreeze: Bool {
      switch phase {
      case .paused(_, let resumable): resumable
      case .running(let run): !run.fromCurrent
      case .idle: true
      }
    }

    /// The fraction at media time `time` (UP2).
    func fraction(at time: Double) -> Double {
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
    func activate(paused: Bool) {
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
    func record(_ bodies: [(body: () -> Void, delayFactor: Double)], joining: Bool) {
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
    func run(
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
    func show(_ run: Run, on tracks: [Track], listener: RunListener?) {
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
    func shown(_ track: Track) -> Any? {
      guard track.layer.animation(forKey: track.keyPath) != nil else { return track.from }
      return track.layer.presentation()?.value(forKeyPath: track.keyPath)
    }

    /// Holds every track where it is shown now (a pause, UP2).
    func freeze() {
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
    func freeze(at fraction: Double, resumable: Bool) {
      for track in tracks { hold(track, at: fraction, linear: false) }
      listener = nil
      phase = .paused(fraction: fraction, resumable: resumable)
    }

    /// Scrubs a paused animator to `fraction` (UP3): linearly, or along the animator's curve.
    func scrub(to fraction: Double) {
      let linear = storedScrubsLinearly
      for track in tracks { hold(track, at: fraction, linear: linear) }
      phase = .paused(fraction: fraction, resumable: !linear)
    }

    /// Shows `track` held at `fraction`: `from` + (`to` − `from`) × fraction when `linear`, else
    /// the animator's curve at that fraction.
    func hold(_ track: Track, at fraction: Double, linear: Bool) {
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
    func install(_ animation: CABasicAnimation, on track: Track, listener: RunListener?) {
      animation.fillMode = .both
      animation.isRemovedOnCompletion = false
      let call = "UIViewPropertyAnimator animation of \"\(track.keyPath)\""
      guard track.layer.accepts(animation, in: call) else { return }
      listener?.track(animation)
      track.layer.add(animation, forKey: track.keyPath)
    }

    /// `finished`'s animations have all ended: the run ends if it is still the current one.
    func listenerFinished(_ finished: RunListener) {
      world.locked { _ in
        guard listener === finished else { return }
        runEnded()
      }
    }

    /// The current run's animations have all ended (UP5).
    func runEnded() {
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
    func settle(at position: UIViewAnimatingPosition) {
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
    func finish(at position: UIViewAnimatingPosition) {
      let run = completions
      end()
      // Outside the world's lock, as every callback runs (CAWorld).
      for completion in run { world.queueCallback { completion(position) } }
    }

    /// Becomes inactive, ready to be used again with new animations.
    func end() {
      storedState = .inactive
      phase = .idle
      tracks.removeAll()
      completions.removeAll()
      storedReversed = false
      listener = nil
    }

    // MARK: Core Animation pieces

    static func isCubic(_ curve: BlockTiming.Curve) -> Bool {
      if case .cubic = curve { return true }
      return false
    }

    /// A cubic curve played backwards: control points (1 − x₂, 1 − y₂), (1 − x₁, 1 − y₁).
    static func mirrored(_ curve: BlockTiming.Curve) -> BlockTiming.Curve {
      guard case .cubic(let function) = curve else { return curve }
      let (p1, p2) = function.controlPoints
      return .cubic(
        CAMediaTimingFunction(
          controlPoints: Float(1 - p2.x), Float(1 - p2.y), Float(1 - p1.x), Float(1 - p1.y)))
    }

    /// `animation` to begin at `time`, an absolute time in its layer's timeline: a 0 there is the
    /// time 0, not the "now" of T11.
    static func begin(_ animation: CAAnimation, at time: Double) {
      animation.beginTime = time
      animation.beginTimeIsAsWritten = true
    }
  }

  /// Hears the stops of one run's animations and tells the animator when all have finished; its
  /// count is kept under the animator's world's lock.
  final class RunListener: NSObject, CAAnimationDelegate {
    weak var animator: UIViewPropertyAnimator?
    let world: CAWorld
    var pending = 0

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
