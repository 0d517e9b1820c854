#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  /// Key-value coding on a `CALayer` (rule L5): animatable key paths read and write the model,
  /// any other key is kept with the layer.
  extension CALayer {
    /// The model value at `keyPath` as iOS reads it (`NSNumber`, `CGPoint`, `CATransform3D`, …;
    /// an `NSNumber` casts to `CGFloat`, `Double` and `Float`), or what was stored under a key of
    /// one's own, or that key's ``defaultValue(forKey:)``.
    func modelValue(forKeyPath keyPath: String) -> Any? {
      world.locked { _ in
        guard let path = AnimatableKeyPath(exactly: keyPath), path.property.belongs(to: base.kind)
        else { return extraValues[keyPath] ?? type(of: self).defaultValue(forKey: keyPath) }
        return CAValue.any(base.model[path])
      }
    }

    /// Sets the model at an animatable key path (with its implicit animation, I1), or stores
    /// `value` under a key of one's own; a value the key path cannot take is refused (kept in
    /// ``lastAnimationError``, heard by a strict world). A key ``needsDisplay(forKey:)`` names
    /// marks the layer for display.
    func setModelValue(_ value: Any?, forKeyPath keyPath: String) {
      world.locked { _ in
        defer { if type(of: self).needsDisplay(forKey: keyPath) { displayNeeded = true } }
        guard let path = AnimatableKeyPath(exactly: keyPath), path.property.belongs(to: base.kind)
        else {
          extraValues[keyPath] = value
          return
        }
        guard let value else { return }
        let call = "setValue(_:forKeyPath: \"\(keyPath)\")"
        do {
          let converted = try CAValue.read(value, as: path.valueKind, field: keyPath)
          var failure: (any Error)?
          change { layer in
            do { try layer.setValue(converted, forKeyPath: keyPath) } catch { failure = error }
          }
          if let failure { refuse(failure, in: call) } else { lastAnimationError = nil }
        } catch {
          refuse(error, in: call)
        }
      }
    }

    /// The presentation value at `keyPath` just before the change being made (while a delegate
    /// decides its action), else the presentation now; in the types of ``value(forKeyPath:)``.
    /// It is what an action that starts "from the current state" starts from (I1).
    package func presentationValueBeforeChange(forKeyPath keyPath: String) -> Any? {
      world.locked { tree in
        guard let path = AnimatableKeyPath(exactly: keyPath),
          path.property.belongs(to: base.kind)
        else { return extraValues[keyPath] }
        let shown = base.presentation(
          ofModel: modelBeforeChange ?? base.model, at: tree.clock.currentMediaTime)
        return CAValue.any(shown[path])
      }
    }
  }
#endif
