/// One layer as the whole-tree pass reads it: plain data, contiguous and in tree order (parents
/// before children), so the pass sees no layer object, reference count or copy.
///
/// 40 bytes: the list (36) and where the layer's paths and lists start in the frame's side
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

  /// Layer `index`'s local time, from its parent's in `times` or `mediaTime` for a root: what
  /// its time space's ``LayerTimeSpace/localTime(fromParentTime:)`` gives.
  @inline(__always)
  func localTime(
    of index: Int, at mediaTime: Double, times: UnsafeMutableBufferPointer<Double>
  ) -> Double {
    let clock = clocks[index]
    let parentTime = clock.parent < 0 ? mediaTime : times[clock.parent]
    guard let space = clock.space else {
      return LayerTimeSpace.standardLocalTime(fromParentTime: parentTime)
    }
    return spaces[space].localTime(fromParentTime: parentTime)
  }
}

/// How a parallel pass cuts the records (``TrackStore/evaluateFrame(_:clocks:at:nodeRoom:localTimes:values:structured:split:)``):
/// the workers, how many runs, and the records whose local times the runs share.
///
/// In tree order a run's records lie together, and the only records outside a run whose times
/// it reads are the ancestors of its first record that lie before it: a record's ancestors
/// before the run are ancestors of the run's first record (a subtree is contiguous). So those
/// chains, *shared*, are worked out first on the calling thread, and each run works out every
/// other time of its own, reading the shared ones and writing none of them: no time is written
/// by one thread while another reads it. The chains depend only on the tree's shape and the
/// run count, so the frame's storage finds them when it lays out (``sharedRecords(of:parts:)``).
///
///     tree   0 ─┬─ 1 ─ 2            runs    [0 1 2] [3 4 5] [6 7 8]
///               ├─ 3 ─┬─ 4
///               │     └─ 5          shared  0, the ancestor of 3 and of 6 before their runs
///               └─ 6 ─┬─ 7
///                     └─ 8
struct FrameSplit {
  /// The ``FrameWorkers`` (an object, so that the type exists where the workers do not).
  let workers: AnyObject
  /// How many runs: several a thread, so that one that starts late leaves its share.
  let parts: Int
  /// The shared records, in tree order (each after its parent).
  let shared: UnsafeBufferPointer<Int32>

  /// The threads a pass over `records` layers takes when `threads` are offered: each evaluates
  /// 256 layers at least, so that handing a run to a thread stays a small part of its work.
  static func threads(records: Int, offered threads: Int) -> Int {
    max(1, min(threads, records / 256))
  }

  /// The runs a pass over `records` records on `threads` threads cuts them into.
  static func parts(records: Int, threads: Int) -> Int {
    max(threads, min(threads * 8, records / 512))
  }

  /// Run `part`'s records.
  @inline(__always)
  static func range(of part: Int, parts: Int, records count: Int) -> Range<Int> {
    (count * part / parts)..<(count * (part + 1) / parts)
  }

  /// The shared records of a pass over `clocks` cut into `parts` runs, in tree order: for each
  /// run, the ancestors of its first record.
  ///
  /// - Complexity: O(p · d) for p runs in a tree d deep.
  static func sharedRecords(of clocks: UnsafeBufferPointer<FrameClock>, parts: Int) -> [Int32] {
    var shared = Set<Int32>()
    for part in 1..<max(parts, 1) {
      var at = clocks[range(of: part, parts: parts, records: clocks.count).lowerBound].parent
      while at >= 0, shared.insert(Int32(at)).inserted { at = clocks[at].parent }
    }
    return shared.sorted()
  }
}

