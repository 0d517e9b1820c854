/// Where the compiled animations of layers live: one run of tracks, one of slot entries and one
/// of model values, each layer owning a range of all three (its ``TrackList``).
///
/// A ``LayerTree`` keeps one store for all its layers, so that a frame reads every layer's tracks
/// from contiguous memory, in tree order once compacted; a layer outside a tree keeps a store of
/// its own. Tracks are plain data: the objects they refer to (timing functions, keyframe curves)
/// are kept alive by the layer that added them.
///
///     tracks   | box: fade move turn | dot: spin | (free) | …
///     slots    | box: opacity position transform | dot: transform | …
///     model    | box: 1 | 0 0 | 1 0 … 1 | dot: 1 0 … 1 | …
///     pool     | box: move's 4 points | …
final class TrackStore {
  // The buffers are read on every evaluation and written only by this class's methods, which
  // never run during one: `@exclusivity(unchecked)` spares each read the runtime's check.

  /// The tracks of every list; a list's tracks are in add order, a group's node before its
  /// children.
  @exclusivity(unchecked) private(set) var tracks = StoreBuffer<Track>()
  /// The slots each list writes, in the order first written, with their offsets in the list's
  /// model values.
  @exclusivity(unchecked) private(set) var slots = StoreBuffer<SlotEntry>()
  /// The model values of every list's slots: where an evaluation starts from, and "current" for
  /// B1.
  @exclusivity(unchecked) private(set) var models = StoreBuffer<Double>()
  /// The keyframe values of every list's ``Curve/pooled(_:)`` tracks.
  @exclusivity(unchecked) private(set) var pool = StoreBuffer<KeyframeHalf>()

  /// How many tracks and model values belong to lists that were freed.
  private(set) var garbage = 0

  /// Whether freed ranges take up a fifth of the store or more (a quarter of the live data).
  var needsCompaction: Bool { garbage > 64 && garbage * 5 >= tracks.count + models.count }

  /// Whether the store holds bytes that nothing uses: freed ranges, or more than an eighth
  /// again of its live data in the room its buffers grew into (doubling leaves up to half of
  /// each unused). A tree's layout, kept for many frames, compacts such a store: the layout is
  /// O(n) in the layers anyway, and the copy is O(n) too.
  var holdsSlack: Bool {
    let unused = tracks.unusedBytes + slots.unusedBytes + models.unusedBytes + pool.unusedBytes
    let used = tracks.usedBytes + slots.usedBytes + models.usedBytes + pool.usedBytes
    return garbage > 0 || (unused > 4_096 && unused * 8 > used)
  }

  /// Stores `tracks`, giving each slot they write an offset in the order first written (the
  /// model values are zero until the owner writes them). The new list takes the place of `old`
  /// when it fits there (as when an animation is removed), else goes at the end and `old` becomes
  /// garbage.
  ///
  /// A transform slot that `narrowing` allows (its model value is the identity) and that one
  /// track alone writes, a single-axis rotation or translation, is laid out *narrow*: the
  /// two numbers of its one-number form instead of sixteen (see `PendingTransform`), since
  /// every evaluation starts it from the identity and its one writer replaces that number.
  ///
  /// - Complexity: O(n·s) for n tracks writing s distinct slots.
  func store(
    _ tracks: some Collection<Track>, pool keyframes: [KeyframeHalf] = [],
    replacing old: TrackList? = nil,
    narrowing: (PropertySlot) -> Bool = { _ in false }
  ) -> TrackList {
    // Lay out the slots and outputs first.
    var placed = Array(tracks)
    var layout = SlotLayout()
    layout.place(&placed, narrow: Self.narrowSlots(of: placed, allowed: narrowing))
    let (newSlots, scalarCount) = (layout.slots, layout.scalarCount)
    // Then put them where they fit.
    var list = TrackList()
    list.hasGroups = layout.hasGroups
    list.structuredCount = Int(layout.structuredCount)
    if let old, placed.count <= old.tracks.count, newSlots.count <= old.slots.count,
      Int(scalarCount) <= old.scalars.count, keyframes.count <= old.pool.count
    {
      list.tracks = self.tracks.replace(from: old.tracks.lowerBound, with: placed)
      list.slots = slots.replace(from: old.slots.lowerBound, with: newSlots)
      // The model values are the owner's to write.
      list.scalars = StoreRange(start: old.scalars.lowerBound, count: Int(scalarCount))
      list.pool = pool.replace(from: old.pool.lowerBound, with: keyframes)
      garbage +=
        old.tracks.count - list.tracks.count + old.scalars.count - list.scalars.count
        + old.pool.count - list.pool.count
      return list
    }
    if let old {
      if isLast(old) {
        // The list is the last of every buffer (a layer given one animation after another, or
        // the last to change): it grows where it is, leaving no garbage behind.
        self.tracks.removeSuffix(from: old.tracks.lowerBound)
        slots.removeSuffix(from: old.slots.lowerBound)
        models.removeSuffix(from: old.scalars.lowerBound)
        pool.removeSuffix(from: old.pool.lowerBound)
      } else {
        free(old)
      }
    }
    list.tracks = self.tracks.append(contentsOf: placed)
    list.slots = slots.append(contentsOf: newSlots)
    list.scalars = models.append(contentsOf: repeatElement(0, count: Int(scalarCount)))
    list.pool = pool.append(contentsOf: keyframes)
    checkInvariants([list])
    return list
  }

