import Foundation

extension KeyframeAnimation {
  /// The kind of value the keyframes must have: the value function's input kind, or the key
  /// path's.
  public var valueKind: ValueKind { valueFunction?.inputKind ?? keyPath.valueKind }

  /// Checks the animation, throwing a ``ValidationError`` that names the first bad field.
  ///
  /// Errors: invalid timing; no keyframes (empty ``values`` and no ``path``); a value of the
  /// wrong kind or not finite; a path on a key path that is not a point, or with non-finite
  /// coordinates; non-finite keyTimes; more timingFunctions than segments; tension, continuity
  /// or bias values that are not in `[-1, 1]` or outnumber the keyframes; a rotation mode without
  /// a path; additive or cumulative booleans; a value function on anything but a whole
  /// transform. keyTimes that are finite but invalid by K3 are not an error: they are ignored, as
  /// Core Animation ignores them (see ``keyTimesIssue``).
  public func validate() throws {
    let kind = valueKind
    try PropertyAnimationChecks.check(
      timing: timing, keyPath: keyPath, valueFunction: valueFunction, kind: kind,
      isAdditive: isAdditive, isCumulative: isCumulative)
    if let path {
      guard kind == .point, valueFunction == nil else {
        throw ValidationError(
          field: "path", reason: "a path animates points, but '\(keyPath)' holds a \(kind.rawValue)"
        )
      }
      do { try path.validate() } catch let error as ValidationError {
        throw error.inside("path")
      }
      guard !path.keyframePoints.isEmpty else {
        throw ValidationError(field: "path", reason: "is empty")
      }
    } else {
      guard !values.isEmpty else {
        throw ValidationError(field: "values", reason: "needs at least one keyframe, or a path")
      }
      for (index, value) in values.enumerated() {
        try PropertyAnimationChecks.check(value, "values[\(index)]", kind: kind, keyPath: keyPath)
      }
    }
    let n = frameCount
    for (index, time) in (keyTimes ?? []).enumerated() where !time.isFinite {
      throw ValidationError(field: "keyTimes[\(index)]", reason: "must be a finite number")
    }
    if let timingFunctions, timingFunctions.count > max(n - 1, 0) {
      throw ValidationError(
        field: "timingFunctions",
        reason: "has \(timingFunctions.count) functions for \(max(n - 1, 0)) segments")
    }
    for (name, list) in [
      ("tensionValues", tensionValues), ("continuityValues", continuityValues),
      ("biasValues", biasValues),
    ] {
      guard let list else { continue }
      if list.count > n {
        throw ValidationError(field: name, reason: "has \(list.count) values for \(n) keyframes")
      }
      for (index, value) in list.enumerated() where !(value >= -1 && value <= 1) {
        throw ValidationError(
          field: "\(name)[\(index)]", reason: "must be a number in [-1, 1] (got \(value))")
      }
    }
    if rotationMode != nil, path == nil {
      throw ValidationError(field: "rotationMode", reason: "needs a path")
    }
  }

  /// The value, and for path animations with a ``rotationMode`` the angle to turn by, at cycle
  /// progress `p` (the phase fraction after the animation's own timing function; may leave
  /// `[0, 1]` when that function overshoots, K4).
  ///
  /// - Complexity: O(log n) in the number of keyframes; no allocation.
  func sample(at p: Double, _ geometry: KeyframeGeometry) -> (
    value: AnimatableValue, angle: Double?
  ) {
    let frames = geometry.frames
    let n = frames.count
    guard n > 1 else { return (frames.first ?? .number(0), nil) }
    // A NaN or runaway progress cannot come from a valid phase; keep it harmless anyway.
    let p = p.isNaN ? 0 : min(max(p, -1e6), 1e6)
    switch geometry.method {
    case .discrete:
      let index = discreteIndex(p, n, geometry.times)
      let angle = geometry.segments.isEmpty ? nil : pathAngle(keyframe: index, geometry.segments)
      return (frames[index], angle)
    case .linear, .cubic, .pathTimed:
      let (i, local) = Self.locate(p, n, geometry.times)
      var f = local
      // Segment functions pace the timed modes; paced modes ignore them (K4, K6).
      if calculationMode == .linear || calculationMode == .cubic,
        let functions = timingFunctions, i < functions.count
      {
        f = functions[i].progress(at: f)  // a segment's own function clamps its input (K4)
      }
      switch geometry.method {
      case .cubic:
        let spline = SplineCurve(
          frames: frames, outgoing: geometry.outgoing, incoming: geometry.incoming)
        return (spline.value(segment: i, at: f), nil)
      case .pathTimed:
        return pathPoint(geometry.segments[i], f)
      default:
        if let numbers = geometry.numbers {
          return (.number(numbers[i].interpolated(to: numbers[i + 1], fraction: f)), nil)
        }
        return (frames[i].interpolated(to: frames[i + 1], fraction: f), nil)
      }
    case .cubicPaced:
      let spline = SplineCurve(
        frames: frames, outgoing: geometry.outgoing, incoming: geometry.incoming)
      guard let table = geometry.table else { return (frames[0], nil) }
      if p < 0 || p > 1 {
        // Overshoot extrapolates along the first or last segment (K4).
        let (i, f) = Self.locate(p, n, nil)
        return (spline.value(segment: i, at: f), nil)
      }
      let (i, f) = table.location(atDistance: p * table.totalLength, on: spline)
      return (spline.value(segment: i, at: f), nil)
    case .pathPaced:
      let segments = geometry.segments
      guard let table = geometry.table else { return (frames[0], nil) }
      let length = table.totalLength
      if p < 0 || p > 1 {
        // Overshoot continues in a straight line along the end tangent (K4).
        let segment = p < 0 ? segments[0] : segments[segments.count - 1]
        let angle = segment.tangentAngle(at: p < 0 ? 0 : 1)
        let base = p < 0 ? segment.start : segment.end
        let distance = (p < 0 ? p : p - 1) * length
        let point = Point(x: base.x + distance * cos(angle), y: base.y + distance * sin(angle))
        return (.point(point), rotation(angle))
      }
      let (i, t) = table.location(atDistance: p * length, on: PathCurve(segments: segments))
      return (.point(segments[i].point(at: t)), rotation(segments[i].tangentAngle(at: t)))
    }
  }

