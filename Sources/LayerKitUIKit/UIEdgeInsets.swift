#if !canImport(UIKit)
  import Foundation
  import LayerKitQuartzCore

  /// Insets for each edge of a rectangle, as UIKit's `UIEdgeInsets`.
  public struct UIEdgeInsets: Hashable, Sendable {
    /// The insets at the top, the left, the bottom and the right (`top`, `left`, `bottom`,
    /// `right`).
    public var top, left, bottom, right: CGFloat

    /// Insets from their four values (`init(top:left:bottom:right:)`).
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
      (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// No insets (`.zero`).
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  }

  extension CGRect {
    /// The rectangle shrunk by `insets` (`inset(by:)`); one that would be negative in a
    /// dimension is the null rectangle, as Core Graphics' `insetBy(dx:dy:)` makes it.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
      let width = size.width - insets.left - insets.right
      let height = size.height - insets.top - insets.bottom
      guard width >= 0, height >= 0 else { return .null }
      return CGRect(
        x: origin.x + insets.left, y: origin.y + insets.top, width: width, height: height)
    }
  }

  /// Insets from four values, as Swift 4 code writes them (`UIEdgeInsetsMake`).
  @available(*, deprecated, renamed: "UIEdgeInsets(top:left:bottom:right:)")
  public func UIEdgeInsetsMake(
    _ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat
  ) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
  }

  /// `rect` shrunk by `insets`, as Swift 4 code writes it (`UIEdgeInsetsInsetRect`).
  @available(*, deprecated, renamed: "CGRect.inset(by:)")
  public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
    rect.inset(by: insets)
  }
#endif
