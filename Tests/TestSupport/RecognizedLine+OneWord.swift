import RunoutOCR

extension RecognizedLine {
    /// A line the engine read as one word: `texts` are its glyphs, each
    /// over the box at the same index, at confidence 0.9. For the glyph
    /// checks' tests. Extra texts or boxes beyond the shorter list are left out.
    public static func oneWord(_ texts: [String], boxes: [GrayImage.PixelBox]) -> RecognizedLine {
        let symbols = zip(texts, boxes).map { RecognizedLine.Symbol(text: $0, left: $1.left, right: $1.right, top: $1.top, bottom: $1.bottom) }
        let text = symbols.map(\.text).joined()
        let word = RecognizedLine.Word(text: text, confidence: 0.9, left: 0, right: 0, top: 0, bottom: 0, symbols: symbols)
        return RecognizedLine(text: text, confidence: 0.9, words: [word])
    }
}
