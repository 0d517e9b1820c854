/// The one table of animatable properties (<doc:Rules#L4>, Y1–Y7): for each ``LayerProperty``,
/// the kind of layer that has it and where its value lives in ``LayerProperties``, typed by its
/// value kind. Everything else about a property is read off its row:
///
///     row ─┬─ layerKind ───────────── belongs(to:), Y7's refusals
///          └─ field ─┬─ valueKind ─── validation, key-path components, slot widths
///                    ├─ read ──────── subscript(property), key-path strings, the default
///                    ├─ write ─────── setValue(_:forKeyPath:), the evaluator's results
///                    └─ slot codec ── the evaluator's flat storage (LayerProperties+Slots)
///
/// The table is one exhaustive switch and every reader switches over the row's few field kinds
/// without a `default:`, so a property added to ``LayerProperty`` without a row, or a field kind
/// without a reader, does not compile. A property's default is what ``LayerProperties`` of its
/// kind holds when new (Core Animation's documented defaults, declared once, on the stored
/// properties).
extension LayerProperty {
  /// The property's row: the kind of layer that has it and its field.
  ///
  /// - Complexity: O(1). Always inlined, so that a reader that wants one column (the value kind,
  ///   the layer kind) compiles to that column alone, without making the row's functions.
  @inline(__always)
  var row: PropertyRow {
    switch self {
    case .position: PropertyRow(.layer, .point({ $0.position }, { $0.position = $1 }))
    case .zPosition: PropertyRow(.layer, .number({ $0.zPosition }, { $0.zPosition = $1 }))
    case .anchorPoint: PropertyRow(.layer, .point({ $0.anchorPoint }, { $0.anchorPoint = $1 }))
    case .anchorPointZ: PropertyRow(.layer, .number({ $0.anchorPointZ }, { $0.anchorPointZ = $1 }))
    case .bounds: PropertyRow(.layer, .rect({ $0.bounds }, { $0.bounds = $1 }))
    case .transform: PropertyRow(.layer, .transform({ $0.transform }, { $0.transform = $1 }))
    case .sublayerTransform:
      PropertyRow(.layer, .transform({ $0.sublayerTransform }, { $0.sublayerTransform = $1 }))
    case .opacity: PropertyRow(.layer, .number({ $0.opacity }, { $0.opacity = $1 }))
    case .hidden: PropertyRow(.layer, .bool({ $0.isHidden }, { $0.isHidden = $1 }))
    case .backgroundColor:
      PropertyRow(.layer, .color({ $0.backgroundColor }, { $0.backgroundColor = $1 }))
    case .borderColor: PropertyRow(.layer, .color({ $0.borderColor }, { $0.borderColor = $1 }))
    case .borderWidth: PropertyRow(.layer, .number({ $0.borderWidth }, { $0.borderWidth = $1 }))
    case .cornerRadius: PropertyRow(.layer, .number({ $0.cornerRadius }, { $0.cornerRadius = $1 }))
    case .shadowColor: PropertyRow(.layer, .color({ $0.shadowColor }, { $0.shadowColor = $1 }))
    case .shadowOpacity:
      PropertyRow(.layer, .number({ $0.shadowOpacity }, { $0.shadowOpacity = $1 }))
    case .shadowOffset: PropertyRow(.layer, .size({ $0.shadowOffset }, { $0.shadowOffset = $1 }))
    case .shadowRadius: PropertyRow(.layer, .number({ $0.shadowRadius }, { $0.shadowRadius = $1 }))
    case .contentsRect: PropertyRow(.layer, .rect({ $0.contentsRect }, { $0.contentsRect = $1 }))
    case .masksToBounds: PropertyRow(.layer, .bool({ $0.masksToBounds }, { $0.masksToBounds = $1 }))
    case .doubleSided: PropertyRow(.layer, .bool({ $0.isDoubleSided }, { $0.isDoubleSided = $1 }))
    case .path:
      PropertyRow(.shape, .path({ $0[fields: \.shape].path }, { $0[fields: \.shape].path = $1 }))
    case .fillColor:
      PropertyRow(
        .shape, .color({ $0[fields: \.shape].fillColor }, { $0[fields: \.shape].fillColor = $1 }))
    case .strokeColor:
      PropertyRow(
        .shape,
        .color({ $0[fields: \.shape].strokeColor }, { $0[fields: \.shape].strokeColor = $1 }))
    case .lineWidth:
      PropertyRow(
        .shape, .number({ $0[fields: \.shape].lineWidth }, { $0[fields: \.shape].lineWidth = $1 }))
    case .strokeStart:
      PropertyRow(
        .shape,
        .number({ $0[fields: \.shape].strokeStart }, { $0[fields: \.shape].strokeStart = $1 }))
    case .strokeEnd:
      PropertyRow(
        .shape, .number({ $0[fields: \.shape].strokeEnd }, { $0[fields: \.shape].strokeEnd = $1 }))
    case .lineDashPhase:
      PropertyRow(
        .shape,
        .number({ $0[fields: \.shape].lineDashPhase }, { $0[fields: \.shape].lineDashPhase = $1 }))
    case .miterLimit:
      PropertyRow(
        .shape, .number({ $0[fields: \.shape].miterLimit }, { $0[fields: \.shape].miterLimit = $1 })
      )
    case .colors:
      PropertyRow(
        .gradient,
        .colors({ $0[fields: \.gradient].colors }, { $0[fields: \.gradient].colors = $1 }))
    case .locations:
      PropertyRow(
        .gradient,
        .numbers({ $0[fields: \.gradient].locations }, { $0[fields: \.gradient].locations = $1 }))
    case .startPoint:
      PropertyRow(
        .gradient,
        .point({ $0[fields: \.gradient].startPoint }, { $0[fields: \.gradient].startPoint = $1 }))
    case .endPoint:
      PropertyRow(
        .gradient,
        .point({ $0[fields: \.gradient].endPoint }, { $0[fields: \.gradient].endPoint = $1 }))
    case .instanceTransform:
      PropertyRow(
        .replicator,
        .transform(
          { $0[fields: \.replicator].instanceTransform },
          { $0[fields: \.replicator].instanceTransform = $1 })
      )
    case .instanceColor:
      PropertyRow(
        .replicator,
        .color(
          { $0[fields: \.replicator].instanceColor },
          { $0[fields: \.replicator].instanceColor = $1 }))
    case .instanceRedOffset:
      PropertyRow(
        .replicator,
        .number(
          { $0[fields: \.replicator].instanceRedOffset },
          { $0[fields: \.replicator].instanceRedOffset = $1 })
      )
    case .instanceGreenOffset:
      PropertyRow(
        .replicator,
        .number(
          { $0[fields: \.replicator].instanceGreenOffset },
          { $0[fields: \.replicator].instanceGreenOffset = $1 }))
    case .instanceBlueOffset:
      PropertyRow(
        .replicator,
        .number(
          { $0[fields: \.replicator].instanceBlueOffset },
          { $0[fields: \.replicator].instanceBlueOffset = $1 }))
    case .instanceAlphaOffset:
      PropertyRow(
        .replicator,
        .number(
          { $0[fields: \.replicator].instanceAlphaOffset },
          { $0[fields: \.replicator].instanceAlphaOffset = $1 }))
    case .fontSize:
      PropertyRow(
        .text, .number({ $0[fields: \.text].fontSize }, { $0[fields: \.text].fontSize = $1 }))
    case .foregroundColor:
      PropertyRow(
        .text,
        .color({ $0[fields: \.text].foregroundColor }, { $0[fields: \.text].foregroundColor = $1 }))
    }
  }

