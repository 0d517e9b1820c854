/// A layer tree with its own clock, transactions and animation events.
///
/// Where time passes (<doc:Rules#E1>–E3, I1–I4): ``advance(to:)`` moves the tree's manual clock and
/// delivers, in time order, every start and stop that happened on the way, on every layer of the
/// tree, removing finished animations whose `isRemovedOnCompletion` is set at their end time.
/// Transactions (`begin()`/`commit()`, ``withTransaction(duration:timingFunction:disableActions:completion:_:)``)
/// belong to the tree, not to the process, so two trees on two threads never interfere.
///
///     let tree = LayerTree()
///     let box = Layer(name: "box")
///     tree.root.addSublayer(box)
///     try box.add(BasicAnimation(keyPath: .opacity, from: 1, to: 0, timing: .init(duration: 2)),
///                 forKey: "fade")
///     try tree.advance(to: 3)
///     // [0.0 box.fade didStart, 2.0 box.fade didStop(finished: true)]
///
/// Event order (E2): by time; at equal times, in the order the animations were added; an
/// animation's start comes before its own stop. Groups send events, their children do not (E3).
/// Advance the tree, not its clock directly: the clock alone moves time but delivers nothing.
public final class LayerTree {
  /// The root layer. Sublayers added to it belong to the tree.
  public let root: Layer
  /// The tree's media clock; ``advance(to:)`` moves it.
  public let clock: ManualMediaClock
  /// Hears of every animation's start and stop in the tree, after the animation's own delegate.
  public weak var delegate: (any AnimationDelegate)?

  /// The latest events delivered, in order: at most ``eventLogLimit`` of them, the oldest let go
  /// first. ``advance(to:)`` returns each step's events in full whatever the limit.
  public var events: [AnimationEvent] { log.events }

  /// How many of the latest events ``events`` keeps: 10,000 by default, `nil` for every one, 0
  /// for none. Each event holds its animation, so a long run that keeps every event keeps every
  /// animation it ever ran; lowering the limit lets the oldest go at once.
  public var eventLogLimit: Int? {
    get { log.limit }
    set { log.limit = newValue.map { max($0, 0) } }
  }

  /// The event log (see ``events``).
  private var log = EventLog(limit: 10_000)

  /// The events of the ``advance(to:)`` under way, in order, to be returned by it.
  private var stepEvents: [AnimationEvent]?

  /// Actions that could not run because they were invalid, with why (<doc:Rules#I4>). A property
  /// setter cannot throw, so a bad action from a ``LayerDelegate`` or ``Layer/actions`` is
  /// reported here instead of silently ignored. The latest 1,000 are kept.
  public private(set) var actionFailures: [ValidationError] = []

  /// Pending starts and stops, earliest first (<doc:Rules#E2>).
  private var queue = EventQueue()
  /// The queue's size after it was last cleared of lapsed events: it is cleared again when it
  /// has grown well past that (see ``compactQueueIfNeeded()``).
  private var queueSizeAfterCompaction = 0

  /// Layers whose subtrees' events are to be scheduled anew (they joined the tree, moved in it,
  /// or a time space in them changed), most recent last; see ``reschedulePending()``.
  private var pendingSubtrees: [Layer] = []
  /// Numbers the rescheduling batches, so that one batch visits a layer once.
  private var rescheduleBatch: UInt32 = 0

  /// The open transaction scopes, outermost first.
  var scopes: [TransactionScope] = []

  /// The next add-order number (E2).
  private var nextSequence = 0

  /// The add-order number the next animation added will get.
  package var nextAnimationSequenceNumber: Int { nextSequence }

  /// Runs a transaction's completion handler when the transaction completes (I3): `nil` runs it
  /// at once; LayerKitQuartzCore's worlds queue it to run outside their lock.
  package var completionRunner: ((@escaping () -> Void) -> Void)?

  /// Layers the tree keeps at its top level besides the root (``keepsDetachedLayers``), each
  /// knowing its place (``Layer/detachedIndex``) so that it leaves in O(1).
  private(set) var detachedLayers: [Layer] = []

