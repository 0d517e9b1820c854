#if !canImport(UIKit)
  import Foundation
  import LayerKit
  import LayerKitQuartzCore

  /// A colour, as UIKit's `UIColor`: red, green, blue and alpha in [0, 1], with `cgColor` for the
  /// layers it colours. (LayerKit's values are sRGB components; no colour spaces or dynamic
  /// colours.)
  ///
  ///     layer.backgroundColor = UIColor.red.cgColor
  ///     shape.strokeColor = UIColor(white: 0.5, alpha: 1).cgColor
  open class UIColor: NSObject, @unchecked Sendable {  // immutable: its components are `let`s
    /// The components, red, green, blue, alpha.
    public let red, green, blue, alpha: CGFloat

    /// A colour from its components (`UIColor(red:green:blue:alpha:)`).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// A grey (`UIColor(white:alpha:)`).
    public convenience init(white: CGFloat, alpha: CGFloat) {
      self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The colour of a `CGColor` (`UIColor(cgColor:)`).
    public convenience init(cgColor: CGColor) {
      let c = cgColor.components ?? [0, 0, 0, 1]
      self.init(red: c[0], green: c[1], blue: c[2], alpha: c.count > 3 ? c[3] : 1)
    }

    /// The colour for layers (`cgColor`).
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The same colour with another alpha (`withAlphaComponent(_:)`).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
      UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Whether the two have the same components.
    open override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? UIColor else { return false }
      return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
    }

    /// `UIColor(red: 1, green: 0, blue: 0, alpha: 1)`.
    open override var description: String {
      "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }

    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark grey (one third).
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// Light grey (two thirds).
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Grey (one half).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Transparent black.
    public static let clear = UIColor(white: 0, alpha: 0)
  }
#endif
