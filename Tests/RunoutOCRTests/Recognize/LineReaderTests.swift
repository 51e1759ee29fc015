import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

@Suite("LineReader")
struct LineReaderTests {
    /// (reading, the same image turned over, whether only the first way up is read further)
    static let probes: [(String, Double, String, Double, Bool)] = [
        ("YEX 773-1", 0.92, "1-ELL XEA", 0.20, true),  // legible one way, garbled the other
        ("YEX 773-1", 0.92, "", 0, true),  // nothing read turned over
        ("YEX 773-1", 0.92, "...", 0.90, true),  // turned over is noise, however confident
        ("YEX 773-1", 0.92, "SHN 9096", 0.70, false),  // both legible: read both ways
        ("YEX 773-1", 0.55, "", 0, false),  // not confident enough to decide
        ("", 0.95, "", 0, false),  // nothing legible at all
        ("SH", 0.93, "HS", 0.93, false),  // symmetric: no evidence either way
    ]

    @Test("The probe decides the orientation only on clear evidence", arguments: probes)
    func probe(_ a: String, _ ca: Double, _ b: String, _ cb: Double, _ expected: Bool) {
        #expect(LineReader.isClearlyBetter((a, ca), than: (b, cb)) == expected, "\(a) \(ca) against \(b) \(cb)")
    }

    @Test func theProbeNeverDecidesBothWays() {
        for (a, ca, b, cb, _) in Self.probes {
            let both = LineReader.isClearlyBetter((a, ca), than: (b, cb)) && LineReader.isClearlyBetter((b, cb), than: (a, ca))
            #expect(!both, "\(a) / \(b)")
        }
    }

    static func strip(_ canvas: ScoreCanvas) -> PreparedStrip {
        PreparedStrip(width: canvas.width, height: canvas.height, scores: canvas.scores, noise: 1)
    }

    /// The engine's image comes back for debug output only when asked for;
    /// the readings are the same either way.
    @Test func theOutcomeCarriesTheEngineImageOnlyWhenKept() throws {
        let engine = try TesseractEngine(tessdata: TessdataLocation.resolve(explicit: nil, environment: ProcessInfo.processInfo.environment))
        var canvas = ScoreCanvas(width: 400, height: 60)
        _ = canvas.draw("SP 87", x: 60, y: 21, value: 6)
        let segment = TextSegment(columns: 56..<120, rows: 19..<37, polarity: 1, mass: 0)
        let kept = LineReader().read(segment, in: Self.strip(canvas), engine: engine)
        let spared = LineReader(keepsImages: false).read(segment, in: Self.strip(canvas), engine: engine)
        #expect(!kept.image.isEmpty)
        #expect(spared.image.isEmpty)
        #expect(kept.log == spared.log && kept.verdict == spared.verdict)
        // Noise the probe reads as nothing either way up: no image built unless kept.
        let blank = TextSegment(columns: 200..<260, rows: 19..<37, polarity: 1, mass: 0)
        #expect(!LineReader().read(blank, in: Self.strip(canvas), engine: engine).image.isEmpty)
        #expect(LineReader(keepsImages: false).read(blank, in: Self.strip(canvas), engine: engine).image.isEmpty)
    }

