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

    /// The accessor of a property of type `Value`.
    init<Layer: CALayer, Value: CALayerValue>(
      _ keyPath: ReferenceWritableKeyPath<Layer, Value>, _ name: String
    ) {
      layerClass = Layer.self
      self.name = name
      read = { ($0 as? Layer)?[keyPath: keyPath].layerKitValue }
      write = { layer, value in
        guard let layer = layer as? Layer, let value = Value.make(layerKitValue: value) else {
          return
        }
        layer[keyPath: keyPath] = value
      }
    }

    /// The accessor of a property of type `Value?`, whose `nil` reads back as absent.
    init<Layer: CALayer, Value: CALayerValue>(
      _ keyPath: ReferenceWritableKeyPath<Layer, Value?>, _ name: String
    ) {
      layerClass = Layer.self
      self.name = name
      read = { ($0 as? Layer)?[keyPath: keyPath]?.layerKitValue }
      write = { layer, value in
        guard let layer = layer as? Layer else { return }
        layer[keyPath: keyPath] = Value.make(layerKitValue: value)
      }
    }

    /// An accessor of its own (a gradient's lists, `[Any]?` and `[NSNumber]?` on iOS).
    init(
      _ layerClass: CALayer.Type, _ name: String, read: @escaping (CALayer) -> AnimatableValue?,
      write: @escaping (CALayer, AnimatableValue) -> Void
    ) {
      self.layerClass = layerClass
      self.name = name
      self.read = read
      self.write = write
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
        .init(
          CAGradientLayer.self, "colors",
          read: { layer in
            (layer as? CAGradientLayer)?.colors.map { colors in
              .colors(colors.compactMap { ($0 as? CGColor)?.color })
            }
          },
          write: { layer, value in
            guard case .colors(let colors) = value else { return }
            (layer as? CAGradientLayer)?.colors = colors.map(CGColor.init)
          })
      case .locations:
        .init(
          CAGradientLayer.self, "locations",
          read: { layer in
            (layer as? CAGradientLayer)?.locations.map { .numbers($0.map(\.doubleValue)) }
          },
          write: { layer, value in
            guard case .numbers(let numbers) = value else { return }
            (layer as? CAGradientLayer)?.locations = numbers.map { NSNumber(value: $0) }
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
