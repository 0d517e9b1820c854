import XCTest

@testable import LayerKit

/// What a track keeps of its timing function (`CompiledTracks.easing(_:)`): nothing for a linear
/// one, an unretained reference for a preset, the curve itself otherwise; and a function made
/// from a preset's control points is that preset.
final class TrackEasingTests: XCTestCase {
  private func compiled(_ function: TimingFunction) throws -> CompiledTracks {
    var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1, timingFunction: function)
    fade.duration = 1
    return try fade.animation.compile()
  }

  func testALinearFunctionIsNoEasing_TF7() throws {
    // y = x: the preset, and any curve with both control points on the diagonal.
    for function in [TimingFunction.linear, try TimingFunction(controlPoints: 0.3, 0.3, 0.7, 0.7)] {
      let tracks = try compiled(function)
      XCTAssertNil(tracks.tracks.first?.easing)
      XCTAssertTrue(tracks.owners.isEmpty)
      // The progress is the fraction: a quarter of the way at a quarter of the time.
      let layer = Layer()
      var fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1, timingFunction: function)
      fade.duration = 1
      try layer.add(fade, forKey: "fade")
      XCTAssertEqual(layer.presentation(at: 0.25).opacity, 0.25)
    }
  }

  func testPresetsAreReferencedAndOtherCurvesKept_TF7() throws {
    let preset = try compiled(.easeIn)
    XCTAssertTrue(
      preset.tracks.first?.easing?.takeUnretainedValue() === TimingFunction.easeIn.curve)
    XCTAssertTrue(preset.owners.isEmpty, "a preset is static: nothing to keep alive")
    let custom = try TimingFunction(controlPoints: 0.1, 0.7, 0.9, 0.2)
    let kept = try compiled(custom)
    XCTAssertTrue(kept.tracks.first?.easing?.takeUnretainedValue() === custom.curve)
    XCTAssertEqual(kept.owners.count, 1)
    XCTAssertTrue(kept.owners.first === custom.curve)
  }

  func testAPresetsControlPointsGiveThePreset_TF1_TF4() throws {
    // Core Animation's presets by their control points (TF1); x beyond [0, 1] clamps first (TF4).
    XCTAssertTrue(
      try TimingFunction(controlPoints: 0.42, 0, 0.58, 1).curve
        === TimingFunction.easeInEaseOut.curve)
    XCTAssertTrue(
      try TimingFunction(controlPoints: -1, 0, 2, 1).curve === TimingFunction.linear.curve)
    XCTAssertTrue(
      try TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1).curve === TimingFunction.default.curve)
    XCTAssertFalse(
      try TimingFunction(controlPoints: 0.42, 0, 0.58, 0.9).curve
        === TimingFunction.easeInEaseOut.curve)
    // A −0 is kept as given, so that function is not the preset.
    let signed = try TimingFunction(controlPoints: 0.42, -0.0, 0.58, 1)
    XCTAssertEqual(signed.c1y.sign, .minus)
    XCTAssertFalse(signed.curve === TimingFunction.easeInEaseOut.curve)
  }
}
