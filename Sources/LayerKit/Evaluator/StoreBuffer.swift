/// A growable run of plain values owned by a ``TrackStore``: like an array, but its storage is
/// reached through a pointer, so reading it costs no reference counting, and it moves only when
/// it grows (never while the store is being read).
///
/// `Element` must be plain data (no references that are counted): tracks, slot entries, numbers,
/// lanes. The owner calls ``free()`` when it is done with the buffer.
struct StoreBuffer<Element> {
  private(set) var base: UnsafeMutablePointer<Element>?
  private(set) var count = 0
  private var capacity = 0

  /// The elements at `range`.
  @inline(__always)
  subscript(range: Range<Int>) -> UnsafeBufferPointer<Element> {
    UnsafeBufferPointer(start: base.map { $0 + range.lowerBound }, count: range.count)
  }

  /// The element at `index`.
  @inline(__always)
  subscript(index: Int) -> Element {
    get { base.unsafelyUnwrapped[index] }
    nonmutating set { base.unsafelyUnwrapped[index] = newValue }
  }

  /// Appends `elements`, growing the storage (by doubling) when it is full.
  mutating func append(contentsOf elements: some Collection<Element>) {
    reserve(count + elements.count)
    guard let base else { return }
    var index = count
    for element in elements {
      (base + index).initialize(to: element)
      index += 1
    }
    count = index
  }

  /// Overwrites the elements from `start` with `elements`, which must fit in the count.
  func replace(from start: Int, with elements: some Collection<Element>) {
    guard let base else { return }
    var index = start
    for element in elements {
      base[index] = element
      index += 1
    }
  }

  /// Makes room for `minimum` elements.
  mutating func reserve(_ minimum: Int) {
    guard minimum > capacity else { return }
    let newCapacity = max(minimum, capacity * 2, 16)
    let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    if let base {
      newBase.moveInitialize(from: base, count: count)
      base.deallocate()
    }
    base = newBase
    capacity = newCapacity
  }

  /// Releases the storage; the buffer is empty after.
  mutating func free() {
    base?.deallocate()
    base = nil
    count = 0
    capacity = 0
  }
}
