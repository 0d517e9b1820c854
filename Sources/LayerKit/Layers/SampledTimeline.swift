/// Presentation values sampled at a series of media times: one row per time, one column per
/// key, the table `layerkit sample` prints.
///
///     let timeline = try layer.timeline(of: ["opacity", "position"], from: 0, to: 2, fps: 60)
///     timeline.times.count                 // 121
///     timeline.values(of: "opacity")[60]   // the opacity at 1 s
///
/// Built by ``Layer/timeline(of:from:to:fps:)`` and ``LayerTree/timeline(of:layers:from:to:fps:)``;
/// LayerKitScenes writes it as CSV or JSON and reads it back, LayerKitTesting compares it with a
/// golden file.
public struct SampledTimeline: Hashable, Sendable {
  /// What a column holds: its name and the kind of its values.
  public struct Column: Hashable, Sendable, CustomStringConvertible {
    /// The column's name: a key path (`position.x`) for one layer's timeline, the layer's name
    /// and a key path (`box.position.x`) for a tree's.
    public var name: String
    /// The kind of every value in the column.
    public var kind: ValueKind
    /// Whether the values are angles in radians (`transform.rotation.z`, …), which compare
    /// modulo a whole turn.
    public var isAngle: Bool

    /// Creates a column.
    public init(name: String, kind: ValueKind, isAngle: Bool = false) {
      self.name = name
      self.kind = kind
      self.isAngle = isAngle
    }

    /// The column of a key path, named `prefix.keyPath` (or the key path alone).
    public init(_ keyPath: AnimatableKeyPath, prefix: String? = nil) {
      self.init(
        name: prefix.map { "\($0).\(keyPath)" } ?? keyPath.description, kind: keyPath.valueKind,
        isAngle: keyPath.isAngle)
    }

    /// The column's name.
    public var description: String { name }
  }

  /// The columns, in order.
  public let columns: [Column]
  /// The media times sampled, in order.
  public let times: [Double]
  /// One row per time; in each, one value per column, `nil` where the key has no value at that
  /// time (a transition's progress while none runs).
  public let rows: [[AnimatableValue?]]

  /// Creates a timeline from its rows.
  ///
  /// - Throws: ``ValidationError`` when there are not as many rows as times, a row has not one
  ///   value per column, or a value is not of its column's kind.
  public init(columns: [Column], times: [Double], rows: [[AnimatableValue?]]) throws {
    guard rows.count == times.count else {
      throw ValidationError(
        field: "rows", reason: "has \(rows.count) rows for \(times.count) times")
    }
    for (index, row) in rows.enumerated() {
      guard row.count == columns.count else {
        throw ValidationError(
          field: "rows[\(index)]", reason: "has \(row.count) values for \(columns.count) columns")
      }
      for (value, column) in zip(row, columns) {
        if let value, value.kind != column.kind {
          throw ValidationError(
            field: "rows[\(index)]",
            reason:
              "\(column.name) holds \(column.kind.rawValue) values, got a \(value.kind.rawValue)")
        }
      }
    }
    self.columns = columns
    self.times = times
    self.rows = rows
  }

  /// The values of the column named `name`, one per time; empty when no column has that name.
  ///
  /// - Complexity: O(n) for n times.
  public func values(of name: String) -> [AnimatableValue?] {
    guard let index = columns.firstIndex(where: { $0.name == name }) else { return [] }
    return rows.map { $0[index] }
  }

  /// The times `from`, `from + 1/fps`, … up to and including `to` (within 1e-9 of a frame, so
  /// that `to` is reached despite rounding), as `layerkit sample --from --to --fps` samples.
  ///
  /// - Throws: ``ValidationError`` for a non-finite or negative `from`, a `to` before `from`, a
  ///   non-positive `fps`, or more than `limit` samples.
  /// - Complexity: O(n) for the n times returned.
  public static func times(from: Double, to: Double, fps: Double, limit: Int = 10_000_000) throws
    -> [Double]
  {
    try ValidationError.requireFinite(from, "from")
    try ValidationError.requireFinite(to, "to")
    try ValidationError.requireFinite(fps, "fps")
    guard from >= 0 else {
      throw ValidationError(field: "from", reason: "media time starts at 0 (got \(from))")
    }
    guard to >= from else {
      throw ValidationError(field: "to", reason: "must not be before from (\(to) < \(from))")
    }
    guard fps > 0 else { throw ValidationError(field: "fps", reason: "must be > 0 (got \(fps))") }
    let count = ((to - from) * fps + 1e-9).rounded(.down) + 1
    guard count.isFinite, count <= Double(limit) else {
      throw ValidationError(
        field: "fps", reason: "\(count) samples is more than the \(limit) one timeline may take")
    }
    return (0..<Int(count)).map { from + Double($0) / fps }
  }
}

extension AnimatableKeyPath {
  /// Whether the path reads an angle in radians (`transform.rotation`, `.x`, `.y`, `.z`).
  public var isAngle: Bool {
    switch component {
    case .rotation, .rotationX, .rotationY, .rotationZ: true
    case .whole, .x, .y, .width, .height, .origin, .originX, .originY, .size, .sizeWidth,
      .sizeHeight, .scale, .scaleX, .scaleY, .scaleZ, .translation, .translationX, .translationY,
      .translationZ:
      false
    }
  }
}