  /// How many detached top-level layers the tree keeps (``keepsDetachedLayers``).
  package var detachedLayerCount: Int { detachedLayers.count }
  /// Whether a layer removed from its superlayer stays in the tree at its top level rather than
  /// leaving it: what LayerKitQuartzCore's worlds want, where every layer lives by the world's
  /// clock whether or not it is in a layer tree.
  package var keepsDetachedLayers = false

  /// The layers in the order a frame evaluates them, and the storage of the last frame: laid
  /// out again when layers join or leave, or when a layer's animations need more room than it
  /// had (see ``presentation(at:)``).
  var frameStorage: FrameStorage
  /// How ``presentation(at:)`` spreads a frame over the machine's cores: ``FrameConcurrency/automatic``
  /// (every core for a tree of ``FrameConcurrency/automaticThreshold`` tracks or more) unless set.
  /// The values are the same whatever it is.
  public var frameConcurrency = FrameConcurrency.automatic
  /// Where the compiled animations of the tree's layers live (see ``TrackStore``).
  let trackStore = TrackStore()
  var layoutIsStale = true

  /// Counts changes to anything a frame depends on (models, animations, time spaces, the
  /// tree's shape), so that a frame knows when its values are out of date.
  private let version = TreeVersion()

  /// Creates a tree around `root` (a new layer by default) with a manual clock reading
  /// `startTime`; the root and its sublayers read the tree's clock from then on.
  public init(root: Layer = Layer(), startTime: Double = 0) {
    self.root = root
    self.clock = ManualMediaClock(time: startTime)
    frameStorage = FrameStorage(version: version, store: trackStore)
    root.clock = clock
    root.setHost(self)
    subtreeDidMove(root)
  }

  deinit {
    // The layers outlive the tree only if someone else holds them; they are then on their own.
    root.setHost(nil)
    for layer in detachedLayers {
      layer.detachedIndex = -1
      layer.setHost(nil)
    }
  }

  /// Takes `layer`, which has no superlayer, into the tree as a detached top-level layer: the
  /// tree's clock drives it and its events are delivered, as for a layer under the root. For a
  /// tree that ``keepsDetachedLayers`` (LayerKitQuartzCore's worlds keep every layer this way).
  ///
  /// - Complexity: O(n) in the size of `layer`'s subtree when it comes from another tree or
  ///   none, else O(1).
  package func adopt(_ layer: Layer) {
    guard layer.superlayer == nil, layer.detachedIndex < 0 else { return }
    if let old = layer.host, old !== self {
      old.stopKeepingDetached(layer)
      old.subtreeDidLeave(layer)
    }
    if layer.host !== self { layer.setHost(self) }
    keepDetached(layer)
    subtreeDidMove(layer)
  }

  /// Lets a detached top-level layer of the tree go: it and its subtree leave the tree.
  ///
  /// - Complexity: O(n) in the size of the layer's subtree.
  package func letGo(_ layer: Layer) {
    guard layer.host === self, layer.superlayer == nil, layer !== root else { return }
    stopKeepingDetached(layer)
    layer.setHost(nil)
    subtreeDidLeave(layer)
  }

  /// Empties ``events``, for long runs that read each step's events from ``advance(to:)`` and
  /// need no history.
  public func clearEvents() {
    log.removeAll()
  }

  /// Advances the clock by `step` seconds; see ``advance(to:)``.
  ///
  /// - Throws: ``ValidationError`` for a negative or non-finite step; nothing happens then.
  @discardableResult
  public func advance(by step: Double) throws -> [AnimationEvent] {
    try ValidationError.requireFinite(step, "step")
    guard step >= 0 else {
      throw ValidationError(field: "step", reason: "time cannot run backwards (got \(step))")
    }
    return try advance(to: clock.currentMediaTime + step)
  }

