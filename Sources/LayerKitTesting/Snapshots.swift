import Foundation
import LayerKit
import LayerKitRender

/// How far a snapshot may be from its reference image, in the manner of swift-snapshot-testing's
/// `precision` and `perceptualPrecision`: a pixel differs when one of its channels (straight
/// alpha, 0–255) is more than ``channel`` apart, and the snapshot matches while at most
/// ``pixels`` of its pixels (a fraction) differ.
public struct SnapshotTolerance: Hashable, Sendable {
  /// The largest difference of a channel, 0–255, that still counts as the same.
  public var channel: Int
  /// The fraction of pixels, 0–1, that may differ by more.
  public var pixels: Double

  /// A tolerance of `channel` levels on `pixels` of the pixels.
  public init(channel: Int, pixels: Double) {
    self.channel = max(channel, 0)
    self.pixels = min(max(pixels.isNaN ? 0 : pixels, 0), 1)
  }

  /// Byte for byte.
  public static let exact = SnapshotTolerance(channel: 0, pixels: 0)
  /// One level a channel (rounding), every pixel: the default, since LayerKit's renderer is
  /// deterministic.
  public static let `default` = SnapshotTolerance(channel: 1, pixels: 0)
}

/// The comparison of snapshots with their reference PNG files: record mode as golden timelines'
/// (`LAYERKIT_RECORD`), and on a mismatch the actual image and a difference image written
/// beside the reference (`name.actual.png`, `name.diff.png`), their paths in the message.
enum SnapshotCheck {
  struct Request {
    var times: [Double]
    var size: Size?
    var scale: Double
    var background: Color?
  }

  /// The image of `layer` at the request's times: one frame, or a filmstrip (ten a row) of
  /// several. The canvas is the layer's frame (its bounding box at the first time) unless a
  /// size is given, then from the frame's top left.
  static func image(of layer: Layer, _ request: Request) throws -> RenderedImage {
    let box = LayerRenderer.boundingBox(of: [layer], at: request.times.first ?? 0)
    let size = request.size ?? box.size
    let frames = try request.times.map { t in
      try LayerRenderer.render(
        [layer], at: t, origin: box.origin, size: size, scale: request.scale,
        background: request.background)
    }
    return frames.count == 1 ? frames[0] : RenderedImage.filmstrip(frames, columns: 10)
  }

  /// The failure messages of comparing `layer`'s snapshot with the file at `path`.
  static func messages(
    of layer: some TestableLayer, _ request: Request, path: String, testFile: String,
    tolerance: SnapshotTolerance, record: RecordMode?,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> [String] {
    RecordMode.messages(record, environment) { mode in
      layer._checkMessages { layer in
        let actual: RenderedImage
        do {
          actual = try image(of: layer, request)
        } catch {
          return ["cannot draw the snapshot: \(error)"]
        }
        return compare(
          actual, with: GoldenTimeline.url(of: path, relativeTo: testFile),
          tolerance: tolerance, mode: mode)
      }
    }
  }

  static func compare(
    _ actual: RenderedImage, with url: URL, tolerance: SnapshotTolerance, mode: RecordMode
  )
    -> [String]
  {
    let path = url.path
    let exists = FileManager.default.fileExists(atPath: path)
    if mode == .all || (mode == .missing && !exists) {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.pngData().write(to: url, options: .atomic)
        return ["recorded the snapshot at \(path); check it, then run the test again"]
      } catch {
        return ["could not write the snapshot \(path): \(error)"]
      }
    }
    guard exists else {
      return ["no snapshot at \(path), and \(RecordMode.environmentVariable) is 'never'"]
    }
    let expected: RenderedImage
    do {
      expected = try PNG.decode(Array(try Data(contentsOf: url)))
    } catch {
      return ["the snapshot \(path) cannot be read: \(error)"]
    }
    guard expected.width == actual.width, expected.height == actual.height else {
      let written = writeBeside(url, actual: actual, diff: nil)
      return [
        "the snapshot is \(actual.width) × \(actual.height) pixels, \(path) is \(expected.width) × "
          + "\(expected.height)\(written)"
      ]
    }
    let a = actual.straightRGBA
    let e = expected.straightRGBA
    var differing = 0
    var largest = 0
    var diff = [UInt8](repeating: 0, count: a.count)
    for i in stride(from: 0, to: a.count, by: 4) {
      var worst = 0
      for c in 0..<4 { worst = max(worst, abs(Int(a[i + c]) - Int(e[i + c]))) }
      largest = max(largest, worst)
      if worst > tolerance.channel {
        differing += 1
        (diff[i], diff[i + 1], diff[i + 2], diff[i + 3]) = (255, 0, 0, 255)
      } else {
        // The reference, faded, so the differences stand out.
        let grey = UInt8((Int(e[i]) + Int(e[i + 1]) + Int(e[i + 2])) / 3 / 3 + 170)
        (diff[i], diff[i + 1], diff[i + 2], diff[i + 3]) = (grey, grey, grey, 255)
      }
    }
    let total = actual.width * actual.height
    guard Double(differing) > tolerance.pixels * Double(total) else { return [] }
    let written = writeBeside(
      url, actual: actual,
      diff: RenderedImage(width: actual.width, height: actual.height, premultipliedRGBA: diff))
    let percent = String(format: "%.2f", 100 * Double(differing) / Double(total))
    return [
      "the snapshot differs from \(path): \(differing) of \(total) pixels (\(percent) %) differ by "
        + "more than \(tolerance.channel) (largest \(largest))\(written); to accept it, run with "
        + "\(RecordMode.environmentVariable)=all"
    ]
  }

