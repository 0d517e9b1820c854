#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  /// A layer, as Core Animation's `CALayer`: model properties under their Core Animation names
  /// and types, animations by key, a presentation computed by LayerKit, the layer tree and time
  /// spaces (rules L1–L7).
  ///
  ///     let layer = CALayer()
  ///     layer.position = CGPoint(x: 50, y: 50)
  ///     layer.add(fade, forKey: "fade")
  ///     CAMediaClock.advance(by: 1)
  ///     layer.presentation()?.opacity
  ///
  /// Every layer lives in the world it was made in (the shared one, or a test's own from
  /// `CAMediaClock.withIsolatedWorld(_:)`), whose lock every property and method takes,
  /// so a layer may be used from several threads. Core Animation's `add(_:forKey:)` does not
  /// throw, so an animation LayerKit rejects (a value of the wrong kind) is not added and the
  /// error is kept in ``lastAnimationError``.
  ///
  /// Subclass it as for iOS, in any shape iOS accepts: designated initializers of your own,
  /// `override init()`, `override init(layer:)` copying your own properties, `required
  /// init?(coder:)` that traps, overrides of the properties and of the override points
  /// (``action(forKey:)``, ``defaultAction(forKey:)``, ``add(_:forKey:)``,
  /// ``removeAnimation(forKey:)``, ``removeAllAnimations()``, ``addSublayer(_:)``,
  /// ``removeFromSuperlayer()``, ``hitTest(_:)``, ``contains(_:)``, ``display()``,
  /// ``layoutSublayers()``, ``needsDisplay(forKey:)``, key-value coding). What Swift cannot do
  /// without the Objective-C runtime is make an instance of a class known only at run time
  /// through an initializer that is not `required`: see ``LayerKitConstructible`` for how
  /// ``presentation()`` and a view's `layerClass` reach a class of yours.
  ///
  /// The class body holds what a subclass may override (members of an extension cannot be
  /// overridden without the Objective-C runtime); the rest, `public` but not `open`, is in the
  /// files
  /// `CALayer+Values.swift` (the one property accessor), `CALayer+Tree.swift`,
  /// `CALayer+Animations.swift`, `CALayer+Actions.swift` and `CALayer+KeyValueCoding.swift`.
  open class CALayer: NSObject, CAMediaTiming {
    /// The LayerKit layer that holds the model and runs the animations.
    let base: Layer
    /// The world the layer was made in, whose lock guards it (see ``CAMediaClock``).
    package let world: CAWorld
    /// The animations added, by key, as the copies that were added.
    var added: [String: CAAnimation] = [:]
    /// The world's commit count when the layer was made: a layer made in the transaction still
    /// open has never been shown, so its changes do not animate (as in Core Animation).
    let madeInCommit: Int
    /// Whether this is a presentation copy, outside the world.
    let isCopy: Bool
    /// Routes LayerKit's action lookup to ``action(forKey:)``.
    var actionAdapter: ActionAdapter?
    /// What ``setValue(_:forKeyPath:)`` stored under keys that name no animatable property.
    var extraValues: [String: Any] = [:]
    /// The sublayers, back to front.
    var storedSublayers: [CALayer] = []
    /// The superlayer.
    weak var storedSuperlayer: CALayer?
    /// The model as it was before the change being made, while its actions are decided: what
    /// Core Animation's delegate reads from the layer, as it asks before the change.
    var modelBeforeChange: LayerProperties?
    /// What LayerKit refused since the last ``takeRefusals()`` (at most ``refusalLimit``), and
    /// how many more there were.
    var refusals: [String] = []
    var refusalsLeftOut = 0
    var displayNeeded = false
    var layoutNeeded = false
    var storedFillMode = CAMediaTimingFillMode.removed
    var storedActions: [String: any CAAction]?
    weak var storedDelegate: (any CALayerDelegate)?

    /// The error of the last ``add(_:forKey:)`` or property change that LayerKit refused, `nil`
    /// after one that succeeded.
    @WorldLocked public internal(set) var lastAnimationError: (any Error)? = nil

    /// Whether changes make actions even before the layer's first commit: a view's layer, whose
    /// delegate decides (UIKit animates a view made in the same turn as its animation block).
    @WorldLocked package var animatesWhenNew = false

    // MARK: Making layers

    /// A layer with Core Animation's defaults, in the world of ``CAMediaClock`` (`init()`); a
    /// subclass's layer is of its kind (a shape layer for `CAShapeLayer`, …).
    public override init() {
      base = Self.makeBase(Self.layerKitKind)
      world = CAWorld.current
      madeInCommit = world.commitCount
      isCopy = false
      super.init()
      world.adopt(base)
      adoptActions()
    }

    /// A copy of `layer`, outside the world (`init(layer:)`): its model and its stored drawing
    /// properties, what ``presentation()`` and ``model()`` return copies of. Override it, as for
    /// Core Animation, to copy a subclass's own properties.
    public init(layer: Any) {
      let source = layer as? CALayer
      let world = source?.world ?? CAWorld.current
      self.world = world
      // The source's storage is read under its world's lock: a write on another thread swaps
      // it.
      base = world.locked { _ in
        guard let source else { return Self.makeBase(Self.layerKitKind) }
        let copy = Self.makeBase(source.base.kind)
        copy.model = source.base.model
        copy.name = source.base.name
        return copy
      }
      madeInCommit = 0
      isCopy = true
      super.init()
      if let source { world.locked { _ in copyStoredProperties(from: source) } }
    }

    /// A layer from an archive (`init(coder:)`): LayerKit reads no archives, so this is a layer
    /// with Core Animation's defaults, as ``init()`` makes one. Present because iOS requires it of
    /// every subclass with initializers of its own (`CALayer` adopts `NSSecureCoding` there);
    /// LayerKit never calls it.
    public required init?(coder: NSCoder) {
      base = Self.makeBase(Self.layerKitKind)
      world = CAWorld.current
      madeInCommit = world.commitCount
      isCopy = false
      super.init()
      world.adopt(base)
      adoptActions()
    }

    /// The kind of LayerKit layer the class is made of; the kinds' subclasses override it.
    class var layerKitKind: LayerKind { .layer }

    /// Copies the stored properties that are not part of LayerKit's model from `source` (a
    /// presentation copy has them, as iOS's has); each kind adds its own. Called with the lock
    /// held.
    func copyStoredProperties(from source: CALayer) {
      storedFillMode = source.storedFillMode
      extraValues = source.extraValues
      copyDrawingProperties(from: source)
    }

    /// A released layer leaves its world's tree, so that a long suite does not keep every layer
    /// it ever made. Its sublayers lose their `superlayer` and stay in the world, as a layer
    /// removed with ``removeFromSuperlayer()`` does: their animations still run on the world's
    /// clock, end and are removed. All under the world's lock: a LayerKit layer's link to its
    /// superlayer is unretained and cleared by the superlayer's `deinit`, which for ``base``
    /// runs after this one, outside the lock, while another thread may be reading a sublayer.
    ///
    /// Sublayers that die with it are let go one level at a time, so that releasing a chain of
    /// any depth never runs one `deinit` inside another (which would exhaust the stack).
    deinit {
      guard !isCopy else { return }
      world.locked { tree in
        for sublayer in base.sublayers { sublayer.removeFromSuperlayer() }
        tree.letGo(base)
        releaseOneLevelAtATime(&storedSublayers) { layer in
          defer { layer.storedSublayers = [] }
          return layer.storedSublayers
        }
      }
    }

    // MARK: Geometry and appearance (rule L4)

    /// The layer's name.
    open var name: String? {
      get { world.locked { _ in base.name } }
      set { world.locked { _ in base.name = newValue } }
    }
    /// The bounds rectangle.
    open var bounds: CGRect {
      get { self[.bounds] }
      set { self[.bounds] = newValue }
    }
    /// The position of the anchor point in the superlayer.
    open var position: CGPoint {
      get { self[.position] }
      set { self[.position] = newValue }
    }
    /// The position on the z axis.
    open var zPosition: CGFloat {
      get { self[.zPosition] }
      set { self[.zPosition] = newValue }
    }
    /// The anchor point, in unit coordinates of the bounds.
    open var anchorPoint: CGPoint {
      get { self[.anchorPoint] }
      set { self[.anchorPoint] = newValue }
    }
    /// The anchor point's z coordinate.
    open var anchorPointZ: CGFloat {
      get { self[.anchorPointZ] }
      set { self[.anchorPointZ] = newValue }
    }
    /// The transform, about the anchor point.
    open var transform: CATransform3D {
      get { self[.transform] }
      set { self[.transform] = newValue }
    }
    /// The transform applied to the sublayers.
    open var sublayerTransform: CATransform3D {
      get { self[.sublayerTransform] }
      set { self[.sublayerTransform] = newValue }
    }
    /// The frame in the superlayer, derived from position, bounds and anchor point (L6); setting
    /// it sets the bounds' size and the position, through their setters (so that overrides of
    /// them hear it, as on iOS).
    open var frame: CGRect {
      get { world.locked { _ in CGRect(base.model.frame) } }
      set {
        world.locked { _ in
          let anchor = anchorPoint
          bounds.size = newValue.size
          position = CGPoint(
            x: newValue.origin.x + anchor.x * newValue.size.width,
            y: newValue.origin.y + anchor.y * newValue.size.height)
        }
      }
    }
    /// Whether the layer is hidden.
    open var isHidden: Bool {
      get { self[.hidden] }
      set { self[.hidden] = newValue }
    }
    /// The opacity, 0 to 1.
    open var opacity: Float {
      get { self[.opacity] }
      set { self[.opacity] = newValue }
    }
    /// The background colour; `nil` is transparent.
    open var backgroundColor: CGColor? {
      get { self[.backgroundColor, nilAt: .color(.clear)] }
      set { self[.backgroundColor, nilAt: .color(.clear)] = newValue }
    }
    /// The border colour; `nil` is transparent.
    open var borderColor: CGColor? {
      get { self[.borderColor, nilAt: .color(.clear)] }
      set { self[.borderColor, nilAt: .color(.clear)] = newValue }
    }
    /// The border width.
    open var borderWidth: CGFloat {
      get { self[.borderWidth] }
      set { self[.borderWidth] = newValue }
    }
    /// The corner radius.
    open var cornerRadius: CGFloat {
      get { self[.cornerRadius] }
      set { self[.cornerRadius] = newValue }
    }
    /// The shadow colour; `nil` is transparent.
    open var shadowColor: CGColor? {
      get { self[.shadowColor, nilAt: .color(.clear)] }
      set { self[.shadowColor, nilAt: .color(.clear)] = newValue }
    }
    /// The shadow opacity.
    open var shadowOpacity: Float {
      get { self[.shadowOpacity] }
      set { self[.shadowOpacity] = newValue }
    }
    /// The shadow offset.
    open var shadowOffset: CGSize {
      get { self[.shadowOffset] }
      set { self[.shadowOffset] = newValue }
    }
    /// The shadow blur radius.
    open var shadowRadius: CGFloat {
      get { self[.shadowRadius] }
      set { self[.shadowRadius] = newValue }
    }
    /// The part of the contents shown, in unit coordinates.
    open var contentsRect: CGRect {
      get { self[.contentsRect] }
      set { self[.contentsRect] = newValue }
    }
    /// Whether the content and sublayers are clipped to the bounds.
    open var masksToBounds: Bool {
      get { self[.masksToBounds] }
      set { self[.masksToBounds] = newValue }
    }
    /// Whether the back of the layer shows.
    open var isDoubleSided: Bool {
      get { self[.doubleSided] }
      set { self[.doubleSided] = newValue }
    }

    /// The transform as an affine one (`affineTransform()`): its m11, m12, m21, m22, m41, m42.
    open func affineTransform() -> CGAffineTransform {
      CATransform3DGetAffineTransform(transform)
    }

    /// Sets the transform to an affine one (`setAffineTransform(_:)`), animating as any change
    /// of `transform` does (I1).
    open func setAffineTransform(_ m: CGAffineTransform) {
      transform = CATransform3DMakeAffineTransform(m)
    }

    // MARK: Display and layout (flags and hooks: LayerKit has no layout engine)

    /// Marks the layer's content for redrawing (`setNeedsDisplay()`).
    open func setNeedsDisplay() { world.locked { _ in displayNeeded = true } }
    /// Marks part of the content for redrawing (`setNeedsDisplay(_:)`): the whole, here.
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }
    /// Whether the content is marked for redrawing (`needsDisplay()`).
    open func needsDisplay() -> Bool { world.locked { _ in displayNeeded } }
    /// Calls ``display()`` if the content is marked (`displayIfNeeded()`).
    open func displayIfNeeded() {
      let needed = world.locked { _ in displayNeeded }
      if needed { display() }
    }
    /// Redraws the content (`display()`): clears the mark; override it as in Core Animation.
    open func display() { world.locked { _ in displayNeeded = false } }
    /// Whether a change of `key` redraws the content (`needsDisplay(forKey:)`): `false`; custom
    /// layers override it, and a change of a key it says `true` for marks the layer
    /// (``needsDisplay()``) as on iOS.
    open class func needsDisplay(forKey key: String) -> Bool { false }
    /// Whether a bounds change marks the content (`needsDisplayOnBoundsChange`), stored.
    @WorldLocked open var needsDisplayOnBoundsChange: Bool = false
    /// Marks the layer for layout (`setNeedsLayout()`).
    open func setNeedsLayout() { world.locked { _ in layoutNeeded = true } }
    /// Whether the layer is marked for layout (`needsLayout()`).
    open func needsLayout() -> Bool { world.locked { _ in layoutNeeded } }
    /// Calls ``layoutSublayers()`` if marked (`layoutIfNeeded()`).
    open func layoutIfNeeded() {
      let needed = world.locked { _ in
        defer { layoutNeeded = false }
        return layoutNeeded
      }
      if needed { layoutSublayers() }
    }
    /// Lays out the sublayers (`layoutSublayers()`): nothing; override it to place them.
    open func layoutSublayers() {}

    // MARK: Drawing (stored, copied into presentation copies, read back)

    /// The layer whose alpha masks this one (`mask`).
    @WorldLocked open var mask: CALayer? = nil {
      didSet {
        let maskLayer = mask?.base
        world.locked { _ in base.mask = maskLayer }
      }
    }
    /// The contents, usually a `CGImage` (`contents`); stored, not drawn.
    @WorldLocked open var contents: Any? = nil
    /// How the contents fit the bounds (`contentsGravity`); `.resize` by default.
    @WorldLocked open var contentsGravity = CALayerContentsGravity.resize
    /// Pixels per point of the contents (`contentsScale`); 1 by default.
    @WorldLocked open var contentsScale: CGFloat = 1
    /// The shape of the shadow (`shadowPath`, rule R6); stored, not animated, and drawn by the
    /// renderer in place of the layer's own alpha.
    @WorldLocked open var shadowPath: CGPath? = nil {
      didSet {
        let path = shadowPath?.path
        world.locked { _ in base.model.shadowPath = path }
      }
    }
    /// Whether the layer promises to be opaque (`isOpaque`).
    @WorldLocked open var isOpaque: Bool = false
    /// Whether the layer is drawn once into a bitmap (`shouldRasterize`).
    @WorldLocked open var shouldRasterize: Bool = false
    /// The scale of that bitmap (`rasterizationScale`); 1 by default.
    @WorldLocked open var rasterizationScale: CGFloat = 1
    /// Whether edges are antialiased (`allowsEdgeAntialiasing`); `false` by default.
    @WorldLocked open var allowsEdgeAntialiasing: Bool = false
    /// Whether the layer and its sublayers fade as one (`allowsGroupOpacity`); `true` by default.
    /// (Rule R4: the renderer fades the subtree as one group, or each drawing by itself.)
    @WorldLocked open var allowsGroupOpacity: Bool = true {
      didSet {
        let grouped = allowsGroupOpacity
        world.locked { _ in base.model.allowsGroupOpacity = grouped }
      }
    }
    /// Whether the layer's geometry is flipped vertically (`isGeometryFlipped`).
    @WorldLocked open var isGeometryFlipped: Bool = false
    /// Whether drawing is queued to a background thread (`drawsAsynchronously`).
    @WorldLocked open var drawsAsynchronously: Bool = false
    /// The stretchable part of the contents, in unit coordinates (`contentsCenter`); all of it
    /// by default.
    @WorldLocked open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The filter when the contents shrink (`minificationFilter`); `.linear` by default.
    @WorldLocked open var minificationFilter = CALayerContentsFilter.linear
    /// The filter when the contents grow (`magnificationFilter`); `.linear` by default.
    @WorldLocked open var magnificationFilter = CALayerContentsFilter.linear
    /// The curve of the rounded corners (`cornerCurve`); `.circular` by default.
    @WorldLocked open var cornerCurve = CALayerCornerCurve.circular
    /// Which corners `cornerRadius` rounds (`maskedCorners`, rule R3); all four by default.
    @WorldLocked open var maskedCorners: CACornerMask = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    {
      didSet {
        let corners = CornerMask(rawValue: maskedCorners.rawValue)
        world.locked { _ in base.model.maskedCorners = corners }
      }
    }

    // MARK: The tree (CALayer+Tree.swift)

    /// Appends `layer` to the sublayers (`addSublayer(_:)`).
    open func addSublayer(_ layer: CALayer) { append(layer) }
    /// Detaches the layer from its superlayer (`removeFromSuperlayer()`); it stays in the world.
    open func removeFromSuperlayer() { leaveSuperlayer() }
    /// The farthest descendant, this layer included, that contains `p`, a point in the
    /// superlayer's coordinates (`hitTest(_:)`); `nil` outside the bounds.
    open func hitTest(_ p: CGPoint) -> CALayer? { deepestLayer(at: p) }
    /// Whether the bounds contain `p`, a point in the layer's coordinates (`contains(_:)`).
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    // MARK: Animations (CALayer+Animations.swift)

    /// Adds a copy of `anim` under `key` (`add(_:forKey:)`, L7); an animation under the same key
    /// is replaced. Implicit animations come here too, as on iOS, so an override hears them. An
    /// animation of a key path the layer does not animate is added as iOS adds it: it animates
    /// nothing, and still starts and stops (its delegate hears both); a strict world and the
    /// testing library report it. One LayerKit cannot run (a value of the wrong kind) is not
    /// added; ``lastAnimationError`` says why.
    open func add(_ anim: CAAnimation, forKey key: String?) {
      addCopy(of: anim, forKey: key)
    }

    /// The layer as it looks now, at ``CACurrentMediaTime()``: a copy whose properties are the
    /// presentation values (`presentation()`, F4), made by the class's ``init(layer:)`` where
    /// Swift can make one (``LayerKitConstructible``): `nil` for a class of yours that LayerKit
    /// cannot make, as iOS returns `nil` for a layer it has nothing to show for.
    open func presentation() -> Self? {
      guard let copy = Self.instance(copying: self) as? Self else { return nil }
      world.locked { tree in
        copy.base.model = isCopy ? base.model : base.presentation(at: tree.clock.currentMediaTime)
      }
      return copy
    }

    /// Removes the animation under `key` (`removeAnimation(forKey:)`); its delegate hears it
    /// stopped unfinished (E2).
    open func removeAnimation(forKey key: String) { removeAdded(forKey: key) }
    /// Removes every animation (`removeAllAnimations()`).
    open func removeAllAnimations() { removeAllAdded() }

    /// The model layer (`model()`): the layer itself, or for a presentation copy, the copy.
    open func model() -> Self { self }

    // MARK: Key-value coding (CALayer+KeyValueCoding.swift)

    /// The value at `keyPath` (`value(forKeyPath:)`): for an animatable key path (L5) the model
    /// value as iOS reads it (`NSNumber`, `CGPoint`, `CATransform3D`, …); otherwise what
    /// ``setValue(_:forKeyPath:)`` stored.
    open func value(forKeyPath keyPath: String) -> Any? { modelValue(forKeyPath: keyPath) }

    /// The value for `key` (`value(forKey:)`): ``value(forKeyPath:)`` of the one-key path.
    open func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// Sets the value for `key` (`setValue(_:forKey:)`): ``setValue(_:forKeyPath:)`` of the
    /// one-key path.
    open func setValue(_ value: Any?, forKey key: String) {
      setValue(value, forKeyPath: key)
    }

    /// Sets the value at `keyPath` (`setValue(_:forKeyPath:)`): an animatable key path sets the
    /// model (with an implicit animation, I1); any other key is stored. A value of the wrong
    /// kind is ignored, as Core Animation ignores it, and kept in ``lastAnimationError``.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
      setModelValue(value, forKeyPath: keyPath)
    }

    /// The value a key has when nothing set it (`defaultValue(forKey:)`): an animatable
    /// property's Core Animation default (L4), `nil` for other keys. Override it, as on iOS, to
    /// give keys of your own defaults.
    open class func defaultValue(forKey key: String) -> Any? {
      AnimatableKeyPath(exactly: key).map { CAValue.any($0.property.defaultValue) }
    }

    // MARK: Actions (I4, CALayer+Actions.swift)

    /// Actions by key; `NSNull()` for none (`actions`).
    open var actions: [String: any CAAction]? {
      get { world.locked { _ in storedActions } }
      set { world.locked { _ in storedActions = newValue } }
    }

    /// Decides actions before ``actions`` (`delegate`).
    open var delegate: (any CALayerDelegate)? {
      get { world.locked { _ in storedDelegate } }
      set { world.locked { _ in storedDelegate = newValue } }
    }

    /// The action for a change of `event` (`action(forKey:)`, I4): the whole search, as on
    /// iOS: the delegate's ``CALayerDelegate/action(for:forKey:)``, then ``actions``, then the
    /// class's ``defaultAction(forKey:)``; `NSNull` at any step ends it with no action. Override
    /// it to decide actions yourself; whatever it returns runs (a `CAAnimation` is added under
    /// `event` through ``add(_:forKey:)``).
    open func action(forKey event: String) -> (any CAAction)? { searchAction(forKey: event) }

    /// The action of the last step of ``action(forKey:)`` (`defaultAction(forKey:)`): for an
    /// animatable property, the implicit animation (I1: a basic animation from what was shown to
    /// the new value, with the transaction's duration and timing function); `nil` for other
    /// keys. Override it to return `NSNull()` (no implicit animations) or actions of your own.
    open class func defaultAction(forKey event: String) -> (any CAAction)? {
      implicitAnimation(forKey: event)
    }
  }
#endif
