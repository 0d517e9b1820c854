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
  /// The tree keeps each column read between frames: the layers' model numbers, gathered once
  /// while the tree is unchanged, with the animated layers' numbers copied in after each pass.
  /// A column kept by the caller stays as it was (the next frame's is a copy).
  ///
  /// - Complexity: O(a) for a animated layers while the tree is unchanged and this is its last
  ///   frame; otherwise O(n · k) for n layers animating k properties each.
  public func column(_ property: LayerProperty) -> FrameColumn? {
    let stride = property.valueKind.scalarWidth
    guard stride > 0 else { return nil }
    guard isLatest else { return gatheredColumn(property, stride: stride) }
    return FrameColumn(
      property: property, stride: stride, values: storage.column(property, stride: stride))
  }

  /// The column worked out layer by layer, for a frame the tree has moved on from.
  private func gatheredColumn(_ property: LayerProperty, stride: Int) -> FrameColumn {
    let keyPath = AnimatableKeyPath(property)
    var numbers = [Double]()
    numbers.reserveCapacity(layers.count * stride)
    for layer in layers { ColumnCache.append(value(of: layer, keyPath), stride, to: &numbers) }
    return FrameColumn(property: property, stride: stride, values: numbers)
  }

  /// The indices (into ``layers``) of the layers whose presentation differs from `previous`'s:
  /// what a renderer uploads again.
  ///
  /// Two frames of the tree as it stood (nothing but time between them) share their layout and
  /// models, so only the layers that animate can differ: their animated values are compared
  /// where the passes wrote them. When anything else changed between the two (a model, an
  /// animation, a time space, the tree's shape), or has changed since, every layer is listed:
  /// an older frame then answers for a layer from the tree as it is now, so a comparison could
  /// not see what moved.
  ///
  /// - Complexity: O(s) for s animated values; O(n) for n layers when every layer is listed.
  public func changedLayers(since previous: PresentationFrame) -> [Int] {
    // The slots' entries are read from the store: the tree must still be as the frames saw it.
    guard previous.layers.count == layers.count, version == previous.version,
      version == treeVersion.value, zip(previous.layers, layers).allSatisfy({ $0 === $1 })
    else { return Array(layers.indices) }
    return values.withUnsafeBufferPointer { now in
      previous.values.withUnsafeBufferPointer { before in
        records.indices.filter { index in
          !records[index].list.isEmpty
            && moved(records[index], now: now, before: before, previous: previous)
        }
      }
    }
  }

  /// Whether the animated values of `record`'s layer differ between this frame's numbers
  /// (`now`) and `previous`'s (`before`): numbers equal or the same NaN, transforms compared as
  /// transforms (the identity may be sixteen numbers in one frame and one number in the other),
  /// paths and lists compared whole.
  private func moved(
    _ record: FrameRecord, now: UnsafeBufferPointer<Double>,
    before: UnsafeBufferPointer<Double>, previous: PresentationFrame
  ) -> Bool {
    guard let nowBase = now.baseAddress, let beforeBase = before.baseAddress else { return false }
    for entry in store.slots[record.list.slots] {
      let offset = Int(entry.scalarOffset)
      if entry.slot.isStructured {
        let at = Int(record.structuredStart) + offset
        if structuredValues[at] != previous.structuredValues[at] { return true }
        continue
      }
      let at = record.list.scalars.lowerBound + offset
      let same = (at..<at + entry.scalarWidth).allSatisfy {
        now[$0] == before[$0] || now[$0].bitPattern == before[$0].bitPattern
      }
      if same { continue }
      guard entry.slot.isTransform,
        Transform3D(presentedAt: nowBase + at) == Transform3D(presentedAt: beforeBase + at)
      else { return true }
    }
    return false
  }
}

/// One property's column kept by a tree's ``FrameStorage``: every layer's numbers, and where
/// the layers that animate the property have theirs in the pass's values.
struct ColumnCache {
  var numbers: [Double]
  /// The animated layers: their index and the start of their numbers in the pass's values.
  var animated: [(layer: Int, start: Int)]
  /// The tree's version the models were gathered at, and the pass whose numbers are in.
  var version: Int
  var pass: Int

  /// `value`'s `stride` numbers (a transform's sixteen fields) appended to `numbers`.
  static func append(_ value: AnimatableValue, _ stride: Int, to numbers: inout [Double]) {
    if case .transform(let t) = value {
      numbers += t.fields
    } else if let lanes = value.lanes {
      for lane in 0..<stride { numbers.append(lanes[lane]) }
    } else {
      numbers += repeatElement(0, count: stride)
    }
  }
}

extension FrameStorage {
  /// The numbers of `property` (`stride` a layer) after the last pass: the cached column,
  /// rebuilt from the models when the tree has changed since it was gathered, patched with the
  /// animated numbers when a pass has run since.
  func column(_ property: LayerProperty, stride: Int) -> [Double] {
    let current = version.value
    var cache =
      columnCaches.removeValue(forKey: property).flatMap { $0.version == current ? $0 : nil }
      ?? gatherColumn(property, stride: stride, version: current)
    if cache.pass != passCount {
      let transform = property.valueKind == .transform
      values.withUnsafeBufferPointer { values in
        cache.numbers.withUnsafeMutableBufferPointer { numbers in
          guard let from = values.baseAddress, let to = numbers.baseAddress else { return }
          // A transform may be held as one number in the pass (a pending rotation): stored
          // as its sixteen fields.
          if transform {
            for (layer, start) in cache.animated {
              PendingTransform.storeFields(of: from + start, to: to + layer * stride)
            }
            return
          }
          // At most four numbers: copied in place (a call of `memmove` for each layer's one
          // or two numbers was 6 % of a columns frame), a number and a point, the everyday
          // widths, each by a loop of its own.
          switch stride {
          case 1:
            for (layer, start) in cache.animated { to[layer] = from[start] }
          case 2:
            for (layer, start) in cache.animated {
              to[2 * layer] = from[start]
              to[2 * layer + 1] = from[start + 1]
            }
          default:
            for (layer, start) in cache.animated {
              for lane in 0..<stride { to[layer * stride + lane] = from[start + lane] }
            }
          }
        }
      }
      cache.pass = passCount
    }
    columnCaches[property] = cache
    return cache.numbers
  }

  /// Every layer's model numbers of `property`, and where the animated ones are.
  private func gatherColumn(_ property: LayerProperty, stride: Int, version: Int)
    -> ColumnCache
  {
    var numbers = [Double]()
    numbers.reserveCapacity(layers.count * stride)
    var animated: [(layer: Int, start: Int)] = []
    let slot = PropertySlot.property(property)
    for (index, layer) in layers.enumerated() {
      ColumnCache.append(layer.model[property], stride, to: &numbers)
      let list = records[index].list
      for entry in store.slots[list.slots] where entry.slot == slot {
        animated.append((index, list.scalars.lowerBound + Int(entry.scalarOffset)))
      }
    }
    return ColumnCache(numbers: numbers, animated: animated, version: version, pass: -1)
  }
}
