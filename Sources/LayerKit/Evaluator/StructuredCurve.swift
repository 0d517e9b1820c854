/// The curve of an animation of a path or a list (<doc:Rules#Y2>, Y4): these values have no
/// fixed size, so the track that holds this curve writes them to the evaluation's side buffer
/// (``StructuredValues``) rather than to the flat storage. Everything else is every track's:
/// the timing of each enclosing group and of the animation (T1–T9, G1), its timing function,
/// additive output (B2). Properties of these kinds are animated only by such tracks (Y7).
/// Values interpolate point by point (a path's ``Path/coordinates``, a list's numbers).
final class StructuredCurve: Sendable {
  /// How the value at a progress is found.
  enum Method: Sendable {
    /// A basic animation's ends (B1, B3), and a spring's oscillator (S1).
    case basic(BasicEnds<AnimatableValue>, spring: SpringCurve?)
    /// Keyframes (K1–K7): their values, the keyTimes in force (or even spacing), the segments'
    /// timing functions, and for the cubic modes a spline per run of coordinates.
    case keyframes(Keyframes)
  }

  /// A keyframe animation of paths or lists.
  struct Keyframes: Sendable {
    let values: [AnimatableValue]
    let coordinates: [[Double]]
    /// The keyTimes in force, indexed once here; `nil` spaces the keyframes evenly.
    let times: KeyTimes?
    let functions: [BezierCurve]?
    let isDiscrete: Bool
    /// For the cubic modes, the Kochanek–Bartels spline (K7) of each run of four coordinates,
    /// the one ``SplineCurve`` every spline animation uses; empty when linear.
    let splines: [SplineCurve]
    /// Cumulative repeats add the last keyframe, or with autoreverses the first (B3).
    let isCumulative: Bool
    let cycleEndsAtStart: Bool
  }

  let method: Method

  init(_ method: Method) { self.method = method }

  /// The value at leg progress `p` in repeat cycle `iteration`, with `current` as the model
  /// value (B1, B3, K1–K7, S1).
  func value(progress p: Double, iteration: Double, current: AnimatableValue) -> AnimatableValue {
    switch method {
    case .basic(let ends, let spring):
      return ends.value(
        progress: spring.map { $0.progress(p) } ?? p, iteration: iteration, current: current
      ) { a, b, p in a.interpolated(to: b, fraction: p) }
    case .keyframes(let keyframes):
      let value = keyframes.value(at: p)
      guard keyframes.isCumulative, iteration != 0 else { return value }
      let cycleEnd =
        (keyframes.cycleEndsAtStart ? keyframes.values.first : keyframes.values.last) ?? value
      return AnimatableValue.accumulating(value, cycleEnd, iteration)
    }
  }
}

extension StructuredCurve.Keyframes {
  /// Compiles the keyframes of `animation` (all of one structure, checked by the caller).
  init(_ animation: KeyframeAnimation) {
    values = animation.values
    coordinates = values.map(\.coordinates)
    let n = values.count
    let mode = animation.calculationMode
    isDiscrete = mode == .discrete
    isCumulative = animation.isCumulative
    cycleEndsAtStart = animation.timing.autoreverses
    // Paths and lists have no distance: the paced modes space keyframes evenly (as for
    // transforms, K6), keeping their cubic or linear blend.
    times =
      mode == .paced || mode == .cubicPaced
      ? nil : animation.validKeyTimes(count: n).map(KeyTimes.init)
    functions =
      mode == .linear || mode == .cubic ? animation.timingFunctions?.map(\.curve) : nil
    guard mode == .cubic || mode == .cubicPaced, n > 1, let width = coordinates.first?.count
    else {
      splines = []
      return
    }
    let coordinates = coordinates
    splines = stride(from: 0, to: width, by: 4).map { first in
      let frames = coordinates.map { numbers in
        var lanes = Lanes.zero
        for j in first..<min(first + 4, width) { lanes[j - first] = numbers[j] }
        return lanes
      }
      return SplineCurve(
        frames: frames, tension: animation.tensionValues, continuity: animation.continuityValues,
        bias: animation.biasValues)
    }
  }

  /// The value at cycle progress `p` (K2, K4, K5, K7).
  func value(at p: Double) -> AnimatableValue {
    let n = values.count
    guard n > 1 else { return values.first ?? .numbers([]) }
    let p = keyframeProgress(p)
    if isDiscrete { return values[KeyframeCurve.discreteIndex(p, n, times)] }
    var (i, f) = KeyframeCurve.locate(p, n, times)
    if let functions, i < functions.count { f = functions[i].progress(at: f) }
    if f == 0 { return values[i] }
    if f == 1 { return values[i + 1] }
    guard !splines.isEmpty else { return values[i].interpolated(to: values[i + 1], fraction: f) }
    // Each run of four coordinates on its spline (K7); outside [0, 1] the end's tangent
    // continues (K4).
    let width = coordinates[i].count
    var numbers: [Double] = []
    numbers.reserveCapacity(width)
    for (run, spline) in splines.enumerated() {
      let lanes = spline.value(segment: i, at: f)
      for j in 0..<min(4, width - 4 * run) { numbers.append(lanes[j]) }
    }
    return values[i].replacingCoordinates(numbers)
  }
}

extension Animation {
  /// Whether the animation, or one of its children, animates a path or a list.
  var animatesStructuredValues: Bool {
    switch self {
    case .basic(let a): a.valueKind.isStructured
    case .spring(let a): a.valueKind.isStructured
    case .keyframe(let a): a.valueKind.isStructured && a.path == nil
    case .group(let g): g.animations.contains { $0.animatesStructuredValues }
    case .transition: false
    }
  }
}

extension PropertyAnimation {
  /// Checks that the values of a path or list animation have one structure, `current` (the
  /// model's value, which B1 may use) included (Y2, Y4), naming the first that differs.
  func validateStructure(_ values: [(field: String, value: AnimatableValue)]) throws {
    guard let first = values.first else { return }
    for (field, value) in values.dropFirst() {
      if let mismatch = first.value.structureMismatch(with: value) {
        throw ValidationError(
          field: field,
          reason:
            "does not have the structure of \(first.field): \(mismatch); paths and lists interpolate only between values of one structure (Y2, Y4)"
        )
      }
    }
  }
}
