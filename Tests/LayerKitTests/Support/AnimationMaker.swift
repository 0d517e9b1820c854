import Foundation
import LayerKit

/// Builds random animations of every kind, with random timing and flags, and random trees of
/// layers that run them: the inputs of the tests that compare two ways of evaluating a frame.
struct AnimationMaker {
  var random: SplitMix64

  mutating func chance(_ p: Double) -> Bool { random.double(in: 0...1) < p }
  mutating func number(_ range: ClosedRange<Double> = -50...50) -> Double {
    random.double(in: range)
  }
  mutating func pick<T>(_ items: [T]) -> T {
    items[Int.random(in: 0..<items.count, using: &random)]
  }

  mutating func timing() -> MediaTiming {
    var timing = MediaTiming(duration: chance(0.1) ? 0 : number(0.2...3))
    if chance(0.5) { timing.beginTime = pick([0, number(0...2), -number(0...1)]) }
    if chance(0.3) { timing.speed = pick([0, 2, 0.5, -1, number(-2...2)]) }
    if chance(0.3) { timing.timeOffset = number(-1...2) }
    if chance(0.3) { timing.repeatCount = pick([2, 2.5, .infinity]) }
    if chance(0.1) { timing.repeatDuration = number(0.5...4) }
    timing.autoreverses = chance(0.3)
    timing.fillMode = pick(FillMode.allCases)
    return timing
  }

  mutating func timingFunction() -> TimingFunction? {
    guard chance(0.6) else { return nil }
    if chance(0.5) { return pick([.linear, .easeIn, .easeOut, .easeInEaseOut, .default]) }
    return try? TimingFunction(
      controlPoints: number(0...1), number(-0.5...1.5), number(0...1), number(-0.5...1.5))
  }

  mutating func value(of kind: ValueKind) -> AnimatableValue {
    switch kind {
    case .number: .number(number())
    case .bool: .bool(chance(0.5))
    case .point: .point(Point(x: number(), y: number()))
    case .size: .size(Size(width: number(), height: number()))
    case .rect: .rect(Rect(x: number(), y: number(), width: number(), height: number()))
    case .color:
      .color(
        Color(
          red: number(0...1), green: number(0...1), blue: number(0...1), alpha: number(0...1)))
    case .vector3: .vector3(Vector3(x: number(0.5...2), y: number(0.5...2), z: number(0.5...2)))
    case .transform:
      .transform(
        Transform3D(rotationAngle: number(-3...3), x: number(), y: number(), z: number(1...2))
          .translatedBy(x: number(), y: number()).scaledBy(x: number(0.5...2), y: number(0.5...2))
      )
    case .path:
      // One structure throughout, so that any two of these interpolate (Y2).
      .path(
        Path(
          elements: [
            .move(to: Point(x: number(), y: number())),
            .line(to: Point(x: number(), y: number())),
            .curve(
              to: Point(x: number(), y: number()), control1: Point(x: number(), y: number()),
              control2: Point(x: number(), y: number())),
            .closeSubpath,
          ]))
    case .numbers: .numbers([number(0...1), number(0...1), number(0...1)])
    case .colors:
      .colors(
        (0..<2).map { _ in
          Color(
            red: number(0...1), green: number(0...1), blue: number(0...1), alpha: number(0...1))
        })
    }
  }

  mutating func keyPath() -> AnimatableKeyPath {
    pick([
      .position, .positionX, .positionY, .opacity, .bounds, .boundsSize, .backgroundColor,
      .borderWidth, .hidden, .transform, .transformRotation, .transformRotationX,
      .transformScale, .transformTranslation, .cornerRadius, .zPosition,
      .sublayerTransformTranslationX, .shadowOffset,
      // Shape layers' (Y1, Y7): added to a plain layer, these are rejected.
      AnimatableKeyPath(.path), AnimatableKeyPath(.strokeEnd), AnimatableKeyPath(.fillColor),
    ])
  }

  /// A property animation's shared fields: a key path (or a value function on `transform`),
  /// additive and cumulative where the kind allows them.
  mutating func property<A: PropertyAnimation>(_ animation: inout A) {
    if animation.keyPath == .transform, chance(0.4) {
      animation.valueFunction = pick(ValueFunction.allCases)
    }
    if animation.valueKind != .bool {
      animation.isAdditive = chance(0.3)
      animation.isCumulative = chance(0.3)
    }
    animation.base.timing = timing()
    animation.base.timingFunction = timingFunction()
    animation.base.isRemovedOnCompletion = chance(0.6)
  }

