import LayerKit
import LayerKitScenes
import XCTest

/// The strict JSON reader and writer that scene files go through.
final class JSONValueTests: XCTestCase {
  func testParsesEveryKindAndKeepsMemberOrder() throws {
    let value = try JSONValue(
      parsing: #" {"b": [1, -2.5e3, true, false, null], "a": "x\"\u00e9\n"} "#)
    guard case .object(let members) = value else { return XCTFail("expected an object") }
    XCTAssertEqual(members.map(\.key), ["b", "a"])
    XCTAssertEqual(
      value["b"], .array([.number(1), .number(-2500), .bool(true), .bool(false), .null]))
    XCTAssertEqual(value["a"], .string("x\"é\n"))
  }

  func testNumbersRoundTripExactly() throws {
    var random = SplitMix64(seed: 0x150_0001)
    for _ in 0..<2_000 {
      let n = Double(bitPattern: random.next())
      guard n.isFinite else { continue }
      let text = JSONValue.number(n).serialized()
      XCTAssertEqual(try JSONValue(parsing: text), .number(n), text)
    }
    XCTAssertEqual(JSONValue.number(.nan).serialized(), "null")
  }

  func testSyntaxErrorsGiveLineAndColumn() {
    let cases: [(String, Int, Int)] = [
      ("{\"a\": }", 1, 7),
      ("[1, 2", 1, 6),
      ("{\n  \"a\": 1,\n  \"a\": 2}", 3, 3),  // duplicate member
      ("[01]", 1, 2),
      ("[1] x", 1, 5),
      ("\"tab\there\"", 1, 5),
    ]
    for (text, line, column) in cases {
      XCTAssertThrowsError(try JSONValue(parsing: text), text) { error in
        let error = error as? JSONSyntaxError
        XCTAssertEqual(error?.line, line, text)
        XCTAssertEqual(error?.column, column, text)
      }
    }
  }

  func testSerialisationReadsBack() throws {
    let value = JSONValue.object([
      .init("s", .string("quote \" backslash \\ newline \n control \u{1}")),
      .init("a", .array([.number(0.1), .object([]), .array([])])),
    ])
    for indent in [nil, 2] {
      XCTAssertEqual(try JSONValue(parsing: value.serialized(indent: indent)), value)
    }
  }

  func testDeepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    XCTAssertThrowsError(try JSONValue(parsing: deep))
  }
}
