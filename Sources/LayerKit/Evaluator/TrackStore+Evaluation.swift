/// The evaluator: every track of a layer at one local time (<doc:Rules#F4>).
///
/// A pure function of the tracks, the model values of their slots and the time: no caches, no
/// clock, no allocation.
extension TrackStore {
  /// Applies `list`'s tracks, in add order, at the layer's local time `time`.
  ///
  /// - Parameters:
  ///   - values: On entry the model values of the list's slots; on return their presentation
  ///     values.
  ///   - nodes: Room for one ``NodeTime`` per track when there are groups, else `nil`.
  ///   - structured: The list's path and list values, or `nil` to skip their tracks.
  /// - Complexity: O(n) in the number of tracks; no allocation.
  func evaluate(
    _ list: TrackList, at time: Double, values: UnsafeMutablePointer<Double>,
    nodes: UnsafeMutablePointer<NodeTime>?, structured: StructuredValues?
  ) {
    // A store of paths and lists alone has no model numbers; none are read then.
    let model =
      models.base.map { UnsafePointer($0 + list.scalars.lowerBound) } ?? UnsafePointer(values)
    Track.evaluate(
      tracks[list.tracks], at: time, model: model, values: values,
      pool: pool.base.map { $0 + list.pool.lowerBound }, nodes: nodes, structured: structured)
  }
}

extension Track {
  /// Applies `tracks`, in order, at the layer's local time `time`: the evaluator (<doc:Rules#F4>).
  ///
  /// A pure function of the tracks, the model values of their slots and the time: no caches, no
  /// clock, no allocation, no reference counting.
  ///
  /// - Parameters:
  ///   - model: The model values of the slots: "current" for B1.
  ///   - values: On entry the same model values; on return the presentation values.
  ///   - pool: The list's keyframe values (``Curve/pooled(_:)``).
  ///   - nodes: Room for one ``NodeTime`` per track when there are groups, else `nil`.
  ///   - structured: The path and list values (Y2, Y4), or `nil` when the list has none.
  @inline(__always)
  static func evaluate(
    _ tracks: UnsafeBufferPointer<Track>, at time: Double, model: UnsafePointer<Double>,
    values: UnsafeMutablePointer<Double>, pool: UnsafePointer<KeyframeHalf>?,
    nodes: UnsafeMutablePointer<NodeTime>?, structured: StructuredValues?
  ) {
    guard let first = tracks.baseAddress else { return }
    var index = 0
    while index < tracks.count {
      let track = first + index
      var parentTime = time
      var fromBelow = false
      if let nodes, track.pointee.parent > 0 {
        let node = nodes[index - Int(track.pointee.parent)]
        parentTime = node.time
        fromBelow = node.fromBelow
      }
      // Outside its interval without a covering fill, or removed after its end (F1–F3, G3):
      // nothing, and nothing of what is inside it.
      guard let leg = Track.leg(of: track, atParentTime: parentTime, limitFromBelow: fromBelow)
      else {
        index += 1 + Int(track.pointee.descendants)
        continue
      }
      if case .group = track.pointee.curve {
        // Children run in the group's time, warped by its timing function; at the end of a leg
        // they take the limit from inside it, so a child ending with the leg shows its final
        // value (G1).
        nodes?[index] = NodeTime(
          time: leg.progress * track.pointee.timing.duration, fromBelow: leg.fraction == 1)
      } else {
        Track.apply(
          track, progress: leg.progress, iteration: leg.iteration, model: model, values: values,
          pool: pool, structured: structured)
      }
      index += 1
    }
  }

  /// Where `track` is in its timing at parent time `t` (T1–T9, F1–F3): its leg's fraction, the
  /// progress its timing function makes of it (TF1), and the repeat cycle; `nil` when it shows
  /// nothing then. The timing half of every evaluation. (The track is read in place, through
  /// the pointer: as a method of a copy, its 105 bytes were copied for every evaluation.)
  @inline(__always)
  static func leg(
    of track: UnsafePointer<Track>, atParentTime t: Double, limitFromBelow: Bool
  ) -> Leg? {
    guard let phase = track.pointee.timing.phase(atParentTime: t, limitFromBelow: limitFromBelow)
    else { return nil }
    let fraction = phase.fraction
    let progress =
      track.pointee.easing?._withUnsafeGuaranteedRef { $0.progress(at: fraction) } ?? fraction
    return Leg(progress: progress, fraction: fraction, iteration: phase.iteration)
  }

  /// A track's place in its timing: see ``leg(of:atParentTime:limitFromBelow:)``.
  struct Leg {
    var progress: Double
    var fraction: Double
    var iteration: Double
  }

