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
  /// - Complexity: O(1).
  var row: PropertyRow {
    switch self {
    case .position: PropertyRow(.layer, .point(\.position))
    case .zPosition: PropertyRow(.layer, .number(\.zPosition))
    case .anchorPoint: PropertyRow(.layer, .point(\.anchorPoint))
    case .anchorPointZ: PropertyRow(.layer, .number(\.anchorPointZ))
    case .bounds: PropertyRow(.layer, .rect(\.bounds))
    case .transform: PropertyRow(.layer, .transform(\.transform))
    case .sublayerTransform: PropertyRow(.layer, .transform(\.sublayerTransform))
    case .opacity: PropertyRow(.layer, .number(\.opacity))
    case .hidden: PropertyRow(.layer, .bool(\.isHidden))
    case .backgroundColor: PropertyRow(.layer, .color(\.backgroundColor))
    case .borderColor: PropertyRow(.layer, .color(\.borderColor))
    case .borderWidth: PropertyRow(.layer, .number(\.borderWidth))
    case .cornerRadius: PropertyRow(.layer, .number(\.cornerRadius))
    case .shadowColor: PropertyRow(.layer, .color(\.shadowColor))
    case .shadowOpacity: PropertyRow(.layer, .number(\.shadowOpacity))
    case .shadowOffset: PropertyRow(.layer, .size(\.shadowOffset))
    case .shadowRadius: PropertyRow(.layer, .number(\.shadowRadius))
    case .contentsRect: PropertyRow(.layer, .rect(\.contentsRect))
    case .masksToBounds: PropertyRow(.layer, .bool(\.masksToBounds))
    case .doubleSided: PropertyRow(.layer, .bool(\.isDoubleSided))
    case .path: PropertyRow(.shape, .path(\.shapeFields.path))
    case .fillColor: PropertyRow(.shape, .color(\.shapeFields.fillColor))
    case .strokeColor: PropertyRow(.shape, .color(\.shapeFields.strokeColor))
    case .lineWidth: PropertyRow(.shape, .number(\.shapeFields.lineWidth))
    case .strokeStart: PropertyRow(.shape, .number(\.shapeFields.strokeStart))
    case .strokeEnd: PropertyRow(.shape, .number(\.shapeFields.strokeEnd))
    case .lineDashPhase: PropertyRow(.shape, .number(\.shapeFields.lineDashPhase))
    case .miterLimit: PropertyRow(.shape, .number(\.shapeFields.miterLimit))
    case .colors: PropertyRow(.gradient, .colors(\.gradientFields.colors))
    case .locations: PropertyRow(.gradient, .numbers(\.gradientFields.locations))
    case .startPoint: PropertyRow(.gradient, .point(\.gradientFields.startPoint))
    case .endPoint: PropertyRow(.gradient, .point(\.gradientFields.endPoint))
    case .instanceTransform:
      PropertyRow(.replicator, .transform(\.replicatorFields.instanceTransform))
    case .instanceColor: PropertyRow(.replicator, .color(\.replicatorFields.instanceColor))
    case .instanceRedOffset:
      PropertyRow(.replicator, .number(\.replicatorFields.instanceRedOffset))
    case .instanceGreenOffset:
      PropertyRow(.replicator, .number(\.replicatorFields.instanceGreenOffset))
    case .instanceBlueOffset:
      PropertyRow(.replicator, .number(\.replicatorFields.instanceBlueOffset))
    case .instanceAlphaOffset:
      PropertyRow(.replicator, .number(\.replicatorFields.instanceAlphaOffset))
    case .fontSize: PropertyRow(.text, .number(\.textFields.fontSize))
    case .foregroundColor: PropertyRow(.text, .color(\.textFields.foregroundColor))
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
/// can hold (``ValueKind`` less `vector3`, which only value-function inputs carry).
///
/// A kind's property is reached through the kind's fields (`shapeFields` and the like): reading
/// it from values of another kind gives its default; writing it there does nothing, since the
/// callers check the kind first (Y7).
enum PropertyField {
  case number(WritableKeyPath<LayerProperties, Double>)
  case bool(WritableKeyPath<LayerProperties, Bool>)
  case point(WritableKeyPath<LayerProperties, Point>)
  case size(WritableKeyPath<LayerProperties, Size>)
  case rect(WritableKeyPath<LayerProperties, Rect>)
  case color(WritableKeyPath<LayerProperties, Color>)
  case transform(WritableKeyPath<LayerProperties, Transform3D>)
  case path(WritableKeyPath<LayerProperties, Path>)
  case numbers(WritableKeyPath<LayerProperties, [Double]>)
  case colors(WritableKeyPath<LayerProperties, [Color]>)

  /// The kind of value the field holds.
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
    case .number(let field): .number(self[keyPath: field])
    case .bool(let field): .bool(self[keyPath: field])
    case .point(let field): .point(self[keyPath: field])
    case .size(let field): .size(self[keyPath: field])
    case .rect(let field): .rect(self[keyPath: field])
    case .color(let field): .color(self[keyPath: field])
    case .transform(let field): .transform(self[keyPath: field])
    case .path(let field): .path(self[keyPath: field])
    case .numbers(let field): .numbers(self[keyPath: field])
    case .colors(let field): .colors(self[keyPath: field])
    }
  }

  /// Sets the whole value of `property`. A value of another kind is ignored (validation keeps it
  /// from getting here), as is a property these values' kind does not have.
  mutating func setWhole(_ value: AnimatableValue, _ property: LayerProperty) {
    switch property.row.field {
    case .number(let field): if case .number(let v) = value { self[keyPath: field] = v }
    case .bool(let field): if case .bool(let v) = value { self[keyPath: field] = v }
    case .point(let field): if case .point(let v) = value { self[keyPath: field] = v }
    case .size(let field): if case .size(let v) = value { self[keyPath: field] = v }
    case .rect(let field): if case .rect(let v) = value { self[keyPath: field] = v }
    case .color(let field): if case .color(let v) = value { self[keyPath: field] = v }
    case .transform(let field): if case .transform(let v) = value { self[keyPath: field] = v }
    case .path(let field): if case .path(let v) = value { self[keyPath: field] = v }
    case .numbers(let field): if case .numbers(let v) = value { self[keyPath: field] = v }
    case .colors(let field): if case .colors(let v) = value { self[keyPath: field] = v }
    }
  }

  /// The transform stored for `property`, read without making a boxed value; the identity for a
  /// property that holds no transform.
  func transform(of property: LayerProperty) -> Transform3D {
    guard case .transform(let field) = property.row.field else { return .identity }
    return self[keyPath: field]
  }

  /// Stores a transform for `property` without making a boxed value: the evaluator's way to
  /// write transforms. Nothing happens for a property that holds no transform.
  mutating func setTransform(_ value: Transform3D, _ property: LayerProperty) {
    guard case .transform(let field) = property.row.field else { return }
    self[keyPath: field] = value
  }
}
