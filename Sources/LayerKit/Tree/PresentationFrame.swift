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
/// from its parent's (<doc:Rules#L1>) and evaluating only the animated properties of each layer
/// into storage the tree reuses from frame to frame: after the first frame, a frame allocates
/// nothing as long as the previous one has been let go.
public struct PresentationFrame {
  /// The media time of the frame.
  public let mediaTime: Double
  /// How many threads computed the frame's values (``LayerTree/frameConcurrency``): 1 unless
  /// the tree asked for more and had enough layers to share.
  public let threadCount: Int
  /// The tree's layers in the order the frame visits them: the root, then each subtree depth
  /// first, back to front; then, in a tree that keeps detached layers (a LayerKitQuartzCore
  /// world), each of those with its subtree.
  public let layers: [Layer]
  /// What the pass used of each layer, and what it computed: a snapshot of the tree's storage
  /// (shared with it until the tree computes its next frame).
  let records: [FrameRecord]
  /// The tree's store, whose slot entries say where each layer's values are (read only while
  /// the tree is unchanged).
  let store: TrackStore
  let values: [Double]
  private let localTimes: [Double]
  /// The layers' path and list values (Y2, Y4), each layer's from its record's start.
  let structuredValues: [AnimatableValue]
  /// The tree's version the values belong to, and the tree's current version.
  let version: Int
  let treeVersion: TreeVersion
  /// The tree's storage and the pass that computed this frame: its columns come from the
  /// storage's cache while this is still the last pass (``column(_:)``).
  let storage: FrameStorage
  let pass: Int

  init(mediaTime: Double, storage: FrameStorage) {
    self.mediaTime = mediaTime
    threadCount = storage.threadCount
    layers = storage.layers
    records = storage.records
    store = storage.store
    values = storage.values
    localTimes = storage.localTimes
    structuredValues = storage.structuredValues
    version = storage.computedVersion
    treeVersion = storage.version
    self.storage = storage
    pass = storage.passCount
  }

  /// Whether the tree's storage still holds this frame's values: nothing changed since, and no
  /// later frame has been computed.
  var isLatest: Bool { version == treeVersion.value && pass == storage.passCount }

  /// The index of `layer` when the frame's values are still the tree's (nothing changed since
  /// they were computed), else `nil`.
  @inline(__always)
  private func index(of layer: Layer) -> Int? {
    guard version == treeVersion.value else { return nil }
    let index = layer.frameIndex
    guard index >= 0, index < layers.count, layers[index] === layer else { return nil }
    return index
  }

  /// The presentation values of `layer` at ``mediaTime`` (the same as
  /// `layer.presentation(at: mediaTime)`).
  ///
  /// - Complexity: O(k) in the number of properties the layer animates, while the tree is
  ///   unchanged; otherwise that of ``Layer/presentation(at:)``.
  public func properties(of layer: Layer) -> LayerProperties {
    guard let index = index(of: layer) else { return layer.presentation(at: mediaTime) }
    var result = layer.model
    let record = records[index]
    let list = record.list
    values.withUnsafeBufferPointer { values in
      guard let base = values.baseAddress else { return }
      for entry in store.slots[list.slots] {
        guard entry.slot.isStructured else {
          result.load(entry.slot, from: base + list.scalars.lowerBound + Int(entry.scalarOffset))
          continue
        }
        // Paths and lists from the pass's side buffer (Y2, Y4).
        if case .property(let property) = entry.slot {
          result.setWhole(
            structuredValues[Int(record.structuredStart) + Int(entry.scalarOffset)], property)
        }
      }
    }
    return result
  }

