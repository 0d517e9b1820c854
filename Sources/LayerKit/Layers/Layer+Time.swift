extension Layer {
  /// The current media time: the clock of the tree the layer belongs to, else of the nearest
  /// layer up the tree that has one (<doc:Rules#E1>). Like `CACurrentMediaTime()`.
  ///
  /// `nil` for a layer in no tree with no clock above it: such a layer has no "now", and the type
  /// says so, so that `anim.beginTime = layer.currentMediaTime + 1` cannot silently mean "1"
  /// (Core Animation has one clock for every layer; LayerKit has one per tree). Add the layer to
  /// its tree first, or give it a clock. Where such a layer needs a now itself (the begin time
  /// of an animation added with `beginTime` 0, ``presentation()``), it takes media time 0.
  public var currentMediaTime: Double? {
    if let host { return host.mediaTime }
    var layer: Layer? = self
    while let current = layer {
      if let clock = current.clock { return clock.currentMediaTime }
      layer = current.superlayer
    }
    return nil
  }

  /// The media time the layer takes as now: ``currentMediaTime``, or 0 without a clock.
  var mediaNow: Double { currentMediaTime ?? 0 }

  /// The layer's local time now, `convertTime(currentMediaTime, from: nil)`: 0 while the layer
  /// is inactive (<doc:Rules#T12>); `nil` without a clock (see ``currentMediaTime``).
  public var currentLocalTime: Double? { currentMediaTime.map { localTime(atMediaTime: $0) } }

  /// Local time from the parent's time (<doc:Rules#T1>, L1, T12); NaN while the layer is
  /// inactive or `t` is NaN (an inactive parent).
  func localTime(fromParentTime t: Double) -> Double {
    timeSpace.localTime(fromParentTime: t)
  }

  /// The parent's time from local time: the inverse of T1. A paused layer (speed 0) maps every
  /// parent time to the same local time, so there is no inverse: the result is NaN.
  func parentTime(fromLocalTime t: Double) -> Double {
    timeSpace.parentTime(fromLocalTime: t)
  }

  /// The layer's local time at media time `t`, through every ancestor (<doc:Rules#L1>, T12),
  /// as `convertTime(t, from: nil)` gives it: 0 while the layer or an ancestor is inactive (see
  /// ``isActive(atMediaTime:)``).
  ///
  /// - Complexity: O(depth); iterative, and without heap allocation for trees of ordinary
  ///   depth.
  public func localTime(atMediaTime t: Double) -> Double {
    let time = activeLocalTime(atMediaTime: t)
    return time.isNaN && !t.isNaN ? 0 : time
  }

  /// Whether the layer and every ancestor are active at media time `t` (<doc:Rules#T12>): inside
  /// their active intervals or a fill that covers them. An inactive layer's subtree shows its
  /// model values.
  public func isActive(atMediaTime t: Double) -> Bool {
    !activeLocalTime(atMediaTime: t).isNaN
  }

  /// The layer's local time at media time `t`, NaN while it is inactive (T12): what the
  /// evaluator reads, so that an inactive layer shows its model values.
  func activeLocalTime(atMediaTime t: Double) -> Double {
    if let time = host?.localTime(of: self, atMediaTime: t) { return time }
    // Up the tree once (unretained, on the stack), then down from the root, as a tree's frame
    // computes it, so both give the same numbers. `withAncestry`'s walk without its closure,
    // which costs a layer's `presentation(at:)` 41 instructions more (callgrind).
    return withUnsafeTemporaryAllocation(of: Unmanaged<Layer>.self, capacity: 64) { chain in
      guard let root = fillAncestry(chain) else { return deepLocalTime(atMediaTime: t) }
      var time = t
      for index in root..<chain.count {
        time = chain[index].takeUnretainedValue().timeSpace.localTime(fromParentTime: time)
      }
      return time
    }
  }

  /// ``activeLocalTime(atMediaTime:)`` for a layer more than 64 deep.
  private func deepLocalTime(atMediaTime t: Double) -> Double {
    withAncestry { chain in
      var time = t
      for layer in chain {
        time = layer._withUnsafeGuaranteedRef { $0.timeSpace.localTime(fromParentTime: time) }
      }
      return time
    }
  }

  /// The media times at which the layer and all its ancestors are active (<doc:Rules#T12>), as
  /// one interval `[lower, upper)`, or `nil` when that is never. Each layer's active interval is
  /// placed in media time through its ancestors' T1 maps (their composition, kept as one
  /// straight line down the chain); where a paused ancestor freezes time, the activity of the
  /// layers below does not change with media time, and `now` decides it.
  ///
  /// - Complexity: O(depth).
  func activeMediaInterval(now: Double) -> (lower: Double, upper: Double)? {
    let found = withAncestry { chain -> (lower: Double, upper: Double, timeStandsStill: Bool) in
      var lower = -Double.infinity
      var upper = Double.infinity
      // Parent time = slope · media time + intercept, for the layer being visited.
      var slope = 1.0
      var intercept = 0.0
      for layer in chain {
        guard slope != 0, slope.isFinite, intercept.isFinite else {
          return (lower, upper, true)
        }
        let timeSpace = layer._withUnsafeGuaranteedRef { $0.timeSpace }
        let (begin, end) = timeSpace.activeParentInterval
        let (a, b) = ((begin - intercept) / slope, (end - intercept) / slope)
        if !a.isNaN && !b.isNaN {
          lower = max(lower, min(a, b))
          upper = min(upper, max(a, b))
        }
        // Down through the layer's T1 (linear, its cycles unfolded, as events place times).
        let timing = timeSpace.timing
        if timing.speed == 0 {
          (slope, intercept) = (0, timing.timeOffset)
        } else {
          (slope, intercept) = (
            slope * timing.speed,
            (intercept - timing.beginTime) * timing.speed + timing.timeOffset
          )
        }
      }
      return (lower, upper, false)
    }
    // Where time stands still above, active now means active for as long as it stands still.
    if found.timeStandsStill, !isActive(atMediaTime: now) { return nil }
    return found.lower < found.upper ? (found.lower, found.upper) : nil
  }

  /// Converts a time from `layer`'s time space to this layer's, like
  /// `convertTime:fromLayer:` (<doc:Rules#L2>). `nil` means media time.
  ///
  /// Apple's example: a layer with `timeOffset` 1 and `speed` 0.5 converts 0.5 from a plain
  /// sibling layer to 1.25. The conversion goes up from `layer` to the nearest common ancestor
  /// (by T1's inverse) and down to this layer; going up through a paused layer (speed 0) gives
  /// NaN, because every parent time maps to the same paused local time. On the way down, a
  /// layer that is inactive at the converted time makes the result **0** (<doc:Rules#T12>): a
  /// child of the root with beginTime 8, speed 0.5 and timeOffset 7 converts root times 7, 8
  /// and 10 to 0, 7 and 8. Layers in different trees convert through media time.
  ///
  /// - Complexity: O(depth).
  public func convertTime(_ t: Double, from layer: Layer?) -> Double {
    let mine = ancestry
    let theirs = layer?.ancestry ?? []
    var shared = 0
    while shared < mine.count, shared < theirs.count, mine[shared] === theirs[shared] {
      shared += 1
    }
    var time = t
    for source in theirs[shared...].reversed() { time = source.parentTime(fromLocalTime: time) }
    for target in mine[shared...] {
      let local = target.localTime(fromParentTime: time)
      // T12: an inactive layer on the way down converts to 0 (a NaN coming up stays NaN).
      if local.isNaN && !time.isNaN { return 0 }
      time = local
    }
    return time
  }

  /// Converts a time from this layer's time space to `layer`'s, like `convertTime:toLayer:`
  /// (<doc:Rules#L2>). `nil` means media time.
  public func convertTime(_ t: Double, to layer: Layer?) -> Double {
    guard let layer else {
      var time = t
      var current: Layer? = self
      while let source = current {
        time = source.parentTime(fromLocalTime: time)
        current = source.superlayer
      }
      return time
    }
    return layer.convertTime(t, from: self)
  }

  /// Calls `body` with the layers from the root down to this one, unretained (each is held by
  /// its superlayer, this one by the caller, and `body` changes no tree), on the stack: one walk
  /// up into 64 places for trees of ordinary depth, else a walk to count and one to fill storage
  /// the size of the depth. Nothing is allocated for ordinary trees, nothing retained.
  func withAncestry<Result>(_ body: (UnsafeBufferPointer<Unmanaged<Layer>>) -> Result) -> Result {
    let shallow: Result? = withUnsafeTemporaryAllocation(
      of: Unmanaged<Layer>.self, capacity: 64
    ) { chain in
      fillAncestry(chain).map { body(UnsafeBufferPointer(rebasing: chain[$0...])) }
    }
    if let shallow { return shallow }
    var depth = 0
    var walker: Unmanaged<Layer>? = Unmanaged.passUnretained(self)
    while let current = walker {
      depth += 1
      walker = current._withUnsafeGuaranteedRef { $0.parent.map(Unmanaged.passUnretained) }
    }
    return withUnsafeTemporaryAllocation(of: Unmanaged<Layer>.self, capacity: depth) { chain in
      _ = fillAncestry(chain)
      return body(UnsafeBufferPointer(chain))
    }
  }

  /// Fills `chain` from its end with this layer and its ancestors, unretained; the index of the
  /// root, or `nil` when the chain is too short for them.
  @inline(__always)
  private func fillAncestry(_ chain: UnsafeMutableBufferPointer<Unmanaged<Layer>>) -> Int? {
    var index = chain.count
    var walker: Unmanaged<Layer>? = Unmanaged.passUnretained(self)
    while let current = walker {
      guard index > 0 else { return nil }
      index -= 1
      chain.initializeElement(at: index, to: current)
      walker = current._withUnsafeGuaranteedRef { $0.parent.map(Unmanaged.passUnretained) }
    }
    return index
  }

  /// The layers from the root down to this one.
  var ancestry: [Layer] {
    var chain: [Layer] = []
    var layer: Layer? = self
    while let current = layer {
      chain.append(current)
      layer = current.superlayer
    }
    return chain.reversed()
  }
}
