import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// A line whose polarity turns along it (a glare's edge crossing it), found column by column.
@Suite("ColumnPolarity")
struct ColumnPolarityTests {
    static func strip(_ canvas: ScoreCanvas) -> PreparedStrip {
        PreparedStrip(width: canvas.width, height: canvas.height, scores: canvas.scores, noise: 1)
    }

    /// `YAX 7734-4` in rows 20..<41: `YAX` light, `7734-4` dark when `turning`, all light otherwise.
    static func line(turning: Bool, width: Int = 400, x: Int = 60) -> (PreparedStrip, TextSegment) {
        var canvas = ScoreCanvas(width: width, height: 60)
        let head = canvas.draw("YAX ", x: x, y: 20, scale: 3, value: 8)
        let tail = canvas.draw("7734-4", x: x + 4 * 18, y: 20, scale: 3, value: turning ? -8 : 8)
        let columns = head.lowerBound..<max(head.upperBound, tail.upperBound)
        return (Self.strip(canvas), TextSegment(columns: columns, rows: 20..<41, polarity: 1, mass: 600))
    }

    @Test func aLineTurningAlongItIsMixed() throws {
        let (strip, segment) = Self.line(turning: true)
        let signs = try #require(ColumnPolarity.mixedSigns(of: segment, in: strip, strong: 3.5))
        #expect(signs.count == segment.columns.count)
        #expect(signs.first == 1 && signs.last == -1)
        // One turn, between `YAX` and `7734-4`.
        let turns = zip(signs, signs.dropFirst()).filter { $0 != $1 }.count
        #expect(turns == 1, "\(turns) turns")
    }

    @Test func aLineOfOnePolarityIsNot() {
        let (strip, segment) = Self.line(turning: false)
        #expect(ColumnPolarity.mixedSigns(of: segment, in: strip, strong: 3.5) == nil)
    }

    @Test func stampedLettersWithShadowsAreNotMixed() {
        // Each letter's shadow one pixel down and right, drawn first, then the letter over it.
        var canvas = ScoreCanvas(width: 400, height: 60)
        canvas.draw("SP 8768 B1", x: 61, y: 22, value: -8)
        let columns = canvas.draw("SP 8768 B1", x: 60, y: 21, value: 8)
        let segment = TextSegment(columns: columns.lowerBound..<(columns.upperBound + 1), rows: 21..<36, polarity: 1, mass: 500)
        #expect(ColumnPolarity.mixedSigns(of: segment, in: Self.strip(canvas), strong: 3.5) == nil)
    }

    @Test func degenerateSegmentsAreNeverMixed() {
        let (strip, segment) = Self.line(turning: true)
        let narrow = TextSegment(columns: 60..<64, rows: 20..<41, polarity: 1, mass: 10)
        let outside = TextSegment(columns: segment.columns, rows: 100..<120, polarity: 1, mass: 10)
        let noRows = TextSegment(columns: segment.columns, rows: 30..<30, polarity: 1, mass: 10)
        for bad in [narrow, outside, noRows] {
            #expect(ColumnPolarity.mixedSigns(of: bad, in: strip, strong: 3.5) == nil, "\(bad)")
        }
        let empty = PreparedStrip(width: 0, height: 0, scores: [], noise: 1)
        #expect(ColumnPolarity.mixedSigns(of: segment, in: empty, strong: 3.5) == nil)
        let short = PreparedStrip(width: 400, height: 60, scores: [1, 2, 3], noise: 1)
        #expect(ColumnPolarity.mixedSigns(of: segment, in: short, strong: 3.5) == nil)
    }

    @Test("Random segments of random strips: no trap; signs per column, both present", arguments: 0..<30 as Range<UInt64>)
    func randomSegments(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let width = Int.random(in: 1...300, using: &generator)
        let height = Int.random(in: 1...60, using: &generator)
        var canvas = ScoreCanvas(width: width, height: height)
        for index in canvas.scores.indices { canvas.scores[index] = [-9, 0, 9].randomElement(using: &generator) ?? 0 }
        let start = Int.random(in: -20...width + 20, using: &generator)
        let top = Int.random(in: -10...height + 10, using: &generator)
        let segment = TextSegment(
            columns: start..<(start + Int.random(in: 0...width, using: &generator)),
            rows: top..<(top + Int.random(in: 0...height, using: &generator)), polarity: 1, mass: 1)
        guard let signs = ColumnPolarity.mixedSigns(of: segment, in: Self.strip(canvas), strong: 3.5) else { return }
        #expect(signs.count == segment.columns.count)
        #expect(Set(signs) == [1, -1])
        let (window, moved) = ColumnPolarity.turnedWindow(of: Self.strip(canvas), around: segment, signs: signs, polarity: 1)
        #expect(window.scores.count == window.width * window.height && moved.columns.count == segment.columns.count)
        #expect(moved.columns.upperBound <= window.width || window.width == width)
    }

    @Test func theTurnedWindowNegatesOnlyTheOtherPolaritysColumns() throws {
        let (strip, segment) = Self.line(turning: true)
        let signs = try #require(ColumnPolarity.mixedSigns(of: segment, in: strip, strong: 3.5))
        let (window, moved) = ColumnPolarity.turnedWindow(of: strip, around: segment, signs: signs, polarity: 1)
        let padding = ColumnPolarity.padding(for: segment)
        #expect(window.width == segment.columns.count + 2 * padding && window.height == strip.height)
        #expect(moved.columns == padding..<(padding + segment.columns.count) && moved.rows == segment.rows)
        #expect(window.noise == strip.noise)
        for column in 0..<window.width {
            let source = segment.columns.lowerBound - padding + column
            let index = column - padding
            let turned = (0..<signs.count).contains(index) && signs[index] == -1
            for row in [0, 30, 59] {
                let expected = turned ? -strip.score(x: source, y: row) : strip.score(x: source, y: row)
                #expect(window.score(x: column, y: row) == expected, "column \(column) row \(row)")
            }
        }
        // Every letter is light ink now.
        #expect(window.scores.allSatisfy { $0 >= 0 })
        // Turned again, the window gives the strip's columns back.
        let (again, _) = ColumnPolarity.turnedWindow(of: window, around: moved, signs: signs, polarity: 1)
        #expect(again.scores == ColumnPolarity.turnedWindow(of: strip, around: segment, signs: [], polarity: 1).strip.scores)
    }

