import XCTest

@testable import LayerKit

/// What a layer keeps of each animation as given (rule L7): the animation handed back exactly by
/// `animation(forKey:)` and in events, packed into bytes when its fields have fixed sizes
/// (`PackedAnimation`), each kept in a layer's `AnimationLedger`.
final class PackedAnimationTests: XCTestCase {
  /// `animation` as a layer's ledger keeps it, alone.
  private func stored(_ animation: Animation) -> AnimationEntry {
    var ledger = AnimationLedger()
    return ledger.append(
      key: nil, animation: animation, delegate: nil, sequence: 0, transaction: nil,
      share: LayerTracks.Share())
  }

  /// `animation` kept and read back: equal, and equal in every digit of every number (a dump
  /// mirrors every stored field and prints each `Double` in full, so a rounded number or a lost
  /// negative zero shows).
  private func assertKeptExactly(
    _ animation: Animation, file: StaticString = #filePath, line: UInt = #line
  ) {
    let back = stored(animation).animation
    XCTAssertEqual(back, animation, file: file, line: line)
    XCTAssertEqual(fields(of: back), fields(of: animation), file: file, line: line)
    XCTAssertEqual(stored(animation).timing, animation.timing, file: file, line: line)
    XCTAssertEqual(
      stored(animation).isRemovedOnCompletion, animation.isRemovedOnCompletion,
      file: file, line: line)
  }

  /// Every stored field of `animation`, as `dump` prints them.
  private func fields(of animation: Animation) -> String {
    var text = ""
    dump(animation, to: &text)
    return text
  }

  private func isPacked(_ animation: Animation) -> Bool {
    stored(animation).isPacked
  }

  func testRandomAnimationsOfEveryKindComeBackExactly_L7() {
    var maker = AnimationMaker(random: SplitMix64(seed: 0x57_0BED))
    var packed = 0
    for _ in 0..<1_500 {
      let animation = maker.any()
      assertKeptExactly(animation)
      if isPacked(animation) { packed += 1 }
    }
    // Basic, spring and keyframe animations without a custom timing function, path or list
    // pack: a good share of the random ones.
    XCTAssertGreaterThan(packed, 250)
  }

