import Foundation

// Core Animation code as it is written for iOS: each function below compiles unchanged against
// QuartzCore on Apple platforms and against LayerKitQuartzCore elsewhere. The tests in
// CorpusTests.swift run them on Linux and compare what the layers present with the same
// animations written in LayerKit's own API.
#if canImport(QuartzCore)
  import QuartzCore
#else
  import LayerKitQuartzCore
#endif

enum Corpus {
  // MARK: Basic animations (the seed tutorials' CABasicAnimation demos)

  /// 1. A fade that starts half a second from now, filling backwards.
  static func delayedFade(_ layer: CALayer) {
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1.0
    fade.toValue = 0.0
    fade.beginTime = CACurrentMediaTime() + 0.5
    fade.duration = 1
    fade.fillMode = .backwards
    layer.add(fade, forKey: "fade")
  }

  /// 2. A move between two points given as NSValue.
  static func move(_ layer: CALayer) {
    let move = CABasicAnimation(keyPath: "position")
    move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
    move.toValue = NSValue(cgPoint: CGPoint(x: 200, y: 100))
    move.duration = 2
    move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    layer.add(move, forKey: "move")
  }

  /// 3. Seed 000 "translationTo": hold the target once done.
  static func translateAndHold(_ layer: CALayer) {
    layer.position = CGPoint(x: 100, y: 100)
    let animation = CABasicAnimation(keyPath: "position")
    animation.toValue = NSValue(cgPoint: CGPoint(x: 300, y: 400))
    animation.duration = 2
    animation.isRemovedOnCompletion = false
    animation.fillMode = .forwards
    layer.add(animation, forKey: "translate")
  }

  /// 4. Seed 000 "rotationAnimation": spin for ever.
  static func spinForever(_ layer: CALayer) {
    let rotation = CABasicAnimation(keyPath: "transform.rotation")
    rotation.toValue = CGFloat.pi * 2
    rotation.duration = 2
    rotation.repeatCount = .infinity
    rotation.isRemovedOnCompletion = false
    layer.add(rotation, forKey: "rotationAnim")
  }

  /// 5. Seed 000 "scaleAnimation": shrink and come back.
  static func scaleAndBack(_ layer: CALayer) {
    let scale = CABasicAnimation(keyPath: "transform.scale")
    scale.toValue = 0.5
    scale.autoreverses = true
    scale.duration = 2
    layer.add(scale, forKey: "scale")
  }

  /// 6. A nudge by a relative amount.
  static func nudge(_ layer: CALayer) {
    layer.position = CGPoint(x: 50, y: 50)
    let nudge = CABasicAnimation(keyPath: "position.x")
    nudge.byValue = 30
    nudge.duration = 0.5
    layer.add(nudge, forKey: nil)
  }

  /// 7. A colour change with CGColor values.
  static func colourChange(_ layer: CALayer) {
    layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let colour = CABasicAnimation(keyPath: "backgroundColor")
    colour.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    colour.duration = 1
    layer.add(colour, forKey: "colour")
  }

