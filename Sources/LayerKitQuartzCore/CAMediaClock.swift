#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  /// The one media clock and layer world of the compatibility module: every `CALayer` lives in
  /// one LayerKit tree, whose clock `CACurrentMediaTime()` reads and which tests move with
  /// ``CAMediaClock``.
  ///
  /// Like Core Animation, the module is meant for one thread at a time (Core Animation's is the
  /// main thread); the lock only keeps the world itself consistent.
  final class CAWorld: @unchecked Sendable {
    static let shared = CAWorld()

    private let lock = NSRecursiveLock()
    private var storedTree = LayerTree()
    /// Whether an implicit transaction is open (one that property changes opened, committed
    /// when the clock next moves or on ``CATransaction/flush()``).
    private var implicitOpen = false
    /// How many explicit transactions are open.
    private(set) var explicitDepth = 0
    /// How many outermost transactions have committed: layers made since the last one have
    /// never been shown.
    private(set) var commitCount = 0

    var tree: LayerTree { lock.withLock { storedTree } }

    /// Opens the implicit transaction unless one (implicit or explicit) is open.
    func ensureTransaction() {
      lock.withLock {
        guard !storedTree.isInTransaction else { return }
        storedTree.begin()
        implicitOpen = true
      }
    }

    /// Opens an explicit transaction.
    func begin() {
      lock.withLock {
        storedTree.begin()
        explicitDepth += 1
      }
    }

    /// Commits the innermost explicit transaction; without one, does nothing (Core Animation
    /// logs and ignores an unmatched commit).
    func commit() {
      lock.withLock {
        guard explicitDepth > 0 else { return }
        explicitDepth -= 1
        try? storedTree.commit()
        if !storedTree.isInTransaction { commitCount += 1 }
      }
    }

    /// Ends a run-loop turn: commits the implicit transaction, if one is open and no explicit
    /// one is; the layers made so far now count as shown.
    func flush() {
      lock.withLock {
        guard explicitDepth == 0 else { return }
        if implicitOpen {
          implicitOpen = false
          try? storedTree.commit()
        }
        commitCount += 1
      }
    }

    /// A new world: no layers, the clock at 0, no transaction.
    func reset() {
      lock.withLock {
        storedTree = LayerTree()
        implicitOpen = false
        explicitDepth = 0
        commitCount = 0
      }
    }
  }

  /// The media clock that `CACurrentMediaTime()` reads, which tests move by hand.
  ///
  /// Core Animation's clock runs by itself and its transactions commit at the end of the run
  /// loop; here time moves only when a test says so, and the implicit transaction commits then:
  ///
  ///     CAMediaClock.reset()                       // clock at 0, no layers
  ///     let layer = CALayer()
  ///     layer.add(fade, forKey: "fade")
  ///     CAMediaClock.advance(by: 0.5)              // commits, delivers delegate callbacks
  ///     layer.presentation()?.opacity              // the value half a second in
  public enum CAMediaClock {
    /// The current media time (`CACurrentMediaTime()`).
    public static var currentTime: CFTimeInterval { CAWorld.shared.tree.clock.currentMediaTime }

    /// Moves the clock forward by `seconds`, first committing the implicit transaction (as the
    /// end of a run-loop turn would), delivering animation delegate callbacks on the way.
    /// A negative or non-finite step does nothing.
    public static func advance(by seconds: CFTimeInterval) {
      guard seconds.isFinite, seconds >= 0 else { return }
      advance(to: currentTime + seconds)
    }

    /// Moves the clock forward to `time`; an earlier or non-finite time does nothing.
    public static func advance(to time: CFTimeInterval) {
      CAWorld.shared.flush()
      _ = try? CAWorld.shared.tree.advance(to: time)
    }

    /// Starts over: the clock at 0, no transaction open; layers made before belong to the old
    /// world and should not be used with new ones. Call it in a test's `setUp`.
    public static func reset() { CAWorld.shared.reset() }
  }

  /// The current media time in seconds (`CACurrentMediaTime()`): ``CAMediaClock``'s.
  public func CACurrentMediaTime() -> CFTimeInterval { CAMediaClock.currentTime }

  /// Groups property changes and animations, as Core Animation's `CATransaction` (SEMANTICS
  /// I1–I3): settings apply to the implicit animations made inside, and the completion block
  /// runs when every animation added inside has finished.
  ///
  ///     CATransaction.begin()
  ///     CATransaction.setAnimationDuration(1)
  ///     CATransaction.setCompletionBlock { done = true }
  ///     layer.opacity = 0
  ///     CATransaction.commit()
  public enum CATransaction {
    /// Opens a transaction (`begin()`); transactions nest.
    public static func begin() { CAWorld.shared.begin() }
    /// Closes the innermost transaction (`commit()`).
    public static func commit() { CAWorld.shared.commit() }
    /// Commits the implicit transaction now (`flush()`).
    public static func flush() { CAWorld.shared.flush() }

    /// The duration of implicit animations (`animationDuration()`), 0.25 s unless set.
    public static func animationDuration() -> CFTimeInterval {
      CAWorld.shared.tree.animationDuration
    }

    /// Sets the duration of implicit animations (`setAnimationDuration(_:)`); a negative or
    /// non-finite duration is ignored.
    public static func setAnimationDuration(_ duration: CFTimeInterval) {
      CAWorld.shared.ensureTransaction()
      try? CAWorld.shared.tree.setAnimationDuration(duration)
    }

    /// The timing function of implicit animations (`animationTimingFunction()`), `nil` for the
    /// default curve.
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
      CAWorld.shared.tree.animationTimingFunction.map(CAMediaTimingFunction.init)
    }

    /// Sets the timing function of implicit animations (`setAnimationTimingFunction(_:)`).
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
      CAWorld.shared.ensureTransaction()
      try? CAWorld.shared.tree.setAnimationTimingFunction(function?.function)
    }

    /// Whether property changes make no implicit animations (`disableActions()`).
    public static func disableActions() -> Bool { CAWorld.shared.tree.disableActions }

    /// Turns implicit animations off or on (`setDisableActions(_:)`).
    public static func setDisableActions(_ disable: Bool) {
      CAWorld.shared.ensureTransaction()
      try? CAWorld.shared.tree.setDisableActions(disable)
    }

    /// Runs `block` once every animation added in the transaction has finished or been removed,
    /// or at commit if none was (`setCompletionBlock(_:)`).
    public static func setCompletionBlock(_ block: (() -> Void)?) {
      CAWorld.shared.ensureTransaction()
      try? CAWorld.shared.tree.setCompletionBlock(block)
    }
  }
#endif
