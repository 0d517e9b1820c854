#if !canImport(QuartzCore)
  import Foundation

  /// LayerKit only (Apple's QuartzCore has no such protocol): how LayerKit makes an instance of a
  /// `CALayer` subclass of yours, for ``CALayer/presentation()`` (a copy made by your
  /// `init(layer:)`) and for a `UIView` whose `layerClass` is your class (a new layer made by your
  /// `init()`).
  ///
  /// Why it is needed: on Apple platforms Core Animation makes these instances through the
  /// Objective-C runtime, which can call any initializer of any class. Swift can make an instance
  /// of a class known only at run time only through a `required` initializer, and every
  /// `required` initializer must be written out by each subclass that declares initializers of
  /// its own. `CALayer` on iOS has one, `init?(coder:)`, which iOS code commonly makes trap
  /// (`fatalError("init(coder:) has not been implemented")`); any other would stop iOS code
  /// such as
  ///
  ///     class SpinnerLayer: CAShapeLayer {
  ///       init(frame: CGRect) { super.init(); self.frame = frame }
  ///       override init(layer: Any) { super.init(layer: layer) }
  ///       required init?(coder: NSCoder) { fatalError() }
  ///     }
  ///
  /// from compiling. So LayerKit declares none, every subclass shape iOS accepts compiles
  /// unchanged, and LayerKit makes instances itself only of its own classes (`CALayer`,
  /// `CAShapeLayer`, `CAGradientLayer`, `CAReplicatorLayer`, `CATextLayer`). For a class of yours
  /// it asks this protocol, which a test target can adopt for the classes it needs, beside the
  /// iOS code and without changing it:
  ///
  ///     #if !canImport(QuartzCore)
  ///     extension SpinnerLayer: LayerKitConstructible {
  ///       static func layerKitInstance(copying layer: CALayer?) -> CALayer? {
  ///         layer.map { SpinnerLayer(layer: $0) }   // and, for a layerClass, SpinnerLayer()
  ///       }
  ///     }
  ///     #endif
  ///
  /// Without it, ``CALayer/presentation()`` of such a layer is `nil` (read its presentation
  /// values with LayerKitTesting's assertions, which need no copy) and a view whose `layerClass`
  /// is such a class gets a layer of LayerKit's class of the same kind (a `CAShapeLayer` for a
  /// `CAShapeLayer` subclass).
  public protocol LayerKitConstructible: CALayer {
    /// A new instance of the class: a copy of `layer` made by its `init(layer:)`, or for `nil`
    /// a new layer made by its `init()`; `nil` when the class cannot make one.
    static func layerKitInstance(copying layer: CALayer?) -> CALayer?
  }
#endif