    @Test func theWindowWrapsAtTheSeam() {
        var canvas = ScoreCanvas(width: 400, height: 20)
        for x in 0..<400 { canvas.fill(x: x, y: 0, width: 1, height: 20, value: Float(x)) }
        let seam = TextSegment(columns: 398..<402, rows: 0..<2, polarity: 1, mass: 1)
        let (window, moved) = ColumnPolarity.turnedWindow(
            of: Self.strip(canvas), around: seam, signs: [1, -1, -1, 1], polarity: 1)
        // Padding 2 × 2 + 8 = 12: columns 386 ... 399, 0 ... 13.
        #expect(window.width == 28 && moved.columns == 12..<16)
        #expect(window.score(x: 0, y: 5) == 386 && window.score(x: 11, y: 5) == 397)
        #expect(window.score(x: 12, y: 5) == 398 && window.score(x: 13, y: 5) == -399)
        #expect(window.score(x: 14, y: 5) == 0 && window.score(x: 15, y: 5) == 1)
        #expect(window.score(x: 16, y: 5) == 2 && window.score(x: 27, y: 5) == 13)
    }

    @Test func aWindowAsWideAsTheStripIsTheStrip() {
        var canvas = ScoreCanvas(width: 40, height: 20, fill: 2)
        canvas.fill(x: 0, y: 0, width: 1, height: 1, value: 3)
        let strip = Self.strip(canvas)
        let segment = TextSegment(columns: 30..<45, rows: 0..<10, polarity: 1, mass: 1)
        var signs = [Float](repeating: 1, count: 15)
        signs[12] = -1  // column 42, that is 2
        let (window, moved) = ColumnPolarity.turnedWindow(of: strip, around: segment, signs: signs, polarity: 1)
        #expect(window.width == 40 && moved.columns == 30..<45)
        #expect(window.score(x: 2, y: 3) == -2 && window.score(x: 1, y: 3) == 2 && window.score(x: 0, y: 0) == 3)
        // Wider than the strip, or a strip whose scores do not fit it: left as it is.
        let overwide = TextSegment(columns: 0..<41, rows: 0..<10, polarity: 1, mass: 1)
        #expect(ColumnPolarity.turnedWindow(of: strip, around: overwide, signs: [-1], polarity: 1).strip.scores == strip.scores)
        let broken = PreparedStrip(width: 40, height: 20, scores: [1], noise: 1)
        #expect(ColumnPolarity.turnedWindow(of: broken, around: segment, signs: signs, polarity: 1).strip.scores == [1])
    }

    /// (whole reading, its readings' confidence, part reading, whether the whole holds the part)
    static let wholes: [(String, Double, String, Bool)] = [
        ("YAX 7734-4", 0.95, "7734-4", true),  // accepted and longer
        ("YAX 7734-4", 0.95, "YAX 7734-4", false),  // the same
        ("SW3-73519-B5", 0.2, "SW3-735", true),  // unaccepted, five more
        ("SW3-7351", 0.2, "SW3-735", false),  // unaccepted, one more
        ("YAX 7734-4", 0.95, "7734-1", false),  // does not hold it
    ]

    @Test("A longer reading holding an accepted one", arguments: wholes)
    func holdsWhole(whole: String, confidence: Double, part: String, expected: Bool) throws {
        // Unaccepted: two readings that do not agree.
        let wholeReadings = confidence > 0.9
            ? [(whole, confidence), (whole, confidence), (whole, confidence)]
            : [(whole, confidence), (whole + "7", confidence), ("X" + whole, confidence)]
        let wholeVerdict = try #require(LineVerdict.judge(wholeReadings.map { (text: $0.0, confidence: $0.1) }))
        let partVerdict = try #require(LineVerdict.judge([(text: part, confidence: 0.95), (text: part, confidence: 0.95)]))
        #expect(partVerdict.isAccepted)
        #expect(wholeVerdict.isAccepted == (confidence > 0.9))
        #expect(LineReader.holdsWhole(wholeVerdict, partVerdict) == expected)
        #expect(!LineReader.holdsWhole(wholeVerdict, nil) && !LineReader.holdsWhole(nil, partVerdict))
    }

    /// Read with the engine: the column-by-column look is taken only in a
    /// strip with a glare, and only for a segment whose polarity turns. (The
    /// dot font here reads too poorly to assert the text; on the generated
    /// glare photos it reads `AL-556952-1C` and `YAX 7734-4` whole.)
    @Test func theColumnLookIsTakenOnlyUnderAGlare() throws {
        let engine = try TesseractEngine(
            tessdata: TessdataLocation.resolve(explicit: nil, environment: ProcessInfo.processInfo.environment))
        let (strip, segment) = Self.line(turning: true)
        #expect(LineReader().read(segment, in: strip, engine: engine, glare: true).log.contains("turned by column"))
        #expect(!LineReader().read(segment, in: strip, engine: engine, glare: false).log.contains("turned by column"))
        let (even, evenSegment) = Self.line(turning: false)
        #expect(!LineReader().read(evenSegment, in: even, engine: engine, glare: true).log.contains("turned by column"))
    }
}
