import Foundation
import LayerKit
import XCTest

/// Animation groups (rules G1–G3, T3, T10) and transitions (X1).
final class AnimationGroupTests: XCTestCase {
  private func fade(_ duration: Double, from: Double = 0, to: Double = 1) -> BasicAnimation {
    BasicAnimation(
      keyPath: .opacity, from: .number(from), to: .number(to),
      timing: MediaTiming(duration: duration))
  }

  func testGroupDurationClipsChildren_G2() throws {
    // Apple: a 10 s child in a 5 s group shows only its first 5 s.
    var group = AnimationGroup([fade(10)], timing: MediaTiming(duration: 5))
    group.fillMode = .forwards
    group.isRemovedOnCompletion = false
    let layer = Layer()
    try layer.add(group, forKey: "g")
    assertClose(layer.presentation(at: 4).opacity, 0.4, Tolerance.closedForm)
    assertClose(layer.presentation(at: 9).opacity, 0.5, Tolerance.closedForm)  // held at 5 s
  }

  func testGroupTimingFunctionWarpsChildren_G1() throws {
    var group = AnimationGroup([fade(2)], timing: MediaTiming(duration: 2))
    group.timingFunction = .easeIn
    let layer = Layer()
    try layer.add(group, forKey: "g")
    assertClose(
      layer.presentation(at: 1).opacity, ReferenceBezier.progress(0.42, 0, 1, 1, at: 0.5),
      Tolerance.solver)
  }

  func testChildEndingWithTheGroupShowsItsFinalValue_G1() throws {
    var group = AnimationGroup([fade(2, from: 0.2, to: 0.8)], timing: MediaTiming(duration: 2))
    group.fillMode = .forwards
    group.isRemovedOnCompletion = false
    let layer = Layer()
    try layer.add(group, forKey: "g")
    XCTAssertEqual(layer.presentation(at: 2).opacity, 0.8)
    XCTAssertEqual(layer.presentation(at: 5).opacity, 0.8)
    // At an autoreverse turning point too.
    var bounce = AnimationGroup([fade(1, from: 0.2, to: 0.8)], timing: MediaTiming(duration: 1))
    bounce.autoreverses = true
    let reversing = Layer()
    try reversing.add(bounce, forKey: "b")
    XCTAssertEqual(reversing.presentation(at: 1).opacity, 0.8)
  }

  func testChildTimingInsideTheGroup_G3() throws {
    var late = fade(1)
    late.beginTime = 1  // relative to the group's start
    late.fillMode = .backwards
    late.isRemovedOnCompletion = true  // ignored inside a group
    var early = BasicAnimation(
      keyPath: .cornerRadius, from: 0, to: 10, timing: MediaTiming(duration: 1))
    early.fillMode = .forwards
    let layer = Layer()
    layer.opacity = 0.5
    let clock = ManualMediaClock(time: 10)
    layer.clock = clock
    try layer.add(AnimationGroup([late, early], timing: MediaTiming(duration: 3)), forKey: "g")
    // Added at 10 s: the group begins then; the late child at 11 s.
    XCTAssertEqual(layer.presentation(at: 10.5).opacity, 0)  // backwards fill
    assertClose(layer.presentation(at: 11.5).opacity, 0.5, Tolerance.closedForm)
    XCTAssertEqual(layer.presentation(at: 12.5).opacity, 0.5)  // the child ended: no forwards fill
    XCTAssertEqual(layer.presentation(at: 12.5).cornerRadius, 10)  // this one fills forwards
    XCTAssertEqual(layer.animation(forKey: "g")?.beginTime, 10)
  }

  func testChildrenWithoutDurationTakeTheGroups_T3() throws {
    let child = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
    let inner = AnimationGroup([child])
    let layer = Layer()
    try layer.add(AnimationGroup([inner], timing: MediaTiming(duration: 4)), forKey: "g")
    guard case .group(let stored)? = layer.animation(forKey: "g"),
      case .group(let storedInner) = stored.animations[0]
    else { return XCTFail("expected nested groups") }
    XCTAssertEqual(storedInner.duration, 4)
    XCTAssertEqual(storedInner.animations[0].duration, 4)
    assertClose(layer.presentation(at: 1).opacity, 0.25, Tolerance.closedForm)
  }

  func testNestedSpeedsMultiply_T10() throws {
    // An animation with speed 1.5 in a group of speed 2 on a layer of speed 0.5 runs at 1.5×.
    var child = fade(3)
    child.speed = 1.5
    var group = AnimationGroup([child], timing: MediaTiming(duration: 100))
    group.speed = 2
    let root = Layer()
    let layer = Layer()
    root.addSublayer(layer)
    layer.speed = 0.5
    try layer.add(group, forKey: "g")
    assertClose(layer.presentation(at: 1).opacity, 0.5, Tolerance.closedForm)  // 1.5 s of 3 s
  }

  func testChildrenApplyInOrderOnTheSameKeyPath_G1() throws {
    var bump = fade(2, from: 1, to: 1)
    bump.isAdditive = true
    let layer = Layer()
    try layer.add(AnimationGroup([fade(2), bump], timing: MediaTiming(duration: 2)), forKey: "g")
    assertClose(layer.presentation(at: 1).opacity, 1.5, Tolerance.closedForm)
  }

