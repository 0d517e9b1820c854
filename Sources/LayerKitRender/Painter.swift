import Foundation
import LayerKit

/// The walk over a layer tree that draws it (R1–R9).
struct Painter {
  let time: Double
  /// The replicator copies the picture may still draw, all replicators together [C]: nested
  /// replicators multiply their counts, and a picture must finish.
  var copyBudget = 100_000
  /// The layers whose masks are being drawn, so that a mask that masks itself, directly or
  /// through its subtree, is drawn once rather than forever.
  var masking: Set<ObjectIdentifier> = []

  static let white = Color(red: 1, green: 1, blue: 1, alpha: 1)

  /// What a layer is drawn within.
  struct Context {
    /// The superlayer's plane to device pixels.
    var parent: Homography
    /// The 3-D transforms above, multiplied, for which way a layer faces (R1).
    var parent3D: Transform3D
    /// The colour multiplier of replicator copies (R9).
    var tint: Color
    /// The clip of the `masksToBounds` layers above (R3), in device pixels.
    var clip: CoverageMask?
    /// The copy index through the replicators above, outermost slowest (Y5).
    var copy: Int
  }

  /// A layer's placement in its superlayer's plane as a 4 × 4 transform (R1, L6): its bounds
  /// moved so that the anchor point is at the origin, its transform, moved to its position (and
  /// zPosition), then the superlayer's sublayer transform about the superlayer's anchor point.
  static func level(_ p: LayerProperties, in parent: LayerProperties?, copy: Transform3D? = nil)
    -> Transform3D
  {
    let b = p.bounds
    let anchor = Point(
      x: b.minX + p.anchorPoint.x * b.size.width, y: b.minY + p.anchorPoint.y * b.size.height)
    var m = Transform3D(translationX: -anchor.x, y: -anchor.y, z: -p.anchorPointZ)
      .concatenating(p.transform)
      .concatenating(Transform3D(translationX: p.position.x, y: p.position.y, z: p.zPosition))
    if let copy { m = m.concatenating(copy) }
    if let parent, parent.sublayerTransform != .identity {
      let pb = parent.bounds
      let pa = Point(
        x: pb.minX + parent.anchorPoint.x * pb.size.width,
        y: pb.minY + parent.anchorPoint.y * pb.size.height)
      m = m.concatenating(Transform3D(translationX: -pa.x, y: -pa.y))
        .concatenating(parent.sublayerTransform)
        .concatenating(Transform3D(translationX: pa.x, y: pa.y))
    }
    return m
  }

  /// Draws `layer` (presented as `p`, placed by `level`) into `target`.
  mutating func draw(
    _ layer: Layer, _ p: LayerProperties, level: Transform3D, _ context: Context,
    into target: inout Pixmap
  ) {
    guard !p.isHidden, p.opacity > 0 else { return }
    let h = Homography(level).then(context.parent)
    let full3D = level.concatenating(context.parent3D)
    let visible = p.isDoubleSided || full3D.facesViewer
    let opacity = min(max(p.opacity, 0), 1)
    // R4: the opacity fades the subtree as one group, or without group opacity multiplies each
    // drawing below (carried in the tint's alpha, as a replicator's colour is).
    var tint = context.tint
    if !p.allowsGroupOpacity { tint.alpha *= opacity }
    let groupOpacity = p.allowsGroupOpacity ? opacity : 1
    let shadowed = p.shadowOpacity > 0 && p.shadowColor.alpha > 0
    let layerContext = Context(
      parent: h, parent3D: full3D, tint: tint, clip: context.clip, copy: context.copy)
    // R5: a mask, unless it is already masking further up (a loop draws it unmasked [C]).
    let maskLayer = layer.mask.flatMap { masking.contains(ObjectIdentifier($0)) ? nil : $0 }
    guard groupOpacity < 1 || shadowed || maskLayer != nil else {
      body(layer, p, h, visible: visible, layerContext, into: &target)
      return
    }
    var extent = self.extent(layer, p, h, context)
    let sigma = shadowed ? Self.blurSigma(p.shadowRadius, h.scale(near: anchor(p))) : 0
    let offset = shadowed ? shadowShift(p, h) : (0, 0)
    if shadowed {
      if let path = p.shadowPath, !path.elements.isEmpty {
        extent = extent.union(
          PixelRect(bounding: h.project(Shapes.corners(of: path.boundingBox)), margin: 1))
      }
      extent = extent.union(extent.shadow(sigma: sigma, offset: offset))
    }
    let bounds = extent.intersection(target.rect)
    guard !bounds.isEmpty else { return }
    var group = Pixmap(rect: bounds)
    var inner = layerContext
    inner.clip = nil
    body(layer, p, h, visible: visible, inner, into: &group)
    if shadowed {
      // R6: cast by `shadowPath` when set, else by the alpha of everything the layer drew
      // (which already carries the tint's alpha: the shadow's colour takes only its colour).
      var silhouette: Pixmap
      if let path = p.shadowPath {
        silhouette = Pixmap(rect: bounds)
        let loops = path.polylines(tolerance: Shapes.flatness / max(h.scale(near: anchor(p)), 1e-6))
          .map(\.points).filter { $0.count >= 3 }
        fill(loops, h, .nonZero, color: Premultiplied(Self.white, tint: tint), nil, &silhouette)
      } else {
        silhouette = group
      }
      let colourOnly = Color(red: tint.red, green: tint.green, blue: tint.blue, alpha: 1)
      let shadow = Effects.shadow(
        of: silhouette, sigma: sigma,
        color: Premultiplied(p.shadowColor, tint: colourOnly, alpha: p.shadowOpacity))
      // Under the drawing, in the group's own pixmap when a mask is to cut both.
      if maskLayer != nil {
        var below = Pixmap(rect: bounds)
        below.composite(shadow, opacity: 1, dx: offset.0, dy: offset.1)
        below.composite(group, opacity: 1)
        group = below
      } else {
        target.composite(
          shadow, opacity: Float(groupOpacity), dx: offset.0, dy: offset.1, clip: context.clip)
      }
    }
    if let maskLayer {
      group.multiply(byAlphaOf: maskAlpha(maskLayer, h, full3D, bounds))
    }
    target.composite(group, opacity: Float(groupOpacity), clip: context.clip)
  }

