#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  /// A layer that draws a gradient, as Core Animation's `CAGradientLayer` (rule Y4): its
  /// colours, locations and end points animate as LayerKit's `GradientLayer`'s.
  ///
  ///     let shimmer = CAGradientLayer()
  ///     shimmer.colors = [CGColor(gray: 1, alpha: 0), CGColor(gray: 1, alpha: 1)]
  ///     shimmer.locations = [0, 1]
  open class CAGradientLayer: CALayer {
    override class var layerKitKind: LayerKind { .gradient }

    private var gradient: GradientLayer? { base as? GradientLayer }

    /// The colours of the stops (`colors`): `CGColor`s, read back from the model (a
    /// presentation copy's are the presented ones); an element that is not a `CGColor` has no
    /// colour and takes no part.
    open var colors: [Any]? {
      get {
        world.locked { _ in
          gradient.flatMap { $0.colors.isEmpty ? nil : $0.colors.map(CGColor.init) }
        }
      }
      set {
        change {
          ($0 as? GradientLayer)?.colors = (newValue ?? []).compactMap { ($0 as? CGColor)?.color }
        }
      }
    }
    /// The stops' positions in [0, 1] (`locations`); `nil` spaces them evenly.
    open var locations: [NSNumber]? {
      get {
        world.locked { _ in
          gradient.flatMap { $0.locations.isEmpty ? nil : $0.locations.map { NSNumber(value: $0) } }
        }
      }
      set { change { ($0 as? GradientLayer)?.locations = (newValue ?? []).map(\.doubleValue) } }
    }
    /// Where the gradient starts, in unit coordinates (`startPoint`); (0.5, 0) by default.
    open var startPoint: CGPoint {
      get { self[.startPoint] }
      set { self[.startPoint] = newValue }
    }
    /// Where it ends (`endPoint`); (0.5, 1) by default.
    open var endPoint: CGPoint {
      get { self[.endPoint] }
      set { self[.endPoint] = newValue }
    }
    /// The kind of gradient (`type`, rule R8): axial, radial or conic as the renderer draws
    /// them; a type Core Animation does not name is drawn axial.
    @WorldLocked open var type = CAGradientLayerType.axial {
      didSet {
        let type = GradientProperties.GradientType(rawValue: type.rawValue) ?? .axial
        world.locked { _ in gradient?.type = type }
      }
    }

    override func copyStoredProperties(from source: CALayer) {
      super.copyStoredProperties(from: source)
      guard let source = source as? CAGradientLayer else { return }
      type = source.type
    }
  }
#endif