  /// The presentation value of `keyPath` of `layer` at ``mediaTime``.
  ///
  /// - Complexity: O(k) in the number of properties the layer animates, while the tree is
  ///   unchanged; otherwise that of ``Layer/presentation(at:)``.
  public func value(of layer: Layer, _ keyPath: AnimatableKeyPath) -> AnimatableValue {
    // The everyday read inline, the rest apart: with the fallbacks (each copies a layer's 560
    // bytes of properties) in this function, every call paid for their stack frame (callgrind:
    // 130 instructions a call; 93 with them apart and numbers read straight).
    guard let index = index(of: layer) else { return workedOutValue(of: layer, keyPath) }
    let propertyKind = keyPath.property.valueKind
    if propertyKind.isStructured || keyPath.component.valueKind?.isStructured == true {
      return properties(of: layer)[keyPath]
    }
    // Where the pass wrote the property, if the layer animates it; read in place.
    let slot = PropertySlot.property(keyPath.property)
    let list = records[index].list
    for entry in store.slots[list.slots] where entry.slot == slot {
      let start = list.scalars.lowerBound + Int(entry.scalarOffset)
      // A number property's one number, the everyday read, without building lanes.
      if propertyKind == .number, keyPath.component == .whole { return .number(values[start]) }
      return values.withUnsafeBufferPointer {
        keyPath.value(in: $0.baseAddress.unsafelyUnwrapped + start, propertyKind: propertyKind)
      }
    }
    return modelValue(of: layer, keyPath)
  }

  /// ``value(of:_:)`` once the tree has changed since the frame.
  @inline(never)
  private func workedOutValue(of layer: Layer, _ keyPath: AnimatableKeyPath) -> AnimatableValue {
    properties(of: layer)[keyPath]
  }

  /// ``value(of:_:)`` of a property the layer does not animate: its model value.
  @inline(never)
  private func modelValue(of layer: Layer, _ keyPath: AnimatableKeyPath) -> AnimatableValue {
    layer.model[keyPath]
  }

  /// The local time of `layer` at ``mediaTime`` (<doc:Rules#L1>), as
  /// ``Layer/localTime(atMediaTime:)`` gives it: 0 while the layer is inactive (T12).
  public func localTime(of layer: Layer) -> Double {
    guard let index = index(of: layer) else { return layer.localTime(atMediaTime: mediaTime) }
    let time = localTimes[index]
    return time.isNaN && !mediaTime.isNaN ? 0 : time
  }
}

/// A count that a tree bumps whenever anything a frame depends on changes, shared with its
/// frames so that an old frame knows it is old without keeping the tree alive.
final class TreeVersion {
  // Read by every frame lookup; written only by the tree, never during a read.
  @exclusivity(unchecked) var value = 0
}

/// The layers of a tree in evaluation order, what the pass needs of each, and the values of one
/// frame.
///
/// The tree keeps one; a frame shares its arrays (copy-on-write), so the next frame writes them
/// in place when the last one has been let go, and frames allocate nothing once the layout is
/// built. The pass reads plain records and the tree's ``TrackStore``, contiguous and in tree
/// order: no layer object, reference count or copy on the way.
final class FrameStorage {
  /// The layers, parents before children, and their records. Written only when the tree lays
  /// out or updates its frames, never during a read.
  @exclusivity(unchecked) private(set) var layers: [Layer] = []
  @exclusivity(unchecked) private(set) var records: [FrameRecord] = []
  /// Where each layer's local time comes from, and the time spaces of the layers whose timing
  /// is not a layer's default (the clocks name them).
  private var clocks: [FrameClock] = []
  private var timeSpaces: [LayerTimeSpace] = []
  /// The most tracks any layer with groups has: the room group nodes need.
  private var nodeRoom = 0
  /// The frame's values (laid out as the store's model values) and local times.
  private(set) var values: [Double] = []
  private(set) var localTimes: [Double] = []
  /// The path and list values (Y2, Y4) of the layers that animate any, each layer's from its
  /// record's ``FrameRecord/structuredStart``: the models', and after a pass the frame's.
  private var structuredModels: [AnimatableValue] = []
  private(set) var structuredValues: [AnimatableValue] = []
  /// The records of the layers that animate paths or lists.
  private var structuredLayers: [Int] = []
  /// The tree's version the values were computed at.
  private(set) var computedVersion = -1
  /// How many passes have run.
  private(set) var passCount = 0
  /// The animation tracks of the laid-out layers, and the threads the last pass used.
  private(set) var trackCount = 0
  private(set) var threadCount = 1
  /// The helper threads of parallel passes, made by the first: a ``FrameWorkers``, kept as an
  /// object so that the storage exists where the workers do not (before macOS 15).
  private var workers: AnyObject?
  /// The records whose times a parallel pass's runs share, and the run count they were found
  /// for (0: none yet since the layout; see ``FrameSplit``).
  private var sharedTimes: [Int32] = []
  private var splitParts = 0
  /// The columns read so far (``PresentationFrame/column(_:)``), kept between frames: rebuilt
  /// when the tree changes, patched with the animated numbers after each pass.
  var columnCaches: [LayerProperty: ColumnCache] = [:]
  let version: TreeVersion
  let store: TrackStore

