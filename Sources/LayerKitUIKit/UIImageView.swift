#if !canImport(UIKit)
  import Foundation
  import LayerKitQuartzCore

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
