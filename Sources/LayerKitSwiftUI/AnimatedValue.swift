#if !canImport(SwiftUI)
  import Foundation
  import LayerKit

  /// The media clock an ``AnimatedValue`` reads (LayerKit's `MediaClock`).
  public typealias AnimationClock = LayerKit.MediaClock
  /// A clock that moves only when told (LayerKit's `ManualMediaClock`): `try clock.advance(to:)`.
  public typealias ManualAnimationClock = LayerKit.ManualMediaClock

  /// One animatable value as a SwiftUI view's state holds it, headless (rule W6): changed inside
  /// `withAnimation` or `withTransaction` at the clock's time, it answers what it shows at any
  /// time, with interruptions as SwiftUI resolves them. A LayerKit addition: SwiftUI keeps this
  /// inside its views.
  ///
  ///     let clock = ManualAnimationClock()
  ///     let rotation = AnimatedValue(0.0, clock: clock)
  ///     withAnimation(.spring(duration: 0.5, bounce: 0.2)) { rotation.value = 180 }
  ///     try clock.advance(to: 0.2)
  ///     withAnimation(.spring(duration: 0.5, bounce: 0.2)) { rotation.value = 0 }  // tapped again
  ///     rotation.presentation(at: 0.3)   // turning back, with the speed it had
  ///
  /// The model:
  ///
  /// - ``value`` is the model value; each animated change of it starts an animation of the
  ///   change (new − old) at the clock's time. What shows is the model less every running
  ///   animation's remaining change (`presentation = model − Σ (change − shown part)`): timing
  ///   curves and interpolating springs never merge, so their remaining changes add up.
  /// - A change whose animation merges with the latest running one
  ///   (``Animation/shouldMerge(previous:value:time:context:)``) replaces it: a spring of the
  ///   `spring` family retargets, starting now from what that animation shows, moving at its
  ///   velocity, towards the new model; a custom animation takes over the previous one's start
  ///   and context with the combined change.
  /// - A change without animation (no transaction, `animation` nil, `disablesAnimations`)
  ///   shows the new value at once: the value's running animations are removed then [C].
  /// - Completions run once, when every animation their transaction started meets the
  ///   criterion (`logicallyComplete`: its logical duration; `removed`: its finish), the next
  ///   time the value is changed or read at or after that time on the clock; an animation that
  ///   is merged into another hands its completions on; one removed by a change without
  ///   animation completes (by either criterion) at its removal.
  ///
  /// Not `Sendable`: one value belongs to one test, as a view's state belongs to its view.
  public final class AnimatedValue<Value: Animatable> {
    typealias Data = Value.AnimatableData

    /// One running animation of a change.
    struct Entry {
      var animation: Animation
      var change: Data
      var start: Double
      var context: AnimationContext<Data>
      var groups: [CompletionGroup]
      /// Absolute times of the logical end and the finish.
      var logicalEnd: Double
      var finish: Double
      /// The entry's identity while it is carried from stretch to stretch.
      var id: Int
    }

    /// The state from one change on.
    struct Stretch {
      var time: Double
      var model: Value
      var entries: [Entry]
    }

    /// The clock the changes are timed by.
    public let clock: any AnimationClock
    private var stretches: [Stretch]
    private var nextID = 0
    /// Entries merged into another, which handed their completions on.
    private var handedOver: Set<Int> = []
    /// When entries were removed by a change without animation.
    private var removedAt: [Int: Double] = [:]
    /// An entry that has told one of its groups.
    private struct Told: Hashable {
      var entry: Int
      var group: ObjectIdentifier
    }
    /// The (entry, group) pairs that have told.
    private var told: Set<Told> = []

    /// A value showing `value`, changed at `clock`'s times.
    public init(_ value: Value, clock: any AnimationClock) {
      self.clock = clock
      stretches = [Stretch(time: -.infinity, model: value, entries: [])]
    }

    /// The model value: setting it inside `withAnimation` animates the change from the clock's
    /// time on.
    public var value: Value {
      get { stretches[stretches.count - 1].model }
      set { change(to: newValue) }
    }

    /// What the value shows at the clock's time.
    public var presentationValue: Value { presentation(at: clock.currentMediaTime) }

    /// What the value shows at `time` (any time, earlier ones included).
    public func presentation(at time: Double) -> Value {
      runCompletions()
      guard let stretch = stretches.last(where: { $0.time <= time }) else {
        return stretches[0].model
      }
      var shown = stretch.model
      shown.animatableData = shown.animatableData - remaining(stretch.entries, at: time)
      return shown
    }

    /// Whether an animation is still running at `time`.
    public func isAnimating(at time: Double) -> Bool {
      guard let stretch = stretches.last(where: { $0.time <= time }) else { return false }
      return stretch.entries.contains { time < $0.finish }
    }

    /// The sum of the changes the entries have still to show at `time`.
    private func remaining(_ entries: [Entry], at time: Double) -> Data {
      var total = Data.zero
      for entry in entries {
        var context = entry.context
        let shown = entry.animation.sample(
          entry.change, at: time - entry.start, level: entry.animation.modifiers.count,
          context: &context)
        if !shown.finished { total += entry.change - shown.value }
      }
      return total
    }

    private func change(to newValue: Value) {
      runCompletions()
      let now = max(clock.currentMediaTime, stretches[stretches.count - 1].time)
      let last = stretches[stretches.count - 1]
      var entries = last.entries.filter { now < $0.finish }
      let change = newValue.animatableData - last.model.animatableData
      if let (animation, groups) = TransactionScope.current?.animationForChange() {
        entries = animated(entries, change, with: animation, groups: groups, at: now)
      } else {
        for entry in entries { removedAt[entry.id] = now }
        entries = []
      }
      let stretch = Stretch(time: now, model: newValue, entries: entries)
      if last.time == now {
        stretches[stretches.count - 1] = stretch
      } else {
        stretches.append(stretch)
      }
      runCompletions()
    }

    /// The entries after `change` starts with `animation` at `now`.
    private func animated(
      _ entries: [Entry], _ change: Data, with animation: Animation, groups: [CompletionGroup],
      at now: Double
    ) -> [Entry] {
      var entries = entries
      if var previous = entries.last {
        let elapsed = now - previous.start
        let combined = previous.change + change
        var context = previous.context
        let shown = previous.animation.sample(
          previous.change, at: elapsed, level: previous.animation.modifiers.count,
          context: &context)
        if animation.shouldMerge(
          previous: previous.animation, value: combined, time: elapsed, context: &context)
        {
          entries.removeLast()
          handedOver.insert(previous.id)
          if animation.isMergingSpring {
            // Retarget: from what `previous` shows, at its velocity, to the new model.
            let velocity =
              previous.animation.velocity(
                value: previous.change, time: elapsed, context: previous.context) ?? .zero
            var fresh = AnimationContext<Data>()
            fresh.state[SpringVelocityKey<Data>.self] = velocity
            let rest = (previous.change - shown.value) + change
            entries.append(entry(animation, rest, at: now, fresh, previous.groups + groups))
          } else {
            previous.animation = animation
            previous.change = combined
            previous.context = context
            entries.append(
              entry(animation, combined, at: previous.start, context, previous.groups + groups))
          }
          return entries
        }
      }
      entries.append(entry(animation, change, at: now, AnimationContext(), groups))
      return entries
    }

    private func entry(
      _ animation: Animation, _ change: Data, at start: Double, _ context: AnimationContext<Data>,
      _ groups: [CompletionGroup]
    ) -> Entry {
      var finish = animation.finishTime(level: animation.modifiers.count)
      if animation.isMergingSpring,
        context.state[SpringVelocityKey<Data>.self].magnitudeSquared > 0
      {
        // A retargeted spring runs until its own motion settles (Animation.sample's rule),
        // counted on a 0.1 s grid from its settling duration, at most an hour.
        if case .spring(let spring, _, _, _, let settles) = animation.base {
          let end = Animation.mergedEnd(
            spring, settles, change, context.state[SpringVelocityKey<Data>.self])
          if end > finish {
            finish = min(finish + ((end - finish) / 0.1).rounded(.up) * 0.1, max(finish, 3600))
          }
        }
      }
      nextID += 1
      return Entry(
        animation: animation, change: change, start: start, context: context, groups: groups,
        logicalEnd: start + animation.logicalTime(level: animation.modifiers.count),
        finish: start + finish, id: nextID)
    }

    /// Runs the completions due by the clock's time, in the order their times come. An entry
    /// tells its groups in the last stretch it is part of: one merged away before its time has
    /// handed them on.
    private func runCompletions() {
      let now = clock.currentMediaTime
      var due: [(time: Double, run: () -> Void)] = []
      for s in stretches.indices {
        let next = s + 1 < stretches.count ? stretches[s + 1] : nil
        for entry in stretches[s].entries {
          if let next, next.entries.contains(where: { $0.id == entry.id }) { continue }
          for group in entry.groups {
            var end: Double
            switch group.criteria.kind {
            case .logicallyComplete: end = entry.logicalEnd
            case .removed: end = entry.finish
            }
            let key = Told(entry: entry.id, group: ObjectIdentifier(group))
            if let removed = removedAt[entry.id] { end = min(end, removed) }
            let merged = next.map { end >= $0.time && handedOver.contains(entry.id) } ?? false
            guard end <= now, !merged, told.insert(key).inserted else { continue }
            if let run = group.memberDone() { due.append((end, run)) }
          }
        }
      }
      for completion in due.sorted(by: { $0.time < $1.time }) { completion.run() }
    }
  }
#endif
