#if !canImport(UIKit)
  import LayerKit
  import LayerKitQuartzCore

  /// How UIKit's `UIView` reaches one row of LayerKit's property table (rule U1): the view's own
  /// property that reads and writes the row through its layer. ``LayerKit/LayerProperty``'s
  /// ``LayerKit/LayerProperty/uiViewAccessor`` places every row in an exhaustive switch, as
  /// `coreAnimationAccessor` does for `CALayer`: a row added to the table does not compile until
  /// it is placed (a view property, or the layer's alone), and the package's tests check each
  /// accessor against its row.
  package struct UIViewPropertyAccessor {
    /// The property's name in UIKit (`center` for the row `position`).
    package let name: String
    /// Reads the property as LayerKit's value.
    package let read: (UIView) -> AnimatableValue?
    /// Writes LayerKit's value through the property.
    package let write: (UIView, AnimatableValue) -> Void

    /// The accessor of a view property of type `Value`.
    init<Value: CALayerValue>(_ keyPath: ReferenceWritableKeyPath<UIView, Value>, _ name: String) {
      self.name = name
      read = { $0[keyPath: keyPath].layerKitValue }
      write = { view, value in
        guard let value = Value.make(layerKitValue: value) else { return }
        view[keyPath: keyPath] = value
      }
    }

    /// The accessor of a view property of type `Value?`, whose `nil` reads back as absent.
    init<Value: CALayerValue>(_ keyPath: ReferenceWritableKeyPath<UIView, Value?>, _ name: String) {
      self.name = name
      read = { $0[keyPath: keyPath]?.layerKitValue }
      write = { view, value in view[keyPath: keyPath] = Value.make(layerKitValue: value) }
    }
  }

  extension UIColor: CALayerValue {
    /// The colour of a LayerKit colour value, `nil` for a value of another kind.
    package static func make(layerKitValue: AnimatableValue) -> Self? {
      CGColor.make(layerKitValue: layerKitValue).map { Self(cgColor: $0) }
    }
    /// The colour as LayerKit's value.
    package var layerKitValue: AnimatableValue { cgColor.layerKitValue }
  }

  extension LayerProperty {
    /// The `UIView` property that reads and writes this row through the view's layer, `nil` for
    /// a row UIKit leaves to the layer (`view.layer.cornerRadius`; see
    /// ``UIViewPropertyAccessor``).
    package var uiViewAccessor: UIViewPropertyAccessor? {
      switch self {
      case .bounds: .init(\UIView.bounds, "bounds")
      case .position: .init(\UIView.center, "center")
      case .transform: .init(\UIView.transform3D, "transform3D")
      case .opacity: .init(\UIView.alpha, "alpha")
      case .hidden: .init(\UIView.isHidden, "isHidden")
      case .backgroundColor: .init(\UIView.backgroundColor, "backgroundColor")
      case .masksToBounds: .init(\UIView.clipsToBounds, "clipsToBounds")
      case .zPosition, .anchorPoint, .anchorPointZ, .sublayerTransform, .borderColor,
        .borderWidth, .cornerRadius, .shadowColor, .shadowOpacity, .shadowOffset, .shadowRadius,
        .contentsRect, .doubleSided, .path, .fillColor, .strokeColor, .lineWidth, .strokeStart,
        .strokeEnd, .lineDashPhase, .miterLimit, .colors, .locations, .startPoint, .endPoint,
        .instanceTransform, .instanceColor, .instanceRedOffset, .instanceGreenOffset,
        .instanceBlueOffset, .instanceAlphaOffset, .fontSize, .foregroundColor:
        nil
      }
    }
  }
#endif