extension TrackStore {
  /// The whole-tree pass (<doc:Rules#F4>, L1): every layer's local time at `mediaTime`, down from
  /// the root, and its animated values, each layer starting from its model values.
  ///
  ///     mediaTime ─▶ root ─▶ localTime(fromParentTime:) ─▶ child ─▶ …      (times, in order)
  ///     models ──copy──▶ values ─▶ Track.evaluate(list) per layer            (values)
  ///
  /// `clocks` say where each record's local time comes from, `values` has room for the store's
  /// model values (and one number at least), `localTimes` one per record, `nodeRoom` the most
  /// tracks a list with groups has; `structured` holds the layers' path and list values (Y2,
  /// Y4), each record's from its ``FrameRecord/structuredStart``, on entry the models'.
  ///
  /// With a `split`, the records are cut into runs that the workers' threads claim in turn
  /// (``FrameSplit``): the shared times first, on the calling thread, then each run's times and
  /// values. A layer's values need only its own time, tracks and slots, so each run reads what
  /// no run writes (the records, the tracks, the models, the shared times) and writes only its
  /// own layers' times, numbers and path and list values: no lock, and each layer's numbers
  /// come from the very instructions the one-thread pass runs, so the two agree bit for bit.
  ///
  /// - Complexity: O(n + k + s) for n layers, k tracks and s animated numbers; no allocation.
  func evaluateFrame(
    _ records: UnsafeBufferPointer<FrameRecord>, clocks: FrameClocks, at mediaTime: Double,
    nodeRoom: Int, localTimes times: UnsafeMutableBufferPointer<Double>,
    values: UnsafeMutableBufferPointer<Double>, structured: StructuredValues?,
    split: FrameSplit? = nil
  ) {
    let count = records.count
    guard tracks.base != nil, let valueBase = values.baseAddress else {
      // Nothing to evaluate: the times alone.
      for index in 0..<count {
        times[index] = clocks.localTime(of: index, at: mediaTime, times: times)
      }
      return
    }
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), let split,
      let workers = split.workers as? FrameWorkers
    {
      // The shared times, down the tree (each after its parent).
      for index in split.shared {
        times[Int(index)] = clocks.localTime(of: Int(index), at: mediaTime, times: times)
      }
      var job = FrameJob(
        store: Unmanaged.passUnretained(self), records: records, clocks: clocks,
        mediaTime: mediaTime, shared: split.shared, times: times, values: valueBase,
        structured: structured, nodeRoom: nodeRoom, parts: split.parts)
      withUnsafePointer(to: &job) { workers.run(FrameJob.runPart, parts: split.parts, context: $0) }
      return
    }
    // Every layer starts from its model values (F4), copied in one go; times and values in one
    // walk down the records.
    if let models = models.base { valueBase.update(from: models, count: self.models.count) }
    evaluateRecords(
      records, 0..<count, nodeRoom: nodeRoom, clocks: clocks, at: mediaTime,
      shared: UnsafeBufferPointer(start: nil, count: 0), times: times, values: valueBase,
      copyingModels: false, structured: structured)
  }

  /// Works out the local times of the records in `range`, each from its parent's, and
  /// evaluates their tracks at them into `values`. A record in `shared` (increasing) has its
  /// time already and is only read. With `copyingModels` each layer's numbers start from its model
  /// values here, else they already hold them. Writes only those layers' times (but the shared
  /// ones), numbers, and path and list values.
  @inline(__always)
  fileprivate func evaluateRecords(
    _ records: UnsafeBufferPointer<FrameRecord>, _ range: Range<Int>, nodeRoom: Int,
    clocks: FrameClocks, at mediaTime: Double, shared: UnsafeBufferPointer<Int32>,
    times: UnsafeMutableBufferPointer<Double>, values valueBase: UnsafeMutablePointer<Double>,
    copyingModels: Bool, structured: StructuredValues?
  ) {
    guard let trackBase = tracks.base else { return }
    let poolBase = pool.base
    // A store of paths and lists alone has no model numbers; none are read then.
    let modelBase = models.base.map { UnsafePointer($0) } ?? UnsafePointer(valueBase)
    let copying = copyingModels && models.base != nil
    // The next shared record at or after the range's start (a run has few: its first
    // record's ancestors before it are shared, and some of its own may be others').
    var cursor = shared.firstIndex { Int($0) >= range.lowerBound } ?? shared.count
    var nextShared = cursor < shared.count ? Int(shared[cursor]) : Int.max
    withUnsafeTemporaryAllocation(of: NodeTime.self, capacity: nodeRoom) { nodes in
      for index in range {
        let record = records[index]
        let time: Double
        if index == nextShared {
          time = times[index]
          cursor += 1
          nextShared = cursor < shared.count ? Int(shared[cursor]) : Int.max
        } else {
          time = clocks.localTime(of: index, at: mediaTime, times: times)
          times[index] = time
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
          pool: poolBase.map { $0 + list.pool.lowerBound },
          nodes: list.hasGroups ? nodes.baseAddress : nil,
          structured: structured?.advanced(by: Int(record.structuredStart)))
        checkNarrowSlots(of: list, in: valueBase + scalars)
      }
    }
  }
}

/// One parallel pass as its threads see it
/// (``TrackStore/evaluateFrame(_:clocks:at:nodeRoom:localTimes:values:structured:split:)``):
/// plain pointers into the tree's storage, valid while the pass runs, and the part count.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private struct FrameJob {
  let store: Unmanaged<TrackStore>
  let records: UnsafeBufferPointer<FrameRecord>
  let clocks: FrameClocks
  let mediaTime: Double
  let shared: UnsafeBufferPointer<Int32>
  let times: UnsafeMutableBufferPointer<Double>
  let values: UnsafeMutablePointer<Double>
  let structured: StructuredValues?
  let nodeRoom: Int
  let parts: Int

  /// Evaluates part `part` of the job at `context`: its run of consecutive records, their
  /// times worked out but the shared ones, each layer's numbers started from its models.
  static let runPart: FrameWorkers.Job = { context, part in
    let job = context.assumingMemoryBound(to: FrameJob.self).pointee
    let range = FrameSplit.range(of: part, parts: job.parts, records: job.records.count)
    job.store._withUnsafeGuaranteedRef {
      $0.evaluateRecords(
        job.records, range, nodeRoom: job.nodeRoom, clocks: job.clocks, at: job.mediaTime,
        shared: job.shared, times: job.times, values: job.values, copyingModels: true,
        structured: job.structured)
    }
  }
}
