/// What a layer keeps of its animations as they were given (<doc:Rules#L7>), in one
/// allocation: a record an animation (its key, add order, state, share of the compiled tracks,
/// and a box for what few animations have), then the packed animations' bytes
/// (``PackedAnimation``).
///
///     ┌ header ──────┬ (index) ┬ record 0 ┬ record 1 ┬ … (room) ┬ bytes of 0 ┬ … (room) ┐
///       count, bytes   past 32   40 bytes each                    as packed, or none
///
/// A layer holds few animations and changes them seldom, but reads them at each of their
/// events. A ledger of up to ``exactRecords`` animations is allocated to its size and rebuilt
/// whole when one is added (O(n), one allocation); a larger one leaves room to grow (its
/// records' room the next power of two, its bytes' too past ``exactBytes``), so that adding
/// animation after animation takes amortised O(1) when no one else holds the storage. Removing
/// rebuilds it to size; a record's state changes in place when no one else holds it. Past
/// ``Storage/indexedRecords`` animations it keeps an index of their keys (``KeyIndex``), so
/// that a key or an add-order number is found in O(log n) rather than by a scan. An
/// ``AnimationEntry`` is a view of one record that holds the storage: an entry taken out stays
/// as it was whatever happens to the ledger after (copy on write).
struct AnimationLedger {
  /// The storage; `nil` without animations.
  private var storage: Storage?

  /// The most packed bytes a ledger holds (its records keep where each animation's start in 16
  /// bits): an animation that would take it past them is kept as given. Some 3,800 keyframes
  /// of points pack.
  static let byteLimit = Int(UInt16.max)

  /// The most records a ledger keeps exactly as many places for (what most layers hold):
  /// beyond it, the next power of two, so that appending stays amortised O(1).
  static let exactRecords = 4
  /// The most bytes kept in exactly as many words: beyond them, the next power of two.
  static let exactBytes = 256

  /// The largest add-order number a record keeps (46 bits): the tree's count stops there, some
  /// 70 million million adds on (``LayerTree`` and a layer in no tree count up to it and no
  /// further).
  static let sequenceLimit = (1 << 46) - 1

  /// `sequence` as records and scheduled events keep it: within `0...sequenceLimit`.
  static func kept(sequence: Int) -> Int {
    Swift.min(Swift.max(sequence, 0), sequenceLimit)
  }

  /// The add-order number after `sequence`: the next, up to the limit, where the count stays.
  static func sequence(after sequence: Int) -> Int {
    kept(sequence: sequence + 1)
  }

  /// A ledger without animations.
  init() {}

  /// Adds an animation at the end and returns its entry: packed when it packs, else kept as
  /// given in the record's box with the delegate and the transaction.
  ///
  /// - Complexity: O(n + b) for n animations and b packed bytes.
  @discardableResult
  mutating func append(
    key: String?, animation: Animation, delegate: (any AnimationDelegate)?, sequence: Int,
    transaction: (any AnimationTransaction)?, share: LayerTracks.Share
  ) -> AnimationEntry {
    let old = storage?.counts ?? (records: 0, bytes: 0)
    let packed = PackedAnimation.bytes(of: animation).flatMap {
      old.bytes + $0.count <= Self.byteLimit ? $0 : nil
    }
    let given = packed == nil ? animation : nil
    let rare =
      given != nil || delegate != nil || transaction != nil
      ? Rare(animation: given, delegate: delegate, transaction: transaction) : nil
    let record = Record(
      key: key, rare: rare, share: share, sequence: sequence, state: .pending,
      byteStart: old.bytes)
    // Held by no entry, the old storage gives up its records (moved: no reference counting),
    // or takes the new one in the room it has.
    let moving = isKnownUniquelyReferenced(&storage)
    let addedBytes = packed?.count ?? 0
    if moving, let held = storage, held.hasRoom(forRecords: 1, bytes: addedBytes) {
      held.append(record, bytes: packed)
      held.indexLastRecord(carrying: held.takeKeyIndex(), orBuild: false)
      checkKeyIndex()
      return AnimationEntry(storage: held, index: old.records)
    }
    // The key index moves with the records, or is copied when they are.
    let carried = moving ? storage?.takeKeyIndex() : storage?.keyIndex?.copy()
    let made = Storage.make(records: old.records + 1, bytes: old.bytes + (packed?.count ?? 0)) {
      records, bytes in
      storage?.withParts { oldRecords, oldBytes in
        Self.transfer(from: oldRecords, to: records, count: old.records, moving: moving)
        bytes.copyMemory(from: oldBytes, byteCount: old.bytes)
      }
      (records + old.records).initialize(to: record)
      packed?.withUnsafeBytes { packed in
        guard let start = packed.baseAddress else { return }
        (bytes + old.bytes).copyMemory(from: start, byteCount: packed.count)
      }
    }
    if moving { storage?.abandonRecords() }
    storage = made
    made.indexLastRecord(carrying: carried, orBuild: true)
    checkKeyIndex()
    return AnimationEntry(storage: made, index: old.records)
  }

