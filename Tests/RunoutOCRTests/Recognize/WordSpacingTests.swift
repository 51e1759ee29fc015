@testable import RunoutOCR
import TestSupport
import Testing

/// Restoring word spaces from the gaps between the engine's glyph boxes.
@Suite("WordSpacing")
struct WordSpacingTests {
    /// A line from words of (glyph, left, right) boxes, 40 rows tall.
    static func line(_ words: [[(String, Int, Int)]]) -> RecognizedLine {
        let recognized = words.map { glyphs in
            let symbols = glyphs.map { RecognizedLine.Symbol(text: $0.0, left: $0.1, right: $0.2, top: 0, bottom: 40) }
            return RecognizedLine.Word(
                text: glyphs.map(\.0).joined(), confidence: 0.8, left: glyphs.first?.1 ?? 0, right: glyphs.last?.2 ?? 0,
                top: 0, bottom: 40, symbols: symbols)
        }
        return RecognizedLine(text: recognized.map(\.text).joined(separator: " "), confidence: 0.8, words: recognized)
    }

    /// `1176 592 B 3` as the engine boxed it, with the space before `3` dropped.
    static let matrix: [[(String, Int, Int)]] = [
        [("1", 30, 48), ("1", 55, 72), ("7", 79, 97), ("6", 101, 121)],
        [("5", 140, 158), ("9", 164, 184), ("2", 187, 206)],
        [("B", 226, 247), ("3", 264, 283)],
    ]

    /// `ST-B-953934A` as one word: glyphs 18 wide, 3 apart, hyphens 8 wide,
    /// and `gapBeforeLast` columns before the final `A`.
    static func lone(gapBeforeLast: Int) -> [(String, Int, Int)] {
        var x = 10
        var glyphs: [(String, Int, Int)] = []
        for (index, character) in "ST-B-953934A".enumerated() {
            let width = character == "-" ? 8 : 18
            if index == 11 { x += gapBeforeLast - 3 }
            glyphs.append((String(character), x, x + width - 1))
            x += width + 3
        }
        return glyphs
    }

    static let cases: [([[(String, Int, Int)]], String)] = [
        // A gap as wide as the line's word spaces is one.
        (matrix, "1176 592 B 3"),
        // The same line with the suffix set tight stays as read.
        ([matrix[0], matrix[1], [("B", 226, 247), ("3", 251, 270)]], "1176 592 B3"),
        // One short word alone: too few gaps to say how wide a space is.
        ([[("B", 226, 247), ("3", 264, 283)]], "B3"),
        ([[("S", 10, 28), ("P", 60, 78), ("8", 110, 128)]], "SP8"),
        // One long word: a gap a glyph wide among tight ones is a space.
        ([lone(gapBeforeLast: 20)], "ST-B-953934 A"),
        ([lone(gapBeforeLast: 4)], "ST-B-953934A"),
        ([lone(gapBeforeLast: 9)], "ST-B-953934A"),
        // A narrow `1` sits in a full advance: its gap is not a space.
        ([[("S", 10, 28), ("P", 32, 50)], [("8", 70, 88), ("7", 92, 110), ("6", 114, 132), ("8", 136, 154)],
          [("B", 174, 192), ("1", 208, 211)]], "SP 8768 B1"),
        // A triangle read as its look-alike before digits stays joined.
        ([[("S", 10, 28), ("P", 32, 50)], [("4", 70, 88), ("6", 110, 128), ("6", 132, 150), ("1", 154, 172), ("0", 176, 194)]],
         "SP 46610"),
        // Gaps beside punctuation are the normalizer's to judge.
        ([[("S", 10, 28), ("T", 32, 50), ("-", 75, 85), ("B", 110, 128)], [("A", 160, 178)]], "ST-B A"),
        // Empty and odd lines pass through.
        ([], ""),
        ([[], []], " "),
    ]

    @Test("Spaces restored from gaps", arguments: cases)
    func respaced(words: [[(String, Int, Int)]], expected: String) {
        let result = WordSpacing.respaced(Self.line(words))
        #expect(result.text == expected, "\(words)")
        #expect(result.text == result.words.map(\.text).joined(separator: " "))
    }

    @Test("Glyphs and word boundaries are kept, whatever the boxes", arguments: 0..<60 as Range<UInt64>)
    func keepsGlyphs(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let alphabet = Array("AB1-.37SZ")
        var x = Int.random(in: -50...50, using: &generator)
        var words: [[(String, Int, Int)]] = []
        for _ in 0..<Int.random(in: 0...5, using: &generator) {
            var word: [(String, Int, Int)] = []
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                let width = Int.random(in: -3...30, using: &generator)  // inverted boxes too
                word.append((String(alphabet.randomElement(using: &generator) ?? "A"), x, x + width))
                x += max(0, width) + Int.random(in: -5...40, using: &generator)
            }
            words.append(word)
            x += Int.random(in: 0...60, using: &generator)
        }
        let line = Self.line(words)
        let result = WordSpacing.respaced(line)
        #expect(result.words.flatMap(\.symbols) == line.words.flatMap(\.symbols), "seed \(seed)")
        #expect(result.words.count >= line.words.count, "seed \(seed)")
        #expect(result.text == result.words.map(\.text).joined(separator: " "), "seed \(seed)")
        #expect(result.confidence == line.confidence, "seed \(seed)")
        // Every word of the result lies within one word of the input.
        var boundaries = Set<Int>()
        var count = 0
        for word in line.words { count += word.symbols.count; boundaries.insert(count) }
        var seen = 0
        var resultBoundaries = Set<Int>()
        for word in result.words { seen += word.symbols.count; resultBoundaries.insert(seen) }
        #expect(boundaries.isSubset(of: resultBoundaries), "seed \(seed)")
    }

    @Test func extremeBoxesNeverTrap() {
        let line = Self.line([[("A", Int.min, Int.max), ("B", Int.max, Int.min)], [("C", 0, 0), ("D", Int.max - 1, Int.max)]])
        let result = WordSpacing.respaced(line)
        #expect(result.words.flatMap(\.symbols) == line.words.flatMap(\.symbols))
    }
}
