import LayerKit

/// A scene: layers with their animations, and a script of timed actions.
///
/// The model of a scene file (the contract in <doc:SceneFiles>): read one with
/// ``Scene/init(json:)``, build one in Swift, write one with ``Scene/json(indent:)``, or run it with
/// ``SceneSimulation``. `Codable` too, for use inside other documents.
///
///     let scene = try Scene(json: text)               // every problem, located, or a scene
///     let simulation = try SceneSimulation(scene)
///     try simulation.value(of: "box.position.x", at: 1)   // .number(150)
public struct Scene: Hashable, Sendable {
  /// The root layers, back to front.
  public var layers: [SceneLayer]
  /// The timed actions, in file order (run in `at` order, file order for equal times).
  public var script: [SceneAction]

  /// Creates a scene.
  public init(layers: [SceneLayer] = [], script: [SceneAction] = []) {
    self.layers = layers
    self.script = script
  }

  /// The deepest nesting a scene file may have, counting each level of sublayers and each level
  /// of animation groups on the way down (a root layer's animation is at depth 2). Reading
  /// rejects deeper scenes, and ``json(indent:)`` refuses to write them, so that whatever is
  /// written reads back (JSON parsing stops at ``JSONValue/maximumDepth``, 512 levels, and each
  /// scene level takes two).
  public static let maximumDepth = 200

  /// The deepest nesting of the scene, as ``maximumDepth`` counts it, and where it is.
  ///
  /// - Complexity: O(n) in the layers and animations, with a stack rather than recursion.
  public var depth: (depth: Int, path: String) {
    // Each place as its parent's record and a step, spelled out for the deepest only.
    var records: [(parent: Int, step: String, depth: Int)] = []
    var deepest = -1
    func visit(_ parent: Int, _ step: String, _ depth: Int) -> Int {
      records.append((parent, step, depth))
      if deepest < 0 || depth > records[deepest].depth { deepest = records.count - 1 }
      return records.count - 1
    }
    var layers: [(layer: SceneLayer, record: Int)] = []
    var animations: [(animation: Animation, record: Int)] = []
    for (i, layer) in self.layers.enumerated() {
      layers.append((layer, visit(-1, "layers[\(i)]", 1)))
    }
    for (i, action) in script.enumerated() {
      if case .add(let keyed, _) = action.kind {
        animations.append((keyed.animation, visit(-1, "script[\(i)].add", 1)))
      }
    }
    while let (layer, record) = layers.popLast() {
      let depth = records[record].depth
      for (i, sublayer) in layer.sublayers.enumerated() {
        layers.append((sublayer, visit(record, "sublayers[\(i)]", depth + 1)))
      }
      for (i, keyed) in layer.animations.enumerated() {
        animations.append((keyed.animation, visit(record, "animations[\(i)]", depth + 1)))
      }
    }
    while let (animation, record) = animations.popLast() {
      guard case .group(let group) = animation else { continue }
      let depth = records[record].depth
      for (i, child) in group.animations.enumerated() {
        animations.append((child, visit(record, "animations[\(i)]", depth + 1)))
      }
    }
    guard deepest >= 0 else { return (0, "") }
    var steps: [String] = []
    var index = deepest
    while index >= 0 {
      steps.append(records[index].step)
      index = records[index].parent
    }
    return (records[deepest].depth, steps.reversed().joined(separator: "."))
  }

  /// The most copies the scene's replicators may draw, in all (rule Y5): the sum over the
  /// layers of the product of the `instanceCount`s of the replicators above each. More is
  /// refused when the scene is read or simulated, before any copy is made, so that no command
  /// enumerates billions of copies.
  public static let maximumReplicatedCopies = 100_000

  /// Throws when the scene's replicators would draw more than ``maximumReplicatedCopies``
  /// copies, naming the `instanceCount` that passes the limit.
  ///
  /// - Complexity: O(n) in the layers, with a stack; the counts multiply saturating.
  func checkCopies() throws {
    var total = 0
    // Each layer with the copies of it that the replicators above draw.
    var pending: [(layer: SceneLayer, copies: Int, path: String, replicator: String?)] =
      layers.enumerated().map { ($0.element, 1, "layers[\($0.offset)]", nil) }
    while let (layer, copies, path, replicator) = pending.popLast() {
      total = total.addingReportingOverflow(copies).overflow ? .max : total + copies
      guard total <= Self.maximumReplicatedCopies else {
        throw SceneError(problems: [
          SceneProblem(
            .error, replicator.map { $0 + ".instanceCount" } ?? path,
            "the replicators would draw more than \(Self.maximumReplicatedCopies) copies of "
              + "layers in all, the most a scene may hold")
        ])
      }
      var inner = copies
      var innerReplicator = replicator
      if layer.kind == .replicator {
        let (product, overflow) = copies.multipliedReportingOverflow(
          by: max(layer.instanceCount ?? 1, 0))
        inner = overflow ? .max : product
        innerReplicator = path
      }
      for (i, sublayer) in layer.sublayers.enumerated() {
        pending.append((sublayer, inner, path + ".sublayers[\(i)]", innerReplicator))
      }
    }
  }

