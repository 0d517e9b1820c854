/// Compiling a keyframe animation into the one keyframe curve (<doc:Rules#K1>–K9, P1, P2, P6):
/// the frames of its kind of value, the lookup its calculation mode reads, and how repeats build,
/// after every fallback has been decided.
///
/// | values                   | discrete | linear            | paced              | cubic, cubicPaced     |
/// | ------------------------ | -------- | ----------------- | ------------------ | --------------------- |
/// | numbers                  | held     | segments          | segments at stops  | spline (along it, K8) |
/// | vectors                  | held     | segments          | segments at stops  | spline (along it, K8) |
/// | booleans                 | held     | switch at middle  | switch, even       | switch (K7, [C])      |
/// | a path                   | held     | along segments    | along its length   | as linear, paced      |
/// | transforms, paths, lists | held     | segments          | even (no distance) | transforms: linear    |
extension KeyframeAnimation {
  /// The animation's curve, its tables kept alive by `compiled` (its pooled keyframes in
  /// `compiled`'s pool). The animation has been validated.
  func keyframeCurve(into compiled: inout CompiledTracks) -> Curve {
    if isEvenlyLinear {
      // Keyframes of one or two numbers in one half, of three or four in two.
      let isWide = valueKind.scalarWidth > 2
      let pooled = EvenKeyframes(
        start: Int32(compiled.pool.count), count: Int32(values.count), isWide: isWide,
        repeats: repeats)
      for value in values {
        let lanes = value.lanes ?? .zero
        compiled.pool.append(lanes.lowHalf)
        if isWide { compiled.pool.append(lanes.highHalf) }
      }
      return .pooled(pooled)
    }
    if let path {
      return .other(.lanes(.path(compiled.own(pathCurve(path)))))
    }
    if valueKind == .transform {
      return .other(.matrices(.keyframes(compiled.own(matrixCurve))))
    }
    let frames = values.map { $0.lanes ?? .zero }
    let isBool = valueKind == .bool
    let lookup: KeyframeLookup
    switch calculationMode {
    case .discrete:
      lookup = .held(keyTimes(frames.count))
    case .linear:
      lookup = .segments(keyTimes(frames.count), functions: segmentFunctions)
    case .paced:
      lookup = .segments(isBool ? nil : Self.pacedStops(frames).map(KeyTimes.init), functions: nil)
    case .cubic, .cubicPaced:
      if isBool || frames.count < 2 {
        // Booleans have no spline: they switch linearly (K7, [C]).
        let times = calculationMode == .cubic ? keyTimes(frames.count) : nil
        lookup = .segments(times, functions: segmentFunctions)
        break
      }
      let spline = SplineCurve(
        frames: frames, tension: tensionValues, continuity: continuityValues, bias: biasValues)
      let table = calculationMode == .cubicPaced ? ArcLengthTable(spline) : nil
      // Without keyTimes when paced: a spline of no length is divided evenly.
      let splineLookup: KeyframeLookup =
        if let table, table.hasLength {
          .alongSpline(table, spline)
        } else {
          .segments(
            calculationMode == .cubic ? keyTimes(frames.count) : nil, functions: segmentFunctions)
        }
      let curve = KeyframeCurve(
        frames: SplineFrames(values: frames, spline: spline), lookup: splineLookup,
        repeats: repeats)
      return .other(.lanes(.spline(compiled.own(curve))))
    }
    if valueKind == .number {
      let curve = KeyframeCurve(
        frames: NumberFrames(values: frames.map { $0[0] }), lookup: lookup, repeats: repeats)
      return .numberKeyframes(compiled.own(curve))
    }
    let curve = KeyframeCurve(
      frames: LanesFrames(values: frames, switchesAtMiddle: isBool), lookup: lookup,
      repeats: repeats)
    return .other(.lanes(.keyframes(compiled.own(curve))))
  }

  /// A path animation's curve (P1, P2, P6; K9's turn from its rotation mode).
  private func pathCurve(_ path: Path) -> KeyframeCurve<PathFrames> {
    let points = path.keyframePoints.map { Lanes($0.x, $0.y, 0, 0) }
    let keyframes = PathKeyframes(path.segments, rotationMode: rotationMode)
    func curve(_ lookup: KeyframeLookup, pacedLength: Double? = nil) -> KeyframeCurve<PathFrames> {
      KeyframeCurve(
        frames: PathFrames(points: points, path: keyframes, pacedLength: pacedLength),
        lookup: lookup, repeats: repeats)
    }
    switch calculationMode {
    case .discrete:
      return curve(.held(keyTimes(points.count)))
    case .linear, .cubic:
      return curve(.segments(keyTimes(points.count), functions: segmentFunctions))
    case .paced, .cubicPaced:
      let table = ArcLengthTable(keyframes.measured)
      // A path of no length has no pace: time is divided evenly between its segments.
      guard table.hasLength else { return curve(.even) }
      return curve(.alongPath(table, keyframes.measured), pacedLength: table.totalLength)
    }
  }

  /// A whole-transform animation's curve (V2): transforms have no distance and no spline, so the
  /// paced and cubic modes interpolate linearly, evenly spaced except that cubic keeps valid
  /// keyTimes (K6, K7).
  private var matrixCurve: KeyframeCurve<MatrixFrames> {
    let matrices = values.map { value -> Transform3D in
      if case .transform(let t) = value { t } else { .identity }
    }
    let evenlySpaced = calculationMode == .paced || calculationMode == .cubicPaced
    let times = evenlySpaced ? nil : keyTimes(matrices.count)
    return KeyframeCurve(
      frames: MatrixFrames(values: matrices, parts: matrices.map { $0.decomposed() }),
      lookup: calculationMode == .discrete
        ? .held(times) : .segments(times, functions: segmentFunctions),
      repeats: repeats)
  }

  /// The key times in force for `count` keyframes (K3), indexed; `nil` spaces them evenly.
  private func keyTimes(_ count: Int) -> KeyTimes? {
    validKeyTimes(count: count).map(KeyTimes.init)
  }

  /// The segments' own timing functions, in the modes that use them (K4: linear and cubic).
  var segmentFunctions: [BezierCurve]? {
    calculationMode == .linear || calculationMode == .cubic ? timingFunctions?.map(\.curve) : nil
  }

  /// Whether the animation is evenly spaced vector keyframes blended linearly, without segment
  /// functions or a path: what ``Curve/pooled(_:)`` evaluates.
  var isEvenlyLinear: Bool {
    path == nil && calculationMode == .linear && validKeyTimes(count: values.count) == nil
      && (timingFunctions ?? []).isEmpty && valueKind != .bool && valueKind != .transform
  }

  /// The fraction of the cycle at which a paced animation reaches each keyframe: cumulative
  /// distance over total distance (K6). `nil` (even spacing) when there is no total length.
  static func pacedStops(_ frames: [Lanes]) -> [Double]? {
    guard frames.count > 1 else { return nil }
    // Distances of huge values are measured scaled down by a power of two (the fractions do not
    // change), so that they cannot overflow (V6).
    var largest = 0.0
    for frame in frames {
      for j in 0..<4 { largest = max(largest, abs(frame[j])) }
    }
    let down = Double(sign: .plus, exponent: -overflowExponent(largest), significand: 1)
    var cumulative = [0.0]
    for i in 1..<frames.count {
      let d = (frames[i] - frames[i - 1]) * down
      cumulative.append(cumulative[i - 1] + (d * d).sum().squareRoot())
    }
    guard let total = cumulative.last, total > 0, total.isFinite else { return nil }
    var stops = cumulative.map { $0 / total }
    stops[stops.count - 1] = 1
    return stops
  }
}