  /// Advances the clock to `time`, delivering every event on the way (<doc:Rules#E2>).
  ///
  /// Events are delivered one at a time in order; while an event is delivered the clock reads its
  /// time, so delegates that add animations or change layers see the right "now", and anything
  /// they start before `time` is delivered in the same call.
  ///
  /// One call does a bounded amount of work at any one instant: once it has delivered
  /// ``burstLimit`` stops of animations added during the call itself that end within a
  /// microsecond of one another (a delegate restarting an animation of next to no duration, over
  /// and over), the rest of that chain waits for the next call, as iOS would run it a frame at a
  /// time; the clock still reaches `time`.
  ///
  /// - Returns: The events of this step, in order (also logged in ``events``).
  /// - Throws: ``ValidationError`` for a time before the current one or not finite.
  @discardableResult
  public func advance(to time: Double) throws -> [AnimationEvent] {
    try ValidationError.requireFinite(time, "time")
    guard time >= clock.currentMediaTime else {
      throw ValidationError(
        field: "time", reason: "time cannot run backwards (\(time) < \(clock.currentMediaTime))")
    }
    let outer = stepEvents
    stepEvents = []
    defer {
      if let outer { stepEvents = outer + (stepEvents ?? []) } else { stepEvents = nil }
    }
    var burst = AdvanceBurst(firstSequence: nextSequence)
    while try deliverNextEvent(until: time, burst: &burst) {}
    try clock.advance(to: time)
    return stepEvents ?? []
  }

  /// How many stops of animations added during one ``advance(to:)``, each within a microsecond
  /// of the one before, that call delivers before it leaves the rest for the next call.
  public static let burstLimit = 10_000

  /// Delivers the next event due by `time`, if any, moving the clock to its time: one step of
  /// ``advance(to:)``, for a host that runs its callbacks between events (LayerKitQuartzCore's
  /// worlds run them outside their lock). Returns `false`, leaving the clock where it is, when no
  /// event is due by `time` or `burst` has reached ``burstLimit``.
  package func deliverNextEvent(until time: Double, burst: inout AdvanceBurst) throws -> Bool {
    guard !burst.isSpent, let next = nextEvent(until: time) else { return false }
    try clock.advance(to: max(next.time, clock.currentMediaTime))
    if !next.isStart, next.sequence >= burst.firstSequence { burst.count(at: next.time) }
    deliver(next)
    return true
  }

  /// Schedules the next event of an animation just added to `layer` (E2).
  func schedule(_ entry: AnimationEntry, on layer: Layer) {
    schedule(entry, on: layer, now: clock.currentMediaTime)
  }

  /// Pushes `entry`'s next event (its start, or its end once started) onto the schedule: at the
  /// first media time at which its layer's local time, as the layer really runs it, reaches the
  /// animation's begin or end (T12; due now when it has already). One that can never come as
  /// things stand (a time held by a fill or a pause, time running the other way, an infinite
  /// repeat, a layer never active again) is not scheduled; a layer cycling through many legs is
  /// looked at again later.
  private func schedule(_ entry: AnimationEntry, on layer: Layer, now: Double) {
    let timing = entry.timing
    let isStart = entry.state == .pending
    let target: Double
    switch entry.state {
    case .pending:
      target = timing.beginTime
    case .active:
      target = timing.activeEnd
    case .finished:
      return
    }
    guard target.isFinite else { return }
    let kind: ScheduledEvent.Kind = isStart ? .start : .stop
    let event: ScheduledEvent
    switch layer.firstMediaTime(reachingLocalTime: target, from: now) {
    case .at(let when):
      event = ScheduledEvent(
        time: when, sequence: entry.sequence, kind: kind, generation: layer.scheduleGeneration,
        layer: layer)
    case .notBefore(let when):
      event = ScheduledEvent(
        time: when, sequence: entry.sequence, kind: kind, isRecheck: true,
        generation: layer.scheduleGeneration, layer: layer)
    case .never:
      return
    }
    queue.push(event)
    compactQueueIfNeeded()
  }

