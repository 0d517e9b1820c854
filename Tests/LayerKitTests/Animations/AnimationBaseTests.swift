import LayerKit
import XCTest

/// The common fields of every animation kind, read and written by their Core Animation names
/// (`CAAnimation`'s properties and its adoption of `CAMediaTiming`, rules T1, T2, T5, TF7, F2).
/// Expected values are the ones written, field for field, and a timing built from them directly.
final class AnimationBaseTests: XCTestCase {
  /// Writes every common field by name, in generic code as a user's helper would.
  private func configure<A: LayerAnimation>(_ animation: inout A) {
    animation.beginTime = 1.5
    animation.duration = 2
    animation.speed = 0.5
    animation.timeOffset = 0.25
    animation.repeatCount = 3
    animation.repeatDuration = 7
    animation.autoreverses = true
    animation.fillMode = .both
    animation.timingFunction = .easeIn
    animation.isRemovedOnCompletion = false
    animation.userInfo = ["target": 4]
  }

  private let expectedTiming = MediaTiming(
    beginTime: 1.5, duration: 2, speed: 0.5, timeOffset: 0.25, repeatCount: 3,
    repeatDuration: 7, autoreverses: true, fillMode: .both)

  private func assertConfigured<A: LayerAnimation>(
    _ animation: A, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(animation.base.timing, expectedTiming, file: file, line: line)
    XCTAssertEqual(animation.timing, expectedTiming, file: file, line: line)
    XCTAssertEqual(animation.base.timingFunction, .easeIn, file: file, line: line)
    XCTAssertFalse(animation.base.isRemovedOnCompletion, file: file, line: line)
    XCTAssertEqual(animation.base.userInfo, ["target": 4], file: file, line: line)
    // Read back by name, each as written.
    XCTAssertEqual(animation.timingFunction, .easeIn, file: file, line: line)
    XCTAssertEqual(animation.isRemovedOnCompletion, false, file: file, line: line)
    XCTAssertEqual(animation.userInfo, ["target": 4], file: file, line: line)
    XCTAssertEqual(animation.beginTime, 1.5, file: file, line: line)
    XCTAssertEqual(animation.duration, 2, file: file, line: line)
    XCTAssertEqual(animation.speed, 0.5, file: file, line: line)
    XCTAssertEqual(animation.timeOffset, 0.25, file: file, line: line)
    XCTAssertEqual(animation.repeatCount, 3, file: file, line: line)
    XCTAssertEqual(animation.repeatDuration, 7, file: file, line: line)
    XCTAssertTrue(animation.autoreverses, file: file, line: line)
    XCTAssertEqual(animation.fillMode, .both, file: file, line: line)
  }

  func testEveryKindReadsAndWritesTheCommonFieldsByName_T2() {
    var basic = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
    // Read by name before any write: Core Animation's defaults (T2, whose fields
    // MediaTimingTests checks one by one; F2; TF7).
    XCTAssertEqual(basic.timing, MediaTiming())
    XCTAssertTrue(basic.isRemovedOnCompletion)
    XCTAssertNil(basic.timingFunction)
    configure(&basic)
    assertConfigured(basic)

    var keyframes = KeyframeAnimation(keyPath: .opacity, values: [0, 1])
    configure(&keyframes)
    assertConfigured(keyframes)

    var spring = SpringAnimation(keyPath: .opacity, from: 0, to: 1)
    configure(&spring)
    assertConfigured(spring)

    var group = AnimationGroup([basic])
    configure(&group)
    assertConfigured(group)

    var transition = Transition()
    configure(&transition)
    assertConfigured(transition)

    // A key path to a field by name writes the field (a user's generic setter).
    let duration: WritableKeyPath<BasicAnimation, Double> = \.duration
    basic[keyPath: duration] = 3
    XCTAssertEqual(basic.base.timing.duration, 3)

    // Through the enum a layer stores, the same fields.
    var stored = Animation.basic(BasicAnimation(keyPath: .opacity, from: 0, to: 1))
    configure(&stored)
    assertConfigured(stored)
  }

  func testAWriteByNameTakesEffect_T1_T5() throws {
    // A fade from 0 to 1 written with `duration = 4` and `repeatCount = 2` by name: at 5 s it
    // is 1 s into its second cycle, 1/4 of the way (TF7: linear); at 9 s it has ended (T5).
    var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
    fade.duration = 4
    fade.repeatCount = 2
    let layer = Layer(clock: ManualMediaClock(time: 0))
    layer.opacity = 0.5
    try layer.add(fade, forKey: "fade")
    assertClose(layer.presentation(at: 5).opacity, 0.25, Tolerance.closedForm)
    XCTAssertEqual(layer.presentation(at: 9).opacity, 0.5)
  }
}
