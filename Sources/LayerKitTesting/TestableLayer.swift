import LayerKit

/// A layer the assertions and expectations read: LayerKit's `Layer`, and where
/// QuartzCore itself is absent `LayerKitQuartzCore`'s `CALayer`, so that one
/// `assertPresentation(of:_:at:equals:accuracy:file:line:)` serves code written against either.
///
/// A `CALayer` is read in its world, and what it refused since it was last checked (an
/// animation `add(_:forKey:)` did not take, a value `setValue(_:forKeyPath:)` could not) is
/// reported before the check's own messages, which Core Animation's API cannot say: the helpers
/// are strict by default.
///
/// The library conforms the two layer classes; conform nothing else.
public protocol TestableLayer: AnyObject {
  /// The failure messages of `check` run on the LayerKit layer this one is, after any the layer
  /// has to report of its own.
  func _checkMessages(_ check: (Layer) -> [String]) -> [String]
}

extension Layer: TestableLayer {
  /// `check` run on the layer itself: a LayerKit layer refuses nothing silently.
  public func _checkMessages(_ check: (Layer) -> [String]) -> [String] { check(self) }
}
