#if !canImport(QuartzCore)
  // What `import QuartzCore` brings on Apple platforms besides Core Animation itself: Foundation
  // (`NSValue`, `NSNumber`, `CGFloat`, `CGPoint`, `CGRect`, …) and, through it, the C library's
  // mathematics (`cos`, `sin`, `sqrt`, `M_PI`). A file that imports only this module compiles as
  // one that imports QuartzCore does.
  @_exported import Foundation

  /// The largest finite `Float`, as Darwin's `MAXFLOAT` (`FLT_MAX`), which the C library of other
  /// platforms does not name.
  public let MAXFLOAT: Float = .greatestFiniteMagnitude

  /// Darwin's `HUGE` (`MAXFLOAT`, a `Float`): what iOS code writes for an animation that repeats
  /// for ever, `animation.repeatCount = HUGE` (rule T5 counts 3.4 × 10³⁸ cycles: for ever in
  /// practice).
  public let HUGE: Float = MAXFLOAT
#endif