  /// Evaluates `track`'s curve at leg progress `progress` in repeat cycle `iteration` into the
  /// list's storage, where the track's output says (B2, B4, K9, V3, X1, Y2, Y4).
  @_transparent
  static func apply(
    _ track: UnsafePointer<Track>, progress: Double, iteration: Double,
    model: UnsafePointer<Double>, values: UnsafeMutablePointer<Double>,
    pool: UnsafePointer<KeyframeHalf>?, structured: StructuredValues?
  ) {
    track.pointee.curve.evaluate(
      progress: progress, iteration: iteration, pool: pool,
      into: StorageSink(
        output: track.pointee.output, model: model, values: values, structured: structured))
  }
}

extension Curve {
  /// Whether the value depends on the model's current value (B1).
  var needsCurrent: Bool {
    switch self {
    case .number(let curve): curve.needsCurrent
    case .other(.numberSpring(let curve)):
      curve._withUnsafeGuaranteedRef { $0.content.needsCurrent }
    case .other(.lanes(let vectors)): vectors.needsCurrent
    case .other(.matrices(let matrices)): matrices.needsCurrent
    case .other(.structured(let curve)):
      curve._withUnsafeGuaranteedRef {
        switch $0.content {
        case .basic(let ends): ends.needsCurrent
        case .spring(let spring): spring.needsCurrent
        case .keyframes: false
        }
      }
    case .group, .numberKeyframes, .pooled, .other(.transition): false
    }
  }
}

extension Curve.Vectors {
  /// Whether the value depends on the model's current value (B1).
  var needsCurrent: Bool {
    switch self {
    case .basic(let curve): curve._withUnsafeGuaranteedRef { $0.content.needsCurrent }
    case .spring(let curve): curve._withUnsafeGuaranteedRef { $0.content.needsCurrent }
    case .keyframes, .spline, .path: false
    }
  }

  /// The lanes at leg progress `progress` in repeat cycle `iteration` (B1–B4, K1–K9, S1), with
  /// the model's current value where B1 needs it (read only then), and for a path that turns
  /// the layer the angle of the turn (K9).
  @inline(__always)
  func value(
    progress: Double, iteration: Double, current: @autoclosure () -> Lanes
  ) -> (value: Lanes, angle: Double?) {
    switch self {
    case .basic(let curve):
      return curve._withUnsafeGuaranteedRef { c in
        let current = c.content.needsCurrent ? current() : .zero
        return (c.content.value(progress: progress, iteration: iteration, current: current), nil)
      }
    case .spring(let curve):
      return curve._withUnsafeGuaranteedRef { c in
        let current = c.content.needsCurrent ? current() : .zero
        return (c.content.value(progress: progress, iteration: iteration, current: current), nil)
      }
    case .keyframes(let curve):
      return (
        curve._withUnsafeGuaranteedRef {
          $0.sample(at: progress, iteration: iteration)
        }, nil
      )
    case .spline(let curve):
      return (
        curve._withUnsafeGuaranteedRef {
          $0.sample(at: progress, iteration: iteration)
        }, nil
      )
    case .path(let curve):
      return curve._withUnsafeGuaranteedRef {
        $0.sample(at: progress, iteration: iteration).pair
      }
    }
  }

  /// The arc-length table of a curve that paces along a path or a spline (K6, K8), `nil` for
  /// the rest.
  var pacingTable: ArcLengthTable? {
    switch self {
    case .spline(let curve): curve.takeUnretainedValue().lookup.pacingTable
    case .path(let curve): curve.takeUnretainedValue().lookup.pacingTable
    case .basic, .spring, .keyframes: nil
    }
  }

  /// When each keyframe is reached along the path or spline the curve paces by (K6, K8).
  var curveStops: [Double]? {
    switch self {
    case .spline(let curve): curve.takeUnretainedValue().lookup.curveStops
    case .path(let curve): curve.takeUnretainedValue().lookup.curveStops
    case .basic, .spring, .keyframes: nil
    }
  }
}

extension Curve.Matrices {
  /// Whether the value depends on the model's current transform (B1).
  var needsCurrent: Bool {
    switch self {
    case .basic(let curve): curve._withUnsafeGuaranteedRef { $0.content.needsCurrent }
    case .spring(let curve): curve._withUnsafeGuaranteedRef { $0.content.needsCurrent }
    case .keyframes: false
    }
  }

  /// The transform at leg progress `progress` in repeat cycle `iteration` (B1–B3, V2, K5, S1),
  /// with the model's current transform where B1 needs it (read only then).
  func value(
    progress: Double, iteration: Double, current: @autoclosure () -> Transform3D
  ) -> Transform3D {
    switch self {
    case .basic(let curve):
      return curve._withUnsafeGuaranteedRef { c in
        let current = c.content.needsCurrent ? current() : .identity
        return c.content.value(progress: progress, iteration: iteration, current: current)
      }
    case .spring(let curve):
      return curve._withUnsafeGuaranteedRef { c in
        let current = c.content.needsCurrent ? current() : .identity
        return c.content.value(progress: progress, iteration: iteration, current: current)
      }
    case .keyframes(let curve):
      return curve._withUnsafeGuaranteedRef {
        $0.sample(at: progress, iteration: iteration)
      }
    }
  }
}

