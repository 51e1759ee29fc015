@testable import RunoutOCR
import TestSupport
import Testing

/// Reading some glyphs of a recognized line as another character.
@Suite("RecognizedLine.relabelling")
struct RecognizedLineRelabellingTests {
    static func line(_ words: [String]) -> RecognizedLine {
        var x = 0
        let recognized = words.map { word in
            let symbols = word.map { character in
                defer { x += 20 }
                return RecognizedLine.Symbol(text: String(character), left: x, right: x + 15, top: 0, bottom: 30)
            }
            x += 20
            return RecognizedLine.Word(text: word, confidence: 0.7, left: symbols.first?.left ?? 0, right: symbols.last?.right ?? 0, top: 0, bottom: 30, symbols: symbols)
        }
        return RecognizedLine(text: words.joined(separator: " "), confidence: 0.7, words: recognized)
    }

    @Test func onlyTheChosenGlyphsChange() {
        let line = Self.line(["SP", "6866", "B6"])
        // The six whose box starts at column 60 was a zero.
        let read = line.relabelling("6", as: "0") { box in box.left == 60 }
        #expect(read.text == "SP 0866 B6", "\(read.text)")
        #expect(read.words.map(\.text) == ["SP", "0866", "B6"])
        #expect(read.words.flatMap(\.symbols).map(\.left) == line.words.flatMap(\.symbols).map(\.left))
        #expect(read.confidence == line.confidence)
    }

    @Test("Nothing to change gives the line back", arguments: [[], [""], ["SP", "8768"], ["666"]] as [[String]])
    func unchanged(words: [String]) {
        let line = Self.line(words)
        #expect(line.relabelling("6", as: "0") { _ in false } == line)
        #expect(line.relabelling("Q", as: "0") { _ in true } == line)
    }

    @Test func everyGlyphCanChange() {
        let read = Self.line(["666", "6"]).relabelling("6", as: "0") { _ in true }
        #expect(read.text == "000 0" && read.words.map(\.text) == ["000", "0"])
    }
}
