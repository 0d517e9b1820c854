import Foundation
import LayerKit
import LayerKitSwiftUI

// Checks of SwiftUI's animation values (LayerKitSwiftUI, rules W1–W8): the value of a keyframe
// timeline, an animation, a spring or an animated value at a time, compared by the length of
// the difference of their animatable data, and their sampled timelines for golden files.
// (`LayerKitSwiftUI.Animation` and `LayerKitSwiftUI.VectorArithmetic` are named in full here,
// where LayerKit's types of the same names are also in scope; a test that imports only
// LayerKitTesting and LayerKitSwiftUI writes `Animation`.)

/// A SwiftUI animation value that can be read at a time: what the SwiftUI assertions take.
public protocol SwiftUIAnimationValueSource<Value> {
  /// The value read.
  associatedtype Value: Animatable
  /// The value at `time` seconds.
  func valueForTesting(at time: Double) -> Value
}

extension KeyframeTimeline: SwiftUIAnimationValueSource where Value: Animatable {
  /// `KeyframeTimeline.value(time:)`.
  public func valueForTesting(at time: Double) -> Value { value(time: time) }
}

extension AnimatedValue: SwiftUIAnimationValueSource {
  /// `AnimatedValue.presentation(at:)`.
  public func valueForTesting(at time: Double) -> Value { presentation(at: time) }
}

/// An animation of a change from one value to another, as the assertions read it.
public struct AnimatedChange<Value: Animatable>: SwiftUIAnimationValueSource {
  /// The animation.
  public var animation: LayerKitSwiftUI.Animation
  /// The value before the change.
  public var from: Value
  /// The value after it.
  public var to: Value

  /// `animation` of the change from `from` to `to`.
  public init(_ animation: LayerKitSwiftUI.Animation, from: Value, to: Value) {
    self.animation = animation
    self.from = from
    self.to = to
  }

  /// What shows `time` seconds into the change.
  public func valueForTesting(at time: Double) -> Value {
    animation.testingValue(from: from, to: to, at: time)
  }
}

/// A spring's motion from one value to another, as the assertions read it.
public struct SpringMotionSource<Value: Animatable>: SwiftUIAnimationValueSource {
  /// The spring.
  public var spring: Spring
  /// Where it starts, at rest unless `initialVelocity` says.
  public var from: Value
  /// Its target.
  public var to: Value
  /// Its velocity at the start.
  public var initialVelocity: Value

  /// `spring`'s motion from `from` to `to`, starting at `initialVelocity`.
  public init(_ spring: Spring, from: Value, to: Value, initialVelocity: Value) {
    self.spring = spring
    self.from = from
    self.to = to
    self.initialVelocity = initialVelocity
  }

  /// The spring's value at `time` (`Spring.value(fromValue:toValue:initialVelocity:time:)`).
  public func valueForTesting(at time: Double) -> Value {
    spring.value(fromValue: from, toValue: to, initialVelocity: initialVelocity, time: time)
  }
}

enum SwiftUIChecks {
  /// The message when `source`'s value at `time` is farther than `accuracy` from `expected`.
  static func value<Source: SwiftUIAnimationValueSource>(
    _ source: Source, at time: Double, expected: Source.Value, accuracy: Double
  ) -> [String] {
    let actual = source.valueForTesting(at: time)
    let difference = (actual.animatableData - expected.animatableData).magnitudeSquared
      .squareRoot()
    guard !(difference <= accuracy) else { return [] }
    return [
      "at t = \(time): expected \(expected), got \(actual) (difference \(difference), accuracy "
        + "\(accuracy))"
    ]
  }

  /// A timeline of `columns` read from `source` at `fps` from `start` to `end`.
  static func timeline<Source: SwiftUIAnimationValueSource>(
    of source: Source, columns: KeyValuePairs<String, (Source.Value) -> Double>, from start: Double,
    to end: Double, fps: Double
  ) throws -> SampledTimeline {
    guard start.isFinite, end.isFinite, end >= start else {
      throw ValidationError(
        field: "to", reason: "must be a finite time ≥ from (got \(start)…\(end))")
    }
    guard fps.isFinite, fps > 0, (end - start) * fps < 1_000_000 else {
      throw ValidationError(field: "fps", reason: "must be > 0 with under 10⁶ samples (got \(fps))")
    }
    let count = Int(((end - start) * fps).rounded(.down)) + 1
    let times = (0..<count).map { start + Double($0) / fps }
    let rows = times.map { time -> [AnimatableValue?] in
      let value = source.valueForTesting(at: time)
      return columns.map { .number($0.value(value)) }
    }
    return try SampledTimeline(
      columns: columns.map { SampledTimeline.Column(name: $0.key, kind: .number) }, times: times,
      rows: rows)
  }
}

