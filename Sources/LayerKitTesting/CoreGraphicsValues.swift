#if !canImport(QuartzCore)
  import LayerKit
  import LayerKitQuartzCore
  import LayerKitUIKit

  // The values of code written for iOS, in the types it holds them in, so that an assertion
  // reads as the code does: `equals: CGPoint(x: 70, y: 20)`, `equals: layer.opacity` (a
  // `Float`), `equals: CATransform3DMakeScale(2, 2, 1)`, `equals: UIColor.red`. Each is the
  // LayerKit value it stands for, so the messages are the same as for LayerKit's types; the
  // pairs compare with `assertApproximatelyEqual` as LayerKit's do.

  extension CGFloat: PresentationValue, ApproximatelyEquatable {
    /// The number.
    public var animatableValue: AnimatableValue { layerKitValue }
    /// The number.
    public var comparedNumbers: [Double] { [Double(self)] }
  }

  extension Float: PresentationValue, ApproximatelyEquatable {
    /// The number (`CALayer.opacity` is a `Float`).
    public var animatableValue: AnimatableValue { layerKitValue }
    /// The number.
    public var comparedNumbers: [Double] { [Double(self)] }
  }

  extension CGPoint: PresentationValue, ApproximatelyEquatable {
    /// The point.
    public var animatableValue: AnimatableValue { layerKitValue }
    /// `x`, `y`.
    public var comparedNumbers: [Double] { [Double(x), Double(y)] }
  }

  extension CGSize: PresentationValue, ApproximatelyEquatable {
    /// The size.
    public var animatableValue: AnimatableValue { layerKitValue }
    /// `width`, `height`.
    public var comparedNumbers: [Double] { [Double(width), Double(height)] }
  }

  extension CGRect: PresentationValue, ApproximatelyEquatable {
    /// The rectangle.
    public var animatableValue: AnimatableValue { layerKitValue }
    /// The origin's `x`, `y`, the size's `width`, `height`.
    public var comparedNumbers: [Double] { layerKitValue.coordinates }
  }

  extension CATransform3D: PresentationValue, ApproximatelyEquatable {
    /// The transform.
    public var animatableValue: AnimatableValue { layerKitValue }
    /// The sixteen entries, row by row.
    public var comparedNumbers: [Double] { layerKitValue.coordinates }
  }

  extension CGAffineTransform: PresentationValue, ApproximatelyEquatable {
    /// The affine transform as the 3-D transform a layer holds (`CATransform3DMakeAffineTransform`).
    public var animatableValue: AnimatableValue {
      CATransform3DMakeAffineTransform(self).layerKitValue
    }
    /// `a`, `b`, `c`, `d`, `tx`, `ty`.
    public var comparedNumbers: [Double] { [a, b, c, d, tx, ty].map { Double($0) } }
  }

  extension CGColor: PresentationValue, ApproximatelyEquatable {
    /// The colour.
    public var animatableValue: AnimatableValue { layerKitValue }
    /// `red`, `green`, `blue`, `alpha`.
    public var comparedNumbers: [Double] { layerKitValue.coordinates }
  }

  extension UIColor: PresentationValue, ApproximatelyEquatable {
    /// The colour, as its `cgColor`.
    public var animatableValue: AnimatableValue { cgColor.layerKitValue }
    /// `red`, `green`, `blue`, `alpha`.
    public var comparedNumbers: [Double] { cgColor.layerKitValue.coordinates }
  }
#endif
