import LayerKit
import LayerKitTesting

/// Named tolerance tiers for these tests, each with its reason.
extension Tolerance {
  /// Closed forms evaluated in a few floating-point operations on values of order 1 to 1000.
  static let closedForm = Tolerance(absolute: 1e-12)
  /// A difference of angles near ±π, taken modulo a whole turn: a few ulps of 2π (8.9e-16).
  static let fewUlpsOfATurn = Tolerance(absolute: 1e-15)
  /// A rendered pixel's channel, in its 0–255 units, against the exact coverage: one step (the
  /// coverage is rounded to a byte).
  static let byteStep = Tolerance(absolute: 1)
}
