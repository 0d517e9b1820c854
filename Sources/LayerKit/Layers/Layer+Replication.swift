/// One copy of a layer drawn by the replicator layers above it (<doc:Rules#Y5>).
public struct ReplicatedInstance: Hashable, Sendable {
  /// The copy's index in each enclosing replicator, outermost first; all zero for the layer
  /// itself (and empty outside any replicator).
  public var copyIndices: [Int]
  /// The layer's presentation in this copy: its values with its time running
  /// `index × instanceDelay` later for each replicator.
  public var properties: LayerProperties
  /// The copy's own transform: each replicator's `instanceTransform` (as presented at the
  /// time its own copy shows) concatenated `index` times, the innermost replicator's first, in
  /// the replicators' spaces about their centres, on top of the layer's own geometry.
  public var transform: Transform3D
  /// The copy's colour multiplier: per channel, the product over the replicators of
  /// `clamp(instanceColor + index × offset, 0, 1)`.
  public var color: Color

  /// Creates an instance.
  public init(copyIndices: [Int], properties: LayerProperties, transform: Transform3D, color: Color)
  {
    self.copyIndices = copyIndices
    self.properties = properties
    self.transform = transform
    self.color = color
  }
}

extension Layer {
  /// Every copy of this layer that the replicator layers above it draw at media time
  /// `mediaTime` (`CAReplicatorLayer`, <doc:Rules#Y5>), copies of copies included through nested
  /// replicators, in order of their copy indices (outermost slowest). Outside any replicator, the
  /// layer itself as the one instance. A replicator with `instanceCount` ≤ 0 draws no copy.
  ///
  ///     let dots = ReplicatorLayer()
  ///     dots.instanceCount = 3
  ///     dots.instanceDelay = 0.2
  ///     dots.addSublayer(dot)
  ///     dot.replicatedInstances(at: 1).map(\.properties.opacity)   // dot at 1, 0.8 and 0.6 s
  ///
  /// - Complexity: O(c · depth) for c copies (the product of the counts).
  public func replicatedInstances(at mediaTime: Double) -> [ReplicatedInstance] {
    // The layers from the root down to this one.
    var chain: [Layer] = [self]
    while let parent = chain[chain.count - 1].superlayer { chain.append(parent) }
    chain.reverse()
    var instances: [ReplicatedInstance] = []
    // Depth first over the chain: each replicator fans out into its copies.
    struct Pending {
      var depth: Int
      /// The parent's local time this copy's animations see: shifted by the instance delays.
      var parentTime: Double
      /// The parent's local time unshifted: whether a layer is active is the layer's own
      /// business, not its copy's (T12), so a delayed copy of an active layer is active.
      var activeParentTime: Double
      var copyIndices: [Int]
      var transform: Transform3D
      var color: Color
    }
    var stack = [
      Pending(
        depth: 0, parentTime: mediaTime, activeParentTime: mediaTime, copyIndices: [],
        transform: .identity,
        color: Color(red: 1, green: 1, blue: 1, alpha: 1))
    ]
    while let item = stack.popLast() {
      let layer = chain[item.depth]
      let activeTime = layer.localTime(fromParentTime: item.activeParentTime)
      let time: Double
      if activeTime.isNaN || item.parentTime == item.activeParentTime {
        time = activeTime  // inactive: the whole copy shows model values (T12)
      } else {
        // Y5: the copy runs `i × instanceDelay` later, on the layer's T1 line where the
        // shifted time falls outside the layer's own active interval.
        let shifted = layer.localTime(fromParentTime: item.parentTime)
        time =
          shifted.isNaN ? layer.timeSpace.linearLocalTime(fromParentTime: item.parentTime) : shifted
      }
      if item.depth == chain.count - 1 {
        instances.append(
          ReplicatedInstance(
            copyIndices: item.copyIndices, properties: layer.presentation(atLocalTime: time),
            transform: item.transform, color: item.color))
        continue
      }
      guard layer.kind == .replicator else {
        stack.append(
          Pending(
            depth: item.depth + 1, parentTime: time, activeParentTime: activeTime,
            copyIndices: item.copyIndices, transform: item.transform, color: item.color))
        continue
      }
      let model = layer.model.replicator ?? ReplicatorProperties()
      let presented = layer.presentation(atLocalTime: time).replicator ?? model
      // Pushed in reverse so that copy 0 comes out first.
      for index in (0..<max(model.instanceCount, 0)).reversed() {
        let i = Double(index)
        func channel(_ base: Double, _ offset: Double) -> Double {
          min(max(base + i * offset, 0), 1)
        }
        let c = presented.instanceColor
        let own = Color(
          red: channel(c.red, presented.instanceRedOffset),
          green: channel(c.green, presented.instanceGreenOffset),
          blue: channel(c.blue, presented.instanceBlueOffset),
          alpha: channel(c.alpha, presented.instanceAlphaOffset))
        stack.append(
          Pending(
            depth: item.depth + 1,
            parentTime: (time - i * model.instanceDelay).saturated,
            activeParentTime: activeTime,
            copyIndices: item.copyIndices + [index],
            // Row vectors: an inner replicator's copies apply first, then the outer ones'.
            transform: presented.instanceTransform.power(index)
              .saturatingConcatenating(item.transform),
            color: Color(
              red: item.color.red * own.red, green: item.color.green * own.green,
              blue: item.color.blue * own.blue, alpha: item.color.alpha * own.alpha)))
      }
    }
    return instances
  }
}
