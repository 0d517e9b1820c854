import LayerKit

extension SceneReader {
  /// An animation object (<doc:SceneFiles>, "Animations"): its `type` picks the kind's schema, which
  /// reads every field; the library's own checks then run, their fields located under `path`.
  mutating func animation(_ json: JSONValue, _ path: String, keyAllowed: Bool) -> KeyedAnimation? {
    guard case .object = json else {
      error(path, "expected an animation object, got \(json.kindName)")
      return nil
    }
    guard let type = string(json["type"], Self.join(path, "type")) else {
      if json["type"] == nil { error(Self.join(path, "type"), "required") }
      return nil
    }
    guard let schema = AnimationSchema.all.first(where: { $0.type == type }) else {
      let names = AnimationSchema.all.map { "'\($0.type)'" }
      error(
        Self.join(path, "type"),
        "unknown animation type '\(type)'; expected \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")"
      )
      return nil
    }
    let start = problems.count
    defer { putInDocumentOrder(json, path, since: start) }
    var allowed = Set(schema.fields.map(\.name)).union(["type"])
    if keyAllowed { allowed.insert("key") }
    let problemsBefore = problems.count
    guard let fields = members(json, path, allowed: allowed) else { return nil }
    let key = string(fields["key"], Self.join(path, "key"))
    let animation = schema.read(&self, fields, path)
    // Report the library's own checks only when reading found nothing wrong, so a problem is
    // not reported twice.
    guard let animation, problems.count == problemsBefore else { return nil }
    do {
      try animation.validate()
    } catch let failure as ValidationError {
      error(Self.join(path, failure.field), failure.reason)
      return nil
    } catch {
      self.error(path, "\(error)")
      return nil
    }
    if case .keyframe(let keyframe) = animation, let issue = keyframe.keyTimesIssue {
      let where_ = issue.index.map { "keyTimes[\($0)]" } ?? "keyTimes"
      warning(Self.join(path, where_), issue.reason + "; ignored, as Core Animation ignores them")
    }
    return KeyedAnimation(key: key, animation)
  }
}