  mutating func basic() -> BasicAnimation {
    var animation = BasicAnimation(keyPath: keyPath())
    property(&animation)
    let kind = animation.valueKind
    if chance(0.7) { animation.fromValue = value(of: kind) }
    if chance(0.7) { animation.toValue = value(of: kind) }
    if kind != .bool, chance(0.3) {
      // by values that keep transforms invertible (B2)
      animation.byValue =
        kind == .transform ? .transform(.init(translationX: 5, y: 3)) : value(of: kind)
    }
    return animation
  }

  mutating func spring() -> SpringAnimation {
    var animation = SpringAnimation(
      keyPath: pick([.positionY, .opacity, .transformScale, .bounds]))
    property(&animation)
    animation.fromValue = value(of: animation.valueKind)
    animation.toValue = value(of: animation.valueKind)
    animation.damping = pick([0, 5, 10, 20, 50])
    animation.stiffness = number(50...300)
    animation.mass = number(0.5...3)
    animation.initialVelocity = number(-3...3)
    animation.allowsOverdamping = chance(0.5)
    return animation
  }

  mutating func keyframe() -> KeyframeAnimation {
    var animation = KeyframeAnimation(keyPath: keyPath())
    property(&animation)
    animation.calculationMode = pick(CalculationMode.allCases)
    if animation.keyPath.valueKind == .point, animation.valueFunction == nil, chance(0.4) {
      var path = Path()
      path.move(to: Point(x: number(), y: number()))
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        if chance(0.5) {
          path.addLine(to: Point(x: number(), y: number()))
        } else {
          path.addCurve(
            to: Point(x: number(), y: number()), control1: Point(x: number(), y: number()),
            control2: Point(x: number(), y: number()))
        }
      }
      if chance(0.3) { path.closeSubpath() }
      animation.path = path
      if chance(0.5) { animation.rotationMode = pick(RotationMode.allCases) }
    } else {
      animation.values = (0..<Int.random(in: 1...6, using: &random)).map { _ in
        value(of: animation.valueKind)
      }
    }
    let n = animation.path?.keyframePoints.count ?? animation.values.count
    if chance(0.4), n > 1 {
      var times = (0..<n).map { _ in number(0...1) }.sorted()
      times[0] = 0
      times[n - 1] = 1
      animation.keyTimes = times
    }
    if chance(0.4), n > 1 {
      animation.timingFunctions = (0..<(n - 1)).map { _ in timingFunction() ?? .linear }
    }
    if chance(0.3) { animation.tensionValues = (0..<n).map { _ in number(-1...1) } }
    return animation
  }

  mutating func any(depth: Int = 0) -> Animation {
    let kinds = depth < 3 ? 5 : 4
    switch Int.random(in: 0..<kinds, using: &random) {
    case 0: return .basic(basic())
    case 1: return .keyframe(keyframe())
    case 2: return .spring(spring())
    case 3:
      var transition = Transition(type: pick(TransitionType.allCases))
      transition.base.timing = timing()
      transition.startProgress = number(0...0.5)
      transition.endProgress = number(0.5...1)
      return .transition(transition)
    default:
      var group = AnimationGroup(
        (0..<Int.random(in: 0...3, using: &random)).map { _ in any(depth: depth + 1) })
      group.base.timing = timing()
      group.base.timingFunction = timingFunction()
      return .group(group)
    }
  }

  /// A random tree of nested layers with random time spaces and animations; `added` counts the
  /// animations that were valid and added.
  mutating func tree(layers count: Int, added: inout Int) -> (LayerTree, [Layer]) {
    let tree = LayerTree()
    var layers: [Layer] = [tree.root]
    for i in 0..<count {
      let shape = chance(0.4)
      let layer = shape ? ShapeLayer(name: "l\(i)") : Layer(name: "l\(i)")
      if shape, case .path(let path) = value(of: .path) { layer.shape?.path = path }
      layers[Int.random(in: 0..<layers.count, using: &random)].addSublayer(layer)
      layers.append(layer)
      if chance(0.3) { layer.beginTime = number(-1...1) }
      if chance(0.3) { layer.speed = pick([0.5, 2, 0, -1]) }
      if chance(0.3) { layer.timeOffset = number(-1...1) }
      if chance(0.5) { layer.position = Point(x: number(), y: number()) }
      if chance(0.3) { layer.transform = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1) }
      for k in 0..<Int.random(in: 0...4, using: &random) {
        if (try? layer.add(any(), forKey: chance(0.8) ? "k\(k % 3)" : nil)) != nil {
          added += 1
        }
      }
    }
    return (tree, layers)
  }
}
