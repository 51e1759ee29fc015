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

    @Test func turningNegatesOnlyTheOtherPolaritysColumns() throws {
        let (strip, segment) = Self.line(turning: true)
        let signs = try #require(ColumnPolarity.mixedSigns(of: segment, in: strip, strong: 3.5))
        let turned = ColumnPolarity.turned(strip, along: segment, signs: signs, polarity: 1)
        for (index, column) in segment.columns.enumerated() {
            for row in [0, 30, 59] {
                let expected = signs[index] == 1 ? strip.score(x: column, y: row) : -strip.score(x: column, y: row)
                #expect(turned.score(x: column, y: row) == expected)
            }
        }
        // Every letter is light ink now, and the columns outside the segment are untouched.
        #expect(turned.scores.allSatisfy { $0 >= 0 })
        #expect(turned.score(x: 10, y: 30) == strip.score(x: 10, y: 30))
        // Turning again gives the strip back.
        #expect(ColumnPolarity.turned(turned, along: segment, signs: signs, polarity: 1).scores == strip.scores)
    }

    @Test func turningWrapsAtTheSeamAndLeavesAnOverwideSegment() {
        let (strip, _) = Self.line(turning: true)
        let seam = TextSegment(columns: 398..<402, rows: 0..<60, polarity: 1, mass: 1)
        var canvas = ScoreCanvas(width: 400, height: 60, fill: 2)
        let turned = ColumnPolarity.turned(Self.strip(canvas), along: seam, signs: [1, -1, -1, 1], polarity: 1)
        #expect(turned.score(x: 398, y: 5) == 2 && turned.score(x: 399, y: 5) == -2)
        #expect(turned.score(x: 0, y: 5) == -2 && turned.score(x: 1, y: 5) == 2)
        canvas.fill(x: 0, y: 0, width: 1, height: 1, value: 3)
        let wide = TextSegment(columns: 0..<401, rows: 0..<60, polarity: 1, mass: 1)
        let signs = [Float](repeating: -1, count: 401)
        #expect(ColumnPolarity.turned(strip, along: wide, signs: signs, polarity: 1).scores == strip.scores)
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
