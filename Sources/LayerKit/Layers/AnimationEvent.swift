/// Something that happened to an animation on a layer: it started, or it stopped.
///
/// Mirrors the two `CAAnimationDelegate` callbacks, `animationDidStart:` and
/// `animationDidStop:finished:` (<doc:Rules#E2>), as a value that tests and tools can compare and
/// log. ``LayerTree/advance(to:)`` returns them in the order they happened.
public struct AnimationEvent: Hashable, Sendable, CustomStringConvertible {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// The animation's active interval began (`animationDidStart:`).
    case didStart
    /// The animation ended (`animationDidStop:finished:`): `finished` is true when it reached
    /// the end of its active interval, false when it was removed before that (by key, by
    /// removing all, or by being replaced).
    case didStop(finished: Bool)
  }

  /// The media time at which it happened.
  public var time: Double
  /// The name of the layer (`nil` for an unnamed layer).
  public var layerName: String?
  /// The identity of the layer, to tell unnamed layers apart.
  public var layer: ObjectIdentifier
  /// The key the animation was added under (`nil` for none).
  public var key: String?
  /// What happened.
  public var kind: Kind
  /// The animation, as the layer stored it.
  public var animation: Animation

  /// Creates an event.
  public init(
    time: Double, layerName: String?, layer: ObjectIdentifier, key: String?, kind: Kind,
    animation: Animation
  ) {
    self.time = time
    self.layerName = layerName
    self.layer = layer
    self.key = key
    self.kind = kind
    self.animation = animation
  }

  /// `"2.0 box.move didStart"`, `"4.0 box.move didStop(finished: true)"`.
  public var description: String {
    let what =
      switch kind {
      case .didStart: "didStart"
      case .didStop(let finished): "didStop(finished: \(finished))"
      }
    return "\(time) \(layerName ?? "?").\(key ?? "?") \(what)"
  }
}

/// Receives the start and stop of animations.
///
/// Mirrors `CAAnimationDelegate`. Give one to ``Layer/add(_:forKey:delegate:)`` for a single
/// animation (like `CAAnimation.delegate`, it is held strongly until the animation stops), or to
/// ``LayerTree/delegate`` for every animation in a tree. The callbacks run while the tree
/// advances, with the clock reading the event's time, so a delegate may change the tree: set
/// model values, add or remove animations (as the seed tutorials do in `animationDidStop`).
public protocol AnimationDelegate: AnyObject {
  /// The animation's active interval began (`animationDidStart:`).
  func animationDidStart(_ event: AnimationEvent, layer: Layer)
  /// The animation ended or was removed (`animationDidStop:finished:`).
  func animationDidStop(_ event: AnimationEvent, layer: Layer, finished: Bool)
}

extension AnimationDelegate {
  /// Does nothing; implement it to hear of starts.
  public func animationDidStart(_ event: AnimationEvent, layer: Layer) {}
  /// Does nothing; implement it to hear of stops.
  public func animationDidStop(_ event: AnimationEvent, layer: Layer, finished: Bool) {}
}
