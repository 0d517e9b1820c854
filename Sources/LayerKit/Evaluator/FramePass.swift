/// One layer as the whole-tree pass reads it: plain data, contiguous and in tree order (parents
/// before children), so the pass sees no layer object, reference count or copy.
///
/// 44 bytes: the list (40) and where the layer's paths and lists start in the frame's side
/// buffer. Where the layer's time comes from is apart, in a ``FrameClock``.
struct FrameRecord {
  /// The layer's tracks, slots and values in the store.
  var list: TrackList
  /// Where the layer's path and list values start in the frame's side buffer (Y2, Y4).
  var structuredStart: Int32 = 0

  init(list: TrackList) {
    self.list = list
  }
}

/// Where one layer's local time comes from in the whole-tree pass (L1, T12): its parent's
/// index and its time space. Apart from the records, so that the walk down the tree, the one
/// part of a parallel pass that runs on one thread, reads 8 bytes a layer; the time spaces of
/// the few layers with timing of their own are in a side list, the rest are a layer's default.
struct FrameClock {
  private var parentIndex: Int32
  private var spaceIndex: Int32

  /// A layer under the layer at `parent` (-1 for a root) with time space `space` of the frame's
  /// list, `nil` for a layer's default. (A tree holds fewer than 2³¹ layers.)
  init(parent: Int, space: Int?) {
    parentIndex = Int32(parent)
    spaceIndex = Int32(space ?? -1)
  }

  /// The parent's index (-1 for a root).
  var parent: Int {
    @inline(__always) get { Int(parentIndex) }
  }

  /// The time space's index in the frame's list, `nil` for a layer's default.
  var space: Int? {
    @inline(__always) get { spaceIndex < 0 ? nil : Int(spaceIndex) }
  }
}

/// The layers' clocks and the time spaces they name, as the pass reads them.
struct FrameClocks {
  let clocks: UnsafeBufferPointer<FrameClock>
  let spaces: UnsafeBufferPointer<LayerTimeSpace>
  /// A layer's default time space, held here so that the loop reads no global.
  let standard = LayerTimeSpace()

  /// Layer `index`'s local time, from its parent's in `times` or `mediaTime` for a root: what
  /// its time space's ``LayerTimeSpace/localTime(fromParentTime:)`` gives.
  @inline(__always)
  func localTime(
    of index: Int, at mediaTime: Double, times: UnsafeMutableBufferPointer<Double>
  ) -> Double {
    let clock = clocks[index]
    let parentTime = clock.parent < 0 ? mediaTime : times[clock.parent]
    guard let space = clock.space else { return standard.localTime(fromParentTime: parentTime) }
    return spaces[space].localTime(fromParentTime: parentTime)
  }
}

