// Whole numbers from doubles on the evaluator's paths, without the library's rounding call
// (baseline x86-64 has no rounding instruction) and without the checked conversion `Int(x)`
// makes (two range tests and a trap): the cycle arithmetic's floor and ceiling (T4, T9) and the
// cell of a table at a scaled fraction (K2's even segments, K5's holds, K3's key-time buckets,
// P6's arc-length buckets).
//
// One fact serves all three: below 2⁵² in magnitude, adding ±2⁵² (of `x`'s sign) leaves a sum
// whose spacing is 1, so the sum is `x` rounded to the nearest whole number, held in the low
// bits of its significand, and subtracting ±2⁵² again is exact. The floor is that whole number
// or one less.

/// `x.rounded(.down)` (see the top of this file). From 2⁵² up every double is whole, and ±∞ and
/// NaN are their own floors. A zero result is always `+0` (−2⁵² + 2⁵²), where
/// `x.rounded(.down)` keeps `−0`: equal as numbers, and bit for bit what the truncation through
/// an integer this replaced gave.
@inline(__always)
func wholeBelow(_ x: Double) -> Double {
  guard abs(x) < 0x1p52 else { return x }
  let nearest = nearestWhole(x)
  return nearest > x ? nearest - 1 : nearest
}

/// `x.rounded(.up)`, as ``wholeBelow(_:)`` does `.down`; a zero result is `+0` here too, where
/// `x.rounded(.up)` gives `−0` on (−1, 0].
@inline(__always)
func wholeAbove(_ x: Double) -> Double {
  guard abs(x) < 0x1p52 else { return x }
  let nearest = nearestWhole(x)
  return nearest < x ? nearest + 1 : nearest
}

/// `x` rounded to the nearest whole number (ties to even), for |x| < 2⁵²: the fact at the top
/// of this file, which ``wholeBelow(_:)`` and ``wholeAbove(_:)`` step from.
@inline(__always)
private func nearestWhole(_ x: Double) -> Double {
  let shift = Double(signOf: x, magnitudeOf: 0x1p52)
  return (x + shift) - shift
}

/// ⌊x⌋ as an index, for `x` in [0, 2⁵¹]: the cell of a table at a fraction scaled by its size.
/// Callers bound `x` first; outside that range (or for NaN) the result is unspecified but never
/// a trap, so a caller that reads its table unchecked must keep to the range.
@inline(__always)
func wholeIndex(_ x: Double) -> Int {
  let shifted = x + 0x1p52
  let nearest = Int(truncatingIfNeeded: shifted.bitPattern & 0x000F_FFFF_FFFF_FFFF)
  return shifted - 0x1p52 > x ? nearest - 1 : nearest
}

/// ⌊x⌋ as an index into a table of `last + 1` cells: `x` held to [0, last] first, so any
/// finite `x` gives a cell (the even keyframe segments and holds, K2, K5).
@inline(__always)
func wholeIndex(_ x: Double, atMost last: Int) -> Int {
  min(wholeIndex(max(min(x, Double(last)), 0)), last)
}
