import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// Each column's median taken out after the rows' running medians: a
/// glare's streak across the band.
@Suite("StripPreparer columns")
struct StripPreparerColumnsTests {
    /// A noisy strip of grooves with a light streak across the whole band
    /// (columns 300..<340, narrower than a row's window) and a letter-sized
    /// light blot inside the streak and another outside it.
    static func streaked(seed: UInt64, streak: Double) -> GrayImage {
        var generator = SeededGenerator(seed: seed)
        var strip = ImageBuilder.image(width: 720, height: 60) { x, y in
            let groove = 15 * sin(Double(y) * 1.1)
            let light = (300..<340).contains(x) ? streak : 0
            return UInt8(max(0, min(255, 90 + groove + light + Double(Int.random(in: -4...4, using: &generator)))))
        }
        strip = ImageBuilder.disc(in: strip, at: Point(x: 320, y: 30), radius: 4, value: 255)
        return ImageBuilder.disc(in: strip, at: Point(x: 100, y: 30), radius: 4, value: 200)
    }

    /// The mean score over the streak's columns, away from the blot in it.
    static func streakMean(_ prepared: PreparedStrip) -> Float {
        var sum: Float = 0
        var count = 0
        for y in 0..<prepared.height where abs(y - 30) > 6 {
            for x in 302..<338 { sum += prepared.score(x: x, y: y); count += 1 }
        }
        return sum / Float(count)
    }

    @Test("A streak across the band scores near zero; the blots in and beside it stay ink", arguments: 0..<4 as Range<UInt64>)
    func streakTakenOut(seed: UInt64) {
        let strip = Self.streaked(seed: seed, streak: 45)
        let levelled = StripPreparer().prepare(strip)
        let rowsOnly = StripPreparer(levelsColumns: false).prepare(strip)
        // Without the columns the streak is ink: the test can tell.
        #expect(Self.streakMean(rowsOnly) > 3.5, "seed \(seed): rows only \(Self.streakMean(rowsOnly))")
        #expect(abs(Self.streakMean(levelled)) < 0.5, "seed \(seed): levelled \(Self.streakMean(levelled))")
        #expect(levelled.score(x: 320, y: 30) > 6, "seed \(seed): blot in the streak \(levelled.score(x: 320, y: 30))")
        #expect(levelled.score(x: 100, y: 30) > 6, "seed \(seed): blot beside it \(levelled.score(x: 100, y: 30))")
    }

    @Test("Without a streak, levelling the columns changes the scores by little", arguments: 0..<4 as Range<UInt64>)
    func noStreakLittleChange(seed: UInt64) {
        let strip = Self.streaked(seed: seed, streak: 0)
        let levelled = StripPreparer().prepare(strip)
        let rowsOnly = StripPreparer(levelsColumns: false).prepare(strip)
        let difference = zip(levelled.scores, rowsOnly.scores).map { abs($0 - $1) }.max() ?? 0
        #expect(difference < 1, "seed \(seed): largest change \(difference)")
    }

    @Test("A column whose median is off zero is levelled to zero; the others are kept", arguments: 0..<20 as Range<UInt64>)
    func columnMediansAreLevelled(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let width = Int.random(in: 1...40, using: &generator)
        let height = 2 * Int.random(in: 2...30, using: &generator) + 1
        // Columns centred anywhere from well inside the tolerance to far outside it.
        let centres = (0..<width).map { _ in Float.random(in: -6...6, using: &generator) }
        let before = (0..<(width * height)).map { index in centres[index % width] + Float.random(in: -3...3, using: &generator) }
        var scores = before
        StripPreparer.subtractColumnMedians(from: &scores, width: width, height: height)
        for x in 0..<width {
            let old = (0..<height).map { before[$0 * width + x] }
            let new = (0..<height).map { scores[$0 * width + x] }
            let median = old.sorted()[height / 2]
            if abs(median) >= StripPreparer.columnTolerance {
                #expect(abs(new.sorted()[height / 2]) < 1e-4, "seed \(seed): column \(x) median \(median) → \(new.sorted()[height / 2])")
                #expect(zip(old, new).allSatisfy { abs(($0 - $1) - median) < 1e-4 }, "seed \(seed): column \(x) not shifted alike")
            } else {
                #expect(new == old, "seed \(seed): column \(x) (median \(median)) changed")
            }
        }
    }

    @Test("Degenerate scores are left as they are")
    func degenerate() {
        // Too low, a count that does not match, no columns.
        for (width, height, count) in [(5, 2, 10), (5, 0, 0), (0, 5, 0), (4, 4, 15), (-3, 4, 12)] {
            var scores = (0..<count).map { Float($0) }
            let before = scores
            StripPreparer.subtractColumnMedians(from: &scores, width: width, height: height)
            #expect(scores == before, "\(width)×\(height), \(count) scores")
        }
        // A column whose median is NaN or infinite is kept; the others are levelled.
        var scores: [Float] = [.nan, 1, .infinity, 2, .nan, 3, .infinity, 4, .nan, 5, .infinity, 6]
        StripPreparer.subtractColumnMedians(from: &scores, width: 2, height: 6)
        #expect(scores[1] == -2.5 && scores[11] == 2.5, "\(scores)")
        #expect(scores[0].isNaN && scores[2] == .infinity)
    }
}
