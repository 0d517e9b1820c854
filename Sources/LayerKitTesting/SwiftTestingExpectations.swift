#if canImport(Testing)
  import LayerKit
  import Testing

  // The Swift Testing forms of the XCTest assertions: each records an `Issue` at the call, with
  // the same message, and returns whether the check passed, so a test can stop early:
  //
  //     @Test func fade() throws {
  //       expectPresentation(of: layer, "opacity", at: 1, equals: 0.5)
  //       guard expectPresentation(of: layer, "position", at: 2, equals: Point(x: 0, y: 0))
  //       else { return }
  //     }

  /// Expects the presented value of `keyPath` of `layer` at media time `time` to equal
  /// `expected` within `accuracy` (angles modulo a whole turn); records an `Issue` otherwise.
  ///
  ///     expectPresentation(of: layer, "position.y", at: 1.5, equals: 200, accuracy: 1e-9)
  ///
  /// - Returns: Whether the value matched.
  @discardableResult
  public func expectPresentation(
    of layer: some TestableLayer, _ keyPath: AnimatableKeyPath, at time: Double,
    equals expected: some PresentationValue, accuracy: Tolerance = .default,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    record(
      Checks.presentation(
        of: layer, keyPath, expected: [(time, expected.animatableValue)], tolerance: accuracy),
      at: sourceLocation)
  }

  /// Expects the presented value of `keyPath` of `layer` at several media times at once.
  ///
  ///     expectPresentation(of: layer, "opacity", equals: [0: 1, 0.5: 0.5, 1: 0])
  ///
  /// - Returns: Whether every value matched.
  @discardableResult
  public func expectPresentation<Value: PresentationValue>(
    of layer: some TestableLayer, _ keyPath: AnimatableKeyPath,
    equals expected: KeyValuePairs<Double, Value>,
    accuracy: Tolerance = .default, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let pairs = expected.map { ($0.key, $0.value.animatableValue) }
    return record(
      Checks.presentation(of: layer, keyPath, expected: pairs, tolerance: accuracy),
      at: sourceLocation)
  }

  /// Expects every presented property of `layer` at media time `time` to equal `expected`'s.
  ///
  /// - Returns: Whether every property matched.
  @discardableResult
  public func expectPresentation(
    of layer: some TestableLayer, at time: Double, equals expected: LayerProperties,
    accuracy: Tolerance = .default, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    record(
      Checks.presentation(of: layer, at: time, expected: expected, tolerance: accuracy),
      at: sourceLocation)
  }

  /// Expects two values to be equal within `accuracy`.
  ///
  ///     expectApproximatelyEqual(frame.position, Point(x: 10, y: 20))
  ///
  /// - Returns: Whether they were.
  @discardableResult
  public func expectApproximatelyEqual<T: ApproximatelyEquatable>(
    _ actual: T, _ expected: T, accuracy: Tolerance = .default,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    record(Checks.approximatelyEqual(actual, expected, tolerance: accuracy), at: sourceLocation)
  }

  /// Expects a sampled timeline to match the golden file at `path` (relative to the folder of
  /// the test file, or absolute), recording it as ``RecordMode`` says.
  ///
  ///     expectTimeline(
  ///       try layer.timeline(of: ["opacity"], from: 0, to: 1, fps: 30),
  ///       matchesFile: "Golden/fade.json")
  ///
  /// - Returns: Whether it matched.
  @discardableResult
  public func expectTimeline(
    _ timeline: @autoclosure () throws -> SampledTimeline, matchesFile path: String,
    accuracy: Tolerance = .default, record mode: RecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    record(
      Checks.timeline(
        timeline, file: path, testFile: sourceLocation.filePath, tolerance: accuracy,
        record: mode),
      at: sourceLocation)
  }

  /// Records one issue per message; whether there were none. Each is an issue of its own (not
  /// a caught error, as nothing was thrown) whose comment is the message: what Xcode shows as
  /// the issue and Swift Testing prints under it.
  func record(_ messages: [String], at sourceLocation: SourceLocation) -> Bool {
    for message in messages {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
    return messages.isEmpty
  }
#endif
