#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  /// A layer that draws copies of its sublayers, as Core Animation's `CAReplicatorLayer`
  /// (rule Y5): copy i runs `i × instanceDelay` later, with `instanceTransform` applied i
  /// times and the colour offsets added i times.
  ///
  ///     let dots = CAReplicatorLayer()
  ///     dots.instanceCount = 8
  ///     dots.instanceDelay = 0.1
  ///     dots.instanceTransform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
  open class CAReplicatorLayer: CALayer {
    override class var layerKitKind: LayerKind { .replicator }

    private var replicator: ReplicatorLayer? { base as? ReplicatorLayer }

    /// How many copies of each sublayer are drawn, the sublayer itself included
    /// (`instanceCount`); 1 by default.
    open var instanceCount: Int {
      get { world.locked { _ in replicator?.instanceCount ?? 1 } }
      set { change { ($0 as? ReplicatorLayer)?.instanceCount = newValue } }
    }
    /// How much later each copy runs (`instanceDelay`).
    open var instanceDelay: CFTimeInterval {
      get { world.locked { _ in replicator?.instanceDelay ?? 0 } }
      set { change { ($0 as? ReplicatorLayer)?.instanceDelay = newValue } }
    }
    /// The transform applied once more for each copy (`instanceTransform`).
    open var instanceTransform: CATransform3D {
      get { self[.instanceTransform] }
      set { self[.instanceTransform] = newValue }
    }
    /// The colour multiplier of the first copy (`instanceColor`); opaque white by default.
    open var instanceColor: CGColor? {
      get { self[.instanceColor] as CGColor }
      set { self[.instanceColor] = newValue ?? CGColor(gray: 1, alpha: 1) }
    }
    /// Added to the red multiplier for each copy (`instanceRedOffset`).
    open var instanceRedOffset: Float {
      get { self[.instanceRedOffset] }
      set { self[.instanceRedOffset] = newValue }
    }
    /// Added to the green multiplier for each copy (`instanceGreenOffset`).
    open var instanceGreenOffset: Float {
      get { self[.instanceGreenOffset] }
      set { self[.instanceGreenOffset] = newValue }
    }
    /// Added to the blue multiplier for each copy (`instanceBlueOffset`).
    open var instanceBlueOffset: Float {
      get { self[.instanceBlueOffset] }
      set { self[.instanceBlueOffset] = newValue }
    }
    /// Added to the alpha multiplier for each copy (`instanceAlphaOffset`).
    open var instanceAlphaOffset: Float {
      get { self[.instanceAlphaOffset] }
      set { self[.instanceAlphaOffset] = newValue }
    }
    /// Whether the copies keep their depth (`preservesDepth`); stored and read back.
    @WorldLocked open var preservesDepth: Bool = false

    override func copyStoredProperties(from source: CALayer) {
      super.copyStoredProperties(from: source)
      guard let source = source as? CAReplicatorLayer else { return }
      preservesDepth = source.preservesDepth
    }
  }
#endif
