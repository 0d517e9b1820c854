import XCTest

@testable import LayerKit

/// Speed-critical properties that are not timings: arc-length tables and spline
/// tangents are built once, when an animation is added, and evaluation reuses them.
final class KeyframeTablesTests: XCTestCase {
  /// The curve the layer compiled for the animation under "k", when it gives lanes, and the
  /// object its tables are in.
  private func compiledCurve(on layer: Layer) -> (Curve.Vectors, AnyObject)? {
    let state = layer.animationState.tracks
    guard let store = state.store, let first = store.tracks[state.list.tracks].first,
      case .other(.lanes(let vectors)) = first.curve
    else { return nil }
    switch vectors {
    case .spline(let curve): return (vectors, curve.takeUnretainedValue())
    case .path(let curve): return (vectors, curve.takeUnretainedValue())
    case .basic, .spring, .keyframes: return nil
    }
  }

  func testTablesAreBuiltOnceWhenAdded_K6_K8_P6() throws {
    var path = Path()
    path.move(to: .zero)
    path.addCurve(
      to: Point(x: 100, y: 0), control1: Point(x: 0, y: 100), control2: Point(x: 100, y: 100))
    let cases = [
      KeyframeAnimation(
        keyPath: .position, path: path, calculationMode: .paced, timing: MediaTiming(duration: 1)),
      KeyframeAnimation(
        keyPath: .opacity, values: [0, 1, 0.5, 1], calculationMode: .cubicPaced,
        timing: MediaTiming(duration: 1)),
    ]
    for animation in cases {
      let layer = Layer()
      try layer.add(animation, forKey: "k")
      let (curve, tables) = try XCTUnwrap(
        compiledCurve(on: layer), "the layer compiles the animation")
      XCTAssertNotNil(curve.pacingTable, "the layer builds the tables when adding")
      // Evaluating many times reads the same tables: no evaluation builds its own.
      for t in stride(from: 0.0, to: 1, by: 0.1) { _ = layer.presentation(at: t) }
      XCTAssertTrue(try XCTUnwrap(compiledCurve(on: layer)).1 === tables)
      // The stored animation is the caller's (copy on add, L7): compiling changed nothing in it.
      guard case .keyframe(let stored)? = layer.animation(forKey: "k") else { return XCTFail() }
      XCTAssertEqual(stored.values, animation.values)
      XCTAssertEqual(stored.path, animation.path)
    }
  }

  func testLinearKeyframesPassThroughEveryKeyframe_K2_K3() throws {
    var random = SplitMix64(seed: 0x7AB1E5)
    for _ in 0..<100 {
      let count = Int.random(in: 2...10, using: &random)
      let values = (0..<count).map { _ in random.double(in: -50...50) }
      var times = (0..<count).map { _ in random.double(in: 0...1) }.sorted()
      times[0] = 0
      times[count - 1] = 1
      let layer = Layer()
      try layer.add(
        KeyframeAnimation(
          keyPath: .cornerRadius, values: values.map(AnimatableValue.number), keyTimes: times,
          timing: MediaTiming(duration: 1)), forKey: "k")
      for i in 0..<count - 1 where times[i + 1] > times[i] {
        assertClose(layer.presentation(at: times[i]).cornerRadius, values[i], Tolerance.closedForm)
      }
    }
  }

  /// The segment search (Shar's, a compare a halving) against a plain scan: the last segment
  /// whose key time is at or before the progress, for 1 to 300 segments (past 64 the search
  /// loops before its written-out halvings), key times repeated, progresses at key times (the
  /// first included, as a held keyframe asks) and between them.
  func testTheSegmentSearchFindsTheLastKeyTimeAtOrBeforeTheProgress_K3() {
    var random = SplitMix64(seed: 0x5E6)
    for count in Array(2...70) + [127, 128, 129, 130, 200, 257, 301] {
      for trial in 0..<4 {
        var values = (0..<count).map { _ in random.double(in: 0...1) }.sorted()
        values[0] = 0
        values[count - 1] = 1
        if trial > 1, count > 3 {
          // Runs of equal key times, as K3 allows.
          for i in 1..<count - 1 where Int.random(in: 0..<3, using: &random) == 0 {
            values[i] = values[i - 1]
          }
        }
        let times = KeyTimes(values)
        let probes = values + (0..<50).map { _ in random.double(in: 0...1) }
        for p in probes where p >= values[0] && p < values[count - 1] {
          let expected = (0...count - 2).last { values[$0] <= p } ?? 0
          XCTAssertEqual(
            times.segment(containing: p), expected, "\(count) key times at \(p)")
        }
      }
    }
  }

  /// A keyframe progress outside what a phase gives is held: NaN to 0, beyond ±10⁶ to ±10⁶
  /// (infinities too); inside, every progress is kept exactly, the bounds included.
  func testAProgressIsMadeHarmless_K4_V6() {
    XCTAssertEqual(keyframeProgress(.nan), 0)
    XCTAssertEqual(keyframeProgress(.infinity), 1e6)
    XCTAssertEqual(keyframeProgress(-.infinity), -1e6)
    XCTAssertEqual(keyframeProgress(3e6), 1e6)
    XCTAssertEqual(keyframeProgress(-2e300), -1e6)
    for p in [0, -0.0, 0.5, 1, -0.25, 1.75, 1e6, -1e6, 1e6.nextDown, (-1e6).nextUp] {
      XCTAssertEqual(keyframeProgress(p).bitPattern, p.bitPattern, "\(p)")
    }
  }
}
