/// The values of every animatable property of a layer: a model or a presentation snapshot.
///
/// Mirrors the animatable properties of `CALayer` (<doc:Rules#L4>), with Core Animation's defaults.
/// A ``Layer`` holds one of these as its model; ``Layer/presentation(at:)`` returns another
/// with the layer's animations applied (F4). A plain value, so snapshots never change under you.
///
///     var properties = LayerProperties()
///     properties.opacity            // 1
///     properties.shadowOffset       // Size(width: 0, height: -3)
///     try properties.setValue(0.5, forKeyPath: "position.x")
public struct LayerProperties: Hashable, Sendable {
  /// The position of the anchor point in the superlayer (`position`); default (0, 0).
  public var position = Point.zero
  /// The position on the z axis (`zPosition`); default 0.
  public var zPosition = 0.0
  /// The anchor point in unit coordinates of the bounds (`anchorPoint`); default (0.5, 0.5).
  public var anchorPoint = Point(x: 0.5, y: 0.5)
  /// The anchor point's z component (`anchorPointZ`); default 0.
  public var anchorPointZ = 0.0
  /// The bounds rectangle (`bounds`); default zero.
  public var bounds = Rect.zero
  /// The layer's transform relative to its anchor point (`transform`); default identity.
  public var transform = Transform3D.identity
  /// The transform applied to sublayers (`sublayerTransform`); default identity.
  public var sublayerTransform = Transform3D.identity
  /// The opacity (`opacity`); default 1.
  public var opacity = 1.0
  /// Whether the layer is hidden (`hidden`); default false. Switches at 0.5 (<doc:Rules#V4>).
  public var isHidden = false
  /// The background colour (`backgroundColor`); default clear, (0, 0, 0, 0).
  public var backgroundColor = Color.clear
  /// The border colour (`borderColor`); default opaque black.
  public var borderColor = Color.black
  /// The border width (`borderWidth`); default 0.
  public var borderWidth = 0.0
  /// The corner radius (`cornerRadius`); default 0.
  public var cornerRadius = 0.0
  /// The shadow colour (`shadowColor`); default opaque black.
  public var shadowColor = Color.black
  /// The shadow opacity (`shadowOpacity`); default 0.
  public var shadowOpacity = 0.0
  /// The shadow offset (`shadowOffset`); default (0, −3).
  public var shadowOffset = Size(width: 0, height: -3)
  /// The shadow blur radius (`shadowRadius`); default 3.
  public var shadowRadius = 3.0
  /// The portion of the contents shown, in unit coordinates (`contentsRect`); default
  /// (0, 0, 1, 1).
  public var contentsRect = Rect(x: 0, y: 0, width: 1, height: 1)
  /// Whether sublayers are clipped to the bounds (`masksToBounds`); default false.
  public var masksToBounds = false
  /// Whether the back of the layer is drawn (`doubleSided`); default true.
  public var isDoubleSided = true
  /// The drawing options few layers set (R3, R4, R6), out of line: `nil` while all are the
  /// defaults, so that a layer pays one word for them.
  var drawing: DrawingOptions.Storage?

  /// The progress of the running transition (<doc:Rules#X1>), in a presentation; `nil` when no
  /// transition shows, and always `nil` in a model. Read-only in spirit: it is not a key path.
  public var transitionProgress: Double?

  /// The properties of the layer's kind (``shape``, ``gradient``, ``replicator``, ``text``).
  var kindProperties = KindProperties.layer

  /// Creates the default property values of a new `CALayer`.
  public init() {}
}

extension LayerProperties {
  /// The layer's frame in its superlayer's coordinates (`frame`, <doc:Rules#L6>): derived from
  /// ``position``, ``bounds``, ``anchorPoint`` and ``transform``, and not animatable.
  ///
  /// With the identity transform it is the bounds' size placed so that the anchor point sits at
  /// the position; otherwise it is the smallest rectangle holding the transformed bounds, as
  /// `CALayer.frame` documents.
  public var frame: Rect {
    let w = bounds.size.width
    let h = bounds.size.height
    let ax = anchorPoint.x * w
    let ay = anchorPoint.y * h
    if transform.isIdentity {
      return Rect(x: position.x - ax, y: position.y - ay, width: w, height: h)
    }
    let corners = [
      Point(x: -ax, y: -ay), Point(x: w - ax, y: -ay), Point(x: -ax, y: h - ay),
      Point(x: w - ax, y: h - ay),
    ].map { transform.apply(to: $0) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return Rect(
      x: position.x + minX, y: position.y + minY, width: (xs.max() ?? 0) - minX,
      height: (ys.max() ?? 0) - minY)
  }
}

extension LayerProperties {
  /// Which corners ``cornerRadius`` rounds (`maskedCorners`, <doc:Rules#R3>); default all four.
  /// Not animatable.
  public var maskedCorners: CornerMask {
    get { drawingOptions.maskedCorners }
    set { drawingOptions.maskedCorners = newValue }
  }

  /// Whether the layer and its subtree fade as one group (`allowsGroupOpacity`,
  /// <doc:Rules#R4>); default true. Not animatable.
  public var allowsGroupOpacity: Bool {
    get { drawingOptions.allowsGroupOpacity }
    set { drawingOptions.allowsGroupOpacity = newValue }
  }

  /// The shape of the shadow in the layer's coordinates (`shadowPath`, <doc:Rules#R6>); `nil`,
  /// the default, casts the shadow from the layer's own drawing. Not animatable.
  public var shadowPath: Path? {
    get { drawingOptions.shadowPath }
    set { drawingOptions.shadowPath = newValue }
  }

  /// The drawing options, the defaults when none is set; setting the defaults frees the room.
  private var drawingOptions: DrawingOptions {
    get {
      guard case .options(let options)? = drawing else { return DrawingOptions() }
      return options
    }
    set { drawing = newValue == DrawingOptions() ? nil : .options(newValue) }
  }
}

/// The drawing options of ``LayerProperties`` that are not animatable and rarely set.
struct DrawingOptions: Hashable, Sendable {
  var maskedCorners = CornerMask.all
  var allowsGroupOpacity = true
  var shadowPath: Path?

  /// The options in a box of their own.
  indirect enum Storage: Hashable, Sendable {
    case options(DrawingOptions)
  }
}
