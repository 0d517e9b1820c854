import Foundation
import LayerKit

/// The same seeded inputs for every run.
struct Inputs {
  /// 4096 random fractions in [0, 1].
  let times: [Double]

  init(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    times = (0..<4096).map { _ in random.double(in: 0...1) }
  }
}

/// The benchmark cases.
struct Cases {
  let inputs: Inputs
  let runs: Int
  let count: Int
  let treeSize: Int
  let frames: Int

  var mask: Int { inputs.times.count - 1 }

  var all: [(String, () -> [Measurement])] {
    [
      ("timing-function", timingFunctions),
      ("basic", { [basic()] }),
      ("keyframes-64", { [keyframes(64, operations: count)] }),
      ("paced-path", { [pacedPath()] }),
      ("paced-path-build", { [pacedPathBuild()] }),
      ("spring", { [spring()] }),
      ("tree-10k-frame", { [treeFrame()] }),
      ("tree-10k-600-frames", { [treeMovie()] }),
    ]
  }

  // MARK: Inputs

  var basicAnimation: BasicAnimation {
    var basic = BasicAnimation(keyPath: .opacity, from: 0, to: 1, timingFunction: .easeInEaseOut)
    basic.duration = 1
    basic.repeatCount = 1_000
    basic.autoreverses = true
    return basic
  }

  var springAnimation: SpringAnimation {
    var spring = SpringAnimation(keyPath: .positionY, from: 0, to: 100)
    spring.duration = spring.settlingDuration
    return spring
  }

  var path: Path {
    var random = SplitMix64(seed: 8)
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    for _ in 0..<8 {
      func point() -> Point { Point(x: random.double(in: 0...500), y: random.double(in: 0...500)) }
      path.addCurve(to: point(), control1: point(), control2: point())
    }
    return path
  }

  /// An animation as a layer stores it (tables prepared).
  func prepared(_ animation: some LayerAnimation) -> Animation {
    let layer = Layer()
    try? layer.add(animation, forKey: "a")
    return layer.animation(forKey: "a") ?? animation.animation
  }

  func keyframeAnimation(_ n: Int) -> KeyframeAnimation {
    var random = SplitMix64(seed: UInt64(n))
    var keyTimes = (0..<n).map { _ in random.double(in: 0...1) }.sorted()
    keyTimes[0] = 0
    keyTimes[n - 1] = 1
    var animation = KeyframeAnimation(
      keyPath: .opacity, values: (0..<n).map { _ in .number(random.double(in: 0...1)) },
      keyTimes: keyTimes,
      timingFunctions: (0..<n - 1).map { [.easeIn, .easeOut, .easeInEaseOut][$0 % 3] })
    animation.duration = 1
    guard case .keyframe(let prepared) = prepared(animation) else { return animation }
    return prepared
  }

  var pacedAnimation: KeyframeAnimation {
    var paced = KeyframeAnimation(keyPath: .position, path: path, calculationMode: .paced)
    paced.duration = 1
    guard case .keyframe(let prepared) = prepared(paced) else { return paced }
    return prepared
  }

