#if !canImport(QuartzCore)
  import Foundation
  import LayerKit
  import XCTest

  @testable import LayerKitQuartzCore

  /// Every row of LayerKit's property table is reached from Core Animation's API by the typed
  /// property ``CAPropertyAccessor`` names for it (L4): a value written through that property is
  /// the row's model value, and a model value of the row reads back through it. The table's
  /// switch is exhaustive, so a row added without an accessor does not compile; this checks that
  /// each accessor reaches its own row, and no other.
  final class PropertyAccessorTests: XCTestCase {
    override func setUp() {
      CAMediaClock.reset()
    }

    /// A value of `kind` unlike every default (two of them, `variant` 0 and 1), written out by
    /// hand rather than taken from the table.
    private func sample(_ kind: ValueKind, _ variant: Int) -> AnimatableValue {
      let v = Double(variant)
      switch kind {
      case .number: return .number(0.25 + v)
      case .bool: return .bool(variant == 0)
      case .point: return .point(Point(x: 3 + v, y: 4))
      case .size: return .size(Size(width: 5, height: 6 + v))
      case .rect: return .rect(Rect(x: 1, y: 2 + v, width: 3, height: 4))
      case .transform: return .transform(Transform3D(scaleX: 2 + v, y: 3, z: 1))
      case .color: return .color(Color(red: 0.25, green: 0.5, blue: 0.75 - 0.25 * v, alpha: 1))
      case .path:
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 10 + v, y: 0))
        return .path(path)
      case .vector3: return .vector3(Vector3(x: 1, y: 2, z: 3 + v))
      case .numbers: return .numbers([0, 0.25 + 0.25 * v, 1])
      case .colors:
        return .colors([
          Color(red: 1, green: 0, blue: 0, alpha: 1), Color(red: 0, green: 0, blue: v, alpha: 1),
        ])
      }
    }

    func testEveryRowIsReachedByItsTypedProperty_L4() {
      for property in LayerProperty.allCases {
        let accessor = property.coreAnimationAccessor
        let layer = CALayer.makeLayer(of: accessor.layerClass)
        XCTAssertTrue(
          property.belongs(to: layer.base.kind), "\(accessor.name) is on a layer of its kind")
        let written = sample(property.valueKind, 0)
        accessor.write(layer, written)
        XCTAssertEqual(
          layer.base.model[property], written,
          "\(accessor.name) writes the row \(property.rawValue)")
        let modelValue = sample(property.valueKind, 1)
        layer.base.setModelValue(modelValue, of: property)
        XCTAssertEqual(
          accessor.read(layer), modelValue, "\(accessor.name) reads the row \(property.rawValue)")
        // The name is the Objective-C property's, whose key-value coding key is the row's.
        XCTAssertNotNil(layer.value(forKey: property.rawValue), property.rawValue)
      }
    }
  }
#endif
