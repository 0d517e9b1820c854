import Foundation
import LayerKitSwiftUI

/// The SwiftUI module's cases (issue 45), each beside a straight reference over plain numbers
/// in the same run:
///
/// - `swiftui-spring`: `Spring(duration: 0.5, bounce: 0.3).value(target:initialVelocity:time:)`
///   of a `Double`; `swiftui-spring-reference` the underdamped closed form written out with its
///   constants worked out once.
/// - `swiftui-keyframes-16`: `KeyframeTimeline.value(time:)` of 16 mixed keyframes (linear,
///   eased linear, cubic, spring, move); `swiftui-keyframes-16-reference` the same pieces over
///   plain arrays: a binary search on start times and each piece's formula.
struct SwiftUICases {
  let inputs: Inputs
  let runs: Int
  let count: Int

  var all: [(name: String, body: () -> [Measurement])] {
    [
      ("swiftui-spring", { [spring()] }),
      ("swiftui-spring-reference", { [springReference()] }),
      ("swiftui-keyframes-16", { [keyframes()] }),
      ("swiftui-keyframes-16-reference", { [keyframesReference()] }),
    ]
  }

  static let ratios = [
    ("swiftui-spring / swiftui-spring-reference", "swiftui-spring", "swiftui-spring-reference"),
    (
      "swiftui-keyframes-16 / swiftui-keyframes-16-reference", "swiftui-keyframes-16",
      "swiftui-keyframes-16-reference"
    ),
  ]

  private var mask: Int { inputs.times.count - 1 }

  /// `name`: `body` at every input time scaled by `span`, `count` times.
  private func loop(_ name: String, span: Double, _ body: (Double) -> Double) -> Measurement {
    let times = inputs.times.map { $0 * span }
    let mask = self.mask
    return measure(name, unit: "ns", runs: runs, operations: count) {
      var total = 0.0
      for i in 0..<count { total += body(times[i & mask]) }
      consume(total)
    }
  }

  // MARK: Springs

  static let spring = Spring(duration: 0.5, bounce: 0.3)

  func spring() -> Measurement {
    let spring = Self.spring
    var m = loop("swiftui-spring", span: 1) {
      spring.value(target: 100.0, initialVelocity: 20, time: $0)
    }
    m.error = inputs.times.map {
      abs(spring.value(target: 100.0, initialVelocity: 20, time: $0) - ReferenceSpring().value($0))
    }.max()
    m.note = "error: largest difference from the reference"
    return m
  }

  func springReference() -> Measurement {
    let reference = ReferenceSpring()
    return loop("swiftui-spring-reference", span: 1) { reference.value($0) }
  }

  // MARK: Keyframes

  static let keyframeSpring = Spring(duration: 0.4, bounce: 0.2)

  /// The 16 keyframes: four rounds of linear, eased linear, cubic, spring (then a move).
  static var timeline: KeyframeTimeline<Double> {
    KeyframeTimeline(initialValue: 0.0) {
      for round in 0..<4 {
        let base = Double(round) * 10
        LinearKeyframe(base + 3, duration: 0.1)
        LinearKeyframe(base + 7, duration: 0.15, timingCurve: .easeInOut)
        CubicKeyframe(base + 5, duration: 0.2)
        if round == 3 {
          MoveKeyframe(base + 9)
        } else {
          SpringKeyframe(base + 10, duration: 0.3, spring: keyframeSpring)
        }
      }
    }
  }

  func keyframes() -> Measurement {
    let timeline = Self.timeline
    let reference = ReferenceTimeline()
    var m = loop("swiftui-keyframes-16", span: timeline.duration) { timeline.value(time: $0) }
    m.error = inputs.times.map { t -> Double in
      let time = t * timeline.duration
      return abs(timeline.value(time: time) - reference.value(time))
    }.max()
    m.note = "error: largest difference from the reference"
    return m
  }

  func keyframesReference() -> Measurement {
    let reference = ReferenceTimeline()
    return loop("swiftui-keyframes-16-reference", span: reference.duration) { reference.value($0) }
  }
}

/// The spring of `swiftui-spring`, written out: x(t) = d − e^(−at)(d cos ω_d t + (a·d − v)/ω_d
/// sin ω_d t) for a change d from rest at 0 with velocity v.
struct ReferenceSpring {
  let a: Double
  let wd: Double
  let d = 100.0
  let b: Double

