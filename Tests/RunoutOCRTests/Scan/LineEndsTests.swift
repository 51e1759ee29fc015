@testable import RunoutOCR
import Testing

/// Which lines are widened to the faint ink past their ends
/// (Scan/LineEnds.swift).
@Suite("LineEnds")
struct LineEndsTests {
    static let width = 600
    static let height = 40

    /// A strip of wax: grain under the faint score (±1.5 in a fixed
    /// pattern), the line's glyphs (``lineGlyphs``, at 4) and a stroke of
    /// `score` (alternating in sign from glyph to glyph, as a side-lit
    /// stamped letter's flanks do) over `rows` in each of `glyphs`' columns.
    static func strip(
        glyphs: [Range<Int>] = [], score: Float = 2.5, rows: Range<Int> = 12..<28, line: [Range<Int>] = lineGlyphs
    ) -> PreparedStrip {
        var scores = [Float](repeating: 0, count: width * height)
        var state: UInt32 = 12345
        for index in scores.indices {
            state = state &* 1_664_525 &+ 1_013_904_223
            scores[index] = Float(Int(state >> 16) % 31 - 15) / 10
        }
        for (number, glyph) in glyphs.enumerated() {
            for column in glyph {
                let signed = number % 2 == 0 ? score : -score
                for row in rows { scores[row * width + ((column % width) + width) % width] = signed }
            }
        }
        for column in line.joined() {
            for row in 12..<28 { scores[row * width + column % width] = 4 }
        }
        return PreparedStrip(width: width, height: height, scores: scores, noise: 1)
    }

    /// Glyphs 8 columns wide, 4 apart, from `start` to before `end`.
    static func glyphs(from start: Int, to end: Int) -> [Range<Int>] {
        stride(from: start, to: end - 7, by: 12).map { $0..<($0 + 8) }
    }

    static let line = TextSegment(columns: 300..<400, rows: 10..<30, polarity: 1, mass: 500)

    /// `segment` (the line by default) widened in `strip`, beside no other segment by default.
    static func widened(
        in strip: PreparedStrip, _ segment: TextSegment = line, besides others: [TextSegment] = []
    ) -> TextSegment? {
        LineEnds.extended(segment, in: strip, besides: others)
    }

    /// A segment of `columns` and `rows` holding one strong pixel.
    static func segment(_ columns: Range<Int>, _ rows: Range<Int>) -> TextSegment {
        TextSegment(columns: columns, rows: rows, polarity: 1, mass: 1)
    }
    static let lineGlyphs = glyphs(from: 300, to: 400)

    @Test("Faint glyphs before a line widen it to them; the rows, polarity and the other end stay")
    func widensBefore() throws {
        let strip = Self.strip(glyphs: Self.glyphs(from: 244, to: 290))
        let widened = try #require(LineEnds.extended(Self.line, in: strip, besides: [Self.line]))
        #expect(widened.columns == 244..<400)
        #expect(widened.rows == Self.line.rows)
        #expect(widened.polarity == Self.line.polarity)
        #expect(widened.mass > Self.line.mass)
    }

    @Test("Faint glyphs after a line widen it to them")
    func widensAfter() throws {
        let strip = Self.strip(glyphs: Self.glyphs(from: 412, to: 460))
        let widened = try #require(LineEnds.extended(Self.line, in: strip, besides: []))
        #expect(widened.columns == 300..<456)
    }

    @Test("Nothing past the ends, grain alone, or ink under the faint score: no widening")
    func nothingThere() {
        #expect(LineEnds.extended(Self.line, in: Self.strip(), besides: []) == nil)
        #expect(Self.widened(in: Self.strip(glyphs: Self.glyphs(from: 244, to: 290), score: 1.9)) == nil)
    }

