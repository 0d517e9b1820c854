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
      assertPresentation(
        of: ring, "transform.scale.x", at: 0.25, equals: 0.8, accuracy: .closedForm)
    }

    func testUIKitClockwiseIsCoreGraphicsOpposite_P5() {
      // A quarter arc clockwise in UIKit's sense turns from +x towards +y: it ends at (0, 10).
      let uikit = UIBezierPath(
        arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
      XCTAssertEqual(Double(uikit.currentPoint.x), 0, accuracy: Tolerance.closedForm.absolute)
      XCTAssertEqual(Double(uikit.currentPoint.y), 10, accuracy: Tolerance.closedForm.absolute)
      XCTAssertEqual(uikit.cgPath.path.elements.count, 2)  // a move and one quarter
      // The same call not clockwise goes the long way round: three quarters.
      let other = UIBezierPath(
        arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
      XCTAssertEqual(other.cgPath.path.elements.count, 4)
    }

    /// The numbers of `path`'s elements in order, each element's points flattened (closes
    /// contribute none), and the element kinds.
    private func flattened(_ path: CGPath) -> (kinds: String, numbers: [Double]) {
      var kinds = ""
      var numbers: [Double] = []
      for element in path.path.elements {
        switch element {
        case .move(let p): kinds += "M"; numbers += [p.x, p.y]
        case .line(let p): kinds += "L"; numbers += [p.x, p.y]
        case .quadCurve(let p, let c): kinds += "Q"; numbers += [c.x, c.y, p.x, p.y]
        case .curve(let p, let c1, let c2):
          kinds += "C"; numbers += [c1.x, c1.y, c2.x, c2.y, p.x, p.y]
        case .closeSubpath: kinds += "Z"
        }
      }
      return (kinds, numbers)
    }

    func testRoundingSomeCornersUsesQuarterOvals_P3_P4() {
      // 100 × 50, top-left and bottom-right rounded by ovals of 10 across and 20 down. Each
      // quarter oval is a cubic with the control distance 4/3·tan(π/8) of the radius (P4),
      // clockwise on the screen from the top edge as a rectangle is (P3); corners not rounded
      // are sharp.
      let k = 4.0 / 3.0 * tan(Double.pi / 8)
      let path = UIBezierPath(
        roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50),
        byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 10, height: 20))
      let (kinds, numbers) = flattened(path.cgPath)
      XCTAssertEqual(kinds, "MLLCLLCZ")
      let expected: [Double] = [
        10, 0, 100, 0, 100, 30,
        100, 30 + 20 * k, 90 + 10 * k, 50, 90, 50,
        0, 50, 0, 20,
        0, 20 - 20 * k, 10 - 10 * k, 0, 10, 0,
      ]
      XCTAssertEqual(numbers.count, expected.count)
      for (got, want) in zip(numbers, expected) {
        XCTAssertEqual(got, want, accuracy: Tolerance.exact.absolute)
      }
      // Radii beyond half a side are clamped to it; a negative one rounds nothing.
      let capsule = UIBezierPath(
        roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), byRoundingCorners: .allCorners,
        cornerRadii: CGSize(width: 80, height: 80))
      XCTAssertEqual(capsule.cgPath.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 50))
      XCTAssertEqual(flattened(capsule.cgPath).numbers[0...1], [50, 0])
      let square = UIBezierPath(
        roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), byRoundingCorners: .allCorners,
        cornerRadii: CGSize(width: -3, height: CGFloat.nan))
      XCTAssertEqual(flattened(square.cgPath).kinds, "MLLLLZ")
    }

    func testTransformedPathsAndTheirBoxes_P4() {
      let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
      // The oval's own extremes, and its control points' box: the same here, since its
      // quarter arcs' controls lie on the box's sides (P4).
      XCTAssertEqual(path.cgPath.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 20, height: 10))
      XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 20, height: 10))
      path.apply(CGAffineTransform(translationX: 5, y: -5).scaledBy(x: 2, y: 2))
      XCTAssertEqual(path.bounds, CGRect(x: 5, y: -5, width: 40, height: 20))
      // A curve's control point outside the curve: in `boundingBox`, not in the path's own.
      let arch = UIBezierPath()
      arch.move(to: .zero)
      arch.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: 10))
      XCTAssertEqual(arch.bounds, CGRect(x: 0, y: 0, width: 10, height: 10))
      XCTAssertEqual(arch.cgPath.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 5))
      arch.removeAllPoints()
      XCTAssertTrue(arch.isEmpty)
      XCTAssertEqual(arch.bounds, .null)
    }

    func testTintIsInheritedDownTheViewTree_U1() {
      let root = UIView()
      let child = UIView()
      root.addSubview(child)
      XCTAssertEqual(child.tintColor, .systemBlue)  // UIKit's starting tint
      root.tintColor = .red
      XCTAssertEqual(child.tintColor, .red)
      XCTAssertEqual(child.tintColor.cgColor, UIColor.red.cgColor)  // used unwrapped, as on iOS
      child.tintColor = .green
      XCTAssertEqual(child.tintColor, .green)
      child.tintColor = nil
      XCTAssertEqual(child.tintColor, .red)
    }

    func testTheMainScreenIsAFixedPhoneSizedOne() {
      // LayerKit's documented choice: 393 × 852 points at 3 pixels a point.
      XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 393, height: 852))
      XCTAssertEqual(UIScreen.main.scale, 3)
      XCTAssertEqual(UIScreen.main.nativeScale, 3)
      XCTAssertEqual(UIScreen.main.nativeBounds, CGRect(x: 0, y: 0, width: 1179, height: 2556))
      let layer = CALayer()
      layer.contentsScale = UIScreen.main.scale
      XCTAssertEqual(layer.contentsScale, 3)
    }

    func testSystemFontsByWeightAreNamedAfterTheNearestNamedWeight() {
      XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: .bold).fontName, ".SFUI-Bold")
      XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: .regular).fontName, ".SFUI-Regular")
      // 0.33 is nearer semibold (0.3) than bold (0.4).
      let between = UIFont.systemFont(ofSize: 9, weight: UIFont.Weight(rawValue: 0.33))
      XCTAssertEqual(between.fontName, ".SFUI-Semibold")
      XCTAssertEqual(between.pointSize, 9)
      let odd = UIFont.systemFont(ofSize: 9, weight: UIFont.Weight(rawValue: .nan))
      XCTAssertEqual(odd.fontName, ".SFUI-Regular")
    }

    func testViewsConvertThroughTheirLayers_L6() {
      // Frames are derived from position, bounds and anchor point (L6): the child's origin is
      // 5, 5 in its parent and 15, 25 at the top of the tree.
      let parent = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
      let child = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
      parent.addSubview(child)
      XCTAssertEqual(child.convert(CGPoint.zero, to: parent), CGPoint(x: 5, y: 5))
      XCTAssertEqual(child.convert(CGPoint.zero, to: nil), CGPoint(x: 15, y: 25))
      XCTAssertEqual(parent.convert(CGPoint(x: 5, y: 5), from: child), CGPoint(x: 10, y: 10))
      // Scaled twice about its centre (25, 25 in itself): its corner lands at −20, −20.
      child.transform = CGAffineTransform(scaleX: 2, y: 2)
      XCTAssertEqual(
        child.convert(CGRect(x: 0, y: 0, width: 50, height: 50), to: parent),
        CGRect(x: -20, y: -20, width: 100, height: 100))
      child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      XCTAssertEqual(child.autoresizingMask.rawValue, 0b10010)
    }

    func testHueSaturationAndBrightnessRoundTrip() {
      // The hexcone conversion: hue 0.5 (cyan's sector start), s = b = 0.5 gives 0.25, 0.5, 0.5.
      let teal = UIColor(hue: 0.5, saturation: 0.5, brightness: 0.5, alpha: 1)
      XCTAssertEqual([teal.red, teal.green, teal.blue], [0.25, 0.5, 0.5])
      var (h, s, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
      XCTAssertTrue(teal.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
      XCTAssertEqual([h, s, b, a], [0.5, 0.5, 0.5, 1])
      // Pure red at either end of the hue circle; a grey has hue and saturation 0.
      XCTAssertEqual(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1), .red)
      UIColor.gray.getHue(&h, saturation: &s, brightness: &b, alpha: &a)
      XCTAssertEqual([h, s, b], [0, 0, 0.5])
      var (r, g, bl): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
      XCTAssertTrue(UIColor.systemBlue.getRed(&r, green: &g, blue: &bl, alpha: &a))
      XCTAssertEqual([r, g, bl, a], [0, 122.0 / 255, 1, 1])
      // Semantic colours: the HIG's light-mode values, translucent where the HIG says so.
      XCTAssertEqual(UIColor.secondaryLabel.alpha, 0.6)
      XCTAssertEqual(
        UIColor.systemGray5.cgColor.components ?? [], [229.0 / 255, 229.0 / 255, 234.0 / 255, 1])
    }

    func testColoursAndPointsFromText() {
      XCTAssertEqual(UIColor(white: 0.5, alpha: 1).cgColor.components, [0.5, 0.5, 0.5, 1])
      XCTAssertEqual(UIColor.red.withAlphaComponent(0.5).alpha, 0.5)
      XCTAssertEqual(UIColor(cgColor: UIColor.blue.cgColor), UIColor.blue)
      XCTAssertEqual(NSCoder.cgPoint(for: "{3, -4.5}"), CGPoint(x: 3, y: -4.5))
      XCTAssertEqual(NSCoder.cgPoint(for: "nonsense"), .zero)
      XCTAssertEqual(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).isEmpty, false)
    }

    func testImagesKeepTheirRenderingModeAndBitmap() {
      // A tab-bar icon made a template and back, as tab-bar code does.
      let bitmap = CGImage(width: 60, height: 40)
      let icon = UIImage(cgImage: bitmap, scale: 2, orientation: .up)
      XCTAssertEqual(icon.size, CGSize(width: 30, height: 20))
      XCTAssertEqual(icon.renderingMode, .automatic)
      let template = icon.withRenderingMode(.alwaysTemplate)
      XCTAssertEqual(template.renderingMode, .alwaysTemplate)
      XCTAssertTrue(template.cgImage === bitmap)
      XCTAssertEqual(template.size, icon.size)
      XCTAssertEqual(template.withRenderingMode(.alwaysOriginal).renderingMode, .alwaysOriginal)
      XCTAssertEqual(UIImage.RenderingMode.alwaysTemplate.rawValue, 2)
      // Turned a quarter, its size in points swaps.
      XCTAssertEqual(UIImage(cgImage: bitmap, scale: 1, orientation: .left).size.width, 40)
      XCTAssertNil(UIImage(named: "icon"))
    }

    func testKeyframeValuesBoxedAsAnyObjectAnimate_K7() {
      // Tab-bar code passes its numbers boxed: `[icon.center.y as AnyObject, …]`.
      CAMediaClock.reset()
      let icon = UIImageView(image: UIImage(size: CGSize(width: 20, height: 20)))
      icon.center = CGPoint(x: 10, y: 10)
      let move = CAKeyframeAnimation(keyPath: "position.y")
      move.values = [icon.center.y as AnyObject, (icon.center.y + 4.0) as AnyObject]
      move.duration = 1
      move.calculationMode = .cubic
      icon.layer.add(move, forKey: nil)
      // Two cubic keyframes interpolate exactly linearly (K7): half-way at 0.5 s.
      CAMediaClock.advance(by: 0.5)
      XCTAssertEqual(
        icon.layer.presentation()?.position.y ?? 0, 12, accuracy: Tolerance.closedForm.absolute)
    }
  }
#endif
