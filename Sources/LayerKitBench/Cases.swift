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
  /// What a kernel case's loop reads, copied into plain locals once
  /// (`let (times, mask, count) = sweep`): the shared times, the mask that wraps an evaluation's
  /// index into them, and the evaluations a run.
  var sweep: (times: [Double], mask: Int, count: Int) { (inputs.times, mask, count) }

  var all: [(name: String, body: () -> [Measurement])] {
    [
      ("timing-function", timingFunctions),
      ("timing-function-reference", { [timingFunctionReference()] }),
      ("basic", { [basic()] }),
      ("basic-number", { [basic(typed: true)] }),
      ("keyframes-64", { [keyframes(64, operations: count)] }),
      ("keyframes-64-number", { [keyframes(64, operations: count, typed: true)] }),
      ("keyframes-64-reference", { [keyframesReference(64)] }),
      ("paced-path", { [pacedPath()] }),
      ("paced-path-build", { [pacedPathBuild()] }),
      ("spring", { [spring()] }),
      ("spring-number", { [spring(typed: true)] }),
      ("tree-10k-frame", { treeFrame() }),
      ("tree-10k-600-frames", { [treeMovie()] }),
      ("layer-10k-adds", { [layerAdds()] }),
      ("tree-10k-pass-tracks", { TrackCostCases(cases: self).measurements() }),
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
    return animation
  }

  var pacedAnimation: KeyframeAnimation {
    var paced = KeyframeAnimation(keyPath: .position, path: path, calculationMode: .paced)
    paced.duration = 1
    return paced
  }

  /// An animation compiled once, as a layer compiles it when it is added.
  func compiled(_ animation: some PropertyAnimation) -> CompiledAnimation {
    guard let compiled = try? CompiledAnimation(animation) else {
      fatalError("the benchmark's animations are valid")
    }
    return compiled
  }

  /// A tree of `n` layers × 3 animations: opacity basic linear, position keyframes with 4 points,
  /// transform.rotation.z basic easeInEaseOut, with seeded durations (the reference tree's
  /// inputs). With `model`, each layer also sets its position and bounds, as real layers do.
  /// The tree evaluates its frames on one thread, as the references do (`FrameCases` measures
  /// the cores' share). `animations` gives each layer's animations from its inputs in place of
  /// the three (`TrackCostCases`' trees).
  func makeTree(
    _ n: Int, model: Bool = false, animated: Bool = true,
    animations: (TreeInputs.Layer) -> [(key: String, animation: Animation)] = Cases.animations
  ) -> LayerTree {
    let tree = LayerTree()
    tree.frameConcurrency = .serial
    for (i, input) in TreeInputs(count: n).layers.enumerated() {
      let layer = Layer(name: "l\(i)")
      tree.root.addSublayer(layer)
      if model {
        layer.position = Point(x: Double(i % 100) * 10, y: Double(i / 100) * 10)
        layer.bounds = Rect(x: 0, y: 0, width: 8, height: 8)
      }
      guard animated else { continue }
      for (key, animation) in animations(input) { try? layer.add(animation, forKey: key) }
    }
    return tree
  }

  /// A tree layer's three animations with their keys, in the order they are added: opacity
  /// basic linear (`fade`), position keyframes of 4 points (`move`), `transform.rotation.z`
  /// basic easeInEaseOut (`turn`), with `input`'s durations and points.
  static func animations(of input: TreeInputs.Layer) -> [(key: String, animation: Animation)] {
    var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1, timingFunction: .linear)
    fade.duration = input.fadeDuration
    var move = KeyframeAnimation(
      keyPath: .position, values: input.points.map { .point(Point(x: $0.x, y: $0.y)) })
    move.duration = input.moveDuration
    var turn = BasicAnimation(
      keyPath: .transformRotationZ, from: 0, to: .number(2 * .pi), timingFunction: .easeInEaseOut)
    turn.duration = input.turnDuration
    return [("fade", .basic(fade)), ("move", .keyframe(move)), ("turn", .basic(turn))]
  }

  // MARK: Cases

  /// Random timing functions with x controls in [0, 1] and overshooting y controls, for the
  /// `timing-function-random` case.
  static let randomFunctions: [TimingFunction] = {
    var random = SplitMix64(seed: 0x7F)
    return (0..<64).compactMap { _ in
      try? TimingFunction(
        controlPoints: random.double(in: 0...1), random.double(in: -0.5...1.5),
        random.double(in: 0...1), random.double(in: -0.5...1.5))
    }
  }()

  /// `timing-function`: `default` and `easeInEaseOut` in turn at random t; then each preset
  /// alone, and 64 random curves in turn. Each line gives the largest error over a fixed dense
  /// set against bisection (``Accuracy/timingFunction(_:)``).
  func timingFunctions() -> [Measurement] {
    let (times, mask, count) = sweep
    func run(_ name: String, _ functions: [TimingFunction]) -> Measurement {
      let last = functions.count - 1
      var m = measure(name, unit: "ns", runs: runs, operations: count) {
        var total = 0.0
        for i in 0..<count { total += functions[i & last].progress(at: times[i & mask]) }
        consume(total)
      }
      m.error = functions.map(Accuracy.timingFunction).max()
      return m
    }
    return [
      run("timing-function", [.default, .easeInEaseOut]),
      run("timing-function-default", [.default]),
      run("timing-function-easeInEaseOut", [.easeInEaseOut]),
      run("timing-function-easeIn", [.easeIn]),
      run("timing-function-easeOut", [.easeOut]),
      run("timing-function-random", Self.randomFunctions),
    ]
  }

  /// `timing-function-reference`: the classic solver the browsers use on the same inputs as
  /// `timing-function`, called out of line as the library's is.
  func timingFunctionReference() -> Measurement {
    let (times, mask, count) = sweep
    let both = [ClassicBezierSolver(0.25, 0.1, 0.25, 1), ClassicBezierSolver(0.42, 0, 0.58, 1)]
    var m = measure("timing-function-reference", unit: "ns", runs: runs, operations: count) {
      var total = 0.0
      for i in 0..<count { total += both[i & 1].solve(times[i & mask]) }
      consume(total)
    }
    m.note = "WebKit's and Chromium's algorithm: up to 8 Newton steps, then bisection"
    return m
  }

  /// `basic`, or with `typed` `basic-number`.
  func basic(typed: Bool = false) -> Measurement {
    numbers(
      typed ? "basic-number" : "basic", of: compiled(basicAnimation),
      at: inputs.times.map { $0 * 100 }, model: 1, typed: typed)
  }

  /// `keyframes-n`, or with `typed` `keyframes-n-number`.
  func keyframes(_ n: Int, operations: Int, typed: Bool = false) -> Measurement {
    numbers(
      typed ? "keyframes-\(n)-number" : "keyframes-\(n)", of: compiled(keyframeAnimation(n)),
      at: inputs.times, model: 0, operations: operations, typed: typed)
  }

  /// The measurement `name`: `animation`'s number at `times` (in turn) over a model value of
  /// `model`, `operations` evaluations a run (the case's count unless given); read as an
  /// ``AnimatableValue`` (`value(atParentTime:modelValue:)`), or with `typed` as a number
  /// (`number(atParentTime:modelValue:)`, the `-number` cases).
  func numbers(
    _ name: String, of animation: CompiledAnimation, at times: [Double], model: Double,
    operations: Int? = nil, typed: Bool = false
  ) -> Measurement {
    let mask = self.mask
    let count = operations ?? self.count
    if typed {
      return measure(name, unit: "ns", runs: runs, operations: count) {
        var total = 0.0
        for i in 0..<count {
          total += animation.number(atParentTime: times[i & mask], modelValue: model) ?? 0
        }
        consume(total)
      }
    }
    return measure(name, unit: "ns", runs: runs, operations: count) {
      var total = 0.0
      for i in 0..<count {
        if case .number(let v)? = animation.value(
          atParentTime: times[i & mask], modelValue: .number(model))
        {
          total += v
        }
      }
      consume(total)
    }
  }

  /// `keyframes-64-reference`: ``ReferenceKeyframes`` on the same animation and times as
  /// `keyframes-64`; the error column is its largest difference from the library's values.
  func keyframesReference(_ n: Int) -> Measurement {
    let animation = keyframeAnimation(n)
    let reference = ReferenceKeyframes(animation)
    let library = compiled(animation)
    let (times, mask, count) = sweep
    var m = measure("keyframes-\(n)-reference", unit: "ns", runs: runs, operations: count) {
      var total = 0.0
      for i in 0..<count {
        if let v = reference.value(at: times[i & mask]) { total += v }
      }
      consume(total)
    }
    m.error = times.map { t -> Double in
      switch (reference.value(at: t), library.value(atParentTime: t, modelValue: 0)?.number) {
      case (let a?, let b?): abs(a - b)
      case (nil, nil): 0
      default: .infinity
      }
    }.max()
    m.note =
      "the same keyframes straight over plain arrays; error: largest difference from keyframes-64"
    return m
  }

  func pacedPath() -> Measurement {
    let animation = compiled(pacedAnimation)
    let error = Accuracy.pacedPath(animation, along: path)
    let (times, mask, count) = sweep
    var m = measure("paced-path", unit: "ns", runs: runs, operations: count) {
      var total = 0.0
      for i in 0..<count {
        if case .point(let p)? = animation.value(
          atParentTime: times[i & mask], modelValue: .point(.zero))
        {
          total += p.x
        }
      }
      consume(total)
    }
    m.error = error
    m.note = "error as a fraction of the path's length"
    return m
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

  /// `spring`, or with `typed` `spring-number`.
  func spring(typed: Bool = false) -> Measurement {
    let animation = springAnimation
    let spring = compiled(animation)
    var m = numbers(
      typed ? "spring-number" : "spring", of: spring,
      at: inputs.times.map { $0 * animation.duration }, model: 0, typed: typed)
    m.error = Accuracy.spring(spring, duration: animation.duration)
    m.note = "error as a fraction of the from-to distance"
    return m
  }

  /// One whole-tree frame at t = 0.5, reading every layer's opacity from it.
  func frameCost(_ tree: LayerTree, runs: Int, name: String) -> Measurement {
    let layers = tree.root.sublayers
    return measure(name, unit: "ms", runs: runs, operations: 1) {
      let frame = tree.presentation(at: 0.5)
      var total = 0.0
      for layer in layers { total += frame.value(of: layer, .opacity).number ?? 0 }
      consume(total)
    }
  }

  /// `tree-10k-frame`, `tree-10k-per-layer` and `tree-10k-reference`, in round-robin rounds so
  /// that the machine's drift affects them alike; the frame's line gives its ratio to the
  /// reference. Two more lines take the frame apart, in the same rounds: `tree-10k-pass`, the
  /// whole-tree pass alone (no value read), and `tree-10k-layer-loop`, the caller's loop over the
  /// layers with no frame at all (each layer's `beginTime`, a stored number), which is what
  /// reading any value by layer costs before the library is reached: the array hands out each
  /// layer retained, and the retain and release are atomic (BENCHMARKS.md, "the frame taken
  /// apart").
  func treeFrame() -> [Measurement] {
    let size = treeSize == 10_000 ? "10k" : "\(treeSize)"
    let tree = makeTree(treeSize)
    let layers = tree.root.sublayers
    var reference = ReferenceTree(TreeInputs(count: treeSize))
    var upload = Self.uploadBuffer(layers: treeSize + 1)
    /// Milliseconds.
    func time(_ body: () -> Void) -> Double { nanoseconds(body) / 1e6 }
    let cases = [
      InterleavedCase(
        name: "tree-\(size)-frame", note: "LayerTree.presentation(at:) and every layer's opacity"
      ) {
        time {
          let presented = tree.presentation(at: 0.5)
          var total = 0.0
          for layer in layers { total += presented.value(of: layer, .opacity).number ?? 0 }
          consume(total)
        }
      },
      InterleavedCase(name: "tree-\(size)-per-layer", note: "every layer's presentation(at:)") {
        time {
          var total = 0.0
          for layer in layers { total += layer.presentation(at: 0.5).opacity }
          consume(total)
        }
      },
      InterleavedCase(
        name: "tree-\(size)-reference",
        note: "the same evaluation over flat arrays of plain structs"
      ) {
        time {
          reference.evaluate(at: 0.5)
          var total = 0.0
          for i in 0..<treeSize { total += reference.output[i * 19] }
          consume(total)
        }
      },
      InterleavedCase(
        name: "tree-\(size)-pass",
        note: "LayerTree.presentation(at:) alone: the frame less its reads"
      ) {
        time { consume(tree.presentation(at: 0.5).mediaTime) }
      },
      InterleavedCase(
        name: "tree-\(size)-layer-loop",
        note: "every layer's beginTime: the caller's loop over layer references, no library work"
      ) {
        time {
          var total = 0.0
          for layer in layers { total += layer.beginTime }
          consume(total)
        }
      },
      InterleavedCase(
        name: "tree-\(size)-columns",
        note:
          "the frame, and every layer's opacity, position and transform copied out of its columns"
      ) {
        time { uploadColumns(of: tree, into: &upload) }
      },
    ]
    return interleaved(runs: runs, unit: "ms", cases)
  }

  /// The renderer's buffer the columns are copied into (``uploadColumns(of:into:)``): 19
  /// numbers a layer (opacity, position, transform), made once.
  static func uploadBuffer(layers: Int) -> [Double] {
    [Double](repeating: 0, count: layers * 19)
  }

  /// `tree-10k-columns`' work (and the `tree-columns` profile's): the frame at 0.5 s, then what
  /// a renderer does with its columns, every layer's opacity, position and transform copied
  /// into the renderer's upload buffer (``uploadBuffer(layers:)``, made once by the caller).
  func uploadColumns(of tree: LayerTree, into upload: inout [Double]) {
    let presented = tree.presentation(at: 0.5)
    var offset = 0
    upload.withUnsafeMutableBufferPointer { upload in
      guard let target = upload.baseAddress else { return }
      for property in [LayerProperty.opacity, .position, .transform] {
        presented.column(property)?.withUnsafeNumbers { numbers in
          guard let source = numbers.baseAddress, offset + numbers.count <= upload.count else {
            return
          }
          (target + offset).update(from: source, count: numbers.count)
          offset += numbers.count
        }
      }
    }
    consume(offset > 0 ? upload[offset / 2] : 0)
  }

  /// `tree-10k-600-frames`: a fresh tree (built outside the timing) run through 600 frames of
  /// `LayerTree.advance(to:)`, delivering its events and removals, and a whole-tree frame read
  /// for every layer's opacity.
  func treeMovie() -> Measurement {
    let frames = self.frames
    let treeSize = self.treeSize
    let samples = (0..<(runs > 3 ? 3 : 1)).map { _ in
      let tree = makeTree(treeSize)
      let layers = tree.root.sublayers
      return nanoseconds {
        var total = 0.0
        for f in 1...frames {
          _ = try? tree.advance(to: Double(f) / 60)
          let frame = tree.presentation()
          for layer in layers { total += frame.value(of: layer, .opacity).number ?? 0 }
        }
        consume(total)
      } / Double(frames) / 1e6
    }
    var m = summary(
      treeSize == 10_000 ? "tree-10k-600-frames" : "tree-\(treeSize)-\(frames)-frames", unit: "ms",
      samples)
    m.note = "LayerTree.advance, then LayerTree.presentation() and every layer's opacity, per frame"
    return m
  }

  /// `layer-10k-adds`: a fresh layer given ``treeSize`` fades one after another without keys (a
  /// particle emitter's pattern), and let go: the cost of one add, which stays flat however many
  /// the layer already has (amortised O(1) in them; it was O(n) before 2026-12-05).
  func layerAdds() -> Measurement {
    let n = treeSize
    var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1, timingFunction: .linear)
    fade.duration = 1
    var m = measure(
      n == 10_000 ? "layer-10k-adds" : "layer-\(n)-adds", unit: "us", runs: runs, warmUp: 1,
      operations: n
    ) {
      let layer = Layer()
      for _ in 0..<n { try? layer.add(fade, forKey: nil) }
      consume(Double(layer.animations.count))
    }
    m.note = "Layer.add(_:forKey:) of one of \(n) fades to one layer, per add"
    return m
  }
}
