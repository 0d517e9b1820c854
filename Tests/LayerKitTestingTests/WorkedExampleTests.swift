import Foundation
import LayerKit
import LayerKitTesting
import XCTest

// The worked example of the "Testing animations" article (LayerKitTesting's documentation): a
// card flip, a spring drop and a progress ring, each checked in one line per assertion. The
// expected values are closed forms: linear interpolation (B1, G1), the damped oscillator
// (S1), the arc-length fraction of a stroke (Y3).

final class WorkedExampleTests: XCTestCase {
  /// A card flips about its y axis in 0.6 s while it lifts (scale 1 → 1.1 and back).
  func testCardFlip_G1_V3_T4() throws {
    let card = Layer(name: "card")
    var turn = BasicAnimation(
      keyPath: "transform.rotation.y", from: 0, to: .number(.pi), timingFunction: .linear)
    turn.duration = 0.6
    var lift = BasicAnimation(keyPath: "transform.scale", to: 1.1, timingFunction: .linear)
    lift.duration = 0.3
    lift.autoreverses = true
    var flip = AnimationGroup([turn, lift])
    flip.duration = 0.6
    try card.add(flip, forKey: "flip")

    // A quarter of the way: π/4 about y, scale 1.05; three quarters: 3π/4, scale 1.05 again.
    func expected(angle: Double, scale: Double) -> Transform3D {
      Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0).scaledBy(x: scale, y: scale, z: scale)
    }
    let byParts = Tolerance(absolute: 1e-9).byDecomposition
    assertPresentation(
      of: card, "transform", at: 0.15, equals: expected(angle: .pi / 4, scale: 1.05),
      accuracy: byParts)
    assertPresentation(
      of: card, "transform", at: 0.45, equals: expected(angle: 3 * .pi / 4, scale: 1.05),
      accuracy: byParts)
    // Done: the group is removed and the model (identity) shows again (F2).
    assertPresentation(of: card, "transform", at: 0.6, equals: Transform3D.identity)
  }

  /// A badge drops 300 points on Core Animation's default spring (mass 1, stiffness 100,
  /// damping 10: ω₀ = 10, ζ = 0.5).
  func testSpringDrop_S1_S4() throws {
    let badge = Layer(name: "badge")
    var drop = SpringAnimation(keyPath: "position.y", from: 0, to: 300)
    drop.duration = drop.settlingDuration
    try badge.add(drop, forKey: "drop")

    // x(t) = 1 − e^(−ζω₀t) (cos ω_d t + ζω₀/ω_d · sin ω_d t), ω_d = ω₀ √(1 − ζ²).
    let omegaD = 10 * (0.75).squareRoot()
    func y(_ t: Double) -> Double {
      300 * (1 - exp(-5 * t) * (cos(omegaD * t) + 5 / omegaD * sin(omegaD * t)))
    }
    assertPresentation(
      of: badge, "position.y", equals: [0.1: y(0.1), 0.3: y(0.3), 0.5: y(0.5), 1: y(1)],
      accuracy: .spring(distance: 300))
  }

  /// A progress ring fills its circle in 2 s and stays full.
  func testProgressRing_Y3_F2() throws {
    let ring = ShapeLayer(name: "ring")
    var circle = Path()
    circle.addEllipse(in: Rect(x: 0, y: 0, width: 100, height: 100))
    ring.path = circle
    var fill = BasicAnimation(keyPath: "strokeEnd", from: 0, to: 1, timingFunction: .linear)
    fill.duration = 2
    fill.fillMode = .forwards
    fill.isRemovedOnCompletion = false
    try ring.add(fill, forKey: "fill")

    assertPresentation(of: ring, "strokeEnd", equals: [0: 0, 0.5: 0.25, 1: 0.5, 3: 1])
    // The whole curve at 4 frames a second against a golden file written by hand from the
    // same closed form (strokeEnd = t / 2).
    assertTimeline(
      try ring.timeline(of: ["strokeEnd"], from: 0, to: 2, fps: 4),
      matchesFile: "Golden/progress-ring.json", record: .never)
  }
}
