import Foundation
import LayerKit
import XCTest

/// Replays golden values recorded from headless Chromium (Scripts/record-chromium-fixtures.py):
/// the Web Animations timing model, CSS easing and transform interpolation, and SVG SMIL
/// animation, mapped to LayerKit as Documentation.docc/WebMapping.md describes. Each case class
/// states its tolerance and why.
final class ChromiumConformanceTests: XCTestCase {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  struct Fixture<Case: Decodable>: Decodable {
    var chromium: String
    var seed: Int
    var cases: [Case]
  }

  struct Sample<Value: Decodable>: Decodable {
    var time: Double
    var chromium: Value
  }

  private func load<Case: Decodable>(_ name: String, as: Case.Type) throws -> [Case] {
    let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(name + ".json"))
    let fixture = try JSONDecoder().decode(Fixture<Case>.self, from: data)
    XCTAssertTrue(fixture.chromium.hasPrefix("Chromium"), "fixture header names the engine")
    return fixture.cases
  }

  /// Asserts that Chromium's `expected` lies within `tolerance` of LayerKit's value anywhere in
  /// `t ± dt`: Chromium keeps animation times to the microsecond (its solver to about 1e-7 in
  /// x), so a fast-moving value may be sampled a little off the exact time.
  private func assertAround(
    _ t: Double, _ dt: Double, _ expected: Double, _ tolerance: Double, _ message: String,
    file: StaticString = #filePath, line: UInt = #line, _ value: (Double) -> Double
  ) {
    let values = [value(t - dt), value(t), value(t + dt)]
    let low = (values.min() ?? .nan) - tolerance
    let high = (values.max() ?? .nan) + tolerance
    XCTAssert(
      expected >= low && expected <= high,
      "Chromium \(expected) is outside LayerKit's [\(low), \(high)] around \(t): \(message)",
      file: file, line: line)
  }

  private func function(_ c: [Double]) throws -> TimingFunction {
    try TimingFunction(controlPoints: c[0], c[1], c[2], c[3])
  }

  // MARK: Timing functions (TF1–TF3, TF6)

  struct TimingCase: Decodable {
    var controlPoints: [Double]
    var times: [Double]
    var chromium: [Double]
  }

  /// Tolerance 1e-7 around t ± 2e-7: Chromium's solver (gfx::CubicBezier) stops at an error of
  /// about 1e-7 in x, which a steep curve magnifies in y.
  func testTimingFunctionsMatchCSSCubicBezier_TF1_TF6() throws {
    let cases = try load("timing-functions", as: TimingCase.self)
    XCTAssertEqual(cases.count, 300)
    for c in cases {
      let f = try function(c.controlPoints)
      for (t, expected) in zip(c.times, c.chromium) {
        assertAround(t, 2e-7, expected, 1e-7, "\(c.controlPoints)") { f.progress(at: $0) }
      }
    }
  }

  // MARK: Media timing (T1, T4–T7, F1, F2)

  struct TimingModelCase: Decodable {
    var duration, repeatCount, timeOffset, speed, beginTime: Double
    var autoreverses: Bool
    var fillMode: FillMode
    var times: [Double]
    var chromium: [Double?]
  }

  /// Web Animations iteration progress against the leg fraction of ``TimingPhase``, with
  /// repeatCount n and autoreverses as 2n alternate iterations, timeOffset as iterationStart and
  /// speed as a scale of local time. Chromium keeps animation times to the microsecond, so the
  /// tolerance is a microsecond of local time (1e-6 / duration in fraction), and samples within a
  /// microsecond of a boundary (the start or end of the active interval, a leg's end), where the
  /// rounding can change the side, are left out.
  func testMediaTimingMatchesWebAnimations_T4_T5_T6_T7_F1_F2() throws {
    let cases = try load("media-timing", as: TimingModelCase.self)
    XCTAssertEqual(cases.count, 500)
    for c in cases {
      let timing = MediaTiming(
        beginTime: c.beginTime, duration: c.duration, speed: c.speed, timeOffset: c.timeOffset,
        repeatCount: c.repeatCount, autoreverses: c.autoreverses, fillMode: c.fillMode)
      for (t, expected) in zip(c.times, c.chromium) {
        let local = (t - c.beginTime) * c.speed
        let a = local + c.timeOffset
        let nearBoundary =
          abs(local) < 1e-6 || abs(local - timing.activeDuration) < 1e-6
          || abs(a / c.duration - (a / c.duration).rounded()) * c.duration < 1e-6
        if nearBoundary { continue }
        let phase = timing.phase(atParentTime: t)
        guard let expected else {
          XCTAssertNil(phase, "\(c) at \(t)")
          continue
        }
        guard let phase else {
          XCTFail("no phase where Chromium shows \(expected): \(c) at \(t)")
          continue
        }
        assertClose(phase.fraction, expected, 1e-6 / c.duration, "\(c) at \(t)")
      }
    }
  }

  // MARK: Keyframes (K2–K6)

  struct SMILCase: Decodable {
    var values: [Double]
    var keyTimes: [Double]?
    var keySplines: [[Double]]?
    var calcMode: String
    var duration: Double
    var samples: [Sample<Double>]
  }

  /// SMIL `animate` against a number keyframe animation: linear, discrete and paced as the modes
  /// of the same name, spline as linear with a timing function per segment. Tolerance
  /// 1e-6·|v| + 1e-4: SVG's animVal is a 32-bit float.
  func testKeyframesMatchSMIL_K2_K3_K4_K5_K6() throws {
    let cases = try load("keyframes-smil", as: SMILCase.self)
    XCTAssertEqual(cases.count, 400)
    for c in cases {
      let mode: CalculationMode =
        switch c.calcMode {
        case "discrete": .discrete
        case "paced": .paced
        default: .linear
        }
      var animation = KeyframeAnimation(
        keyPath: .positionX, values: c.values.map(AnimatableValue.number), keyTimes: c.keyTimes,
        calculationMode: mode, timing: MediaTiming(duration: c.duration, fillMode: .forwards))
      animation.isRemovedOnCompletion = false
      animation.timingFunctions = try c.keySplines?.map(function)
      XCTAssertNil(animation.keyTimesIssue)
      let layer = Layer()
      try layer.add(animation, forKey: "k")
      for sample in c.samples {
        assertAround(
          sample.time, c.calcMode == "spline" ? 2e-6 : 1e-6, sample.chromium,
          1e-6 * abs(sample.chromium) + 1e-4,
          "\(c.calcMode) \(c.values)"
        ) { layer.presentation(at: $0).position.x }
      }
    }
  }

  struct WebKeyframeCase: Decodable {
    var values: [Double]
    var offsets: [Double]
    var easing: [Double]
    var segmentEasings: [[Double]]?
    var duration: Double
    var times: [Double]
    var chromium: [String]
  }

  /// Web Animations keyframes with offsets (keyTimes), per-keyframe easing (timingFunctions)
  /// and an effect easing (the animation's timingFunction, applied first, K4), including an
  /// overshooting effect easing that extrapolates the end segments. Tolerance
  /// max(1e-3, 6e-6·|v|) px: computed `left` is printed with 6 significant digits.
  func testKeyframesMatchWebAnimations_K3_K4() throws {
    let cases = try load("keyframes-wa", as: WebKeyframeCase.self)
    XCTAssertEqual(cases.count, 300)
    for c in cases {
      var animation = KeyframeAnimation(
        keyPath: .positionX, values: c.values.map(AnimatableValue.number), keyTimes: c.offsets,
        timing: MediaTiming(duration: c.duration, fillMode: .both))
      animation.timingFunction = try function(c.easing)
      animation.timingFunctions = try c.segmentEasings?.map(function)
      let layer = Layer()
      try layer.add(animation, forKey: "k")
      for (t, text) in zip(c.times, c.chromium) {
        let expected = try XCTUnwrap(Double(text.replacingOccurrences(of: "px", with: "")))
        assertAround(t, 1e-6, expected, max(1e-3, 6e-6 * abs(expected)), "\(c.values)") {
          layer.presentation(at: $0).position.x
        }
      }
    }
  }

  // MARK: Motion along paths (P1, P2, P5, P6, P7, K6, K9)

  struct MotionCase: Decodable {
    var path: String
    var keyTimes: [Double]?
    var calcMode: String
    var rotate: String
    var duration: Double
    var kind: String
    var scale: Double
    var samples: [Sample<[Double]>]
  }

  /// `animateMotion` against a path keyframe animation (SVG path data read by LayerKit): paced
  /// motion everywhere, linear motion on straight segments (SVG given keyPoints at the vertices'
  /// distances), rotation to the tangent. Chromium's paths are drawn `scale` times larger, so
  /// that Skia's curve flattening (half a unit) costs little. Tolerances, around t ± 1 µs: on
  /// straight paths 1e-3 px and 1e-4 in the rotation's cosine and sine (the CTM is single
  /// precision); on curves 3e-5 of the path's length and 1e-3, because Skia measures a curve by
  /// a bounded number of chords, which leaves up to 2e-5 of the length in its paced position
  /// (measured on the worst path against an independent dense-polyline integration, which agreed
  /// with LayerKit to 1e-6; LayerKit is exact to 1e-10, P6), and the tangent follows that
  /// position error through the curvature; on arcs 0.03 px and 2e-3, because LayerKit draws arcs as cubic quarter-arcs as CGPath
  /// does (radial error up to 2.7e-4 of the radius) where Chromium keeps exact arcs.
  func testMotionAlongPathsMatchesAnimateMotion_P6_K6_K9() throws {
    let cases = try load("motion", as: MotionCase.self)
    XCTAssertEqual(cases.count, 300)
    for c in cases {
      var animation = KeyframeAnimation(
        keyPath: .position, path: try Path(svgPathData: c.path),
        calculationMode: c.calcMode == "paced" ? .paced : .linear,
        timing: MediaTiming(duration: c.duration, fillMode: .forwards))
      animation.keyTimes = c.keyTimes
      animation.isRemovedOnCompletion = false
      animation.rotationMode =
        c.rotate == "auto" ? .auto : c.rotate == "auto-reverse" ? .autoReverse : nil
      let layer = Layer()
      try layer.add(animation, forKey: "m")
      let straight = c.kind == "polyline" || c.kind == "polygon"
      let length = try Path(svgPathData: c.path).length
      let (positionTolerance, angleTolerance) =
        c.kind == "arc" ? (0.03, 2e-3) : straight ? (1e-3, 1e-4) : (3e-5 * length, 1e-3)
      for sample in c.samples {
        let expected = sample.chromium
        let message = "\(c.kind) \(c.calcMode) \(c.rotate) \(c.path)"
        let t = sample.time
        assertAround(t, 1e-6, expected[2] / c.scale, positionTolerance, message) {
          layer.presentation(at: $0).position.x
        }
        assertAround(t, 1e-6, expected[3] / c.scale, positionTolerance, message) {
          layer.presentation(at: $0).position.y
        }
        assertAround(t, 1e-6, expected[0], angleTolerance, message) {
          layer.presentation(at: $0).transform.m11
        }
        assertAround(t, 1e-6, expected[1], angleTolerance, message) {
          layer.presentation(at: $0).transform.m12
        }
      }
    }
  }

  // MARK: Transforms (V2)

  struct TransformCase: Decodable {
    var from: [Double]
    var to: [Double]
    var fractions: [Double]
    var chromium: [String]
  }

  /// CSS matrix3d interpolation (decomposition, quaternion slerp, recomposition) against
  /// ``Transform3D/interpolated(to:fraction:)``. Tolerance 2e-5·max(1, |m|) per field: computed
  /// transforms are printed with 6 significant digits.
  func testTransformInterpolationMatchesCSS_V2() throws {
    let cases = try load("transforms", as: TransformCase.self)
    XCTAssertEqual(cases.count, 300)
    for c in cases {
      let from = try XCTUnwrap(Transform3D(fields: c.from))
      let to = try XCTUnwrap(Transform3D(fields: c.to))
      for (f, text) in zip(c.fractions, c.chromium) {
        let numbers = text.dropFirst("matrix3d(".count).dropLast().split(separator: ",").compactMap
        {
          Double($0.trimmingCharacters(in: .whitespaces))
        }
        let expected = try XCTUnwrap(Transform3D(fields: numbers), text)
        let shown = from.interpolated(to: to, fraction: f)
        for (a, e) in zip(shown.fields, expected.fields) {
          assertClose(a, e, 2e-5 * max(1, abs(e)), "fraction \(f) of \(c.from) → \(c.to)")
        }
      }
    }
  }

  // MARK: Layer kinds (Y1–Y5)

  struct StrokeCase: Decodable {
    var length: Double
    var duration: Double
    var beginTime: Double
    var timingFunction: [Double]
    var fillMode: FillMode
    var times: [Double]
    var chromium: [Double]
  }

  /// strokeEnd from 0 to 1 against SVG's stroke-dashoffset from L to 0 on a path of length L
  /// (dasharray L L): the visible fraction is 1 − offset/L. Tolerance 2e-6 around t ± 2e-6:
  /// computed styles print six significant digits (5e-4 of 400), and Chromium's easing solver
  /// stops at about 1e-7 in x.
  func testStrokeEndMatchesStrokeDashoffset_Y1_Y3() throws {
    let cases = try load("stroke", as: StrokeCase.self)
    XCTAssertEqual(cases.count, 100)
    for c in cases {
      let layer = ShapeLayer()
      layer.path = try Path(svgPathData: "M 0 0 L \(c.length) 0")
      var draw = BasicAnimation(keyPath: AnimatableKeyPath(.strokeEnd), from: 0, to: 1)
      draw.duration = c.duration
      draw.beginTime = c.beginTime
      draw.timingFunction = try function(c.timingFunction)
      draw.fillMode = c.fillMode
      draw.isRemovedOnCompletion = c.fillMode == .removed || c.fillMode == .backwards
      try layer.add(draw, forKey: "draw")
      for (t, offset) in zip(c.times, c.chromium) {
        let local = t - c.beginTime
        if abs(local) < 1e-6 || abs(local - c.duration) < 1e-6 { continue }
        assertAround(t, 2e-6, 1 - offset / c.length, 2e-6, "\(c)") {
          layer.presentation(at: $0).shape?.strokeEnd ?? .nan
        }
      }
    }
  }

  struct MorphCase: Decodable {
    var paths: [String]
    var offsets: [Double]
    var segmentEasings: [[Double]]
    var duration: Double
    var times: [Double]
    var chromium: [String]
  }

  /// Keyframes of paths of one structure against CSS's interpolation of `d` (Y2): linear per
  /// point, keyTimes as offsets, a timing function per segment. Tolerance 1e-3 + 1e-5·|v|:
  /// computed styles print six significant digits.
  func testPathMorphsMatchCSSPathInterpolation_Y2_K3_K4() throws {
    let cases = try load("morph", as: MorphCase.self)
    XCTAssertEqual(cases.count, 100)
    func numbers(_ text: String) -> [Double] {
      text.split(whereSeparator: { !($0.isNumber || $0 == "." || $0 == "-" || $0 == "e") })
        .compactMap { Double($0) }
    }
    for c in cases {
      let layer = ShapeLayer()
      var morph = KeyframeAnimation(
        keyPath: AnimatableKeyPath(.path),
        values: try c.paths.map { .path(try Path(svgPathData: $0)) },
        keyTimes: c.offsets, timingFunctions: try c.segmentEasings.map(function))
      morph.duration = c.duration
      morph.fillMode = .both
      morph.isRemovedOnCompletion = false
      try layer.add(morph, forKey: "morph")
      for (t, d) in zip(c.times, c.chromium) {
        let got = numbers(layer.presentation(at: t).shape?.path.svgPathData ?? "")
        let expected = numbers(d)
        XCTAssertEqual(got.count, expected.count, "\(c) at \(t)")
        for (g, e) in zip(got, expected) {
          assertClose(g, e, 1e-3 + 1e-5 * abs(e), "\(c) at \(t)")
        }
      }
    }
  }

  struct ReplicatorCase: Decodable {
    var count: Int
    var instanceDelay: Double
    var duration: Double
    var repeatCount: Double
    var autoreverses: Bool
    var fillMode: FillMode
    var timingFunction: [Double]
    var times: [Double]
    var chromium: [[Double?]]
  }

  /// A replicator's copies against elements with `animation-delay: i × instanceDelay` (Y5): the
  /// same animation, each copy that much later. Chromium's progress is the opacity (0 → 1);
  /// where it shows nothing, the copy shows the model's opacity, 1. Tolerance 1e-6 around
  /// t ± 2e-6, as for the timing model.
  func testReplicatorCopiesMatchAnimationDelay_Y5() throws {
    let cases = try load("replicator", as: ReplicatorCase.self)
    XCTAssertEqual(cases.count, 100)
    for c in cases {
      let replicator = ReplicatorLayer()
      replicator.instanceCount = c.count
      replicator.instanceDelay = c.instanceDelay
      let dot = Layer()
      replicator.addSublayer(dot)
      var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
      fade.duration = c.duration
      fade.repeatCount = c.repeatCount
      fade.autoreverses = c.autoreverses
      fade.timingFunction = try function(c.timingFunction)
      fade.fillMode = c.fillMode
      fade.isRemovedOnCompletion = c.fillMode == .removed || c.fillMode == .backwards
      try dot.add(fade, forKey: "fade")
      let active = c.duration * c.repeatCount * (c.autoreverses ? 2 : 1)
      for (copy, values) in c.chromium.enumerated() {
        for (t, progress) in zip(c.times, values) {
          let local = t - Double(copy) * c.instanceDelay
          let legs = local / c.duration
          if abs(local) < 1e-5 || abs(local - active) < 1e-5
            || abs(legs - legs.rounded()) * c.duration < 1e-5
          {
            continue
          }
          assertAround(t, 2e-6, progress ?? 1, 1e-6, "\(c), copy \(copy)") {
            let instances = dot.replicatedInstances(at: $0)
            return copy < instances.count ? instances[copy].properties.opacity : .nan
          }
        }
      }
    }
  }
}
