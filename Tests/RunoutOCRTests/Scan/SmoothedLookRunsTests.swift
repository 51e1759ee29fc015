@testable import RunoutOCR
import Testing

/// The last look's pool of candidates: faint words joined into lines,
/// specks left out (Scan/SmoothedLook+Runs.swift).
@Suite("SmoothedLook.runs")
struct SmoothedLookRunsTests {
    static func segment(_ columns: Range<Int>, _ rows: Range<Int> = 80..<119, polarity: Float = 1) -> TextSegment {
        TextSegment(columns: columns, rows: rows, polarity: polarity, mass: 100)
    }

    /// A segment's box, columns and rows: what a join decides.
    static func boxes(_ segments: [TextSegment]) -> [[Range<Int>]] {
        segments.map { [$0.columns, $0.rows] }
    }

    @Test("Two words of one line with a speck between them are one candidate")
    func wordsJoinedOverASpeck() {
        // `2066 20` and `1Y 2 587`, 23 columns apart, a speck of grain between.
        let words = [Self.segment(1815..<2024), Self.segment(2036..<2042, 84..<92), Self.segment(2047..<2313)]
        let pool = SmoothedLook.runs(of: words, lineHeight: 33, acrossGlare: false)
        #expect(Self.boxes(pool) == [[1815..<2313, 80..<119]])
        #expect(pool.first?.mass == 200)
        #expect(SmoothedLook.candidates(pool, over: [], stripWidth: 3565, lineHeight: 33) == pool)
        // Unjoined, each word is read alone: pieces of the line (`2066 2D`).
        #expect(SmoothedLook.candidates(words, over: [], stripWidth: 3565, lineHeight: 33) == [words[0], words[2]])
    }

    @Test("Segments under three fifths of the line height are left out; with no line height none is")
    func specksLeftOut() {
        let speck = Self.segment(100..<110, 10..<16)
        let word = Self.segment(400..<500, 10..<40)
        #expect(SmoothedLook.runs(of: [speck, word], lineHeight: 30, acrossGlare: false) == [word])
        #expect(SmoothedLook.runs(of: [word, speck], lineHeight: nil, acrossGlare: false) == [speck, word])
    }

    @Test("Words too far apart, or of two polarities outside a glare, stay apart")
    func apart() {
        let left = Self.segment(0..<200)
        // 2.6 heights of 39 rows is 101 columns.
        #expect(SmoothedLook.runs(of: [left, Self.segment(302..<400)], lineHeight: nil, acrossGlare: false).count == 2)
        #expect(SmoothedLook.runs(of: [left, Self.segment(301..<400)], lineHeight: nil, acrossGlare: false).count == 1)
        let dark = Self.segment(220..<400, polarity: -1)
        #expect(SmoothedLook.runs(of: [left, dark], lineHeight: nil, acrossGlare: false) == [left, dark])
        let acrossGlare = SmoothedLook.runs(of: [left, dark], lineHeight: nil, acrossGlare: true)
        #expect(Self.boxes(acrossGlare) == [[0..<400, 80..<119]])
    }

    @Test("Nothing in, nothing out; the order is by first column whatever the input's")
    func degenerate() {
        #expect(SmoothedLook.runs(of: [], lineHeight: nil, acrossGlare: false).isEmpty)
        #expect(SmoothedLook.runs(of: [], lineHeight: .nan, acrossGlare: true).isEmpty)
        let a = Self.segment(0..<50, 0..<40)
        let b = Self.segment(1000..<1050, 0..<40)
        #expect(SmoothedLook.runs(of: [b, a], lineHeight: 40, acrossGlare: false) == [a, b])
        // A line height that is no number, or infinite, keeps no segment (every comparison with NaN is false).
        #expect(SmoothedLook.runs(of: [b, a], lineHeight: .nan, acrossGlare: false).isEmpty)
        #expect(SmoothedLook.runs(of: [b, a], lineHeight: .infinity, acrossGlare: false).isEmpty)
        #expect(SmoothedLook.runs(of: [b, a], lineHeight: -1, acrossGlare: false) == [a, b])
    }
}
