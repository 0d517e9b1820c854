/// A node of the layer tree: model property values, a time space, animations and sublayers.
///
/// Mirrors `CALayer`. A class, because a layer has identity: it sits at one place in a tree, and
/// animations and time conversions refer to it. Everything it computes is a value: the model
/// (``model``), presentation snapshots (``presentation(at:)``) and the animations it stores.
///
///     let clock = ManualMediaClock()
///     let root = Layer(clock: clock)
///     let box = Layer()
///     root.addSublayer(box)
///     box.position = Point(x: 50, y: 50)          // model values, by dynamic member lookup
///     try box.add(BasicAnimation(keyPath: .positionX, from: 50, to: 250, timing: .init(duration: 2)),
///                 forKey: "move")
///     box.presentation(at: 1).position.x          // 150
///
/// Time (<doc:Rules#L1>, T12): a layer is a timed object like an animation. Its local time is
/// its parent's time through ``beginTime``, ``speed`` and ``timeOffset``; the root's parent time
/// is media time, read from the tree the layer belongs to, or else from the ``clock`` of the
/// nearest layer that has one. Its ``duration`` is infinite by default, so it is active from its
/// `beginTime` on; before that (or after a finite active interval that its ``fillMode`` does not
/// cover) it is *inactive*: none of its animations and none of its sublayers' contribute, and
/// the whole subtree shows its model values:
///
///     media time   0 ───────── 8 ─────────── 10 ──▶
///     child         inactive   |7 ────────── 8 ──▶   beginTime 8, speed 0.5, timeOffset 7
///
/// Timing values that make the local time NaN make the layer inactive too.
///
/// Not `Sendable`: a tree belongs to one thread or actor at a time. Two trees never share state.
///
/// The specialised kinds of Core Animation are subclasses: ``ShapeLayer``, ``GradientLayer``,
/// ``ReplicatorLayer`` and ``TextLayer`` (<doc:Rules#Y1>–Y7); a layer's ``kind`` never changes.
@dynamicMemberLookup
public class Layer {
  /// Where the layer is in its tree's frame layout (see `LayerTree.presentation(at:)`). Read on
  /// every frame lookup and written only when the tree lays out its frames, never during one.
  /// Declared first, so that it shares the object's first cache line with the reference count
  /// that a caller holding the layer touches anyway.
  var frameIndex: Int {
    @inline(__always) get { Int(storedFrameIndex) }
    set { storedFrameIndex = Int32(newValue) }
  }
  /// ``frameIndex`` in 32 bits (a frame lays out fewer than 2³¹ layers), beside the next field
  /// in 8 bytes: the layer's stored fields fit 152 bytes, a 160-byte block of the allocator's.
  @exclusivity(unchecked) private var storedFrameIndex: Int32 = -1
  /// Bumped whenever the layer's events are scheduled anew, so that the ones scheduled before
  /// lapse (see `LayerTree`'s schedule).
  var scheduleGeneration: UInt32 = 0

  /// A name for finding the layer (`CALayer.name`).
  public var name: String?

  /// The layer whose drawn alpha masks this layer and its subtree (`CALayer.mask`,
  /// <doc:Rules#R5>): placed in this layer's coordinates, presented at the same media time, and
  /// never one of the sublayers; `nil` by default. Only drawing reads it (`LayerKitRender`).
  public var mask: Layer? {
    get { extras?.mask }
    set { if newValue != nil || extras != nil { extrasForWriting.mask = newValue } }
  }

  /// The model values, shared with other layers until changed (most properties of most layers
  /// keep their defaults, so a new layer costs no storage for them).
  @exclusivity(unchecked) private var modelStorage = ModelStorage.defaults

  /// The model values of the animatable properties (the "model layer", <doc:Rules#F4>).
  ///
  /// Changing a property inside an open transaction of the layer's ``LayerTree``, with actions
  /// enabled, runs the property's action: by default an implicit animation (<doc:Rules#I1>–I4).
  ///
  /// The layer's kind stays: a value of another kind keeps this layer's own kind properties.
  public var model: LayerProperties {
    get { modelStorage.value }
    set {
      let old = modelStorage.value
      var newValue = newValue
      if newValue.kind != old.kind { newValue.kindProperties = old.kindProperties }
      if isKnownUniquelyReferenced(&modelStorage) {
        modelStorage.value = newValue
      } else {
        modelStorage = ModelStorage(newValue)
      }
      // The actions see the animations as they were, evaluated on the old model (I1).
      modelDidChange(from: old)
      if animationState.tracks.refreshModel(from: newValue) {
        // A transform slot widened: the list moved in the store.
        host?.animationsDidChange(on: self)
      }
      host?.modelDidChange()
    }
  }

