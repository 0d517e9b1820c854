import LayerKit
import XCTest

/// The README's quick start, as written, with its comments checked (T7, TF2, E2, F4, I1).
final class ReadmeTests: XCTestCase {
  func testQuickStart_F4_E2_I1() throws {
    let tree = LayerTree()
    let box = Layer(name: "box")
    tree.root.addSublayer(box)
    box.position = Point(x: 50, y: 50)

    var move = BasicAnimation(keyPath: .positionX, from: 50, to: 250)
    move.duration = 2
    move.timingFunction = .easeInEaseOut
    try box.add(move, forKey: "move")

    // 150: half-way, by the curve's symmetry (easeInEaseOut(0.5) = 0.5).
    assertClose(box.presentation(at: 1).position.x, 150, 200 * Tolerance.solver)
    let events = try tree.advance(to: 3)
    XCTAssertEqual(
      events.map(\.description), ["0.0 box.move didStart", "2.0 box.move didStop(finished: true)"])
    XCTAssertEqual(box.position.x, 50)

    try tree.withTransaction(duration: 0.5) {
      box.opacity = 0
    }
    XCTAssertEqual(box.animation(forKey: "opacity")?.duration, 0.5)
    XCTAssertEqual(box.presentation().opacity, 1)  // the implicit animation starts from 1
  }
}
