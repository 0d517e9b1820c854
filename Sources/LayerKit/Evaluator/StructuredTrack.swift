/// An animation of a path or a list (<doc:Rules#Y2>, Y4), compiled: these values have no fixed
/// size, so they are evaluated as values beside the flat tracks rather than in their storage.
/// Properties of these kinds are animated only by such tracks, so the two never meet.
///
/// The same rules as every other animation (Y7): the timing of each enclosing group and of the
/// animation itself (T1–T9, G1), its timing function, B1's table of ends, additive and
/// cumulative (B2, B3), keyframes with keyTimes and segment functions (K3–K5), springs (S1).
/// Values interpolate point by point (a path's ``Path/coordinates``, a list's numbers).
final class StructuredTrack: Sendable {
  /// One timing on the way down: each enclosing group's, then the animation's own.
  struct Node: Sendable {
    let timing: CompiledTiming
    let easing: BezierCurve?
  }

  /// How the value at a progress is found.
  enum Curve: Sendable {
    /// A basic animation's ends (B1), and a spring's oscillator (S1).
    case basic(BasicEnds<AnimatableValue>, spring: SpringCurve?)
    /// Keyframes (K1–K7): their values, the keyTimes in force (or even spacing), the segments'
    /// timing functions, and for the cubic modes the tangents per coordinate.
    case keyframes(Keyframes)
  }

  /// A keyframe animation of paths or lists.
  struct Keyframes: Sendable {
    let values: [AnimatableValue]
    let coordinates: [[Double]]
    let times: [Double]?
    let functions: [BezierCurve]?
    let isDiscrete: Bool
    /// For the cubic modes, the Kochanek–Bartels spline (K7) of each run of four coordinates,
    /// the one ``SplineCurve`` every spline animation uses; empty when linear.
    let splines: [SplineCurve]
  }

  let nodes: [Node]
  let property: LayerProperty
  let curve: Curve
  let isAdditive: Bool
  let isCumulative: Bool
  let cycleEndsAtStart: Bool

  init(
    nodes: [Node], property: LayerProperty, curve: Curve, isAdditive: Bool, isCumulative: Bool,
    cycleEndsAtStart: Bool
  ) {
    self.nodes = nodes
    self.property = property
    self.curve = curve
    self.isAdditive = isAdditive
    self.isCumulative = isCumulative
    self.cycleEndsAtStart = cycleEndsAtStart
  }

  /// The value the animation gives at the layer's local time `time`, or `nil` when it shows
  /// nothing then; `current` is the model value (B1).
  func value(at time: Double, current: AnimatableValue) -> AnimatableValue? {
    var t = time
    var fromBelow = false
    for (index, node) in nodes.enumerated() {
      guard let phase = node.timing.phase(atParentTime: t, limitFromBelow: fromBelow) else {
        return nil
      }
      let eased = node.easing?.progress(at: phase.fraction) ?? phase.fraction
      guard index == nodes.count - 1 else {
        // A group's children run in its time, warped by its timing function (G1).
        t = eased * node.timing.duration
        fromBelow = phase.fraction == 1
        continue
      }
      return value(progress: eased, iteration: phase.iteration, current: current)
    }
    return nil
  }

  /// The value at leg progress `p` in repeat cycle `iteration` (B1, B3, K1–K7, S1).
  private func value(progress p: Double, iteration: Double, current: AnimatableValue)
    -> AnimatableValue
  {
    switch curve {
    case .basic(let ends, let spring):
      return ends.value(
        progress: spring.map { $0.progress(p) } ?? p, iteration: iteration, current: current
      ) { a, b, p in a.interpolated(to: b, fraction: p) }
    case .keyframes(let keyframes):
      let value = keyframes.value(at: p)
      guard isCumulative, iteration != 0 else { return value }
      let cycleEnd = (cycleEndsAtStart ? keyframes.values.first : keyframes.values.last) ?? value
      return AnimatableValue.accumulating(value, cycleEnd, iteration)
    }
  }
}

extension StructuredTrack.Keyframes {
  /// Compiles the keyframes of `animation` (all of one structure, checked by the caller).
  init(_ animation: KeyframeAnimation) {
    values = animation.values
    coordinates = values.map(\.coordinates)
    let n = values.count
    let mode = animation.calculationMode
    isDiscrete = mode == .discrete
    // Paths and lists have no distance: the paced modes space keyframes evenly (as for
    // transforms, K6), keeping their cubic or linear blend.
    times = mode == .paced || mode == .cubicPaced ? nil : animation.validKeyTimes(count: n)
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
    let p = p.isNaN ? 0 : min(max(p, -1e6), 1e6)
    let keyTimes = times.map(KeyTimes.init)
    if isDiscrete { return values[KeyframeCurve.discreteIndex(p, n, keyTimes)] }
    var (i, f) = KeyframeCurve.locate(p, n, keyTimes)
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
