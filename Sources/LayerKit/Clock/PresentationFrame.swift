/// The presentation values of every layer of a ``LayerTree`` at one media time, computed in one
/// pass: the answer of ``LayerTree/presentation(at:)``.
///
/// Reading a layer's values from a frame gives exactly what ``Layer/presentation(at:)`` gives
/// for the frame's ``mediaTime``, whatever has happened since: while the tree is unchanged the
/// values come from the pass, and once a model, an animation, a time space or the tree's shape
/// has changed they are worked out again for the layer asked about.
///
///     let frame = tree.presentation(at: 1.5)
///     frame.properties(of: box).position        // LayerProperties, as box.presentation(at: 1.5)
///     frame.value(of: box, .opacity)            // AnimatableValue
///
/// The pass visits the layers in tree order, parents first, computing each layer's local time
/// from its parent's (SEMANTICS L1) and evaluating only the animated properties of each layer
/// into storage the tree reuses from frame to frame: after the first frame, a frame allocates
/// nothing as long as the previous one has been let go.
public struct PresentationFrame {
  /// The media time of the frame.
  public let mediaTime: Double
  let storage: FrameStorage

  /// The presentation values of `layer` at ``mediaTime`` (the same as
  /// `layer.presentation(at: mediaTime)`).
  ///
  /// - Complexity: O(k) in the number of properties the layer animates, while the tree is
  ///   unchanged; otherwise that of ``Layer/presentation(at:)``.
  public func properties(of layer: Layer) -> LayerProperties {
    guard let index = storage.index(of: layer) else { return layer.presentation(at: mediaTime) }
    var result = layer.model
    storage.values.withUnsafeBufferPointer { values in
      guard let base = values.baseAddress else { return }
      let start = base + storage.offsets[index]
      for (slot, offset) in layer.animationState.tracks.slots {
        result.load(slot, from: start + offset)
      }
    }
    return result
  }

  /// The presentation value of `keyPath` of `layer` at ``mediaTime``.
  ///
  /// - Complexity: O(k) in the number of properties the layer animates, while the tree is
  ///   unchanged; otherwise that of ``Layer/presentation(at:)``.
  public func value(of layer: Layer, _ keyPath: AnimatableKeyPath) -> AnimatableValue {
    properties(of: layer)[keyPath]
  }

  /// The local time of `layer` at ``mediaTime`` (SEMANTICS L1).
  public func localTime(of layer: Layer) -> Double {
    guard let index = storage.index(of: layer) else {
      return layer.localTime(atMediaTime: mediaTime)
    }
    return storage.localTimes[index]
  }

  /// The tree's layers in the order the frame visits them: the root, then each subtree depth
  /// first, back to front.
  public var layers: [Layer] { storage.layers }
}

/// The layers of a tree in evaluation order and the storage of one frame's values.
///
/// The tree keeps one and lends it to the frame it returns; the next frame reuses it when that
/// frame has been let go (copy-on-write, as `Array` does), so frames allocate nothing once the
/// layout is built.
final class FrameStorage {
  /// The layers, parents before children, and each one's parent's index (-1 for the root).
  private(set) var layers: [Layer] = []
  private(set) var parents: [Int] = []
  /// Where each layer's animated values start in ``values``, and how many it has room for.
  private(set) var offsets: [Int] = []
  private var capacities: [Int] = []
  /// The most tracks any layer with groups has: the room group nodes need.
  private var nodeRoom = 0
  /// The frame's values and local times.
  var values: [Double] = []
  var localTimes: [Double] = []
  /// The tree's version the values were computed at; ``index(of:)`` answers only while the tree
  /// still has it.
  private(set) var version = -1
  private unowned(safe) let tree: LayerTree

  init(tree: LayerTree) { self.tree = tree }

  /// A storage with the same layout, for when this one is still held by an earlier frame.
  func copy() -> FrameStorage {
    let copy = FrameStorage(tree: tree)
    copy.layers = layers
    copy.parents = parents
    copy.offsets = offsets
    copy.capacities = capacities
    copy.nodeRoom = nodeRoom
    copy.values = values
    copy.localTimes = localTimes
    return copy
  }

