import Foundation
import LayerKit

/// What the whole-tree pass costs by the tracks it runs: `tree-10k-pass-*`, the pass alone
/// (`LayerTree.presentation(at:)`, no value read) over trees of the same 10,000 layers and
/// seeded durations as `tree-10k-pass`, in the same round-robin rounds, from no animation up to
/// the benchmark's three. Each step adds one thing to the one before, so the differences are
/// its cost a layer:
///
///     empty ─▶ 1-linear ─▶ 3-linear ─▶ 3-keyframes ─▶ 3-eased (= tree-10k-pass's tree)
///     times    + a track    + 2 tracks  position as     the turn
///                                       keyframes       easeInEaseOut
///
/// The floor any frame through the track evaluator pays for its animations, set beside what
/// `tree-10k-columns / tree-10k-reference` leaves for them (BENCHMARKS.md, 2026-12-05, seventh
/// session).
struct TrackCostCases {
  let cases: Cases

  /// The five trees in the order above, with their notes.
  func trees() -> [(name: String, note: String, tree: LayerTree)] {
    /// A basic animation from 0 to `to`, linear, over `duration`, under `key`.
    func linear(_ key: String, _ keyPath: AnimatableKeyPath, to: Double, _ duration: Double)
      -> (key: String, animation: Animation)
    {
      var animation = BasicAnimation(
        keyPath: keyPath, from: 0, to: .number(to), timingFunction: .linear)
      animation.duration = duration
      return (key, .basic(animation))
    }
    let fade = { (input: TreeInputs.Layer) in
      linear("fade", .opacity, to: 1, input.fadeDuration)
    }
    let turn = { (input: TreeInputs.Layer) in
      linear("turn", .transformRotationZ, to: 2 * .pi, input.turnDuration)
    }
    let trees: [(String, String, (TreeInputs.Layer) -> [(key: String, animation: Animation)])] = [
      ("empty", "no animation: the walk of the layers' times", { _ in [] }),
      ("1-linear", "one track a layer: opacity, basic, linear", { [fade($0)] }),
      (
        "3-linear", "three basic linear tracks: opacity, position.x, transform.rotation.z",
        { [fade($0), linear("move", .positionX, to: 500, $0.moveDuration), turn($0)] }
      ),
      (
        "3-keyframes", "the benchmark's tracks with the turn linear",
        { Cases.animations(of: $0).dropLast() + [turn($0)] }
      ),
      ("3-eased", "the benchmark's tree: tree-10k-pass's work", Cases.animations),
    ]
    let size = cases.treeSize == 10_000 ? "10k" : "\(cases.treeSize)"
    return trees.map { name, note, animations in
      ("tree-\(size)-pass-\(name)", note, cases.makeTree(cases.treeSize, animations: animations))
    }
  }

  /// The passes over the five trees, in the same rounds.
  func measurements() -> [Measurement] {
    interleaved(
      runs: cases.runs, unit: "ms",
      trees().map { name, note, tree in
        InterleavedCase(name: name, note: note) {
          nanoseconds { consume(tree.presentation(at: 0.5).mediaTime) } / 1e6
        }
      })
  }
}
