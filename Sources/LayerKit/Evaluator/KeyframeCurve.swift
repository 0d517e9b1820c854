/// The keyframes of one kind of value: what the one keyframe curve needs of each kind (numbers,
/// lanes, splines, paths, transforms, paths and lists, pooled keyframes). The curve finds where a
/// progress falls (``KeyframeLookup``); the frames give the value there, and their first and
/// last keyframes are the cycle's ends (B3).
protocol KeyframeFrames: CycleEnds {
  /// How many keyframes there are: at least one (K1).
  var count: Int { get }
  /// Keyframe `i`, held (K5) or at a cycle's end (B3).
  func keyframe(_ i: Int) -> Carried
  /// The value in segment `i` (from keyframe `i` to `i + 1`) at fraction `f`, which lies
  /// outside `[0, 1]` only in the first or last segment, when the curve overshoots (K4).
  func value(segment i: Int, at f: Double) -> Carried
}

/// A keyframe animation compiled for evaluation (<doc:Rules#K1>–K9, B3): its keyframes, how they
/// are found at a progress, and how repeats build. One curve for every kind of value, as
/// Chromium's keyframe models are one lookup over a small curve per value type.
///
///     cycle progress p ─▶ keyframeProgress ─▶ lookup (K3–K8) ─▶ keyframe or segment (K4, K5)
///                      ─▶ the frames' value ─▶ repeats (B3)
///
/// Built once, when the animation is added to a layer; an evaluation is a lookup and a little
/// arithmetic, with no allocation. A final class of constants, read where they are: evaluations
/// read its fields at a call site that knows the frames' type (``Curve/Vectors``, …) and pass
/// them on borrowed (``keyframeValue(_:_:_:at:iteration:)``). Read inside a method of the generic
/// class, they were copied, and a path's arrays retained, at every evaluation (measured:
/// paced-path 573 → 930 instructions).
final class KeyframeCurve<Frames: KeyframeFrames> {
  let frames: Frames
  let lookup: KeyframeLookup
  let repeats: CycleRepeats

  init(frames: Frames, lookup: KeyframeLookup, repeats: CycleRepeats) {
    self.frames = frames
    self.lookup = lookup
    self.repeats = repeats
  }
}

extension KeyframeCurve: Sendable where Frames: Sendable {}

extension KeyframeCurve {
  /// The value at cycle progress `p` in repeat cycle `iteration`: each kind's keyframe curve as
  /// a call of its own (specialised where the kind is known, its fields read there so that they
  /// are borrowed, see ``KeyframeCurve``), with the generic evaluation below inlined into it.
  @inline(never)
  func sample(at p: Double, iteration: Double) -> Frames.Carried {
    keyframeValue(frames, lookup, repeats, at: p, iteration: iteration)
  }
}

/// The value of keyframes `frames` at cycle progress `p` (the phase fraction after the
/// animation's own timing function, which may leave `[0, 1]` when that function overshoots, K4)
/// in repeat cycle `iteration` (B3), found by `lookup`: the one keyframe evaluation.
@inline(__always)
func keyframeValue<Frames: KeyframeFrames>(
  _ frames: borrowing Frames, _ lookup: borrowing KeyframeLookup, _ repeats: CycleRepeats,
  at p: Double, iteration: Double
) -> Frames.Carried {
  let n = frames.count
  let location =
    n < 2 ? KeyframeLocation.keyframe(0) : lookup.location(at: keyframeProgress(p), count: n)
  return frames.value(at: location, repeats: repeats, iteration: iteration)
}

extension KeyframeFrames {
  /// The first keyframe, or the last (B3).
  @inline(__always)
  func cycleEnd(atStart: Bool) -> Carried { keyframe(atStart ? 0 : count - 1) }

  /// The value at `location` in repeat cycle `iteration` (K4, K5, B3): the half of
  /// ``KeyframeCurve/value(at:iteration:)`` after the lookup, for keyframes found without one
  /// (``EvenKeyframes``). (A method of the frames, so that they are read where they are: passed
  /// as an argument, a path's were copied at every evaluation.)
  @_transparent
  func value(at location: KeyframeLocation, repeats: CycleRepeats, iteration: Double) -> Carried {
    let value: Carried =
      switch location {
      case .keyframe(let i): keyframe(i)
      case .segment(let i, let f): self.value(segment: i, at: f)
      }
    return repeats.applied(to: value, iteration: iteration, ends: self)
  }
}

// MARK: - The kinds' keyframes

/// Keyframes kept as given, one value each: their count and each keyframe come from the array.
protocol ListedKeyframes: KeyframeFrames {
  /// The keyframes, at least one (K1).
  var values: [Carried] { get }
}

extension ListedKeyframes {
  var count: Int {
    @inline(__always) get { values.count }
  }

