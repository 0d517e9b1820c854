import Foundation

// Custom layer classes as iOS code writes them, in every shape iOS accepts: no initializer of
// their own; their own designated initializers with and without `override init()`; `override
// init(layer:)` copying their own properties; `required init?(coder:)` that traps or calls
// `super`; subclasses of every layer kind and of each other; overrides of the properties and of
// the override points. Each compiles unchanged against QuartzCore and against
// LayerKitQuartzCore; LayerSubclassTests runs them.
#if canImport(QuartzCore)
  import QuartzCore
#else
  import LayerKitQuartzCore
#endif

/// No initializer of its own: inherits all of `CAShapeLayer`'s.
class PlainShapeLayer: CAShapeLayer {
  var label = "plain"
}

/// The button spinner's shape: its own `init(frame:)`, `init(layer:)` copying its colour, and
/// the `init?(coder:)` that traps, as Xcode writes it.
class SpinnerLayer: CAShapeLayer {
  var color: CGColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
  var copies = 0

  init(frame: CGRect) {
    super.init()
    self.frame = frame
    lineWidth = 3
    strokeEnd = 0.25
    fillColor = nil
  }

  override init(layer: Any) {
    super.init(layer: layer)
    if let other = layer as? SpinnerLayer {
      color = other.color
      copies = other.copies + 1
    }
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A subclass of a subclass, with a designated initializer of its own again.
final class DottedSpinnerLayer: SpinnerLayer {
  var dots = 8

  init(frame: CGRect, dots: Int) {
    self.dots = dots
    super.init(frame: frame)
    lineDashPattern = [2, 4]
  }

  override init(layer: Any) {
    super.init(layer: layer)
    dots = (layer as? DottedSpinnerLayer)?.dots ?? 8
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// Overrides the three designated initializers of `CALayer` (the tab-bar icon's shape).
class PulseLayer: CAReplicatorLayer {
  var pulses = 0

  override init() {
    super.init()
    pulses = 3
    instanceCount = 3
    instanceDelay = 0.2
  }

  override init(layer: Any) {
    super.init(layer: layer)
    if let other = layer as? PulseLayer { pulses = other.pulses }
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// Convenience initializers only, on a gradient.
class ShimmerLayer: CAGradientLayer {
  convenience init(tint: CGColor) {
    self.init()
    colors = [tint, CGColor(red: 1, green: 1, blue: 1, alpha: 1), tint]
    startPoint = CGPoint(x: 0, y: 0.5)
    endPoint = CGPoint(x: 1, y: 0.5)
  }
}

/// A text layer with a designated initializer and `override init()` beside it.
class BadgeLayer: CATextLayer {
  var count = 0

  init(count: Int) {
    self.count = count
    super.init()
    string = "\(count)"
    fontSize = 12
  }

  override init() {
    super.init()
  }

  override init(layer: Any) {
    super.init(layer: layer)
    count = (layer as? BadgeLayer)?.count ?? 0
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// The override points iOS code uses: its own action for opacity and none for position, a
/// count of the animations added (implicit ones included), layout, display of a key of its
/// own, and a property override that hears every change of the bounds.
class InstrumentedLayer: CALayer {
  var added: [String] = []
  var layouts = 0
  var displays = 0
  var boundsChanges = 0

  override var bounds: CGRect {
    didSet { boundsChanges += 1 }
  }

  override func action(forKey event: String) -> CAAction? {
    if event == "opacity" {
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.duration = 2
      fade.timingFunction = CAMediaTimingFunction(name: .linear)
      return fade
    }
    return super.action(forKey: event)
  }

  override class func defaultAction(forKey event: String) -> CAAction? {
    event == "position" ? NSNull() : super.defaultAction(forKey: event)
  }

  override func add(_ anim: CAAnimation, forKey key: String?) {
    added.append(key ?? "-")
    super.add(anim, forKey: key)
  }

  override func layoutSublayers() {
    super.layoutSublayers()
    layouts += 1
  }

  override class func needsDisplay(forKey key: String) -> Bool {
    key == "progress" || super.needsDisplay(forKey: key)
  }

  override func display() {
    super.display()
    displays += 1
  }
}

/// The tree's and the animations' override points: a container that keeps count of what joins
/// and leaves it, refuses hits on its lower half (a custom hit area), and stops a flag's
/// animations with everything else.
class ContainerLayer: CALayer {
  var joined = 0
  var removals = 0
  var flagAnimationsRemoved = false

  override func addSublayer(_ layer: CALayer) {
    joined += 1
    super.addSublayer(layer)
  }

  override func removeFromSuperlayer() {
    removals += 1
    super.removeFromSuperlayer()
  }

  override func removeAllAnimations() {
    flagAnimationsRemoved = true
    super.removeAllAnimations()
  }

  override func removeAnimation(forKey key: String) {
    removals += 1
    super.removeAnimation(forKey: key)
  }

  override func contains(_ p: CGPoint) -> Bool {
    super.contains(p) && p.y < bounds.midY
  }

  override func hitTest(_ p: CGPoint) -> CALayer? {
    super.hitTest(p)
  }
}
