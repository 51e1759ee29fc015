@testable import RunoutOCR
import Testing

/// When a run of neighbouring segments read as one line replaces its parts
/// (Scan/RunoutScanner.swift, `readsBetter`).
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
}