  /// The index of `layer` when the frame's values are still the tree's (nothing changed since
  /// they were computed), else `nil`.
  func index(of layer: Layer) -> Int? {
    guard version == tree.version else { return nil }
    let index = layer.frameIndex
    guard index >= 0, index < layers.count, layers[index] === layer else { return nil }
    return index
  }

  /// Lists the layers in evaluation order and gives each room for its animated values.
  ///
  /// - Complexity: O(n) in the number of layers; iterative; allocates only when the tree grew.
  func layOut(root: Layer) {
    layers.removeAll(keepingCapacity: true)
    parents.removeAll(keepingCapacity: true)
    offsets.removeAll(keepingCapacity: true)
    capacities.removeAll(keepingCapacity: true)
    nodeRoom = 0
    var total = 0
    var pending: [(Layer, Int)] = [(root, -1)]
    while let (layer, parent) = pending.popLast() {
      let index = layers.count
      layer.frameIndex = index
      layers.append(layer)
      parents.append(parent)
      offsets.append(total)
      let tracks = layer.animationState.tracks
      capacities.append(tracks.scalarCount)
      total += tracks.scalarCount
      if tracks.hasGroups { nodeRoom = max(nodeRoom, tracks.tracks.count) }
      for child in layer.sublayers.reversed() { pending.append((child, index)) }
    }
    if values.count != total { values = [Double](repeating: 0, count: total) }
    if localTimes.count != layers.count {
      localTimes = [Double](repeating: 0, count: layers.count)
    }
  }

  /// Whether `layer`'s animations still fit the room the layout gave them.
  func fits(_ layer: Layer) -> Bool {
    let index = layer.frameIndex
    guard index >= 0, index < layers.count, layers[index] === layer else { return false }
    let tracks = layer.animationState.tracks
    return tracks.scalarCount <= capacities[index]
      && (!tracks.hasGroups || tracks.tracks.count <= nodeRoom)
  }

  /// Computes every layer's local time and animated values at `mediaTime`.
  ///
  /// - Complexity: O(n + k) for n layers and k tracks; no allocation.
  func evaluate(at mediaTime: Double, version: Int) {
    self.version = version
    let count = layers.count
    localTimes.withUnsafeMutableBufferPointer { times in
      values.withUnsafeMutableBufferPointer { values in
        withUnsafeTemporaryAllocation(of: NodeTime.self, capacity: nodeRoom) { nodes in
          for index in 0..<count {
            let layer = layers[index]
            let parent = parents[index]
            let time = layer.timeSpace.localTime(
              fromParentTime: parent < 0 ? mediaTime : times[parent])
            times[index] = time
            guard let base = values.baseAddress else { continue }
            layer.animationState.evaluate(
              at: time, into: base + offsets[index], nodes: nodes.baseAddress)
          }
        }
      }
    }
  }
}

extension LayerTree {
  /// The presentation values of every layer at media time `mediaTime`, in one pass over the tree
  /// (SEMANTICS F4, L1): the whole-tree form of ``Layer/presentation(at:)``, with exactly its
  /// values.
  ///
  ///     try tree.advance(to: 1)
  ///     let frame = tree.presentation()
  ///     for layer in frame.layers { draw(layer, frame.properties(of: layer)) }
  ///
  /// - Complexity: O(n + k) for n layers and k animation tracks. No allocation once the tree's
  ///   layout is built, as long as the previous frame has been let go.
  public func presentation(at mediaTime: Double) -> PresentationFrame {
    if !isKnownUniquelyReferenced(&frameStorage) {
      frameStorage = frameStorage.copy()
    }
    if layoutIsStale {
      frameStorage.layOut(root: root)
      layoutIsStale = false
    }
    frameStorage.evaluate(at: mediaTime, version: version)
    return PresentationFrame(mediaTime: mediaTime, storage: frameStorage)
  }

  /// The presentation values of every layer now, at the clock's media time.
  public func presentation() -> PresentationFrame {
    presentation(at: clock.currentMediaTime)
  }
}
