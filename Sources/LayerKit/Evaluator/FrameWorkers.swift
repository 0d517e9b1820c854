import Dispatch
import Foundation
import Synchronization

/// The helper threads of one tree's parallel frames: `threadCount − 1` threads that wait for a
/// job, take parts of it while the calling thread does too, and wait again.
///
/// Made by a tree the first time one of its frames runs on several threads, and kept with it:
/// handing a frame to threads that already exist allocates nothing (where
/// `DispatchQueue.concurrentPerform` allocated three blocks a frame). Each thread has a home run
/// of the parts, the same every job, which it claims first, one at a time; then it takes what
/// is left of the others' (a helper that wakes late leaves more of its home to the rest). So
/// from frame to frame each thread writes the same layers' values, which stay in its cache,
/// while no thread waits for a slow one. A part runs whole wherever it runs, so which thread ran
/// it never shows in the result. The helpers stop when the workers are freed.
///
///     caller:    post(job) ─▶ claim parts ──────────────▶ wait until none is running ─▶ return
///     helper k:  wait ──────▶ claim parts ─▶ say done ─▶ wait …
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class FrameWorkers {
  /// A part of a job: `context` is the caller's, `part` in `0..<parts`.
  typealias Job = @convention(c) (_ context: UnsafeRawPointer, _ part: Int) -> Void

  /// How many threads a job runs on: the helpers and the calling thread.
  let threadCount: Int
  private let handoff: Handoff

  /// Starts `threads − 1` helper threads (`threads` ≥ 2).
  init(threads: Int) {
    threadCount = max(threads, 2)
    handoff = Handoff(helpers: threadCount - 1)
    for index in 1..<threadCount {
      let handoff = self.handoff
      let thread = Thread { handoff.serve(thread: index) }
      thread.name = "LayerKit frame \(index)"
      thread.start()
    }
  }

  deinit { handoff.stop() }

  /// Runs `job(context, part)` once for every part in `0..<parts`, on the calling thread and
  /// the helpers, and returns when every part has returned. `context` must stay valid until
  /// then.
  func run(_ job: Job, parts: Int, context: UnsafeRawPointer) {
    handoff.post(job, parts: parts, context: context)
    handoff.work(as: 0)
    handoff.waitForHelpers()
  }
}

/// What the calling thread and the helpers share: the job, for each thread a counter of the parts
/// of its home run claimed, a generation that moves on with every job, and for each side a
/// semaphore to sleep on when a short spin has not seen the other.
///
/// `@unchecked Sendable`, and sound: `job`, `context` and `parts` are written only by the
/// calling thread, only while no helper is inside a job, before it moves `generation` on
/// (releasing) and signals the helpers' semaphores; a helper reads them only after it has seen
/// the new generation (acquiring) or its semaphore's wait has returned, either of which happens
/// after the write. The caller writes them again only after every helper has said it is done
/// (`running` back to 0, acquiring). Everything else is atomic or a semaphore.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class Handoff: @unchecked Sendable {
  private let starts: [DispatchSemaphore]
  private let done = DispatchSemaphore(value: 0)
  private let generation = Atomic<Int>(0)
  /// For each thread (the caller first), the next part of its home run to claim.
  private let claimed: UnsafeMutablePointer<Atomic<Int>>
  /// The helpers still inside the current job.
  private let running = Atomic<Int>(0)
  private let stopping = Atomic<Bool>(false)
  private var job: FrameWorkers.Job?
  private var context: UnsafeRawPointer?
  private var parts = 0

  /// How many times a side looks for the other before it sleeps: about 20–50 µs here, a small
  /// part of a frame large enough to be shared, and far shorter than the time between frames.
  private static let spins = 20_000

  init(helpers: Int) {
    starts = (0..<helpers).map { _ in DispatchSemaphore(value: 0) }
    claimed = .allocate(capacity: helpers + 1)
    for thread in 0...helpers { (claimed + thread).initialize(to: Atomic(0)) }
  }

  deinit {
    claimed.deinitialize(count: starts.count + 1)
    claimed.deallocate()
  }

  /// Thread `thread`'s home run of the parts, of `threads` threads.
  private func home(of thread: Int) -> Range<Int> {
    let threads = starts.count + 1
    return (parts * thread / threads)..<(parts * (thread + 1) / threads)
  }

  /// A helper's life (thread `thread`, from 1): wait for a job, claim its parts, say so; until
  /// stopped.
  func serve(thread: Int) {
    var seen = 0
    while true {
      // Every job signals the semaphore, so the wait returns at once when the spin saw it.
      var spin = 0
      while generation.load(ordering: .acquiring) == seen, spin < Self.spins { spin += 1 }
      starts[thread - 1].wait()
      if stopping.load(ordering: .acquiring) { return }
      seen = generation.load(ordering: .acquiring)
      work(as: thread)
      running.subtract(1, ordering: .releasing)
      done.signal()
    }
  }

  /// Hands `job` to every helper.
  func post(_ job: @escaping FrameWorkers.Job, parts: Int, context: UnsafeRawPointer) {
    self.job = job
    self.context = context
    self.parts = parts
    for thread in 0...starts.count {
      claimed[thread].store(home(of: thread).lowerBound, ordering: .relaxed)
    }
    running.store(starts.count, ordering: .relaxed)
    generation.add(1, ordering: .releasing)
    for start in starts { start.signal() }
  }

  /// Claims and runs parts of the current job as thread `thread` until none is left: its home
  /// run's first, then the others', in turn from the next thread's.
  func work(as thread: Int) {
    guard let job, let context else { return }
    let threads = starts.count + 1
    for turn in 0..<threads {
      let owner = (thread + turn) % threads
      let end = home(of: owner).upperBound
      while true {
        let part = claimed[owner].add(1, ordering: .relaxed).oldValue
        guard part < end else { break }
        job(context, part)
      }
    }
  }

  /// Waits until every helper has left the current job.
  func waitForHelpers() {
    var spin = 0
    while running.load(ordering: .acquiring) > 0, spin < Self.spins { spin += 1 }
    // Each helper signals once a job, seen or not.
    for _ in starts { done.wait() }
  }

  /// Lets every helper leave its loop (each is waiting for a job: none is under way while the
  /// workers are being freed).
  func stop() {
    stopping.store(true, ordering: .releasing)
    for start in starts { start.signal() }
  }
}
