#if !canImport(UIKit)
  import LayerKitUIKit
  import XCTest

  /// The base of the UIKit test cases: a new world of `CAMediaClock` for each test, and the view
  /// most tests animate.
  class ViewTestCase: XCTestCase {
    override func setUp() {
      super.setUp()
      CAMediaClock.reset()
    }

    /// A committed (once shown) 100 × 100 view centred at (50, 50).
    func makeView() -> UIView {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      CATransaction.flush()
      return view
    }
  }
#endif