    /// A reading not accepted that resembles a lexicon mark is read again
    /// with thickened strokes, and replaced only by an accepted mark;
    /// anything else is left as it is, without reading again.
    @Test func onlyAnUnacceptedReadingLikeAMarkIsReadAgainThickened() throws {
        let engine = try TesseractEngine(tessdata: TessdataLocation.resolve(explicit: nil, environment: ProcessInfo.processInfo.environment))
        var canvas = ScoreCanvas(width: 400, height: 60)
        _ = canvas.draw("SRC", x: 60, y: 21, value: 6)
        let segment = TextSegment(columns: 56..<100, rows: 19..<37, polarity: 1, mass: 0)
        func outcome(_ text: String, agreement: Double) throws -> LineReader.Outcome {
            let line = try #require(EtchingNormalizer.normalize(text))
            let verdict = LineVerdict(line: line, agreement: agreement, engineConfidence: 0.2, shape: LineShape(of: text), snapped: false)
            return LineReader.Outcome(verdict: verdict, inward: false, image: GrayImage(width: 0, height: 0), log: "first")
        }
        let reader = LineReader(keepsImages: false)
        func again(_ first: LineReader.Outcome) -> LineReader.Outcome {
            reader.markReadThickened(first, segment, in: Self.strip(canvas), polarity: 1, engine: engine)
        }
        // Accepted already, or nothing like a mark: untouched.
        let accepted = try outcome("SRC", agreement: 1)
        #expect(accepted.verdict?.isAccepted == true)
        #expect(again(accepted).log == "first")
        let matrix = try outcome("YEX 773-1", agreement: 0.5)
        #expect(matrix.verdict?.isAccepted == false)
        #expect(again(matrix).log == "first" && again(matrix).verdict == matrix.verdict)
        // Like a mark and not accepted: read again, and the accepted mark kept.
        let misread = try outcome("SAC", agreement: 0.5)
        #expect(misread.verdict?.isAccepted == false)
        let read = again(misread)
        #expect(read.log.hasPrefix("first || thickened: "))
        #expect(read.verdict?.line.text == "SRC" && read.verdict?.isAccepted == true, "\(read.log)")
        // Like a mark, but the segment holds none: the first outcome stays, with the second look logged.
        let blank = TextSegment(columns: 200..<260, rows: 19..<37, polarity: 1, mass: 0)
        let none = reader.markReadThickened(misread, blank, in: Self.strip(canvas), polarity: 1, engine: engine)
        #expect(none.verdict == misread.verdict && none.log.hasPrefix("first || thickened: "))
    }

    /// (text read inward, the text reported, its shape, whether the same evidence is accepted)
    static let turnedOverVerdicts: [(String, String, LineShape, Bool)] = [
        ("M", "W", .mark, true),  // an irregular letter that is a plant code turned over
        ("W", "M", .irregular, false),  // and the reverse loses the plant code's acceptance
        ("SH", "HS", .shortCode, false),
        ("66", "99", .irregular, false),
        ("NOON", "NOON", .shortCode, false),
    ]

    /// A line reported the usual way up takes the shape of the text reported,
    /// with the evidence unchanged.
    @Test("A verdict turned over is judged on the turned text", arguments: turnedOverVerdicts)
    func turnedOverVerdict(inward: String, reported: String, shape: LineShape, accepted: Bool) throws {
        let line = try #require(EtchingNormalizer.normalize(inward))
        let verdict = LineVerdict(line: line, agreement: 1, engineConfidence: 0.7, shape: LineShape(of: inward), snapped: false)
        let turned = try #require(LineReader.turnedOver(verdict), "\(inward)")
        #expect(turned.line.text == reported && turned.shape == shape, "\(inward) → \(turned.line.text), \(turned.shape)")
        #expect(turned.isAccepted == accepted, "\(inward)")
        #expect(turned.agreement == verdict.agreement && turned.engineConfidence == verdict.engineConfidence)
    }

    @Test func aTextWithNoGlyphTurnedOverHasNoTurnedVerdict() throws {
        let line = try #require(EtchingNormalizer.normalize("YEX 773-1"))
        let verdict = LineVerdict(line: line, agreement: 1, engineConfidence: 0.9, shape: .matrix, snapped: false)
        #expect(LineReader.turnedOver(verdict) == nil)
    }

    /// A verdict on `text` as the judge would shape it, read with full
    /// agreement; `nil` when `text` normalizes to nothing.
    func verdict(_ text: String) -> LineVerdict? {
        EtchingNormalizer.normalize(text).map {
            LineVerdict(line: $0, agreement: 1, engineConfidence: 0.9, shape: LineShape(of: $0.text), snapped: false)
        }
    }

