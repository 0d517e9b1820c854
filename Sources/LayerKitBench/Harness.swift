import Foundation

/// One measured case: the median and spread of several timed runs, with its accuracy where the
/// case has one to report.
struct Measurement {
  var name: String
  var unit: String
  var median: Double
  var min: Double
  var max: Double
  var note: String = ""
  /// The largest error of the kernel over a fixed dense set of inputs, against an independent
  /// reference (`Accuracy`), or `nil`.
  var error: Double?
}

/// A sink the optimiser cannot see through: results flow into it so no work is removed.
nonisolated(unsafe) var sink = 0.0

@inline(never) func consume(_ value: Double) {
  sink += value
}

/// A small seeded generator (SplitMix64), so every run uses the same inputs.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func double(in range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }
}

/// The time `body` takes, in nanoseconds.
func nanoseconds(_ body: () -> Void) -> Double {
  let elapsed = ContinuousClock().measure(body)
  return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
}

/// Times `body` (which performs `operations` operations) `runs` times after `warmUp` untimed
/// runs, and reports the median, fastest and slowest in `unit` per operation.
func measure(
  _ name: String, unit: String, runs: Int, warmUp: Int = 2, operations: Int,
  _ body: () -> Void
) -> Measurement {
  for _ in 0..<warmUp { body() }
  let samples = (0..<runs).map { _ in nanoseconds(body) / Double(operations) / scale(unit) }
  return summary(name, unit: unit, samples)
}

/// One case of ``interleaved(runs:unit:_:)``: its name, its note, and how one sample is taken
/// (in the unit the measurements are reported in).
struct InterleavedCase {
  var name: String
  var note: String
  var sample: () -> Double
}

/// Times `cases` in rounds, each case once a round in turn, so that the machine's drift affects
/// them alike: two rounds to warm up, then `runs` rounds whose samples are reported, a
/// measurement a case in the order given.
func interleaved(runs: Int, unit: String, _ cases: [InterleavedCase]) -> [Measurement] {
  var samples = [[Double]](repeating: [], count: cases.count)
  for round in 0..<(runs + 2) {
    for (i, test) in cases.enumerated() {
      let sample = test.sample()
      if round >= 2 { samples[i].append(sample) }
    }
  }
  return zip(cases, samples).map { test, samples in
    var measurement = summary(test.name, unit: unit, samples)
    measurement.note = test.note
    return measurement
  }
}

/// Nanoseconds per `unit`.
func scale(_ unit: String) -> Double {
  switch unit {
  case "ns": 1
  case "us": 1e3
  default: 1e6  // ms
  }
}

/// The median, fastest and slowest of `samples`.
func summary(_ name: String, unit: String, _ samples: [Double]) -> Measurement {
  let sorted = samples.sorted()
  return Measurement(
    name: name, unit: unit, median: sorted[sorted.count / 2], min: sorted[0],
    max: sorted[sorted.count - 1])
}

/// Runs every case `rounds` times in round-robin order (case 1, case 2, …, case 1, case 2, …),
/// so that a slow spell of a shared machine falls on all cases alike, and reports for each
/// measurement the median of its rounds' medians, with the fastest and slowest run of any round.
func roundRobin(
  _ cases: [(name: String, body: () -> [Measurement])], rounds: Int
) -> [Measurement] {
  var byName: [String: [Measurement]] = [:]
  var order: [String] = []
  for _ in 0..<rounds {
    for (_, body) in cases {
      for m in body() {
        if byName[m.name] == nil { order.append(m.name) }
        byName[m.name, default: []].append(m)
      }
    }
  }
  return order.map { name in
    let all = byName[name] ?? []
    var combined = summary(name, unit: all[0].unit, all.map(\.median))
    combined.min = all.map(\.min).min() ?? combined.min
    combined.max = all.map(\.max).max() ?? combined.max
    combined.note = all.last?.note ?? ""
    combined.error = all.last?.error
    return combined
  }
}
