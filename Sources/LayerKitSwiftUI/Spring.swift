#if !canImport(SwiftUI)
  import Foundation
  import LayerKit

  /// A damped spring, as SwiftUI's `Spring` (iOS 17, rules W1–W3): its parameters in every
  /// form SwiftUI takes and reads back, and its motion by the exact closed form.
  ///
  ///     let spring = Spring(duration: 0.5, bounce: 0.3)
  ///     spring.stiffness         // (2π / 0.5)² ≈ 157.9
  ///     spring.damping           // 4π × 0.7 / 0.5 ≈ 17.6
  ///     spring.value(target: 1.0, time: 0.25)
  ///
  /// A spring is stored as mass, stiffness and damping (W1): `duration` is the undamped period
  /// 2π/ω₀ (SwiftUI's "perceptual duration"), `bounce` 1 − ζ for ζ ≤ 1 and 1/ζ − 1 for an
  /// over-damped spring that allows it.
  public struct Spring: Hashable, Sendable {
    /// The mass (`mass`).
    public let mass: Double
    /// The stiffness k (`stiffness`).
    public let stiffness: Double
    /// The damping c (`damping`).
    public let damping: Double
    /// The motion's constants, worked out once (derived from the three above).
    @usableFromInline let motion: SpringMotion

    /// The spring of mass `m`, stiffness `k` and damping `c`, as given.
    private init(m: Double, k: Double, c: Double) {
      mass = m
      stiffness = k
      damping = c
      motion = SpringMotion(mass: m, stiffness: k, damping: c)
    }

    /// Equal when mass, stiffness and damping are.
    public static func == (lhs: Spring, rhs: Spring) -> Bool {
      (lhs.mass, lhs.stiffness, lhs.damping) == (rhs.mass, rhs.stiffness, rhs.damping)
    }

    /// Hashes mass, stiffness and damping.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(mass)
      hasher.combine(stiffness)
      hasher.combine(damping)
    }

    /// A spring from its mass, stiffness and damping
    /// (`init(mass:stiffness:damping:allowOverDamping:)`). Without `allowOverDamping` an
    /// over-damped spring is critically damped: its damping is 2√(k·m) (W1, W2).
    public init(
      mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false
    ) {
      let critical = 2 * (stiffness * mass).squareRoot()
      self.init(
        m: mass, k: stiffness, c: !allowOverDamping && damping > critical ? critical : damping)
    }

    /// A spring of perceptual duration `duration` and `bounce` (`init(duration:bounce:)`, W1):
    /// mass 1, stiffness (2π / duration)², damping 4πζ / duration with ζ = 1 − bounce for
    /// bounce ≥ 0 and 1 / (1 + bounce) below (over-damped; bounce −1 damps infinitely).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
      let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
      self.init(period: duration, dampingRatio: zeta)
    }

    /// A spring that reaches its target in about `response` seconds with damping ratio
    /// `dampingRatio` (`init(response:dampingRatio:)`): the mapping of W1, response as
    /// duration.
    public init(response: Double, dampingRatio: Double) {
      self.init(period: response, dampingRatio: dampingRatio)
    }

    /// Mass 1, ω₀ = 2π / `period`, damping 2ζω₀ = 4πζ / period.
    private init(period: Double, dampingRatio: Double) {
      let omega = 2 * Double.pi / period
      self.init(
        m: 1, k: omega * omega,
        c: dampingRatio.isInfinite ? .infinity : 4 * Double.pi * dampingRatio / period)
    }

    /// A spring with damping ratio `dampingRatio` that settles within `epsilon` of its target
    /// in `settlingDuration` seconds (`init(settlingDuration:dampingRatio:epsilon:)`).
    ///
    /// The motion of a spring of given ζ depends on ω₀t alone, so the settling time of ω₀ = 1
    /// (the continuous one, without S4's 0.1 s grid [C]) scaled by `settlingDuration` gives ω₀.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
      let unit = Spring(response: 2 * .pi, dampingRatio: dampingRatio)
      let scaled = unit.motion.continuousSettlingTime(epsilon: epsilon)
      let omega = scaled / settlingDuration
      self.init(response: 2 * .pi / omega, dampingRatio: dampingRatio)
    }

    // MARK: Read back (W1, W2)

    /// The undamped angular frequency ω₀ = √(k/m).
    var naturalFrequency: Double { motion.omega }

    /// The perceptual duration, the undamped period 2π/ω₀ (`duration`).
    public var duration: TimeInterval { 2 * .pi / naturalFrequency }
    /// The same as ``duration`` (`response`).
    public var response: Double { duration }
    /// The damping ratio ζ = c / (2√(k·m)) (`dampingRatio`).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// How springy the motion is (`bounce`): 1 − ζ, or 1/ζ − 1 for an over-damped spring.
    public var bounce: Double {
      let zeta = dampingRatio
      return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// The time after which a change of 1 from rest stays within 0.001 of its target
    /// (`settlingDuration`, W2): S4's value for the same spring.
    public var settlingDuration: TimeInterval {
      motion.settlingDuration(of: self)
    }

    // MARK: Presets (W3)

    /// No bounce, duration 0.5 (`smooth`).
    public static var smooth: Spring { smooth() }
    /// A smooth spring of `duration`, with `extraBounce` (`smooth(duration:extraBounce:)`).
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
      Spring(duration: duration, bounce: extraBounce)
    }
    /// A little bounce, 0.15, duration 0.5 (`snappy`).
    public static var snappy: Spring { snappy() }
    /// A snappy spring of `duration`, with `extraBounce` (`snappy(duration:extraBounce:)`).
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
      Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A visible bounce, 0.3, duration 0.5 (`bouncy`).
    public static var bouncy: Spring { bouncy() }
    /// A bouncy spring of `duration`, with `extraBounce` (`bouncy(duration:extraBounce:)`).
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
      Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
  }

  // MARK: - Motion (W2)

  extension Spring {
    /// The value at `time` of a change from 0 to `target` that starts with `initialVelocity`
    /// (units per second) (`value(target:initialVelocity:time:)`).
    @inlinable
    public func value<V: VectorArithmetic>(
      target: V, initialVelocity: V = .zero, time: TimeInterval
    ) -> V {
      let m = motion.at(time)
      return target.scaled(by: 1 - m.g) + initialVelocity.scaled(by: m.h)
    }

    /// The velocity at `time` of that change (`velocity(target:initialVelocity:time:)`).
    @_specialize(exported:true,where V == Double)
    @_specialize(exported:true,where V == CGFloat)
    public func velocity<V: VectorArithmetic>(
      target: V, initialVelocity: V = .zero, time: TimeInterval
    ) -> V {
      let m = motion.at(time)
      return target.scaled(by: -m.dg) + initialVelocity.scaled(by: m.dh)
    }

    /// The acceleration of a value at `position` moving at `velocity` towards `target`:
    /// (−k·(position − target) − c·velocity) / m (`force(target:position:velocity:)`).
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
      (target - position).scaled(by: stiffness / mass) - velocity.scaled(by: damping / mass)
    }

    /// Moves `value` and `velocity` on by `deltaTime` towards `target`, exactly (the closed form
    /// from the current state) (`update(value:velocity:target:deltaTime:)`).
    @_specialize(exported:true,where V == Double)
    @_specialize(exported:true,where V == CGFloat)
    public func update<V: VectorArithmetic>(
      value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval
    ) {
      let m = motion.at(deltaTime)
      let offset = value - target
      value = target + offset.scaled(by: m.g) + velocity.scaled(by: m.h)
      velocity = offset.scaled(by: m.dg) + velocity.scaled(by: m.dh)
    }

    /// How long the change to `target` from rest with `initialVelocity` takes to stay within
    /// `epsilon` of it, in the change's units (`settlingDuration(target:initialVelocity:epsilon:)`).
    public func settlingDuration<V: VectorArithmetic>(
      target: V, initialVelocity: V = .zero, epsilon: Double
    ) -> TimeInterval {
      motion.continuousSettlingTime(
        distance: target.magnitudeSquared.squareRoot(),
        speed: initialVelocity.magnitudeSquared.squareRoot(), epsilon: epsilon)
    }

    /// The value at `time` of a change from `fromValue` to `toValue`
    /// (`value(fromValue:toValue:initialVelocity:time:)`).
    @_disfavoredOverload
    public func value<V: Animatable>(
      fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
    )
      -> V
    {
      var result = fromValue
      result.animatableData =
        fromValue.animatableData
        + value(
          target: toValue.animatableData - fromValue.animatableData,
          initialVelocity: initialVelocity.animatableData, time: time)
      return result
    }

    /// The velocity at `time` of that change
    /// (`velocity(fromValue:toValue:initialVelocity:time:)`).
    @_disfavoredOverload
    public func velocity<V: Animatable>(
      fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
    ) -> V {
      var result = fromValue
      result.animatableData = velocity(
        target: toValue.animatableData - fromValue.animatableData,
        initialVelocity: initialVelocity.animatableData, time: time)
      return result
    }

    /// The acceleration of a value between `fromValue` and `toValue`
    /// (`force(fromValue:toValue:position:velocity:)`).
    @_disfavoredOverload
    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
      var result = fromValue
      result.animatableData = force(
        target: toValue.animatableData, position: position.animatableData,
        velocity: velocity.animatableData)
      return result
    }

    /// ``update(value:velocity:target:deltaTime:)`` for any animatable value.
    @_disfavoredOverload
    public func update<V: Animatable>(
      value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval
    ) {
      var data = value.animatableData
      var speed = velocity.animatableData
      update(value: &data, velocity: &speed, target: target.animatableData, deltaTime: deltaTime)
      value.animatableData = data
      velocity.animatableData = speed
    }

    /// ``settlingDuration(target:initialVelocity:epsilon:)`` for a change between two
    /// animatable values.
    @_disfavoredOverload
    public func settlingDuration<V: Animatable>(
      fromValue: V, toValue: V, initialVelocity: V, epsilon: Double
    ) -> TimeInterval {
      settlingDuration(
        target: toValue.animatableData - fromValue.animatableData,
        initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }
  }

  extension Spring: CustomStringConvertible {
    /// `Spring(mass: …, stiffness: …, damping: …)`.
    public var description: String {
      "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
    }
  }
#endif
