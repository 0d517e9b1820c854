/// A basic, spring or keyframe animation in bytes, as a layer keeps it in its
/// ``AnimationLedger`` (<doc:Rules#L7>): a kind, a mask of the fields that differ from their
/// defaults, the key path, then those fields in a fixed order. Numbers are their bit patterns
/// and fixed-size values their raw bytes, so unpacking gives the animation back exactly (nothing
/// is rounded and a negative zero stays one).
///
///     kind | fields (32 bits) | property | component | beginTime? duration? … | values …
///
///     fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1)    200 bytes, 224 in its box
///     packed: kind · fields · keyPath · duration · from · to       20 bytes
///
/// Most animations are everyday basic, spring and keyframe animations whose fields have fixed
/// sizes and mostly their defaults: those pack. The rest (groups, transitions, paths and lists,
/// custom timing functions, caller's values, unknown key paths) are kept as given. The bytes
/// carry no count: the fields say where they end.
enum PackedAnimation {
  /// `animation` packed, or `nil` when a field it sets has no fixed size.
  static func bytes(of animation: Animation) -> [UInt8]? {
    var writer = Writer()
    let packed: Bool
    switch animation {
    case .basic(let a):
      packed = writer.write(.basic, a) { writer, fields in
        writer.write(values: a.fromValue, a.toValue, a.byValue, into: &fields)
      }
    case .spring(let a):
      packed = writer.write(.spring, a) { writer, fields in
        guard writer.write(values: a.fromValue, a.toValue, a.byValue, into: &fields) else {
          return false
        }
        let d = SpringAnimation(keyPath: a.keyPath)
        writer.write(a.mass, unless: d.mass, .mass, into: &fields)
        writer.write(a.stiffness, unless: d.stiffness, .stiffness, into: &fields)
        writer.write(a.damping, unless: d.damping, .damping, into: &fields)
        writer.write(a.initialVelocity, unless: d.initialVelocity, .initialVelocity, into: &fields)
        if a.allowsOverdamping { fields.insert(.allowsOverdamping) }
        return true
      }
    case .keyframe(let a):
      packed = writer.write(.keyframe, a) { writer, fields in
        writer.write(keyframesOf: a, into: &fields)
      }
    case .group, .transition:
      return nil
    }
    guard packed else { return nil }
    return writer.bytes
  }

  /// The fields that differ from their defaults, one bit each, in the order they are written.
  private struct Fields: OptionSet {
    let rawValue: UInt32
    static let beginTime = Fields(rawValue: 1 << 0)
    static let duration = Fields(rawValue: 1 << 1)
    static let speed = Fields(rawValue: 1 << 2)
    static let timeOffset = Fields(rawValue: 1 << 3)
    static let repeatCount = Fields(rawValue: 1 << 4)
    static let repeatDuration = Fields(rawValue: 1 << 5)
    static let autoreverses = Fields(rawValue: 1 << 6)
    static let fillMode = Fields(rawValue: 1 << 7)
    static let timingFunction = Fields(rawValue: 1 << 8)
    static let keptOnCompletion = Fields(rawValue: 1 << 9)
    static let additive = Fields(rawValue: 1 << 10)
    static let cumulative = Fields(rawValue: 1 << 11)
    static let valueFunction = Fields(rawValue: 1 << 12)
    static let fromValue = Fields(rawValue: 1 << 13)
    static let toValue = Fields(rawValue: 1 << 14)
    static let byValue = Fields(rawValue: 1 << 15)
    static let mass = Fields(rawValue: 1 << 16)
    static let stiffness = Fields(rawValue: 1 << 17)
    static let damping = Fields(rawValue: 1 << 18)
    static let initialVelocity = Fields(rawValue: 1 << 19)
    static let allowsOverdamping = Fields(rawValue: 1 << 20)
    static let keyTimes = Fields(rawValue: 1 << 21)
    static let timingFunctions = Fields(rawValue: 1 << 22)
    static let calculationMode = Fields(rawValue: 1 << 23)
    static let tensionValues = Fields(rawValue: 1 << 24)
    static let continuityValues = Fields(rawValue: 1 << 25)
    static let biasValues = Fields(rawValue: 1 << 26)
    static let rotationMode = Fields(rawValue: 1 << 27)
  }

  /// The kinds that pack.
  private enum Kind: UInt8 {
    case basic, spring, keyframe
  }

