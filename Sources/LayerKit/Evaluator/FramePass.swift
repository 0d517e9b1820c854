import Dispatch

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
  ///     mediaTime ─▶ root ─▶ localTime(fromParentTime:) ─▶ child ─▶ …      (times, in order)
  ///     models ──copy──▶ values ─▶ Track.evaluate(list) per layer            (values, by chunk)
  ///
  /// `values` has room for the store's model values (and one number at least), `localTimes` one
  /// per record, `nodeRoom` the most tracks a list with groups has; `structured` holds the
  /// layers' path and list values (Y2, Y4), each record's from its
  /// ``FrameRecord/structuredStart``, on entry the models'.
  ///
  /// With `threads` above 1 the values are worked out on that many threads at once, the layers
  /// cut into runs of consecutive records. The times come first, on the calling thread: a
  /// layer's time needs its parent's, but its values need only its own time, its own tracks and
  /// its own slots. So each run reads what no run writes (the records, the tracks, the models,
  /// the times) and writes only its own layers' numbers and path and list values, which no other
  /// run touches: no lock, and each layer's numbers come from the very instructions the one-thread
  /// pass runs, so the two agree bit for bit.
  ///
  /// - Complexity: O(n + k + s) for n layers, k tracks and s animated numbers; no allocation.
  func evaluateFrame(
    _ records: UnsafeBufferPointer<FrameRecord>, at mediaTime: Double, nodeRoom: Int,
    localTimes times: UnsafeMutableBufferPointer<Double>,
    values: UnsafeMutableBufferPointer<Double>, structured: StructuredValues?, threads: Int = 1
  ) {
    let count = records.count
    let runs = Self.runCount(records: count, threads: threads)
    guard tracks.base != nil, let valueBase = values.baseAddress else {
      computeTimes(records, at: mediaTime, into: times)
      return
    }
    guard runs > 1 else {
      // Every layer starts from its model values (F4), copied in one go; times and values in
      // one walk down the records.
      if let models = models.base { valueBase.update(from: models, count: self.models.count) }
      evaluateRecords(
        records, 0..<count, nodeRoom: nodeRoom, times: times, computingTimesAt: mediaTime,
        values: valueBase, copyingModels: false, structured: structured)
      return
    }
    computeTimes(records, at: mediaTime, into: times)
    // Shared with the runs' threads, which `concurrentPerform` joins before it returns: the
    // store, records and times only read, each run writing its own layers' values alone (above).
    nonisolated(unsafe) let store = self
    nonisolated(unsafe) let layers = records
    nonisolated(unsafe) let timesRead = times
    nonisolated(unsafe) let valuesWritten = valueBase
    nonisolated(unsafe) let sideValues = structured
    DispatchQueue.concurrentPerform(iterations: runs) { run in
      let range = (count * run / runs)..<(count * (run + 1) / runs)
      store.evaluateRecords(
        layers, range, nodeRoom: nodeRoom, times: timesRead, computingTimesAt: nil,
        values: valuesWritten, copyingModels: true, structured: sideValues)
    }
  }

  /// Every record's local time at `mediaTime`, down from the root (L1).
  private func computeTimes(
    _ records: UnsafeBufferPointer<FrameRecord>, at mediaTime: Double,
    into times: UnsafeMutableBufferPointer<Double>
  ) {
    for index in records.indices {
      let record = records[index]
      times[index] = record.timeSpace.localTime(
        fromParentTime: record.parent < 0 ? mediaTime : times[record.parent])
    }
  }

  /// How many runs a pass over `records` layers on `threads` threads cuts them into: four a
  /// thread, so that a thread done early takes another, each of 256 layers at least, so that
  /// handing a run to a thread stays a small part of its work.
  static func runCount(records: Int, threads: Int) -> Int {
    guard threads > 1 else { return 1 }
    return max(1, min(threads * 4, records / 256))
  }

  /// Evaluates the tracks of the records in `range` at their local times into `values`. With
  /// `computingTimesAt` a media time, each record's local time is worked out on the way, from
  /// its parent's (the range is then every record); without, `times` holds them already. With
  /// `copyingModels` each layer's numbers start from its model values here, else they already
  /// hold them. Writes only those layers' numbers, times, and path and list values.
  @inline(__always)
  private func evaluateRecords(
    _ records: UnsafeBufferPointer<FrameRecord>, _ range: Range<Int>, nodeRoom: Int,
    times: UnsafeMutableBufferPointer<Double>, computingTimesAt mediaTime: Double?,
    values valueBase: UnsafeMutablePointer<Double>, copyingModels: Bool,
    structured: StructuredValues?
  ) {
    guard let trackBase = tracks.base else { return }
    let poolBase = pool.base
    // A store of paths and lists alone has no model numbers; none are read then.
    let modelBase = models.base.map { UnsafePointer($0) } ?? UnsafePointer(valueBase)
    let copying = copyingModels && models.base != nil
    withUnsafeTemporaryAllocation(of: NodeTime.self, capacity: nodeRoom) { nodes in
      for index in range {
        let record = records[index]
        let time: Double
        if let mediaTime {
          time = record.timeSpace.localTime(
            fromParentTime: record.parent < 0 ? mediaTime : times[record.parent])
          times[index] = time
        } else {
          time = times[index]
        }
        let list = record.list
        guard !list.isEmpty else { continue }
        let scalars = list.scalars.lowerBound
        if copying {
          (valueBase + scalars).update(from: modelBase + scalars, count: list.scalarCount)
        }
        Track.evaluate(
          UnsafeBufferPointer(start: trackBase + list.tracks.lowerBound, count: list.tracks.count),
          at: time, model: modelBase + scalars, values: valueBase + scalars,
          pool: poolBase.map { $0 + list.pool.lowerBound }, nodes: nodes.baseAddress,
          structured: list.structuredCount == 0
            ? nil : structured?.advanced(by: Int(record.structuredStart)))
        checkNarrowSlots(of: list, in: valueBase + scalars)
      }
    }
  }
}
