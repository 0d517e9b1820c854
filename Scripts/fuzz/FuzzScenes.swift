// A libFuzzer target for LayerKit (see Scripts/fuzz/run.sh). Scene files and SVG path data: any bytes, read, written, read again, simulated and drawn, must neither
// trap nor hang.
// Not part of the package: run.sh builds it against the library modules.

import LayerKit
import LayerKitRender
import LayerKitScenes

/// The libFuzzer entry point: one input, any bytes.
@_cdecl("LLVMFuzzerTestOneInput") public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int)
  -> CInt
{
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  _ = try? Path(svgPathData: text)
  let (scene, _) = Scene.check(json: text)
  if let scene {
    if let text = try? scene.json() { _ = Scene.check(json: text) }
    if let simulation = try? SceneSimulation(scene) {
      _ = try? simulation.sample(simulation.animatedKeys, at: [0, 0.25, 1, 3.5])
      _ = try? simulation.run(until: 6)
      // Drawn small (R1–R10): whatever the scene holds, the picture finishes.
      let layers = simulation.tree.root.sublayers
      let box = LayerRenderer.boundingBox(of: layers, at: 6)
      _ = try? LayerRenderer.render(
        layers, at: 6, origin: box.origin, size: Size(width: 48, height: 48), scale: 1)
    }
  }
  return 0
}