    static let glyphCounts: [(inward: String, outward: String, enough: Bool)] = [
        // A matrix turned over reads as a few stray glyphs.
        ("206 SJ", "POS 902 A-3", false),
        ("W", "TM", false),
        // Two thirds is enough; punctuation and spaces do not count.
        ("SCX 52", "SCX 5281", true),
        ("A.B.", "ABC", true),
        ("AB", "A.B.C.", true),
        ("SCX 5284 B-1G", "-", true),
    ]

    /// An inward reading must make at least two thirds as many letters and
    /// digits of the segment as the outward one to be chosen.
    @Test("An inward reading must read enough of the segment", arguments: glyphCounts)
    func readsEnough(inward: String, outward: String, enough: Bool) throws {
        let inwardVerdict = try #require(verdict(inward))
        #expect(LineReader.readsEnough(inwardVerdict, against: verdict(outward)) == enough, "\(inward) against \(outward)")
        #expect(LineReader.readsEnough(inwardVerdict, against: nil))
        #expect(LineReader.readsEnough(nil, against: verdict(outward)))
    }

    static let shortInwardTexts: [(inward: String, overruled: Bool)] = [
        // Short codes and letters turned over read as other short text.
        ("AN", true),
        ("HAA", true),
        ("W", true),
        ("G2", true),
        ("A.B.C.", true),
        // A lexicon mark of two letters or more is evidence of its own.
        ("BG", false),
        ("EMI", false),
        // Four glyphs or more: a line turned over reads as garble, not as this.
        ("SD 6748 A", false),
        ("Δ7691", false),
        ("TML-M", false),
    ]

    /// A short inward verdict gives way to any outward one; only when
    /// there is no outward verdict is it kept.
    @Test("A short inward reading gives way to an outward one", arguments: shortInwardTexts)
    func shortInwardTextIsOverruled(inward: String, overruled: Bool) throws {
        let inwardVerdict = try #require(verdict(inward))
        let outward = try #require(verdict("NY"))
        #expect(LineReader.isShortTextOverruled(inwardVerdict, by: outward) == overruled, "\(inward)")
        #expect(!LineReader.isShortTextOverruled(inwardVerdict, by: nil))
        #expect(!LineReader.isShortTextOverruled(nil, by: outward))
    }

    /// (inward, outward, the way up a mark tells: true inward, false
    /// outward, nil for none), both verdicts accepted
    static let markWaysUp: [(String, String, Bool?)] = [
        // Only one way spells a studio's name of five letters or more.
        ("Z ASNOHNMOL", "TOWNHOUSE 2", false), ("STERLING LH", "HT ONIT", true), ("MASTERDISK", "XSIQ831SAW", true),
        // Both or neither do, or a mark too short to tell.
        ("STERLING", "STERLING", nil), ("SP 8768 B1", "YEX 773-1", nil), ("TML 6", "9 JWT", nil),
    ]

    /// The way up follows a lexicon mark spelled whole when only one of two
    /// verdicts, both accepted or both not, holds one.
    @Test("A studio's name tells the way up", arguments: markWaysUp)
    func aMarkTellsTheWayUp(inward: String, outward: String, wayUp: Bool?) throws {
        let inwardVerdict = try #require(verdict(inward))
        let outwardVerdict = try #require(verdict(outward))
        try #require(inwardVerdict.isAccepted && outwardVerdict.isAccepted, "\(inward) / \(outward)")
        #expect(LineReader.spellsMark(inwardVerdict, against: outwardVerdict) == wayUp, "\(inward) / \(outward)")
        // Nothing to tell with one verdict, or when only one is accepted.
        #expect(LineReader.spellsMark(inwardVerdict, against: nil) == nil)
        #expect(LineReader.spellsMark(nil, against: outwardVerdict) == nil)
        var unaccepted = outwardVerdict
        unaccepted.agreement = 0
        unaccepted.engineConfidence = 0
        try #require(!unaccepted.isAccepted)
        #expect(LineReader.spellsMark(inwardVerdict, against: unaccepted) == nil, "\(inward) / \(outward) unaccepted")
    }

