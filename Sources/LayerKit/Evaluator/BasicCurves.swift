/// The values of a basic animation of numbers (<doc:Rules#B1>, B3): where its start and end come
/// from, and whether repeats accumulate. Inline in the track, so the common case reads no memory
/// but the track's own.
struct NumberCurve: Sendable {
  var start: Double
  var startSource: EndpointSource
  var end: Double
  var endSource: EndpointSource
  /// Cumulative repeats add the cycle's end (B3): the end, or with autoreverses the start.
  var isCumulative: Bool
  var cycleEndsAtStart: Bool

  /// Whether the value depends on the model's current value.
  @inline(__always)
  var needsCurrent: Bool { startSource != .constant || endSource != .constant }

  /// The value at leg progress `p` in repeat cycle `iteration`, with `current` as the model
  /// value (B1, B3, V1).
  @inline(__always)
  func value(progress p: Double, iteration: Double, current: Double) -> Double {
    let a = resolve(start, startSource, current)
    let b = resolve(end, endSource, current)
    let value = lerp(a, b, p)
    guard isCumulative, iteration != 0 else { return value }
    return accumulate(value, cycleEndsAtStart ? a : b, iteration)
  }
}

/// The values of a basic animation of any other vector kind, of booleans, or of value-function
/// inputs, as lanes (<doc:Rules#B1>, B3, B4, V1, V4).
final class LanesCurve: Sendable {
  let start: Lanes
  let startSource: EndpointSource
  let end: Lanes
  let endSource: EndpointSource
  let isCumulative: Bool
  let cycleEndsAtStart: Bool
  /// Booleans switch at 0.5 instead of blending (V4).
  let isBool: Bool

  init(
    start: Lanes, startSource: EndpointSource, end: Lanes, endSource: EndpointSource,
    isCumulative: Bool, cycleEndsAtStart: Bool, isBool: Bool
  ) {
    self.start = start
    self.startSource = startSource
    self.end = end
    self.endSource = endSource
    self.isCumulative = isCumulative
    self.cycleEndsAtStart = cycleEndsAtStart
    self.isBool = isBool
  }

  @inline(__always)
  var needsCurrent: Bool { startSource != .constant || endSource != .constant }

  @inline(__always)
  func value(progress p: Double, iteration: Double, current: Lanes) -> Lanes {
    let a = resolve(start, startSource, current)
    let b = resolve(end, endSource, current)
    if isBool { return p < 0.5 ? a : b }
    let value = lerp(a, b, p)
    guard isCumulative, iteration != 0 else { return value }
    return accumulate(value, cycleEndsAtStart ? a : b, iteration)
  }
}

/// The values of a basic animation of whole transforms (<doc:Rules#B1>–B3, V2): "+" is
/// concatenation, and constant ends are decomposed once, here, rather than at every evaluation.
final class MatrixCurve: Sendable {
  let start: Transform3D
  let startSource: EndpointSource
  let end: Transform3D
  let endSource: EndpointSource
  let isCumulative: Bool
  let cycleEndsAtStart: Bool
  /// The decompositions of constant ends (`nil` when an end cannot be decomposed or is not
  /// constant).
  let startParts: DecomposedTransform3D?
  let endParts: DecomposedTransform3D?

  init(
    start: Transform3D, startSource: EndpointSource, end: Transform3D,
    endSource: EndpointSource, isCumulative: Bool, cycleEndsAtStart: Bool
  ) {
    self.start = start
    self.startSource = startSource
    self.end = end
    self.endSource = endSource
    self.isCumulative = isCumulative
    self.cycleEndsAtStart = cycleEndsAtStart
    startParts = startSource == .constant ? start.decomposed() : nil
    endParts = endSource == .constant ? end.decomposed() : nil
  }

  var needsCurrent: Bool { startSource != .constant || endSource != .constant }

  func value(progress p: Double, iteration: Double, current: Transform3D) -> Transform3D {
    let a = resolve(start, startSource, current)
    let b = resolve(end, endSource, current)
    var value: Transform3D
    if p == 0 {
      value = a
    } else if p == 1 {
      value = b
    } else if let from = startParts ?? (startSource == .constant ? nil : a.decomposed()),
      let to = endParts ?? (endSource == .constant ? nil : b.decomposed())
    {
      value = from.interpolated(to: to, fraction: p).recomposed()
    } else {
      value = a.componentwiseInterpolated(to: b, fraction: p)
    }
    guard isCumulative, iteration != 0 else { return value }
    return value.saturatingConcatenating(
      (cycleEndsAtStart ? a : b).power(clampedCount(iteration)))
  }
}

// MARK: - Shared arithmetic

/// An end of a basic animation (B1): the constant, the current value, or current + constant.
@inline(__always)
func resolve(_ constant: Double, _ source: EndpointSource, _ current: Double) -> Double {
  switch source {
  case .constant: constant
  case .current: current
  case .currentPlus: Double.saturatingSum(current, constant)
  }
}

@inline(__always)
func resolve(_ constant: Lanes, _ source: EndpointSource, _ current: Lanes) -> Lanes {
  switch source {
  case .constant: constant
  case .current: current
  case .currentPlus: finiteLanes(current + constant)
  }
}

func resolve(
  _ constant: Transform3D, _ source: EndpointSource, _ current: Transform3D
) -> Transform3D {
  switch source {
  case .constant: constant
  case .current: current
  case .currentPlus: current.saturatingConcatenating(constant)
  }
}

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
