/// What a tree of objects (layers, `CALayer`s, views) needs of its child lists: finding a child
/// by identity, and releasing children without recursion.

extension Array where Element: AnyObject {
  /// The index of `object` itself (`===`), searching in from both ends at once, so that a
  /// sublayer or subview near either end (the last added, the first) is found at once: what
  /// taking one out of its superlayer or superview needs, in LayerKit and its compatibility
  /// modules.
  ///
  /// - Complexity: O(min(i, n − i)) for the index i found; O(n) when absent.
  package func indexOfIdentical(_ object: Element) -> Int? {
    withUnsafeBufferPointer { elements in
      var (low, high) = (0, elements.count - 1)
      while low <= high {
        if elements[low] === object { return low }
        if elements[high] === object { return high }
        (low, high) = (low + 1, high - 1)
      }
      return nil
    }
  }
}

/// Empties `children` and lets them go one level at a time: each child that would die with
/// them (held by nothing else) first gives up its own children, taken by `takeChildren`, which
/// join the list, so that releasing a tree of any depth never runs one `deinit` inside another
/// (a deep tree would exhaust the stack otherwise). What `CALayer` and `UIView` do as they die.
///
/// `children` is taken (`inout`), not copied: a copy left with the caller would keep every child
/// alive until it went, and then release them recursively.
///
/// - Complexity: O(n) in the number of nodes released.
package func releaseOneLevelAtATime<Node: AnyObject>(
  _ children: inout [Node], takeChildren: (Node) -> [Node]
) {
  var pending: [Node] = []
  swap(&pending, &children)
  while var node = pending.popLast() {
    // Released at the end of this turn of the loop, with no children left to release in turn.
    if isKnownUniquelyReferenced(&node) { pending += takeChildren(node) }
  }
}