  /// The kind of layer that has the property (<doc:Rules#Y7>): every layer has the base layer's.
  public var layerKind: LayerKind { row.layerKind }

  /// The kind of value the property holds.
  public var valueKind: ValueKind { row.field.valueKind }

  /// The property's default: its value in a new layer of its kind (`CALayer`'s, `CAShapeLayer`'s,
  /// … documented defaults, <doc:Rules#L4>).
  public var defaultValue: AnimatableValue { LayerProperties(kind: layerKind)[self] }
}

/// One row of the property table: the kind of layer that has the property and its field.
struct PropertyRow {
  /// The kind of layer that has the property (Y7).
  let layerKind: LayerKind
  /// Where the value lives, typed by its kind.
  let field: PropertyField

  init(_ layerKind: LayerKind, _ field: PropertyField) {
    self.layerKind = layerKind
    self.field = field
  }
}

/// Where a property's value lives in ``LayerProperties``, one case per kind of value a property
/// can hold (``ValueKind`` less `vector3`, which only value-function inputs carry): how to read
/// it and how to write it, as two plain functions. (Functions rather than key paths: applying a
/// key path that is not a literal at the use goes through the runtime, several times the cost of
/// a read on the evaluator's hot paths.)
///
/// A kind's property is reached through the kind's fields (`properties[fields: \.shape]` and the
/// like): reading it from values of another kind gives its default; writing it there does
/// nothing, since the callers check the kind first (Y7).
enum PropertyField {
  /// How a value of type `Value` is read from the properties.
  typealias Read<Value> = (LayerProperties) -> Value
  /// How it is written.
  typealias Write<Value> = (inout LayerProperties, Value) -> Void

