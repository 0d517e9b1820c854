/// Compilation: what a layer does with an animation when it is added (<doc:Rules#F4>, T3, B1).
extension Animation {
  /// The key path and value function of an animation whose start is the presentation value at
  /// the moment it is added (a basic or spring animation with none of from, to and by, B1);
  /// `nil` for every other animation. The layer reads that value and hands it to
  /// ``compile(startValue:)``.
  var startRecordedWhenAdded: (keyPath: AnimatableKeyPath, valueFunction: ValueFunction?)? {
    switch self {
    case .basic(let a) where a.fromValue == nil && a.toValue == nil && a.byValue == nil:
      (a.keyPath, a.valueFunction)
    case .spring(let a) where a.fromValue == nil && a.toValue == nil && a.byValue == nil:
      (a.keyPath, a.valueFunction)
    case .basic, .spring, .keyframe, .group, .transition: nil
    }
  }

  /// The animation's tracks: one, or for a group its node followed by its children's tracks,
  /// depth first (G1). The animation has been validated and its timing resolved (a positive
  /// duration, T3; an absolute begin time, T11).
  ///
  /// - Parameters:
  ///   - startValue: The presentation value when added, for an animation that records one
  ///     (``startRecordedWhenAdded``).
  ///   - current: The layer's model value of a property, for checking that a path or list
  ///     animation's values have the model's structure where B1 uses it (Y2, Y4).
  /// - Throws: ``ValidationError`` when B1 needs the inverse of a singular `byValue` transform
  ///   (B2), or a path or list animation mixes structures.
  func compile(
    startValue: AnimatableValue? = nil, current: (LayerProperty) -> AnimatableValue? = { _ in nil }
  ) throws -> CompiledTracks {
    var compiled = CompiledTracks()
    try compile(into: &compiled, parent: nil, startValue: startValue, current: current)
    return compiled
  }

  /// Appends the tracks; `parent` is the index of the enclosing group's node track.
  private func compile(
    into compiled: inout CompiledTracks, parent: Int?, startValue: AnimatableValue?,
    current: (LayerProperty) -> AnimatableValue?
  ) throws {
    let index = compiled.tracks.count
    var compiledTiming = CompiledTiming(base.timing)
    compiledTiming.hidesAfterEnd = base.isRemovedOnCompletion && parent == nil
    var track = Track(
      timing: TrackTiming(compiledTiming, inGroup: parent != nil, owners: &compiled),
      easing: base.timingFunction.flatMap { compiled.easing($0) }, curve: .group(descendants: 0),
      output: .none)
    if let parent { track.parent = Int32(index - parent) }
    if let (curve, output) = try structuredCurve(startValue: startValue, current: current) {
      (track.curve, track.output) = (.other(.structured(compiled.share(curve))), output)
      compiled.tracks.append(track)
      return
    }
    switch self {
    case .basic(let a):
      track.curve = try a.basicEnds(startValue: startValue).curve(into: &compiled)
      track.output = a.output
    case .spring(let a):
      let ends = try a.basicEnds(startValue: startValue)
      track.curve = ends.spring(
        Oscillator(a), duration: a.base.timing.duration, into: &compiled)
      track.output = a.output
    case .keyframe(let a):
      track.curve = a.keyframeCurve(into: &compiled)
      track.output = a.output
      if a.path != nil, a.rotationMode != nil {
        // The turn is composed onto the layer's transform like an additive transform (K9).
        track.output.turn = TrackTurn()
      }
    case .transition(let a):
      track.curve = .other(.transition(start: a.startProgress, end: a.endProgress))
      track.output = TrackOutput(
        kind: .progress, slot: .transitionProgress, laneOffset: 0, isAdditive: false)
    case .group(let group):
      compiled.tracks.append(track)
      for child in group.animations {
        var child = child
        // A child without a duration of its own takes the group's (T3).
        if child.base.timing.duration <= 0 { child.base.timing.duration = base.timing.duration }
        try child.compile(into: &compiled, parent: index, startValue: nil, current: current)
      }
      compiled.tracks[index].curve = .group(descendants: Int32(compiled.tracks.count - index - 1))
      return
    }
    compiled.tracks.append(track)
  }
}

