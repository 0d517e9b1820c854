/// Where a curve's value goes, and where B1's current value comes from: the list's flat storage
/// for a layer or a frame (``StorageSink``, which writes through pointers), or the value itself
/// for a ``CompiledAnimation``, which each `take` returns as the sink's ``Result``.
/// ``Curve/evaluate(progress:iteration:pool:into:)`` is the one entry every evaluation of a
/// curve goes through; each sink is specialised into it, so neither pays for the other.
protocol CurveSink {
  /// What taking a value gives the caller: nothing, or the value.
  associatedtype Result
  /// What the caller gets when the curve gives nothing (a group node, a curve with no room).
  var nothing: Result { get }
  /// The model's current value where the value goes, read only when B1 needs it.
  var currentNumber: Double { get }
  var currentLanes: Lanes { get }
  var currentMatrix: Transform3D { get }
  /// The current path or list value, `nil` when the sink has no room for paths and lists.
  var currentStructured: AnimatableValue? { get }
  /// Takes the value.
  func take(number: Double) -> Result
  func take(lanes: Lanes, turn: Double?) -> Result
  func take(matrix: Transform3D) -> Result
  func take(structured: AnimatableValue) -> Result
  /// Takes a transition's progress (X1).
  func take(transitionProgress: Double) -> Result
}

extension Curve {
  /// The value at leg progress `progress` in repeat cycle `iteration`, into `sink` (B1–B4,
  /// K1–K9, S1, X1, Y2, Y4): the evaluator's one entry, a layer's, a frame's and a
  /// ``CompiledAnimation``'s. Basic number curves and pooled keyframes, the everyday curves of
  /// a frame, are inline (number keyframes one call); the rest are calls of their own, so that
  /// the frame's loop stays small.
  ///
  /// - Parameters:
  ///   - pool: The keyframe values of ``pooled(_:)`` curves.
  ///   - sink: Where the value goes, made on the path that takes it (so that an inline curve's
  ///     write is a few registers, not a sink built in memory for the call apart).
  @_transparent
  func evaluate<Sink: CurveSink>(
    progress: Double, iteration: Double, pool: UnsafePointer<KeyframeHalf>?,
    into sink: @autoclosure () -> Sink
  ) -> Sink.Result {
    switch self {
    case .number(let curve):
      let sink = sink()
      let current = curve.needsCurrent ? sink.currentNumber : 0
      return sink.take(
        number: curve.value(progress: progress, iteration: iteration, current: current))
    case .numberKeyframes(let curve):
      return sink().take(
        number: curve._withUnsafeGuaranteedRef { $0.sample(at: progress, iteration: iteration) })
    case .pooled(let keyframes):
      guard let pool else { return sink().nothing }
      return sink().take(
        lanes: keyframes.value(at: progress, iteration: iteration, in: pool), turn: nil)
    case .other(let other):
      return other.evaluate(progress: progress, iteration: iteration, into: sink())
    case .group:
      return sink().nothing
    }
  }
}

extension Curve.Other {
  /// ``Curve/evaluate(progress:iteration:pool:into:)`` of the curves evaluated apart: a call of
  /// its own, so that a frame's loop keeps its registers (the inliner gives up on a loop that
  /// grows too large, and then on the inline curves too).
  @inline(never)
  func evaluate<Sink: CurveSink>(progress: Double, iteration: Double, into sink: Sink)
    -> Sink.Result
  {
    switch self {
    case .numberSpring(let curve):
      return curve._withUnsafeGuaranteedRef { spring in
        let current = spring.content.needsCurrent ? sink.currentNumber : 0
        return sink.take(
          number: spring.content.value(progress: progress, iteration: iteration, current: current))
      }
    case .lanes(let vectors):
      let (v, angle) = vectors.value(
        progress: progress, iteration: iteration, current: sink.currentLanes)
      return sink.take(lanes: v, turn: angle)
    case .matrices(let matrices):
      return sink.take(
        matrix: matrices.value(
          progress: progress, iteration: iteration, current: sink.currentMatrix))
    case .structured(let curve):
      guard let current = sink.currentStructured else { return sink.nothing }
      let v = curve._withUnsafeGuaranteedRef {
        $0.content.value(progress: progress, iteration: iteration, current: current)
      }
      return sink.take(structured: v)
    case .transition(let start, let end):
      return sink.take(transitionProgress: lerp(start, end, progress))
    }
  }
}

/// A layer's or a frame's storage as a sink: the track's output writes into the flat numbers
/// (B2, B4, V3, X1) and paths and lists into the side buffer (Y2, Y4); a path's turn is composed
/// onto the transform (K9).
struct StorageSink: CurveSink {
  let output: TrackOutput
  let model: UnsafePointer<Double>
  let values: UnsafeMutablePointer<Double>
  let structured: StructuredValues?

  var currentNumber: Double {
    @inline(__always) get { output.current(in: model)[0] }
  }

  var currentLanes: Lanes {
    @inline(__always) get { output.current(in: model) }
  }

  var currentMatrix: Transform3D {
    @inline(__always) get { Transform3D(presentedAt: model + Int(output.slotOffset)) }
  }

  var currentStructured: AnimatableValue? {
    structured.map { $0.model[Int(output.scalarOffset)] }
  }

  var nothing: Void { () }

  @_transparent
  func take(number v: Double) {
    // The everyday writes inline: a number replacing or adding to what is there, and a
    // rotation's one-number write (through `write(number:)` it is a call of its own: 44
    // instructions a layer more in a frame).
    if case .lanes = output.kind {
      let at = values + Int(output.scalarOffset)
      at[0] = output.isAdditive ? Double.saturatingSum(v, at[0]) : v
    } else if case .component(let component) = output.kind {
      output.write(component, number: v, into: values)
    } else {
      output.write(number: v, into: values)
    }
  }

  @_transparent
  func take(lanes v: Lanes, turn angle: Double?) {
    // A point or a number replacing what is there, inline: through the general writer the tree
    // frame costs 60 more instructions a layer (callgrind).
    if case .lanes(let width) = output.kind, !output.isAdditive {
      let at = values + Int(output.scalarOffset)
      for j in 0..<Int(width) { at[j] = v[j] }
    } else {
      output.write(v, into: values)
    }
    if let angle, let turn = output.turn {
      // Turn to the tangent: R · transform, like an additive transform (K9, B2).
      turn.output.write(matrix: Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1), into: values)
    }
  }

  func take(matrix m: Transform3D) {
    output.write(matrix: m, into: values)
  }

  func take(structured v: AnimatableValue) {
    guard let structured else { return }
    let at = Int(output.scalarOffset)
    structured.values[at] = output.isAdditive ? v.adding(structured.values[at]) : v
  }

  func take(transitionProgress v: Double) {
    output.write(Lanes(v, 0, 0, 0), into: values)
  }
}
