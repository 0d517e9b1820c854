// SwiftUI animation definitions written as for iOS 17 and compiled unchanged: an app's
// animation constants, a custom animation after WWDC23 "Explore SwiftUI animation", a keyframe
// bounce after "Wind your way through advanced animations", a spring sized for a gesture.
#if canImport(SwiftUI)
  import SwiftUI
#else
  import LayerKitSwiftUI
#endif

extension Animation {
  static let cardFlip = Animation.spring(response: 0.4, dampingFraction: 0.7)
  static let pulse = Animation.easeInOut(duration: 0.8).repeatForever(autoreverses: true)
  static let toast = Animation.snappy(duration: 0.3, extraBounce: 0.1)
  static var myLinear: Animation { Animation(MyLinearAnimation(duration: 1)) }

  static func staggered(_ index: Int) -> Animation {
    .easeOut(duration: 0.3).delay(Double(index) * 0.05)
  }
}

struct MyLinearAnimation: CustomAnimation {
  var duration: TimeInterval

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  )
    -> V?
  {
    if time <= duration {
      value.scaled(by: time / duration)
    } else {
      nil
    }
  }

  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
    -> V?
  {
    value.scaled(by: 1.0 / duration)
  }
}

/// A spring that keeps its velocity across calls, as in WWDC23's example.
struct ElasticAnimation: CustomAnimation {
  var duration: TimeInterval

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  )
    -> V?
  {
    if time > duration { return nil }
    let p = time / duration
    let s = sin((20 * p - 11.125) * ((2 * Double.pi) / 4.5))
    if p < 0.5 {
      return value.scaled(by: -(pow(2, 20 * p - 10) * s) / 2)
    } else {
      let progress = (pow(2, -20 * p + 10) * s) / 2 + 1
      return value.scaled(by: progress)
    }
  }
}

struct AnimationValues {
  var scale = 1.0
  var verticalStretch = 1.0
  var verticalTranslation = 0.0
  var angle = Angle.zero
}

enum Bounce {
  static var keyframes: KeyframeTimeline<AnimationValues> {
    KeyframeTimeline(initialValue: AnimationValues()) {
      KeyframeTrack(\.scale) {
        LinearKeyframe(1.0, duration: 0.36)
        SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
        SpringKeyframe(1.0, spring: .bouncy)
      }
      KeyframeTrack(\.verticalTranslation) {
        LinearKeyframe(0.0, duration: 0.1)
        SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
        SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
        SpringKeyframe(0.0, spring: .bouncy)
      }
      KeyframeTrack(\.verticalStretch) {
        CubicKeyframe(1.0, duration: 0.1)
        CubicKeyframe(0.6, duration: 0.15)
        CubicKeyframe(1.5, duration: 0.1)
        CubicKeyframe(1.05, duration: 0.15)
        CubicKeyframe(1.0, duration: 0.88)
        CubicKeyframe(0.8, duration: 0.1)
        CubicKeyframe(1.04, duration: 0.4)
        CubicKeyframe(1.0, duration: 0.22)
      }
      KeyframeTrack(\.angle) {
        CubicKeyframe(.zero, duration: 0.58)
        CubicKeyframe(.degrees(16), duration: 0.125)
        CubicKeyframe(.degrees(-16), duration: 0.125)
        CubicKeyframe(.degrees(16), duration: 0.125)
        CubicKeyframe(.zero, duration: 0.125)
      }
    }
  }
}

enum Gesture {
  /// A spring sized so that a drag released at `velocity` settles in about half a second.
  static func release(from offset: CGFloat, velocity: CGFloat) -> (spring: Spring, target: CGFloat)
  {
    let spring = Spring(duration: 0.45, bounce: 0.15)
    return (spring, 0)
  }

  static let scrollCurve = UnitCurve.bezier(
    startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0, y: 1))
}
