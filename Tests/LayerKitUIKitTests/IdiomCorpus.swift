#if !canImport(UIKit)
  import Foundation
  import LayerKitQuartzCore
  import LayerKitUIKit

  // A corpus of iOS animation code in the styles of open-source libraries and apps (loading
  // indicators, shakes, springs, gradients, replicators, shape strokes, 3-D flips, UIKit view
  // blocks and animators, transactions, key-value coding), written as for iOS and compiled here
  // unchanged but for its import: the API surface such code needs. `IdiomCorpusTests` runs it.
  // (Apart from the import, the one change iOS code needs is `#keyPath`, which needs the
  // Objective-C runtime: the corpus writes key paths as strings.)
  enum IdiomCorpus {

    final class PulseView: UIView, CAAnimationDelegate {
      var stopped = false
      func startPulsing() {
        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 1.0
        scale.toValue = NSNumber(value: 1.2)
        scale.duration = 0.6
        scale.autoreverses = true
        scale.repeatCount = .infinity
        scale.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        scale.fillMode = .forwards
        scale.isRemovedOnCompletion = false
        scale.delegate = self
        layer.add(scale, forKey: "pulse")
      }
      func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped = flag }
    }

    static func shake(_ view: UIView) {
      let animation = CAKeyframeAnimation(keyPath: "transform.translation.x")
      animation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.linear)
      animation.duration = 0.6
      animation.values = [-20.0, 20.0, -20.0, 20.0, -10.0, 10.0, -5.0, 5.0, 0.0]
      view.layer.add(animation, forKey: "shake")
    }

    static func follow(_ layer: CALayer) {
      let path = UIBezierPath()
      path.move(to: CGPoint(x: 10, y: 10))
      path.addCurve(
        to: CGPoint(x: 200, y: 200), controlPoint1: CGPoint(x: 50, y: 150),
        controlPoint2: CGPoint(x: 150, y: 50))
      path.addArc(
        withCenter: CGPoint(x: 200, y: 250), radius: 50, startAngle: -.pi / 2, endAngle: .pi * 1.5,
        clockwise: true)
      let move = CAKeyframeAnimation(keyPath: "position")
      move.path = path.cgPath
      move.duration = 2
      move.calculationMode = .paced
      move.rotationMode = .rotateAuto
      move.keyTimes = [0, 0.5, 1] as [NSNumber]
      layer.add(move, forKey: nil)

      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 0
      fade.toValue = 1
      let grow = CABasicAnimation(keyPath: "bounds.size")
      grow.toValue = NSValue(cgSize: CGSize(width: 100, height: 100))
      let group = CAAnimationGroup()
      group.animations = [fade, grow]
      group.duration = 1
      group.beginTime = CACurrentMediaTime() + 0.25
      group.fillMode = CAMediaTimingFillMode.backwards
      layer.add(group, forKey: "appear")

      let spring = CASpringAnimation(keyPath: "position.y")
      spring.damping = 10
      spring.stiffness = 100
      spring.mass = 1
      spring.initialVelocity = 0
      spring.fromValue = layer.position.y
      spring.toValue = layer.position.y + 100
      spring.duration = spring.settlingDuration
      layer.add(spring, forKey: "spring")
    }

    static func shapes() -> [CALayer] {
      let shape = CAShapeLayer()
      shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
      shape.strokeColor = UIColor.red.cgColor
      shape.fillColor = UIColor.clear.cgColor
      shape.lineWidth = 4
      shape.strokeEnd = 0
      let draw = CABasicAnimation(keyPath: "strokeEnd")
      draw.fromValue = 0
      draw.toValue = 1
      draw.duration = 1.5
      shape.add(draw, forKey: "draw")

      let gradient = CAGradientLayer()
      gradient.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
      gradient.colors = [
        UIColor.white.cgColor, UIColor(white: 0.9, alpha: 1).cgColor, UIColor.white.cgColor,
      ]
      gradient.startPoint = CGPoint(x: 0, y: 0.5)
      gradient.endPoint = CGPoint(x: 1, y: 0.5)
      gradient.locations = [0, 0.5, 1]
      let shimmer = CABasicAnimation(keyPath: "locations")
      shimmer.fromValue = [-1.0, -0.5, 0.0]
      shimmer.toValue = [1.0, 1.5, 2.0]
      shimmer.repeatCount = Float.infinity
      shimmer.duration = 1.2
      gradient.add(shimmer, forKey: "shimmer")

      let rep = CAReplicatorLayer()
      rep.instanceCount = 12
      rep.instanceTransform = CATransform3DMakeRotation(.pi * 2 / 12, 0, 0, 1)
      rep.instanceDelay = 1.0 / 12
      let dot = CALayer()
      dot.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
      dot.cornerRadius = 4
      dot.backgroundColor = UIColor.systemBlue.cgColor
      rep.addSublayer(dot)
      return [shape, gradient, rep]
    }

    static func transforms(_ layer: CALayer) {
      var t = CATransform3DIdentity
      t.m34 = -1.0 / 500
      t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
      t = CATransform3DScale(t, 0.9, 0.9, 1)
      layer.transform = t
      layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 8))
      layer.anchorPoint = CGPoint(x: 0.5, y: 1)
    }

    static func views() {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      view.backgroundColor = .red
      UIView.animate(withDuration: 0.3) { view.alpha = 0 }
      UIView.animate(
        withDuration: 0.5, delay: 0.1, options: [.curveEaseOut, .allowUserInteraction],
        animations: {
          view.transform = CGAffineTransform(scaleX: 1.2, y: 1.2).rotated(by: .pi / 6)
          view.center = CGPoint(x: 200, y: 200)
        }, completion: { finished in _ = finished })
      UIView.animate(
        withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5,
        options: [],
        animations: {
          view.frame.origin.y += 50
        })
      UIView.animateKeyframes(
        withDuration: 1, delay: 0, options: [.calculationModeCubic],
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
        })
      UIView.transition(
        with: view, duration: 0.4, options: .transitionCrossDissolve,
        animations: {
          view.backgroundColor = .blue
        }, completion: nil)
      UIView.performWithoutAnimation { view.layer.cornerRadius = 8 }
      let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) { view.alpha = 0.2 }
      animator.addCompletion { position in _ = position == .end }
      animator.startAnimation()
      animator.fractionComplete = 0.5
      let spring = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.7) { view.center.x += 10 }
      spring.startAnimation(afterDelay: 0.2)
    }

    final class Spinner: UIView {
      private let ring = CAShapeLayer()
      override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
      }
      required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

      private func setUp() {
        let path = UIBezierPath(
          arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2 - 4,
          startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        ring.path = path.cgPath
        ring.lineWidth = 3
        ring.lineCap = .round
        ring.lineDashPattern = [4, 2]
        ring.strokeColor = tintColor.cgColor
        ring.fillColor = nil
        layer.addSublayer(ring)
        clipsToBounds = true
        layer.masksToBounds = true
        isUserInteractionEnabled = false
      }

      func start() {
        let rotation = CABasicAnimation(keyPath: "transform.rotation")
        rotation.toValue = CGFloat.pi * 2
        rotation.duration = 1
        rotation.isCumulative = true
        rotation.repeatCount = .greatestFiniteMagnitude
        ring.add(rotation, forKey: "rotation")
        let dash = CABasicAnimation(keyPath: "lineDashPhase")
        dash.byValue = 6
        dash.duration = 0.5
        dash.repeatCount = .infinity
        ring.add(dash, forKey: "dash")
        let flip = CAKeyframeAnimation(keyPath: "transform")
        flip.values = [
          NSValue(caTransform3D: CATransform3DIdentity),
          NSValue(caTransform3D: CATransform3DMakeRotation(.pi, 0, 1, 0)),
          NSValue(
            caTransform3D: CATransform3DConcat(
              CATransform3DMakeScale(0.5, 0.5, 1), CATransform3DMakeTranslation(10, 0, 0))),
        ]
        flip.duration = 1.2
        layer.add(flip, forKey: "flip")
      }

      func stop() {
        ring.removeAnimation(forKey: "rotation")
        ring.removeAllAnimations()
      }

      override func layoutSubviews() {
        super.layoutSubviews()
        ring.frame = bounds
      }
    }

    static func transformsToo() {
      let t = CATransform3DMakeAffineTransform(
        CGAffineTransform(translationX: 10, y: 5).scaledBy(x: 2, y: 2))
      _ = CATransform3DIsIdentity(t)
      _ = CATransform3DEqualToTransform(t, CATransform3DInvert(t))
      _ = CATransform3DGetAffineTransform(t).inverted()
      let a = CGAffineTransform.identity.translatedBy(x: 3, y: 4).rotated(by: .pi / 2)
        .concatenating(.init(scaleX: 2, y: 2))
      _ = CGPoint(x: 1, y: 1).applying(a)
      _ = CGRect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 2, dy: 2).applying(a)
    }

    static func viewsToo(_ container: UIView) {
      let card = UIView(frame: container.bounds.insetBy(dx: 20, dy: 20))
      card.layer.cornerRadius = 12
      card.layer.shadowColor = UIColor.black.cgColor
      card.layer.shadowOpacity = 0.2
      card.layer.shadowOffset = CGSize(width: 0, height: 4)
      card.layer.shadowRadius = 8
      card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
      card.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1).withAlphaComponent(
        0.9)
      card.tag = 7
      card.isHidden = false
      container.addSubview(card)
      container.setNeedsLayout()
      UIView.animate(
        withDuration: 0.3, delay: 0, options: [.repeat, .autoreverse, .beginFromCurrentState],
        animations: {
          card.alpha = 0.5
          container.layoutIfNeeded()
        }, completion: nil)
      let params = UISpringTimingParameters(
        dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 1))
      let animator = UIViewPropertyAnimator(duration: 0.6, timingParameters: params)
      animator.addAnimations { card.transform = CGAffineTransform(translationX: 0, y: 100) }
      animator.addAnimations({ card.alpha = 1 }, delayFactor: 0.2)
      animator.startAnimation()
      animator.pauseAnimation()
      animator.isReversed = true
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
      if animator.state == .active {
        animator.stopAnimation(false); animator.finishAnimation(at: .current)
      }
      let round = UIBezierPath(
        roundedRect: CGRect(x: 0, y: 0, width: 50, height: 50),
        byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 8, height: 8))
      round.addLine(to: CGPoint(x: 5, y: 5))
      round.close()
      round.apply(CGAffineTransform(scaleX: 2, y: 2))
      let mask = CAShapeLayer()
      mask.path = round.cgPath
      mask.fillRule = .evenOdd
      card.layer.mask = mask
      let grad = CAGradientLayer()
      grad.type = .radial
      grad.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
      card.layer.insertSublayer(grad, at: 0)
      let rep = CAReplicatorLayer()
      rep.instanceAlphaOffset = -0.1
      rep.instanceRedOffset = -0.05
      card.layer.insertSublayer(rep, below: grad)
      let text = CATextLayer()
      text.foregroundColor = UIColor.darkGray.cgColor
      text.font = UIFont.systemFont(ofSize: 14)
      text.isWrapped = true
      text.truncationMode = .end
      card.layer.addSublayer(text)
      card.layer.contents = nil
      card.layer.contentsGravity = .resizeAspect
      card.layer.zPosition = 1
      card.layer.borderWidth = 1
      card.layer.borderColor = UIColor.lightGray.cgColor
      for sub in container.subviews where sub.tag == 7 { sub.removeFromSuperview() }
      _ = container.superview
      card.contentMode = .scaleAspectFill
      card.tintColor = .systemPink
    }
  }
#endif
