import Foundation
import LayerKitUIKit

/// How the compatibility worlds' everyday operations grow with what they touch (issue 40): each
/// case runs at n and at 4n in the same rounds, and the ratio of the two (`--json` "ratios") is
/// about 4 for an operation linear in n (1 for one that should not grow at all), where a
/// quadratic one gives 16. Each run works in a world of its own.
struct WorldScaling {
  /// The sizes, small and large (4×), of a full run and of a quick one.
  let quick: Bool

  /// One case: its name, the per-operation unit, and its body at size n, which times what counts
  /// by passing it to its second argument (set-up and tear-down around it are not timed).
  struct Case {
    let name: String
    let unit: String
    let small: Int
    let body: (Int, (() -> Void) -> Void) -> Void
    /// Operations of one run at size n (1 for a whole build; n for per-call cases).
    let operations: (Int) -> Int
    /// The ratio a linear cost gives: 4 for a whole run over 4× the work, 1 for a per-call cost.
    let linear: Double
  }

  var cases: [Case] {
    let scale = quick ? 10 : 1
    /// A case timed as one whole build of size n, in milliseconds: linear when 4× the size
    /// takes 4× the time.
    func whole(_ name: String, _ small: Int, _ body: @escaping (Int, (() -> Void) -> Void) -> Void)
      -> Case
    {
      Case(
        name: name, unit: "ms", small: small / scale, body: body, operations: { _ in 1 }, linear: 4)
    }
    return [
      whole("world-fades-removing-views", 1_000, Self.fadesRemovingViews),
      whole("world-deep-view-chain", 2_000, Self.deepViewChain),
      whole("world-wide-view", 10_000, Self.wideView),
      whole("world-keyframes-over-views", 2_000, Self.keyframesOverViews),
      whole("world-animator-over-views", 2_000, Self.animatorOverViews),
      Case(
        name: "world-custom-keys", unit: "ns", small: 10_000 / scale, body: Self.customKeys,
        operations: { $0 }, linear: 1),
      Case(
        name: "world-deep-transactions", unit: "ns", small: 10_000 / scale,
        body: Self.deepTransactions, operations: { _ in 1_000 }, linear: 1),
    ]
  }

  /// Every case at its two sizes, as measurements named `<case>-<n>`: the median of `runs`
  /// runs after one untimed.
  func measurements(runs: Int) -> [Measurement] {
    cases.flatMap { test in
      [test.small, 4 * test.small].map { n in
        var samples: [Double] = []
        for run in 0...runs {
          var elapsed = 0.0
          CAMediaClock.withIsolatedWorld {
            test.body(n) { timed in elapsed += nanoseconds(timed) }
          }
          if run > 0 { samples.append(elapsed / Double(test.operations(n)) / scale(test.unit)) }
        }
        return summary("\(test.name)-\(n)", unit: test.unit, samples)
      }
    }
  }

  /// `(name, large / small)` for each case measured in `results`, with the ratio a linear cost
  /// gives beside it in the name.
  func ratios(_ results: [Measurement]) -> [(name: String, value: Double)] {
    cases.compactMap { test in
      let (small, large) = (test.small, 4 * test.small)
      guard let a = results.first(where: { $0.name == "\(test.name)-\(large)" }),
        let b = results.first(where: { $0.name == "\(test.name)-\(small)" })
      else { return nil }
      return (
        "\(test.name)-\(large) / \(test.name)-\(small) (linear: \(Int(test.linear)))",
        a.median / b.median
      )
    }
  }

  // MARK: The cases

  /// n views fade out in 0.1 s, each removed from its superview in its completion.
  static func fadesRemovingViews(_ n: Int, _ timed: (() -> Void) -> Void) {
    timed {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
      let views = (0..<n).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4)) }
      for view in views { container.addSubview(view) }
      CATransaction.flush()
      for (index, view) in views.enumerated() {
        UIView.animate(withDuration: 0.1 + Double(index) * 1e-5, animations: { view.alpha = 0 }) {
          _ in view.removeFromSuperview()
        }
      }
      CAMediaClock.advance(by: 1)
      consume(Double(container.subviews.count))
    }
  }

  /// A chain of n views built from the bottom up (each new view takes the chain so far), then
  /// let go.
  static func deepViewChain(_ n: Int, _ timed: (() -> Void) -> Void) {
    timed {
      var top = UIView()
      for _ in 0..<n {
        let parent = UIView()
        parent.addSubview(top)
        top = parent
      }
      consume(Double(top.subviews.count))
    }
  }

  /// n views added to one view, the last half then removed, most recent first, and the rest
  /// let go with the view. (Removing them in the order they came shifts the three arrays that
  /// hold them, the views', the layers' and LayerKit's, on every removal: a memory move of the
  /// remaining n references, about 0.7 s for 40,000 here, which is the arrays' floor, not the
  /// tree's.)
  static func wideView(_ n: Int, _ timed: (() -> Void) -> Void) {
    timed {
      let parent = UIView()
      let views = (0..<n).map { _ in UIView() }
      for view in views { parent.addSubview(view) }
      for view in views[(n / 2)...].reversed() { view.removeFromSuperview() }
      consume(Double(parent.subviews.count))
    }
  }

  /// One keyframe block moving n views, then run to its end.
  static func keyframesOverViews(_ n: Int, _ timed: (() -> Void) -> Void) {
    timed {
      let views = (0..<n).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4)) }
      CATransaction.flush()
      UIView.animateKeyframes(withDuration: 1, delay: 0, options: []) {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          for view in views { view.center.x = 100 }
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          for view in views { view.center.y = 100 }
        }
      }
      CAMediaClock.advance(by: 2)
      consume(Double(views[0].center.x))
    }
  }

  /// One property animator moving n views, run to its end.
  static func animatorOverViews(_ n: Int, _ timed: (() -> Void) -> Void) {
    timed {
      let views = (0..<n).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4)) }
      CATransaction.flush()
      let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
        for view in views { view.alpha = 0.5 }
      }
      animator.startAnimation()
      CAMediaClock.advance(by: 2)
      consume(Double(views[0].alpha))
    }
  }

  /// n writes and reads of keys of one's own on a layer (key-value coding), per call.
  static func customKeys(_ n: Int, _ timed: (() -> Void) -> Void) {
    timed {
      let layer = CALayer()
      for index in 0..<n {
        layer.setValue(index, forKey: "tag\(index % 16)")
        consume(Double(layer.value(forKey: "tag\(index % 16)") as? Int ?? 0))
      }
    }
  }

  /// 1,000 property changes with n transactions left open (and then closed), per change.
  static func deepTransactions(_ n: Int, _ timed: (() -> Void) -> Void) {
    let layer = CALayer()
    CATransaction.flush()
    for _ in 0..<n { CATransaction.begin() }
    timed {
      for index in 0..<1_000 { layer.opacity = Float(index % 10) / 10 }
    }
    for _ in 0..<n { CATransaction.commit() }
    consume(Double(layer.opacity))
  }
}
