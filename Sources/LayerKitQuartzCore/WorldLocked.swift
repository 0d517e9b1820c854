#if !canImport(QuartzCore)
  import LayerKit

  /// A stored property of a ``CALayer`` (or a subclass of yours), read and written under the
  /// lock of the layer's world, as every property of a layer is (see ``CAMediaClock``): Core
  /// Animation's plain stored properties (`isOpaque`, `font`, `alignmentMode`, …) are declared
  ///
  ///     @WorldLocked public var isOpaque = false
  ///
  /// instead of a getter and a setter that each take the lock around a private stored twin.
  /// LayerKit's own; QuartzCore has no such wrapper.
  ///
  /// It works through the enclosing-instance subscript (as Combine's `@Published` does), so it
  /// wraps properties of layers only.
  @propertyWrapper
  public struct WorldLocked<Value> {
    private var stored: Value

    /// A property holding `wrappedValue` until it is set.
    public init(wrappedValue: Value) { stored = wrappedValue }

    /// Unavailable: the value is reached through the owning object, under its lock.
    @available(*, unavailable, message: "@WorldLocked wraps properties of layers")
    public var wrappedValue: Value {
      get { fatalError("unreachable: unavailable") }
      set { fatalError("unreachable: unavailable") }
    }

    /// The value of the property of `owner`, with `owner`'s world's lock held.
    public static subscript<Owner: CALayer>(
      _enclosingInstance owner: Owner,
      wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
      storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
    ) -> Value {
      get { owner.world.locked { _ in owner[keyPath: storageKeyPath].stored } }
      set { owner.world.locked { _ in owner[keyPath: storageKeyPath].stored = newValue } }
    }
  }
#endif
