#if !canImport(UIKit)
  import LayerKit
  import XCTest

  @testable import LayerKitQuartzCore
  @testable import LayerKitUIKit

  /// Every row of LayerKit's property table is placed for UIKit (U1): reached by the `UIView`
  /// property ``UIViewPropertyAccessor`` names for it, through the view's layer, or left to the
  /// layer. The switch is exhaustive, so a row added without a place does not compile; this
  /// checks each view property against its row, and the rows UIKit's `UIView` declares.
  final class UIViewPropertyAccessorTests: ViewTestCase {
    /// A value of `kind` unlike the defaults (two of them, `variant` 0 and 1), written out by
    /// hand rather than taken from the table; numbers a `Float` holds exactly (`alpha` goes
    /// through the layer's `Float` opacity).
    private func sample(_ kind: ValueKind, _ variant: Int) -> AnimatableValue? {
      let v = Double(variant)
      switch kind {
      case .number: return .number(0.25 + 0.5 * v)
      case .bool: return .bool(variant == 0)
      case .point: return .point(Point(x: 3 + v, y: 4))
      case .rect: return .rect(Rect(x: 1, y: 2 + v, width: 3, height: 4))
      case .transform: return .transform(Transform3D(scaleX: 2 + v, y: 3, z: 1))
      case .color: return .color(Color(red: 0.25, green: 0.5, blue: 0.75 - 0.25 * v, alpha: 1))
      case .size, .path, .vector3, .numbers, .colors: return nil  // no view property holds one
      }
    }

    func testEachViewPropertyReachesItsRowThroughTheLayer_U1() throws {
      var placed: [LayerProperty: String] = [:]
      for property in LayerProperty.allCases {
        guard let accessor = property.uiViewAccessor else { continue }
        placed[property] = accessor.name
        let view = UIView()
        let written = try XCTUnwrap(sample(property.valueKind, 0), accessor.name)
        accessor.write(view, written)
        XCTAssertEqual(
          view.layer.base.model[property], written,
          "UIView.\(accessor.name) writes the row \(property.rawValue)")
        let modelValue = try XCTUnwrap(sample(property.valueKind, 1))
        view.layer.base.setModelValue(modelValue, of: property)
        XCTAssertEqual(
          accessor.read(view), modelValue, "UIView.\(accessor.name) reads \(property.rawValue)")
      }
      // UIKit's `UIView` declares these over its layer's animatable properties (Apple's
      // documentation of `UIView`: `bounds`, `center`, `transform3D`, `alpha`, `isHidden`,
      // `backgroundColor`, `clipsToBounds`); the rest are the layer's alone.
      XCTAssertEqual(
        placed,
        [
          .bounds: "bounds", .position: "center", .transform: "transform3D", .opacity: "alpha",
          .hidden: "isHidden", .backgroundColor: "backgroundColor", .masksToBounds: "clipsToBounds",
        ])
    }
  }
#endif
