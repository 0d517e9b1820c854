#if !canImport(QuartzCore)
  import LayerKitTesting

  /// Named tolerance tiers of the Core Animation compatibility tests, each with its reason.
  /// Every approximate assertion here uses one of these or one of `LayerKitTesting`'s own
  /// (`Tolerance.default`, `Tolerance.spring(distance:)`), the tolerances a user's tests take.
  enum Tier {
    /// A closed form in a few operations on values of order 1 to 1000: a few ulps, with margin.
    static let closedForm = 1e-12
    /// A value through a few steps of the general path (a time conversion, a timing function, a
    /// blend): `LayerKitTesting`'s default.
    static let fewSteps = Tolerance.default.absolute
    /// A value Core Animation holds as a `Float` (`opacity`, `shadowOpacity`): a value of order 1
    /// rounded to Float's 24 bits is off by up to 6e-8, with margin.
    static let float = 1e-7
    /// A matrix entry that is 0 or 1 in exact arithmetic, after a rotation by a multiple of π/2:
    /// `cos(π/2)` is 6e-17, a few ulps of 1.
    static let fewUlps = 1e-15
    /// A timing function with `Float` control points (as Core Animation takes them) against the
    /// `Double` curve: controls that differ in the 8th digit, the difference magnified by a steep
    /// segment, on values up to 150.
    static let floatControls = 1e-5
  }
#endif
