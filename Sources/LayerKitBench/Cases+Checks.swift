import Foundation
import LayerKit

// The benchmark's checks and reports beside its timed cases (Cases.swift): allocations per
// evaluation, and how costs grow with layers and keyframes (`--scaling`).
extension Cases {
  /// Allocation calls per evaluation, measured over 1000 evaluations after a warm-up call.
  func allocationChecks() -> [(String, Int?)] {
    let basic = compiled(basicAnimation)
    let keyframes = compiled(keyframeAnimation(64))
    let paced = compiled(pacedAnimation)
    let spring = compiled(springAnimation)
    let tree = makeTree(100)
    let layer = tree.root.sublayers[7]
    let checks: [(String, () -> Void)] = [
      ("basic", { consume(basic.value(atParentTime: 12.3, modelValue: 1)?.number ?? 0) }),
      ("keyframes", { consume(keyframes.value(atParentTime: 0.37, modelValue: 0)?.number ?? 0) }),
      ("keyframes-number", { consume(keyframes.number(atParentTime: 0.37, modelValue: 0) ?? 0) }),
      (
        "paced-path",
        {
          if case .point(let p)? = paced.value(atParentTime: 0.37, modelValue: .point(.zero)) {
            consume(p.x)
          }
        }
      ),
      ("spring", { consume(spring.value(atParentTime: 0.3, modelValue: 0)?.number ?? 0) }),
      ("layer-presentation", { consume(layer.presentation(at: 0.5).opacity) }),
      (
        "tree-frame",
        {
          let frame = tree.presentation(at: 0.5)
          consume(frame.value(of: layer, .opacity).number ?? 0)
        }
      ),
    ]
    return checks.map { name, body in
      body()
      return (name, allocations { for _ in 0..<1_000 { body() } }.map { $0 / 1_000 })
    }
  }

  /// Per-frame cost from 100 to 100,000 layers, and per-evaluation cost from 4 to 4096 keyframes.
  func scaling() -> [String] {
    var lines: [String] = []
    for n in [100, 1_000, 10_000, 100_000] {
      let m = frameCost(makeTree(n), runs: 5, name: "")
      lines.append(
        String(
          format: "layers %7d: %8.3f ms per frame, %6.1f ns per layer", n, m.median,
          m.median * 1e6 / Double(n)))
    }
    for n in [4, 16, 64, 256, 1_024, 4_096] {
      let m = keyframes(n, operations: 1_000_000)
      lines.append(String(format: "keyframes %5d: %6.1f ns per evaluation", n, m.median))
    }
    return lines
  }
}
