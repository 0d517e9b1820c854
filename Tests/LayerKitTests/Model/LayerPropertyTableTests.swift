import XCTest

@testable import LayerKit

/// The property table (rules L4, L5, Y1–Y7), every row: each property's default is the one
/// Apple documents for its class, and a value set through its key-path string comes back through
/// every reader (the string, the subscript, the evaluator's flat slots) without touching any
/// other property. The defaults below are written from Apple's `CALayer`, `CAShapeLayer`,
/// `CAGradientLayer`, `CAReplicatorLayer` and `CATextLayer` documentation, not read from
/// LayerKit.
final class LayerPropertyTableTests: XCTestCase {
  /// Core Animation's documented default of every animatable property. Exhaustive: a property
  /// added without its documented default does not compile here.
  private func documentedDefault(_ property: LayerProperty) -> AnimatableValue {
    let white = Color(red: 1, green: 1, blue: 1, alpha: 1)
    return switch property {
    case .position: .point(Point(x: 0, y: 0))
    case .zPosition, .anchorPointZ, .borderWidth, .cornerRadius, .shadowOpacity: .number(0)
    case .anchorPoint: .point(Point(x: 0.5, y: 0.5))
    case .bounds: .rect(Rect(x: 0, y: 0, width: 0, height: 0))
    case .transform, .sublayerTransform, .instanceTransform: .transform(.identity)
    case .opacity: .number(1)
    case .hidden, .masksToBounds: .bool(false)
    case .doubleSided: .bool(true)
    case .backgroundColor: .color(Color(red: 0, green: 0, blue: 0, alpha: 0))
    case .borderColor, .shadowColor, .fillColor: .color(Color(red: 0, green: 0, blue: 0, alpha: 1))
    case .shadowOffset: .size(Size(width: 0, height: -3))
    case .shadowRadius: .number(3)
    case .contentsRect: .rect(Rect(x: 0, y: 0, width: 1, height: 1))
    case .path: .path(Path())
    // `strokeColor` defaults to nil: no stroke, which LayerKit holds as clear.
    case .strokeColor: .color(Color(red: 0, green: 0, blue: 0, alpha: 0))
    case .lineWidth, .strokeEnd: .number(1)
    case .strokeStart, .lineDashPhase: .number(0)
    case .miterLimit: .number(10)
    // nil lists: no colours, evenly spaced locations.
    case .colors: .colors([])
    case .locations: .numbers([])
    case .startPoint: .point(Point(x: 0.5, y: 0))
    case .endPoint: .point(Point(x: 0.5, y: 1))
    case .instanceColor, .foregroundColor: .color(white)
    case .instanceRedOffset, .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset:
      .number(0)
    case .fontSize: .number(36)
    }
  }

  /// A value of `property`'s kind that no property has by default and no two properties share,
  /// so that a row pointing at the wrong field shows.
  private func distinctValue(_ property: LayerProperty) -> AnimatableValue {
    let n = Double(LayerProperty.allCases.firstIndex(of: property) ?? 0) + 0.25
    return switch property.valueKind {
    case .number: .number(n)
    case .bool: property.defaultValue == .bool(true) ? .bool(false) : .bool(true)
    case .point: .point(Point(x: n, y: -n))
    case .size: .size(Size(width: n, height: 2 * n))
    case .rect: .rect(Rect(x: n, y: -n, width: 2 * n, height: 3 * n))
    case .color: .color(Color(red: n / 100, green: 0.5, blue: 0.25, alpha: 0.75))
    case .transform: .transform(Transform3D(translationX: n, y: -n, z: 2 * n))
    case .vector3: .vector3(Vector3(x: n, y: n, z: n))
    case .path:
      .path(
        {
          var path = Path()
          path.move(to: Point(x: 0, y: 0))
          path.addLine(to: Point(x: n, y: n))
          return path
        }())
    case .numbers: .numbers([0, n / 100, 1])
    case .colors: .colors([.black, Color(red: n / 100, green: 0, blue: 0, alpha: 1)])
    }
  }

  /// Each property's kind of value as Core Animation's documentation types it (`CGPoint`,
  /// `CGFloat`/`Float`, `BOOL`, `CGColorRef`, `CATransform3D`, `CGPathRef`, arrays), written out.
  private func documentedKind(_ property: LayerProperty) -> ValueKind {
    switch property {
    case .position, .anchorPoint, .startPoint, .endPoint: .point
    case .zPosition, .anchorPointZ, .opacity, .borderWidth, .cornerRadius, .shadowOpacity,
      .shadowRadius, .lineWidth, .strokeStart, .strokeEnd, .lineDashPhase, .miterLimit,
      .instanceRedOffset, .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset,
      .fontSize:
      .number
    case .bounds, .contentsRect: .rect
    case .transform, .sublayerTransform, .instanceTransform: .transform
    case .hidden, .masksToBounds, .doubleSided: .bool
    case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor, .instanceColor,
      .foregroundColor:
      .color
    case .shadowOffset: .size
    case .path: .path
    case .colors: .colors
    case .locations: .numbers
    }
  }

  func testEveryPropertyHasItsDocumentedDefault_L4() {
    for property in LayerProperty.allCases {
      let fresh = LayerProperties(kind: property.layerKind)
      XCTAssertEqual(fresh[property], documentedDefault(property), "\(property)")
      XCTAssertEqual(property.defaultValue, documentedDefault(property), "\(property)")
      XCTAssertEqual(property.valueKind, documentedKind(property), "\(property)")
      XCTAssertEqual(fresh[property].kind, documentedKind(property), "\(property)")
    }
  }

