import RunoutOCR
import TestSupport
import Testing

/// The shape classes of normalized lines and the priors they carry.
@Suite("LineShape")
struct LineShapeTests {
    static let table: [(String, LineShape)] = [
        // Lexicon marks, in any case.
        ("STERLING", .mark), ("sterling", .mark), ("RL", .mark), ("EMI", .mark), ("TML-M", .mark),
        ("PORKY PRIME CUT", .mark), ("W", .mark), ("s", .mark), ("MADE IN USA", .mark),
        // Matrix numbers.
        ("SP 8768 B1", .matrix), ("YEX 773-1", .matrix), ("CBS 62979 2B", .matrix), ("19812", .matrix),
        ("ST-A-713374-B", .matrix), ("12-34-56", .matrix),
        // Etchings read as one line, in more groups than one number has: reported apart.
        ("ST-96455-A1 AL-A-873765-D Δ595506", .matrix), ("st-96455-a1 al-a-873765-d Δ595506", .matrix),
        // Short codes.
        ("A1", .shortCode), ("2E", .shortCode), ("A1B2", .shortCode), ("1981", .shortCode), ("XY", .shortCode),
        // A side suffix with a hyphen or space is one too; other hyphenated pairs are not.
        ("A-4", .shortCode), ("c-1", .shortCode), ("3-D", .shortCode), ("A 3", .irregular), ("1-0", .irregular), ("A-B", .irregular),
        // Initials.
        ("R.A.", .initials), ("R. A.", .initials), ("P.Q.L.", .initials), ("A.B.C.D.", .initials),
        // Words.
        ("HELLO WORLD", .words), ("MADE IN MEXICO", .words), ("Sarah", .words),
        // Noise.
        ("SS", .irregular), ("B", .irregular), ("M", .irregular), ("A A A", .irregular), ("X Y Z", .irregular), ("", .irregular), ("?!?", .irregular),
        ("AB-CD", .irregular), ("SIDE 2", .irregular), ("1111", .irregular), ("R.A", .irregular),
        ("A.B.C.D.E.", .irregular), ("A1 B2 C3 D4 E5 F6 G7 H8", .irregular), ("12345678901 2", .irregular),
        // Many groups that are no etchings side by side stay noise.
        ("9065 669 O-G9L C/E V-W I-SS496-L8", .irregular), ("1-2-3-4-5-6-7-8", .irregular),
    ]

    @Test("Shape of a line", arguments: table)
    func shape(text: String, expected: LineShape) {
        #expect(LineShape(of: text) == expected, "\"\(text)\"")
    }

    @Test func priorsRankTheShapes() {
        let ranked: [LineShape] = [.mark, .matrix, .initials, .shortCode, .words, .irregular]
        for (better, worse) in zip(ranked, ranked.dropFirst()) {
            #expect(better.prior > worse.prior, "\(better) should outrank \(worse)")
        }
        for shape in ranked { #expect((0...1).contains(shape.prior), "\(shape)") }
        #expect(LineShape.mark.prior == 1)
    }

    @Test("Every string has a shape whose prior is in 0...1", arguments: 0..<20 as Range<UInt64>)
    func anyTextHasAShape(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let alphabet = Array("AB18 -./RLSxé\u{0394}")
        for _ in 0..<200 {
            let text = String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "A" })
            let prior = LineShape(of: text).prior
            #expect((0...1).contains(prior), "seed \(seed): \"\(text)\"")
            // Case never changes the class.
            #expect(LineShape(of: text.lowercased()) == LineShape(of: text.uppercased()), "seed \(seed): \"\(text)\"")
        }
    }
}
