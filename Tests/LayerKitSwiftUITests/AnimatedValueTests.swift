import Foundation
import LayerKitSwiftUI
import XCTest

/// Rule W6: what an animated value shows when animations interrupt, and when completions run.
final class AnimatedValueTests: XCTestCase {
  func testWithoutAnimationTheValueJumps_W6() {
    let clock = ManualAnimationClock()
    let value = AnimatedValue(0.0, clock: clock)
    value.value = 10
    XCTAssertEqual(value.presentationValue, 10)
    withAnimation(nil) { value.value = 20 }
    XCTAssertEqual(value.presentationValue, 20)
  }

  func testTimingCurvesAddTheirRemainingChanges_W6() throws {
    let clock = ManualAnimationClock()
    let value = AnimatedValue(0.0, clock: clock)
    withAnimation(.linear(duration: 1)) { value.value = 100 }
    try clock.advance(to: 0.5)
    withAnimation(.linear(duration: 1)) { value.value = 0 }
    // At 0.75: model 0 − (100 × 0.25 remaining + (−100) × 0.75 remaining) = 50.
    XCTAssertEqual(value.presentation(at: 0.75), 50, accuracy: Tier.exact)
    XCTAssertEqual(value.presentation(at: 0.25), 25, accuracy: Tier.exact)  // before the change
    XCTAssertEqual(value.presentation(at: 1.5), 0, accuracy: Tier.exact)
  }

  func testSpringsRetargetKeepingVelocity_W6() throws {
    let clock = ManualAnimationClock()
    let angle = AnimatedValue(0.0, clock: clock)
    let spring = Spring(duration: 0.5, bounce: 0.2)
    withAnimation(.spring(spring)) { angle.value = 180 }
    try clock.advance(to: 0.2)
    withAnimation(.spring(spring)) { angle.value = 0 }  // tapped again mid-flip
    // The closed form: at the merge the value is x and moves at v; from there the spring runs
    // from x to 0 starting at v.
    let x = spring.value(target: 180.0, time: 0.2)
    let v = spring.velocity(target: 180.0, time: 0.2)
    for t in [0.2, 0.25, 0.4, 0.9] {
      let expected = x + spring.value(target: 0 - x, initialVelocity: v, time: t - 0.2)
      XCTAssertEqual(angle.presentation(at: t), expected, accuracy: Tier.closedForm)
    }
    // Position and velocity continuous at the merge.
    let h = 1e-6
    let before = (angle.presentation(at: 0.2 - h) - angle.presentation(at: 0.2 - 2 * h)) / h
    let after = (angle.presentation(at: 0.2 + 2 * h) - angle.presentation(at: 0.2 + h)) / h
    XCTAssertEqual(before, after, accuracy: Tier.oneSidedVelocity * abs(v))
  }

  func testACurveDoesNotMergeWithASpring_W6() throws {
    let clock = ManualAnimationClock()
    let value = AnimatedValue(0.0, clock: clock)
    withAnimation(.spring(duration: 0.5)) { value.value = 1 }
    try clock.advance(to: 0.1)
    withAnimation(.linear(duration: 1)) { value.value = 2 }
    let spring = Spring(duration: 0.5)
    let expected = 2 - ((1 - spring.value(target: 1.0, time: 0.3)) + (1 - 0.2))
    XCTAssertEqual(value.presentation(at: 0.3), expected, accuracy: Tier.closedForm)
  }

  func testCustomAnimationsMergeWhenTheySaySo_W6() throws {
    let clock = ManualAnimationClock()
    let value = AnimatedValue(0.0, clock: clock)
    withAnimation(Animation(MergingLinear(duration: 1))) { value.value = 10 }
    try clock.advance(to: 0.5)
    withAnimation(Animation(MergingLinear(duration: 1))) { value.value = 30 }
    // Merged: one animation from the first start over the combined change 30, at 0.75 s.
    XCTAssertEqual(value.presentation(at: 0.75), 30 * 0.75, accuracy: Tier.exact)
  }

  func testCompletionsRunOnceByCriterion_W6() throws {
    let clock = ManualAnimationClock()
    let value = AnimatedValue(0.0, clock: clock)
    var logical = 0
    var removed = 0
    withAnimation(.spring(duration: 0.5, bounce: 0.3), completionCriteria: .logicallyComplete) {
      value.value = 1
    } completion: {
      logical += 1
    }
    withAnimation(.spring(duration: 0.5, bounce: 0.3), completionCriteria: .removed) {
      value.value = 2
    } completion: {
      removed += 1
    }
    try clock.advance(to: 0.49)
    _ = value.presentationValue
    XCTAssertEqual(logical, 0)
    try clock.advance(to: 0.5)
    _ = value.presentationValue
    XCTAssertEqual(logical, 1)  // merged into the second spring, complete at its duration
    XCTAssertEqual(removed, 0)
    try clock.advance(to: Spring(duration: 0.5, bounce: 0.3).settlingDuration + 1)
    _ = value.presentationValue
    _ = value.presentationValue
    XCTAssertEqual(removed, 1)
    XCTAssertEqual(logical, 1)
  }

  func testAChangeWithoutAnimationRemovesTheRunningOnes_W6() throws {
    let clock = ManualAnimationClock()
    let value = AnimatedValue(0.0, clock: clock)
    var removed = false
    withAnimation(.linear(duration: 10), completionCriteria: .removed) {
      value.value = 100
    } completion: {
      removed = true
    }
    try clock.advance(to: 1)
    value.value = 50
    XCTAssertTrue(removed)
    XCTAssertEqual(value.presentation(at: 1), 50)
    XCTAssertEqual(value.presentation(at: 0.5), 5, accuracy: Tier.exact)  // before, it ran
    XCTAssertFalse(value.isAnimating(at: 2))
  }

  func testACompletionWithNothingAnimatedRunsAtOnce_W6() {
    var ran = false
    withAnimation(.easeIn) {
    } completion: {
      ran = true
    }
    XCTAssertTrue(ran)
  }

  func testTransactionsCarryTheAnimation_W6() throws {
    let clock = ManualAnimationClock()
    let value = AnimatedValue(0.0, clock: clock)
    var transaction = Transaction(animation: .linear(duration: 2))
    transaction.disablesAnimations = true
    withTransaction(transaction) { value.value = 1 }
    XCTAssertEqual(value.presentationValue, 1)
    withTransaction(\.animation, .linear(duration: 2)) { value.value = 2 }
    XCTAssertEqual(value.presentation(at: 1), 1.5, accuracy: Tier.exact)
  }
}

/// A linear custom animation that merges, written as for iOS.
struct MergingLinear: CustomAnimation {
  var duration: TimeInterval
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    time >= duration ? nil : value * (time / duration)
  }
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool { true }
}
