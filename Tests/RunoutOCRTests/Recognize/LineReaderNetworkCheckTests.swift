import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// An accepted English matrix number, short code or initials checked by
/// the line network (``LineReader/networkChecked(_:_:in:hand:)``), on
/// segments cut from generated photos (`Fixtures/network/segments`).
@Suite("LineReader network check")
struct LineReaderNetworkCheckTests {
    /// An English model that reads every image, either way up, as `text`,
    /// surely: a verdict that is unanimous and accepted.
    static func sureReading(of text: String) -> LineReaderGlyphCheckTests.FixedReading {
        let word = RecognizedLine.Word(text: text, confidence: 0.95, left: 0, right: 0, top: 0, bottom: 0, symbols: [])
        return LineReaderGlyphCheckTests.FixedReading(
            line: RecognizedLine(text: text, confidence: 0.95, words: [word]), wantsGlyphChecks: false)
    }

    /// (segment, its line, an English misreading one glyph off)
    static let cases: [(String, String, String)] = [
        ("s137-clean-04-1.png", "PAL-984204-3F", "PAL-984264-3F"),
        ("s23-clean-05-seam-0.png", "SHSP 1799 C-3U", "SHSP 1790 C-3U"),
    ]

    static func strip(_ file: String) throws -> (PreparedStrip, TextSegment) {
        let url = FixturePaths.fixtures.appendingPathComponent("network/segments/\(file)")
        return try LineReaderHandTests.strip(holding: ImageDecoder().decode(contentsOf: url))
    }

    @Test("An accepted English matrix one glyph off gives way to the network's surer reading", arguments: cases)
    func aNearMissIsMended(file: String, text: String, misread: String) throws {
        let (strip, segment) = try Self.strip(file)
        let network = try #require(HandModel.bundled()).network()
        let english = LineReader().read(segment, in: strip, engine: Self.sureReading(of: misread))
        try #require(english.verdict?.isAccepted == true && english.verdict?.shape == .matrix)
        #expect(english.verdict?.line.text == misread)
        let checked = LineReader().read(segment, in: strip, engine: Self.sureReading(of: misread), hand: network)
        #expect(checked.verdict?.line.text == text, "\(checked.log)")
        #expect(checked.verdict?.isAccepted == true)
        #expect(checked.log.contains("checked (mended to \(text))"), "\(checked.log)")
    }

    /// A stamped serif `F` (Courier's foot) that the network is sure is an
    /// `E`: the English model's `F`, read at every scale, stands.
    @Test func aSerifFIsNotClosedIntoAnE() throws {
        let (strip, segment) = try Self.strip("alt29-preview-003-0.png")
        let network = try #require(HandModel.bundled()).network()
        let checked = LineReader().read(segment, in: strip, engine: Self.sureReading(of: "SKAO-1-7284-F9"), hand: network)
        #expect(checked.verdict?.line.text == "SKAO-1-7284-F9", "\(checked.log)")
        #expect(checked.verdict?.isAccepted == true)
        // The network read another text: no corroboration.
        #expect(checked.verdict?.corroborated == false, "\(checked.log)")
    }

    @Test("Only a mend that turns F into E alone is refused", arguments: [
        ("SKAO-1-7284-F9", "SKAO-1-7284-E9", true), ("T.F.", "T.E.", true), ("FF 12", "EE 12", true), ("FF 12", "EF 12", true),
        ("SKAO-1-7284-E9", "SKAO-1-7284-F9", false), ("F.J.", "E.I.", false), ("TF", "TE1", false), ("ABC", "ABC", false),
        ("", "", false), ("F", "", false), ("F", "B", false),
    ])
    func onlyClosingAnFIsRefused(english: String, mended: String, refused: Bool) {
        #expect(LineReader.onlyClosesAnF(english, into: mended) == refused, "\(english) → \(mended)")
    }

    /// The network reading the English text too corroborates it, which a
    /// second look needs to take a line over segments it did not read.
    @Test("A mend keeps the English model's Fs where it reads Es, and every other change", arguments: [
        ("STC-B-253749-F", "STC-B-953749-E", "STC-B-953749-F"), ("SKAO-1-7284-F9", "SKAO-1-7284-E9", "SKAO-1-7284-F9"),
        ("FF 12", "EE 13", "FF 13"), ("FE", "EE", "FE"), ("E", "F", "F"), ("F", "EE", "EE"), ("F 1", "E", "E"), ("", "", ""),
    ])
    func fsAreKept(english: String, mended: String, kept: String) {
        #expect(LineReader.keepingFs(of: english, in: mended) == kept, "\(english) → \(mended)")
    }

    @Test("An accepted English matrix the network agrees with stands, corroborated", arguments: cases)
    func theRightReadingStands(file: String, text: String, misread: String) throws {
        let (strip, segment) = try Self.strip(file)
        let network = try #require(HandModel.bundled()).network()
        let alone = LineReader().read(segment, in: strip, engine: Self.sureReading(of: text))
        #expect(alone.verdict?.corroborated == false)
        let checked = LineReader().read(segment, in: strip, engine: Self.sureReading(of: text), hand: network)
        #expect(checked.verdict?.line.text == text, "\(checked.log)")
        #expect(checked.verdict?.corroborated == true, "\(checked.log)")
        #expect(checked.log.contains("|| checked (agrees): "), "\(checked.log)")
        #expect(!checked.log.contains("mended"))
    }

    /// A short code one glyph off gives way to the network's own verdict,
    /// sure and far likelier; the English code stands when the network
    /// reads the same.
    @Test func aShortCodeOneGlyphOffIsMended() throws {
        let (strip, segment) = try Self.strip("w139-noring-11-1.png")
        let network = try #require(HandModel.bundled()).network()
        let english = LineReader().read(segment, in: strip, engine: Self.sureReading(of: "YPA"))
        try #require(english.verdict?.isAccepted == true && english.verdict?.shape == .shortCode)
        let checked = LineReader().read(segment, in: strip, engine: Self.sureReading(of: "YPA"), hand: network)
        #expect(checked.verdict?.line.text == "YRA", "\(checked.log)")
        #expect(checked.log.contains("checked (mended to YRA)") && checked.log.contains("nats likelier"))
        let right = LineReader().read(segment, in: strip, engine: Self.sureReading(of: "YRA"), hand: network)
        #expect(right.verdict?.line.text == "YRA" && right.log.contains("|| checked (agrees): ") && !right.log.contains("mended"))
        #expect(right.verdict?.corroborated == true)
    }

    /// Only matrices, short codes and initials are checked: an accepted
    /// lexicon mark is not read by the network at all, nor is anything
    /// without the network.
    @Test func marksAreNotChecked() throws {
        let (strip, segment) = try Self.strip(Self.cases[0].0)
        let network = try #require(HandModel.bundled()).network()
        let read = LineReader().read(segment, in: strip, engine: Self.sureReading(of: "STERLING"), hand: network)
        #expect(read.verdict?.line.text == "STERLING" && read.verdict?.isAccepted == true)
        #expect(read.verdict?.shape == .mark)
        #expect(!read.log.contains("checked"), "\(read.log)")
        let alone = LineReader().read(segment, in: strip, engine: Self.sureReading(of: Self.cases[0].2))
        #expect(alone.verdict?.line.text == Self.cases[0].2 && !alone.log.contains("checked"))
    }
}
