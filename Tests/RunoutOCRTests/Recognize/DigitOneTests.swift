@testable import RunoutOCR
import TestSupport
import Testing

/// Telling a one read as 4 from a four by the four's bar.
@Suite("DigitOne")
struct DigitOneTests {
    @Test("A four's middle spans its bar, a one's its stem", arguments: [("4", 0.45, 1.01), ("1", 0, 0.45), ("7", 0, 0.45)])
    func middleSpan(glyph: String, low: Double, high: Double) throws {
        let (image, boxes) = LetterImage.drawn(glyph)
        let box = try #require(boxes.first)
        let span = try #require(DigitOne.middleSpan(in: image, box: box))
        #expect(span >= low && span < high, "\(glyph): \(span)")
    }

    @Test func onlyFoursOverAStemBecomeOnes() {
        let (image, boxes) = LetterImage.drawn("4141")
        // The engine read the ones as fours; the real fours stay.
        let read = DigitOne.corrected(RecognizedLine.oneWord(["4", "4", "4", "4"], boxes: boxes), in: image)
        #expect(read.text == "4141" && read.words.first?.symbols.map(\.text) == ["4", "1", "4", "1"], "\(read.text)")
        // Other readings over a one are not this check's to change.
        let two = DigitOne.corrected(RecognizedLine.oneWord(["4", "2", "4", "7"], boxes: boxes), in: image)
        #expect(two.text == "4247")
    }

    @Test("Degenerate boxes and images give no span", arguments: [
        (0, 3, 0, 3), (10, 5, 10, 40), (-100, -50, -100, -50), (500, 600, 0, 40), (Int.min / 2, Int.min / 2 + 10, 0, 10),
    ])
    func degenerate(left: Int, right: Int, top: Int, bottom: Int) {
        let (image, _) = LetterImage.drawn("1")
        #expect(DigitOne.middleSpan(in: image, box: (left, right, top, bottom)) == nil)
        #expect(DigitOne.middleSpan(in: GrayImage(width: 0, height: 0), box: (left, right, top, bottom)) == nil)
    }
}
