/// How repeats build (<doc:Rules#B3>), for every curve that repeats: a cumulative animation adds
/// the value its cycle ends on once per completed repeat, the end (or with autoreverses, where a
/// cycle ends back at the start, the start).
///
///     cycle:    0          1          2
///     value:    v(p)       v(p) + e   v(p) + 2e        e = the cycle's end value
///
/// The one place B3 is written: basic, spring and keyframe curves of every kind of value apply it
/// through ``applied(to:iteration:ends:)``.
struct CycleRepeats: Hashable, Sendable, BitwiseCopyable {
  /// Whether repeats accumulate (`isCumulative`).
  var isCumulative: Bool
  /// Whether a cycle ends where it started (`autoreverses`): then the start accumulates.
  var cycleEndsAtStart: Bool

  /// `value` in repeat cycle `iteration`, with `ends` giving the cycle's ends (read only when
  /// repeats accumulate).
  @inline(__always)
  func applied<Ends: CycleEnds>(to value: Ends.Carried, iteration: Double, ends: borrowing Ends)
    -> Ends.Carried
  {
    // Most animations are not cumulative: the flag is tested alone first (merged with the
    // iteration's compare, the two were a sequence of flag arithmetic on every evaluation:
    // keyframes-64 −4 instructions, paced-path −14).
    if _fastPath(!isCumulative) { return value }
    guard iteration != 0 else { return value }
    return Ends.Carried.accumulating(value, ends.cycleEnd(atStart: cycleEndsAtStart), iteration)
  }
}

/// What a repeating curve's cycle begins and ends with (B3): a basic animation's two ends, or a
/// keyframe animation's first and last keyframes. (A protocol rather than closures, so that
/// reading them copies nothing.)
protocol CycleEnds {
  /// The kind of value the curve carries.
  associatedtype Carried: CycleValue
  /// The value the cycle starts with (`atStart`) or ends with.
  func cycleEnd(atStart: Bool) -> Carried
}

/// A basic animation's resolved ends, for B3.
struct ResolvedEnds<Carried: CycleValue>: CycleEnds {
  let start: Carried, end: Carried

  @inline(__always)
  func cycleEnd(atStart: Bool) -> Carried { atStart ? start : end }
}

/// A kind of value a repeating curve gives: how B3's cumulative repeats are formed for it,
/// finite for finite operands (V6).
protocol CycleValue: Sendable {
  /// `value + end · iteration`, for a cumulative repeat (B3).
  static func accumulating(_ value: Self, _ end: Self, _ iteration: Double) -> Self
}

/// A kind of value a basic animation's ends hold: B1's current + constant too.
protocol EndValue: CycleValue {
  /// `current + constant`, for a `byValue` end (B1).
  static func byAdding(_ constant: Self, to current: Self) -> Self
}

/// The curve of a basic animation (and the curve a spring drives, S1): a value at a leg
/// progress, from the model's current value where B1 needs it.
protocol BasicCurve: Sendable {
  associatedtype Value: EndValue
  /// Whether the value depends on the model's current value (B1).
  var needsCurrent: Bool { get }
  /// The value at leg progress `p` in repeat cycle `iteration`, with `current` as the model
  /// value (B1, B3).
  func value(progress p: Double, iteration: Double, current: Value) -> Value
}

/// The two ends of a basic animation and how its repeats build (<doc:Rules#B1>, B3): one curve
/// for every kind of value, given how that kind blends. Each end is a constant, the model's
/// current value, or current + constant (B1's table, `endpoints` in `Animation+Compile.swift`).
///
///     p:       0 ─────────────── 1
///     value:   a ── blend(a, b, p) ── b         then B3's repeats (CycleRepeats)
struct BasicEnds<Value: EndValue>: Sendable {
  // The two values first and the four one-byte fields after them: a number curve then takes 20
  // bytes rather than 27, which keeps a ``Track`` small.
  var start: Value, end: Value
  var startSource: EndpointSource, endSource: EndpointSource
  var repeats: CycleRepeats