    @Test("Glyphs past a gap of more than a line height belong to another etching")
    func tooFar() {
        // The line is 20 rows high; glyphs end 21 and 20 columns before it.
        #expect(Self.widened(in: Self.strip(glyphs: [250..<258, 262..<270, 271..<279])) == nil)
        #expect(Self.widened(in: Self.strip(glyphs: [252..<260, 264..<272, 272..<280])) != nil)
    }

    @Test("Ends inked more thinly than the line's own glyphs (a scratch, grain) are no glyphs")
    func thinEnds() {
        // The line inks 16 rows a column; these ends 11 (0.69 of it) and 12 (0.75).
        #expect(Self.widened(in: Self.strip(glyphs: Self.glyphs(from: 244, to: 290), rows: 12..<23)) == nil)
        #expect(Self.widened(in: Self.strip(glyphs: Self.glyphs(from: 244, to: 290), rows: 12..<24)) != nil)
    }

    @Test("A line whose own strokes do not stand out at the faint score is not widened")
    func faintLine() {
        #expect(Self.widened(in: Self.strip(glyphs: Self.glyphs(from: 244, to: 290), line: [])) == nil)
    }

    @Test("A speck narrower than half a line height, or a sparse trail, is no end")
    func specksAndTrails() {
        #expect(LineEnds.extended(Self.line, in: Self.strip(glyphs: [292..<295]), besides: []) == nil)
        // One column in four inked, over three heights.
        let trail = stride(from: 240, to: 300, by: 4).map { $0..<($0 + 1) }
        #expect(LineEnds.extended(Self.line, in: Self.strip(glyphs: trail), besides: []) == nil)
    }

    @Test("The walk stops at another segment on the line's rows, not at one above them")
    func stopsAtNeighbours() {
        let strip = Self.strip(glyphs: Self.glyphs(from: 244, to: 290))
        let beside = TextSegment(columns: 240..<290, rows: 12..<28, polarity: -1, mass: 200)
        #expect(LineEnds.extended(Self.line, in: strip, besides: [Self.line, beside]) == nil)
        let above = TextSegment(columns: 240..<290, rows: 0..<9, polarity: -1, mass: 200)
        #expect(LineEnds.extended(Self.line, in: strip, besides: [above])?.columns == 244..<400)
        // Across the seam: a neighbour running past the turn's end bounds the walk there.
        let acrossSeam = TextSegment(columns: 580..<890, rows: 12..<28, polarity: -1, mass: 200)
        #expect(LineEnds.extended(Self.line, in: strip, besides: [acrossSeam]) == nil)
        // Columns no strip has bound nothing, and never trap.
        let unruly = [Int.min..<Int.max, -20..<290, 600..<700, 0..<1300, 290..<290].map {
            TextSegment(columns: $0, rows: 12..<28, polarity: -1, mass: 200)
        }
        #expect(LineEnds.extended(Self.line, in: strip, besides: unruly)?.columns == 244..<400)
    }

    @Test("Glyphs across the seam widen a line at the turn's start, which then starts on the first lap")
    func acrossTheSeam() throws {
        let line = TextSegment(columns: 5..<100, rows: 10..<30, polarity: 1, mass: 500)
        let strip = Self.strip(glyphs: [560..<568, 572..<580, 584..<592], line: [10..<90])
        let widened = try #require(LineEnds.extended(line, in: strip, besides: []))
        #expect(widened.columns == 560..<700)
        let late = TextSegment(columns: 560..<640, rows: 10..<30, polarity: 1, mass: 500)
        let after = Self.strip(glyphs: [48..<56, 60..<68], line: [570..<630])
        #expect(LineEnds.extended(late, in: after, besides: [])?.columns == 560..<668)
    }

