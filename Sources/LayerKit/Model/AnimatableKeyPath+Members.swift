/// A static member for every key path of <doc:Rules#L5> and the layer kinds' properties (Y7),
/// named as the path reads in camel case: `.shadowOpacity`, `.boundsSizeWidth`,
/// `.transformScaleX`, `.strokeEnd`.
extension AnimatableKeyPath {
  /// `anchorPoint.x`.
  public static let anchorPointX = AnimatableKeyPath(unchecked: .anchorPoint, .x)
  /// `anchorPoint.y`.
  public static let anchorPointY = AnimatableKeyPath(unchecked: .anchorPoint, .y)
  /// `anchorPointZ`.
  public static let anchorPointZ = AnimatableKeyPath(unchecked: .anchorPointZ)
  /// `bounds.origin`.
  public static let boundsOrigin = AnimatableKeyPath(unchecked: .bounds, .origin)
  /// `bounds.origin.x`.
  public static let boundsOriginX = AnimatableKeyPath(unchecked: .bounds, .originX)
  /// `bounds.origin.y`.
  public static let boundsOriginY = AnimatableKeyPath(unchecked: .bounds, .originY)
  /// `bounds.size.width`.
  public static let boundsSizeWidth = AnimatableKeyPath(unchecked: .bounds, .sizeWidth)
  /// `bounds.size.height`.
  public static let boundsSizeHeight = AnimatableKeyPath(unchecked: .bounds, .sizeHeight)
  /// `transform.scale.x`.
  public static let transformScaleX = AnimatableKeyPath(unchecked: .transform, .scaleX)
  /// `transform.scale.y`.
  public static let transformScaleY = AnimatableKeyPath(unchecked: .transform, .scaleY)
  /// `transform.scale.z`.
  public static let transformScaleZ = AnimatableKeyPath(unchecked: .transform, .scaleZ)
  /// `transform.translation.x`.
  public static let transformTranslationX = AnimatableKeyPath(unchecked: .transform, .translationX)
  /// `transform.translation.y`.
  public static let transformTranslationY = AnimatableKeyPath(unchecked: .transform, .translationY)
  /// `transform.translation.z`.
  public static let transformTranslationZ = AnimatableKeyPath(unchecked: .transform, .translationZ)
  /// `sublayerTransform`.
  public static let sublayerTransform = AnimatableKeyPath(unchecked: .sublayerTransform)
  /// `sublayerTransform.rotation`.
  public static let sublayerTransformRotation = AnimatableKeyPath(
    unchecked: .sublayerTransform, .rotation)
  /// `sublayerTransform.rotation.x`.
  public static let sublayerTransformRotationX = AnimatableKeyPath(
    unchecked: .sublayerTransform, .rotationX)
  /// `sublayerTransform.rotation.y`.
  public static let sublayerTransformRotationY = AnimatableKeyPath(
    unchecked: .sublayerTransform, .rotationY)
  /// `sublayerTransform.rotation.z`.
  public static let sublayerTransformRotationZ = AnimatableKeyPath(
    unchecked: .sublayerTransform, .rotationZ)
  /// `sublayerTransform.scale`.
  public static let sublayerTransformScale = AnimatableKeyPath(
    unchecked: .sublayerTransform, .scale)
  /// `sublayerTransform.scale.x`.
  public static let sublayerTransformScaleX = AnimatableKeyPath(
    unchecked: .sublayerTransform, .scaleX)
  /// `sublayerTransform.scale.y`.
  public static let sublayerTransformScaleY = AnimatableKeyPath(
    unchecked: .sublayerTransform, .scaleY)
  /// `sublayerTransform.scale.z`.
  public static let sublayerTransformScaleZ = AnimatableKeyPath(
    unchecked: .sublayerTransform, .scaleZ)
  /// `sublayerTransform.translation`.
  public static let sublayerTransformTranslation = AnimatableKeyPath(
    unchecked: .sublayerTransform, .translation)
  /// `sublayerTransform.translation.x`.
  public static let sublayerTransformTranslationX = AnimatableKeyPath(
    unchecked: .sublayerTransform, .translationX)
  /// `sublayerTransform.translation.y`.
  public static let sublayerTransformTranslationY = AnimatableKeyPath(
    unchecked: .sublayerTransform, .translationY)
  /// `sublayerTransform.translation.z`.
  public static let sublayerTransformTranslationZ = AnimatableKeyPath(
    unchecked: .sublayerTransform, .translationZ)
  /// `shadowColor`.
  public static let shadowColor = AnimatableKeyPath(unchecked: .shadowColor)
  /// `shadowOpacity`.
  public static let shadowOpacity = AnimatableKeyPath(unchecked: .shadowOpacity)
  /// `shadowOffset`.
  public static let shadowOffset = AnimatableKeyPath(unchecked: .shadowOffset)
  /// `shadowOffset.width`.
  public static let shadowOffsetWidth = AnimatableKeyPath(unchecked: .shadowOffset, .width)
  /// `shadowOffset.height`.
  public static let shadowOffsetHeight = AnimatableKeyPath(unchecked: .shadowOffset, .height)
  /// `shadowRadius`.
  public static let shadowRadius = AnimatableKeyPath(unchecked: .shadowRadius)
  /// `contentsRect`.
  public static let contentsRect = AnimatableKeyPath(unchecked: .contentsRect)
  /// `contentsRect.origin`.
  public static let contentsRectOrigin = AnimatableKeyPath(unchecked: .contentsRect, .origin)
  /// `contentsRect.origin.x`.
  public static let contentsRectOriginX = AnimatableKeyPath(unchecked: .contentsRect, .originX)
  /// `contentsRect.origin.y`.
  public static let contentsRectOriginY = AnimatableKeyPath(unchecked: .contentsRect, .originY)
  /// `contentsRect.size`.
  public static let contentsRectSize = AnimatableKeyPath(unchecked: .contentsRect, .size)
  /// `contentsRect.size.width`.
  public static let contentsRectSizeWidth = AnimatableKeyPath(unchecked: .contentsRect, .sizeWidth)
  /// `contentsRect.size.height`.
  public static let contentsRectSizeHeight = AnimatableKeyPath(
    unchecked: .contentsRect, .sizeHeight)
  /// `masksToBounds`.
  public static let masksToBounds = AnimatableKeyPath(unchecked: .masksToBounds)
  /// `doubleSided`.
  public static let doubleSided = AnimatableKeyPath(unchecked: .doubleSided)
  /// `path`.
  public static let path = AnimatableKeyPath(unchecked: .path)
  /// `fillColor`.
  public static let fillColor = AnimatableKeyPath(unchecked: .fillColor)
  /// `strokeColor`.
  public static let strokeColor = AnimatableKeyPath(unchecked: .strokeColor)
  /// `lineWidth`.
  public static let lineWidth = AnimatableKeyPath(unchecked: .lineWidth)
  /// `strokeStart`.
  public static let strokeStart = AnimatableKeyPath(unchecked: .strokeStart)
  /// `strokeEnd`.
  public static let strokeEnd = AnimatableKeyPath(unchecked: .strokeEnd)
  /// `lineDashPhase`.
  public static let lineDashPhase = AnimatableKeyPath(unchecked: .lineDashPhase)
  /// `miterLimit`.
  public static let miterLimit = AnimatableKeyPath(unchecked: .miterLimit)
  /// `colors`.
  public static let colors = AnimatableKeyPath(unchecked: .colors)
  /// `locations`.
  public static let locations = AnimatableKeyPath(unchecked: .locations)
  /// `startPoint`.
  public static let startPoint = AnimatableKeyPath(unchecked: .startPoint)
  /// `startPoint.x`.
  public static let startPointX = AnimatableKeyPath(unchecked: .startPoint, .x)
  /// `startPoint.y`.
  public static let startPointY = AnimatableKeyPath(unchecked: .startPoint, .y)
  /// `endPoint`.
  public static let endPoint = AnimatableKeyPath(unchecked: .endPoint)
  /// `endPoint.x`.
  public static let endPointX = AnimatableKeyPath(unchecked: .endPoint, .x)
  /// `endPoint.y`.
  public static let endPointY = AnimatableKeyPath(unchecked: .endPoint, .y)
  /// `instanceTransform`.
  public static let instanceTransform = AnimatableKeyPath(unchecked: .instanceTransform)
  /// `instanceTransform.rotation`.
  public static let instanceTransformRotation = AnimatableKeyPath(
    unchecked: .instanceTransform, .rotation)
  /// `instanceTransform.rotation.x`.
  public static let instanceTransformRotationX = AnimatableKeyPath(
    unchecked: .instanceTransform, .rotationX)
  /// `instanceTransform.rotation.y`.
  public static let instanceTransformRotationY = AnimatableKeyPath(
    unchecked: .instanceTransform, .rotationY)
  /// `instanceTransform.rotation.z`.
  public static let instanceTransformRotationZ = AnimatableKeyPath(
    unchecked: .instanceTransform, .rotationZ)
  /// `instanceTransform.scale`.
  public static let instanceTransformScale = AnimatableKeyPath(
    unchecked: .instanceTransform, .scale)
  /// `instanceTransform.scale.x`.
  public static let instanceTransformScaleX = AnimatableKeyPath(
    unchecked: .instanceTransform, .scaleX)
  /// `instanceTransform.scale.y`.
  public static let instanceTransformScaleY = AnimatableKeyPath(
    unchecked: .instanceTransform, .scaleY)
  /// `instanceTransform.scale.z`.
  public static let instanceTransformScaleZ = AnimatableKeyPath(
    unchecked: .instanceTransform, .scaleZ)
  /// `instanceTransform.translation`.
  public static let instanceTransformTranslation = AnimatableKeyPath(
    unchecked: .instanceTransform, .translation)
  /// `instanceTransform.translation.x`.
  public static let instanceTransformTranslationX = AnimatableKeyPath(
    unchecked: .instanceTransform, .translationX)
  /// `instanceTransform.translation.y`.
  public static let instanceTransformTranslationY = AnimatableKeyPath(
    unchecked: .instanceTransform, .translationY)
  /// `instanceTransform.translation.z`.
  public static let instanceTransformTranslationZ = AnimatableKeyPath(
    unchecked: .instanceTransform, .translationZ)
  /// `instanceColor`.
  public static let instanceColor = AnimatableKeyPath(unchecked: .instanceColor)
  /// `instanceRedOffset`.
  public static let instanceRedOffset = AnimatableKeyPath(unchecked: .instanceRedOffset)
  /// `instanceGreenOffset`.
  public static let instanceGreenOffset = AnimatableKeyPath(unchecked: .instanceGreenOffset)
  /// `instanceBlueOffset`.
  public static let instanceBlueOffset = AnimatableKeyPath(unchecked: .instanceBlueOffset)
  /// `instanceAlphaOffset`.
  public static let instanceAlphaOffset = AnimatableKeyPath(unchecked: .instanceAlphaOffset)
  /// `fontSize`.
  public static let fontSize = AnimatableKeyPath(unchecked: .fontSize)
  /// `foregroundColor`.
  public static let foregroundColor = AnimatableKeyPath(unchecked: .foregroundColor)
}
