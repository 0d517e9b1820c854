/// Animations that run together in one shared timeline.
///
/// Mirrors `CAAnimationGroup` (<doc:Rules#G1>–G3). The children run concurrently in the group's
/// local time, after the group's own timing (T1–T8) including its timing function, which warps
/// the children's time. The group's duration clips the children; it never scales them.
///
///     group:   |=========== duration 5 s ===========|
///     child A: |== 0…5 s of a 10 s animation ========|······ (clipped, G2)
///     child B:        |beginTime 1 (relative)== 2 s ==|      (G3)
///
/// Children keep their own beginTime (relative to the group's start), speed and fill mode;
/// their `isRemovedOnCompletion` is ignored and they send no events (G3, E3). A child whose
/// duration is not positive takes the group's (T3). Several children may animate the same key
/// path: they apply in order, like animations on a layer.
public struct AnimationGroup: LayerAnimation {
  /// The common fields: timing, timing function (which warps the children's time, G1), removal
  /// flag, caller's values.
  public var base: AnimationBase
  /// The children (`animations`), of any kind, groups included.
  public var animations: [Animation] {
    get { children.animations }
    set { children = GroupChildren(newValue) }
  }

  /// The children, held by a box that takes nested groups apart one level at a time when it is
  /// freed: a value nested thousands of groups deep is destroyed without recursion.
  fileprivate var children: GroupChildren

  /// Creates a group, like `CAAnimationGroup()` with `animations` set.
  public init(
    _ animations: [any LayerAnimation] = [], timing: MediaTiming = MediaTiming()
  ) {
    base = AnimationBase(timing: timing)
    children = GroupChildren(animations.map(\.animation))
  }

  /// Whether the two have the same timing and fields and equal children.
  public static func == (a: AnimationGroup, b: AnimationGroup) -> Bool {
    a.base == b.base && (a.children === b.children || a.animations == b.animations)
  }

  /// Hashes the timing, fields and children, as `==` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(base)
    hasher.combine(animations)
  }

  /// The animation as the enum that layers store.
  public var animation: Animation { .group(self) }

  /// The deepest nesting of groups that a layer accepts: a group inside 256 groups is an error
  /// when added, so that no evaluation, copy or comparison has to go that deep.
  public static let maximumNestingDepth = 256

  /// Checks the group and every child, throwing a ``ValidationError`` located at the child
  /// (`animations[2].duration`). An empty group is valid and shows nothing. Groups may nest
  /// ``maximumNestingDepth`` deep.
  ///
  /// - Complexity: O(n) in the number of animations inside, at any depth; iterative, so deep
  ///   nesting costs no stack.
  public func validate() throws {
    try base.timing.validate()
    // Depth first, without recursion: each entry is a child still to check and where it is.
    var pending: [(animation: Animation, path: String, depth: Int)] = animations.enumerated()
      .reversed().map { ($0.element, "animations[\($0.offset)]", 1) }
    while let (child, path, depth) = pending.popLast() {
      do {
        if case .group(let group) = child {
          guard depth < Self.maximumNestingDepth else {
            throw ValidationError(
              field: "",
              reason: "groups nest deeper than \(Self.maximumNestingDepth) levels")
          }
          try group.base.timing.validate()
          pending += group.animations.enumerated().reversed().map {
            ($0.element, path + ".animations[\($0.offset)]", depth + 1)
          }
        } else {
          try child.validate()
        }
      } catch let error as ValidationError {
        throw error.inside(path)
      }
    }
  }
}

extension AnimationGroup {
  /// The group with every child whose duration is not positive given the group's, at every
  /// depth (T3), as a layer stores it.
  func resolvingChildDurations() -> AnimationGroup {
    var copy = self
    copy.animations = animations.map { child in
      var child = child
      if child.base.timing.duration <= 0 { child.base.timing.duration = base.timing.duration }
      if case .group(let group) = child { child = .group(group.resolvingChildDurations()) }
      return child
    }
    return copy
  }
}

/// The children of an ``AnimationGroup``: an array fixed when the box is made, so that a group
/// stays a value (a change makes a new box).
///
/// Freeing a group frees its children, which frees their children, and so on: done naively that
/// recursion goes as deep as the groups nest, and a value nested some ten thousand levels deep
/// (which no layer accepts, but which can be built) would overflow the stack. So the box takes
/// nested groups apart itself: before its array goes, it moves out every child group's box that
/// nothing else holds, and empties those one after another, each as a list of its own.
///
/// `@unchecked Sendable`: `animations` is never written after `init` except in `deinit`, where
/// no other reference to the box exists.
private final class GroupChildren: @unchecked Sendable {
  private(set) var animations: [Animation]

  init(_ animations: [Animation]) {
    self.animations = animations
  }

  deinit {
    guard animations.contains(where: { if case .group = $0 { true } else { false } }) else {
      return
    }
    var boxes: [GroupChildren] = []
    var list = animations
    animations = []
    while true {
      // Take the list's children off one by one; a group's box that no one else holds is
      // kept to empty next, so that freeing the child frees an empty list.
      while let last = list.indices.last {
        guard case .group(var group) = list[last] else {
          list.removeLast()
          continue
        }
        list.removeLast()
        if isKnownUniquelyReferenced(&group.children) { boxes.append(group.children) }
      }
      guard let box = boxes.popLast() else { return }
      list = box.animations
      box.animations = []
    }
  }
}
