@testable import RunoutOCR
import TestSupport
import Testing

/// Choosing the label's edge on one ray from its brightness steps.
@Suite("RayEdge")
struct RayEdgeTests {
    typealias Peak = RayEdge.Peak

    @Test("The strongest step and the plateau it starts; nothing above 0, nothing found")
    func strongest() {
        #expect(RayEdge.strongest(in: [0, 5, 5, 5, 2]) == Peak(first: 1, last: 3, value: 5))
        #expect(RayEdge.strongest(in: [5, 0, 5]) == Peak(first: 0, last: 0, value: 5), "ties keep the first run")
        #expect(RayEdge.strongest(in: [3, .nan, 7, .infinity]) == Peak(first: 2, last: 2, value: 7))
        #expect(RayEdge.strongest(in: [4, .nan, 4])?.last == 0, "a NaN ends a plateau")
        #expect(RayEdge.strongest(in: []) == nil)
        #expect(RayEdge.strongest(in: [.nan, .nan]) == nil)
        #expect(RayEdge.strongest(in: [0, -3, -.infinity]) == nil)
        #expect(RayEdge.strongest(in: [0, 3, 4, 3])?.middle == 2)
        #expect(RayEdge.strongest(in: [0, 6, 6, 1])?.middle == 1.5)
    }

    @Test("A separate drop beyond the strongest, nearly as strong, is the edge")
    func outermostSeparateEdge() {
        // A printed rim (10) then the label's edge (8), a dip between.
        let rimThenEdge: [Double] = [0, 10, 10, 1, 0, 7, 8, 2]
        let rim = Peak(first: 1, last: 2, value: 10)
        #expect(RayEdge.strongest(in: rimThenEdge) == rim)
        #expect(RayEdge.outermost(from: rim, in: rimThenEdge) == Peak(first: 6, last: 6, value: 8))
        // The outermost of several; a plateau at the top kept whole.
        let strong = Peak(first: 0, last: 0, value: 10)
        #expect(RayEdge.outermost(from: strong, in: [10, 0, 7, 0, 9, 0]) == Peak(first: 4, last: 4, value: 9))
        #expect(RayEdge.outermost(from: strong, in: [10, 0, 7, 7, 0]) == Peak(first: 2, last: 3, value: 7))
        #expect(RayEdge.outermost(from: strong, in: [10, 0, 7, 9, 9, 8]) == Peak(first: 3, last: 4, value: 9))
    }

    @Test("Weak peaks, shoulders and unseparated peaks leave the strongest")
    func strongestKept() {
        let strong = Peak(first: 0, last: 0, value: 10)
        #expect(RayEdge.outermost(from: strong, in: [10, 1, 5.9, 0]) == strong, "below 0.6 of it")
        #expect(RayEdge.outermost(from: strong, in: [10, 8, 7, 6, 0]) == strong, "a blurred edge's shoulder")
        #expect(RayEdge.outermost(from: strong, in: [10, 3, 8]) == strong, "3 does not separate (below 0.3 does)")
        #expect(RayEdge.outermost(from: strong, in: [10, 2.99, 8]) == Peak(first: 2, last: 2, value: 8))
        #expect(RayEdge.outermost(from: strong, in: [10, .nan, 8]) == strong, "NaN does not separate")
        #expect(RayEdge.outermost(from: strong, in: [10, 0, .nan]) == strong, "NaN is no peak")
        #expect(RayEdge.outermost(from: strong, in: [10]) == strong)
        #expect(RayEdge.outermost(from: Peak(first: 5, last: 5, value: 10), in: [10, 0, 9]) == Peak(first: 5, last: 5, value: 10))
    }

    @Test("Degenerate strengths: NaN keeps the peak, infinity takes only infinity")
    func degenerateStrengths() {
        let kept = RayEdge.outermost(from: Peak(first: 0, last: 0, value: .nan), in: [0, 0, 9, 0])
        #expect(kept.first == 0 && kept.last == 0 && kept.value.isNaN)
        let infinite = Peak(first: 0, last: 0, value: .infinity)
        #expect(RayEdge.outermost(from: infinite, in: [.infinity, 0, 9, 0]) == infinite)
        #expect(RayEdge.outermost(from: infinite, in: [.infinity, 0, .infinity]) == Peak(first: 2, last: 2, value: .infinity))
    }

    @Test("Over random rays the chosen peak is a separated, strong enough run past the strongest", arguments: 0..<40 as Range<UInt64>)
    func sweep(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let count = Int.random(in: 0...60, using: &generator)
        let steps: [Double] = (0..<count).map { _ in
            switch Int.random(in: 0..<20, using: &generator) {
            case 0: .nan
            case 1: -.infinity
            case 2...5: Double(Int.random(in: 0...3, using: &generator) * 4)  // ties and plateaus
            default: .random(in: -20...40, using: &generator).rounded()
            }
        }
        let finitePositive = steps.filter { $0.isFinite && $0 > 0 }
        guard let strongest = RayEdge.strongest(in: steps) else {
            #expect(finitePositive.isEmpty, "seed \(seed): \(steps)")
            return
        }
        #expect(strongest.value == finitePositive.max(), "seed \(seed)")
        #expect(steps[strongest.first...strongest.last].allSatisfy { $0 == strongest.value }, "seed \(seed)")
        let chosen = RayEdge.outermost(from: strongest, in: steps)
        let text = "seed \(seed): \(steps) → \(chosen)"
        #expect(chosen.first <= chosen.last && chosen.last < steps.count, "\(text)")
        #expect(steps[chosen.first...chosen.last].allSatisfy { $0 == chosen.value }, "\(text)")
        guard chosen != strongest else { return }
        #expect(chosen.first > strongest.last, "\(text)")
        #expect(chosen.value >= strongest.value * RayEdge.outerShare, "\(text)")
        #expect(steps[(strongest.last + 1)..<chosen.first].contains { $0 < strongest.value * RayEdge.separatingShare }, "\(text)")
        // Nothing beyond it qualifies: past the chosen run, no separated peak is strong enough.
        let beyond = Array(steps[(chosen.last + 1)...])
        let separatedStrong = beyond.indices.contains { index in
            beyond[index] >= strongest.value * RayEdge.outerShare
                && beyond[..<index].contains { $0 < strongest.value * RayEdge.separatingShare }
        }
        #expect(!separatedStrong, "\(text)")
    }
}
