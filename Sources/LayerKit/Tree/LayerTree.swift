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
  /// Every event delivered so far, in order.
  public private(set) var events: [AnimationEvent] = []

  /// Actions that could not run because they were invalid, with why (<doc:Rules#I4>). A property
  /// setter cannot throw, so a bad action from a ``LayerDelegate`` or ``Layer/actions`` is
  /// reported here instead of silently ignored.
  public private(set) var actionFailures: [ValidationError] = []

  /// Pending starts and stops, earliest first (<doc:Rules#E2>).
  private var queue = EventQueue()
  private var scheduleIsStale = true

  /// The open transaction scopes, outermost first.
  var scopes: [TransactionScope] = []

  /// The next add-order number (E2).
  private var nextSequence = 0

  /// The layers in the order a frame evaluates them, and the storage of the last frame: laid
  /// out again when layers join or leave, or when a layer's animations need more room than it
  /// had (see ``presentation(at:)``).
  var frameStorage: FrameStorage
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
  }

  deinit {
    // The layers outlive the tree only if someone else holds them; they are then on their own.
    root.setHost(nil)
  }

  /// Empties ``events``, for long runs that read each step's events from ``advance(to:)`` and
  /// need no history.
  public func clearEvents() {
    events.removeAll()
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
  /// - Returns: The events of this step, in order (also appended to ``events``).
  /// - Throws: ``ValidationError`` for a time before the current one or not finite.
  @discardableResult
  public func advance(to time: Double) throws -> [AnimationEvent] {
    try ValidationError.requireFinite(time, "time")
    guard time >= clock.currentMediaTime else {
      throw ValidationError(
        field: "time", reason: "time cannot run backwards (\(time) < \(clock.currentMediaTime))")
    }
    let first = events.count
    while let next = nextEvent(until: time) {
      try clock.advance(to: max(next.time, clock.currentMediaTime))
      deliver(next)
    }
    try clock.advance(to: time)
    return first == events.count ? [] : Array(events[first...])
  }

  /// Schedules the next event of an animation just added to `layer` (E2).
  func schedule(_ entry: AnimationEntry, on layer: Layer) {
    guard !scheduleIsStale else { return }
    schedule(entry, on: layer, now: clock.currentMediaTime)
  }

  /// Pushes `entry`'s next event (its start, or its end once started) onto the schedule: at the
  /// first media time at which its layer's local time, as the layer really runs it, reaches the
  /// animation's begin or end (T12; due now when it has already). One that can never come as
  /// things stand (a time held by a fill or a pause, time running the other way, an infinite
  /// repeat, a layer never active again) is not scheduled; a layer cycling through many legs is
  /// looked at again later.
  private func schedule(_ entry: AnimationEntry, on layer: Layer, now: Double) {
    let timing = entry.animation.timing
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
    switch layer.firstMediaTime(reachingLocalTime: target, from: now) {
    case .at(let when):
      queue.push(ScheduledEvent(time: when, sequence: entry.sequence, kind: kind, layer: layer))
    case .notBefore(let when):
      queue.push(
        ScheduledEvent(
          time: when, sequence: entry.sequence, kind: kind, isRecheck: true, layer: layer))
    case .never:
      return
    }
  }

  /// Rebuilds the schedule from every animation in the tree.
  private func rebuildSchedule() {
    queue = EventQueue()
    let now = clock.currentMediaTime
    var stack = [root]
    while let layer = stack.popLast() {
      stack.append(contentsOf: layer.sublayers)
      for entry in layer.animationState.entries { schedule(entry, on: layer, now: now) }
    }
    scheduleIsStale = false
  }

  /// The earliest scheduled event due by `end` that is still current (its animation still on its
  /// layer, in the state the event expects), removed from the schedule. A recheck that is due
  /// schedules its animation again from its time.
  private func nextEvent(until end: Double) -> ScheduledEvent? {
    while true {
      if scheduleIsStale { rebuildSchedule() }
      guard let top = queue.peek, top.time <= end else { return nil }
      queue.pop()
      let entry = top.layer.animationState.entries.first {
        $0.sequence == top.sequence && ($0.state == .pending) == top.isStart
          && $0.state != .finished
      }
      guard let entry else { continue }
      if top.isRecheck {
        schedule(entry, on: top.layer, now: top.time)
        continue
      }
      return top
    }
  }

  /// Delivers one event and updates the entry: started, or stopped and (if removed on
  /// completion) removed.
  private func deliver(_ pending: ScheduledEvent) {
    let layer = pending.layer
    if pending.isStart {
      guard let entry = layer.start(pending.sequence) else { return }
      if !scheduleIsStale { schedule(entry, on: layer, now: pending.time) }
      let event = AnimationEvent(
        time: pending.time, layerName: layer.name, layer: ObjectIdentifier(layer), key: entry.key,
        kind: .didStart, animation: entry.animation)
      events.append(event)
      entry.delegate?.animationDidStart(event, layer: layer)
      delegate?.animationDidStart(event, layer: layer)
      return
    }
    guard let entry = layer.finish(pending.sequence) else { return }
    layer.stopped(entry, finished: true, at: pending.time)  // `entry` is the state before
  }
}

extension LayerTree: LayerHost {
  var mediaTime: Double { clock.currentMediaTime }

  func localTime(of layer: Layer, atMediaTime t: Double) -> Double? {
    guard !layoutIsStale else { return nil }
    return frameStorage.localTime(of: layer, atMediaTime: t)
  }

  func nextAnimationSequence() -> Int {
    defer { nextSequence += 1 }
    return nextSequence
  }

  func treeDidChange() {
    scheduleIsStale = true
    layoutIsStale = true
    version.value += 1
  }

  func timeSpaceDidChange(on layer: Layer) {
    scheduleIsStale = true
    if !layoutIsStale { frameStorage.updateTimeSpace(layer) }
    version.value += 1
  }

  func animationsDidChange(on layer: Layer) {
    if !layoutIsStale, !frameStorage.refresh(layer) || trackStore.needsCompaction {
      layoutIsStale = true
    }
    version.value += 1
  }

  func modelDidChange() {
    version.value += 1
  }

  func didAdd(_ entry: AnimationEntry, to layer: Layer) {
    schedule(entry, on: layer)
  }

  func deliver(_ event: AnimationEvent, on layer: Layer, to delegate: (any AnimationDelegate)?) {
    events.append(event)
    guard case .didStop(let finished) = event.kind else { return }
    delegate?.animationDidStop(event, layer: layer, finished: finished)
    self.delegate?.animationDidStop(event, layer: layer, finished: finished)
  }

  func recordActionFailure(_ error: ValidationError) {
    actionFailures.append(error)
  }
}
