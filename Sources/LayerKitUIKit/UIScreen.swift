#if !canImport(UIKit)
  import Foundation
  import LayerKitQuartzCore

  /// A display, as UIKit's `UIScreen`, for the code that sizes layers from it
  /// (`layer.contentsScale = UIScreen.main.scale`, `view.frame = UIScreen.main.bounds`).
  ///
  /// LayerKit has no display: ``main`` is a fixed screen of our choosing, the size of a current
  /// iPhone (393 × 852 points at 3 pixels a point), so that such code runs and gives the same
  /// numbers everywhere. Immutable, and so shared freely between threads.
  public final class UIScreen: Sendable {
    /// The screen the code runs on (`UIScreen.main`): 393 × 852 points, scale 3.
    public static let main = UIScreen(
      bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)

    /// The screen's rectangle in points (`bounds`).
    public let bounds: CGRect
    /// Pixels per point (`scale`).
    public let scale: CGFloat

    /// A screen of `bounds` points at `scale` pixels a point.
    public init(bounds: CGRect, scale: CGFloat) {
      self.bounds = bounds
      self.scale = scale
    }

    /// The pixels per point of the panel itself (`nativeScale`): ``scale`` here.
    public var nativeScale: CGFloat { scale }
    /// The screen's rectangle in pixels (`nativeBounds`).
    public var nativeBounds: CGRect {
      CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
  }
#endif
