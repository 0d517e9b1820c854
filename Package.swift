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
    .library(name: "LayerKitSwiftUI", targets: ["LayerKitSwiftUI"]),
    .library(name: "LayerKitRender", targets: ["LayerKitRender"]),
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
      dependencies: [
        "LayerKit", "LayerKitScenes", "LayerKitQuartzCore", "LayerKitUIKit", "LayerKitSwiftUI",
        "LayerKitRender",
      ]),
    // Core Animation's Swift API on top of LayerKit, for code that must also compile against
    // QuartzCore: `#if canImport(QuartzCore) import QuartzCore #else import LayerKitQuartzCore`.
    // Holds the module's one piece of global state, the media clock tests drive.
    .target(name: "LayerKitQuartzCore", dependencies: ["LayerKit"]),
    // UIKit's view animations (UIView, UIView.animate, keyframes, transitions,
    // UIViewPropertyAnimator) and value types (UIColor, UIBezierPath) on LayerKitQuartzCore, for
    // code that must also compile against UIKit: `#if canImport(UIKit) import UIKit #else
    // import LayerKitUIKit`. Its animation blocks live in LayerKitQuartzCore's worlds.
    .target(name: "LayerKitUIKit", dependencies: ["LayerKit", "LayerKitQuartzCore"]),
    // SwiftUI's animation values (Animation, Spring, UnitCurve, KeyframeTimeline, …) with
    // SwiftUI's signatures, for definitions that must also compile against SwiftUI: `#if
    // canImport(SwiftUI) import SwiftUI #else import LayerKitSwiftUI`. It does not re-export
    // LayerKit, whose `Animation` and `VectorArithmetic` are other types.
    .target(name: "LayerKitSwiftUI", dependencies: ["LayerKit"]),
    // A layer tree's presentation at a time, drawn (rules R1-R10): exact-area rasteriser,
    // strokes, gradients, shadows, group opacity, PNG. The core stays free of drawing.
    .target(name: "LayerKitRender", dependencies: ["LayerKit"]),

    // MARK: - Command-line front end
    // The commands live in a library target so that tests can run them in-process; the
    // executable is a thin shell around them. Named `LayerKitCLI` so that it never collides with
    // `LayerKit` on a case-insensitive file system; the product is still called `layerkit`.
    .target(
      name: "LayerKitCommands",
      dependencies: ["LayerKit", "LayerKitRender", "LayerKitScenes", "LayerKitSwiftUI"]),
    .executableTarget(name: "LayerKitCLI", dependencies: ["LayerKitCommands"]),

    // MARK: - Benchmarks
    // `swift run -c release layerkit-bench`; see BENCHMARKS.md.
    // A small C shim counts heap allocations for the benchmark's checks (glibc only); the
    // library itself stays pure Swift.
    .target(name: "LayerKitBenchSupport"),
    .executableTarget(
      name: "LayerKitBench",
      dependencies: [
        "LayerKit", "LayerKitScenes", "LayerKitSwiftUI", "LayerKitUIKit", "LayerKitRender",
        "LayerKitBenchSupport",
      ]),

    // MARK: - Unit test bundles
    // Fixtures are read from their path by the conformance tests (Scripts/README.md).
    .testTarget(
      name: "LayerKitTests",
      dependencies: ["LayerKit", "LayerKitScenes", "LayerKitCommands", "LayerKitRender"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "LayerKitUIKitTests",
      dependencies: ["LayerKit", "LayerKitQuartzCore", "LayerKitUIKit", "LayerKitTesting"]),
    .testTarget(
      name: "LayerKitSwiftUITests", dependencies: ["LayerKitSwiftUI", "LayerKitTesting"],
      exclude: ["Golden"]),
    .testTarget(name: "LayerKitRenderTests", dependencies: ["LayerKit", "LayerKitRender"]),
    .testTarget(
      name: "LayerKitQuartzCoreTests",
      dependencies: ["LayerKit", "LayerKitQuartzCore", "LayerKitTesting"]),
    .testTarget(
      name: "LayerKitTestingTests",
      dependencies: [
        "LayerKit", "LayerKitQuartzCore", "LayerKitRender", "LayerKitScenes", "LayerKitTesting",
        "LayerKitUIKit",
      ],
    ),
    // The README's and the articles' Swift blocks, generated by Scripts/snippets.swift: a
    // target of their own, with no support code, so that they compile against the public API
    // alone, as a reader's code would.
    .testTarget(
      name: "LayerKitSnippetTests",
      dependencies: [
        "LayerKit", "LayerKitQuartzCore", "LayerKitScenes", "LayerKitSwiftUI", "LayerKitTesting",
        "LayerKitUIKit",
      ],
      exclude: ["Golden"]),
  ],
  swiftLanguageModes: [.v6]
)
