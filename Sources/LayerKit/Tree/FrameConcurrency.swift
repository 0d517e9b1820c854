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
/// (<doc:Rules#F4>, L1): the layers' local times are worked out first, down the tree on the
/// calling thread, and then each thread evaluates the animations of its own run of layers,
/// writing only those layers' values.
///
///     tree.frameConcurrency = .threads(4)     // a renderer's own choice
///     let frame = tree.presentation(at: 1.5)
///     frame.threadCount                       // 4 (fewer for a small tree)
///
/// A frame is computed while ``LayerTree/presentation(at:)`` runs and is done when it returns:
/// no thread of the pass outlives the call, and the calling thread waits for them.
public enum FrameConcurrency: Hashable, Sendable {
  /// One thread for a tree of fewer than ``automaticThreshold`` animation tracks, where handing
  /// work to other threads costs more than it saves; every core of the machine above.
  case automatic
  /// The calling thread alone.
  case serial
  /// `count` threads whatever the tree's size (fewer when the tree has fewer than 256 layers a
  /// thread; 1 when `count` is 1 or less).
  case threads(Int)

  /// The number of animation tracks from which ``automatic`` uses every core: where, on the
  /// 2-core machine BENCHMARKS.md describes, two threads first beat one by a clear margin (a
  /// tree of three tracks a layer: even at 6,000 layers, 13 % faster at 7,000, 46 % at 8,000).
  public static let automaticThreshold = 20_000

  /// The threads a frame of a tree with `trackCount` tracks uses.
  func threads(forTrackCount trackCount: Int) -> Int {
    switch self {
    case .serial: 1
    case .threads(let count): max(1, count)
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
