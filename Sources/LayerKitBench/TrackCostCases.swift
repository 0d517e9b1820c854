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
    /// A basic animation from 0 to `to`, linear, over `duration`.
    func linear(_ keyPath: AnimatableKeyPath, to: Double, _ duration: Double) -> Animation {
      var animation = BasicAnimation(
        keyPath: keyPath, from: 0, to: .number(to), timingFunction: .linear)
      animation.duration = duration
      return .basic(animation)
    }
    /// The benchmark's three animations (`Cases.animations(of:)`), by key.
    func benchmark(_ input: TreeInputs.Layer) -> [String: Animation] {
      Dictionary(uniqueKeysWithValues: Cases.animations(of: input).map { ($0.key, $0.animation) })
    }
    let turnLinear = { (input: TreeInputs.Layer) in
      linear(.transformRotationZ, to: 2 * .pi, input.turnDuration)
    }
    let size = cases.treeSize == 10_000 ? "10k" : "\(cases.treeSize)"
    return [
      ("empty", "no animation: the walk of the layers' times", { _ in [] }),
      (
        "1-linear", "one track a layer: opacity, basic, linear",
        { [linear(.opacity, to: 1, $0.fadeDuration)] }
      ),
      (
        "3-linear", "three basic linear tracks: opacity, position.x, transform.rotation.z",
        {
          [
            linear(.opacity, to: 1, $0.fadeDuration), linear(.positionX, to: 500, $0.moveDuration),
            turnLinear($0),
          ]
        }
      ),
      (
        "3-keyframes", "the benchmark's tracks with the turn linear",
        { input in
          let animations = benchmark(input)
          return [animations["fade"], animations["move"], turnLinear(input)].compactMap { $0 }
        }
      ),
      (
        "3-eased", "the benchmark's tree: tree-10k-pass's work",
        { input in
          let animations = benchmark(input)
          return ["fade", "move", "turn"].compactMap { animations[$0] }
        }
      ),
    ].map { name, note, make in
      ("tree-\(size)-pass-\(name)", note, tree(make))
    }
  }

  /// A tree of the benchmark's layer count whose layer `i` has `make`'s animations for the
  /// benchmark's seeded inputs of layer `i`, evaluated on one thread.
  private func tree(_ make: (TreeInputs.Layer) -> [Animation]) -> LayerTree {
    let tree = LayerTree()
    tree.frameConcurrency = .serial
    for (i, input) in TreeInputs(count: cases.treeSize).layers.enumerated() {
      let layer = Layer(name: "l\(i)")
      tree.root.addSublayer(layer)
      for (k, animation) in make(input).enumerated() { try? layer.add(animation, forKey: "k\(k)") }
    }
    return tree
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
