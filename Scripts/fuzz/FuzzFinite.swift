// A libFuzzer target for LayerKit (see Scripts/fuzz/run.sh). Finite in, finite out (SEMANTICS
// V6): a layer with finite model values gets animations of every kind built from finite
// numbers, extremes of Double included; every presentation value, at finite times, through the
// layer and through the whole-tree frame, must be finite. A non-finite value is a finding.
// Not part of the package: run.sh builds it against the library modules.

import LayerKit

/// The key paths the target animates, with the kinds of value they take.
private let keyPaths: [AnimatableKeyPath] = [
  .position, .positionX, .opacity, .bounds, .transform, .transformRotationZ, .transformScale,
  .transformTranslation, .backgroundColor, .cornerRadius, .anchorPoint,
  AnimatableKeyPath(.shadowOffset),
  AnimatableKeyPath(.sublayerTransform),
  .zPosition,
  // The layer kinds' (Y1–Y6): the child is a shape layer, the sibling a gradient layer.
  AnimatableKeyPath(.strokeEnd), AnimatableKeyPath(.path), AnimatableKeyPath(.lineWidth),
  AnimatableKeyPath(.colors), AnimatableKeyPath(.locations),
]

extension FuzzInput {
  mutating func point() -> Point { Point(x: finite(), y: finite()) }

  mutating func transform() -> Transform3D {
    switch int(0...3) {
    case 0: return .identity
    case 1: return Transform3D(rotationAngle: finite(), x: finite(), y: finite(), z: finite())
    case 2: return Transform3D(scaleX: finite(), y: finite(), z: finite())
    default: return Transform3D(fields: (0..<16).map { _ in finite() }) ?? .identity
    }
  }

  /// A finite value of `kind`.
  mutating func value(_ kind: ValueKind) -> AnimatableValue {
    switch kind {
    case .number: .number(finite())
    case .bool: .bool(bool())
    case .point: .point(point())
    case .size: .size(Size(width: finite(), height: finite()))
    case .rect: .rect(Rect(x: finite(), y: finite(), width: finite(), height: finite()))
    case .color: .color(Color(red: finite(), green: finite(), blue: finite(), alpha: finite()))
    case .vector3: .vector3(Vector3(x: finite(), y: finite(), z: finite()))
    case .transform: .transform(transform())
    // Two structures only, so that morphs between random paths often match (Y2).
    case .path: .path(path(structure: int(0...1)))
    case .numbers: .numbers((0..<int(2...3)).map { _ in finite() })
    case .colors:
      .colors(
        (0..<int(2...3)).map { _ in
          Color(red: finite(), green: finite(), blue: finite(), alpha: finite())
        })
    }
  }

  /// A path of one of two structures: a move and a line, or a move, a curve and a close.
  mutating func path(structure: Int) -> Path {
    var path = Path()
    path.move(to: point())
    if structure == 0 {
      path.addLine(to: point())
    } else {
      path.addCurve(to: point(), control1: point(), control2: point())
      path.closeSubpath()
    }
    return path
  }

  mutating func timing() -> MediaTiming {
    var timing = MediaTiming()
    timing.beginTime = bool() ? 0 : finite()
    timing.duration = abs(finite())
    timing.speed = bool() ? 1 : finite()
    timing.timeOffset = bool() ? 0 : finite()
    if bool() { timing.repeatCount = abs(finite()) }
    timing.autoreverses = bool()
    timing.fillMode = element(FillMode.allCases)
    return timing
  }

  mutating func timingFunction() -> TimingFunction? {
    switch int(0...3) {
    case 0: nil
    case 1: element([.linear, .easeIn, .easeOut, .easeInEaseOut, .default])
    default: try? TimingFunction(controlPoints: unit(), finite(), unit(), finite())
    }
  }

  mutating func path() -> Path {
    var path = Path()
    path.move(to: point())
    for _ in 0..<int(1...4) {
      switch int(0...4) {
      case 0: path.addLine(to: point())
      case 1: path.addQuadCurve(to: point(), control: point())
      case 2: path.addCurve(to: point(), control1: point(), control2: point())
      case 3:
        path.addArc(
          center: point(), radius: finite(), startAngle: finite(), endAngle: finite(),
          clockwise: bool())
      default: path.closeSubpath()
      }
    }
    return path
  }

