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

    // MARK: System colours
    // LayerKit has no appearance (light, dark, increased contrast), so each system colour is one
    // colour: its light-mode value in Apple's Human Interface Guidelines as published for iOS 15
    // (Apple adjusts them between releases, so a test should not depend on the exact shade).

    /// An sRGB colour from 0–255 components.
    private convenience init(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat) {
      self.init(red: red / 255, green: green / 255, blue: blue / 255, alpha: 1)
    }

    /// The system red (`systemRed`): 255, 59, 48.
    public static let systemRed = UIColor(255, 59, 48)
    /// The system orange (`systemOrange`): 255, 149, 0.
    public static let systemOrange = UIColor(255, 149, 0)
    /// The system yellow (`systemYellow`): 255, 204, 0.
    public static let systemYellow = UIColor(255, 204, 0)
    /// The system green (`systemGreen`): 52, 199, 89.
    public static let systemGreen = UIColor(52, 199, 89)
    /// The system mint (`systemMint`): 0, 199, 190.
    public static let systemMint = UIColor(0, 199, 190)
    /// The system teal (`systemTeal`): 48, 176, 199.
    public static let systemTeal = UIColor(48, 176, 199)
    /// The system cyan (`systemCyan`): 50, 173, 230.
    public static let systemCyan = UIColor(50, 173, 230)
    /// The system blue (`systemBlue`): 0, 122, 255.
    public static let systemBlue = UIColor(0, 122, 255)
    /// The system indigo (`systemIndigo`): 88, 86, 214.
    public static let systemIndigo = UIColor(88, 86, 214)
    /// The system purple (`systemPurple`): 175, 82, 222.
    public static let systemPurple = UIColor(175, 82, 222)
    /// The system pink (`systemPink`): 255, 45, 85.
    public static let systemPink = UIColor(255, 45, 85)
    /// The system brown (`systemBrown`): 162, 132, 94.
    public static let systemBrown = UIColor(162, 132, 94)
    /// The system grey (`systemGray`): 142, 142, 147.
    public static let systemGray = UIColor(142, 142, 147)
    /// The colour of primary text (`label`): black.
    public static let label = UIColor(white: 0, alpha: 1)
    /// The primary background (`systemBackground`): white.
    public static let systemBackground = UIColor(white: 1, alpha: 1)
    /// The secondary background (`secondarySystemBackground`): 242, 242, 247.
    public static let secondarySystemBackground = UIColor(242, 242, 247)
  }
#endif
