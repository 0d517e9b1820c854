#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  /// A layer that draws text, as Core Animation's `CATextLayer` (rule Y6): `fontSize` and
  /// `foregroundColor` animate; the rest is stored and read back (LayerKit draws no glyphs).
  ///
  ///     let label = CATextLayer()
  ///     label.string = "Loading"
  ///     label.fontSize = 18
  open class CATextLayer: CALayer {
    override class var layerKitKind: LayerKind { .text }

    private var text: TextLayer? { base as? TextLayer }

    /// The text (`string`): a `String` or an `NSAttributedString`, read back as given (a
    /// presentation copy's is the model's characters); the model holds its characters.
    public var string: Any? {
      get { world.locked { _ in isCopy ? text?.string : storedString } }
      set {
        change { layer in
          storedString = newValue
          let characters: String =
            switch newValue {
            case let string as String: string
            case let attributed as NSAttributedString: attributed.string
            case let other?: "\(other)"
            case nil: ""
            }
          (layer as? TextLayer)?.string = characters
        }
      }
    }
    /// The font size (`fontSize`); 36 by default.
    public var fontSize: CGFloat {
      get { world.locked { _ in CGFloat(text?.fontSize ?? 36) } }
      set { change { ($0 as? TextLayer)?.fontSize = Double(newValue) } }
    }
    /// The text colour (`foregroundColor`); opaque white by default.
    public var foregroundColor: CGColor? {
      get { world.locked { _ in text.map { CGColor($0.foregroundColor) } } }
      set {
        change {
          ($0 as? TextLayer)?.foregroundColor =
            newValue?.color ?? Color(red: 1, green: 1, blue: 1, alpha: 1)
        }
      }
    }
    /// The font (`font`: a font name or font object); stored and read back.
    @WorldLocked public var font: Any? = nil
    /// How the text is aligned (`alignmentMode`); stored and read back.
    @WorldLocked public var alignmentMode = CATextLayerAlignmentMode.natural
    /// How text that does not fit is shortened (`truncationMode`); stored and read back.
    @WorldLocked public var truncationMode = CATextLayerTruncationMode.none
    /// Whether the text wraps (`isWrapped`); stored and read back.
    @WorldLocked public var isWrapped: Bool = false
    private var storedString: Any?
  }
#endif
