// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "LayerKit",
  products: [
    // MARK: - Public API
    .library(name: "LayerKit", targets: ["LayerKit"]),
    .library(name: "LayerKitScenes", targets: ["LayerKitScenes"]),
    .library(name: "LayerKitTesting", targets: ["LayerKitTesting"]),
    .library(name: "LayerKitQuartzCore", targets: ["LayerKitQuartzCore"]),
    .library(name: "LayerKitUIKit", targets: ["LayerKitUIKit"]),
    .executable(name: "layerkit", targets: ["LayerKitCLI"]),
    .executable(name: "layerkit-bench", targets: ["LayerKitBench"]),
  ],
  targets: [
    // MARK: - Library
    .target(name: "LayerKit"),
    // Scene files (the contract: Sources/LayerKitScenes/Documentation.docc/SceneFiles.md): JSON,
    // the scene model, reading, writing and simulation. The model knows nothing of JSON; this
    // target is where JSON meets it.
    .target(name: "LayerKitScenes", dependencies: ["LayerKit"]),
    // Assertions for users' own tests (XCTest, and Swift Testing where the toolchain has it):
    // approximate equality, presentation checks, sampled timelines and golden files.
    // On platforms without QuartzCore it also takes LayerKitQuartzCore's `CALayer`s (and so a
    // UIView's layer), and the values of iOS code in their own types (CGPoint, Float, UIColor…).
    .target(
      name: "LayerKitTesting",
      dependencies: ["LayerKit", "LayerKitScenes", "LayerKitQuartzCore", "LayerKitUIKit"]),
    // Core Animation's Swift API on top of LayerKit, for code that must also compile against
    // QuartzCore: `#if canImport(QuartzCore) import QuartzCore #else import LayerKitQuartzCore`.
    // Holds the module's one piece of global state, the media clock tests drive.
    .target(name: "LayerKitQuartzCore", dependencies: ["LayerKit"]),
    // UIKit's view animations (UIView, UIView.animate, keyframes, transitions,
    // UIViewPropertyAnimator) and value types (UIColor, UIBezierPath) on LayerKitQuartzCore, for
    // code that must also compile against UIKit: `#if canImport(UIKit) import UIKit #else
    // import LayerKitUIKit`. Its animation blocks live in LayerKitQuartzCore's worlds.
    .target(name: "LayerKitUIKit", dependencies: ["LayerKit", "LayerKitQuartzCore"]),

    // MARK: - Command-line front end
    // The commands live in a library target so that tests can run them in-process; the
    // executable is a thin shell around them. Named `LayerKitCLI` so that it never collides with
    // `LayerKit` on a case-insensitive file system; the product is still called `layerkit`.
    .target(name: "LayerKitCommands", dependencies: ["LayerKit", "LayerKitScenes"]),
    .executableTarget(name: "LayerKitCLI", dependencies: ["LayerKitCommands"]),

    // MARK: - Benchmarks
    // `swift run -c release layerkit-bench`; see BENCHMARKS.md.
    // A small C shim counts heap allocations for the benchmark's checks (glibc only); the
    // library itself stays pure Swift.
    .target(name: "LayerKitBenchSupport"),
    .executableTarget(
      name: "LayerKitBench",
      dependencies: ["LayerKit", "LayerKitScenes", "LayerKitUIKit", "LayerKitBenchSupport"]),

    // MARK: - Unit test bundles
    // Fixtures are read from their path by the conformance tests (Scripts/README.md).
    .testTarget(
      name: "LayerKitTests", dependencies: ["LayerKit", "LayerKitScenes", "LayerKitCommands"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "LayerKitUIKitTests",
      dependencies: ["LayerKit", "LayerKitQuartzCore", "LayerKitUIKit", "LayerKitTesting"]),
    .testTarget(
      name: "LayerKitQuartzCoreTests",
      dependencies: ["LayerKit", "LayerKitQuartzCore", "LayerKitTesting"]),
    .testTarget(
      name: "LayerKitTestingTests",
      dependencies: [
        "LayerKit", "LayerKitQuartzCore", "LayerKitScenes", "LayerKitTesting", "LayerKitUIKit",
      ],
      exclude: ["Snippets/Golden"]),
  ],
  swiftLanguageModes: [.v6]
)
