/// The curve of an animation of a path or a list (<doc:Rules#Y2>, Y4): these values have no
/// fixed size, so the track that holds this curve writes them to the evaluation's side buffer
/// (``StructuredValues``) rather than to the flat storage. Everything else is every track's:
/// the timing of each enclosing group and of the animation (T1–T9, G1), its timing function,
/// additive output (B2). Properties of these kinds are animated only by such tracks (Y7).
/// Values interpolate point by point (a path's ``Path/coordinates``, a list's numbers).
enum StructuredCurve: Sendable {
  /// A basic animation's ends (B1, B3).
  case basic(StructuredEnds)
  /// A spring's oscillator driving them (S1).
  case spring(SpringCurve<StructuredEnds>)
  /// Keyframes (K1–K7), through the one keyframe curve.
  case keyframes(KeyframeCurve<StructuredFrames>)

  /// The value at leg progress `p` in repeat cycle `iteration`, with `current` as the model
  /// value (B1, B3, K1–K7, S1).
  func value(progress p: Double, iteration: Double, current: AnimatableValue) -> AnimatableValue {
    switch self {
    case .basic(let ends): ends.value(progress: p, iteration: iteration, current: current)
    case .spring(let spring): spring.value(progress: p, iteration: iteration, current: current)
    case .keyframes(let curve):
      keyframeValue(curve.frames, curve.lookup, curve.repeats, at: p, iteration: iteration)
    }
  }
}

/// The keyframes of a path or list animation (K2, K5, K7): their values, their coordinates,
/// and for the cubic modes a Kochanek–Bartels spline per run of four coordinates, the one
/// ``SplineCurve`` every spline animation uses.
struct StructuredFrames: ListedKeyframes, Sendable {
  typealias Carried = AnimatableValue

  let values: [AnimatableValue]
  let coordinates: [[Double]]
  /// Empty when the keyframes blend linearly.
  let splines: [SplineCurve]

  func value(segment i: Int, at f: Double) -> AnimatableValue {
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

extension KeyframeCurve where Frames == StructuredFrames {
  /// Compiles the keyframes of `animation` (all of one structure, checked by the caller).
  /// Paths and lists have no distance: the paced modes space keyframes evenly (as for
  /// transforms, K6), keeping their cubic or linear blend.
  convenience init(structured animation: KeyframeAnimation) {
    let values = animation.values
    let coordinates = values.map(\.coordinates)
    let n = values.count
    let mode = animation.calculationMode
    let times =
      mode == .paced || mode == .cubicPaced
      ? nil : animation.validKeyTimes(count: n).map(KeyTimes.init)
    var splines: [SplineCurve] = []
    if mode == .cubic || mode == .cubicPaced, n > 1, let width = coordinates.first?.count {
      splines = stride(from: 0, to: width, by: 4).map { first in
        let frames = coordinates.map { numbers in
          var lanes = Lanes.zero
          for j in first..<min(first + 4, width) { lanes[j - first] = numbers[j] }
          return lanes
        }
        return SplineCurve(
          frames: frames, tension: animation.tensionValues,
          continuity: animation.continuityValues, bias: animation.biasValues)
      }
    }
    self.init(
      frames: StructuredFrames(values: values, coordinates: coordinates, splines: splines),
      lookup: mode == .discrete
        ? .held(times) : .segments(times, functions: animation.segmentFunctions),
      repeats: animation.repeats)
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
