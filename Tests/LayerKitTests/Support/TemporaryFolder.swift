import Foundation
import XCTest

extension XCTestCase {
  /// A new, empty folder of this test's own under the system's temporary folder, named
  /// `prefix-<UUID>`, removed with everything in it when the test ends.
  func makeTemporaryFolder(_ prefix: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    return folder
  }
}
