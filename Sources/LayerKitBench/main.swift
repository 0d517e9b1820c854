import Foundation
import LayerKit
import LayerKitScenes

// layerkit-bench: the speed of LayerKit's evaluator, in a release build.
//
//   swift run -c release layerkit-bench                every case, one line each
//   swift run -c release layerkit-bench --rounds 5     every case 5 times, round robin; medians
//   swift run -c release layerkit-bench --json         the same as one JSON object, with the
//                                                      heap bytes per layer (memoryBytesPerLayer)
//   swift run -c release layerkit-bench --scaling      also how costs grow with layers and keyframes
//   swift run -c release layerkit-bench --quick        a short smoke run (CI)
//   swift run -c release layerkit-bench --only NAME    the cases whose names start with NAME
//   swift run -c release layerkit-bench --memory       only the heap bytes per layer
//   swift run -c release layerkit-bench --only world   the compatibility worlds' scaling (n, 4n)
//   swift run -c release layerkit-bench --profile CASE SECONDS
//                                                      one case's loop, for `perf record`
//
// BENCHMARKS.md explains the cases and records the figures.

let options = Array(CommandLine.arguments.dropFirst())
func value(after option: String) -> String? {
  options.firstIndex(of: option).flatMap {
    options.index(after: $0) < options.endIndex ? options[$0 + 1] : nil
  }
}
let quick = options.contains("--quick")
let only = value(after: "--only")
let rounds = max(1, value(after: "--rounds").flatMap(Int.init) ?? 1)
let runs = quick ? 3 : 7
let count = quick ? 20_000 : 2_000_000
let treeSize = quick ? 1_000 : 10_000
let frames = quick ? 60 : 600

let inputs = Inputs(seed: 0x1A7E_4B17)

if let name = value(after: "--profile") {
  Profile.run(name, seconds: value(after: name).flatMap(Double.init) ?? 5)
  exit(0)
}

let cases = Cases(inputs: inputs, runs: runs, count: count, treeSize: treeSize, frames: frames)
if options.contains("--memory") {
  print("memory: " + cases.memory())
  for (stage, bytes) in cases.memoryStages() ?? [] {
    print(String(format: "  %@: %+.0f bytes per layer", stage, bytes))
  }
  exit(0)
}
let worlds = WorldScaling(quick: quick)
let swiftUI = SwiftUICases(inputs: inputs, runs: runs, count: count)
let render = RenderCases(runs: quick ? 3 : 7)
let frameCases = FrameCases(cases: cases, quick: quick)
let selected =
  (cases.all + frameCases.all + swiftUI.all + render.all + [
    ("world", { worlds.measurements(runs: quick ? 1 : 3) })
  ])
  .filter {
    only.map($0.name.hasPrefix) ?? true
  }
let results = roundRobin(selected, rounds: rounds)

/// `library / reference` for the pairs that are measured against an in-run reference.
let ratios: [(name: String, value: Double)] =
  ([
    ("timing-function / timing-function-reference", "timing-function", "timing-function-reference"),
    ("keyframes-64 / keyframes-64-reference", "keyframes-64", "keyframes-64-reference"),
    (
      "keyframes-64-number / keyframes-64-reference", "keyframes-64-number",
      "keyframes-64-reference"
    ),
    ("tree-10k-frame / tree-10k-reference", "tree-10k-frame", "tree-10k-reference"),
    ("tree-1000-frame / tree-1000-reference", "tree-1000-frame", "tree-1000-reference"),
    // The frame taken apart: the pass alone against the same reference.
    ("tree-10k-pass / tree-10k-reference", "tree-10k-pass", "tree-10k-reference"),
    ("tree-10k-columns / tree-10k-reference", "tree-10k-columns", "tree-10k-reference"),
    ("tree-1000-pass / tree-1000-reference", "tree-1000-pass", "tree-1000-reference"),
    ("tree-1000-columns / tree-1000-reference", "tree-1000-columns", "tree-1000-reference"),
  ] + FrameCases.ratios(quick: quick) + SwiftUICases.ratios + RenderCases.ratios).compactMap {
    label, library, reference in
    guard let a = results.first(where: { $0.name == library }),
      let b = results.first(where: { $0.name == reference })
    else { return nil }
    return (label, a.median / b.median)
  } + worlds.ratios(results)

if options.contains("--json") {
  func number(_ x: Double) -> JSONValue { .number((x * 1000).rounded() / 1000) }
  let list = results.map { m in
    var members: [JSONValue.Member] = [
      .init("name", .string(m.name)), .init("unit", .string(m.unit)),
      .init("median", number(m.median)), .init("min", number(m.min)), .init("max", number(m.max)),
    ]
    if let error = m.error { members.append(.init("maxError", .number(error))) }
    return JSONValue.object(members)
  }
  var top: [JSONValue.Member] = [
    .init("rounds", .number(Double(rounds))), .init("cases", .array(list)),
    .init("ratios", .object(ratios.map { .init($0.name, number($0.value)) })),
  ]
  if only == nil {
    top.append(
      .init(
        "allocationsPerEvaluation",
        .object(
          cases.allocationChecks().map { .init($0.0, $0.1.map { .number(Double($0)) } ?? .null) })))
    // Heap bytes per layer (the tracked memory figure, BENCHMARKS.md); null off glibc.
    let memory = cases.memoryFigures()
    top.append(
      .init(
        "memoryBytesPerLayer",
        memory.map {
          .object([
            .init("threeAnimations", number($0.animated)),
            .init("threeAnimationsWithModel", number($0.withModel)),
            .init("layerAlone", number($0.layerAlone)),
          ])
        } ?? .null))
  }
  print(JSONValue.object(top).serialized())
} else {
  for m in results {
    let name = m.name.padding(toLength: max(30, m.name.count), withPad: " ", startingAt: 0)
    let error = m.error.map { String(format: "  max error %.1e", $0) } ?? ""
    print(
      String(
        format: "%@ %10.3f %@  (min %.3f, max %.3f)%@  %@", name, m.median, m.unit, m.min, m.max,
        error, m.note))
  }
  for ratio in ratios { print(String(format: "ratio %@: %.2f", ratio.name, ratio.value)) }
  if only == nil {
    let checks = cases.allocationChecks().map { "\($0.0) \($0.1.map(String.init) ?? "n/a")" }
    print("allocations per evaluation: " + checks.joined(separator: ", "))
    print("memory: " + cases.memory())
  }
  if options.contains("--scaling") {
    cases.scaling().forEach { print($0) }
    frameCases.scaling().forEach { print($0) }
    render.scaling().forEach { print($0) }
  }
}
if sink.isNaN { print("(sink \(sink))") }