  /// Appends `tracks` (and their pooled `keyframes`, to which they already refer as coming
  /// after `list`'s own) to `list` where it is, laying out only the slots they add: what
  /// ``store(_:pool:replacing:narrowing:)`` of the whole list would give, for a list that ends
  /// every buffer (the layer given one animation after another). `nil`, changing nothing, when
  /// the list does not end every buffer, or a new track writes a slot laid out narrow (whose one
  /// writer it would join, so that the slot must widen: the caller lays the list out again).
  ///
  /// - Complexity: O(k·s) for k new tracks and s slots of the list, rather than O(n) for its
  ///   every track: adding animation after animation to one layer stays linear in all.
  func appending(
    _ tracks: [Track], pool keyframes: [KeyframeHalf], to list: TrackList,
    narrowing: (PropertySlot) -> Bool
  ) -> TrackList? {
    guard !list.isEmpty, isLast(list) else { return nil }
    var layout = SlotLayout(
      slots: Array(slots[list.slots]), scalarCount: Int32(list.scalars.count),
      structuredCount: Int32(list.structuredCount), hasGroups: list.hasGroups)
    var placed = tracks
    // The new tracks' own new slots narrow as the whole list's would: no earlier track writes
    // them (else they would not be new).
    layout.place(&placed, narrow: Self.narrowSlots(of: placed, allowed: narrowing))
    guard !layout.joinedNarrow else { return nil }
    var grown = list
    grown.hasGroups = layout.hasGroups
    grown.structuredCount = Int(layout.structuredCount)
    grown.tracks = StoreRange(
      start: list.tracks.lowerBound, count: list.tracks.count + placed.count)
    self.tracks.append(contentsOf: placed)
    grown.slots = StoreRange(start: list.slots.lowerBound, count: layout.slots.count)
    slots.append(contentsOf: layout.slots[list.slots.count...])
    grown.scalars = StoreRange(start: list.scalars.lowerBound, count: Int(layout.scalarCount))
    models.append(contentsOf: repeatElement(0, count: Int(layout.scalarCount) - list.scalars.count))
    grown.pool = StoreRange(start: list.pool.lowerBound, count: list.pool.count + keyframes.count)
    pool.append(contentsOf: keyframes)
    checkInvariants([grown])
    return grown
  }

