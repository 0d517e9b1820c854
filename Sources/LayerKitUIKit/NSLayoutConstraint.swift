#if !canImport(UIKit)
  import Foundation
  import LayerKit
  import LayerKitQuartzCore

  /// A layout constraint, as UIKit's `NSLayoutConstraint`: kept and read back, never solved.
  ///
  /// LayerKit has no layout engine, so code that builds its views with Auto Layout compiles and
  /// keeps its constraints (their items, attributes, relations, multipliers, constants,
  /// priorities and whether they are active), while frames stay what the code sets them to. An
  /// animation that changes a constant and calls `layoutIfNeeded()` in a block animates what
  /// `layoutSubviews()` then sets, not the constraint.
  open class NSLayoutConstraint: NSObject {
    /// An edge, a centre or a dimension of an item (`NSLayoutConstraint.Attribute`, UIKit's raw
    /// values).
    public enum Attribute: Int, Hashable, Sendable {
      case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
      case lastBaseline, firstBaseline
      case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
      case centerXWithinMargins, centerYWithinMargins
      case notAnAttribute = 0
    }

    /// How the two sides compare (`NSLayoutConstraint.Relation`).
    public enum Relation: Int, Hashable, Sendable {
      case lessThanOrEqual = -1, equal, greaterThanOrEqual
    }

    /// The first item (`firstItem`).
    public private(set) weak var firstItem: AnyObject?
    /// The first item's attribute (`firstAttribute`).
    public let firstAttribute: Attribute
    /// The relation (`relation`).
    public let relation: Relation
    /// The second item, if any (`secondItem`).
    public private(set) weak var secondItem: AnyObject?
    /// The second item's attribute (`secondAttribute`).
    public let secondAttribute: Attribute
    /// The multiplier (`multiplier`).
    public let multiplier: CGFloat
    /// The constant (`constant`); stored.
    open var constant: CGFloat
    /// The priority (`priority`); `.required` by default.
    open var priority = UILayoutPriority.required
    /// A name for debugging (`identifier`).
    open var identifier: String?
    /// Whether the constraint is active (`isActive`); stored.
    open var isActive = false

    /// `item.attribute relation multiplier × toItem.attribute + constant`
    /// (`init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`).
    public init(
      item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
      toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
      firstItem = view1 as AnyObject
      firstAttribute = attr1
      self.relation = relation
      secondItem = view2.map { $0 as AnyObject }
      secondAttribute = attr2
      self.multiplier = multiplier
      constant = c
    }

    /// Activates `constraints` (`activate(_:)`).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates `constraints` (`deactivate(_:)`).
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { constraint.isActive = false }
    }
  }

  /// A constraint's priority (`UILayoutPriority`), 1 to 1000.
  public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, Comparable {
    /// The priority's number.
    public var rawValue: Float
    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue` (`UILayoutPriority(_:)`).
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// 1000: must hold.
    public static let required = UILayoutPriority(1000)
    /// 750.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250.
    public static let defaultLow = UILayoutPriority(250)
    /// 50.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// Whether `a` is lower than `b`.
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool {
      a.rawValue < b.rawValue
    }
  }

  /// An attribute of a view to constrain (`NSLayoutAnchor`): `view.topAnchor`,
  /// `view.widthAnchor`; its methods make constraints (inactive until activated, as in UIKit).
  open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view.
    weak var item: AnyObject?
    /// Its attribute.
    let attribute: NSLayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
      self.item = item
      self.attribute = attribute
    }

    /// `self = anchor + c` (`constraint(equalTo:constant:)`).
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
      -> NSLayoutConstraint
    {
      make(.equal, anchor, 1, c)
    }

    /// `self ≥ anchor + c` (`constraint(greaterThanOrEqualTo:constant:)`).
    open func constraint(
      greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
    ) -> NSLayoutConstraint {
      make(.greaterThanOrEqual, anchor, 1, c)
    }

    /// `self ≤ anchor + c` (`constraint(lessThanOrEqualTo:constant:)`).
    open func constraint(
      lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
    ) -> NSLayoutConstraint {
      make(.lessThanOrEqual, anchor, 1, c)
    }

    func make(
      _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
      _ multiplier: CGFloat, _ constant: CGFloat
    ) -> NSLayoutConstraint {
      NSLayoutConstraint(
        item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
        attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant
      )
    }
  }

  /// A horizontal edge or centre (`NSLayoutXAxisAnchor`).
  public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
  /// A vertical edge or centre (`NSLayoutYAxisAnchor`).
  public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

  /// A width or height (`NSLayoutDimension`), which can also equal a constant or a multiple.
  public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self = c` (`constraint(equalToConstant:)`).
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
      make(.equal, nil, 0, c)
    }
    /// `self ≥ c` (`constraint(greaterThanOrEqualToConstant:)`).
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
      make(.greaterThanOrEqual, nil, 0, c)
    }
    /// `self ≤ c` (`constraint(lessThanOrEqualToConstant:)`).
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
      make(.lessThanOrEqual, nil, 0, c)
    }
    /// `self = m × anchor + c` (`constraint(equalTo:multiplier:constant:)`).
    public func constraint(
      equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
    ) -> NSLayoutConstraint {
      make(.equal, anchor, m, c)
    }
  }

  extension UIView {
    /// The left edge (`leftAnchor`).
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    /// The right edge (`rightAnchor`).
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    /// The leading edge (`leadingAnchor`).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    /// The trailing edge (`trailingAnchor`).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    /// The horizontal centre (`centerXAnchor`).
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    /// The top edge (`topAnchor`).
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    /// The bottom edge (`bottomAnchor`).
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    /// The vertical centre (`centerYAnchor`).
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    /// The width (`widthAnchor`).
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    /// The height (`heightAnchor`).
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

    /// The constraints the view holds (`constraints`).
    public var constraints: [NSLayoutConstraint] { layoutConstraints }

    /// Holds `constraint` and activates it (`addConstraint(_:)`).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
      constraint.isActive = true
      layoutConstraints.append(constraint)
    }

    /// Holds `constraints` and activates them (`addConstraints(_:)`).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { addConstraint(constraint) }
    }

    /// Lets `constraint` go (`removeConstraint(_:)`).
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
      constraint.isActive = false
      layoutConstraints.removeAll { $0 === constraint }
    }

    /// Lets `constraints` go (`removeConstraints(_:)`).
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { removeConstraint(constraint) }
    }
  }
#endif
