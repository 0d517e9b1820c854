#if !canImport(UIKit)
  import Foundation
  import LayerKit
  import LayerKitQuartzCore

  /// The base of UIKit's responder chain (`UIResponder`), here only so that views and user
  /// classes that name it compile; LayerKit has no events to deliver.
  open class UIResponder: NSObject {}

  /// A view backed by a layer, as UIKit's `UIView` (rule U1 of the rule book): its geometry and
  /// appearance are its layer's, its layer's delegate is the view, and the view decides its
  /// layer's actions, so that a change **animates only inside an animation block**
  /// (`UIView.animate(withDuration:animations:)`, U2) and never outside one.
  ///
  /// | View property | Layer key path | Note |
  /// | --- | --- | --- |
  /// | `frame` | `position`, `bounds.size` | through the layer's `frame` (L4) |
  /// | `bounds` | `bounds` | |
  /// | `center` | `position` | |
  /// | `transform` | `transform` | the affine transform as a 3-D one |
  /// | `transform3D` | `transform` | |
  /// | `alpha` | `opacity` | `Float` on the layer |
  /// | `backgroundColor` | `backgroundColor` | `UIColor` ↔ `CGColor` |
  /// | `isHidden` | `hidden` | never animated (U1) |
  /// | `clipsToBounds` | `masksToBounds` | |
  /// | `isOpaque` | `isOpaque` | |
  ///
  ///     let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  ///     card.alpha = 0                                 // immediate: no block
  ///     UIView.animate(withDuration: 0.3) { card.alpha = 1 }
  ///     CAMediaClock.advance(by: 0.15)
  ///     card.layer.presentation()?.opacity             // on its way to 1
  ///
  /// Like its layer, a view lives in the world it was made in (`CAMediaClock`). Like UIKit's, a
  /// view is used from one thread at a time (its layer is safe from any, the view tree is not).
  open class UIView: UIResponder, CALayerDelegate {
    /// The class of layer a view of this class makes (`layerClass`), with its `init()`:
    /// `CALayer` unless a subclass says otherwise.
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer that shows the view (`layer`), whose delegate is the view.
    public let layer: CALayer

    /// Lets the subviews that die with the view go one level at a time, so that releasing a
    /// chain of views of any depth never runs one `deinit` inside another.
    deinit {
      releaseOneLevelAtATime(&subviews) { view in
        defer { view.subviews = [] }
        return view.subviews
      }
    }

    /// A view with `frame` (`init(frame:)`).
    public init(frame: CGRect) {
      layer = Self.makeLayer()
      super.init()
      adoptLayer()
      layer.frame = frame
    }

    /// A view with a zero frame (`init()`).
    public convenience override init() {
      self.init(frame: .zero)
    }

    /// A view from an archive (`init(coder:)`): LayerKit reads no archives, so this makes a view
    /// with a zero frame. Present so that subclasses that must implement it compile.
    public required init?(coder: NSCoder) {
      layer = Self.makeLayer()
      super.init()
      adoptLayer()
    }

    /// A new layer of the class's ``layerClass``, `CALayer` if that is not a layer class.
    private static func makeLayer() -> CALayer {
      CALayer.makeLayer(of: (layerClass as? CALayer.Type) ?? CALayer.self)
    }

    /// Becomes the layer's delegate; its changes make actions from its first turn on (U1).
    private func adoptLayer() {
      layer.animatesWhenNew = true
      layer.delegate = self
    }

    // MARK: Geometry (U1)

    /// The frame in the superview's coordinates (`frame`): the layer's frame.
    open var frame: CGRect {
      get { layer.frame }
      set { layer.frame = newValue }
    }
    /// The bounds (`bounds`): the layer's bounds.
    open var bounds: CGRect {
      get { layer.bounds }
      set { layer.bounds = newValue }
    }
    /// The centre in the superview's coordinates (`center`): the layer's position.
    open var center: CGPoint {
      get { layer.position }
      set { layer.position = newValue }
    }
    /// The affine transform about the centre (`transform`): the layer's transform, which must be
    /// affine for the read to be exact (a 3-D part is dropped, as UIKit drops it).
    open var transform: CGAffineTransform {
      get { layer.affineTransform() }
      set { layer.setAffineTransform(newValue) }
    }
    /// The 3-D transform (`transform3D`): the layer's transform.
    open var transform3D: CATransform3D {
      get { layer.transform }
      set { layer.transform = newValue }
    }

    // MARK: Appearance (U1)

    /// The opacity (`alpha`): the layer's `opacity`.
    open var alpha: CGFloat {
      get { CGFloat(layer.opacity) }
      set { layer.opacity = Float(finiteFrom: Double(newValue)) }
    }
    /// The background colour (`backgroundColor`): the layer's, as a `UIColor`.
    open var backgroundColor: UIColor? {
      get { layer.backgroundColor.map { UIColor(cgColor: $0) } }
      set { layer.backgroundColor = newValue?.cgColor }
    }
    /// Whether the view is hidden (`isHidden`): the layer's `isHidden`; never animated.
    open var isHidden: Bool {
      get { layer.isHidden }
      set { layer.isHidden = newValue }
    }
    /// Whether subviews are clipped to the bounds (`clipsToBounds`): the layer's
    /// `masksToBounds`.
    open var clipsToBounds: Bool {
      get { layer.masksToBounds }
      set { layer.masksToBounds = newValue }
    }
    /// Whether the view is opaque (`isOpaque`): the layer's `isOpaque`.
    open var isOpaque: Bool {
      get { layer.isOpaque }
      set { layer.isOpaque = newValue }
    }
    /// Stored and read back (`isUserInteractionEnabled`); LayerKit has no touches.
    open var isUserInteractionEnabled = true
    /// A number to find the view by (`tag`, ``viewWithTag(_:)``).
    open var tag = 0
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // (UIKit declares it `UIColor!`: iOS code reads `tintColor.cgColor` without unwrapping.)
    /// The tint (`tintColor`, implicitly unwrapped as in UIKit): the view's own when set, else
    /// its superview's, else the system blue UIKit starts from; setting `nil` goes back to
    /// inheriting. LayerKit does not draw with it.
    open var tintColor: UIColor! {
      get {
        // Up the tree without recursion: a deep tree cannot exhaust the stack.
        var view: UIView? = self
        while let current = view {
          if let own = current.ownTintColor { return own }
          view = current.superview
        }
        return .systemBlue
      }
      set { ownTintColor = newValue }
    }
    /// The tint set on this view, if any.
    private var ownTintColor: UIColor?
    /// How the view would resize with its superview (`autoresizingMask`); stored and read back
    /// (LayerKit lays nothing out by itself).
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the autoresizing mask stands for constraints
    /// (`translatesAutoresizingMaskIntoConstraints`); stored and read back.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints the view holds (``NSLayoutConstraint``: kept, not solved).
    var layoutConstraints: [NSLayoutConstraint] = []

    // MARK: Coordinates

    /// `point` in this view's coordinates, in `view`'s (`convert(_:to:)`): through the layers'
    /// geometry and transforms (`CALayer.convert(_:to:)`); `nil` is the top of the tree.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
      layer.convert(point, to: view?.layer)
    }

    /// `point` in `view`'s coordinates, in this view's (`convert(_:from:)`).
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
      layer.convert(point, from: view?.layer)
    }

    /// `rect` in this view's coordinates, in `view`'s: the smallest rectangle around its
    /// converted corners (`convert(_:to:)`).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
      layer.convert(rect, to: view?.layer)
    }

    /// `rect` in `view`'s coordinates, in this view's (`convert(_:from:)`).
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
      layer.convert(rect, from: view?.layer)
    }

    // MARK: The view tree

    /// The view that holds this one (`superview`).
    open private(set) weak var superview: UIView?
    /// The views this one holds, back to front (`subviews`).
    open private(set) var subviews: [UIView] = []

    /// Adds `view` in front of the others (`addSubview(_:)`), taking it from its superview.
    open func addSubview(_ view: UIView) {
      insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` of ``subviews`` (`insertSubview(_:at:)`), clamped to the
    /// range. A view cannot hold itself, an ancestor, or a view of another world (`CAMediaClock`):
    /// the call then changes nothing, and a strict world hears why.
    open func insertSubview(_ view: UIView, at index: Int) {
      guard canHold(view, in: "insertSubview(_:at:)") else { return }
      view.removeFromSuperview()
      view.willMove(toSuperview: self)
      // An override of willMove(toSuperview:) may have put the view somewhere, even above this
      // one: take it back out, quietly, so that it has one superview, and check again.
      if view.superview != nil { view.detachFromSuperview() }
      guard canHold(view, in: "insertSubview(_:at:)") else { return }
      let position = max(0, min(index, subviews.count))
      subviews.insert(view, at: position)
      view.superview = self
      layer.insertSublayer(view.layer, at: UInt32(sublayerIndex(forSubviewAt: position)))
      checkTree()
      didAddSubview(view)
      view.didMoveToSuperview()
    }

    /// Inserts `view` just above `sibling` (`insertSubview(_:aboveSubview:)`), or at the front
    /// when `sibling` is not a subview.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
      guard sibling !== view, canHold(view, in: "insertSubview(_:aboveSubview:)") else { return }
      view.removeFromSuperview()
      let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
      insertSubview(view, at: index)
    }

    /// Inserts `view` just below `sibling` (`insertSubview(_:belowSubview:)`), or at the back
    /// when `sibling` is not a subview.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
      guard sibling !== view, canHold(view, in: "insertSubview(_:belowSubview:)") else { return }
      view.removeFromSuperview()
      insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Moves `view` to the front (`bringSubviewToFront(_:)`).
    open func bringSubviewToFront(_ view: UIView) {
      guard view.superview === self else { return }
      addSubview(view)
    }

    /// Moves `view` to the back (`sendSubviewToBack(_:)`).
    open func sendSubviewToBack(_ view: UIView) {
      guard view.superview === self else { return }
      insertSubview(view, at: 0)
    }

    /// Takes the view out of its superview (`removeFromSuperview()`).
    open func removeFromSuperview() {
      guard let parent = superview else { return }
      parent.willRemoveSubview(self)
      willMove(toSuperview: nil)
      detachFromSuperview()
      parent.checkTree()
      didMoveToSuperview()
    }

    /// Takes the view and its layer out of its superview, calling nothing.
    private func detachFromSuperview() {
      guard let parent = superview else { return }
      let index = parent.subviews.indexOfIdentical(self)
      if let index { parent.subviews.remove(at: index) }
      superview = nil
      layer.removeFromSuperlayer()
    }

    /// Whether this view can hold `view`: not itself, not one of its ancestors, and of the same
    /// world; otherwise a strict world hears of the refused `call`.
    private func canHold(_ view: UIView, in call: String) -> Bool {
      let problem: String
      if view === self {
        problem = "a view cannot hold itself"
      } else if view.layer.world !== layer.world {
        problem = "the view belongs to another world (CAMediaClock.withIsolatedWorld)"
      } else if !view.subviews.isEmpty, isDescendant(of: view) {
        problem = "the view is an ancestor of this one"
      } else {
        return true
      }
      layer.world.refused("\(type(of: self)): \(call): \(problem); nothing changed")
      return false
    }

    /// Called before the view moves to `newSuperview` (`nil`: leaves its superview)
    /// (`willMove(toSuperview:)`); does nothing unless overridden.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a superview or left one (`didMoveToSuperview()`): where
    /// iOS code often starts an appearance animation. Does nothing unless overridden.
    open func didMoveToSuperview() {}
    /// Called after `subview` was added (`didAddSubview(_:)`); does nothing unless overridden.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed (`willRemoveSubview(_:)`); does nothing unless
    /// overridden.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Whether `view` is this view or below it (`isDescendant(of:)`).
    open func isDescendant(of view: UIView) -> Bool {
      var current: UIView? = self
      while let next = current {
        if next === view { return true }
        current = next.superview
      }
      return false
    }

    /// The first view with `tag` in a depth-first walk from this one (`viewWithTag(_:)`).
    open func viewWithTag(_ tag: Int) -> UIView? {
      var pending: [UIView] = [self]
      while let view = pending.popLast() {
        if view.tag == tag { return view }
        pending.append(contentsOf: view.subviews.reversed())
      }
      return nil
    }

    /// Where the layer of the subview at `position` goes among the layer's sublayers: after the
    /// layers of the subviews before it (sublayers added directly keep their places). The
    /// everyday case, a subview added in front of the others, goes in front at once.
    private func sublayerIndex(forSubviewAt position: Int) -> Int {
      guard position > 0, let sublayers = layer.sublayers else { return 0 }
      let previous = subviews[position - 1].layer
      if sublayers.last === previous { return sublayers.count }
      return (sublayers.lastIndex { $0 === previous } ?? sublayers.count - 1) + 1
    }

    /// Checks, under `-D LAYERKIT_CHECK_INVARIANTS`, that the view tree and the layer tree
    /// agree here: each subview's superview is this view, its layer a sublayer of this view's
    /// layer, in the subviews' order.
    private func checkTree() {
      #if LAYERKIT_CHECK_INVARIANTS
        let sublayers = layer.sublayers ?? []
        var last = -1
        for view in subviews {
          precondition(view.superview === self, "UIView: a subview names another superview")
          precondition(view.layer.superlayer === layer, "UIView: a subview's layer is elsewhere")
          guard let index = sublayers.firstIndex(where: { $0 === view.layer }), index > last else {
            preconditionFailure("UIView: the subviews' layers are out of order")
          }
          last = index
        }
      #endif
    }

    // MARK: Size and drawing (kept and read back: LayerKit has no layout engine and draws nothing)

    /// How the content fits the bounds (`contentMode`).
    open var contentMode = ContentMode.scaleToFill

    /// The size the view would like (`intrinsicContentSize`): none of its own, as UIKit's
    /// `noIntrinsicMetric` in both dimensions, unless a subclass says.
    open var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// No intrinsic size in a dimension (`UIView.noIntrinsicMetric`).
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size that fits `size` (`sizeThatFits(_:)`): the current size unless overridden.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its size (`sizeToFit()`).
    open func sizeToFit() {
      bounds.size = sizeThatFits(bounds.size)
    }

    /// Marks the view for drawing (`setNeedsDisplay()`): LayerKit draws nothing, so this only
    /// tells the layer (`CALayer.setNeedsDisplay()`).
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Draws the view's content (`draw(_:)`): never called, as LayerKit does not render.
    open func draw(_ rect: CGRect) {}

    /// Prepares a view loaded from an Interface Builder archive (`awakeFromNib()`, which iOS
    /// declares on `NSObject`): never called, as LayerKit loads no archives; here so that
    /// overrides compile.
    open func awakeFromNib() {}

    // MARK: Layout (a hook: LayerKit has no constraints)

    private var needsLayout = false

    /// Marks the view for layout (`setNeedsLayout()`); inside an animation block with
    /// `.layoutSubviews`, the block lays it out as it ends, so that the layout animates.
    open func setNeedsLayout() {
      needsLayout = true
      layer.world.locked { _ in
        let context = ViewAnimationContext.of(layer.world)
        if !context.blocks.isEmpty { context.pendingLayout.append(self) }
      }
    }

    /// Runs ``layoutSubviews()`` now if the view was marked (`layoutIfNeeded()`), then lays out
    /// the subviews the same way. Inside an animation block the changes it makes animate, as in
    /// UIKit's `layoutIfNeeded()` in an animation block.
    open func layoutIfNeeded() {
      // Down the tree with a list rather than recursion, so that any depth works: each view
      // lays itself out before its subviews, as UIKit does.
      var pending: [UIView] = [self]
      while let view = pending.popLast() {
        if view.needsLayout {
          view.needsLayout = false
          view.layoutSubviews()
        }
        pending += view.subviews.reversed()
      }
    }

    /// Lays out the subviews (`layoutSubviews()`): nothing here; override it to place them.
    open func layoutSubviews() {}

    // MARK: Actions (U1)

    /// The action for a change of `event` on the view's layer (`action(for:forKey:)`): `NSNull`
    /// outside an animation block, so the layer does not animate on its own; inside one, the
    /// block's animation (U2). Override it as in UIKit to return other actions.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
      ViewAnimationContext.action(for: layer, forKey: event)
    }
  }
#endif
