import Foundation
import LayerKit
import XCTest

/// Paced motion's accuracy (rules P6, K6) over many random paths, against an independent
/// reference: composite Simpson integration of each segment's speed (written out here from the
/// control points) on 2,048 panels, and bisection on that integral for the parameter at a
/// distance.
final class ArcLengthAccuracyTests: XCTestCase {
  /// One segment's length function, tabulated panel by panel.
  private struct ReferenceSegment {
    let segment: Path.Segment
    /// The length up to the start of each panel, and the whole length last.
    var cumulative: [Double] = [0]
    static let panels = 2_048

    init(_ segment: Path.Segment) {
      self.segment = segment
      for k in 0..<Self.panels {
        let a = Double(k) / Double(Self.panels)
        cumulative.append(cumulative[k] + simpson(from: a, to: a + 1 / Double(Self.panels)))
      }
    }

    var length: Double { cumulative[Self.panels] }

    func speed(_ u: Double) -> Double {
      let r = 1 - u
      let (s, c1, c2, e) = (segment.start, segment.control1, segment.control2, segment.end)
      let dx = 3 * r * r * (c1.x - s.x) + 6 * r * u * (c2.x - c1.x) + 3 * u * u * (e.x - c2.x)
      let dy = 3 * r * r * (c1.y - s.y) + 6 * r * u * (c2.y - c1.y) + 3 * u * u * (e.y - c2.y)
      return (dx * dx + dy * dy).squareRoot()
    }

    /// Simpson's rule on 8 intervals.
    func simpson(from a: Double, to b: Double) -> Double {
      let h = (b - a) / 8
      var sum = speed(a) + speed(b)
      for i in 1..<8 { sum += (i % 2 == 1 ? 4 : 2) * speed(a + Double(i) * h) }
      return sum * h / 3
    }

    func length(to t: Double) -> Double {
      let k = min(Int(t * Double(Self.panels)), Self.panels - 1)
      return cumulative[k] + simpson(from: Double(k) / Double(Self.panels), to: t)
    }

    func point(at t: Double) -> Point {
      let r = 1 - t
      let (s, c1, c2, e) = (segment.start, segment.control1, segment.control2, segment.end)
      return Point(
        x: r * r * r * s.x + 3 * r * r * t * c1.x + 3 * r * t * t * c2.x + t * t * t * e.x,
        y: r * r * r * s.y + 3 * r * r * t * c1.y + 3 * r * t * t * c2.y + t * t * t * e.y)
    }
  }

  /// The reference point at `distance` along `segments`.
  private func referencePoint(_ segments: [ReferenceSegment], at distance: Double) -> Point {
    var remaining = distance
    for segment in segments {
      if remaining <= segment.length {
        var (low, high) = (0.0, 1.0)
        for _ in 0..<52 {
          let mid = 0.5 * (low + high)
          if segment.length(to: mid) < remaining { low = mid } else { high = mid }
        }
        return segment.point(at: 0.5 * (low + high))
      }
      remaining -= segment.length
    }
    return segments.last?.segment.end ?? .zero
  }

  /// Random paths: wild cubics, loops, cusps (controls crossing), controls on the end points,
  /// straight lines and quadratics, at scales from 1e-3 to 1e4.
  private func randomPath(_ random: inout SplitMix64) -> Path {
    let scale = [1e-3, 1, 500, 1e4][Int.random(in: 0..<4, using: &random)]
    func point() -> Point {
      Point(x: random.double(in: 0...scale), y: random.double(in: 0...scale))
    }
    var path = Path()
    var current = point()
    path.move(to: current)
    for _ in 0..<Int.random(in: 1...6, using: &random) {
      let end = point()
      switch Int.random(in: 0..<5, using: &random) {
      case 0: path.addLine(to: end)
      case 1: path.addQuadCurve(to: end, control: point())
      case 2: path.addCurve(to: end, control1: current, control2: end)
      case 3:
        // A cusp: the controls cross, so the curve stops and turns back.
        path.addCurve(to: end, control1: end, control2: current)
      default: path.addCurve(to: end, control1: point(), control2: point())
      }
      current = end
    }
    return path
  }

  func testPointAtDistanceOnRandomPaths_P6() {
    var random = SplitMix64(seed: 0xA5C_1E46)
    var worst = 0.0
    for _ in 0..<40 {
      let path = randomPath(&random)
      let segments = path.segments.map(ReferenceSegment.init)
      let total = segments.reduce(0) { $0 + $1.length }
      let measure = path.measure()
      assertClose(measure.length, total, Tolerance.pacedPath * total, "length")
      for i in 0...60 {
        let distance = total * Double(i) / 60
        let expected = referencePoint(segments, at: distance)
        guard let got = measure.point(atDistance: distance) else { return XCTFail("no point") }
        let error = max(abs(got.x - expected.x), abs(got.y - expected.y)) / total
        worst = max(worst, error)
        XCTAssertLessThanOrEqual(error, Tolerance.pacedPath, "at \(distance) of \(total)")
      }
    }
    XCTAssertGreaterThan(worst, 0, "the comparison compared something")
  }

  func testPacedAnimationFollowsTheReference_P6_K6() throws {
    // The engine's path (a layer's compiled track) reads the same tables.
    var random = SplitMix64(seed: 0xBEE5)
    for _ in 0..<10 {
      let path = randomPath(&random)
      let segments = path.segments.map(ReferenceSegment.init)
      let total = segments.reduce(0) { $0 + $1.length }
      let layer = Layer()
      try layer.add(
        KeyframeAnimation(
          keyPath: .position, path: path, calculationMode: .paced,
          timing: MediaTiming(duration: 1)),
        forKey: "m")
      for i in 0..<20 {
        let t = Double(i) / 20
        let expected = referencePoint(segments, at: t * total)
        assertClose(layer.presentation(at: t).position, expected, Tolerance.pacedPath * total)
      }
    }
  }
}
