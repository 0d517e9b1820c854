#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// How ``LayerTree/presentation(at:)`` spreads a frame's work over the machine's cores.
///
/// A LayerKit addition: Core Animation's render server evaluates its trees out of process and
/// says nothing of threads. Whatever the choice, a frame's values are the same, bit for bit
/// (<doc:Rules#F4>, L1): the layers are cut into runs of consecutive layers in tree order, each
/// thread works out its runs' local times and values, writing only those layers' (the few
/// ancestors that runs share are worked out first, on the calling thread).
///
///     tree.frameConcurrency = .threads(4)     // a renderer's own choice
///     let frame = tree.presentation(at: 1.5)
///     frame.threadCount                       // 4 (fewer for a small tree)
///
/// A frame is computed while ``LayerTree/presentation(at:)`` runs and is done when it returns:
/// the calling thread takes part and waits for the others. A tree that has computed a frame on
/// several threads keeps its helper threads, parked, until it is freed, so that the next frame
/// allocates nothing. On Apple systems before macOS 15 and iOS 18 (no `Synchronization`
/// atomics) every frame runs on the calling thread.
public enum FrameConcurrency: Hashable, Sendable {
  /// One thread for a tree of fewer than ``automaticThreshold`` animation tracks, where handing
  /// work to other threads costs more than it saves; every core of the machine above.
  case automatic
  /// The calling thread alone.
  case serial
  /// `count` threads whatever the tree's size: fewer when the tree has fewer than 256 layers a
  /// thread, 1 when `count` is 1 or less, and ``maximumThreads`` at the most.
  case threads(Int)

  /// The most threads a frame takes, whatever is asked: more than the cores gain nothing, and a
  /// thread each for thousands would exhaust the process.
  public static let maximumThreads = 64

  /// The number of animation tracks from which ``automatic`` uses every core: where, on the
  /// 2-core machine BENCHMARKS.md describes, two threads first beat one by a clear margin (a
  /// tree of three tracks a layer: even at 6,000 layers, 13 % faster at 7,000, 46 % at 8,000).
  public static let automaticThreshold = 20_000

  /// The threads a frame of a tree with `trackCount` tracks uses.
  func threads(forTrackCount trackCount: Int) -> Int {
    switch self {
    case .serial: 1
    case .threads(let count): min(max(1, count), Self.maximumThreads)
    case .automatic: trackCount >= Self.automaticThreshold ? Self.processorCount : 1
    }
  }

  /// The cores the system has online when the process started (1 where it cannot say): the
  /// threads ``automatic`` uses for a large tree.
  public static let processorCount: Int = {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
      return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    #else
      return 1
    #endif
  }()
}
