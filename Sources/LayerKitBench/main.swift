import Foundation
import LayerKit

// layerkit-bench: the speed of LayerKit's evaluator, in a release build.
//
//   swift run -c release layerkit-bench              every case, one line each
//   swift run -c release layerkit-bench --json       the same as one JSON object
//   swift run -c release layerkit-bench --scaling    also how costs grow with layers and keyframes
//   swift run -c release layerkit-bench --quick      a short smoke run (CI)
//   swift run -c release layerkit-bench --only NAME  the cases whose names start with NAME
//
// BENCHMARKS.md explains the cases and records the figures.

let options = CommandLine.arguments.dropFirst()
let quick = options.contains("--quick")
let only = options.firstIndex(of: "--only").flatMap {
  options.index(after: $0) < options.endIndex ? options[options.index(after: $0)] : nil
}
let runs = quick ? 3 : 11
let count = quick ? 20_000 : 2_000_000
let treeSize = quick ? 1_000 : 10_000
let frames = quick ? 60 : 600

let inputs = Inputs(seed: 0x1A7E_4B17)

// `--profile CASE SECONDS`: repeat one case's inner loop for a while, for `perf record`.
if let index = options.firstIndex(of: "--profile") {
  let rest = Array(options[options.index(after: index)...])
  let name = rest.first ?? "tree-frame"
  let seconds = rest.count > 1 ? Double(rest[1]) ?? 5 : 5
  Profile.run(name, seconds: seconds)
  exit(0)
}
let cases = Cases(inputs: inputs, runs: runs, count: count, treeSize: treeSize, frames: frames)
var results: [Measurement] = []
for (name, body) in cases.all where only.map({ name.hasPrefix($0) }) ?? true {
  results += body()
}

if options.contains("--json") {
  let list = results.map { m in
    JSONValue.object([
      .init("name", .string(m.name)), .init("unit", .string(m.unit)),
      .init("median", .number((m.median * 1000).rounded() / 1000)),
      .init("min", .number((m.min * 1000).rounded() / 1000)),
      .init("max", .number((m.max * 1000).rounded() / 1000)),
    ])
  }
  print(
    JSONValue.object([
      .init("cases", .array(list)),
      .init(
        "allocationsPerEvaluation",
        .object(
          cases.allocationChecks().map { .init($0.0, $0.1.map { .number(Double($0)) } ?? .null) })),
    ]).serialized())
} else {
  for m in results {
    let name = m.name.padding(toLength: 30, withPad: " ", startingAt: 0)
    print(
      String(
        format: "%@ %10.3f %@  (min %.3f, max %.3f)  %@", name, m.median, m.unit, m.min, m.max,
        m.note))
  }
  if only == nil {
    let checks = cases.allocationChecks().map { "\($0.0) \($0.1.map(String.init) ?? "n/a")" }
    print("allocations per evaluation: " + checks.joined(separator: ", "))
    print("memory: " + cases.memory())
  }
  if options.contains("--scaling") { cases.scaling().forEach { print($0) } }
}
if sink.isNaN { print("(sink \(sink))") }