/// The timeline of `source` for a golden file (``assertTimeline(_:matchesFile:accuracy:record:file:line:)``):
/// one column per entry of `columns`, sampled `fps` times a second from `start` to `end`.
///
///     let bounce = KeyframeTimeline(initialValue: 1.0) { … }
///     assertTimeline(
///       try swiftUITimeline(of: bounce, columns: ["scale": { $0 }], to: bounce.duration),
///       matchesFile: "Golden/bounce.json")
///
/// - Throws: `ValidationError` for a bad range or rate.
public func swiftUITimeline<Source: SwiftUIAnimationValueSource>(
  of source: Source, columns: KeyValuePairs<String, (Source.Value) -> Double>,
  from start: Double = 0, to end: Double, fps: Double = 60
) throws -> SampledTimeline {
  try SwiftUIChecks.timeline(of: source, columns: columns, from: start, to: end, fps: fps)
}

/// The progress of `animation` (a change of 0 → 1) sampled from `start` to its finish (or
/// `end`), as a one-column timeline `progress`.
///
/// - Throws: `ValidationError` for an animation that never finishes without `end`, or a bad
///   range or rate.
public func swiftUITimeline(
  of animation: LayerKitSwiftUI.Animation, from start: Double = 0, to end: Double? = nil,
  fps: Double = 60
) throws -> SampledTimeline {
  try SwiftUIChecks.timeline(
    of: AnimatedChange(animation, from: 0.0, to: 1.0), columns: ["progress": { $0 }], from: start,
    to: end ?? animation.testingDuration, fps: fps)
}

#if canImport(XCTest)
  import XCTest

  /// Asserts that `source` — a `KeyframeTimeline`, an `AnimatedValue`, an ``AnimatedChange``
  /// or a ``SpringMotionSource`` — shows `expected` at `time`, within `accuracy` of the length
  /// of their difference (W1–W8).
  ///
  ///     assertValue(of: bounce, at: 0.3, equals: 1.12, accuracy: 1e-9)
  ///     assertValue(of: AnimatedChange(.snappy, from: 0.0, to: 100), at: 0.2, equals: 71.2)
  public func assertValue<Source: SwiftUIAnimationValueSource>(
    of source: Source, at time: Double, equals expected: Source.Value, accuracy: Double = 1e-9,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    fail(
      SwiftUIChecks.value(source, at: time, expected: expected, accuracy: accuracy), file: file,
      line: line)
  }

  /// Asserts that `animation` shows `expected` at `time` of a change from `from` to `to`.
  public func assertValue<Value: Animatable>(
    of animation: LayerKitSwiftUI.Animation, from: Value, to: Value, at time: Double,
    equals expected: Value, accuracy: Double = 1e-9, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    assertValue(
      of: AnimatedChange(animation, from: from, to: to), at: time, equals: expected,
      accuracy: accuracy, file: file, line: line)
  }

  /// Asserts that `spring`, moving from `from` to `to` (at rest unless `initialVelocity`),
  /// is at `expected` at `time`.
  public func assertValue<Value: Animatable>(
    of spring: Spring, from: Value, to: Value, initialVelocity: Value? = nil, at time: Double,
    equals expected: Value, accuracy: Double = 1e-9, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    var rest = from
    rest.animatableData = .zero
    assertValue(
      of: SpringMotionSource(spring, from: from, to: to, initialVelocity: initialVelocity ?? rest),
      at: time, equals: expected, accuracy: accuracy, file: file, line: line)
  }
#endif

#if canImport(Testing)
  import Testing

  /// Expects `source` to show `expected` at `time` (the Swift Testing form of
  /// ``assertValue(of:at:equals:accuracy:file:line:)``).
  @discardableResult
  public func expectValue<Source: SwiftUIAnimationValueSource>(
    of source: Source, at time: Double, equals expected: Source.Value, accuracy: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    record(
      SwiftUIChecks.value(source, at: time, expected: expected, accuracy: accuracy),
      at: sourceLocation)
  }

  /// Expects `animation` to show `expected` at `time` of a change from `from` to `to`.
  @discardableResult
  public func expectValue<Value: Animatable>(
    of animation: LayerKitSwiftUI.Animation, from: Value, to: Value, at time: Double,
    equals expected: Value, accuracy: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    expectValue(
      of: AnimatedChange(animation, from: from, to: to), at: time, equals: expected,
      accuracy: accuracy, sourceLocation: sourceLocation)
  }

  /// Expects `spring`, moving from `from` to `to`, to be at `expected` at `time`.
  @discardableResult
  public func expectValue<Value: Animatable>(
    of spring: Spring, from: Value, to: Value, initialVelocity: Value? = nil, at time: Double,
    equals expected: Value, accuracy: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    var rest = from
    rest.animatableData = .zero
    return expectValue(
      of: SpringMotionSource(spring, from: from, to: to, initialVelocity: initialVelocity ?? rest),
      at: time, equals: expected, accuracy: accuracy, sourceLocation: sourceLocation)
  }
#endif
