/// A source of media time, the time space of root layers.
///
/// Mirrors `CACurrentMediaTime()`, made injectable (<doc:Rules#E1>): a layer tree reads "now" from
/// the clock of its root layer, so tests and tools decide what time it is.
public protocol MediaClock: AnyObject {
  /// The current media time in seconds, like `CACurrentMediaTime()`.
  var currentMediaTime: Double { get }
}

/// A media clock that moves only when told (<doc:Rules#E1>).
///
///     let clock = ManualMediaClock()
///     let root = Layer(clock: clock)
///     try clock.advance(by: 0.5)
///     root.currentMediaTime        // 0.5
///
/// Time never runs backwards and is always finite: ``advance(by:)`` and ``advance(to:)`` throw
/// for a step that would break either.
public final class ManualMediaClock: MediaClock {
  /// The current media time.
  public private(set) var currentMediaTime: Double

  /// Creates a clock reading `time` (0 by default).
  ///
  /// A non-finite start is replaced by 0, so the clock is always readable.
  public init(time: Double = 0) {
    currentMediaTime = time.isFinite ? time : 0
  }

  /// Moves the clock forward by `step` seconds.
  ///
  /// - Throws: ``ValidationError`` (field `step`) for a negative or non-finite step.
  public func advance(by step: Double) throws {
    try ValidationError.requireFinite(step, "step")
    guard step >= 0 else {
      throw ValidationError(field: "step", reason: "time cannot run backwards (got \(step))")
    }
    currentMediaTime += step
  }

  /// Moves the clock forward to `time`.
  ///
  /// - Throws: ``ValidationError`` (field `time`) for a time before the current one or a
  ///   non-finite time.
  public func advance(to time: Double) throws {
    try ValidationError.requireFinite(time, "time")
    guard time >= currentMediaTime else {
      throw ValidationError(
        field: "time", reason: "time cannot run backwards (\(time) < \(currentMediaTime))")
    }
    currentMediaTime = time
  }
}
