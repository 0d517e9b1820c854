extension KeyframeAnimation {
  /// The fraction of each cycle at which each keyframe is reached, as evaluation uses them: the
  /// ``keyTimes`` when they are valid (K3), else evenly spaced; for the paced modes, the
  /// fractions their distances give (K6). One entry per keyframe.
  ///
  ///     KeyframeAnimation(keyPath: .opacity, values: [0, 1, 0.5]).effectiveKeyTimes  // [0, 0.5, 1]
  public var effectiveKeyTimes: [Double] {
    let n = frameCount
    guard n > 1 else { return n == 1 ? [0] : [] }
    if let keyTimes = validKeyTimes(count: n) { return Array(keyTimes.prefix(n)) }
    if calculationMode == .paced || calculationMode == .cubicPaced, (try? validate()) != nil {
      // The stops the compiled curve paces by: along a path or a spline (K6, K8).
      var compiled = CompiledTracks()
      if case .other(.lanes(let vectors)) = keyframeCurve(into: &compiled),
        let stops = vectors.curveStops, stops.count == n
      {
        return stops
      }
      if path == nil, valueKind != .bool, calculationMode == .paced,
        let stops = Self.pacedStops(values.map { $0.lanes ?? .zero })
      {
        return stops
      }
    }
    return (0..<n).map { Double($0) / Double(n - 1) }
  }
}
