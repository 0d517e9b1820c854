import Foundation
import LayerKit
import LayerKitScenes
import XCTest

/// Reading scene files (SceneFiles.md): every field, every value form, and every class of bad input
/// with its location.
final class SceneReadingTests: XCTestCase {
  private func scene(_ text: String) throws -> Scene { try Scene(json: text) }

  /// The problems of a scene that must not load, as "path: message" strings.
  private func errors(_ text: String) -> [String] {
    Scene.check(json: text).problems.filter { $0.severity == .error }.map(\.description)
  }

  func testLayerFieldsAndValueForms() throws {
    let s = try scene(
      """
      {"layers": [{"name": "box", "position": [50, 50], "bounds": [0, 0, 100, 100],
        "anchorPoint": [0, 1], "opacity": 0.5, "hidden": true, "backgroundColor": [1, 0, 0, 1],
        "shadowOffset": [2, 3], "transform": [{"translate": [10, 0, 0]}, {"rotate": [1.5, 0, 0, 1]}],
        "sublayerTransform": [1,0,0,0, 0,1,0,0, 0,0,1,-0.002, 0,0,0,1],
        "beginTime": 1, "speed": 2, "timeOffset": 0.5,
        "sublayers": [{"name": "child", "transform": "identity"}]}]}
      """)
    let box = s.layers[0]
    XCTAssertEqual(box.name, "box")
    XCTAssertEqual(box.properties[.position], .point(Point(x: 50, y: 50)))
    XCTAssertEqual(box.properties[.bounds], .rect(Rect(x: 0, y: 0, width: 100, height: 100)))
    XCTAssertEqual(box.properties[.hidden], .bool(true))
    XCTAssertEqual(box.properties[.shadowOffset], .size(Size(width: 2, height: 3)))
    XCTAssertEqual(box.properties[.backgroundColor], .color(.red))
    // [translate, rotate] composes like CATransform3DRotate(CATransform3DTranslate(I, …), …):
    // R · T, rotating a point first.
    let expected = Transform3D(rotationAngle: 1.5, x: 0, y: 0, z: 1).concatenating(
      Transform3D(translationX: 10, y: 0))
    guard case .transform(let t)? = box.properties[.transform] else { return XCTFail("transform") }
    assertClose(t, expected, Tolerance.closedForm)
    guard case .transform(let perspective)? = box.properties[.sublayerTransform] else {
      return XCTFail()
    }
    XCTAssertEqual(perspective.m34, -0.002)
    XCTAssertEqual([box.beginTime, box.speed, box.timeOffset], [1, 2, 0.5])
    XCTAssertEqual(box.sublayers[0].properties[.transform], .transform(.identity))
  }

