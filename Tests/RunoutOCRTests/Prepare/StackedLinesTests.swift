import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// Two lines stacked at one angle in one segment, found and read apart.
@Suite("StackedLines")
struct StackedLinesTests {
    /// Letters 21 rows high: the font's 7 dots at 3 pixels a dot.
    static let letterHeight = 21

    static func strip(_ canvas: ScoreCanvas) -> PreparedStrip {
        PreparedStrip(width: canvas.width, height: canvas.height, scores: canvas.scores, noise: 1)
    }

    /// `upper` over `lower`, both sloping `slope` rows per column; the
    /// upper line's ink scores 8 and the lower one's 9. With `bridge`, a
    /// stroke joins them, as touching letters do.
    static func pair(
        _ upper: String, _ lower: String, slope: Double = 0, gap: Int = 7, bridge: Bool = false
    ) -> (PreparedStrip, TextSegment) {
        var canvas = ScoreCanvas(width: 600, height: 120)
        canvas.drawSloped(upper, x: 40, y: 20, slope: slope, scale: 3, value: 8)
        canvas.drawSloped(lower, x: 40, y: Double(20 + letterHeight + gap), slope: slope, scale: 3, value: 9)
        if bridge { canvas.fill(x: 100, y: 20 + letterHeight, width: 3, height: gap, value: 8) }
        let width = max(upper.count, lower.count) * 18
        let drop = Int((slope * Double(width)).rounded())
        let top = 20 + min(0, drop)
        let bottom = 20 + 2 * letterHeight + gap + max(0, drop)
        return (strip(canvas), TextSegment(columns: 40..<(40 + width), rows: top..<bottom, polarity: 1, mass: 2000))
    }

    /// How many of `window`'s scores are exactly `value`.
    static func count(_ value: Float, in window: PreparedStrip) -> Int {
        window.scores.filter { $0 == value }.count
    }

    @Test("Two level lines, apart or touching, are found apart", arguments: [false, true])
    func levelLines(bridge: Bool) throws {
        let (strip, segment) = Self.pair("SR 9698 D", "YEX 773-1", bridge: bridge)
        let lines = try #require(StackedLines.lines(in: segment, of: strip, letterHeight: Self.letterHeight))
        #expect(lines.count == 2)
        #expect(abs(lines[0].slope) < 0.03 && abs(lines[1].slope) < 0.03)
        // Each band holds its line's rows and not the other's.
        #expect(lines[0].segment.rows.lowerBound <= 20 && lines[0].segment.rows.upperBound <= 20 + Self.letterHeight + 4)
        #expect(lines[1].segment.rows.lowerBound >= 20 + Self.letterHeight + 3)
        #expect(lines[1].segment.rows.upperBound >= 20 + 2 * Self.letterHeight + 7)
    }

    @Test("Sloping lines are found along their slope, each window holding its own line only",
          arguments: [-0.24, -0.12, 0.08, 0.2])
    func slopingLines(slope: Double) throws {
        let (strip, segment) = Self.pair("TOMHOSE", "7TCE 2967-8", slope: slope)
        let lines = try #require(StackedLines.lines(in: segment, of: strip, letterHeight: Self.letterHeight))
        #expect(lines.allSatisfy { abs($0.slope - slope) <= 0.04 }, "\(lines.map(\.slope))")
        let upperInk = strip.scores.filter { $0 == 8 }.count
        let lowerInk = strip.scores.filter { $0 == 9 }.count
        let (upper, upperSegment) = StackedLines.window(of: lines[0], from: strip)
        let (lower, lowerSegment) = StackedLines.window(of: lines[1], from: strip)
        #expect(upper.scores.count == upper.width * upper.height && lower.scores.count == lower.width * lower.height)
        // Nothing of the other line; nearly all of its own (rows rounded along the slope).
        #expect(Self.count(9, in: upper) == 0 && Self.count(8, in: lower) == 0)
        #expect(Double(Self.count(8, in: upper)) >= 0.9 * Double(upperInk))
        #expect(Double(Self.count(9, in: lower)) >= 0.9 * Double(lowerInk))
        // The segments in the windows are the bands, levelled.
        #expect(upperSegment.rows.count == lines[0].height && lowerSegment.rows.count == lines[1].height)
        #expect(upperSegment.columns.upperBound <= upper.width && lowerSegment.columns.upperBound <= lower.width)
    }

    @Test("One line is never split, whatever its letters", arguments: ["EEE 777", "TTT 777", "SR 9698 D", "XAL-29511-3G", "SHEFFIELD", "HIH 111"])
    func oneLine(text: String) {
        var canvas = ScoreCanvas(width: 600, height: 120)
        canvas.addNoise(amplitude: 3, seed: 7)
        let columns = canvas.draw(text, x: 40, y: 30, scale: 3, value: 8)
        // A segment two letters high around it, as a scratch's rows would make it.
        let segment = TextSegment(columns: columns, rows: 20..<(30 + 2 * Self.letterHeight), polarity: 1, mass: 800)
        #expect(StackedLines.lines(in: segment, of: Self.strip(canvas), letterHeight: Self.letterHeight) == nil)
    }

