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
    open var string: Any? {
      get { world.locked { _ in storedString } }
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
    open var fontSize: CGFloat {
      get { self[.fontSize] }
      set { self[.fontSize] = newValue }
    }
    /// The text colour (`foregroundColor`); opaque white by default.
    open var foregroundColor: CGColor? {
      get { self[.foregroundColor] as CGColor }
      set { self[.foregroundColor] = newValue ?? CGColor(gray: 1, alpha: 1) }
    }
    /// The font (`font`: a font name or font object); stored and read back.
    @WorldLocked open var font: Any? = nil
    /// How the text is aligned (`alignmentMode`); stored and read back.
    @WorldLocked open var alignmentMode = CATextLayerAlignmentMode.natural
    /// How text that does not fit is shortened (`truncationMode`); stored and read back.
    @WorldLocked open var truncationMode = CATextLayerTruncationMode.none
    /// Whether the text wraps (`isWrapped`); stored and read back.
    @WorldLocked open var isWrapped: Bool = false
    private var storedString: Any?

    override func copyStoredProperties(from source: CALayer) {
      super.copyStoredProperties(from: source)
      guard let source = source as? CATextLayer else { return }
      storedString = source.storedString
      font = source.font
      alignmentMode = source.alignmentMode
      truncationMode = source.truncationMode
      isWrapped = source.isWrapped
    }
  }
#endif
