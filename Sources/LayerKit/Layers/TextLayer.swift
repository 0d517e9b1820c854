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

  /// The text (`string`); not animatable.
  public var string: String {
    get { model.text?.string ?? TextProperties().string }
    set { model.text?.string = newValue }
  }

  /// The font size (`fontSize`).
  public var fontSize: Double {
    get { model.text?.fontSize ?? TextProperties().fontSize }
    set { model.text?.fontSize = newValue }
  }

  /// The text colour (`foregroundColor`).
  public var foregroundColor: Color {
    get { model.text?.foregroundColor ?? TextProperties().foregroundColor }
    set { model.text?.foregroundColor = newValue }
  }
}