  /// Whether the value depends on the model's current value.
  @inline(__always)
  var needsCurrent: Bool { startSource != .constant || endSource != .constant }

  /// The value at leg progress `p` in repeat cycle `iteration`, with `current` as the model
  /// value (B1, B3), the ends blended by `blend`.
  @inline(__always)
  func value(
    progress p: Double, iteration: Double, current: Value,
    blend: (_ a: Value, _ b: Value, _ p: Double) -> Value
  ) -> Value {
    let a = startSource.resolve(start, current: current)
    let b = endSource.resolve(end, current: current)
    return repeats.applied(
      to: blend(a, b, p), iteration: iteration, ends: ResolvedEnds(start: a, end: b))
  }
}

// Plain data for plain values: a number curve lives inline in a track.
extension BasicEnds: BitwiseCopyable where Value: BitwiseCopyable {}

extension EndpointSource {
  /// The end: the constant, the current value, or current + constant (B1).
  @inline(__always)
  func resolve<Value: EndValue>(_ constant: Value, current: Value) -> Value {
    switch self {
    case .constant: constant
    case .current: current
    case .currentPlus: Value.byAdding(constant, to: current)
    }
  }
}

/// A basic animation of numbers, inline in the track, so the common case reads no memory but
/// the track's own (<doc:Rules#B1>, B3, V1).
typealias NumberCurve = BasicEnds<Double>

extension BasicEnds: BasicCurve where Value == Double {
  /// The value at leg progress `p` (B1, B3, V1).
  @inline(__always)
  func value(progress p: Double, iteration: Double, current: Double) -> Double {
    value(progress: p, iteration: iteration, current: current, blend: lerp)
  }
}

/// A basic animation of any other vector kind, of booleans, or of value-function inputs, as
/// lanes (<doc:Rules#B1>, B3, B4, V1, V4).
struct LanesEnds: BasicCurve {
  let ends: BasicEnds<Lanes>
  /// Booleans switch at 0.5 instead of blending (V4).
  let isBool: Bool

  @inline(__always)
  var needsCurrent: Bool { ends.needsCurrent }

  @inline(__always)
  func value(progress p: Double, iteration: Double, current: Lanes) -> Lanes {
    if isBool {
      return ends.value(progress: p, iteration: iteration, current: current) { a, b, p in
        p < 0.5 ? a : b
      }
    }
    return ends.value(progress: p, iteration: iteration, current: current, blend: lerp)
  }
}

/// A basic animation of whole transforms (<doc:Rules#B1>–B3, V2): "+" is concatenation, and
/// constant ends are decomposed once, here, rather than at every evaluation.
struct MatrixEnds: BasicCurve {
  let ends: BasicEnds<Transform3D>
  /// The decompositions of constant ends (`nil` when an end cannot be decomposed or is not
  /// constant).
  let startParts: DecomposedTransform3D?
  let endParts: DecomposedTransform3D?

  init(_ ends: BasicEnds<Transform3D>) {
    self.ends = ends
    startParts = ends.startSource == .constant ? ends.start.decomposed() : nil
    endParts = ends.endSource == .constant ? ends.end.decomposed() : nil
  }

  var needsCurrent: Bool { ends.needsCurrent }

  func value(progress p: Double, iteration: Double, current: Transform3D) -> Transform3D {
    ends.value(progress: p, iteration: iteration, current: current) { a, b, p in
      if p == 0 { return a }
      if p == 1 { return b }
      if let from = startParts ?? (ends.startSource == .constant ? nil : a.decomposed()),
        let to = endParts ?? (ends.endSource == .constant ? nil : b.decomposed())
      {
        return from.interpolated(to: to, fraction: p).recomposed()
      }
      return a.componentwiseInterpolated(to: b, fraction: p)
    }
  }
}

