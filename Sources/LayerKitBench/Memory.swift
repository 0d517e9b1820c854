import Foundation
import LayerKit

extension Cases {
  /// Heap bytes per layer of a 10,000-layer tree with 3 animations each (`animated`), of the
  /// same when each layer also sets its position and bounds (`withModel`), and of the layers
  /// alone (`layerAlone`); `nil` where the allocator cannot say (not glibc).
  struct Memory {
    var animated: Double
    var withModel: Double
    var layerAlone: Double
  }

  /// The heap bytes per layer (see ``Memory``).
  func memoryFigures() -> Memory? {
    func bytesPerLayer(model: Bool, animated: Bool = true, frame: Bool = true) -> Double? {
      guard let before = heapInUse() else { return nil }
      let tree = makeTree(10_000, model: model, animated: animated)
      if frame { _ = tree.presentation(at: 0.5) }
      guard let after = heapInUse() else { return nil }
      withExtendedLifetime(tree) {}
      return Double(after - before) / 10_000
    }
    // (Adding animations leaves slack in the store that the first frame's layout compacts, so
    // the animations are measured with the frame's storage rather than apart from it.)
    guard let plain = bytesPerLayer(model: false), let set = bytesPerLayer(model: true),
      let bare = bytesPerLayer(model: false, animated: false, frame: false)
    else { return nil }
    return Memory(animated: plain, withModel: set, layerAlone: bare)
  }

  /// The heap bytes per layer as a line of text, then what each step of building the tree
  /// adds (``memoryStages()``).
  func memory() -> String {
    guard let figures = memoryFigures() else { return "n/a" }
    return String(
      format:
        "%.0f bytes per layer with 3 animations (%.0f when each sets its position and bounds): the layer alone %.0f, its animations (stored and compiled) and frame storage %.0f; Animation %d bytes inline, LayerProperties %d",
      figures.animated, figures.withModel, figures.layerAlone,
      figures.animated - figures.layerAlone, MemoryLayout<Animation>.stride,
      MemoryLayout<LayerProperties>.stride)
  }

  /// What each step of building `makeTree(10_000)` adds, in heap bytes per layer: the layers,
  /// each of the three animations (stored as given and compiled), and the first frame's
  /// storage; `nil` off glibc.
  func memoryStages() -> [(stage: String, bytes: Double)]? {
    let n = 10_000
    let inputs = TreeInputs(count: n).layers
    guard var last = heapInUse() else { return nil }
    var stages: [(String, Double)] = []
    func mark(_ stage: String) {
      guard let now = heapInUse() else { return }
      stages.append((stage, Double(now - last) / Double(n)))
      last = now
    }
    let tree = LayerTree()
    var layers: [Layer] = []
    layers.reserveCapacity(n)
    for i in 0..<n {
      let layer = Layer(name: "l\(i)")
      layers.append(layer)
      tree.root.addSublayer(layer)
    }
    mark("layers")
    for (stage, label) in ["fade (basic)", "move (4 keyframes)", "turn (basic)"].enumerated() {
      for (layer, input) in zip(layers, inputs) {
        let (key, animation) = Self.animations(of: input)[stage]
        try? layer.add(animation, forKey: key)
      }
      mark(label)
    }
    _ = tree.presentation(at: 0.5)
    mark("first frame")
    withExtendedLifetime((tree, layers)) {}
    return stages
  }
}
