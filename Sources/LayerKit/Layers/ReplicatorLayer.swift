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
    get { model.replicatorFields[keyPath: keyPath] }
    set { model.replicatorFields[keyPath: keyPath] = newValue }
  }
}