  /// Writes the actual and difference images beside the reference; the message's tail naming them.
  static func writeBeside(_ url: URL, actual: RenderedImage, diff: RenderedImage?) -> String {
    let base = url.deletingPathExtension()
    let actualURL = base.appendingPathExtension("actual.png")
    let diffURL = base.appendingPathExtension("diff.png")
    do {
      try actual.pngData().write(to: actualURL, options: .atomic)
      if let diff { try diff.pngData().write(to: diffURL, options: .atomic) }
    } catch {
      return " (could not write the actual image beside it: \(error))"
    }
    return diff == nil
      ? "; wrote \(actualURL.path)" : "; wrote \(actualURL.path) and \(diffURL.path)"
  }
}

#if canImport(XCTest)
  import XCTest

  /// Asserts that `layer` (a `Layer`, a `CALayer`, a view's layer) drawn at media time `time`
  /// (rules R1–R10) matches the PNG at `path` (relative to the test file), within `tolerance`.
  /// A missing file is recorded, as golden timelines are (`LAYERKIT_RECORD`); on a mismatch the
  /// actual and difference images are written beside it.
  ///
  ///     assertSnapshot(of: card, at: 0.5, matches: "Snapshots/card-0.5.png")
  ///
  /// The canvas is the layer's frame unless `size` (points) says, at `scale` pixels a point.
  public func assertSnapshot(
    of layer: some TestableLayer, at time: Double, matches path: String, size: Size? = nil,
    scale: Double = 1, background: Color? = nil, tolerance: SnapshotTolerance = .default,
    record: RecordMode? = nil, file: StaticString = #filePath, line: UInt = #line
  ) {
    fail(
      SnapshotCheck.messages(
        of: layer, .init(times: [time], size: size, scale: scale, background: background),
        path: path, testFile: "\(file)", tolerance: tolerance, record: record), file: file,
      line: line)
  }

  /// Asserts a filmstrip: `layer` at each of `times`, side by side (ten a row), against one PNG.
  public func assertSnapshot(
    of layer: some TestableLayer, at times: [Double], matches path: String, size: Size? = nil,
    scale: Double = 1, background: Color? = nil, tolerance: SnapshotTolerance = .default,
    record: RecordMode? = nil, file: StaticString = #filePath, line: UInt = #line
  ) {
    fail(
      SnapshotCheck.messages(
        of: layer, .init(times: times, size: size, scale: scale, background: background),
        path: path, testFile: "\(file)", tolerance: tolerance, record: record), file: file,
      line: line)
  }
#endif

#if canImport(Testing)
  import Testing

  /// Expects `layer` drawn at `time` to match the PNG at `path` (the Swift Testing form of
  /// `assertSnapshot(of:at:matches:…)`); records an `Issue` otherwise.
  @discardableResult
  public func expectSnapshot(
    of layer: some TestableLayer, at time: Double, matches path: String, size: Size? = nil,
    scale: Double = 1, background: Color? = nil, tolerance: SnapshotTolerance = .default,
    record mode: RecordMode? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    record(
      SnapshotCheck.messages(
        of: layer, .init(times: [time], size: size, scale: scale, background: background),
        path: path, testFile: sourceLocation.filePath, tolerance: tolerance, record: mode),
      at: sourceLocation)
  }

  /// Expects a filmstrip of `layer` at `times` to match the PNG at `path`.
  @discardableResult
  public func expectSnapshot(
    of layer: some TestableLayer, at times: [Double], matches path: String, size: Size? = nil,
    scale: Double = 1, background: Color? = nil, tolerance: SnapshotTolerance = .default,
    record mode: RecordMode? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    record(
      SnapshotCheck.messages(
        of: layer, .init(times: times, size: size, scale: scale, background: background),
        path: path, testFile: sourceLocation.filePath, tolerance: tolerance, record: mode),
      at: sourceLocation)
  }
#endif
