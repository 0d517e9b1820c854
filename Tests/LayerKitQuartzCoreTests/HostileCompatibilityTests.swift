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

    /// A linear fade of `duration` seconds from 0 to 1.
    private static func fade(_ duration: Double) -> CABasicAnimation {
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 0
      fade.toValue = 1
      fade.duration = duration
      fade.timingFunction = CAMediaTimingFunction(name: .linear)
      return fade
    }

    func testParallelTestsInWorldsOfTheirOwnDoNotMeet_Security6() async {
      // Eight tasks at once, each resetting and moving its own clock: each sees only its own.
      let results = await withTaskGroup(of: (Int, [Double]).self) { group in
        for task in 0..<8 {
          group.addTask {
            await CAMediaClock.withIsolatedWorld {
              CAMediaClock.reset()
              let layer = CALayer()
              layer.add(Self.fade(Double(task + 1)), forKey: "fade")
              var seen: [Double] = []
              for step in 1...4 {
                CAMediaClock.advance(to: Double(step) / 4)
                await Task.yield()
                seen.append(Double(layer.presentation()?.opacity ?? -1))
              }
              return (task, seen)
            }
          }
        }
        var all: [Int: [Double]] = [:]
        for await (task, seen) in group { all[task] = seen }
        return all
      }
      for (task, seen) in results {
        // A fade of task + 1 seconds at 0.25, 0.5, 0.75, 1 s: t / (task + 1), in Float.
        let expected = (1...4).map { Double(Float(Double($0) / 4 / Double(task + 1))) }
        XCTAssertEqual(seen, expected, "task \(task)")
      }
      XCTAssertEqual(CAMediaClock.currentTime, 0)  // the shared world never moved
    }

    func testTheSharedWorldIsSafeFromSeveralThreads_Security6() {
      // Four threads, as four parallel tests that forgot their own worlds, each with its own
      // layer, change it, add animations and move the one shared clock at once: every call is
      // atomic (ThreadSanitizer finds no race), and every layer ends with its three animations
      // (and perhaps an implicit opacity one, as other threads' commits show it).
      DispatchQueue.concurrentPerform(iterations: 4) { _ in
        let layer = CALayer()
        for step in 0..<200 {
          layer.opacity = Float(step) / 200
          layer.add(Self.fade(1), forKey: "fade\(step % 3)")
          if step % 10 == 0 { CAMediaClock.advance(by: 0.01) }
          _ = layer.presentation()?.opacity
          _ = CACurrentMediaTime()
        }
        let keys = Set(layer.animationKeys() ?? [])
        XCTAssertTrue(keys.isSuperset(of: ["fade0", "fade1", "fade2"]), "\(keys)")
      }
    }

    /// One reference to a layer, taken once under a lock: how one thread lets a layer go.
    private final class LastReference: @unchecked Sendable {
      // `@unchecked`: `layer` is read and cleared only under `lock`.
      private let lock = NSLock()
      private var layer: CALayer?
      init(_ layer: CALayer) { self.layer = layer }
      func with(_ body: (CALayer) -> Void) { lock.withLock { layer.map(body) } }
      func take() -> CALayer? {
        lock.withLock {
          defer { layer = nil }
          return layer
        }
      }
    }

    /// A layer to read from several threads, as Core Animation code does.
    private final class SharedLayer: @unchecked Sendable {
      // `@unchecked`: every call on a `CALayer` takes its world's lock.
      let layer: CALayer
      init(_ layer: CALayer) { self.layer = layer }
    }

    func testASuperlayerReleasedWhileAnotherThreadReadsItsSublayer_Security6_L1() {
      // One thread lets a sped-up superlayer go while another reads its sublayer: the sublayer
      // loses its superlayer under the world's lock (ThreadSanitizer finds no race, and no read
      // lands on the freed layer), and its time runs at media speed from then on (L1).
      for _ in 0..<50 {
        let child = CALayer()
        // Held by `reference` alone, so that the thread that takes it releases it.
        let reference = LastReference(CALayer())
        reference.with { parent in
          parent.speed = 2
          parent.addSublayer(child)
        }
        XCTAssertEqual(child.convertTime(1, from: nil), 2, accuracy: Tier.closedForm)
        let shared = SharedLayer(child)
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
          let child = shared.layer
          if thread == 0 {
            _ = reference.take()  // the last reference: the superlayer goes here
          } else {
            for _ in 0..<20 {
              _ = child.presentation()?.opacity
              _ = child.superlayer
              _ = child.convertTime(1, from: nil)
            }
          }
        }
        XCTAssertNil(child.superlayer)
        XCTAssertEqual(child.convertTime(1, from: nil), 1, accuracy: Tier.closedForm)
      }
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
