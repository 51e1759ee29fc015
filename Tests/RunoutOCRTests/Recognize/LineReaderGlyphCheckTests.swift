@testable import RunoutOCR
import TestSupport
import Testing

/// Which engines' readings the reader checks against their glyphs.
@Suite("LineReader glyph checks")
struct LineReaderGlyphCheckTests {
    /// Reads every image as `line`, whatever it shows.
    struct FixedReading: LineRecognizer {
        var line: RecognizedLine
        var wantsGlyphChecks: Bool
        var readsLowerCase: Bool { false }
        func recognizeLine(in image: GrayImage, mixedCase: Bool) -> RecognizedLine { line }
    }

    @Test("A print model's fours over a one's stem are read as ones; the line network's stand")
    func foursOverStems() {
        let (image, boxes) = LetterImage.drawn("4141")
        let fours = RecognizedLine.oneWord(["4", "4", "4", "4"], boxes: boxes)
        let english = FixedReading(line: fours, wantsGlyphChecks: true)
        let checked = LineReader.checkedReading(of: image, engine: english, mixedCase: false)
        #expect(checked.text == "4141", "a print model's fours over stems are ones")
        let network = LineReader.checkedReading(
            of: image, engine: FixedReading(line: fours, wantsGlyphChecks: false), mixedCase: false)
        #expect(network.text == "4444")
        #expect(network.confidence == fours.confidence)
    }
}