  /// The layer's timing as one value (`CALayer` adopting `CAMediaTiming`, <doc:Rules#T12>):
  /// the fields below together; a new layer has ``MediaTiming/layerDefault``.
  public var timing: MediaTiming {
    get { timeSpace.timing }
    set { timeSpace = LayerTimeSpace(newValue) }
  }

  /// The start of the layer's active interval and time space in its parent's time (`beginTime`,
  /// <doc:Rules#L1>, T12): before it the layer is inactive unless its ``fillMode`` fills
  /// backwards.
  public var beginTime: Double {
    get { timeSpace.timing.beginTime }
    set { timeSpace.update { $0.beginTime = newValue } }
  }
  /// How fast local time runs against the parent's (`speed`); 0 pauses (L3).
  public var speed: Double {
    get { timeSpace.timing.speed }
    set { timeSpace.update { $0.speed = newValue } }
  }
  /// An offset added to local time (`timeOffset`, L3).
  public var timeOffset: Double {
    get { timeSpace.timing.timeOffset }
    set { timeSpace.update { $0.timeOffset = newValue } }
  }
  /// The length of one cycle of the layer's local time (`duration`, <doc:Rules#T12>): infinite
  /// by default, so local time runs on for ever; a finite duration folds the local time the
  /// layer gives its animations and sublayers into cycles, as a group does (G1), and ends the
  /// active interval after one cycle unless repeated.
  public var duration: Double {
    get { timeSpace.timing.duration }
    set { timeSpace.update { $0.duration = newValue } }
  }
  /// How many cycles the layer is active for (`repeatCount`, T5, T12).
  public var repeatCount: Double {
    get { timeSpace.timing.repeatCount }
    set { timeSpace.update { $0.repeatCount = newValue } }
  }
  /// How long the layer is active for, in its local time (`repeatDuration`, T5, T12).
  public var repeatDuration: Double {
    get { timeSpace.timing.repeatDuration }
    set { timeSpace.update { $0.repeatDuration = newValue } }
  }
  /// Whether each cycle of local time runs forwards then backwards (`autoreverses`, T4, T12).
  public var autoreverses: Bool {
    get { timeSpace.timing.autoreverses }
    set { timeSpace.update { $0.autoreverses = newValue } }
  }
  /// Whether the layer stays active before its begin time and after its end (`fillMode`, F1,
  /// T12); `removed` by default. A layer is never removed: a forwards fill holds its final local
  /// time.
  public var fillMode: FillMode {
    get { timeSpace.timing.fillMode }
    set { timeSpace.update { $0.fillMode = newValue } }
  }

  /// The timing fields together, so that a time conversion reads them in one access.
  var timeSpace: LayerTimeSpace {
    @inline(__always) get { extras?.timeSpace ?? LayerTimeSpace.standard }
    set {
      extrasForWriting.timeSpace = newValue
      host?.timeSpaceDidChange(on: self)
    }
  }

  /// The media clock of this layer and of the sublayers that have none of their own, for layers
  /// outside a ``LayerTree`` (<doc:Rules#E1>); a tree's layers read the tree's clock.
  public var clock: (any MediaClock)? {
    get { extras?.clock }
    set { if newValue != nil || extras != nil { extrasForWriting.clock = newValue } }
  }

  /// The layer's superlayer (`superlayer`), or `nil` for a root.
  public var superlayer: Layer? { parent }

  /// The superlayer, unretained and unchecked: read on every walk up the tree, where a weak
  /// reference cost a side-table load and the slow reference-counting paths on every read
  /// (callgrind, a layer's `presentation(at:)`: about 300 instructions of 2,500).
  ///
  /// Sound because it never outlives its target: it is set only by ``insertSublayer(_:at:)``,
  /// and cleared when the layer leaves its superlayer (``removeFromSuperlayer()``) and, for
  /// every sublayer still attached, by the superlayer's `deinit`, before the superlayer goes.
  /// Written by those alone, never during a read, so the exclusivity check is spared too.
  @exclusivity(unchecked) private(set) unowned(unsafe) var parent: Layer?

  /// The sublayers in back-to-front order (`sublayers`).
  public private(set) var sublayers: [Layer] = []

  /// The animations as given and as compiled. Read by every presentation and written only by
  /// adding and removing animations, never during a read, so the runtime's exclusivity check is
  /// spared.
  @exclusivity(unchecked) var animationState = LayerAnimations()
  /// The tree's rescheduling batch that last visited the layer (after ``animationState``, in
  /// the 4 bytes its end leaves before the next 8-byte field).
  var rescheduleBatch: UInt32 = 0

  /// The tree the layer belongs to, if any: set by ``setHost(_:)`` when the layer joins or
  /// leaves a tree, never during a read (no exclusivity check). Unretained, like ``parent``,
  /// and as sound: a layer has a host only while it is in the host's tree, and the tree's
  /// `deinit` clears every layer of it before the tree goes.
  @exclusivity(unchecked) unowned(unsafe) var host: (any LayerHost)?

