import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// `RecordLocator.grain(of:isAtMost:)`: counting against the median it replaces.
@Suite("RecordLocator grain")
struct RecordLocatorGrainTests {
    /// The grain as first written: the upper median of the finite
    /// neighbours' absolute differences, by sorting; 0 when there are none.
    static func grain(of ray: [Double]) -> Double {
        let differences = zip(ray, ray.dropFirst()).filter { $0.isFinite && $1.isFinite }.map { abs($1 - $0) }.sorted()
        return differences.isEmpty ? 0 : differences[differences.count / 2]
    }

    @Test("Equals comparing the sorted median", arguments: 0..<40 as Range<UInt64>)
    func equalsTheMedian(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let count = Int.random(in: 0...90, using: &generator)
        // Bilinear samples of bytes, some outside the image (NaN), some repeated.
        let ray: [Double] = (0..<count).map { _ in
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: .nan
            case 1: 128
            default: seed % 2 == 0 ? Double(Int.random(in: 0...255, using: &generator)) : .random(in: 0...255, using: &generator)
            }
        }
        let grain = Self.grain(of: ray)
        // Limits at, around and far from the grain, and each difference itself.
        var limits = [grain, grain.nextUp, grain.nextDown, 0, -1, 4, 1000, .infinity, -.infinity]
        limits += zip(ray, ray.dropFirst()).map { abs($1 - $0) }.filter(\.isFinite)
        for limit in limits {
            #expect(RecordLocator.grain(of: ray, isAtMost: limit) == (grain <= limit), "seed \(seed), limit \(limit), grain \(grain)")
        }
    }

    @Test("Degenerate rays: empty, one sample, none finite; a NaN limit")
    func degenerate() {
        for ray in [[], [7], [Double.nan, .nan, .nan], [.nan, 3, .nan, 5]] as [[Double]] {
            #expect(RecordLocator.grain(of: ray, isAtMost: 0), "\(ray)")
            #expect(!RecordLocator.grain(of: ray, isAtMost: -0.5), "\(ray)")
            #expect(!RecordLocator.grain(of: ray, isAtMost: .nan), "\(ray)")
        }
        #expect(!RecordLocator.grain(of: [0, 10, 0, 10], isAtMost: .nan))
        #expect(RecordLocator.grain(of: [0, 10, 0, 10], isAtMost: 10) && !RecordLocator.grain(of: [0, 10, 0, 10], isAtMost: 9.99))
        #expect(RecordLocator.grain(of: [.infinity, -.infinity, 1, 1], isAtMost: 0))
    }
}