  /// The segment index and the fraction through it at progress `p`, with keyframe `i` at
  /// `times[i]` (or `i/(n − 1)` without times). Outside `[0, 1]` the first or last segment is
  /// extended (K4).
  static func locate(_ p: Double, _ n: Int, _ times: [Double]?) -> (Int, Double) {
    let last = n - 2
    guard let times else {
      let scaled = p * Double(n - 1)
      let i = min(max(Int(max(min(scaled, Double(n)), -1).rounded(.down)), 0), last)
      return (i, scaled - Double(i))
    }
    var i: Int
    if p <= times[0] {
      i = 0
    } else if p >= times[n - 1] {
      i = last
      // With repeated final keyTimes, take the last segment that has width.
      while i > 0, times[i + 1] == times[i] { i -= 1 }
    } else {
      // The last i with times[i] ≤ p (binary search).
      var lo = 0
      var hi = n - 1
      while hi - lo > 1 {
        let mid = (lo + hi) / 2
        if times[mid] <= p { lo = mid } else { hi = mid }
      }
      i = lo
    }
    let width = times[i + 1] - times[i]
    return (i, width > 0 ? (p - times[i]) / width : 1)
  }

  /// The held keyframe at progress `p` (K5): the last whose keyTime is ≤ p, or with no keyTimes
  /// the n equal holds.
  func discreteIndex(_ p: Double, _ n: Int, _ times: [Double]?) -> Int {
    guard let times else {
      return min(max(Int(max(min(p * Double(n), Double(n)), 0).rounded(.down)), 0), n - 1)
    }
    var lo = 0
    var hi = times.count
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if times[mid] <= p { lo = mid } else { hi = mid }
    }
    return min(lo, n - 1)
  }

  /// The point of a path segment at Bézier parameter `f` (P2); outside `[0, 1]` a straight
  /// continuation along the end's derivative (K4).
  private func pathPoint(_ segment: Path.Segment, _ f: Double) -> (AnimatableValue, Double?) {
    if f < 0 || f > 1 {
      let end = f > 1 ? 1.0 : 0.0
      let base = segment.point(at: end)
      let d = segment.derivative(at: end)
      let point = Point(x: base.x + (f - end) * d.x, y: base.y + (f - end) * d.y)
      return (.point(point), rotation(segment.tangentAngle(at: end)))
    }
    return (.point(segment.point(at: f)), rotation(segment.tangentAngle(at: f)))
  }

  /// The tangent direction at keyframe `index` of a path: the start of the segment it begins,
  /// or the end of the last segment.
  private func pathAngle(keyframe index: Int, _ segments: [Path.Segment]) -> Double? {
    guard !segments.isEmpty else { return nil }
    if index < segments.count { return rotation(segments[index].tangentAngle(at: 0)) }
    return rotation(segments[segments.count - 1].tangentAngle(at: 1))
  }

  /// The turn for a tangent angle under ``rotationMode`` (K9), or `nil` without one.
  private func rotation(_ angle: Double) -> Double? {
    switch rotationMode {
    case .none: nil
    case .auto: angle
    case .autoReverse: angle + .pi
    }
  }

  /// The value for the key path at `phase` (after cumulation and the value function) and the
  /// tangent turn, if any.
  func keyPathValue(at phase: TimingPhase, _ geometry: KeyframeGeometry) -> (
    value: AnimatableValue, angle: Double?
  ) {
    let (sampled, angle) = sample(at: progress(at: phase), geometry)
    var value = sampled
    if isCumulative, phase.iteration != 0, let first = geometry.frames.first,
      let last = geometry.frames.last
    {
      // The end of a cycle is the last keyframe, or with autoreverses the first (B3).
      value = value.adding((timing.autoreverses ? first : last).repeated(phase.iteration))
    }
    if let valueFunction { value = .transform(valueFunction.transform(for: value)) }
    return (value, angle)
  }

  /// The value the animation gives its key path at parent time `t`, or `nil` when it shows
  /// nothing then (SEMANTICS K1–K8, T1–T9, F1–F2). An additive animation adds it to what is
  /// below instead; a ``rotationMode`` turn is not included.
  ///
  /// Uses the tables prepared when the animation was added to a layer; an animation that was not
  /// added builds them on every call (use ``Layer/add(_:forKey:)`` or evaluate through a layer
  /// for speed).
  ///
  /// - Complexity: O(log n) in the number of keyframes; no allocation once prepared.
  public func value(atParentTime t: Double) -> AnimatableValue? {
    guard let phase = visiblePhase(at: t, false, false) else { return nil }
    return keyPathValue(at: phase, preparedGeometry).value
  }

  /// Writes the animation's value at `phase` into `properties` (SEMANTICS K1–K9, B2–B4).
  func apply(to properties: inout LayerProperties, phase: TimingPhase) {
    let (value, angle) = keyPathValue(at: phase, preparedGeometry)
    if isAdditive {
      properties.add(value, at: keyPath)
    } else {
      properties.set(value, at: keyPath)
    }
    if let angle {
      // Turn to the tangent: R · transform, like an additive transform (K9, B2).
      properties.transform = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
        .concatenating(properties.transform)
    }
  }
}