  /// Throws when the scene is deeper than ``maximumDepth``, naming the deepest place.
  func checkDepth() throws {
    let (depth, path) = self.depth
    guard depth <= Self.maximumDepth else {
      throw SceneError(problems: [
        SceneProblem(
          .error, path,
          "nested \(depth) levels deep (layers and groups), more than the \(Self.maximumDepth) a scene file may hold"
        )
      ])
    }
  }
}

/// A layer of a scene: its kind, the properties it sets, its timing, animations and sublayers.
public struct SceneLayer: Hashable, Sendable {
  /// The layer's name, unique in the scene and without a `.` or `#`; used by keys and the
  /// script.
  public var name: String?
  /// The kind of layer (rule Y7): a plain layer unless set.
  public var kind: LayerKind
  /// The animatable properties the scene sets (rules L4, and the kind's own, Y1–Y6); the
  /// rest keep Core Animation's defaults.
  public var properties: [LayerProperty: AnimatableValue]
  /// A shape layer's `lineDashPattern` (Y1), which is not animatable, if set.
  public var lineDashPattern: [Double]?
  /// A shape layer's `lineCap` (Y1), which is not animatable, if set.
  public var lineCap: ShapeProperties.LineCap?
  /// A shape layer's `lineJoin` (Y1), which is not animatable, if set.
  public var lineJoin: ShapeProperties.LineJoin?
  /// A shape layer's `fillRule` (Y1), which is not animatable, if set.
  public var fillRule: ShapeProperties.FillRule?
  /// A replicator's `instanceCount` (Y5), if set.
  public var instanceCount: Int?
  /// A replicator's `instanceDelay` (Y5), if set.
  public var instanceDelay: Double?
  /// A text layer's `string` (Y6), if set.
  public var string: String?
  /// A gradient layer's `type` (Y4, R8), which is not animatable, if set.
  public var gradientType: GradientProperties.GradientType?
  /// The layer's `maskedCorners` (R3), which is not animatable, if set.
  public var maskedCorners: CornerMask?
  /// The layer's `allowsGroupOpacity` (R4), which is not animatable, if set.
  public var allowsGroupOpacity: Bool?
  /// The layer's `shadowPath` (R6), which is not animatable, if set.
  public var shadowPath: Path?
  /// The layer's `beginTime`, if set (T12).
  public var beginTime: Double?
  /// The layer's `speed`, if set.
  public var speed: Double?
  /// The layer's `timeOffset`, if set.
  public var timeOffset: Double?
  /// The layer's `duration`, if set (T12; a layer's default is infinite).
  public var duration: Double?
  /// The layer's `repeatCount`, if set (T5, T12).
  public var repeatCount: Double?
  /// The layer's `repeatDuration`, if set (T5, T12).
  public var repeatDuration: Double?
  /// The layer's `autoreverses`, if set (T4, T12).
  public var autoreverses: Bool?
  /// The layer's `fillMode`, if set (F1, T12).
  public var fillMode: FillMode?
  /// Animations added, in order, at media time 0.
  public var animations: [KeyedAnimation]
  /// The sublayers, back to front.
  public var sublayers: [SceneLayer]

  /// Creates a layer description.
  public init(
    name: String? = nil, kind: LayerKind = .layer,
    properties: [LayerProperty: AnimatableValue] = [:],
    beginTime: Double? = nil, speed: Double? = nil, timeOffset: Double? = nil,
    duration: Double? = nil, repeatCount: Double? = nil, repeatDuration: Double? = nil,
    autoreverses: Bool? = nil, fillMode: FillMode? = nil,
    animations: [KeyedAnimation] = [], sublayers: [SceneLayer] = []
  ) {
    self.name = name
    self.kind = kind
    self.properties = properties
    self.beginTime = beginTime
    self.speed = speed
    self.timeOffset = timeOffset
    self.duration = duration
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
    self.fillMode = fillMode
    self.animations = animations
    self.sublayers = sublayers
  }
}

