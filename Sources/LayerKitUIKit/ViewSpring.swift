#if !canImport(UIKit)
  import Foundation
  import LayerKit
  import LayerKitQuartzCore

  /// The spring behind UIKit's spring animations, as a `CASpringAnimation` (rule U4).
  ///
  /// UIKit states its springs three ways, each mapped as its documentation says, and where it is
  /// silent as LayerKit chose ([C]):
  ///
  /// - **A damping ratio and a duration** (`usingSpringWithDamping:initialSpringVelocity:`,
  ///   `UISpringTimingParameters(dampingRatio:initialVelocity:)`): Apple documents the ratio
  ///   (1 settles without overshoot, towards 0 oscillates more) and the velocity (1 = the whole
  ///   distance in one second), not how the duration chooses the spring. [C] The spring of mass 1
  ///   whose envelope `e^(−ζωt)` falls to 1/1500 of the distance at the end of the duration:
  ///   ω = ln 1500 / (ζ · duration), stiffness ω², damping 2ζω — the relation published with
  ///   "relaxation time" on Stack Overflow (question 61763337's answer, from a Framer blog post).
  ///   The animation lasts exactly the duration (UIKit's completion comes then). A ratio below
  ///   0.01 is taken as 0.01, which still settles; above 1 the spring is overdamped.
  /// - **A perceptual duration and a bounce** (iOS 17's `animate(springDuration:bounce:…)`,
  ///   `UISpringTimingParameters(duration:bounce:)`): `CASpringAnimation(perceptualDuration:
  ///   bounce:)` (S5), lasting its settling duration (S6).
  /// - **Mass, stiffness and damping** (`UISpringTimingParameters(mass:stiffness:damping:
  ///   initialVelocity:)`): as given; Apple documents that the animator's duration is then
  ///   ignored, so the animation lasts the settling duration (S2).
  struct ViewSpring {
    /// How the spring was stated.
    enum Form {
      case ratio(CGFloat)
      case perceptual(duration: Double, bounce: CGFloat)
      case coefficients(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
    }

    /// The amplitude left at the end of a ratio spring's duration, as a fraction: 1/1500.
    static let settledFraction = 1.0 / 1500
    /// The smallest damping ratio a ratio spring takes.
    static let smallestRatio = 0.01
    /// The shortest duration a ratio spring is fitted to: a microsecond.
    static let shortestDuration = 1e-6

    var form: Form
    /// The initial velocity, in distances a second (1 = the whole change in one second).
    var initialVelocity: CGFloat

    /// The spring animation of `key` for an animation block or animator of `duration`.
    func animation(keyPath key: String, duration: Double) -> CASpringAnimation {
      let spring: CASpringAnimation
      switch form {
      case .ratio(let ratio):
        spring = CASpringAnimation(keyPath: key)
        // A ratio that is not a number is taken as critical damping; a duration too short to
        // measure as the shortest one, so that the spring is always finite.
        let zeta = ratio.isFinite ? max(Double(ratio), Self.smallestRatio) : 1
        let omega = -log(Self.settledFraction) / (zeta * max(duration, Self.shortestDuration))
        spring.mass = 1
        spring.stiffness = CGFloat(omega * omega)
        spring.damping = CGFloat(2 * zeta * omega)
        spring.allowsOverdamping = zeta > 1
        spring.duration = duration
      case .perceptual(let perceptual, let bounce):
        spring = CASpringAnimation(perceptualDuration: perceptual, bounce: bounce)
        spring.keyPath = key
      case .coefficients(let mass, let stiffness, let damping):
        spring = CASpringAnimation(keyPath: key)
        spring.mass = mass
        spring.stiffness = stiffness
        spring.damping = damping
        spring.allowsOverdamping = true
      }
      spring.initialVelocity = initialVelocity
      if case .ratio = form {} else { spring.duration = spring.settlingDuration }
      return spring
    }

    /// How long the animation of a block or animator of `duration` lasts with this spring.
    func length(forDuration duration: Double) -> Double {
      switch form {
      case .ratio: duration
      case .perceptual, .coefficients: animation(keyPath: "opacity", duration: duration).duration
      }
    }
  }
#endif