  /// Schedules anew every animation in the subtrees that joined, moved or changed their time
  /// spaces since the last call, from now: each layer once however many of its ancestors are
  /// listed, its events scheduled before lapsing (its generation moves on).
  ///
  /// - Complexity: O(n + k) for the n layers of the listed subtrees and their k animations.
  private func reschedulePending() {
    guard !pendingSubtrees.isEmpty else { return }
    rescheduleBatch &+= 1
    let batch = rescheduleBatch
    let now = clock.currentMediaTime
    var stack: [Layer] = []
    while let subtree = pendingSubtrees.popLast() {
      guard subtree.host === self else { continue }
      stack.append(subtree)
      while let layer = stack.popLast() {
        // Visited from a subtree listed later: its whole subtree has been done.
        guard layer.rescheduleBatch != batch else { continue }
        layer.rescheduleBatch = batch
        layer.scheduleGeneration &+= 1
        if ScheduledEvent.generationWraps(layer.scheduleGeneration) {
          // Every event the layer has in the queue has lapsed; drop them before one could
          // pass for current (events keep 16 bits of the generation).
          queue.removeAll { $0.layer === layer }
        }
        for entry in layer.animationState.entries { schedule(entry, on: layer, now: now) }
        stack.append(contentsOf: layer.sublayers)
      }
    }
  }

  /// Whether `event` still stands: its layer is in this tree with the schedule the event was made
  /// from, and its animation is there in the state the event expects.
  private func current(_ event: ScheduledEvent) -> AnimationEntry? {
    guard event.layer.host === self, event.isCurrent(generation: event.layer.scheduleGeneration)
    else { return nil }
    let entries = event.layer.animationState.entries
    guard let index = entries.entryIndex(forSequence: event.sequence) else { return nil }
    let entry = entries[index]
    let state = entry.state
    return (state == .pending) == event.isStart && state != .finished ? entry : nil
  }

  /// Drops the lapsed events from the queue once it holds many more than when last cleared,
  /// so that layers and animations that have gone are not kept by events that will never be
  /// delivered.
  ///
  /// - Complexity: amortised O(1) a push.
  private func compactQueueIfNeeded() {
    guard queue.count > 2 * queueSizeAfterCompaction + 1024 else { return }
    queue.removeAll { current($0) == nil }
    queueSizeAfterCompaction = queue.count
  }

  /// The earliest scheduled event due by `end` that is still current, removed from the schedule.
  /// A recheck that is due schedules its animation again from its time.
  private func nextEvent(until end: Double) -> ScheduledEvent? {
    reschedulePending()
    while let top = queue.peek, top.time <= end {
      queue.pop()
      guard let entry = current(top) else { continue }
      if top.isRecheck {
        schedule(entry, on: top.layer, now: top.time)
        continue
      }
      return top
    }
    return nil
  }

  /// Delivers one event and updates the entry: started, or stopped and (if removed on
  /// completion) removed.
  private func deliver(_ pending: ScheduledEvent) {
    let layer = pending.layer
    if pending.isStart {
      guard let entry = layer.start(pending.sequence) else { return }
      schedule(entry, on: layer, now: pending.time)
      let event = AnimationEvent(
        time: pending.time, layerName: layer.name, layer: ObjectIdentifier(layer), key: entry.key,
        kind: .didStart, animation: entry.animation)
      record(event)
      entry.delegate?.animationDidStart(event, layer: layer)
      delegate?.animationDidStart(event, layer: layer)
      return
    }
    guard let entry = layer.finish(pending.sequence) else { return }
    layer.stopped(entry, finished: true, at: pending.time)  // `entry` is the state before
  }

  /// Logs `event` and adds it to the step under way.
  private func record(_ event: AnimationEvent) {
    log.append(event)
    stepEvents?.append(event)
  }
}

/// How many stops of animations added during one ``LayerTree/advance(to:)`` it has delivered in
/// the current run of events a microsecond or less apart (``LayerTree/burstLimit``).
package struct AdvanceBurst {
  /// The add-order number of the first animation added during the call.
  let firstSequence: Int
  private var lastTime = -Double.infinity
  private var stops = 0

  /// A burst for a call that began when `firstSequence` was the next add-order number.
  package init(firstSequence: Int) { self.firstSequence = firstSequence }

  /// Whether the call has delivered as many as it may.
  var isSpent: Bool { stops >= LayerTree.burstLimit }

  /// Counts a stop at `time` of an animation added during the call.
  mutating func count(at time: Double) {
    stops = time - lastTime <= 1e-6 ? stops + 1 : 1
    lastTime = time
  }
}