  /// The next add-order number for animations added while the layer is in no tree.
  var nextSequence: Int {
    get { extras?.nextSequence ?? 0 }
    set { extrasForWriting.nextSequence = newValue }
  }

  /// The layer's place among its tree's detached top-level layers, or -1 (see
  /// ``LayerHost/keepsDetachedLayers``).
  var detachedIndex: Int32 {
    get { extras?.detachedIndex ?? -1 }
    set { if newValue != -1 || extras != nil { extrasForWriting.detachedIndex = newValue } }
  }

  /// An action source for this layer's property changes (`CALayer.delegate`, <doc:Rules#I4>),
  /// held weakly.
  public var delegate: (any LayerDelegate)? {
    get { extras?.delegate }
    set { if newValue != nil || extras != nil { extrasForWriting.delegate = newValue } }
  }

  /// Actions by property key (`CALayer.actions`, <doc:Rules#I4>): an entry decides what setting
  /// that property inside a transaction does; ``LayerAction/noAction`` turns the implicit animation
  /// off.
  public var actions: [String: LayerAction] {
    get { extras?.actions ?? [:] }
    set { if !newValue.isEmpty || extras != nil { extrasForWriting.actions = newValue } }
  }

  /// The fields above that most layers never set, in a box of their own made the first time
  /// one is: an everyday layer takes about 200 bytes rather than 310. Owned by this layer alone
  /// and written only by its setters, never during a read.
  @exclusivity(unchecked) private var extras: LayerExtras?

  /// The box, made if there is none yet.
  private var extrasForWriting: LayerExtras {
    if let extras { return extras }
    let made = LayerExtras()
    extras = made
    return made
  }

  /// Creates a layer with default property values, like `CALayer()`.
  ///
  /// - Parameters:
  ///   - name: An optional name.
  ///   - clock: A media clock, usually given to the root layer only.
  public init(name: String? = nil, clock: (any MediaClock)? = nil) {
    self.name = name
    if let clock { extrasForWriting.clock = clock }
  }

  /// Creates a layer of `kind` with its default property values (the subclasses' initialiser).
  init(kind: LayerKind, name: String?, clock: (any MediaClock)?) {
    self.name = name
    self.clock = clock
    if kind != .layer { modelStorage = ModelStorage(LayerProperties(kind: kind)) }
  }

  /// The kind of layer (<doc:Rules#Y7>): which properties it has beyond the base layer's.
  public var kind: LayerKind { modelStorage.value.kind }

  /// Releases the sublayers one level at a time, so that however deep the tree goes, no chain
  /// of deinitialisers runs inside another (a deep tree would exhaust the stack otherwise).
  /// Every layer taken from a dying superlayer forgets it (``parent`` is unretained).
  deinit {
    var pending = sublayers
    sublayers = []
    while var layer = pending.popLast() {
      layer.parent = nil
      // Only a sublayer that dies with us gives up its own sublayers here.
      if isKnownUniquelyReferenced(&layer) {
        pending += layer.sublayers
        layer.sublayers = []
      }
    }
  }

  /// Reads and writes model properties as if they were the layer's own: `layer.opacity = 0.5`.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<LayerProperties, Value>) -> Value {
    get { model[keyPath: keyPath] }
    set { model[keyPath: keyPath] = newValue }
  }

  /// Reads derived model properties such as ``LayerProperties/frame`` (<doc:Rules#L6>).
  public subscript<Value>(dynamicMember keyPath: KeyPath<LayerProperties, Value>) -> Value {
    model[keyPath: keyPath]
  }

  /// Sets the whole model value of `property`, as setting the property does (with its action,
  /// I1); a value of another kind than the property's changes nothing. For LayerKitQuartzCore's
  /// one accessor of every property, which converts its values itself.
  package func setModelValue(_ value: AnimatableValue, of property: LayerProperty) {
    var changed = model
    changed.setWhole(value, property)
    model = changed
  }

  /// The model value at a key path, like `valueForKeyPath:` (<doc:Rules#L5>).
  ///
  /// - Throws: ``ValidationError`` naming an unknown key path.
  public func value(forKeyPath keyPath: String) throws -> AnimatableValue {
    try model.value(forKeyPath: keyPath)
  }

  /// Sets the model value at a key path, like `setValue:forKeyPath:` (<doc:Rules#L5>).
  ///
  /// - Throws: ``ValidationError`` for an unknown key path, a value of the wrong kind or a
  ///   non-finite number.
  public func setValue(_ value: AnimatableValue, forKeyPath keyPath: String) throws {
    try model.setValue(value, forKeyPath: keyPath)
  }
}

