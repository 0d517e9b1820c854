#if !canImport(SwiftUI)
  import Foundation

  /// When a `withAnimation` completion runs, as SwiftUI's `AnimationCompletionCriteria`
  /// (iOS 17, rule W6).
  public struct AnimationCompletionCriteria: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
      case logicallyComplete
      case removed
    }
    let kind: Kind

    /// When every animation the change started is logically complete: a curve at its
    /// duration, a spring at its perceptual duration (W1 [C]), whatever still moves after.
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
    /// When every animation the change started has finished and been removed.
    public static let removed = AnimationCompletionCriteria(kind: .removed)
  }

  /// The context of a state change, as SwiftUI's `Transaction`: the animation that animates it
  /// and the completions to run when it is done (W6).
  ///
  ///     var transaction = Transaction(animation: .easeIn)
  ///     transaction.addAnimationCompletion { print("faded in") }
  ///     withTransaction(transaction) { opacity.value = 1 }
  public struct Transaction {
    /// The animation of the changes made in the transaction; `nil` for none (`animation`).
    public var animation: Animation?
    /// Whether the changes are made without animation (`disablesAnimations`).
    public var disablesAnimations = false
    /// Whether the transaction is part of a continuous interaction (`isContinuous`): kept and
    /// read back.
    public var isContinuous = false
    /// Whether velocity is tracked for later springs (`tracksVelocity`): kept and read back
    /// (LayerKit's springs always keep velocity when they merge).
    public var tracksVelocity = false
    /// The completions added with ``addAnimationCompletion(criteria:_:)``.
    var completions: [(criteria: AnimationCompletionCriteria, body: () -> Void)] = []

    /// An empty transaction (`init()`).
    public init() {}

    /// A transaction that animates with `animation` (`init(animation:)`).
    public init(animation: Animation?) { self.animation = animation }

    /// Runs `completion` when the animations the transaction starts meet `criteria`
    /// (`addAnimationCompletion(criteria:_:)`), or as the transaction ends if it starts none.
    public mutating func addAnimationCompletion(
      criteria: AnimationCompletionCriteria = .logicallyComplete,
      _ completion: @escaping () -> Void
    ) {
      completions.append((criteria, completion))
    }
  }

  /// The transaction in force on the current task, and what became of its completions.
  ///
  /// Held in a task-local value, so that `withAnimation` in parallel tests never meets another
  /// test's transaction; locked because the completions it collects may be run from the thread
  /// that later reads an animated value.
  final class TransactionScope: @unchecked Sendable {
    @TaskLocal static var current: TransactionScope?

    private let lock = NSLock()
    private let transaction: Transaction
    private var groups: [CompletionGroup]?
    private var startedAnimations = 0

    init(_ transaction: Transaction) { self.transaction = transaction }

    /// The animation a change made now takes, and the completion groups it joins; counts it.
    func animationForChange() -> (Animation, [CompletionGroup])? {
      lock.lock()
      defer { lock.unlock() }
      guard let animation = transaction.animation, !transaction.disablesAnimations else {
        return nil
      }
      startedAnimations += 1
      if groups == nil {
        groups = transaction.completions.map {
          CompletionGroup(criteria: $0.criteria, body: $0.body)
        }
      }
      let joined = groups ?? []
      for group in joined { group.join() }
      return (animation, joined)
    }

    /// The completions to run as the transaction ends: all of them when it started no
    /// animation (W6).
    func completionsAtEnd() -> [() -> Void] {
      lock.lock()
      defer { lock.unlock() }
      return startedAnimations == 0 ? transaction.completions.map(\.body) : []
    }

    /// The transaction, for `withTransaction(_:_:_:)` to change a copy of.
    var snapshot: Transaction {
      lock.lock()
      defer { lock.unlock() }
      return transaction
    }
  }

  /// One completion shared by every animation a transaction started: it runs once, when the
  /// last of them meets its criteria.
  final class CompletionGroup: @unchecked Sendable {
    let criteria: AnimationCompletionCriteria
    private let lock = NSLock()
    private var body: (() -> Void)?
    private var pending = 0

    init(criteria: AnimationCompletionCriteria, body: @escaping () -> Void) {
      self.criteria = criteria
      self.body = body
    }

    func join() {
      lock.lock()
      pending += 1
      lock.unlock()
    }

    /// One member is done: the completion to run if it was the last.
    func memberDone() -> (() -> Void)? {
      lock.lock()
      defer { lock.unlock() }
      pending -= 1
      guard pending == 0, let body else { return nil }
      self.body = nil
      return body
    }
  }

  /// Runs `body` with `transaction` in force (`withTransaction(_:_:)`): the animatable values
  /// it changes animate as the transaction says.
  public func withTransaction<Result>(
    _ transaction: Transaction, _ body: () throws -> Result
  ) rethrows -> Result {
    let scope = TransactionScope(transaction)
    let result = try TransactionScope.$current.withValue(scope) { try body() }
    for completion in scope.completionsAtEnd() { completion() }
    return result
  }

  /// Runs `body` with the current transaction changed at `keyPath`
  /// (`withTransaction(_:_:_:)`).
  public func withTransaction<R, V>(
    _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
  ) rethrows -> R {
    var transaction = TransactionScope.current?.snapshot ?? Transaction()
    transaction.completions = []
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
  }

  /// Runs `body` so that the animatable values it changes animate with `animation`
  /// (`withAnimation(_:_:)`).
  ///
  ///     withAnimation(.spring(duration: 0.4, bounce: 0.2)) { rotation.value = 180 }
  public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result
  ) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
  }

  /// Runs `body` animated with `animation` and `completion` once its animations meet
  /// `completionCriteria` (`withAnimation(_:completionCriteria:_:completion:)`, W6): before
  /// returning when it animated nothing.
  public func withAnimation<Result>(
    _ animation: Animation? = .default,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
  ) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
  }
#endif
