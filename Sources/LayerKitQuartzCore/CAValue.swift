#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  /// Converting the `Any` values Core Animation takes (`fromValue`, `values`, `setValue(_:forKeyPath:)`)
  /// to LayerKit values, and back.
  enum CAValue {
    /// The value `any` holds, read as a value of `kind`.
    ///
    /// - Throws: `ValidationError` at `field`, naming what was expected and what was given.
    static func read(_ any: Any, as kind: ValueKind, field: String) throws -> AnimatableValue {
      func fail() -> ValidationError {
        ValidationError(
          field: field,
          reason: "expects \(kind.caDescription), got a value of type \(type(of: any))")
      }
      switch kind {
      case .number:
        guard let number = number(any) else { throw fail() }
        return .number(number)
      case .bool:
        guard let flag = flag(any) else { throw fail() }
        return .bool(flag)
      case .point:
        if let point = any as? CGPoint { return .point(Point(point)) }
        guard let point = (any as? NSValue)?.held as? CGPoint else { throw fail() }
        return .point(Point(point))
      case .size:
        if let size = any as? CGSize { return .size(Size(size)) }
        guard let size = (any as? NSValue)?.held as? CGSize else { throw fail() }
        return .size(Size(size))
      case .rect:
        if let rect = any as? CGRect { return .rect(Rect(rect)) }
        guard let rect = (any as? NSValue)?.held as? CGRect else { throw fail() }
        return .rect(Rect(rect))
      case .color:
        guard let color = any as? CGColor else { throw fail() }
        return .color(color.color)
      case .transform:
        if let transform = any as? CATransform3D { return .transform(transform.transform) }
        guard let value = any as? NSValue, let transform = value.transformIfAny else {
          throw fail()
        }
        return .transform(transform.transform)
      case .vector3:
        guard let numbers = numbers(any), numbers.count == 3 else { throw fail() }
        return .vector3(Vector3(x: numbers[0], y: numbers[1], z: numbers[2]))
      case .path:
        guard let path = any as? CGPath else { throw fail() }
        return .path(path.path)
      case .numbers:
        guard let numbers = numbers(any) else { throw fail() }
        return .numbers(numbers)
      case .colors:
        guard let list = any as? [Any] else { throw fail() }
        var colors: [Color] = []
        for item in list {
          guard let color = item as? CGColor else { throw fail() }
          colors.append(color.color)
        }
        return .colors(colors)
      }
    }

    /// A number from any of the numeric types iOS code passes.
    static func number(_ any: Any) -> Double? {
      switch any {
      case let v as CGFloat: Double(v)
      case let v as Double: v
      case let v as Float: Double(v)
      case let v as Int: Double(v)
      case let v as NSNumber: v.doubleValue
      default: nil
      }
    }

    /// A flag from a `Bool`, or from any number (true when not zero), as Objective-C reads a
    /// `BOOL` from an `NSNumber`.
    static func flag(_ any: Any) -> Bool? {
      if let flag = any as? Bool { return flag }
      return number(any).map { $0 != 0 }
    }

    /// What a refusal says was given: the value's type, or `nil`.
    static func given(_ value: Any?) -> String {
      value.map { "\(type(of: $0))" } ?? "nil"
    }

    /// A list of numbers from an array of any of them.
    static func numbers(_ any: Any) -> [Double]? {
      guard let list = any as? [Any] else { return nil }
      var result: [Double] = []
      for item in list {
        guard let number = number(item) else { return nil }
        result.append(number)
      }
      return result
    }

    /// The value as iOS code reads it back: `NSNumber` for numbers and booleans, `CGPoint`,
    /// `CGSize`, `CGRect`, `CATransform3D`, `CGColor`, `CGPath`, arrays of these.
    static func any(_ value: AnimatableValue) -> Any {
      switch value {
      case .number(let v): NSNumber(value: v)
      case .bool(let v): NSNumber(value: v)
      case .point(let v): CGPoint(v)
      case .size(let v): CGSize(v)
      case .rect(let v): CGRect(v)
      case .color(let v): CGColor(v)
      case .transform(let v): CATransform3D(v)
      case .vector3(let v): [NSNumber(value: v.x), NSNumber(value: v.y), NSNumber(value: v.z)]
      case .path(let v): CGPath(v)
      case .numbers(let v): v.map { NSNumber(value: $0) }
      case .colors(let v): v.map(CGColor.init)
      }
    }
  }

  extension NSValue {
    /// The point, size or rectangle a value made by `NSValue(point:)`, `(size:)` or `(rect:)`
    /// holds. Read by reflection rather than through `objCType`, whose getter in Linux's
    /// Foundation allocates a string it never frees.
    fileprivate var held: Any? {
      Mirror(reflecting: self).children.first { $0.label == "_value" }?.value
    }

    /// The type name of a value made by `NSValue(bytes:objCType:)` (see ``held`` for why not
    /// `objCType`).
    var typeName: String? {
      guard let info = Mirror(reflecting: self).children.first(where: { $0.label == "_typeInfo" })
      else { return nil }
      return Mirror(reflecting: info.value).children.first { $0.label == "name" }?.value as? String
    }
  }

  extension ValueKind {
    /// What iOS code passes for this kind.
    fileprivate var caDescription: String {
      switch self {
      case .number: "a number (CGFloat, Double, Float, Int or NSNumber)"
      case .bool: "a Bool or NSNumber"
      case .point: "a CGPoint or NSValue(cgPoint:)"
      case .size: "a CGSize or NSValue(cgSize:)"
      case .rect: "a CGRect or NSValue(cgRect:)"
      case .color: "a CGColor"
      case .transform: "a CATransform3D or NSValue(caTransform3D:)"
      case .vector3: "three numbers"
      case .path: "a CGPath"
      case .numbers: "an array of numbers"
      case .colors: "an array of CGColor"
      }
    }
  }
#endif

#if !canImport(QuartzCore)
  extension Float {
    /// `value` as a `Float` that is finite whenever `value` is (rule V6): a finite number beyond
    /// `Float`'s range becomes `Float`'s largest of its sign instead of an infinity, so that the
    /// `Float` properties of Core Animation (`opacity`, `shadowOpacity`, `speed`, …) read back
    /// what LayerKit computed, as near as a `Float` can hold it.
    package init(finiteFrom value: Double) {
      guard value.isFinite else {
        self.init(value)
        return
      }
      self.init(
        min(
          max(value, -Double(Float.greatestFiniteMagnitude)), Double(Float.greatestFiniteMagnitude))
      )
    }
  }
#endif
