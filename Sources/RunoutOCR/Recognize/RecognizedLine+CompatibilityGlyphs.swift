extension RecognizedLine.Symbol {
    /// The letters a compatibility glyph stands for, each with its share of
    /// the glyph's box; any other symbol alone.
    ///
    /// The English model reads two capitals stamped close together as one
    /// glyph where Unicode has one for them: a stamped `TM` comes back as
    /// `™`. Every later stage counts glyphs and their boxes, so the glyph is
    /// split here into the letters of its compatibility decomposition (NFKC),
    /// the box divided into equal columns from left to right. A symbol whose
    /// decomposition is itself, or is not letters and digits only (`½`, `…`),
    /// is returned unchanged.
    ///
    /// - Complexity: O(*n*) in the symbol's text.
    public func expandingCompatibilityGlyph() -> [RecognizedLine.Symbol] {
        let decomposed = text.precomposedStringWithCompatibilityMapping
        guard decomposed != text, decomposed.count > 1,
            decomposed.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else { return [self] }
        let letters = Array(decomposed)
        let width = max(0, right - left)
        return letters.indices.map { index in
            RecognizedLine.Symbol(
                text: String(letters[index]),
                left: left + width * index / letters.count,
                right: left + width * (index + 1) / letters.count,
                top: top, bottom: bottom)
        }
    }
}
