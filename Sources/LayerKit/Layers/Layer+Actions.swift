/// What setting a property does inside a transaction (<doc:Rules#I1>, I4).
///
/// Mirrors the `id<CAAction>` values of `CALayer.actions` and `actionForKey:`, with `NSNull`
/// as ``noAction``. (Not called `none`, which `Optional` would swallow: `actions[key] = .none`
/// would remove the entry instead of storing "no action".)
public enum LayerAction: Hashable, Sendable {
  /// Add this animation under the property's key. With none of from/to/by it animates from the
  /// presentation value to the new model value (B1); a non-positive duration takes the
  /// transaction's (T3).
  case animation(Animation)
  /// No animation; ends the search (`NSNull`).
  case noAction
}

/// Decides actions for a layer's property changes (<doc:Rules#I4>).
///
/// Mirrors the `actionForLayer:forKey:` part of `CALayerDelegate`.
public protocol LayerDelegate: AnyObject {
  /// The action for setting `key` on `layer`, or `nil` to let the search go on (to the layer's
  /// ``Layer/actions``, then the default).
  func action(for layer: Layer, forKey key: String) -> LayerAction?

  /// The delegate of the animation that ``action(for:forKey:)`` has just returned for `key`,
  /// asked right after it, before the animation is added: Core Animation runs an action
  /// animation with its own `delegate`, so its start and stop are heard (E2). `nil` by default.
  func animationDelegate(forActionOf layer: Layer, forKey key: String) -> (any AnimationDelegate)?
}

extension LayerDelegate {
  /// `nil`: the action's animation has no delegate.
  public func animationDelegate(
    forActionOf layer: Layer, forKey key: String
  ) -> (any AnimationDelegate)? { nil }
}

extension Layer {
  /// The action for a change of `key` (`actionForKey:`, <doc:Rules#I4>): the delegate's, else the
  /// ``actions`` table's, else the default implicit animation for an animatable property. `nil`
  /// means no action.
  public func action(forKey key: String) -> Animation? {
    if let found = delegate?.action(for: self, forKey: key) ?? actions[key] {
      switch found {
      case .animation(let animation): return animation
      case .noAction: return nil
      }
    }
    guard let property = LayerProperty(rawValue: key), let tree = host else { return nil }
    // The default (I1): a basic animation under the property's key from the presentation just
    // before the change to the new model value, with the transaction's timing.
    var implicit = BasicAnimation(keyPath: AnimatableKeyPath(unchecked: property))
    implicit.base.timing.duration = tree.animationDuration
    implicit.base.timingFunction = tree.animationTimingFunction ?? .default
    return .basic(implicit)
  }

  /// Runs actions for the properties that changed, when a transaction is open with actions
  /// enabled (<doc:Rules#I1>–I4). Called before the layer's compiled animations see the new model,
  /// so that "the presentation value just before the change" is evaluated on the old one.
  func modelDidChange(from old: LayerProperties) {
    guard let tree = host, tree.isInTransaction, !tree.disableActions, old != model else { return }
    // The presentation just before the change (I1), before any action adds an animation.
    let before = animationState.tracks.presentation(
      of: old, at: activeLocalTime(atMediaTime: tree.mediaTime))
    for property in LayerProperty.allCases where old[property] != model[property] {
      guard var action = action(forKey: property.rawValue) else { continue }
      if case .basic(var basic) = action, basic.fromValue == nil, basic.toValue == nil,
        basic.byValue == nil
      {
        basic.fromValue = before[basic.keyPath]
        action = .basic(basic)
      }
      do {
        let listener = delegate?.animationDelegate(forActionOf: self, forKey: property.rawValue)
        try add(action, forKey: property.rawValue, delegate: listener)
      } catch let error as ValidationError {
        // A property setter cannot throw: an invalid action from the delegate or the actions
        // table is not run, and the tree records why.
        tree.recordActionFailure(error.inside("actions[\"\(property.rawValue)\"]"))
      } catch {
        tree.recordActionFailure(ValidationError(field: property.rawValue, reason: "\(error)"))
      }
    }
  }
}
