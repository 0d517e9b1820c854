import LayerKit
import XCTest

#if canImport(Testing)
  import Testing
#endif

// The helpers with `accuracy:` as any floating-point number, taken as an absolute tolerance, as
// `XCTAssertEqual(_:_:accuracy:)` takes it: a variable, an expression or a `CGFloat` of the
// code under test, not only a literal:
//
//     let tolerance = 1e-6
//     assertPresentation(of: layer, "position.x", at: 1, equals: 150, accuracy: tolerance * 400)
//
// Each forwards to its `Tolerance` form (where `.relative(_:)` and tiers of one's own, declared
// as `extension Tolerance { static let … }`, are written).

/// ``assertPresentation(of:_:at:equals:accuracy:file:line:)`` within an absolute `accuracy`.
public func assertPresentation(
  of layer: some TestableLayer, _ keyPath: AnimatableKeyPath, at time: Double,
  equals expected: some PresentationValue, accuracy: some BinaryFloatingPoint,
  file: StaticString = #filePath, line: UInt = #line
) {
  assertPresentation(
    of: layer, keyPath, at: time, equals: expected, accuracy: Tolerance(accuracy), file: file,
    line: line)
}

/// ``assertPresentation(of:_:equals:accuracy:file:line:)`` within an absolute `accuracy`.
public func assertPresentation<Value: PresentationValue>(
  of layer: some TestableLayer, _ keyPath: AnimatableKeyPath,
  equals expected: KeyValuePairs<Double, Value>, accuracy: some BinaryFloatingPoint,
  file: StaticString = #filePath, line: UInt = #line
) {
  assertPresentation(
    of: layer, keyPath, equals: expected, accuracy: Tolerance(accuracy), file: file, line: line)
}

/// ``assertApproximatelyEqual(_:_:accuracy:file:line:)`` within an absolute `accuracy`.
public func assertApproximatelyEqual<T: ApproximatelyEquatable>(
  _ actual: T, _ expected: T, accuracy: some BinaryFloatingPoint, file: StaticString = #filePath,
  line: UInt = #line
) {
  assertApproximatelyEqual(actual, expected, accuracy: Tolerance(accuracy), file: file, line: line)
}

#if canImport(Testing)
  /// ``expectPresentation(of:_:at:equals:accuracy:sourceLocation:)`` within an absolute
  /// `accuracy`.
  @discardableResult
  public func expectPresentation(
    of layer: some TestableLayer, _ keyPath: AnimatableKeyPath, at time: Double,
    equals expected: some PresentationValue, accuracy: some BinaryFloatingPoint,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    expectPresentation(
      of: layer, keyPath, at: time, equals: expected, accuracy: Tolerance(accuracy),
      sourceLocation: sourceLocation)
  }

  /// ``expectPresentation(of:_:equals:accuracy:sourceLocation:)`` within an absolute `accuracy`.
  @discardableResult
  public func expectPresentation<Value: PresentationValue>(
    of layer: some TestableLayer, _ keyPath: AnimatableKeyPath,
    equals expected: KeyValuePairs<Double, Value>, accuracy: some BinaryFloatingPoint,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    expectPresentation(
      of: layer, keyPath, equals: expected, accuracy: Tolerance(accuracy),
      sourceLocation: sourceLocation)
  }

  /// ``expectApproximatelyEqual(_:_:accuracy:sourceLocation:)`` within an absolute `accuracy`.
  @discardableResult
  public func expectApproximatelyEqual<T: ApproximatelyEquatable>(
    _ actual: T, _ expected: T, accuracy: some BinaryFloatingPoint,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    expectApproximatelyEqual(
      actual, expected, accuracy: Tolerance(accuracy), sourceLocation: sourceLocation)
  }
#endif

extension Tolerance {
  /// An absolute tolerance of `accuracy`, of any floating-point type.
  public init(_ accuracy: some BinaryFloatingPoint) {
    self.init(absolute: Double(accuracy))
  }
}