  case number(Read<Double>, Write<Double>)
  case bool(Read<Bool>, Write<Bool>)
  case point(Read<Point>, Write<Point>)
  case size(Read<Size>, Write<Size>)
  case rect(Read<Rect>, Write<Rect>)
  case color(Read<Color>, Write<Color>)
  case transform(Read<Transform3D>, Write<Transform3D>)
  case path(Read<Path>, Write<Path>)
  case numbers(Read<[Double]>, Write<[Double]>)
  case colors(Read<[Color]>, Write<[Color]>)

  /// The kind of value the field holds.
  @inline(__always)
  var valueKind: ValueKind {
    switch self {
    case .number: .number
    case .bool: .bool
    case .point: .point
    case .size: .size
    case .rect: .rect
    case .color: .color
    case .transform: .transform
    case .path: .path
    case .numbers: .numbers
    case .colors: .colors
    }
  }
}

// MARK: - Read and write

extension LayerProperties {
  /// The whole value of `property` (`valueForKey:`, <doc:Rules#L5>): its default when these
  /// values are of a kind that does not have it.
  ///
  /// - Complexity: O(1).
  public subscript(property: LayerProperty) -> AnimatableValue {
    switch property.row.field {
    case .number(let read, _): .number(read(self))
    case .bool(let read, _): .bool(read(self))
    case .point(let read, _): .point(read(self))
    case .size(let read, _): .size(read(self))
    case .rect(let read, _): .rect(read(self))
    case .color(let read, _): .color(read(self))
    case .transform(let read, _): .transform(read(self))
    case .path(let read, _): .path(read(self))
    case .numbers(let read, _): .numbers(read(self))
    case .colors(let read, _): .colors(read(self))
    }
  }

  /// Sets the whole value of `property`. A value of another kind is ignored (validation keeps it
  /// from getting here), as is a property these values' kind does not have.
  mutating func setWhole(_ value: AnimatableValue, _ property: LayerProperty) {
    switch property.row.field {
    case .number(_, let write): if case .number(let v) = value { write(&self, v) }
    case .bool(_, let write): if case .bool(let v) = value { write(&self, v) }
    case .point(_, let write): if case .point(let v) = value { write(&self, v) }
    case .size(_, let write): if case .size(let v) = value { write(&self, v) }
    case .rect(_, let write): if case .rect(let v) = value { write(&self, v) }
    case .color(_, let write): if case .color(let v) = value { write(&self, v) }
    case .transform(_, let write): if case .transform(let v) = value { write(&self, v) }
    case .path(_, let write): if case .path(let v) = value { write(&self, v) }
    case .numbers(_, let write): if case .numbers(let v) = value { write(&self, v) }
    case .colors(_, let write): if case .colors(let v) = value { write(&self, v) }
    }
  }

  /// The transform stored for `property`, read without making a boxed value; the identity for a
  /// property that holds no transform.
  func transform(of property: LayerProperty) -> Transform3D {
    guard case .transform(let read, _) = property.row.field else { return .identity }
    return read(self)
  }

  /// Stores a transform for `property` without making a boxed value: the evaluator's way to
  /// write transforms. Nothing happens for a property that holds no transform.
  mutating func setTransform(_ value: Transform3D, _ property: LayerProperty) {
    guard case .transform(_, let write) = property.row.field else { return }
    write(&self, value)
  }
}