extension Animation {
  /// The curve and output of an animation of a path or a list (Y2, Y4), or `nil` for any other
  /// animation.
  private func structuredCurve(
    startValue: AnimatableValue?, current: (LayerProperty) -> AnimatableValue?
  ) throws -> (StructuredCurve, TrackOutput)? {
    func ends(_ a: some FromToByAnimation) throws -> BasicEnds<AnimatableValue> {
      let model = current(a.keyPath.property)
      let given = [("fromValue", a.fromValue), ("toValue", a.toValue), ("byValue", a.byValue)]
        .compactMap { name, value in value.map { (field: name, value: $0) } }
      let usesModel = a.fromValue == nil || a.toValue == nil
      try a.validateStructure(
        given
          + (usesModel
            ? [model].compactMap { $0.map { (field: "the model value", value: $0) } } : []))
      let e = try endpoints(
        a.fromValue, a.toValue, a.byValue, startValue,
        zero: a.fromValue ?? a.toValue ?? a.byValue ?? model ?? .numbers([]),
        plus: { $0.adding($1) }, minus: { $0.subtracting($1) })
      return BasicEnds(
        start: e.0, end: e.2, startSource: e.1, endSource: e.3, repeats: a.repeats)
    }
    let curve: StructuredCurve
    let property: any PropertyAnimation
    switch self {
    case .basic(let a) where a.valueKind.isStructured:
      curve = .basic(StructuredEnds(ends: try ends(a)))
      property = a
    case .spring(let a) where a.valueKind.isStructured:
      curve = .spring(
        SpringCurve(
          oscillator: Oscillator(a), duration: a.base.timing.duration,
          ends: StructuredEnds(ends: try ends(a))))
      property = a
    case .keyframe(let a) where a.valueKind.isStructured && a.path == nil:
      try a.validateStructure(
        a.values.enumerated().map { (field: "values[\($0.offset)]", value: $0.element) })
      curve = .keyframes(KeyframeCurve(structured: a))
      property = a
    case .basic, .spring, .keyframe, .group, .transition:
      return nil
    }
    let output = TrackOutput(
      kind: .structured, slot: .property(property.keyPath.property), laneOffset: 0,
      isAdditive: property.isAdditive)
    return (curve, output)
  }
}

extension PropertyAnimation {
  /// Where the animation's value goes (B2, B4, V3).
  var output: TrackOutput {
    let kind: TrackOutput.Kind =
      if let valueFunction {
        .function(valueFunction)
      } else if keyPath.isTransformComponent {
        .component(keyPath.component)
      } else {
        switch keyPath.valueKind {
        case .transform: .matrix
        case .bool: .flag
        case let other: .lanes(width: UInt8(other.scalarWidth))
        }
      }
    return TrackOutput(
      kind: kind, slot: .property(keyPath.property),
      laneOffset: UInt8(keyPath.component.laneOffset), isAdditive: isAdditive)
  }
}

/// The ends of a basic or spring animation (B1) by the kind of value they hold.
enum CompiledEnds {
  case numbers(NumberCurve)
  case lanes(LanesEnds)
  case matrices(MatrixEnds)

  /// The curve of a basic animation with these ends.
  func curve(into compiled: inout CompiledTracks) -> Curve {
    switch self {
    case .numbers(let ends): .number(ends)
    case .lanes(let ends): .other(.lanes(.basic(compiled.share(ends))))
    case .matrices(let ends): .other(.matrices(.basic(compiled.share(ends))))
    }
  }

