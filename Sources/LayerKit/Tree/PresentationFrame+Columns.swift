/// One property of every layer of a frame as contiguous numbers: what a renderer uploads
/// (`column(_:)`). Layer `i` of ``PresentationFrame/layers`` holds the numbers
/// `stride · i ..< stride · (i + 1)`: a number or boolean 1, a point or size 2, a vector 3, a
/// rectangle or colour 4, a transform 16 (row by row, `m11`…`m44`).
///
///     let frame = tree.presentation(at: t)
///     let opacity = frame.column(.opacity)            // one number a layer
///     let transforms = frame.column(.transform)       // 16 a layer
///     let moved = frame.changedLayers(since: previous) // the indices to upload again
public struct FrameColumn: Hashable, Sendable {
  /// The property.
  public let property: LayerProperty
  /// The numbers each layer has.
  public let stride: Int
  /// The numbers, `stride` a layer, in the frame's layer order.
  public let values: [Double]

  /// How many layers the column holds.
  public var count: Int { stride == 0 ? 0 : values.count / stride }

  /// Layer `index`'s numbers.
  public subscript(layer index: Int) -> ArraySlice<Double> {
    values[(index * stride)..<((index + 1) * stride)]
  }

  /// The numbers as one buffer, for a renderer that copies them out.
  public func withUnsafeNumbers<R>(_ body: (UnsafeBufferPointer<Double>) throws -> R) rethrows
    -> R
  {
    try values.withUnsafeBufferPointer(body)
  }
}

extension PresentationFrame {
  /// The dense index of `layer` in ``layers``: the same for every frame until the tree's shape
  /// changes; `nil` for a layer the frame does not hold.
  public func layerIndex(of layer: Layer) -> Int? {
    let index = layer.frameIndex
    guard index >= 0, index < layers.count, layers[index] === layer else {
      return layers.firstIndex { $0 === layer }
    }
    return index
  }

  /// `property` of every layer at ``mediaTime`` (each as ``value(of:_:)`` gives it), as
  /// contiguous numbers in ``layers`` order; `nil` for a property whose values have no fixed
  /// count of numbers (paths, lists).
  ///
  /// - Complexity: O(n · k) for n layers animating k properties each.
  public func column(_ property: LayerProperty) -> FrameColumn? {
    let kind = property.valueKind
    let stride = kind.scalarWidth
    guard stride > 0 else { return nil }
    let keyPath = AnimatableKeyPath(property)
    var numbers = [Double]()
    numbers.reserveCapacity(layers.count * stride)
    for layer in layers {
      let value = value(of: layer, keyPath)
      if case .transform(let t) = value {
        numbers += t.fields
      } else if let lanes = value.lanes {
        for lane in 0..<stride { numbers.append(lanes[lane]) }
      } else {
        numbers += repeatElement(0, count: stride)
      }
    }
    return FrameColumn(property: property, stride: stride, values: numbers)
  }

  /// The indices (into ``layers``) of the layers whose presentation differs from `previous`'s:
  /// what a renderer uploads again. Every layer when the two frames do not hold the same
  /// layers in the same order (the tree's shape changed).
  ///
  /// - Complexity: O(n) properties compared, for n layers.
  public func changedLayers(since previous: PresentationFrame) -> [Int] {
    guard previous.layers.count == layers.count,
      zip(previous.layers, layers).allSatisfy({ $0 === $1 })
    else { return Array(layers.indices) }
    return layers.indices.filter {
      properties(of: layers[$0]) != previous.properties(of: previous.layers[$0])
    }
  }
}