  /// Takes the tracks at `range` (counted from the list's first) out of `list` where it is,
  /// keeping its layout: a slot only they wrote stays, with its model value, which is what a
  /// list laid out again without it would show, and a transform slot they shared stays wide,
  /// which evaluates as narrow does. Taken from the front, the list starts later; else the later
  /// tracks move down. `nil`, changing nothing, when the list would be left without tracks (it
  /// is freed whole, so that nothing reads slots no track writes), or when a track taken out is
  /// a group node or has pooled keyframes (the caller lays the list out again, gathering the
  /// pool that is left).
  ///
  /// - Complexity: O(k) for the k tracks taken, from the front (the oldest animation, which
  ///   usually ends first); O(n) for the n tracks after them otherwise.
  func removing(_ range: Range<Int>, from list: TrackList) -> TrackList? {
    guard range.count < list.tracks.count else { return nil }
    let held = tracks[list.tracks]
    for index in range {
      switch held[index].curve {
      case .group, .pooled: return nil
      case .number, .numberKeyframes, .other: continue
      }
    }
    var shrunk = list
    let base = list.tracks.lowerBound
    if range.lowerBound == 0 {
      shrunk.tracks = StoreRange(start: base + range.count, count: list.tracks.count - range.count)
    } else {
      // Moving down: each track is read before its place is written.
      let later = StoreRange(
        start: base + range.upperBound, count: list.tracks.count - range.upperBound)
      tracks.replace(from: base + range.lowerBound, with: tracks[later])
      shrunk.tracks = StoreRange(start: base, count: list.tracks.count - range.count)
    }
    garbage += range.count
    checkInvariants([shrunk])
    return shrunk
  }

  /// Whether `list` ends every buffer: nothing comes after any of its ranges.
  private func isLast(_ list: TrackList) -> Bool {
    list.tracks.upperBound == tracks.count && list.slots.upperBound == slots.count
      && list.scalars.upperBound == models.count && list.pool.upperBound == pool.count
  }

  /// Gives up `list`'s ranges; they are garbage until the store is compacted.
  func free(_ list: TrackList) {
    garbage += list.tracks.count + list.scalars.count + list.pool.count
  }

  /// Copies `list` from `other` into this store, as it is there: its tracks, slots, model
  /// values and pooled keyframes (each relative to the list's own ranges, so nothing is laid
  /// out again: a slot no track writes any more, left by ``removing(_:from:)``, moves with it).
  func adopt(_ list: TrackList, from other: TrackStore) -> TrackList {
    var moved = list
    moved.tracks = tracks.append(contentsOf: other.tracks[list.tracks])
    moved.slots = slots.append(contentsOf: other.slots[list.slots])
    moved.scalars = models.append(contentsOf: other.models[list.scalars])
    moved.pool = pool.append(contentsOf: other.pool[list.pool])
    checkInvariants([moved])
    return moved
  }

  /// Rebuilds the store with only `lists`, in that order, without garbage; `lists` are updated to
  /// their new ranges.
  ///
  /// - Complexity: O(n) in the size of the lists.
  func compact(_ lists: inout [TrackList]) {
    let old = (tracks: tracks, slots: slots, models: models, pool: pool)
    // New storage of the live size, so that the garbage's room is given back too.
    tracks = StoreBuffer()
    slots = StoreBuffer()
    models = StoreBuffer()
    pool = StoreBuffer()
    tracks.reserve(lists.reduce(0) { $0 + $1.tracks.count })
    slots.reserve(lists.reduce(0) { $0 + $1.slots.count })
    models.reserve(lists.reduce(0) { $0 + $1.scalars.count })
    pool.reserve(lists.reduce(0) { $0 + $1.pool.count })
    garbage = 0
    for index in lists.indices {
      let list = lists[index]
      lists[index].tracks = tracks.append(contentsOf: old.tracks[list.tracks])
      lists[index].slots = slots.append(contentsOf: old.slots[list.slots])
      lists[index].scalars = models.append(contentsOf: old.models[list.scalars])
      lists[index].pool = pool.append(contentsOf: old.pool[list.pool])
    }
    checkInvariants(lists)
  }

  /// Calls `body` with a pointer to `list`'s model values, to write them.
  func withModel<Result>(
    of list: TrackList, _ body: (UnsafeMutablePointer<Double>) -> Result
  ) -> Result? {
    guard !list.scalars.isEmpty, let base = models.base else { return nil }
    return body(base + list.scalars.lowerBound)
  }
}

/// The slots a list's tracks write, laid out in the order first written, with each track's
/// output pointed at its slot: what ``TrackStore/store(_:pool:replacing:narrowing:)`` lays out,
/// from nothing, and ``TrackStore/appending(_:pool:to:narrowing:)``, after a list's own slots.
private struct SlotLayout {
  var slots: [SlotEntry] = []
  /// How many numbers, and how many paths and lists, the slots take.
  var scalarCount: Int32 = 0
  var structuredCount: Int32 = 0
  /// Whether any track is a group node.
  var hasGroups = false
  /// Whether a track placed writes a slot already laid out narrow (one writer only).
  private(set) var joinedNarrow = false

