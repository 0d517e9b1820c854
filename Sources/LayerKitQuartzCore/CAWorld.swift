#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  /// A media clock and the layers that live by it: one LayerKit tree, its transactions, and the
  /// count of commits (what has been shown). The module's layers, clock and transactions act on
  /// the world current where they run (``current``): the shared one, or one that
  /// `CAMediaClock.withIsolatedWorld(_:)` made for a test. A layer belongs to the world
  /// it was made in, and lives by its clock whether or not it is in a layer tree.
  ///
  /// Thread safety: everything a world holds is read and written under its lock, taken by every
  /// entry point of the module (a `CALayer`'s properties and methods, `CATransaction`,
  /// `CAMediaClock`), so layers of one world may be used from several threads at once; each
  /// call is atomic, their order is the callers'.
  ///
  /// Callbacks run **outside** the lock: animation delegates, transaction completion blocks,
  /// UIKit's completions and a strict world's refusal handler are queued while the lock is held
  /// and run, in order, once the outermost call into the world lets the lock go, on that thread
  /// (one thread at a time runs a world's callbacks; one that arrives while another runs them
  /// leaves them to it). So a callback may touch any layer of any world without deadlock, and a
  /// chain of callbacks that start more callbacks runs as a loop, not as a recursion. While the
  /// clock moves, each event's callbacks run before the next event, with the clock at its time.
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

    private let lock = NSRecursiveLock()
    /// How deep the calls holding the lock are nested (on the thread holding it).
    private var depth = 0
    /// Callbacks queued under the lock, run outside it (``queueCallback(_:)``).
    private var callbacks: [() -> Void] = []
    /// Whether some thread is running the queued callbacks.
    private var runningCallbacks = false

    private var storedTree = LayerTree()

    /// What other modules keep per world, by type, made on first use (under the lock).
    private var attachments: [ObjectIdentifier: AnyObject] = [:]

    /// Work to run at the end of the next run-loop turn (``flush()``), in order: UIKit runs the
    /// completion of an animation block that animated nothing there.
    private var afterFlush: [() -> Void] = []

    /// Hears of every refusal in a strict world.
    private let refusalHandler: (@Sendable (String) -> Void)?

    /// Whether an implicit transaction is open (one that property changes opened, committed
    /// when the clock next moves or on ``CATransaction/flush()``).
    private var implicitOpen = false
    /// How many explicit transactions are open.
    private var explicitDepth = 0
    /// How many outermost transactions have committed: layers made since the last one have
    /// never been shown.
    private var storedCommitCount = 0

    /// What `CATransaction.setValue(_:forKey:)` stored under keys of its own, one table per
    /// open transaction (implicit or explicit), innermost last.
    private var transactionValues: [[String: Any]] = []

    /// The thread whose `reset()` began the shared world's current use, and the thread whose
    /// use that reset cut into (the one that reset before it): how two tests using the shared world at once (Swift
    /// Testing runs tests in parallel) are noticed (``sawTestsInterleave``).
    private var sessionThread: ObjectIdentifier?
    private var cutThread: ObjectIdentifier?
    /// Whether the thread whose use the last reset cut into used the world again after it: the
    /// mark of parallel tests sharing one world, which the testing library names in its
    /// messages. Every reset starts over (a new test), so it lasts until the next one.
    package private(set) var sawTestsInterleave = false

    /// Notes a reset (`isReset`) or a move of the clock by the calling thread (see
    /// ``sawTestsInterleave``). Only the use a reset cut into counts: a thread the pool gives to
    /// a later test is not taken for an interleaving once anything has reset the world again.
    /// Call with the lock held.
    func noteUse(isReset: Bool, by thread: ObjectIdentifier = ObjectIdentifier(Thread.current)) {
      if isReset {
        cutThread = sessionThread == thread ? nil : sessionThread
        sessionThread = thread
        sawTestsInterleave = false
      } else if cutThread == thread {
        sawTestsInterleave = true
      }
    }

    /// A world, strict when it has a refusal handler.
    init(onRefusal: (@Sendable (String) -> Void)? = nil) {
      refusalHandler = onRefusal
      configure(storedTree)
    }

    /// A world's tree keeps every layer made in the world, in a layer tree or not, and logs no
    /// events (nobody reads them; each would keep its animation).
    private func configure(_ tree: LayerTree) {
      tree.keepsDetachedLayers = true
      tree.eventLogLimit = 0
      // Completion blocks run outside the lock, as every callback does.
      tree.completionRunner = { [unowned self] block in callbacks.append(block) }
    }

    // MARK: The lock and the callbacks

    /// Runs `body` with the world's lock held, handing it the tree. When this is the outermost
    /// call, the callbacks queued meanwhile run after the lock is let go.
    @discardableResult
    package func locked<R>(_ body: (LayerTree) throws -> R) rethrows -> R {
      enter()
      defer { leave() }
      return try body(storedTree)
    }

    /// Takes the lock, for a stretch that ends with ``leave()`` on the same thread: what
    /// ``locked(_:)`` does around its body, for callers that must not add a closure's frame to
    /// the stack (UIKit's animation blocks, which users nest).
    package func enter() {
      lock.lock()
      depth += 1
    }

    /// Lets the lock go after ``enter()``; the outermost call then runs the queued callbacks.
    package func leave() {
      depth -= 1
      let outermost = depth == 0
      lock.unlock()
      if outermost { runCallbacks() }
    }

    /// Queues `callback` to run once the lock is let go (see the type's documentation). Call it
    /// with the lock held.
    package func queueCallback(_ callback: @escaping () -> Void) {
      locked { _ in callbacks.append(callback) }
    }

    /// Runs the queued callbacks, outside the lock, until none is left; does nothing when
    /// another call on this or another thread is running them already.
    private func runCallbacks() {
      while true {
        lock.lock()
        guard !callbacks.isEmpty, !runningCallbacks else {
          lock.unlock()
          return
        }
        runningCallbacks = true
        let batch = callbacks
        callbacks.removeAll()
        lock.unlock()
        for callback in batch { callback() }
        lock.lock()
        runningCallbacks = false
        lock.unlock()
      }
    }

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

    /// Runs `work` at the next ``flush()``, outside the lock.
    package func runAfterFlush(_ work: @escaping () -> Void) {
      locked { _ in afterFlush.append(work) }
    }

    /// Tells the refusal handler, if any, of a refused call (outside the lock, as any callback).
    package func refused(_ message: String) {
      guard let refusalHandler else { return }
      queueCallback { refusalHandler(message) }
    }

    // MARK: Layers

    /// Takes a layer just made into the world: its clock drives it from now on.
    func adopt(_ layer: Layer) {
      locked { $0.adopt(layer) }
    }

    /// Lets a layer the world holds at its top level go (its `CALayer` is gone).
    func letGo(_ layer: Layer) {
      locked { $0.letGo(layer) }
    }

    // MARK: Transactions

    /// How many outermost transactions have committed.
    var commitCount: Int { locked { _ in storedCommitCount } }

    /// The media time now.
    package var currentTime: Double { locked { $0.clock.currentMediaTime } }

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
    /// one is; the layers made so far now count as shown, and the work waiting for the turn's
    /// end is queued to run outside the lock.
    func flush() {
      locked { tree in
        guard explicitDepth == 0 else { return }
        if implicitOpen {
          implicitOpen = false
          _ = transactionValues.popLast()
          try? tree.commit()
        }
        storedCommitCount += 1
        callbacks += afterFlush
        afterFlush.removeAll()
      }
    }

    // MARK: The clock

    /// Ends the run-loop turn, then moves the clock to `time`, delivering the events on the way:
    /// one at a time, each event's callbacks running outside the lock before the next, with the
    /// clock at the event's time. A time that is not a number, or earlier than now, changes
    /// nothing (not even the turn).
    func advance(to time: Double) {
      let start = locked { tree -> AdvanceBurst? in
        guard time.isFinite, time >= tree.clock.currentMediaTime else { return nil }
        noteUse(isReset: false)
        flush()
        return AdvanceBurst(firstSequence: tree.nextAnimationSequenceNumber)
      }
      guard var burst = start else { return }
      while locked({ tree in (try? tree.deliverNextEvent(until: time, burst: &burst)) ?? false }) {}
      locked { tree in try? tree.clock.advance(to: max(time, tree.clock.currentMediaTime)) }
    }

    /// A new world: no layers, the clock at 0, no transaction; callbacks still queued are
    /// dropped with the old world's layers. What the old world held is let go after the lock
    /// (an animator let go stops itself, which takes the lock again).
    func reset() {
      let old = locked { _ -> (LayerTree, [ObjectIdentifier: AnyObject], [() -> Void]) in
        noteUse(isReset: true)
        let old = (storedTree, attachments, afterFlush + callbacks)
        storedTree = LayerTree()
        configure(storedTree)
        implicitOpen = false
        explicitDepth = 0
        transactionValues.removeAll()
        storedCommitCount = 0
        attachments = [:]
        afterFlush = []
        callbacks = []
        return old
      }
      withExtendedLifetime(old) {}
    }
  }
#endif
