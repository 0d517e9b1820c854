#if !canImport(QuartzCore)
  import Foundation
  import XCTest

  @testable import LayerKitQuartzCore

  /// Key-value coding on animations and layers as iOS code uses it (`setValue(_:forKey:)`,
  /// `value(forKey:)`), and `kCATransition`: an animation keeps any key, the copy a layer adds
  /// keeps them too (L7), so its delegate finds them (E2); properties answer to their
  /// Objective-C names and reach the evaluator.
  final class KeyValueCodingTests: XCTestCase {
    override func setUp() {
      CAMediaClock.reset()
    }

    /// Keeps the animations its delegate methods hear of.
    private final class Recorder: CAAnimationDelegate {
      var stopped: [(CAAnimation, Bool)] = []
      func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stopped.append((anim, flag))
      }
    }

    func testATagOnAnAnimationReachesItsDelegateOnTheAddedCopy_L7_E2() {
      let layer = CALayer()
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 0
      fade.toValue = 1
      fade.duration = 1
      fade.setValue("intro", forKey: "id")
      fade.setValue(layer, forKey: "layer")
      let recorder = Recorder()
      fade.delegate = recorder
      layer.add(fade, forKey: nil)
      fade.setValue("changed after adding", forKey: "id")  // the added copy keeps its own
      CAMediaClock.advance(to: 2)
      XCTAssertEqual(recorder.stopped.count, 1)
      guard let (stopped, finished) = recorder.stopped.first else { return }
      XCTAssertTrue(finished)
      XCTAssertFalse(stopped === fade, "the delegate hears of the layer's copy (L7)")
      XCTAssertEqual(stopped.value(forKey: "id") as? String, "intro")
      XCTAssertTrue(stopped.value(forKey: "layer") as? CALayer === layer)
      XCTAssertNil(stopped.value(forKey: "never set"))
    }

    func testPropertiesByTheirNamesReachTheEvaluator_B1_F2_T1() {
      let layer = CALayer()
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.setValue(0, forKey: "fromValue")
      fade.setValue(NSNumber(value: 1), forKey: "toValue")
      fade.setValue(2, forKey: "duration")  // an Int, as Objective-C's @2 would be
      fade.setValue(CAMediaTimingFunction(name: .linear), forKey: "timingFunction")
      fade.setValue(false, forKey: "removedOnCompletion")
      fade.setValue("forwards", forKey: "fillMode")
      XCTAssertEqual(fade.duration, 2)
      XCTAssertFalse(fade.isRemovedOnCompletion)
      XCTAssertEqual(fade.fillMode, .forwards)
      XCTAssertEqual((fade.value(forKey: "duration") as? NSNumber)?.doubleValue, 2)
      XCTAssertEqual((fade.value(forKey: "removedOnCompletion") as? NSNumber)?.boolValue, false)
      XCTAssertEqual(fade.value(forKey: "fillMode") as? CAMediaTimingFillMode, .forwards)
      XCTAssertEqual(fade.value(forKey: "keyPath") as? String, "opacity")
      layer.add(fade, forKey: "fade")
      // Linear from 0 to 1 over 2 s (B1, T1): t / 2; held at 1 after the end (F2).
      CAMediaClock.advance(to: 0.5)
      XCTAssertEqual(Double(layer.presentation()?.opacity ?? -1), Double(Float(0.25)))
      CAMediaClock.advance(to: 3)
      XCTAssertEqual(layer.presentation()?.opacity, 1)
      XCTAssertNotNil(layer.animation(forKey: "fade"))
    }

    func testSubclassPropertiesByTheirNames_K3_S4_X1() {
      let keyframes = CAKeyframeAnimation(keyPath: "position.x")
      keyframes.setValue([0, 10, 40], forKey: "values")
      keyframes.setValue([0, 0.25, 1], forKey: "keyTimes")  // Doubles, kept as NSNumbers
      keyframes.setValue("discrete", forKey: "calculationMode")
      XCTAssertEqual(keyframes.keyTimes?.map(\.doubleValue), [0, 0.25, 1])
      XCTAssertEqual(keyframes.calculationMode, .discrete)
      XCTAssertEqual((keyframes.value(forKey: "values") as? [Int]) ?? [], [0, 10, 40])

      let spring = CASpringAnimation(keyPath: "position.y")
      spring.setValue(5, forKey: "damping")
      spring.setValue(CGFloat(200), forKey: "stiffness")
      XCTAssertEqual(spring.damping, 5)
      XCTAssertEqual(spring.stiffness, 200)
      // S4: ζ = 5 / (2√200), ω₀ = √200, settling where the envelope reaches 0.001.
      let omega = 200.0.squareRoot()
      let zeta = 5 / (2 * omega)
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let settling = log((1 + zeta * omega / damped) / 0.001) / (zeta * omega)
      XCTAssertEqual(
        (spring.value(forKey: "settlingDuration") as? NSNumber)?.doubleValue ?? -1, settling,
        accuracy: Tier.fewSteps)

      let push = CATransition()
      push.setValue("push", forKey: "type")
      push.setValue("fromRight", forKey: "subtype")
      push.setValue(0.25, forKey: "startProgress")
      XCTAssertEqual(push.type, .push)
      XCTAssertEqual(push.subtype, .fromRight)
      XCTAssertEqual(push.startProgress, 0.25)
      push.setValue(nil, forKey: "subtype")
      XCTAssertNil(push.subtype)

      let group = CAAnimationGroup()
      group.setValue([keyframes, spring], forKey: "animations")
      XCTAssertEqual(group.animations?.count, 2)
      // A name that is a property of another class only is an ordinary key here.
      group.setValue(3, forKey: "fromValue")
      XCTAssertEqual(group.value(forKey: "fromValue") as? Int, 3)
    }

    func testAValueAPropertyCannotTakeIsRefusedAndNamed_L7() {
      let refusals = Refusals()
      CAMediaClock.withIsolatedWorld(onRefusal: refusals.append) {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 1.5
        fade.setValue("soon", forKey: "duration")
        fade.setValue(nil, forKey: "speed")
        let spring = CASpringAnimation()
        spring.setValue(3, forKey: "settlingDuration")
        XCTAssertEqual(fade.duration, 1.5)
        XCTAssertEqual(fade.speed, 1)
        XCTAssertEqual(
          refusals.messages,
          [
            "a CABasicAnimation: setValue(_:forKey: \"duration\"): expects a number, got String",
            "a CABasicAnimation: setValue(_:forKey: \"speed\"): expects a number, got nil",
            "a CASpringAnimation: setValue(_:forKey: \"settlingDuration\"): is read-only, got Int",
          ])
      }
    }

    func testTransitionsAreKeptUnderKCATransition_X1() {
      XCTAssertEqual(kCATransition, "transition")
      let layer = CALayer()
      let fade = CATransition()
      fade.duration = 0.5
      layer.add(fade, forKey: kCATransition)
      XCTAssertEqual(layer.animationKeys(), ["transition"])
      XCTAssertTrue(layer.animation(forKey: kCATransition) is CATransition)
    }

    func testTransactionSettingsByKey_I1_I2_I3() {
      let layer = CALayer()
      CAMediaClock.advance(by: 0)  // shown: changes now animate (I1)
      var completed = false
      CATransaction.begin()
      CATransaction.setValue(0.5, forKey: kCATransactionAnimationDuration)
      CATransaction.setValue(
        CAMediaTimingFunction(name: .linear), forKey: kCATransactionAnimationTimingFunction)
      CATransaction.setValue(
        { completed = true } as () -> Void, forKey: kCATransactionCompletionBlock)
      CATransaction.setValue("card", forKey: "role")
      XCTAssertEqual(
        (CATransaction.value(forKey: kCATransactionAnimationDuration) as? NSNumber)?.doubleValue,
        0.5)
      XCTAssertNotNil(CATransaction.completionBlock())
      XCTAssertEqual(CATransaction.value(forKey: "role") as? String, "card")
      layer.opacity = 0
      CATransaction.commit()
      XCTAssertNil(CATransaction.value(forKey: "role"))  // gone with its transaction
      // An implicit fade of 0.5 s, linear, from 1 to 0 (I1): half-way at 0.25 s.
      CAMediaClock.advance(by: 0.25)
      XCTAssertEqual(layer.presentation()?.opacity, 0.5)
      XCTAssertFalse(completed)
      CAMediaClock.advance(by: 0.5)
      XCTAssertTrue(completed)  // once the fade has finished (I3)
      // Disabled by key (I2): the change makes no animation.
      CATransaction.begin()
      CATransaction.setValue(true, forKey: kCATransactionDisableActions)
      XCTAssertEqual(
        (CATransaction.value(forKey: kCATransactionDisableActions) as? NSNumber)?.boolValue, true)
      layer.opacity = 1
      CATransaction.commit()
      XCTAssertNil(layer.animationKeys())
      XCTAssertEqual(layer.presentation()?.opacity, 1)
    }

    func testATransactionSettingOfTheWrongTypeIsRefusedAndNamed_I2() {
      let refusals = Refusals()
      CAMediaClock.withIsolatedWorld(onRefusal: refusals.append) {
        CATransaction.begin()
        CATransaction.setValue("long", forKey: kCATransactionAnimationDuration)
        XCTAssertEqual(CATransaction.animationDuration(), 0.25)
        CATransaction.commit()
        XCTAssertEqual(
          refusals.messages,
          ["CATransaction: setValue(_:forKey: \"animationDuration\"): expects a number, got String"]
        )
      }
    }

    func testALayersKeysAreOneKeyPaths_L5() {
      let layer = CALayer()
      layer.setValue(0.5, forKey: "opacity")
      layer.setValue("card", forKey: "role")
      XCTAssertEqual(layer.opacity, 0.5)
      XCTAssertEqual((layer.value(forKey: "opacity") as? NSNumber)?.doubleValue, 0.5)
      XCTAssertEqual(layer.value(forKey: "role") as? String, "card")
    }
  }

  /// The refusal messages a strict world hands over, kept under a lock (the handler is
  /// `@Sendable`).
  private final class Refusals: @unchecked Sendable {  // `stored` is only touched under `lock`
    private let lock = NSLock()
    private var stored: [String] = []
    var messages: [String] { lock.withLock { stored } }
    @Sendable func append(_ message: String) { lock.withLock { stored.append(message) } }

    func testNumbersReadBackCastAsIOSCodeCastsThem_L5() {
      let layer = CALayer()
      layer.transform = CATransform3DMakeScale(1.5, 2, 1)
      // An NSNumber, as on iOS, that casts to CGFloat, Double and Float alike.
      XCTAssertEqual(layer.value(forKeyPath: "transform.scale.x") as? CGFloat, 1.5)
      XCTAssertEqual(layer.value(forKeyPath: "transform.scale.y") as? Double, 2)
      XCTAssertEqual(layer.value(forKeyPath: "transform.scale.x") as? Float, 1.5)
      XCTAssertEqual(layer.value(forKey: "opacity") as? CGFloat, 1)
      XCTAssertTrue(layer.value(forKey: "opacity") is NSNumber)
    }
  }
#endif