  mutating func animation(depth: Int = 0) -> Animation {
    let keyPath = element(keyPaths)
    var animation: Animation
    switch int(0...(depth < 2 ? 4 : 3)) {
    case 0:
      var basic = BasicAnimation(keyPath: keyPath)
      if keyPath == .transform, bool() {
        basic.valueFunction = element(ValueFunction.allCases)
      }
      let kind = basic.valueKind
      if bool() { basic.fromValue = value(kind) }
      if bool() { basic.toValue = value(kind) }
      if bool() { basic.byValue = value(kind) }
      basic.isAdditive = bool()
      basic.isCumulative = bool()
      animation = .basic(basic)
    case 1:
      var keyframe = KeyframeAnimation(keyPath: keyPath)
      if (keyPath == .position || keyPath == .anchorPoint), bool() {
        keyframe.path = path()
        if bool() { keyframe.rotationMode = element([.auto, .autoReverse]) }
      } else {
        keyframe.values = (0..<int(1...5)).map { _ in value(keyframe.valueKind) }
      }
      keyframe.calculationMode = element(CalculationMode.allCases)
      let count = max(keyframe.values.count, 2)
      if bool() { keyframe.keyTimes = (0..<count).map { Double($0) / Double(count - 1) } }
      if bool() { keyframe.tensionValues = (0..<count).map { _ in unit() } }
      if bool() { keyframe.biasValues = (0..<count).map { _ in unit() } }
      if bool() { keyframe.continuityValues = (0..<count).map { _ in unit() } }
      keyframe.isAdditive = bool()
      keyframe.isCumulative = bool()
      animation = .keyframe(keyframe)
    case 2:
      var spring = SpringAnimation(keyPath: keyPath)
      spring.fromValue = value(spring.valueKind)
      spring.toValue = value(spring.valueKind)
      spring.mass = abs(finite())
      spring.stiffness = abs(finite())
      spring.damping = abs(finite())
      spring.initialVelocity = finite()
      spring.allowsOverdamping = bool()
      animation = .spring(spring)
    case 3:
      var transition = Transition()
      transition.type = element(TransitionType.allCases)
      transition.startProgress = max(0, min(1, unit()))
      transition.endProgress = max(transition.startProgress, min(1, unit()))
      animation = .transition(transition)
    default:
      var group = AnimationGroup()
      group.animations = (0..<int(1...3)).map { _ in self.animation(depth: depth + 1) }
      animation = .group(group)
    }
    animation.timing = timing()
    animation.timingFunction = timingFunction()
    animation.isRemovedOnCompletion = bool()
    return animation
  }
}

/// Every property of a presentation must be finite.
private func check(_ properties: LayerProperties, _ where_: @autoclosure () -> String) {
  for property in LayerProperty.allCases {
    requireFinite(properties[property], "\(property) \(where_())")
  }
}

/// The libFuzzer entry point: one input, any bytes.
@_cdecl("LLVMFuzzerTestOneInput") public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int)
  -> CInt
{
  var input = FuzzInput(data, size)
  let tree = LayerTree()
  let layer = Layer(name: "l")
  let child = ShapeLayer(name: "c")
  let gradient = GradientLayer(name: "g")
  tree.root.addSublayer(layer)
  layer.addSublayer(child)
  layer.addSublayer(gradient)
  child.path = input.path(structure: input.int(0...1))
  child.strokeEnd = input.finite()
  for target in [layer, child, gradient] {
    target.position = input.point()
    target.bounds = Rect(x: 0, y: 0, width: input.finite(), height: input.finite())
    target.transform = input.transform()
    target.opacity = input.finite()
    if input.bool() { target.speed = input.finite() }
    if input.bool() { target.timeOffset = input.finite() }
  }
  var added: [Animation] = []
  for index in 0..<input.int(1...4) {
    let animation = input.animation()
    let target = input.element([layer, child, gradient])
    if (try? target.add(animation, forKey: "a\(index)")) != nil { added.append(animation) }
  }
  for _ in 0..<4 {
    let time = input.finite()
    check(layer.presentation(at: time), "of the layer at \(time) with \(added)")
    check(child.presentation(at: time), "of the child at \(time) with \(added)")
    let frame = tree.presentation(at: time)
    check(frame.properties(of: child), "of the child's frame at \(time) with \(added)")
    check(frame.properties(of: gradient), "of the gradient's frame at \(time) with \(added)")
    for keyPath in keyPaths {
      requireFinite(
        frame.value(of: layer, keyPath),
        "\(keyPath) in the frame at \(time), the transform \(frame.value(of: layer, .transform))")
    }
  }
  return 0
}
