extension Path: CustomStringConvertible {
  /// The path as SVG path data: `Path("M 0.0 0.0 L 10.0 0.0 Z")`.
  public var description: String { "Path(\"\(svgPathData)\")" }
}
