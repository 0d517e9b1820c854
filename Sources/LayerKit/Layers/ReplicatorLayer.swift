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

  /// How many copies of each sublayer are drawn (`instanceCount`).
  public var instanceCount: Int {
    get { model.replicator?.instanceCount ?? ReplicatorProperties().instanceCount }
    set { model.replicator?.instanceCount = newValue }
  }

  /// How much later each copy runs (`instanceDelay`).
  public var instanceDelay: Double {
    get { model.replicator?.instanceDelay ?? ReplicatorProperties().instanceDelay }
    set { model.replicator?.instanceDelay = newValue }
  }

  /// The transform added per copy (`instanceTransform`).
  public var instanceTransform: Transform3D {
    get { model.replicator?.instanceTransform ?? ReplicatorProperties().instanceTransform }
    set { model.replicator?.instanceTransform = newValue }
  }

  /// The first copy's colour multiplier (`instanceColor`).
  public var instanceColor: Color {
    get { model.replicator?.instanceColor ?? ReplicatorProperties().instanceColor }
    set { model.replicator?.instanceColor = newValue }
  }

  /// Added to the red multiplier per copy (`instanceRedOffset`).
  public var instanceRedOffset: Double {
    get { model.replicator?.instanceRedOffset ?? ReplicatorProperties().instanceRedOffset }
    set { model.replicator?.instanceRedOffset = newValue }
  }

  /// Added to the green multiplier per copy (`instanceGreenOffset`).
  public var instanceGreenOffset: Double {
    get { model.replicator?.instanceGreenOffset ?? ReplicatorProperties().instanceGreenOffset }
    set { model.replicator?.instanceGreenOffset = newValue }
  }

  /// Added to the blue multiplier per copy (`instanceBlueOffset`).
  public var instanceBlueOffset: Double {
    get { model.replicator?.instanceBlueOffset ?? ReplicatorProperties().instanceBlueOffset }
    set { model.replicator?.instanceBlueOffset = newValue }
  }

  /// Added to the alpha multiplier per copy (`instanceAlphaOffset`).
  public var instanceAlphaOffset: Double {
    get { model.replicator?.instanceAlphaOffset ?? ReplicatorProperties().instanceAlphaOffset }
    set { model.replicator?.instanceAlphaOffset = newValue }
  }
}
