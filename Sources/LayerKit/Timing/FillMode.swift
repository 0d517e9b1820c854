/// What an animation shows outside its active interval.
///
/// Mirrors `CAMediaTimingFillMode` (`kCAFillModeRemoved`, `…Forwards`, `…Backwards`, `…Both`),
/// <doc:Rules#F1>–F3. A closed set, so an enum rather than Core Animation's string constants.
///
///     before          active           after
///     ───────|====================|───────────▶ parent time
///     backwards, both             forwards, both   (and isRemovedOnCompletion == false)
public enum FillMode: String, CaseIterable, Hashable, Sendable, Codable {
  /// Nothing outside the active interval (the default, <doc:Rules#T2>).
  case removed
  /// Hold the final value after the end (needs `isRemovedOnCompletion == false`, F2).
  case forwards
  /// Show the first value before the start (F1, F3).
  case backwards
  /// Both of the above.
  case both

  /// Whether the first value shows before the active interval (<doc:Rules#F1>).
  public var fillsBackwards: Bool { self == .backwards || self == .both }

  /// Whether the final value holds after the active interval (<doc:Rules#F2>).
  public var fillsForwards: Bool { self == .forwards || self == .both }
}
