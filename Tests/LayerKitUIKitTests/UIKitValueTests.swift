#if !canImport(UIKit)
  import LayerKit
  import LayerKitTesting
  import LayerKitUIKit
  import XCTest

  @testable import LayerKitQuartzCore

  /// Code written as for iOS against UIKit's value types (`UIColor`, `UIBezierPath`), run on
  /// `LayerKitUIKit`: a loading indicator's shapes as open-source indicators build them, and
  /// UIKit's opposite `clockwise` (rule P5).
  final class UIKitValueTests: XCTestCase {
    override func setUp() {
      CAMediaClock.reset()
    }

    /// A ring or a dot of `size`, in `color`, as indicator libraries draw their shapes.
    private func shape(ring: Bool, size: CGSize, color: UIColor) -> CALayer {
      let layer = CAShapeLayer()
      let path = UIBezierPath()
      path.addArc(
        withCenter: CGPoint(x: size.width / 2, y: size.height / 2), radius: size.width / 2,
        startAngle: 0, endAngle: CGFloat(2 * Double.pi), clockwise: false)
      if ring {
        layer.fillColor = nil
        layer.strokeColor = color.cgColor
        layer.lineWidth = 2
      } else {
        layer.fillColor = color.cgColor
      }
      layer.backgroundColor = nil
      layer.path = path.cgPath
      layer.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
      return layer
    }

    func testIndicatorShapesAreFullCircles_P5_Y1() {
      let ring = shape(ring: true, size: CGSize(width: 40, height: 40), color: .red)
      guard let shape = ring as? CAShapeLayer else { return XCTFail() }
      // A full turn, whichever the direction: a move and four quarter arcs.
      XCTAssertEqual(shape.path?.path.elements.count, 5)
      XCTAssertEqual(shape.strokeColor, UIColor.red.cgColor)
      XCTAssertNil(shape.fillColor)
      let scale = CAKeyframeAnimation(keyPath: "transform.scale")
      scale.keyTimes = [0, 0.5, 1]
      scale.values = [1, 0.6, 1]
      scale.duration = 1
      scale.repeatCount = HUGE
      ring.add(scale, forKey: "pulse")
      // Linear keyframes: a quarter of the way, halfway from 1 to 0.6.
      assertPresentation(of: ring, "transform.scale.x", at: 0.25, equals: 0.8, accuracy: 1e-12)
    }

    func testUIKitClockwiseIsCoreGraphicsOpposite_P5() {
      // A quarter arc clockwise in UIKit's sense turns from +x towards +y: it ends at (0, 10).
      let uikit = UIBezierPath(
        arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
      XCTAssertEqual(Double(uikit.currentPoint.x), 0, accuracy: 1e-12)
      XCTAssertEqual(Double(uikit.currentPoint.y), 10, accuracy: 1e-12)
      XCTAssertEqual(uikit.cgPath.path.elements.count, 2)  // a move and one quarter
      // The same call not clockwise goes the long way round: three quarters.
      let other = UIBezierPath(
        arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
      XCTAssertEqual(other.cgPath.path.elements.count, 4)
    }

    func testColoursAndPointsFromText() {
      XCTAssertEqual(UIColor(white: 0.5, alpha: 1).cgColor.components, [0.5, 0.5, 0.5, 1])
      XCTAssertEqual(UIColor.red.withAlphaComponent(0.5).alpha, 0.5)
      XCTAssertEqual(UIColor(cgColor: UIColor.blue.cgColor), UIColor.blue)
      XCTAssertEqual(NSCoder.cgPoint(for: "{3, -4.5}"), CGPoint(x: 3, y: -4.5))
      XCTAssertEqual(NSCoder.cgPoint(for: "nonsense"), .zero)
      XCTAssertEqual(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).isEmpty, false)
    }
  }
#endif
