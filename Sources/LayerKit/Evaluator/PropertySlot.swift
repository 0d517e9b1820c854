/// A place in a layer's flat evaluation storage: one animatable property, or the progress of the
/// running transition (<doc:Rules#X1>), which is not a property but is presented like one.
///
/// The evaluator writes animated values into slots and never sees a layer: a slot is a run of
/// ``ValueKind/scalarWidth`` numbers, at an offset the layer assigns.
enum PropertySlot: Hashable, Sendable, BitwiseCopyable {
  /// An animatable property (<doc:Rules#L4>).
  case property(LayerProperty)
  /// Whether a transition shows (0 or 1) followed by its progress (<doc:Rules#X1>).
  case transitionProgress

  /// Whether the slot holds a path or a list, kept beside the flat numbers (Y2, Y4).
  var isStructured: Bool {
    switch self {
    case .property(let property): property.valueKind.isStructured
    case .transitionProgress: false
    }
  }

  /// Whether the slot holds a transform (`transform`, `sublayerTransform`).
  var isTransform: Bool {
    switch self {
    case .property(let property): property.valueKind == .transform
    case .transitionProgress: false
    }
  }

  /// How many numbers the slot takes (a transform laid out narrow takes fewer: see
  /// ``SlotEntry/scalarWidth``).
  var scalarWidth: Int {
    switch self {
    case .property(let property): property.valueKind.scalarWidth
    case .transitionProgress: 2
    }
  }
}

extension Transform3D {
  /// The transform stored as sixteen numbers at `pointer`, in Core Animation's field order.
  init(loading pointer: UnsafePointer<Double>) {
    self.init(
      m11: pointer[0], m12: pointer[1], m13: pointer[2], m14: pointer[3],
      m21: pointer[4], m22: pointer[5], m23: pointer[6], m24: pointer[7],
      m31: pointer[8], m32: pointer[9], m33: pointer[10], m34: pointer[11],
      m41: pointer[12], m42: pointer[13], m43: pointer[14], m44: pointer[15])
  }

  /// Stores the sixteen fields at `pointer`, in Core Animation's field order. A first field
  /// that is a NaN with ``PendingTransform/marker``'s bits (which no arithmetic makes, but a
  /// caller can write) is stored as the ordinary NaN, so that the slot is not read as the
  /// one-number form.
  func store(to pointer: UnsafeMutablePointer<Double>) {
    pointer[0] = PendingTransform.isMarker(m11.bitPattern) ? .nan : m11
    pointer[1] = m12
    pointer[2] = m13
    pointer[3] = m14
    pointer[4] = m21
    pointer[5] = m22
    pointer[6] = m23
    pointer[7] = m24
    pointer[8] = m31
    pointer[9] = m32
    pointer[10] = m33
    pointer[11] = m34
    pointer[12] = m41
    pointer[13] = m42
    pointer[14] = m43
    pointer[15] = m44
  }
}

extension AnimatableKeyPath {
  /// The value at this key path of the property stored as its run of numbers at `pointer`,
  /// given the property's ``LayerProperty/valueKind`` (looked up once by the caller: it is a
  /// switch over every property).
  func value(in pointer: UnsafePointer<Double>, propertyKind: ValueKind) -> AnimatableValue {
    if propertyKind == .transform {
      let transform = Transform3D(presentedAt: pointer)
      return component == .whole ? .transform(transform) : transform.component(component)
    }
    let kind = component.valueKind ?? propertyKind
    var lanes = Lanes.zero
    let start = component.laneOffset
    for j in 0..<kind.scalarWidth { lanes[j] = pointer[start + j] }
    return AnimatableValue(kind: kind, lanes: lanes)
  }
}

// MARK: - Transforms kept as one number until read

/// A transform slot can hold, instead of sixteen fields, a single-axis rotation or translation
/// on the identity as one number (no trigonometry until a whole transform is read), in two
/// fields: the first a NaN with a payload of its own (``marker``: a matrix computed from extreme
/// values could hold a NaN, never this one) whose low byte is the component's code, the second
/// the value. The identity itself is held the same way, with ``identityCode``: a model transform
/// that is exactly the identity is stored so, and a component written onto it is one number
/// written, not sixteen compared. ``Transform3D/init(presentedAt:)`` reads either form; writers
/// that need the matrix call ``materializeTransform(at:)`` first, and readers of model values
/// read with ``Transform3D/init(presentedAt:)``.
///
///     rotation.z = 0.5    | NaN·"LKPEN"·03 | 0.5 |  (the slot's other fourteen fields unused)
///     identity            | NaN·"LKPEN"·07 | 0   |
enum PendingTransform {
  /// The bits in the first field that mark the one-number form, but for the low byte (the
  /// code): a quiet NaN whose payload spells "LKPEN", which no arithmetic produces.
  static let marker: UInt64 = 0x7FF8_4C4B_5045_4E00
  /// The bits of the first field that hold the code.
  static let codeBits: UInt64 = 0xFF
  /// The components that can be held this way (those of
  /// `Transform3D.settingOnIdentity(_:_:)`), by code.
  static let components: [AnimatableKeyPath.Component] = [
    .rotation, .rotationX, .rotationY, .rotationZ, .translationX, .translationY, .translationZ,
  ]

