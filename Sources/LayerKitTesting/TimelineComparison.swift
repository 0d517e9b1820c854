import LayerKit

/// How a sampled timeline differs from the one expected: its first differing sample, and how
/// many differ.
///
///     opacity at t = 0.5: expected 0.5, got 0.48 (difference 0.02, tolerance ±1e-09);
///     3 of 61 samples differ
public struct TimelineMismatch: Hashable, Sendable, CustomStringConvertible {
  /// What differs.
  public enum Kind: Hashable, Sendable {
    /// The columns differ (names or kinds), in the order given.
    case columns(expected: [SampledTimeline.Column], actual: [SampledTimeline.Column])
    /// The sampled times differ: the first index where they do, and the two times there
    /// (`nil` past the end of a timeline).
    case times(index: Int, expected: Double?, actual: Double?)
    /// Values differ: the first differing value (earliest time, then column order), and how
    /// many samples hold a difference.
    case values(first: PresentationMismatch, differingSamples: Int, samples: Int)
  }

  /// What differs.
  public var kind: Kind

  /// The media time of the first difference, when values or times differ.
  public var firstDifferingTime: Double? {
    switch kind {
    case .columns: nil
    case .times(_, let expected, let actual): [expected, actual].compactMap { $0 }.min()
    case .values(let first, _, _): first.time
    }
  }

  /// A sentence or two: the first difference, then the count.
  public var description: String {
    switch kind {
    case .columns(let expected, let actual):
      func list(_ columns: [SampledTimeline.Column]) -> String {
        columns.map { "\($0.name) (\($0.kind.rawValue))" }.joined(separator: ", ")
      }
      return "the columns differ: expected \(list(expected)); got \(list(actual))"
    case .times(let index, let expected, let actual):
      let e = expected.map { "t = \($0)" } ?? "no sample"
      let a = actual.map { "t = \($0)" } ?? "no sample"
      return "the sampled times differ at sample \(index): expected \(e), got \(a)"
    case .values(let first, let differing, let samples):
      return "\(first); \(differing) of \(samples) samples differ"
    }
  }
}

extension SampledTimeline {
  /// Compares this timeline with `expected`, value by value within `tolerance` (angles modulo a
  /// whole turn): `nil` when they match, else the first difference.
  ///
  /// Times must match exactly (both come from the same sampling); the columns must have the
  /// same names and kinds in the same order.
  ///
  /// - Complexity: O(n) in the numbers the timelines hold.
  public func firstMismatch(from expected: SampledTimeline, tolerance: Tolerance = .default)
    -> TimelineMismatch?
  {
    guard columns == expected.columns else {
      return TimelineMismatch(kind: .columns(expected: expected.columns, actual: columns))
    }
    if times != expected.times {
      let common = Swift.min(times.count, expected.times.count)
      let index = (0..<common).first { times[$0] != expected.times[$0] } ?? common
      return TimelineMismatch(
        kind: .times(
          index: index,
          expected: expected.times.indices.contains(index) ? expected.times[index] : nil,
          actual: times.indices.contains(index) ? times[index] : nil))
    }
    var first: PresentationMismatch?
    var differing = 0
    for (index, (row, expectedRow)) in zip(rows, expected.rows).enumerated() {
      var rowDiffers = false
      for (column, (value, expectedValue)) in zip(columns, zip(row, expectedRow)) {
        guard
          let mismatch = PresentationMismatch.compare(
            key: column.name, time: times[index], expected: expectedValue, actual: value,
            tolerance: tolerance, isAngle: column.isAngle)
        else { continue }
        rowDiffers = true
        if first == nil { first = mismatch }
      }
      if rowDiffers { differing += 1 }
    }
    return first.map {
      TimelineMismatch(kind: .values(first: $0, differingSamples: differing, samples: times.count))
    }
  }
}
