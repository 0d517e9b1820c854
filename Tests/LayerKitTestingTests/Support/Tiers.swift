import LayerKit
import LayerKitTesting

/// Named tolerance tiers for these tests, each with its reason.
extension Tolerance {
  /// Closed forms evaluated in a few floating-point operations on values of order 1 to 1000.
  static let closedForm = Tolerance(absolute: 1e-12)
  /// A spring's position as a fraction of its from→to distance (the engine's tabulated
  /// oscillator against the closed form), scaled by the distance where it is used.
  static func spring(distance: Double) -> Tolerance { Tolerance(absolute: 1e-9 * distance) }
}
