import LayerKit

/// A key to sample: a layer's name and a key path (`box.position.x`), or `transitionProgress`;
/// for a copy drawn by replicators, the copy's index after a `#` (`dot#2.opacity`, rule Y5).
public struct SceneKey: Hashable, Sendable, CustomStringConvertible {
  /// What is read from the layer's presentation.
  public enum Target: Hashable, Sendable {
    /// An animatable key path.
    case keyPath(AnimatableKeyPath)
    /// The progress of the running transition (rule X1); absent when none runs.
    case transitionProgress
    /// A replicated copy's own transform (`ReplicatedInstance.transform`, Y5).
    case instanceTransform
    /// A replicated copy's colour multiplier (`ReplicatedInstance.color`, Y5).
    case instanceColor
  }

  /// The layer's name.
  public var layer: String
  /// The replicated copy, counting the layer's `Layer.replicatedInstances(at:)` in order
  /// (0 is the layer itself); `nil` for the layer.
  public var instance: Int?
  /// What to read.
  public var target: Target

  /// Creates a key.
  public init(layer: String, instance: Int? = nil, target: Target) {
    self.layer = layer
    self.instance = instance
    self.target = target
  }

  /// Parses `<layer name>.<key path>` or `<layer name>#<copy>.<key path>`.
  ///
  /// - Throws: `ValidationError` (field `key`) for a key without a layer name, with a bad copy
  ///   index, or with an unknown key path. Whether the layer exists is the simulation's to say.
  public init(_ text: String) throws {
    // By scalar, as layer names are checked: a `.` under a combining mark still separates.
    let scalars = text.unicodeScalars
    guard let dot = scalars.firstIndex(of: "."), dot != scalars.startIndex else {
      throw ValidationError(field: "key", reason: "'\(text)' is not <layer>.<key path>")
    }
    var name = String(scalars[..<dot])
    if let hash = name.unicodeScalars.firstIndex(of: "#") {
      let copy = String(name.unicodeScalars[name.unicodeScalars.index(after: hash)...])
      guard let index = Int(copy), index >= 0 else {
        throw ValidationError(
          field: "key", reason: "'\(text)': the copy after '#' must be a whole number ≥ 0")
      }
      instance = index
      name = String(name.unicodeScalars[..<hash])
    } else {
      instance = nil
    }
    layer = name
    let path = String(scalars[scalars.index(after: dot)...])
    switch path {
    case "transitionProgress":
      target = .transitionProgress
    case "instanceTransform" where instance != nil:
      target = .instanceTransform
    case "instanceColor" where instance != nil:
      target = .instanceColor
    default:
      do {
        target = .keyPath(try AnimatableKeyPath(path))
      } catch {
        throw ValidationError(
          field: "key",
          reason: "'\(text)': unknown key path '\(path)'"
            + didYouMean(path, among: AnimatableKeyPath.allNames))
      }
    }
  }

  /// `box.position.x`, `dot#2.opacity`.
  public var description: String {
    let prefix = layer + (instance.map { "#\($0)" } ?? "")
    return switch target {
    case .keyPath(let path): "\(prefix).\(path)"
    case .transitionProgress: "\(prefix).transitionProgress"
    case .instanceTransform: "\(prefix).instanceTransform"
    case .instanceColor: "\(prefix).instanceColor"
    }
  }

  /// The kind of value the key reads.
  public var valueKind: ValueKind {
    switch target {
    case .keyPath(let path): path.valueKind
    case .transitionProgress: .number
    case .instanceTransform: .transform
    case .instanceColor: .color
    }
  }
}

extension SceneKey {
  /// What the key reads of `layer` at media time `t` (the key's layer name aside): a property of
  /// its presentation, its transition's progress, or a replicated copy's (Y5); `nil` where
  /// there is none (no transition runs, no such copy). How `layerkit sample` and the testing
  /// library read a key.
  ///
  /// - Parameters:
  ///   - layer: The layer the key names (its name is not checked).
  ///   - t: The media time.
  ///   - presentation: The layer's presentation at `t`, when the caller has it.
  public func value(
    of layer: Layer, at t: Double, presentation: LayerProperties? = nil
  ) -> AnimatableValue? {
    if let index = instance {
      // A replicated copy (Y5), made alone; absent when there is no such copy.
      guard let copy = layer.replicatedInstance(index, at: t) else { return nil }
      switch target {
      case .keyPath(let path): return copy.properties[path]
      case .transitionProgress:
        return copy.properties.transitionProgress.map(AnimatableValue.number)
      case .instanceTransform: return .transform(copy.transform)
      case .instanceColor: return .color(copy.color)
      }
    }
    let presented = presentation ?? layer.presentation(at: t)
    switch target {
    case .keyPath(let path): return presented[path]
    case .transitionProgress: return presented.transitionProgress.map(AnimatableValue.number)
    case .instanceTransform, .instanceColor: return nil
    }
  }
}

