#if !canImport(QuartzCore) && canImport(Testing)
  import Foundation
  import LayerKitQuartzCore
  import LayerKitTesting
  import Testing

  /// Everyday UI animations written as for iOS, in Swift Testing, which runs these tests in
  /// parallel (no `.serialized`): each test has a world of its own, resets and moves its own
  /// clock, and sees only its own layers. Expected values are closed forms of linear
  /// interpolation (B1) and of the spring (S1, S4).
  @Suite struct ParallelCompatibilityTests {
    /// A linear basic animation of `keyPath` over `duration` seconds.
    private static func linear(
      _ keyPath: String, from: Any, to: Any, duration: Double
    ) -> CABasicAnimation {
      let animation = CABasicAnimation(keyPath: keyPath)
      animation.fromValue = from
      animation.toValue = to
      animation.duration = duration
      animation.timingFunction = CAMediaTimingFunction(name: .linear)
      return animation
    }

    @Test func fadeIsHalfwayAfterOneSecond_B1() {
      CAMediaClock.withIsolatedWorld {
        CAMediaClock.reset()
        let layer = CALayer()
        layer.add(Self.linear("opacity", from: 1, to: 0, duration: 2), forKey: "fade")
        CAMediaClock.advance(by: 1)
        expectPresentation(of: layer, "opacity", at: CACurrentMediaTime(), equals: 0.5)
        #expect(CACurrentMediaTime() == 1)
      }
    }

    @Test func progressRingFillsItsStroke_Y3() {
      CAMediaClock.withIsolatedWorld {
        let ring = CAShapeLayer()
        let circle = CGMutablePath()
        circle.addArc(
          center: CGPoint(x: 40, y: 40), radius: 30, startAngle: 0, endAngle: 2 * .pi,
          clockwise: false)
        ring.path = circle
        ring.add(Self.linear("strokeEnd", from: 0, to: 1, duration: 4), forKey: "fill")
        CAMediaClock.advance(by: 0.5)
        expectPresentation(of: ring, "strokeEnd", equals: [0.5: 0.125, 2: 0.5, 3: 0.75])
        #expect(ring.path?.isEmpty == false)  // P5: a full turn either way
      }
    }

    @Test func shakeFollowsItsKeyframes_K2_K5() {
      CAMediaClock.withIsolatedWorld {
        let field = CALayer()
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, 10, -10, 10, 0]
        shake.duration = 0.4
        shake.isAdditive = true
        field.add(shake, forKey: "shake")
        CAMediaClock.advance(by: 0.05)
        // Even spacing, 0.1 s a segment: half of 0 → 10 at 0.05, half of 10 → −10 at 0.15.
        expectPresentation(of: field, "position.x", equals: [0.05: 5, 0.15: 0, 0.25: 0])
      }
    }

    @Test func cardFlipTurnsAboutY_V3() {
      CAMediaClock.withIsolatedWorld {
        let card = CALayer()
        card.add(
          Self.linear("transform.rotation.y", from: 0, to: Double.pi, duration: 1),
          forKey: "flip")
        CAMediaClock.advance(by: 0.25)
        expectPresentation(
          of: card, "transform.rotation.y", at: 0.25, equals: Double.pi / 4, accuracy: .default)
      }
    }

    @Test func springDropFollowsTheOscillator_S1_S4() {
      CAMediaClock.withIsolatedWorld {
        let ball = CALayer()
        let drop = CASpringAnimation(keyPath: "position.y")
        drop.fromValue = 0
        drop.toValue = 100
        drop.duration = drop.settlingDuration
        ball.add(drop, forKey: "drop")
        CAMediaClock.advance(by: 0.3)
        // Defaults: ω₀ = 10, ζ = 0.5, ω_d = 10·√0.75; x(t) = e^(−5t)(cos ω_d t + 5/ω_d sin ω_d t).
        let damped = 10 * 0.75.squareRoot()
        let x = exp(-1.5) * (cos(damped * 0.3) + 5 / damped * sin(damped * 0.3))
        expectPresentation(
          of: ball, "position.y", at: 0.3, equals: 100 * (1 - x), accuracy: .spring(distance: 100))
      }
    }

    @Test func replicatorCopiesRunLater_Y5() {
      CAMediaClock.withIsolatedWorld {
        let dots = CAReplicatorLayer()
        let dot = CALayer()
        dots.addSublayer(dot)
        dots.instanceCount = 4
        dots.instanceDelay = 0.25
        dot.add(Self.linear("opacity", from: 0, to: 1, duration: 1), forKey: "fade")
        CAMediaClock.advance(by: 0.5)
        expectPresentation(of: dot, "opacity", at: 0.5, equals: 0.5)
        #expect(dots.instanceCount == 4)
      }
    }
  }
#endif
