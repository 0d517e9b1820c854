// Shared by the fuzz targets (see Scripts/fuzz/run.sh): draws numbers, choices and values from
// the fuzzer's bytes, running on as zeros when they are used up.

import LayerKit

/// A reader of the fuzzer's input.
struct FuzzInput {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0

  init(_ data: UnsafePointer<UInt8>, _ size: Int) {
    bytes = UnsafeBufferPointer(start: data, count: size)
  }

  /// Whether every byte has been read.
  var isExhausted: Bool { index >= bytes.count }

  mutating func byte() -> UInt8 {
    defer { index += 1 }
    return index < bytes.count ? bytes[index] : 0
  }

  mutating func bool() -> Bool { byte() & 1 == 1 }

  /// A number in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    let raw = Int(byte()) << 8 | Int(byte())
    return range.lowerBound + raw % (range.count)
  }

  /// Any double, NaN and infinities included.
  mutating func any() -> Double {
    var bits: UInt64 = 0
    for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
    return Double(bitPattern: bits)
  }

  /// Extremes and everyday values that finite inputs meet most often.
  static let palette: [Double] = [
    0, -0.0, 1, -1, 0.5, 2, 3, 100, -100, 0.25, 1e-300, -1e-300, .leastNonzeroMagnitude,
    .leastNormalMagnitude,
    1e300, -1e300, 1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e154,
    -1e154, .pi, 1e10, -1e10, 1e-10,
  ]

  /// A finite double: from the palette, or any bits with a non-finite result replaced by the
  /// largest finite number of its sign.
  mutating func finite() -> Double {
    let choice = byte()
    if choice < 160 { return Self.palette[Int(choice) % Self.palette.count] }
    let x = any()
    if x.isNaN { return 0 }
    return x.isInfinite ? (x < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude) : x
  }

  /// A finite double in [−1, 1].
  mutating func unit() -> Double {
    let x = finite()
    return x.isFinite ? max(-1, min(1, x)) : 0
  }

  mutating func element<T>(_ list: [T]) -> T { list[int(0...(list.count - 1))] }
}

/// Stops the run, as a finding, when `value` is not finite.
func requireFinite(_ value: AnimatableValue, _ what: @autoclosure () -> String) {
  guard value.isFinite else { fatalError("V6: \(what()) is \(value)") }
}

/// Stops the run, as a finding, when `value` is not finite.
func requireFinite(_ value: Double, _ what: @autoclosure () -> String) {
  guard value.isFinite else { fatalError("V6: \(what()) is \(value)") }
}
