#if !canImport(UIKit)
  import Foundation
  import LayerKitQuartzCore

  /// A view that shows text, as UIKit's `UILabel`: a view (U1) whose text settings are kept and
  /// read back, so that code that builds and animates labels compiles and runs; LayerKit lays out
  /// and draws no text. A label animates as any view: its `alpha`, `frame`, `transform`, … .
  open class UILabel: UIView {
    /// The text (`text`).
    open var text: String?
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // (UIKit declares it `UIFont!`.)
    /// The font (`font`): the system font at 17 points unless set; setting `nil` restores it.
    open var font: UIFont! {
      get { storedFont ?? .systemFont(ofSize: 17) }
      set { storedFont = newValue }
    }
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // (UIKit declares it `UIColor!`.)
    /// The text colour (`textColor`): `label` unless set; setting `nil` restores it.
    open var textColor: UIColor! {
      get { storedTextColor ?? .label }
      set { storedTextColor = newValue }
    }
    /// How the text lines up (`textAlignment`); `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines shown, 0 for any number (`numberOfLines`); 1 by default.
    open var numberOfLines = 1
    /// How a line too long is broken or cut (`lineBreakMode`); `.byTruncatingTail` by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the font shrinks to fit the width (`adjustsFontSizeToFitWidth`).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font shrinks to (`minimumScaleFactor`); 0 by default.
    open var minimumScaleFactor: CGFloat = 0

    private var storedFont: UIFont?
    private var storedTextColor: UIColor?
  }

#endif