    @Test func darkLettersInABrightBandAreMixed() {
        var canvas = ScoreCanvas(width: 400, height: 60)
        canvas.fill(x: 56, y: 19, width: 64, height: 18, value: 6)
        let columns = canvas.draw("SP 87", x: 60, y: 21, value: -6)
        let segment = TextSegment(columns: 56..<120, rows: 19..<37, polarity: 1, mass: 0)
        let share = LineReader.minorityShare(of: segment, in: Self.strip(canvas))
        #expect(share >= LineReader.mixedShare && share <= 0.5, "\(share) over \(columns)")
    }

    @Test("One polarity, or nothing strong, is not mixed", arguments: [Float(6), -6, 2, 0, .nan])
    func onePolarityIsNotMixed(value: Float) {
        var canvas = ScoreCanvas(width: 300, height: 40)
        canvas.draw("SP 87", x: 20, y: 10, value: value)
        let segment = TextSegment(columns: 10..<120, rows: 5..<30, polarity: 1, mass: 0)
        #expect(LineReader.minorityShare(of: segment, in: Self.strip(canvas)) == 0, "\(value)")
    }

    @Test func degenerateSegmentsAndStripsAreNotMixed() {
        let empty = PreparedStrip(width: 0, height: 0, scores: [], noise: 1)
        #expect(LineReader.minorityShare(of: TextSegment(columns: 0..<10, rows: 0..<5, polarity: 1, mass: 0), in: empty) == 0)
        var canvas = ScoreCanvas(width: 50, height: 10)
        canvas.fill(x: 0, y: 0, width: 25, height: 10, value: 9)
        canvas.fill(x: 25, y: 0, width: 25, height: 10, value: -9)
        // Rows beyond the strip are skipped; columns wrap at the seam.
        let wrapping = TextSegment(columns: 40..<60, rows: -3..<14, polarity: 1, mass: 0)
        #expect(LineReader.minorityShare(of: wrapping, in: Self.strip(canvas)) == 0.5)
        #expect(LineReader.minorityShare(of: TextSegment(columns: 5..<5, rows: 0..<10, polarity: 1, mass: 0), in: Self.strip(canvas)) == 0)
    }

    @Test func anAcceptedVerdictBeatsOneThatIsNot() throws {
        let accepted = try #require(LineVerdict.judge([("YEX 773-1", 0.3), ("YEX 773-1", 0.3), ("YEX 773-1", 0.3)]))
        let unaccepted = try #require(LineVerdict.judge([("QX", 0.99), ("QX", 0.99), ("QY", 0.99)]))
        try #require(accepted.isAccepted && !unaccepted.isAccepted)
        #expect(LineReader.prefers(accepted, over: unaccepted))
        #expect(!LineReader.prefers(unaccepted, over: accepted))
        #expect(LineReader.prefers(unaccepted, over: nil) && !LineReader.prefers(nil, over: unaccepted))
        #expect(!LineReader.prefers(nil, over: nil))
        // Neither accepted: the higher score wins; a tie keeps the first.
        let weaker = try #require(LineVerdict.judge([("QX", 0.1), ("QY", 0.1), ("QZ", 0.1)]))
        try #require(!weaker.isAccepted && weaker.score < unaccepted.score)
        #expect(LineReader.prefers(unaccepted, over: weaker) && !LineReader.prefers(weaker, over: unaccepted))
        #expect(!LineReader.prefers(unaccepted, over: unaccepted))
    }