  /// The animation packed at `bytes`.
  static func animation(at bytes: UnsafeRawPointer) -> Animation {
    var reader = Reader(base: bytes)
    let kind = Kind(rawValue: reader.byte()) ?? .basic
    let fields = Fields(rawValue: reader.word())
    let keyPath = reader.keyPath()
    let base = reader.base(fields)
    switch kind {
    case .basic:
      var a = BasicAnimation(keyPath: keyPath)
      a.base = base
      reader.property(fields, &a.isAdditive, &a.isCumulative, &a.valueFunction)
      (a.fromValue, a.toValue, a.byValue) = reader.values(fields)
      return .basic(a)
    case .spring:
      var a = SpringAnimation(keyPath: keyPath)
      a.base = base
      reader.property(fields, &a.isAdditive, &a.isCumulative, &a.valueFunction)
      (a.fromValue, a.toValue, a.byValue) = reader.values(fields)
      if fields.contains(.mass) { a.mass = reader.double() }
      if fields.contains(.stiffness) { a.stiffness = reader.double() }
      if fields.contains(.damping) { a.damping = reader.double() }
      if fields.contains(.initialVelocity) { a.initialVelocity = reader.double() }
      a.allowsOverdamping = fields.contains(.allowsOverdamping)
      return .spring(a)
    case .keyframe:
      var a = KeyframeAnimation(keyPath: keyPath)
      a.base = base
      reader.property(fields, &a.isAdditive, &a.isCumulative, &a.valueFunction)
      reader.keyframes(fields, into: &a)
      return .keyframe(a)
    }
  }

  /// The removal flag alone of the animation packed at `bytes`.
  static func isRemovedOnCompletion(at bytes: UnsafeRawPointer) -> Bool {
    var reader = Reader(base: bytes)
    _ = reader.byte()
    return !Fields(rawValue: reader.word()).contains(.keptOnCompletion)
  }

  /// The timing alone of the animation packed at `bytes`.
  static func timing(at bytes: UnsafeRawPointer) -> MediaTiming {
    var reader = Reader(base: bytes)
    _ = reader.byte()
    let fields = Fields(rawValue: reader.word())
    _ = reader.keyPath()
    return reader.base(fields).timing
  }

  // MARK: Writing

  /// The bytes being written.
  private struct Writer {
    var bytes: [UInt8] = []

    /// Writes the common part of `animation` of kind `kind`, then the kind's own (`rest`);
    /// `false` when a field does not pack.
    mutating func write<A: PropertyAnimation>(
      _ kind: Kind, _ animation: A, rest: (inout Writer, inout Fields) -> Bool
    ) -> Bool {
      guard animation.keyPath.isValid, animation.base.userInfo.isEmpty,
        let property = Codes.properties.firstIndex(of: animation.keyPath.property),
        let component = Codes.components.firstIndex(of: animation.keyPath.component)
      else { return false }
      bytes.append(kind.rawValue)
      let maskAt = bytes.count
      bytes.append(contentsOf: [0, 0, 0, 0])
      bytes.append(UInt8(property))
      bytes.append(UInt8(component))
      var fields = Fields()
      guard write(base: animation.base, into: &fields) else { return false }
      if animation.isAdditive { fields.insert(.additive) }
      if animation.isCumulative { fields.insert(.cumulative) }
      if let function = animation.valueFunction,
        let code = Codes.valueFunctions.firstIndex(of: function)
      {
        fields.insert(.valueFunction)
        bytes.append(UInt8(code))
      }
      guard rest(&self, &fields) else { return false }
      withUnsafeBytes(of: fields.rawValue.littleEndian) {
        for (index, byte) in $0.enumerated() { bytes[maskAt + index] = byte }
      }
      return true
    }

    /// The timing, timing function and removal flag.
    mutating func write(base: AnimationBase, into fields: inout Fields) -> Bool {
      let timing = base.timing
      let d = MediaTiming()
      write(timing.beginTime, unless: d.beginTime, .beginTime, into: &fields)
      write(timing.duration, unless: d.duration, .duration, into: &fields)
      write(timing.speed, unless: d.speed, .speed, into: &fields)
      write(timing.timeOffset, unless: d.timeOffset, .timeOffset, into: &fields)
      write(timing.repeatCount, unless: d.repeatCount, .repeatCount, into: &fields)
      write(timing.repeatDuration, unless: d.repeatDuration, .repeatDuration, into: &fields)
      if timing.autoreverses { fields.insert(.autoreverses) }
      if timing.fillMode != d.fillMode, let code = Codes.fillModes.firstIndex(of: timing.fillMode) {
        fields.insert(.fillMode)
        bytes.append(UInt8(code))
      }
      if let function = base.timingFunction {
        guard let code = Codes.preset(of: function) else { return false }
        fields.insert(.timingFunction)
        bytes.append(code)
      }
      if !base.isRemovedOnCompletion { fields.insert(.keptOnCompletion) }
      return true
    }

