import Foundation

// The Core Animation corpus, continued (Corpus.swift): time, transactions, delegates and the
// layer kinds, written as for iOS.
#if canImport(QuartzCore)
  import QuartzCore
#else
  import LayerKitQuartzCore
#endif

extension Corpus {
  // MARK: Time, transactions and delegates

  /// 25. Apple's QA1673: pause a layer's animations.
  static func pause(_ layer: CALayer) {
    let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
    layer.speed = 0
    layer.timeOffset = pausedTime
  }

  /// 26. Apple's QA1673: resume them.
  static func resume(_ layer: CALayer) {
    let pausedTime = layer.timeOffset
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
    layer.beginTime = timeSincePause
  }

  /// 27. Two animations chained by begin time.
  static func chained(_ layer: CALayer) {
    let first = CABasicAnimation(keyPath: "position.x")
    first.fromValue = 0
    first.toValue = 100
    first.duration = 1
    let second = CABasicAnimation(keyPath: "position.y")
    second.fromValue = 0
    second.toValue = 100
    second.duration = 1
    second.beginTime = CACurrentMediaTime() + first.duration
    second.fillMode = .backwards
    layer.add(first, forKey: "first")
    layer.add(second, forKey: "second")
  }

  /// 28. An implicit animation in an explicit transaction with a completion block.
  static func transaction(_ layer: CALayer, completion: @escaping () -> Void) {
    CATransaction.begin()
    CATransaction.setAnimationDuration(1)
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
    CATransaction.setCompletionBlock(completion)
    layer.opacity = 0
    CATransaction.commit()
  }

