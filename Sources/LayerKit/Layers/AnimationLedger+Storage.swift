// The storage of an ``AnimationLedger``: its records and packed bytes in one allocation, and
// the index of a large ledger's keys. Used only by the ledger (AnimationLedger.swift) and its
// entries' views.

extension AnimationLedger {
  /// Where the animation under each key is in a large ledger: its add-order number, which a
  /// binary search finds among the records (in add order, their numbers increase). Kept only
  /// while that holds and the keys are distinct, as a layer's are (`Layer.add` replaces an
  /// animation under a key in use); a ledger whose records stop qualifying drops it and scans.
  final class KeyIndex {
    var sequences: [String: Int]

    init(_ sequences: [String: Int]) {
      self.sequences = sequences
    }

    /// An index of its own with the same keys, for a storage copied from this one's.
    func copy() -> KeyIndex { KeyIndex(sequences) }

    /// The index of `count` records, or `nil` when their numbers do not increase or a key
    /// comes twice.
    static func of(_ records: UnsafeMutablePointer<Record>, count: Int) -> KeyIndex? {
      var sequences: [String: Int] = [:]
      sequences.reserveCapacity(count)
      var last = -1
      for record in UnsafeBufferPointer(start: records, count: count) {
        guard record.sequence > last else { return nil }
        last = record.sequence
        if let key = record.key, sequences.updateValue(last, forKey: key) != nil { return nil }
      }
      return KeyIndex(sequences)
    }
  }

  /// The records and the bytes in one allocation of 8-byte words: past
  /// ``indexedRecords`` records, a first word for their ``KeyIndex``; then the records (bound
  /// to `Record`); the bytes after the records' room (``recordRoom(_:)`` of their count). The
  /// header counts records and bytes, and the layout follows from the counts.
  final class Storage: ManagedBuffer<(records: Int32, bytes: Int32), UInt64> {
    /// The words a record takes (its size rounded up to whole words: records are aligned to
    /// 8 bytes, so this is their stride in words).
    private static let recordWords = (MemoryLayout<Record>.size + 7) / 8

    /// The most records found by scanning them: a storage of more keeps a ``KeyIndex``. A
    /// power of two, so that the index's word comes and goes only when the storage is made
    /// anew (its records' room changes there).
    static let indexedRecords = 32

    /// The words before the records: the index's, for more than ``indexedRecords`` records.
    private static func indexWords(_ records: Int) -> Int { records > indexedRecords ? 1 : 0 }

    /// A storage for `records` records and `bytes` bytes, which `fill` initializes (every
    /// record, and the bytes that are read), with the room ``recordRoom(_:)`` and
    /// ``byteWords(_:)`` give.
    static func make(
      records: Int, bytes: Int,
      fill: (UnsafeMutablePointer<Record>, UnsafeMutableRawPointer) -> Void
    ) -> Storage {
      let words = indexWords(records) + recordRoom(records) * recordWords + byteWords(bytes)
      let made = unsafeDowncast(
        create(minimumCapacity: words) { _ in (Int32(records), Int32(bytes)) }, to: Storage.self)
      made.withIndex { $0.initialize(to: nil) }
      made.withParts(fill)
      return made
    }

    /// Calls `body` with the index's word, when the storage has one.
    private func withIndex(_ body: (UnsafeMutablePointer<KeyIndex?>) -> Void) {
      withUnsafeMutablePointers { header, words in
        guard Self.indexWords(Int(header.pointee.records)) == 1 else { return }
        body(UnsafeMutableRawPointer(words).bindMemory(to: KeyIndex?.self, capacity: 1))
      }
    }

    /// The index of the records' keys, if the storage keeps one.
    var keyIndex: KeyIndex? {
      var index: KeyIndex?
      withIndex { index = $0.pointee }
      return index
    }

    /// The index, taken out (the storage keeps none after).
    func takeKeyIndex() -> KeyIndex? {
      var index: KeyIndex?
      withIndex { swap(&index, &$0.pointee) }
      return index
    }

    /// Keeps `index`, valid for its records, where the storage has room for one. (Without one
    /// the storage keeps none: an index is built when a ledger grows, amortised O(1).)
    func keepKeyIndex(_ index: KeyIndex?) {
      withIndex { $0.pointee = index }
    }

