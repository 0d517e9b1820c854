/// A layer tree with its own clock, transactions and animation events.
///
/// Where time passes (SEMANTICS E1–E3, I1–I4): ``advance(to:)`` moves the tree's manual clock and
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

  /// Actions that could not run because they were invalid, with why (SEMANTICS I4). A property
  /// setter cannot throw, so a bad action from a ``LayerDelegate`` or ``Layer/actions`` is
  /// reported here instead of silently ignored.
  public private(set) var actionFailures: [ValidationError] = []

  func recordActionFailure(_ error: ValidationError) {
    actionFailures.append(error)
  }

  /// Pending starts and stops, earliest first (SEMANTICS E2).
  private var queue = EventQueue()
  private var scheduleIsStale = true

  /// The open transaction scopes, outermost first.
  var scopes: [TransactionScope] = []

  /// Creates a tree around `root` (a new layer by default) with a manual clock reading
  /// `startTime`; the root's ``Layer/clock`` becomes the tree's clock.
  public init(root: Layer = Layer(), startTime: Double = 0) {
    self.root = root
    self.clock = ManualMediaClock(time: startTime)
    root.clock = clock
    root.ownerTree = self
  }

  /// Empties ``events``, for long runs that read each step's events from ``advance(to:)`` and
  /// need no history.
  public func clearEvents() {
    events.removeAll()
  }

  /// Records an event in the log.
  func log(_ event: AnimationEvent) {
    events.append(event)
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

  /// Advances the clock to `time`, delivering every event on the way (SEMANTICS E2).
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
    return Array(events[first...])
  }

  /// Forgets the event schedule; the next ``advance(to:)`` rebuilds it. Called when time spaces
  /// or the tree's shape change.
  func invalidateSchedule() {
    scheduleIsStale = true
  }

  /// Schedules the next event of an animation just added to `layer` (E2).
  func didAdd(_ entry: AnimationEntry, to layer: Layer) {
    guard !scheduleIsStale else { return }
    schedule(entry, on: layer, now: clock.currentMediaTime)
  }

  /// Pushes `entry`'s next event (its start, or its end once started) onto the schedule. An
  /// event whose local time has already come is due now; one that can never come (a paused
  /// time space, an infinite repeat) is not scheduled.
  private func schedule(_ entry: AnimationEntry, on layer: Layer, now: Double) {
    let timing = entry.animation.timing
    let isStart = entry.state == .pending
    let target: Double
    switch entry.state {
    case .pending:
      target = timing.beginTime
    case .active:
      guard timing.speed != 0 else { return }
      target = timing.beginTime + timing.activeDuration / abs(timing.speed)
    case .finished:
      return
    }
    guard target.isFinite else { return }
    let when: Double
    if layer.localTime(atMediaTime: now) >= target {
      when = now
    } else {
      // The media time that maps to the target, exact through the layer's time spaces; NaN
      // (through a paused layer) or a time that is not ahead means it never comes as things are.
      let media = layer.convertTime(target, to: nil)
      guard media.isFinite, media >= now else { return }
      when = media
    }
    queue.push(ScheduledEvent(time: when, sequence: entry.sequence, isStart: isStart, layer: layer))
  }

  /// Rebuilds the schedule from every animation in the tree.
  private func rebuildSchedule() {
    queue = EventQueue()
    let now = clock.currentMediaTime
    var stack = [root]
    while let layer = stack.popLast() {
      stack.append(contentsOf: layer.sublayers)
      for entry in layer.entries { schedule(entry, on: layer, now: now) }
    }
    scheduleIsStale = false
  }

  /// The earliest scheduled event due by `end` that is still current (its animation still on its
  /// layer, in the state the event expects), removed from the schedule.
  private func nextEvent(until end: Double) -> ScheduledEvent? {
    while true {
      if scheduleIsStale { rebuildSchedule() }
      guard let top = queue.peek, top.time <= end else { return nil }
      queue.pop()
      let current = top.layer.entries.contains {
        $0.sequence == top.sequence && ($0.state == .pending) == top.isStart
          && $0.state != .finished
      }
      if current { return top }
    }
  }

  /// Delivers one event and updates the entry: started, or stopped and (if removed on
  /// completion) removed.
  private func deliver(_ pending: ScheduledEvent) {
    let layer = pending.layer
    guard let index = layer.entries.firstIndex(where: { $0.sequence == pending.sequence }) else {
      return
    }
    let entry = layer.entries[index]
    if pending.isStart {
      layer.entries[index].state = .active
      if !scheduleIsStale {
        schedule(layer.entries[index], on: layer, now: pending.time)
      }
      let event = AnimationEvent(
        time: pending.time, layerName: layer.name, layer: ObjectIdentifier(layer), key: entry.key,
        kind: .didStart, animation: entry.animation)
      log(event)
      entry.delegate?.animationDidStart(event, layer: layer)
      delegate?.animationDidStart(event, layer: layer)
      return
    }
    if entry.animation.isRemovedOnCompletion {
      layer.entries.remove(at: index)
    } else {
      // It stays to fill; it will not stop again.
      layer.entries[index].state = .finished
    }
    layer.stopped(entry, finished: true, at: pending.time)  // `entry` is the state before
  }
}
