@testable import RunoutOCR
import Testing

/// A stamped `TM` that the English model reads as the one glyph `™` is
/// split back into its two letters, each with half the box.
@Suite("RecognizedLine compatibility glyphs")
struct RecognizedLineCompatibilityGlyphsTests {
    @Test func aTrademarkSignBecomesTwoLettersSharingItsBox() {
        let symbol = RecognizedLine.Symbol(text: "™", left: 10, right: 30, top: 2, bottom: 18)
        let letters = symbol.expandingCompatibilityGlyph()
        #expect(letters.map(\.text) == ["T", "M"])
        #expect(letters.map(\.left) == [10, 20])
        #expect(letters.map(\.right) == [20, 30])
        #expect(letters.allSatisfy { $0.top == 2 && $0.bottom == 18 })
    }

    @Test(arguments: ["A", "7", "-", "Δ", "½", "…", "", "℃"])
    func otherSymbolsStayAsTheyAre(_ text: String) {
        let symbol = RecognizedLine.Symbol(text: text, left: 0, right: 8, top: 0, bottom: 8)
        #expect(symbol.expandingCompatibilityGlyph() == [symbol], "\(text)")
    }

    @Test(arguments: [("ﬁ", ["f", "i"]), ("™™", ["T", "M", "T", "M"]), ("℠", ["S", "M"])])
    func everyLetterGlyphSplits(_ text: String, letters: [String]) {
        let symbol = RecognizedLine.Symbol(text: text, left: 0, right: 40, top: 0, bottom: 8)
        let expanded = symbol.expandingCompatibilityGlyph()
        #expect(expanded.map(\.text) == letters)
        #expect(expanded.first?.left == 0 && expanded.last?.right == 40)
    }

    @Test(arguments: [(0, 0), (5, 5), (7, 6), (3, 4)])
    func aDegenerateBoxStillGivesOrderedBoxes(left: Int, right: Int) {
        let letters = RecognizedLine.Symbol(text: "™", left: left, right: right, top: 0, bottom: 1)
            .expandingCompatibilityGlyph()
        #expect(letters.count == 2)
        #expect(letters[0].left <= letters[1].left && letters[0].right <= letters[1].right)
    }
}
