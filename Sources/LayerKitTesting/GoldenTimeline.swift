import Foundation
import LayerKit
import LayerKitScenes

/// When ``GoldenTimeline`` writes a golden file instead of comparing with it, in the manner of
/// snapshot-testing libraries.
public enum RecordMode: String, CaseIterable, Hashable, Sendable {
  /// Write a file that does not exist yet; compare with one that does (the default).
  case missing
  /// Write every file, replacing what is there (after a deliberate change of behaviour).
  case all
  /// Never write; a missing file is a failure (for CI).
  case never

  /// The name of the environment variable that sets the mode: `LAYERKIT_RECORD=all swift test`.
  public static let environmentVariable = "LAYERKIT_RECORD"

  /// The mode `LAYERKIT_RECORD` asks for, in any case: `all` (or `1`, `true`, `yes`), `never`
  /// (or `0`, `false`, `no`), `missing`; ``missing`` when unset or empty.
  ///
  /// - Throws: `ValidationError` for any other value, naming the variable and the values allowed.
  public static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> RecordMode {
    switch environment[environmentVariable]?.lowercased() {
    case nil, "", "missing": return .missing
    case "all", "1", "true", "yes": return .all
    case "never", "0", "false", "no": return .never
    case let other?:
      throw ValidationError(
        field: environmentVariable,
        reason:
          "unknown record mode '\(other)'; expected all (1, true, yes), missing, or never "
          + "(0, false, no)")
    }
  }
}

extension RecordMode {
  /// `mode` when a check gives one, else what `LAYERKIT_RECORD` says in `environment`.
  static func resolved(_ mode: RecordMode?, _ environment: [String: String])
    -> Result<RecordMode, ValidationError>
  {
    if let mode { return .success(mode) }
    do {
      return .success(try fromEnvironment(environment))
    } catch let error as ValidationError {
      return .failure(error)
    } catch {
      return .failure(ValidationError(field: environmentVariable, reason: "\(error)"))
    }
  }

  /// The failure messages of `check` run in the resolved mode (see
  /// ``resolved(_:_:)``), or the bad `LAYERKIT_RECORD`, named as such.
  static func messages(
    _ mode: RecordMode?, _ environment: [String: String], _ check: (RecordMode) -> [String]
  ) -> [String] {
    switch resolved(mode, environment) {
    case .success(let mode): check(mode)
    case .failure(let error): ["\(error)"]
    }
  }
}

/// Compares sampled timelines with golden files: a timeline recorded once, reviewed and
/// committed, and compared on every later run (SceneFiles.md's output forms: `.csv` files are
/// CSV, any other extension JSON, as `layerkit sample` prints them, one sample a line so that
/// a change reviews as a diff; keys in the columns' order).
///
///     let timeline = try layer.timeline(of: ["opacity"], from: 0, to: 1, fps: 30)
///     switch GoldenTimeline.check(timeline, file: url, tolerance: 1e-9, record: .missing) {
///     case .matched: break
///     case let outcome: print(outcome)   // recorded, or the first differing time
///     }
///
/// The XCTest and Swift Testing helpers (`assertTimeline`, `expectTimeline`) call this.
public enum GoldenTimeline {
  /// The result of a comparison.
  public enum Outcome: Hashable, Sendable, CustomStringConvertible {
    /// The timeline matches the file.
    case matched
    /// The file was written (it was missing, or recording was asked for); the check fails so
    /// that a recording run never passes unnoticed.
    case recorded(path: String)
    /// The timeline differs from the file.
    case mismatch(TimelineMismatch, path: String)
    /// The file could not be read or written, or is not a timeline of these columns.
    case failed(String)

    /// Whether the check passed.
    public var passed: Bool { self == .matched }

    /// The message a test reports.
    public var description: String {
      switch self {
      case .matched:
        return "matched"
      case .recorded(let path):
        return "recorded the golden timeline at \(path); check it, then run the test again"
      case .mismatch(let mismatch, let path):
        return "the timeline differs from \(path): \(mismatch) (to accept the new values, run "
          + "with \(RecordMode.environmentVariable)=all)"
      case .failed(let message):
        return message
      }
    }
  }

  /// Compares `timeline` with the golden file at `url`, or writes it, as `record` says.
  ///
  /// - Complexity: O(n) in the numbers the timeline holds, plus reading or writing the file.
  public static func check(
    _ timeline: SampledTimeline, file url: URL, tolerance: Tolerance = .default,
    record: RecordMode = .missing
  ) -> Outcome {
    let path = url.path
    let isCSV = url.pathExtension.lowercased() == "csv"
    let exists = FileManager.default.fileExists(atPath: path)
    if let (time, column) = timeline.firstNonFiniteNumber {
      // JSON has no spelling for NaN or infinity (a NaN would be written as `null`, which can
      // never match again): refuse, naming the value.
      return .failed(
        "the timeline's \(column) at t = \(time) is not a finite number; a golden timeline "
          + "holds finite numbers only (\(path))")
    }
    if record == .all || (record == .missing && !exists) {
      do {
        // A golden file that is a symbolic link stays one: its target is rewritten (atomically,
        // beside the target), as the command does with `--output`.
        let target = exists ? url.resolvingSymlinksInPath() : url
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data((isCSV ? timeline.csv() : timeline.json(onePerLine: true)).utf8).write(
          to: target, options: .atomic)
        return .recorded(path: path)
      } catch {
        return .failed("could not write the golden timeline \(path): \(error)")
      }
    }
    guard exists else {
      return .failed(
        "no golden timeline at \(path), and \(RecordMode.environmentVariable) is 'never'")
    }
    let expected: SampledTimeline
    do {
      let text = try String(contentsOf: url, encoding: .utf8)
      expected =
        isCSV
        ? try SampledTimeline(csv: text, columns: timeline.columns)
        : try SampledTimeline(json: text, columns: timeline.columns)
    } catch {
      return .failed("the golden timeline \(path) does not hold these columns: \(error)")
    }
    return timeline.firstMismatch(from: expected, tolerance: tolerance).map {
      .mismatch($0, path: path)
    } ?? .matched
  }

  /// The URL of `path`: itself when absolute, else relative to the folder of the test file
  /// `testFile` (`#filePath`), so `"Golden/fade.json"` sits beside the test.
  public static func url(of path: String, relativeTo testFile: String) -> URL {
    if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
    return URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent(path)
  }
}

extension SampledTimeline {
  /// The first number that is not finite (NaN or infinite), as the time and the column's name.
  var firstNonFiniteNumber: (time: Double, column: String)? {
    for (row, time) in times.enumerated() {
      for (index, column) in columns.enumerated() {
        guard let value = rows[row][index] else { continue }
        if value.components.contains(where: { !$0.isFinite }) { return (time, column.name) }
      }
    }
    return nil
  }
}
