import Foundation
import LayerKit
import XCTest

/// Finite in, finite out (rule V6), and the other robustness guarantees that live in the
/// library: every value here comes from finite inputs at the extremes of `Double`, and must
/// be finite (and, where the exact answer is known, equal to it).
final class ExtremeValueTests: XCTestCase {
  private let max = Double.greatestFiniteMagnitude

  private func assertFinite(
    _ value: AnimatableValue, _ message: String = "", file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertTrue(value.isFinite, "\(value) \(message)", file: file, line: line)
  }

  func testTimingFunctionWithHugeControlsStaysFinite_TF6_V6() throws {
    let function = try TimingFunction(controlPoints: 0.5, 1e308, 0.5, -1e308)
    for i in 0...100 {
      let t = Double(i) / 100
      XCTAssertTrue(function.progress(at: t).isFinite, "at \(t)")
    }
    XCTAssertEqual(function.progress(at: 0), 0)
    XCTAssertEqual(function.progress(at: 1), 1)
  }

  func testCumulativeRepeatsSaturate_B3_V6() throws {
    // toValue 1e308, cumulative over 20 repeats: the sum leaves Double's range and holds at
    // the largest finite number instead of becoming infinite.
    let layer = Layer()
    var grow = BasicAnimation(keyPath: .opacity, from: 0, to: 1e308, timing: .init(duration: 1))
    grow.isCumulative = true
    grow.repeatCount = 20
    try layer.add(grow, forKey: "g")
    XCTAssertEqual(layer.presentation(at: 0.5).opacity, 5e307)
    XCTAssertEqual(layer.presentation(at: 3.5).opacity, max)
    // A transform scaled by 2 per repeat, 2000 repeats: 2^2000 saturates; the zero fields stay
    // zero (no infinity times zero).
    let scaling = Layer()
    var doubling = BasicAnimation(
      keyPath: .transform, from: .transform(.identity),
      to: .transform(Transform3D(scaleX: 2, y: 2, z: 1)), timing: .init(duration: 1))
    doubling.isCumulative = true
    doubling.repeatCount = 2000
    try scaling.add(doubling, forKey: "d")
    let late = scaling.presentation(at: 1999.5).transform
    XCTAssertEqual(late.m11, max)
    XCTAssertEqual(late.m22, max)
    XCTAssertEqual(late.m12, 0)
    XCTAssertEqual(late.m33, 1)
    XCTAssertEqual(late.m44, 1)
    // Reading it through the frame and as a component works too.
    let tree = LayerTree()
    tree.root.addSublayer(scaling)
    let frame = tree.presentation(at: 1999.5)
    XCTAssertEqual(frame.value(of: scaling, AnimatableKeyPath("transform.scale.x")).number, max)
  }

  func testCubicKeyframesAtTheExtremesStayFinite_K7_V6() throws {
    for mode in [CalculationMode.cubic, .cubicPaced] {
      let layer = Layer()
      try layer.add(
        KeyframeAnimation(
          keyPath: .opacity, values: [0, 1e308, -1e308], calculationMode: mode,
          timing: .init(duration: 1)), forKey: "k")
      for i in 0...40 {
        let t = Double(i) / 40
        let v = layer.presentation(at: t).opacity
        XCTAssertTrue(v.isFinite, "\(mode) at \(t): \(v)")
      }
      // Keyframes are still hit exactly.
      XCTAssertEqual(layer.presentation(at: 0).opacity, 0)
    }
    // Tension, continuity and bias at the ends of their range, on huge values: finite.
    let layer = Layer()
    var wild = KeyframeAnimation(
      keyPath: .position,
      values: [.point(.zero), .point(Point(x: 1e300, y: -1e300)), .point(.zero)],
      calculationMode: .cubic, timing: .init(duration: 1))
    wild.tensionValues = [-1, 1, -1]
    wild.continuityValues = [1, -1, 1]
    wild.biasValues = [1, -1, 1]
    try layer.add(wild, forKey: "w")
    for i in 0...20 { assertFinite(.point(layer.presentation(at: Double(i) / 20).position)) }
  }

