import Foundation
import LayerKit
import XCTest

/// Transactions, implicit animations and actions (rules I1–I4, T3), and the seeds' delegate
/// demos.
final class TransactionTests: XCTestCase {
  private func tree() -> (LayerTree, Layer) {
    let tree = LayerTree()
    let box = Layer(name: "box")
    tree.root.addSublayer(box)
    return (tree, box)
  }

  func testNoImplicitAnimationOutsideATransaction_I1() {
    let (_, box) = tree()
    box.opacity = 0
    XCTAssertTrue(box.animationKeys().isEmpty)
  }

  func testImplicitAnimationFromPresentationToModel_I1() throws {
    let (tree, box) = tree()
    try tree.withTransaction {
      box.opacity = 0
    }
    XCTAssertEqual(box.animationKeys(), ["opacity"])
    guard case .basic(let implicit)? = box.animation(forKey: "opacity") else {
      return XCTFail("expected a basic animation")
    }
    XCTAssertEqual(implicit.duration, 0.25)
    XCTAssertEqual(implicit.timingFunction, .default)
    XCTAssertEqual(implicit.fromValue, 1)
    // Half-way: 1 − default(0.5).
    let p = ReferenceBezier.progress(0.25, 0.1, 0.25, 1, at: 0.5)
    assertClose(box.presentation(at: 0.125).opacity, 1 - p, Tolerance.solver)
    XCTAssertEqual(box.presentation(at: 0.25).opacity, 0)
  }

  func testImplicitFromTheCurrentPresentationMidAnimation_I1() throws {
    let (tree, box) = tree()
    try tree.withTransaction(duration: 1, timingFunction: .linear) {
      box.position = Point(x: 100, y: 0)
    }
    try tree.advance(to: 0.5)  // half-way: (50, 0)
    try tree.withTransaction(duration: 1, timingFunction: .linear) {
      box.position = Point(x: 100, y: 100)
    }
    // The new animation replaces the old under "position" and starts from (50, 0).
    XCTAssertEqual(box.animationKeys(), ["position"])
    assertClose(box.presentation(at: 0.5).position, Point(x: 50, y: 0), Tolerance.closedForm)
    assertClose(box.presentation(at: 1).position, Point(x: 75, y: 50), Tolerance.closedForm)
  }

  func testSubKeyPathChangesAnimateTheWholeProperty_I1() throws {
    let (tree, box) = tree()
    try tree.withTransaction { box.position.x = 40 }
    XCTAssertEqual(box.animationKeys(), ["position"])
    try tree.withTransaction { try box.setValue(.number(20), forKeyPath: "bounds.size.width") }
    XCTAssertEqual(box.animationKeys(), ["position", "bounds"])
  }

  func testNestedSettingsAndDisabledActions_I2() throws {
    let (tree, box) = tree()
    tree.begin()
    try tree.setAnimationDuration(2)
    tree.begin()
    try tree.setAnimationDuration(0.5)
    XCTAssertEqual(tree.animationDuration, 0.5)
    box.opacity = 0.5
    try tree.commit()
    XCTAssertEqual(tree.animationDuration, 2)  // the inner setting is gone
    box.cornerRadius = 4
    try tree.setDisableActions(true)
    box.borderWidth = 2  // no action
    try tree.commit()
    XCTAssertEqual(box.animation(forKey: "opacity")?.duration, 0.5)
    XCTAssertEqual(box.animation(forKey: "cornerRadius")?.duration, 2)
    XCTAssertNil(box.animation(forKey: "borderWidth"))
    XCTAssertFalse(tree.isInTransaction)
  }

