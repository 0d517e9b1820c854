import Foundation
import LayerKitSwiftUI
import XCTest

/// Rules W3–W6: the animations' constructors, curves, springs and modifiers.
final class AnimationTests: XCTestCase {
  func testDefaultIsTheDocumentedSpring_W3() {
    XCTAssertEqual(Animation.default, .spring(response: 0.55, dampingFraction: 1, blendDuration: 0))
    XCTAssertNotEqual(Animation.default, .spring)
    XCTAssertEqual(Animation.spring, .spring(duration: 0.5, bounce: 0, blendDuration: 0))
    XCTAssertEqual(Animation.smooth, .smooth(duration: 0.5, extraBounce: 0))
    XCTAssertNotEqual(Animation.easeIn, .easeIn.delay(0))
  }

  func testTimingCurvesScaleTheChange_W4() {
    // easeIn(duration: 2) at 0.5 s: the curve at 0.25.
    let expected = UnitCurve.easeIn.value(at: 0.25) * 100
    XCTAssertEqual(
      Animation.easeIn(duration: 2).testingValue(of: 100.0, at: 0.5), expected, accuracy: Tier.exact
    )
    // The default duration is 0.35 s.
    XCTAssertEqual(Animation.linear.testingValue(of: 1.0, at: 0.175), 0.5, accuracy: Tier.exact)
    XCTAssertEqual(Animation.easeInOut.testingDuration, 0.35)
    XCTAssertEqual(
      Animation.timingCurve(0.42, 0, 0.58, 1, duration: 1).testingProgress(at: 0.3),
      UnitCurve.easeInOut.value(at: 0.3), accuracy: Tier.exact)
    XCTAssertEqual(
      Animation.linear(duration: 1).testingValue(from: 10.0, to: 20, at: 0.3), 13,
      accuracy: Tier.exact)
  }

  func testSpringsRunTheirSpring_W3() {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    XCTAssertEqual(
      Animation.spring(duration: 0.5, bounce: 0.3).testingValue(of: 1.0, at: 0.2),
      spring.value(target: 1.0, time: 0.2), accuracy: Tier.exact)
    // dampingFraction 0.825 and response 0.5 by default.
    XCTAssertEqual(
      Animation.spring().testingProgress(at: 0.1),
      Spring(response: 0.5, dampingRatio: 0.825).value(target: 1.0, time: 0.1), accuracy: Tier.exact
    )
    // An interpolating spring's initial velocity is a fraction of the change per second.
    let s = Spring(mass: 1, stiffness: 170, damping: 15)
    XCTAssertEqual(
      Animation.interpolatingSpring(stiffness: 170, damping: 15, initialVelocity: 2)
        .testingValue(of: 50.0, at: 0.1),
      s.value(target: 50.0, initialVelocity: 100, time: 0.1), accuracy: Tier.closedForm)
    XCTAssertEqual(Animation.snappy.testingDuration, Spring.snappy.settlingDuration)
  }

  func testDelayAndSpeedComposeOutsideIn_W5() {
    let linear = Animation.linear(duration: 1)
    XCTAssertEqual(linear.delay(0.5).testingProgress(at: 0.75), 0.25, accuracy: Tier.exact)
    XCTAssertEqual(linear.delay(0.5).testingProgress(at: 0.25), 0, accuracy: Tier.exact)
    XCTAssertEqual(linear.speed(2).testingProgress(at: 0.25), 0.5, accuracy: Tier.exact)
    // Outside in: the speed applies to the delay inside it, not the other way round.
    XCTAssertEqual(linear.delay(1).speed(2).testingProgress(at: 0.75), 0.5, accuracy: Tier.exact)
    XCTAssertEqual(linear.speed(2).delay(1).testingProgress(at: 1.25), 0.5, accuracy: Tier.exact)
    XCTAssertEqual(linear.delay(1).speed(2).testingDuration, 1, accuracy: Tier.exact)
  }

  func testRepeatsCountAReverseAsARepetition_W5() {
    let linear = Animation.linear(duration: 1)
    let twice = linear.repeatCount(2, autoreverses: true)
    XCTAssertEqual(twice.testingProgress(at: 0.25), 0.25, accuracy: Tier.exact)
    XCTAssertEqual(twice.testingProgress(at: 1.25), 0.75, accuracy: Tier.exact)  // back
    XCTAssertEqual(twice.testingDuration, 2)
    XCTAssertEqual(twice.testingProgress(at: 2.5), 1)  // finished: the model shows
    let forward = linear.repeatCount(3, autoreverses: false)
    XCTAssertEqual(forward.testingProgress(at: 2.25), 0.25, accuracy: Tier.exact)
  }

  func testARepeatWrapsWhatIsInsideIt_W5() {
    let linear = Animation.linear(duration: 1)
    // The delay inside the repeat waits on every cycle (cycle 2 s)…
    XCTAssertEqual(
      linear.delay(1).repeatForever(autoreverses: false).testingProgress(at: 2.5), 0,
      accuracy: Tier.exact)
    XCTAssertEqual(
      linear.delay(1).repeatForever(autoreverses: false).testingProgress(at: 3.5), 0.5,
      accuracy: Tier.exact)
    // …the one outside once.
    XCTAssertEqual(
      linear.repeatForever(autoreverses: false).delay(1).testingProgress(at: 2.5), 0.5,
      accuracy: Tier.exact)
    XCTAssertEqual(linear.repeatForever().testingDuration, .infinity)
  }

  func testAnimateReturnsNilWhenFinishedAndMarksLogicalCompletion_W6() {
    var context = AnimationContext<Double>.testing()
    let animation = Animation.spring(duration: 0.5, bounce: 0.2)
    XCTAssertNotNil(animation.animate(value: 1.0, time: 0.3, context: &context))
    XCTAssertFalse(context.isLogicallyComplete)
    XCTAssertNotNil(animation.animate(value: 1.0, time: 0.5, context: &context))
    XCTAssertTrue(context.isLogicallyComplete)  // its perceptual duration
    XCTAssertNil(animation.animate(value: 1.0, time: 10, context: &context))
    XCTAssertEqual(Animation.easeIn.logicallyComplete(after: 0.1).testingLogicalDuration, 0.1)
  }

  func testVelocityOfACurve_W4_W6() throws {
    let context = AnimationContext<Double>.testing()
    let velocity = try XCTUnwrap(
      Animation.easeInOut(duration: 2).velocity(value: 10.0, time: 0.5, context: context))
    XCTAssertEqual(velocity, 10 * UnitCurve.easeInOut.velocity(at: 0.25) / 2, accuracy: Tier.exact)
  }

  func testCustomAnimationsRunThroughAnimation_W6() {
    let animation = Animation(Stepped(steps: 4, duration: 1))
    XCTAssertEqual(animation.testingValue(of: 8.0, at: 0.3), 2)  // the first of four steps
    XCTAssertEqual(animation.testingDuration, 1, accuracy: Tier.frameAt240)
    XCTAssertEqual(animation, Animation(Stepped(steps: 4, duration: 1)))
    XCTAssertNotEqual(animation, Animation(Stepped(steps: 5, duration: 1)))
  }
}

/// A custom animation in steps, written as for iOS.
struct Stepped: CustomAnimation {
  var steps: Int
  var duration: TimeInterval
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard time < duration else { return nil }
    let step = (time / duration * Double(steps)).rounded(.down)
    return value * (step / Double(steps))
  }
}
