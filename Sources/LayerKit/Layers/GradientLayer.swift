/// A layer that adds the properties of `CAGradientLayer` (<doc:Rules#Y4>): ``GradientProperties``, read and
/// written here by name, in a model or presentation as ``LayerProperties/gradient``, and by key path
/// in animations.
///
///     let layer = GradientLayer()
///     layer.colors = [.black, .clear]
public final class GradientLayer: Layer {
  /// Creates a layer with `CAGradientLayer`'s defaults.
  public override init(name: String? = nil, clock: (any MediaClock)? = nil) {
    super.init(kind: .gradient, name: name, clock: clock)
  }

  /// Reads and writes the properties of `CAGradientLayer` (``GradientProperties``) as the layer's own, as
  /// the base layer's are read and written (<doc:Rules#Y4>): `layer.startPoint = Point(x: 0, y: 0.5)`.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<GradientProperties, Value>)
    -> Value
  {
    get { model.gradientFields[keyPath: keyPath] }
    set { model.gradientFields[keyPath: keyPath] = newValue }
  }
}
