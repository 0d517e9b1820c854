import Foundation

// UIKit animation code as it is written for iOS: everything below compiles unchanged against
// UIKit on Apple platforms and against LayerKitUIKit elsewhere, the import being the only
// difference. UIKitCorpusTests.swift runs it on Linux and checks what the views present against
// values derived from the curves' definitions.
#if canImport(UIKit)
  import UIKit
#else
  import LayerKitUIKit
#endif

/// 1. A view that fades in when it appears.
final class FadeInView: UIView {
  override func didMoveToSuperview() {
    super.didMoveToSuperview()
    guard superview != nil else { return }
    alpha = 0
    UIView.animate(
      withDuration: 0.4, delay: 0.1, options: [.curveEaseOut, .allowUserInteraction],
      animations: { self.alpha = 1 })
  }
}

extension UIView {
  /// 2. The "wrong password" shake.
  func shake() {
    let animation = CAKeyframeAnimation(keyPath: "transform.translation.x")
    animation.timingFunction = CAMediaTimingFunction(name: .linear)
    animation.duration = 0.6
    animation.values = [-20.0, 20.0, -20.0, 20.0, -10.0, 10.0, -5.0, 5.0, 0.0]
    layer.add(animation, forKey: "shake")
  }

  /// 3. A tap "pop": grow, then settle back, chained by completion.
  func pop(completion: (() -> Void)? = nil) {
    UIView.animate(
      withDuration: 0.15,
      animations: {
        self.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
      },
      completion: { _ in
        UIView.animate(
          withDuration: 0.15, animations: { self.transform = .identity },
          completion: { _ in completion?() })
      })
  }

  /// 4. A bounce as keyframes: up, down, a smaller hop.
  func bounce() {
    UIView.animateKeyframes(
      withDuration: 1.0, delay: 0, options: [.calculationModeLinear],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.4) {
          self.center.y -= 60
        }
        UIView.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.3) {
          self.center.y += 60
        }
        UIView.addKeyframe(withRelativeStartTime: 0.7, relativeDuration: 0.15) {
          self.center.y -= 15
        }
        UIView.addKeyframe(withRelativeStartTime: 0.85, relativeDuration: 0.15) {
          self.center.y += 15
        }
      })
  }

  /// 5. A spring "pop in" from half size.
  func springIn() {
    transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    UIView.animate(
      withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
      options: [], animations: { self.transform = .identity })
  }

  /// 6. A "breathing" pulse, forever.
  func pulse() {
    UIView.animate(
      withDuration: 0.8, delay: 0, options: [.autoreverse, .repeat, .curveEaseInOut],
      animations: { self.alpha = 0.3 })
  }
}

/// 7. A card that flips to its back.
final class CardView: UIView {
  let front = UIView()
  let back = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    for face in [front, back] {
      face.frame = bounds
      addSubview(face)
    }
    back.isHidden = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func flip() {
    let showingFront = !front.isHidden
    UIView.transition(
      with: self, duration: 0.5,
      options: [showingFront ? .transitionFlipFromRight : .transitionFlipFromLeft],
      animations: {
        self.front.isHidden = showingFront
        self.back.isHidden = !showingFront
      })
  }
}

/// 8. A drawer opened by a pan: the animator follows the finger, then finishes by itself.
final class DrawerController {
  let drawer: UIView
  private var animator: UIViewPropertyAnimator?

  init(drawer: UIView) {
    self.drawer = drawer
  }

  func panBegan() {
    animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) {
      self.drawer.frame.origin.y = 100
    }
    animator?.pauseAnimation()
  }

  func panChanged(progress: CGFloat) {
    animator?.fractionComplete = progress
  }

  func panEnded() {
    animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
  }
}
