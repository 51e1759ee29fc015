extension RecognizedLine {
    /// This line with every glyph read as `old` whose box `isMisread`
    /// accepts read as `new` instead; the words' and the line's text follow.
    /// Boxes, confidences and the split into words stay as they are, and a
    /// line with nothing to change is returned as it is.
    ///
    /// - Complexity: O(n) for n glyphs, plus one `isMisread` per glyph read as `old`.
    public func relabelling(_ old: String, as new: String, where isMisread: (GrayImage.PixelBox) -> Bool) -> RecognizedLine {
        var changed = false
        var words = self.words
        for w in words.indices {
            for s in words[w].symbols.indices where words[w].symbols[s].text == old {
                let symbol = words[w].symbols[s]
                guard isMisread((symbol.left, symbol.right, symbol.top, symbol.bottom)) else { continue }
                words[w].symbols[s].text = new
                changed = true
            }
            words[w].text = words[w].symbols.map(\.text).joined()
        }
        guard changed else { return self }
        return RecognizedLine(text: words.map(\.text).joined(separator: " "), confidence: confidence, words: words)
    }
}
