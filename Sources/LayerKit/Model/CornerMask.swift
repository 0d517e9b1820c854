/// The corners a layer's ``LayerProperties/cornerRadius`` rounds, as Core Animation's
/// `CACornerMask` (<doc:Rules#R3>), with its raw values: in the layer's own coordinates, y down
/// as on iOS, so ``minXMinY`` is the top-left corner.
///
///     var card = LayerProperties()
///     card.cornerRadius = 12
///     card.maskedCorners = [.minXMinY, .maxXMinY]   // a sheet: only the top corners round
public struct CornerMask: OptionSet, Hashable, Sendable, Codable {
  /// The mask's bits (`rawValue`): 1, 2, 4 and 8 for the four corners, as `CACornerMask`'s.
  public let rawValue: UInt

  /// The corners whose bits `rawValue` sets; bits past the four corners are kept but name none.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The corner at the least x and least y: the top left (`layerMinXMinYCorner`).
  public static let minXMinY = CornerMask(rawValue: 1)
  /// The corner at the greatest x and least y: the top right (`layerMaxXMinYCorner`).
  public static let maxXMinY = CornerMask(rawValue: 2)
  /// The corner at the least x and greatest y: the bottom left (`layerMinXMaxYCorner`).
  public static let minXMaxY = CornerMask(rawValue: 4)
  /// The corner at the greatest x and greatest y: the bottom right (`layerMaxXMaxYCorner`).
  public static let maxXMaxY = CornerMask(rawValue: 8)
  /// All four corners, a layer's default.
  public static let all: CornerMask = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]

  /// Each corner with the name a scene file gives it, in bit order.
  public static let named: [(name: String, corner: CornerMask)] = [
    ("minXMinY", .minXMinY), ("maxXMinY", .maxXMinY), ("minXMaxY", .minXMaxY),
    ("maxXMaxY", .maxXMaxY),
  ]
}