  /// Removes the animation at `index`; returns its entry as it was, in a storage of its own.
  ///
  /// - Complexity: O(n + b) for n animations and b packed bytes.
  @discardableResult
  mutating func remove(at index: Int) -> AnimationEntry {
    let moving = isKnownUniquelyReferenced(&storage)
    let removed = detachedEntry(at: index, moving: moving)
    guard let old = storage else { return removed }
    let counts = old.counts
    let cut = old.byteRange(of: index)
    let carried = moving ? old.takeKeyIndex() : old.keyIndex?.copy()
    if let key = removed.key, carried?.sequences[key] == removed.sequence {
      carried?.sequences[key] = nil
    }
    if counts.records > 1 {
      storage = Storage.make(records: counts.records - 1, bytes: counts.bytes - cut.count) {
        records, bytes in
        old.withParts { oldRecords, oldBytes in
          Self.transfer(from: oldRecords, to: records, count: index, moving: moving)
          Self.transfer(
            from: oldRecords + index + 1, to: records + index, count: counts.records - index - 1,
            moving: moving)
          bytes.copyMemory(from: oldBytes, byteCount: cut.lowerBound)
          (bytes + cut.lowerBound).copyMemory(
            from: oldBytes + cut.upperBound, byteCount: counts.bytes - cut.upperBound)
        }
        for later in index..<counts.records - 1 { records[later].byteStart -= cut.count }
      }
      storage?.keepKeyIndex(carried)
    } else {
      storage = nil
    }
    if moving { old.abandonRecords() }
    checkKeyIndex()
    return removed
  }

  /// The entry at `index` as it is now, in a storage of its own (one record and its bytes), so
  /// that changing the ledger after does not copy it: the record moved out of the ledger's
  /// storage with `moving` (which then must give up its records), copied without.
  func detachedEntry(at index: Int, moving: Bool = false) -> AnimationEntry {
    precondition(indices.contains(index), "animation index out of range")
    let held = storage.unsafelyUnwrapped  // (`indices` is not empty, so there is storage.)
    let range = held.byteRange(of: index)
    let made = Storage.make(records: 1, bytes: range.count) { records, bytes in
      held.withParts { oldRecords, oldBytes in
        Self.transfer(from: oldRecords + index, to: records, count: 1, moving: moving)
        bytes.copyMemory(from: oldBytes + range.lowerBound, byteCount: range.count)
      }
      records[0].byteStart = 0
    }
    return AnimationEntry(storage: made, index: 0)
  }

  /// Moves or copies `count` records from `source` to the uninitialized `target`.
  private static func transfer(
    from source: UnsafeMutablePointer<Record>, to target: UnsafeMutablePointer<Record>,
    count: Int, moving: Bool
  ) {
    if moving {
      target.moveInitialize(from: source, count: count)
    } else {
      target.initialize(from: source, count: count)
    }
  }

  /// Removes every animation; returns their entries as they were, in add order.
  mutating func removeAll() -> [AnimationEntry] {
    defer { storage = nil }
    return Array(self)
  }

  /// Sets the state of the animation at `index`.
  mutating func setState(_ state: AnimationEntry.State, at index: Int) {
    makeUnique().withParts { records, _ in records[index].state = state }
  }