  /// The curve of a spring animation whose oscillator drives these ends (S1).
  func spring(_ oscillator: Oscillator, duration: Double, into compiled: inout CompiledTracks)
    -> Curve
  {
    switch self {
    case .numbers(let ends):
      .other(
        .numberSpring(
          compiled.share(SpringCurve(oscillator: oscillator, duration: duration, ends: ends))))
    case .lanes(let ends):
      .other(
        .lanes(
          .spring(
            compiled.share(SpringCurve(oscillator: oscillator, duration: duration, ends: ends)))))
    case .matrices(let ends):
      .other(
        .matrices(
          .spring(
            compiled.share(SpringCurve(oscillator: oscillator, duration: duration, ends: ends)))))
    }
  }
}

extension PropertyAnimation {
  /// How the animation's repeats build (B3).
  var repeats: CycleRepeats {
    CycleRepeats(isCumulative: isCumulative, cycleEndsAtStart: base.timing.autoreverses)
  }
}

extension FromToByAnimation {
  /// The ends of a basic (or spring) animation: B1's table resolved once into where each end
  /// comes from.
  func basicEnds(startValue: AnimatableValue?) throws -> CompiledEnds {
    if valueKind == .transform {
      func matrix(_ value: AnimatableValue?) -> Transform3D? {
        if case .transform(let t)? = value { t } else { nil }
      }
      let ends = try endpoints(
        matrix(fromValue), matrix(toValue), matrix(byValue), matrix(startValue),
        zero: .identity, plus: { $0.saturatingConcatenating($1) },
        minus: { to, by in
          guard let inverse = by.inverted() else {
            throw ValidationError(
              field: "byValue",
              reason:
                "is a singular transform (or so nearly that its inverse is beyond the range of numbers), which has no inverse for toValue − byValue (B2)"
            )
          }
          return to.saturatingConcatenating(inverse.saturated)
        })
      return .matrices(
        MatrixEnds(
          BasicEnds(
            start: ends.0, end: ends.2, startSource: ends.1, endSource: ends.3, repeats: repeats)))
    }
    let ends = try endpoints(
      fromValue?.lanes, toValue?.lanes, byValue?.lanes, startValue?.lanes, zero: .zero,
      plus: { finiteLanes($0 + $1) }, minus: { finiteLanes($0 - $1) })
    if valueKind == .number {
      return .numbers(
        NumberCurve(
          start: ends.0[0], end: ends.2[0], startSource: ends.1, endSource: ends.3,
          repeats: repeats))
    }
    return .lanes(
      LanesEnds(
        ends: BasicEnds(
          start: ends.0, end: ends.2, startSource: ends.1, endSource: ends.3, repeats: repeats),
        isBool: valueKind == .bool))
  }
}

/// The B1 table: each end of a basic animation as a constant, the current model value, or the
/// current value plus a constant. With all three of from, to and by, by is ignored.
///
/// | set      | start            | end              |
/// | -------- | ---------------- | ---------------- |
/// | from, to | from             | to               |
/// | from, by | from             | from + by        |
/// | by, to   | to − by          | to               |
/// | from     | from             | current          |
/// | to       | current          | to               |
/// | by       | current          | current + by     |
/// | none     | start when added | current          |
private func endpoints<Value>(
  _ from: Value?, _ to: Value?, _ by: Value?, _ whenAdded: Value?, zero: Value,
  plus: (Value, Value) -> Value, minus: (Value, Value) throws -> Value
) throws -> (Value, EndpointSource, Value, EndpointSource) {
  switch (from, to, by) {
  case (let from?, let to?, _): return (from, .constant, to, .constant)
  case (let from?, nil, let by?): return (from, .constant, plus(from, by), .constant)
  case (nil, let to?, let by?): return (try minus(to, by), .constant, to, .constant)
  case (let from?, nil, nil): return (from, .constant, zero, .current)
  case (nil, let to?, nil): return (zero, .current, to, .constant)
  case (nil, nil, let by?): return (zero, .current, by, .currentPlus)
  case (nil, nil, nil):
    if let whenAdded { return (whenAdded, .constant, zero, .current) }
    return (zero, .current, zero, .current)
  }
}
