#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  /// Decides a layer's actions, as the `action(for:forKey:)` part of Core Animation's
  /// `CALayerDelegate` (rule I4): return an animation, `NSNull()` for none, or `nil` to let
  /// the search go on.
  public protocol CALayerDelegate: AnyObject {
    /// The action for a change of `event` on `layer`.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
  }

  extension CALayerDelegate {
    /// `nil`: the search goes on.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
  }

  /// Actions (rule I4): what a property change does, decided by ``CALayer/action(forKey:)``,
  /// which a subclass may override, and run as iOS runs them.
  ///
  ///     change of "opacity" ─▶ action(forKey: "opacity")
  ///                              ├─ delegate?.action(for:forKey:)   NSNull ends: none
  ///                              ├─ actions["opacity"]
  ///                              └─ Self.defaultAction(forKey:)     the implicit animation (I1)
  ///                          ─▶ action.run(forKey:object:arguments:) ─▶ add(_:forKey:)
  extension CALayer {
    /// Makes LayerKit ask ``action(forKey:)`` for every change of this layer's properties.
    func adoptActions() {
      world.locked { _ in
        let adapter = ActionAdapter(layer: self)
        actionAdapter = adapter
        base.delegate = adapter
      }
    }

    /// The whole search of ``action(forKey:)`` as iOS makes it: the delegate, the ``actions``
    /// table, then the class's ``defaultAction(forKey:)``; `NSNull` ends it, with `nil`.
    func searchAction(forKey event: String) -> (any CAAction)? {
      let (delegate, table) = world.locked { _ in (storedDelegate, storedActions) }
      for step in [delegate?.action(for: self, forKey: event), table?[event]] {
        guard let found = step else { continue }
        return found is NSNull ? nil : found
      }
      let fallback = type(of: self).defaultAction(forKey: event)
      return fallback is NSNull ? nil : fallback
    }

    /// The implicit animation of `event` (I1) when it names an animatable property: a basic
    /// animation of no values (it runs from what was shown to the new value) and no duration
    /// (it takes the transaction's), under the transaction's timing function or the default.
    static func implicitAnimation(forKey event: String) -> CABasicAnimation? {
      guard AnimatableKeyPath(exactly: event) != nil else { return nil }
      let animation = CABasicAnimation(keyPath: event)
      animation.timingFunction =
        CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
      return animation
    }

    /// Runs `action` for a change of `event`, as iOS runs it: a `CAAnimation` with none of its
    /// values set starts from what was shown just before the change (I1), and is added through
    /// ``add(_:forKey:)``; any other action runs itself.
    fileprivate func run(_ action: any CAAction, forKey event: String) {
      guard let basic = action as? CABasicAnimation,
        basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil
      else {
        action.run(forKey: event, object: self, arguments: nil)
        return
      }
      guard let filled = basic.copy() as? CABasicAnimation else { return }
      filled.fromValue = presentationValueBeforeChange(forKeyPath: event)
      filled.run(forKey: event, object: self, arguments: nil)
    }
  }

  /// Answers LayerKit's action lookup for a `CALayer` (<doc:Rules#I4>): it asks the layer's
  /// ``CALayer/action(forKey:)`` (so an override decides) and runs what that returns itself,
  /// telling LayerKit to add nothing of its own.
  final class ActionAdapter: LayerDelegate {
    private weak var layer: CALayer?

    init(layer: CALayer) { self.layer = layer }

    func action(for _: Layer, forKey key: String) -> LayerAction? {
      guard let layer else { return .noAction }
      if let action = layer.action(forKey: key) { layer.run(action, forKey: key) }
      return .noAction
    }
  }
#endif