  func testEverydayAnimationsArePackedAndKeepEveryField_L7() {
    var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1, timingFunction: .easeOut)
    fade.duration = 0.3
    fade.beginTime = -0.0  // a negative zero is not the default's zero
    fade.fillMode = .both
    fade.isRemovedOnCompletion = false
    fade.repeatCount = .infinity
    fade.autoreverses = true
    fade.isAdditive = true
    var move = KeyframeAnimation(
      keyPath: .position,
      values: [.point(Point(x: 1, y: 2)), .point(Point(x: -3, y: 4.5)), .point(.zero)],
      keyTimes: [0, 0.25, 1], timingFunctions: [.easeIn, .linear], calculationMode: .cubic)
    move.tensionValues = [0.5, -0.5, 0]
    move.continuityValues = [0, 1, 0]
    move.biasValues = [1, 0, -1]
    move.speed = 2
    move.timeOffset = 0.125
    move.repeatDuration = 3
    var turn = BasicAnimation(keyPath: .transform, by: .transform(.init(translationX: 5, y: 3)))
    turn.valueFunction = nil
    turn.isCumulative = true
    var spin = BasicAnimation(keyPath: .transform, from: 0, to: .number(.pi))
    spin.valueFunction = .rotateZ
    var spring = SpringAnimation(
      keyPath: .bounds, from: .rect(Rect(x: 0, y: 0, width: 1, height: 2)))
    spring.mass = 2
    spring.stiffness = 300
    spring.damping = 0.5
    spring.initialVelocity = -1
    spring.allowsOverdamping = true
    var colour = KeyframeAnimation(
      keyPath: .backgroundColor,
      values: [.color(Color(red: 1, green: 0, blue: 0)), .color(Color(red: 0, green: 0, blue: 1))])
    colour.calculationMode = .discrete
    var flags = KeyframeAnimation(keyPath: .hidden, values: [.bool(true), .bool(false)])
    flags.rotationMode = .autoReverse
    var scale = BasicAnimation(keyPath: .transformScale, from: .vector3(Vector3(x: 1, y: 1, z: 1)))
    scale.toValue = .vector3(Vector3(x: 2, y: 0.5, z: 1))
    for animation: Animation in [
      .basic(fade), .keyframe(move), .basic(turn), .basic(spin), .spring(spring), .keyframe(colour),
      .keyframe(flags), .basic(scale),
    ] {
      XCTAssertTrue(isPacked(animation), "\(animation)")
      assertKeptExactly(animation)
    }
  }

  func testAnimationsWithFieldsOfNoFixedSizeAreKeptAsGiven_L7() throws {
    var path = Path()
    path.move(to: .zero)
    path.addLine(to: Point(x: 10, y: 0))
    var custom = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
    custom.timingFunction = try TimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
    var noted = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
    noted.userInfo = ["target": .number(3)]
    let unknown = BasicAnimation(keyPath: AnimatableKeyPath("no.such.path"), to: 1)
    let kept: [Animation] = [
      .keyframe(KeyframeAnimation(keyPath: .position, path: path)),
      .basic(BasicAnimation(keyPath: AnimatableKeyPath(.path), to: .path(path))),
      .basic(BasicAnimation(keyPath: AnimatableKeyPath(.locations), to: .numbers([0, 1]))),
      .basic(custom), .basic(noted), .basic(unknown),
      .group(AnimationGroup([BasicAnimation(keyPath: .opacity, to: 0)])),
      .transition(Transition(type: .fade)),
    ]
    for animation in kept {
      XCTAssertFalse(isPacked(animation), "\(animation)")
      assertKeptExactly(animation)
    }
  }

  func testALayerHandsBackWhatItStored_L7() throws {
    let layer = Layer()
    var fade = BasicAnimation(keyPath: .opacity, from: 0.25, to: 0.75)
    fade.duration = 2
    fade.beginTime = 1
    try layer.add(fade, forKey: "fade")
    XCTAssertEqual(layer.animation(forKey: "fade"), .basic(fade))
    XCTAssertEqual(layer.animations.map(\.key), ["fade"])
  }

  func testSmallWholeNumbersAndTheirNeighboursComeBackExactly_L7() {
    // Whole numbers in Int8's range take a short form; the numbers around its edges, fractions,
    // negative zero and the non-finite ones do not, and every one comes back bit for bit.
    let numbers: [Double] = [
      0, -0.0, 1, -1, 127, -128, 128, -129, 0.5, 1e-300, .infinity, -.infinity, .nan,
      Double(Int8.max).nextUp,
    ]
    for from in numbers {
      let animation = Animation.basic(
        BasicAnimation(keyPath: .opacity, from: .number(from), to: .number(-from)))
      XCTAssertTrue(isPacked(animation))
      guard case .basic(let back) = stored(animation).animation,
        case .number(let a)? = back.fromValue, case .number(let b)? = back.toValue
      else { return XCTFail("\(from) did not come back as numbers") }
      XCTAssertEqual(a.bitPattern, from.bitPattern, "\(from)")
      XCTAssertEqual(b.bitPattern, (-from).bitPattern, "\(-from)")
    }
  }

  func testAnAnimationTooLargeToPackIsKeptAsGiven_L7() {
    // Past AnimationLedger.byteLimit (a point a value: 17 bytes), the animation is kept whole.
    let count = AnimationLedger.byteLimit / 17 + 1
    let values = (0..<count).map { AnimatableValue.point(Point(x: Double($0), y: 0.5)) }
    let animation = Animation.keyframe(KeyframeAnimation(keyPath: .position, values: values))
    XCTAssertFalse(isPacked(animation))
    XCTAssertEqual(stored(animation).animation, animation)
  }
}
