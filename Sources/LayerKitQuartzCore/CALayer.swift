#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  /// Decides a layer's actions, as the `action(for:forKey:)` part of Core Animation's
  /// `CALayerDelegate` (rule I4): return an animation, `NSNull()` for none, or `nil` to let
  /// the search go on.
  public protocol CALayerDelegate: AnyObject {
    /// The action for a change of `event` on `layer`.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
  }

  extension CALayerDelegate {
    /// `nil`: the search goes on.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
  }

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
  /// throw, so an animation LayerKit rejects (an unknown key path, a value of the wrong kind) is
  /// not added and the error is kept in ``lastAnimationError``.
  open class CALayer: NSObject, CAMediaTiming {
    /// The LayerKit layer that holds the model and runs the animations.
    let base: Layer
    /// The world the layer was made in, whose lock guards it (see ``CAMediaClock``).
    package let world: CAWorld
    /// The animations added, by key, as the copies that were added.
    private var added: [String: CAAnimation] = [:]
    /// The world's commit count when the layer was made: a layer made in the transaction still
    /// open has never been shown, so its changes do not animate (as in Core Animation).
    private let madeInCommit: Int
    /// Whether this is a presentation copy, outside the world.
    let isCopy: Bool
    private var delegateAdapter: DelegateAdapter?
    private var extraValues: [String: Any] = [:]
    private var storedSublayers: [CALayer] = []

    /// Runs `body` on the LayerKit layer behind this one, with its world's lock held: how the
    /// testing library reads a `CALayer`'s presentation (at media times of its world).
    package func withLayerKitLayer<R>(_ body: (Layer) throws -> R) rethrows -> R {
      try world.locked { _ in try body(base) }
    }

    /// What LayerKit refused since the last ``takeRefusals()``, as messages naming the layer
    /// and the call (`box: add(_:forKey: "fade"): keyPath: unknown key path 'opactiy'; …`): the
    /// first ``refusalLimit`` of them, and how many more there were.
    private var refusals: [String] = []
    private var refusalsLeftOut = 0

    /// How many refusal messages a layer keeps between two ``takeRefusals()``: a layer refused a
    /// million times does not keep a million messages nobody reads.
    static let refusalLimit = 100

    /// The refusals not yet reported, emptied: the testing library fails a test with them. When
    /// more came than a layer keeps, the last message says how many were left out.
    package func takeRefusals() -> [String] {
      world.locked { _ in
        defer {
          refusals.removeAll()
          refusalsLeftOut = 0
        }
        guard refusalsLeftOut > 0 else { return refusals }
        return refusals + ["… and \(refusalsLeftOut) more refusals of this layer"]
      }
    }

    /// Keeps `error` as ``lastAnimationError`` and as a refusal of `call`, and tells the world's
    /// refusal handler, if it has one (a strict world, `CAMediaClock.withIsolatedWorld(onRefusal:_:)`).
    private func refuse(_ error: any Error, in call: String) {
      lastAnimationError = error
      let message = "\(base.name ?? "a \(type(of: self))"): \(call): \(error)"
      if refusals.count < Self.refusalLimit {
        refusals.append(message)
      } else {
        refusalsLeftOut += 1
      }
      world.refused(message)
    }

    /// The error of the last ``add(_:forKey:)`` that LayerKit refused, `nil` after one that
    /// succeeded.
    @WorldLocked public private(set) var lastAnimationError: (any Error)? = nil

    // MARK: Making layers
    //
    // The designated initializers are Core Animation's three, all public, so that a subclass
    // written for iOS that overrides them (or none) inherits ``init(layerKitCopyOf:)``, the
    // required one through which presentation copies and a view's layer are made: Swift calls an
    // initializer through a metatype only if it is required, and Core Animation's are not.

    /// A layer with Core Animation's defaults, in the world of ``CAMediaClock`` (`init()`); a
    /// subclass's layer is of its kind (a shape layer for `CAShapeLayer`, …).
    public override init() {
      base = Self.makeBase(Self.layerKitKind)
      world = CAWorld.current
      madeInCommit = world.commitCount
      isCopy = false
      super.init()
      world.adopt(base)
    }

    /// A copy of `layer`'s model, outside the world (`init(layer:)`): what ``presentation()``
    /// and ``model()`` return copies of. Override it, as for Core Animation, to copy a
    /// subclass's own properties.
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
    }

    /// A layer from an archive (`init(coder:)`): LayerKit reads no archives, so this is a layer
    /// with Core Animation's defaults, as ``init()`` makes one. Present so that subclasses that
    /// implement it compile.
    public required init?(coder: NSCoder) {
      base = Self.makeBase(Self.layerKitKind)
      world = CAWorld.current
      madeInCommit = world.commitCount
      isCopy = false
      super.init()
      world.adopt(base)
    }

    /// LayerKit's way to make a layer of a class known only at run time: a copy of `layer`
    /// through the class's ``init(layer:)``, or with `nil` a new layer through its ``init()``.
    /// A subclass inherits it by overriding Core Animation's designated initializers (or none);
    /// you never call or override it.
    public required convenience init(layerKitCopyOf layer: CALayer?) {
      if let layer {
        self.init(layer: layer)
      } else {
        self.init()
      }
    }

    /// A new layer of `type` in the current world, made by its `init()` (a view's
    /// `layerClass`).
    package static func make(_ type: CALayer.Type) -> CALayer {
      type.init(layerKitCopyOf: nil)
    }

    /// The kind of LayerKit layer the class is made of; the kinds' subclasses override it.
    class var layerKitKind: LayerKind { .layer }

    /// A LayerKit layer of `kind`.
    static func makeBase(_ kind: LayerKind) -> Layer {
      switch kind {
      case .layer: Layer()
      case .shape: ShapeLayer()
      case .gradient: GradientLayer()
      case .replicator: ReplicatorLayer()
      case .text: TextLayer()
      }
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

    // MARK: Changing the model

    /// Applies a model change: with actions when the layer has been committed (I1), without
    /// while it is new or a presentation copy.
    func change(_ body: (Layer) -> Void) {
      world.locked { tree in
        if isCopy {
          body(base)
        } else if animatesWhenNew || world.commitCount > madeInCommit {
          world.ensureTransaction()
          let outer = modelBeforeChange
          modelBeforeChange = base.model
          defer { modelBeforeChange = outer }
          body(base)
        } else {
          _ = try? tree.withTransaction(disableActions: true) { body(base) }
        }
      }
    }

    /// Whether changes make actions even before the layer's first commit: a view's layer, whose
    /// delegate decides (UIKit animates a view made in the same turn as its animation block).
    @WorldLocked package var animatesWhenNew = false

    /// The model as it was before the change being made, while its actions are decided: what
    /// Core Animation's delegate reads from the layer, as it asks before the change.
    private var modelBeforeChange: LayerProperties?

    /// Whether `animation` can run on this layer: Core Animation's fields convert, and the
    /// animation is valid for the layer's kind. When it cannot, the refusal is kept as
    /// ``add(_:forKey:)`` keeps one, naming `call`; a view's action asks before it counts the
    /// animation towards its block's completion.
    package func accepts(_ animation: CAAnimation, in call: String) -> Bool {
      world.locked { _ in
        do {
          let converted = try animation.layerKitAnimation()
          try converted.validate()
          try converted.requireProperties(of: base.kind)
          return true
        } catch {
          refuse(error, in: call)
          return false
        }
      }
    }

    /// The presentation value at `keyPath` just before the change being made (while a delegate
    /// decides its action), else the presentation now; in the types of ``value(forKeyPath:)``.
    /// It is what an action that starts "from the current state" starts from (I1).
    package func presentationValueBeforeChange(forKeyPath keyPath: String) -> Any? {
      world.locked { tree in
        guard let path = AnimatableKeyPath(exactly: keyPath),
          path.property.belongs(to: base.kind)
        else { return extraValues[keyPath] }
        let shown = base.presentation(
          ofModel: modelBeforeChange ?? base.model, at: tree.clock.currentMediaTime)
        return CAValue.any(shown[path])
      }
    }

    // MARK: Geometry and appearance (rule L4)

    /// The layer's name.
    public var name: String? {
      get { world.locked { _ in base.name } }
      set { world.locked { _ in base.name = newValue } }
    }
    /// The bounds rectangle.
    public var bounds: CGRect {
      get { world.locked { _ in CGRect(base.bounds) } }
      set { change { $0.bounds = Rect(newValue) } }
    }
    /// The position of the anchor point in the superlayer.
    public var position: CGPoint {
      get { world.locked { _ in CGPoint(base.position) } }
      set { change { $0.position = Point(newValue) } }
    }
    /// The position on the z axis.
    public var zPosition: CGFloat {
      get { world.locked { _ in CGFloat(base.zPosition) } }
      set { change { $0.zPosition = Double(newValue) } }
    }
    /// The anchor point, in unit coordinates of the bounds.
    public var anchorPoint: CGPoint {
      get { world.locked { _ in CGPoint(base.anchorPoint) } }
      set { change { $0.anchorPoint = Point(newValue) } }
    }
    /// The anchor point's z coordinate.
    public var anchorPointZ: CGFloat {
      get { world.locked { _ in CGFloat(base.anchorPointZ) } }
      set { change { $0.anchorPointZ = Double(newValue) } }
    }
    /// The transform, about the anchor point.
    public var transform: CATransform3D {
      get { world.locked { _ in CATransform3D(base.transform) } }
      set { change { $0.transform = newValue.transform } }
    }
    /// The transform applied to the sublayers.
    public var sublayerTransform: CATransform3D {
      get { world.locked { _ in CATransform3D(base.sublayerTransform) } }
      set { change { $0.sublayerTransform = newValue.transform } }
    }
    /// The frame in the superlayer, derived from position, bounds and anchor point (L6); setting
    /// it sets the bounds' size and the position.
    public var frame: CGRect {
      get { world.locked { _ in CGRect(base.model.frame) } }
      set {
        change { layer in
          let size = Size(newValue.size)
          layer.bounds = Rect(origin: layer.bounds.origin, size: size)
          layer.position = Point(
            x: Double(newValue.origin.x) + layer.anchorPoint.x * size.width,
            y: Double(newValue.origin.y) + layer.anchorPoint.y * size.height)
        }
      }
    }
    /// Whether the layer is hidden.
    public var isHidden: Bool {
      get { world.locked { _ in base.isHidden } }
      set { change { $0.isHidden = newValue } }
    }
    /// The opacity, 0 to 1.
    public var opacity: Float {
      get { world.locked { _ in Float(finiteFrom: base.opacity) } }
      set { change { $0.opacity = Double(newValue) } }
    }
    /// The background colour; `nil` is transparent.
    public var backgroundColor: CGColor? {
      get {
        world.locked { _ in base.backgroundColor == .clear ? nil : CGColor(base.backgroundColor) }
      }
      set { change { $0.backgroundColor = newValue?.color ?? .clear } }
    }
    /// The border colour.
    public var borderColor: CGColor? {
      get { world.locked { _ in base.borderColor == .clear ? nil : CGColor(base.borderColor) } }
      set { change { $0.borderColor = newValue?.color ?? .clear } }
    }
    /// The border width.
    public var borderWidth: CGFloat {
      get { world.locked { _ in CGFloat(base.borderWidth) } }
      set { change { $0.borderWidth = Double(newValue) } }
    }
    /// The corner radius.
    public var cornerRadius: CGFloat {
      get { world.locked { _ in CGFloat(base.cornerRadius) } }
      set { change { $0.cornerRadius = Double(newValue) } }
    }
    /// The shadow colour.
    public var shadowColor: CGColor? {
      get { world.locked { _ in base.shadowColor == .clear ? nil : CGColor(base.shadowColor) } }
      set { change { $0.shadowColor = newValue?.color ?? .clear } }
    }
    /// The shadow opacity.
    public var shadowOpacity: Float {
      get { world.locked { _ in Float(finiteFrom: base.shadowOpacity) } }
      set { change { $0.shadowOpacity = Double(newValue) } }
    }
    /// The shadow offset.
    public var shadowOffset: CGSize {
      get { world.locked { _ in CGSize(base.shadowOffset) } }
      set { change { $0.shadowOffset = Size(newValue) } }
    }
    /// The shadow blur radius.
    public var shadowRadius: CGFloat {
      get { world.locked { _ in CGFloat(base.shadowRadius) } }
      set { change { $0.shadowRadius = Double(newValue) } }
    }
    /// The part of the contents shown, in unit coordinates.
    public var contentsRect: CGRect {
      get { world.locked { _ in CGRect(base.contentsRect) } }
      set { change { $0.contentsRect = Rect(newValue) } }
    }
    /// Whether sublayers are clipped to the bounds.
    public var masksToBounds: Bool {
      get { world.locked { _ in base.masksToBounds } }
      set { change { $0.masksToBounds = newValue } }
    }
    /// Whether the back of the layer shows.
    public var isDoubleSided: Bool {
      get { world.locked { _ in base.isDoubleSided } }
      set { change { $0.isDoubleSided = newValue } }
    }

    /// The transform as an affine one (`affineTransform()`): its m11, m12, m21, m22, m41, m42.
    public func affineTransform() -> CGAffineTransform {
      CATransform3DGetAffineTransform(transform)
    }

    /// Sets the transform to an affine one (`setAffineTransform(_:)`), animating as any change
    /// of `transform` does (I1).
    public func setAffineTransform(_ m: CGAffineTransform) {
      transform = CATransform3DMakeAffineTransform(m)
    }

    // MARK: Display and layout (flags and hooks: LayerKit draws nothing and has no layout)

    private var displayNeeded = false
    private var layoutNeeded = false

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
    /// layers override it, and LayerKit, which does not draw, only keeps the answer.
    open class func needsDisplay(forKey key: String) -> Bool { false }
    /// Whether a bounds change marks the content (`needsDisplayOnBoundsChange`), stored.
    @WorldLocked public var needsDisplayOnBoundsChange: Bool = false
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

    // MARK: Drawing (stored and read back; LayerKit does not render)

    /// The layer whose alpha masks this one (`mask`); stored, not drawn.
    @WorldLocked public var mask: CALayer? = nil
    /// The contents, usually a `CGImage` (`contents`); stored, not drawn.
    @WorldLocked public var contents: Any? = nil
    /// How the contents fit the bounds (`contentsGravity`); `.resize` by default.
    @WorldLocked public var contentsGravity = CALayerContentsGravity.resize
    /// Pixels per point of the contents (`contentsScale`); 1 by default.
    @WorldLocked public var contentsScale: CGFloat = 1
    /// The shape of the shadow (`shadowPath`); stored, not drawn.
    @WorldLocked public var shadowPath: CGPath? = nil
    /// Whether the layer promises to be opaque (`isOpaque`).
    @WorldLocked public var isOpaque: Bool = false
    /// Whether the layer is drawn once into a bitmap (`shouldRasterize`).
    @WorldLocked public var shouldRasterize: Bool = false
    /// The scale of that bitmap (`rasterizationScale`); 1 by default.
    @WorldLocked public var rasterizationScale: CGFloat = 1
    /// Whether edges are antialiased (`allowsEdgeAntialiasing`); `false` by default.
    @WorldLocked public var allowsEdgeAntialiasing: Bool = false
    /// Whether the layer and its sublayers fade as one (`allowsGroupOpacity`); `true` by default.
    @WorldLocked public var allowsGroupOpacity: Bool = true
    /// Whether the layer's geometry is flipped vertically (`isGeometryFlipped`).
    @WorldLocked public var isGeometryFlipped: Bool = false
    /// Whether drawing is queued to a background thread (`drawsAsynchronously`).
    @WorldLocked public var drawsAsynchronously: Bool = false
    /// The stretchable part of the contents, in unit coordinates (`contentsCenter`); all of it
    /// by default.
    @WorldLocked public var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The filter when the contents shrink (`minificationFilter`); `.linear` by default.
    @WorldLocked public var minificationFilter = CALayerContentsFilter.linear
    /// The filter when the contents grow (`magnificationFilter`); `.linear` by default.
    @WorldLocked public var magnificationFilter = CALayerContentsFilter.linear
    /// The curve of the rounded corners (`cornerCurve`); `.circular` by default.
    @WorldLocked public var cornerCurve = CALayerCornerCurve.circular
    /// Which corners `cornerRadius` rounds (`maskedCorners`); all four by default.
    @WorldLocked public var maskedCorners: CACornerMask = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]

    // MARK: Media timing (T12: a layer is a timed object)

    /// When the layer's active interval and time start, in its superlayer's time (`beginTime`,
    /// rule T12): before it the layer and its sublayers show their model values.
    public var beginTime: CFTimeInterval {
      get { world.locked { _ in base.beginTime } }
      set { world.locked { _ in base.beginTime = newValue } }
    }
    /// The rate of the layer's time; 0 pauses it (`speed`, T1, L3).
    public var speed: Float {
      get { world.locked { _ in Float(finiteFrom: base.speed) } }
      set { world.locked { _ in base.speed = Double(newValue) } }
    }
    /// An offset into the layer's time (`timeOffset`, T1, L3).
    public var timeOffset: CFTimeInterval {
      get { world.locked { _ in base.timeOffset } }
      set { world.locked { _ in base.timeOffset = newValue } }
    }
    /// One cycle of the layer's time (`duration`, T12): infinite by default; a finite one folds
    /// the time the layer's animations see into cycles and ends the layer's active interval.
    public var duration: CFTimeInterval {
      get { world.locked { _ in base.duration } }
      set { world.locked { _ in base.duration = newValue } }
    }
    /// How many cycles the layer is active for (`repeatCount`, T5, T12).
    public var repeatCount: Float {
      get { world.locked { _ in Float(finiteFrom: base.repeatCount) } }
      set { world.locked { _ in base.repeatCount = Double(newValue) } }
    }
    /// How long the layer is active for (`repeatDuration`, T5, T12).
    public var repeatDuration: CFTimeInterval {
      get { world.locked { _ in base.repeatDuration } }
      set { world.locked { _ in base.repeatDuration = newValue } }
    }
    /// Whether each cycle runs forwards then backwards (`autoreverses`, T4, T12).
    public var autoreverses: Bool {
      get { world.locked { _ in base.autoreverses } }
      set { world.locked { _ in base.autoreverses = newValue } }
    }
    /// Whether the layer stays active outside its active interval (`fillMode`, F1, T12). A
    /// constant other than the four is kept as given and acts as `removed`.
    public var fillMode: CAMediaTimingFillMode {
      get { world.locked { _ in storedFillMode } }
      set {
        world.locked { _ in
          storedFillMode = newValue
          base.fillMode = FillMode(rawValue: newValue.rawValue) ?? .removed
        }
      }
    }
    private var storedFillMode = CAMediaTimingFillMode.removed

    /// `t` in `layer`'s time converted to this layer's (`convertTime(_:from:)`, L2); `nil` is
    /// media time. 0 when a layer on the way down to this one is inactive at the converted
    /// time (T12).
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
      world.locked { _ in base.convertTime(t, from: layer?.base) }
    }

    /// `t` in this layer's time converted to `layer`'s (`convertTime(_:to:)`, L2); 0 when a
    /// layer on the way down to `layer` is inactive at the converted time (T12).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
      world.locked { _ in base.convertTime(t, to: layer?.base) }
    }

    // MARK: The tree

    /// The superlayer, if any.
    public var superlayer: CALayer? { world.locked { _ in storedSuperlayer } }
    private weak var storedSuperlayer: CALayer?

    /// The sublayers, back to front; `nil` when there are none.
    public var sublayers: [CALayer]? {
      get { world.locked { _ in storedSublayers.isEmpty ? nil : storedSublayers } }
      set {
        world.locked { _ in
          for layer in storedSublayers { layer.removeFromSuperlayer() }
          for layer in newValue ?? [] { addSublayer(layer) }
        }
      }
    }

    /// Appends `layer` to the sublayers (`addSublayer(_:)`).
    public func addSublayer(_ layer: CALayer) {
      world.locked { _ in insertSublayer(layer, at: UInt32(storedSublayers.count)) }
    }

    /// Inserts `layer` at `index` (`insertSublayer(_:at:)`); a layer cannot become its own
    /// ancestor, nor the sublayer of a layer of another world (nothing happens then).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
      guard layer !== self, !layer.isCopy, !isCopy, layer.world === world else { return }
      world.locked { _ in
        // Only a layer with sublayers can be an ancestor of this one.
        if !layer.storedSublayers.isEmpty {
          var ancestor: CALayer? = self
          while let current = ancestor {
            if current === layer { return }
            ancestor = current.storedSuperlayer
          }
        }
        layer.detach()
        let position = min(Int(index), storedSublayers.count)
        guard base.insertSublayer(layer.base, at: position) else { return }
        storedSublayers.insert(layer, at: position)
        layer.storedSuperlayer = self
      }
    }

    /// Inserts `layer` just above `sibling` among the sublayers (`insertSublayer(_:above:)`); at
    /// the top when `sibling` is not one of them.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
      world.locked { _ in
        let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s } }
        insertSublayer(layer, at: UInt32(index.map { $0 + 1 } ?? storedSublayers.count))
      }
    }

    /// Inserts `layer` just below `sibling` among the sublayers (`insertSublayer(_:below:)`); at
    /// the bottom when `sibling` is not one of them.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
      world.locked { _ in
        let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s } }
        insertSublayer(layer, at: UInt32(index ?? 0))
      }
    }

    /// Puts `newLayer` where `oldLayer` is among the sublayers, and removes `oldLayer`
    /// (`replaceSublayer(_:with:)`); nothing happens when `oldLayer` is not a sublayer.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
      world.locked { _ in
        guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }),
          oldLayer !== newLayer
        else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
      }
    }

    // MARK: Coordinate spaces

    /// The matrix taking this layer's coordinates to its superlayer's: the bounds' origin and
    /// anchor point moved to the origin, the transform, then the position, and the superlayer's
    /// sublayer transform about its own anchor point (L6, row vectors as Core Animation).
    private var toSuperlayer: Transform3D {
      let model = base.model
      let size = model.bounds.size
      let anchor = Point(
        x: model.bounds.origin.x + model.anchorPoint.x * size.width,
        y: model.bounds.origin.y + model.anchorPoint.y * size.height)
      var matrix = Transform3D(translationX: -anchor.x, y: -anchor.y, z: -model.anchorPointZ)
        .concatenating(model.transform)
        .concatenating(
          Transform3D(translationX: model.position.x, y: model.position.y, z: model.zPosition))
      if let parent = storedSuperlayer {
        let p = parent.base.model
        let center = Point(
          x: p.bounds.origin.x + p.anchorPoint.x * p.bounds.size.width,
          y: p.bounds.origin.y + p.anchorPoint.y * p.bounds.size.height)
        matrix = matrix.concatenating(Transform3D(translationX: -center.x, y: -center.y, z: 0))
          .concatenating(p.sublayerTransform)
          .concatenating(Transform3D(translationX: center.x, y: center.y, z: 0))
      }
      return matrix
    }

    /// The matrix taking this layer's coordinates to the root's: each `toSuperlayer` in turn.
    private var toRoot: Transform3D {
      var matrix = Transform3D.identity
      var layer: CALayer? = self
      while let current = layer {
        matrix = matrix.concatenating(current.toSuperlayer)
        layer = current.storedSuperlayer
      }
      return matrix
    }

    /// `point` in `layer`'s coordinates, converted to this layer's (`convert(_:from:)`), through
    /// their transforms (projected onto z = 0); `nil` is the root's space.
    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
      world.locked { _ in
        let from = layer?.toRoot ?? .identity
        guard let back = toRoot.inverted() else { return point }
        return CGPoint(from.concatenating(back).apply(to: Point(point)))
      }
    }

    /// `point` in this layer's coordinates, converted to `layer`'s (`convert(_:to:)`).
    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
      world.locked { _ in
        let back = layer.map { $0.toRoot.inverted() } ?? .identity
        guard let back else { return point }
        return CGPoint(toRoot.concatenating(back).apply(to: Point(point)))
      }
    }

    /// `rect` in `layer`'s coordinates, converted to this layer's: the smallest rectangle that
    /// holds its converted corners (`convert(_:from:)`).
    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
      CGRect(bounding: rect.corners.map { convert($0, from: layer) })
    }

    /// `rect` in this layer's coordinates, converted to `layer`'s (`convert(_:to:)`).
    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
      CGRect(bounding: rect.corners.map { convert($0, to: layer) })
    }

    /// Detaches the layer from its superlayer (`removeFromSuperlayer()`); it stays in the world.
    public func removeFromSuperlayer() {
      world.locked { _ in
        guard storedSuperlayer != nil else { return }
        detach()
      }
    }

    private func detach() {
      if let parent = storedSuperlayer {
        let index = parent.storedSublayers.indexOfIdentical(self)
        if let index { parent.storedSublayers.remove(at: index) }
        storedSuperlayer = nil
      }
      base.removeFromSuperlayer()
    }

    // MARK: Animations

    /// Adds a copy of `anim` under `key` (`add(_:forKey:)`, L7); an animation under the same key
    /// is replaced. An animation LayerKit refuses is not added; ``lastAnimationError`` says why.
    public func add(_ anim: CAAnimation, forKey key: String?) {
      guard let copy = anim.copy() as? CAAnimation else { return }
      world.locked { _ in
        do {
          let animation = try copy.layerKitAnimation()
          world.ensureTransaction()
          let adapter = AnimationDelegateAdapter(layer: self, key: key, animation: copy)
          try base.add(animation, forKey: key, delegate: adapter)
          if let key { added[key] = copy }
          lastAnimationError = nil
        } catch {
          refuse(error, in: "add(_:forKey: \(key.map { "\"\($0)\"" } ?? "nil"))")
        }
      }
    }

    /// Forgets `animation`, added under `key`, once LayerKit no longer runs it there (it ended
    /// and was removed, or was removed or replaced); one kept to fill forwards stays listed.
    fileprivate func forget(_ animation: CAAnimation, forKey key: String) {
      world.locked { _ in
        guard added[key] === animation, base.animation(forKey: key) == nil else { return }
        added[key] = nil
      }
    }

    /// The animation running under `key`, as it was added (`animation(forKey:)`).
    public func animation(forKey key: String) -> CAAnimation? {
      world.locked { _ in base.animation(forKey: key) == nil ? nil : added[key] }
    }

    /// The keys of the running animations, in the order added; `nil` when there are none
    /// (`animationKeys()`).
    public func animationKeys() -> [String]? {
      let keys = world.locked { _ in base.animationKeys() }
      return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key` (`removeAnimation(forKey:)`); its delegate hears it
    /// stopped unfinished (E2).
    public func removeAnimation(forKey key: String) {
      world.locked { _ in
        _ = base.removeAnimation(forKey: key)
        added[key] = nil
      }
    }

    /// Removes every animation (`removeAllAnimations()`).
    public func removeAllAnimations() {
      world.locked { _ in
        base.removeAllAnimations()
        added.removeAll()
      }
    }

    /// The layer as it looks now, at ``CACurrentMediaTime()``: a copy whose properties are the
    /// presentation values (`presentation()`, F4). LayerKit can always compute it, so it is never
    /// `nil`.
    public func presentation() -> Self? {
      let copy = Self(layerKitCopyOf: self)
      world.locked { tree in
        copy.base.model = isCopy ? base.model : base.presentation(at: tree.clock.currentMediaTime)
      }
      return copy
    }

    /// The model layer (`model()`): the layer itself, or for a presentation copy, the copy.
    public func model() -> Self { self }

    // MARK: Key-value coding

    /// The value at `keyPath` (`value(forKeyPath:)`): for an animatable key path (L5) the model
    /// value as iOS reads it (`NSNumber`, `CGPoint`, `CATransform3D`, …); otherwise what
    /// ``setValue(_:forKeyPath:)`` stored.
    open func value(forKeyPath keyPath: String) -> Any? {
      world.locked { _ in
        guard let path = AnimatableKeyPath(exactly: keyPath),
          path.property.belongs(to: base.kind)
        else { return extraValues[keyPath] }
        return CAValue.any(base.model[path])
      }
    }

    /// The value for `key` (`value(forKey:)`): ``value(forKeyPath:)`` of the one-key path.
    open func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// Sets the value for `key` (`setValue(_:forKey:)`): ``setValue(_:forKeyPath:)`` of the
    /// one-key path.
    open func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    /// Sets the value at `keyPath` (`setValue(_:forKeyPath:)`): an animatable key path sets the
    /// model (with an implicit animation, I1); any other key is stored. A value of the wrong
    /// kind is ignored, as Core Animation ignores it, and kept in ``lastAnimationError``.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
      world.locked { _ in setLockedValue(value, forKeyPath: keyPath) }
    }

    private func setLockedValue(_ value: Any?, forKeyPath keyPath: String) {
      guard let path = AnimatableKeyPath(exactly: keyPath),
        path.property.belongs(to: base.kind)
      else {
        extraValues[keyPath] = value
        return
      }
      guard let value else { return }
      do {
        let converted = try CAValue.read(value, as: path.valueKind, field: keyPath)
        var failure: (any Error)?
        change { layer in
          do { try layer.setValue(converted, forKeyPath: keyPath) } catch { failure = error }
        }
        if let failure {
          refuse(failure, in: "setValue(_:forKeyPath: \"\(keyPath)\")")
        } else {
          lastAnimationError = nil
        }
      } catch {
        refuse(error, in: "setValue(_:forKeyPath: \"\(keyPath)\")")
      }
    }

    // MARK: Actions (I4)

    /// Actions by key; `NSNull()` for none (`actions`).
    public var actions: [String: any CAAction]? {
      get { world.locked { _ in storedActions } }
      set {
        var table: [String: LayerAction] = [:]
        for (key, action) in newValue ?? [:] {
          if let animation = action as? CAAnimation,
            let converted = try? animation.layerKitAnimation()
          {
            table[key] = .animation(converted)
          } else if action is NSNull {
            table[key] = .noAction
          }
        }
        world.locked { _ in
          storedActions = newValue
          base.actions = table
        }
      }
    }
    private var storedActions: [String: any CAAction]?

    /// Decides actions before ``actions`` (`delegate`).
    public var delegate: (any CALayerDelegate)? {
      get { world.locked { _ in storedDelegate } }
      set {
        world.locked { _ in
          storedDelegate = newValue
          delegateAdapter = newValue.map { _ in DelegateAdapter(layer: self) }
          base.delegate = delegateAdapter
        }
      }
    }
    private weak var storedDelegate: (any CALayerDelegate)?

    /// Routes LayerKit's action lookup to the Core Animation delegate; an animation it returns
    /// keeps its own delegate and is listed by ``animation(forKey:)``, as in Core Animation.
    private final class DelegateAdapter: LayerDelegate {
      weak var layer: CALayer?
      /// The animation the delegate just returned, and for which key, until LayerKit asks for
      /// its delegate.
      private var pending: (key: String, animation: CAAnimation)?
      init(layer: CALayer) { self.layer = layer }
      func action(for _: Layer, forKey key: String) -> LayerAction? {
        pending = nil
        guard let layer, let action = layer.delegate?.action(for: layer, forKey: key) else {
          return nil
        }
        if let animation = action as? CAAnimation,
          let converted = try? animation.layerKitAnimation()
        {
          pending = (key, animation)
          return .animation(converted)
        }
        return .noAction
      }
      func animationDelegate(
        forActionOf _: Layer, forKey key: String
      ) -> (any AnimationDelegate)? {
        defer { pending = nil }
        guard let layer, let (actionKey, action) = pending, actionKey == key else { return nil }
        // Kept as a copy, as `add(_:forKey:)` keeps one.
        let animation = (action.copy() as? CAAnimation) ?? action
        layer.added[key] = animation
        return AnimationDelegateAdapter(layer: layer, key: key, animation: animation)
      }
    }
  }

  /// Routes LayerKit's animation events to the Core Animation delegate of the animation that
  /// was added, outside the world's lock (``CAWorld``), and lets the layer forget the animation
  /// once it has left (so that nothing of a finished animation, its strong delegate above all,
  /// outlives it).
  final class AnimationDelegateAdapter: AnimationDelegate {
    private weak var layer: CALayer?
    private let key: String?
    let animation: CAAnimation

    init(layer: CALayer, key: String?, animation: CAAnimation) {
      self.layer = layer
      self.key = key
      self.animation = animation
    }

    func animationDidStart(_ event: AnimationEvent, layer _: Layer) {
      guard let delegate = animation.delegate, let world = layer?.world else { return }
      let animation = animation
      world.queueCallback { delegate.animationDidStart(animation) }
    }

    func animationDidStop(_ event: AnimationEvent, layer _: Layer, finished: Bool) {
      guard let layer else { return }
      if let key { layer.forget(animation, forKey: key) }
      guard let delegate = animation.delegate else { return }
      let animation = animation
      layer.world.queueCallback { delegate.animationDidStop(animation, finished: finished) }
    }
  }
#endif
