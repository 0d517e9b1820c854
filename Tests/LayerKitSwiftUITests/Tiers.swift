import Foundation

/// The tolerances of these tests, by what limits the agreement.
enum Tier {
  /// Arithmetic that should agree to the last few bits.
  static let exact = 1e-12
  /// A closed form evaluated two ways (different operation order), or an iterative solver
  /// against an independent one.
  static let closedForm = 1e-9
  /// A numerical derivative (central differences over 1 µs).
  static let derivative = 1e-4
  /// Figures Apple publishes to one decimal place (157.9, 17.6, 0.63): half their last digit.
  static func published(decimals: Int) -> Double { 0.5 * pow(10, -Double(decimals)) }
  /// Velocities from one-sided differences over 1 µs on either side of a point where a spring
  /// takes over: their error is the acceleration times 1 µs, within 1 % of the velocity here.
  static let oneSidedVelocity = 1e-2
  /// A duration found by sampling at 240 frames a second (`testingDuration`): one frame.
  static let frameAt240 = 1.0 / 240
}