  func testTransactionDurationForZeroDurationAnimations_T3() throws {
    let (tree, box) = tree()
    try tree.withTransaction(duration: 3) {
      try box.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1), forKey: "fade")
    }
    XCTAssertEqual(box.animation(forKey: "fade")?.duration, 3)
  }

  func testCompletionWaitsForTheTransactionsAnimations_I3() throws {
    let (tree, box) = tree()
    var completed: [Double] = []
    try tree.withTransaction(completion: { completed.append(tree.clock.currentMediaTime) }) {
      try box.add(
        BasicAnimation(keyPath: .opacity, from: 0, to: 1, timing: MediaTiming(duration: 1)),
        forKey: "a")
      try box.add(
        BasicAnimation(keyPath: .cornerRadius, from: 0, to: 1, timing: MediaTiming(duration: 2)),
        forKey: "b")
    }
    XCTAssertEqual(completed, [])
    try tree.advance(to: 1.5)
    XCTAssertEqual(completed, [])
    try tree.advance(to: 3)
    XCTAssertEqual(completed, [2])  // once, when the last one finished
    // No animations: at commit. Removal counts as the end.
    var atCommit = 0
    try tree.withTransaction(completion: { atCommit += 1 }) {}
    XCTAssertEqual(atCommit, 1)
    var removed = 0
    try tree.withTransaction(completion: { removed += 1 }) {
      try box.add(
        BasicAnimation(keyPath: .opacity, from: 0, to: 1, timing: MediaTiming(duration: 10)),
        forKey: "long")
    }
    box.removeAnimation(forKey: "long")
    XCTAssertEqual(removed, 1)
  }

  func testActionLookupOrder_I4() throws {
    final class Chooser: LayerDelegate {
      func action(for layer: Layer, forKey key: String) -> LayerAction? {
        switch key {
        case "opacity": .noAction  // explicit "no action" ends the search
        case "cornerRadius":
          .animation(
            .basic(BasicAnimation(keyPath: .cornerRadius, timing: MediaTiming(duration: 7))))
        default: nil  // go on to the actions table
        }
      }
    }
    let (tree, box) = tree()
    let chooser = Chooser()
    box.delegate = chooser
    box.actions["opacity"] = .animation(.basic(BasicAnimation(keyPath: .opacity)))  // shadowed
    box.actions["borderWidth"] = .noAction
    var slow = BasicAnimation(keyPath: .position)
    slow.duration = 4
    box.actions["position"] = .animation(.basic(slow))
    try tree.withTransaction {
      box.opacity = 0
      box.cornerRadius = 8
      box.borderWidth = 3
      box.position = Point(x: 10, y: 10)
      box.shadowOpacity = 1  // default action
    }
    XCTAssertNil(box.animation(forKey: "opacity"))
    XCTAssertNil(box.animation(forKey: "borderWidth"))
    XCTAssertEqual(box.animation(forKey: "cornerRadius")?.duration, 7)
    XCTAssertEqual(box.animation(forKey: "position")?.duration, 4)
    XCTAssertEqual(box.animation(forKey: "shadowOpacity")?.duration, 0.25)
    // The table's animation with no values runs from the old presentation to the new model.
    assertClose(box.presentation(at: 2).position, Point(x: 5, y: 5), Tolerance.closedForm)
  }

  func testInvalidActionsAreReportedNotDropped_I4() throws {
    let (tree, box) = tree()
    box.actions["opacity"] = .animation(
      .basic(BasicAnimation(keyPath: .opacity, to: .point(.zero))))
    try tree.withTransaction { box.opacity = 0.5 }
    XCTAssertNil(box.animation(forKey: "opacity"))
    XCTAssertEqual(tree.actionFailures.first?.field, #"actions["opacity"].toValue"#)
  }

  func testTransactionMisuseIsAnError() {
    let (tree, _) = tree()
    XCTAssertThrowsError(try tree.commit()) { error in
      XCTAssertEqual((error as? ValidationError)?.field, "transaction")
    }
    XCTAssertThrowsError(try tree.setAnimationDuration(1))
    tree.begin()
    XCTAssertThrowsError(try tree.setAnimationDuration(-1)) { error in
      XCTAssertEqual((error as? ValidationError)?.field, "animationDuration")
    }
  }

  func testTwoTreesDoNotShareTransactions_I2() throws {
    let (first, a) = tree()
    let (second, b) = tree()
    first.begin()
    a.opacity = 0
    b.opacity = 0  // the second tree has no open transaction
    try first.commit()
    XCTAssertEqual(a.animationKeys(), ["opacity"])
    XCTAssertTrue(b.animationKeys().isEmpty)
    XCTAssertFalse(second.isInTransaction)
  }

  // MARK: Seeds 000 and 002: delegates

  func testSeedDelegateMovesTheModelWithoutAnImplicitAnimation_E2_I2() throws {
    // translationTo / the CAKeyframeAnimation demo: the animation records its target; in
    // animationDidStop the delegate sets the model there inside a transaction with actions
    // disabled, so no implicit animation starts and nothing jumps.
    final class Controller: AnimationDelegate {
      let tree: LayerTree
      init(tree: LayerTree) { self.tree = tree }
      func animationDidStop(_ event: AnimationEvent, layer: Layer, finished: Bool) {
        guard case .point(let target)? = event.animation.userInfo["targetPoint"] else { return }
        try? tree.withTransaction(disableActions: true) { layer.position = target }
      }
    }
    let (tree, box) = tree()
    box.position = Point(x: 100, y: 100)
    let controller = Controller(tree: tree)
    var move = BasicAnimation(keyPath: .position, to: .point(Point(x: 300, y: 400)))
    move.duration = 2
    move.isRemovedOnCompletion = false
    move.fillMode = .forwards
    move.userInfo["targetPoint"] = .point(Point(x: 300, y: 400))
    try box.add(move, forKey: nil, delegate: controller)
    try tree.advance(to: 3)
    XCTAssertEqual(box.position, Point(x: 300, y: 400))
    XCTAssertEqual(box.animations.count, 1)  // only the filled animation; no implicit one
    XCTAssertEqual(box.presentation().position, Point(x: 300, y: 400))
  }

  func testApplicationResignAndBecomeActivePauseResume_L3() throws {
    // AppDelegate: applicationWillResignActive pauses, applicationDidBecomeActive resumes.
    let (tree, box) = tree()
    var spin = BasicAnimation(keyPath: .transformRotation, to: .number(2 * .pi))
    spin.duration = 2
    spin.repeatCount = .infinity
    try box.add(spin, forKey: "rotationAnim")
    func pause() {
      let pausedTime = box.convertTime(tree.clock.currentMediaTime, from: nil)
      box.timeOffset = pausedTime
      box.speed = 0
    }
    func resume() {
      let pausedTime = box.timeOffset
      box.timeOffset = 0
      box.speed = 1
      box.beginTime = tree.clock.currentMediaTime - pausedTime
    }
    try tree.advance(to: 0.5)
    pause()
    try tree.advance(to: 30)
    resume()
    try tree.advance(to: 30.25)
    // 0.75 s of animation time have passed: three eighths of a turn.
    assertClose(
      box.presentation().transform, Transform3D(rotationAngle: 0.75 * .pi, x: 0, y: 0, z: 1),
      Tolerance.fewSteps)
  }
}