    @Test("Degenerate strips and segments give nil, never a trap")
    func degenerate() {
        let strip = Self.strip(glyphs: Self.glyphs(from: 244, to: 290))
        let empty = PreparedStrip(width: 0, height: 0, scores: [], noise: 1)
        #expect(LineEnds.extended(Self.line, in: empty, besides: []) == nil)
        let short = PreparedStrip(width: Self.width, height: Self.height, scores: [1, 2, 3], noise: 1)
        #expect(LineEnds.extended(Self.line, in: short, besides: []) == nil)
        let huge = PreparedStrip(width: Int.max, height: 2, scores: [], noise: 1)
        #expect(LineEnds.extended(Self.line, in: huge, besides: []) == nil)
        for columns in [300..<300, 0..<600, 0..<700, -5..<90, 600..<700, 550..<1201, Int.min..<Int.max] {
            #expect(Self.widened(in: strip, Self.segment(columns, 10..<30)) == nil)
        }
        for rows in [30..<30, 40..<60, Int.min..<0, -10..<0] {
            #expect(Self.widened(in: strip, Self.segment(300..<400, rows)) == nil)
        }
        // Rows partly outside the strip are clamped to it.
        #expect(Self.widened(in: strip, Self.segment(300..<400, 10..<Int.max)) != nil)
        var unruly = strip
        unruly.scores[20 * Self.width + 250] = .nan
        unruly.scores[21 * Self.width + 251] = .infinity
        unruly.scores[22 * Self.width + 252] = -.infinity
        #expect(LineEnds.extended(Self.line, in: unruly, besides: [])?.columns == 244..<400)
    }

    @Test("A widened reading replaces the line when it extends its text and is sure on its own")
    func takes() throws {
        let line = try #require(SecondLookTests.verdict("1674 A"))
        let verdict = SecondLookTests.verdict
        #expect(LineEnds.takes(verdict("SR 1674 A", 1, 0.9, false), over: line))
        #expect(LineEnds.takes(verdict("SR 1674 A", 0.6, 0.5, true), over: line))
        #expect(LineEnds.takes(verdict("1674 A1", 1, 0.9, false), over: line))
        // Unsure: neither corroborated nor unanimous at 0.85.
        #expect(!LineEnds.takes(verdict("SR 1674 A", 0.6, 0.9, false), over: line))
        #expect(!LineEnds.takes(verdict("SR 1674 A", 1, 0.84, false), over: line))
        // Not an extension: the line's text changed, or no longer.
        #expect(!LineEnds.takes(verdict("SR 1574 A", 1, 0.9, true), over: line))
        #expect(!LineEnds.takes(verdict("1674 A", 1, 0.9, true), over: line))
        #expect(!LineEnds.takes(nil, over: line))
    }

    @Test(
        "A column is inked above twice the wax's count, at three pixels and a sixth of the height",
        arguments: [
            (3, 0.0, 18, true), (2, 0.0, 12, false), (3, 0.0, 19, false), (4, 1.5, 20, true), (4, 2.0, 20, false),
            (5, 2.0, 20, true), (10, 0.0, 0, false), (10, 0.0, -3, false), (10, .nan, 20, false),
            (10, .infinity, 20, false), (10, -.infinity, 20, false), (10, -3.0, 20, true), (0, 0.0, 20, false),
            (-4, 0.0, 20, false), (Int.max, 0.0, Int.max, true),
        ])
    func inked(count: Int, background: Double, height: Int, inked: Bool) {
        #expect(LineEnds.isInked(count, background: background, height: height) == inked)
    }

    @Test("Column counts: every row of the band, either polarity, at the faint score or more")
    func columnInk() {
        var scores = [Float](repeating: 0, count: 4 * 3)
        scores[0] = 2; scores[4] = -2; scores[8] = 1.99
        scores[1] = .nan; scores[5] = .infinity; scores[10] = -7
        let strip = PreparedStrip(width: 4, height: 3, scores: scores, noise: 1)
        #expect(LineEnds.columnInk(in: strip, rows: 0..<3) == [2, 1, 1, 0])
        #expect(LineEnds.columnInk(in: strip, rows: 1..<2) == [1, 1, 0, 0])
        #expect(LineEnds.columnInk(in: strip, rows: 1..<1) == [0, 0, 0, 0])
    }
}