  /// The code of the identity (no component): one past the components' codes.
  static let identityCode: UInt64 = 7

  /// How many numbers the one-number form takes: the marker with the code, and the value. A
  /// slot that only ever holds this form is laid out this wide (``SlotEntry/isNarrow``).
  static let width = 2

  /// The code of `component`, or `nil` when it cannot be held as one number.
  @inline(__always)
  static func code(of component: AnimatableKeyPath.Component) -> UInt64? {
    switch component {
    case .rotation: 0
    case .rotationX: 1
    case .rotationY: 2
    case .rotationZ: 3
    case .translationX: 4
    case .translationY: 5
    case .translationZ: 6
    case .whole, .x, .y, .width, .height, .origin, .originX, .originY, .size, .sizeWidth,
      .sizeHeight, .scale, .scaleX, .scaleY, .scaleZ, .translation:
      nil
    }
  }

  /// Whether `code` holds a rotation about z (`transform.rotation` turns about z too).
  @inline(__always)
  static func isRotationZ(_ code: UInt64) -> Bool {
    code == Self.code(of: .rotationZ) || code == Self.code(of: .rotation)
  }

  /// Writes the transform in the slot at `source`, in either form, as its sixteen fields at
  /// `target`: what `Transform3D(presentedAt: source).store(to: target)` writes. A rotation
  /// about z, the one-number form a frame's turn takes, is written straight from its angle,
  /// without making the transform: a renderer's transform column reads one a layer, and
  /// making the transform first cost 3.5–5 ns more a layer (`tree-10k-columns` 0.60–0.62 →
  /// 0.56–0.59 ms, BENCHMARKS.md). Every other form goes through the transform. With
  /// `-D LAYERKIT_CHECK_INVARIANTS`, the fields written are checked bit for bit against the
  /// transform's.
  @inline(__always)
  static func storeFields(
    of source: UnsafePointer<Double>, to target: UnsafeMutablePointer<Double>
  ) {
    if isPending(source), isRotationZ(heldCode(source)),
      let (c, s) = Transform3D.cosineAndSine(ofRotationZ: source[1])
    {
      // Row by row: (c, s, 0, 0), (−s, c, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1).
      target[0] = c
      target[1] = s
      target[2] = 0
      target[3] = 0
      target[4] = -s
      target[5] = c
      target[6] = 0
      target[7] = 0
      target[8] = 0
      target[9] = 0
      target[10] = 1
      target[11] = 0
      target[12] = 0
      target[13] = 0
      target[14] = 0
      target[15] = 1
      checkStoredFields(of: source, at: target)
      return
    }
    Transform3D(presentedAt: source).store(to: target)
  }

  #if LAYERKIT_CHECK_INVARIANTS
    /// Checks that the sixteen fields at `target` are, bit for bit, those
    /// `Transform3D(presentedAt: source).store(to:)` writes.
    static func checkStoredFields(
      of source: UnsafePointer<Double>, at target: UnsafeMutablePointer<Double>
    ) {
      var expected = [Double](repeating: 0, count: 16)
      expected.withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        Transform3D(presentedAt: source).store(to: base)
      }
      precondition(
        (0..<16).allSatisfy { target[$0].bitPattern == expected[$0].bitPattern },
        "PendingTransform: a turn's fields differ from its transform's")
    }
  #else
    /// Checks nothing unless built with `-D LAYERKIT_CHECK_INVARIANTS`.
    @inline(__always)
    static func checkStoredFields(
      of source: UnsafePointer<Double>, at target: UnsafeMutablePointer<Double>
    ) {}
  #endif

  /// Whether `bits` are those of a marker (with any code).
  @inline(__always)
  static func isMarker(_ bits: UInt64) -> Bool { bits & ~codeBits == marker }

  /// Whether the transform slot at `pointer` holds the one-number form.
  @inline(__always)
  static func isPending(_ pointer: UnsafePointer<Double>) -> Bool {
    isMarker(pointer[0].bitPattern)
  }

  /// The code the one-number form at `pointer` holds.
  @inline(__always)
  static func heldCode(_ pointer: UnsafePointer<Double>) -> UInt64 {
    pointer[0].bitPattern & codeBits
  }

  /// Stores `component` = `value` on the identity in the one-number form.
  @inline(__always)
  static func store(
    _ code: UInt64, _ value: Double, to pointer: UnsafeMutablePointer<Double>
  ) {
    pointer[0] = Double(bitPattern: marker | code)
    pointer[1] = value
  }

  /// Stores the identity in the one-number form.
  @inline(__always)
  static func storeIdentity(to pointer: UnsafeMutablePointer<Double>) {
    store(identityCode, 0, to: pointer)
  }

  /// Whether the one-number form at `pointer` can be replaced by `component` = a value (code
  /// `code`) without reading it: it holds the identity, on which setting or adding a component
  /// gives that component alone, or it holds the same component and the value replaces it.
  @inline(__always)
  static func isReplaceable(
    _ pointer: UnsafePointer<Double>, by code: UInt64, isAdditive: Bool
  ) -> Bool {
    let held = pointer[0].bitPattern
    return held == marker | identityCode || (!isAdditive && held == marker | code)
  }
}

