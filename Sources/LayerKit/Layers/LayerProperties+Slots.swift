/// Moving values between a ``LayerProperties`` and the evaluator's flat slot storage
/// (see `TrackList`): the layer's side of the boundary, so that the evaluator never sees this
/// type.
extension LayerProperties {
  /// Writes the value of `slot` as its run of numbers at `pointer`.
  func store(_ slot: PropertySlot, to pointer: UnsafeMutablePointer<Double>) {
    guard case .property(let property) = slot else {
      pointer[0] = transitionProgress == nil ? 0 : 1
      pointer[1] = transitionProgress ?? 0
      return
    }
    switch property {
    case .transform, .sublayerTransform, .instanceTransform:
      transform(of: property).store(to: pointer)
    default:
      let lanes = self[property].lanes ?? .zero
      for j in 0..<property.valueKind.scalarWidth { pointer[j] = lanes[j] }
    }
  }

  /// Sets the value of `slot` from its run of numbers at `pointer`.
  mutating func load(_ slot: PropertySlot, from pointer: UnsafePointer<Double>) {
    guard case .property(let property) = slot else {
      transitionProgress = pointer[0] != 0 ? pointer[1] : nil
      return
    }
    switch property {
    case .position: position = Point(x: pointer[0], y: pointer[1])
    case .zPosition: zPosition = pointer[0]
    case .anchorPoint: anchorPoint = Point(x: pointer[0], y: pointer[1])
    case .anchorPointZ: anchorPointZ = pointer[0]
    case .bounds: bounds = Rect(x: pointer[0], y: pointer[1], width: pointer[2], height: pointer[3])
    case .transform: transform = Transform3D(presentedAt: pointer)
    case .sublayerTransform: sublayerTransform = Transform3D(presentedAt: pointer)
    case .opacity: opacity = pointer[0]
    case .hidden: isHidden = pointer[0] != 0
    case .backgroundColor: backgroundColor = Color(loading: pointer)
    case .borderColor: borderColor = Color(loading: pointer)
    case .borderWidth: borderWidth = pointer[0]
    case .cornerRadius: cornerRadius = pointer[0]
    case .shadowColor: shadowColor = Color(loading: pointer)
    case .shadowOpacity: shadowOpacity = pointer[0]
    case .shadowOffset: shadowOffset = Size(width: pointer[0], height: pointer[1])
    case .shadowRadius: shadowRadius = pointer[0]
    case .contentsRect:
      contentsRect = Rect(x: pointer[0], y: pointer[1], width: pointer[2], height: pointer[3])
    case .masksToBounds: masksToBounds = pointer[0] != 0
    case .doubleSided: isDoubleSided = pointer[0] != 0
    case .instanceTransform: setTransform(Transform3D(presentedAt: pointer), .instanceTransform)
    case .path, .colors, .locations:
      // Paths and lists are not in the flat storage (see `StructuredTrack`).
      break
    default:
      let kind = property.valueKind
      var lanes = Lanes.zero
      for j in 0..<kind.scalarWidth { lanes[j] = pointer[j] }
      setKindValue(AnimatableValue(kind: kind, lanes: lanes), property)
    }
  }
}

extension Color {
  /// The colour stored as red, green, blue and alpha at `pointer`.
  fileprivate init(loading pointer: UnsafePointer<Double>) {
    self.init(red: pointer[0], green: pointer[1], blue: pointer[2], alpha: pointer[3])
  }
}
