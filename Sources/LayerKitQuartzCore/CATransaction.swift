#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

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
