// A libFuzzer target for LayerKit (see Scripts/fuzz/run.sh). Arcs and ellipses with any angles,
// radii and centres, NaN and infinities included: building never traps and stays bounded
// (Path.maximumArcTurns, SEMANTICS P5), and with finite numbers every point, tangent and length
// of the result is finite (V6).
// Not part of the package: run.sh builds it against the library modules.

import LayerKit

/// The libFuzzer entry point: one input, any bytes.
@_cdecl("LLVMFuzzerTestOneInput") public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int)
  -> CInt
{
  var input = FuzzInput(data, size)
  let finite = input.bool()
  func number() -> Double { finite ? input.finite() : input.any() }
  var path = Path()
  if input.bool() { path.move(to: Point(x: number(), y: number())) }
  for _ in 0..<input.int(1...4) {
    let center = Point(x: number(), y: number())
    switch input.int(0...3) {
    case 0:
      path.addArc(
        center: center, radius: number(), startAngle: number(), endAngle: number(),
        clockwise: input.bool())
    case 1:
      path.addRelativeArc(center: center, radius: number(), startAngle: number(), delta: number())
    case 2:
      path.addEllipse(in: Rect(x: center.x, y: center.y, width: number(), height: number()))
    default:
      path.addLine(to: center)
    }
  }
  // Each arc is at most (maximumArcTurns + 1) turns of 4 pieces, plus a joining line.
  let bound = 4 * (4 * (Path.maximumArcTurns + 1) + 2) + 2
  guard path.elements.count <= bound else {
    fatalError("P5: \(path.elements.count) elements for at most 4 arcs")
  }
  guard finite, (try? path.validate()) != nil else { return 0 }
  for segment in path.segments.prefix(16) {
    requireFinite(.point(segment.point(at: 0.5)), "a segment's middle of \(path.elements)")
  }
  // Measuring takes 16 integrations a segment: only short paths, so that runs stay fast (the
  // arcs of many turns are covered by the bound above).
  guard path.segments.count <= 6 else { return 0 }
  let measure = path.measure()
  requireFinite(measure.length, "the length of \(path.elements)")
  for _ in 0..<4 {
    let distance = input.finite()
    if let point = measure.point(atDistance: distance) {
      requireFinite(.point(point), "the point at \(distance) of \(path.elements)")
    }
    if let angle = measure.tangentAngle(atDistance: distance) {
      requireFinite(angle, "the tangent at \(distance) of \(path.elements)")
    }
  }
  return 0
}
