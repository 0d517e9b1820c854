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
  /// - Complexity: O(c · depth) for c copies (the product of the counts, which
  ///   ``replicatedInstanceCount`` gives without making them).
  public func replicatedInstances(at mediaTime: Double) -> [ReplicatedInstance] {
    let chain = ancestry
    var instances: [ReplicatedInstance] = []
    // Depth first over the chain: each replicator fans out into its copies.
    var stack = [(depth: 0, copy: Copy(mediaTime: mediaTime))]
    while let (depth, copy) = stack.popLast() {
      let layer = chain[depth]
      let (time, activeTime) = copy.localTimes(of: layer)
      if depth == chain.count - 1 {
        instances.append(copy.instance(of: layer, at: time))
        continue
      }
      guard layer.kind == .replicator else {
        stack.append((depth + 1, copy.inside(layer, time: time, activeTime: activeTime)))
        continue
      }
      let presented = layer.presentation(atLocalTime: time).replicator
      // Pushed in reverse so that copy 0 comes out first.
      for index in (0..<layer.instanceCountAsDrawn).reversed() {
        stack.append(
          (
            depth + 1,
            copy.copy(index, of: layer, presented, time: time, activeTime: activeTime)
          ))
      }
    }
    return instances
  }

  /// How many copies of this layer the replicators above it draw: the product of their
  /// `instanceCount`s (0 if one draws none), saturating at `Int.max`; 1 outside any replicator.
  /// The count of ``replicatedInstances(at:)``, worked out without making the copies.
  ///
  /// - Complexity: O(depth).
  public var replicatedInstanceCount: Int {
    var count = 1
    for layer in ancestry.dropLast() where layer.kind == .replicator {
      let (product, overflow) = count.multipliedReportingOverflow(by: layer.instanceCountAsDrawn)
      count = overflow ? .max : product
    }
    return count
  }

  /// Copy `index` of ``replicatedInstances(at:)`` (<doc:Rules#Y5>), made without the others:
  /// the index is read as one copy index per enclosing replicator, outermost slowest. `nil`
  /// when there is no such copy.
  ///
  /// - Complexity: O(depth), whatever the number of copies.
  public func replicatedInstance(_ index: Int, at mediaTime: Double) -> ReplicatedInstance? {
    guard index >= 0, index < replicatedInstanceCount else { return nil }
    let chain = ancestry
    // The copy index in each replicator, innermost first off the flat index.
    var indices: [Int] = []
    var rest = index
    for layer in chain.dropLast().reversed() where layer.kind == .replicator {
      let count = layer.instanceCountAsDrawn
      indices.append(rest % count)
      rest /= count
    }
    var copy = Copy(mediaTime: mediaTime)
    for (depth, layer) in chain.enumerated() {
      let (time, activeTime) = copy.localTimes(of: layer)
      if depth == chain.count - 1 { return copy.instance(of: layer, at: time) }
      if layer.kind == .replicator, let i = indices.popLast() {
        let presented = layer.presentation(atLocalTime: time).replicator
        copy = copy.copy(i, of: layer, presented, time: time, activeTime: activeTime)
      } else {
        copy = copy.inside(layer, time: time, activeTime: activeTime)
      }
    }
    return nil
  }

  /// The copies a replicator draws: its `instanceCount`, none when that is not positive.
  fileprivate var instanceCountAsDrawn: Int { max(model.replicator?.instanceCount ?? 1, 0) }
}

/// One copy on its way down the chain of layers above the layer it shows (Y5): the times and
/// the transform and colour the replicators passed so far give it.
private struct Copy {
  /// The parent's local time this copy's animations see: shifted by the instance delays.
  var parentTime: Double
  /// The parent's local time unshifted: whether a layer is active is the layer's own business,
  /// not its copy's (T12), so a delayed copy of an active layer is active.
  var activeParentTime: Double
  var copyIndices: [Int] = []
  var transform = Transform3D.identity
  var color = Color(red: 1, green: 1, blue: 1, alpha: 1)

  init(mediaTime: Double) {
    parentTime = mediaTime
    activeParentTime = mediaTime
  }

  /// `layer`'s local time in this copy, and unshifted; NaN while the layer is inactive.
  func localTimes(of layer: Layer) -> (time: Double, activeTime: Double) {
    let activeTime = layer.localTime(fromParentTime: activeParentTime)
    guard !activeTime.isNaN, parentTime != activeParentTime else {
      return (activeTime, activeTime)  // inactive: the whole copy shows model values (T12)
    }
    // Y5: the copy runs `i × instanceDelay` later, on the layer's T1 line where the shifted
    // time falls outside the layer's own active interval.
    let shifted = layer.localTime(fromParentTime: parentTime)
    return (
      shifted.isNaN ? layer.timeSpace.linearLocalTime(fromParentTime: parentTime) : shifted,
      activeTime
    )
  }

  /// The copy as it reaches a plain layer's sublayers.
  func inside(_ layer: Layer, time: Double, activeTime: Double) -> Copy {
    var next = self
    (next.parentTime, next.activeParentTime) = (time, activeTime)
    return next
  }

  /// Copy `index` of the replicator `layer`'s sublayers: `index × instanceDelay` later, with the
  /// instance transform concatenated `index` times and the colour multiplier of that index.
  func copy(
    _ index: Int, of layer: Layer, _ presented: ReplicatorProperties?, time: Double,
    activeTime: Double
  ) -> Copy {
    let model = layer.model.replicator ?? ReplicatorProperties()
    let values = presented ?? model
    let i = Double(index)
    func channel(_ base: Double, _ offset: Double) -> Double {
      min(max(base + i * offset, 0), 1)
    }
    let c = values.instanceColor
    var next = self
    next.parentTime = (time - i * model.instanceDelay).saturated
    next.activeParentTime = activeTime
    next.copyIndices.append(index)
    // Row vectors: an inner replicator's copies apply first, then the outer ones'.
    next.transform = values.instanceTransform.power(index).saturatingConcatenating(transform)
    next.color = Color(
      red: color.red * channel(c.red, values.instanceRedOffset),
      green: color.green * channel(c.green, values.instanceGreenOffset),
      blue: color.blue * channel(c.blue, values.instanceBlueOffset),
      alpha: color.alpha * channel(c.alpha, values.instanceAlphaOffset))
    return next
  }

  /// The instance this copy shows of `layer`, at its local time `time`.
  func instance(of layer: Layer, at time: Double) -> ReplicatedInstance {
    ReplicatedInstance(
      copyIndices: copyIndices, properties: layer.presentation(atLocalTime: time),
      transform: transform, color: color)
  }
}
