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
/// Time (SEMANTICS L1, T12): a layer's local time is its parent's time through ``beginTime``,
/// ``speed`` and ``timeOffset``; the root's parent time is media time, read from the ``clock`` of
/// the nearest layer that has one (the root, usually). A layer has no active interval: it is
/// always active, and before its `beginTime` its local time is simply negative. Non-finite timing
/// values make the local time NaN, and a layer at NaN time shows its model values.
///
/// Not `Sendable`: a tree belongs to one thread or actor at a time. Two trees never share state.
@dynamicMemberLookup
public final class Layer {
  /// A name for finding the layer (`CALayer.name`).
  public var name: String?

  /// The model values of the animatable properties (the "model layer", SEMANTICS F4).
  ///
  /// Changing a property inside an open transaction of the layer's ``LayerTree``, with actions
  /// enabled, runs the property's action: by default an implicit animation (SEMANTICS I1–I4).
  public var model: LayerProperties {
    didSet { modelDidChange(from: oldValue) }
  }

  /// The start of the layer's time space in its parent's (`beginTime`, SEMANTICS L1).
  public var beginTime: Double {
    get { timeSpace.beginTime }
    set { timeSpace.beginTime = newValue }
  }
  /// How fast local time runs against the parent's (`speed`); 0 pauses (L3).
  public var speed: Double {
    get { timeSpace.speed }
    set { timeSpace.speed = newValue }
  }
  /// An offset added to local time (`timeOffset`, L3).
  public var timeOffset: Double {
    get { timeSpace.timeOffset }
    set { timeSpace.timeOffset = newValue }
  }

  /// The three timing fields together, so that a time conversion reads them in one access.
  var timeSpace = LayerTimeSpace() {
    didSet { timingDidChange() }
  }

  /// The media clock of this layer and of the sublayers that have none of their own
  /// (SEMANTICS E1). A tree with no clock anywhere reads media time 0.
  public var clock: (any MediaClock)?

  /// The layer's superlayer (`superlayer`), or `nil` for a root.
  ///
  /// Held without reference counting: a superlayer owns its sublayers, and clears their
  /// back-references when it is removed or deinitialised, so the reference is never left
  /// dangling. Time conversions walk this chain every frame, which is why it is not `weak`.
  public private(set) unowned(unsafe) var superlayer: Layer?

  /// The sublayers in back-to-front order (`sublayers`).
  public private(set) var sublayers: [Layer] = []

  /// The animations in the order they were added, with their keys, delegates and state.
  var entries: [AnimationEntry] = []

  /// The tree this layer is the root of, if any (set by ``LayerTree``).
  weak var ownerTree: LayerTree?

  /// The next add-order number handed out in this layer's tree (used on roots only).
  var nextSequence = 0

  /// An action source for this layer's property changes (`CALayer.delegate`, SEMANTICS I4).
  public weak var delegate: (any LayerDelegate)?

  /// Actions by property key (`CALayer.actions`, SEMANTICS I4): an entry decides what setting
  /// that property inside a transaction does; ``LayerAction/noAction`` turns the implicit animation
  /// off.
  public var actions: [String: LayerAction] = [:]

  deinit {
    for child in sublayers { child.superlayer = nil }
  }

  /// Tells the tree that this subtree's time spaces changed, so its event schedule is rebuilt.
  private func timingDidChange() {
    rootLayer.ownerTree?.invalidateSchedule()
  }

  /// Creates a layer with default property values, like `CALayer()`.
  ///
  /// - Parameters:
  ///   - name: An optional name.
  ///   - clock: A media clock, usually given to the root layer only.
  public init(name: String? = nil, clock: (any MediaClock)? = nil) {
    self.name = name
    self.model = LayerProperties()
    self.clock = clock
  }

  /// Reads and writes model properties as if they were the layer's own: `layer.opacity = 0.5`.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<LayerProperties, Value>) -> Value {
    get { model[keyPath: keyPath] }
    set { model[keyPath: keyPath] = newValue }
  }

  /// Reads derived model properties such as ``LayerProperties/frame`` (SEMANTICS L6).
  public subscript<Value>(dynamicMember keyPath: KeyPath<LayerProperties, Value>) -> Value {
    model[keyPath: keyPath]
  }

  /// The model value at a key path, like `valueForKeyPath:` (SEMANTICS L5).
  ///
  /// - Throws: ``ValidationError`` naming an unknown key path.
  public func value(forKeyPath keyPath: String) throws -> AnimatableValue {
    try model.value(forKeyPath: keyPath)
  }

  /// Sets the model value at a key path, like `setValue:forKeyPath:` (SEMANTICS L5).
  ///
  /// - Throws: ``ValidationError`` for an unknown key path, a value of the wrong kind or a
  ///   non-finite number.
  public func setValue(_ value: AnimatableValue, forKeyPath keyPath: String) throws {
    try model.setValue(value, forKeyPath: keyPath)
  }
}

// MARK: - The tree

extension Layer {
  /// Appends `layer` to the sublayers, removing it from its old superlayer first
  /// (`addSublayer:`).
  ///
  /// Adding a layer to itself or to one of its own descendants would make a cycle; the call then
  /// does nothing and returns `false`.
  @discardableResult
  public func addSublayer(_ layer: Layer) -> Bool {
    insertSublayer(layer, at: sublayers.count)
  }

  /// Inserts `layer` at `index` (clamped to the valid range), removing it from its old
  /// superlayer first (`insertSublayer:atIndex:`). Returns `false`, changing nothing, when the
  /// insertion would make a cycle.
  @discardableResult
  public func insertSublayer(_ layer: Layer, at index: Int) -> Bool {
    var ancestor: Layer? = self
    while let current = ancestor {
      if current === layer { return false }
      ancestor = current.superlayer
    }
    layer.removeFromSuperlayer()
    sublayers.insert(layer, at: min(max(index, 0), sublayers.count))
    layer.superlayer = self
    rootLayer.ownerTree?.invalidateSchedule()
    return true
  }

  /// Detaches the layer from its superlayer (`removeFromSuperlayer`).
  public func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.rootLayer.ownerTree?.invalidateSchedule()
    parent.sublayers.removeAll { $0 === self }
    superlayer = nil
  }

  /// The first layer named `name` in this subtree, depth first, this layer included.
  public func sublayer(named name: String) -> Layer? {
    if self.name == name { return self }
    for child in sublayers {
      if let found = child.sublayer(named: name) { return found }
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
