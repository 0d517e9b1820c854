import LayerKitTesting
import XCTest

#if canImport(UIKit)
  import UIKit
#else
  import LayerKitUIKit
#endif

/// The assertions written as iOS code writes its values: `CGPoint`, `CGFloat`, `Float` (the
/// type of `CALayer.opacity`), `CGRect`, `CGSize`, `CATransform3D`, `CGAffineTransform`,
/// `CGColor`, `UIColor`; `accuracy:` as any expression; a replicated copy's and a transition's
/// values addressed as `layerkit sample` addresses them. Expected values are closed forms of
/// linear interpolation (B1, U2), the replicator's delay (Y5) and a transition's progress (X1).
final class IOSValueAssertionTests: XCTestCase {
  override func setUp() {
    CAMediaClock.reset()
  }

  /// A shown 40 × 40 view at (20, 20), moved to (120, 20), faded to 0, grown to 80 × 60,
  /// scaled by 2 and turned blue over 1 s, linearly.
  private func animatedView() -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    CATransaction.flush()
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      view.center = CGPoint(x: 120, y: 20)
      view.alpha = 0
      view.bounds.size = CGSize(width: 80, height: 60)
      view.transform = CGAffineTransform(scaleX: 2, y: 2)
      view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    }
    return view
  }

  func testAssertionsTakeTheCodesOwnTypes_B1_U2() {
    let view = animatedView()
    let layer = view.layer
    // Half-way: each value is the mean of its ends.
    assertPresentation(of: layer, "position", at: 0.5, equals: CGPoint(x: 70, y: 20))
    assertPresentation(of: layer, "position.x", at: 0.5, equals: CGFloat(70))
    assertPresentation(of: layer, "opacity", at: 0.5, equals: Float(0.5))
    assertPresentation(of: layer, "bounds.size", at: 0.5, equals: CGSize(width: 60, height: 50))
    assertPresentation(
      of: layer, "bounds", at: 0.5, equals: CGRect(x: 0, y: 0, width: 60, height: 50))
    assertPresentation(
      of: layer, "transform", at: 0.5, equals: CATransform3DMakeScale(1.5, 1.5, 1),
      accuracy: 1e-9)
    assertPresentation(
      of: layer, "transform", at: 0.5, equals: CGAffineTransform(scaleX: 1.5, y: 1.5),
      accuracy: 1e-9)
    assertPresentation(
      of: layer, "backgroundColor", at: 0.5,
      equals: CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
    assertPresentation(
      of: layer, "backgroundColor", at: 0.5,
      equals: UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
    // Several times at once, in CGPoints.
    assertPresentation(
      of: layer, "position", equals: [0: CGPoint(x: 20, y: 20), 1: CGPoint(x: 120, y: 20)])
    // Values compare as LayerKit's do.
    assertApproximatelyEqual(CGPoint(x: 1, y: 2), CGPoint(x: 1, y: 2.0000000001))
  }

  func testAccuracyIsAnyExpression_B1() {
    let layer = animatedView().layer
    let tolerance = 1e-6
    let scale: CGFloat = 400
    assertPresentation(of: layer, "position.x", at: 0.25, equals: 45, accuracy: tolerance)
    assertPresentation(of: layer, "position.x", at: 0.25, equals: 45, accuracy: 1e-6 * 400)
    assertPresentation(of: layer, "position.x", at: 0.25, equals: 45, accuracy: 1e-9 * scale)
    assertPresentation(of: layer, "position.x", at: 0.25, equals: 45, accuracy: .relative(1e-9))
    assertPresentation(
      of: layer, "position", equals: [0.25: CGPoint(x: 45, y: 20)], accuracy: tolerance)
  }

  func testReplicatedCopiesAndTransitionsAreAssertable_Y5_X1() {
    // A replicator of 3 copies, each 0.5 s later, of a dot fading from 1 to 0 over 2 s.
    let replicator = CAReplicatorLayer()
    replicator.instanceCount = 3
    replicator.instanceDelay = 0.5
    let dot = CALayer()
    dot.name = "dot"
    replicator.addSublayer(dot)
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 2
    fade.timingFunction = CAMediaTimingFunction(name: .linear)
    fade.fillMode = .backwards
    dot.add(fade, forKey: "fade")
    // At 1 s, copy i shows the fade at 1 − 0.5·i: 0.5, 0.75, 1.
    assertPresentation(of: dot, "opacity", at: 1, equals: Float(0.5))
    assertPresentation(of: dot, "#1.opacity", at: 1, equals: 0.75)
    assertPresentation(of: dot, "dot#2.opacity", at: 1, equals: 1)
    // A transition's progress, linear over 2 s: half at 1 s.
    let box = CALayer()
    let transition = CATransition()
    transition.duration = 2
    transition.timingFunction = CAMediaTimingFunction(name: .linear)
    box.add(transition, forKey: nil)
    assertPresentation(of: box, "transitionProgress", at: 1, equals: 0.5)
  }
}
