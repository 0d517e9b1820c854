#if !canImport(UIKit)
  import Foundation
  import LayerKitQuartzCore

  /// A font, as UIKit's `UIFont`: a name and a size, kept and read back (LayerKit draws no
  /// text), so that views that store one compile. The system fonts are named as UIKit reports
  /// them (`.SFUI-Regular`, `.SFUI-Semibold`).
  public final class UIFont: NSObject, Sendable {
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
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
      UIFont(name: ".SFUI-Regular", size: fontSize) ?? UIFont()
    }

    /// The bold system font at `fontSize` (`boldSystemFont(ofSize:)`).
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      UIFont(name: ".SFUI-Semibold", size: fontSize) ?? UIFont()
    }

    /// The system font of `weight` at `fontSize` (`systemFont(ofSize:weight:)`), named after
    /// the nearest of UIKit's nine weights (`.SFUI-Bold`, …).
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
      UIFont(name: ".SFUI-" + weight.nearestName, size: fontSize) ?? UIFont()
    }

    /// The system font with digits of equal width (`monospacedDigitSystemFont(ofSize:weight:)`);
    /// named as ``systemFont(ofSize:weight:)``, since LayerKit draws no digits.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont
    {
      systemFont(ofSize: fontSize, weight: weight)
    }

    /// A font's weight, as UIKit's `UIFont.Weight`: a number from −1 (thinnest) to 1, with
    /// UIKit's nine named values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
      /// The weight's number.
      public let rawValue: CGFloat
      /// A weight of `rawValue`.
      public init(rawValue: CGFloat) { self.rawValue = rawValue }
      /// −0.8.
      public static let ultraLight = Weight(rawValue: -0.8)
      /// −0.6.
      public static let thin = Weight(rawValue: -0.6)
      /// −0.4.
      public static let light = Weight(rawValue: -0.4)
      /// 0.
      public static let regular = Weight(rawValue: 0)
      /// 0.23.
      public static let medium = Weight(rawValue: 0.23)
      /// 0.3.
      public static let semibold = Weight(rawValue: 0.3)
      /// 0.4.
      public static let bold = Weight(rawValue: 0.4)
      /// 0.56.
      public static let heavy = Weight(rawValue: 0.56)
      /// 0.62.
      public static let black = Weight(rawValue: 0.62)

      /// The name of the named weight nearest this one (the first of two equally near).
      var nearestName: String {
        let named: [(Weight, String)] = [
          (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
          (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"),
          (.black, "Black"),
        ]
        guard !rawValue.isNaN else { return "Regular" }
        return named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }?.1
          ?? "Regular"
      }
    }

    /// The same font at another size (`withSize(_:)`).
    public func withSize(_ fontSize: CGFloat) -> UIFont {
      UIFont(name: fontName, size: fontSize) ?? self
    }

    private override init() {
      fontName = ".SFUI-Regular"
      pointSize = 17
    }
  }
#endif
