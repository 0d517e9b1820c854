import Foundation
import LayerKit
import LayerKitScenes

/// `layerkit check`.
enum CheckCommand {
  static func run(_ arguments: [String], _ files: FileAccess, _ warnings: inout String) throws
    -> String
  {
    let args = try Arguments(arguments, command: "check", options: [])
    if args.help { return Help.check }
    let path = try args.scenePath("check", usage: Help.check)
    let scene = try loadScene(path, files, &warnings)
    _ = try badInput { try SceneSimulation(scene) }
    func count(_ layers: [SceneLayer]) -> (Int, Int) {
      layers.reduce((0, 0)) { total, layer in
        let inner = count(layer.sublayers)
        return (total.0 + 1 + inner.0, total.1 + layer.animations.count + inner.1)
      }
    }
    let (layers, animations) = count(scene.layers)
    let warningCount = warnings.split(separator: "\n").count
    func counted(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
    let parts = [
      counted(layers, "layer"), counted(animations, "animation"),
      counted(scene.script.count, "script action"), counted(warningCount, "warning"),
    ]
    return "ok: " + parts.joined(separator: ", ") + "\n"
  }
}