  /// The alpha `mask` draws in the masked layer's coordinates (R5), over `bounds`: the mask
  /// presented at the same time, placed by its own geometry as if it were a sublayer.
  private mutating func maskAlpha(
    _ mask: Layer, _ h: Homography, _ full3D: Transform3D, _ bounds: PixelRect
  ) -> Pixmap {
    var alpha = Pixmap(rect: bounds)
    let id = ObjectIdentifier(mask)
    masking.insert(id)
    defer { masking.remove(id) }
    let presented = mask.presentation(at: time)
    draw(
      mask, presented, level: Self.level(presented, in: nil),
      Context(parent: h, parent3D: full3D, tint: Self.white, clip: nil, copy: 0), into: &alpha)
    return alpha
  }

  private func anchor(_ p: LayerProperties) -> Point {
    Point(
      x: p.bounds.minX + p.anchorPoint.x * p.bounds.size.width,
      y: p.bounds.minY + p.anchorPoint.y * p.bounds.size.height)
  }

  /// The shadow's offset in device pixels: `shadowOffset` in the layer's own space (R6).
  private func shadowShift(_ p: LayerProperties, _ h: Homography) -> (Int, Int) {
    let a = anchor(p)
    let from = h.apply(a)
    let to = h.apply(Point(x: a.x + p.shadowOffset.width, y: a.y + p.shadowOffset.height))
    let dx = to.x - from.x
    let dy = to.y - from.y
    guard dx.isFinite, dy.isFinite else { return (0, 0) }
    // An offset past 2²⁴ pixels leaves the shadow off any canvas (8192² at most) all the same.
    let reach = Double(1 << 24)
    return (Int(min(max(dx, -reach), reach).rounded()), Int(min(max(dy, -reach), reach).rounded()))
  }

  /// The layer's own drawing and its sublayers' (R2): background, content, sublayers, border.
  private mutating func body(
    _ layer: Layer, _ p: LayerProperties, _ h: Homography, visible: Bool, _ context: Context,
    into target: inout Pixmap
  ) {
    let scale = h.scale(near: anchor(p))
    let clip = context.clip
    let rounded = Shapes.roundedRect(
      p.bounds, radius: p.cornerRadius, corners: p.maskedCorners, deviceScale: scale)
    if visible, p.backgroundColor.alpha > 0 {
      let colour = Premultiplied(p.backgroundColor, tint: context.tint)
      if !fillBanded(rounded, p.bounds, radius: p.cornerRadius, h, colour, clip, &target) {
        fill([rounded], h, .nonZero, color: colour, clip, &target)
      }
    }
    var inner = context
    if p.masksToBounds {
      let mask = Rasterizer.coverage([h.project(rounded)], rule: .nonZero, clip: target.rect)
      guard let mask else {
        // Nothing inside the bounds: neither content nor sublayers show; the border still may.
        if visible { border(p, h, scale, context, &target) }
        return
      }
      inner.clip = clip.map { $0.intersected(with: mask) } ?? mask
    }
    if visible {
      if let shape = p.shape { self.shape(shape, h, scale, inner, &target) }
      if let gradient = p.gradient { self.gradient(gradient, p.bounds, h, inner, &target) }
    }
    sublayers(of: layer, p, inner, into: &target)
    if visible { border(p, h, scale, context, &target) }
  }

