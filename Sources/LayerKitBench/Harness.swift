/// One measured case: the median and spread of several timed runs.
struct Measurement {
  var name: String
  var unit: String
  var median: Double
  var min: Double
  var max: Double
  var note: String = ""
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

/// Times `body` (which performs `operations` operations) `runs` times after `warmUp` untimed
/// runs, and reports the median, fastest and slowest in `unit` per operation.
func measure(
  _ name: String, unit: String, runs: Int, warmUp: Int = 2, operations: Int,
  _ body: () -> Void
) -> Measurement {
  let scale: Double =
    switch unit {
    case "ns": 1
    case "us": 1e3
    default: 1e6  // ms
    }
  for _ in 0..<warmUp { body() }
  var samples: [Double] = []
  let clock = ContinuousClock()
  for _ in 0..<runs {
    let elapsed = clock.measure(body)
    let nanoseconds =
      Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    samples.append(nanoseconds / Double(operations) / scale)
  }
  samples.sort()
  return Measurement(
    name: name, unit: unit, median: samples[samples.count / 2], min: samples[0],
    max: samples[samples.count - 1])
}
