import Foundation
import LayerKit
import LayerKitQuartzCore
import LayerKitRender
import XCTest

@testable import LayerKitTesting

/// Snapshot assertions (R10): record, match, and on a mismatch the actual and difference images
/// beside the reference with their paths in the message.
final class SnapshotTests: XCTestCase {
  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layerkit-snapshots-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  func card() -> Layer {
    let card = Layer()
    card.bounds = Rect(x: 0, y: 0, width: 20, height: 10)
    card.position = Point(x: 10, y: 5)
    card.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
    return card
  }

  func check(
    _ layer: some TestableLayer, _ name: String, at time: Double = 0, mode: RecordMode = .missing
  )
    -> [String]
  {
    SnapshotCheck.messages(
      of: layer, .init(times: [time], size: nil, scale: 1, background: nil),
      path: folder.appendingPathComponent(name).path, testFile: #filePath, tolerance: .default,
      record: mode)
  }

  func testAMissingSnapshotIsRecordedThenMatches_R10() throws {
    let first = check(card(), "card.png")
    XCTAssertEqual(first.count, 1)
    XCTAssertTrue(first[0].hasPrefix("recorded the snapshot"), first[0])
    let saved = try PNG.decode(
      Array(try Data(contentsOf: folder.appendingPathComponent("card.png"))))
    XCTAssertEqual(saved.width, 20)
    XCTAssertEqual(saved.height, 10)
    XCTAssertEqual(saved.pixel(x: 5, y: 5)?.red, 255)
    XCTAssertEqual(check(card(), "card.png"), [])
  }

  func testAMismatchWritesTheActualAndTheDifference_R10() throws {
    _ = check(card(), "card.png")
    let changed = card()
    changed.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
    let messages = check(changed, "card.png")
    XCTAssertEqual(messages.count, 1)
    XCTAssertTrue(messages[0].contains("200 of 200 pixels"), messages[0])
    XCTAssertTrue(messages[0].contains("card.actual.png"), messages[0])
    XCTAssertTrue(messages[0].contains("card.diff.png"), messages[0])
    let diff = try PNG.decode(
      Array(try Data(contentsOf: folder.appendingPathComponent("card.diff.png"))))
    XCTAssertEqual(diff.pixel(x: 3, y: 3)?.red, 255)
    XCTAssertEqual(diff.pixel(x: 3, y: 3)?.green, 0)
  }

  func testNeverRecordsNothing_R10() {
    let messages = check(card(), "missing.png", mode: .never)
    XCTAssertEqual(messages.count, 1)
    XCTAssertTrue(messages[0].contains("is 'never'"))
  }

  func testACoreAnimationLayerIsDrawnFromItsLayer_R10() throws {
    try CAMediaClock.withIsolatedWorld {
      let layer = CALayer()
      layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
      layer.position = CGPoint(x: 4, y: 4)
      layer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
      XCTAssertTrue(check(layer, "ca.png")[0].hasPrefix("recorded"))
      let saved = try PNG.decode(
        Array(try Data(contentsOf: folder.appendingPathComponent("ca.png"))))
      XCTAssertEqual(saved.pixel(x: 4, y: 4)?.green, 255)
      XCTAssertEqual(check(layer, "ca.png"), [])
    }
  }

  func testAFilmstripHoldsEveryTime_R10() throws {
    let card = self.card()
    var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
    fade.duration = 1
    try card.add(fade, forKey: "fade")
    let strip = try SnapshotCheck.image(
      of: card, .init(times: [0, 0.5, 1], size: nil, scale: 1, background: nil))
    XCTAssertEqual(strip.width, 60)
    XCTAssertEqual(strip.pixel(x: 5, y: 5)?.alpha, 0)
    XCTAssertEqual(
      Double(strip.pixel(x: 25, y: 5)?.alpha ?? 0), 127.5, accuracy: Tolerance.byteStep.absolute)
    XCTAssertEqual(strip.pixel(x: 45, y: 5)?.alpha, 255)
  }
}
