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
    public var instanceCount: Int {
      get { world.locked { _ in replicator?.instanceCount ?? 1 } }
      set { change { ($0 as? ReplicatorLayer)?.instanceCount = newValue } }
    }
    /// How much later each copy runs (`instanceDelay`).
    public var instanceDelay: CFTimeInterval {
      get { world.locked { _ in replicator?.instanceDelay ?? 0 } }
      set { change { ($0 as? ReplicatorLayer)?.instanceDelay = newValue } }
    }
    /// The transform applied once more for each copy (`instanceTransform`).
    public var instanceTransform: CATransform3D {
      get { world.locked { _ in CATransform3D(replicator?.instanceTransform ?? .identity) } }
      set { change { ($0 as? ReplicatorLayer)?.instanceTransform = newValue.transform } }
    }
    /// The colour multiplier of the first copy (`instanceColor`); opaque white by default.
    public var instanceColor: CGColor? {
      get { world.locked { _ in replicator.map { CGColor($0.instanceColor) } } }
      set {
        change {
          ($0 as? ReplicatorLayer)?.instanceColor =
            newValue?.color ?? Color(red: 1, green: 1, blue: 1, alpha: 1)
        }
      }
    }
    /// Added to the red multiplier for each copy (`instanceRedOffset`).
    public var instanceRedOffset: Float {
      get { world.locked { _ in Float(finiteFrom: replicator?.instanceRedOffset ?? 0) } }
      set { change { ($0 as? ReplicatorLayer)?.instanceRedOffset = Double(newValue) } }
    }
    /// Added to the green multiplier for each copy (`instanceGreenOffset`).
    public var instanceGreenOffset: Float {
      get { world.locked { _ in Float(finiteFrom: replicator?.instanceGreenOffset ?? 0) } }
      set { change { ($0 as? ReplicatorLayer)?.instanceGreenOffset = Double(newValue) } }
    }
    /// Added to the blue multiplier for each copy (`instanceBlueOffset`).
    public var instanceBlueOffset: Float {
      get { world.locked { _ in Float(finiteFrom: replicator?.instanceBlueOffset ?? 0) } }
      set { change { ($0 as? ReplicatorLayer)?.instanceBlueOffset = Double(newValue) } }
    }
    /// Added to the alpha multiplier for each copy (`instanceAlphaOffset`).
    public var instanceAlphaOffset: Float {
      get { world.locked { _ in Float(finiteFrom: replicator?.instanceAlphaOffset ?? 0) } }
      set { change { ($0 as? ReplicatorLayer)?.instanceAlphaOffset = Double(newValue) } }
    }
    /// Whether the copies keep their depth (`preservesDepth`); stored and read back.
    @WorldLocked public var preservesDepth: Bool = false
  }
#endif
