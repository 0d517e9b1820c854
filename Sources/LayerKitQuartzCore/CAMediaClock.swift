#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  /// A media clock and the layers that live by it: one LayerKit tree, its transactions, and the
  /// count of commits (what has been shown). The module's layers, clock and transactions act on
  /// the world current where they run (``current``): the shared one, or one that
  /// `CAMediaClock.withIsolatedWorld(_:)` made for a test. A layer belongs to the world
  /// it was made in.
  ///
  /// Thread safety: everything a world holds is read and written under its lock, taken by every
  /// entry point of the module (a `CALayer`'s properties and methods, `CATransaction`,
  /// `CAMediaClock`), so layers of one world may be used from several threads at once; each
  /// call is atomic, their order is the callers'. Delegates and completion blocks run with the
  /// lock held, on the thread that moved the clock.
  ///
  /// `package`: LayerKitUIKit keeps its animation blocks in the world (``attachment(_:)``) and
  /// runs them under its lock.
  package final class CAWorld: @unchecked Sendable {  // every stored property is guarded by `lock`
    /// The world of code that made none of its own.
    static let shared = CAWorld()

    /// The world a task (and the tasks it starts) works in, if it made one.
    @TaskLocal static var isolated: CAWorld?

    /// The world where the caller runs.
    package static var current: CAWorld { isolated ?? shared }

    /// What other modules keep per world, by type, made on first use (under the lock).
    private var attachments: [ObjectIdentifier: AnyObject] = [:]

    /// The world's one `T`, made by `make` the first time it is asked for. Call it with the lock
    /// held (inside ``locked(_:)``) and use the result only there.
    package func attachment<T: AnyObject>(_ make: () -> T) -> T {
      locked { _ in
        if let found = attachments[ObjectIdentifier(T.self)] as? T { return found }
        let made = make()
        attachments[ObjectIdentifier(T.self)] = made
        return made
      }
    }

    /// Work to run at the end of the next run-loop turn (``flush()``), in order: UIKit runs the
    /// completion of an animation block that animated nothing there.
    private var afterFlush: [() -> Void] = []

    /// Runs `work` at the next ``flush()``.
    package func runAfterFlush(_ work: @escaping () -> Void) {
      locked { _ in afterFlush.append(work) }
    }

    private let lock = NSRecursiveLock()
    private var storedTree = LayerTree()
    /// Hears of every refusal in a strict world.
    private let refusalHandler: (@Sendable (String) -> Void)?

    /// A world, strict when it has a refusal handler.
    init(onRefusal: (@Sendable (String) -> Void)? = nil) {
      refusalHandler = onRefusal
    }

    /// Tells the refusal handler, if any, of a refused call.
    func refused(_ message: String) { refusalHandler?(message) }
    /// Whether an implicit transaction is open (one that property changes opened, committed
    /// when the clock next moves or on ``CATransaction/flush()``).
    private var implicitOpen = false
    /// How many explicit transactions are open.
    private var explicitDepth = 0
    /// How many outermost transactions have committed: layers made since the last one have
    /// never been shown.
    private var storedCommitCount = 0

    /// Runs `body` with the world's lock held, handing it the tree.
    @discardableResult
    package func locked<R>(_ body: (LayerTree) throws -> R) rethrows -> R {
      lock.lock()
      defer { lock.unlock() }
      return try body(storedTree)
    }

    /// How many outermost transactions have committed.
    var commitCount: Int { locked { _ in storedCommitCount } }

    /// The media time now.
    package var currentTime: Double { locked { $0.clock.currentMediaTime } }

    /// What `CATransaction.setValue(_:forKey:)` stored under keys of its own, one table per
    /// open transaction (implicit or explicit), innermost last.
    private var transactionValues: [[String: Any]] = []

    /// Opens the implicit transaction unless one (implicit or explicit) is open.
    func ensureTransaction() {
      locked { tree in
        guard !tree.isInTransaction else { return }
        tree.begin()
        implicitOpen = true
        transactionValues.append([:])
      }
    }

    /// Opens an explicit transaction.
    package func begin() {
      locked { tree in
        tree.begin()
        explicitDepth += 1
        transactionValues.append([:])
      }
    }

    /// Stores `value` under `key` in the innermost transaction, opening the implicit one if none
    /// is open (`CATransaction.setValue(_:forKey:)`); it lasts until that transaction commits.
    func setTransactionValue(_ value: Any?, forKey key: String) {
      locked { _ in
        ensureTransaction()
        // (A transaction the library opened for itself, around a layer's own change, has no
        // table: the value then goes with the next commit of the world's transactions.)
        if transactionValues.isEmpty { transactionValues.append([:]) }
        transactionValues[transactionValues.count - 1][key] = value
      }
    }

    /// What the innermost open transaction that stored `key` holds under it, if any.
    func transactionValue(forKey key: String) -> Any? {
      locked { _ in
        for values in transactionValues.reversed() {
          if let value = values[key] { return value }
        }
        return nil
      }
    }

    /// Commits the innermost explicit transaction; without one, does nothing (Core Animation
    /// logs and ignores an unmatched commit).
    package func commit() {
      locked { tree in
        guard explicitDepth > 0 else { return }
        explicitDepth -= 1
        _ = transactionValues.popLast()
        try? tree.commit()
        if !tree.isInTransaction { storedCommitCount += 1 }
      }
    }

    /// Ends a run-loop turn: commits the implicit transaction, if one is open and no explicit
    /// one is; the layers made so far now count as shown.
    func flush() {
      locked { tree in
        guard explicitDepth == 0 else { return }
        if implicitOpen {
          implicitOpen = false
          _ = transactionValues.popLast()
          try? tree.commit()
        }
        storedCommitCount += 1
        let work = afterFlush
        afterFlush.removeAll()
        for item in work { item() }
      }
    }

    /// Ends the run-loop turn, then moves the clock to `time`, delivering the events on the way.
    func advance(to time: Double) {
      locked { tree in
        flush()
        _ = try? tree.advance(to: time)
      }
    }

    /// A new world: no layers, the clock at 0, no transaction.
    func reset() {
      locked { _ in
        storedTree = LayerTree()
        implicitOpen = false
        explicitDepth = 0
        transactionValues.removeAll()
        storedCommitCount = 0
        attachments.removeAll()
        afterFlush.removeAll()
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
    /// The current media time (`CACurrentMediaTime()`) of the world where the caller runs.
    public static var currentTime: CFTimeInterval { CAWorld.current.currentTime }

    /// Moves the clock forward by `seconds`, first committing the implicit transaction (as the
    /// end of a run-loop turn would), delivering animation delegate callbacks on the way.
    /// A negative or non-finite step does nothing.
    public static func advance(by seconds: CFTimeInterval) {
      guard seconds.isFinite, seconds >= 0 else { return }
      let world = CAWorld.current
      world.locked { tree in world.advance(to: tree.clock.currentMediaTime + seconds) }
    }

    /// Moves the clock forward to `time`; an earlier or non-finite time does nothing.
    public static func advance(to time: CFTimeInterval) {
      CAWorld.current.advance(to: time)
    }

    /// Starts over: the clock at 0, no transaction open; layers made before belong to the old
    /// world and should not be used with new ones. Call it in a test's `setUp`, or give each
    /// test a world of its own with `withIsolatedWorld(_:)`.
    public static func reset() { CAWorld.current.reset() }

    /// Runs `body` in a world of its own: a clock at 0, no layers, no transaction, seen by
    /// `body` and every task it starts, and by no one else. Layers made inside belong to it.
    /// Tests that run in parallel (Swift Testing's default) each wrap their body in one, so that
    /// no test's clock or transactions reach another's:
    ///
    ///     @Test func fade() {
    ///       CAMediaClock.withIsolatedWorld {
    ///         let layer = CALayer()
    ///         layer.add(fade, forKey: "fade")
    ///         CAMediaClock.advance(by: 0.5)
    ///         #expect(layer.presentation()?.opacity == 0.5)
    ///       }
    ///     }
    ///
    /// Outside every such scope, code works in the one shared world, which is safe to use from
    /// several threads (each call is atomic) but shared by all of them.
    public static func withIsolatedWorld<R>(_ body: () throws -> R) rethrows -> R {
      try CAWorld.$isolated.withValue(CAWorld(), operation: body)
    }

    /// `withIsolatedWorld(_:)` for an asynchronous body.
    public static func withIsolatedWorld<R>(
      _ body: () async throws -> R
    ) async rethrows -> R {
      try await CAWorld.$isolated.withValue(CAWorld(), operation: body)
    }

    /// `withIsolatedWorld(_:)` in strict mode: whatever Core Animation would silently
    /// ignore (an animation `add(_:forKey:)` refuses, a value `setValue(_:forKeyPath:)` cannot
    /// take) is also handed to `onRefusal` as a message naming the layer, the call and why:
    ///
    ///     CAMediaClock.withIsolatedWorld(onRefusal: { XCTFail($0) }) {
    ///       layer.add(CABasicAnimation(keyPath: "opactiy"), forKey: "fade")
    ///       // fails: "a CALayer: add(_:forKey: "fade"): keyPath: unknown key path …"
    ///     }
    ///
    /// `LayerKitTesting`'s assertions on a `CALayer` report its refusals in any world.
    public static func withIsolatedWorld<R>(
      onRefusal: @escaping @Sendable (String) -> Void, _ body: () throws -> R
    ) rethrows -> R {
      try CAWorld.$isolated.withValue(CAWorld(onRefusal: onRefusal), operation: body)
    }

    /// The strict `withIsolatedWorld(onRefusal:_:)` for an asynchronous body.
    public static func withIsolatedWorld<R>(
      onRefusal: @escaping @Sendable (String) -> Void, _ body: () async throws -> R
    ) async rethrows -> R {
      try await CAWorld.$isolated.withValue(CAWorld(onRefusal: onRefusal), operation: body)
    }
  }

  /// The current media time in seconds (`CACurrentMediaTime()`): ``CAMediaClock``'s.
  public func CACurrentMediaTime() -> CFTimeInterval { CAMediaClock.currentTime }

  /// Groups property changes and animations, as Core Animation's `CATransaction` (the rule book
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
    public static func begin() { CAWorld.current.begin() }
    /// Closes the innermost transaction (`commit()`).
    public static func commit() { CAWorld.current.commit() }
    /// Commits the implicit transaction now (`flush()`).
    public static func flush() { CAWorld.current.flush() }

    /// The duration of implicit animations (`animationDuration()`), 0.25 s unless set.
    public static func animationDuration() -> CFTimeInterval {
      CAWorld.current.locked { $0.animationDuration }
    }

    /// Sets the duration of implicit animations (`setAnimationDuration(_:)`); a negative or
    /// non-finite duration is ignored.
    public static func setAnimationDuration(_ duration: CFTimeInterval) {
      inTransaction { try? $0.setAnimationDuration(duration) }
    }

    /// The timing function of implicit animations (`animationTimingFunction()`), `nil` for the
    /// default curve.
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
      CAWorld.current.locked { $0.animationTimingFunction.map(CAMediaTimingFunction.init) }
    }

    /// Sets the timing function of implicit animations (`setAnimationTimingFunction(_:)`).
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
      inTransaction { try? $0.setAnimationTimingFunction(function?.function) }
    }

    /// Whether property changes make no implicit animations (`disableActions()`).
    public static func disableActions() -> Bool { CAWorld.current.locked { $0.disableActions } }

    /// Turns implicit animations off or on (`setDisableActions(_:)`).
    public static func setDisableActions(_ disable: Bool) {
      inTransaction { try? $0.setDisableActions(disable) }
    }

    /// Runs `block` once every animation added in the transaction has finished or been removed,
    /// or at commit if none was (`setCompletionBlock(_:)`).
    public static func setCompletionBlock(_ block: (() -> Void)?) {
      inTransaction { try? $0.setCompletionBlock(block) }
    }

    /// The innermost open transaction's completion block, if it set one (`completionBlock()`).
    public static func completionBlock() -> (() -> Void)? {
      CAWorld.current.locked { $0.completionBlock }
    }

    /// Sets a setting of the innermost transaction by key (`setValue(_:forKey:)`): the four
    /// `kCATransaction…` keys set what their methods set; any other key keeps `value` with the
    /// transaction until it commits. A value a setting cannot take is ignored, as its method
    /// ignores it, and a strict world hears why.
    public static func setValue(_ value: Any?, forKey key: String) {
      func refuse(_ expected: String) {
        CAWorld.current.refused(
          "CATransaction: setValue(_:forKey: \"\(key)\"): expects \(expected), got \(CAValue.given(value))"
        )
      }
      switch key {
      case kCATransactionAnimationDuration:
        guard let duration = value.flatMap(CAValue.number) else { return refuse("a number") }
        setAnimationDuration(duration)
      case kCATransactionDisableActions:
        guard let flag = value.flatMap(CAValue.flag) else { return refuse("a Bool") }
        setDisableActions(flag)
      case kCATransactionAnimationTimingFunction:
        guard value == nil || value is CAMediaTimingFunction else {
          return refuse("a CAMediaTimingFunction or nil")
        }
        setAnimationTimingFunction(value as? CAMediaTimingFunction)
      case kCATransactionCompletionBlock:
        guard value == nil || value is () -> Void else { return refuse("a () -> Void or nil") }
        setCompletionBlock(value as? () -> Void)
      default:
        CAWorld.current.setTransactionValue(value, forKey: key)
      }
    }

    /// A setting of the innermost transaction by key (`value(forKey:)`): the four
    /// `kCATransaction…` keys read what their methods read (numbers and flags as `NSNumber`);
    /// any other key what ``setValue(_:forKey:)`` stored in an open transaction.
    public static func value(forKey key: String) -> Any? {
      switch key {
      case kCATransactionAnimationDuration: NSNumber(value: animationDuration())
      case kCATransactionDisableActions: NSNumber(value: disableActions())
      case kCATransactionAnimationTimingFunction: animationTimingFunction()
      case kCATransactionCompletionBlock: completionBlock()
      default: CAWorld.current.transactionValue(forKey: key)
      }
    }

    /// Runs `change` on the current world's tree with a transaction open (the implicit one if
    /// none is), under the world's lock.
    private static func inTransaction(_ change: (LayerTree) -> Void) {
      let world = CAWorld.current
      world.locked { tree in
        world.ensureTransaction()
        change(tree)
      }
    }
  }
#endif