    /// After a record was appended: keeps `index` (valid for the records before it) with the
    /// new key in it, where the storage has room for an index; drops it when the new record
    /// does not qualify (``KeyIndex``). Without an index, builds one when `orBuild` (the
    /// storage was made anew, as it is at most every doubling).
    func indexLastRecord(carrying index: KeyIndex?, orBuild: Bool) {
      let count = counts.records
      withIndex { slot in
        withParts { records, _ in
          guard let index else {
            slot.pointee = orBuild ? KeyIndex.of(records, count: count) : nil
            return
          }
          let last = records[count - 1]
          let increases = count < 2 || last.sequence > records[count - 2].sequence
          if increases, let key = last.key {
            if index.sequences.updateValue(last.sequence, forKey: key) != nil {
              slot.pointee = nil
              return
            }
          }
          slot.pointee = increases ? index : nil
        }
      }
    }

    /// The places for records a storage of `count` records has: `count` up to
    /// ``AnimationLedger/exactRecords``, else the next power of two. A function of the count
    /// alone, so that where the bytes start follows from the header.
    private static func recordRoom(_ count: Int) -> Int {
      room(for: count, exactUpTo: exactRecords)
    }

    /// The words for `count` bytes: exactly as many up to ``AnimationLedger/exactBytes``, else
    /// the next power of two's.
    private static func byteWords(_ count: Int) -> Int {
      (room(for: count, exactUpTo: exactBytes) + 7) / 8
    }

    /// Room for `count` things: `count` itself up to `exact`, else the smallest power of two
    /// that holds them (so that growing one at a time re-makes the storage at doublings only).
    private static func room(for count: Int, exactUpTo exact: Int) -> Int {
      count <= exact ? count : 1 << (Int.bitWidth - (count - 1).leadingZeroBitCount)
    }

    /// Whether `records` more records and `bytes` more bytes fit where they would go: the
    /// room for the counts after is the room for the counts now.
    func hasRoom(forRecords records: Int, bytes: Int) -> Bool {
      let now = counts
      return Self.recordRoom(now.records + records) == Self.recordRoom(now.records)
        && Self.byteWords(now.bytes + bytes) == Self.byteWords(now.bytes)
    }

    /// Appends `record` and its packed `bytes` in the room there is
    /// (``hasRoom(forRecords:bytes:)``).
    func append(_ record: Record, bytes packed: [UInt8]?) {
      let now = counts
      // The layout stays as it is: the room is the room for the counts after.
      withParts { records, bytes in
        (records + now.records).initialize(to: record)
        packed?.withUnsafeBytes { packed in
          guard let start = packed.baseAddress else { return }
          (bytes + now.bytes).copyMemory(from: start, byteCount: packed.count)
        }
      }
      header = (Int32(now.records + 1), Int32(now.bytes + (packed?.count ?? 0)))
    }

    /// How many records and bytes it holds.
    var counts: (records: Int, bytes: Int) {
      let counts = header
      return (Int(counts.records), Int(counts.bytes))
    }

    /// Forgets its records, which were moved out: its `deinit` then releases none of them. (The
    /// bytes are not reachable after; the storage is let go next.)
    func abandonRecords() {
      withIndex { $0.deinitialize(count: 1) }
      header.records = 0
    }

    /// Calls `body` with the records and the bytes.
    func withParts<Result>(
      _ body: (UnsafeMutablePointer<Record>, UnsafeMutableRawPointer) -> Result
    ) -> Result {
      withUnsafeMutablePointers { header, words in
        let count = Int(header.pointee.records)
        let first = words + Self.indexWords(count)
        let room = Self.recordRoom(count)
        let records = UnsafeMutableRawPointer(first).bindMemory(to: Record.self, capacity: room)
        return body(records, UnsafeMutableRawPointer(first + room * Self.recordWords))
      }
    }

    /// The bytes of the record at `index`.
    func byteRange(of index: Int) -> Range<Int> {
      let counts = self.counts
      return withParts { records, _ in
        let start = records[index].byteStart
        let end = index + 1 < counts.records ? records[index + 1].byteStart : counts.bytes
        return start..<end
      }
    }

    deinit {
      withIndex { $0.deinitialize(count: 1) }
      withParts { records, _ in _ = records.deinitialize(count: counts.records) }
    }
  }
}
