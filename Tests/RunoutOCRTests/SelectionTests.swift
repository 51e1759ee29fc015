@testable import RunoutOCR
import TestSupport
import Testing

/// Selection without sorting (Support/Array+Median.swift).
@Suite("Array selection")
struct SelectionTests {
    @Test("select(rank:) equals sorted()[rank] for every rank", arguments: 0..<40 as Range<UInt64>)
    func equalsSorting(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let count = Int.random(in: 1...60, using: &generator)
        // Few distinct values in half the cases: runs of equal elements.
        let spread = seed % 2 == 0 ? 4 : 1000
        let values = (0..<count).map { _ in Double(Int.random(in: 0..<spread, using: &generator)) - 2.5 }
        let sorted = values.sorted()
        for rank in 0..<count {
            var copy = values
            #expect(copy.select(rank: rank) == sorted[rank], "seed \(seed), rank \(rank): \(values)")
            #expect(copy.sorted() == sorted, "selection only reorders")
        }
        var copy = values
        #expect(copy.selectMedian() == sorted[count / 2])
    }

    @Test func emptyArraysAndRanksOutsideHaveNone() {
        var empty: [Double] = []
        #expect(empty.selectMedian() == nil)
        #expect(empty.select(rank: 0) == nil)
        var three: [Int] = [3, 1, 2]
        #expect(three.select(rank: -1) == nil && three.select(rank: 3) == nil)
        #expect(three.select(rank: 0) == 1 && three.select(rank: 2) == 3)
        var one = [Double.infinity]
        #expect(one.selectMedian() == .infinity)
    }

    @Test("Sorted, reversed and constant orders", arguments: [0, 1, 2])
    func awkwardOrders(kind: Int) {
        let base = Array(0..<501)
        let values = kind == 0 ? base : kind == 1 ? base.reversed() : [Int](repeating: 7, count: 501)
        var copy = values
        #expect(copy.selectMedian() == values.sorted()[250])
    }

    /// The ranks EdgeFit (the residuals' median) and the segment fit (3rd
    /// and 97th percentiles, one after the other) ask for, NaN or not.
    @Test("sortedElement(atRank:) is sorting's, NaN or not", arguments: 0..<20 as Range<UInt64>)
    func sortedElementEqualsSorting(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let count = Int.random(in: 1...300, using: &generator)
        // Repeated values, zeros, infinities; NaN in a quarter of the cases.
        var values = (0..<count).map { _ in
            Bool.random(using: &generator) ? Double(Int.random(in: 0...5, using: &generator)) : .random(in: 0...40, using: &generator)
        }
        if seed % 5 == 1 { values[Int.random(in: 0..<count, using: &generator)] = .infinity }
        if seed % 4 == 3 { values[Int.random(in: 0..<count, using: &generator)] = .nan }
        let sorted = values.sorted()
        var scratch = values
        let median = scratch.sortedElement(atRank: count / 2)
        #expect(median?.bitPattern == sorted[count / 2].bitPattern, "seed \(seed): \(String(describing: median)) vs \(sorted[count / 2])")
        let (first, second) = (count * 3 / 100, min(count - 1, count * 97 / 100))
        let low = scratch.sortedElement(atRank: first)
        let high = scratch.sortedElement(atRank: second)
        #expect(low?.bitPattern == sorted[first].bitPattern && high?.bitPattern == sorted[second].bitPattern, "seed \(seed)")
        #expect(scratch.sortedElement(atRank: -1) == nil && scratch.sortedElement(atRank: count) == nil)
    }

    /// Counts the comparisons a selection makes.
    final class Tally {
        var comparisons = 0
    }

    struct Counted: Comparable {
        var value: Int
        let tally: Tally

        static func < (a: Counted, b: Counted) -> Bool {
            a.tally.comparisons += 1
            return a.value < b.value
        }

        static func == (a: Counted, b: Counted) -> Bool { a.value == b.value }
    }

    /// A two-way partition took a step per element on one value repeated
    /// (a blank strip's scores), n²/2 comparisons in all; a three-way one
    /// ends at the first pivot.
    @Test(
        "Runs of one value take a linear number of comparisons",
        arguments: [(100_000, 1), (100_000, 2), (50_000, 3), (1, 1), (2, 1)])
    func equalRunsAreLinear(count: Int, distinct: Int) {
        let tally = Tally()
        var values = (0..<count).map { Counted(value: $0 % distinct, tally: tally) }
        let median = values.selectMedian()
        #expect(median?.value == (0..<count).map { $0 % distinct }.sorted()[count / 2])
        #expect(tally.comparisons <= 8 * count + 8, "\(tally.comparisons) comparisons for \(count)")
    }
}