  /// Keyframe `i`: the lookup and the cycle's ends keep `i` in `0..<count`, so the read goes
  /// unchecked (a buffer pointer's subscript checks its bounds in debug builds only).
  @inline(__always)
  func keyframe(_ i: Int) -> Carried { values.withUnsafeBufferPointer { $0[i] } }
}

/// Number keyframes, blended in `Double` (V1).
struct NumberFrames: ListedKeyframes, Sendable {
  typealias Carried = Double

  let values: [Double]

  @inline(__always)
  func value(segment i: Int, at f: Double) -> Double {
    // The lookup keeps i in 0...n − 2, so the reads go unchecked (a buffer pointer's subscript
    // checks its bounds in debug builds only).
    values.withUnsafeBufferPointer { lerp($0[i], $0[i &+ 1], f) }
  }
}

/// Vector and boolean keyframes, blended lane by lane (V1); booleans switch at the middle of a
/// segment instead (V4).
struct LanesFrames: ListedKeyframes, Sendable {
  typealias Carried = Lanes

  let values: [Lanes]
  let switchesAtMiddle: Bool

  func value(segment i: Int, at f: Double) -> Lanes {
    if switchesAtMiddle { return f < 0.5 ? values[i] : values[i + 1] }
    return lerp(values[i], values[i + 1], f)
  }
}

/// Vector keyframes on their Kochanek–Bartels spline (K7); outside `[0, 1]` the end segment's
/// cubic continues (K4).
struct SplineFrames: ListedKeyframes, Sendable {
  typealias Carried = Lanes

  /// The keyframes as given (the spline keeps them scaled where huge, V6).
  let values: [Lanes]
  let spline: SplineCurve

  func value(segment i: Int, at f: Double) -> Lanes { spline.value(segment: i, at: f) }
}

/// Whole-transform keyframes, interpolated by their decompositions, or componentwise where one
/// has none (V2).
struct MatrixFrames: ListedKeyframes, Sendable {
  typealias Carried = Transform3D

  let values: [Transform3D]
  let parts: [DecomposedTransform3D?]

  func value(segment i: Int, at f: Double) -> Transform3D {
    if f == 0 { return values[i] }
    if f == 1 { return values[i + 1] }
    guard let a = parts[i], let b = parts[i + 1] else {
      return values[i].componentwiseInterpolated(to: values[i + 1], fraction: f)
    }
    return a.interpolated(to: b, fraction: f).recomposed()
  }
}

/// Evenly spaced vector keyframes in a store's pool (``Curve/pooled(_:)``): each takes one
/// ``KeyframeHalf``, or two when wide.
struct PooledFrames: KeyframeFrames {
  typealias Carried = Lanes

  let base: UnsafePointer<KeyframeHalf>
  let count: Int
  let isWide: Bool

  @inline(__always)
  func keyframe(_ i: Int) -> Lanes { frame(base + i * (isWide ? 2 : 1)) }

  @inline(__always)
  func value(segment i: Int, at f: Double) -> Lanes {
    let halves = isWide ? 2 : 1
    let a = base + i * halves
    return lerp(frame(a), frame(a + halves), f)
  }

  /// The keyframe at `at` as lanes: one half of the pool, or two when wide; unused lanes zero.
  @inline(__always)
  private func frame(_ at: UnsafePointer<KeyframeHalf>) -> Lanes {
    Lanes(lowHalf: at[0], highHalf: isWide ? at[1] : .zero)
  }
}

/// Evenly spaced keyframes in a pool: where they start (relative to the list's part of the pool)
/// and how many there are, and how repeats build (B3).
///
/// Each keyframe takes one ``KeyframeHalf`` of the pool (a number, a point or a size), or two
/// when ``isWide`` (a vector, a rect or a colour); ``start`` counts halves.
struct EvenKeyframes: Sendable {
  var start: Int32
  var count: Int32
  var isWide: Bool
  var repeats: CycleRepeats

  /// The value at cycle progress `p` in repeat cycle `iteration` (K2, K4, K5, B3), from the
  /// keyframes at `pool + start`, through the one keyframe curve (its lookup is even spacing,
  /// ``KeyframeLookup/evenLocation(_:_:)``, written out here so that nothing is copied).
  @_transparent
  func value(at p: Double, iteration: Double, in pool: UnsafePointer<KeyframeHalf>) -> Lanes {
    let n = Int(count)
    let location =
      n < 2 ? KeyframeLocation.keyframe(0) : KeyframeLookup.evenLocation(keyframeProgress(p), n)
    return PooledFrames(base: pool + Int(start), count: n, isWide: isWide).value(
      at: location, repeats: repeats, iteration: iteration)
  }
}

/// Half of a keyframe's ``Lanes``: lanes 0–1, or 2–3 of a wide one. The pool keeps keyframes of
/// up to two numbers in one (16 bytes rather than 32), so that the everyday position keyframes
/// take half the room, and a frame reads one or two with a single test.
typealias KeyframeHalf = SIMD2<Double>