extension TrackStore {
  /// The whole-tree pass (<doc:Rules#F4>, L1): every layer's local time at `mediaTime`, down from
  /// the root, and its animated values, each layer starting from its model values.
  ///
  ///     mediaTime ─▶ root ─▶ localTime(fromParentTime:) ─▶ child ─▶ …      (times, in order)
  ///     models ──copy──▶ values ─▶ Track.evaluate(list) per layer            (values, by chunk)
  ///
  /// `clocks` say where each record's local time comes from, `values` has room for the store's
  /// model values (and one number at least), `localTimes` one per record, `nodeRoom` the most tracks a list with groups has; `structured` holds the
  /// layers' path and list values (Y2, Y4), each record's from its
  /// ``FrameRecord/structuredStart``, on entry the models'.
  ///
  /// With `workers` (a ``FrameWorkers``) the values are worked out on their threads at once, the layers cut into
  /// runs of consecutive records that the threads claim in turn. The times come first, on the calling thread: a
  /// layer's time needs its parent's, but its values need only its own time, its own tracks and
  /// its own slots. So each run reads what no run writes (the records, the tracks, the models,
  /// the times) and writes only its own layers' numbers and path and list values, which no other
  /// run touches: no lock, and each layer's numbers come from the very instructions the
  /// one-thread pass runs, so the two agree bit for bit.
  ///
  /// - Complexity: O(n + k + s) for n layers, k tracks and s animated numbers; no allocation.
  func evaluateFrame(
    _ records: UnsafeBufferPointer<FrameRecord>, clocks: FrameClocks, at mediaTime: Double,
    nodeRoom: Int, localTimes times: UnsafeMutableBufferPointer<Double>,
    values: UnsafeMutableBufferPointer<Double>, structured: StructuredValues?,
    workers: AnyObject? = nil
  ) {
    let count = records.count
    guard tracks.base != nil, let valueBase = values.baseAddress else {
      computeTimes(clocks, at: mediaTime, into: times)
      return
    }
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *),
      let workers = workers as? FrameWorkers
    {
      evaluateInParallel(
        records, clocks: clocks, at: mediaTime, nodeRoom: nodeRoom, times: times,
        values: valueBase, structured: structured, workers: workers)
      return
    }
    // Every layer starts from its model values (F4), copied in one go; times and values in one
    // walk down the records.
    if let models = models.base { valueBase.update(from: models, count: self.models.count) }
    evaluateRecords(
      records, 0..<count, nodeRoom: nodeRoom, times: times,
      computingTimes: (clocks, mediaTime), values: valueBase, copyingModels: false,
      structured: structured)
  }

  /// ``evaluateFrame(_:clocks:at:nodeRoom:localTimes:values:structured:workers:)`` on
  /// `workers`' threads.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private func evaluateInParallel(
    _ records: UnsafeBufferPointer<FrameRecord>, clocks: FrameClocks, at mediaTime: Double,
    nodeRoom: Int, times: UnsafeMutableBufferPointer<Double>,
    values valueBase: UnsafeMutablePointer<Double>, structured: StructuredValues?,
    workers: FrameWorkers
  ) {
    let count = records.count
    computeTimes(clocks, at: mediaTime, into: times)
    // Several runs a thread, so that one that starts late leaves its share to the others.
    let parts = max(workers.threadCount, min(workers.threadCount * 8, count / 512))
    var job = FrameJob(
      store: Unmanaged.passUnretained(self), records: records, times: times, values: valueBase,
      structured: structured, nodeRoom: nodeRoom, parts: parts)
    withUnsafePointer(to: &job) { workers.run(FrameJob.runPart, parts: parts, context: $0) }
  }

  /// Every record's local time at `mediaTime`, down from the root (L1).
  private func computeTimes(
    _ clocks: FrameClocks, at mediaTime: Double, into times: UnsafeMutableBufferPointer<Double>
  ) {
    for index in clocks.clocks.indices {
      times[index] = clocks.localTime(of: index, at: mediaTime, times: times)
    }
  }

  /// The threads a pass over `records` layers takes when `threads` are offered: each evaluates
  /// 256 layers at least, so that handing a run to a thread stays a small part of its work.
  static func threadCount(records: Int, threads: Int) -> Int {
    max(1, min(threads, records / 256))
  }

  /// Evaluates the tracks of the records in `range` at their local times into `values`. With
  /// `computingTimes`, each record's local time is worked out on the way, from its parent's
  /// (the range is then every record); without, `times` holds them already. With
  /// `copyingModels` each layer's numbers start from its model values here, else they already
  /// hold them. Writes only those layers' numbers, times, and path and list values.
  @inline(__always)
  fileprivate func evaluateRecords(
    _ records: UnsafeBufferPointer<FrameRecord>, _ range: Range<Int>, nodeRoom: Int,
    times: UnsafeMutableBufferPointer<Double>,
    computingTimes: (clocks: FrameClocks, mediaTime: Double)?,
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
        if let computing = computingTimes {
          time = computing.clocks.localTime(of: index, at: computing.mediaTime, times: times)
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
          structured: structured?.advanced(by: Int(record.structuredStart)))
        checkNarrowSlots(of: list, in: valueBase + scalars)
      }
    }
  }
}

/// One parallel pass as its threads see it
/// (``TrackStore/evaluateFrame(_:clocks:at:nodeRoom:localTimes:values:structured:workers:)``): plain pointers into the tree's storage, valid while the pass runs, and the part count.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private struct FrameJob {
  let store: Unmanaged<TrackStore>
  let records: UnsafeBufferPointer<FrameRecord>
  let times: UnsafeMutableBufferPointer<Double>
  let values: UnsafeMutablePointer<Double>
  let structured: StructuredValues?
  let nodeRoom: Int
  let parts: Int

  /// Evaluates part `part` of the job at `context`: its run of consecutive records, the times
  /// read (worked out before), each layer's numbers started from its models.
  static let runPart: FrameWorkers.Job = { context, part in
    let job = context.assumingMemoryBound(to: FrameJob.self).pointee
    let count = job.records.count
    let range = (count * part / job.parts)..<(count * (part + 1) / job.parts)
    job.store._withUnsafeGuaranteedRef {
      $0.evaluateRecords(
        job.records, range, nodeRoom: job.nodeRoom, times: job.times, computingTimes: nil,
        values: job.values, copyingModels: true, structured: job.structured)
    }
  }
}
