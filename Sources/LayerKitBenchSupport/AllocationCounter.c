// Counting heap allocations, to show that evaluating animations allocates nothing.
//
// With glibc, an executable that defines malloc and its relatives is bound to them by every
// caller in the process (the Swift runtime included); these count and forward to glibc's own
// __libc_* entry points. Only the benchmark links this file.
#include <stdlib.h>

#include "AllocationCounter.h"

#if defined(__GLIBC__)
#include <errno.h>
#include <malloc.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static long allocation_calls;

static void count(void) { __atomic_fetch_add(&allocation_calls, 1, __ATOMIC_RELAXED); }

void *malloc(size_t size) {
  count();
  return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
  count();
  return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
  count();
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  count();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  count();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

long lk_allocation_count(void) { return __atomic_load_n(&allocation_calls, __ATOMIC_RELAXED); }

// Bytes in use: the chunks malloc carved from its arenas (uordblks) and the large blocks it
// mapped on their own (hblkhd). A buffer above the mmap threshold (128 KiB at first, rising
// as large blocks are freed) is only in the second: a tree's track store and frame buffers.
long lk_heap_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return (long)(info.uordblks + info.hblkhd);
}

#else
long lk_allocation_count(void) { return -1; }
long lk_heap_in_use(void) { return -1; }
#endif
