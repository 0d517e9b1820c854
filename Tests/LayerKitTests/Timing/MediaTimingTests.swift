import LayerKit
import XCTest

/// Media timing: the pure map from parent time to phase (rules T1–T9, F1–F2).
///
/// Expected values are worked out by hand from the rules' closed forms; each case says how.
final class MediaTimingTests: XCTestCase {
  /// The fraction shown at `t`, or nil.
  private func fraction(_ timing: MediaTiming, _ t: Double) -> Double? {
    timing.phase(atParentTime: t)?.fraction
  }

  func testDefaultsAreCoreAnimations_T2() {
    let timing = MediaTiming()
    XCTAssertEqual(timing.beginTime, 0)
    XCTAssertEqual(timing.duration, 0)
    XCTAssertEqual(timing.speed, 1)
    XCTAssertEqual(timing.timeOffset, 0)
    XCTAssertEqual(timing.repeatCount, 0)
    XCTAssertEqual(timing.repeatDuration, 0)
    XCTAssertFalse(timing.autoreverses)
    XCTAssertEqual(timing.fillMode, .removed)
  }

  func testLocalTimeFormula_T1() {
    // a = (3 − 1)·2 + 0.5 = 4.5 of a 10 s leg: fraction 0.45.
    let timing = MediaTiming(beginTime: 1, duration: 10, speed: 2, timeOffset: 0.5)
    assertClose(fraction(timing, 3) ?? .nan, 0.45, Tolerance.closedForm)
    XCTAssertEqual(timing.phase(atParentTime: 3)?.region, .active)
  }

  func testCycleIsTwoLegsWithAutoreverses_T4() {
    let timing = MediaTiming(duration: 2, autoreverses: true)
    XCTAssertEqual(timing.cycleDuration, 4)
    XCTAssertEqual(timing.activeDuration, 4)
    // t = 2.5: leg 1 (backward), u = 0.25, shown 0.75.
    XCTAssertEqual(fraction(timing, 2.5), 0.75)
    XCTAssertEqual(timing.phase(atParentTime: 2.5)?.isReversed, true)
    // t = 1: forward leg, 0.5.
    XCTAssertEqual(fraction(timing, 1), 0.5)
  }

  func testActiveDurationRules_T5() {
    // Aligned table: (timing, expected active duration).
    let cases: [(MediaTiming, Double)] = [
      (MediaTiming(duration: 2), 2),
      (MediaTiming(duration: 2, repeatCount: 2.5), 5),
      (MediaTiming(duration: 2, repeatCount: 3, autoreverses: true), 12),
      (MediaTiming(duration: 2, repeatDuration: 3), 3),
      (MediaTiming(duration: 2, repeatCount: 10, repeatDuration: 3), 3),  // repeatDuration wins
      (MediaTiming(duration: 2, repeatCount: .infinity), .infinity),
    ]
    for (timing, expected) in cases {
      XCTAssertEqual(timing.activeDuration, expected, "\(timing)")
    }
  }

  func testActiveIntervalIsHalfOpen_T5() {
    let timing = MediaTiming(beginTime: 1, duration: 2)
    XCTAssertNil(timing.phase(atParentTime: 0.999))
    XCTAssertEqual(timing.phase(atParentTime: 1)?.region, .active)
    XCTAssertEqual(timing.phase(atParentTime: 1)?.fraction, 0)
    XCTAssertEqual(timing.phase(atParentTime: 2.999)?.region, .active)
    // At the exact end it has finished; without a fill it shows nothing.
    XCTAssertNil(timing.phase(atParentTime: 3))
  }

  func testFractionalRepeatEndsMidCycle_T5() {
    let timing = MediaTiming(duration: 2, repeatCount: 2.5, fillMode: .forwards)
    // Active for 5 s; at 4.5 in the third cycle, u = 0.25.
    XCTAssertEqual(fraction(timing, 4.5), 0.25)
    // After the end the fill holds the stop point, half-way through the curve.
    XCTAssertEqual(timing.phase(atParentTime: 5)?.region, .after)
    XCTAssertEqual(fraction(timing, 5), 0.5)
    XCTAssertEqual(fraction(timing, 100), 0.5)
  }

  func testInfiniteRepeatNeverEnds_T5() {
    let timing = MediaTiming(duration: 2, repeatCount: .infinity)
    XCTAssertEqual(timing.phase(atParentTime: 1e9 + 0.5)?.region, .active)
    // 1e9 is a whole number of cycles.
    assertClose(fraction(timing, 1e9 + 0.5) ?? .nan, 0.25, Tolerance.lateTime)
  }

