import Foundation
import LayerKit
import XCTest

@testable import LayerKitScenes

/// The one schema that reads, writes and documents scenes: the article's tables are
/// the schema's, every field of every kind round-trips, and depth limits keep what is written
/// readable (SceneFiles.md, Limits).
final class SceneSchemaTests: XCTestCase {
  private var articleURL: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/LayerKitScenes/Documentation.docc/SceneFiles.md")
  }

  func testSceneFilesHoldsTheSchemaTables() throws {
    let article = try String(contentsOf: articleURL, encoding: .utf8)
    guard let start = article.range(of: SceneSchema.begin),
      let end = article.range(of: SceneSchema.end)
    else {
      return XCTFail(
        "SceneFiles.md has no schema tables; put these at its end:\n" + SceneSchema.tables)
    }
    let block = String(article[start.lowerBound..<end.upperBound]) + "\n"
    XCTAssertEqual(
      block, SceneSchema.tables,
      "SceneFiles.md's tables are stale; replace them with:\n" + SceneSchema.tables)
  }

  /// A value of `kind` that is not a default.
  private func sample(_ kind: ValueKind) -> AnimatableValue {
    switch kind {
    case .number: .number(0.25)
    case .bool: .bool(true)
    case .point: .point(Point(x: 3, y: -4))
    case .size: .size(Size(width: 5, height: 6))
    case .rect: .rect(Rect(x: 1, y: 2, width: 3, height: 4))
    case .color: .color(Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
    case .vector3: .vector3(Vector3(x: 1, y: 2, z: 3))
    case .transform:
      .transform(Transform3D(translationX: 1, y: 2, z: 3).rotated(by: 0.5, x: 0, y: 0, z: 1))
    case .path: .path(Path(rect: Rect(x: 1, y: 2, width: 3, height: 4)))
    case .numbers: .numbers([0.25, 0.75])
    case .colors: .colors([Color(red: 1, green: 0, blue: 0, alpha: 1), .clear])
    }
  }

  /// Every field of every kind set away from its default.
  private func everything() throws -> [Animation] {
    var base = AnimationBase()
    base.timing = MediaTiming(
      beginTime: 0.5, duration: 2, speed: 1.5, timeOffset: 0.25, repeatCount: 2,
      repeatDuration: 0, autoreverses: true, fillMode: .both)
    base.timingFunction = .easeIn
    base.isRemovedOnCompletion = false
    base.userInfo = ["target": .point(Point(x: 1, y: 2)), "n": .number(3), "flag": .bool(true)]
    var basic = BasicAnimation(keyPath: .position)
    basic.base = base
    basic.fromValue = sample(.point)
    basic.toValue = .point(Point(x: 9, y: 9))
    basic.byValue = .point(Point(x: 1, y: 1))
    basic.isAdditive = true
    basic.isCumulative = true
    var rotating = BasicAnimation(keyPath: .transform)
    rotating.valueFunction = .rotateZ
    rotating.toValue = .number(1)
    var spring = SpringAnimation(keyPath: .bounds)
    spring.base = base
    spring.base.timing.repeatDuration = .infinity
    spring.base.timing.repeatCount = 0
    spring.fromValue = sample(.rect)
    spring.toValue = .rect(Rect(x: 0, y: 0, width: 10, height: 10))
    (spring.mass, spring.stiffness, spring.damping) = (2, 50, 30)
    spring.initialVelocity = 3
    spring.allowsOverdamping = true
    var keyframe = KeyframeAnimation(keyPath: .backgroundColor)
    keyframe.base = base
    keyframe.values = [
      sample(.color), .color(Color(red: 1, green: 0, blue: 0, alpha: 1)), sample(.color),
    ]
    keyframe.keyTimes = [0, 0.25, 1]
    keyframe.timingFunctions = [.easeOut, try TimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)]
    keyframe.calculationMode = .cubic
    keyframe.tensionValues = [0.5, 0, -0.5]
    keyframe.continuityValues = [0, 0.5, 0]
    keyframe.biasValues = [-0.5, 0, 0.5]
    keyframe.isAdditive = true
    var motion = KeyframeAnimation(keyPath: .position)
    var path = Path()
    path.move(to: .zero)
    path.addCurve(to: Point(x: 10, y: 0), control1: Point(x: 0, y: 5), control2: Point(x: 10, y: 5))
    path.addQuadCurve(to: Point(x: 20, y: 0), control: Point(x: 15, y: -5))
    path.addLine(to: Point(x: 20, y: 20))
    path.closeSubpath()
    motion.path = path
    motion.rotationMode = .autoReverse
    motion.calculationMode = .paced
    var group = AnimationGroup()
    group.base = base
    group.animations = [basic.animation, keyframe.animation]
    var transition = Transition()
    transition.base = base
    transition.type = .push
    transition.subtype = .fromLeft
    transition.startProgress = 0.25
    transition.endProgress = 0.75
    return [
      basic.animation, rotating.animation, spring.animation, keyframe.animation,
      motion.animation, group.animation, transition.animation,
    ]
  }

  func testEveryFieldOfEveryKindRoundTrips() throws {
    let animations = try everything()
    var written: [String: Set<String>] = [:]
    for animation in animations {
      let json = animation.jsonValue(key: "k")
      guard case .object(let members) = json, case .string(let type)? = json["type"] else {
        return XCTFail("\(json)")
      }
      written[type, default: []].formUnion(members.map(\.key))
    }
    // Every schema field was written by some model above (the read-only perceptual fields of
    // springs aside), so the round trip below covers it: a kind's own fields by that kind, the
    // fields kinds share (built by the same code) by any kind.
    let shared = Set(
      AnimationSchema.commonFields.map(\.name)
        + ["keyPath", "additive", "cumulative", "valueFunction", "fromValue", "toValue", "byValue"])
    let everyWritten = written.values.reduce(Set<String>()) { $0.union($1) }
    XCTAssertEqual(shared.subtracting(everyWritten), [], "shared fields not covered")
    for schema in AnimationSchema.all {
      let own = Set(schema.fields.map(\.name)).subtracting(shared)
        .subtracting(["perceptualDuration", "bounce"])
      XCTAssertEqual(
        own.subtracting(written[schema.type] ?? []), [], "\(schema.type) fields not covered")
    }
    var layer = SceneLayer(
      name: "box", beginTime: 1, speed: 2, timeOffset: 0.5, duration: 3, repeatCount: 2.5,
      repeatDuration: .infinity, autoreverses: true, fillMode: .both)
    for property in LayerProperty.allCases where property.layerKind == .layer {
      layer.properties[property] = sample(property.valueKind)
    }
    layer.maskedCorners = [.minXMinY, .maxXMaxY]
    layer.allowsGroupOpacity = false
    layer.shadowPath = Path(rect: Rect(x: 0, y: 0, width: 4, height: 2))
    layer.animations = animations.enumerated().map {
      KeyedAnimation(key: "a\($0.offset)", $0.element)
    }
    // One layer of each kind, with every property of its own set (Y1–Y6).
    var kinds: [SceneLayer] = []
    for kind in LayerKind.allCases where kind != .layer {
      var sublayer = SceneLayer(name: kind.rawValue, kind: kind)
      for property in LayerProperty.allCases where property.layerKind == kind {
        sublayer.properties[property] = sample(property.valueKind)
      }
      switch kind {
      case .shape:
        sublayer.lineDashPattern = [2, 1]
        sublayer.lineCap = .round
        sublayer.lineJoin = .bevel
        sublayer.fillRule = .evenOdd
      case .replicator:
        sublayer.instanceCount = 3
        sublayer.instanceDelay = 0.25
      case .text:
        sublayer.string = "hello"
      case .gradient:
        sublayer.gradientType = .conic
      case .layer:
        break
      }
      kinds.append(sublayer)
    }
    layer.sublayers = [SceneLayer(name: "child")] + kinds
    let scene = Scene(
      layers: [layer],
      script: [
        SceneAction(at: 1, .pause(layer: "box")), SceneAction(at: 2, .resume(layer: "box")),
        SceneAction(at: 3, .add(KeyedAnimation(key: "late", animations[0]), to: "child")),
        SceneAction(at: 4, .remove(key: "late", from: "child")),
        SceneAction(
          at: 5,
          .set(layer: "box", keyPath: .property(.opacity), value: .number(0.5), implicit: true)),
      ])
    let text = try scene.json()
    let read = try Scene(json: text)
    XCTAssertEqual(read, scene)
    XCTAssertEqual(try read.json(), text)
    // Every layer field was written too.
    guard
      case .object(let members)? = try JSONValue(parsing: text)["layers"].flatMap({
        if case .array(let a) = $0 { a.first } else { nil }
      })
    else { return XCTFail() }
    XCTAssertEqual(
      Set(LayerSchema.baseFields.map(\.name)).subtracting(["kind"]), Set(members.map(\.key)))
    // Each kind's layer wrote exactly its own fields, besides name and kind.
    var writtenKinds: [String: Set<String>] = [:]
    if case .array(let roots)? = try JSONValue(parsing: text)["layers"],
      case .array(let sublayers)? = roots.first?["sublayers"]
    {
      for sublayer in sublayers {
        if case .object(let fields) = sublayer, case .string(let name)? = sublayer["name"] {
          writtenKinds[name] = Set(fields.map(\.key))
        }
      }
    }
    for kind in LayerKind.allCases where kind != .layer {
      var expected: Set<String> = ["name", "kind"]
      for field in LayerSchema.kindFields[kind] ?? [] { expected.insert(field.name) }
      XCTAssertEqual(writtenKinds[kind.rawValue], expected, "\(kind)")
    }
  }

  func testPerceptualSpringsReadAsTheirPhysicalForm_S6() throws {
    let text =
      #"{"layers": [{"animations": [{"type": "spring", "keyPath": "opacity", "perceptualDuration": 0.5, "bounce": 0.3}]}]}"#
    let scene = try Scene(json: text)
    guard case .spring(let spring) = scene.layers[0].animations[0].animation else {
      return XCTFail()
    }
    let expected = try SpringAnimation(keyPath: .opacity, perceptualDuration: 0.5, bounce: 0.3)
    XCTAssertEqual(spring.stiffness, expected.stiffness)
    XCTAssertEqual(spring.damping, expected.damping)
    XCTAssertEqual(spring.allowsOverdamping, expected.allowsOverdamping)
    // S6: it lasts its settling duration, ln((1 + ζω₀/ω_d) / 0.001) / (ζω₀) with ζ = 0.7,
    // ω₀ = 4π, unless the scene gives a duration of its own.
    let omega = 4 * Double.pi
    let damped = omega * (1 - 0.49).squareRoot()
    assertClose(
      spring.duration, log((1 + 0.7 * omega / damped) / 0.001) / (0.7 * omega),
      Tolerance.closedForm)
    XCTAssertEqual(try Scene(json: try scene.json()), scene)
    let given = try Scene(
      json: text.replacingOccurrences(of: #""bounce""#, with: #""duration": 2, "bounce""#))
    guard case .spring(let cut) = given.layers[0].animations[0].animation else { return XCTFail() }
    XCTAssertEqual(cut.duration, 2)
  }

  func testDeepScenesAreRefusedAlikeWhenReadingAndWriting_Limits() throws {
    func chain(_ depth: Int) -> Scene {
      var layer = SceneLayer(name: "leaf")
      for i in 1..<depth { layer = SceneLayer(name: "l\(i)", sublayers: [layer]) }
      return Scene(layers: [layer])
    }
    // At the limit: written, read back equal.
    let deepest = chain(Scene.maximumDepth)
    XCTAssertEqual(deepest.depth.depth, Scene.maximumDepth)
    XCTAssertEqual(try Scene(json: try deepest.json(indent: nil)), deepest)
    // One more: refused by the writer, and by the reader, each naming the place.
    let tooDeep = chain(Scene.maximumDepth + 1)
    XCTAssertThrowsError(try tooDeep.json()) { error in
      XCTAssertTrue("\(error)".contains("more than the 200"), "\(error)")
    }
    XCTAssertThrowsError(try JSONEncoder().encode(tooDeep))
    let text = tooDeep.layers[0].jsonValue.serialized()
    let (scene, problems) = Scene.check(json: #"{"layers": ["# + text + "]}")
    XCTAssertNil(scene)
    XCTAssertTrue(problems.contains { $0.message.contains("more than the 200") }, "\(problems)")
    // Through the API a scene may be far deeper; running it works (no recursion).
    let huge = chain(20_000)
    XCTAssertEqual(huge.depth.depth, 20_000)
    let simulation = try SceneSimulation(huge)
    XCTAssertEqual(simulation.animatedKeys, [])
    XCTAssertNotNil(simulation.layers["leaf"])
  }

  func testJSONValueWritesAnyDepthAndEncodesMembersInOrder_Limits() throws {
    // Writing keeps its own stack: any depth the value itself survives (5,000 levels here, ten
    // times what parsing accepts; see JSONValue's note on releasing deep values).
    var value = JSONValue.number(1)
    for _ in 0..<5_000 { value = .array([value]) }
    let text = value.serialized()
    XCTAssertEqual(text.count, 10_003)
    XCTAssertEqual(
      text, String(repeating: "[", count: 5_000) + "1.0" + String(repeating: "]", count: 5_000))
    // Objects go to an encoder member by member (they used to pass through a Dictionary); the
    // order on the wire is then the encoder's (Foundation's JSONEncoder does not keep it), while
    // parsing and serializing keep it exactly.
    let object = JSONValue.object([
      .init("zebra", .number(1)), .init("apple", .number(2)), .init("mango", .null),
    ])
    XCTAssertEqual(object.serialized(), #"{"zebra": 1.0, "apple": 2.0, "mango": null}"#)
    XCTAssertEqual(try JSONValue(parsing: object.serialized()), object)
    let encoded = try JSONEncoder().encode(object)
    let decoded = try JSONDecoder().decode(JSONValue.self, from: encoded)
    guard case .object(let members) = decoded else { return XCTFail("\(decoded)") }
    XCTAssertEqual(Set(members.map(\.key)), ["zebra", "apple", "mango"])
    XCTAssertEqual(decoded["apple"], .number(2))
    XCTAssertEqual(decoded["mango"], .null)
    withExtendedLifetime(value) {}
  }
}
