@testable import RunoutOCR
import TestSupport
import Testing

/// The tracked rank of a sliding byte window (Support/SlidingByteMedian.swift).
@Suite("SlidingByteMedian")
struct SlidingByteMedianTests {
    /// `sorted()[rank]`, or 255 when the window holds too few bytes.
    static func reference(_ window: [UInt8], rank: Int) -> UInt8 {
        rank < window.count ? window.sorted()[rank] : 255
    }

    @Test("Equals sorting after every insertion and removal", arguments: 0..<30 as Range<UInt64>)
    func equalsSorting(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let size = Int.random(in: 1...80, using: &generator)
        let rank = Int.random(in: 0..<size, using: &generator)
        // Few distinct values in a third of the cases, smooth drifts in another, noise otherwise.
        let kind = seed % 3
        var level = Int.random(in: 0...255, using: &generator)
        func next() -> UInt8 {
            switch kind {
            case 0: return UInt8(Int.random(in: 0..<3, using: &generator) * 120)
            case 1:
                level = max(0, min(255, level + Int.random(in: -3...3, using: &generator)))
                return UInt8(level)
            default: return UInt8.random(in: 0...255, using: &generator)
            }
        }
        var median = SlidingByteMedian(rank: rank)
        var window: [UInt8] = []
        for _ in 0..<size {
            let byte = next()
            window.append(byte)
            median.insert(byte)
            #expect(median.value() == Self.reference(window, rank: rank), "seed \(seed), filling \(window)")
        }
        for step in 0..<400 {
            let leaving = window.removeFirst()
            median.remove(leaving)
            let byte = next()
            window.append(byte)
            median.insert(byte)
            // Not read at every step, as the preparer reads it: the walk must catch up.
            if step % Int(seed % 5 + 1) == 0 {
                #expect(median.value() == Self.reference(window, rank: rank), "seed \(seed), step \(step)")
            }
        }
        #expect(median.count == Int32(size))
    }

    /// `replace(_:with:)` slides a window as `remove` then `insert` do: the
    /// same value after every slide, and the count unchanged.
    @Test("Replacing equals removing then inserting", arguments: 0..<12 as Range<UInt64>)
    func replacingEqualsRemovingThenInserting(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let size = Int.random(in: 1...60, using: &generator)
        let rank = Int.random(in: 0..<size, using: &generator)
        // Few distinct values half the time (leaving and entering often equal), noise otherwise.
        func next() -> UInt8 {
            seed % 2 == 0 ? UInt8(Int.random(in: 0..<3, using: &generator) * 120) : UInt8.random(in: 0...255, using: &generator)
        }
        var median = SlidingByteMedian(rank: rank)
        var window: [UInt8] = []
        for _ in 0..<size {
            let byte = next()
            window.append(byte)
            median.insert(byte)
        }
        for step in 0..<300 {
            let entering = next()
            median.replace(window.removeFirst(), with: entering)
            window.append(entering)
            if step % Int(seed % 4 + 1) == 0 {
                #expect(median.value() == Self.reference(window, rank: rank), "seed \(seed), step \(step)")
            }
        }
        #expect(median.count == Int32(size))
    }

    @Test func emptyAndShortWindowsReadTheTop() {
        var median = SlidingByteMedian(rank: 2)
        #expect(median.value() == 255)
        median.insert(7)
        median.insert(3)
        #expect(median.value() == 255, "two bytes have no element of rank 2")
        median.insert(5)
        #expect(median.value() == 7)
        median.remove(7)
        median.insert(0)
        #expect(median.value() == 5)
        median.removeAll()
        #expect(median.count == 0 && median.value() == 255)
        var negative = SlidingByteMedian(rank: -4)
        negative.insert(9)
        #expect(negative.rank == 0 && negative.value() == 9)
    }

    @Test("Extremes: all 0, all 255, one of each", arguments: [[0, 0, 0], [255, 255, 255], [0, 255, 0], [255, 0, 255]] as [[UInt8]])
    func extremes(window: [UInt8]) {
        var median = SlidingByteMedian(rank: window.count / 2)
        for byte in window { median.insert(byte) }
        #expect(median.value() == Self.reference(window, rank: window.count / 2), "\(window)")
        for byte in window.reversed() {
            median.remove(byte)
            median.insert(byte)
        }
        #expect(median.value() == Self.reference(window, rank: window.count / 2), "\(window)")
    }
}
