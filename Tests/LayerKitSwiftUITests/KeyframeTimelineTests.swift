import Foundation
import LayerKitSwiftUI
import XCTest

/// Rule W7: keyframe timelines.
final class KeyframeTimelineTests: XCTestCase {
  struct Values {
    var scale = 1.0
    var offset = 0.0
    var angle = Angle.zero
  }

  func testTracksRunTogetherAndTheShorterHolds_W7() {
    let timeline = KeyframeTimeline(initialValue: Values()) {
      KeyframeTrack(\.scale) {
        LinearKeyframe(2.0, duration: 1)
        LinearKeyframe(1.0, duration: 1, timingCurve: .easeIn)
      }
      KeyframeTrack(\.offset) {
        MoveKeyframe(10.0)
        LinearKeyframe(20.0, duration: 0.5)
      }
    }
    XCTAssertEqual(timeline.duration, 2)
    XCTAssertEqual(timeline.value(time: 0.5).scale, 1.5, accuracy: Tier.exact)
    XCTAssertEqual(
      timeline.value(time: 1.5).scale, 2 - UnitCurve.easeIn.value(at: 0.5), accuracy: Tier.exact)
    // A move keyframe's value holds at its own instant.
    XCTAssertEqual(timeline.value(time: 0).offset, 10, accuracy: Tier.exact)
    XCTAssertEqual(timeline.value(time: 0.25).offset, 15, accuracy: Tier.exact)
    XCTAssertEqual(timeline.value(time: 1.5).offset, 20, accuracy: Tier.exact)  // held
    XCTAssertEqual(timeline.value(time: 5).scale, 1, accuracy: Tier.exact)  // clamped
    XCTAssertEqual(timeline.value(progress: 0.25).scale, 1.5, accuracy: Tier.exact)
  }

  func testSpringKeyframesStartWithTheIncomingVelocity_W7() {
    let spring = Spring(duration: 0.4, bounce: 0.3)
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(1.0, duration: 0.5)
      SpringKeyframe(3.0, duration: 1, spring: spring)
    }
    // The linear keyframe ends moving at 1 / 0.5 = 2 per second.
    let t = 0.3
    XCTAssertEqual(
      timeline.value(time: 0.5 + t), 1 + spring.value(target: 2.0, initialVelocity: 2, time: t),
      accuracy: Tier.closedForm)
    XCTAssertEqual(timeline.duration, 1.5, accuracy: Tier.exact)
    let settled = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, spring: spring) }
    XCTAssertEqual(settled.duration, spring.settlingDuration, accuracy: Tier.exact)
  }

  func testCubicKeyframesAreACatmullRomSpline_W7() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(1.0, duration: 1)
      CubicKeyframe(3.0, duration: 1)
      CubicKeyframe(2.0, duration: 1)
    }
    // Hermite on each piece, tangents in piece units: 0 at the track's ends, (P₊ − P₋)/2 inside.
    func hermite(_ p0: Double, _ m0: Double, _ p1: Double, _ m1: Double, _ u: Double) -> Double {
      (2 * u * u * u - 3 * u * u + 1) * p0 + (u * u * u - 2 * u * u + u) * m0
        + (-2 * u * u * u + 3 * u * u) * p1 + (u * u * u - u * u) * m1
    }
    let m1 = (3.0 - 0.0) / 2
    let m2 = (2.0 - 1.0) / 2
    XCTAssertEqual(timeline.value(time: 0.5), hermite(0, 0, 1, m1, 0.5), accuracy: Tier.exact)
    XCTAssertEqual(timeline.value(time: 1.25), hermite(1, m1, 3, m2, 0.25), accuracy: Tier.exact)
    XCTAssertEqual(timeline.value(time: 2.5), hermite(3, m2, 2, 0, 0.5), accuracy: Tier.exact)
  }

  func testGivenVelocitiesAreInUnitsPerSecond_W7() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(10.0, duration: 2, startVelocity: 4, endVelocity: 0)
    }
    let u = 0.5
    let expected = (u * u * u - 2 * u * u + u) * 8 + (-2 * u * u * u + 3 * u * u) * 10
    XCTAssertEqual(timeline.value(time: 1), expected, accuracy: Tier.exact)
  }

  func testBuildersTakeConditionsAndLoops_W7() {
    let bounces = 3
    let wide = true
    let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
      for i in 0..<bounces {
        LinearKeyframe(CGPoint(x: Double(i + 1) * 10, y: 0), duration: 0.1)
      }
      if wide {
        LinearKeyframe(CGPoint(x: 100, y: 50), duration: 0.2)
      } else {
        MoveKeyframe(CGPoint.zero)
      }
    }
    XCTAssertEqual(timeline.duration, 0.5, accuracy: Tier.exact)
    XCTAssertEqual(Double(timeline.value(time: 0.05).x), 5, accuracy: Tier.closedForm)
    XCTAssertEqual(Double(timeline.value(time: 0.4).y), 25, accuracy: Tier.closedForm)
  }

  /// W7: across many pieces, a time falls in the last piece starting at or before it — 13
  /// straight keyframes of durations 0.1·(1 + i mod 3), with jumps between some, checked at each
  /// piece's quarter against the line through its ends, and at each junction.
  func testEveryTimeFallsInItsPiece() {
    let durations = (0..<13).map { 0.1 * Double(1 + $0 % 3) }
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      for i in 0..<13 {
        if i % 4 == 2 { MoveKeyframe(Double(i) * 10 - 5) }
        LinearKeyframe(Double(i + 1) * 10, duration: durations[i])
      }
    }
    var start = 0.0
    for i in 0..<13 {
      let from = i == 0 ? 0 : (i % 4 == 2 ? Double(i) * 10 - 5 : Double(i) * 10)
      let to = Double(i + 1) * 10
      let quarter = start + durations[i] / 4
      XCTAssertEqual(
        timeline.value(time: quarter), from + (to - from) / 4, accuracy: Tier.closedForm,
        "piece \(i)")
      XCTAssertEqual(timeline.value(time: start), from, accuracy: Tier.closedForm, "start \(i)")
      start += durations[i]
    }
    XCTAssertEqual(timeline.value(time: start), 130, accuracy: Tier.exact)
  }
}
