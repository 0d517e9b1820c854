#if !canImport(UIKit)
  import Foundation
  import LayerKitQuartzCore

  /// An image, as UIKit's `UIImage`, as far as layout and animation code uses one: its size and
  /// scale. LayerKit loads and draws no images, so the named and system images an app bundles
  /// are not found (`nil`), as for a name that is missing on iOS.
  open class UIImage: NSObject {
    /// The size in points (`size`).
    public let size: CGSize
    /// Pixels per point (`scale`).
    public let scale: CGFloat

    /// An image of `size` points at `scale` pixels a point: what a drawing of that size gives.
    public init(size: CGSize, scale: CGFloat = 1) {
      self.size = size
      self.scale = scale
    }

    /// The image named `name` in the app's assets (`UIImage(named:)`): `nil`, as LayerKit has no
    /// assets.
    public convenience init?(named name: String) { return nil }

    /// A system symbol (`UIImage(systemName:)`): `nil`, as LayerKit has no symbols.
    public convenience init?(systemName name: String) { return nil }
  }

  /// A view that shows an image, as UIKit's `UIImageView`: a view (U1) that keeps its image,
  /// for code that builds and animates image views; LayerKit draws no image.
  open class UIImageView: UIView {
    /// The image (`image`).
    open var image: UIImage?
    /// The image shown while highlighted (`highlightedImage`).
    open var highlightedImage: UIImage?
    /// Whether the view shows its highlighted image (`isHighlighted`).
    open var isHighlighted = false

    /// A view showing `image`, sized to it (`init(image:)`).
    public convenience init(image: UIImage?) {
      self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
      self.image = image
    }
  }
#endif
