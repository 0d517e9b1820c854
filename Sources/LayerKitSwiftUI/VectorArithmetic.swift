#if !canImport(SwiftUI)
  import Foundation

  /// A type that can be added, subtracted and scaled, as SwiftUI's `VectorArithmetic`: what an
  /// animation interpolates (rule W8).
  ///
  /// `Double`, `Float`, `CGFloat`, ``AnimatablePair`` and ``EmptyAnimatableData`` conform; a
  /// point, size or rectangle animates through pairs of them (``Animatable``).
  public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs` (`scale(by:)`).
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself (`magnitudeSquared`): the sum of the squares of
    /// its components.
    var magnitudeSquared: Double { get }
  }

  extension VectorArithmetic {
    /// The value scaled by `rhs` (`*`, iOS 17).
    public static func * (lhs: Self, rhs: Double) -> Self { lhs.scaled(by: rhs) }

    /// Scales the value by `rhs` in place (`*=`, iOS 17).
    public static func *= (lhs: inout Self, rhs: Double) { lhs.scale(by: rhs) }

    /// The value moved `amount` of the way towards `other`: `self + (other − self) × amount`
    /// (`interpolated(towards:amount:)`, iOS 17).
    public func interpolated(towards other: Self, amount: Double) -> Self {
      var result = self
      result.interpolate(towards: other, amount: amount)
      return result
    }

    /// Moves the value `amount` of the way towards `other` (`interpolate(towards:amount:)`).
    public mutating func interpolate(towards other: Self, amount: Double) {
      var step = other - self
      step.scale(by: amount)
      self += step
    }

    /// The value scaled by `rhs` (`scaled(by:)`, iOS 17).
    public func scaled(by rhs: Double) -> Self {
      var result = self
      result.scale(by: rhs)
      return result
    }
  }

  extension Double: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square of the number.
    public var magnitudeSquared: Double { self * self }
  }

  extension Float: VectorArithmetic {
    /// Multiplies by `rhs`, in `Float` precision.
    public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }
    /// The square of the number.
    public var magnitudeSquared: Double { Double(self) * Double(self) }
  }

  extension CGFloat: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self = CGFloat(Double(self) * rhs) }
    /// The square of the number.
    public var magnitudeSquared: Double { Double(self) * Double(self) }
  }

  /// Two animatable values as one, as SwiftUI's `AnimatablePair`: how a point (x, y) or a
  /// rectangle ((x, y), (width, height)) animates, component-wise (W8).
  @frozen
  public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic
  {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// A pair of `first` and `second`.
    @inlinable
    public init(_ first: First, _ second: Second) {
      self.first = first
      self.second = second
    }

    /// The pair of zeros.
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }

    /// Adds component-wise.
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
      AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// Subtracts component-wise.
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
      AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Scales both values.
    public mutating func scale(by rhs: Double) {
      first.scale(by: rhs)
      second.scale(by: rhs)
    }

    /// The sum of the two values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
  }

  extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
  extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}

  /// The animatable data of a type with nothing to animate, as SwiftUI's
  /// `EmptyAnimatableData`: zero, whatever is done to it.
  @frozen
  public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// The empty value.
    @inlinable
    public init() {}
    /// The empty value.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// Nothing.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData
    {
      EmptyAnimatableData()
    }
    /// Nothing.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData
    {
      EmptyAnimatableData()
    }
    /// Nothing to scale.
    public mutating func scale(by rhs: Double) {}
    /// 0.
    public var magnitudeSquared: Double { 0 }
  }

  /// A type whose values animate through their ``animatableData``, as SwiftUI's `Animatable`
  /// (W8): keyframes (``KeyframeTrack``) and springs (`Spring.value(fromValue:toValue:…)`) take
  /// any of them.
  public protocol Animatable {
    /// The vector the value animates as.
    associatedtype AnimatableData: VectorArithmetic
    /// The value as a vector, and back (`animatableData`).
    var animatableData: AnimatableData { get set }
  }

  extension Animatable where Self: VectorArithmetic {
    /// The value itself.
    public var animatableData: Self {
      get { self }
      set { self = newValue }
    }
  }

  extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate.
    public var animatableData: EmptyAnimatableData {
      get { EmptyAnimatableData() }
      // swift-format-ignore: NoEmptyClosureOrFunctionBody
      set {}
    }
  }

  extension Double: Animatable {}
  extension Float: Animatable {}
  extension CGFloat: Animatable {}

  extension CGPoint: Animatable {
    /// (x, y) as a pair.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
      get { AnimatablePair(x, y) }
      set { (x, y) = (newValue.first, newValue.second) }
    }
  }

  extension CGSize: Animatable {
    /// (width, height) as a pair.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
      get { AnimatablePair(width, height) }
      set { (width, height) = (newValue.first, newValue.second) }
    }
  }

  extension CGRect: Animatable {
    /// ((x, y), (width, height)) as pairs.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
      get { AnimatablePair(origin.animatableData, size.animatableData) }
      set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
  }
#endif
