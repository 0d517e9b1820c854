/// One open `begin()`…`commit()` scope of a ``LayerTree``'s transactions (<doc:Rules#I2>, I3).
///
/// Holds the settings in force in the scope (its own where it set them, else those of the scope
/// around it when it opened, so that a read is O(1) however deep scopes nest), and which
/// animations added during it are still running.
final class TransactionScope: AnimationTransaction {
  var animationDuration: Double
  var timingFunction: TimingFunction?
  var disableActions: Bool
  var completion: (() -> Void)?
  /// How the completion is run: at once, or handed to the tree's host (``LayerTree/completionRunner``).
  private let run: ((@escaping () -> Void) -> Void)?
  /// Add-order numbers of the animations added during the scope that have not stopped.
  var pending: Set<Int> = []
  var isCommitted = false
  private var hasCompleted = false

  /// A scope opened inside `outer` (or outermost), inheriting its settings.
  init(inside outer: TransactionScope?, run: ((@escaping () -> Void) -> Void)?) {
    self.run = run
    animationDuration = outer?.animationDuration ?? MediaTiming.defaultDuration
    timingFunction = outer?.timingFunction
    disableActions = outer?.disableActions ?? false
  }

  func animationWasAdded(_ sequence: Int) {
    pending.insert(sequence)
  }

  func animationDidStop(_ sequence: Int) {
    pending.remove(sequence)
    completeIfDone()
  }

  /// Runs the completion once the scope is committed and all its animations have stopped (I3).
  func completeIfDone() {
    guard isCommitted, pending.isEmpty, !hasCompleted else { return }
    hasCompleted = true
    if let completion {
      if let run { run(completion) } else { completion() }
    }
    completion = nil
  }
}

extension LayerTree {
  /// Opens a transaction scope (`CATransaction.begin()`, <doc:Rules#I2>). Scopes nest; settings
  /// made in an inner scope shadow the outer ones until it commits.
  public func begin() {
    scopes.append(TransactionScope(inside: scopes.last, run: completionRunner))
  }

  /// Closes the innermost scope (`CATransaction.commit()`). Its completion handler runs now if it
  /// added no animations, or once every animation it added has finished or been removed (I3).
  ///
  /// - Throws: ``ValidationError`` (field `transaction`) when no scope is open.
  public func commit() throws {
    guard let scope = scopes.popLast() else {
      throw ValidationError(field: "transaction", reason: "commit without a matching begin")
    }
    scope.isCommitted = true
    scope.completeIfDone()
  }

  /// Runs `body` inside a transaction with the given settings, committing afterwards even when
  /// `body` throws. The usual way to animate implicitly:
  ///
  ///     try tree.withTransaction(duration: 1, timingFunction: .easeOut) {
  ///       box.position = Point(x: 200, y: 80)   // an implicit animation under "position"
  ///     }
  public func withTransaction<Result>(
    duration: Double? = nil, timingFunction: TimingFunction? = nil, disableActions: Bool? = nil,
    completion: (() -> Void)? = nil, _ body: () throws -> Result
  ) throws -> Result {
    begin()
    let scope = scopes[scopes.count - 1]
    if let duration { try setAnimationDuration(duration) }
    if let timingFunction { scope.timingFunction = timingFunction }
    if let disableActions { scope.disableActions = disableActions }
    scope.completion = completion
    defer {
      // The scope opened above is the innermost again once `body` has closed its own scopes.
      if let index = scopes.lastIndex(where: { $0 === scope }) {
        scopes.removeSubrange(index...)
        scope.isCommitted = true
        scope.completeIfDone()
      }
    }
    return try body()
  }

  /// Whether a transaction scope is open.
  public var isInTransaction: Bool { !scopes.isEmpty }

  /// The animation duration of the innermost scope that set one, else 0.25 s
  /// (`CATransaction.animationDuration()`, I2).
  public var animationDuration: Double {
    scopes.last?.animationDuration ?? MediaTiming.defaultDuration
  }

  /// The timing function of the innermost scope that set one, else `nil`
  /// (`CATransaction.animationTimingFunction()`); implicit animations then use `.default` (I1).
  public var animationTimingFunction: TimingFunction? { scopes.last?.timingFunction }

  /// Whether the innermost scope that set it disables actions (`CATransaction.disableActions()`).
  public var disableActions: Bool { scopes.last?.disableActions ?? false }

  /// Sets the innermost scope's animation duration (`setAnimationDuration:`).
  ///
  /// - Throws: ``ValidationError`` when no scope is open, or for a negative or non-finite
  ///   duration.
  public func setAnimationDuration(_ duration: Double) throws {
    let scope = try innermostScope()
    try ValidationError.requireFinite(duration, "animationDuration")
    try ValidationError.requireNonNegative(duration, "animationDuration")
    scope.animationDuration = duration
  }

  /// Sets the innermost scope's timing function (`setAnimationTimingFunction:`).
  ///
  /// - Throws: ``ValidationError`` when no scope is open.
  public func setAnimationTimingFunction(_ function: TimingFunction?) throws {
    try innermostScope().timingFunction = function
  }

  /// Sets whether the innermost scope disables actions (`setDisableActions:`).
  ///
  /// - Throws: ``ValidationError`` when no scope is open.
  public func setDisableActions(_ disable: Bool) throws {
    try innermostScope().disableActions = disable
  }

  /// The innermost scope's completion handler, if it set one (`CATransaction.completionBlock()`,
  /// I3).
  public var completionBlock: (() -> Void)? { scopes.last?.completion }

  /// Sets the innermost scope's completion handler (`setCompletionBlock:`, I3).
  ///
  /// - Throws: ``ValidationError`` when no scope is open.
  public func setCompletionBlock(_ completion: (() -> Void)?) throws {
    try innermostScope().completion = completion
  }

  private func innermostScope() throws -> TransactionScope {
    guard let scope = scopes.last else {
      throw ValidationError(
        field: "transaction", reason: "no transaction is open; call begin() first")
    }
    return scope
  }

  /// The scope an animation added now belongs to (I3).
  var openTransaction: (any AnimationTransaction)? { scopes.last }
}
