// The layer kinds: a layer with the properties of CAShapeLayer, CAGradientLayer, CAReplicatorLayer
// or CATextLayer, read and written by name through the kind's fields (Y1-Y6).

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
    get { model[fields: \.shape][keyPath: keyPath] }
    set { model[fields: \.shape][keyPath: keyPath] = newValue }
  }
}

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
    get { model[fields: \.gradient][keyPath: keyPath] }
    set { model[fields: \.gradient][keyPath: keyPath] = newValue }
  }
}

/// A layer that adds the properties of `CAReplicatorLayer` (<doc:Rules#Y5>): ``ReplicatorProperties``, read and
/// written here by name, in a model or presentation as ``LayerProperties/replicator``, and by key path
/// in animations.
///
///     let layer = ReplicatorLayer()
///     layer.instanceCount = 3
public final class ReplicatorLayer: Layer {
  /// Creates a layer with `CAReplicatorLayer`'s defaults.
  public override init(name: String? = nil, clock: (any MediaClock)? = nil) {
    super.init(kind: .replicator, name: name, clock: clock)
  }

  /// Reads and writes the properties of `CAReplicatorLayer` (``ReplicatorProperties``) as the layer's own, as
  /// the base layer's are read and written (<doc:Rules#Y5>): `layer.instanceCount = 3`.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<ReplicatorProperties, Value>)
    -> Value
  {
    get { model[fields: \.replicator][keyPath: keyPath] }
    set { model[fields: \.replicator][keyPath: keyPath] = newValue }
  }
}

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
    get { model[fields: \.text][keyPath: keyPath] }
    set { model[fields: \.text][keyPath: keyPath] = newValue }
  }
}
