/// One layer as the whole-tree pass reads it: plain data, contiguous and in tree order (parents
/// before children), so the pass sees no layer object, reference count or copy.
///
/// 104 bytes, in this order: the list (40), the parent's index (4, so a tree holds fewer
/// than 2³¹ layers) and where the layer's paths and lists start in the frame's side buffer (4)
/// share what the time space's alignment would leave unused.
struct FrameRecord {
  /// The layer's tracks, slots and values in the store.
  var list: TrackList
  private var parentIndex: Int32
  /// Where the layer's path and list values start in the frame's side buffer (Y2, Y4).
  var structuredStart: Int32 = 0
  /// The layer's own timing (T1, T12): a NaN local time marks an inactive layer, whose subtree
  /// then shows its model values.
  var timeSpace: LayerTimeSpace

  init(parent: Int, timeSpace: LayerTimeSpace, list: TrackList) {
    self.list = list
    parentIndex = Int32(parent)
    self.timeSpace = timeSpace
  }

  /// The parent's index (-1 for the root).
  var parent: Int {
    @inline(__always) get { Int(parentIndex) }
  }
}

extension TrackStore {
  /// The whole-tree pass (<doc:Rules#F4>, L1): every layer's local time at `mediaTime`, down from
  /// the root, and its animated values, each layer starting from its model values.
  ///
  ///     mediaTime ─▶ root ─▶ localTime(fromParentTime:) ─▶ child ─▶ …      (times)
  ///     models ──copy──▶ values ─▶ Track.evaluate(list) per layer            (values)
  ///
  /// `values` has room for the store's model values (and one number at least), `localTimes` one
  /// per record, `nodeRoom` the
  /// most tracks a list with groups has; `structured` holds the layers' path and list values
  /// (Y2, Y4), each record's from its ``FrameRecord/structuredStart``, on entry the models'.
  ///
  /// - Complexity: O(n + k + s) for n layers, k tracks and s animated numbers; no allocation.
  func evaluateFrame(
    _ records: UnsafeBufferPointer<FrameRecord>, at mediaTime: Double, nodeRoom: Int,
    localTimes times: UnsafeMutableBufferPointer<Double>,
    values: UnsafeMutableBufferPointer<Double>, structured: StructuredValues?
  ) {
    let count = records.count
    guard let trackBase = tracks.base, let valueBase = values.baseAddress else {
      for index in 0..<count {
        let record = records[index]
        times[index] = record.timeSpace.localTime(
          fromParentTime: record.parent < 0 ? mediaTime : times[record.parent])
      }
      return
    }
    let poolBase = pool.base
    // Every layer starts from its model values (F4). A store of paths and lists alone has no
    // model numbers; none are read then.
    let modelBase = models.base.map { UnsafePointer($0) } ?? UnsafePointer(valueBase)
    if let models = models.base { valueBase.update(from: models, count: self.models.count) }
    withUnsafeTemporaryAllocation(of: NodeTime.self, capacity: nodeRoom) { nodes in
      for index in 0..<count {
        let record = records[index]
        let time = record.timeSpace.localTime(
          fromParentTime: record.parent < 0 ? mediaTime : times[record.parent])
        times[index] = time
        let list = record.list
        guard !list.isEmpty else { continue }
        Track.evaluate(
          UnsafeBufferPointer(start: trackBase + list.tracks.lowerBound, count: list.tracks.count),
          at: time, model: modelBase + list.scalars.lowerBound,
          values: valueBase + list.scalars.lowerBound,
          pool: poolBase.map { $0 + list.pool.lowerBound }, nodes: nodes.baseAddress,
          structured: list.structuredCount == 0
            ? nil : structured?.advanced(by: Int(record.structuredStart)))
        checkNarrowSlots(of: list, in: valueBase + list.scalars.lowerBound)
      }
    }
  }
}
