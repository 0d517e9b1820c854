/// The closest of `candidates` to a misspelt `name`, for "did you mean" hints in error messages:
/// the one with the fewest single-character edits (insertions, deletions, substitutions, swaps
/// of neighbours; case ignored), if it is close enough to be a typo (at most a third of the name's length, 1 to 3
/// edits); the first such candidate on a tie.
///
///     closestMatch(to: "positon", among: ["position", "opacity"])   // "position"
///     closestMatch(to: "xyz", among: ["position", "opacity"])       // nil
///
/// - Complexity: O(n · m · k) for k candidates of length about m and a name of length n.
package func closestMatch(to name: String, among candidates: some Sequence<String>) -> String? {
  let target = Array(name.lowercased())
  guard !target.isEmpty else { return nil }
  let limit = min(3, max(1, target.count / 3))
  var best: (candidate: String, edits: Int)?
  for candidate in candidates where candidate != name {
    let edits = editDistance(target, Array(candidate.lowercased()), limit: limit)
    if edits <= limit, edits < (best?.edits ?? .max) { best = (candidate, edits) }
  }
  return best?.candidate
}

/// `"; did you mean 'position'?"` when `closestMatch` finds one, else nothing.
package func didYouMean(_ name: String, among candidates: some Sequence<String>) -> String {
  closestMatch(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
}

/// The optimal-string-alignment distance between `a` and `b` (Levenshtein's, with a swap of two
/// neighbouring characters as one edit), or `limit + 1` once it is sure to exceed `limit`.
private func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
  guard abs(a.count - b.count) <= limit else { return limit + 1 }
  guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
  var beforePrevious = [Int](repeating: 0, count: b.count + 1)
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    var rowMinimum = i
    for j in 1...b.count {
      var best = min(
        previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1), previous[j] + 1, current[j - 1] + 1)
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        best = min(best, beforePrevious[j - 2] + 1)
      }
      current[j] = best
      rowMinimum = min(rowMinimum, best)
    }
    if rowMinimum > limit { return limit + 1 }
    (beforePrevious, previous, current) = (previous, current, beforePrevious)
  }
  return previous[b.count]
}
