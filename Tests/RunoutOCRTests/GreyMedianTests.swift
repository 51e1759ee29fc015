@testable import RunoutOCR
import TestSupport
import Testing

/// The upper median of grey levels by counting (Support/Array+GreyMedian.swift)
/// is the one selection gives, `sorted()[count / 2]`.
@Suite("Array grey median")
struct GreyMedianTests {
    static func expectSameMedian(_ values: [Double], _ label: String) {
        var counted = values
        var selected = values
        let median = counted.selectGreyMedian()
        #expect(median?.bitPattern == selected.selectMedian()?.bitPattern, "\(label): \(values)")
        #expect(median?.bitPattern == values.sorted()[values.count / 2].bitPattern, "\(label)")
        #expect(counted.sorted() == values.sorted(), "\(label): only reordered")
    }

    @Test("Bytes, blends of bytes and bucket edges, every count up to 300", arguments: 0..<24 as Range<UInt64>)
    func equalsSelection(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        withEvery("count", in: [1, 2, 3, 4, 5, 16, 239, 240, 241, 300]) { count in
            let values: [Double] = (0..<count).map { _ in
                switch seed % 4 {
                case 0: Double(UInt8.random(in: 0...255, using: &generator))  // bytes: many ties
                case 1: Double.random(in: 0..<256, using: &generator)  // spread over every bucket
                case 2:  // bilinear blends of four bytes, as sampled
                    (0..<4).reduce(0.0) { sum, _ in sum + Double(UInt8.random(in: 100...110, using: &generator)) }
                        * Double.random(in: 0...0.25, using: &generator)
                default:  // either side of a bucket's edge
                    [Double(Int.random(in: 1...255, using: &generator))].flatMap { [$0, $0.nextDown, $0.nextUp] }
                        .randomElement(using: &generator) ?? 0
                }
            }
            Self.expectSameMedian(values, "seed \(seed), count \(count)")
        }
    }

    @Test func edgesOfTheRange() {
        Self.expectSameMedian([0], "zero")
        Self.expectSameMedian([255], "255")
        Self.expectSameMedian([255.99999], "top of the last bucket")
        Self.expectSameMedian([Double](repeating: 7.25, count: 240), "all equal")
        Self.expectSameMedian([Double](repeating: 0, count: 3) + [Double](repeating: 255, count: 3), "two buckets")
        Self.expectSameMedian([0.0, 0.0.nextUp, 1.0.nextDown, 1.0], "one bucket's ends")
        var empty: [Double] = []
        #expect(empty.selectGreyMedian() == nil)
    }

    @Test("Values outside 0..<256 are left to selection", arguments: [-1, -0.0.nextDown, 256, 1e9, -.infinity, .infinity] as [Double])
    func outsideTheRange(value: Double) {
        Self.expectSameMedian([3, value, 200, 4.5, 100], "with \(value)")
        Self.expectSameMedian([value], "only \(value)")
    }
}
