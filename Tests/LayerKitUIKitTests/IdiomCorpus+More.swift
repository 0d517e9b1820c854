#if !canImport(UIKit)
  import Foundation
  import LayerKitQuartzCore
  import LayerKitUIKit

  // The idiom corpus, continued (IdiomCorpus.swift).
  extension IdiomCorpus {
    final class BallPulse {
      func setUpAnimation(in layer: CALayer, size: CGSize, color: UIColor) {
        let circleSpacing: CGFloat = 2
        let circleSize: CGFloat = (size.width - 2 * circleSpacing) / 3
        let x: CGFloat = (layer.bounds.size.width - size.width) / 2
        let y: CGFloat = (layer.bounds.size.height - circleSize) / 2
        let duration: CFTimeInterval = 0.75
        let beginTime = CACurrentMediaTime()
        let beginTimes: [CFTimeInterval] = [0.12, 0.24, 0.36]
        let timingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0.68, 0.18, 1.08)
        let animation = CAKeyframeAnimation(keyPath: "transform.scale")
        animation.keyTimes = [0, 0.3, 1]
        animation.timingFunctions = [timingFunction, timingFunction]
        animation.values = [1, 0.3, 1]
        animation.duration = duration
        animation.repeatCount = HUGE
        animation.isRemovedOnCompletion = false
        for i in 0..<3 {
          let circle = CAShapeLayer()
          let path = UIBezierPath(
            arcCenter: CGPoint(x: circleSize / 2, y: circleSize / 2), radius: circleSize / 2,
            startAngle: 0, endAngle: CGFloat(2 * Double.pi), clockwise: false)
          circle.fillColor = color.cgColor
          circle.path = path.cgPath
          circle.frame = CGRect(
            x: x + circleSize * CGFloat(i) + circleSpacing * CGFloat(i), y: y, width: circleSize,
            height: circleSize)
          animation.beginTime = beginTime + beginTimes[i]
          circle.add(animation, forKey: "animation")
          layer.addSublayer(circle)
        }
        layer.sublayerTransform = CATransform3DMakeScale(1, 1, 1)
        layer.shouldRasterize = true
        layer.rasterizationScale = UIScreen.main.scale
        layer.contentsScale = UIScreen.main.scale
        layer.allowsEdgeAntialiasing = true
        layer.needsDisplayOnBoundsChange = true
      }
    }

    static func springy(_ view: UIView) {
      let shake = CAKeyframeAnimation(keyPath: "position.x")
      shake.values = [0, 30 * 1, -30 * 1, 30 * 1, 0]
      shake.keyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1]
      shake.timingFunction = CAMediaTimingFunction(controlPoints: 0.5, 1.1 + Float(0.3) / 3, 1, 1)
      shake.duration = CFTimeInterval(0.7)
      shake.isAdditive = true
      shake.repeatCount = 1
      shake.beginTime = CACurrentMediaTime() + CFTimeInterval(0.1)
      view.layer.add(shake, forKey: "shake")
      UIView.setAnimationsEnabled(false)
      _ = UIView.areAnimationsEnabled
      UIView.setAnimationsEnabled(true)
      UIView.animate(
        withDuration: 0.5, delay: 0,
        options: [.curveEaseInOut, .transitionFlipFromLeft, .showHideTransitionViews],
        animations: {
          _ = UIView.inheritedAnimationDuration
          view.alpha = 1
        })
      let animator = UIViewPropertyAnimator.runningPropertyAnimator(
        withDuration: 0.3, delay: 0, options: [.curveEaseOut],
        animations: {
          view.transform = .identity
        },
        completion: { position in
          if position == .end { view.isHidden = true }
        })
      _ = animator.isRunning
      if let frame = view.layer.presentation()?.frame { _ = frame.midX }
      _ = view.layer.presentation()?.position
      _ = view.layer.presentation()?.transform
      let delegate = StartStop()
      let rotate = CABasicAnimation(keyPath: "transform.rotation.z")
      rotate.toValue = NSNumber(value: Double.pi * 2)
      rotate.delegate = delegate
      view.layer.add(rotate, forKey: nil)
      view.layer.speed = 2
      let snapshot = view.layer.model()
      _ = snapshot.bounds
    }

    final class StartStop: NSObject, CAAnimationDelegate {
      func animationDidStart(_ anim: CAAnimation) {}
      func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
    }

    final class LayerDelegateView: UIView {
      override class var layerClass: AnyClass { CAGradientLayer.self }
      var gradient: CAGradientLayer? { layer as? CAGradientLayer }
      override func action(for layer: CALayer, forKey event: String) -> CAAction? {
        if event == "opacity" { return NSNull() }
        return super.action(for: layer, forKey: event)
      }
    }

    static func batch4(_ view: UIView) {
      CATransaction.begin()
      CATransaction.setValue(true, forKey: kCATransactionDisableActions)
      CATransaction.setValue(0.5, forKey: kCATransactionAnimationDuration)
      _ = CATransaction.value(forKey: kCATransactionDisableActions)
      _ = CATransaction.disableActions()
      _ = CATransaction.animationDuration()
      _ = CATransaction.animationTimingFunction()
      _ = CATransaction.completionBlock()
      CATransaction.commit()
      CATransaction.flush()
      let a = UIViewPropertyAnimator(
        duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1)
      ) { view.alpha = 0 }
      a.scrubsLinearly = false
      a.pausesOnCompletion = true
      a.isInterruptible = true
      a.isUserInteractionEnabled = false
      _ = a.duration
      _ = a.delay
      _ = a.timingParameters
      _ = a.fractionComplete
      let b = UIViewPropertyAnimator(duration: 1, curve: .linear)
      b.addAnimations { view.center.y = 10 }
      b.startAnimation()
      let font = UIFont.systemFont(ofSize: 12, weight: .bold)
      _ = UIFont.boldSystemFont(ofSize: 13)
      _ = font.pointSize
      let t = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 5)
      _ = t.isIdentity
      view.transform = t.inverted()
      view.layer.transform = CATransform3DTranslate(CATransform3DIdentity, 0, 0, 10)
      var perspective = CATransform3DIdentity
      perspective.m34 = -1 / 1000
      view.superview?.layer.sublayerTransform = perspective
      let group = CAAnimationGroup()
      group.animations = []
      group.animations?.append(CABasicAnimation(keyPath: "opacity"))
      let move = CABasicAnimation(keyPath: "position")
      move.fromValue = view.layer.presentation()?.value(forKeyPath: "position")
      move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 100))
      view.layer.add(move, forKey: move.keyPath)
      view.layer.position = CGPoint(x: 100, y: 100)
      let edge = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      _ = view.bounds.inset(by: edge)
      _ = view.convert(CGPoint.zero, to: nil)
      _ = view.convert(CGRect.zero, from: view.superview)
      view.setNeedsDisplay()
      view.layer.setNeedsDisplay()
      view.bringSubviewToFront(view)
      view.insertSubview(UIView(), at: 0)
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.sizeToFit()
      _ = view.sizeThatFits(.zero)
      view.layoutSubviews()
    }

    static func batch5(_ view: UIView) {
      view.backgroundColor = .systemBackground
      view.layer.borderColor = UIColor.separator.cgColor
      _ = UIColor.label
      _ = UIColor.secondaryLabel
      _ = UIColor.systemGray5
      _ = UIColor.systemRed
      _ = UIColor.systemGreen
      _ = UIColor.systemOrange
      _ = UIColor.systemYellow
      _ = UIColor.systemPurple
      _ = UIColor.systemTeal
      _ = UIColor.systemIndigo
      _ = UIColor.tertiaryLabel
      _ = UIColor.secondarySystemBackground
      _ = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
      _ = CGColor(gray: 0.5, alpha: 1)
      var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
      _ = UIColor.red.getRed(&r, green: &g, blue: &b, alpha: &a)
      var h: CGFloat = 0, s: CGFloat = 0, br: CGFloat = 0
      _ = UIColor.red.getHue(&h, saturation: &s, brightness: &br, alpha: &a)
      _ = UIColor(hue: 0.5, saturation: 0.5, brightness: 0.5, alpha: 1)
      UIView.animateKeyframes(
        withDuration: 1, delay: 0, options: [.calculationModeLinear, .beginFromCurrentState],
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
            view.layer.cornerRadius = view.bounds.height / 2
          }
        }, completion: { _ in })
      UIView.animate(withDuration: 0.25, animations: { view.transform = .identity }) { _ in
        view.removeFromSuperview()
      }
      let label = UILabel()
      label.text = "Hi"
      label.textColor = .white
      label.font = .systemFont(ofSize: 14)
      label.textAlignment = .center
      label.numberOfLines = 0
      view.addSubview(label)
      let image = UIImageView(frame: .zero)
      image.contentMode = .scaleAspectFit
      view.addSubview(image)
      let button = UIButton(type: .system)
      button.setTitle("Go", for: .normal)
      view.addSubview(button)

    }

    static func more(_ layer: CALayer) {
      let angle = layer.value(forKeyPath: "transform.rotation.z") as? CGFloat
      layer.setValue(0.5, forKeyPath: "transform.scale")
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      layer.opacity = 0.3
      CATransaction.commit()
      // pause and resume
      let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
      layer.speed = 0
      layer.timeOffset = paused
      let pausedTime = layer.timeOffset
      layer.speed = 1
      layer.timeOffset = 0
      layer.beginTime = 0
      let since = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
      layer.beginTime = since
      let push = CATransition()
      push.type = .push
      push.subtype = .fromRight
      push.duration = 0.3
      layer.add(push, forKey: kCATransition)
      let tagged = CABasicAnimation(keyPath: "shadowOpacity")
      tagged.setValue("glow", forKey: "id")
      tagged.fromValue = 0
      tagged.toValue = 0.8
      layer.add(tagged, forKey: "glow")
      if let id = tagged.value(forKey: "id") as? String { print(id, angle ?? 0) }
      let mask = CAShapeLayer()
      mask.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
      layer.mask = mask
      let text = CATextLayer()
      text.string = "Hi"
      text.fontSize = 17
      text.alignmentMode = .center
      text.contentsScale = 2
      layer.addSublayer(text)
      let f = CAMediaTimingFunction(name: .default)
      var c: [Float] = [0, 0]
      f.getControlPoint(at: 1, values: &c)
      layer.removeAnimation(forKey: "glow")
      if let a = layer.animation(forKey: "pulse") as? CABasicAnimation { print(a.keyPath ?? "") }
    }

    final class Interactive {
      var animator: UIViewAnimating?
      var running: UIViewPropertyAnimator?
      func make(_ view: UIView) {
        let cubic = UICubicTimingParameters(animationCurve: .easeInOut)
        let custom = UICubicTimingParameters(
          controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
        let spring = UISpringTimingParameters(
          mass: 1, stiffness: 200, damping: 20, initialVelocity: .zero)
        let a = UIViewPropertyAnimator(duration: 0.4, timingParameters: cubic)
        a.addAnimations { view.alpha = 0 }
        let b = UIViewPropertyAnimator(duration: 0.4, timingParameters: custom)
        b.addAnimations { view.center.x += 100 }
        let c = UIViewPropertyAnimator(duration: 0, timingParameters: spring)
        c.addAnimations { view.transform = CGAffineTransform(rotationAngle: .pi / 4) }
        animator = a
        running = c
        a.fractionComplete = 0.3
        a.startAnimation(afterDelay: 0.1)
        b.startAnimation()
        c.startAnimation()
        UIView.animate(
          withDuration: 0.3, delay: 0,
          options: [
            .allowAnimatedContent, .overrideInheritedDuration, .overrideInheritedCurve,
            .layoutSubviews, .curveEaseIn, .transitionCrossDissolve,
          ], animations: { view.alpha = 1 })
        UIView.animateKeyframes(
          withDuration: 1, delay: 0,
          options: [.calculationModePaced, .repeat, .autoreverse, .allowUserInteraction],
          animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
              view.center.y -= 10
            }
          })
        let anchor = CGPoint(x: 0, y: 0.5)
        var newPoint = CGPoint(
          x: view.bounds.size.width * anchor.x, y: view.bounds.size.height * anchor.y)
        var oldPoint = CGPoint(
          x: view.bounds.size.width * view.layer.anchorPoint.x,
          y: view.bounds.size.height * view.layer.anchorPoint.y)
        newPoint = newPoint.applying(view.transform)
        oldPoint = oldPoint.applying(view.transform)
        var position = view.layer.position
        position.x -= oldPoint.x
        position.x += newPoint.x
        view.layer.position = position
        view.layer.anchorPoint = anchor
        let colors = CAKeyframeAnimation(keyPath: "backgroundColor")
        colors.values = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor]
        colors.duration = 2
        view.layer.add(colors, forKey: "colors")
        // (`shadowPath` animations are left out: LayerKit does not animate a layer's shadow path,
        // and refuses them by name.)
        let timer = Timer(timeInterval: 1, repeats: false) { _ in }
        timer.invalidate()
        _ = a.state == .inactive
        a.stopAnimation(true)
        if let r = running, r.isRunning {
          r.pauseAnimation(); r.fractionComplete = 0.9;
          r.continueAnimation(
            withTimingParameters: UISpringTimingParameters(dampingRatio: 1), durationFactor: 1)
        }
      }
    }
  }
#endif
