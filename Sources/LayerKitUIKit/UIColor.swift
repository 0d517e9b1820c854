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
  public final class UIColor: NSObject, Sendable {
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

    /// A colour from hue, saturation and brightness (`UIColor(hue:saturation:brightness:alpha:)`),
    /// the hue a fraction of the turn (0 and 1 are red), by the usual hexcone conversion.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat)
    {
      let turn = hue.isFinite ? hue - hue.rounded(.down) : 0
      let sector = turn * 6
      let whole = sector.rounded(.down)
      let f = sector - whole
      let v = brightness
      let p = v * (1 - saturation)
      let q = v * (1 - saturation * f)
      let t = v * (1 - saturation * (1 - f))
      let (r, g, b): (CGFloat, CGFloat, CGFloat) =
        switch Int(whole) % 6 {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
      self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Writes the components (`getRed(_:green:blue:alpha:)`); always succeeds, LayerKit's
    /// colours being RGB.
    @discardableResult
    public func getRed(
      _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
      blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
      red?.pointee = self.red
      green?.pointee = self.green
      blue?.pointee = self.blue
      alpha?.pointee = self.alpha
      return true
    }

    /// Writes hue, saturation, brightness and alpha (`getHue(_:saturation:brightness:alpha:)`),
    /// the inverse of ``init(hue:saturation:brightness:alpha:)``; a grey has hue 0.
    @discardableResult
    public func getHue(
      _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
      brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
      let high = max(red, green, blue)
      let low = min(red, green, blue)
      let range = high - low
      var h: CGFloat = 0
      if range > 0 {
        if high == red {
          h = (green - blue) / range
          if h < 0 { h += 6 }
        } else if high == green {
          h = (blue - red) / range + 2
        } else {
          h = (red - green) / range + 4
        }
      }
      hue?.pointee = h / 6
      saturation?.pointee = high > 0 ? range / high : 0
      brightness?.pointee = high
      alpha?.pointee = self.alpha
      return true
    }

    /// The same colour with another alpha (`withAlphaComponent(_:)`).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
      UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Whether the two have the same components.
    public override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? UIColor else { return false }
      return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
    }

    /// A hash of the components, so that equal colours (``isEqual(_:)``) hash alike, as a
    /// `Set<UIColor>` or a dictionary keyed by colours needs.
    public override var hash: Int {
      var hasher = Hasher()
      hasher.combine(red)
      hasher.combine(green)
      hasher.combine(blue)
      hasher.combine(alpha)
      return hasher.finalize()
    }

    /// `UIColor(red: 1, green: 0, blue: 0, alpha: 1)`.
    public override var description: String {
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
    private convenience init(
      _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, alpha: CGFloat = 1
    ) {
      self.init(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
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
    /// The tertiary background (`tertiarySystemBackground`): white.
    public static let tertiarySystemBackground = UIColor(white: 1, alpha: 1)
    /// The grouped background (`systemGroupedBackground`): 242, 242, 247.
    public static let systemGroupedBackground = UIColor(242, 242, 247)
    /// The secondary grouped background (`secondarySystemGroupedBackground`): white.
    public static let secondarySystemGroupedBackground = UIColor(white: 1, alpha: 1)
    /// The second system grey (`systemGray2`): 174, 174, 178.
    public static let systemGray2 = UIColor(174, 174, 178)
    /// The third system grey (`systemGray3`): 199, 199, 204.
    public static let systemGray3 = UIColor(199, 199, 204)
    /// The fourth system grey (`systemGray4`): 209, 209, 214.
    public static let systemGray4 = UIColor(209, 209, 214)
    /// The fifth system grey (`systemGray5`): 229, 229, 234.
    public static let systemGray5 = UIColor(229, 229, 234)
    /// The sixth system grey (`systemGray6`): 242, 242, 247.
    public static let systemGray6 = UIColor(242, 242, 247)
    /// Secondary text (`secondaryLabel`): 60, 60, 67 at 60 %.
    public static let secondaryLabel = UIColor(60, 60, 67, alpha: 0.6)
    /// Tertiary text (`tertiaryLabel`): 60, 60, 67 at 30 %.
    public static let tertiaryLabel = UIColor(60, 60, 67, alpha: 0.3)
    /// Quaternary text (`quaternaryLabel`): 60, 60, 67 at 18 %.
    public static let quaternaryLabel = UIColor(60, 60, 67, alpha: 0.18)
    /// Placeholder text (`placeholderText`): 60, 60, 67 at 30 %.
    public static let placeholderText = UIColor(60, 60, 67, alpha: 0.3)
    /// A separator that lets the content show (`separator`): 60, 60, 67 at 29 %.
    public static let separator = UIColor(60, 60, 67, alpha: 0.29)
    /// An opaque separator (`opaqueSeparator`): 198, 198, 200.
    public static let opaqueSeparator = UIColor(198, 198, 200)
    /// Links (`link`): 0, 122, 255.
    public static let link = UIColor(0, 122, 255)
    /// Thin fills (`systemFill`): 120, 120, 128 at 20 %.
    public static let systemFill = UIColor(120, 120, 128, alpha: 0.2)
    /// `secondarySystemFill`: 120, 120, 128 at 16 %.
    public static let secondarySystemFill = UIColor(120, 120, 128, alpha: 0.16)
    /// `tertiarySystemFill`: 118, 118, 128 at 12 %.
    public static let tertiarySystemFill = UIColor(118, 118, 128, alpha: 0.12)
    /// `quaternarySystemFill`: 116, 116, 128 at 8 %.
    public static let quaternarySystemFill = UIColor(116, 116, 128, alpha: 0.08)
  }
#endif
