#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  /// How Core Animation's API reaches one row of LayerKit's property table (rule L4): the typed
  /// property of `CALayer` or of its kind's class that reads and writes it. ``LayerProperty``'s
  /// ``LayerKit/LayerProperty/coreAnimationAccessor`` lists one for every row, in an exhaustive
  /// switch: a row added to the table does not compile until Core Animation's API reaches it, and
  /// the package's tests check each accessor against the row it names.
  package struct CAPropertyAccessor {
    /// The class whose property it is (`CALayer`, or a kind's class).
    package let layerClass: CALayer.Type
    /// The property's name in Core Animation (`isHidden` for the row `hidden`).
    package let name: String
    /// Reads the property through its typed accessor, as LayerKit's value.
    package let read: (CALayer) -> AnimatableValue?
    /// Writes LayerKit's value through the property's typed accessor.
    package let write: (CALayer, AnimatableValue) -> Void

    /// The accessor of a property of type `Value`: LayerKit's value read through `toValue`, and
    /// written through `fromValue` unless that gives `nil` (a value of another kind).
    init<Layer: CALayer, Value>(
      _ keyPath: ReferenceWritableKeyPath<Layer, Value>, _ name: String,
      read toValue: @escaping (Value) -> AnimatableValue?,
      write fromValue: @escaping (AnimatableValue) -> Value?
    ) {
      layerClass = Layer.self
      self.name = name
      read = { ($0 as? Layer).flatMap { toValue($0[keyPath: keyPath]) } }
      write = { layer, value in
        guard let layer = layer as? Layer, let value = fromValue(value) else { return }
        layer[keyPath: keyPath] = value
      }
    }

    /// The accessor of a property of type `Value`.
    init<Layer: CALayer, Value: CALayerValue>(
      _ keyPath: ReferenceWritableKeyPath<Layer, Value>, _ name: String
    ) {
      self.init(keyPath, name, read: \.layerKitValue, write: Value.make(layerKitValue:))
    }

    /// The accessor of a property of type `Value?`, whose `nil` reads back as absent and is
    /// written for a value of another kind.
    init<Layer: CALayer, Value: CALayerValue>(
      _ keyPath: ReferenceWritableKeyPath<Layer, Value?>, _ name: String
    ) {
      self.init(
        keyPath, name, read: { $0?.layerKitValue },
        write: { .some(Value.make(layerKitValue: $0)) })
    }
  }

  extension LayerProperty {
    /// The typed property of Core Animation's API that reads and writes this row (see
    /// ``CAPropertyAccessor``).
    package var coreAnimationAccessor: CAPropertyAccessor {
      switch self {
      case .position: .init(\CALayer.position, "position")
      case .zPosition: .init(\CALayer.zPosition, "zPosition")
      case .anchorPoint: .init(\CALayer.anchorPoint, "anchorPoint")
      case .anchorPointZ: .init(\CALayer.anchorPointZ, "anchorPointZ")
      case .bounds: .init(\CALayer.bounds, "bounds")
      case .transform: .init(\CALayer.transform, "transform")
      case .sublayerTransform: .init(\CALayer.sublayerTransform, "sublayerTransform")
      case .opacity: .init(\CALayer.opacity, "opacity")
      case .hidden: .init(\CALayer.isHidden, "isHidden")
      case .backgroundColor: .init(\CALayer.backgroundColor, "backgroundColor")
      case .borderColor: .init(\CALayer.borderColor, "borderColor")
      case .borderWidth: .init(\CALayer.borderWidth, "borderWidth")
      case .cornerRadius: .init(\CALayer.cornerRadius, "cornerRadius")
      case .shadowColor: .init(\CALayer.shadowColor, "shadowColor")
      case .shadowOpacity: .init(\CALayer.shadowOpacity, "shadowOpacity")
      case .shadowOffset: .init(\CALayer.shadowOffset, "shadowOffset")
      case .shadowRadius: .init(\CALayer.shadowRadius, "shadowRadius")
      case .contentsRect: .init(\CALayer.contentsRect, "contentsRect")
      case .masksToBounds: .init(\CALayer.masksToBounds, "masksToBounds")
      case .doubleSided: .init(\CALayer.isDoubleSided, "isDoubleSided")
      case .path: .init(\CAShapeLayer.path, "path")
      case .fillColor: .init(\CAShapeLayer.fillColor, "fillColor")
      case .strokeColor: .init(\CAShapeLayer.strokeColor, "strokeColor")
      case .lineWidth: .init(\CAShapeLayer.lineWidth, "lineWidth")
      case .strokeStart: .init(\CAShapeLayer.strokeStart, "strokeStart")
      case .strokeEnd: .init(\CAShapeLayer.strokeEnd, "strokeEnd")
      case .lineDashPhase: .init(\CAShapeLayer.lineDashPhase, "lineDashPhase")
      case .miterLimit: .init(\CAShapeLayer.miterLimit, "miterLimit")
      case .colors:
        // `[Any]?` on iOS: the colours among its elements.
        .init(
          \CAGradientLayer.colors, "colors",
          read: { $0.map { .colors($0.compactMap { ($0 as? CGColor)?.color }) } },
          write: { value in
            guard case .colors(let colors) = value else { return nil }
            return .some(colors.map(CGColor.init))
          })
      case .locations:
        // `[NSNumber]?` on iOS.
        .init(
          \CAGradientLayer.locations, "locations",
          read: { $0.map { .numbers($0.map(\.doubleValue)) } },
          write: { value in
            guard case .numbers(let numbers) = value else { return nil }
            return .some(numbers.map { NSNumber(value: $0) })
          })
      case .startPoint: .init(\CAGradientLayer.startPoint, "startPoint")
      case .endPoint: .init(\CAGradientLayer.endPoint, "endPoint")
      case .instanceTransform: .init(\CAReplicatorLayer.instanceTransform, "instanceTransform")
      case .instanceColor: .init(\CAReplicatorLayer.instanceColor, "instanceColor")
      case .instanceRedOffset: .init(\CAReplicatorLayer.instanceRedOffset, "instanceRedOffset")
      case .instanceGreenOffset:
        .init(\CAReplicatorLayer.instanceGreenOffset, "instanceGreenOffset")
      case .instanceBlueOffset:
        .init(\CAReplicatorLayer.instanceBlueOffset, "instanceBlueOffset")
      case .instanceAlphaOffset:
        .init(\CAReplicatorLayer.instanceAlphaOffset, "instanceAlphaOffset")
      case .fontSize: .init(\CATextLayer.fontSize, "fontSize")
      case .foregroundColor: .init(\CATextLayer.foregroundColor, "foregroundColor")
      }
    }
  }
#endif