  func testSeed001BorderGroup_G1_K6() throws {
    // borderWidth [1, 5, 30, 0.5, 2, 50, 0] and borderColor green → red → blue, both paced, in a
    // 5 s group; the children have no duration of their own (T3).
    let widths: [Double] = [1, 5, 30, 0.5, 2, 50, 0]
    let width = KeyframeAnimation(
      keyPath: .borderWidth, values: widths.map(AnimatableValue.number), calculationMode: .paced)
    let color = KeyframeAnimation(
      keyPath: .borderColor, values: [.color(.green), .color(.red), .color(.blue)],
      calculationMode: .paced)
    let layer = Layer()
    try layer.add(
      AnimationGroup([color, width], timing: MediaTiming(duration: 5)), forKey: "BorderChanges")
    // Independent paced walk: distances 4, 25, 29.5, 1.5, 48, 50 (total 158).
    func expectedWidth(_ t: Double) -> Double {
      var remaining = t / 5 * 158
      for i in 0..<widths.count - 1 {
        let d = abs(widths[i + 1] - widths[i])
        if remaining <= d { return widths[i] + (widths[i + 1] - widths[i]) * remaining / d }
        remaining -= d
      }
      return widths.last ?? 0
    }
    for t in [0, 1.25, 2.5, 3.75] {
      assertClose(
        layer.presentation(at: t).borderWidth, expectedWidth(t), Tolerance.closedForm, "at \(t)")
    }
    // The colour legs are equally long (√2): red half-way, and a quarter is half green, half red.
    let colours = [
      (1.25, Color(red: 0.5, green: 0.5, blue: 0)), (2.5, Color.red),
      (3.75, Color(red: 0.5, green: 0, blue: 0.5)),
    ]
    for (t, colour) in colours {
      assertClose(layer.presentation(at: t).borderColor, colour, Tolerance.closedForm, "at \(t)")
    }
    // At 5 s the group has ended and is removed: the model shows.
    XCTAssertEqual(layer.presentation(at: 5).borderWidth, 0)
    XCTAssertEqual(layer.presentation(at: 5).borderColor, .black)
  }

  func testGroupsNestedDeepAreRefusedAndFreedWithoutRecursion_G1_Security8() throws {
    // 20,000 levels: refused when added (256 is the most), and freed on a thread with a small
    // stack, where a recursive destruction of the nested children would overflow it.
    let done = expectation(description: "built, refused and freed")
    let thread = Thread {
      var group = AnimationGroup([BasicAnimation(keyPath: .opacity, from: 0, to: 1)])
      for _ in 0..<20_000 { group = AnimationGroup([group]) }
      do {
        try Layer().add(group, forKey: "deep")
        XCTFail("a group 20,000 deep was added")
      } catch {
        XCTAssertTrue("\(error)".hasSuffix("groups nest deeper than 256 levels"), "\(error)")
      }
      group = AnimationGroup()
      done.fulfill()
    }
    thread.stackSize = 256 << 10
    thread.start()
    wait(for: [done], timeout: 600)
  }

  func testEmptyGroupShowsNothing() throws {
    let layer = Layer()
    try layer.add(AnimationGroup([], timing: MediaTiming(duration: 1)), forKey: "empty")
    XCTAssertEqual(layer.presentation(at: 0.5), layer.model)
  }

  func testBadChildIsLocated() {
    let group = AnimationGroup([fade(1), fade(-1)], timing: MediaTiming(duration: 1))
    XCTAssertThrowsError(try Layer().add(group, forKey: nil)) { error in
      XCTAssertEqual((error as? ValidationError)?.field, "animations[1].duration")
    }
  }

  func testTransitionProgress_X1() throws {
    var push = Transition(type: .push, subtype: .fromRight, timing: MediaTiming(duration: 2))
    push.startProgress = 0.2
    push.endProgress = 0.6
    let layer = Layer()
    try layer.add(push, forKey: "whatever")
    XCTAssertEqual(layer.animationKeys(), ["transition"])
    XCTAssertNil(layer.model.transitionProgress)
    XCTAssertNil(layer.presentation(at: -1).transitionProgress)
    XCTAssertEqual(layer.presentation(at: 0).transitionProgress, 0.2)
    assertClose(layer.presentation(at: 1).transitionProgress ?? .nan, 0.4, Tolerance.closedForm)
    XCTAssertNil(layer.presentation(at: 2).transitionProgress)  // removed at the end
    var eased = Transition()
    eased.timingFunction = .easeOut
    eased.duration = 1
    try layer.add(eased, forKey: nil)
    assertClose(
      layer.presentation(at: 0.5).transitionProgress ?? .nan,
      ReferenceBezier.progress(0, 0, 0.58, 1, at: 0.5), Tolerance.solver)
    var bad = Transition()
    bad.endProgress = 1.5
    XCTAssertThrowsError(try layer.add(bad, forKey: nil)) { error in
      XCTAssertEqual((error as? ValidationError)?.field, "endProgress")
    }
  }
}
