/// The evaluator: every track of a layer at one local time (SEMANTICS F4).
///
/// A pure function of the tracks, the model values of their slots and the time: no caches, no
/// clock, no allocation.
extension TrackList {
  /// Applies every track, in add order, at the layer's local time `time`.
  ///
  /// - Parameters:
  ///   - time: The layer's local time (the parent time of its animations).
  ///   - model: The model values of the slots, laid out as ``slots`` says: "current" for B1.
  ///   - values: On entry the same model values; on return the presentation values.
  ///   - nodes: Room for one ``NodeTime`` per track when there are groups, else `nil`.
  /// - Complexity: O(n) in the number of tracks; no allocation.
  func evaluate(
    at time: Double, model: UnsafePointer<Double>, values: UnsafeMutablePointer<Double>,
    nodes: UnsafeMutablePointer<NodeTime>?
  ) {
    tracks.withUnsafeBufferPointer { buffer in
      guard let first = buffer.baseAddress else { return }
      var index = 0
      while index < buffer.count {
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
          let phase = track.pointee.timing.phase(
            atParentTime: parentTime, limitFromBelow: fromBelow),
          !(phase.region == .after && track.pointee.hidesAfterEnd)
        else {
          index += 1 + Int(track.pointee.descendants)
          continue
        }
        let fraction = phase.fraction
        let eased = track.pointee.timingFunction?.progress(at: fraction) ?? fraction
        switch track.pointee.curve {
        case .group:
          // Children run in the group's time, warped by its timing function; at the end of a leg
          // they take the limit from inside it, so a child ending with the leg shows its final
          // value (G1).
          nodes?[index] = NodeTime(
            time: eased * track.pointee.timing.duration, fromBelow: fraction == 1)
        default:
          track.pointee.apply(
            progress: eased, iteration: phase.iteration, model: model, values: values)
        }
        index += 1
      }
    }
  }
}

/// What a curve gives at one progress: numbers in lanes (with, for a path that turns the layer,
/// the angle of the turn, K9), or a whole transform.
enum TrackValue {
  case lanes(Lanes, angle: Double?)
  case matrix(Transform3D)
}

extension Curve {
  /// The value at leg progress `progress` in repeat cycle `iteration` (B1–B4, K1–K9), with the
  /// model's current value where B1 needs it (read only then).
  @inline(__always)
  func value(
    progress: Double, iteration: Double, current: @autoclosure () -> Lanes,
    currentMatrix: @autoclosure () -> Transform3D
  ) -> TrackValue {
    switch self {
    case .number(let c):
      let v = c.value(
        progress: progress, iteration: iteration, current: c.needsCurrent ? current()[0] : 0)
      return .lanes(Lanes(v, 0, 0, 0), angle: nil)
    case .lanes(let c):
      let v = c.value(
        progress: progress, iteration: iteration, current: c.needsCurrent ? current() : .zero)
      return .lanes(v, angle: nil)
    case .matrix(let c):
      return .matrix(
        c.value(
          progress: progress, iteration: iteration,
          current: c.needsCurrent ? currentMatrix() : .identity))
    case .keyframes(let c):
      if c.isMatrix {
        var m = c.sampleMatrix(at: progress)
        if c.isCumulative, iteration != 0 {
          m = m.concatenating(c.matrixCycleEnd.power(clampedCount(iteration)))
        }
        return .matrix(m)
      }
      var (v, angle) = c.sample(at: progress)
      if c.isCumulative, iteration != 0 { v += c.cycleEnd * iteration }
      return .lanes(v, angle: angle)
    case .spring(let spring):
      return spring.inner.value(
        progress: spring.progress(progress), iteration: iteration, current: current(),
        currentMatrix: currentMatrix())
    case .transition(let start, let end):
      let v = progress == 0 ? start : progress == 1 ? end : start + (end - start) * progress
      return .lanes(Lanes(v, 0, 0, 0), angle: nil)
    case .group:
      return .lanes(.zero, angle: nil)
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
    guard let output else { return }
    let value = curve.value(
      progress: progress, iteration: iteration, current: output.current(in: model),
      currentMatrix: Transform3D(loading: model + output.slotOffset))
    switch value {
    case .lanes(let v, let angle):
      output.write(v, into: values)
      if let angle, let rotation {
        // Turn to the tangent: R · transform, like an additive transform (K9, B2).
        rotation.write(matrix: Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1), into: values)
      }
    case .matrix(let m):
      output.write(matrix: m, into: values)
    }
  }
}

extension TrackOutput {
  /// The model's current value where this output writes, as lanes (B1): the numbers of a vector
  /// value, a transform component (V3), or a value function's input read from the model's
  /// transform (B4).
  func current(in model: UnsafePointer<Double>) -> Lanes {
    switch kind {
    case .lanes(let width):
      var lanes = Lanes.zero
      for j in 0..<width { lanes[j] = model[offset + j] }
      return lanes
    case .flag:
      return Lanes(model[offset], 0, 0, 0)
    case .component(let component):
      return Transform3D(loading: model + slotOffset).component(component).lanes ?? .zero
    case .function(let function):
      return function.input(from: Transform3D(loading: model + slotOffset)).lanes ?? .zero
    case .matrix, .progress:
      return .zero
    }
  }

  /// Writes a lanes value: replacing, or adding to what is there (B2, V5).
  func write(_ v: Lanes, into values: UnsafeMutablePointer<Double>) {
    switch kind {
    case .lanes(let width):
      if isAdditive {
        for j in 0..<width { values[offset + j] = v[j] + values[offset + j] }
      } else {
        for j in 0..<width { values[offset + j] = v[j] }
      }
    case .flag:
      values[offset] = v[0]
    case .component(let component):
      let target = values + slotOffset
      let value = AnimatableValue(kind: component.valueKind ?? .number, lanes: v)
      Transform3D(loading: target).setting(component, to: value, additive: isAdditive)
        .store(to: target)
    case .function(let function):
      write(matrix: function.transform(lanes: v), into: values)
    case .progress:
      values[offset] = 1
      values[offset + 1] = v[0]
    case .matrix:
      break
    }
  }

  /// Writes a whole transform: replacing, or concatenated before what is there (B2).
  func write(matrix m: Transform3D, into values: UnsafeMutablePointer<Double>) {
    let target = values + slotOffset
    if isAdditive {
      m.concatenating(Transform3D(loading: target)).store(to: target)
    } else {
      m.store(to: target)
    }
  }
}
