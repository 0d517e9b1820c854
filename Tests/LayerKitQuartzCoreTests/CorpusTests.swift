#if !canImport(QuartzCore)
  import Foundation
  import LayerKit
  import LayerKitTesting
  import XCTest

  @testable import LayerKitQuartzCore

  /// Runs the Core Animation corpus (Corpus.swift, code as written for iOS) on LayerKitQuartzCore
  /// and compares every presented property with the same animations written in LayerKit's own
  /// API, evaluated on a layer of its own at the same media times. Rules: the ones each snippet
  /// exercises, named in the test names.
  final class CorpusTests: XCTestCase {
    override func setUp() {
      CAMediaClock.reset()
    }

    /// Advances the clock through `times` (increasing) and compares `layer`'s presentation with
    /// `native`'s at each, property by property.
    func assertSamePresentation(
      _ layer: CALayer, _ native: Layer, at times: [Double], accuracy: Tolerance = 1e-9,
      file: StaticString = #filePath, line: UInt = #line
    ) {
      for time in times {
        CAMediaClock.advance(to: time)
        guard let presented = layer.presentation()?.base.model else {
          return XCTFail("no presentation at \(time)", file: file, line: line)
        }
        let expected = native.presentation(at: time)
        let differing = presented.differingProperties(from: expected, tolerance: accuracy)
        XCTAssertEqual(
          differing, [],
          "at t = \(time): "
            + differing.map { "\($0): \(presented[$0]) ≠ \(expected[$0])" }
            .joined(separator: "; "), file: file, line: line)
        XCTAssertEqual(
          presented.transitionProgress ?? -1, expected.transitionProgress ?? -1,
          accuracy: accuracy.absolute, "transition progress at \(time)", file: file, line: line)
      }
    }

    /// A native layer with `animations` added, in order, at media time 0.
    func native(
      _ animations: [(String?, any LayerAnimation)], model: (Layer) -> Void = { _ in }
    ) throws -> Layer {
      let layer = Layer()
      model(layer)
      for (key, animation) in animations { try layer.add(animation, forKey: key) }
      return layer
    }

    func timing(
      duration: Double, begin: Double = 0, repeatCount: Double = 0, autoreverses: Bool = false,
      fill: FillMode = .removed
    ) -> MediaTiming {
      MediaTiming(
        beginTime: begin, duration: duration, repeatCount: repeatCount,
        autoreverses: autoreverses, fillMode: fill)
    }

    let times = [0.0, 0.1, 0.25, 0.5, 0.75, 1, 1.3, 1.5, 2, 2.5, 3, 4.5]

    // MARK: Basic animations

    func testDelayedFade_T11_F1() throws {
      let layer = CALayer()
      Corpus.delayedFade(layer)
      let fade = BasicAnimation(
        keyPath: .opacity, from: 1, to: 0, timing: timing(duration: 1, begin: 0.5, fill: .backwards)
      )
      assertSamePresentation(layer, try native([("fade", fade)]), at: times)
    }

    func testMoveBetweenNSValues_B1_TF2() throws {
      let layer = CALayer()
      Corpus.move(layer)
      let move = BasicAnimation(
        keyPath: .position, from: .point(Point(x: 0, y: 0)), to: .point(Point(x: 200, y: 100)),
        timing: timing(duration: 2), timingFunction: .easeInEaseOut)
      assertSamePresentation(layer, try native([("move", move)]), at: times)
    }

    func testTranslateAndHold_B1_F2() throws {
      let layer = CALayer()
      Corpus.translateAndHold(layer)
      var move = BasicAnimation(
        keyPath: .position, to: .point(Point(x: 300, y: 400)),
        timing: timing(duration: 2, fill: .forwards))
      move.isRemovedOnCompletion = false
      let expected = try native([("translate", move)]) { $0.position = Point(x: 100, y: 100) }
      assertSamePresentation(layer, expected, at: times)
      XCTAssertEqual(layer.position, CGPoint(x: 100, y: 100))  // the model never moves (F4)
    }

    func testSpinForever_T5() throws {
      let layer = CALayer()
      Corpus.spinForever(layer)
      var spin = BasicAnimation(
        keyPath: .transformRotationZ, to: .number(2 * .pi),
        timing: timing(duration: 2, repeatCount: .infinity))
      spin.isRemovedOnCompletion = false
      assertSamePresentation(layer, try native([("rotationAnim", spin)]), at: times + [1000.5])
    }

    func testScaleAndBack_T4() throws {
      let layer = CALayer()
      Corpus.scaleAndBack(layer)
      let scale = BasicAnimation(
        keyPath: .transformScale, to: 0.5, timing: timing(duration: 2, autoreverses: true))
      assertSamePresentation(layer, try native([("scale", scale)]), at: times)
    }

    func testNudgeByValue_B1() throws {
      let layer = CALayer()
      Corpus.nudge(layer)
      let nudge = BasicAnimation(keyPath: .positionX, by: 30, timing: timing(duration: 0.5))
      let expected = try native([(nil, nudge)]) { $0.position = Point(x: 50, y: 50) }
      assertSamePresentation(layer, expected, at: times)
    }

    func testColourChange_V1() throws {
      let layer = CALayer()
      Corpus.colourChange(layer)
      let colour = BasicAnimation(
        keyPath: .backgroundColor, to: .color(Color(red: 0, green: 0, blue: 1, alpha: 1)),
        timing: timing(duration: 1))
      let expected = try native([("colour", colour)]) {
        $0.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
      }
      assertSamePresentation(layer, expected, at: times)
    }

    func testGrowBounds_TF1() throws {
      let layer = CALayer()
      Corpus.grow(layer)
      let grow = BasicAnimation(
        keyPath: .bounds, to: .rect(Rect(x: 0, y: 0, width: 150, height: 100)),
        timing: timing(duration: 1),
        timingFunction: try TimingFunction(controlPoints: 0.5, 0, 0.9, 0.7))
      let expected = try native([("grow", grow)]) {
        $0.bounds = Rect(x: 0, y: 0, width: 50, height: 50)
      }
      // Float control points (as Core Animation takes them) differ from the Doubles in the 8th
      // digit: 0.9 and 0.7 are not exact in either.
      assertSamePresentation(layer, expected, at: times, accuracy: .absolute(Tier.floatControls))
    }

    func testShadow_L4() throws {
      let layer = CALayer()
      Corpus.shadow(layer)
      let opacity = BasicAnimation(
        keyPath: AnimatableKeyPath(.shadowOpacity), from: 0, to: 0.8, timing: timing(duration: 1))
      let offset = BasicAnimation(
        keyPath: AnimatableKeyPath(.shadowOffset), to: .size(Size(width: 0, height: 10)),
        timing: timing(duration: 1))
      let expected = try native([("shadowOpacity", opacity), ("shadowOffset", offset)])
      // shadowOpacity is a Float in Core Animation: 0.8 loses its last digits.
      assertSamePresentation(layer, expected, at: times, accuracy: .absolute(Tier.float))
    }

    func testStaircase_B3() throws {
      let layer = CALayer()
      Corpus.staircase(layer)
      var step = BasicAnimation(
        keyPath: .positionX, by: 50, timing: timing(duration: 1, repeatCount: 3))
      step.isCumulative = true
      assertSamePresentation(layer, try native([("stairs", step)]), at: times)
    }

    func testTurnByValueFunction_B4() throws {
      let layer = CALayer()
      Corpus.turnByValueFunction(layer)
      var turn = BasicAnimation(
        keyPath: .transform, from: 0, to: .number(.pi), timing: timing(duration: 1))
      turn.valueFunction = .rotateZ
      assertSamePresentation(layer, try native([("turn", turn)]), at: times)
    }

    func testCardFlip_V2() throws {
      let layer = CALayer()
      Corpus.cardFlip(layer)
      var perspective = Transform3D.identity
      perspective.m34 = -1.0 / 500
      var flip = BasicAnimation(
        keyPath: .transform, from: .transform(perspective),
        to: .transform(perspective.rotated(by: .pi, x: 0, y: 1, z: 0)),
        timing: timing(duration: 0.6, fill: .forwards))
      flip.isRemovedOnCompletion = false
      assertSamePresentation(layer, try native([("flip", flip)]), at: times)
    }

    // MARK: Keyframes

    func testKeyframesWithKeyTimes_K3_K4() throws {
      let layer = CALayer()
      Corpus.keyframes(layer)
      let bounce = KeyframeAnimation(
        keyPath: .positionY, values: [0, 200, 150, 200], keyTimes: [0, 0.5, 0.75, 1],
        timingFunctions: [.easeIn, .easeOut, .easeIn], timing: timing(duration: 2))
      assertSamePresentation(layer, try native([("bounce", bounce)]), at: times)
    }

    func testShake_B2_K2() throws {
      let layer = CALayer()
      Corpus.shake(layer)
      var shake = KeyframeAnimation(
        keyPath: .transformTranslationX, values: [0, 10, -10, 10, -5, 0],
        timing: timing(duration: 0.5))
      shake.isAdditive = true
      let expected = try native([("shake", shake)]) { $0.position = Point(x: 100, y: 100) }
      assertSamePresentation(layer, expected, at: times)
    }

    func testPacedPath_K6_P6() throws {
      let layer = CALayer()
      Corpus.pacedPath(layer)
      var path = Path()
      path.move(to: Point(x: 0, y: 0))
      path.addLine(to: Point(x: 300, y: 0))
      path.addLine(to: Point(x: 300, y: 100))
      let motion = KeyframeAnimation(
        keyPath: .position, path: path, calculationMode: .paced, timing: timing(duration: 4))
      assertSamePresentation(layer, try native([("motion", motion)]), at: times)
    }

    func testOrbitTurningWithThePath_K9_P4() throws {
      let layer = CALayer()
      Corpus.orbit(layer)
      var ellipse = Path()
      ellipse.addEllipse(in: Rect(x: 0, y: 0, width: 200, height: 100))
      var orbit = KeyframeAnimation(
        keyPath: .position, path: ellipse, timing: timing(duration: 4, repeatCount: .infinity))
      orbit.rotationMode = .auto
      assertSamePresentation(layer, try native([("orbit", orbit)]), at: times)
    }

    func testBlinkInSteps_K5() throws {
      let layer = CALayer()
      Corpus.blink(layer)
      let blink = KeyframeAnimation(
        keyPath: .opacity, values: [1, 0, 1, 0], calculationMode: .discrete,
        timing: timing(duration: 1))
      assertSamePresentation(layer, try native([("blink", blink)]), at: times)
    }

    func testSmoothCurve_K7() throws {
      let layer = CALayer()
      Corpus.smoothCurve(layer)
      let curve = KeyframeAnimation(
        keyPath: .position,
        values: [
          .point(Point(x: 0, y: 0)), .point(Point(x: 100, y: 50)), .point(Point(x: 200, y: 0)),
        ], calculationMode: .cubic, timing: timing(duration: 2))
      assertSamePresentation(layer, try native([("curve", curve)]), at: times)
    }

    // MARK: Groups, springs, transitions

    func testRepeatingAutoreversingGroup_G1_G3_T3() throws {
      let layer = CALayer()
      Corpus.group(layer)
      let move = BasicAnimation(keyPath: .positionX, from: 0, to: 100)
      let fade = BasicAnimation(
        keyPath: .opacity, from: 1, to: 0.2, timing: timing(duration: 0.5, begin: 0.5))
      let group = AnimationGroup(
        [move, fade], timing: timing(duration: 1, repeatCount: 2, autoreverses: true))
      assertSamePresentation(layer, try native([("group", group)]), at: times)
    }

    func testBorderGroupChildrenTakeTheGroupsDuration_T3_G1() throws {
      let layer = CALayer()
      Corpus.borderGroup(layer)
      let group = AnimationGroup(
        [
          BasicAnimation(keyPath: AnimatableKeyPath(.borderWidth), to: 10),
          BasicAnimation(keyPath: AnimatableKeyPath(.cornerRadius), to: 20),
        ], timing: timing(duration: 2))
      assertSamePresentation(layer, try native([("border", group)]), at: times)
    }

    func testSpringScale_S1_S2_S4() throws {
      let layer = CALayer()
      Corpus.springScale(layer)
      var spring = SpringAnimation(keyPath: .transformScale, from: 0.5, to: 1)
      spring.damping = 8
      spring.initialVelocity = 2
      spring.duration = spring.settlingDuration
      assertSamePresentation(layer, try native([("spring", spring)]), at: times)
    }

    func testPerceptualSpring_S6() throws {
      let layer = CALayer()
      Corpus.perceptualSpring(layer)
      var spring = try SpringAnimation(
        keyPath: .positionY, perceptualDuration: 0.5, bounce: 0.3, from: 0, to: 300)
      spring.duration = spring.settlingDuration
      // bounce is a CGFloat in both; the spring's numbers round-trip through CGFloat exactly.
      assertSamePresentation(layer, try native([("drop", spring)]), at: times)
    }

    func testTransition_X1() throws {
      let layer = CALayer()
      Corpus.crossFade(layer)
      let transition = Transition(type: .push, subtype: .fromRight, timing: timing(duration: 0.5))
      assertSamePresentation(layer, try native([("transition", transition)]), at: times)
    }

    func testProgressRing_Y1_Y3() throws {
      let ring = Corpus.progressRing()
      var fill = BasicAnimation(
        keyPath: AnimatableKeyPath(.strokeEnd), from: 0, to: 1,
        timing: timing(duration: 2, fill: .forwards))
      fill.isRemovedOnCompletion = false
      let expected = ShapeLayer()
      var circle = Path()
      circle.addEllipse(in: Rect(x: 0, y: 0, width: 100, height: 100))
      expected.path = circle
      expected.strokeColor = Color(red: 0, green: 0.5, blue: 1, alpha: 1)
      expected.fillColor = .clear
      expected.lineWidth = 6
      expected.strokeEnd = 0
      try expected.add(fill, forKey: "progress")
      assertSamePresentation(ring, expected, at: times)
      XCTAssertEqual(ring.strokeEnd, 0)
      XCTAssertNil(ring.fillColor)
    }
  }
#endif
