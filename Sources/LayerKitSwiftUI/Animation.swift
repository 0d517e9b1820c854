#if !canImport(SwiftUI)
  import Foundation

  /// How a change is animated over time, as SwiftUI's `Animation` (rules W3–W6): a timing
  /// curve, a spring or a custom animation, with delay, speed and repetition.
  ///
  ///     let cardFlip = Animation.spring(duration: 0.4, bounce: 0.2).delay(0.1)
  ///     cardFlip.testingValue(from: 0, to: 180, at: 0.3)   // what shows 0.3 s in
  ///
  /// Two animations are equal when they were made by the same constructor with the same
  /// arguments and the same modifiers in the same order (W6 [C]); ``default`` equals the spring
  /// W3 names.
  public struct Animation: Hashable, Sendable {
    /// What moves the value.
    enum Base: Sendable {
      /// A timing curve of `duration` seconds (W4).
      case curve(UnitCurve, duration: Double)
      /// A spring (W1–W3): `merges` for the `spring` family, which retargets when interrupted;
      /// an interpolating spring adds instead, and starts with `initialVelocity` (a fraction of
      /// the change per second).
      case spring(
        Spring, blendDuration: Double, merges: Bool, initialVelocity: Double, settles: Double)
      /// An animation of the user's, with when it finishes (its first `nil`, found once when
      /// the animation is made: see ``Animation/finishTime(level:)``).
      case custom(any CustomAnimation, finish: Double)
    }

    /// A modifier, applied outside in (W5).
    enum Modifier: Hashable, Sendable {
      case delay(Double)
      case speed(Double)
      case repeatCount(Int, autoreverses: Bool)
      case repeatForever(autoreverses: Bool)
      case logicallyComplete(after: Double)
    }

    let base: Base
    /// The constructor and its arguments, for equality and the description.
    let constructor: String
    let arguments: [Double]
    /// Innermost first.
    let modifiers: [Modifier]

    init(_ base: Base, _ constructor: String, _ arguments: [Double], modifiers: [Modifier] = []) {
      self.base = base
      self.constructor = constructor
      self.arguments = arguments
      self.modifiers = modifiers
    }

    /// An animation that runs `base` (`init(_:)`).
    public init<A: CustomAnimation>(_ base: A) {
      self.init(.custom(base, finish: Self.firstFinish(of: base)), String(describing: A.self), [])
    }

    /// Equal when made alike (see ``Animation``).
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
      guard lhs.constructor == rhs.constructor, lhs.arguments == rhs.arguments,
        lhs.modifiers == rhs.modifiers
      else { return false }
      switch (lhs.base, rhs.base) {
      case (.custom(let a, _), .custom(let b, _)): return AnyHashable(a) == AnyHashable(b)
      case (.curve, _), (.spring, _), (.custom, _): return true
      }
    }

    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(constructor)
      hasher.combine(arguments)
      hasher.combine(modifiers)
      if case .custom(let a, _) = base { hasher.combine(AnyHashable(a)) }
    }

    func adding(_ modifier: Modifier) -> Animation {
      Animation(base, constructor, arguments, modifiers: modifiers + [modifier])
    }
  }

  // MARK: - Timing curves (W4)

  extension Animation {
    /// A timing curve over `duration` seconds.
    static func curve(
      _ curve: UnitCurve, _ duration: Double, _ name: String, _ extra: [Double] = []
    )
      -> Animation
    {
      Animation(.curve(curve, duration: duration), name, extra + [duration])
    }

    /// Even speed over 0.35 s (`linear`).
    public static var linear: Animation { linear(duration: 0.35) }
    /// Even speed over `duration` (`linear(duration:)`).
    public static func linear(duration: TimeInterval) -> Animation {
      curve(.linear, duration, "linear")
    }
    /// Slow at the start, over 0.35 s (`easeIn`).
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    /// Slow at the start, over `duration` (`easeIn(duration:)`): (0.42, 0, 1, 1).
    public static func easeIn(duration: TimeInterval) -> Animation {
      curve(.easeIn, duration, "easeIn")
    }
    /// Slow at the end, over 0.35 s (`easeOut`).
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    /// Slow at the end, over `duration` (`easeOut(duration:)`): (0, 0, 0.58, 1).
    public static func easeOut(duration: TimeInterval) -> Animation {
      curve(.easeOut, duration, "easeOut")
    }
    /// Slow at both ends, over 0.35 s (`easeInOut`).
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }
    /// Slow at both ends, over `duration` (`easeInOut(duration:)`): (0.42, 0, 0.58, 1).
    public static func easeInOut(duration: TimeInterval) -> Animation {
      curve(.easeInOut, duration, "easeInOut")
    }

    /// The cubic Bézier timing curve with control points (c0x, c0y) and (c1x, c1y)
    /// (`timingCurve(_:_:_:_:duration:)`).
    public static func timingCurve(
      _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
      curve(UnitCurve(bezier: c0x, c0y, c1x, c1y), duration, "timingCurve", [c0x, c0y, c1x, c1y])
    }

    /// The cubic Bézier timing curve with control points `p1` and `p2`
    /// (`timingCurve(_:_:duration:)`, iOS 17).
    public static func timingCurve(_ p1: UnitPoint, _ p2: UnitPoint, duration: TimeInterval = 0.35)
      -> Animation
    {
      timingCurve(Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y), duration: duration)
    }

    /// `curve` over `duration` (`timingCurve(_:duration:)`, iOS 17).
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
      let points: [Double]
      switch curve.shape {
      case .bezier(let x1, let y1, let x2, let y2): points = [x1, y1, x2, y2]
      case .circularEaseIn: points = [-1]
      case .circularEaseOut: points = [-2]
      case .circularEaseInOut: points = [-3]
      case .circularEaseOutIn: points = [-4]
      }
      return Animation.curve(curve, duration, "timingCurve(curve)", points)
    }
  }

  // MARK: - Springs (W1–W3)

  extension Animation {
    /// A spring that merges when interrupted.
    static func merging(_ spring: Spring, blend: Double, _ name: String, _ arguments: [Double])
      -> Animation
    {
      Animation(
        .spring(
          spring, blendDuration: blend, merges: true, initialVelocity: 0,
          settles: spring.settlingDuration), name, arguments)
    }

    /// A spring that adds when interrupted, starting with `velocity` (a fraction of the change
    /// per second).
    static func interpolating(
      _ spring: Spring, velocity: Double, _ name: String, _ arguments: [Double]
    )
      -> Animation
    {
      Animation(
        .spring(
          spring, blendDuration: 0, merges: false, initialVelocity: velocity,
          settles: spring.settlingDuration), name, arguments)
    }

    /// SwiftUI's default animation (iOS 17): `spring(response: 0.55, dampingFraction: 1,
    /// blendDuration: 0)` (W3).
    public static let `default` = spring(response: 0.55, dampingFraction: 1, blendDuration: 0)

    /// A spring of `response` and damping ratio `dampingFraction`
    /// (`spring(response:dampingFraction:blendDuration:)`).
    public static func spring(
      response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Animation {
      merging(
        Spring(response: response, dampingRatio: dampingFraction), blend: blendDuration,
        "spring(response:)", [response, dampingFraction, blendDuration])
    }

    /// A spring of perceptual `duration` and `bounce` (`spring(duration:bounce:blendDuration:)`).
    /// Disfavoured, so that `.spring()` is the response form, as it was before iOS 17.
    @_disfavoredOverload
    public static func spring(
      duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
    ) -> Animation {
      merging(
        Spring(duration: duration, bounce: bounce), blend: blendDuration, "spring(duration:)",
        [duration, bounce, blendDuration])
    }

    /// `spring(duration: 0.5, bounce: 0)` (`spring`).
    public static var spring: Animation { spring(duration: 0.5, bounce: 0, blendDuration: 0) }

    /// An animation by `spring` (`spring(_:blendDuration:)`).
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
      merging(
        spring, blend: blendDuration, "spring(_:)",
        [spring.mass, spring.stiffness, spring.damping, blendDuration])
    }

    /// A quick, stiff spring for interactive changes
    /// (`interactiveSpring(response:dampingFraction:blendDuration:)`, W3).
    public static func interactiveSpring(
      response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
      merging(
        Spring(response: response, dampingRatio: dampingFraction), blend: blendDuration,
        "interactiveSpring(response:)", [response, dampingFraction, blendDuration])
    }

    /// `interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)`.
    public static var interactiveSpring: Animation { interactiveSpring(response: 0.15) }

    /// An interactive spring of perceptual `duration`, bounce 0.15 plus `extraBounce` [C]
    /// (`interactiveSpring(duration:extraBounce:blendDuration:)`).
    @_disfavoredOverload
    public static func interactiveSpring(
      duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
      merging(
        Spring(duration: duration, bounce: 0.15 + extraBounce), blend: blendDuration,
        "interactiveSpring(duration:)", [duration, extraBounce, blendDuration])
    }

    /// A spring from 0 to 1 mapped onto the change, starting with `initialVelocity` (a fraction
    /// of the change per second), that adds rather than merges
    /// (`interpolatingSpring(mass:stiffness:damping:initialVelocity:)`, W3).
    public static func interpolatingSpring(
      mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
      interpolating(
        Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
        velocity: initialVelocity, "interpolatingSpring(mass:)",
        [mass, stiffness, damping, initialVelocity])
    }

    /// An interpolating spring of perceptual `duration` and `bounce`
    /// (`interpolatingSpring(duration:bounce:initialVelocity:)`).
    public static func interpolatingSpring(
      duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Animation {
      interpolating(
        Spring(duration: duration, bounce: bounce), velocity: initialVelocity,
        "interpolatingSpring(duration:)", [duration, bounce, initialVelocity])
    }

    /// `interpolatingSpring(duration: 0.5, bounce: 0)`.
    public static var interpolatingSpring: Animation { interpolatingSpring(duration: 0.5) }

    /// An interpolating animation by `spring` (`interpolatingSpring(_:initialVelocity:)`).
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0)
      -> Animation
    {
      interpolating(
        spring, velocity: initialVelocity, "interpolatingSpring(_:)",
        [spring.mass, spring.stiffness, spring.damping, initialVelocity])
    }

    /// A spring with no bounce (`smooth`: duration 0.5, bounce 0, W3).
    public static var smooth: Animation { smooth(duration: 0.5, extraBounce: 0) }
    /// A smooth spring (`smooth(duration:extraBounce:)`).
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation
    {
      merging(
        .smooth(duration: duration, extraBounce: extraBounce), blend: 0, "smooth",
        [duration, extraBounce])
    }
    /// A spring with a little bounce (`snappy`: bounce 0.15).
    public static var snappy: Animation { snappy(duration: 0.5, extraBounce: 0) }
    /// A snappy spring (`snappy(duration:extraBounce:)`).
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation
    {
      merging(
        .snappy(duration: duration, extraBounce: extraBounce), blend: 0, "snappy",
        [duration, extraBounce])
    }
    /// A spring with a visible bounce (`bouncy`: bounce 0.3).
    public static var bouncy: Animation { bouncy(duration: 0.5, extraBounce: 0) }
    /// A bouncy spring (`bouncy(duration:extraBounce:)`).
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation
    {
      merging(
        .bouncy(duration: duration, extraBounce: extraBounce), blend: 0, "bouncy",
        [duration, extraBounce])
    }
  }

  // MARK: - Modifiers (W5)

  extension Animation {
    /// The animation starting `delay` seconds later (`delay(_:)`).
    public func delay(_ delay: TimeInterval) -> Animation { adding(.delay(delay)) }

    /// The animation at `speed` times its speed: its durations divided by `speed` (`speed(_:)`).
    public func speed(_ speed: Double) -> Animation { adding(.speed(speed)) }

    /// The animation played `repeatCount` times; with `autoreverses` every second play runs
    /// backwards, a reverse counting as a repetition (`repeatCount(_:autoreverses:)`).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
      adding(.repeatCount(repeatCount, autoreverses: autoreverses))
    }

    /// The animation played for ever (`repeatForever(autoreverses:)`).
    public func repeatForever(autoreverses: Bool = true) -> Animation {
      adding(.repeatForever(autoreverses: autoreverses))
    }

    /// The animation logically complete after `duration` seconds, whatever it still does
    /// (`logicallyComplete(after:)`, iOS 17).
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
      adding(.logicallyComplete(after: duration))
    }
  }

  extension Animation: CustomStringConvertible {
    /// The constructor, its arguments and the modifiers, as written.
    public var description: String {
      var text = "\(constructor)\(arguments.isEmpty ? "" : "\(arguments)")"
      if case .custom(let a, _) = base { text = "Animation(\(a))" }
      for modifier in modifiers {
        switch modifier {
        case .delay(let d): text += ".delay(\(d))"
        case .speed(let s): text += ".speed(\(s))"
        case .repeatCount(let n, let r): text += ".repeatCount(\(n), autoreverses: \(r))"
        case .repeatForever(let r): text += ".repeatForever(autoreverses: \(r))"
        case .logicallyComplete(let d): text += ".logicallyComplete(after: \(d))"
        }
      }
      return text
    }
  }
#endif
