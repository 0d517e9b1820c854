extension MediaTiming: CustomStringConvertible {
  /// The fields that differ from the defaults: `MediaTiming(duration: 2.0, fillMode: .forwards)`.
  public var description: String {
    "MediaTiming(" + changedFields.joined(separator: ", ") + ")"
  }

  /// `name: value` for each field that differs from the defaults, in declaration order.
  var changedFields: [String] {
    let defaults = MediaTiming()
    var parts: [String] = []
    if beginTime != defaults.beginTime { parts.append("beginTime: \(beginTime)") }
    if duration != defaults.duration { parts.append("duration: \(duration)") }
    if speed != defaults.speed { parts.append("speed: \(speed)") }
    if timeOffset != defaults.timeOffset { parts.append("timeOffset: \(timeOffset)") }
    if repeatCount != defaults.repeatCount { parts.append("repeatCount: \(repeatCount)") }
    if repeatDuration != defaults.repeatDuration {
      parts.append("repeatDuration: \(repeatDuration)")
    }
    if autoreverses != defaults.autoreverses { parts.append("autoreverses: \(autoreverses)") }
    if fillMode != defaults.fillMode { parts.append("fillMode: .\(fillMode.rawValue)") }
    return parts
  }
}