/// A basic animation of paths or lists (<doc:Rules#Y2>, Y4): point-by-point interpolation of
/// values of one structure.
struct StructuredEnds: BasicCurve {
  let ends: BasicEnds<AnimatableValue>

  var needsCurrent: Bool { ends.needsCurrent }

  func value(progress p: Double, iteration: Double, current: AnimatableValue) -> AnimatableValue {
    ends.value(progress: p, iteration: iteration, current: current) { a, b, p in
      a.interpolated(to: b, fraction: p)
    }
  }
}

extension Double: EndValue {
  static func byAdding(_ constant: Double, to current: Double) -> Double {
    Double.saturatingSum(current, constant)
  }
  static func accumulating(_ value: Double, _ end: Double, _ iteration: Double) -> Double {
    accumulate(value, end, iteration)
  }
}

extension SIMD4: CycleValue, EndValue where Scalar == Double {
  static func byAdding(_ constant: Lanes, to current: Lanes) -> Lanes {
    finiteLanes(current + constant)
  }
  static func accumulating(_ value: Lanes, _ end: Lanes, _ iteration: Double) -> Lanes {
    accumulate(value, end, iteration)
  }
}

extension Transform3D: EndValue {
  static func byAdding(_ constant: Transform3D, to current: Transform3D) -> Transform3D {
    current.saturatingConcatenating(constant)
  }
  static func accumulating(_ value: Transform3D, _ end: Transform3D, _ iteration: Double)
    -> Transform3D
  {
    value.saturatingConcatenating(end.power(clampedCount(iteration)))
  }
}

extension AnimatableValue: EndValue {
  static func byAdding(_ constant: AnimatableValue, to current: AnimatableValue) -> AnimatableValue
  {
    current.adding(constant)
  }
  static func accumulating(_ value: AnimatableValue, _ end: AnimatableValue, _ iteration: Double)
    -> AnimatableValue
  {
    value.adding(end.repeated(iteration))
  }
}

// MARK: - Shared arithmetic

/// `(1 − p)·a + p·b`, exact at both ends (<doc:Rules#V1>), finite for finite operands (V6).
@inline(__always)
func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double {
  Double.saturatingLerp(a, b, p)
}

/// Lane-wise `(1 − p)·a + p·b`, exact at both ends (<doc:Rules#V1>), finite for finite operands
/// (V6).
@inline(__always)
func lerp(_ a: Lanes, _ b: Lanes, _ p: Double) -> Lanes {
  if p == 0 { return a }
  if p == 1 { return b }
  let plain = a * (1 - p) + b * p
  if all((plain - plain) .== 0) { return plain }
  var careful = plain
  for j in 0..<4 { careful[j] = Double.carefulLerp(a[j], b[j], p) }
  return careful
}

/// Every lane held within ±`greatestFiniteMagnitude` (V6).
@inline(__always)
func finiteLanes(_ v: Lanes) -> Lanes {
  v.clamped(
    lowerBound: Lanes(repeating: -.greatestFiniteMagnitude),
    upperBound: Lanes(repeating: .greatestFiniteMagnitude))
}

/// A cumulative repeat's value: `value + end · iteration` (B3), saturating (V6).
@inline(__always)
func accumulate(_ value: Double, _ end: Double, _ iteration: Double) -> Double {
  Double.saturatingSum(value, (end * iteration).saturated)
}

/// Lane-wise ``accumulate(_:_:_:)-(Double,_,_)``.
@inline(__always)
func accumulate(_ value: Lanes, _ end: Lanes, _ iteration: Double) -> Lanes {
  finiteLanes(value + finiteLanes(end * iteration))
}

/// A repeat count as the whole number of times a transform is concatenated (B3), limited to
/// ±2⁵³ so that it converts exactly.
func clampedCount(_ n: Double) -> Int {
  let limit = 9_007_199_254_740_992.0
  return Int(max(-limit, min(limit, n.isNaN ? 0 : n)))
}