/// The latest events of a tree, at most `limit` of them (all of them for `nil`), in a ring.
struct EventLog {
  var limit: Int? {
    didSet {
      let all = events
      buffer = limit.map { Array(all.suffix($0)) } ?? all
      start = 0
    }
  }
  private var buffer: [AnimationEvent] = []
  /// Where the oldest event is once the ring is full.
  private var start = 0

  init(limit: Int?) { self.limit = limit }

  /// The events, oldest first.
  var events: [AnimationEvent] { Array(buffer[start...] + buffer[..<start]) }

  mutating func append(_ event: AnimationEvent) {
    guard let limit else { return buffer.append(event) }
    guard limit > 0 else { return }
    if buffer.count < limit {
      buffer.append(event)
    } else {
      buffer[start] = event
      start = (start + 1) % limit
    }
  }

  mutating func removeAll() {
    buffer.removeAll()
    start = 0
  }
}

extension LayerTree: LayerHost {
  var mediaTime: Double { clock.currentMediaTime }

  func localTime(of layer: Layer, atMediaTime t: Double) -> Double? {
    guard !layoutIsStale else { return nil }
    return frameStorage.localTime(of: layer, atMediaTime: t)
  }

  func nextAnimationSequence() -> Int {
    defer { nextSequence = AnimationLedger.sequence(after: nextSequence) }
    return nextSequence
  }

  func subtreeDidMove(_ layer: Layer) {
    pendingSubtrees.append(layer)
    layoutIsStale = true
    version.value += 1
  }

  func subtreeDidLeave(_ layer: Layer) {
    // Its events lapse: their layers are no longer this tree's.
    layoutIsStale = true
    version.value += 1
  }

  func keepDetached(_ layer: Layer) {
    precondition(layer.detachedIndex < 0 && layer.superlayer == nil)
    layer.detachedIndex = Int32(detachedLayers.count)
    detachedLayers.append(layer)
  }

  func stopKeepingDetached(_ layer: Layer) {
    let index = Int(layer.detachedIndex)
    guard index >= 0, index < detachedLayers.count, detachedLayers[index] === layer else { return }
    detachedLayers.swapAt(index, detachedLayers.count - 1)
    detachedLayers[index].detachedIndex = Int32(index)
    detachedLayers.removeLast()
    layer.detachedIndex = -1
  }

  func timeSpaceDidChange(on layer: Layer) {
    pendingSubtrees.append(layer)
    if !layoutIsStale { frameStorage.updateTimeSpace(layer) }
    version.value += 1
  }

  func animationsDidChange(on layer: Layer) {
    if !layoutIsStale, !frameStorage.refresh(layer) { layoutIsStale = true }
    // Freed tracks are given back as soon as they are a fifth of the store, whether or not
    // anyone asks for a frame (laying out compacts the store): a tree whose animations come and
    // go, read layer by layer, must not keep every one it ever ran. Amortised O(1) a track.
    if trackStore.needsCompaction { layOutFrames() }
    version.value += 1
  }

  func modelDidChange() {
    version.value += 1
  }

  func didAdd(_ entry: AnimationEntry, to layer: Layer) {
    schedule(entry, on: layer)
  }

  func deliver(_ event: AnimationEvent, on layer: Layer, to delegate: (any AnimationDelegate)?) {
    record(event)
    guard case .didStop(let finished) = event.kind else { return }
    delegate?.animationDidStop(event, layer: layer, finished: finished)
    self.delegate?.animationDidStop(event, layer: layer, finished: finished)
  }

  func recordActionFailure(_ error: ValidationError) {
    if actionFailures.count >= 1_000 { actionFailures.removeFirst(actionFailures.count - 999) }
    actionFailures.append(error)
  }
}
