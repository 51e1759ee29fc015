/// Restores word spaces the engine dropped, from the gaps between its own
/// character boxes.
///
/// The engine joins a short last group to the word before it (`B 3` read
/// as `B3`) even where the gap between them is as wide as the line's other
/// word spaces. A gap between two letters or digits of one word is made a
/// space when it is at least ``wordGapShare`` of the line's narrowest word
/// space and at least ``letterGapFactor`` times the median gap between
/// letters of one word. In a line the engine read as one word, with no
/// space to compare with, a gap must be three times the median gap between
/// letters and 0.6 of the median glyph width, and the word must have at
/// least five gaps between letters to measure. Pure.
public enum WordSpacing {
    /// The least share of the line's narrowest word space for a gap to be a space.
    static let wordGapShare = 0.75
    /// The least multiple of the median gap within words for a gap to be a space.
    static let letterGapFactor = 2.0

    /// `line` with its words split at gaps as wide as its word spaces.
    ///
    /// A narrow glyph (`1`, `I`) sits in an advance as wide as its
    /// neighbours': its box is widened to 3/4 of the median glyph width
    /// before gaps are measured. Gaps beside punctuation never split (the
    /// normalizer decides spacing around hyphens and dots), nor does the
    /// gap after a word's first glyph where it may be a triangle mark
    /// (``TriangleMark``) before its digits.
    ///
    /// - Complexity: O(n log n) for n glyphs.
    public static func respaced(_ line: RecognizedLine) -> RecognizedLine {
        let symbols = line.words.flatMap(\.symbols)
        guard !line.words.isEmpty, symbols.count >= 3 else { return line }
        var widths = symbols.map(width(of:))
        guard let medianWidth = widths.selectMedian() else { return line }
        func span(_ symbol: RecognizedLine.Symbol) -> (Double, Double) {
            let pad = max(0, 0.75 * medianWidth - width(of: symbol)) / 2
            return (Double(symbol.left) - pad, Double(symbol.right) + pad)
        }
        func isAlphanumeric(_ symbol: RecognizedLine.Symbol) -> Bool {
            symbol.text.count == 1 && symbol.text.allSatisfy { $0.isLetter || $0.isNumber }
        }
        func gap(_ a: RecognizedLine.Symbol, _ b: RecognizedLine.Symbol) -> Double? {
            guard isAlphanumeric(a), isAlphanumeric(b) else { return nil }
            return span(b).0 - span(a).1 - 1
        }
        var wordGaps: [Double] = []
        var letterGaps: [Double] = []
        for (index, word) in line.words.enumerated() {
            for (a, b) in zip(word.symbols, word.symbols.dropFirst()) {
                if let g = gap(a, b) { letterGaps.append(g) }
            }
            if index + 1 < line.words.count, let last = word.symbols.last, let next = line.words[index + 1].symbols.first,
               let g = gap(last, next)
            {
                wordGaps.append(g)
            }
        }
        let gapCount = letterGaps.count
        guard let medianLetterGap = letterGaps.selectMedian() else { return line }
        let threshold: Double
        if let narrowestSpace = wordGaps.min(), narrowestSpace.isFinite {
            threshold = max(wordGapShare * narrowestSpace, letterGapFactor * max(1, medianLetterGap))
        } else if gapCount >= 5 {
            threshold = max(3 * max(1, medianLetterGap), 0.6 * medianWidth)
        } else {
            return line
        }
        var words: [RecognizedLine.Word] = []
        for word in line.words {
            var current = word
            current.symbols = []
            current.text = ""
            for (position, symbol) in word.symbols.enumerated() {
                if let previous = current.symbols.last, let g = gap(previous, symbol), g >= threshold,
                   !(position == 1 && TriangleMark.startsLikeTriangleNumber(word))
                {
                    words.append(current)
                    current.symbols = []
                    current.text = ""
                    current.left = symbol.left
                }
                if current.symbols.isEmpty { current.left = symbol.left }
                current.symbols.append(symbol)
                current.text += symbol.text
                current.right = symbol.right
            }
            words.append(current)
        }
        guard words.count > line.words.count else { return line }
        return RecognizedLine(text: words.map(\.text).joined(separator: " "), confidence: line.confidence, words: words)
    }

    /// A glyph box's width in pixels, at least 1 (in `Double`, so that no
    /// box overflows).
    static func width(of symbol: RecognizedLine.Symbol) -> Double {
        max(1, Double(symbol.right) - Double(symbol.left) + 1)
    }
}
