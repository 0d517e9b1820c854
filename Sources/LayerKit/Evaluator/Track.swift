/// One animation, or one child of a group, compiled for evaluation: resolved timing, a timing
/// function, a curve that gives a value at a progress, and where the value goes.
///
/// Tracks are what a layer evaluates (<doc:Rules#F4>): an animation added to a layer becomes one
/// track, or for a group one *node* track followed by its children's tracks, which map time
/// through the node (G1). A track never sees a layer: it writes into a slot of flat storage.
///
///     parent time ─▶ timing (T1–T9, F1–F3) ─▶ fraction ─▶ timing function ─▶ progress
///        progress ─▶ curve (B1, B3, K1–K9, S1, X1) ─▶ value ─▶ output (B2, B4, V3) ─▶ slot
///
/// Plain data: the tables it shares (timing functions, keyframe curves) are referenced without
/// being retained, and kept alive by whoever holds the track (a ``TrackList``, a
/// ``CompiledAnimation``), so evaluating tracks never touches a reference count.
///
/// 64 bytes, one cache line, so that a frame reads three tracks a layer in three lines: the
/// timing's two everyday numbers inline and the rest of it apart (``TrackTiming``), a group's
/// count of descendants in its curve, a path's turn in its output.
struct Track: Sendable, BitwiseCopyable {
  /// The resolved timing: a positive duration (T3) and an absolute begin time (T11).
  var timing: TrackTiming
  /// The pacing of each leg; `nil` is linear (TF7).
  var easing: Unmanaged<BezierCurve>?
  /// What the track computes.
  var curve: Curve
  /// Where and how the value is written (nothing for group nodes).
  var output: TrackOutput
  /// How far back the node of the enclosing group is (it runs in that node's time); 0 for the
  /// layer's time.
  var parent: Int32 = 0

  /// For a group node: how many tracks after it are inside it; 0 for any other track.
  var descendants: Int {
    @inline(__always) get {
      if case .group(let descendants) = curve { Int(descendants) } else { 0 }
    }
  }
}

/// A track's timing as the evaluator reads it (T1–T9, F1–F3): the begin time and duration
/// inline, and the whole ``CompiledTiming`` apart, in an object the track refers to without
/// retaining it, for the timings that need more than those two numbers.
///
/// The everyday timing, *plain* (speed 1, no offset, one forward leg, removed at its end,
/// nothing before it, outside any group), needs only them: inside its interval the fraction is
/// `elapsed / duration`, outside it shows nothing. Every other timing keeps the whole; a group's
/// children do too, since they may take the limit from below (G1).
struct TrackTiming: Sendable, BitwiseCopyable {
  let beginTime: Double
  let duration: Double
  /// The whole timing, `nil` when it is plain.
  private let general: Unmanaged<Shared<CompiledTiming>>?

  /// `timing` as a track keeps it, its object kept alive by `compiled`; `inGroup` for a group's
  /// child.
  init(_ timing: CompiledTiming, inGroup: Bool, owners compiled: inout CompiledTracks) {
    beginTime = timing.beginTime
    duration = timing.duration
    general = timing.isPlain && !inGroup ? nil : compiled.share(timing)
  }

  /// The phase at parent time `t` (see ``CompiledTiming/phase(atParentTime:limitFromBelow:)``,
  /// which the plain case writes out: the same arithmetic, so the two agree exactly).
  @inline(__always)
  func phase(atParentTime t: Double, limitFromBelow: Bool) -> TimingPhase? {
    if let general {
      return general._withUnsafeGuaranteedRef {
        $0.content.phase(atParentTime: t, limitFromBelow: limitFromBelow)
      }
    }
    // Plain, and never asked for the limit from below (only a group's children are).
    let elapsed = t - beginTime
    guard elapsed >= 0, elapsed < duration else { return nil }
    return TimingPhase(region: .active, fraction: elapsed / duration, iteration: 0)
  }
}

/// Where a path animation's turn goes (<doc:Rules#K9>): always the layer's whole transform,
/// composed onto it like an additive transform, so only the slot's offset varies (set when the
/// layer lays out its slots). Kept in the track's output (``TrackOutput/turn``).
struct TrackTurn: Sendable, BitwiseCopyable {
  /// The slot a turn writes.
  static let slot = PropertySlot.property(.transform)

  /// Where the layer's transform starts in its storage.
  var slotOffset: Int32 = 0

  /// The output the turn is written through: the transform, additive (K9, B2).
  var output: TrackOutput {
    var output = TrackOutput(kind: .matrix, slot: Self.slot, laneOffset: 0, isAdditive: true)
    output.slotOffset = slotOffset
    return output
  }
}

