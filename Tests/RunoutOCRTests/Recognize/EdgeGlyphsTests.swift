import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// Finding the glyphs the engine left out at a line's ends, and putting
/// back what is read of them.
@Suite("EdgeGlyphs")
struct EdgeGlyphsTests {
    /// `text` drawn in dots (6 px per dot: glyphs 30 × 42, 12 px apart),
    /// and the engine's reading of it with only the glyphs at `kept` boxed.
    static func drawn(_ text: String, kept: Range<Int>) -> (image: GrayImage, line: RecognizedLine, boxes: [GrayImage.PixelBox]) {
        let (image, boxes) = LetterImage.drawn(text, margin: 30)
        let characters = text.map(String.init)
        let glyphs = kept.filter { characters[$0] != " " }
        return (image, .oneWord(glyphs.map { characters[$0] }, boxes: glyphs.map { boxes[$0] }), boxes)
    }

    @Test func aDroppedLastGlyphIsFoundWhereItStands() throws {
        let (image, line, boxes) = Self.drawn("SP 87 B 1", kept: 0..<7)
        let pieces = EdgeGlyphs.pieces(in: image, line: line)
        #expect(pieces.count == 1)
        let piece = try #require(pieces.first)
        #expect(piece.end == .trailing)
        // The dot font's `1` is inked within its cell.
        #expect(piece.columns.lowerBound >= boxes[8].left && piece.columns.upperBound <= boxes[8].right, "\(piece) \(boxes[8])")
        #expect(piece.gap >= boxes[8].left - boxes[6].right - 1, "at least the space and the letter gaps lie between")
    }

    @Test func aDroppedFirstGlyphIsFoundBeforeTheLine() {
        let (image, line, boxes) = Self.drawn("S 4015", kept: 2..<6)
        let pieces = EdgeGlyphs.pieces(in: image, line: line)
        #expect(pieces.map(\.end) == [.leading])
        #expect(pieces.first.map { $0.columns.lowerBound >= boxes[0].left && $0.columns.upperBound <= boxes[0].right } == true, "\(pieces)")
    }

    /// A glyph dropped a letter gap away (the dot font's is 0.29 of its
    /// height) is found: the engine drops a final `1` set close to the
    /// glyph before it (`SD 6748 A1` read as `SD 6748 A`).
    @Test func aGlyphALetterGapAwayIsFound() {
        let (image, tight, boxes) = Self.drawn("TML", kept: 1..<3)
        let pieces = EdgeGlyphs.pieces(in: image, line: tight)
        #expect(pieces.map(\.end) == [.leading])
        #expect(pieces.first.map { $0.columns.lowerBound >= boxes[0].left && $0.columns.upperBound <= boxes[0].right } == true, "\(pieces)")
    }

    /// Ink closer to the outermost box than ``EdgeGlyphs/leastGap`` of a
    /// glyph's height (42 px here: 3.4 px) is taken for part of that glyph;
    /// a glyph-sized bar just past it is a piece.
    @Test func inkCloserThanTheLeastGapBelongsToTheOutermostGlyph() {
        let (base, line, boxes) = Self.drawn("TML", kept: 0..<3)
        let glyph = boxes[2]
        func bar(after white: Int) -> GrayImage {
            var image = base
            for y in glyph.top...glyph.bottom {
                for x in (glyph.right + 1 + white)..<(glyph.right + 1 + white + 6) { image[x, y] = 0 }
            }
            return image
        }
        #expect(EdgeGlyphs.pieces(in: bar(after: 2), line: line).isEmpty)
        #expect(EdgeGlyphs.pieces(in: bar(after: 5), line: line).map(\.end) == [.trailing])
    }

    @Test func aLineBoxedWholeHasNothingLeftOut() {
        for text in ["SP 87 B 1", "TML", "XLP-1", "W"] {
            let (image, line, _) = Self.drawn(text, kept: 0..<text.count)
            #expect(EdgeGlyphs.pieces(in: image, line: line).isEmpty, "\(text)")
        }
    }

    /// An outermost box as wide as two glyphs, over a glyph and the one the
    /// engine folded into it, gives that second glyph up.
    @Test func aLastBoxHoldingTwoGlyphsGivesUpTheSecond() {
        let (image, _, boxes) = Self.drawn("1247 B 1", kept: 0..<0)
        let kept = [0, 1, 2, 3, 5]
        var glyphBoxes = kept.map { boxes[$0] }
        glyphBoxes[4].right = boxes[7].right
        let line = RecognizedLine.oneWord(kept.map { Array("1247 B 1")[$0] }.map(String.init), boxes: glyphBoxes)
        let pieces = EdgeGlyphs.pieces(in: image, line: line)
        #expect(pieces.map(\.end) == [.trailing])
        #expect(pieces.first.map { $0.columns.lowerBound > boxes[5].right } == true, "\(pieces)")
    }