  private mutating func sublayers(
    of layer: Layer, _ p: LayerProperties, _ context: Context, into target: inout Pixmap
  ) {
    let children = layer.sublayers
    guard !children.isEmpty else { return }
    if let replicator = p.replicator, layer.kind == .replicator {
      let count = Self.copies(replicator)
      guard count > 0 else { return }
      let centre = Point(x: p.bounds.midX, y: p.bounds.midY)
      for index in 0..<count {
        guard copyBudget > 0 else { return }
        copyBudget -= 1
        let copyTransform = Transform3D(translationX: -centre.x, y: -centre.y)
          .concatenating(replicator.instanceTransform.power(index))
          .concatenating(Transform3D(translationX: centre.x, y: centre.y))
        func channel(_ base: Double, _ offset: Double) -> Double {
          min(max(base + Double(index) * offset, 0), 1)
        }
        let colour = Color(
          red: channel(replicator.instanceColor.red, replicator.instanceRedOffset),
          green: channel(replicator.instanceColor.green, replicator.instanceGreenOffset),
          blue: channel(replicator.instanceColor.blue, replicator.instanceBlueOffset),
          alpha: channel(replicator.instanceColor.alpha, replicator.instanceAlphaOffset))
        var copyContext = context
        copyContext.copy = Self.copyIndex(context.copy, count, index)
        copyContext.tint = Color(
          red: context.tint.red * colour.red, green: context.tint.green * colour.green,
          blue: context.tint.blue * colour.blue, alpha: context.tint.alpha * colour.alpha)
        drawChildren(children, of: p, context: copyContext, copy: copyTransform, into: &target)
      }
    } else {
      drawChildren(children, of: p, context: context, copy: nil, into: &target)
    }
  }

  private mutating func drawChildren(
    _ children: [Layer], of parent: LayerProperties, context: Context, copy: Transform3D?,
    into target: inout Pixmap
  ) {
    let presented = children.enumerated().map { offset, child in
      (offset, child, properties(of: child, copy: context.copy))
    }
    for (_, child, properties) in presented.sorted(by: {
      ($0.2.zPosition, $0.0) < ($1.2.zPosition, $1.0)
    }) {
      draw(
        child, properties, level: Self.level(properties, in: parent, copy: copy), context,
        into: &target)
    }
  }

  /// The most copies one replicator draws [C]: scenes hold at most 100,000 copies in all, and
  /// a tree built in code is held to the same so that a picture always finishes.
  static let maximumCopies = 100_000

  /// The copies `replicator` draws (R9): its count, at least 0, at most ``maximumCopies``.
  static func copies(_ replicator: ReplicatorProperties) -> Int {
    min(max(replicator.instanceCount, 0), maximumCopies)
  }

  /// A shadow's blur in device pixels: `shadowRadius` (0 when not a number or negative) times
  /// the scale, at most 250 pixels [C].
  static func blurSigma(_ radius: Double, _ scale: Double) -> Double {
    let sigma = radius.isFinite && radius > 0 ? radius * scale : (radius == .infinity ? 250 : 0)
    return sigma.isFinite ? min(max(sigma, 0), 250) : 0
  }

  /// The flat copy index of copy `index` of a replicator of `count` inside copy `outer`
  /// (outermost slowest); `Int.max`, which names no copy, past what an `Int` holds.
  static func copyIndex(_ outer: Int, _ count: Int, _ index: Int) -> Int {
    let (product, overflow) = outer.multipliedReportingOverflow(by: count)
    let (sum, overflow2) = product.addingReportingOverflow(index)
    return overflow || overflow2 ? .max : sum
  }

  /// A layer's presentation in copy `copy` of the replicators above it (Y5), or its own.
  private func properties(of layer: Layer, copy: Int) -> LayerProperties {
    if copy == 0 || layer.replicatedInstanceCount == 1 { return layer.presentation(at: time) }
    return layer.replicatedInstance(copy, at: time)?.properties ?? layer.presentation(at: time)
  }

  // MARK: Pieces