/// What a track computes at a progress. The curves of an everyday frame, a basic animation of
/// numbers, number keyframes and evenly spaced vector keyframes, are evaluated inline; every
/// other is a call of its own, nested by what it carries, so that no evaluation has an arm for a
/// curve it cannot receive.
///
///     Curve ─┬─ group (G1), with how many tracks it holds
///            ├─ number: a basic animation of numbers (inline)
///            ├─ numberKeyframes: keyframes of numbers (one call)
///            ├─ pooled: evenly spaced keyframes in the store's pool (inline)
///            └─ other ─┬─ numberSpring
///                      ├─ lanes ──── basic, spring, keyframes, spline, path
///                      ├─ matrices ─ basic, spring, keyframes
///                      ├─ structured (paths and lists, Y2, Y4)
///                      └─ transition (X1)
enum Curve: Sendable {
  /// A group node: it computes its children's time (G1) for the `descendants` tracks after it.
  case group(descendants: Int32)
  /// A basic animation of numbers (B1–B3): the common case, kept inline.
  case number(NumberCurve)
  /// Linear, discrete or paced keyframes of numbers, blended in `Double` (K2–K6).
  case numberKeyframes(Unmanaged<KeyframeCurve<NumberFrames>>)
  /// Evenly spaced vector keyframes blended linearly, without segment functions (K2, K5): the
  /// everyday keyframe animation, its values kept in the store's pool rather than in an object
  /// of their own, so that a frame reads them in order with everything else.
  case pooled(EvenKeyframes)
  /// Every other curve.
  case other(Other)

  /// The curves evaluated by a call of their own, by what they give.
  enum Other: Sendable {
    /// A spring of numbers: a number property or transform component, or a value function's
    /// one input (S1).
    case numberSpring(Unmanaged<Shared<SpringCurve<NumberCurve>>>)
    /// Lanes: points, sizes, rects, colours, booleans, value-function inputs, and the numbers
    /// of a spline (B1–B4, K1–K9).
    case lanes(Vectors)
    /// Whole transforms (B1–B3, V2, K5).
    case matrices(Matrices)
    /// A basic, spring or keyframe animation of a path or a list (Y2, Y4), whose values go to
    /// the evaluation's side buffer (``StructuredValues``) rather than to the flat storage.
    case structured(Unmanaged<Shared<StructuredCurve>>)
    /// A transition's progress (X1).
    case transition(start: Double, end: Double)
  }

  /// The curves that give lanes.
  enum Vectors: Sendable {
    case basic(Unmanaged<Shared<LanesEnds>>)
    case spring(Unmanaged<Shared<SpringCurve<LanesEnds>>>)
    /// Vector and boolean keyframes, linear, discrete or paced (K2, K5, K6).
    case keyframes(Unmanaged<KeyframeCurve<LanesFrames>>)
    /// Keyframes on their spline (K7, K8).
    case spline(Unmanaged<KeyframeCurve<SplineFrames>>)
    /// A path's points (P1, P2, P6), with the turn of K9.
    case path(Unmanaged<KeyframeCurve<PathFrames>>)
  }

  /// The curves that give whole transforms.
  enum Matrices: Sendable {
    case basic(Unmanaged<Shared<MatrixEnds>>)
    case spring(Unmanaged<Shared<SpringCurve<MatrixEnds>>>)
    case keyframes(Unmanaged<KeyframeCurve<MatrixFrames>>)
  }
}

/// A compiled curve's tables in an object of their own, which the tracks refer to without
/// retaining it (``CompiledTracks/share(_:)`` keeps it alive).
final class Shared<Content: Sendable>: Sendable {
  let content: Content

  init(_ content: Content) { self.content = content }
}

extension Track {
  /// The track with its pooled keyframes moved `offset` places on (when a list's pool is put
  /// after another's).
  func rebasingPool(by offset: Int) -> Track {
    guard offset != 0, case .pooled(var keyframes) = curve else { return self }
    var copy = self
    keyframes.start += Int32(offset)
    copy.curve = .pooled(keyframes)
    return copy
  }
}

/// The tracks one animation compiles to, with the objects they refer to (which must live as long
/// as the tracks are evaluated) and the keyframe values they keep in a pool.
struct CompiledTracks: Sendable {
  var tracks: [Track] = []
  var owners: [any AnyObject & Sendable] = []
  /// Keyframe values of ``Curve/pooled(_:)`` tracks, in halves (``EvenKeyframes``);
  /// their starts count from 0 here.
  var pool: [KeyframeHalf] = []

  /// Keeps `object` alive with the tracks and returns an unretained reference to it.
  mutating func own<Object: AnyObject & Sendable>(_ object: Object) -> Unmanaged<Object> {
    owners.append(object)
    return Unmanaged.passUnretained(object)
  }

  /// Keeps a curve's tables alive with the tracks, in an object of their own, and returns an
  /// unretained reference to it.
  mutating func share<Content: Sendable>(_ content: Content) -> Unmanaged<Shared<Content>> {
    own(Shared(content))
  }