  func testEveryAnimationType() throws {
    let s = try scene(
      """
      {"layers": [{"name": "box", "animations": [
        {"key": "b", "type": "basic", "keyPath": "position.x", "fromValue": 1, "toValue": 2,
         "byValue": 3, "additive": true, "cumulative": true, "beginTime": 1, "duration": 2,
         "speed": -1, "timeOffset": 0.5, "repeatCount": "infinity", "autoreverses": true,
         "fillMode": "both", "removedOnCompletion": false, "timingFunction": [0.1, 0.2, 0.3, 0.4]},
        {"type": "basic", "keyPath": "transform", "valueFunction": "scale", "fromValue": [1, 1, 1],
         "toValue": [2, 2, 1], "repeatDuration": 3, "timingFunction": "easeIn"},
        {"type": "keyframe", "keyPath": "position", "values": [[0, 0], [1, 1], [2, 0]],
         "keyTimes": [0, 0.5, 1], "timingFunctions": ["linear", "default"],
         "calculationMode": "cubic", "tensionValues": [0, 0.5, 0], "continuityValues": [0, 0, 0],
         "biasValues": [0, -0.5, 0]},
        {"type": "keyframe", "keyPath": "position", "rotationMode": "autoReverse",
         "path": [{"move": [0, 0]}, {"line": [10, 0]}, {"quad": [20, 0, 20, 10]},
                  {"cubic": [20, 20, 10, 20, 0, 20]}, {"close": true}, {"rect": [0, 0, 5, 5]},
                  {"ellipse": [0, 0, 4, 2]}, {"arc": [0, 0, 3, 0, 1.5, true]}]},
        {"type": "group", "duration": 3, "animations": [
          {"type": "basic", "keyPath": "opacity", "toValue": 0},
          {"type": "group", "animations": []}]},
        {"type": "spring", "keyPath": "position.y", "toValue": 5, "mass": 2, "stiffness": 50,
         "damping": 3, "initialVelocity": 1, "allowsOverdamping": true},
        {"type": "spring", "keyPath": "opacity", "toValue": 0, "perceptualDuration": 0.5, "bounce": 0.3},
        {"type": "transition", "transitionType": "push", "subtype": "fromLeft",
         "startProgress": 0.2, "endProgress": 0.8}
      ]}]}
      """)
    let animations = s.layers[0].animations
    XCTAssertEqual(animations.count, 8)
    XCTAssertEqual(animations[0].key, "b")
    guard case .basic(let basic) = animations[0].animation else { return XCTFail() }
    XCTAssertEqual(basic.keyPath, .positionX)
    XCTAssertEqual([basic.fromValue, basic.toValue, basic.byValue], [1, 2, 3])
    XCTAssertTrue(basic.isAdditive && basic.isCumulative)
    XCTAssertEqual(
      basic.timing,
      MediaTiming(
        beginTime: 1, duration: 2, speed: -1, timeOffset: 0.5, repeatCount: .infinity,
        autoreverses: true, fillMode: .both))
    XCTAssertFalse(basic.isRemovedOnCompletion)
    XCTAssertEqual(basic.timingFunction, try TimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4))
    guard case .basic(let scale) = animations[1].animation else { return XCTFail() }
    XCTAssertEqual(scale.valueFunction, .scale)
    XCTAssertEqual(scale.toValue, .vector3(Vector3(x: 2, y: 2, z: 1)))
    XCTAssertEqual(scale.timing.repeatDuration, 3)
    guard case .keyframe(let cubic) = animations[2].animation else { return XCTFail() }
    XCTAssertEqual(cubic.calculationMode, .cubic)
    XCTAssertEqual(cubic.timingFunctions, [.linear, .default])
    XCTAssertEqual(cubic.biasValues, [0, -0.5, 0])
    guard case .keyframe(let path) = animations[3].animation else { return XCTFail() }
    XCTAssertEqual(path.rotationMode, .autoReverse)
    XCTAssertEqual(
      path.path?.elements.prefix(3),
      [
        .move(to: .zero), .line(to: Point(x: 10, y: 0)),
        .quadCurve(to: Point(x: 20, y: 10), control: Point(x: 20, y: 0)),
      ])
    guard case .group(let group) = animations[4].animation else { return XCTFail() }
    XCTAssertEqual(group.animations.count, 2)
    guard case .spring(let spring) = animations[5].animation else { return XCTFail() }
    XCTAssertEqual(
      [spring.mass, spring.stiffness, spring.damping, spring.initialVelocity], [2, 50, 3, 1])
    XCTAssertTrue(spring.allowsOverdamping)
    guard case .spring(let perceptual) = animations[6].animation else { return XCTFail() }
    assertClose(perceptual.stiffness, pow(4 * .pi, 2), Tolerance.closedForm)
    guard case .transition(let transition) = animations[7].animation else { return XCTFail() }
    XCTAssertEqual(transition.type, .push)
    XCTAssertEqual(transition.subtype, .fromLeft)
    XCTAssertEqual([transition.startProgress, transition.endProgress], [0.2, 0.8])
  }

  func testScriptActions() throws {
    let s = try scene(
      """
      {"layers": [{"name": "box"}],
       "script": [
         {"at": 5, "pause": "box"}, {"at": 8, "resume": "box"},
         {"at": 2, "add": {"type": "basic", "keyPath": "opacity", "toValue": 0}, "to": "box", "key": "fade"},
         {"at": 3, "remove": "fade", "from": "box"},
         {"at": 4, "set": {"layer": "box", "keyPath": "opacity", "value": 0.5}, "implicit": true},
         {"at": 1, "set": {"layer": "box", "keyPath": "speed", "value": 2}}]}
      """)
    XCTAssertEqual(s.script.map(\.at), [5, 8, 2, 3, 4, 1])
    XCTAssertEqual(s.script[0].kind, .pause(layer: "box"))
    XCTAssertEqual(s.script[1].kind, .resume(layer: "box"))
    guard case .add(let keyed, "box") = s.script[2].kind else { return XCTFail() }
    XCTAssertEqual(keyed.key, "fade")
    XCTAssertEqual(s.script[3].kind, .remove(key: "fade", from: "box"))
    XCTAssertEqual(
      s.script[4].kind, .set(layer: "box", keyPath: .property(.opacity), value: 0.5, implicit: true)
    )
    XCTAssertEqual(s.script[5].kind, .set(layer: "box", keyPath: .speed, value: 2, implicit: false))
  }

  func testDrawingOptionsReadByNameOrNumber_R3_R4_R6_R8() throws {
    let scene = try Scene(
      json: #"""
        {"layers": [
          {"name": "a", "maskedCorners": ["minXMinY", "maxXMaxY"], "allowsGroupOpacity": false,
           "shadowPath": "M 0 0 L 4 0 L 4 2 Z"},
          {"name": "b", "maskedCorners": 6},
          {"name": "g", "kind": "gradient", "type": "radial"}]}
        """#)
    XCTAssertEqual(scene.layers[0].maskedCorners, [.minXMinY, .maxXMaxY])
    XCTAssertEqual(scene.layers[0].allowsGroupOpacity, false)
    XCTAssertEqual(scene.layers[0].shadowPath?.boundingBox, Rect(x: 0, y: 0, width: 4, height: 2))
    XCTAssertEqual(scene.layers[1].maskedCorners, [.maxXMinY, .minXMaxY])
    XCTAssertEqual(scene.layers[2].gradientType, .radial)
    for (text, message) in [
      (#"{"layers": [{"maskedCorners": ["top"]}]}"#, "layers[0].maskedCorners[0]: unknown corner"),
      (#"{"layers": [{"maskedCorners": 16}]}"#, "layers[0].maskedCorners: must be a whole number"),
      (#"{"layers": [{"type": "radial"}]}"#, "layers[0].type: is a property of gradient layers"),
      (
        #"{"layers": [{"kind": "gradient", "type": "diamond"}]}"#,
        "layers[0].type: unknown value 'diamond'"
      ),
    ] {
      XCTAssertThrowsError(try Scene(json: text), text) { error in
        XCTAssertTrue("\(error)".contains(message), "\(error)")
      }
    }
  }

  func testEveryBadInputClassIsLocated() {
    // Aligned table: document, the errors it must report.
    let cases: [(String, [String])] = [
      (
        "{\"layers\": [",
        ["malformed JSON at line 1, column 13: expected a value, found the end of the text"]
      ),
      (#"{"layers": [], "extra": 1}"#, ["extra: unknown field"]),
      (
        #"{"layers": [{"name": "a", "opacty": 1}]}"#,
        ["layers[0].opacty: unknown field; did you mean 'opacity'?"]
      ),
      (#"{"layers": [{"opacity": [1]}]}"#, ["layers[0].opacity: expected a number, got an array"]),
      (
        #"{"layers": [{"position": [1, "2"]}]}"#,
        ["layers[0].position[1]: expected a number, got a string"]
      ),
      (#"{"layers": [{"bounds": [1, 2]}]}"#, ["layers[0].bounds: expected 4 numbers, got 2"]),
      (
        #"{"layers": [{"name": "a.b"}]}"#,
        ["layers[0].name: a layer name must be non-empty and contain no '.' or '#'"]
      ),
      (
        #"{"layers": [{"name": "a"}, {"name": "a"}]}"#,
        ["layers[1].name: the name 'a' is already used by another layer"]
      ),
      (
        #"{"layers": [{"animations": [{"type": "basic", "keyPath": "nope"}]}]}"#,
        ["layers[0].animations[0].keyPath: unknown key path 'nope'"]
      ),
      (
        #"{"layers": [{"animations": [{"type": "basic", "keyPath": "opacity", "duration": -1}]}]}"#,
        ["layers[0].animations[0].duration: must not be negative (got -1.0)"]
      ),
      (
        #"{"layers": [{"animations": [{"type": "basic", "keyPath": "opacity", "toValue": [0, 0]}]}]}"#,
        ["layers[0].animations[0].toValue: expected a number, got an array"]
      ),
      (
        #"{"layers": [{"animations": [{"type": "keyframe", "keyPath": "opacity", "values": [1, 2], "keyTimes": [0, "x"]}]}]}"#,
        ["layers[0].animations[0].keyTimes[1]: expected a number, got a string"]
      ),
      (
        #"{"layers": [{"animations": [{"type": "basic", "keyPath": "opacity", "fromValue": 1, "values": [1]}]}]}"#,
        ["layers[0].animations[0].values: unknown field"]
      ),
      (
        #"{"layers": [{"animations": [{"keyPath": "opacity"}]}]}"#,
        ["layers[0].animations[0].type: required"]
      ),
      (
        #"{"layers": [{"animations": [{"type": "group", "animations": [{"type": "basic", "keyPath": "opacity", "speed": "fast"}]}]}]}"#,
        ["layers[0].animations[0].animations[0].speed: expected a number, got a string"]
      ),
      (
        #"{"layers": [{"animations": [{"type": "keyframe", "keyPath": "position", "path": "M 0 0 L x"}]}]}"#,
        ["layers[0].animations[0].path: at offset 8: expected a number, found 'x'"]
      ),
      (
        #"{"layers": [{"animations": [{"type": "spring", "keyPath": "opacity", "mass": 0}]}]}"#,
        ["layers[0].animations[0].mass: must be a finite number > 0 (got 0.0)"]
      ),
      (
        #"{"layers": [{"name": "a"}], "script": [{"at": 1, "pause": "b"}]}"#,
        ["script[0].pause: unknown layer 'b'"]
      ),
      (#"{"layers": [{"name": "a"}], "script": [{"pause": "a"}]}"#, ["script[0].at: required"]),
      (
        #"{"layers": [{"name": "a"}], "script": [{"at": 1, "pause": "a", "resume": "a"}]}"#,
        ["script[0]: an action has exactly one of 'pause', 'resume', 'add', 'remove', 'set'"]
      ),
      (
        #"{"layers": [{"name": "a"}], "script": [{"at": 1, "set": {"layer": "a", "keyPath": "frame", "value": 1}}]}"#,
        ["script[0].set.keyPath: unknown key path 'frame'"]
      ),
    ]
    for (text, expected) in cases {
      XCTAssertEqual(errors(text), expected, text)
    }
  }

  func testSeveralProblemsAreAllReported() {
    let problems = errors(
      #"{"layers": [{"name": "a", "x": 1, "opacity": "no", "animations": [{"type": "basic", "keyPath": "opacity", "duration": -1, "speed": "s"}]}]}"#
    )
    XCTAssertEqual(
      Set(problems),
      [
        "layers[0].x: unknown field", "layers[0].opacity: expected a number, got a string",
        "layers[0].animations[0].duration: must not be negative (got -1.0)",
        "layers[0].animations[0].speed: expected a number, got a string",
      ])
    XCTAssertEqual(problems.count, 4)
  }

  func testInvalidKeyTimesAreWarningsNotErrors_K3() throws {
    let text =
      #"{"layers": [{"animations": [{"type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0, 1], "keyTimes": [0, 0.5, 0.3, 1]}]}]}"#
    let (scene, problems) = Scene.check(json: text)
    XCTAssertNotNil(scene)
    XCTAssertEqual(problems.map(\.severity), [.warning])
    XCTAssertEqual(problems.first?.path, "layers[0].animations[0].keyTimes[2]")
    XCTAssertTrue(problems.first?.message.hasPrefix("must not decrease") ?? false)
  }
}
