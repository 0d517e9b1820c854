// A libFuzzer target for LayerKit (see Scripts/fuzz/run.sh). Numbers: timings, animations, paths and transforms built from arbitrary doubles (NaN, infinities,
// extremes) and evaluated at arbitrary times must neither trap nor hang; a compiled animation's
// typed number must be its value's.
// Not part of the package: run.sh builds it against the library modules.

import LayerKit
import LayerKitScenes

/// The libFuzzer entry point: one input, any bytes.
@_cdecl("LLVMFuzzerTestOneInput") public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int)
  -> CInt
{
  guard size >= 8 * 16 else { return 0 }
  var d: [Double] = []
  for i in 0..<(size / 8) {
    var bits: UInt64 = 0
    for j in 0..<8 { bits |= UInt64(data[i * 8 + j]) << (8 * j) }
    d.append(Double(bitPattern: bits))
  }
  func v(_ i: Int) -> Double { d[i % d.count] }
  let timing = MediaTiming(
    beginTime: v(0), duration: v(1), speed: v(2), timeOffset: v(3), repeatCount: v(4),
    repeatDuration: v(5), autoreverses: v(6) > 0,
    fillMode: FillMode.allCases[Int(UInt8(truncatingIfNeeded: d.count)) % 4])
  for k in 7..<12 {
    _ = timing.phase(atParentTime: v(k))
    _ = timing.phase(atParentTime: v(k), limitFromBelow: true)
  }
  let layer = Layer()
  layer.speed = v(12)
  layer.beginTime = v(13)
  var basic = BasicAnimation(
    keyPath: .transformRotationZ, from: .number(v(14)), to: .number(v(15)), timing: timing)
  basic.isCumulative = v(16) > 0
  basic.isAdditive = v(17) > 0
  basic.timingFunction = try? TimingFunction(controlPoints: v(18), v(19), v(20), v(21))
  try? layer.add(basic, forKey: "b")
  var key = KeyframeAnimation(
    keyPath: .position, values: (0..<4).map { .point(Point(x: v(22 + $0), y: v(26 + $0))) },
    keyTimes: [0, v(30), v(31), 1], timing: timing)
  key.calculationMode = CalculationMode.allCases[Int(UInt8(truncatingIfNeeded: size)) % 5]
  key.isCumulative = v(32) > 0
  try? layer.add(key, forKey: "k")
  var spring = SpringAnimation(keyPath: .opacity, from: 0, to: 1, timing: timing)
  spring.damping = v(33)
  spring.stiffness = v(34)
  spring.mass = v(35)
  spring.initialVelocity = v(36)
  try? layer.add(spring, forKey: "s")
  _ = spring.settlingDuration
  var path = Path()
  path.move(to: Point(x: v(37), y: v(38)))
  path.addArc(
    center: Point(x: v(39), y: v(40)), radius: v(41), startAngle: v(42), endAngle: v(43),
    clockwise: v(44) > 0)
  path.addCurve(
    to: Point(x: v(45), y: v(46)), control1: Point(x: v(47), y: v(48)),
    control2: Point(x: v(49), y: v(50)))
  var paced = KeyframeAnimation(
    keyPath: .position, path: path, calculationMode: .paced, timing: timing)
  paced.rotationMode = .auto
  try? layer.add(paced, forKey: "p")
  if let t3 = Transform3D(fields: (0..<16).map { v(51 + $0) }) {
    _ = t3.decomposed()
    _ = t3.interpolated(to: .identity, fraction: v(67))
    _ = t3.inverted()
  }
  for k in 68..<72 { _ = layer.presentation(at: v(k)) }
  // The typed entry is the enum entry's number, bit for bit (or both nothing), whatever the
  // animation and the time; a point animation gives no number.
  let compiled = [
    try? CompiledAnimation(basic), try? CompiledAnimation(spring), try? CompiledAnimation(key),
  ]
  for case let animation? in compiled {
    for k in 68..<72 {
      let typed = animation.number(atParentTime: v(k), modelValue: v(73))
      let value = animation.value(atParentTime: v(k), modelValue: .number(v(73)))?.number
      precondition(
        typed?.bitPattern == value?.bitPattern,
        "number(atParentTime:) \(String(describing: typed)) against \(String(describing: value))")
    }
  }
  _ = layer.convertTime(v(72), to: nil)
  return 0
}