  init() {}

  init(slots: [SlotEntry], scalarCount: Int32, structuredCount: Int32, hasGroups: Bool) {
    self.slots = slots
    self.scalarCount = scalarCount
    self.structuredCount = structuredCount
    self.hasGroups = hasGroups
  }

  /// Places every track's output (and a path's turn, K9), `narrow` naming the new transform
  /// slots laid out narrow.
  mutating func place(_ tracks: inout [Track], narrow: [PropertySlot]) {
    for index in tracks.indices {
      place(&tracks[index].output, narrow: narrow)
      if tracks[index].output.turn != nil {
        var output = TrackTurn().output
        place(&output, narrow: narrow)
        tracks[index].output.turn = TrackTurn(slotOffset: output.slotOffset)
      }
      if case .group = tracks[index].curve { hasGroups = true }
    }
  }

  /// Points `output` at its slot, laying the slot out after the others when it is new.
  private mutating func place(_ output: inout TrackOutput, narrow: [PropertySlot]) {
    if case .none = output.kind { return }
    let slotOffset: Int32
    if let known = slots.first(where: { $0.slot == output.slot }) {
      slotOffset = known.scalarOffset
      if known.isNarrow { joinedNarrow = true }
    } else if case .structured = output.kind {
      // A path or list: its place among the list's side values (Y2, Y4).
      slotOffset = structuredCount
      slots.append(SlotEntry(slot: output.slot, scalarOffset: slotOffset))
      structuredCount += 1
    } else {
      slotOffset = scalarCount
      let isNarrow = narrow.contains(output.slot)
      slots.append(SlotEntry(slot: output.slot, scalarOffset: slotOffset, isNarrow: isNarrow))
      scalarCount += Int32(isNarrow ? PendingTransform.width : output.slot.scalarWidth)
    }
    output.slotOffset = slotOffset
  }
}

/// One slot of a list and where its numbers start among the list's model values.
///
/// 8 bytes: the offset first, so that the slot and the flag fill its alignment's room.
struct SlotEntry: Hashable, Sendable, BitwiseCopyable {
  var scalarOffset: Int32
  var slot: PropertySlot
  /// Whether the slot is a transform laid out narrow: only ever the one-number form, in
  /// ``PendingTransform/width`` numbers (see ``TrackStore/store(_:pool:replacing:narrowing:)``).
  var isNarrow: Bool

  init(slot: PropertySlot, scalarOffset: Int32, isNarrow: Bool = false) {
    self.scalarOffset = scalarOffset
    self.slot = slot
    self.isNarrow = isNarrow
  }

  /// How many numbers the slot takes in the list's values.
  var scalarWidth: Int { isNarrow ? PendingTransform.width : slot.scalarWidth }
}

extension TrackStore {
  /// The transform slots of `tracks` that can be laid out narrow: each written by one track
  /// alone, whose output is a component kept as one number (``PendingTransform/code(of:)``), and
  /// allowed by `allowed` (the model's transform there is the identity).
  ///
  /// Such a slot holds the one-number form at every moment of an evaluation: it starts as the
  /// identity's, and its one writer replaces that with its component (setting or adding a
  /// component on the identity gives the component alone), never reading or writing sixteen
  /// fields. A second writer, a whole transform, a value function or a path's turn (K9) would,
  /// so any of them keeps the slot wide.
  ///
  /// - Complexity: O(c·n) for n tracks of which c are such rotations or translations; no
  ///   allocation unless a slot is narrow.
  static func narrowSlots(
    of tracks: [Track], allowed: (PropertySlot) -> Bool
  ) -> [PropertySlot] {
    var narrow: [PropertySlot] = []
    for (index, track) in tracks.enumerated() {
      let slot = track.output.slot
      guard case .component(let component) = track.output.kind,
        PendingTransform.code(of: component) != nil, slot.isTransform
      else { continue }
      // The only writer: no other track's output, and no track's turn (K9), goes there. (A
      // list has a handful of tracks: comparing each with each allocates nothing.)
      let shared = tracks.indices.contains { other in
        (other != index && tracks[other].output.slot == slot)
          || (tracks[other].output.turn != nil && TrackTurn.slot == slot)
      }
      if !shared, allowed(slot) { narrow.append(slot) }
    }
    return narrow
  }
}