  /// Lets go of the delegate of the animation at `index` (it stopped, and stays to fill).
  mutating func letGoOfDelegate(at index: Int) {
    makeUnique().withParts { records, _ in
      guard let rare = records[index].rare, rare.delegate != nil else { return }
      records[index].rare =
        rare.animation == nil && rare.transaction == nil
        ? nil : Rare(animation: rare.animation, delegate: nil, transaction: rare.transaction)
    }
  }

  /// The index of the animation under `key`, if any.
  ///
  /// - Complexity: O(log n) for a ledger that keeps a ``KeyIndex`` (more than
  ///   ``Storage/indexedRecords`` animations), else O(n), reading the records in place (no entry
  ///   is made on the way).
  func entryIndex(forKey key: String) -> Int? {
    if let index = storage?.keyIndex {
      return index.sequences[key].flatMap(entryIndex(forSequence:))
    }
    return firstRecord { $0.pointee.key == key }
  }

  /// The index of the animation added `sequence`-th, if it is here.
  ///
  /// - Complexity: O(log n) for a ledger that keeps a ``KeyIndex`` (its records' add-order
  ///   numbers then increase), else O(n), reading the records in place.
  func entryIndex(forSequence sequence: Int) -> Int? {
    guard let storage, storage.keyIndex != nil else {
      return firstRecord { $0.pointee.sequence == sequence }
    }
    return storage.withParts { records, _ in
      // The first record numbered `sequence` or later.
      var low = 0
      var high = endIndex
      while low < high {
        let middle = (low + high) / 2
        if records[middle].sequence < sequence { low = middle + 1 } else { high = middle }
      }
      return low < endIndex && records[low].sequence == sequence ? low : nil
    }
  }

  /// The index of the first record `matches`, read in place.
  private func firstRecord(
    where matches: (UnsafeMutablePointer<Record>) -> Bool
  ) -> Int? {
    storage?.withParts { records, _ in
      (0..<endIndex).first { matches(records + $0) }
    } ?? nil
  }

  #if LAYERKIT_CHECK_INVARIANTS
    /// Checks that a key index kept is the one the records give.
    private func checkKeyIndex() {
      guard let storage, let kept = storage.keyIndex else { return }
      let fresh = storage.withParts { records, _ in KeyIndex.of(records, count: endIndex) }
      precondition(fresh?.sequences == kept.sequences, "AnimationLedger: a stale key index")
    }
  #else
    /// Checks nothing unless built with `-D LAYERKIT_CHECK_INVARIANTS`.
    @inline(__always) private func checkKeyIndex() {}
  #endif

  /// The storage, copied first when someone else holds it too (an entry taken out).
  private mutating func makeUnique() -> Storage {
    guard var held = storage else { preconditionFailure("no animation to change") }
    storage = nil
    if !isKnownUniquelyReferenced(&held) {
      let counts = held.counts
      let shared = held
      held = Storage.make(records: counts.records, bytes: counts.bytes) { records, bytes in
        shared.withParts { oldRecords, oldBytes in
          Self.transfer(from: oldRecords, to: records, count: counts.records, moving: false)
          bytes.copyMemory(from: oldBytes, byteCount: counts.bytes)
        }
      }
      held.keepKeyIndex(shared.keyIndex?.copy())
    }
    storage = held
    return held
  }
}

extension AnimationLedger: RandomAccessCollection {
  var startIndex: Int { 0 }
  var endIndex: Int { storage?.counts.records ?? 0 }

  /// The entry at `index`, a view that holds the storage.
  subscript(index: Int) -> AnimationEntry {
    precondition(indices.contains(index), "animation index out of range")
    // (`indices` is not empty, so there is storage.)
    return AnimationEntry(storage: storage.unsafelyUnwrapped, index: index)
  }
}

extension AnimationLedger {
  /// What a record keeps beside its key, add order, state and share, which few animations
  /// have: the animation itself when it does not pack, its delegate and its transaction.
  /// Replaced, never changed, so that an entry taken out keeps its own.
  final class Rare {
    let animation: Animation?
    let delegate: (any AnimationDelegate)?
    let transaction: (any AnimationTransaction)?

    init(
      animation: Animation?, delegate: (any AnimationDelegate)?,
      transaction: (any AnimationTransaction)?
    ) {
      self.animation = animation
      self.delegate = delegate
      self.transaction = transaction
    }
  }

