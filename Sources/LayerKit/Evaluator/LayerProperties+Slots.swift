/// Moving values between a ``LayerProperties`` and the evaluator's flat slot storage
/// (see `TrackList`): the layer's side of the boundary, so that the evaluator never sees this
/// type. Driven by the property table's fields (`LayerProperty.row`): no property is named here.
extension LayerProperties {
  /// Writes the value of `slot` as its run of numbers at `pointer`.
  func store(_ slot: PropertySlot, to pointer: UnsafeMutablePointer<Double>) {
    switch slot {
    case .property(let property): store(property, to: pointer)
    case .transitionProgress:
      pointer[0] = transitionProgress == nil ? 0 : 1
      pointer[1] = transitionProgress ?? 0
    }
  }

  /// Whether `slot` is a transform whose value here is the identity bit for bit: what a
  /// narrow transform slot's model must be (it is stored as the identity's one-number form).
  func holdsIdentityTransform(_ slot: PropertySlot) -> Bool {
    guard case .property(let property) = slot, case .transform(let read, _) = property.row.field
    else { return false }
    return read(self).isIdentityBitForBit
  }

  /// Sets the value of `slot` from its run of numbers at `pointer`.
  mutating func load(_ slot: PropertySlot, from pointer: UnsafePointer<Double>) {
    switch slot {
    case .property(let property): load(property, from: pointer)
    case .transitionProgress: transitionProgress = pointer[0] != 0 ? pointer[1] : nil
    }
  }
}

extension LayerProperties {
  /// Writes the value of `property` as its run of ``ValueKind/scalarWidth`` numbers at `pointer`
  /// (the evaluator's flat storage): a number or boolean (0 or 1) in one, a point or size in two,
  /// a rect (x, y, width, height) or colour (red, green, blue, alpha) in four, a transform's
  /// sixteen fields in Core Animation's order. Paths and lists take none.
  func store(_ property: LayerProperty, to pointer: UnsafeMutablePointer<Double>) {
    switch property.row.field {
    case .number(let read, _): pointer[0] = read(self)
    case .bool(let read, _): pointer[0] = read(self) ? 1 : 0
    case .point(let read, _):
      let point = read(self)
      Self.put(Lanes(point.x, point.y, 0, 0), 2, at: pointer)
    case .size(let read, _):
      let size = read(self)
      Self.put(Lanes(size.width, size.height, 0, 0), 2, at: pointer)
    case .rect(let read, _):
      let r = read(self)
      Self.put(Lanes(r.origin.x, r.origin.y, r.size.width, r.size.height), 4, at: pointer)
    case .color(let read, _):
      let c = read(self)
      Self.put(Lanes(c.red, c.green, c.blue, c.alpha), 4, at: pointer)
    case .transform(let read, _):
      let transform = read(self)
      // The identity, bit for bit (a −0 stays as given), in its one-number form.
      if transform.isIdentityBitForBit {
        PendingTransform.storeIdentity(to: pointer)
      } else {
        transform.store(to: pointer)
      }
    case .path, .numbers, .colors: break
    }
  }

  /// Writes the first `width` lanes at `pointer`.
  @inline(__always)
  private static func put(_ lanes: Lanes, _ width: Int, at pointer: UnsafeMutablePointer<Double>) {
    for j in 0..<width { pointer[j] = lanes[j] }
  }

  /// Sets `property` from its run of numbers at `pointer` (the inverse of ``store(_:to:)``); a
  /// transform slot may hold its one-number form (see `Transform3D(presentedAt:)`).
  mutating func load(_ property: LayerProperty, from pointer: UnsafePointer<Double>) {
    switch property.row.field {
    case .number(_, let write): write(&self, pointer[0])
    case .bool(_, let write): write(&self, pointer[0] != 0)
    case .point(_, let write): write(&self, Point(x: pointer[0], y: pointer[1]))
    case .size(_, let write): write(&self, Size(width: pointer[0], height: pointer[1]))
    case .rect(_, let write):
      write(&self, Rect(x: pointer[0], y: pointer[1], width: pointer[2], height: pointer[3]))
    case .color(_, let write):
      write(
        &self, Color(red: pointer[0], green: pointer[1], blue: pointer[2], alpha: pointer[3]))
    case .transform(_, let write): write(&self, Transform3D(presentedAt: pointer))
    case .path, .numbers, .colors:
      // Paths and lists are not in the flat storage (see `StructuredCurve`).
      break
    }
  }
}