  /// A track's easing for `function` (<doc:Rules#TF7>): `nil` for a linear curve, whose progress
  /// is the fraction itself (the phase's fraction lies in [0, 1], where the curve is y = x); a
  /// preset's curve unretained, since the presets are static and live as long as the process;
  /// any other curve kept alive with the tracks.
  mutating func easing(_ function: TimingFunction) -> Unmanaged<BezierCurve>? {
    let curve = function.curve
    if curve.isLinear { return nil }
    if TimingFunction.presetCurves.contains(where: { $0 === curve }) {
      return Unmanaged.passUnretained(curve)
    }
    return own(curve)
  }
}

/// Where a basic animation's start or end comes from (<doc:Rules#B1>): a constant, the layer's
/// current model value, or the model value plus a constant (a `byValue`).
enum EndpointSource: UInt8, Sendable {
  case constant
  case current
  case currentPlus
}

/// The node time of a group, computed before its children (<doc:Rules#G1>): the group's local
/// time warped by its timing function, and whether its children take the limit from below.
struct NodeTime: Sendable {
  var time: Double
  var fromBelow: Bool
}

/// Where a track's value goes in a layer's flat storage, and how it combines there.
struct TrackOutput: Hashable, Sendable, BitwiseCopyable {
  /// How the value is written.
  enum Kind: Hashable, Sendable, BitwiseCopyable {
    /// Nothing (a group node).
    case none
    /// `width` numbers of a vector value into a run of the slot (a whole point, or `position.x`).
    case lanes(width: UInt8)
    /// A boolean, switched at 0.5 (V4).
    case flag
    /// A whole transform; additive concatenates (B2).
    case matrix
    /// One component of a transform (`transform.rotation.z`), set on the decomposition (V3).
    case component(AnimatableKeyPath.Component)
    /// Value-function inputs turned into a transform (B4).
    case function(ValueFunction)
    /// A transition's progress, with the flag that says one shows (X1).
    case progress
    /// A path or list value, into the side buffer at ``scalarOffset`` (Y2, Y4).
    case structured
  }

  var kind: Kind
  /// The slot the value goes into.
  var slot: PropertySlot
  /// ``laneOffset`` in the low two bits, ``isAdditive`` in the next.
  private var bits: UInt8
  /// Where the slot starts in the layer's storage, set when the layer lays out its slots. A
  /// layer's slots are distinct properties of at most sixteen numbers each, so this is small.
  private var slotStart: UInt16 = 0
  /// Where a path's turn goes (K9): the transform's start, or `UInt16.max` for no turn.
  private var turnStart = UInt16.max

  /// Writes `kind` into `slot` from lane `laneOffset` (0–3), adding to what is there when
  /// `isAdditive`.
  init(kind: Kind, slot: PropertySlot, laneOffset: UInt8, isAdditive: Bool) {
    self.kind = kind
    self.slot = slot
    bits = (laneOffset & 3) | (isAdditive ? 4 : 0)
  }

  /// Where the value starts inside the slot (`position.y` at 1).
  var laneOffset: UInt8 {
    @inline(__always) get { bits & 3 }
  }

  /// Whether the value adds to what is below (B2, V5).
  var isAdditive: Bool {
    @inline(__always) get { bits & 4 != 0 }
  }

  /// Where the slot starts in the layer's storage.
  var slotOffset: Int32 {
    @inline(__always) get { Int32(slotStart) }
    set { slotStart = UInt16(newValue) }
  }

  /// Where the value starts in the layer's storage: the slot's offset plus ``laneOffset``.
  var scalarOffset: Int32 {
    @inline(__always) get { Int32(slotStart) + Int32(bits & 3) }
  }

  /// Where a path's turn goes (K9), if it turns.
  var turn: TrackTurn? {
    get { turnStart == .max ? nil : TrackTurn(slotOffset: Int32(turnStart)) }
    set { turnStart = newValue.map { UInt16($0.slotOffset) } ?? .max }
  }

  /// A group node's output: nowhere.
  static let none = TrackOutput(
    kind: .none, slot: .transitionProgress, laneOffset: 0, isAdditive: false)
}

/// The path and list values of one evaluation (<doc:Rules#Y2>, Y4), beside the flat numbers:
/// values of no fixed size, one per structured slot of the list, in the order the store gave
/// them (a ``SlotEntry``'s offset). A layer's own pass keeps them for its list; the whole-tree
/// pass keeps every layer's in one side buffer, each layer's from its record's start.
struct StructuredValues {
  /// The model values: "current" for B1.
  let model: UnsafePointer<AnimatableValue>
  /// On entry the same model values; on return the presentation values.
  let values: UnsafeMutablePointer<AnimatableValue>

  /// The values from `offset` on.
  func advanced(by offset: Int) -> StructuredValues {
    StructuredValues(model: model + offset, values: values + offset)
  }
}