/// A scene brought to life: its layers in a `LayerTree`, its animations added at media time 0,
/// and its script run as time advances (<doc:SceneFiles>).
///
///     let simulation = try SceneSimulation(try Scene(json: text))
///     try simulation.value(of: SceneKey("box.position.x"), at: 1)
///
/// Time only moves forward; asking for an earlier time than the last one starts the simulation
/// over, so any sequence of questions gets the answers a fresh run would give.
public final class SceneSimulation {
  /// The scene.
  public let scene: Scene
  /// The running tree.
  public private(set) var tree: LayerTree
  /// The named layers.
  public private(set) var layers: [String: Layer] = [:]
  /// The script in run order: by `at`, file order for equal times.
  private let actions: [SceneAction]
  private var nextAction = 0
  private var generatedKeys = 0

  /// Builds the tree and adds the layers' animations at media time 0.
  ///
  /// - Throws: `ValidationError` if an animation cannot be added (a scene read by
  ///   ``Scene/init(json:)`` has been checked already).
  public init(_ scene: Scene) throws {
    self.scene = scene
    actions = scene.script.enumerated().sorted {
      ($0.element.at, $0.offset) < ($1.element.at, $1.offset)
    }
    .map(\.element)
    tree = LayerTree()
    try scene.checkCopies()
    try build()
  }

  private func build() throws {
    tree = LayerTree()
    // The whole run's events stay readable (`layerkit events` lists them); a scene's size is
    // bounded by the scene limits, so the log is too.
    tree.eventLogLimit = nil
    layers = [:]
    nextAction = 0
    generatedKeys = 0
    var pending: [(Layer, SceneLayer, ScenePath)] = []
    // Layers in tree order with a stack rather than recursion, so that any depth works; paths
    // are spelled out only for an error.
    var stack: [(SceneLayer, Layer, ScenePath)] = scene.layers.enumerated().reversed().map {
      ($0.element, tree.root, ScenePath(root: $0.offset))
    }
    while let (description, parent, path) = stack.popLast() {
      let layer = Self.makeLayer(description)
      for (property, value) in description.properties {
        do {
          try layer.model.setValue(value, for: AnimatableKeyPath(property))
        } catch let error as ValidationError {
          throw ValidationError(field: "\(path).\(property.rawValue)", reason: error.reason)
        }
      }
      // The layer's timing (T12): a layer's defaults where the scene is silent.
      var timing = MediaTiming.layerDefault
      timing.beginTime = description.beginTime ?? timing.beginTime
      timing.speed = description.speed ?? timing.speed
      timing.timeOffset = description.timeOffset ?? timing.timeOffset
      timing.duration = description.duration ?? timing.duration
      timing.repeatCount = description.repeatCount ?? timing.repeatCount
      timing.repeatDuration = description.repeatDuration ?? timing.repeatDuration
      timing.autoreverses = description.autoreverses ?? timing.autoreverses
      timing.fillMode = description.fillMode ?? timing.fillMode
      layer.timing = timing
      parent.addSublayer(layer)
      if let name = description.name { layers[name] = layer }
      pending.append((layer, description, path))
      for (i, sublayer) in description.sublayers.enumerated().reversed() {
        stack.append((sublayer, layer, path.sublayer(i)))
      }
    }
    for (layer, description, path) in pending {
      for (i, keyed) in description.animations.enumerated() {
        do {
          try layer.add(keyed.animation, forKey: keyed.key ?? newKey(for: layer))
        } catch let error as ValidationError {
          throw error.inside("\(path).animations[\(i)]")
        }
      }
    }
  }

  /// A key of its own for an animation added without one: `@1`, `@2`, … (skipping any in use).
  private func newKey(for layer: Layer) -> String {
    while true {
      generatedKeys += 1
      let key = "@\(generatedKeys)"
      if layer.animation(forKey: key) == nil { return key }
    }
  }

