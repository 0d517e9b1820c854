#if !canImport(QuartzCore)
  import Foundation
  import LayerKit
  import LayerKitQuartzCore
  import LayerKitTesting
  import XCTest

  /// The classes of LayerSubclassCorpus, every subclass shape iOS accepts, compiled unchanged:
  /// their own initializers run and set what they set; presentation copies are made by their
  /// `init(layer:)` where a test says how (``LayerKitConstructible``), and are `nil` where it
  /// does not; the override points are honoured (F4, I1, I4, L6).
  final class LayerSubclassTests: XCTestCase {
    override func setUp() {
      CAMediaClock.reset()
    }

    /// A linear animation of `keyPath` over `duration` seconds.
    private func linear(_ keyPath: String, from: Any, to: Any, duration: Double = 2)
      -> CABasicAnimation
    {
      let animation = CABasicAnimation(keyPath: keyPath)
      animation.fromValue = from
      animation.toValue = to
      animation.duration = duration
      animation.timingFunction = CAMediaTimingFunction(name: .linear)
      return animation
    }

    func testEveryShapeMakesItsLayerAsItsInitializersSay_L4() {
      let plain = PlainShapeLayer()
      XCTAssertEqual(plain.label, "plain")
      let spinner = SpinnerLayer(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      XCTAssertEqual(spinner.frame, CGRect(x: 0, y: 0, width: 40, height: 40))
      XCTAssertEqual(spinner.lineWidth, 3)
      XCTAssertNil(spinner.fillColor)
      let dotted = DottedSpinnerLayer(frame: .zero, dots: 12)
      XCTAssertEqual(dotted.dots, 12)
      XCTAssertEqual(dotted.strokeEnd, 0.25)
      XCTAssertEqual(dotted.lineDashPattern, [2, 4])
      let pulse = PulseLayer()
      XCTAssertEqual(pulse.instanceCount, 3)
      let shimmer = ShimmerLayer(tint: CGColor(gray: 0.5, alpha: 1))
      XCTAssertEqual(shimmer.colors?.count, 3)
      XCTAssertEqual(shimmer.endPoint, CGPoint(x: 1, y: 0.5))
      let badge = BadgeLayer(count: 7)
      XCTAssertEqual(badge.string as? String, "7")
      XCTAssertEqual(BadgeLayer().count, 0)
    }

    func testPresentationCopiesAreMadeByTheClasssOwnInitLayer_F4() {
      let spinner = SpinnerLayer(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      spinner.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
      spinner.add(linear("strokeEnd", from: 0, to: 1), forKey: "spin")
      CAMediaClock.advance(by: 1)
      let shown = spinner.presentation()
      XCTAssertEqual(shown?.color, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
      XCTAssertEqual(shown?.copies, 1, "made by SpinnerLayer.init(layer:)")
      XCTAssertEqual(Double(shown?.strokeEnd ?? -1), 0.5, accuracy: Tier.closedForm)  // B1, linear
      // A copy of the copy runs init(layer:) again.
      XCTAssertEqual(shown?.presentation()?.copies, 2)
      let dotted = DottedSpinnerLayer(frame: .zero, dots: 5)
      XCTAssertEqual(dotted.presentation()?.dots, 5)
      let pulse = PulseLayer()
      pulse.pulses = 9
      XCTAssertEqual(pulse.presentation()?.pulses, 9)
      XCTAssertEqual(pulse.presentation()?.instanceDelay, 0.2)
    }

    func testAClassLayerKitCannotMakePresentsNothingButIsStillAsserted_F4() {
      // BadgeLayer says nothing to LayerKit: Swift cannot make one from its metatype.
      let badge = BadgeLayer(count: 3)
      badge.add(linear("opacity", from: 1, to: 0), forKey: "fade")
      CAMediaClock.advance(by: 0.5)
      XCTAssertNil(badge.presentation())
      assertPresentation(of: badge, "opacity", at: 0.5, equals: 0.75)
    }

    func testPresentationCopiesCarryTheStoredDrawingProperties_F4() {
      let layer = CALayer()
      layer.cornerCurve = .continuous
      layer.shouldRasterize = true
      layer.maskedCorners = [.layerMinXMinYCorner]
      layer.contentsScale = 3
      let shape = CAShapeLayer()
      shape.lineCap = .round
      shape.fillRule = .evenOdd
      let shown = layer.presentation()
      XCTAssertEqual(shown?.cornerCurve, .continuous)
      XCTAssertEqual(shown?.shouldRasterize, true)
      XCTAssertEqual(shown?.maskedCorners, [.layerMinXMinYCorner])
      XCTAssertEqual(shown?.contentsScale, 3)
      XCTAssertEqual(shape.presentation()?.lineCap, .round)
      XCTAssertEqual(shape.presentation()?.fillRule, .evenOdd)
    }

    func testTheOverridePointsAreHonoured_I1_I4_L6() {
      let layer = InstrumentedLayer()
      CAMediaClock.advance(by: 0)  // shown: changes now make actions (I1)
      // action(forKey:) decides opacity: its own 2 s linear fade, from what was shown.
      layer.opacity = 0
      XCTAssertEqual(layer.added, ["opacity"], "add(_:forKey:) hears the implicit animation")
      CAMediaClock.advance(by: 1)
      assertPresentation(of: layer, "opacity", at: 1, equals: 0.5, accuracy: .absolute(Tier.float))
      // defaultAction(forKey:) returns NSNull for position: no animation.
      layer.position = CGPoint(x: 10, y: 10)
      XCTAssertEqual(layer.added, ["opacity"])
      assertPresentation(of: layer, "position", at: 1, equals: Point(x: 10, y: 10))
      // Other keys keep CALayer's default: the implicit animation (0.25 s).
      layer.cornerRadius = 8
      XCTAssertEqual(layer.added, ["opacity", "cornerRadius"])
      // Setting the frame goes through the bounds' setter, as on iOS.
      let before = layer.boundsChanges
      layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
      XCTAssertEqual(layer.boundsChanges, before + 1)
      layer.setNeedsLayout()
      layer.layoutIfNeeded()
      XCTAssertEqual(layer.layouts, 1)
      // A key of its own that needsDisplay(forKey:) names marks the layer for display.
      layer.setValue(0.5, forKey: "progress")
      XCTAssertTrue(layer.needsDisplay())
      layer.displayIfNeeded()
      XCTAssertEqual(layer.displays, 1)
    }

    /// The tree's override points are called as on iOS, and hit testing follows Core Animation's
    /// documentation: the farthest descendant whose bounds hold the point (given in the
    /// superlayer's coordinates, converted through position and anchor point, L6), through each
    /// layer's own contains(_:); nil outside the receiver's bounds.
    func testTreeRemovalAndHitTestingOverridesAreHonoured_L6() {
      let container = ContainerLayer()
      container.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
      let child = CALayer()
      child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
      container.addSublayer(child)
      XCTAssertEqual(container.joined, 1)
      // The superlayer's point (115, 115) is (15, 15) in the container, inside the child.
      XCTAssertTrue(container.hitTest(CGPoint(x: 115, y: 115)) === child)
      // (150, 120) is (50, 20) in the container: its own upper half, no sublayer there.
      XCTAssertTrue(container.hitTest(CGPoint(x: 150, y: 120)) === container)
      // (150, 180) is (50, 80): the container's override says its lower half is not its own.
      XCTAssertNil(container.hitTest(CGPoint(x: 150, y: 180)))
      // Outside the bounds altogether.
      XCTAssertNil(container.hitTest(CGPoint(x: 50, y: 50)))
      // A hidden layer is hit by nothing (LayerKit's documented choice): the container answers.
      child.isHidden = true
      XCTAssertTrue(container.hitTest(CGPoint(x: 115, y: 115)) === container)

      container.add(linear("opacity", from: 1, to: 0), forKey: "fade")
      container.removeAnimation(forKey: "fade")
      XCTAssertEqual(container.removals, 1)
      XCTAssertNil(container.animationKeys())
      container.add(linear("opacity", from: 1, to: 0), forKey: "fade")
      container.removeAllAnimations()
      XCTAssertTrue(container.flagAnimationsRemoved)
      XCTAssertNil(container.animationKeys())

      let parent = CALayer()
      parent.addSublayer(container)
      container.removeFromSuperlayer()
      XCTAssertEqual(container.removals, 2)
      XCTAssertNil(container.superlayer)
    }
  }

  // What a test target adds beside iOS code, so that LayerKit can make the classes it needs.
  extension SpinnerLayer: LayerKitConstructible {
    /// A copy by the class's own `init(layer:)`: `self` is the class asked about, which may be
    /// the subclass.
    static func layerKitInstance(copying layer: CALayer?) -> CALayer? {
      guard let layer else { return nil }
      if self == DottedSpinnerLayer.self { return DottedSpinnerLayer(layer: layer) }
      return SpinnerLayer(layer: layer)
    }
  }

  extension PulseLayer: LayerKitConstructible {
    static func layerKitInstance(copying layer: CALayer?) -> CALayer? {
      layer.map { PulseLayer(layer: $0) } ?? PulseLayer()
    }
  }
#endif
