import Foundation
import LayerKit
import LayerKitScenes

/// The checks behind the XCTest and Swift Testing helpers, as failure messages: empty when the
/// check passes. One place for the messages keeps the two frameworks' reports the same.
enum Checks {
  /// The mismatches of `keyPath` at each time, or the error that stopped the reading.
  static func presentation(
    of layer: some TestableLayer, _ keyPath: AnimatableKeyPath,
    expected: [(time: Double, value: AnimatableValue)], tolerance: Tolerance
  ) -> [String] {
    layer._checkMessages { presentation(of: $0, keyPath, expected: expected, tolerance: tolerance) }
  }

  /// The properties whose presented values at `time` differ from `expected`'s.
  static func presentation(
    of layer: some TestableLayer, at time: Double, expected: LayerProperties,
    tolerance: Tolerance
  ) -> [String] {
    layer._checkMessages {
      presentation(of: $0, at: time, expected: expected, tolerance: tolerance)
    }
  }

  private static func presentation(
    of layer: Layer, _ keyPath: AnimatableKeyPath,
    expected: [(time: Double, value: AnimatableValue)], tolerance: Tolerance
  ) -> [String] {
    let name = "\(layer.name.map { "\($0)." } ?? "")\(keyPath)"
    if let bad = expected.first(where: { !$0.time.isFinite }) {
      return ["\(name): the time must be a finite number (got \(bad.time))"]
    }
    if let literal = keyPath.unknownLiteral, let key = commandKey(literal, of: layer) {
      // What `layerkit sample` reads beyond the layer's properties: a replicated copy's value
      // (`#1.opacity`, Y5) or the transition's progress (X1).
      return expected.compactMap { time, value in
        PresentationMismatch.compare(
          key: key.description, time: time, expected: value,
          actual: key.value(of: layer, at: time), tolerance: tolerance,
          isAngle: { if case .keyPath(let path) = key.target { path.isAngle } else { false } }()
        )?.description
      }
    }
    do {
      return try layer.presentationMismatches(keyPath, expected, tolerance: tolerance)
        .map(\.description)
    } catch let error as ValidationError {
      // The key path as the test wrote it, and why it cannot be read: no internal location.
      return ["\(name): \(error.reason)"]
    } catch {
      return ["cannot read \(keyPath) of \(layer.name ?? "the layer"): \(error)"]
    }
  }

  private static func presentation(
    of layer: Layer, at time: Double, expected: LayerProperties, tolerance: Tolerance
  ) -> [String] {
    guard time.isFinite else { return ["time: must be a finite number (got \(time))"] }
    let actual = layer.presentation(at: time)
    guard actual.kind == expected.kind else {
      return [
        "at t = \(time): a \(actual.kind.rawValue) layer's properties where a "
          + "\(expected.kind.rawValue) layer's were expected"
      ]
    }
    let prefix = layer.name.map { "\($0)." } ?? ""
    var messages = actual.differingProperties(from: expected, tolerance: tolerance).compactMap {
      property in
      PresentationMismatch.compare(
        key: prefix + property.rawValue, time: time, expected: expected[property],
        actual: actual[property], tolerance: tolerance)?.description
    }
    if let mismatch = PresentationMismatch.compare(
      key: prefix + "transitionProgress", time: time,
      expected: expected.transitionProgress.map(AnimatableValue.number),
      actual: actual.transitionProgress.map(AnimatableValue.number), tolerance: tolerance)
    {
      messages.append(mismatch.description)
    }
    return messages
  }

  /// The key `layerkit sample` names by `literal` on `layer`, when `literal` is one of the keys
  /// that are not a layer property: `transitionProgress`, or a replicated copy's key path,
  /// `#1.opacity` (or, with the layer's name, `dot#1.opacity`, as the command writes it).
  private static func commandKey(_ literal: String, of layer: Layer) -> SceneKey? {
    let name = layer.name ?? "layer"
    let text =
      if literal.hasPrefix("#") {
        name + literal
      } else if literal.hasPrefix(name + "#") {
        literal
      } else {
        name + "." + literal
      }
    guard let key = try? SceneKey(text), key.layer == name else { return nil }
    if key.instance == nil, case .keyPath = key.target { return nil }
    return key
  }

  /// The message of two values that are not approximately equal, or none.
  static func approximatelyEqual<T: ApproximatelyEquatable>(
    _ actual: T, _ expected: T, tolerance: Tolerance
  ) -> [String] {
    guard !actual.isApproximatelyEqual(to: expected, tolerance: tolerance) else { return [] }
    let difference =
      actual.largestDifference(from: expected).map { "difference \($0)" }
      ?? "different shapes"
    return ["expected \(expected), got \(actual) (\(difference), tolerance \(tolerance))"]
  }

  /// The golden-file comparison's failure, or none.
  static func timeline(
    _ timeline: () throws -> SampledTimeline, file path: String, testFile: String,
    tolerance: Tolerance, record: RecordMode?,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> [String] {
    RecordMode.messages(record, environment) { mode in
      do {
        let outcome = GoldenTimeline.check(
          try timeline(), file: GoldenTimeline.url(of: path, relativeTo: testFile),
          tolerance: tolerance, record: mode)
        return outcome.passed ? [] : [outcome.description]
      } catch {
        return ["cannot sample the timeline: \(error)"]
      }
    }
  }
}
