/// Animations that run together in one shared timeline.
///
/// Mirrors `CAAnimationGroup` (SEMANTICS G1–G3). The children run concurrently in the group's
/// local time, after the group's own timing (T1–T8) including its timing function, which warps
/// the children's time. The group's duration clips the children; it never scales them.
///
///     group:   |=========== duration 5 s ===========|
///     child A: |== 0…5 s of a 10 s animation ========|······ (clipped, G2)
///     child B:        |beginTime 1 (relative)== 2 s ==|      (G3)
///
/// Children keep their own beginTime (relative to the group's start), speed and fill mode;
/// their `isRemovedOnCompletion` is ignored and they send no events (G3, E3). A child whose
/// duration is not positive takes the group's (T3). Several children may animate the same key
/// path: they apply in order, like animations on a layer.
public struct AnimationGroup: Hashable, Sendable {
  /// The children (`animations`), of any kind, groups included.
  public var animations: [Animation] {
    get { fields.value.animations }
    set { fields.value.animations = newValue }
  }
  /// The group's timing (`CAMediaTiming`).
  public var timing: MediaTiming {
    get { fields.value.timing }
    set { fields.value.timing = newValue }
  }
  /// Warps the children's time (`timingFunction`, G1).
  public var timingFunction: TimingFunction? {
    get { fields.value.timingFunction }
    set { fields.value.timingFunction = newValue }
  }
  /// Whether the group is removed at its end (`isRemovedOnCompletion`, F2).
  public var isRemovedOnCompletion: Bool {
    get { fields.value.isRemovedOnCompletion }
    set { fields.value.isRemovedOnCompletion = newValue }
  }
  /// The caller's values kept with the animation (Key-Value Coding on a `CAAnimation`).
  public var userInfo: [String: AnimatableValue] {
    get { fields.value.userInfo }
    set { fields.value.userInfo = newValue }
  }

  /// The leg's progress: the timing function applied to the phase's fraction (SEMANTICS TF7,
  /// T8), read in place rather than through a copy of the function.
  func progress(at phase: TimingPhase) -> Double {
    fields.value.timingFunction?.progress(at: phase.fraction) ?? phase.fraction
  }

  /// The stored fields (see `CopyOnWrite`).
  struct Fields: Hashable, Sendable {
    var animations: [Animation]
    var timing: MediaTiming = MediaTiming()
    var timingFunction: TimingFunction? = nil
    var isRemovedOnCompletion: Bool = true
    var userInfo: [String: AnimatableValue] = [:]
  }

  private var fields: CopyOnWrite<Fields>

  /// Creates a group, like `CAAnimationGroup()` with `animations` set.
  public init(
    _ animations: [any LayerAnimation] = [], timing: MediaTiming = MediaTiming()
  ) {
    fields = CopyOnWrite(Fields(animations: animations.map(\.animation), timing: timing))
  }
}

extension AnimationGroup: LayerAnimation {
  /// The animation as the enum that layers store.
  public var animation: Animation { .group(self) }
}

extension AnimationGroup {
  /// Checks the group and every child, throwing a ``ValidationError`` located at the child
  /// (`animations[2].duration`). An empty group is valid and shows nothing.
  public func validate() throws {
    try timing.validate()
    for (index, child) in animations.enumerated() {
      do { try child.validate() } catch let error as ValidationError {
        throw error.inside("animations[\(index)]")
      }
    }
  }

  /// Gives children with a non-positive duration the group's duration, recursively (T3), and
  /// prepares keyframe children.
  func resolvingChildren() -> AnimationGroup {
    var copy = self
    copy.animations = animations.map { child in
      var child = child
      if child.timing.duration <= 0 { child.timing.duration = timing.duration }
      return child.resolvedForGroup()
    }
    return copy
  }

  /// Applies the children at the group's `phase` (G1–G3).
  func apply(to properties: inout LayerProperties, model: LayerProperties, phase: TimingPhase) {
    // The children's time is the group's local time, warped by its timing function (G1). At the
    // end of a leg (u = 1: the end, or a turning point) they are evaluated as the limit from
    // inside the leg, so a child that ends with the leg shows its final value.
    let time = progress(at: phase) * timing.duration
    let fromBelow = phase.fraction == 1
    for child in animations {
      child.apply(
        to: &properties, model: model, at: time, limitFromBelow: fromBelow, isGroupChild: true)
    }
  }
}