  /// 29. A change without animation.
  static func withoutAnimation(_ layer: CALayer) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.position = CGPoint(x: 10, y: 10)
    CATransaction.commit()
  }

  /// 30. A delegate that hears of start and stop.
  final class Listener: NSObject, CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
      events.append(flag ? "stop" : "cancel")
    }
  }

  static func listened(_ layer: CALayer, _ listener: Listener) {
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.toValue = 0
    fade.duration = 1
    fade.delegate = listener
    layer.add(fade, forKey: "fade")
    let move = CABasicAnimation(keyPath: "position.x")
    move.toValue = 100
    move.duration = 1
    move.delegate = listener
    layer.add(move, forKey: "move")
  }

  /// 31. A sublayer inside a layer that runs twice as fast.
  static func fastParent() -> (parent: CALayer, child: CALayer) {
    let parent = CALayer()
    parent.speed = 2
    let child = CALayer()
    parent.addSublayer(child)
    let slide = CABasicAnimation(keyPath: "position.x")
    slide.fromValue = 0
    slide.toValue = 100
    slide.duration = 2
    child.add(slide, forKey: "slide")
    return (parent, child)
  }

  /// 32. Apple's convertTime example: offset 1, speed 0.5.
  static func convertedTime() -> CFTimeInterval {
    let plain = CALayer()
    let slow = CALayer()
    slow.timeOffset = 1
    slow.speed = 0.5
    return slow.convertTime(0.5, from: plain)
  }

  /// 33. Reading a timing function's control points.
  static func controlPoints() -> [Float] {
    let function = CAMediaTimingFunction(name: .easeInEaseOut)
    var values: [Float] = [0, 0]
    var all: [Float] = []
    for index in 0..<4 {
      function.getControlPoint(at: index, values: &values)
      all += values
    }
    return all
  }

  /// 34. Transforms built with the CATransform3D functions.
  static func transforms() -> CATransform3D {
    var t = CATransform3DMakeTranslation(10, 20, 0)
    t = CATransform3DScale(t, 2, 2, 1)
    t = CATransform3DRotate(t, .pi / 2, 0, 0, 1)
    return CATransform3DConcat(t, CATransform3DInvert(CATransform3DMakeScale(2, 2, 1)))
  }

  /// 35. Key-value coding on a layer.
  static func keyValueCoding(_ layer: CALayer) -> Any? {
    layer.setValue(CGFloat(42), forKeyPath: "position.x")
    layer.setValue("hello", forKeyPath: "myCustomKey")
    return layer.value(forKeyPath: "position.x")
  }

  /// 36. No implicit animation for opacity, a slow one for position.
  final class SlowMover: NSObject, CALayerDelegate {
    func action(for layer: CALayer, forKey event: String) -> CAAction? {
      guard event == "position" else { return nil }
      let slow = CABasicAnimation(keyPath: event)
      slow.duration = 2
      slow.timingFunction = CAMediaTimingFunction(name: .linear)
      return slow
    }
  }

  static func customActions(_ layer: CALayer, _ delegate: SlowMover) {
    layer.actions = ["opacity": NSNull()]
    layer.delegate = delegate
    layer.opacity = 0.5
    layer.position = CGPoint(x: 100, y: 0)
  }

  // MARK: The layer kinds, as loading indicators write them

  /// 37. A shimmer: a gradient's locations slide across, for ever (`HUGE`).
  static func shimmer() -> CAGradientLayer {
    let shimmer = CAGradientLayer()
    shimmer.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    shimmer.colors = [
      CGColor(gray: 1, alpha: 0.2), CGColor(gray: 1, alpha: 1), CGColor(gray: 1, alpha: 0.2),
    ]
    shimmer.startPoint = CGPoint(x: 0, y: 0.5)
    shimmer.endPoint = CGPoint(x: 1, y: 0.5)
    shimmer.locations = [0, 0.1, 0.2]
    let slide = CABasicAnimation(keyPath: "locations")
    slide.fromValue = [0, 0.1, 0.2]
    slide.toValue = [0.8, 0.9, 1]
    slide.duration = 1.5
    slide.repeatCount = HUGE
    shimmer.add(slide, forKey: "shimmer")
    return shimmer
  }

  /// 38. A replicator loader: eight dots round a circle, each fading a little later.
  static func replicatorLoader() -> (CAReplicatorLayer, CALayer) {
    let replicator = CAReplicatorLayer()
    replicator.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
    let dot = CALayer()
    dot.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
    dot.position = CGPoint(x: 40, y: 10)
    dot.cornerRadius = 4
    dot.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)
    replicator.addSublayer(dot)
    replicator.instanceCount = 8
    replicator.instanceDelay = 1.0 / 8
    replicator.instanceTransform = CATransform3DMakeRotation(CGFloat(2 * Double.pi / 8), 0, 0, 1)
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0.1
    fade.duration = 1
    fade.repeatCount = HUGE
    dot.add(fade, forKey: "fade")
    return (replicator, dot)
  }

  /// 39. A text layer whose font grows and whose colour changes.
  static func growingLabel() -> CATextLayer {
    let label = CATextLayer()
    label.string = "Loading…"
    label.fontSize = 14
    label.alignmentMode = .center
    label.contentsScale = 2
    label.foregroundColor = CGColor(gray: 0, alpha: 1)
    let grow = CABasicAnimation(keyPath: "fontSize")
    grow.toValue = 28
    grow.duration = 2
    label.add(grow, forKey: "grow")
    let tint = CABasicAnimation(keyPath: "foregroundColor")
    tint.toValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    tint.duration = 2
    label.add(tint, forKey: "tint")
    return label
  }

  /// 40. A dashed ring that turns its dashes: a full-turn arc (0 … 2π, not clockwise), round
  /// caps, a moving dash phase.
  static func dashedRing() -> CAShapeLayer {
    let ring = CAShapeLayer()
    let circle = CGMutablePath()
    circle.addArc(
      center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi,
      clockwise: false)
    ring.path = circle
    ring.fillColor = nil
    ring.strokeColor = CGColor(gray: 0.5, alpha: 1)
    ring.lineWidth = 4
    ring.lineCap = .round
    ring.lineDashPattern = [6, 4]
    let march = CABasicAnimation(keyPath: "lineDashPhase")
    march.fromValue = 0
    march.toValue = 10
    march.duration = 1
    march.repeatCount = .infinity
    ring.add(march, forKey: "march")
    return ring
  }
}
