@testable import RunoutOCR
import TestSupport
import Testing

/// Telling a slashed zero from a six by the six's open upper right.
@Suite("SlashedZero")
struct SlashedZeroTests {
    static func drawn(_ text: String) -> (GrayImage, [GrayImage.PixelBox]) {
        let drawn = LetterImage.drawn(text)
        return (drawn.image, drawn.boxes)
    }

    @Test("Closed on the right above the middle", arguments: [("0", true), ("8", true), ("9", true), ("6", false), ("5", false)])
    func closedOnTheRight(glyph: String, expected: Bool) throws {
        let (image, boxes) = Self.drawn(glyph)
        let box = try #require(boxes.first)
        #expect(SlashedZero.isClosedOnTheRight(in: image, box: box) == expected, "\(glyph)")
        // A box the engine drew a little loose changes nothing.
        let loose = (box.left - 3, box.right + 3, box.top - 4, box.bottom + 4)
        #expect(SlashedZero.isClosedOnTheRight(in: image, box: loose) == expected, "\(glyph), loose box")
    }

    /// Blur smears grey across a six's open side; only solid ink closes it.
    @Test("Grey across a six's gap does not close it", arguments: [(UInt8(120), false), (100, true), (0, true)])
    func greyGap(value: UInt8, closes: Bool) throws {
        var (image, boxes) = Self.drawn("6")
        let box = try #require(boxes.first)
        let right = box.right - (box.right - box.left + 1) / 4 + 1
        for y in (box.top + (box.bottom - box.top) / 5)...(box.top + (box.bottom - box.top) / 2) {
            for x in right...box.right where image[x, y] == 255 { image[x, y] = value }
        }
        #expect(SlashedZero.isClosedOnTheRight(in: image, box: box) == closes, "grey \(value)")
    }

    @Test func onlySixesOverClosedGlyphsBecomeZeros() {
        let (zeros, zeroBoxes) = Self.drawn("206")
        // The engine read the slashed zero as a six; the real six stays.
        let read = SlashedZero.corrected(RecognizedLine.oneWord(["2", "6", "6"], boxes: zeroBoxes), in: zeros)
        #expect(read.text == "206" && read.words.first?.text == "206", "\(read.text)")
        #expect(read.words.first?.symbols.map(\.text) == ["2", "0", "6"])
        // Other look-alikes over a zero are not this rule's to change.
        let eight = SlashedZero.corrected(RecognizedLine.oneWord(["2", "8", "6"], boxes: zeroBoxes), in: zeros)
        #expect(eight.text == "286")
    }

    @Test("Degenerate boxes and images are not closed", arguments: [
        (0, 3, 0, 3), (10, 5, 10, 40), (-100, -50, -100, -50), (500, 600, 0, 40), (Int.min / 2, Int.min / 2 + 10, 0, 10),
    ])
    func degenerate(left: Int, right: Int, top: Int, bottom: Int) {
        let (image, _) = Self.drawn("0")
        #expect(!SlashedZero.isClosedOnTheRight(in: image, box: (left, right, top, bottom)))
        #expect(!SlashedZero.isClosedOnTheRight(in: GrayImage(width: 0, height: 0), box: (left, right, top, bottom)))
    }
}
