#if !canImport(SwiftUI)
  // What `import SwiftUI` brings besides SwiftUI itself, for the animation values this module
  // mirrors: Foundation (`TimeInterval`, `CGFloat`, `CGPoint`, `CGSize`, `CGRect`) and, through
  // it, the C library's mathematics. A file that imports only this module compiles as one that
  // imports SwiftUI does, as far as the animation values go:
  //
  //     #if canImport(SwiftUI)
  //       import SwiftUI
  //     #else
  //       import LayerKitSwiftUI
  //     #endif
  @_exported import Foundation
#endif
