/// A layer that adds the properties of `CATextLayer` (<doc:Rules#Y6>): ``TextProperties``, read and
/// written here by name, in a model or presentation as ``LayerProperties/text``, and by key path
/// in animations.
///
///     let layer = TextLayer()
///     layer.fontSize = 18
public final class TextLayer: Layer {
  /// Creates a layer with `CATextLayer`'s defaults.
  public override init(name: String? = nil, clock: (any MediaClock)? = nil) {
    super.init(kind: .text, name: name, clock: clock)
  }

  /// Reads and writes the properties of `CATextLayer` (``TextProperties``) as the layer's own, as
  /// the base layer's are read and written (<doc:Rules#Y6>): `layer.fontSize = 18`.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<TextProperties, Value>) -> Value {
    get { model.textFields[keyPath: keyPath] }
    set { model.textFields[keyPath: keyPath] = newValue }
  }
}
