#if canImport(Testing)
  import Foundation
  import LayerKitSwiftUI
  import LayerKitTesting
  import Testing

  /// Swift Testing runs these in parallel: each test's transactions are its own (task-local),
  /// so animated values in concurrent tests never see another's `withAnimation` (W6).
  @Suite struct ParallelSwiftUITests {
    @Test(arguments: [0.5, 1.0, 2.0])
    func animatedValuesOfManyTestsAtOnce_W6(duration: Double) throws {
      let clock = ManualAnimationClock()
      let value = AnimatedValue(0.0, clock: clock)
      for _ in 0..<200 {
        withAnimation(.linear(duration: duration)) { value.value = 10 }
        withAnimation(nil) { value.value = 0 }
      }
      withAnimation(.linear(duration: duration)) { value.value = 10 }
      expectValue(of: value, at: duration / 2, equals: 5, accuracy: Tier.closedForm)
    }

    @Test func expectationsReadSpringsAndAnimations_W2() {
      let spring = Spring(duration: 0.5, bounce: 0.3)
      expectValue(
        of: spring, from: 0.0, to: 2, at: 0.1, equals: spring.value(target: 2.0, time: 0.1))
      expectValue(of: .easeIn(duration: 1), from: 0.0, to: 1, at: 1, equals: 1)
    }
  }
#endif