    @Test func specksWallsAndTouchingInkAreNotGlyphs() {
        let (base, line, boxes) = Self.drawn("SP 87", kept: 0..<5)
        let right = boxes[4].right
        // A speck a fifth of a glyph tall, well clear of the line.
        var speck = base
        for y in 40..<48 { for x in (right + 30)..<(right + 36) { speck[x, y] = 0 } }
        #expect(EdgeGlyphs.pieces(in: speck, line: line).isEmpty)
        // A scratch twice a glyph's height.
        var wall = base
        for y in 0..<wall.height { for x in (right + 30)..<(right + 34) { wall[x, y] = 0 } }
        #expect(EdgeGlyphs.pieces(in: wall, line: line).isEmpty)
        // Ink running on from the last box without a white column.
        var touching = base
        for y in boxes[4].top...boxes[4].bottom { for x in (right + 1)...(right + 8) { touching[x, y] = 0 } }
        #expect(EdgeGlyphs.pieces(in: touching, line: line).isEmpty)
        // A glyph three columns off: closer than a letter gap can hold.
        var close = base
        for y in boxes[4].top...boxes[4].bottom { for x in (right + 4)...(right + 10) { close[x, y] = 0 } }
        #expect(EdgeGlyphs.pieces(in: close, line: line).isEmpty)
    }

    @Test func degenerateLinesAndImagesFindNothing() {
        let (image, _, boxes) = Self.drawn("B 1", kept: 0..<0)
        let empty = RecognizedLine(text: "", confidence: 0, words: [])
        #expect(EdgeGlyphs.pieces(in: image, line: empty).isEmpty)
        #expect(EdgeGlyphs.pieces(in: image, line: .oneWord(["-", "."], boxes: [boxes[0], boxes[1]])).isEmpty)
        #expect(EdgeGlyphs.pieces(in: GrayImage(width: 0, height: 0), line: .oneWord(["B"], boxes: [boxes[0]])).isEmpty)
        // Boxes far outside the image, inverted or huge, never trap.
        let odd: [GrayImage.PixelBox] = [
            (-500, -400, -10, 5), (10_000, 10_100, 0, 40), (40, 20, 30, 10), (Int.min / 4, Int.max / 4, Int.min / 4, Int.max / 4),
            (Int.min, Int.max, Int.min, Int.max), (Int.max, Int.max, 0, 40),
        ]
        for box in odd {
            let pieces = EdgeGlyphs.pieces(in: image, line: .oneWord(["B"], boxes: [box]))
            #expect(pieces.allSatisfy { $0.columns.lowerBound >= 0 && $0.columns.upperBound < image.width }, "\(box)")
        }
    }

    /// Random lines of random boxes over random images: every piece lies in
    /// the image, past a white column, and at most one per end.
    @Test func piecesStayInTheImageWhateverTheBoxes() {
        var random = SeededGenerator(seed: 41)
        for _ in 0..<300 {
            let width = Int.random(in: 0...160, using: &random)
            let height = Int.random(in: 0...60, using: &random)
            let image = ImageBuilder.image(width: width, height: height) { _, _ in Bool.random(using: &random) ? 0 : 255 }
            let count = Int.random(in: 0...5, using: &random)
            let boxes: [GrayImage.PixelBox] = (0..<count).map { _ in
                let left = Int.random(in: -20...180, using: &random)
                let top = Int.random(in: -10...70, using: &random)
                return (left, left + Int.random(in: -5...40, using: &random), top, top + Int.random(in: -5...50, using: &random))
            }
            let pieces = EdgeGlyphs.pieces(in: image, line: .oneWord(boxes.map { _ in "A" }, boxes: boxes))
            #expect(pieces.count <= 2 && Set(pieces.map(\.end)).count == pieces.count)
            for piece in pieces {
                #expect(piece.columns.lowerBound >= 0 && piece.columns.upperBound < width && piece.gap >= 1, "\(piece) in \(width) × \(height)")
            }
        }
    }

    @Test func theCutHoldsThePieceAloneOnWhite() throws {
        let (image, line, boxes) = Self.drawn("SP 87 B 1", kept: 0..<7)
        let piece = try #require(EdgeGlyphs.pieces(in: image, line: line).first)
        let cut = EdgeGlyphs.image(of: piece, in: image)
        #expect(cut.image.height == image.height)
        let ink = try #require(cut.image.inkBox())
        let original = try #require(image.inkBox(within: boxes[8]))
        // The `1`'s ink, mapped back by the offset, and nothing of the `B` before it.
        #expect(ink.left + cut.offset == original.left && ink.right + cut.offset == original.right)
        #expect(ink.top == original.top && ink.bottom == original.bottom)
    }

    static let glyphTexts: [(String, Bool)] = [
        ("1", true), ("A1", true), ("B", true), ("", false), ("ABC", false), (")", false), ("1.", false), ("É", false), ("--", false),
    ]

    @Test("Only one or two letters or digits are put back", arguments: glyphTexts)
    func glyphs(_ text: String, _ expected: Bool) {
        #expect(EdgeGlyphs.isGlyph(text) == expected)
    }

