import Testing

@testable import RunoutOCR

@Suite("GlyphFolding (normalizer)")
struct GlyphFoldingTests {
    @Test("Every dash variant folds to a hyphen-minus", arguments: Array(GlyphFolding.dashes))
    func dashes(_ scalar: Unicode.Scalar) {
        #expect(GlyphFolding.foldedGlyph(scalar) == "-")
        let raw = "A" + String(Character(scalar)) + "1"
        #expect(EtchingNormalizer.normalize(raw)?.text == "A-1")
    }

    @Test("Every up triangle folds to Δ", arguments: Array(GlyphFolding.upTriangles))
    func upTriangles(_ scalar: Unicode.Scalar) {
        #expect(GlyphFolding.foldedGlyph(scalar) == GlyphFolding.delta)
        #expect(EtchingNormalizer.normalize(String(Character(scalar)) + "12")?.text == "Δ12")
    }

    @Test("Every down triangle folds to ▽", arguments: Array(GlyphFolding.downTriangles))
    func downTriangles(_ scalar: Unicode.Scalar) {
        #expect(GlyphFolding.foldedGlyph(scalar) == GlyphFolding.nabla)
        #expect(EtchingNormalizer.normalize(String(Character(scalar)) + "12")?.text == "▽12")
    }

    @Test func otherScalarsAreThemselves() {
        for scalar in "AZaz09-# δ".unicodeScalars {
            #expect(GlyphFolding.foldedGlyph(scalar) == scalar)
        }
    }

    @Test func spacingFoldsWhitespaceControlsAndFormatCharacters() {
        #expect(GlyphFolding.foldedSpacing(" \t A\u{0}\u{1F}B\u{2028}C\u{200B}D \r\n", quotes: false) == "A B CD")
        #expect(GlyphFolding.foldedSpacing("", quotes: true) == "")
        #expect(GlyphFolding.foldedSpacing("\u{200B}\u{200E}", quotes: true) == "")
        #expect(GlyphFolding.foldedSpacing("‘x’ “y”", quotes: true) == "'x' \"y\"")
        #expect(GlyphFolding.foldedSpacing("‘x’", quotes: false) == "‘x’")
    }
}

extension GlyphFoldingTests {
    @Test func orphanCombiningMarksAreDropped() {
        #expect(GlyphFolding.foldedSpacing("\u{301}A \u{301}B", quotes: false) == "A B")
        #expect(GlyphFolding.foldedSpacing("e\u{301}", quotes: false) == "e\u{301}")
    }
}
