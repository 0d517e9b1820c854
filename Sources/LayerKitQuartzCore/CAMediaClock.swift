#if !canImport(QuartzCore)
  import Foundation
  import LayerKit

  /// The media clock that `CACurrentMediaTime()` reads, which tests move by hand.
  ///
  /// Core Animation's clock runs by itself and its transactions commit at the end of the run
  /// loop; here time moves only when a test says so, and the implicit transaction commits then:
  ///
  ///     CAMediaClock.reset()                       // clock at 0, no layers
  ///     let layer = CALayer()
  ///     layer.add(fade, forKey: "fade")
  ///     CAMediaClock.advance(by: 0.5)              // commits, delivers delegate callbacks
  ///     layer.presentation()?.opacity              // the value half a second in
  public enum CAMediaClock {
    /// The current media time (`CACurrentMediaTime()`) of the world where the caller runs.
    public static var currentTime: CFTimeInterval { CAWorld.current.currentTime }

    /// Moves the clock forward by `seconds`, first committing the implicit transaction (as the
    /// end of a run-loop turn would), delivering animation delegate callbacks on the way.
    /// A negative or non-finite step does nothing.
    public static func advance(by seconds: CFTimeInterval) {
      guard seconds.isFinite, seconds >= 0 else { return }
      let world = CAWorld.current
      // The time is read under the lock, the clock moved outside it, so that each event's
      // callbacks run before the next (CAWorld).
      world.advance(to: world.currentTime + seconds)
    }

    /// Moves the clock forward to `time`; an earlier or non-finite time does nothing.
    public static func advance(to time: CFTimeInterval) {
      CAWorld.current.advance(to: time)
    }

    /// Starts over: the clock at 0, no transaction open; layers made before belong to the old
    /// world and should not be used with new ones. Call it in a test's `setUp`, or give each
    /// test a world of its own with `withIsolatedWorld(_:)`.
    public static func reset() { CAWorld.current.reset() }

    /// Runs `body` in a world of its own: a clock at 0, no layers, no transaction, seen by
    /// `body` and every task it starts, and by no one else. Layers made inside belong to it.
    /// Tests that run in parallel (Swift Testing's default) each wrap their body in one, so that
    /// no test's clock or transactions reach another's:
    ///
    ///     @Test func fade() {
    ///       CAMediaClock.withIsolatedWorld {
    ///         let layer = CALayer()
    ///         layer.add(fade, forKey: "fade")
    ///         CAMediaClock.advance(by: 0.5)
    ///         #expect(layer.presentation()?.opacity == 0.5)
    ///       }
    ///     }
    ///
    /// Outside every such scope, code works in the one shared world, which is safe to use from
    /// several threads (each call is atomic) but shared by all of them.
    public static func withIsolatedWorld<R>(_ body: () throws -> R) rethrows -> R {
      try CAWorld.$isolated.withValue(CAWorld(), operation: body)
    }

    /// `withIsolatedWorld(_:)` for an asynchronous body.
    public static func withIsolatedWorld<R>(
      _ body: () async throws -> R
    ) async rethrows -> R {
      try await CAWorld.$isolated.withValue(CAWorld(), operation: body)
    }

    /// `withIsolatedWorld(_:)` in strict mode: whatever Core Animation would silently
    /// ignore (an animation `add(_:forKey:)` refuses, a value `setValue(_:forKeyPath:)` cannot
    /// take) is also handed to `onRefusal` as a message naming the layer, the call and why:
    ///
    ///     CAMediaClock.withIsolatedWorld(onRefusal: { XCTFail($0) }) {
    ///       layer.add(CABasicAnimation(keyPath: "opactiy"), forKey: "fade")
    ///       // fails: "a CALayer: add(_:forKey: "fade"): keyPath: unknown key path …"
    ///     }
    ///
    /// `LayerKitTesting`'s assertions on a `CALayer` report its refusals in any world.
    public static func withIsolatedWorld<R>(
      onRefusal: @escaping @Sendable (String) -> Void, _ body: () throws -> R
    ) rethrows -> R {
      try CAWorld.$isolated.withValue(CAWorld(onRefusal: onRefusal), operation: body)
    }

    /// The strict `withIsolatedWorld(onRefusal:_:)` for an asynchronous body.
    public static func withIsolatedWorld<R>(
      onRefusal: @escaping @Sendable (String) -> Void, _ body: () async throws -> R
    ) async rethrows -> R {
      try await CAWorld.$isolated.withValue(CAWorld(onRefusal: onRefusal), operation: body)
    }
  }

  /// The current media time in seconds (`CACurrentMediaTime()`): ``CAMediaClock``'s.
  public func CACurrentMediaTime() -> CFTimeInterval { CAMediaClock.currentTime }
#endif