  /// The current media time.
  public var time: Double { tree.clock.currentMediaTime }

  /// Runs the script and the clock to media time `t`: every action with `at ≤ t` has run.
  ///
  /// - Returns: The events delivered on the way.
  /// - Throws: `ValidationError` for a negative or non-finite time.
  @discardableResult
  public func run(until t: Double) throws -> [AnimationEvent] {
    guard t.isFinite else {
      throw ValidationError(field: "time", reason: "must be a finite number (got \(t))")
    }
    guard t >= 0 else {
      throw ValidationError(field: "time", reason: "media time starts at 0 (got \(t))")
    }
    if t < time { try build() }
    var events: [AnimationEvent] = []
    while nextAction < actions.count, actions[nextAction].at <= t {
      let action = actions[nextAction]
      nextAction += 1
      events += try tree.advance(to: max(action.at, time))
      try perform(action)
    }
    events += try tree.advance(to: t)
    return events
  }

  private func perform(_ action: SceneAction) throws {
    let now = time
    switch action.kind {
    case .pause(let name):
      guard let layer = layers[name] else { return }
      // rules L3, verbatim.
      let pausedTime = layer.convertTime(now, from: nil)
      layer.speed = 0
      layer.timeOffset = pausedTime
    case .resume(let name):
      guard let layer = layers[name] else { return }
      let pausedTime = layer.timeOffset
      layer.speed = 1
      layer.timeOffset = 0
      layer.beginTime = 0
      layer.beginTime = layer.convertTime(now, from: nil) - pausedTime
    case .add(let keyed, let name):
      guard let layer = layers[name] else { return }
      try layer.add(keyed.animation, forKey: keyed.key ?? newKey(for: layer))
    case .remove(let key, let name):
      layers[name]?.removeAnimation(forKey: key)
    case .set(let name, let keyPath, let value, let implicit):
      guard let layer = layers[name] else { return }
      try tree.withTransaction(disableActions: !implicit) {
        switch (keyPath, value) {
        case (.property(let path), _): try layer.model.setValue(value, for: path)
        case (.beginTime, .number(let v)): layer.beginTime = v
        case (.speed, .number(let v)): layer.speed = v
        case (.timeOffset, .number(let v)): layer.timeOffset = v
        case (.duration, .number(let v)): layer.duration = v
        case (.repeatCount, .number(let v)): layer.repeatCount = v
        case (.repeatDuration, .number(let v)): layer.repeatDuration = v
        case (.autoreverses, .bool(let v)): layer.autoreverses = v
        default: break
        }
      }
    }
  }

  /// The layer a key names.
  ///
  /// - Throws: `ValidationError` (field `key`) when no layer has that name.
  public func layer(for key: SceneKey) throws -> Layer {
    guard let layer = layers[key.layer] else {
      throw ValidationError(
        field: "key",
        reason: "'\(key)': no layer is named '\(key.layer)'"
          + didYouMean(key.layer, among: layers.keys.sorted()))
    }
    return layer
  }

  /// The presented value of `key` at media time `t`, after the script up to `t`; `nil` for
  /// `transitionProgress` when no transition runs.
  public func value(of key: SceneKey, at t: Double) throws -> AnimatableValue? {
    _ = try layer(for: key)
    try run(until: t)  // may start over with new layers
    return Self.read(key, from: try layer(for: key), at: time, presentation: nil)
  }

  /// The value of `key` of `layer` at media time `t`: from `presentation` when given (the
  /// layer's, for a key without a copy index), else worked out.
  private static func read(
    _ key: SceneKey, from layer: Layer, at t: Double,
    presentation: @autoclosure () -> LayerProperties?
  ) -> AnimatableValue? {
    key.value(of: layer, at: t, presentation: presentation())
  }

  /// The presented values of `keys` at each of `times` (in the order given), running the script
  /// as it goes.
  ///
  /// - Complexity: one run of the script and clock over the times, and one whole-tree frame
  ///   (`LayerTree/presentation(at:)`) per time.
  public func sample(_ keys: [SceneKey], at times: [Double]) throws -> [[AnimatableValue?]] {
    if let first = times.min(), first < time { try run(until: first) }  // start over first
    // Layers are looked up after each run: running may start over with new layers.
    var rows = [[AnimatableValue?]](repeating: [], count: times.count)
    for index in times.indices.sorted(by: { (times[$0], $0) < (times[$1], $1) }) {
      try run(until: times[index])
      let frame = tree.presentation()
      rows[index] = try keys.map { key in
        let layer = try layer(for: key)
        if key.instance == nil, case .keyPath(let path) = key.target {
          return frame.value(of: layer, path)
        }
        return Self.read(
          key, from: layer, at: frame.mediaTime, presentation: frame.properties(of: layer))
      }
    }
    return rows
  }

