#if !canImport(UIKit)
  import Foundation
  import LayerKit
  import LayerKitTesting
  import XCTest

  @testable import LayerKitQuartzCore
  @testable import LayerKitUIKit

  /// The UIKit module and its worlds used as a hostile user would (issue 40's classes): animators
  /// let go, objects that should be freed, callbacks that cross worlds, trees that must stay
  /// whole, depths that must not exhaust the stack, numbers and clocks out of range. Expected
  /// values come from UIKit's documented behaviour (U1–U8, UP1–UP8) and closed forms.
  final class HostileWorldTests: ViewTestCase {
    /// A linear fade of `duration` seconds from 0 to 1.
    private func fade(_ duration: Double = 1) -> CABasicAnimation {
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 0
      fade.toValue = 1
      fade.duration = duration
      fade.timingFunction = CAMediaTimingFunction(name: .linear)
      return fade
    }

    // MARK: Animators (UP1, UP5)

    func testARunningAnimatorLetGoStillFinishes_UP1_UP5() {
      let view = makeView()
      view.alpha = 0
      var positions: [UIViewAnimatingPosition] = []
      _ = UIViewPropertyAnimator.runningPropertyAnimator(
        withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.alpha = 1 }
      ) { positions.append($0) }
      CAMediaClock.advance(by: 0.5)
      XCTAssertEqual(
        Double(view.layer.presentation()?.opacity ?? -1), 0.5, accuracy: Tolerance.opacity.absolute)
      CAMediaClock.advance(by: 1)
      XCTAssertEqual(positions, [.end], "UIKit keeps a running animator until it finishes")
      XCTAssertNil(view.layer.animationKeys(), "nothing of it stays on the layer")
      XCTAssertEqual(view.alpha, 1)
    }

    func testAnAnimatorLetGoMidRunFinishes_UP1_UP5() {
      let view = makeView()
      var positions: [UIViewAnimatingPosition] = []
      weak var weakAnimator: UIViewPropertyAnimator?
      do {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
          view.center.x = 150
        }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        weakAnimator = animator
      }
      CAMediaClock.advance(by: 0.25)
      XCTAssertNotNil(weakAnimator, "held while it runs")
      CAMediaClock.advance(by: 1)
      XCTAssertEqual(positions, [.end])
      XCTAssertNil(weakAnimator, "let go once finished")
      XCTAssertNil(view.layer.animationKeys())
    }

    func testAPausedAnimatorLetGoStopsWhereItIs_UP2_UP5() {
      let view = makeView()
      var completions = 0
      do {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { _ in completions += 1 }
        animator.startAnimation()
        CAMediaClock.advance(by: 0.5)
        animator.pauseAnimation()
      }
      // iOS raises for a paused animator let go; here it stops where it was: half-way, linear.
      XCTAssertNil(view.layer.animationKeys())
      XCTAssertEqual(Double(view.alpha), 0.5, accuracy: Tolerance.opacity.absolute)
      CAMediaClock.advance(by: 2)
      XCTAssertEqual(completions, 0)
    }

    // MARK: Nothing of a finished animation outlives it (E2, L7)

    /// An object that owns a layer (or a view) and is its animation's delegate, as iOS code is.
    private final class Owner: NSObject, CAAnimationDelegate {
      let layer = CALayer()
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      var stops = 0
      func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops += 1 }
    }

    func testADelegateOwningItsLayerIsFreedAfterTheAnimation_E2_L7() {
      weak var weakOwner: Owner?
      do {
        let owner = Owner()
        weakOwner = owner
        let onLayer = fade()
        onLayer.delegate = owner
        owner.layer.add(onLayer, forKey: "fade")
        let onView = fade()
        onView.delegate = owner
        owner.view.layer.add(onView, forKey: "fade")
        CAMediaClock.advance(by: 2)
        XCTAssertEqual(owner.stops, 2)
        XCTAssertNil(owner.layer.animation(forKey: "fade"))
      }
      XCTAssertNil(weakOwner, "the finished animations no longer hold their delegate")
    }

    func testAKeptAnimationStaysListedUntilRemoved_F2_L7() {
      let layer = CALayer()
      let held = fade()
      held.isRemovedOnCompletion = false
      held.fillMode = .forwards
      layer.add(held, forKey: "held")
      CAMediaClock.advance(by: 2)
      XCTAssertNotNil(layer.animation(forKey: "held"), "it still fills, so it is still listed")
      XCTAssertEqual(layer.presentation()?.opacity, 1)
      layer.removeAnimation(forKey: "held")
      XCTAssertNil(layer.animation(forKey: "held"))
    }

    func testTheWorldLogsNoEventsAndRefusalsAreBounded_E2() {
      let layer = CALayer()
      for _ in 0..<500 { layer.add(fade(0.001), forKey: nil) }
      CAMediaClock.advance(by: 1)
      XCTAssertEqual(CAWorld.current.locked { $0.events.count }, 0)
      for _ in 0..<5_000 { layer.setValue("not a number", forKeyPath: "opacity") }
      let refusals = layer.takeRefusals()
      XCTAssertEqual(refusals.count, CALayer.refusalLimit + 1)
      XCTAssertEqual(refusals.last, "… and 4900 more refusals of this layer")
      XCTAssertEqual(layer.takeRefusals(), [])
    }

    // MARK: Threads and worlds (safe from several threads; callbacks outside the lock)

    func testPresentationAndWritesFromEightThreads() {
      // Not Sendable (a subclass may add state of its own), but documented safe from threads.
      nonisolated(unsafe) let layer = CALayer()
      layer.add(fade(10), forKey: "fade")
      DispatchQueue.concurrentPerform(iterations: 8) { thread in
        for step in 0..<300 {
          if thread % 2 == 0 {
            _ = layer.presentation()?.opacity
            _ = layer.presentation()?.presentation()
          } else {
            layer.opacity = Float(step % 10) / 10
            layer.position = CGPoint(x: step, y: thread)
          }
        }
      }
      XCTAssertEqual(layer.animationKeys(), ["fade"])
    }

    func testChildTasksOfAnIsolatedWorldShareItSafely() async {
      await CAMediaClock.withIsolatedWorld {
        nonisolated(unsafe) let layer = CALayer()
        layer.add(fade(10), forKey: "fade")
        await withTaskGroup(of: Void.self) { group in
          for task in 0..<8 {
            group.addTask {
              for step in 0..<200 {
                if task == 0 { CAMediaClock.advance(by: 0.001) }
                layer.opacity = Float(step % 3) / 3
                _ = layer.presentation()?.opacity
              }
            }
          }
        }
        XCTAssertEqual(CACurrentMediaTime(), 0.2, accuracy: Tolerance.summedTime.absolute)
      }
    }

    /// A delegate that, when its animation stops, changes a layer of another world.
    private final class CrossWorldDelegate: NSObject, CAAnimationDelegate {
      let other: CALayer
      init(touching other: CALayer) { self.other = other }
      func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        other.opacity = 0.5
        _ = other.presentation()
      }
    }

    func testCallbacksThatTouchEachOthersWorldsDoNotDeadlock() {
      // Two worlds, each with a layer whose animations' delegates touch the other world's layer,
      // their clocks moved on two threads at once.
      var layers: [CALayer] = []
      var worlds: [CAWorld] = []
      for _ in 0..<2 {
        CAMediaClock.withIsolatedWorld {
          layers.append(CALayer())
          worlds.append(CAWorld.current)
        }
      }
      for (index, layer) in layers.enumerated() {
        for step in 0..<200 {
          let animation = fade(Double(step + 1) * 0.001)
          animation.delegate = CrossWorldDelegate(touching: layers[1 - index])
          layer.add(animation, forKey: "\(step)")
        }
      }
      let done = DispatchGroup()
      for world in worlds {
        DispatchQueue.global().async(group: done) {
          for step in 1...400 { world.advance(to: Double(step) * 0.001) }
        }
      }
      XCTAssertEqual(done.wait(timeout: .now() + 120), .success, "the two worlds deadlocked")
      XCTAssertEqual(layers.map { $0.animationKeys() ?? [] }, [[], []])
    }

    func testAChainOfTransactionCompletionsRunsAsALoop_I3() {
      // Each completion commits a transaction whose completion commits the next: 50,000 links,
      // none inside another.
      var links = 0
      func link() {
        links += 1
        guard links < 50_000 else { return }
        CATransaction.begin()
        CATransaction.setCompletionBlock(link)
        CATransaction.commit()
      }
      link()
      XCTAssertEqual(links, 50_000)
    }

    func testTestsSharingAWorldAtOnceAreNamedInTheMessages() {
      // Three objects stand for three threads' identities (kept alive, so they stay distinct).
      let threads = [NSObject(), NSObject(), NSObject()]
      let (a, b, c) = (
        ObjectIdentifier(threads[0]), ObjectIdentifier(threads[1]), ObjectIdentifier(threads[2])
      )
      let world = CAMediaClock.withIsolatedWorld { CAWorld.current }
      // A resets and moves the clock; B resets meanwhile; A moves it again: two tests at once.
      for (thread, isReset) in [(a, true), (a, false), (b, true), (a, false)] {
        world.locked { _ in world.noteUse(isReset: isReset, by: thread) }
      }
      XCTAssertTrue(world.sawTestsInterleave)
      let layer = CAMediaClock.withIsolatedWorld { CALayer() }
      XCTAssertEqual(layer._checkMessages { _ in [] }, [], "nothing to add to a pass")
      // One test after another, on threads the pool hands round again, is no interleaving.
      let calm = CAMediaClock.withIsolatedWorld { CAWorld.current }
      for thread in [a, b, c, a, b, a] {
        calm.locked { _ in
          calm.noteUse(isReset: true, by: thread)
          calm.noteUse(isReset: false, by: thread)
        }
      }
      XCTAssertFalse(calm.sawTestsInterleave)
      withExtendedLifetime(threads) {}
    }

    func testAFailureInASharedWorldSaysTestsRanAtOnce() {
      let layer = CALayer()
      let other = NSObject()
      layer.world.locked { _ in
        layer.world.noteUse(isReset: true)
        layer.world.noteUse(isReset: true, by: ObjectIdentifier(other))
        layer.world.noteUse(isReset: false)
      }
      let messages = layer._checkMessages { _ in ["opacity at t = 1.0: expected 0.5, got 0.0"] }
      XCTAssertEqual(messages.count, 1)
      XCTAssertTrue(messages[0].contains("withIsolatedWorld"), messages[0])
      // The next test's reset starts over: its failures say nothing of other tests.
      CAMediaClock.reset()
      XCTAssertEqual(
        layer._checkMessages { _ in ["x"] }, ["x"], "a reset ends what the interleaving marked")
    }

    // MARK: Trees stay whole (U1)

    /// Asserts that under `view` the views and their layers agree: each subview's superview is
    /// its parent, its layer is a sublayer of its parent's layer, in order.
    private func assertWhole(_ view: UIView, file: StaticString = #filePath, line: UInt = #line) {
      var pending = [view]
      while let parent = pending.popLast() {
        let sublayers = parent.layer.sublayers ?? []
        let order = parent.subviews.compactMap { child in
          sublayers.firstIndex { $0 === child.layer }
        }
        XCTAssertEqual(
          order.count, parent.subviews.count, "a subview's layer is elsewhere", file: file,
          line: line)
        XCTAssertEqual(
          order, order.sorted(), "subviews' layers out of order", file: file, line: line)
        for child in parent.subviews {
          XCTAssertTrue(child.superview === parent, file: file, line: line)
          XCTAssertTrue(child.layer.superlayer === parent.layer, file: file, line: line)
        }
        pending += parent.subviews
      }
    }

    func testAViewCannotBeItsOwnNeighbourNorHoldAnAncestor_U1() {
      let root = makeView()
      let parent = UIView()
      let sibling = UIView()
      let child = UIView()
      root.addSubview(parent)
      parent.addSubview(sibling)
      parent.addSubview(child)
      parent.insertSubview(parent, aboveSubview: sibling)
      parent.insertSubview(parent, belowSubview: sibling)
      child.addSubview(root)
      child.insertSubview(parent, aboveSubview: sibling)
      XCTAssertTrue(parent.superview === root, "parent was not detached")
      XCTAssertEqual(parent.subviews, [sibling, child])
      UIView.transition(from: child, to: parent, duration: 0.2, options: [])
      XCTAssertTrue(parent.superview === root, "a transition to a superview keeps it where it is")
      assertWhole(root)
    }

    /// A view whose `willMove(toSuperview:)` puts it somewhere else first.
    private final class Wanderer: UIView {
      var elsewhere: UIView?
      override func willMove(toSuperview newSuperview: UIView?) {
        if let elsewhere, newSuperview != nil, newSuperview !== elsewhere {
          elsewhere.addSubview(self)
        }
      }
    }

    func testAWillMoveOverrideCannotLeaveAViewInTwoParents_U1() {
      let root = makeView()
      let first = UIView()
      let second = UIView()
      root.addSubview(first)
      root.addSubview(second)
      let wanderer = Wanderer()
      wanderer.elsewhere = second
      first.addSubview(wanderer)
      XCTAssertTrue(wanderer.superview === first)
      XCTAssertEqual(second.subviews, [])
      assertWhole(root)
    }

    func testAViewOfAnotherWorldIsRefused_U1() {
      let root = makeView()
      let stranger = CAMediaClock.withIsolatedWorld { UIView() }
      var messages: [String] = []
      root.addSubview(stranger)
      XCTAssertEqual(root.subviews, [])
      XCTAssertNil(stranger.superview)
      assertWhole(root)
      // A strict world hears why.
      let strict = ConditionBox()
      CAMediaClock.withIsolatedWorld(onRefusal: { strict.append($0) }) {
        let view = UIView()
        view.addSubview(stranger)
        messages = strict.values
      }
      XCTAssertEqual(messages.count, 1)
      XCTAssertTrue(messages.first?.contains("another world") ?? false, "\(messages)")
    }

    // MARK: Depth (never the stack)

    func testDeepChainsReleaseAndLayOutWithoutRecursion() {
      let depth = 30_000
      do {
        var top = CALayer()
        let root = top
        for _ in 0..<depth {
          let next = CALayer()
          top.addSublayer(next)
          top = next
        }
        withExtendedLifetime(root) {}
      }
      do {
        let root = UIView()
        var top = root
        for _ in 0..<depth {
          let next = UIView()
          top.addSubview(next)
          next.setNeedsLayout()
          top = next
        }
        root.layoutIfNeeded()
      }
      XCTAssertEqual(CAWorld.current.locked { $0.detachedLayerCount }, 0, "every layer let go")
    }

    // MARK: Numbers and clocks (V6, P3, E1)

    func testHugeSpringVelocitiesGiveFiniteValues_V6_U4() {
      for velocity in [1e100, -1e308, 1e308] {
        CAMediaClock.reset()
        let view = makeView()
        UIView.animate(
          withDuration: 1, delay: 0, usingSpringWithDamping: 0.5,
          initialSpringVelocity: CGFloat(velocity), options: []
        ) {
          view.alpha = 0
          view.center.x = 300
        }
        for time in [0.0, 1e-9, 0.01, 0.1, 0.5, 0.99] {
          CAMediaClock.advance(to: time)
          let shown = view.layer.presentation()
          XCTAssertTrue(shown?.opacity.isFinite ?? false, "opacity at \(time), \(velocity)")
          XCTAssertTrue(shown?.position.x.isFinite ?? false, "x at \(time), \(velocity)")
        }
      }
    }

    func testRoundedRectanglesStayInsideTheirRectangle_P3() {
      let rect = CGRect(x: 10, y: 20, width: 100, height: 40)
      for radius in [-5, .nan, -.infinity, .infinity, 0, 15, 1e9] as [CGFloat] {
        for path in [
          UIBezierPath(roundedRect: rect, cornerRadius: radius).cgPath,
          CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius, transform: nil),
        ] {
          let box = path.boundingBox
          XCTAssertFalse(box.isNull, "radius \(radius)")
          // Within the rectangle, to the rounding of an arc's end points.
          let slack: CGFloat = 1e-9
          XCTAssertGreaterThanOrEqual(box.minX, rect.minX - slack, "radius \(radius)")
          XCTAssertGreaterThanOrEqual(box.minY, rect.minY - slack, "radius \(radius)")
          XCTAssertLessThanOrEqual(box.maxX, rect.maxX + slack, "radius \(radius)")
          XCTAssertLessThanOrEqual(box.maxY, rect.maxY + slack, "radius \(radius)")
        }
      }
    }

    func testAClockMovedToNaNOrBackwardsChangesNothing_E1() {
      let view = makeView()
      var completions = 0
      UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }) { _ in completions += 1 }
      CAMediaClock.advance(to: .nan)
      XCTAssertEqual(completions, 0, "a NaN time is no turn of the run loop")
      CAMediaClock.advance(to: -1)
      XCTAssertEqual(completions, 0, "nor is an earlier one")
      CAMediaClock.advance(by: 0)
      XCTAssertEqual(completions, 1)
    }

    func testARestartingChainOfNextToNothingIsBoundedPerAdvance_E2() {
      let view = makeView()
      var runs = 0
      func again() {
        runs += 1
        UIView.animate(withDuration: 1e-300, animations: { view.alpha = runs % 2 == 0 ? 0 : 1 }) {
          _ in again()
        }
      }
      again()
      CAMediaClock.advance(by: 1)
      XCTAssertLessThanOrEqual(runs, LayerTree.burstLimit + 2, "one advance does bounded work")
      let afterOne = runs
      CAMediaClock.advance(by: 1)
      XCTAssertGreaterThan(runs, afterOne, "the chain goes on at the next advance")
    }

    func testEqualColoursHashAlike() {
      let a = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
      let b = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
      XCTAssertEqual(a, b)
      XCTAssertEqual(a.hash, b.hash)
      XCTAssertEqual(Set([a, b]).count, 1)
    }
  }

  /// Strings appended from any thread.
  final class ConditionBox: @unchecked Sendable {  // every access is under `lock`
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ value: String) { lock.withLock { stored.append(value) } }
    var values: [String] { lock.withLock { stored } }
  }
#endif
