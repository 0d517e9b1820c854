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
  ///   - pool: The list's keyframe values (``Curve/evenKeyframes(_:)``).
  ///   - nodes: Room for one ``NodeTime`` per track when there are groups, else `nil`.
  ///   - structured: The path and list values (Y2, Y4), or `nil` to skip the tracks that write
  ///     them (the whole-tree pass, which has no room for them).
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
      if track.pointee.parent > 0, let nodes {
        let node = nodes[index - Int(track.pointee.parent)]
        parentTime = node.time
        fromBelow = node.fromBelow
      }
      // Outside its interval without a covering fill, or removed after its end (F1–F3, G3):
      // nothing, and nothing of what is inside it.
      guard
        let phase = track.pointee.timing.phase(atParentTime: parentTime, limitFromBelow: fromBelow)
      else {
        index += 1 + Int(track.pointee.descendants)
        continue
      }
      let fraction = phase.fraction
      let eased =
        track.pointee.easing?._withUnsafeGuaranteedRef { $0.progress(at: fraction) } ?? fraction
      switch track.pointee.curve {
      case .group:
        // Children run in the group's time, warped by its timing function; at the end of a leg
        // they take the limit from inside it, so a child ending with the leg shows its final
        // value (G1).
        nodes?[index] = NodeTime(
          time: eased * track.pointee.timing.duration, fromBelow: fraction == 1)
      case .evenKeyframes(let keyframes):
        guard let pool else { break }
        let v = keyframes.value(at: eased, iteration: phase.iteration, in: pool)
        let output = track.pointee.output
        // The common case inline, as for number tracks below: a point or a number replacing
        // what is there. Through the general writer the tree frame costs 60 more instructions a
        // layer (callgrind), even with that writer split so that it inlines.
        if case .lanes(let width) = output.kind, !output.isAdditive {
          let at = values + Int(output.scalarOffset)
          for j in 0..<Int(width) { at[j] = v[j] }
        } else {
          output.write(v, into: values)
        }
      case .number(let curve):
        // The common case, in `Double` throughout.
        let output = track.pointee.output
        let current = curve.needsCurrent ? output.current(in: model)[0] : 0
        let v = curve.value(progress: eased, iteration: phase.iteration, current: current)
        if case .lanes = output.kind {
          let at = values + Int(output.scalarOffset)
          at[0] = output.isAdditive ? Double.saturatingSum(v, at[0]) : v
        } else if case .component(let component) = output.kind {
          // A rotation: its one-number write inline (through `write(number:)`, which
          // `write(_:)` also calls, it is a call of its own: 44 instructions a layer more).
          output.write(component, number: v, into: values)
        } else {
          output.write(number: v, into: values)
        }
      case .structured(let curve):
        if let structured {
          let at = Int(track.pointee.output.scalarOffset)
          let v = curve._withUnsafeGuaranteedRef {
            $0.value(progress: eased, iteration: phase.iteration, current: structured.model[at])
          }
          structured.values[at] =
            track.pointee.output.isAdditive ? v.adding(structured.values[at]) : v
        }
      default:
        // `.lanes, .matrix, .keyframes, .spring, .transition`. A `default:` over a set of our
        // own, kept because listing them changes how the switch is lowered: 5 instructions a
        // layer more in the tree frame (callgrind).
        track.pointee.apply(
          progress: eased, iteration: phase.iteration, model: model, values: values)
      }
      index += 1
    }
  }
}

extension EvenKeyframes {
  /// The value at cycle progress `p` in repeat cycle `iteration` (K2, K4, K5, B3), from the
  /// keyframes at `pool + start`: outside `[0, 1]` the first or last segment extends (K4).
  @inline(__always)
  func value(at p: Double, iteration: Double, in pool: UnsafePointer<KeyframeHalf>) -> Lanes {
    let frames = pool + Int(start)
    let n = Int(count)
    guard n > 1 else { return frame(frames) }
    let p = keyframeProgress(p)
    let scaled = p * Double(n - 1)
    let i = min(max(Int(wholeBelow(scaled)), 0), n - 2)
    let halves = isWide ? 2 : 1
    let a = frames + i * halves
    var v = lerp(frame(a), frame(a + halves), scaled - Double(i))
    if isCumulative, iteration != 0 {
      v = accumulate(v, frame(frames + (cycleEndsAtStart ? 0 : n - 1) * halves), iteration)
    }
    return v
  }

  /// The keyframe at `at` as lanes: one half of the pool, or two when ``isWide``; unused lanes
  /// zero.
  @inline(__always)
  private func frame(_ at: UnsafePointer<KeyframeHalf>) -> Lanes {
    Lanes(lowHalf: at[0], highHalf: isWide ? at[1] : .zero)
  }
}

extension Curve {
  /// Whether the value depends on the model's current value (B1).
  @inline(__always)
  var needsCurrent: Bool {
    switch self {
    case .number(let c): c.needsCurrent
    case .lanes(let curve): curve._withUnsafeGuaranteedRef { $0.needsCurrent }
    case .matrix(let curve): curve._withUnsafeGuaranteedRef { $0.needsCurrent }
    case .spring(let curve): curve._withUnsafeGuaranteedRef { $0.inner.innerNeedsCurrent }
    case .group, .keyframes, .evenKeyframes, .transition, .structured: false
    }
  }