  init(version: TreeVersion, store: TrackStore) {
    self.version = version
    self.store = store
  }

  /// Lists the layers of the trees under `roots` in evaluation order (each tree after the one
  /// before), compacting the store into that order when it holds
  /// much garbage.
  ///
  /// - Complexity: O(n) in the number of layers (and the size of the store when compacting);
  ///   iterative; allocates only when the tree grew.
  func layOut(roots: [Layer]) {
    layers.removeAll(keepingCapacity: true)
    records.removeAll(keepingCapacity: true)
    clocks.removeAll(keepingCapacity: true)
    timeSpaces.removeAll(keepingCapacity: true)
    structuredLayers.removeAll(keepingCapacity: true)
    nodeRoom = 0
    trackCount = 0
    var pending: [(Layer, Int)] = roots.reversed().map { ($0, -1) }
    while let (layer, parent) = pending.popLast() {
      layer.frameIndex = layers.count
      let list = layer.animationState.tracks.list
      records.append(FrameRecord(list: list))
      clocks.append(FrameClock(parent: parent, space: place(layer.timeSpace)))
      layers.append(layer)
      if list.hasGroups { nodeRoom = max(nodeRoom, list.tracks.count) }
      trackCount += list.tracks.count
      for child in layer.sublayers.reversed() { pending.append((child, layers.count - 1)) }
    }
    // Appending doubled the room; a tree's layout is kept for many frames, so give back what
    // its size does not use (up to half the records and clocks, 52 bytes a layer).
    Self.shrinkToFit(&records)
    Self.shrinkToFit(&clocks)
    Self.shrinkToFit(&layers)
    // (Freed ranges alone are slack: a store that needs compaction holds some.)
    if store.holdsSlack {
      var lists = records.map(\.list)
      store.compact(&lists)
      for (index, list) in lists.enumerated() {
        records[index].list = list
        layers[index].animationState.tracks.list = list
      }
    }
    if localTimes.count != layers.count {
      localTimes = [Double](repeating: 0, count: layers.count)
    }
    layOutStructured()
    splitParts = 0
    checkInvariants()
  }

  /// Finds the records whose times the runs of a pass cut into `parts` share
  /// (``FrameSplit/sharedRecords(of:parts:)``).
  ///
  /// - Complexity: O(p · d) for p runs in a tree d deep; allocates only when the layers or the
  ///   runs have changed since the last time.
  private func findSharedTimes(parts: Int) {
    sharedTimes = clocks.withUnsafeBufferPointer {
      FrameSplit.sharedRecords(of: $0, parts: parts)
    }
    splitParts = parts
  }

  /// Record `index`'s time space: its own, or a layer's default.
  private func timeSpace(at index: Int) -> LayerTimeSpace {
    clocks[index].space.map { timeSpaces[$0] } ?? .standard
  }

  /// The pass's cut for this frame (``FrameSplit``), or `nil` for one thread.
  private func withSplit<Result>(_ body: (FrameSplit?) -> Result) -> Result {
    guard threadCount > 1, let workers else { return body(nil) }
    return sharedTimes.withUnsafeBufferPointer {
      body(FrameSplit(workers: workers, parts: splitParts, shared: $0))
    }
  }