  /// 8. Bounds growing, as NSValue(cgRect:).
  static func grow(_ layer: CALayer) {
    layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
    let grow = CABasicAnimation(keyPath: "bounds")
    grow.toValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 150, height: 100))
    grow.duration = 1
    grow.timingFunction = CAMediaTimingFunction(controlPoints: 0.5, 0, 0.9, 0.7)
    layer.add(grow, forKey: "grow")
  }

  /// 9. A shadow that fades in and drops.
  static func shadow(_ layer: CALayer) {
    let opacity = CABasicAnimation(keyPath: "shadowOpacity")
    opacity.fromValue = 0
    opacity.toValue = 0.8
    let offset = CABasicAnimation(keyPath: "shadowOffset")
    offset.toValue = NSValue(cgSize: CGSize(width: 0, height: 10))
    for animation in [opacity, offset] {
      animation.duration = 1
      layer.add(animation, forKey: animation.keyPath)
    }
  }

  /// 10. A step that builds on itself each repeat.
  static func staircase(_ layer: CALayer) {
    let step = CABasicAnimation(keyPath: "position.x")
    step.byValue = 50
    step.duration = 1
    step.repeatCount = 3
    step.isCumulative = true
    layer.add(step, forKey: "stairs")
  }

  /// 11. A turn through a value function on the whole transform.
  static func turnByValueFunction(_ layer: CALayer) {
    let turn = CABasicAnimation(keyPath: "transform")
    turn.valueFunction = CAValueFunction(name: .rotateZ)
    turn.fromValue = 0
    turn.toValue = CGFloat.pi
    turn.duration = 1
    layer.add(turn, forKey: "turn")
  }

  /// 12. A card flip in perspective (m34).
  static func cardFlip(_ layer: CALayer) {
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    let flip = CABasicAnimation(keyPath: "transform")
    flip.fromValue = NSValue(caTransform3D: perspective)
    flip.toValue = NSValue(caTransform3D: CATransform3DRotate(perspective, .pi, 0, 1, 0))
    flip.duration = 0.6
    flip.fillMode = .forwards
    flip.isRemovedOnCompletion = false
    layer.add(flip, forKey: "flip")
  }

  // MARK: Keyframe animations

  /// 13. Seed 002 style keyframes with key times and per-segment timing.
  static func keyframes(_ layer: CALayer) {
    let bounce = CAKeyframeAnimation(keyPath: "position.y")
    bounce.values = [0, 200, 150, 200]
    bounce.keyTimes = [0, 0.5, 0.75, 1]
    bounce.timingFunctions = [
      CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut),
      CAMediaTimingFunction(name: .easeIn),
    ]
    bounce.duration = 2
    layer.add(bounce, forKey: "bounce")
  }

  /// 14. A shake: additive offsets of the translation.
  static func shake(_ layer: CALayer) {
    layer.position = CGPoint(x: 100, y: 100)
    let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
    shake.values = [0, 10, -10, 10, -5, 0]
    shake.duration = 0.5
    shake.isAdditive = true
    layer.add(shake, forKey: "shake")
  }

  /// 15. Paced motion along a path of lines.
  static func pacedPath(_ layer: CALayer) {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 300, y: 0))
    path.addLine(to: CGPoint(x: 300, y: 100))
    let motion = CAKeyframeAnimation(keyPath: "position")
    motion.path = path
    motion.calculationMode = .paced
    motion.duration = 4
    layer.add(motion, forKey: "motion")
  }

  /// 16. Round an ellipse, turning with it.
  static func orbit(_ layer: CALayer) {
    let orbit = CAKeyframeAnimation(keyPath: "position")
    orbit.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 100), transform: nil)
    orbit.rotationMode = .rotateAuto
    orbit.duration = 4
    orbit.repeatCount = .infinity
    layer.add(orbit, forKey: "orbit")
  }

  /// 17. Opacity in steps.
  static func blink(_ layer: CALayer) {
    let blink = CAKeyframeAnimation(keyPath: "opacity")
    blink.values = [1, 0, 1, 0]
    blink.calculationMode = .discrete
    blink.duration = 1
    layer.add(blink, forKey: "blink")
  }

  /// 18. A smooth curve through points.
  static func smoothCurve(_ layer: CALayer) {
    let curve = CAKeyframeAnimation(keyPath: "position")
    curve.values = [
      NSValue(cgPoint: CGPoint(x: 0, y: 0)), NSValue(cgPoint: CGPoint(x: 100, y: 50)),
      NSValue(cgPoint: CGPoint(x: 200, y: 0)),
    ]
    curve.calculationMode = .cubic
    curve.duration = 2
    layer.add(curve, forKey: "curve")
  }

  // MARK: Groups, springs, transitions

  /// 19. A repeating, autoreversing group (seed 001 style).
  static func group(_ layer: CALayer) {
    let move = CABasicAnimation(keyPath: "position.x")
    move.fromValue = 0
    move.toValue = 100
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0.2
    fade.beginTime = 0.5
    fade.duration = 0.5
    let group = CAAnimationGroup()
    group.animations = [move, fade]
    group.duration = 1
    group.repeatCount = 2
    group.autoreverses = true
    layer.add(group, forKey: "group")
  }

  /// 20. Seed 001: border width and corner radius together, children taking the group's duration.
  static func borderGroup(_ layer: CALayer) {
    let width = CABasicAnimation(keyPath: "borderWidth")
    width.toValue = 10
    let radius = CABasicAnimation(keyPath: "cornerRadius")
    radius.toValue = 20
    let group = CAAnimationGroup()
    group.animations = [width, radius]
    group.duration = 2
    layer.add(group, forKey: "border")
  }

  /// 21. A springy scale.
  static func springScale(_ layer: CALayer) {
    let spring = CASpringAnimation(keyPath: "transform.scale")
    spring.fromValue = 0.5
    spring.toValue = 1
    spring.damping = 8
    spring.initialVelocity = 2
    spring.duration = spring.settlingDuration
    layer.add(spring, forKey: "spring")
  }

  /// 22. A spring described by duration and bounce.
  static func perceptualSpring(_ layer: CALayer) {
    let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
    spring.keyPath = "position.y"
    spring.fromValue = 0
    spring.toValue = 300
    spring.duration = spring.settlingDuration
    layer.add(spring, forKey: "drop")
  }

  /// 23. A cross-fade.
  static func crossFade(_ layer: CALayer) {
    let transition = CATransition()
    transition.type = .push
    transition.subtype = .fromRight
    transition.duration = 0.5
    layer.add(transition, forKey: kTransitionKey)
  }
  static let kTransitionKey = "transition"

  /// 24. A progress ring filling its circle.
  static func progressRing() -> CAShapeLayer {
    let ring = CAShapeLayer()
    ring.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
    ring.strokeColor = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
    ring.fillColor = nil
    ring.lineWidth = 6
    ring.strokeEnd = 0
    let fill = CABasicAnimation(keyPath: "strokeEnd")
    fill.fromValue = 0
    fill.toValue = 1
    fill.duration = 2
    fill.fillMode = .forwards
    fill.isRemovedOnCompletion = false
    ring.add(fill, forKey: "progress")
    return ring
  }
}