  func testLerpAtTheExtremes_V1_V6() throws {
    // From −max to +max: exactly 0 halfway, exact ends, finite everywhere including overshoot.
    let layer = Layer()
    var sweep = BasicAnimation(
      keyPath: .positionX, from: .number(-max), to: .number(max), timing: .init(duration: 1))
    sweep.timingFunction = try TimingFunction(controlPoints: 0.5, -2, 0.5, 3)
    try layer.add(sweep, forKey: "s")
    for i in 0...50 {
      XCTAssertTrue(layer.presentation(at: Double(i) / 50).position.x.isFinite)
    }
    let linear = Layer()
    try linear.add(
      BasicAnimation(
        keyPath: .positionX, from: .number(-max), to: .number(max), timing: .init(duration: 1)),
      forKey: "s")
    XCTAssertEqual(linear.presentation(at: 0.5).position.x, 0)
    XCTAssertEqual(linear.presentation(at: 0).position.x, -max)
    // Additive on a huge model: held at max, not infinite.
    let additive = Layer()
    additive.position = Point(x: max, y: 0)
    var push = BasicAnimation(
      keyPath: .positionX, from: 0, to: .number(max), timing: .init(duration: 1))
    push.isAdditive = true
    try additive.add(push, forKey: "p")
    XCTAssertEqual(additive.presentation(at: 0.9).position.x, max)
  }

  func testPathsAtTheExtremes_P6_V6() throws {
    // A straight path from −max to +max, linear in time: exactly the middle at 0.5.
    var diagonal = Path()
    diagonal.move(to: Point(x: -max, y: -max))
    diagonal.addLine(to: Point(x: max, y: max))
    let layer = Layer()
    try layer.add(
      KeyframeAnimation(keyPath: .position, path: diagonal, timing: .init(duration: 1)),
      forKey: "m")
    XCTAssertEqual(layer.presentation(at: 0.5).position, .zero)
    // Paced, its length (2.5e308) is beyond Double: the motion still starts at the start and is
    // halfway (within rounding of the length) at 0.5.
    var paced = Path()
    paced.move(to: Point(x: 1e308, y: -1e308))
    paced.addLine(to: Point(x: -1e308, y: 1e308))
    let pacedLayer = Layer()
    var motion = KeyframeAnimation(
      keyPath: .position, path: paced, calculationMode: .paced, timing: .init(duration: 1))
    motion.rotationMode = .auto
    try pacedLayer.add(motion, forKey: "m")
    XCTAssertEqual(pacedLayer.presentation(at: 0).position, Point(x: 1e308, y: -1e308))
    let middle = pacedLayer.presentation(at: 0.5).position
    XCTAssertLessThan(abs(middle.x), 1e308 * 1e-14)
    XCTAssertLessThan(abs(middle.y), 1e308 * 1e-14)
    XCTAssertTrue(pacedLayer.presentation(at: 0.5).transform.isFinite)
    XCTAssertEqual(paced.measure().length, max, "longer than Double's range: saturated")
    // Overshooting past the end along the tangent stays finite.
    var overshoot = KeyframeAnimation(
      keyPath: .position, path: paced, calculationMode: .paced, timing: .init(duration: 1))
    overshoot.timingFunction = try TimingFunction(controlPoints: 0.5, 0, 0.5, 3)
    let overshooting = Layer()
    try overshooting.add(overshoot, forKey: "o")
    for i in 0...20 { assertFinite(.point(overshooting.presentation(at: Double(i) / 20).position)) }
  }