  /// `space`'s index among the time spaces, added there, or `nil` for a layer's default.
  private func place(_ space: LayerTimeSpace) -> Int? {
    guard !space.isLayerDefault else { return nil }
    timeSpaces.append(space)
    return timeSpaces.count - 1
  }

  /// Gives each layer that animates paths or lists its place in the side buffer.
  private func layOutStructured() {
    structuredLayers.removeAll(keepingCapacity: true)
    var total = 0
    for index in records.indices where records[index].list.structuredCount > 0 {
      records[index].structuredStart = Int32(total)
      total += records[index].list.structuredCount
      structuredLayers.append(index)
    }
    if structuredModels.count != total {
      structuredModels = [AnimatableValue](repeating: .numbers([]), count: total)
    }
  }

  /// Moves `array` into storage of its own size when more than an eighth of its room is unused.
  private static func shrinkToFit<Element>(_ array: inout [Element]) {
    guard array.capacity - array.count > array.count / 8 else { return }
    array = [Element](unsafeUninitializedCapacity: array.count) { buffer, count in
      count = array.withUnsafeBufferPointer { buffer.initialize(fromContentsOf: $0) }
    }
  }

  #if LAYERKIT_CHECK_INVARIANTS
    /// Checks that the records describe the layers: parents before children, each layer knowing
    /// its index, each record holding its layer's list, and room for every group.
    func checkInvariants() {
      precondition(records.count == layers.count && localTimes.count == layers.count)
      precondition(clocks.count == layers.count, "FrameStorage: a clock per layer")
      for (index, record) in records.enumerated() {
        precondition(clocks[index].parent < index, "FrameStorage: a child before its parent")
        precondition(
          timeSpace(at: index).timing == layers[index].timeSpace.timing,
          "FrameStorage: a stale time space")
        precondition(layers[index].frameIndex == index, "FrameStorage: a stale index")
        precondition(record.list == layers[index].animationState.tracks.list, "stale list")
        precondition(!record.list.hasGroups || record.list.tracks.count <= nodeRoom)
      }
      store.checkInvariants(records.lazy.map(\.list))
    }
  #else
    /// Checks nothing unless built with `-D LAYERKIT_CHECK_INVARIANTS`.
    @inline(__always) func checkInvariants() {}
  #endif

  /// Takes `layer`'s new list; returns `false` (the layout must be redone) when the layer is not
  /// in the layout or its groups need more room.
  func refresh(_ layer: Layer) -> Bool {
    let index = layer.frameIndex
    guard index >= 0, index < layers.count, layers[index] === layer else { return false }
    let list = layer.animationState.tracks.list
    guard !list.hasGroups || list.tracks.count <= nodeRoom,
      list.structuredCount == records[index].list.structuredCount
    else { return false }
    trackCount += list.tracks.count - records[index].list.tracks.count
    records[index].list = list
    return true
  }

