#if !canImport(UIKit)
  import Foundation
  import LayerKit
  import LayerKitQuartzCore

  /// An image, as UIKit's `UIImage`, for code that builds image views and tab-bar icons: its size,
  /// scale, rendering mode and orientation are kept and read back. LayerKit has no assets and
  /// draws no image, so named and system images are not found (`nil`), and an image is made
  /// from a size or from a `CGImage`.
  open class UIImage: NSObject {

    /// The size in points (`size`).
    public let size: CGSize
    /// Pixels per point (`scale`).
    public let scale: CGFloat
    /// How the image is drawn (`renderingMode`); `.automatic` unless made by
    /// ``withRenderingMode(_:)``.
    public let renderingMode: RenderingMode
    /// Which way up its pixels are (`imageOrientation`).
    public let imageOrientation: Orientation
    /// The bitmap behind the image, when it was made from one (`cgImage`).
    public let cgImage: CGImage?

    /// An image of `size` points at `scale` pixels a point: what a drawing of that size gives.
    public init(size: CGSize, scale: CGFloat = 1) {
      self.size = size
      self.scale = scale
      renderingMode = .automatic
      imageOrientation = .up
      cgImage = nil
    }

    /// An image of `cgImage` at `scale` pixels a point, `orientation` up
    /// (`init(cgImage:scale:orientation:)`): its size is the bitmap's in points.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
      let pixels = CGSize(width: cgImage.width, height: cgImage.height)
      let turned = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
      let safeScale = scale.isFinite && scale > 0 ? scale : 1
      size = CGSize(
        width: (turned ? pixels.height : pixels.width) / safeScale,
        height: (turned ? pixels.width : pixels.height) / safeScale)
      self.scale = safeScale
      renderingMode = .automatic
      imageOrientation = orientation
      self.cgImage = cgImage
    }

    /// An image of `cgImage` at one pixel a point (`init(cgImage:)`).
    public convenience init(cgImage: CGImage) {
      self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// A copy of `image` drawn as `renderingMode` says.
    private init(_ image: UIImage, renderingMode: RenderingMode) {
      size = image.size
      scale = image.scale
      self.renderingMode = renderingMode
      imageOrientation = image.imageOrientation
      cgImage = image.cgImage
    }

    /// The image named `name` in the app's assets (`UIImage(named:)`): `nil`, as LayerKit has no
    /// assets.
    public convenience init?(named name: String) { return nil }

    /// A system symbol (`UIImage(systemName:)`): `nil`, as LayerKit has no symbols.
    public convenience init?(systemName name: String) { return nil }

    /// The same image drawn as `renderingMode` says (`withRenderingMode(_:)`): a template to
    /// tint, or its own colours.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
      UIImage(self, renderingMode: renderingMode)
    }

    /// The same image as a template tinted `color` (`withTintColor(_:)`); LayerKit keeps the
    /// template mode and draws no tint.
    open func withTintColor(_ color: UIColor) -> UIImage {
      withRenderingMode(.alwaysTemplate)
    }

    /// The same image tinted `color`, drawn as `renderingMode` says
    /// (`withTintColor(_:renderingMode:)`).
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
      withRenderingMode(renderingMode)
    }
  }
#endif
