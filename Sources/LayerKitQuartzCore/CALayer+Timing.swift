#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  /// A layer as a timed object (`CAMediaTiming`, rule T12), and conversions between layers'
  /// time spaces (L2).
  extension CALayer {
    /// When the layer's active interval and time start, in its superlayer's time (`beginTime`,
    /// rule T12): before it the layer and its sublayers show their model values.
    public var beginTime: CFTimeInterval {
      get { timing(\.beginTime) }
      set { setTiming(\.beginTime, newValue) }
    }
    /// The rate of the layer's time; 0 pauses it (`speed`, T1, L3).
    public var speed: Float {
      get { Float(finiteFrom: timing(\.speed)) }
      set { setTiming(\.speed, Double(newValue)) }
    }
    /// An offset into the layer's time (`timeOffset`, T1, L3).
    public var timeOffset: CFTimeInterval {
      get { timing(\.timeOffset) }
      set { setTiming(\.timeOffset, newValue) }
    }
    /// One cycle of the layer's time (`duration`, T12): infinite by default; a finite one folds
    /// the time the layer's animations see into cycles and ends the layer's active interval.
    public var duration: CFTimeInterval {
      get { timing(\.duration) }
      set { setTiming(\.duration, newValue) }
    }
    /// How many cycles the layer is active for (`repeatCount`, T5, T12).
    public var repeatCount: Float {
      get { Float(finiteFrom: timing(\.repeatCount)) }
      set { setTiming(\.repeatCount, Double(newValue)) }
    }
    /// How long the layer is active for (`repeatDuration`, T5, T12).
    public var repeatDuration: CFTimeInterval {
      get { timing(\.repeatDuration) }
      set { setTiming(\.repeatDuration, newValue) }
    }
    /// Whether each cycle runs forwards then backwards (`autoreverses`, T4, T12).
    public var autoreverses: Bool {
      get { world.locked { _ in base.autoreverses } }
      set { world.locked { _ in base.autoreverses = newValue } }
    }
    /// Whether the layer stays active outside its active interval (`fillMode`, F1, T12). A
    /// constant other than the four is kept as given and acts as `removed`.
    public var fillMode: CAMediaTimingFillMode {
      get { world.locked { _ in storedFillMode } }
      set {
        world.locked { _ in
          storedFillMode = newValue
          base.fillMode = FillMode(rawValue: newValue.rawValue) ?? .removed
        }
      }
    }

    /// `t` in `layer`'s time converted to this layer's (`convertTime(_:from:)`, L2); `nil` is
    /// media time. 0 when a layer on the way down to this one is inactive at the converted
    /// time (T12).
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
      world.locked { _ in base.convertTime(t, from: layer?.base) }
    }

    /// `t` in this layer's time converted to `layer`'s (`convertTime(_:to:)`, L2); 0 when a
    /// layer on the way down to `layer` is inactive at the converted time (T12).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
      world.locked { _ in base.convertTime(t, to: layer?.base) }
    }
  }
#endif
