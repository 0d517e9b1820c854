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
      // An issue of its own, not a caught error (nothing was thrown), with the message as its
      // comment.
      issue.error == nil
        && issue.comments.map(\.rawValue)
          == ["opacity at t = 1.0: expected 0.25, got 0.5 (difference 0.25, tolerance ±0.1)"]
    }
  }
}

#if !canImport(UIKit)
  import LayerKitUIKit

  /// The Swift Testing forms in iOS code's own types, with `accuracy:` as an expression
  /// (closed forms of linear interpolation, B1, U2).
  @Suite struct SwiftTestingIOSValueTests {
    @Test func expectationsTakeTheCodesOwnTypes_B1_U2() {
      CAMediaClock.withIsolatedWorld {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        CATransaction.flush()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
          view.center = CGPoint(x: 120, y: 20)
          view.alpha = 0
        }
        let tolerance = 1e-9
        #expect(
          expectPresentation(of: view.layer, "position", at: 0.5, equals: CGPoint(x: 70, y: 20)))
        #expect(expectPresentation(of: view.layer, "opacity", at: 0.5, equals: Float(0.5)))
        #expect(
          expectPresentation(
            of: view.layer, "position.x", equals: [0.25: CGFloat(45)], accuracy: tolerance * 10))
      }
    }
  }
#endif