  /// ``needsCurrent`` for the inner curve of a spring, one of `.number`, `.lanes` and
  /// `.matrix`: not recursive, so that it inlines.
  @inline(__always)
  private var innerNeedsCurrent: Bool {
    switch self {
    case .number(let c): c.needsCurrent
    case .lanes(let curve): curve._withUnsafeGuaranteedRef { $0.needsCurrent }
    case .matrix(let curve): curve._withUnsafeGuaranteedRef { $0.needsCurrent }
    case .group, .keyframes, .evenKeyframes, .spring, .transition, .structured: false
    }
  }

  /// Whether the curve gives whole transforms (``matrixValue(progress:iteration:current:)``)
  /// rather than lanes (``lanesValue(progress:iteration:current:)``).
  @inline(__always)
  var givesMatrix: Bool {
    switch self {
    case .matrix: true
    case .keyframes(let curve): curve._withUnsafeGuaranteedRef { $0.isMatrix }
    case .spring(let curve):
      curve._withUnsafeGuaranteedRef { if case .matrix = $0.inner { true } else { false } }
    case .group, .number, .lanes, .evenKeyframes, .transition, .structured: false
    }
  }

  /// The value at leg progress `progress` in repeat cycle `iteration` of a curve that gives
  /// lanes (B1–B4, K1–K8, X1), with the model's current value where B1 needs it (read only
  /// then), and for a path that turns the layer the angle of the turn (K9).
  @inline(__always)
  func lanesValue(
    progress: Double, iteration: Double, current: @autoclosure () -> Lanes
  ) -> (value: Lanes, angle: Double?) {
    switch self {
    case .number, .lanes:
      return (basicValue(progress: progress, iteration: iteration, current: current()), nil)
    case .keyframes(let curve):
      return curve._withUnsafeGuaranteedRef { $0.lanesValue(at: progress, iteration: iteration) }
    case .spring(let curve):
      return curve._withUnsafeGuaranteedRef { spring in
        let v = spring.inner.basicValue(
          progress: spring.progress(progress), iteration: iteration, current: current())
        return (v, nil)
      }
    case .transition(let start, let end):
      let v = lerp(start, end, progress)
      return (Lanes(v, 0, 0, 0), nil)
    case .group, .matrix, .evenKeyframes, .structured:
      // Even keyframes and structured values are the evaluator's own business.
      return (.zero, nil)
    }
  }

  /// ``lanesValue(progress:iteration:current:)`` of a `.number` or `.lanes` curve (a basic
  /// animation's, or a spring's inner curve): not recursive, so that it inlines into both.
  @inline(__always)
  private func basicValue(
    progress: Double, iteration: Double, current: @autoclosure () -> Lanes
  ) -> Lanes {
    switch self {
    case .number(let c):
      let v = c.value(
        progress: progress, iteration: iteration, current: c.needsCurrent ? current()[0] : 0)
      return Lanes(v, 0, 0, 0)
    case .lanes(let curve):
      return curve._withUnsafeGuaranteedRef { c in
        c.value(
          progress: progress, iteration: iteration, current: c.needsCurrent ? current() : .zero)
      }
    case .group, .matrix, .keyframes, .evenKeyframes, .spring, .transition, .structured:
      return .zero
    }
  }

  /// The value at leg progress `progress` in repeat cycle `iteration` of a curve that gives
  /// whole transforms (B1–B3, V2, K5), with the model's current transform where B1 needs it.
  func matrixValue(
    progress: Double, iteration: Double, current: @autoclosure () -> Transform3D
  ) -> Transform3D {
    switch self {
    case .matrix(let curve):
      return curve._withUnsafeGuaranteedRef { c in
        c.value(
          progress: progress, iteration: iteration,
          current: c.needsCurrent ? current() : .identity)
      }
    case .keyframes(let curve):
      return curve._withUnsafeGuaranteedRef { $0.matrixValue(at: progress, iteration: iteration) }
    case .spring(let curve):
      return curve._withUnsafeGuaranteedRef { spring in
        spring.inner.matrixValue(
          progress: spring.progress(progress), iteration: iteration, current: current())
      }
    case .group, .number, .lanes, .evenKeyframes, .transition, .structured:
      return .identity
    }
  }
}

extension Track {
  /// Writes the value at `progress` in repeat cycle `iteration` into `values` (B2, B4, K9, V3).
  @inline(__always)
  fileprivate func apply(
    progress: Double, iteration: Double, model: UnsafePointer<Double>,
    values: UnsafeMutablePointer<Double>
  ) {
    if curve.givesMatrix {
      output.write(
        matrix: curve.matrixValue(
          progress: progress, iteration: iteration,
          current: Transform3D(presentedAt: model + Int(output.slotOffset))),
        into: values)
      return
    }
    let (v, angle) = curve.lanesValue(
      progress: progress, iteration: iteration, current: output.current(in: model))
    output.write(v, into: values)
    if let angle, let turn {
      // Turn to the tangent: R · transform, like an additive transform (K9, B2).
      turn.output.write(
        matrix: Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1), into: values)
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