  init() {
    let spring = SwiftUICases.spring
    let k = spring.stiffness
    let c = spring.damping
    a = c / 2
    wd = (k - a * a).squareRoot()
    b = (a * d - 20) / wd
  }

  @inline(__always)
  func value(_ t: Double) -> Double {
    guard t > 0 else { return 0 }
    return d - exp(-a * t) * (d * cos(wd * t) + b * sin(wd * t))
  }
}

/// The 16 keyframes of `swiftui-keyframes-16` over plain arrays: per piece its start, duration,
/// start value, change, kind and constants.
struct ReferenceTimeline {
  enum Kind { case linear, eased, cubic, spring, move }

  var starts: [Double] = []
  var durations: [Double] = []
  var froms: [Double] = []
  var changes: [Double] = []
  var kinds: [Kind] = []
  /// Cubic: the Hermite tangents; spring: the initial velocity.
  var m0: [Double] = []
  var m1: [Double] = []
  var duration = 0.0
  var end = 0.0
  // The spring's constants: decay a, ω_d.
  let a: Double
  let wd: Double

  init() {
    let spring = SwiftUICases.keyframeSpring
    a = spring.damping / 2
    wd = (spring.stiffness - a * a).squareRoot()
    var time = 0.0
    var position = 0.0
    var velocity = 0.0
    var pieces: [(kind: Kind, to: Double, duration: Double)] = []
    for round in 0..<4 {
      let base = Double(round) * 10
      pieces += [(.linear, base + 3, 0.1), (.eased, base + 7, 0.15), (.cubic, base + 5, 0.2)]
      pieces.append(round == 3 ? (.move, base + 9, 0) : (.spring, base + 10, 0.3))
    }
    for (i, piece) in pieces.enumerated() {
      starts.append(time)
      durations.append(piece.duration)
      kinds.append(piece.kind)
      switch piece.kind {
      case .linear, .eased:
        froms.append(position)
        changes.append(piece.to - position)
        m0.append(0)
        m1.append(0)
        // An eased curve ends with slope 0; the linear one with the change over its duration.
        velocity = piece.kind == .linear ? (piece.to - position) / piece.duration : 0
        position = piece.to
      case .cubic:
        // A lone cubic between non-cubic keyframes: it starts with the incoming velocity and
        // ends with the next keyframe's (a spring's: the Catmull-Rom tangent to its target).
        let next = pieces[i + 1]
        let start = velocity * piece.duration
        let end = next.kind == .move ? 0 : (next.to - position) / 2
        froms.append(position)
        changes.append(piece.to - position)
        m0.append(start)
        m1.append(end)
        velocity = end / piece.duration
        position = piece.to
      case .spring:
        let change = piece.to - position
        froms.append(position)
        changes.append(change)
        m0.append(velocity)
        m1.append(0)
        let t = piece.duration
        let e = exp(-a * t)
        let b = (a * change - velocity) / wd
        let shown = change - e * (change * cos(wd * t) + b * sin(wd * t))
        let speed =
          e
          * (a * (change * cos(wd * t) + b * sin(wd * t))
            - (-change * wd * sin(wd * t) + b * wd * cos(wd * t)))
        position += shown
        velocity = speed
      case .move:
        froms.append(piece.to)
        changes.append(0)
        m0.append(0)
        m1.append(0)
        velocity = 0
        position = piece.to
      }
      time += piece.duration
    }
    duration = time
    end = position
  }

  func value(_ time: Double) -> Double {
    guard time < duration else { return end }
    var low = 0
    var high = starts.count
    while low < high {
      let mid = (low + high) / 2
      if starts[mid] <= time { low = mid + 1 } else { high = mid }
    }
    let i = low - 1
    let local = time - starts[i]
    switch kinds[i] {
    case .linear: return froms[i] + changes[i] * (local / durations[i])
    case .eased: return froms[i] + changes[i] * UnitCurve.easeInOut.value(at: local / durations[i])
    case .cubic:
      let u = local / durations[i]
      let u2 = u * u
      let u3 = u2 * u
      return (2 * u3 - 3 * u2 + 1) * froms[i] + (u3 - 2 * u2 + u) * m0[i]
        + (-2 * u3 + 3 * u2) * (froms[i] + changes[i]) + (u3 - u2) * m1[i]
    case .spring:
      let change = changes[i]
      let b = (a * change - m0[i]) / wd
      return froms[i] + change - exp(-a * local) * (change * cos(wd * local) + b * sin(wd * local))
    case .move: return froms[i]
    }
  }
}