  /// `layer`'s local time at media time `t` through the records' parents, computed down from the
  /// root as a frame computes it (so the two agree exactly); `nil` when the layer is not in the
  /// layout.
  func localTime(of layer: Layer, atMediaTime t: Double) -> Double? {
    let index = layer.frameIndex
    guard index >= 0, index < layers.count, layers[index] === layer else { return nil }
    var depth = 0
    var at = index
    while at >= 0 {
      depth += 1
      at = clocks[at].parent
    }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: depth) { chain in
      var position = depth
      var at = index
      while at >= 0 {
        position -= 1
        chain[position] = at
        at = clocks[at].parent
      }
      var time = t
      for at in chain { time = timeSpace(at: at).localTime(fromParentTime: time) }
      return time
    }
  }

  /// Takes `layer`'s new time space.
  func updateTimeSpace(_ layer: Layer) {
    let index = layer.frameIndex
    guard index >= 0, index < layers.count, layers[index] === layer else { return }
    if let space = clocks[index].space {
      timeSpaces[space] = layer.timeSpace
    } else if let space = place(layer.timeSpace) {
      clocks[index] = FrameClock(parent: clocks[index].parent, space: space)
    }
  }

  /// Computes every layer's local time and animated values at `mediaTime` (the evaluator's
  /// whole-tree pass, `TrackStore.evaluateFrame`), on as many threads as `concurrency` gives
  /// for the tree's tracks.
  ///
  /// - Complexity: O(n + k + s) for n layers, k tracks and s animated numbers; no allocation
  ///   once the values have room.
  func evaluate(at mediaTime: Double, concurrency: FrameConcurrency = .serial) {
    computedVersion = version.value
    passCount &+= 1
    threadCount = FrameSplit.threads(
      records: records.count, offered: concurrency.threads(forTrackCount: trackCount))
    if threadCount > 1, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      if (workers as? FrameWorkers)?.threadCount != threadCount {
        workers = FrameWorkers(threads: threadCount)
      }
      let parts = FrameSplit.parts(records: records.count, threads: threadCount)
      if parts != splitParts { findSharedTimes(parts: parts) }
    } else {
      // Without atomics (Apple systems before 2024), one thread.
      threadCount = 1
    }
    // One number at least: a store of paths and lists alone has no model numbers.
    if values.count != max(store.models.count, 1) {
      values = [Double](repeating: 0, count: max(store.models.count, 1))
    }
    // The paths and lists start from the models of the layers that animate any (Y2, Y4).
    for index in structuredLayers {
      let record = records[index]
      let model = layers[index].model
      for entry in store.slots[record.list.slots] {
        guard case .property(let property) = entry.slot, entry.slot.isStructured else { continue }
        structuredModels[Int(record.structuredStart) + Int(entry.scalarOffset)] = model[property]
      }
    }
    // In place, so that a frame allocates nothing once the previous one has been let go.
    if structuredValues.count == structuredModels.count {
      for index in structuredModels.indices { structuredValues[index] = structuredModels[index] }
    } else {
      structuredValues = Array(structuredModels)
    }
    records.withUnsafeBufferPointer { records in
      clocks.withUnsafeBufferPointer { clocks in
        timeSpaces.withUnsafeBufferPointer { spaces in
          localTimes.withUnsafeMutableBufferPointer { times in
            values.withUnsafeMutableBufferPointer { values in
              structuredModels.withUnsafeBufferPointer { models in
                structuredValues.withUnsafeMutableBufferPointer { side in
                  var structured: StructuredValues?
                  if let model = models.baseAddress, let side = side.baseAddress {
                    structured = StructuredValues(model: model, values: side)
                  }
                  withSplit { split in
                    store.evaluateFrame(
                      records, clocks: FrameClocks(clocks: clocks, spaces: spaces),
                      at: mediaTime, nodeRoom: nodeRoom, localTimes: times, values: values,
                      structured: structured, split: split)
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}

extension LayerTree {
  /// The presentation values of every layer at media time `mediaTime`, in one pass over the tree
  /// (<doc:Rules#F4>, L1): the whole-tree form of ``Layer/presentation(at:)``, with exactly its
  /// values.
  ///
  ///     try tree.advance(to: 1)
  ///     let frame = tree.presentation()
  ///     for layer in frame.layers { draw(layer, frame.properties(of: layer)) }
  ///
  /// - Complexity: O(n + k) for n layers and k animation tracks. No allocation once the tree's
  ///   layout is built, as long as the previous frame has been let go.
  public func presentation(at mediaTime: Double) -> PresentationFrame {
    if layoutIsStale { layOutFrames() }
    frameStorage.evaluate(at: mediaTime, concurrency: frameConcurrency)
    return PresentationFrame(mediaTime: mediaTime, storage: frameStorage)
  }

  /// Lays out the frames' storage anew (compacting the track store when it holds garbage).
  func layOutFrames() {
    frameStorage.layOut(roots: detachedLayers.isEmpty ? [root] : [root] + detachedLayers)
    layoutIsStale = false
  }

  /// The presentation values of every layer now, at the clock's media time.
  public func presentation() -> PresentationFrame {
    presentation(at: clock.currentMediaTime)
  }
}
