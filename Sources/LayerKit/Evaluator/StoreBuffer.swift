/// A growable run of plain values owned by a ``TrackStore``: like an array, but its elements are
/// reached through a pointer, so reading them costs no reference counting, and they move only
/// when the run grows (never while the store is being read).
///
/// The storage is owned once, by a `ManagedBuffer` the buffer holds: it is freed when the last
/// holder lets it go, and `Element` is `BitwiseCopyable` (tracks, slot entries, numbers, lanes),
/// so nothing needs deinitializing and growing is a plain copy. ``base`` points into it and is
/// valid while the buffer holds it.
struct StoreBuffer<Element: BitwiseCopyable> {
  /// The storage; `nil` until the first element.
  private var storage: ManagedBuffer<Void, Element>?
  /// The first element, or `nil` while there is no storage.
  private(set) var base: UnsafeMutablePointer<Element>?
  private(set) var count = 0
  private var capacity = 0

  /// The elements at `range`.
  @inline(__always)
  subscript(range: StoreRange) -> UnsafeBufferPointer<Element> {
    UnsafeBufferPointer(start: base.map { $0 + range.lowerBound }, count: range.count)
  }

  /// The element at `index`.
  @inline(__always)
  subscript(index: Int) -> Element {
    get { base.unsafelyUnwrapped[index] }
    nonmutating set { base.unsafelyUnwrapped[index] = newValue }
  }

  /// The bytes of the elements held, and of the room after them (each element weighed by its
  /// size: a threshold's measure, not an allocator's).
  var usedBytes: Int { count * MemoryLayout<Element>.size }
  var unusedBytes: Int { (capacity - count) * MemoryLayout<Element>.size }

  /// Appends `elements`, growing the storage (by doubling) when it is full; returns where they
  /// went.
  @discardableResult
  mutating func append(contentsOf elements: some Collection<Element>) -> StoreRange {
    let range = StoreRange(start: count, count: elements.count)
    reserve(count + elements.count)
    guard let base else { return range }
    var index = count
    for element in elements {
      (base + index).initialize(to: element)
      index += 1
    }
    count = index
    return range
  }

  /// Overwrites the elements from `start` with `elements`, which must fit in the count; returns
  /// where they went.
  @discardableResult
  func replace(from start: Int, with elements: some Collection<Element>) -> StoreRange {
    let range = StoreRange(start: start, count: elements.count)
    checkFits(range)
    guard let base else { return range }
    var index = start
    for element in elements {
      base[index] = element
      index += 1
    }
    return range
  }

  /// Drops the elements from `start` on (they are plain values: nothing to deinitialize); the
  /// room stays.
  mutating func removeSuffix(from start: Int) {
    precondition(start >= 0 && start <= count, "StoreBuffer: cut outside the elements")
    count = start
  }

  /// Makes room for `minimum` elements.
  mutating func reserve(_ minimum: Int) {
    guard minimum > capacity else { return }
    let newCapacity = max(minimum, capacity * 2, 16)
    let newStorage = ManagedBuffer<Void, Element>.create(minimumCapacity: newCapacity) { _ in }
    let newBase = newStorage.withUnsafeMutablePointerToElements { $0 }
    if let base { newBase.initialize(from: base, count: count) }
    storage = newStorage
    base = newBase
    capacity = newStorage.capacity
  }

  /// Lets the storage go; the buffer is empty after.
  mutating func removeAll() {
    storage = nil
    base = nil
    count = 0
    capacity = 0
  }

  #if LAYERKIT_CHECK_INVARIANTS
    /// Checks that the pointer and sizes describe the storage held.
    func checkInvariants() {
      precondition(count >= 0 && count <= capacity, "StoreBuffer: count beyond capacity")
      precondition((storage == nil) == (base == nil), "StoreBuffer: pointer without storage")
      if let storage {
        precondition(capacity <= storage.capacity, "StoreBuffer: capacity beyond storage")
        precondition(
          storage.withUnsafeMutablePointerToElements { $0 } == base,
          "StoreBuffer: pointer outside its storage")
      }
    }

    /// Checks that `range` lies inside the elements (a write there overwrites elements only).
    func checkFits(_ range: StoreRange) {
      precondition(range.upperBound <= count, "StoreBuffer: a write beyond the elements")
    }
  #else
    /// Checks nothing unless built with `-D LAYERKIT_CHECK_INVARIANTS`.
    @inline(__always) func checkInvariants() {}
    /// Checks nothing unless built with `-D LAYERKIT_CHECK_INVARIANTS`.
    @inline(__always) func checkFits(_ range: StoreRange) {}
  #endif
}

/// A run of a ``StoreBuffer``'s elements as a 32-bit start and count: half a `Range<Int>`, for
/// the ranges every layer and frame record keeps (``TrackList``). A start or count beyond
/// 2³² − 1 traps.
struct StoreRange: Hashable, Sendable {
  private var start: UInt32 = 0
  private var length: UInt32 = 0

  /// The empty run at 0.
  init() {}

  /// The `count` elements from `start`.
  init(start: Int, count: Int) {
    self.start = UInt32(start)
    length = UInt32(count)
  }

  /// The first element's index.
  @inline(__always) var lowerBound: Int { Int(start) }
  /// One past the last element's index.
  @inline(__always) var upperBound: Int { Int(start) + Int(length) }
  /// How many elements.
  @inline(__always) var count: Int { Int(length) }
  /// Whether there are none.
  @inline(__always) var isEmpty: Bool { length == 0 }
}
