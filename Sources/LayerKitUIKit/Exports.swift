#if !canImport(UIKit)
  // What `import UIKit` brings besides UIKit's own types: Core Animation (and through it
  // Foundation), so that a file that imported UIKit for `CALayer`, `CGColor` and `UIColor`
  // compiles with this module in its place.
  @_exported import LayerKitQuartzCore
#endif
