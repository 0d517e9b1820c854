import Foundation
import LayerKit

/// Independent references for the accuracy printed beside each kernel's time: written here from
/// the definitions, sharing no code with the library.
enum Accuracy {
  /// A fixed dense set of time fractions: 10,001 evenly spread, and both sides of the edges of
  /// 128 equal cells.
  static let fractions: [Double] = {
    var times = (0...10_000).map { Double($0) / 10_000 }
    for edge in 1..<128 {
      times += [Double(edge) / 128 - 1e-12, Double(edge) / 128 + 1e-12]
    }
    return times
  }()

  /// The Bernstein form of a cubic from 0 through p1, p2 to 1.
  static func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
    let r = 1 - s
    return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
  }

  /// The largest error of `function` over ``fractions`` against bisection on the Bernstein form
  /// until the bracket is below 1e-15.
  static func timingFunction(_ function: TimingFunction) -> Double {
    var worst = 0.0
    for t in fractions {
      var lo = 0.0
      var hi = 1.0
      while hi - lo > 1e-15 {
        let mid = (lo + hi) / 2
        if bernstein(function.c1x, function.c2x, mid) < t { lo = mid } else { hi = mid }
      }
      let exact = bernstein(function.c1y, function.c2y, (lo + hi) / 2)
      worst = max(worst, abs(function.progress(at: t) - exact))
    }
    return worst
  }

  /// The largest distance, as a fraction of the path's length, between where `compiled` (a
  /// paced position animation of duration 1 along `path`) puts the layer and where a dense
  /// integration of the path's speed says it should be: Simpson's rule on 20,000 intervals per
  /// segment, the interval found by bisection and the parameter inside it interpolated.
  static func pacedPath(_ compiled: CompiledAnimation, along path: Path) -> Double {
    // The segments as cubic control points, read from the elements.
    var cubics: [[Point]] = []
    var current = Point.zero
    for element in path.elements {
      switch element {
      case .move(let p): current = p
      case .curve(let p, let c1, let c2):
        cubics.append([current, c1, c2, p])
        current = p
      case .line(let p):
        cubics.append([current, current, p, p])
        current = p
      default: break
      }
    }
    func point(_ c: [Point], _ s: Double) -> Point {
      Point(
        x: bernsteinPoint(c[0].x, c[1].x, c[2].x, c[3].x, s),
        y: bernsteinPoint(c[0].y, c[1].y, c[2].y, c[3].y, s))
    }
    func speed(_ c: [Point], _ s: Double) -> Double {
      let r = 1 - s
      let dx =
        3 * r * r * (c[1].x - c[0].x) + 6 * r * s * (c[2].x - c[1].x) + 3 * s * s
        * (c[3].x - c[2].x)
      let dy =
        3 * r * r * (c[1].y - c[0].y) + 6 * r * s * (c[2].y - c[1].y) + 3 * s * s
        * (c[3].y - c[2].y)
      return (dx * dx + dy * dy).squareRoot()
    }
    let steps = 20_000
    var cumulative: [Double] = [0]
    var where_: [(Int, Double)] = [(0, 0)]
    for (index, c) in cubics.enumerated() {
      for k in 0..<steps {
        let a = Double(k) / Double(steps)
        let b = Double(k + 1) / Double(steps)
        let simpson = (b - a) / 6 * (speed(c, a) + 4 * speed(c, (a + b) / 2) + speed(c, b))
        cumulative.append(cumulative[cumulative.count - 1] + simpson)
        where_.append((index, b))
      }
    }
    let length = cumulative[cumulative.count - 1]
    var worst = 0.0
    for p in stride(from: 0.0, to: 1, by: 1.0 / 2_000) {
      let target = p * length
      var lo = 0
      var hi = cumulative.count - 1
      while hi - lo > 1 {
        let mid = (lo + hi) / 2
        if cumulative[mid] <= target { lo = mid } else { hi = mid }
      }
      let (segment, s1) = where_[hi]
      let s0 = where_[lo].0 == segment ? where_[lo].1 : 0
      let span = cumulative[hi] - cumulative[lo]
      let s = span > 0 ? s0 + (s1 - s0) * (target - cumulative[lo]) / span : s0
      let expected = point(cubics[segment], s)
      guard case .point(let got)? = compiled.value(atParentTime: p, modelValue: .point(.zero))
      else { return .nan }
      worst = max(
        worst,
        ((got.x - expected.x) * (got.x - expected.x) + (got.y - expected.y) * (got.y - expected.y))
          .squareRoot())
    }
    return worst / length
  }

  static func bernsteinPoint(
    _ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ s: Double
  ) -> Double {
    let r = 1 - s
    return r * r * r * p0 + 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s * p3
  }

  /// The largest error of `compiled` (the default spring from 0 to 100, of duration `duration`)
  /// over ``fractions`` of its duration, as a fraction of the from→to distance, against the
  /// underdamped closed form m·x″ + c·x′ + k·x = 0 evaluated directly in `Double`.
  static func spring(_ compiled: CompiledAnimation, duration: Double) -> Double {
    let (m, k, c) = (1.0, 100.0, 10.0)
    let omega = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    let omegaD = omega * (1 - zeta * zeta).squareRoot()
    var worst = 0.0
    for f in fractions where f < 1 {
      let t = f * duration
      let x = exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
      guard case .number(let got)? = compiled.value(atParentTime: t, modelValue: 0) else {
        return .nan
      }
      worst = max(worst, abs(got - 100 * (1 - x)) / 100)
    }
    return worst
  }
}
