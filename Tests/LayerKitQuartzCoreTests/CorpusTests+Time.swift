#if !canImport(QuartzCore)
  import Foundation
  import LayerKit
  import LayerKitTesting
  import XCTest

  @testable import LayerKitQuartzCore

  /// The corpus's time, transaction, delegate and value checks (see ``CorpusTests``).
  extension CorpusTests {
    // MARK: Time, transactions, delegates

    func testPauseAndResume_L3_T9() throws {
      let layer = CALayer()
      Corpus.move(layer)
      CAMediaClock.advance(to: 0.5)
      Corpus.pause(layer)
      CAMediaClock.advance(to: 3)
      // Paused at 0.5: still showing 0.5 s into the move.
      let native = try self.native([
        (
          "move",
          BasicAnimation(
            keyPath: .position, from: .point(Point(x: 0, y: 0)),
            to: .point(Point(x: 200, y: 100)), timing: timing(duration: 2),
            timingFunction: .easeInEaseOut)
        )
      ])
      let atPause = native.presentation(at: 0.5)
      XCTAssertEqual(layer.presentation()?.base.model.position, atPause.position)
      Corpus.resume(layer)
      // Resumed at 3: 1 s later it shows what it showed 1.5 s after the start.
      CAMediaClock.advance(to: 4)
      let presented = try XCTUnwrap(layer.presentation()?.base.model.position)
      assertApproximatelyEqual(presented, native.presentation(at: 1.5).position, accuracy: .default)
    }

    func testChainedByBeginTime_T11_F1() throws {
      let layer = CALayer()
      Corpus.chained(layer)
      let first = BasicAnimation(keyPath: .positionX, from: 0, to: 100, timing: timing(duration: 1))
      let second = BasicAnimation(
        keyPath: .positionY, from: 0, to: 100,
        timing: timing(duration: 1, begin: 1, fill: .backwards))
      assertSamePresentation(layer, try native([("first", first), ("second", second)]), at: times)
    }

    func testTransactionWithCompletion_I1_I3() throws {
      let layer = CALayer()
      CAMediaClock.advance(by: 0)  // the layer is shown once: its changes now animate
      var done = false
      Corpus.transaction(layer) { done = true }
      XCTAssertFalse(done)
      // An implicit animation from 1 to 0 over 1 s, linear.
      CAMediaClock.advance(to: 0.25)
      XCTAssertEqual(Double(layer.presentation()?.opacity ?? -1), 0.75, accuracy: Tier.float)
      XCTAssertEqual(layer.opacity, 0)
      XCTAssertEqual(layer.animationKeys(), ["opacity"])
      CAMediaClock.advance(to: 1.5)
      XCTAssertTrue(done)
      XCTAssertNil(layer.animationKeys())
    }

    func testNewLayersDoNotAnimateButShownOnesDo_I1() throws {
      let layer = CALayer()
      layer.opacity = 0.5  // never shown yet: no animation
      XCTAssertNil(layer.animationKeys())
      CAMediaClock.advance(by: 1)
      layer.opacity = 1  // shown: an implicit animation in the implicit transaction
      XCTAssertEqual(layer.animationKeys(), ["opacity"])
      CAMediaClock.advance(by: 0.125)  // half of the default 0.25 s, on the default curve
      let expected = 0.5 + 0.5 * TimingFunction.default.progress(at: 0.5)
      XCTAssertEqual(Double(layer.presentation()?.opacity ?? -1), expected, accuracy: Tier.float)
    }

    func testDisabledActions_I2() throws {
      let layer = CALayer()
      CAMediaClock.advance(by: 0)
      Corpus.withoutAnimation(layer)
      XCTAssertNil(layer.animationKeys())
      XCTAssertEqual(layer.presentation()?.position, CGPoint(x: 10, y: 10))
    }

    func testDelegatesHearStartAndStop_E2() throws {
      let layer = CALayer()
      let listener = Corpus.Listener()
      Corpus.listened(layer, listener)
      CAMediaClock.advance(to: 0.5)
      XCTAssertEqual(listener.events, ["start", "start"])
      layer.removeAnimation(forKey: "move")
      XCTAssertEqual(listener.events, ["start", "start", "cancel"])
      CAMediaClock.advance(to: 2)
      XCTAssertEqual(listener.events, ["start", "start", "cancel", "stop"])
    }

    func testASublayerOfAReleasedLayerStaysInItsWorld_F2_L1() {
      // The superlayer goes; the sublayer, still held, keeps running on the world's clock: its
      // linear 2 s fade is half-way at 1 s and, removed on completion, gone after 2 s (F2), as
      // for a layer that never had a superlayer.
      let child = CALayer()
      do {
        let parent = CALayer()
        parent.speed = 2
        parent.addSublayer(child)
      }
      XCTAssertNil(child.superlayer)
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 0
      fade.toValue = 1
      fade.duration = 2
      fade.timingFunction = CAMediaTimingFunction(name: .linear)
      child.add(fade, forKey: "fade")
      CAMediaClock.advance(to: 1)
      XCTAssertEqual(Double(child.presentation()?.opacity ?? -1), 0.5, accuracy: Tier.closedForm)
      CAMediaClock.advance(to: 3)
      XCTAssertEqual(child.animationKeys() ?? [], [])
    }

    func testSublayerOfAFastLayer_T10_L1() throws {
      let (parent, child) = Corpus.fastParent()
      // The child's slide runs at twice media speed: half-way after 0.5 s.
      CAMediaClock.advance(to: 0.5)
      XCTAssertEqual(Double(child.presentation()?.position.x ?? -1), 50, accuracy: Tier.fewSteps)
      XCTAssertTrue(child.superlayer === parent)
      XCTAssertEqual(parent.sublayers?.count, 1)
    }

    func testConvertTime_L2() {
      XCTAssertEqual(Corpus.convertedTime(), 1.25, accuracy: Tier.closedForm)  // Apple's example
    }

    func testTimingFunctionControlPoints_TF2() {
      XCTAssertEqual(Corpus.controlPoints(), [0, 0, 0.42, 0, 0.58, 1, 1, 1])
    }

    func testTransformFunctions_V5() {
      // translate(10, 20) then scale 2 then rotate 90°, then undo the scale: the native
      // equivalents, composed the same way.
      let native = Transform3D(translationX: 10, y: 20).scaledBy(x: 2, y: 2, z: 1)
        .rotated(by: .pi / 2, x: 0, y: 0, z: 1)
        .concatenating(Transform3D(scaleX: 2, y: 2, z: 1).inverted() ?? .identity)
      assertApproximatelyEqual(Corpus.transforms().transform, native, accuracy: Tier.closedForm)
      XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
      XCTAssertTrue(
        CATransform3DEqualToTransform(CATransform3DMakeScale(1, 1, 1), CATransform3DIdentity))
    }

    func testKeyValueCoding_L5() {
      let layer = CALayer()
      XCTAssertEqual((Corpus.keyValueCoding(layer) as? NSNumber)?.doubleValue, 42)
      XCTAssertEqual(layer.position.x, 42)
      XCTAssertEqual(layer.value(forKeyPath: "myCustomKey") as? String, "hello")
    }

    func testActionsTableAndDelegate_I4() throws {
      let layer = CALayer()
      CAMediaClock.advance(by: 0)
      let delegate = Corpus.SlowMover()
      Corpus.customActions(layer, delegate)
      // NSNull: opacity changes at once; the delegate's action: position moves over 2 s, linearly.
      XCTAssertEqual(layer.animationKeys(), ["position"])
      CAMediaClock.advance(by: 0.5)
      XCTAssertEqual(layer.presentation()?.opacity, 0.5)
      XCTAssertEqual(Double(layer.presentation()?.position.x ?? -1), 25, accuracy: Tier.fewSteps)
    }

    // MARK: Values of the wrong kind

    func testAWrongValueIsReportedNotAdded() {
      let layer = CALayer()
      let bad = CABasicAnimation(keyPath: "position")
      bad.toValue = "not a point"
      layer.add(bad, forKey: "bad")
      XCTAssertNil(layer.animationKeys())
      XCTAssertEqual(
        layer.lastAnimationError.map { "\($0)" },
        "toValue: expects a CGPoint or NSValue(cgPoint:), got a value of type String")
      let typo = CABasicAnimation(keyPath: "positon")
      layer.add(typo, forKey: nil)
      XCTAssertEqual(
        layer.lastAnimationError.map { "\($0)" },
        "keyPath: unknown key path 'positon'; did you mean 'position'?")
    }

    func testAnimationsAreCopiedWhenAdded_L7() {
      let layer = CALayer()
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.toValue = 0
      fade.duration = 1
      layer.add(fade, forKey: "fade")
      fade.duration = 100  // no effect on what runs
      let added = layer.animation(forKey: "fade")
      XCTAssertFalse(added === fade)
      XCTAssertEqual(added?.duration, 1)
      CAMediaClock.advance(to: 0.5)
      XCTAssertEqual(
        Double(layer.presentation()?.opacity ?? -1), 1 - TimingFunction.linear.progress(at: 0.5),
        accuracy: Tier.fewSteps)
    }
  }
#endif
