#if !canImport(QuartzCore)
  import Foundation
  import LayerKitQuartzCore
  import LayerKitTesting
  import XCTest

  /// An animation of a key path a layer does not animate behaves as on iOS (rules L5, E2): it
  /// is added, animates nothing, and its delegate hears it start and, after its duration, stop
  /// finished (code uses it as a timer for a completion); a strict world and the testing library
  /// still report the typo, with its did-you-mean.
  final class UnknownKeyPathTests: XCTestCase {
    override func setUp() {
      CAMediaClock.reset()
    }

    final class Heard: NSObject, CAAnimationDelegate {
      var events: [String] = []
      func animationDidStart(_ anim: CAAnimation) { events.append("start \(CACurrentMediaTime())") }
      func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop \(flag) \(CACurrentMediaTime())")
      }
    }

    func testAMisspeltKeyPathIsATimer_L5_E2() {
      let layer = CALayer()
      layer.opacity = 0.25
      let heard = Heard()
      let typo = CABasicAnimation(keyPath: "opactiy")
      typo.fromValue = 0
      typo.toValue = 1
      typo.duration = 2
      typo.delegate = heard
      layer.add(typo, forKey: "fade")
      XCTAssertEqual(layer.animationKeys(), ["fade"])
      XCTAssertTrue(layer.animation(forKey: "fade") is CABasicAnimation)
      CAMediaClock.advance(by: 1)
      XCTAssertEqual(layer.presentation()?.opacity, 0.25, "it animates nothing")
      CAMediaClock.advance(by: 2)
      XCTAssertEqual(heard.events, ["start 0.0", "stop true 2.0"])
      XCTAssertNil(layer.animationKeys())
      // Another kind's property is as unknown to a plain layer (Y7).
      let stroke = CABasicAnimation(keyPath: "strokeEnd")
      stroke.duration = 1
      layer.add(stroke, forKey: "stroke")
      XCTAssertEqual(layer.animationKeys(), ["stroke"])
    }

    func testAGroupRunsItsKnownChildren_L5_G1() {
      let layer = CALayer()
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 0
      fade.toValue = 1
      fade.timingFunction = CAMediaTimingFunction(name: .linear)
      let typo = CABasicAnimation(keyPath: "positon.x")
      typo.fromValue = 0
      typo.toValue = 100
      let group = CAAnimationGroup()
      group.animations = [typo, fade]
      group.duration = 2
      layer.add(group, forKey: "both")
      CAMediaClock.advance(by: 1)
      XCTAssertEqual(Double(layer.presentation()?.opacity ?? -1), 0.5, accuracy: Tier.float)
      XCTAssertEqual(layer.presentation()?.position.x, 0)
    }

    func testTheTypoIsStillReported_L5() {
      let box = ConditionBox()
      CAMediaClock.withIsolatedWorld(onRefusal: { box.append($0) }) {
        let layer = CALayer()
        layer.name = "card"
        layer.add(CABasicAnimation(keyPath: "opactiy"), forKey: "fade")
        XCTAssertEqual(layer.animationKeys(), ["fade"])
      }
      XCTAssertEqual(box.values.count, 1)
      XCTAssertTrue(box.values.first?.contains("did you mean 'opacity'?") ?? false, "\(box.values)")
    }
  }

  /// Strings appended from any thread.
  final class ConditionBox: @unchecked Sendable {  // every access is under `lock`
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ value: String) { lock.withLock { stored.append(value) } }
    var values: [String] { lock.withLock { stored } }
  }
#endif
