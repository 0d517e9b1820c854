#if !canImport(UIKit)
  import LayerKit
  import LayerKitTesting
  import LayerKitUIKit
  import XCTest

  /// Views backed by layers (U1): each view property is its layer's, the view decides its
  /// layer's actions, and the view tree is the layer tree.
  final class UIViewTests: ViewTestCase {
    func testViewPropertiesAreTheLayers_U1() {
      let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
      // frame → position (the centre, anchor 0.5) and bounds size.
      XCTAssertEqual(view.layer.position, CGPoint(x: 60, y: 45))
      XCTAssertEqual(view.layer.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
      XCTAssertEqual(view.center, CGPoint(x: 60, y: 45))
      view.center = CGPoint(x: 0, y: 0)
      XCTAssertEqual(view.frame, CGRect(x: -50, y: -25, width: 100, height: 50))
      view.alpha = 0.25
      XCTAssertEqual(view.layer.opacity, 0.25)
      view.transform = CGAffineTransform(scaleX: 2, y: 3)
      XCTAssertEqual(view.layer.transform.m11, 2)
      XCTAssertEqual(view.layer.transform.m22, 3)
      XCTAssertEqual(view.transform, CGAffineTransform(scaleX: 2, y: 3))
      view.backgroundColor = .red
      XCTAssertEqual(view.layer.backgroundColor, UIColor.red.cgColor)
      XCTAssertEqual(view.backgroundColor, .red)
      view.isHidden = true
      XCTAssertTrue(view.layer.isHidden)
      view.clipsToBounds = true
      XCTAssertTrue(view.layer.masksToBounds)
      XCTAssertTrue(view.layer.delegate === view)
    }

    /// A system colour reaches the layer as its sRGB components (the HIG's 0, 122, 255 for blue).
    func testSystemColorsReachTheLayer_U1() {
      let view = UIView()
      view.backgroundColor = .systemBlue
      XCTAssertEqual(view.layer.backgroundColor?.components ?? [], [0, 122.0 / 255, 1, 1])
      view.backgroundColor = .systemBackground
      XCTAssertEqual(view.layer.backgroundColor, UIColor.white.cgColor)
    }

    func testAViewDoesNotAnimateOutsideABlock_U1_I1() {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let standalone = CALayer()
      CAMediaClock.advance(by: 1)  // both committed: a standalone layer now animates (I1)
      view.alpha = 0
      view.layer.position = CGPoint(x: 100, y: 100)
      standalone.opacity = 0
      XCTAssertNil(view.layer.animationKeys())
      XCTAssertEqual(standalone.animationKeys(), ["opacity"])
      CAMediaClock.advance(by: 0.1)
      XCTAssertEqual(view.layer.presentation()?.opacity, 0)
      XCTAssertEqual(view.layer.presentation()?.position, CGPoint(x: 100, y: 100))
    }

    func testHiddenNeverAnimatesAndANewViewAnimatesInABlock_U1() {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      // Made in this turn, never committed: a view's layer still animates inside a block.
      UIView.animate(withDuration: 1) {
        view.isHidden = true
        view.alpha = 0
      }
      XCTAssertEqual(view.layer.animationKeys(), ["opacity"])
      XCTAssertTrue(view.layer.presentation()?.isHidden ?? false)
    }

    func testLabelsAndImageViewsAreViewsThatKeepTheirContent_U1_U2() {
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
      XCTAssertEqual(label.font.fontName, ".SFUI-Regular")  // UIKit's default, 17 points
      XCTAssertEqual(label.font.pointSize, 17)
      XCTAssertEqual(label.textColor, .label)
      XCTAssertEqual(label.numberOfLines, 1)
      XCTAssertEqual(label.textAlignment, .natural)
      label.text = "3, 2, 1"
      label.textColor = .white
      label.textColor = nil  // back to the default
      XCTAssertEqual(label.textColor, .label)
      XCTAssertEqual(label.text, "3, 2, 1")
      // A label animates as any view (U2): a linear fade of 2 s is half-way at 1 s.
      CATransaction.flush()
      UIView.animate(withDuration: 2, delay: 0, options: .curveLinear) { label.alpha = 0 }
      CAMediaClock.advance(by: 1)
      XCTAssertEqual(label.layer.presentation()?.opacity, 0.5)

      let image = UIImage(size: CGSize(width: 30, height: 20), scale: 2)
      let imageView = UIImageView(image: image)
      XCTAssertEqual(imageView.frame, CGRect(x: 0, y: 0, width: 30, height: 20))
      XCTAssertTrue(imageView.image === image)
      XCTAssertNil(UIImage(named: "logo"))  // no assets
    }

    func testButtonsKeepTheirTitlesAndRunTheirActionsOnATap_U1_U2() {
      var taps = 0
      let button = UIButton(type: .system, primaryAction: UIAction { _ in taps += 1 })
      button.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
      button.setTitle("Go", for: .normal)
      button.setTitle("Going", for: .highlighted)
      XCTAssertEqual(button.buttonType, .system)
      XCTAssertEqual(button.currentTitle, "Go")
      XCTAssertEqual(button.titleLabel?.text, "Go")
      button.isHighlighted = true
      XCTAssertEqual(button.currentTitle, "Going")
      XCTAssertEqual(button.title(for: .selected), "Go")  // unset states fall back to normal
      button.isHighlighted = false
      var downs = 0
      let down = UIAction { _ in downs += 1 }
      button.addAction(down, for: [.touchDown, .touchCancel])
      button.sendActions(for: .touchUpInside)  // a tap: the primary action
      button.sendActions(for: .touchDown)
      XCTAssertEqual(taps, 1)
      XCTAssertEqual(downs, 1)
      button.removeAction(down, for: .touchDown)
      button.sendActions(for: .touchDown)
      button.sendActions(for: .touchCancel)  // still answered
      XCTAssertEqual(downs, 2)
      button.isEnabled = false
      button.sendActions(for: .touchUpInside)
      XCTAssertEqual(taps, 1)  // a disabled button takes no tap
      XCTAssertEqual(button.state, .disabled)
      // A button animates as any view (U2): a linear scale of 1 s is half-way at 0.5 s.
      CATransaction.flush()
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        button.transform = CGAffineTransform(scaleX: 2, y: 2)
      }
      CAMediaClock.advance(by: 0.5)
      XCTAssertEqual(
        button.layer.presentation()?.transform.m11 ?? .nan, 1.5, accuracy: Tolerance.exact.absolute)
    }

    func testConstraintsAreKeptNotSolved_U1() {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let badge = UIView(frame: CGRect(x: 5, y: 5, width: 18, height: 18))
      badge.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(badge)
      let top = badge.topAnchor.constraint(equalTo: container.topAnchor, constant: 3)
      let width = badge.widthAnchor.constraint(greaterThanOrEqualToConstant: 18)
      XCTAssertFalse(top.isActive)
      NSLayoutConstraint.activate([top, width])
      XCTAssertTrue(top.isActive && width.isActive)
      XCTAssertTrue(top.firstItem === badge && top.secondItem === container)
      XCTAssertEqual(top.firstAttribute, .top)
      XCTAssertEqual(width.relation, .greaterThanOrEqual)
      let center = NSLayoutConstraint(
        item: badge, attribute: .centerX, relatedBy: .equal, toItem: container,
        attribute: .centerX, multiplier: 1, constant: 10)
      container.addConstraint(center)
      XCTAssertEqual(container.constraints, [center])
      // Not solved: the frame is what the code set.
      container.layoutIfNeeded()
      XCTAssertEqual(badge.frame, CGRect(x: 5, y: 5, width: 18, height: 18))
      container.removeConstraint(center)
      XCTAssertFalse(center.isActive)
      XCTAssertEqual(container.constraints, [])
    }

    func testLayerClassMakesTheLayer_U1() {
      final class ShapeView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
      }
      final class MarkedView: UIView {
        override class var layerClass: AnyClass { MarkedLayer.self }
      }
      final class TracedView: UIView {
        override class var layerClass: AnyClass { TracedLayer.self }
      }
      let shape = ShapeView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
      XCTAssertTrue(shape.layer is CAShapeLayer)
      (shape.layer as? CAShapeLayer)?.strokeEnd = 0.5
      XCTAssertEqual((shape.layer as? CAShapeLayer)?.strokeEnd, 0.5)
      // A class of the test's that tells LayerKit how to make it: made by its init().
      let marked = MarkedView()
      XCTAssertTrue((marked.layer as? MarkedLayer)?.marked ?? false)
      // A layer of the world, not a presentation copy: its changes animate in blocks.
      UIView.animate(withDuration: 1) { marked.alpha = 0 }
      XCTAssertEqual(marked.layer.animationKeys(), ["opacity"])
      // One that does not: a layer of LayerKit's class of its kind.
      let traced = TracedView()
      XCTAssertTrue(type(of: traced.layer) == CAShapeLayer.self)
    }

    func testTheViewTreeIsTheLayerTree_U1() {
      let root = UIView()
      let (a, b, c) = (UIView(), UIView(), UIView())
      root.addSubview(a)
      root.addSubview(b)
      root.insertSubview(c, belowSubview: b)
      XCTAssertEqual(
        root.subviews.map(ObjectIdentifier.init), [a, c, b].map(ObjectIdentifier.init))
      XCTAssertEqual(
        root.layer.sublayers?.map(ObjectIdentifier.init),
        [a, c, b].map { ObjectIdentifier($0.layer) })
      root.bringSubviewToFront(a)
      XCTAssertEqual(
        root.layer.sublayers?.map(ObjectIdentifier.init),
        [c, b, a].map { ObjectIdentifier($0.layer) })
      root.sendSubviewToBack(b)
      XCTAssertEqual(
        root.subviews.map(ObjectIdentifier.init), [b, c, a].map(ObjectIdentifier.init))
      c.removeFromSuperview()
      XCTAssertNil(c.superview)
      XCTAssertNil(c.layer.superlayer)
      XCTAssertEqual(root.subviews.count, 2)
      // A view cannot hold its ancestor.
      a.addSubview(root)
      XCTAssertNil(root.superview)
      a.tag = 7
      XCTAssertTrue(root.viewWithTag(7) === a)
      XCTAssertTrue(a.isDescendant(of: root))
      // Moved elsewhere: leaves its old superview.
      b.addSubview(a)
      XCTAssertEqual(root.subviews.count, 1)
      XCTAssertTrue(a.superview === b)
    }
  }

  /// Written as for iOS: Core Animation's three initializers overridden.
  final class MarkedLayer: CALayer {
    var marked = false
    override init() {
      super.init()
      marked = true
    }
    override init(layer: Any) {
      super.init(layer: layer)
      marked = (layer as? MarkedLayer)?.marked ?? false
    }
    required init?(coder: NSCoder) { fatalError("not used") }
  }

  /// What the test target adds so that LayerKit can make a `MarkedLayer` (LayerKit only).
  extension MarkedLayer: LayerKitConstructible {
    static func layerKitInstance(copying layer: CALayer?) -> CALayer? {
      layer.map { MarkedLayer(layer: $0) } ?? MarkedLayer()
    }
  }

  /// A shape layer of the test's that says nothing to LayerKit.
  final class TracedLayer: CAShapeLayer {}
#endif
