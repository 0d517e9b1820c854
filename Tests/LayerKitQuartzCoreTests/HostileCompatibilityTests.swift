#if !canImport(QuartzCore)
  import Foundation
  import XCTest

  @testable import LayerKitQuartzCore

  /// The compatibility module under hostile use (the security review's items 7 and 8,
  /// `_Security7`, `_Security8`).
  final class HostileCompatibilityTests: XCTestCase {
    override func setUp() {
      CAMediaClock.reset()
    }

    func testAMutablePathChangedByTwoTasksStaysWhole_Security7() async {
      // Each change takes the path's lock: 2 × 5,000 lines after one move, none lost.
      let path = CGMutablePath()
      path.move(to: .zero)
      await withTaskGroup(of: Void.self) { group in
        for task in 0..<2 {
          group.addTask {
            for i in 0..<5_000 {
              path.addLine(to: CGPoint(x: CGFloat(i), y: CGFloat(task)))
            }
          }
        }
      }
      XCTAssertEqual(path.path.elements.count, 10_001)
    }

    func testAGroupThatContainsItselfIsRefused_Security8() {
      let layer = CALayer()
      let group = CAAnimationGroup()
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.toValue = 0
      group.animations = [fade, group]
      layer.add(group, forKey: "loop")
      XCTAssertNil(layer.animation(forKey: "loop"))
      XCTAssertEqual("\(layer.lastAnimationError!)", "animations: the group contains itself")
      // Shared, not nested in itself: accepted.
      let shared = CAAnimationGroup()
      shared.animations = [fade]
      let outer = CAAnimationGroup()
      outer.animations = [shared, shared]
      layer.add(outer, forKey: "shared")
      XCTAssertNotNil(layer.animation(forKey: "shared"))
    }

    func testGroupsNestedTooDeepAreRefusedWithoutRecursion_Security8() {
      let layer = CALayer()
      var group = CAAnimationGroup()
      for _ in 0..<200_000 {
        let outer = CAAnimationGroup()
        outer.animations = [group]
        group = outer
      }
      layer.add(group, forKey: "deep")
      XCTAssertNil(layer.animation(forKey: "deep"))
      XCTAssertEqual(
        "\(layer.lastAnimationError!)", "animations: groups nest deeper than 256 levels")
      // Freed here, a level at a time (the group's deinit), not by recursion.
    }
  }
#endif
