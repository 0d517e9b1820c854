import Foundation
import LayerKit

/// The whole-tree frame at a renderer's scale: `tree-100k-frame`, one thread, against
/// `tree-100k-parallel`, the tree's automatic choice (every core above
/// `FrameConcurrency.automaticThreshold` tracks), in the same round-robin rounds on the same
/// tree; and, under `--scaling`, the frame from 100 to 1,000,000 layers.
///
/// Each operation is `LayerTree.presentation(at:)` alone: every layer's local time and animated
/// values computed, none read (reading is the caller's loop, serial either way: see
/// `tree-10k-columns`). The tree is `Cases.makeTree`'s, three animations a layer. A round times
/// five frames in a row with one setting and keeps their median (a renderer asks frame after
/// frame with one setting); the rounds alternate the two settings.
struct FrameCases {
  let cases: Cases
  let quick: Bool

  /// The layers of the parallel case: 100,000, or 20,000 in a quick run.
  var size: Int { quick ? 20_000 : 100_000 }

  var all: [(name: String, body: () -> [Measurement])] {
    [("tree-\(Self.label(size))-parallel", { parallelFrames() })]
  }

  /// `one thread / every core`: the speed-up of the parallel frame.
  static func ratios(quick: Bool) -> [(String, String, String)] {
    let size = label(quick ? 20_000 : 100_000)
    return [
      (
        "tree-\(size)-frame / tree-\(size)-parallel (speed-up, \(FrameConcurrency.processorCount) cores)",
        "tree-\(size)-frame", "tree-\(size)-parallel"
      )
    ]
  }

  /// "100k" for 100,000; the number itself otherwise.
  static func label(_ n: Int) -> String {
    n % 1_000 == 0 && n >= 10_000 ? "\(n / 1_000)k" : "\(n)"
  }

  /// `tree-100k-frame` and `tree-100k-parallel` on one tree, alternating in every round.
  func parallelFrames() -> [Measurement] {
    let tree = cases.makeTree(size)
    var threads = 1
    /// The median of five frames in a row with `concurrency`, as a renderer asks for frame after
    /// frame with one setting.
    func frames(_ concurrency: FrameConcurrency) -> Double {
      tree.frameConcurrency = concurrency
      let times = (0..<5).map { _ in
        nanoseconds {
          let frame = tree.presentation(at: 0.5)
          threads = frame.threadCount
          consume(frame.mediaTime)
        } / 1e6
      }
      return times.sorted()[2]
    }
    let label = Self.label(size)
    var measurements = interleaved(
      runs: cases.runs, unit: "ms",
      [
        InterleavedCase(
          name: "tree-\(label)-frame",
          note: "LayerTree.presentation(at:) on one thread (frameConcurrency = .serial)"
        ) { frames(.serial) },
        InterleavedCase(name: "tree-\(label)-parallel", note: "") { frames(.automatic) },
      ])
    measurements[1].note =
      "the same on \(threads) threads (.automatic, \(FrameConcurrency.processorCount) cores); values \(Self.identical(tree) ? "identical" : "DIFFERENT") to one thread's"
    return measurements
  }

  /// Whether a frame on every core gives exactly the numbers of a frame on one thread, column
  /// by column (compared bit for bit).
  static func identical(_ tree: LayerTree) -> Bool {
    let properties: [LayerProperty] = [.opacity, .position, .transform]
    func columns(_ concurrency: FrameConcurrency) -> [[UInt64]] {
      tree.frameConcurrency = concurrency
      let frame = tree.presentation(at: 0.5)
      return properties.map { frame.column($0)?.values.map(\.bitPattern) ?? [] }
    }
    let one = columns(.serial)
    let many = columns(.threads(FrameConcurrency.processorCount))
    tree.frameConcurrency = .automatic
    return one == many
  }

  /// Per-frame cost from 100 to 1,000,000 layers, one thread and automatic, with the
  /// allocations of a frame after the first.
  func scaling() -> [String] {
    var lines: [String] = []
    for n in [100, 1_000, 3_000, 10_000, 100_000, 1_000_000] {
      let tree = cases.makeTree(n)
      var line = String(format: "frame %9d layers:", n)
      for concurrency in [FrameConcurrency.serial, .automatic] {
        tree.frameConcurrency = concurrency
        _ = tree.presentation(at: 0.5)
        let allocated = allocations { _ = tree.presentation(at: 0.25) }
        var threads = 1
        let m = measure("", unit: "ms", runs: n >= 1_000_000 ? 5 : 9, operations: 1) {
          let frame = tree.presentation(at: 0.5)
          threads = frame.threadCount
          consume(frame.mediaTime)
        }
        line += String(
          format: "  %@ %9.3f ms, %5.1f ns a layer, %d thread(s), %@ allocations",
          concurrency == .serial ? "one thread" : "automatic", m.median,
          m.median * 1e6 / Double(n), threads, allocated.map(String.init) ?? "n/a")
      }
      lines.append(line)
    }
    return lines
  }
}
