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
    case basic(
      start: AnimatableValue, startSource: EndpointSource, end: AnimatableValue,
      endSource: EndpointSource, spring: SpringCurve?)
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
    /// Per keyframe, the tangents leaving and arriving, per coordinate (K7); empty when linear.
    let outgoing: [[Double]]
    let incoming: [[Double]]
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
    var value: AnimatableValue
    var cycleEnd: AnimatableValue
    switch curve {
    case .basic(let start, let startSource, let end, let endSource, let spring):
      let a = Self.resolve(start, startSource, current)
      let b = Self.resolve(end, endSource, current)
      value = a.interpolated(to: b, fraction: spring.map { $0.progress(p) } ?? p)
      cycleEnd = cycleEndsAtStart ? a : b
    case .keyframes(let keyframes):
      value = keyframes.value(at: p)
      cycleEnd = (cycleEndsAtStart ? keyframes.values.first : keyframes.values.last) ?? value
    }
    if isCumulative, iteration != 0 { value = value.adding(cycleEnd.repeated(iteration)) }
    return value
  }

  private static func resolve(
    _ constant: AnimatableValue, _ source: EndpointSource, _ current: AnimatableValue
  ) -> AnimatableValue {
    switch source {
    case .constant: constant
    case .current: current
    case .currentPlus: current.adding(constant)
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
      (outgoing, incoming) = ([], [])
      return
    }
    // The Kochanek–Bartels tangents of each coordinate (K7), as SplineCurve makes them.
    var outgoing: [[Double]] = []
    var incoming: [[Double]] = []
    func parameter(_ list: [Double]?, _ i: Int) -> Double {
      guard let list, i < list.count else { return 0 }
      return list[i]
    }
    for i in 0..<n {
      let t = parameter(animation.tensionValues, i)
      let c = parameter(animation.continuityValues, i)
      let s = parameter(animation.biasValues, i)
      let (k1, k2) = ((1 - t) * (1 + s) * (1 + c) / 2, (1 - t) * (1 - s) * (1 - c) / 2)
      let (k3, k4) = ((1 - t) * (1 + s) * (1 - c) / 2, (1 - t) * (1 - s) * (1 + c) / 2)
      var leaving: [Double] = []
      var arriving: [Double] = []
      for j in 0..<width {
        // K7: the reflected end neighbour repeats the inner difference (n > 1 here).
        let before = i > 0 ? (coordinates[i][j] - coordinates[i - 1][j]).saturated : nil
        let after = i + 1 < n ? (coordinates[i + 1][j] - coordinates[i][j]).saturated : nil
        let a = before ?? after ?? 0
        let b = after ?? a
        leaving.append(((a * k1).saturated + (b * k2).saturated).saturated)
        arriving.append(((a * k3).saturated + (b * k4).saturated).saturated)
      }
      outgoing.append(leaving)
      incoming.append(arriving)
    }
    self.outgoing = outgoing
    self.incoming = incoming
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
    guard !outgoing.isEmpty else { return values[i].interpolated(to: values[i + 1], fraction: f) }
    // Cubic Hermite per coordinate (K7); outside [0, 1] the end's tangent continues (K4).
    let (a, b) = (coordinates[i], coordinates[i + 1])
    let (m0, m1) = (outgoing[i], incoming[i + 1])
    let f2 = f * f
    let f3 = f2 * f
    let numbers = (0..<a.count).map { j -> Double in
      if f < 0 { return (a[j] + (m0[j] * f).saturated).saturated }
      if f > 1 { return (b[j] + (m1[j] * (f - 1)).saturated).saturated }
      let terms = [
        a[j] * (2 * f3 - 3 * f2 + 1), m0[j] * (f3 - 2 * f2 + f), b[j] * (-2 * f3 + 3 * f2),
        m1[j] * (f3 - f2),
      ]
      // Each term quartered (exactly) before the sum, so that it cannot overflow (V6).
      return (terms.reduce(0) { $0 + $1.saturated * 0.25 } * 4).saturated
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
