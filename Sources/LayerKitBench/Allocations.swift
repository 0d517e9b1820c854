import LayerKitBenchSupport

/// The allocation calls `body` makes, or `nil` where they cannot be counted.
func allocations(_ body: () -> Void) -> Int? {
  let before = lk_allocation_count()
  body()
  let after = lk_allocation_count()
  return before < 0 ? nil : after - before
}

/// Bytes of heap in use, or `nil` where unknown.
func heapInUse() -> Int? {
  let bytes = lk_heap_in_use()
  return bytes < 0 ? nil : bytes
}
