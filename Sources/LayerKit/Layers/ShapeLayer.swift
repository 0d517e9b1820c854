/// A layer that adds the properties of `CAShapeLayer` (<doc:Rules#Y1>–Y3): ``ShapeProperties``, read and
/// written here by name, in a model or presentation as ``LayerProperties/shape``, and by key path
/// in animations.
///
///     let layer = ShapeLayer()
///     layer.strokeEnd = 0.5
public final class ShapeLayer: Layer {
  /// Creates a layer with `CAShapeLayer`'s defaults.
  public override init(name: String? = nil, clock: (any MediaClock)? = nil) {
    super.init(kind: .shape, name: name, clock: clock)
  }

  /// Reads and writes the properties of `CAShapeLayer` (``ShapeProperties``) as the layer's own, as
  /// the base layer's are read and written (<doc:Rules#Y1>): `layer.strokeEnd = 0.5`.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<ShapeProperties, Value>) -> Value {
    get { model.shapeFields[keyPath: keyPath] }
    set { model.shapeFields[keyPath: keyPath] = newValue }
  }
}