  /// Every animated key of every named layer, in layer order then first appearance: the key
  /// paths of its animations (group children included, script additions included), and
  /// `transitionProgress` for layers with a transition.
  public var animatedKeys: [SceneKey] {
    var keys: [SceneKey] = []
    var seen: Set<SceneKey> = []
    func append(_ key: SceneKey) { if seen.insert(key).inserted { keys.append(key) } }
    // Groups nest: visit their children with a stack, not recursion.
    func collect(_ animation: Animation, _ layer: String) {
      var stack = [animation]
      while let animation = stack.popLast() {
        switch animation {
        case .group(let group): stack.append(contentsOf: group.animations.reversed())
        case .transition: append(SceneKey(layer: layer, target: .transitionProgress))
        case .basic, .keyframe, .spring:
          if let path = animation.keyPath {
            append(SceneKey(layer: layer, target: .keyPath(path)))
            if case .keyframe(let k) = animation, k.rotationMode != nil {
              append(SceneKey(layer: layer, target: .keyPath(.transform)))
            }
          }
        }
      }
    }
    // The script's additions by layer name, gathered once.
    var added: [String: [Animation]] = [:]
    for action in scene.script {
      if case .add(let keyed, let target) = action.kind {
        added[target, default: []].append(keyed.animation)
      }
    }
    // Layers in tree order, depth first, with a stack (any depth).
    var stack = Array(scene.layers.reversed())
    while let layer = stack.popLast() {
      if let name = layer.name {
        layer.animations.forEach { collect($0.animation, name) }
        added[name]?.forEach { collect($0, name) }
      }
      stack.append(contentsOf: layer.sublayers.reversed())
    }
    return keys
  }
}

/// Where a layer is in a scene (`layers[0].sublayers[2]`), held as a chain of indices and
/// spelled out only when asked, so that walking deep scenes stays linear.
final class ScenePath: CustomStringConvertible {
  let parent: ScenePath?
  let index: Int

  init(root index: Int) {
    parent = nil
    self.index = index
  }

  private init(parent: ScenePath, index: Int) {
    self.parent = parent
    self.index = index
  }

  func sublayer(_ index: Int) -> ScenePath { ScenePath(parent: self, index: index) }

  var description: String {
    var indices: [Int] = []
    var node: ScenePath? = self
    while let current = node {
      indices.append(current.index)
      node = current.parent
    }
    let last = indices.removeLast()
    return "layers[\(last)]" + indices.reversed().map { ".sublayers[\($0)]" }.joined()
  }
}

extension SceneSimulation {
  /// A layer of the description's kind with its properties that are not animatable.
  static func makeLayer(_ description: SceneLayer) -> Layer {
    let layer = makeLayerOfKind(description)
    if let v = description.maskedCorners { layer.maskedCorners = v }
    if let v = description.allowsGroupOpacity { layer.allowsGroupOpacity = v }
    if let v = description.shadowPath { layer.shadowPath = v }
    return layer
  }

  /// A layer of the description's kind with its kind's properties that are not animatable.
  private static func makeLayerOfKind(_ description: SceneLayer) -> Layer {
    switch description.kind {
    case .layer:
      return Layer(name: description.name)
    case .shape:
      let layer = ShapeLayer(name: description.name)
      if let v = description.lineDashPattern { layer.lineDashPattern = v }
      if let v = description.lineCap { layer.lineCap = v }
      if let v = description.lineJoin { layer.lineJoin = v }
      if let v = description.fillRule { layer.fillRule = v }
      return layer
    case .gradient:
      let layer = GradientLayer(name: description.name)
      if let v = description.gradientType { layer.type = v }
      return layer
    case .replicator:
      let layer = ReplicatorLayer(name: description.name)
      if let v = description.instanceCount { layer.instanceCount = v }
      if let v = description.instanceDelay { layer.instanceDelay = v }
      return layer
    case .text:
      let layer = TextLayer(name: description.name)
      if let v = description.string { layer.string = v }
      return layer
    }
  }
}
