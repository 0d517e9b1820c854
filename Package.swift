// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "LayerKit",
  products: [
    // MARK: - Public API
    .library(name: "LayerKit", targets: ["LayerKit"]),
    .executable(name: "layerkit", targets: ["LayerKitCLI"]),
  ],
  targets: [
    // MARK: - Library
    .target(name: "LayerKit"),

    // MARK: - Command-line front end
    // Named `LayerKitCLI` so that it never collides with `LayerKit` on a case-insensitive
    // file system; the product is still called `layerkit`.
    .executableTarget(name: "LayerKitCLI", dependencies: ["LayerKit"]),

    // MARK: - Unit test bundles
    .testTarget(name: "LayerKitTests", dependencies: ["LayerKit"]),
  ],
  swiftLanguageModes: [.v6]
)