/// A layer's model values in a box that layers share until one of them changes its own
/// (copy-on-write), like the storage of `Array`.
private final class ModelStorage: @unchecked Sendable {
  // Mutated only by a layer that holds the sole reference (`isKnownUniquelyReferenced`), so the
  // shared instances, `defaults` among them, are never written: that makes the unchecked
  // `Sendable` sound. For the same reason a read never overlaps a write of the same instance,
  // so the dynamic exclusivity check, paid on every read of a model, is left out.
  @exclusivity(unchecked) var value: LayerProperties
  init(_ value: LayerProperties) { self.value = value }

  /// The defaults of a new `CALayer`, shared by every layer that has changed nothing.
  static let defaults = ModelStorage(LayerProperties())
}

// MARK: - The tree

extension Layer {
  /// Appends `layer` to the sublayers, removing it from its old superlayer first
  /// (`addSublayer:`).
  ///
  /// Adding a layer to itself or to one of its own descendants would make a cycle; the call then
  /// does nothing and returns `false`.
  ///
  /// - Complexity: O(depth) to rule out a cycle (O(1) for a layer without sublayers), and O(n)
  ///   in the size of `layer`'s subtree when it changes trees.
  @discardableResult
  public func addSublayer(_ layer: Layer) -> Bool {
    insertSublayer(layer, at: sublayers.count)
  }

  /// Inserts `layer` at `index` (clamped to the valid range), removing it from its old
  /// superlayer first (`insertSublayer:atIndex:`). Returns `false`, changing nothing, when the
  /// insertion would make a cycle.
  @discardableResult
  public func insertSublayer(_ layer: Layer, at index: Int) -> Bool {
    if layer === self { return false }
    // Only a layer with sublayers can be an ancestor of this one.
    if !layer.sublayers.isEmpty {
      var ancestor = superlayer
      while let current = ancestor {
        if current === layer { return false }
        ancestor = current.superlayer
      }
    }
    let oldHost = layer.host
    layer.detachFromParent()
    if layer.detachedIndex >= 0 { oldHost?.stopKeepingDetached(layer) }
    sublayers.insert(layer, at: min(max(index, 0), sublayers.count))
    layer.parent = self
    if oldHost !== host {
      oldHost?.subtreeDidLeave(layer)
      layer.setHost(host)
    }
    host?.subtreeDidMove(layer)
    return true
  }

  /// Detaches the layer from its superlayer (`removeFromSuperlayer`). It leaves its tree, unless
  /// the tree keeps detached layers (a compatibility world), where it stays as a top-level layer.
  public func removeFromSuperlayer() {
    guard parent != nil else { return }
    detachFromParent()
    guard let host else { return }
    if host.keepsDetachedLayers {
      host.keepDetached(self)
      host.subtreeDidMove(self)
    } else {
      setHost(nil)
      host.subtreeDidLeave(self)
    }
  }

  /// Takes the layer out of its superlayer's sublayers, leaving its host as it is.
  ///
  /// - Complexity: O(n) in the number of siblings; the search runs in from both ends, so a
  ///   layer near either end (the last added, the first) is found at once.
  private func detachFromParent() {
    guard let parent else { return }
    let index = parent.sublayers.indexOfIdentical(self)
    if let index { parent.sublayers.remove(at: index) }
    self.parent = nil
  }

  /// Gives this subtree a new host (the tree it joined, or none).
  ///
  /// - Complexity: O(n) in the size of the subtree; iterative.
  func setHost(_ newHost: (any LayerHost)?) {
    let store = newHost?.trackStore
    // The list stays empty, unallocated, for a leaf: the common case when building a tree.
    var pending: [Layer] = []
    var layer = self
    while true {
      layer.host = newHost
      layer.animationState.tracks.move(to: store)
      pending += layer.sublayers
      guard let next = pending.popLast() else { return }
      layer = next
    }
  }

  /// The first layer named `name` in this subtree, depth first, this layer included.
  ///
  /// - Complexity: O(n) in the size of the subtree; iterative.
  public func sublayer(named name: String) -> Layer? {
    var pending = [self]
    while let layer = pending.popLast() {
      if layer.name == name { return layer }
      pending += layer.sublayers.reversed()
    }
    return nil
  }

  /// The root of the tree this layer belongs to.
  public var rootLayer: Layer {
    var layer = self
    while let parent = layer.superlayer { layer = parent }
    return layer
  }
}

/// A layer's fields that most layers leave at their defaults (``Layer``'s `extras`).
private final class LayerExtras {
  var mask: Layer?
  var clock: (any MediaClock)?
  weak var delegate: (any LayerDelegate)?
  var actions: [String: LayerAction] = [:]
  /// Read by every time conversion that walks up through the layer; written only by its
  /// setter, never during a read.
  @exclusivity(unchecked) var timeSpace = LayerTimeSpace.standard
  var nextSequence = 0
  var detachedIndex: Int32 = -1
}
