// A libFuzzer target for LayerKit (see Scripts/fuzz/run.sh). Deep structures: nested groups,
// chains of sublayers, deep scenes and deeply nested JSON, at depths around and beyond every
// documented limit. Beyond a limit is an error that says so; within it, the structure is built,
// evaluated, written, read back and released, never overflowing the stack.
// Not part of the package: run.sh builds it against the library modules.

import LayerKit
import LayerKitScenes

/// The libFuzzer entry point: one input, any bytes.
@_cdecl("LLVMFuzzerTestOneInput") public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int)
  -> CInt
{
  var input = FuzzInput(data, size)
  // Mostly small, one run in sixteen near or past the limits (deep structures cost more).
  let large = input.int(0...15) == 0
  func depth(_ limit: Int) -> Int { large ? input.int(1...limit) : input.int(1...min(limit, 24)) }
  switch input.int(0...3) {
  case 0:
    // Groups nested around AnimationGroup.maximumNestingDepth: an error beyond it.
    let depth = depth(AnimationGroup.maximumNestingDepth + 40)
    var animation = Animation.basic(
      BasicAnimation(keyPath: .opacity, from: 0, to: 1, timing: MediaTiming(duration: 1)))
    for _ in 1..<depth {
      animation = .group(AnimationGroup([animation], timing: MediaTiming(duration: 1)))
    }
    let layer = Layer()
    let added = (try? layer.add(animation, forKey: "g")) != nil
    guard added == (depth - 1 <= AnimationGroup.maximumNestingDepth) else {
      fatalError("groups nested \(depth) deep: added \(added)")
    }
    _ = layer.presentation(at: input.finite())
  case 1:
    // A chain of sublayers, any depth: built, evaluated as a tree and released.
    let tree = LayerTree()
    var parent = tree.root
    // Mostly shallow, sometimes thousands deep.
    for _ in 0..<depth(3_000) {
      let child = Layer()
      child.opacity = input.unit()
      parent.addSublayer(child)
      parent = child
    }
    try? parent.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1), forKey: "f")
    _ = tree.presentation(at: 0.1).properties(of: parent)
  case 2:
    // A scene around Scene.maximumDepth: written and read back within it, refused beyond.
    let depth = depth(Scene.maximumDepth + 20)
    var layer = SceneLayer(name: "leaf")
    for i in 1..<depth { layer = SceneLayer(name: "l\(i)", sublayers: [layer]) }
    let scene = Scene(layers: [layer])
    let text = try? scene.json(indent: input.bool() ? nil : 1)
    guard (text != nil) == (depth <= Scene.maximumDepth) else {
      fatalError("a scene \(depth) deep: written \(text != nil)")
    }
    if let text, (try? Scene(json: text)) != scene {
      fatalError("a scene \(depth) deep did not read back")
    }
  default:
    // JSON nested around JSONValue.maximumDepth: a located error beyond it.
    let depth = depth(JSONValue.maximumDepth + 100)
    let object = input.bool()
    let open = object ? #"{"a":"# : "["
    let close = object ? "}" : "]"
    let text = String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
    let parsed = try? JSONValue(parsing: text)
    guard (parsed != nil) == (depth <= JSONValue.maximumDepth) else {
      fatalError("JSON \(depth) deep: parsed \(parsed != nil)")
    }
    if let parsed,
      parsed.serialized()
        != text.replacingOccurrences(of: ":", with: ": ").replacingOccurrences(of: "1", with: "1.0")
    {
      fatalError("JSON \(depth) deep did not write back")
    }
  }
  return 0
}
