/// Arithmetic that stays finite (<doc:Rules#V6>): results beyond the range of `Double` are held at
/// ±`greatestFiniteMagnitude` instead of becoming infinite, and no step adds infinities of
/// opposite signs, so finite inputs never give NaN.
///
/// The fast path of each operation is the plain arithmetic; only a result that is not finite
/// takes the careful path, so values of everyday size cost one extra comparison.
extension Double {
  /// The number, held within ±`greatestFiniteMagnitude` (a NaN stays NaN).
  @inline(__always)
  var saturated: Double {
    Swift.min(Swift.max(self, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
  }

  /// `(1 − t)·a + t·b` that stays finite for finite `a`, `b` and `t`: exact at both ends, and
  /// where the plain form overflows (values near the range's ends, or `t` far outside [0, 1]),
  /// computed on the values scaled down by a power of two and scaled back up, saturating.
  @inline(__always)
  static func saturatingLerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
    if t == 0 { return a }
    if t == 1 { return b }
    let plain = a * (1 - t) + b * t
    if plain.isFinite { return plain }
    return carefulLerp(a, b, t)
  }

  /// The careful path of ``saturatingLerp(_:_:_:)``.
  @inline(never)
  static func carefulLerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
    guard a.isFinite, b.isFinite, t.isFinite else { return a * (1 - t) + b * t }
    // Ends below 1 in magnitude keep each term within |t| or |1 − t|: the sum is finite or, at
    // worst, infinite with one sign. Larger ends are scaled down below 1 (exactly, by a power of
    // two), so that neither term can overflow; the sum is then finite, and scaling back
    // saturates.
    let largest = Swift.max(abs(a), abs(b))
    guard largest >= 1 else { return (a * (1 - t) + b * t).saturated }
    let exponent = largest.exponent + 1
    let down = Double(sign: .plus, exponent: -exponent, significand: 1)
    let scaled = (a * down) * (1 - t) + (b * down) * t
    return Double.saturatingScale(scaled, Int(exponent))
  }

  /// `x · 2^exponent`, saturating.
  static func saturatingScale(_ x: Double, _ exponent: Int) -> Double {
    // Values of everyday size are not scaled at all: no factor to build.
    guard exponent != 0 else { return x.saturated }
    // Two steps, so that a factor beyond 2^1023 is still representable.
    let half = exponent / 2
    let first = Double(sign: .plus, exponent: half, significand: 1)
    let second = Double(sign: .plus, exponent: exponent - half, significand: 1)
    return (x * first * second).saturated
  }

  /// `a + b`, saturating (finite for finite operands: two finite numbers cannot sum to NaN).
  @inline(__always)
  static func saturatingSum(_ a: Double, _ b: Double) -> Double { (a + b).saturated }
}

extension Transform3D {
  /// The transform with every field held within ±`greatestFiniteMagnitude`.
  var saturated: Transform3D {
    isFinite ? self : Transform3D(fields: fields.map(\.saturated)) ?? self
  }

  /// ``concatenating(_:)``, finite for finite operands (<doc:Rules#V6>): where the plain product
  /// overflows, each field is recomputed from its four products, each saturated and quartered
  /// (exactly) before they are summed, and the sum is scaled back, saturating.
  func saturatingConcatenating(_ other: Transform3D) -> Transform3D {
    let plain = concatenating(other)
    if plain.isFinite { return plain }
    let a = fields
    let b = other.fields
    var result = [Double](repeating: 0, count: 16)
    for row in 0..<4 {
      for column in 0..<4 {
        var sum = 0.0
        for k in 0..<4 { sum += (a[row * 4 + k] * b[k * 4 + column]).saturated * 0.25 }
        result[row * 4 + column] = (sum * 4).saturated
      }
    }
    return Transform3D(fields: result) ?? plain.saturated
  }
}

/// The power of two to scale values of magnitude up to `largest` down by so that differences
/// and squares cannot overflow: 0 up to 2⁴⁰⁰, beyond that enough to bring them to at most 1.
func overflowExponent(_ largest: Double) -> Int {
  guard largest.isFinite, largest > 0x1p400 else { return 0 }
  return Int(largest.exponent) + 1
}
