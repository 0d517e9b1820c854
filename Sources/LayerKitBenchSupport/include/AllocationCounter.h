// Heap accounting for the benchmark only (never linked into the library).
#ifndef LAYERKIT_ALLOCATION_COUNTER_H
#define LAYERKIT_ALLOCATION_COUNTER_H

/// The number of allocation calls (malloc, calloc, realloc, memalign and friends) made by the
/// whole process so far, or -1 where they cannot be counted (anything but glibc).
long lk_allocation_count(void);

/// Bytes of heap in use (glibc's mallinfo2), or -1 where unknown.
long lk_heap_in_use(void);

#endif