    static func symbol(_ text: String, _ left: Int) -> RecognizedLine.Symbol {
        RecognizedLine.Symbol(text: text, left: left, right: left + 17, top: 0, bottom: 30)
    }

    static func words(_ words: [[RecognizedLine.Symbol]]) -> RecognizedLine {
        let built = words.map { symbols in
            RecognizedLine.Word(
                text: symbols.map(\.text).joined(), confidence: 0.8, left: symbols.first?.left ?? 0, right: symbols.last?.right ?? 0,
                top: 0, bottom: 30, symbols: symbols)
        }
        return RecognizedLine(text: built.map(\.text).joined(separator: " "), confidence: 0.8, words: built)
    }

    @Test func putBackAsAWordOrJoinedToTheEndWord() {
        let line = Self.words([[Self.symbol("R", 10), Self.symbol("L", 30)], [Self.symbol("8", 80)]])
        let one = [Self.symbol("1", 130)]
        #expect(EdgeGlyphs.extended(line, with: one, at: .trailing, spaced: true).text == "RL 8 1")
        #expect(EdgeGlyphs.extended(line, with: one, at: .trailing, spaced: false).text == "RL 81")
        let joined = EdgeGlyphs.extended(line, with: [Self.symbol("T", -20)], at: .leading, spaced: false)
        #expect(joined.text == "TRL 8")
        #expect(joined.words[0].symbols.map(\.text) == ["T", "R", "L"] && joined.words[0].left == -20)
        #expect(EdgeGlyphs.extended(line, with: [Self.symbol("T", -20)], at: .leading, spaced: true).text == "T RL 8")
        #expect(EdgeGlyphs.extended(line, with: [], at: .trailing, spaced: true) == line)
        let empty = RecognizedLine(text: "", confidence: 0, words: [])
        #expect(EdgeGlyphs.extended(empty, with: one, at: .trailing, spaced: false).text == "1")
        #expect(EdgeGlyphs.extended(line, with: one, at: .trailing, spaced: true).confidence == line.confidence)
    }

    @Test func aGapAsWideAsTheLinesSpacesIsASpace() {
        // Words 32 columns apart: a gap of 24 or more is a space.
        let line = Self.words([[Self.symbol("R", 10), Self.symbol("L", 30)], [Self.symbol("8", 80)]])
        #expect(EdgeGlyphs.isSpaced(gap: 24, in: line))
        #expect(!EdgeGlyphs.isSpaced(gap: 23, in: line))
        // One word of glyphs 31 rows tall: a space is 0.45 of that.
        let word = Self.words([[Self.symbol("A", 10), Self.symbol("B", 30)]])
        #expect(EdgeGlyphs.isSpaced(gap: 14, in: word))
        #expect(!EdgeGlyphs.isSpaced(gap: 13, in: word))
        #expect(!EdgeGlyphs.isSpaced(gap: 0, in: RecognizedLine(text: "", confidence: 0, words: [])))
    }

    /// With the real engine: the `1` left out of `SP 87 B 1` is read on its
    /// own and put back as a word of its own.
    @Test func theEngineReadsALeftOutGlyphBack() throws {
        let engine = try TesseractEngine(tessdata: TessdataLocation.resolve(explicit: nil, environment: ProcessInfo.processInfo.environment))
        let (image, line, _) = Self.drawn("SP 87 B 1", kept: 0..<7)
        let restored = LineReader.restoringEdgeGlyphs(line, in: image, engine: engine, mixedCase: false)
        #expect(restored.text == "SP87B 1", "the test line is one word with its glyphs boxed: \(restored.text)")
        let whole = LineReader.restoringEdgeGlyphs(
            Self.drawn("SP 87 B 1", kept: 0..<9).line, in: image, engine: engine, mixedCase: false)
        #expect(whole.text == "SP87B1", "nothing is added to a line boxed whole")
    }

    /// The ink columns, read row by row, are those of the column-by-column
    /// definition: a column is ink when any pixel of the rows is darker
    /// than 128. Random images of mostly white with dark specks, every row range.
    @Test func inkColumnsAreAnyDarkPixelInTheRows() {
        var random = SeededGenerator(seed: 128)
        for _ in 0..<40 {
            let width = Int.random(in: 1...40, using: &random)
            let height = Int.random(in: 1...12, using: &random)
            let pixels = (0..<(width * height)).map { _ in
                Bool.random(using: &random) ? UInt8(255) : UInt8.random(in: 100...160, using: &random)
            }
            let image = GrayImage(width: width, height: height, pixels: pixels) ?? GrayImage(width: 0, height: 0)
            for top in 0..<height {
                for bottom in top..<height {
                    let expected = (0..<width).map { x in (top...bottom).contains { y in image[x, y] < 128 } }
                    #expect(EdgeGlyphs.inkColumns(of: image, rows: top...bottom) == expected)
                }
            }
        }
    }
}