    /// `value`, unless it is `standard` bit for bit.
    mutating func write(
      _ value: Double, unless standard: Double, _ field: Fields, into fields: inout Fields
    ) {
      guard value.bitPattern != standard.bitPattern else { return }
      fields.insert(field)
      write(value)
    }

    mutating func write(_ value: Double) {
      withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func write(count: Int) -> Bool {
      guard let count = UInt32(exactly: count) else { return false }
      withUnsafeBytes(of: count.littleEndian) { bytes.append(contentsOf: $0) }
      return true
    }

    /// The from, to and by values that are set; `false` when one does not pack.
    mutating func write(
      values from: AnimatableValue?, _ to: AnimatableValue?, _ by: AnimatableValue?,
      into fields: inout Fields
    ) -> Bool {
      for (value, field) in [(from, Fields.fromValue), (to, .toValue), (by, .byValue)] {
        guard let value else { continue }
        guard write(value) else { return false }
        fields.insert(field)
      }
      return true
    }

    /// A value of a fixed size: its kind, then its raw bytes (a small whole number: its own
    /// code, then one byte); `false` for paths and lists.
    mutating func write(_ value: AnimatableValue) -> Bool {
      guard let code = Codes.kinds.firstIndex(of: value.kind) else { return false }
      func raw<T>(_ v: T) -> Bool {
        bytes.append(UInt8(code))
        withUnsafeBytes(of: v) { bytes.append(contentsOf: $0) }
        return true
      }
      switch value {
      case .number(let v):
        // A small whole number (0, 1, -1, 90 …: most from and to values) in one byte.
        if let small = Int8(exactly: v), Double(small).bitPattern == v.bitPattern {
          bytes.append(Codes.smallNumber)
          bytes.append(UInt8(bitPattern: small))
          return true
        }
        return raw(v)
      case .point(let v): return raw(v)
      case .size(let v): return raw(v)
      case .rect(let v): return raw(v)
      case .color(let v): return raw(v)
      case .transform(let v): return raw(v)
      case .bool(let v): return raw(v)
      case .vector3(let v): return raw(v)
      case .path, .numbers, .colors: return false
      }
    }

    /// A list of numbers: its count, then each.
    mutating func write(_ list: [Double]?, _ field: Fields, into fields: inout Fields) -> Bool {
      guard let list else { return true }
      guard write(count: list.count) else { return false }
      for value in list { write(value) }
      fields.insert(field)
      return true
    }

    /// A keyframe animation's own fields; `false` for a path or a field that does not pack.
    mutating func write(keyframesOf a: KeyframeAnimation, into fields: inout Fields) -> Bool {
      guard a.path == nil, write(count: a.values.count) else { return false }
      for value in a.values {
        guard write(value) else { return false }
      }
      guard write(a.keyTimes, .keyTimes, into: &fields) else { return false }
      if let functions = a.timingFunctions {
        let codes = functions.compactMap(Codes.preset(of:))
        guard codes.count == functions.count, write(count: codes.count) else { return false }
        bytes.append(contentsOf: codes)
        fields.insert(.timingFunctions)
      }
      if a.calculationMode != .linear,
        let code = Codes.calculationModes.firstIndex(of: a.calculationMode)
      {
        fields.insert(.calculationMode)
        bytes.append(UInt8(code))
      }
      guard write(a.tensionValues, .tensionValues, into: &fields),
        write(a.continuityValues, .continuityValues, into: &fields),
        write(a.biasValues, .biasValues, into: &fields)
      else { return false }
      if let mode = a.rotationMode, let code = Codes.rotationModes.firstIndex(of: mode) {
        fields.insert(.rotationMode)
        bytes.append(UInt8(code))
      }
      return true
    }
  }

  // MARK: Reading

  /// A cursor over the bytes, which the writer made: every read is in range.
  private struct Reader {
    let base: UnsafeRawPointer
    var cursor = 0

    mutating func byte() -> UInt8 {
      defer { cursor += 1 }
      return base.load(fromByteOffset: cursor, as: UInt8.self)
    }

    mutating func word() -> UInt32 {
      defer { cursor += 4 }
      return UInt32(littleEndian: raw(UInt32.self))
    }

    mutating func double() -> Double {
      defer { cursor += 8 }
      return Double(bitPattern: UInt64(littleEndian: raw(UInt64.self)))
    }

    /// A `T` from the next `MemoryLayout<T>.size` bytes (not moving on).
    private func raw<T>(_: T.Type) -> T {
      base.loadUnaligned(fromByteOffset: cursor, as: T.self)
    }

    mutating func keyPath() -> AnimatableKeyPath {
      let property = Codes.properties[Int(byte())]
      return AnimatableKeyPath(unchecked: property, Codes.components[Int(byte())])
    }

