import Foundation
import LayerKit

/// The inputs of the benchmark tree: per layer, the durations of its three animations and the
/// four points of its position keyframes, drawn from a seeded generator so that the library's
/// tree and the reference evaluate exactly the same animations.
struct TreeInputs {
  struct Layer {
    var fadeDuration: Double
    var points: [(x: Double, y: Double)]
    var moveDuration: Double
    var turnDuration: Double
  }

  let layers: [Layer]

  init(count: Int) {
    var random = SplitMix64(seed: UInt64(count))
    layers = (0..<count).map { _ in
      let fade = random.double(in: 1...20)
      let points = (0..<4).map { _ in (x: random.double(in: 0...500), y: random.double(in: 0...500))
      }
      let move = random.double(in: 1...20)
      let turn = random.double(in: 1...20)
      return Layer(fadeDuration: fade, points: points, moveDuration: move, turnDuration: turn)
    }
  }
}

/// `tree-10k-reference`: the tree's frame written directly over flat arrays of plain structs,
/// the simplest fast code for the same evaluation, as an in-run yardstick for the library.
///
/// Each layer has an opacity fade (0 → 1, linear), a position through four evenly spaced
/// keyframes (linear) and a rotation about z (0 → 2π, easeInEaseOut, turned into a matrix), all
/// begun at 0 and removed at their end; the frame writes each layer's opacity, position and
/// transform (19 numbers) at one time.
struct ReferenceTree {
  struct Record {
    var inverseFade: Double
    var fadeDuration: Double
    var moveDuration: Double
    var turnDuration: Double
    var x0, y0, x1, y1, x2, y2, x3, y3: Double
  }

  var records: [Record]
  /// Opacity, position (2) and transform (16) of each layer.
  var output: [Double]

  init(_ inputs: TreeInputs) {
    records = inputs.layers.map { layer in
      let p = layer.points
      return Record(
        inverseFade: 1 / layer.fadeDuration, fadeDuration: layer.fadeDuration,
        moveDuration: layer.moveDuration, turnDuration: layer.turnDuration, x0: p[0].x,
        y0: p[0].y, x1: p[1].x, y1: p[1].y, x2: p[2].x, y2: p[2].y, x3: p[3].x, y3: p[3].y)
    }
    output = [Double](repeating: 0, count: records.count * 19)
  }

  /// Evaluates every layer at time `t`.
  mutating func evaluate(at t: Double) {
    let solver = ClassicBezierSolver(0.42, 0, 0.58, 1)
    records.withUnsafeBufferPointer { records in
      output.withUnsafeMutableBufferPointer { out in
        for i in 0..<records.count {
          let r = records[i]
          let o = i * 19
          out[o] = t >= 0 && t < r.fadeDuration ? t * r.inverseFade : 1
          if t >= 0 && t < r.moveDuration {
            let s = t / r.moveDuration * 3
            let k = min(Int(s), 2)
            let f = s - Double(k)
            let (ax, ay, bx, by) =
              k == 0
              ? (r.x0, r.y0, r.x1, r.y1)
              : k == 1 ? (r.x1, r.y1, r.x2, r.y2) : (r.x2, r.y2, r.x3, r.y3)
            out[o + 1] = ax * (1 - f) + bx * f
            out[o + 2] = ay * (1 - f) + by * f
          } else {
            out[o + 1] = 0
            out[o + 2] = 0
          }
          var c = 1.0
          var s = 0.0
          if t >= 0 && t < r.turnDuration {
            let angle = 2 * Double.pi * solver.solve(t / r.turnDuration)
            c = cos(angle)
            s = sin(angle)
          }
          out[o + 3] = c
          out[o + 4] = s
          out[o + 5] = 0
          out[o + 6] = 0
          out[o + 7] = -s
          out[o + 8] = c
          for j in 9...18 { out[o + j] = 0 }
          out[o + 13] = 1
          out[o + 18] = 1
        }
      }
    }
  }
}

/// The cubic-Bézier solver the browsers use (WebKit's `UnitBezier`, Chromium's `CubicBezier`),
/// written from the algorithm: up to eight Newton steps on x(s) = t to |x error| < 1e-7, then
/// bisection. The `timing-function-reference` case, and the reference tree's easing.
struct ClassicBezierSolver {
  let ax, bx, cx, ay, by, cy: Double

  init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
    (ax, bx, cx) = Self.coefficients(c1x, c2x)
    (ay, by, cy) = Self.coefficients(c1y, c2y)
  }

  /// One axis's polynomial `((a·s + b)·s + c)·s` from its two control coordinates, the ends
  /// being 0 and 1.
  static func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    return (1 - c - b, b, c)
  }

  @inline(__always) func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  @inline(__always) func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  @inline(__always) func slope(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

  /// y at the s where x(s) = t. Out of line, as a library's solver is for its callers.
  @inline(never)
  func solve(_ t: Double) -> Double {
    let epsilon = 1e-7
    var s = t
    for _ in 0..<8 {
      let error = x(s) - t
      if abs(error) < epsilon { return y(s) }
      let d = slope(s)
      if abs(d) < 1e-6 { break }
      s -= error / d
    }
    var lo = 0.0
    var hi = 1.0
    s = t
    while lo < hi {
      let value = x(s)
      if abs(value - t) < epsilon { return y(s) }
      if t > value { lo = s } else { hi = s }
      s = (hi - lo) / 2 + lo
      if hi - lo < 1e-15 { break }
    }
    return y(s)
  }
}

/// `keyframes-64-reference`: the `keyframes-64` animation (number keyframes at uneven key times,
/// each segment with its own timing function, begun at 0 and removed at its end) evaluated
/// straight over plain arrays, the simplest fast code for it, as an in-run yardstick: the
/// fraction of the duration, a binary search for the segment, the fraction through it, the
/// segment's timing function (the library's `TimingFunction.progress(at:)`, the fastest solver
/// at hand), a linear blend (T1, K2, K4). None of the library's generality: no media timing
/// beyond one interval, no value kinds, no cumulative or additive animations. Called out of
/// line, as the library is.
struct ReferenceKeyframes {
  let duration: Double
  let keyTimes: [Double]
  let values: [Double]
  let functions: [TimingFunction]

  init(_ animation: KeyframeAnimation) {
    let timing = animation.base.timing
    duration = timing.duration
    keyTimes = animation.keyTimes ?? []
    values = animation.values.map { $0.number ?? 0 }
    functions = animation.timingFunctions ?? []
    precondition(
      keyTimes.count == values.count && functions.count == values.count - 1
        && timing.beginTime == 0 && timing.speed == 1 && timing.repeatCount == 0
        && !timing.autoreverses,
      "the reference evaluates keyframes-64's form only")
  }

  /// The value at time `t`, or `nil` outside the active interval [0, duration).
  @inline(never)
  func value(at t: Double) -> Double? {
    guard t >= 0, t < duration else { return nil }
    let p = t / duration
    // The last segment whose first key time is ≤ p.
    var low = 0
    var high = keyTimes.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if keyTimes[middle] <= p { low = middle } else { high = middle }
    }
    let fraction = (p - keyTimes[low]) / (keyTimes[low + 1] - keyTimes[low])
    let eased = functions[low].progress(at: fraction)
    return values[low] + (values[low + 1] - values[low]) * eased
  }
}