  /// One animation's record, in 40 bytes: the key, the box, the share, and a word that holds
  /// the rest.
  ///
  ///     63 ……………………………… 18 | 17 16 | 15 …………… 0
  ///     add order (46 bits) | state | byte start
  struct Record {
    var key: String?
    var rare: Rare?
    /// How much of the layer's tracks and the objects they refer to it compiled to.
    var share: LayerTracks.Share
    private var bits: UInt64

    init(
      key: String?, rare: Rare?, share: LayerTracks.Share, sequence: Int,
      state: AnimationEntry.State, byteStart: Int
    ) {
      self.key = key
      self.rare = rare
      self.share = share
      bits = UInt64(AnimationLedger.kept(sequence: sequence)) << 18
      self.state = state
      self.byteStart = byteStart
    }

    /// The add order across the tree, for ordering events at equal times (E2).
    var sequence: Int { Int(bits >> 18) }

    var state: AnimationEntry.State {
      get { AnimationEntry.State(rawValue: UInt8(bits >> 16 & 3)) ?? .pending }
      set { bits = bits & ~(3 << 16) | UInt64(newValue.rawValue) << 16 }
    }

    /// Where its packed bytes start in the ledger's bytes (its end is the next record's start,
    /// or the end of the bytes); a record without bytes starts where the next does.
    var byteStart: Int {
      get { Int(bits & 0xFFFF) }
      set { bits = bits & ~0xFFFF | UInt64(newValue) }
    }
  }
}

/// One animation on a layer as its ``AnimationLedger`` keeps it: a view of its record, which
/// holds the ledger's storage (so it stays as it was when the ledger changes after).
struct AnimationEntry {
  /// Where the animation is in its life (<doc:Rules#E2>).
  enum State: UInt8 {
    /// Added, its active interval not yet begun.
    case pending
    /// Started (`didStart` delivered).
    case active
    /// Ended but kept to fill forwards (`didStop` delivered).
    case finished
  }

  fileprivate let storage: AnimationLedger.Storage
  fileprivate let index: Int

  /// Reads the record in place (a field read through the pointer: no copy of the record).
  private func read<Result>(_ body: (UnsafeMutablePointer<AnimationLedger.Record>) -> Result)
    -> Result
  {
    storage.withParts { records, _ in body(records + index) }
  }

  var key: String? { read { $0.pointee.key } }
  /// The add order across the tree, for ordering events at equal times (E2).
  var sequence: Int { read { $0.pointee.sequence } }
  var state: State { read { $0.pointee.state } }
  /// How much of the layer's tracks and the objects they refer to the animation compiled to.
  var share: LayerTracks.Share { read { $0.pointee.share } }

  /// Whether the animation is kept packed (not as given).
  var isPacked: Bool { read { $0.pointee.rare?.animation == nil } }

  /// `packed` of the animation's packed bytes, or `given` of the animation kept as given.
  private func withPacked<Result>(
    _ packed: (UnsafeRawPointer) -> Result, given: (Animation) -> Result
  ) -> Result {
    storage.withParts { records, bytes in
      if let animation = records[index].rare?.animation { return given(animation) }
      return packed(UnsafeRawPointer(bytes + records[index].byteStart))
    }
  }

  /// The animation as stored: the caller's, with its timing resolved (T3, T11).
  var animation: Animation {
    withPacked(PackedAnimation.animation(at:), given: { $0 })
  }

  /// The stored animation's timing.
  var timing: MediaTiming {
    withPacked(PackedAnimation.timing(at:), given: \.base.timing)
  }

  /// Whether the stored animation is removed when it ends (F2).
  var isRemovedOnCompletion: Bool {
    withPacked(PackedAnimation.isRemovedOnCompletion(at:), given: \.base.isRemovedOnCompletion)
  }

  /// Hears of the animation's start and stop (`CAAnimation.delegate`); held until it stops.
  var delegate: (any AnimationDelegate)? { read { $0.pointee.rare?.delegate } }

  /// The transaction it was added in, whose completion waits for it (I3).
  var transaction: (any AnimationTransaction)? { read { $0.pointee.rare?.transaction } }
}