    mutating func base(_ fields: Fields) -> AnimationBase {
      var timing = MediaTiming()
      if fields.contains(.beginTime) { timing.beginTime = double() }
      if fields.contains(.duration) { timing.duration = double() }
      if fields.contains(.speed) { timing.speed = double() }
      if fields.contains(.timeOffset) { timing.timeOffset = double() }
      if fields.contains(.repeatCount) { timing.repeatCount = double() }
      if fields.contains(.repeatDuration) { timing.repeatDuration = double() }
      timing.autoreverses = fields.contains(.autoreverses)
      if fields.contains(.fillMode) { timing.fillMode = Codes.fillModes[Int(byte())] }
      var base = AnimationBase(timing: timing)
      if fields.contains(.timingFunction) { base.timingFunction = Codes.presets[Int(byte())] }
      base.isRemovedOnCompletion = !fields.contains(.keptOnCompletion)
      return base
    }

    mutating func property(
      _ fields: Fields, _ additive: inout Bool, _ cumulative: inout Bool,
      _ function: inout ValueFunction?
    ) {
      additive = fields.contains(.additive)
      cumulative = fields.contains(.cumulative)
      if fields.contains(.valueFunction) { function = Codes.valueFunctions[Int(byte())] }
    }

    mutating func values(_ fields: Fields)
      -> (AnimatableValue?, AnimatableValue?, AnimatableValue?)
    {
      let from = fields.contains(.fromValue) ? value() : nil
      let to = fields.contains(.toValue) ? value() : nil
      let by = fields.contains(.byValue) ? value() : nil
      return (from, to, by)
    }

    mutating func value() -> AnimatableValue {
      func raw<T>(_: T.Type) -> T {
        defer { cursor += MemoryLayout<T>.size }
        return self.raw(T.self)
      }
      let code = byte()
      if code == Codes.smallNumber { return .number(Double(Int8(bitPattern: byte()))) }
      switch Codes.kinds[Int(code)] {
      case .number: return .number(raw(Double.self))
      case .point: return .point(raw(Point.self))
      case .size: return .size(raw(Size.self))
      case .rect: return .rect(raw(Rect.self))
      case .color: return .color(raw(Color.self))
      case .transform: return .transform(raw(Transform3D.self))
      case .bool: return .bool(raw(Bool.self))
      case .vector3: return .vector3(raw(Vector3.self))
      case .path, .numbers, .colors: return .number(0)  // never written (see `Writer.write(_:)`)
      }
    }

    mutating func list() -> [Double] {
      (0..<Int(word())).map { _ in double() }
    }

    mutating func keyframes(_ fields: Fields, into a: inout KeyframeAnimation) {
      a.values = (0..<Int(word())).map { _ in value() }
      if fields.contains(.keyTimes) { a.keyTimes = list() }
      if fields.contains(.timingFunctions) {
        a.timingFunctions = (0..<Int(word())).map { _ in Codes.presets[Int(byte())] }
      }
      if fields.contains(.calculationMode) {
        a.calculationMode = Codes.calculationModes[Int(byte())]
      }
      if fields.contains(.tensionValues) { a.tensionValues = list() }
      if fields.contains(.continuityValues) { a.continuityValues = list() }
      if fields.contains(.biasValues) { a.biasValues = list() }
      if fields.contains(.rotationMode) { a.rotationMode = Codes.rotationModes[Int(byte())] }
    }
  }
}

/// The byte codes of the closed sets a packed animation names: each case's place in its list.
private enum Codes {
  static let properties = Array(LayerProperty.allCases)
  static let components = Array(AnimatableKeyPath.Component.allCases)
  static let valueFunctions = Array(ValueFunction.allCases)
  static let fillModes = Array(FillMode.allCases)
  static let calculationModes = Array(CalculationMode.allCases)
  static let rotationModes = Array(RotationMode.allCases)
  /// The kinds of value that pack: those of a fixed size.
  static let kinds: [ValueKind] = [
    .number, .point, .size, .rect, .color, .transform, .bool, .vector3,
  ]
  /// The code after the kinds': a number that is a whole number in `Int8`'s range (not −0),
  /// written in the byte after it.
  static let smallNumber = UInt8(kinds.count)
  /// The preset timing functions, which are shared objects: a function is one of them when it
  /// holds its curve (any function with a preset's control points does, see
  /// ``TimingFunction/init(controlPoints:_:_:_:)``).
  static let presets = TimingFunction.presets

  /// `function`'s code among the presets, `nil` for a function of its own.
  static func preset(of function: TimingFunction) -> UInt8? {
    presets.firstIndex { $0.curve === function.curve }.map(UInt8.init)
  }
}