    static let junk: [(String, Double, Bool)] = [
        ("LL A A A", 0.20, true),  // stray letters, unsure
        ("ES I SR I", 0.0, true),
        ("", 0.1, true),  // nothing read
        ("...", 0.1, true),  // noise once normalized
        ("", 0.9, false),  // confident: the other scales are read
        ("...", 0.5, false),
        ("QX", 0.29, true),  // a short code, unsure
        ("QX", 0.30, false),  // ...sure enough to read further
        ("LL A A A", 0.95, false),  // confident: read further, the judge decides
        ("TML", 0.0, false),  // a lexicon mark read with no confidence
        ("7YCE 4074-3", 0.05, false),  // a matrix number likewise
        ("R.A.", 0.1, false),  // initials
        ("XBR.", 0.0, false),  // initials as the judge dots them
        ("OPT/MAL", 0.0, false),  // a lexicon mark misread by one glyph
        ("MASTERDlSK", 0.1, false),
        ("OPT/MAI", 0.0, true),  // two glyphs off a short mark: no match
        ("MRO", 0.0, true),  // three-letter marks match only exactly
        ("LP-693'5-A2", 0.0, false),  // a matrix number with a stray mark in it
        ("S).25894-B", 0.0, false),
        ("ST-2-12836-&7", 0.0, false),
        ("A'1'2'3", 0.0, true),  // three digits, but only four letters and digits
        ("1 2", 0.0, true),  // digits alone, too few
        ("LL A A A", .nan, true),
        ("LL A A A", -1, true),
    ]

    static let resembling: [(String, Bool)] = [
        ("EM", true), ("STER.UNG", true), ("TML.Y", true), ("EM ", true),
        ("", false), ("...", false), ("QQQQQQQQ", false), ("7YCE 4074-3", false),
    ]

    @Test("A junk probe gets the thickened look only when it resembles a mark", arguments: resembling)
    func probeResemblesMark(_ text: String, _ expected: Bool) {
        #expect(LineReader.resemblesMark((text, 0)) == expected, "\(text)")
    }

    @Test("A probe reading is no text only when unsure and not etching-shaped", arguments: junk)
    func junkProbe(_ text: String, _ confidence: Double, _ expected: Bool) {
        #expect(LineReader.isJunk((text, confidence)) == expected, "\(text) \(confidence)")
    }

    static let markShapes: [(Int, Int, [String], Bool)] = [
        (120, 30, ["A(W", "DIY"], true), (90, 30, ["AL", ""], true),
        // `Allied` in a segment 82 × 28: narrow letters, margins counted.
        (82, 28, ["A", "PE"], true), (75, 30, ["A", ""], true),
        // Too short for a word of four letters.
        (74, 30, ["A", "P"], false), (30, 30, ["", ""], false),
        // Read as numbers one way up: a matrix line.
        (200, 30, ["SP 8768", "A"], false), (200, 30, ["A", "12"], false), (200, 30, ["A1", "B"], true),
        // Degenerate.
        (0, 0, [], false), (0, 10, [], false),
    ]

    @Test("Only word-shaped segments read without numbers may hold a mixed-case mark", arguments: markShapes)
    func mayHoldMark(columns: Int, rows: Int, probes: [String], expected: Bool) {
        let segment = TextSegment(columns: 100..<(100 + columns), rows: 5..<(5 + rows), polarity: 1, mass: 100)
        #expect(LineReader.mayHoldMark(segment, probes: probes) == expected, "\(columns)×\(rows) \(probes)")
    }

    static let settled: [([(String, Double)], Bool)] = [
        ([("SP 8768 B1", 0.95), ("SP 8768 B1", 0.92)], true),
        ([("SP 8768 B1", 0.95), ("SP 8768 B1", 0.89)], false),
        ([("SP 8768 B1", 0.95), ("SP 8768 81", 0.95)], false),
        ([("SP 8768 B1", 0.95)], false),
        ([], false),
        ([("STERLING", 0.99), ("STERLING", 0.99), ("STERLING", 0.99)], true),
        ([("STERLING", .nan), ("STERLING", 0.99)], false),
    ]

    @Test("Two identical confident readings settle a line", arguments: settled)
    func isSettled(readings: [(String, Double)], expected: Bool) {
        #expect(LineReader.isSettled(readings.map { (text: $0.0, confidence: $0.1) }) == expected, "\(readings)")
    }

    @Test func defaultScalesAreThreeAscendingHeights() {
        let heights = LineReader().letterHeights
        #expect(heights.count == 3 && heights == heights.sorted() && heights.allSatisfy { $0 >= 20 && $0 <= 60 })
    }
}
