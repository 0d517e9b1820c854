#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  /// A Swift type that Core Animation gives a layer property, converted to and from LayerKit's
  /// value of the property (rule L4): what the one generic accessor of `CALayer` and its kinds
  /// reads and writes, so that every animatable property is one row of LayerKit's property
  /// table reached through one function, whatever its type.
  ///
  /// | type | LayerKit value |
  /// | --- | --- |
  /// | `Float`, `CGFloat` | a number |
  /// | `Bool` | a boolean |
  /// | `CGPoint`, `CGSize`, `CGRect` | a point, size, rect |
  /// | `CATransform3D` | a transform |
  /// | `CGColor` | a colour |
  /// | `CGPath` | a path |
  ///
  /// (The two list properties, a gradient's `colors` and `locations`, keep their own accessors:
  /// `[Any]?` and `[NSNumber]?` on iOS.)
  package protocol CALayerValue {
    /// The value as Core Animation's type holds it, `nil` for a value of another kind.
    static func make(layerKitValue: AnimatableValue) -> Self?
    /// The value as LayerKit holds it.
    var layerKitValue: AnimatableValue { get }
  }

  extension Float: CALayerValue {
    package static func make(layerKitValue: AnimatableValue) -> Self? {
      guard case .number(let value) = layerKitValue else { return nil }
      return Self(finiteFrom: value)
    }
    package var layerKitValue: AnimatableValue { .number(Double(self)) }
  }

  extension CGFloat: CALayerValue {
    package static func make(layerKitValue: AnimatableValue) -> Self? {
      guard case .number(let value) = layerKitValue else { return nil }
      return Self(value)
    }
    package var layerKitValue: AnimatableValue { .number(Double(self)) }
  }

  extension Bool: CALayerValue {
    package static func make(layerKitValue: AnimatableValue) -> Self? {
      guard case .bool(let value) = layerKitValue else { return nil }
      return value
    }
    package var layerKitValue: AnimatableValue { .bool(self) }
  }

  extension CGPoint: CALayerValue {
    package static func make(layerKitValue: AnimatableValue) -> Self? {
      guard case .point(let value) = layerKitValue else { return nil }
      return Self(value)
    }
    package var layerKitValue: AnimatableValue { .point(Point(self)) }
  }

  extension CGSize: CALayerValue {
    package static func make(layerKitValue: AnimatableValue) -> Self? {
      guard case .size(let value) = layerKitValue else { return nil }
      return Self(value)
    }
    package var layerKitValue: AnimatableValue { .size(Size(self)) }
  }

  extension CGRect: CALayerValue {
    package static func make(layerKitValue: AnimatableValue) -> Self? {
      guard case .rect(let value) = layerKitValue else { return nil }
      return Self(value)
    }
    package var layerKitValue: AnimatableValue { .rect(Rect(self)) }
  }

  extension CATransform3D: CALayerValue {
    package static func make(layerKitValue: AnimatableValue) -> Self? {
      guard case .transform(let value) = layerKitValue else { return nil }
      return Self(value)
    }
    package var layerKitValue: AnimatableValue { .transform(transform) }
  }

  extension CGColor: CALayerValue {
    package static func make(layerKitValue: AnimatableValue) -> Self? {
      guard case .color(let value) = layerKitValue else { return nil }
      return Self(value)
    }
    package var layerKitValue: AnimatableValue { .color(color) }
  }

  extension CGPath: CALayerValue {
    package static func make(layerKitValue: AnimatableValue) -> Self? {
      guard case .path(let value) = layerKitValue else { return nil }
      // A path read from a layer is an immutable `CGPath`, as iOS hands out (never a
      // `CGMutablePath`, whose `Self` this may be asked for).
      return CGPath(value) as? Self
    }
    package var layerKitValue: AnimatableValue { .path(path) }
  }

  // MARK: - The one accessor

  extension CALayer {
    /// The model value of `property` in Core Animation's type, read under the world's lock; a
    /// write is a model change (with its implicit animation, I1). Every animatable property of
    /// `CALayer` and its kinds is this accessor at its row of LayerKit's property table.
    ///
    /// A write of a number that is not finite is refused (V6: LayerKit keeps no NaN or infinity
    /// in a model): the value stays as it was, and a strict world hears why.
    package subscript<Value: CALayerValue>(property: LayerProperty) -> Value {
      get {
        world.locked { _ in
          guard let value = Value.make(layerKitValue: base.model[property]) else {
            preconditionFailure("CALayer: \(property.rawValue) is not a \(Value.self)")
          }
          return value
        }
      }
      set { setModel(newValue.layerKitValue, property) }
    }

    /// `property` as an optional: `nil` while it holds `absent` (a clear colour, an empty path or
    /// list, as Core Animation reads those back), and `absent` when set to `nil`.
    package subscript<Value: CALayerValue>(
      property: LayerProperty, nilAt absent: AnimatableValue
    ) -> Value? {
      get {
        world.locked { _ in
          let value = base.model[property]
          return value == absent ? nil : Value.make(layerKitValue: value)
        }
      }
      set { setModel(newValue?.layerKitValue ?? absent, property) }
    }

    /// Sets the model value of `property` as a change (I1), refusing a number that is not finite.
    private func setModel(_ value: AnimatableValue, _ property: LayerProperty) {
      if !value.isFinite {
        world.locked { _ in
          refuse(
            ValidationError(field: property.rawValue, reason: "must be finite (got \(value))"),
            in: "set \(property.rawValue)")
        }
        return
      }
      change { $0.setModelValue(value, of: property) }
    }

    /// Applies a model change: with actions when the layer has been committed (I1), without
    /// while it is new or a presentation copy.
    func change(_ body: (Layer) -> Void) {
      world.locked { tree in
        if isCopy {
          body(base)
        } else if animatesWhenNew || world.commitCount > madeInCommit {
          world.ensureTransaction()
          let outer = modelBeforeChange
          modelBeforeChange = base.model
          defer { modelBeforeChange = outer }
          body(base)
        } else {
          _ = try? tree.withTransaction(disableActions: true) { body(base) }
        }
      }
    }
  }

  // MARK: - Bridging as on Apple platforms

  /// `NSNumber` bridges to `CGFloat` as it does on Apple platforms, so that a value read back by
  /// key-value coding (`value(forKeyPath: "transform.scale.x") as? CGFloat`) casts as iOS code
  /// expects; Foundation on Linux bridges it to `Double` and `Float` but not to `CGFloat`.
  extension CGFloat: @retroactive _ObjectiveCBridgeable {
    /// The number as an `NSNumber`.
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

    /// The number an `NSNumber` holds.
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
      result = CGFloat(source.doubleValue)
    }

    /// The number an `NSNumber` holds; always succeeds, as every number converts to a double.
    public static func _conditionallyBridgeFromObjectiveC(
      _ source: NSNumber, result: inout CGFloat?
    ) -> Bool {
      result = CGFloat(source.doubleValue)
      return true
    }

    /// The number an `NSNumber` holds, 0 for none.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
      CGFloat(source?.doubleValue ?? 0)
    }
  }
#endif
