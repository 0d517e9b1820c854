/// The tree a layer belongs to, as the layer sees it: where time comes from, the transaction in
/// force, and who hears of changes and events.
///
/// ``LayerTree`` is the one implementation. The protocol lets a layer name its tree without
/// depending on it, so the folders stay layered (Layers ← Clock).
protocol LayerHost: AnyObject {
  /// The media time now: the tree's clock (<doc:Rules#E1>).
  var mediaTime: Double { get }
  /// Where the compiled animations of the tree's layers live.
  var trackStore: TrackStore { get }
  /// Whether a transaction is open (<doc:Rules#I2>).
  var isInTransaction: Bool { get }
  /// Whether the innermost transaction that says so disables actions (I2).
  var disableActions: Bool { get }
  /// The animation duration in force: the innermost transaction's, else 0.25 s (T3, I2).
  var animationDuration: Double { get }
  /// The timing function in force, if a transaction set one (I1, I2).
  var animationTimingFunction: TimingFunction? { get }
  /// The innermost open transaction, which waits for the animations added during it (I3).
  var openTransaction: (any AnimationTransaction)? { get }
  /// `layer`'s local time at media time `t` from the tree's own record of its layers, or `nil`
  /// when that record is out of date (the layer then walks up its superlayers).
  func localTime(of layer: Layer, atMediaTime t: Double) -> Double?
  /// The next number in the tree's add order, for ordering events at equal times (E2).
  func nextAnimationSequence() -> Int
  /// `layer` and its subtree joined the tree or moved inside it: their time spaces may have
  /// changed, so their events are to be scheduled anew (E2, T12).
  func subtreeDidMove(_ layer: Layer)
  /// `layer` and its subtree left the tree: their scheduled events lapse.
  func subtreeDidLeave(_ layer: Layer)
  /// Whether a layer removed from its superlayer stays in the tree as a detached top-level
  /// layer (its clock still drives it, its events are still delivered) rather than leaving it:
  /// what a compatibility world wants, where every layer lives by the world's clock.
  var keepsDetachedLayers: Bool { get }
  /// Keeps `layer`, which has no superlayer, as a detached top-level layer of the tree.
  func keepDetached(_ layer: Layer)
  /// Stops keeping `layer` as a detached top-level layer (it is about to get a superlayer, or
  /// to leave the tree).
  func stopKeepingDetached(_ layer: Layer)
  /// A layer's time space changed (`beginTime`, `speed`, `timeOffset`).
  func timeSpaceDidChange(on layer: Layer)
  /// A layer's animations changed: some were added or removed.
  func animationsDidChange(on layer: Layer)
  /// A layer's model changed.
  func modelDidChange()
  /// An animation was added to `layer`: its events are to be scheduled (E2).
  func didAdd(_ entry: AnimationEntry, to layer: Layer)
  /// An event happened on `layer`: log it, and tell the animation's own delegate, then the
  /// tree's (E2).
  func deliver(_ event: AnimationEvent, on layer: Layer, to delegate: (any AnimationDelegate)?)
  /// An action could not run; the tree keeps why (I4).
  func recordActionFailure(_ error: ValidationError)
}

/// A transaction as the animations added during it see it: it waits for them to stop before it
/// completes (<doc:Rules#I3>).
protocol AnimationTransaction: AnyObject {
  /// An animation was added during the transaction.
  func animationWasAdded(_ sequence: Int)
  /// An animation added during the transaction stopped, finished or not.
  func animationDidStop(_ sequence: Int)
}
