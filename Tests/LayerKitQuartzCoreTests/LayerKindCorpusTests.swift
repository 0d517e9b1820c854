#if !canImport(QuartzCore)
  import Foundation
  import LayerKit
  import XCTest

  @testable import LayerKitQuartzCore

  /// The layer kinds of the compatibility module (gradient, replicator, text, dashed shape),
  /// run from the corpus's iOS code and compared with the same layers in LayerKit's own API
  /// (rules Y1–Y6), and the everyday members iOS code touches.
  final class LayerKindCorpusTests: XCTestCase {
    override func setUp() {
      CAMediaClock.reset()
    }

    private let times = [0.0, 0.25, 0.5, 0.75, 1, 1.3, 1.5, 2, 2.5, 3]

    /// Advances the clock through `times` and compares presentations property by property.
    private func assertSamePresentation(
      _ layer: CALayer, _ native: Layer, file: StaticString = #filePath, line: UInt = #line
    ) {
      for time in times {
        CAMediaClock.advance(to: time)
        guard let presented = layer.presentation()?.base.model else {
          return XCTFail("no presentation at \(time)", file: file, line: line)
        }
        let differing = presented.differingProperties(
          from: native.presentation(at: time), tolerance: 1e-9)
        XCTAssertEqual(differing, [], "at t = \(time)", file: file, line: line)
      }
    }

    private func timing(_ duration: Double, repeatCount: Double = 0) -> MediaTiming {
      MediaTiming(duration: duration, repeatCount: repeatCount)
    }

    func testShimmer_Y4_T5() throws {
      let shimmer = Corpus.shimmer()
      let native = GradientLayer()
      native.bounds = Rect(x: 0, y: 0, width: 200, height: 40)
      native.position = Point(x: 100, y: 20)
      native.colors = [0.2, 1, 0.2].map { Color(red: 1, green: 1, blue: 1, alpha: $0) }
      native.startPoint = Point(x: 0, y: 0.5)
      native.endPoint = Point(x: 1, y: 0.5)
      native.locations = [0, 0.1, 0.2]
      // HUGE is Float's largest finite value: as many cycles as `repeatCount = HUGE` asks.
      try native.add(
        BasicAnimation(
          keyPath: "locations", from: .numbers([0, 0.1, 0.2]), to: .numbers([0.8, 0.9, 1]),
          timing: timing(1.5, repeatCount: Double(Float.greatestFiniteMagnitude))),
        forKey: "shimmer")
      assertSamePresentation(shimmer, native)
      XCTAssertEqual(HUGE, Float.greatestFiniteMagnitude)
      XCTAssertEqual(shimmer.locations, [0, 0.1, 0.2])
      XCTAssertEqual(shimmer.colors?.count, 3)
      XCTAssertEqual(shimmer.type, .axial)
    }

    func testReplicatorLoader_Y5() throws {
      let (replicator, dot) = Corpus.replicatorLoader()
      XCTAssertEqual(replicator.instanceCount, 8)
      XCTAssertEqual(dot.superlayer, replicator)
      // Copy i fades 1 → 0.1 over a second, i/8 s later (Y5): at 0.5 s copy 2 is 0.25 s in.
      CAMediaClock.advance(to: 0.5)
      let copies = dot.base.replicatedInstances(at: 0.5)
      XCTAssertEqual(copies.count, 8)
      XCTAssertEqual(copies[2].properties.opacity, 1 - 0.9 * 0.25, accuracy: Tier.closedForm)
      XCTAssertEqual(copies[1].transform, Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1))
    }

    func testGrowingLabel_Y6_B1() throws {
      let label = Corpus.growingLabel()
      let native = TextLayer()
      native.string = "Loading…"
      native.fontSize = 14
      native.foregroundColor = Color(red: 0, green: 0, blue: 0, alpha: 1)
      try native.add(
        BasicAnimation(keyPath: "fontSize", to: 28, timing: timing(2)), forKey: "grow")
      try native.add(
        BasicAnimation(
          keyPath: "foregroundColor", to: .color(Color(red: 1, green: 0, blue: 0, alpha: 1)),
          timing: timing(2)), forKey: "tint")
      assertSamePresentation(label, native)
      XCTAssertEqual(label.string as? String, "Loading…")
      XCTAssertEqual(label.alignmentMode, .center)
      XCTAssertEqual(label.contentsScale, 2)
    }

    func testDashedRingIsAFullCircle_Y1_P5() throws {
      let ring = Corpus.dashedRing()
      // P5: 0 … 2π, not clockwise, is the whole circle: a move and four quarter arcs.
      XCTAssertEqual(ring.path?.path.elements.count, 5)
      XCTAssertEqual(ring.lineCap, .round)
      XCTAssertEqual(ring.lineDashPattern, [6, 4])
      XCTAssertEqual((ring.base as? ShapeLayer)?.lineCap, .round)
      CAMediaClock.advance(to: 0.25)
      XCTAssertEqual(
        Double(ring.presentation()?.lineDashPhase ?? -1), 2.5, accuracy: Tier.closedForm)
    }

    func testEverydayLayerMembers_L6() {
      let parent = CALayer()
      parent.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
      let child = CALayer()
      child.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
      parent.addSublayer(child)
      // Points through position, bounds and anchor point: (0, 0) of the child is (15, 25) in
      // the root's space, (5, 5) in the parent's.
      XCTAssertEqual(child.convert(CGPoint.zero, to: nil), CGPoint(x: 15, y: 25))
      XCTAssertEqual(child.convert(CGPoint.zero, to: parent), CGPoint(x: 5, y: 5))
      XCTAssertEqual(parent.convert(CGPoint(x: 5, y: 5), from: child), CGPoint(x: 10, y: 10))
      XCTAssertEqual(
        child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: parent),
        CGRect(x: 5, y: 5, width: 10, height: 10))
      // A rotated parent: its sublayers turn with it about its anchor point.
      parent.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
      let corner = child.convert(CGPoint.zero, to: nil)
      // (5, 5) in the parent is (−45, −45) from its centre (60, 70); turned by 90°: (45, −45).
      XCTAssertEqual(Double(corner.x), 105, accuracy: Tier.fewSteps)
      XCTAssertEqual(Double(corner.y), 25, accuracy: Tier.fewSteps)
      XCTAssertEqual(parent.affineTransform().b, 1, accuracy: Tier.fewUlps)
      // Insertion by sibling, replacement.
      let above = CALayer()
      let below = CALayer()
      parent.insertSublayer(above, above: child)
      parent.insertSublayer(below, below: child)
      XCTAssertEqual(parent.sublayers, [below, child, above])
      let other = CALayer()
      parent.replaceSublayer(child, with: other)
      XCTAssertEqual(parent.sublayers, [below, other, above])
      XCTAssertNil(child.superlayer)
      // Stored members read back.
      parent.mask = other
      parent.contentsGravity = .resizeAspectFill
      parent.isOpaque = true
      parent.shouldRasterize = true
      parent.rasterizationScale = 3
      parent.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
      XCTAssertTrue(parent.mask === other)
      XCTAssertEqual(parent.contentsGravity, .resizeAspectFill)
      XCTAssertTrue(parent.isOpaque && parent.shouldRasterize)
      XCTAssertEqual(parent.rasterizationScale, 3)
      XCTAssertNotNil(parent.shadowPath)
    }

    /// The members Core Animation stores and LayerKit keeps without drawing (`@WorldLocked`):
    /// Apple's documented defaults, and what is set reads back.
    func testStoredMembersKeepTheirDefaultsAndReadBack_Y4_Y5_Y6() {
      let layer = CALayer()
      XCTAssertEqual(layer.contentsGravity, .resize)
      XCTAssertEqual(layer.contentsScale, 1)
      XCTAssertEqual(layer.rasterizationScale, 1)
      XCTAssertFalse(layer.isOpaque || layer.shouldRasterize || layer.needsDisplayOnBoundsChange)
      let text = CATextLayer()
      XCTAssertEqual(text.alignmentMode, .natural)
      XCTAssertEqual(text.truncationMode, .none)
      XCTAssertFalse(text.isWrapped)
      XCTAssertFalse(CAReplicatorLayer().preservesDepth)
      XCTAssertEqual(CAGradientLayer().type, .axial)

      text.font = "Menlo" as NSString
      text.truncationMode = .middle
      text.isWrapped = true
      layer.needsDisplayOnBoundsChange = true
      XCTAssertEqual(text.font as? NSString, "Menlo")
      XCTAssertEqual(text.truncationMode, .middle)
      XCTAssertTrue(text.isWrapped && layer.needsDisplayOnBoundsChange)
    }

    /// The stored members the renderer draws reach the layer it draws: a gradient's type (R8),
    /// the corners that round (R3), group opacity (R4), the mask (R5) and the shadow's path (R6).
    func testDrawingMembersReachTheModel_R3_R4_R5_R6_R8() {
      let gradient = CAGradientLayer()
      gradient.type = .conic
      XCTAssertEqual((gradient.base as? GradientLayer)?.type, .conic)
      gradient.type = CAGradientLayerType(rawValue: "unheard-of")
      XCTAssertEqual((gradient.base as? GradientLayer)?.type, .axial)
      let card = CALayer()
      XCTAssertEqual(card.base.model.maskedCorners, .all)
      card.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      XCTAssertEqual(card.base.model.maskedCorners, [.minXMinY, .maxXMinY])
      card.allowsGroupOpacity = false
      XCTAssertFalse(card.base.model.allowsGroupOpacity)
      card.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 2), transform: nil)
      XCTAssertEqual(card.base.model.shadowPath?.boundingBox, Rect(x: 0, y: 0, width: 4, height: 2))
      card.shadowPath = nil
      XCTAssertNil(card.base.model.shadowPath)
      let fade = CAGradientLayer()
      card.mask = fade
      XCTAssertTrue(card.base.mask === fade.base)
      card.mask = nil
      XCTAssertNil(card.base.mask)
    }

    func testAffineTransforms_V3() {
      let turn = CGAffineTransform(rotationAngle: .pi / 2)
      let p = CGPoint(x: 1, y: 0).applying(turn)
      XCTAssertEqual(Double(p.x), 0, accuracy: Tier.fewUlps)
      XCTAssertEqual(Double(p.y), 1, accuracy: Tier.fewUlps)
      let move = CGAffineTransform(translationX: 3, y: 4)
      XCTAssertEqual(CGPoint(x: 1, y: 1).applying(move.inverted()), CGPoint(x: -2, y: -3))
      // translatedBy applies the translation first: (0, 0) → (1, 0) → turned (0, 1).
      let q = CGPoint.zero.applying(turn.translatedBy(x: 1, y: 0))
      XCTAssertEqual(Double(q.x), 0, accuracy: Tier.fewUlps)
      XCTAssertEqual(Double(q.y), 1, accuracy: Tier.fewUlps)
      let t3 = CATransform3DMakeAffineTransform(move)
      XCTAssertTrue(CATransform3DIsAffine(t3))
      XCTAssertEqual(CATransform3DGetAffineTransform(t3), move)
      XCTAssertEqual(t3.m41, 3)
      XCTAssertEqual(MAXFLOAT, Float.greatestFiniteMagnitude)
    }

    func testReleasedLayersLeaveTheWorld() {
      let before = CAWorld.current.locked { $0.detachedLayerCount }
      do {
        let layers = (0..<100).map { _ in CALayer() }
        XCTAssertEqual(CAWorld.current.locked { $0.detachedLayerCount }, before + layers.count)
      }
      XCTAssertEqual(CAWorld.current.locked { $0.detachedLayerCount }, before)
    }
  }
#endif
