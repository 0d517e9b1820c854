#if !canImport(UIKit)
  import Foundation
  import LayerKitTesting
  import LayerKitUIKit
  import XCTest

  @testable import LayerKitQuartzCore

  /// Runs ``IdiomCorpus``, iOS animation code compiled unchanged, in a strict world: every
  /// animation it adds and every value it sets is taken (none refused), and what it animates
  /// follows the rules.
  final class IdiomCorpusTests: XCTestCase {
    func testTheCorpusRunsWithNothingRefused_U1_U2_K2() {
      let refusals = RefusalLog()
      CAMediaClock.withIsolatedWorld(onRefusal: refusals.append) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        CATransaction.flush()
        IdiomCorpus.shake(view)
        // Nine keyframes over 0.6 s, evenly spaced and linear (K2): a segment lasts 0.075 s,
        // so at 0.0375 s the shake is half-way from −20 to 20, at 0.075 s at 20.
        CAMediaClock.advance(to: 0.0375)
        XCTAssertEqual(
          (view.layer.presentation()?.value(forKeyPath: "transform.translation.x") as? NSNumber)?
            .doubleValue ?? .nan, 0, accuracy: Tolerance.exact.absolute)
        CAMediaClock.advance(to: 0.075)
        XCTAssertEqual(
          (view.layer.presentation()?.value(forKeyPath: "transform.translation.x") as? NSNumber)?
            .doubleValue ?? .nan, 20, accuracy: Tolerance.exact.absolute)

        let pulse = IdiomCorpus.PulseView(frame: .zero)
        pulse.startPulsing()
        IdiomCorpus.follow(pulse.layer)
        for layer in IdiomCorpus.shapes() { pulse.layer.addSublayer(layer) }
        IdiomCorpus.transforms(pulse.layer)
        IdiomCorpus.more(pulse.layer)
        IdiomCorpus.views()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        IdiomCorpus.viewsToo(container)
        IdiomCorpus.Spinner(frame: CGRect(x: 0, y: 0, width: 40, height: 40)).start()
        IdiomCorpus.BallPulse().setUpAnimation(
          in: container.layer, size: CGSize(width: 30, height: 30), color: .red)
        IdiomCorpus.springy(container)
        IdiomCorpus.batch4(container)
        IdiomCorpus.batch5(container)
        IdiomCorpus.transformsToo()
        IdiomCorpus.Interactive().make(container)
        CAMediaClock.advance(by: 0.5)
        CAMediaClock.advance(by: 5)
      }
      XCTAssertEqual(refusals.messages, [])
    }
  }

  /// The refusal messages a strict world hands over, kept under a lock (the handler is
  /// `@Sendable`).
  private final class RefusalLog: @unchecked Sendable {  // `stored` is only touched under `lock`
    private let lock = NSLock()
    private var stored: [String] = []
    var messages: [String] { lock.withLock { stored } }
    @Sendable func append(_ message: String) { lock.withLock { stored.append(message) } }
  }
#endif
