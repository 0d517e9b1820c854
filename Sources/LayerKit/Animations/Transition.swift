/// The kind of visual change a transition makes.
///
/// Mirrors `CATransitionType` (`kCATransitionFade`, …). LayerKit does not draw, so the type is
/// data for whoever renders (SEMANTICS X1).
public enum TransitionType: String, CaseIterable, Hashable, Sendable, Codable {
  /// Cross-fade (the default).
  case fade
  /// The new content slides in over the old.
  case moveIn
  /// The new content pushes the old out.
  case push
  /// The old content slides away to reveal the new.
  case reveal
}

/// The direction of a transition, like `CATransitionSubtype` (`kCATransitionFromLeft`, …).
public enum TransitionSubtype: String, CaseIterable, Hashable, Sendable, Codable {
  /// From the left edge.
  case fromLeft
  /// From the right edge.
  case fromRight
  /// From the top edge.
  case fromTop
  /// From the bottom edge.
  case fromBottom
}

/// A transition between a layer's old and new content.
///
/// Mirrors `CATransition` (SEMANTICS X1). Its progress at any time is
/// `startProgress + (endProgress − startProgress) · f(u)` for the leg fraction `u` and timing
/// function `f`, and can be read from the presentation as
/// ``LayerProperties/transitionProgress``. A layer stores a transition under the key
/// `"transition"`, whatever key it is added with, as Core Animation does
/// (``Transition/key``).
///
///     var push = Transition(type: .push, subtype: .fromRight)
///     push.duration = 0.5
///     try layer.add(push, forKey: nil)
///     layer.presentation(at: 0.25).transitionProgress   // 0.5
public struct Transition: Hashable, Sendable {
  /// The kind of change (`type`).
  public var type: TransitionType {
    get { fields.value.type }
    set { fields.value.type = newValue }
  }
  /// The direction (`subtype`), for the moving types.
  public var subtype: TransitionSubtype? {
    get { fields.value.subtype }
    set { fields.value.subtype = newValue }
  }
  /// The progress at the start, in `[0, 1]` (`startProgress`, default 0).
  public var startProgress: Double {
    get { fields.value.startProgress }
    set { fields.value.startProgress = newValue }
  }
  /// The progress at the end, in `[0, 1]` (`endProgress`, default 1).
  public var endProgress: Double {
    get { fields.value.endProgress }
    set { fields.value.endProgress = newValue }
  }
  /// The timing (`CAMediaTiming`).
  public var timing: MediaTiming {
    get { fields.value.timing }
    set { fields.value.timing = newValue }
  }
  /// The pacing of the progress (`timingFunction`).
  public var timingFunction: TimingFunction? {
    get { fields.value.timingFunction }
    set { fields.value.timingFunction = newValue }
  }
  /// Whether the transition is removed at its end (`isRemovedOnCompletion`).
  public var isRemovedOnCompletion: Bool {
    get { fields.value.isRemovedOnCompletion }
    set { fields.value.isRemovedOnCompletion = newValue }
  }
  /// The caller's values kept with the animation (Key-Value Coding on a `CAAnimation`).
  public var userInfo: [String: AnimatableValue] {
    get { fields.value.userInfo }
    set { fields.value.userInfo = newValue }
  }

  /// The key a layer stores a transition under: `"transition"` (`kCATransition`).
  public static let key = "transition"

  /// The leg's progress: the timing function applied to the phase's fraction (SEMANTICS TF7,
  /// T8), read in place rather than through a copy of the function.
  func progress(at phase: TimingPhase) -> Double {
    fields.value.timingFunction?.progress(at: phase.fraction) ?? phase.fraction
  }

  /// The stored fields (see `CopyOnWrite`).
  struct Fields: Hashable, Sendable {
    var type: TransitionType
    var subtype: TransitionSubtype? = nil
    var startProgress: Double = 0
    var endProgress: Double = 1
    var timing: MediaTiming = MediaTiming()
    var timingFunction: TimingFunction? = nil
    var isRemovedOnCompletion: Bool = true
    var userInfo: [String: AnimatableValue] = [:]
  }

  private var fields: CopyOnWrite<Fields>

  /// Creates a transition, like `CATransition()` with its type set.
  public init(
    type: TransitionType = .fade, subtype: TransitionSubtype? = nil,
    timing: MediaTiming = MediaTiming()
  ) {
    fields = CopyOnWrite(Fields(type: type, subtype: subtype, timing: timing))
  }
}

extension Transition: LayerAnimation {
  /// The animation as the enum that layers store.
  public var animation: Animation { .transition(self) }
}

extension Transition {
  /// Checks the transition: its timing, and start and end progress in `[0, 1]`.
  public func validate() throws {
    try timing.validate()
    for (name, value) in [("startProgress", startProgress), ("endProgress", endProgress)]
    where !(value >= 0 && value <= 1) {
      throw ValidationError(field: name, reason: "must be a number in [0, 1] (got \(value))")
    }
  }

  /// The progress at `phase` (X1).
  func transitionProgress(at phase: TimingPhase) -> Double {
    let f = progress(at: phase)
    if f == 0 { return startProgress }
    if f == 1 { return endProgress }
    return startProgress + (endProgress - startProgress) * f
  }
}
