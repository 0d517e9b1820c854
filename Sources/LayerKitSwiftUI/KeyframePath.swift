#if !canImport(SwiftUI)
  import Foundation

  /// One track's keyframes resolved into timed pieces (rule W7): where each starts, from where,
  /// and with what velocity, so that a time is one lookup and one piece's formula.
  ///
  ///     time   0 ── linear ── 0.3 ─ cubic ─ 0.5 ─ cubic ─ 0.8 ─ spring ─ 1.4   (held after)
  ///     from   initial         to₁           to₂           to₃         where the spring is
  ///
  /// A spring starts where the value is with the velocity it has (or its own `startVelocity`)
  /// and runs for its duration; adjacent cubic keyframes are a uniform Catmull-Rom spline, each
  /// junction's tangent (P_next − P_previous)/2, a given velocity times the piece's duration
  /// instead, a run's end borrowing the neighbouring keyframe's velocity, zero at the track's
  /// ends [C].
  @usableFromInline
  struct KeyframePath<Data: VectorArithmetic> {
    @usableFromInline
    enum Shape {
      /// Along the linear curve: a straight interpolation, no curve to call.
      case straight
      /// Along a Bézier curve, its coefficients worked out once.
      case bezier(CubicBezier)
      /// Along any other curve (the circular ones), through ``UnitCurve/value(at:)``.
      case linear(curve: UnitCurve)
      /// Hermite tangents in units of the piece (velocity × duration).
      case cubic(startTangent: Data, endTangent: Data)
      case spring(Spring, startVelocity: Data)
      case move
    }

    @usableFromInline
    struct Piece {
      @usableFromInline var start: Double
      @usableFromInline var duration: Double
      /// 1 / duration, 0 for an instant piece (which shows its end).
      @usableFromInline var rate: Double
      @usableFromInline var from: Data
      @usableFromInline var to: Data
      @usableFromInline var shape: Shape

      @usableFromInline
      init(start: Double, duration: Double, from: Data, to: Data, shape: Shape) {
        (self.start, self.duration, self.from, self.to, self.shape) = (
          start, duration, from, to, shape
        )
        rate = duration > 0 ? 1 / duration : 0
      }
    }

    @usableFromInline let pieces: [Piece]
    /// The pieces' start times, apart, for the search.
    @usableFromInline let starts: [Double]
    @usableFromInline let start: Data
    @usableFromInline let end: Data
    @usableFromInline let duration: Double

    @inlinable
    init(start: Data, segments: [KeyframeSegment<Data>]) {
      self.start = start
      var pieces: [Piece] = []
      var time = 0.0
      var position = start
      var velocity = Data.zero
      for (i, segment) in segments.enumerated() {
        let next = i + 1 < segments.count ? segments[i + 1] : nil
        var piece: Piece
        switch segment {
        case .linear(let to, let duration, let curve):
          let d = Self.duration(duration)
          piece = Piece(
            start: time, duration: d, from: position, to: to,
            shape: Self.shape(of: curve))
          velocity = d > 0 ? (to - position).scaled(by: curve.velocity(at: 1) / d) : .zero
          position = to
        case .move(let to):
          piece = Piece(start: time, duration: 0, from: to, to: to, shape: .move)
          velocity = .zero
          position = to
        case .spring(let to, let duration, let spring, let startVelocity):
          let d = Self.duration(duration ?? spring.settlingDuration)
          let v0 = startVelocity ?? velocity
          piece = Piece(
            start: time, duration: d, from: position, to: to,
            shape: .spring(spring, startVelocity: v0))
          let change = to - position
          let end = position + spring.value(target: change, initialVelocity: v0, time: d)
          velocity = spring.velocity(target: change, initialVelocity: v0, time: d)
          position = end
        case .cubic(let to, let duration, let startVelocity, let endVelocity):
          let d = Self.duration(duration)
          let previousCubicFrom: Data? =
            pieces.last.flatMap { if case .cubic = $0.shape { return $0.from } else { return nil } }
          let startTangent: Data
          if let startVelocity {
            startTangent = startVelocity.scaled(by: d)
          } else if let previousFrom = previousCubicFrom {
            startTangent = (to - previousFrom).scaled(by: 0.5)
          } else if i == 0 {
            startTangent = .zero
          } else {
            startTangent = velocity.scaled(by: d)
          }
          let endTangent: Data
          if let endVelocity {
            endTangent = endVelocity.scaled(by: d)
          } else {
            switch next {
            case .cubic(let nextTo, _, _, _)?: endTangent = (nextTo - position).scaled(by: 0.5)
            case nil: endTangent = .zero
            case .linear(let nextTo, let nextDuration, let curve)?:
              let nd = Self.duration(nextDuration)
              endTangent =
                nd > 0 ? (nextTo - to).scaled(by: curve.velocity(at: 0) / nd * d) : .zero
            case .spring(let nextTo, _, _, let nextVelocity)?:
              endTangent = nextVelocity?.scaled(by: d) ?? (nextTo - position).scaled(by: 0.5)
            case .move?: endTangent = .zero
            }
          }
          piece = Piece(
            start: time, duration: d, from: position, to: to,
            shape: .cubic(startTangent: startTangent, endTangent: endTangent))
          velocity = d > 0 ? endTangent.scaled(by: 1 / d) : .zero
          position = to
        }
        pieces.append(piece)
        time += piece.duration
      }
      self.pieces = pieces
      starts = pieces.map(\.start)
      end = position
      duration = time
    }

    /// How a linear keyframe's progress follows `curve`.
    @inlinable
    static func shape(of curve: UnitCurve) -> Shape {
      guard let (x1, y1, x2, y2) = curve.controlPoints else { return .linear(curve: curve) }
      return x1 == y1 && x2 == y2 ? .straight : .bezier(CubicBezier(x1, y1, x2, y2))
    }

    /// A usable duration: negative and NaN are 0, infinite stays (the track never ends).
    @inlinable
    static func duration(_ d: Double) -> Double { d.isNaN ? 0 : max(d, 0) }

    /// The value at `time` (before the first piece the start, after the last the end).
    /// Inlinable, so that the module that builds a timeline specialises it for its values.
    @inlinable @inline(__always)
    func value(at time: Double) -> Data {
      guard time < duration else { return end }
      // The number of pieces starting at or before `time`: a binary search on the start times
      // that halves a range (one comparison a step, no early exit).
      let low = starts.withUnsafeBufferPointer { s -> Int in
        guard !s.isEmpty else { return 0 }
        var base = 0
        var remaining = s.count
        while remaining > 1 {
          let half = remaining / 2
          if s[base &+ half] <= time { base &+= half }
          remaining &-= half
        }
        return s[base] <= time ? base + 1 : base
      }
      guard low > 0 else { return start }
      let piece = pieces[low - 1]
      let local = time - piece.start
      switch piece.shape {
      case .move: return piece.to
      case .straight:
        guard piece.duration > 0 else { return piece.to }
        return piece.from + (piece.to - piece.from).scaled(by: local * piece.rate)
      case .bezier(let bezier):
        guard piece.duration > 0 else { return piece.to }
        return piece.from
          + (piece.to - piece.from).scaled(by: bezier.value(at: local * piece.rate))
      case .linear(let curve):
        guard piece.duration > 0 else { return piece.to }
        return piece.from + (piece.to - piece.from).scaled(by: curve.value(at: local * piece.rate))
      case .spring(let spring, let v0):
        return piece.from
          + spring.value(target: piece.to - piece.from, initialVelocity: v0, time: local)
      case .cubic(let m0, let m1):
        guard piece.duration > 0 else { return piece.to }
        let u = local * piece.rate
        let u2 = u * u
        let u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1
        let h10 = u3 - 2 * u2 + u
        let h01 = -2 * u3 + 3 * u2
        let h11 = u3 - u2
        return piece.from.scaled(by: h00) + m0.scaled(by: h10) + piece.to.scaled(by: h01)
          + m1.scaled(by: h11)
      }
    }
  }
#endif
