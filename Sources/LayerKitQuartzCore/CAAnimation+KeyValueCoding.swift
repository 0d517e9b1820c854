#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  // Key-value coding on animations, as Core Animation's `CAAnimation` answers it: every property
  // by its Objective-C name, and any other key stored with the animation. iOS code uses the
  // second to tag an animation and find the tag again in its delegate:
  //
  //     let fade = CABasicAnimation(keyPath: "opacity")
  //     fade.setValue("intro", forKey: "id")
  //     fade.delegate = self
  //     layer.add(fade, forKey: nil)
  //     …
  //     func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
  //       if anim.value(forKey: "id") as? String == "intro" { … }
  //     }
  //
  // The delegate hears of the copy the layer added (L7), which carries the stored keys.

  extension CAAnimation {
    /// One property of an animation by its key-value coding name: how to read it, and how to
    /// write a value given as `Any?` (`nil` when taken, else what the property expects).
    struct KeyedProperty {
      let get: () -> Any?
      let set: (Any?) -> String?
    }

    /// The property of this animation that `key` names (`"duration"`, `"removedOnCompletion"`,
    /// `"fromValue"`, …, the Objective-C names), or `nil` when its class has none of that name.
    func keyedProperty(_ key: String) -> KeyedProperty? {
      switch key {
      // CAMediaTiming and CAAnimation
      case "beginTime": number(\CAAnimation.beginTime)
      case "duration": number(\CAAnimation.duration)
      case "speed": float(\CAAnimation.speed)
      case "timeOffset": number(\CAAnimation.timeOffset)
      case "repeatCount": float(\CAAnimation.repeatCount)
      case "repeatDuration": number(\CAAnimation.repeatDuration)
      case "autoreverses": flag(\CAAnimation.autoreverses)
      case "fillMode": constant(\CAAnimation.fillMode)
      case "timingFunction": optional(\CAAnimation.timingFunction, "a CAMediaTimingFunction")
      case "delegate":
        optional(\CAAnimation.delegate, "a CAAnimationDelegate") { $0 as? any CAAnimationDelegate }
      case "removedOnCompletion": flag(\CAAnimation.isRemovedOnCompletion)
      // CAPropertyAnimation
      case "keyPath": optional(\CAPropertyAnimation.keyPath, "a String")
      case "additive": flag(\CAPropertyAnimation.isAdditive)
      case "cumulative": flag(\CAPropertyAnimation.isCumulative)
      case "valueFunction": optional(\CAPropertyAnimation.valueFunction, "a CAValueFunction")
      // CABasicAnimation: values of any type, read when the animation is added (B1)
      case "fromValue": optional(\CABasicAnimation.fromValue, "a value") { $0 }
      case "toValue": optional(\CABasicAnimation.toValue, "a value") { $0 }
      case "byValue": optional(\CABasicAnimation.byValue, "a value") { $0 }
      // CASpringAnimation
      case "mass": cgFloat(\CASpringAnimation.mass)
      case "stiffness": cgFloat(\CASpringAnimation.stiffness)
      case "damping": cgFloat(\CASpringAnimation.damping)
      case "initialVelocity": cgFloat(\CASpringAnimation.initialVelocity)
      case "allowsOverdamping": flag(\CASpringAnimation.allowsOverdamping)
      case "settlingDuration":
        (self as? CASpringAnimation).map { spring in
          KeyedProperty(
            get: { NSNumber(value: spring.settlingDuration) }, set: { _ in "is read-only" })
        }
      // CAKeyframeAnimation
      case "values": optional(\CAKeyframeAnimation.values, "an array") { $0 as? [Any] }
      case "path": optional(\CAKeyframeAnimation.path, "a CGPath")
      case "keyTimes": numbers(\CAKeyframeAnimation.keyTimes)
      case "timingFunctions":
        optional(\CAKeyframeAnimation.timingFunctions, "an array of CAMediaTimingFunction")
      case "calculationMode": constant(\CAKeyframeAnimation.calculationMode)
      case "tensionValues": numbers(\CAKeyframeAnimation.tensionValues)
      case "continuityValues": numbers(\CAKeyframeAnimation.continuityValues)
      case "biasValues": numbers(\CAKeyframeAnimation.biasValues)
      case "rotationMode":
        optional(\CAKeyframeAnimation.rotationMode, "a CAAnimationRotationMode") {
          $0 as? CAAnimationRotationMode ?? ($0 as? String).map(CAAnimationRotationMode.init)
        }
      // CAAnimationGroup
      case "animations": optional(\CAAnimationGroup.animations, "an array of CAAnimation")
      // CATransition
      case "type": constant(\CATransition.type)
      case "subtype":
        optional(\CATransition.subtype, "a CATransitionSubtype") {
          $0 as? CATransitionSubtype ?? ($0 as? String).map(CATransitionSubtype.init)
        }
      case "startProgress": float(\CATransition.startProgress)
      case "endProgress": float(\CATransition.endProgress)
      default: nil
      }
    }

    // MARK: Properties by type

    /// A property of `A`, when this animation is one: read as stored, written from what
    /// `convert` makes of the value (`nil`: refused, the property expecting `expected`).
    private func property<A: CAAnimation, Value>(
      _ path: ReferenceWritableKeyPath<A, Value>, _ expected: String,
      read: @escaping (Value) -> Any?, convert: @escaping (Any?) -> Value?
    ) -> KeyedProperty? {
      guard let animation = self as? A else { return nil }
      return KeyedProperty(
        get: { read(animation[keyPath: path]) },
        set: { value in
          guard let converted = convert(value) else { return "expects \(expected)" }
          animation[keyPath: path] = converted
          return nil
        })
    }

    /// A time in seconds, read back as an `NSNumber`.
    private func number<A: CAAnimation>(_ path: ReferenceWritableKeyPath<A, Double>)
      -> KeyedProperty?
    {
      property(path, "a number", read: { NSNumber(value: $0) }) { $0.flatMap(CAValue.number) }
    }

    /// A `Float` (speed, repeat count, progress), read back as an `NSNumber`.
    private func float<A: CAAnimation>(_ path: ReferenceWritableKeyPath<A, Float>)
      -> KeyedProperty?
    {
      property(path, "a number", read: { NSNumber(value: $0) }) {
        $0.flatMap(CAValue.number).map { Float(finiteFrom: $0) }
      }
    }

    /// A `CGFloat` (a spring's parameters), read back as an `NSNumber`.
    private func cgFloat<A: CAAnimation>(_ path: ReferenceWritableKeyPath<A, CGFloat>)
      -> KeyedProperty?
    {
      property(path, "a number", read: { NSNumber(value: Double($0)) }) {
        $0.flatMap(CAValue.number).map { CGFloat($0) }
      }
    }

    /// A flag, read back as an `NSNumber`; a number is true when it is not zero.
    private func flag<A: CAAnimation>(_ path: ReferenceWritableKeyPath<A, Bool>) -> KeyedProperty? {
      property(path, "a Bool", read: { NSNumber(value: $0) }) { $0.flatMap(CAValue.flag) }
    }

    /// A named constant (a fill mode, a calculation mode, a transition type), given as the
    /// constant or its raw string.
    private func constant<A: CAAnimation, Constant: CAStringConstant>(
      _ path: ReferenceWritableKeyPath<A, Constant>
    ) -> KeyedProperty? {
      property(path, "a \(Constant.self) or its String", read: { $0 }) { value in
        value as? Constant ?? (value as? String).map(Constant.init)
      }
    }

    /// An optional property, `nil` allowed; other values through `convert` (by default a cast
    /// to the property's type).
    private func optional<A: CAAnimation, Wrapped>(
      _ path: ReferenceWritableKeyPath<A, Wrapped?>, _ expected: String,
      convert: @escaping (Any) -> Wrapped? = { $0 as? Wrapped }
    ) -> KeyedProperty? {
      property(path, "\(expected) or nil", read: { $0 }) { value in
        guard let value else { return .some(nil) }
        return convert(value).map { .some($0) }
      }
    }

    /// A list of numbers (`keyTimes`, `tensionValues`, …), given as `NSNumber`s or any numbers.
    private func numbers<A: CAAnimation>(_ path: ReferenceWritableKeyPath<A, [NSNumber]?>)
      -> KeyedProperty?
    {
      optional(path, "an array of numbers") { value in
        value as? [NSNumber] ?? CAValue.numbers(value).map { $0.map { NSNumber(value: $0) } }
      }
    }
  }
#endif
