import LayerKit
import LayerKitTesting

/// Named tolerance tiers for these tests, each with its reason.
extension Tolerance {
  /// Closed forms evaluated in a few floating-point operations on values of order 1 to 1000.
  static let closedForm = Tolerance(absolute: 1e-12)
}
