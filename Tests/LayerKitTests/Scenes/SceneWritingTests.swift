import Foundation
import LayerKit
import LayerKitScenes
import XCTest

/// Writing scenes: reading what was written gives the same scene (SceneFiles.md round trip).
final class SceneWritingTests: XCTestCase {
  /// A scene that uses every field of the format.
  static let everything = """
    {"layers": [{"name": "box", "position": [50, 50], "bounds": [0, 0, 100, 100], "opacity": 0.5,
      "hidden": true, "backgroundColor": [1, 0, 0, 1], "transform": [{"scale": [2, 2, 1]}],
      "beginTime": 1, "speed": 2, "timeOffset": 0.25,
      "animations": [
        {"key": "b", "type": "basic", "keyPath": "position.x", "fromValue": 1, "toValue": 2,
         "byValue": 3, "additive": true, "cumulative": true, "beginTime": 1, "duration": 2,
         "speed": -1, "timeOffset": 0.5, "repeatCount": "infinity", "autoreverses": true,
         "fillMode": "both", "removedOnCompletion": false, "timingFunction": [0.1, 0.2, 0.3, 0.4]},
        {"type": "basic", "keyPath": "transform", "valueFunction": "translate",
         "fromValue": [0, 0, 0], "toValue": [5, 6, 7], "repeatDuration": "infinity"},
        {"type": "keyframe", "keyPath": "position", "values": [[0, 0], [1, 1], [2, 0]],
         "keyTimes": [0, 0.5, 1], "timingFunctions": ["linear", "easeOut"],
         "calculationMode": "cubicPaced", "tensionValues": [0, 0.5, 0],
         "continuityValues": [0, 0.1, 0], "biasValues": [0, -0.5, 0]},
        {"type": "keyframe", "keyPath": "position", "rotationMode": "auto",
         "path": "M 0 0 L 10 0 Q 20 0 20 10 C 20 20 10 20 0 20 Z A 5 5 0 1 1 10 0"},
        {"type": "group", "duration": 3, "timingFunction": "easeIn", "animations": [
          {"type": "basic", "keyPath": "opacity", "toValue": 0},
          {"type": "keyframe", "keyPath": "hidden", "values": [false, true], "calculationMode": "discrete"}]},
        {"type": "spring", "keyPath": "position.y", "toValue": 5, "mass": 2, "stiffness": 50,
         "damping": 3, "initialVelocity": 1, "allowsOverdamping": true},
        {"type": "transition", "transitionType": "reveal", "subtype": "fromTop", "startProgress": 0.2}
      ],
      "sublayers": [{"name": "child", "sublayerTransform": [1,0,0,0, 0,1,0,0, 0,0,1,-0.002, 0,0,0,1]}]}],
     "script": [
       {"at": 5, "pause": "box"}, {"at": 8, "resume": "child"},
       {"at": 2, "add": {"type": "basic", "keyPath": "opacity", "toValue": 0}, "to": "box", "key": "fade"},
       {"at": 3, "remove": "fade", "from": "box"},
       {"at": 4, "set": {"layer": "box", "keyPath": "bounds.size", "value": [3, 4]}, "implicit": true},
       {"at": 1, "set": {"layer": "child", "keyPath": "timeOffset", "value": 2}}]}
    """

  func testWrittenScenesReadBackEqual() throws {
    let scene = try Scene(json: Self.everything)
    for indent in [nil, 2] {
      let text = try scene.json(indent: indent)
      XCTAssertEqual(try Scene(json: text), scene, text)
    }
  }

  func testWritingTwiceGivesTheSameText() throws {
    let once = try Scene(json: Self.everything).json()
    XCTAssertEqual(try Scene(json: once).json(), once)
  }

  func testDefaultsAreLeftOut() throws {
    let scene = Scene(layers: [
      SceneLayer(name: "a", animations: [KeyedAnimation(BasicAnimation(keyPath: .opacity, to: 1))])
    ])
    XCTAssertEqual(
      try scene.json(indent: nil),
      #"{"layers": [{"name": "a", "animations": [{"type": "basic", "keyPath": "opacity", "toValue": 1.0}]}]}"#
    )
  }

  func testCodableRoundTrip() throws {
    let scene = try Scene(json: Self.everything)
    let data = try JSONEncoder().encode(scene)
    XCTAssertEqual(try JSONDecoder().decode(Scene.self, from: data), scene)
    // Problems surface as a decoding error that lists them.
    let bad = Data(#"{"layers": [{"opacity": "x"}]}"#.utf8)
    XCTAssertThrowsError(try JSONDecoder().decode(Scene.self, from: bad)) { error in
      guard case DecodingError.dataCorrupted(let context) = error else {
        return XCTFail("\(error)")
      }
      XCTAssertTrue(context.debugDescription.contains("layers[0].opacity"))
    }
  }

  func testRandomScenesRoundTrip() throws {
    // Seeded random basic and keyframe animations with random values of every kind.
    var random = SplitMix64(seed: 0x5CE_0001)
    let paths: [(String, ValueKind)] = [
      ("opacity", .number), ("position", .point), ("bounds", .rect), ("backgroundColor", .color),
      ("shadowOffset", .size), ("transform", .transform), ("hidden", .bool),
    ]
    func value(_ kind: ValueKind) -> AnimatableValue {
      func n() -> Double { random.double(in: -1e3...1e3) }
      switch kind {
      case .number: return .number(n())
      case .point: return .point(Point(x: n(), y: n()))
      case .size: return .size(Size(width: n(), height: n()))
      case .rect: return .rect(Rect(x: n(), y: n(), width: n(), height: n()))
      case .color: return .color(Color(red: n(), green: n(), blue: n(), alpha: n()))
      case .vector3: return .vector3(Vector3(x: n(), y: n(), z: n()))
      case .transform:
        return .transform(Transform3D(fields: (0..<16).map { _ in n() }) ?? .identity)
      case .bool: return .bool(Bool.random(using: &random))
      case .path:
        var path = Path()
        path.move(to: Point(x: n(), y: n()))
        path.addCurve(
          to: Point(x: n(), y: n()), control1: Point(x: n(), y: n()),
          control2: Point(x: n(), y: n()))
        return .path(path)
      case .numbers: return .numbers([n(), n()])
      case .colors: return .colors([Color(red: n(), green: n(), blue: n(), alpha: n())])
      }
    }
    for _ in 0..<100 {
      var layer = SceneLayer(name: "l")
      for (path, kind) in paths {
        let keyPath = try AnimatableKeyPath(path)
        var basic = BasicAnimation(keyPath: keyPath, from: value(kind), to: value(kind))
        basic.duration = random.double(in: 0...5)
        basic.timeOffset = random.double(in: -5...5)
        let keyframe = KeyframeAnimation(keyPath: keyPath, values: (0..<3).map { _ in value(kind) })
        layer.animations += [KeyedAnimation(basic), KeyedAnimation(key: path, keyframe)]
        layer.properties[keyPath.property] = value(kind)
      }
      let scene = Scene(layers: [layer])
      XCTAssertEqual(try Scene(json: try scene.json()), scene)
    }
  }
}
