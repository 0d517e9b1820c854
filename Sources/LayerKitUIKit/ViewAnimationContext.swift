#if !canImport(UIKit)
  import Foundation
  import LayerKit
  import LayerKitQuartzCore

  /// The timing an animation block gives the changes made inside it (U2–U4).
  struct BlockTiming {
    /// The pacing: a cubic curve, or a spring.
    enum Curve {
      case cubic(CAMediaTimingFunction)
      case spring(ViewSpring)

      /// A basic animation of `key` paced by this curve over `duration`, or the spring's
      /// animation for a block or animator of `duration` (U4).
      func animation(keyPath key: String, duration: Double) -> CABasicAnimation {
        switch self {
        case .cubic(let function):
          let animation = CABasicAnimation(keyPath: key)
          animation.timingFunction = function
          animation.duration = duration
          return animation
        case .spring(let spring):
          return spring.animation(keyPath: key, duration: duration)
        }
      }
    }

    var duration, delay: Double
    var curve: Curve
    var repeats, autoreverses: Bool
    /// The media time the block ran at.
    var start: Double

    /// The timing of a block called now with `options`' repeat bits.
    init(
      duration: Double, delay: Double, curve: Curve, options: UIView.AnimationOptions = []
    ) {
      self.duration = duration
      self.delay = delay
      self.curve = curve
      repeats = options.contains(.repeat)
      autoreverses = options.contains(.autoreverse)
      start = CACurrentMediaTime()
    }

    /// The timing of a block run with `options` inside `outer` (U3): the outer block's duration,
    /// curve and repeat options unless `options` override them.
    func inheriting(from outer: BlockTiming?, options: UIView.AnimationOptions) -> BlockTiming {
      guard let outer else { return self }
      var timing = self
      if !options.contains(.overrideInheritedDuration) { timing.duration = outer.duration }
      if !options.contains(.overrideInheritedCurve) { timing.curve = outer.curve }
      if !options.contains(.overrideInheritedOptions) {
        timing.repeats = timing.repeats || outer.repeats
        timing.autoreverses = timing.autoreverses || outer.autoreverses
      }
      return timing
    }

    /// The animation of `key` on `layer` from `from` to `to` (U2): a basic or spring animation
    /// under the block's timing, starting after the delay and showing `from` until then.
    func animation(keyPath key: String, on layer: CALayer, from: Any?, to: Any?) -> CABasicAnimation
    {
      let animation = curve.animation(keyPath: key, duration: duration)
      animation.fromValue = from
      animation.toValue = to
      if delay > 0 {
        animation.beginTime = layer.convertTime(start + delay, from: nil)
        animation.fillMode = .backwards
      }
      if repeats { animation.repeatCount = .infinity }
      animation.autoreverses = autoreverses
      return animation
    }
  }

  /// Hears the stops of a block's animations and runs its completion once all have stopped:
  /// `finished` is whether every one ran to its end (U5). Its counts are kept under its world's
  /// lock; the completion runs outside it, as every callback does (`CAWorld`).
  final class CompletionTracker: NSObject, CAAnimationDelegate {
    private var pending = 0
    private var allFinished = true
    private var closed = false
    private var completion: ((Bool) -> Void)?
    /// The world whose lock guards the counts and whose turns deferred completions wait for.
    private let world: CAWorld

    init(_ completion: ((Bool) -> Void)?, in world: CAWorld = .current) {
      self.completion = completion
      self.world = world
    }

    /// Counts an animation about to be added with this tracker as its delegate.
    func track(_ animation: CAAnimation) {
      world.locked { _ in pending += 1 }
      animation.delegate = self
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
      let done = world.locked { _ -> Bool? in
        pending -= 1
        allFinished = allFinished && flag
        guard closed, pending == 0 else { return nil }
        return allFinished
      }
      guard let done else { return }
      if done {
        // The clock is delivering the last stop: run now, at the stop's time, so that a block
        // the completion starts begins there.
        fire(true)
      } else {
        // Stopped by a call (a removal, a replacing animation): after the caller's turn.
        world.runAfterFlush { [self] in fire(false) }
      }
    }

    /// The block has ended: with nothing animating, the completion runs at the end of the
    /// run-loop turn (the next `CAMediaClock.advance` or `CATransaction.flush()`), finished.
    func close() {
      world.locked { _ in
        closed = true
        guard pending == 0 else { return }
        world.runAfterFlush { [self] in fire(allFinished) }
      }
    }

    private func fire(_ finished: Bool) {
      let body = world.locked { _ -> ((Bool) -> Void)? in
        defer { completion = nil }
        return completion
      }
      body?(finished)
    }
  }

  /// Records the changes made inside a keyframe block or a property animator's animations,
  /// which animate as a whole afterwards instead of one by one (U6, UP1).
  final class ChangeRecorder {
    /// One property of one layer: its value before the first change and each change.
    struct Track {
      let layer: CALayer
      let keyPath: String
      let initial: Any?
      var changes: [(start: Double, duration: Double, value: Any?)]
    }
    private(set) var tracks: [Track] = []
    /// Where each layer's property is among ``tracks``, so that a block changing thousands of
    /// views records each change in O(1).
    private var indices: [TrackKey: Int] = [:]
    /// Where in the whole (0…1) the changes being made now go.
    var window = (start: 0.0, duration: 1.0)

    func record(_ layer: CALayer, keyPath: String, before: Any?, after: Any?) {
      let change = (window.start, window.duration, after)
      let key = TrackKey(layer: ObjectIdentifier(layer), keyPath: keyPath)
      if let index = indices[key] {
        tracks[index].changes.append(change)
      } else {
        indices[key] = tracks.count
        tracks.append(Track(layer: layer, keyPath: keyPath, initial: before, changes: [change]))
      }
    }
  }

  /// One property of one layer, as a dictionary key (the layer is held by the track).
  struct TrackKey: Hashable {
    let layer: ObjectIdentifier
    let keyPath: String
  }

  /// What UIKit's animation machinery keeps per world (`CAMediaClock`): the open animation
  /// blocks, whether animations are enabled, and the recorder of a keyframe block or animator.
  /// Read and written only under the world's lock.
  final class ViewAnimationContext {
    /// An open block: its timing, and the tracker of the animations it made.
    struct OpenBlock {
      let timing: BlockTiming
      let tracker: CompletionTracker
    }
    /// The open blocks, outermost first.
    var blocks: [OpenBlock] = []
    /// `UIView.areAnimationsEnabled`.
    var animationsEnabled = true
    /// How many `performWithoutAnimation` calls are running.
    var suppressed = 0
    /// Set while a keyframe block or an animator's animations run.
    var recorder: ChangeRecorder?
    /// Views that asked for layout inside a block with `.layoutSubviews`.
    var pendingLayout: [UIView] = []
    /// The property animators running now, which the world keeps alive until they finish or
    /// are stopped (as UIKit does).
    var runningAnimators: [ObjectIdentifier: UIViewPropertyAnimator] = [:]

    /// The context of `world`; call with its lock held.
    static func of(_ world: CAWorld) -> ViewAnimationContext {
      world.attachment { ViewAnimationContext() }
    }

    /// The action of a view's layer for a change of `key` (U1): `NSNull` outside a block and
    /// for `hidden`; the block's animation inside one; nothing, recorded, while a recorder runs.
    static func action(for layer: CALayer, forKey key: String) -> any CAAction {
      layer.world.locked { _ in
        let context = of(layer.world)
        guard key != "hidden", AnimatableKeyPath(exactly: key) != nil else {
          return NSNull()
        }
        guard context.suppressed == 0, context.animationsEnabled else { return NSNull() }
        let before = layer.presentationValueBeforeChange(forKeyPath: key)
        let after = layer.value(forKeyPath: key)
        if let recorder = context.recorder {
          recorder.record(layer, keyPath: key, before: before, after: after)
          return NSNull()
        }
        guard let block = context.blocks.last, block.timing.duration > 0 else { return NSNull() }
        let (timing, tracker) = (block.timing, block.tracker)
        let animation = timing.animation(keyPath: key, on: layer, from: before, to: after)
        // One LayerKit cannot run (a spring of impossible numbers) leaves the change immediate,
        // refused on the layer, and is not waited for.
        guard layer.accepts(animation, in: "UIView animation of \"\(key)\"") else {
          return NSNull()
        }
        tracker.track(animation)
        return animation
      }
    }

    /// Runs `animations` as a block with `timing` (U2): opens a transaction whose duration and
    /// curve are the block's, so that layer animations added inside with no duration take them,
    /// and runs `completion` when the block's animations have stopped.
    static func run(
      _ timing: BlockTiming, options: UIView.AnimationOptions, animations: () -> Void,
      completion: ((Bool) -> Void)?
    ) {
      // The block runs between two calls that hold the world's lock, rather than inside a
      // closure of one: blocks nested in blocks then cost the stack only this frame a level.
      let world = CAWorld.current
      world.enter()
      open(timing, options: options, completion: completion, in: world)
      animations()
      close(options: options, in: world)
      world.leave()
    }

    /// Opens a block: its timing, inherited from an enclosing one (U3), its tracker and its
    /// transaction. Call with the world's lock held.
    @inline(never)
    private static func open(
      _ timing: BlockTiming, options: UIView.AnimationOptions, completion: ((Bool) -> Void)?,
      in world: CAWorld
    ) {
      let context = of(world)
      let resolved = timing.inheriting(from: context.blocks.last?.timing, options: options)
      let tracker = CompletionTracker(completion, in: world)
      context.blocks.append(OpenBlock(timing: resolved, tracker: tracker))
      world.begin()
      CATransaction.setAnimationDuration(resolved.duration)
      if case .cubic(let function) = resolved.curve {
        CATransaction.setAnimationTimingFunction(function)
      }
    }

    /// Closes the innermost block: lays out what asked for it, commits, and lets its tracker
    /// wait for its animations. Call with the world's lock held.
    @inline(never)
    private static func close(options: UIView.AnimationOptions, in world: CAWorld) {
      let context = of(world)
      if options.contains(.layoutSubviews) {
        let views = context.pendingLayout
        context.pendingLayout.removeAll()
        for view in views { view.layoutIfNeeded() }
      }
      world.commit()
      if context.blocks.count == 1 { context.pendingLayout.removeAll() }
      let block = context.blocks.removeLast()
      block.tracker.close()
    }
  }
#endif
