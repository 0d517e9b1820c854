import LayerKit
import LayerKitScenes

/// A value a presentation can be compared with: the Swift types of LayerKit's values, so that
/// the helpers take `equals: 200`, `equals: Point(x: 10, y: 20)` or `equals: Color.red` alike.
public protocol PresentationValue {
  /// The value as an `AnimatableValue`.
  var animatableValue: AnimatableValue { get }
}

extension AnimatableValue: PresentationValue {
  /// The value itself.
  public var animatableValue: AnimatableValue { self }
}

extension Double: PresentationValue {
  /// The number.
  public var animatableValue: AnimatableValue { .number(self) }
}

extension Int: PresentationValue {
  /// The number, so that integer literals work: `equals: 200`.
  public var animatableValue: AnimatableValue { .number(Double(self)) }
}

extension Bool: PresentationValue {
  /// The boolean.
  public var animatableValue: AnimatableValue { .bool(self) }
}

extension Point: PresentationValue {
  /// The point.
  public var animatableValue: AnimatableValue { .point(self) }
}

extension Size: PresentationValue {
  /// The size.
  public var animatableValue: AnimatableValue { .size(self) }
}

extension Rect: PresentationValue {
  /// The rectangle.
  public var animatableValue: AnimatableValue { .rect(self) }
}

extension Color: PresentationValue {
  /// The colour.
  public var animatableValue: AnimatableValue { .color(self) }
}

extension Vector3: PresentationValue {
  /// The vector.
  public var animatableValue: AnimatableValue { .vector3(self) }
}

extension Transform3D: PresentationValue {
  /// The transform.
  public var animatableValue: AnimatableValue { .transform(self) }
}

extension Path: PresentationValue {
  /// The path.
  public var animatableValue: AnimatableValue { .path(self) }
}

extension Array: PresentationValue where Element: PresentationValue {
  /// A list of numbers or of colours (a gradient's `locations` or `colors`, rule Y4); any
  /// other list becomes a list of the numbers its elements hold, in the order of their JSON form.
  public var animatableValue: AnimatableValue {
    let values = map(\.animatableValue)
    var colors: [Color] = []
    for value in values {
      guard case .color(let color) = value else {
        return .numbers(values.flatMap(\.components))
      }
      colors.append(color)
    }
    return values.isEmpty ? .numbers([]) : .colors(colors)
  }
}