/// An animation and the key it is added under (`nil`: a key of its own, replacing nothing).
public struct KeyedAnimation: Hashable, Sendable {
  /// The key, as for `addAnimation:forKey:`.
  public var key: String?
  /// The animation.
  public var animation: Animation

  /// Pairs an animation with a key.
  public init(key: String? = nil, _ animation: some LayerAnimation) {
    self.key = key
    self.animation = animation.animation
  }
}

/// What a scene's `set` action changes: an animatable key path, or one of the layer's timing
/// fields (T12).
public enum SceneKeyPath: Hashable, Sendable, CustomStringConvertible {
  /// An animatable key path, such as `opacity` or `position.x`.
  case property(AnimatableKeyPath)
  /// The layer's `beginTime`.
  case beginTime
  /// The layer's `speed`.
  case speed
  /// The layer's `timeOffset`.
  case timeOffset
  /// The layer's `duration` (T12).
  case duration
  /// The layer's `repeatCount` (T5, T12).
  case repeatCount
  /// The layer's `repeatDuration` (T5, T12).
  case repeatDuration
  /// The layer's `autoreverses` (T4, T12).
  case autoreverses

  /// Parses a key path string; `nil` for an unknown one.
  public init?(_ string: String) {
    switch string {
    case "beginTime": self = .beginTime
    case "speed": self = .speed
    case "timeOffset": self = .timeOffset
    case "duration": self = .duration
    case "repeatCount": self = .repeatCount
    case "repeatDuration": self = .repeatDuration
    case "autoreverses": self = .autoreverses
    default:
      guard let path = try? AnimatableKeyPath(string) else { return nil }
      self = .property(path)
    }
  }

  /// The key path string.
  public var description: String {
    switch self {
    case .property(let path): path.description
    case .beginTime: "beginTime"
    case .speed: "speed"
    case .timeOffset: "timeOffset"
    case .duration: "duration"
    case .repeatCount: "repeatCount"
    case .repeatDuration: "repeatDuration"
    case .autoreverses: "autoreverses"
    }
  }

  /// Whether the key path is one of the layer's timing fields whose value must not be negative
  /// (a length or a count, T5).
  public var isLength: Bool {
    switch self {
    case .duration, .repeatCount, .repeatDuration: true
    case .property, .beginTime, .speed, .timeOffset, .autoreverses: false
    }
  }

  /// The kind of value it takes.
  public var valueKind: ValueKind {
    switch self {
    case .property(let path): path.valueKind
    case .autoreverses: .bool
    case .beginTime, .speed, .timeOffset, .duration, .repeatCount, .repeatDuration: .number
    }
  }
}

/// One timed action of a scene's script.
public struct SceneAction: Hashable, Sendable {
  /// What to do.
  public enum Kind: Hashable, Sendable {
    /// Pause a layer with the recipe of rule L3.
    case pause(layer: String)
    /// Resume a paused layer (L3).
    case resume(layer: String)
    /// Add an animation to a layer (T11, L7).
    case add(KeyedAnimation, to: String)
    /// Remove an animation by key (E2).
    case remove(key: String, from: String)
    /// Change a model value or timing field; with `implicit`, inside a default transaction
    /// (I1), otherwise with actions disabled.
    case set(layer: String, keyPath: SceneKeyPath, value: AnimatableValue, implicit: Bool)
  }

  /// The media time of the action.
  public var at: Double
  /// The action.
  public var kind: Kind

  /// Creates an action.
  public init(at: Double, _ kind: Kind) {
    self.at = at
    self.kind = kind
  }
}

/// A problem found in a scene file, located by its JSON path.
public struct SceneProblem: Hashable, Sendable, CustomStringConvertible {
  /// How bad it is.
  public enum Severity: String, Hashable, Sendable {
    /// The scene cannot be used.
    case error
    /// Core Animation would accept and ignore it (invalid keyTimes, rule K3).
    case warning
  }

  /// How bad it is.
  public var severity: Severity
  /// Where: `layers[0].animations[2].keyTimes[3]`.
  public var path: String
  /// What is wrong.
  public var message: String

  /// Creates a problem.
  public init(_ severity: Severity, _ path: String, _ message: String) {
    self.severity = severity
    self.path = path
    self.message = message
  }

  /// `"layers[0].animations[2].keyTimes[3]: must not decrease"`.
  public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// The errors that stop a scene from loading, all of them (and the warnings found on the way).
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Every problem, errors and warnings, in document order.
  public var problems: [SceneProblem]

  /// Creates the error.
  public init(problems: [SceneProblem]) { self.problems = problems }

  /// One line per error.
  public var description: String {
    problems.filter { $0.severity == .error }.map(\.description).joined(separator: "\n")
  }
}
