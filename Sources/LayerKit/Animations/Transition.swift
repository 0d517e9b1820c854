/// The kind of visual change a transition makes.
///
/// Mirrors `CATransitionType` (`kCATransitionFade`, …), and the flips and curls of UIKit's view
/// transitions (`UIView.AnimationOptions.transitionFlipFromLeft`, `.transitionCurlUp`, …), which
/// Core Animation's public API does not name. LayerKit does not draw, so the type is data for
/// whoever renders (<doc:Rules#X1>, U8).
public enum TransitionType: String, CaseIterable, Hashable, Sendable, Codable {
  /// Cross-fade (the default).
  case fade
  /// The new content slides in over the old.
  case moveIn
  /// The new content pushes the old out.
  case push
  /// The old content slides away to reveal the new.
  case reveal
  /// The layer turns over about its vertical (from the left or right) or horizontal (from the top
  /// or bottom) axis, the new content on its back (UIKit's `transitionFlipFrom…`).
  case flip
  /// The old content curls up and away like a page (UIKit's `transitionCurlUp`).
  case curlUp
  /// The new content curls down over the old like a page (UIKit's `transitionCurlDown`).
  case curlDown
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
/// Mirrors `CATransition` (<doc:Rules#X1>). Its progress at any time is
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
public struct Transition: LayerAnimation {
  /// The common fields: timing, timing function (which paces the progress), removal flag,
  /// caller's values.
  public var base: AnimationBase
  /// The kind of change (`type`).
  public var type: TransitionType
  /// The direction (`subtype`), for the moving types.
  public var subtype: TransitionSubtype?
  /// The progress at the start, in `[0, 1]` (`startProgress`, default 0).
  public var startProgress = 0.0
  /// The progress at the end, in `[0, 1]` (`endProgress`, default 1).
  public var endProgress = 1.0

  /// The key a layer stores a transition under: `"transition"` (`kCATransition`).
  public static let key = "transition"

  /// Creates a transition, like `CATransition()` with its type set.
  public init(
    type: TransitionType = .fade, subtype: TransitionSubtype? = nil,
    timing: MediaTiming = MediaTiming()
  ) {
    base = AnimationBase(timing: timing)
    self.type = type
    self.subtype = subtype
  }

  /// The animation as the enum that layers store.
  public var animation: Animation { .transition(self) }

  /// Checks the transition: its timing, and start and end progress in `[0, 1]`.
  public func validate() throws {
    try base.timing.validate()
    for (name, value) in [("startProgress", startProgress), ("endProgress", endProgress)]
    where !(value >= 0 && value <= 1) {
      throw ValidationError(field: name, reason: "must be a number in [0, 1] (got \(value))")
    }
  }
}
