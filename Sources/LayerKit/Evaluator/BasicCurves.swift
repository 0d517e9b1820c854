/// The two ends of a basic animation and how its repeats build (<doc:Rules#B1>, B3): one curve
/// for every kind of value, given how that kind blends. Each end is a constant, the model's
/// current value, or current + constant (B1's table, `endpoints` in `Animation+Compile.swift`);
/// cumulative repeats add the cycle's end once per repeat (B3).
///
///     p:       0 ─────────────── 1
///     value:   a ── blend(a, b, p) ── b         then + cycleEnd × iteration when cumulative
struct BasicEnds<Value: EndValue>: Sendable {
  // The two values first and the four one-byte fields after them: a number curve then takes 20
  // bytes rather than 27, which keeps a ``Track`` at 112 bytes.
  var start: Value, end: Value
  var startSource: EndpointSource, endSource: EndpointSource
  /// Cumulative repeats add the cycle's end (B3): the end, or with autoreverses the start.
  var isCumulative, cycleEndsAtStart: Bool

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
    let value = blend(a, b, p)
    guard isCumulative, iteration != 0 else { return value }
    return Value.accumulating(value, cycleEndsAtStart ? a : b, iteration)
  }
}

// Plain data for plain values: a number curve lives inline in a track.
extension BasicEnds: BitwiseCopyable where Value: BitwiseCopyable {}

/// A kind of value a basic animation's ends hold: how B1's current + constant and B3's
/// cumulative repeats are formed for it, finite for finite operands (V6).
protocol EndValue: Sendable {
  /// `current + constant`, for a `byValue` end (B1).
  static func byAdding(_ constant: Self, to current: Self) -> Self
  /// `value + end · iteration`, for a cumulative repeat (B3).
  static func accumulating(_ value: Self, _ end: Self, _ iteration: Double) -> Self
}

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
/// the track's own.
typealias NumberCurve = BasicEnds<Double>

extension BasicEnds where Value == Double {
  /// The value at leg progress `p` (B1, B3, V1).
  @inline(__always)
  func value(progress p: Double, iteration: Double, current: Double) -> Double {
    value(progress: p, iteration: iteration, current: current, blend: lerp)
  }
}

/// A basic animation of any other vector kind, of booleans, or of value-function inputs, as
/// lanes (<doc:Rules#B1>, B3, B4, V1, V4).
final class LanesCurve: Sendable {
  let ends: BasicEnds<Lanes>
  /// Booleans switch at 0.5 instead of blending (V4).
  let isBool: Bool

  init(_ ends: BasicEnds<Lanes>, isBool: Bool) {
    self.ends = ends
    self.isBool = isBool
  }

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
final class MatrixCurve: Sendable {
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

extension Double: EndValue {
  static func byAdding(_ constant: Double, to current: Double) -> Double {
    Double.saturatingSum(current, constant)
  }
  static func accumulating(_ value: Double, _ end: Double, _ iteration: Double) -> Double {
    accumulate(value, end, iteration)
  }
}

extension SIMD4: EndValue where Scalar == Double {
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