  func testEveryPropertyRoundTripsThroughItsKeyPathAlone_L5() throws {
    for property in LayerProperty.allCases {
      let keyPath = try AnimatableKeyPath(property.rawValue)
      XCTAssertEqual(keyPath.property, property)
      XCTAssertEqual(keyPath.description, property.rawValue)
      var values = LayerProperties(kind: property.layerKind)
      let value = distinctValue(property)
      XCTAssertNotEqual(value, property.defaultValue, "\(property)")
      try values.setValue(value, forKeyPath: property.rawValue)
      XCTAssertEqual(values[property], value, "\(property)")
      XCTAssertEqual(try values.value(forKeyPath: property.rawValue), value, "\(property)")
      for other in LayerProperty.allCases where other != property {
        XCTAssertEqual(
          values[other], documentedDefault(other), "setting \(property) changed \(other)")
      }
    }
  }

  /// `whole` with its part `component` set to `part`, written out by hand for each component of
  /// a point, size or rect (`nil` for the others).
  private func replacing(
    _ component: AnimatableKeyPath.Component, of whole: AnimatableValue, with part: AnimatableValue
  ) -> AnimatableValue? {
    switch (whole, component, part) {
    case (.point(var p), .x, .number(let v)): p.x = v; return .point(p)
    case (.point(var p), .y, .number(let v)): p.y = v; return .point(p)
    case (.size(var s), .width, .number(let v)): s.width = v; return .size(s)
    case (.size(var s), .height, .number(let v)): s.height = v; return .size(s)
    case (.rect(var r), .origin, .point(let v)): r.origin = v; return .rect(r)
    case (.rect(var r), .originX, .number(let v)): r.origin.x = v; return .rect(r)
    case (.rect(var r), .originY, .number(let v)): r.origin.y = v; return .rect(r)
    case (.rect(var r), .size, .size(let v)): r.size = v; return .rect(r)
    case (.rect(var r), .sizeWidth, .number(let v)): r.size.width = v; return .rect(r)
    case (.rect(var r), .sizeHeight, .number(let v)): r.size.height = v; return .rect(r)
    default: return nil
    }
  }

  func testEveryPartOfAPointSizeOrRectRoundTripsThroughItsKeyPath_L5() throws {
    var checked = 0
    for property in LayerProperty.allCases
    where [.point, .size, .rect].contains(property.valueKind) {
      for component in AnimatableKeyPath.Component.allCases where component != .whole {
        guard let keyPath = AnimatableKeyPath(property, component) else { continue }
        let kind = keyPath.valueKind
        let part: AnimatableValue =
          kind == .number
          ? .number(7.5)
          : kind == .point ? .point(Point(x: 7.5, y: -2)) : .size(Size(width: 7.5, height: 9))
        var values = LayerProperties(kind: property.layerKind)
        let before = values[property]
        try values.setValue(part, forKeyPath: keyPath.description)
        XCTAssertEqual(values[keyPath], part, keyPath.description)
        XCTAssertEqual(
          values[property], replacing(component, of: before, with: part), keyPath.description)
        checked += 1
      }
    }
    // position, anchorPoint, startPoint, endPoint (x, y); shadowOffset (width, height);
    // bounds, contentsRect (six parts each).
    XCTAssertEqual(checked, 4 * 2 + 2 + 2 * 6)
  }

  func testEveryFlatPropertyRoundTripsThroughItsSlot_L4() throws {
    for property in LayerProperty.allCases {
      var values = LayerProperties(kind: property.layerKind)
      try values.setValue(distinctValue(property), forKeyPath: property.rawValue)
      let width = property.valueKind.scalarWidth
      var slot = [Double](repeating: .nan, count: max(width, 1))
      slot.withUnsafeMutableBufferPointer { values.store(.property(property), to: $0.baseAddress!) }
      var loaded = LayerProperties(kind: property.layerKind)
      slot.withUnsafeBufferPointer { loaded.load(.property(property), from: $0.baseAddress!) }
      if property.valueKind.isStructured {
        // Paths and lists have no slot (Y2, Y4): nothing is written or read.
        XCTAssertEqual(width, 0, "\(property)")
        XCTAssertTrue(slot[0].isNaN, "\(property)")
        XCTAssertEqual(loaded[property], property.defaultValue, "\(property)")
      } else {
        XCTAssertFalse(slot.prefix(width).contains { $0.isNaN }, "\(property)")
        XCTAssertEqual(loaded, values, "\(property)")
      }
    }
  }

  func testAKindsPropertyIsRefusedOnOtherKindsAndReadsItsDefault_Y7() {
    for property in LayerProperty.allCases where property.layerKind != .layer {
      for kind in LayerKind.allCases where kind != property.layerKind {
        XCTAssertFalse(property.belongs(to: kind))
        var values = LayerProperties(kind: kind)
        XCTAssertThrowsError(
          try values.setValue(distinctValue(property), forKeyPath: property.rawValue))
        XCTAssertEqual(values[property], documentedDefault(property), "\(property) on \(kind)")
        XCTAssertEqual(values, LayerProperties(kind: kind), "\(property) on \(kind)")
      }
    }
  }
}
