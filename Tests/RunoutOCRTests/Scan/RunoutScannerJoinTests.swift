@testable import RunoutOCR
import Testing

/// When a run of neighbouring segments read as one line replaces its parts
/// (Scan/RunoutScanner.swift, `readsBetter`), and when two pieces read
/// apart are one line (`splitLine`).
@Suite("RunoutScanner neighbours read as one")
struct RunoutScannerJoinTests {
    /// A verdict for `text`, accepted when `accepted` (agreeing readings, a
    /// sure engine, the text's own shape), else with no agreement.
    static func verdict(_ text: String, accepted: Bool = true) -> LineVerdict? {
        guard let line = EtchingNormalizer.normalize(text) else { return nil }
        let verdict = LineVerdict(
            line: line, agreement: accepted ? 1 : 0, engineConfidence: accepted ? 0.95 : 0, shape: LineShape(of: line.text),
            snapped: false)
        return verdict
    }

    @Test("A wide-spaced number read in three parts reads better whole")
    func wideSpacedNumber() throws {
        let parts = [Self.verdict("LPM"), Self.verdict("L7872"), Self.verdict("A", accepted: false)]
        #expect(parts.compactMap { $0 }.filter(\.isAccepted).count == 2, "LPM and L7872 accepted alone")
        let joined = try #require(Self.verdict("LPM 17872 A"))
        #expect(joined.isAccepted)
        #expect(RunoutScanner.readsBetter(joined, than: parts))
    }

    @Test("A line a glare's edge cut in two reads better whole: each part begins or ends a word of it")
    func partsOfOneWord() throws {
        let parts = [Self.verdict("ST-B-480", accepted: false), Self.verdict("723-A")]
        let joined = try #require(Self.verdict("ST-B-480723-A"))
        #expect(RunoutScanner.readsBetter(joined, than: parts))
        #expect(RunoutScanner.readsBetter(joined, than: [Self.verdict("ST-B-480"), nil]))
        // A part in the middle of a word is not held: it may be read from
        // another etching's digits.
        #expect(!RunoutScanner.readsBetter(joined, than: [Self.verdict("B-4807"), nil]))
    }

    @Test("Not better: rejected, no longer, or losing a part's word")
    func notBetter() throws {
        let parts = [Self.verdict("STERLING"), Self.verdict("XQ", accepted: false)]
        #expect(!RunoutScanner.readsBetter(Self.verdict("SD 4123 A1", accepted: false), than: parts))
        #expect(!RunoutScanner.readsBetter(nil, than: parts))
        // Drops STERLING: a reading of something else.
        #expect(!RunoutScanner.readsBetter(Self.verdict("SD 4123 A1"), than: parts))
        // No longer than the part read alone.
        #expect(!RunoutScanner.readsBetter(Self.verdict("STERLING"), than: parts))
        // Two edits from a part's word.
        #expect(!RunoutScanner.readsBetter(Self.verdict("LPM 12272 A"), than: [Self.verdict("LPM"), Self.verdict("L7872")]))
    }

    @Test("Parts none of which was accepted alone: never replaced, however the whole reads")
    func nothingAcceptedBefore() {
        #expect(!RunoutScanner.readsBetter(Self.verdict("812-197"), than: [Self.verdict("812", accepted: false), nil]))
        #expect(!RunoutScanner.readsBetter(Self.verdict("YEX 749-2"), than: [nil, nil]))
        #expect(!RunoutScanner.readsBetter(Self.verdict("YEX 749-2"), than: []))
    }

    /// A piece of a line: `text` read (accepted or not), `inward` or not,
    /// over `columns`.
    static func piece(
        _ text: String, columns: Range<Int>, inward: Bool = false, accepted: Bool = true
    ) -> (segment: TextSegment, outcome: LineReader.Outcome) {
        (
            TextSegment(columns: columns, rows: 10..<30, polarity: 1, mass: 200),
            LineReader.Outcome(
                verdict: verdict(text, accepted: accepted), inward: inward, image: GrayImage(width: 0, height: 0), log: "")
        )
    }

    @Test("Two pieces both accepted are one line when their texts make one, in reading order")
    func piecesOfOneLine() throws {
        let (segment, outcome) = try #require(RunoutScanner.splitLine([
            Self.piece("BELL", columns: 100..<160), Self.piece("SOUND", columns: 200..<280),
        ]))
        #expect(outcome.verdict?.line.text == "BELL SOUND" && outcome.verdict?.shape == .mark)
        #expect(segment.columns == 100..<280 && segment.mass == 400)
        // Inward, the columns run against the reading: the right piece is read first.
        let inward = try #require(RunoutScanner.splitLine([
            Self.piece("968 D-7U", columns: 100..<200, inward: true), Self.piece("SKL", columns: 230..<290, inward: true),
        ]))
        #expect(inward.outcome.verdict?.line.text == "SKL 968 D-7U" && inward.outcome.inward)
        // A Philips side read with an I is read back as a 1.
        let philips = try #require(RunoutScanner.splitLine([
            Self.piece("9252 911", columns: 80..<260), Self.piece("IX 2 773", columns: 298..<479),
        ]))
        #expect(philips.outcome.verdict?.line.text == "9252 911 1X 2 773")
    }

    @Test("Pieces stay apart: one not accepted, turned differently, the wrong order, or not one pair")
    func piecesApart() {
        #expect(RunoutScanner.splitLine([
            Self.piece("BELL", columns: 100..<160), Self.piece("SOUND", columns: 200..<280, accepted: false),
        ]) == nil)
        #expect(RunoutScanner.splitLine([
            Self.piece("BELL", columns: 100..<160), Self.piece("SOUND", columns: 200..<280, inward: true),
        ]) == nil)
        #expect(RunoutScanner.splitLine([
            Self.piece("BELL", columns: 100..<160, inward: true), Self.piece("SOUND", columns: 200..<280, inward: true),
        ]) == nil)
        #expect(RunoutScanner.splitLine([
            Self.piece("A1", columns: 100..<140), Self.piece("WS-77265-B4", columns: 170..<400),
        ]) == nil)
        #expect(RunoutScanner.splitLine([Self.piece("BELL SOUND", columns: 100..<280)]) == nil)
        #expect(RunoutScanner.splitLine([]) == nil)
        #expect(RunoutScanner.splitLine([
            Self.piece("BELL", columns: 100..<160), Self.piece("SOUND", columns: 200..<280), Self.piece("A1", columns: 300..<340),
        ]) == nil)
    }
}