  func testHugeArcSweepsAreBounded_P5_V6() {
    // 1e300 radians used to trap converting to Int, 1e10 to allocate gigabytes.
    for delta in [1e300, -1e300, 1e10, .greatestFiniteMagnitude] {
      var path = Path()
      path.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: delta)
      XCTAssertLessThanOrEqual(path.elements.count, 4 * (Path.maximumArcTurns + 1) + 1)
      // It ends where the whole sweep ends.
      let end = path.currentPoint ?? .zero
      let angle = delta.truncatingRemainder(dividingBy: 2 * .pi)
      XCTAssertEqual(end.x, cos(angle), accuracy: Tolerance.steppedSweep)
      XCTAssertEqual(end.y, sin(angle), accuracy: Tolerance.steppedSweep)
    }
    // A sweep within the limit is untouched: 3 turns is 12 quarter arcs.
    var three = Path()
    three.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: 6 * .pi)
    XCTAssertEqual(three.segments.count, 12)
  }

  func testBuildingLongPathsIsLinear_P1() {
    // 200,000 lines: each addition finds the current point in O(1) (it used to walk the path).
    var path = Path()
    path.move(to: .zero)
    for i in 1...200_000 { path.addLine(to: Point(x: Double(i), y: 0)) }
    XCTAssertEqual(path.currentPoint, Point(x: 200_000, y: 0))
    XCTAssertEqual(path.segments.count, 200_000)
    // The current point follows closes and moves, and init(elements:) agrees with building.
    var closed = Path()
    closed.move(to: Point(x: 1, y: 1))
    closed.addLine(to: Point(x: 5, y: 1))
    closed.closeSubpath()
    XCTAssertEqual(closed.currentPoint, Point(x: 1, y: 1))
    XCTAssertEqual(Path(elements: closed.elements), closed)
    XCTAssertEqual(Path(elements: closed.elements).currentPoint, Point(x: 1, y: 1))
  }

  func testSpringsAtTheExtremes_S3_S6_V6() throws {
    // Damping 1e308 with overdamping: the slow root is about −k/c, tiny, not cancelled to 0.
    var slow = SpringAnimation(keyPath: .opacity, from: 0, to: 1)
    (slow.mass, slow.stiffness, slow.damping) = (1, 1, 1e9)
    slow.allowsOverdamping = true
    // x(t) ≈ e^(−t·k/c): 1/e at t = 1e9.
    XCTAssertEqual(slow.displacement(at: 1e9), exp(-1), accuracy: Tolerance.leadingOrder)
    var frozen = slow
    frozen.damping = 1e308
    XCTAssertEqual(frozen.displacement(at: 1e9), 1, accuracy: Tolerance.spring)
    XCTAssertTrue(frozen.settlingDuration.isFinite || frozen.settlingDuration == .infinity)
    // A tiny mass: ζ ≈ 5e149, slow root −k/c = −1: settles (|x| < 0.001) after ln(1000) ≈ 6.9 s,
    // to the next 0.1 s.
    var light = SpringAnimation(keyPath: .opacity, from: 0, to: 1)
    (light.mass, light.stiffness, light.damping) = (1e-300, 1, 1)
    light.allowsOverdamping = true
    XCTAssertEqual(light.settlingDuration, 7.0, accuracy: Tolerance.closedForm)
    // Evaluated through a layer, every spring value is finite.
    let layer = Layer()
    frozen.duration = 5
    try layer.add(frozen, forKey: "f")
    for i in 0...10 { XCTAssertTrue(layer.presentation(at: Double(i) / 2).opacity.isFinite) }
  }

  func testDelegateIsReleasedWhenTheAnimationStops_E2() throws {
    final class Listener: AnimationDelegate {}
    let tree = LayerTree()
    weak var released: Listener?
    do {
      let listener = Listener()
      released = listener
      var held = BasicAnimation(keyPath: .opacity, from: 0, to: 1, timing: .init(duration: 1))
      held.isRemovedOnCompletion = false
      held.fillMode = .forwards
      try tree.root.add(held, forKey: "held", delegate: listener)
    }
    XCTAssertNotNil(released, "held until the animation stops")
    _ = try tree.advance(to: 2)
    XCTAssertNil(released, "let go once it has stopped, though the animation stays (filling)")
    XCTAssertNotNil(tree.root.animation(forKey: "held"))
  }
}