  func testTimeOffsetShiftsPhaseNotInterval_T6() {
    // Rönnqvist: a 3 s animation with timeOffset 1 shows second 1 of its curve at its start,
    // seconds 1–3, then 0–1, and still lasts 3 s.
    let timing = MediaTiming(duration: 3, timeOffset: 1, fillMode: .forwards)
    assertClose(fraction(timing, 0) ?? .nan, 1.0 / 3, Tolerance.closedForm)
    assertClose(fraction(timing, 1.5) ?? .nan, 2.5 / 3, Tolerance.closedForm)
    assertClose(fraction(timing, 2.5) ?? .nan, 0.5 / 3, Tolerance.closedForm)
    XCTAssertEqual(timing.phase(atParentTime: 2.999)?.region, .active)
    XCTAssertEqual(timing.phase(atParentTime: 3)?.region, .after)
    // The final moment is second 1 of the curve again (F2: the limit from inside).
    assertClose(fraction(timing, 3) ?? .nan, 1.0 / 3, Tolerance.closedForm)
  }

  func testEndOfIntervalShowsEndOfFinalLeg_T7() {
    let twice = MediaTiming(duration: 1, repeatCount: 2, fillMode: .forwards)
    XCTAssertEqual(fraction(twice, 1.5), 0.5)
    XCTAssertEqual(fraction(twice, 1), 0)  // a new leg starts inside the interval
    XCTAssertEqual(fraction(twice, 2), 1)  // …but never at its end
    let reversing = MediaTiming(duration: 1, autoreverses: true, fillMode: .forwards)
    XCTAssertEqual(fraction(reversing, 2), 0)  // the backward leg ends at the start
    XCTAssertEqual(fraction(reversing, 1), 1)  // the turning point: start of the backward leg
  }

  func testBackwardLegReversesTheFraction_T8() {
    let timing = MediaTiming(duration: 1, autoreverses: true)
    let phase = timing.phase(atParentTime: 1.25)
    XCTAssertEqual(phase?.isReversed, true)
    XCTAssertEqual(phase?.fraction, 0.75)
  }

  func testSpeedZeroFreezesAtTimeOffset_T9() {
    let timing = MediaTiming(beginTime: 1, duration: 2, speed: 0, timeOffset: 0.5)
    XCTAssertNil(timing.phase(atParentTime: 0.5))  // before its beginTime: F1 applies
    XCTAssertEqual(fraction(timing, 1), 0.25)
    XCTAssertEqual(fraction(timing, 1_000), 0.25)
    XCTAssertEqual(timing.phase(atParentTime: 1_000)?.region, .active)
  }

  func testNegativeSpeedPlaysBackwards_T9() {
    let timing = MediaTiming(duration: 2, speed: -1, fillMode: .both)
    XCTAssertEqual(fraction(timing, 0), 1)  // starts at the end of the curve
    XCTAssertEqual(fraction(timing, 0.5), 0.75)
    XCTAssertEqual(fraction(timing, 1.5), 0.25)
    XCTAssertEqual(timing.phase(atParentTime: 2)?.region, .after)
    XCTAssertEqual(fraction(timing, 2), 0)  // ends at the start of the curve
    XCTAssertEqual(fraction(timing, -1), 1)  // backwards fill: the first instant, u = 1
    // Speed −2 covers the 2 s leg in 1 s of parent time.
    let fast = MediaTiming(duration: 2, speed: -2)
    XCTAssertEqual(fraction(fast, 0.25), 0.75)
    XCTAssertNil(fast.phase(atParentTime: 1))
  }

  func testNegativeSpeedLegParityIsFloorMod_T9() {
    // k = −1 is a backward leg: u = 1 reversed shows 0.
    let timing = MediaTiming(duration: 1, speed: -1, repeatCount: 1, autoreverses: true)
    XCTAssertEqual(fraction(timing, 0), 0)
    XCTAssertEqual(timing.phase(atParentTime: 0)?.isReversed, true)
    XCTAssertEqual(fraction(timing, 0.25), 0.25)  // a = −0.25: leg −1, u = 0.75 → 0.25
    XCTAssertEqual(fraction(timing, 1.25), 0.75)  // a = −1.25: leg −2 (forward), u = 0.75
  }

  func testBackwardsFillShowsFirstInstant_F1() {
    let plain = MediaTiming(beginTime: 2, duration: 2, fillMode: .backwards)
    XCTAssertEqual(plain.phase(atParentTime: 1)?.region, .before)
    XCTAssertEqual(fraction(plain, 1), 0)
    let offset = MediaTiming(beginTime: 2, duration: 2, timeOffset: 0.5, fillMode: .both)
    XCTAssertEqual(fraction(offset, 0), 0.25)
    XCTAssertNil(MediaTiming(beginTime: 2, duration: 2, fillMode: .forwards).phase(atParentTime: 1))
  }

  func testForwardsFillHoldsFinalMoment_F2() {
    let timing = MediaTiming(duration: 2, fillMode: .forwards)
    XCTAssertEqual(timing.phase(atParentTime: 7)?.region, .after)
    XCTAssertEqual(fraction(timing, 7), 1)
    XCTAssertNil(MediaTiming(duration: 2, fillMode: .backwards).phase(atParentTime: 7))
  }

