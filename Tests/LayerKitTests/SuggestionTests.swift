import XCTest

@testable import LayerKit

/// "Did you mean" suggestions for misspelt names (key paths L5, scene fields, options): the
/// closest candidate by edit distance, only when it is close enough to be a typo.
final class SuggestionTests: XCTestCase {
  func testClosestCandidateWithinATypo_L5() {
    XCTAssertEqual(closestMatch(to: "positon", among: ["opacity", "position"]), "position")
    XCTAssertEqual(closestMatch(to: "Opacity", among: ["opacity"]), "opacity")  // case only
    XCTAssertEqual(
      closestMatch(to: "boundz.size", among: ["bounds.size", "bounds"]), "bounds.size")
    // A swap of neighbours is one edit.
    XCTAssertEqual(closestMatch(to: "opcaity", among: ["opacity"]), "opacity")
    XCTAssertEqual(closestMatch(to: "--fsp", among: ["--from", "--fps"]), "--fps")
    XCTAssertNil(closestMatch(to: "xyz", among: ["opacity", "position"]))
    XCTAssertNil(closestMatch(to: "frame", among: AnimatableKeyPath.allNames))
    XCTAssertNil(closestMatch(to: "", among: ["a"]))
    XCTAssertEqual(
      didYouMean("strokEnd", among: AnimatableKeyPath.allNames), "; did you mean 'strokeEnd'?")
    XCTAssertEqual(didYouMean("zzzzzz", among: AnimatableKeyPath.allNames), "")
  }

  func testUnknownKeyPathErrorsSuggest_L5() {
    XCTAssertThrowsError(try AnimatableKeyPath(parsing: "transform.rotaton.z")) {
      XCTAssertEqual(
        "\($0)",
        "keyPath: unknown key path 'transform.rotaton.z'; did you mean 'transform.rotation.z'?")
    }
  }
}
