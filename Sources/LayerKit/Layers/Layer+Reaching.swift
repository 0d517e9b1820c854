/// When a layer's local time reaches a given value, in media time (<doc:Rules#T12>, E2): the
/// question every start and stop of an animation asks.
///
/// The answer follows the local time the layer really has, through every ancestor: a fill that
/// holds a layer's time, a pause (speed 0), a layer running backwards, cycles of a layer with a
/// finite duration, a layer that is not active yet. While a layer's time stands still nothing
/// inside it reaches anything, and a time that is behind a backwards-running layer is never
/// reached:
///
///     media        0 ──── 1 ────────── 3 ───────────────────────── 50 ──▶
///     layer local  —      0 ────────── 2   held at 2 (duration 2, forwards)
///     10 s child   shows local 0 … 2, then local 2 for ever: it never ends (never removed)
///
/// The map from media time to local time is piecewise affine (``LayerTimeSpace/Piece``): the
/// search walks down the chain once per stretch, solves inside the stretch, and moves to the next
/// one only when the value is not reached in it.
extension Layer {
  /// The answer to ``firstMediaTime(reachingLocalTime:from:)``.
  enum Reach: Equatable {
    /// At this media time, which is `now` when the value has been reached already.
    case at(Double)
    /// Not within the stretches looked at: ask again from this media time (a layer cycling
    /// through many short legs, looked at a bounded number at a time).
    case notBefore(Double)
    /// Never, as the tree stands (a hold, a pause, time running the other way, an inactive
    /// layer that never becomes active, a cycle that never gets that far).
    case never
  }

  /// How many stretches one search looks at before it answers ``Reach/notBefore(_:)``.
  static let stretchesPerSearch = 64

  /// The first media time at or after `now` at which the layer is active with a local time of
  /// at least `target` (T12).
  ///
  /// For a layer whose ancestors all run their everyday time, this is `now` when the local time
  /// is already there, and otherwise `convertTime(target, to: nil)`, to the bit.
  ///
  /// - Complexity: O(depth) a stretch, at most ``stretchesPerSearch`` stretches.
  func firstMediaTime(reachingLocalTime target: Double, from now: Double) -> Reach {
    guard !target.isNaN, !now.isNaN else { return .never }
    return withAncestry { chain in
      withUnsafeTemporaryAllocation(of: LayerTimeSpace.Piece.self, capacity: chain.count) {
        pieces in
        var media = now
        var bounded = false
        for _ in 0..<Self.stretchesPerSearch {
          // Down the chain at `media`: each layer's stretch, the local time, its rate against
          // media time, and the media time at which the first of the stretches ends.
          var time = media
          var slope = 1.0
          var stretchEnd = Double.infinity
          var depth = 0
          for layer in chain {
            let piece = layer._withUnsafeGuaranteedRef { $0.timeSpace.piece(atParentTime: time) }
            pieces.initializeElement(at: depth, to: piece)
            depth += 1
            if slope > 0, piece.upper.isFinite {
              stretchEnd = min(stretchEnd, media + (piece.upper - time) / slope)
            } else if slope < 0, piece.lower.isFinite {
              stretchEnd = min(stretchEnd, media + (piece.lower - time) / slope)
            }
            time = piece.localTime
            if time.isNaN { break }
            slope *= piece.slope
          }
          if !time.isNaN {
            if time >= target { return .at(media) }
            if slope > 0 {
              // Inside this stretch the map is affine and increasing: invert it up the chain.
              var parent = target
              for index in chain.indices.reversed() {
                parent = chain[index]._withUnsafeGuaranteedRef {
                  $0.timeSpace.parentTime(fromLocalTime: parent, in: pieces[index])
                }
              }
              if parent < stretchEnd { return .at(max(parent, media)) }
            }
          }
          guard stretchEnd.isFinite else { return .never }
          if !bounded {
            bounded = true
            guard mayReach(target, from: media, chain) else { return .never }
          }
          media = max(stretchEnd, media.nextUp)
        }
        return .notBefore(media)
      }
    }
  }

  /// ``firstMediaTime(reachingLocalTime:from:)`` asked again where it says ``Reach/notBefore(_:)``,
  /// at most 64 times: the media time, or `nil` for never (or not found within 4,096 stretches).
  func mediaTimeReaching(_ target: Double, from now: Double) -> Double? {
    var start = now
    for _ in 0..<64 {
      switch firstMediaTime(reachingLocalTime: target, from: start) {
      case .at(let time): return time
      case .notBefore(let time): start = time
      case .never: return nil
      }
    }
    return nil
  }

  /// Whether the layer's local time can ever be `target` or more after media time `now`, by
  /// the bound ``LayerTimeSpace/localRange(overParentTimes:_:)`` gives down the chain: `false`
  /// means never, `true` only perhaps.
  private func mayReach(
    _ target: Double, from now: Double, _ chain: UnsafeBufferPointer<Unmanaged<Layer>>
  ) -> Bool {
    var range = (lower: now, upper: Double.infinity)
    for layer in chain {
      let next = layer._withUnsafeGuaranteedRef {
        $0.timeSpace.localRange(overParentTimes: range.lower, range.upper)
      }
      guard let next else { return false }
      range = next
    }
    return range.upper >= target
  }
}
