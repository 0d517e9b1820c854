import LayerKit
import LayerKitTesting
import Testing

/// The Swift Testing forms of the helpers: they pass on the right values and record one issue,
/// with the documented message, on a wrong one. Values are closed forms of linear
/// interpolation (B1).
@Suite struct SwiftTestingExpectationTests {
  /// Opacity 1 → 0, linearly over 2 s.
  private func fadingLayer() throws -> Layer {
    let layer = Layer()
    var fade = BasicAnimation(keyPath: "opacity", from: 1, to: 0, timingFunction: .linear)
    fade.duration = 2
    try layer.add(fade, forKey: nil)
    return layer
  }

  @Test func expectationsPassOnTheRightValues_B1() throws {
    let layer = try fadingLayer()
    #expect(expectPresentation(of: layer, "opacity", at: 1, equals: 0.5))
    #expect(expectPresentation(of: layer, "opacity", equals: [0: 1, 0.5: 0.75, 1.5: 0.25]))
    #expect(expectApproximatelyEqual(layer.presentation(at: 1).opacity, 0.5))
  }

  @Test func aWrongValueRecordsOneIssueWithTheMessage_B1() throws {
    let layer = try fadingLayer()
    withKnownIssue {
      expectPresentation(of: layer, "opacity", at: 1, equals: 0.25, accuracy: 0.1)
    } matching: { issue in
      // The message is the issue's error, so that it is the first line Swift Testing prints.
      issue.error.map { "\($0)" }
        == "opacity at t = 1.0: expected 0.25, got 0.5 (difference 0.25, tolerance ±0.1)"
    }
  }
}