/// Whether the sixteen fields at `pointer` are exactly the identity's (IEEE equality), compared
/// in place, two at a time.
@inline(__always)
func isIdentityTransform(at pointer: UnsafePointer<Double>) -> Bool {
  let raw = UnsafeRawPointer(pointer)
  let rows = (
    raw.loadUnaligned(as: SIMD4<Double>.self),
    raw.loadUnaligned(fromByteOffset: 32, as: SIMD4<Double>.self),
    raw.loadUnaligned(fromByteOffset: 64, as: SIMD4<Double>.self),
    raw.loadUnaligned(fromByteOffset: 96, as: SIMD4<Double>.self)
  )
  return rows.0 == SIMD4(1, 0, 0, 0) && rows.1 == SIMD4(0, 1, 0, 0) && rows.2 == SIMD4(0, 0, 1, 0)
    && rows.3 == SIMD4(0, 0, 0, 1)
}

extension Transform3D {
  /// Whether every field has the identity's bits: ones on the diagonal, +0 elsewhere (a −0
  /// is not, so that a model transform keeps its zeros' signs).
  @inline(__always)
  var isIdentityBitForBit: Bool {
    let one = (1.0).bitPattern
    let diagonal =
      m11.bitPattern == one && m22.bitPattern == one && m33.bitPattern == one
      && m44.bitPattern == one
    let rest =
      m12.bitPattern | m13.bitPattern | m14.bitPattern | m21.bitPattern | m23.bitPattern
      | m24.bitPattern | m31.bitPattern | m32.bitPattern | m34.bitPattern | m41.bitPattern
      | m42.bitPattern | m43.bitPattern
    return diagonal && rest == 0
  }
}

/// Turns the transform slot at `pointer` back into sixteen fields if it holds the one-number
/// form.
@inline(__always)
func materializeTransform(at pointer: UnsafeMutablePointer<Double>) {
  guard PendingTransform.isPending(pointer) else { return }
  Transform3D(presentedAt: pointer).store(to: pointer)
}

extension Transform3D {
  /// The transform in the slot at `pointer`, in either form (see `PendingTransform`).
  init(presentedAt pointer: UnsafePointer<Double>) {
    guard PendingTransform.isPending(pointer) else {
      self.init(loading: pointer)
      return
    }
    let code = Int(PendingTransform.heldCode(pointer))
    let components = PendingTransform.components
    // `identityCode`, the only other code written, is the identity.
    guard code < components.count else {
      self = .identity
      return
    }
    self = Transform3D.identity.settingOnIdentity(components[code], pointer[1]) ?? .identity
  }
}

extension ValueFunction {
  /// The transform for an input held in lanes (a number in lane 0, or a ``Vector3`` in lanes
  /// 0–2): ``transform(for:)`` without making an ``AnimatableValue``.
  func transform(lanes v: Lanes) -> Transform3D {
    switch self {
    case .rotateX: Transform3D(rotationAngle: v[0], x: 1, y: 0, z: 0)
    case .rotateY: Transform3D(rotationAngle: v[0], x: 0, y: 1, z: 0)
    case .rotateZ: Transform3D(rotationAngle: v[0], x: 0, y: 0, z: 1)
    case .scale: Transform3D(scaleX: v[0], y: v[1], z: v[2])
    case .scaleX: Transform3D(scaleX: v[0], y: 1, z: 1)
    case .scaleY: Transform3D(scaleX: 1, y: v[0], z: 1)
    case .scaleZ: Transform3D(scaleX: 1, y: 1, z: v[0])
    case .translate: Transform3D(translationX: v[0], y: v[1], z: v[2])
    case .translateX: Transform3D(translationX: v[0], y: 0, z: 0)
    case .translateY: Transform3D(translationX: 0, y: v[0], z: 0)
    case .translateZ: Transform3D(translationX: 0, y: 0, z: v[0])
    }
  }
}