extension TrackOutput {
  /// The model's current value where this output writes, as lanes (B1): the numbers of a vector
  /// value, a transform component (V3), or a value function's input read from the model's
  /// transform (B4).
  @inline(__always)
  func current(in model: UnsafePointer<Double>) -> Lanes {
    let at = model + Int(scalarOffset)
    switch kind {
    case .lanes(let width):
      var lanes = Lanes.zero
      for j in 0..<Int(width) { lanes[j] = at[j] }
      return lanes
    case .flag:
      return Lanes(at[0], 0, 0, 0)
    case .component(let component):
      return Transform3D(presentedAt: model + Int(slotOffset)).component(component).lanes ?? .zero
    case .function(let function):
      return function.input(from: Transform3D(presentedAt: model + Int(slotOffset))).lanes ?? .zero
    case .none, .matrix, .progress, .structured:
      return .zero
    }
  }

  /// Writes a number: the same as writing it in lane 0, without making lanes where it can.
  @inline(__always)
  func write(number v: Double, into values: UnsafeMutablePointer<Double>) {
    switch kind {
    case .lanes:
      let at = values + Int(scalarOffset)
      at[0] = isAdditive ? Double.saturatingSum(v, at[0]) : v
    case .component(let component):
      write(component, number: v, into: values)
    default:
      // `.none, .flag, .matrix, .function, .progress, .structured`: a `default:` kept, as in the
      // evaluation's switch over curves (listing them cost 4 instructions a layer in the frame).
      write(Lanes(v, 0, 0, 0), into: values)
    }
  }

  /// Writes transform component `component` = `v`, or adds it (V3). On the identity, a
  /// single-axis rotation or translation is kept as the number it is until the transform is read
  /// (see `PendingTransform`): setting the component that a one-number transform holds replaces
  /// the number, and on the identity setting or adding a component gives that component alone.
  @inline(__always)
  func write(
    _ component: AnimatableKeyPath.Component, number v: Double,
    into values: UnsafeMutablePointer<Double>
  ) {
    let target = values + Int(slotOffset)
    // The one-number form replaced in place (a frame's rotation), inline; the rest apart.
    if let code = PendingTransform.code(of: component), PendingTransform.isPending(target),
      PendingTransform.isReplaceable(target, by: code, isAdditive: isAdditive)
    {
      PendingTransform.store(code, v, to: target)
      return
    }
    write(component, number: v, toFields: target)
  }

  /// ``write(_:number:into:)`` where the slot does not hold a replaceable one-number form: on
  /// sixteen fields that are the identity, the one-number form; otherwise the transform with the
  /// component set.
  private func write(
    _ component: AnimatableKeyPath.Component, number v: Double,
    toFields target: UnsafeMutablePointer<Double>
  ) {
    if let code = PendingTransform.code(of: component), !PendingTransform.isPending(target),
      isIdentityTransform(at: target)
    {
      PendingTransform.store(code, v, to: target)
      return
    }
    materializeTransform(at: target)
    let transform = Transform3D(loading: target)
    let result =
      transform.settingOnIdentity(component, v)
      ?? transform.setting(component, to: .number(v), additive: isAdditive)
    result.saturated.store(to: target)
  }

  /// Writes a lanes value: replacing, or adding to what is there (B2, V5).
  @inline(__always)
  func write(_ v: Lanes, into values: UnsafeMutablePointer<Double>) {
    let at = values + Int(scalarOffset)
    switch kind {
    case .lanes(let width):
      if isAdditive {
        for j in 0..<Int(width) { at[j] = Double.saturatingSum(v[j], at[j]) }
      } else {
        for j in 0..<Int(width) { at[j] = v[j] }
      }
    case .flag:
      at[0] = v[0]
    case .component(let component):
      let target = values + Int(slotOffset)
      if component.valueKind == nil || component.valueKind == .number {
        write(number: v[0], into: values)
        return
      }
      materializeTransform(at: target)
      let value = AnimatableValue(kind: component.valueKind ?? .number, lanes: v)
      Transform3D(loading: target).setting(component, to: value, additive: isAdditive)
        .saturated.store(to: target)
    case .function(let function):
      write(matrix: function.transform(lanes: v), into: values)
    case .progress:
      at[0] = 1
      at[1] = v[0]
    case .none, .matrix, .structured:
      break
    }
  }

  /// Writes a whole transform: replacing, or concatenated before what is there (B2).
  @inline(__always)
  func write(matrix m: Transform3D, into values: UnsafeMutablePointer<Double>) {
    let target = values + Int(slotOffset)
    if isAdditive {
      materializeTransform(at: target)
      m.saturatingConcatenating(Transform3D(loading: target)).store(to: target)
    } else {
      m.saturated.store(to: target)
    }
  }
}