  func testLimitFromBelowAtTheEnd_F2_G1() {
    let timing = MediaTiming(duration: 2)
    // At exactly 2 the animation has finished; the limit from below is still inside it.
    XCTAssertNil(timing.phase(atParentTime: 2))
    let limit = timing.phase(atParentTime: 2, limitFromBelow: true)
    XCTAssertEqual(limit?.region, .active)
    XCTAssertEqual(limit?.fraction, 1)
    // And at a leg boundary inside the interval the limit is the end of the earlier leg.
    let twice = MediaTiming(duration: 1, repeatCount: 2)
    XCTAssertEqual(twice.phase(atParentTime: 1, limitFromBelow: true)?.fraction, 1)
    XCTAssertEqual(twice.phase(atParentTime: 1)?.fraction, 0)
    // The start approached from below is before the interval.
    XCTAssertNil(timing.phase(atParentTime: 0, limitFromBelow: true))
  }

  func testNaNTimeShowsNothing() {
    XCTAssertNil(MediaTiming(duration: 1, fillMode: .both).phase(atParentTime: .nan))
  }

  func testZeroDurationIsAnEmptyInterval_T3() {
    // A layer resolves a zero duration to 0.25 s (see LayerTests); evaluated directly it has no
    // inside: the backwards fill shows the start, the forwards fill the end.
    let timing = MediaTiming(duration: 0, fillMode: .both)
    XCTAssertEqual(timing.phase(atParentTime: -1)?.fraction, 0)
    XCTAssertEqual(timing.phase(atParentTime: 0)?.fraction, 1)
    XCTAssertNil(MediaTiming(duration: 0).phase(atParentTime: 0))
  }

  func testValidationNamesTheField() {
    // Aligned table of bad timings and the field each error must name.
    let cases: [(MediaTiming, String)] = [
      (MediaTiming(beginTime: .nan), "beginTime"),
      (MediaTiming(beginTime: .infinity), "beginTime"),
      (MediaTiming(duration: -1), "duration"),
      (MediaTiming(duration: .nan), "duration"),
      (MediaTiming(speed: .infinity), "speed"),
      (MediaTiming(speed: .nan), "speed"),
      (MediaTiming(timeOffset: -.infinity), "timeOffset"),
      (MediaTiming(repeatCount: -2), "repeatCount"),
      (MediaTiming(repeatCount: .nan), "repeatCount"),
      (MediaTiming(repeatDuration: -0.5), "repeatDuration"),
    ]
    for (timing, field) in cases {
      XCTAssertThrowsError(try timing.validate(), "\(timing)") { error in
        XCTAssertEqual((error as? ValidationError)?.field, field)
      }
    }
    XCTAssertNoThrow(
      try MediaTiming(duration: .infinity, speed: -3, repeatCount: .infinity).validate())
  }

  /// Property test: inside the active interval the phase is continuous except at leg boundaries
  /// (T7), and with autoreverses it is continuous everywhere (the legs meet at the turning points).
  func testPhaseIsContinuousInsideTheInterval_T7() {
    var random = SplitMix64(seed: 0x5EED_0001)
    for _ in 0..<200 {
      let timing = MediaTiming(
        beginTime: random.double(in: -2...2), duration: random.double(in: 0.1...3),
        speed: random.double(in: 0.2...3) * (Bool.random(using: &random) ? 1 : -1),
        timeOffset: random.double(in: -1...1), repeatCount: random.double(in: 1...4),
        autoreverses: true)
      let span = timing.activeDuration / abs(timing.speed)
      let step = 1e-7
      var t = timing.beginTime + step
      while t < timing.beginTime + span - step {
        let a = timing.phase(atParentTime: t)?.fraction ?? .nan
        let b = timing.phase(atParentTime: t + step)?.fraction ?? .nan
        // |d fraction / dt| = |speed| / duration; allow rounding on top.
        XCTAssertLessThanOrEqual(
          abs(a - b), step * abs(timing.speed) / timing.duration * 1.001 + 1e-12,
          "\(timing) at \(t)")
        t += span / 37
      }
    }
  }

  /// Property test: with autoreverses, the fraction at leg time u equals the fraction at
  /// 2·duration − u (T4, T8).
  func testAutoreverseIsSymmetric_T4_T8() {
    var random = SplitMix64(seed: 0x5EED_0002)
    for _ in 0..<500 {
      let duration = random.double(in: 0.1...5)
      let timing = MediaTiming(duration: duration, autoreverses: true)
      let u = random.double(in: 0...duration)
      let forward = timing.phase(atParentTime: u)?.fraction ?? .nan
      let backward = timing.phase(atParentTime: 2 * duration - u)?.fraction ?? .nan
      assertClose(forward, backward, Tolerance.closedForm, "duration \(duration), u \(u)")
    }
  }
}