  /// A tree of `n` layers × 3 animations: opacity basic linear, position keyframes with 4 points,
  /// transform.rotation.z basic easeInEaseOut, with seeded durations.
  func makeTree(_ n: Int) -> LayerTree {
    var random = SplitMix64(seed: UInt64(n))
    let tree = LayerTree()
    for i in 0..<n {
      let layer = Layer(name: "l\(i)")
      tree.root.addSublayer(layer)
      var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1, timingFunction: .linear)
      fade.duration = random.double(in: 1...20)
      var move = KeyframeAnimation(
        keyPath: .position,
        values: (0..<4).map { _ in
          .point(Point(x: random.double(in: 0...500), y: random.double(in: 0...500)))
        })
      move.duration = random.double(in: 1...20)
      var turn = BasicAnimation(
        keyPath: .transformRotationZ, from: 0, to: .number(2 * .pi), timingFunction: .easeInEaseOut)
      turn.duration = random.double(in: 1...20)
      try? layer.add(fade, forKey: "fade")
      try? layer.add(move, forKey: "move")
      try? layer.add(turn, forKey: "turn")
    }
    return tree
  }

  // MARK: Cases

  /// `timing-function`: `default` and `easeInEaseOut` in turn at random t; then each alone.
  func timingFunctions() -> [Measurement] {
    let times = inputs.times
    let mask = self.mask
    let count = self.count
    let both: [TimingFunction] = [.default, .easeInEaseOut]
    var m = measure("timing-function", unit: "ns", runs: runs, operations: count) {
      var total = 0.0
      for i in 0..<count { total += both[i & 1].progress(at: times[i & mask]) }
      consume(total)
    }
    m.note =
      "default and easeInEaseOut in turn, max error \(String(format: "%.1e", max(worstError(.default), worstError(.easeInEaseOut))))"
    let single = [("default", TimingFunction.default), ("easeInEaseOut", .easeInEaseOut)].map {
      label, function in
      var m = measure("timing-function-\(label)", unit: "ns", runs: runs, operations: count) {
        var total = 0.0
        for i in 0..<count { total += function.progress(at: times[i & mask]) }
        consume(total)
      }
      m.note = "max error \(String(format: "%.1e", worstError(function)))"
      return m
    }
    return [m] + single
  }

  /// The largest error over the inputs against plain bisection on the Bernstein form.
  func worstError(_ function: TimingFunction) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var worst = 0.0
    for t in inputs.times {
      var lo = 0.0
      var hi = 1.0
      for _ in 0..<100 {
        let mid = (lo + hi) / 2
        if bernstein(function.c1x, function.c2x, mid) < t { lo = mid } else { hi = mid }
      }
      worst = max(worst, abs(function.progress(at: t) - bernstein(function.c1y, function.c2y, lo)))
    }
    return worst
  }

  func basic() -> Measurement {
    let basic = basicAnimation
    let times = inputs.times.map { $0 * 100 }
    let mask = self.mask
    let count = self.count
    return measure("basic", unit: "ns", runs: runs, operations: count) {
      var total = 0.0
      for i in 0..<count {
        if case .number(let v)? = basic.value(atParentTime: times[i & mask], modelValue: 1) {
          total += v
        }
      }
      consume(total)
    }
  }

  func keyframes(_ n: Int, operations: Int) -> Measurement {
    let animation = keyframeAnimation(n)
    let times = inputs.times
    let mask = self.mask
    return measure("keyframes-\(n)", unit: "ns", runs: runs, operations: operations) {
      var total = 0.0
      for i in 0..<operations {
        if case .number(let v)? = animation.value(atParentTime: times[i & mask]) { total += v }
      }
      consume(total)
    }
  }

  func pacedPath() -> Measurement {
    let animation = pacedAnimation
    let times = inputs.times
    let mask = self.mask
    let count = self.count
    return measure("paced-path", unit: "ns", runs: runs, operations: count) {
      var total = 0.0
      for i in 0..<count {
        if case .point(let p)? = animation.value(atParentTime: times[i & mask]) { total += p.x }
      }
      consume(total)
    }
  }

  func pacedPathBuild() -> Measurement {
    let path = self.path
    let builds = count / 500
    var m = measure("paced-path-build", unit: "us", runs: runs, operations: builds) {
      var total = 0.0
      for _ in 0..<builds { total += path.measure().length }
      consume(total)
    }
    m.note = "length \(String(format: "%.9f", path.measure().length))"
    return m
  }

  func spring() -> Measurement {
    let spring = springAnimation
    let times = inputs.times.map { $0 * spring.duration }
    let mask = self.mask
    let count = self.count
    return measure("spring", unit: "ns", runs: runs, operations: count) {
      var total = 0.0
      for i in 0..<count {
        if case .number(let v)? = spring.value(atParentTime: times[i & mask], modelValue: 0) {
          total += v
        }
      }
      consume(total)
    }
  }

  func frameCost(_ tree: LayerTree, runs: Int, name: String) -> Measurement {
    let layers = tree.root.sublayers
    return measure(name, unit: "ms", runs: runs, operations: 1) {
      var total = 0.0
      for layer in layers { total += layer.presentation(at: 0.5).opacity }
      consume(total)
    }
  }

  func treeFrame() -> Measurement {
    frameCost(
      makeTree(treeSize), runs: runs,
      name: treeSize == 10_000 ? "tree-10k-frame" : "tree-\(treeSize)-frame")
  }

  func treeMovie() -> Measurement {
    let frames = self.frames
    let treeSize = self.treeSize
    var m = measure(
      treeSize == 10_000 ? "tree-10k-600-frames" : "tree-\(treeSize)-\(frames)-frames", unit: "ms",
      runs: runs > 3 ? 3 : 1, warmUp: 0, operations: frames
    ) {
      let tree = makeTree(treeSize)
      let layers = tree.root.sublayers
      var total = 0.0
      for f in 1...frames {
        _ = try? tree.advance(to: Double(f) / 60)
        for layer in layers { total += layer.presentation().opacity }
      }
      consume(total)
    }
    m.note = "LayerTree.advance, then every layer's presentation(), per frame"
    return m
  }

  // MARK: Checks and reports

  /// Allocation calls per evaluation, measured over 1000 evaluations after a warm-up call.
  func allocationChecks() -> [(String, Int?)] {
    let basic = basicAnimation
    let keyframes = keyframeAnimation(64)
    let paced = pacedAnimation
    let spring = springAnimation
    let tree = makeTree(100)
    let layer = tree.root.sublayers[7]
    let checks: [(String, () -> Void)] = [
      ("basic", { consume(basic.value(atParentTime: 12.3, modelValue: 1)?.number ?? 0) }),
      ("keyframes", { consume(keyframes.value(atParentTime: 0.37)?.number ?? 0) }),
      ("paced-path", { if case .point(let p)? = paced.value(atParentTime: 0.37) { consume(p.x) } }),
      ("spring", { consume(spring.value(atParentTime: 0.3, modelValue: 0)?.number ?? 0) }),
      ("layer-presentation", { consume(layer.presentation(at: 0.5).opacity) }),
    ]
    return checks.map { name, body in
      body()
      return (name, allocations { for _ in 0..<1_000 { body() } }.map { $0 / 1_000 })
    }
  }

  /// Heap bytes per layer of a 10,000-layer tree with 3 animations each.
  func memory() -> String {
    guard let before = heapInUse() else { return "n/a" }
    let tree = makeTree(10_000)
    guard let after = heapInUse() else { return "n/a" }
    withExtendedLifetime(tree) {}
    return String(
      format:
        "%.0f bytes per layer with 3 animations; Animation %d bytes inline, LayerProperties %d",
      Double(after - before) / 10_000, MemoryLayout<Animation>.stride,
      MemoryLayout<LayerProperties>.stride)
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