/// One layer's compiled animations: its ranges of a ``TrackStore``.
///
/// Kept in 36 bytes (one per layer in the layer and in its tree's frame records): each range as
/// a ``StoreRange``, so a store holds at most 2³² − 1 tracks, slots, numbers and
/// keyframes (the numbers alone would be 32 GiB); a larger one traps.
struct TrackList: Hashable, Sendable {
  /// The tracks, in add order.
  var tracks = StoreRange()
  /// The slots written, in the order first written.
  var slots = StoreRange()
  /// The model values of the slots (and, in a frame, their presentation values).
  var scalars = StoreRange()
  /// The keyframe values of the list's ``Curve/pooled(_:)`` tracks.
  var pool = StoreRange()
  /// How many path and list slots the tracks write (31 bits), and in the top bit whether any
  /// track is a group node.
  private var structuredAndGroups: UInt32 = 0

  /// Whether any track is a group node (the evaluator then needs room for node times).
  var hasGroups: Bool {
    @inline(__always) get { structuredAndGroups >> 31 == 1 }
    set { structuredAndGroups = structuredAndGroups & ~(1 << 31) | (newValue ? 1 << 31 : 0) }
  }

  /// How many path and list slots the tracks write (their values are kept beside the flat ones,
  /// ``StructuredValues``); fewer than 2³¹ (a layer has a few dozen slots).
  var structuredCount: Int {
    @inline(__always) get { Int(structuredAndGroups & ~(1 << 31)) }
    set { structuredAndGroups = structuredAndGroups & (1 << 31) | UInt32(newValue) & ~(1 << 31) }
  }

  /// Whether there is nothing to evaluate.
  var isEmpty: Bool { tracks.isEmpty }
  /// How many numbers the slots take.
  var scalarCount: Int { scalars.count }
}

extension TrackStore {
  #if LAYERKIT_CHECK_INVARIANTS
    /// Checks the buffers and that each of `lists` lies inside them, its slots' runs inside its
    /// model values and its tracks' outputs inside their slots.
    func checkInvariants(_ lists: some Sequence<TrackList>) {
      tracks.checkInvariants()
      slots.checkInvariants()
      models.checkInvariants()
      pool.checkInvariants()
      precondition(garbage >= 0, "TrackStore: negative garbage")
      for list in lists {
        precondition(list.tracks.upperBound <= tracks.count, "TrackStore: tracks out of range")
        precondition(list.slots.upperBound <= slots.count, "TrackStore: slots out of range")
        precondition(list.scalars.upperBound <= models.count, "TrackStore: values out of range")
        precondition(list.pool.upperBound <= pool.count, "TrackStore: pool out of range")
        for entry in slots[list.slots] {
          precondition(
            entry.slot.isStructured
              ? Int(entry.scalarOffset) < list.structuredCount
              : Int(entry.scalarOffset) + entry.scalarWidth <= list.scalars.count,
            "TrackStore: a slot beyond its list's values")
        }
      }
    }

    /// Checks that each narrow slot of `list` holds the one-number form in `values` (its
    /// evaluated numbers), as its layout promises.
    func checkNarrowSlots(of list: TrackList, in values: UnsafePointer<Double>) {
      for entry in slots[list.slots] where entry.isNarrow {
        precondition(
          PendingTransform.isPending(values + Int(entry.scalarOffset)),
          "TrackStore: a narrow transform slot left its one-number form")
      }
    }
  #else
    /// Checks nothing unless built with `-D LAYERKIT_CHECK_INVARIANTS`.
    @inline(__always) func checkInvariants(_ lists: some Sequence<TrackList>) {}
    /// Checks nothing unless built with `-D LAYERKIT_CHECK_INVARIANTS`.
    @inline(__always)
    func checkNarrowSlots(of list: TrackList, in values: UnsafePointer<Double>) {}
  #endif
}