  private func fill(
    _ polygons: [[Point]], _ h: Homography, _ rule: ShapeProperties.FillRule, color: Premultiplied,
    _ clip: CoverageMask?, _ target: inout Pixmap
  ) {
    guard color.a > 0 else { return }
    let projected = polygons.map(h.project)
    if projected.count == 1, let r = Self.axisAlignedRectangle(projected[0]) {
      target.fillRect(x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1, color: color, clip: clip)
      return
    }
    guard let coverage = Rasterizer.coverage(projected, rule: rule, clip: clip?.rect ?? target.rect)
    else { return }
    target.fill(coverage, color: color, clip: clip)
  }

  /// A rounded rectangle drawn upright on the device (its bounds' corners an axis-aligned
  /// rectangle there), filled in three bands: the rows its corner arcs cross through the
  /// rasteriser, the whole rows between them as one rectangle (whose edges there are straight
  /// and vertical, so its exact coverage is the rectangle's). The bands meet on whole pixel
  /// rows, so no pixel is painted twice. `false` when the shape is not upright (or clipped):
  /// the caller fills it whole.
  private func fillBanded(
    _ loop: [Point], _ bounds: Rect, radius: Double, _ h: Homography, _ color: Premultiplied,
    _ clip: CoverageMask?, _ target: inout Pixmap
  ) -> Bool {
    guard clip == nil, color.a > 0, bounds.size.width > 0, bounds.size.height > 0,
      let box = Self.axisAlignedRectangle(h.project(Shapes.corners(of: bounds)))
    else { return false }
    let r = Shapes.clampedRadius(radius, bounds)
    // The arcs' reach down the device: the radius scaled by whichever side of the bounds stands
    // upright there (a quarter turn puts the width upright), the larger to be sure.
    let upright = box.y1 - box.y0
    let reach = r * max(upright / bounds.size.height, upright / bounds.size.width)
    guard reach.isFinite else { return false }
    // The band edges as whole rows of the target (a layer may reach far past it).
    let whole = target.rect
    func row(_ y: Double) -> Int { Int(min(max(y, Double(whole.y0)), Double(whole.y1))) }
    let top = row((box.y0 + reach).rounded(.up))
    let bottom = row((box.y1 - reach).rounded(.down))
    guard bottom > top else { return false }
    let projected = [h.project(loop)]
    for rows in [(whole.y0, top), (bottom, whole.y1)] where rows.1 > rows.0 {
      let band = PixelRect(x0: whole.x0, y0: rows.0, x1: whole.x1, y1: rows.1)
      if let coverage = Rasterizer.coverage(projected, rule: .nonZero, clip: band) {
        target.fill(coverage, color: color, clip: nil)
      }
    }
    target.fillRect(
      x0: box.x0, y0: Double(top), x1: box.x1, y1: Double(bottom), color: color, clip: nil)
    return true
  }

  /// The rectangle a four-point loop is when its sides are horizontal and vertical.
  static func axisAlignedRectangle(_ p: [Point]) -> (
    x0: Double, y0: Double, x1: Double, y1: Double
  )? {
    guard p.count == 4 else { return nil }
    let horizontalFirst =
      p[0].y == p[1].y && p[1].x == p[2].x && p[2].y == p[3].y && p[3].x == p[0].x
    let verticalFirst = p[0].x == p[1].x && p[1].y == p[2].y && p[2].x == p[3].x && p[3].y == p[0].y
    guard horizontalFirst || verticalFirst else { return nil }
    let xs = p.map(\.x)
    let ys = p.map(\.y)
    guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max(),
      x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite
    else { return nil }
    return (x0, y0, x1, y1)
  }

  /// The border (R2, R3): the rounded bounds less the rounded bounds inset by `borderWidth`.
  private func border(
    _ p: LayerProperties, _ h: Homography, _ scale: Double, _ context: Context,
    _ target: inout Pixmap
  ) {
    let width = min(p.borderWidth, min(p.bounds.size.width, p.bounds.size.height) / 2)
    guard width > 0, p.borderColor.alpha > 0 else { return }
    let outer = Shapes.roundedRect(
      p.bounds, radius: p.cornerRadius, corners: p.maskedCorners, deviceScale: scale)
    let insetRect = Rect(
      x: p.bounds.minX + width, y: p.bounds.minY + width, width: p.bounds.size.width - 2 * width,
      height: p.bounds.size.height - 2 * width)
    let radius = min(p.cornerRadius, min(p.bounds.size.width, p.bounds.size.height) / 2) - width
    var polygons = [outer]
    if insetRect.size.width > 0, insetRect.size.height > 0 {
      polygons.append(
        Shapes.roundedRect(
          insetRect, radius: max(radius, 0), corners: p.maskedCorners, deviceScale: scale
        ).reversed())
    }
    fill(
      polygons, h, .nonZero, color: Premultiplied(p.borderColor, tint: context.tint), context.clip,
      &target)
  }