    @Test func piecesSideBySideAreNotStacked() {
        var canvas = ScoreCanvas(width: 600, height: 120)
        canvas.draw("SR 96", x: 40, y: 20, scale: 3, value: 8)
        canvas.draw("98 D", x: 40 + 6 * 18, y: 20 + Self.letterHeight + 7, scale: 3, value: 8)
        let segment = TextSegment(columns: 40..<(40 + 10 * 18), rows: 20..<(27 + 2 * Self.letterHeight), polarity: 1, mass: 800)
        #expect(StackedLines.lines(in: segment, of: Self.strip(canvas), letterHeight: Self.letterHeight) == nil)
    }

    @Test func aSegmentUnderTwoLettersHighIsOneLine() {
        let (strip, segment) = Self.pair("SR 9698 D", "YEX 773-1")
        // Measured against letters twice as high, the pair is one line.
        #expect(StackedLines.lines(in: segment, of: strip, letterHeight: 2 * Self.letterHeight) == nil)
    }

    @Test func degenerateInputsAreOneLine() {
        let (strip, segment) = Self.pair("SR 9698 D", "YEX 773-1")
        for letterHeight in [0, -5, Int.min, Int.max] {
            #expect(StackedLines.lines(in: segment, of: strip, letterHeight: letterHeight) == nil, "\(letterHeight)")
        }
        for threshold in [Float.nan, .infinity] {
            #expect(StackedLines.lines(in: segment, of: strip, letterHeight: Self.letterHeight, threshold: threshold) == nil)
        }
        let empty = PreparedStrip(width: 0, height: 0, scores: [], noise: 1)
        let short = PreparedStrip(width: 600, height: 120, scores: [1, 2, 3], noise: 1)
        for bad in [empty, short] {
            #expect(StackedLines.lines(in: segment, of: bad, letterHeight: Self.letterHeight) == nil)
        }
        var outside = segment
        outside.rows = 200..<260
        var noColumns = segment
        noColumns.columns = 50..<50
        var tooWide = segment
        tooWide.columns = 0..<601
        for bad in [outside, noColumns, tooWide] {
            #expect(StackedLines.lines(in: bad, of: strip, letterHeight: Self.letterHeight) == nil, "\(bad)")
        }
    }

    @Test func aWindowFromAStripThatDoesNotHoldItsScoresIsTheStrip() throws {
        let (strip, segment) = Self.pair("SR 9698 D", "YEX 773-1")
        let line = try #require(StackedLines.lines(in: segment, of: strip, letterHeight: Self.letterHeight)?.first)
        let short = PreparedStrip(width: 600, height: 120, scores: [1, 2, 3], noise: 1)
        let (window, same) = StackedLines.window(of: line, from: short)
        #expect(window.scores == short.scores && same == line.segment)
    }

    @Test("Random segments of random strips: no trap; two lines inside the segment, windows whole",
          arguments: 0..<40 as Range<UInt64>)
    func randomSegments(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let width = Int.random(in: 1...300, using: &generator)
        let height = Int.random(in: 1...80, using: &generator)
        var canvas = ScoreCanvas(width: width, height: height)
        for index in canvas.scores.indices { canvas.scores[index] = [-9, 0, 0, 9].randomElement(using: &generator) ?? 0 }
        let start = Int.random(in: -20...width + 20, using: &generator)
        let top = Int.random(in: -10...height + 10, using: &generator)
        let segment = TextSegment(
            columns: start..<(start + Int.random(in: 0...width, using: &generator)),
            rows: top..<(top + Int.random(in: 0...height, using: &generator)), polarity: 1, mass: 1)
        let letterHeight = Int.random(in: -2...30, using: &generator)
        guard let lines = StackedLines.lines(in: segment, of: Self.strip(canvas), letterHeight: letterHeight) else { return }
        #expect(lines.count == 2)
        for line in lines {
            #expect(line.segment.columns.lowerBound >= segment.columns.lowerBound)
            #expect(line.segment.columns.upperBound <= segment.columns.upperBound)
            #expect(line.segment.rows.lowerBound >= 0 && line.segment.rows.upperBound <= height)
            let (window, levelled) = StackedLines.window(of: line, from: Self.strip(canvas))
            #expect(window.scores.count == window.width * window.height)
            #expect(levelled.columns.upperBound <= window.width && levelled.rows.upperBound <= window.height)
        }
    }
}
