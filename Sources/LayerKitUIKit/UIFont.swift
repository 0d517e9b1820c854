#if !canImport(UIKit)
  import Foundation
  import LayerKitQuartzCore

  /// A font, as UIKit's `UIFont`: a name and a size, kept and read back (LayerKit draws no
  /// text), so that views that store one compile. The system fonts are named as UIKit reports
  /// them (`.SFUI-Regular`, `.SFUI-Semibold`).
  open class UIFont: NSObject, @unchecked Sendable {  // immutable: its fields are `let`s
    /// The font's name (`fontName`).
    public let fontName: String
    /// The size in points (`pointSize`).
    public let pointSize: CGFloat

    /// The font named `fontName` at `fontSize` (`init(name:size:)`).
    public init?(name fontName: String, size fontSize: CGFloat) {
      guard !fontName.isEmpty else { return nil }
      self.fontName = fontName
      pointSize = fontSize
    }

    /// The system font at `fontSize` (`systemFont(ofSize:)`).
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
      UIFont(name: ".SFUI-Regular", size: fontSize) ?? UIFont()
    }

    /// The bold system font at `fontSize` (`boldSystemFont(ofSize:)`).
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      UIFont(name: ".SFUI-Semibold", size: fontSize) ?? UIFont()
    }

    /// The same font at another size (`withSize(_:)`).
    open func withSize(_ fontSize: CGFloat) -> UIFont {
      UIFont(name: fontName, size: fontSize) ?? self
    }

    private override init() {
      fontName = ".SFUI-Regular"
      pointSize = 17
    }
  }
#endif
