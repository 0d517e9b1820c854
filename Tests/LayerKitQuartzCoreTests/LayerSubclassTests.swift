#if !canImport(QuartzCore)
  import Foundation
  import LayerKitQuartzCore
  import LayerKitTesting
  import XCTest

  /// `CALayer` subclasses written as for iOS: one that declares no initializer, and one that
  /// overrides Core Animation's three (`init()`, `init(layer:)` to copy its own property,
  /// `init?(coder:)`). Both compile unchanged, and their presentation copies are of their class,
  /// made by their own `init(layer:)` (F4).
  final class LayerSubclassTests: XCTestCase {
    final class Plain: CAShapeLayer {
      var label = "plain"
    }

    final class Pulse: CAReplicatorLayer {
      var pulses = 0

      override init() {
        super.init()
        pulses = 3
        instanceCount = 3
      }

      override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? Pulse { pulses = other.pulses }
      }

      required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
      }
    }

    override func setUp() {
      CAMediaClock.reset()
    }

    func testSubclassesPresentAsThemselves_F4() {
      let plain = Plain()
      plain.strokeEnd = 0.5
      let shown = plain.presentation()
      XCTAssertEqual(shown?.label, "plain")
      XCTAssertEqual(shown?.strokeEnd, 0.5)
      let pulse = Pulse()
      XCTAssertEqual(pulse.instanceCount, 3)
      pulse.pulses = 7
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 1
      fade.toValue = 0
      fade.duration = 2
      pulse.add(fade, forKey: "fade")
      CAMediaClock.advance(by: 1)
      let copy = pulse.presentation()
      XCTAssertEqual(copy?.pulses, 7, "copied by the subclass's init(layer:)")
      XCTAssertEqual(copy?.instanceCount, 3)
      XCTAssertEqual(copy?.opacity ?? -1, 0.5, accuracy: 1e-6)
    }
  }
#endif
