#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  /// The layer tree of `CALayer`s and its coordinate spaces (rules L1, L6), kept in step with the
  /// LayerKit layers behind them.
  extension CALayer {
    /// The superlayer, if any.
    public var superlayer: CALayer? { world.locked { _ in storedSuperlayer } }

    /// The sublayers, back to front; `nil` when there are none. Setting it replaces them all.
    public var sublayers: [CALayer]? {
      get { world.locked { _ in storedSublayers.isEmpty ? nil : storedSublayers } }
      set { replaceSublayers(with: newValue ?? []) }
    }

    /// Inserts `layer` at `index` (`insertSublayer(_:at:)`); a layer cannot become its own
    /// ancestor, nor the sublayer of a layer of another world (nothing happens then).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
      insert(layer, at: Int(index))
    }

    /// Inserts `layer` just above `sibling` among the sublayers (`insertSublayer(_:above:)`); at
    /// the top when `sibling` is not one of them.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
      insert(layer, nextTo: sibling, above: true)
    }

    /// Inserts `layer` just below `sibling` among the sublayers (`insertSublayer(_:below:)`); at
    /// the bottom when `sibling` is not one of them.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
      insert(layer, nextTo: sibling, above: false)
    }

    /// Puts `newLayer` where `oldLayer` is among the sublayers, and removes `oldLayer`
    /// (`replaceSublayer(_:with:)`); nothing happens when `oldLayer` is not a sublayer.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
      replace(oldLayer, with: newLayer)
    }

    /// Appends `layer` to the sublayers (what ``addSublayer(_:)`` does unless overridden).
    func append(_ layer: CALayer) {
      world.locked { _ in insert(layer, at: storedSublayers.count) }
    }

    /// Detaches the layer from its superlayer (what ``removeFromSuperlayer()`` does unless
    /// overridden); it stays in the world.
    func leaveSuperlayer() {
      world.locked { _ in
        guard storedSuperlayer != nil else { return }
        detach()
      }
    }

    /// `point` in `layer`'s coordinates, converted to this layer's (`convert(_:from:)`), through
    /// their transforms (projected onto z = 0); `nil` is the root's space.
    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
      converting(point, from: layer)
    }

    /// `point` in this layer's coordinates, converted to `layer`'s (`convert(_:to:)`).
    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
      converting(point, to: layer)
    }

    /// `rect` in `layer`'s coordinates, converted to this layer's: the smallest rectangle that
    /// holds its converted corners (`convert(_:from:)`).
    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
      CGRect(bounding: rect.corners.map { convert($0, from: layer) })
    }

    /// `rect` in this layer's coordinates, converted to `layer`'s (`convert(_:to:)`).
    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
      CGRect(bounding: rect.corners.map { convert($0, to: layer) })
    }

    /// Inserts `layer` at `index` of the sublayers (clamped): nothing happens for a layer that
    /// would become its own ancestor, a presentation copy, or a layer of another world.
    func insert(_ layer: CALayer, at index: Int) {
      guard layer !== self, !layer.isCopy, !isCopy, layer.world === world else { return }
      world.locked { _ in
        // Only a layer with sublayers can be an ancestor of this one.
        if !layer.storedSublayers.isEmpty {
          var ancestor: CALayer? = self
          while let current = ancestor {
            if current === layer { return }
            ancestor = current.storedSuperlayer
          }
        }
        layer.detach()
        let position = min(max(index, 0), storedSublayers.count)
        guard base.insertSublayer(layer.base, at: position) else { return }
        storedSublayers.insert(layer, at: position)
        layer.storedSuperlayer = self
      }
    }

    /// Inserts `layer` just above (or below) `sibling`; at the top (or bottom) when `sibling` is
    /// not a sublayer.
    func insert(_ layer: CALayer, nextTo sibling: CALayer?, above: Bool) {
      world.locked { _ in
        let index = sibling.flatMap { storedSublayers.indexOfIdentical($0) }
        if above {
          insert(layer, at: index.map { $0 + 1 } ?? storedSublayers.count)
        } else {
          insert(layer, at: index ?? 0)
        }
      }
    }

    /// Puts `newLayer` where `oldLayer` is among the sublayers and removes `oldLayer`.
    func replace(_ oldLayer: CALayer, with newLayer: CALayer) {
      world.locked { _ in
        guard let index = storedSublayers.indexOfIdentical(oldLayer), oldLayer !== newLayer else {
          return
        }
        oldLayer.leaveSuperlayer()
        insert(newLayer, at: index)
      }
    }

    /// Replaces every sublayer with `layers`, in order.
    func replaceSublayers(with layers: [CALayer]) {
      world.locked { _ in
        for layer in storedSublayers { layer.leaveSuperlayer() }
        for layer in layers { append(layer) }
      }
    }

    /// Takes the layer out of its superlayer's sublayers and its LayerKit layer out of its
    /// superlayer's (it stays in the world). Call with the lock held.
    func detach() {
      if let parent = storedSuperlayer {
        if let index = parent.storedSublayers.indexOfIdentical(self) {
          parent.storedSublayers.remove(at: index)
        }
        storedSuperlayer = nil
      }
      base.removeFromSuperlayer()
    }

    /// The deepest layer of this layer's tree, this one included, whose bounds hold `point`
    /// (given in the superlayer's coordinates), in the model's geometry; sublayers are asked
    /// front to back, each through its own ``hitTest(_:)``; `nil` when the point is outside this
    /// layer's bounds, as Core Animation documents. LayerKit's choice, where Core Animation's
    /// documentation is silent: a hidden layer is hit by nothing.
    func deepestLayer(at point: CGPoint) -> CALayer? {
      world.locked { _ in
        guard !isHidden else { return nil }
        let local = convert(point, from: storedSuperlayer)
        guard contains(local) else { return nil }
        for sublayer in storedSublayers.reversed() {
          if let hit = sublayer.hitTest(local) { return hit }
        }
        return self
      }
    }

    // MARK: Coordinate spaces

    /// The matrix taking this layer's coordinates to its superlayer's: the bounds' origin and
    /// anchor point moved to the origin, the transform, then the position, and the superlayer's
    /// sublayer transform about its own anchor point (L6, row vectors as Core Animation).
    private var toSuperlayer: Transform3D {
      let model = base.model
      let size = model.bounds.size
      let anchor = Point(
        x: model.bounds.origin.x + model.anchorPoint.x * size.width,
        y: model.bounds.origin.y + model.anchorPoint.y * size.height)
      var matrix = Transform3D(translationX: -anchor.x, y: -anchor.y, z: -model.anchorPointZ)
        .concatenating(model.transform)
        .concatenating(
          Transform3D(translationX: model.position.x, y: model.position.y, z: model.zPosition))
      if let parent = storedSuperlayer {
        let p = parent.base.model
        let center = Point(
          x: p.bounds.origin.x + p.anchorPoint.x * p.bounds.size.width,
          y: p.bounds.origin.y + p.anchorPoint.y * p.bounds.size.height)
        matrix = matrix.concatenating(Transform3D(translationX: -center.x, y: -center.y, z: 0))
          .concatenating(p.sublayerTransform)
          .concatenating(Transform3D(translationX: center.x, y: center.y, z: 0))
      }
      return matrix
    }

    /// The matrix taking this layer's coordinates to the root's: each `toSuperlayer` in turn.
    private var toRoot: Transform3D {
      var matrix = Transform3D.identity
      var layer: CALayer? = self
      while let current = layer {
        matrix = matrix.concatenating(current.toSuperlayer)
        layer = current.storedSuperlayer
      }
      return matrix
    }

    /// `point` in `layer`'s coordinates (`nil`: the root's), in this layer's.
    func converting(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
      world.locked { _ in
        let from = layer?.toRoot ?? .identity
        guard let back = toRoot.inverted() else { return point }
        return CGPoint(from.concatenating(back).apply(to: Point(point)))
      }
    }

    /// `point` in this layer's coordinates, in `layer`'s (`nil`: the root's).
    func converting(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
      world.locked { _ in
        let back = layer.map { $0.toRoot.inverted() } ?? .identity
        guard let back else { return point }
        return CGPoint(toRoot.concatenating(back).apply(to: Point(point)))
      }
    }
  }
#endif
