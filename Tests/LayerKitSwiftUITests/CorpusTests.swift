import Foundation
import LayerKitSwiftUI
import LayerKitTesting
import XCTest

/// The corpus (Corpus/AppAnimations.swift) compiles as written for iOS; its values agree with
/// the rules' closed forms (W1–W7).
final class CorpusTests: XCTestCase {
  func testAppConstantsAreTheirDocumentedSprings_W3_W5() {
    XCTAssertEqual(
      Animation.cardFlip.testingProgress(at: 0.1),
      Spring(response: 0.4, dampingRatio: 0.7).value(target: 1.0, time: 0.1), accuracy: Tier.exact)
    XCTAssertEqual(Animation.staggered(2).testingProgress(at: 0.1), 0)  // still delayed
    XCTAssertEqual(
      Animation.staggered(2).testingProgress(at: 0.25), UnitCurve.easeOut.value(at: 0.5),
      accuracy: Tier.exact)
    XCTAssertEqual(
      Animation.pulse.testingProgress(at: 1.2), UnitCurve.easeInOut.value(at: 0.5),
      accuracy: Tier.exact)
    XCTAssertEqual(Animation.toast, .snappy(duration: 0.3, extraBounce: 0.1))
  }

  func testCustomAnimationsOfTheCorpus_W6() {
    XCTAssertEqual(Animation.myLinear.testingValue(of: 10.0, at: 0.25), 2.5, accuracy: Tier.exact)
    // Elastic: at p = 0.75 the second branch.
    let p = 0.75
    let s = sin((20 * p - 11.125) * ((2 * Double.pi) / 4.5))
    XCTAssertEqual(
      Animation(ElasticAnimation(duration: 2)).testingProgress(at: 1.5),
      (pow(2, -20 * p + 10) * s) / 2 + 1, accuracy: Tier.exact)
  }

  func testTheBounceTimeline_W7() {
    let timeline = Bounce.keyframes
    // The longest track: the vertical translation's last spring settles (S4) after 1.25 s.
    let translationEnd = 0.1 + 0.15 + 1.0 + Spring.bouncy.settlingDuration
    XCTAssertEqual(timeline.duration, translationEnd, accuracy: Tier.closedForm)
    // At 0.05 s: the first linear keyframe of the translation, 0 → 0.
    XCTAssertEqual(timeline.value(time: 0.05).verticalTranslation, 0, accuracy: Tier.exact)
    // The scale's first keyframe holds 1 for 0.36 s; the angle's first cubic is 0 → 0 with a
    // zero start tangent and a Catmull-Rom end tangent of (16° − 0)/2.
    XCTAssertEqual(timeline.value(time: 0.2).scale, 1, accuracy: Tier.exact)
    let u = 0.5
    let h11 = u * u * u - u * u
    XCTAssertEqual(
      timeline.value(time: 0.29).angle.degrees, h11 * 8, accuracy: Tier.closedForm)
  }

  func testTheAssertionsReadTimelinesSpringsAndValues_W7() throws {
    assertValue(
      of: KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(4.0, duration: 2) }, at: 0.5,
      equals: 1)
    assertValue(
      of: .linear(duration: 2), from: CGPoint.zero, to: CGPoint(x: 10, y: 20), at: 1,
      equals: CGPoint(x: 5, y: 10))
    let spring = Spring(duration: 0.5)
    assertValue(of: spring, from: 0.0, to: 1, at: 0.5, equals: spring.value(target: 1.0, time: 0.5))
    let clock = ManualAnimationClock()
    let value = AnimatedValue(0.0, clock: clock)
    withAnimation(.linear(duration: 1)) { value.value = 1 }
    assertValue(of: value, at: 0.4, equals: 0.4, accuracy: Tier.closedForm)
    let timeline = try swiftUITimeline(of: .linear(duration: 1), fps: 4)
    XCTAssertEqual(timeline.times, [0, 0.25, 0.5, 0.75, 1])
    // Linear: the progress is the time fraction (the golden file holds these, checked by hand).
    XCTAssertEqual(timeline.values(of: "progress").map { $0?.number }, [0, 0.25, 0.5, 0.75, 1])
    assertTimeline(timeline, matchesFile: "Golden/linear-progress.json")
  }
}
