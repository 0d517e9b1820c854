import Foundation
import LayerKit

/// `--profile CASE SECONDS`: one case's inner loop, repeated, with nothing else in the process's
/// profile (tree building aside), for `perf record -g .build/release/layerkit-bench --profile …`
/// or `valgrind --tool=callgrind --toggle-collect='*ProfileO3run*' …`. Each case runs 100 times
/// per frame: `paced-path-build` builds one table, the kernel cases evaluate 10,000 times. The
/// tree cases run on one thread, but `tree-100k-parallel` (`tree-100k-frame` on its one thread).
enum Profile {
  static func run(_ name: String, seconds: Double) {
    let cases = Cases(
      inputs: Inputs(seed: 0x1A7E_4B17), runs: 1, count: 1, treeSize: 10_000, frames: 600)
    let needsTree = name.hasPrefix("tree")
    let large = name.hasPrefix("tree-100k")
    let tree = needsTree ? cases.makeTree(large ? 100_000 : 10_000) : LayerTree()
    // One thread (`makeTree`'s), as the references and the instruction counts are, but for the
    // parallel case.
    if name == "tree-100k-parallel" { tree.frameConcurrency = .automatic }
    let layers = tree.root.sublayers
    var reference = ReferenceTree(TreeInputs(count: needsTree ? 10_000 : 1))
    let basic = cases.compiled(cases.basicAnimation)
    let spring = cases.compiled(cases.springAnimation)
    let keyframes = cases.compiled(cases.keyframeAnimation(64))
    let paced = cases.compiled(cases.pacedAnimation)
    let keyframesReference = ReferenceKeyframes(cases.keyframeAnimation(64))
    let times = cases.inputs.times
    let path = cases.path
    var upload = Cases.uploadBuffer(layers: needsTree ? 10_001 : 0)
    let deadline = Date().addingTimeInterval(seconds)
    var frames = 0
    while Date() < deadline {
      for _ in 0..<100 {
        switch name {
        case "tree-reference":
          reference.evaluate(at: 0.5)
          consume(reference.output[0])
        case "timing-function":
          var total = 0.0
          let function = TimingFunction.default
          for i in 0..<100_000 { total += function.progress(at: times[i & 4095]) }
          consume(total)
        case "timing-function-build":
          var total = 0.0
          for i in 0..<100 {
            let c = Double(i) / 200
            total += (try? TimingFunction(controlPoints: 0.2 + c, 0.1, 0.8 - c, 1))?.c1x ?? 0
          }
          consume(total)
        case "paced-path-build":
          consume(path.measure().length)
        case "spring", "basic", "keyframes", "paced-path":
          let compiled = ["spring": spring, "basic": basic, "keyframes": keyframes][name] ?? paced
          var total = 0.0
          for i in 0..<10_000 {
            switch compiled.value(atParentTime: times[i & 4095], modelValue: 0) {
            case .number(let v)?: total += v
            case .point(let p)?: total += p.x
            default: break
            }
          }
          consume(total)
        case "basic-number", "keyframes-number", "spring-number":
          let compiled =
            ["basic-number": basic, "keyframes-number": keyframes][name] ?? spring
          var total = 0.0
          for i in 0..<10_000 {
            total += compiled.number(atParentTime: times[i & 4095], modelValue: 0) ?? 0
          }
          consume(total)
        case "keyframes-reference":
          var total = 0.0
          for i in 0..<10_000 { total += keyframesReference.value(at: times[i & 4095]) ?? 0 }
          consume(total)
        case "tree-frame-only", "tree-100k-frame", "tree-100k-parallel":
          consume(tree.presentation(at: 0.5).mediaTime)
        case "tree-layer-loop":
          var total = 0.0
          for layer in layers { total += layer.beginTime }
          consume(total)
        case "tree-columns":
          cases.uploadColumns(of: tree, into: &upload)
        case "tree-per-layer":
          var total = 0.0
          for layer in layers { total += layer.presentation(at: 0.5).opacity }
          consume(total)
        default:
          let frame = tree.presentation(at: 0.5)
          var total = 0.0
          for layer in layers { total += frame.value(of: layer, .opacity).number ?? 0 }
          consume(total)
        }
        frames += 1
      }
    }
    print(
      "\(name): \(frames) frames, \(String(format: "%.3f", seconds * 1000 / Double(frames))) ms each"
    )
  }
}
