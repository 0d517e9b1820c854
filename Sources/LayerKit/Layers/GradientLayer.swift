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

  /// The stop colours (`colors`).
  public var colors: [Color] {
    get { model.gradient?.colors ?? GradientProperties().colors }
    set { model.gradient?.colors = newValue }
  }

  /// The stop positions (`locations`); empty spaces them evenly.
  public var locations: [Double] {
    get { model.gradient?.locations ?? GradientProperties().locations }
    set { model.gradient?.locations = newValue }
  }

  /// Where the gradient starts, in unit coordinates (`startPoint`).
  public var startPoint: Point {
    get { model.gradient?.startPoint ?? GradientProperties().startPoint }
    set { model.gradient?.startPoint = newValue }
  }

  /// Where it ends (`endPoint`).
  public var endPoint: Point {
    get { model.gradient?.endPoint ?? GradientProperties().endPoint }
    set { model.gradient?.endPoint = newValue }
  }
}