  /// A shape layer's path (R7): filled whole, stroked between strokeStart and strokeEnd.
  private func shape(
    _ s: ShapeProperties, _ h: Homography, _ scale: Double, _ context: Context,
    _ target: inout Pixmap
  ) {
    let tolerance = Shapes.flatness / max(scale, 1e-6)
    if s.fillColor.alpha > 0 {
      let loops = s.path.polylines(tolerance: tolerance).map(\.points).filter { $0.count >= 3 }
      fill(
        loops, h, s.fillRule, color: Premultiplied(s.fillColor, tint: context.tint), context.clip,
        &target)
    }
    guard s.strokeColor.alpha > 0, s.lineWidth > 0 else { return }
    var lines = s.visiblePath.polylines(tolerance: tolerance)
    if let pattern = s.lineDashPattern, !pattern.isEmpty {
      lines = Polyline.dashed(lines, pattern: pattern, phase: s.lineDashPhase)
    }
    let stroker = Stroker(
      width: s.lineWidth, cap: s.lineCap, join: s.lineJoin, miterLimit: s.miterLimit,
      deviceScale: scale)
    fill(
      stroker.outline(lines), h, .nonZero, color: Premultiplied(s.strokeColor, tint: context.tint),
      context.clip, &target)
  }

  /// A gradient over the bounds (R8), worked out in the bounds' unit square.
  private func gradient(
    _ g: GradientProperties, _ bounds: Rect, _ h: Homography, _ context: Context,
    _ target: inout Pixmap
  ) {
    guard !g.colors.isEmpty, bounds.size.width > 0, bounds.size.height > 0, let inverse = h.inverse
    else { return }
    guard
      let coverage = Rasterizer.coverage(
        [h.project(Shapes.corners(of: bounds))], rule: .nonZero,
        clip: context.clip?.rect ?? target.rect)
    else { return }
    let stops = Effects.stops(g, tint: context.tint)
    let position = Effects.GradientPosition(g)
    target.fill(coverage, clip: context.clip) { x, y in
      let p = inverse.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
      let u = (p.x - bounds.minX) / bounds.size.width
      let v = (p.y - bounds.minY) / bounds.size.height
      return Effects.colour(at: position.t(u, v), stops)
    }
  }

  // MARK: Extent

  /// The device pixels the layer and its subtree may touch (for the offscreen pixmaps): its
  /// bounds, its path with the stroke, and unless it masks to its bounds its sublayers'.
  func extent(_ layer: Layer, _ p: LayerProperties, _ h: Homography, _ context: Context)
    -> PixelRect
  {
    var points = Shapes.corners(of: p.bounds)
    if let shape = p.shape, !shape.path.elements.isEmpty {
      let box = shape.path.boundingBox
      let grow = shape.lineWidth * max(shape.miterLimit, 1) / 2 + 1
      points += Shapes.corners(
        of: Rect(
          x: box.minX - grow, y: box.minY - grow, width: box.size.width + 2 * grow,
          height: box.size.height + 2 * grow))
    }
    var rect = PixelRect(bounding: h.project(points), margin: 1)
    guard !p.masksToBounds else { return rect }
    // A replicator's copies may be many and nested: its extent is taken as everything (the
    // caller keeps the target's part), rather than enumerated.
    guard layer.kind != .replicator else {
      return PixelRect(x0: -(1 << 30), y0: -(1 << 30), x1: 1 << 30, y1: 1 << 30)
    }
    for child in layer.sublayers {
      let cp = properties(of: child, copy: context.copy)
      guard !cp.isHidden else { continue }
      let ch = Homography(Self.level(cp, in: p)).then(h)
      var childRect = extent(child, cp, ch, context)
      if cp.shadowOpacity > 0 {
        let sigma = Self.blurSigma(cp.shadowRadius, ch.scale(near: anchor(cp)))
        childRect = childRect.union(childRect.shadow(sigma: sigma, offset: shadowShift(cp, ch)))
      }
      rect = rect.union(childRect)
    }
    return rect
  }
}

extension PixelRect {
  /// Where a shadow of these pixels falls: moved by `offset`, grown by the blur's reach (3σ and
  /// two pixels).
  func shadow(sigma: Double, offset: (Int, Int)) -> PixelRect {
    let grow = Int((3 * sigma).rounded(.up)) + 2
    return PixelRect(
      x0: x0 - grow + offset.0, y0: y0 - grow + offset.1, x1: x1 + grow + offset.0,
      y1: y1 + grow + offset.1)
  }
}
