extension TimingFunction: CustomStringConvertible {
  /// The preset's name (`.easeInEaseOut`) or the control points
  /// (`TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1.0)`), never the solver's tables.
  public var description: String {
    if let name { return ".\(name.rawValue)" }
    return "TimingFunction(controlPoints: \(c1x), \(c1y), \(c2x), \(c2y))"
  }
}
