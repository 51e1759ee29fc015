/// Trimming of the punctuation noise OCR leaves at the ends of a line: stray
/// dots, commas, quotes, dashes, tildes and bars read from groove edges and
/// dust next to the real text.
///
/// A character at either end is noise when it is punctuation (Unicode
/// categories P*), a modifier symbol (`^`, `` ` ``, `¨`), or a math symbol
/// (`~`, `|`, `+`, `=`, `<`, `>`), with these exceptions, which are kept:
/// - `#`, which etchings use for numbers (`#2`);
/// - an opening bracket `(` `[` `{` at the start when the line also holds its
///   closing partner, and a closing bracket at the end when the line holds
///   its opening partner (`STERLING (LH)` keeps its parentheses);
/// - a `|` whose inner neighbour is a digit or `-`: it is most likely a `1`
///   (`YEX 773-|`);
/// - a final `.` right after a letter when the line already holds a
///   letter-dot pair: the closing dot of initials (`L.U.M.`, `R.A.`).
///
/// Spaces uncovered by trimming are trimmed too, and so is a combining
/// mark uncovered at the start (`,\u{106A}(x`: the comma trimmed, the mark
/// has nothing to sit on): folding drops such an orphan mark
/// (``GlyphFolding/foldedSpacing(_:quotes:)``), so kept it would be gone
/// when the display text is normalized again, and normalizing would not be
/// idempotent. Folded triangle marks (`Δ`, `▽`) are letters or other
/// symbols, never noise.
enum EdgeNoise {
    /// `characters` without leading and trailing noise and spaces, and
    /// without leading combining marks.
    ///
    /// - Complexity: O(*n*).
    static func trimmed(_ characters: [Character]) -> ArraySlice<Character> {
        var slice = characters[...]
        while let first = slice.first, first == " " || isOrphanMark(first) || isNoise(first, atStartOf: slice) {
            slice.removeFirst()
        }
        while let last = slice.last, last == " " || isNoise(last, atEndOf: slice) {
            slice.removeLast()
        }
        return slice
    }

    private static func isNoise(_ character: Character, atStartOf slice: ArraySlice<Character>) -> Bool {
        guard isNoiseCandidate(character) else { return false }
        if let closing = closingPartner[character], slice.dropFirst().contains(closing) { return false }
        if character == "|", let inner = slice.dropFirst().first, isDigitOrHyphen(inner) { return false }
        return true
    }

    private static func isNoise(_ character: Character, atEndOf slice: ArraySlice<Character>) -> Bool {
        guard isNoiseCandidate(character) else { return false }
        if let opening = openingPartner[character], slice.dropLast().contains(opening) { return false }
        if character == "|", let inner = slice.dropLast().last, isDigitOrHyphen(inner) { return false }
        if character == ".", let inner = slice.dropLast().last, inner.isLetter, holdsLetterDot(slice.dropLast(2)) {
            return false
        }
        return true
    }

    /// Whether `character` begins with a combining mark
    /// (``GlyphFolding/isCombiningMark(_:)``): at the start of a line it has
    /// no base.
    private static func isOrphanMark(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { GlyphFolding.isCombiningMark($0.properties.generalCategory) } ?? false
    }

    /// Whether some letter in `slice` is directly followed by a `.`.
    private static func holdsLetterDot(_ slice: ArraySlice<Character>) -> Bool {
        zip(slice, slice.dropFirst()).contains { $0.isLetter && $1 == "." }
    }

    private static let closingPartner: [Character: Character] = ["(": ")", "[": "]", "{": "}"]
    private static let openingPartner: [Character: Character] = [")": "(", "]": "[", "}": "{"]

    private static func isDigitOrHyphen(_ character: Character) -> Bool {
        character == "-" || character.isASCIIDigit
    }

    /// Punctuation, modifier or math symbol, other than `#`.
    static func isNoiseCandidate(_ character: Character) -> Bool {
        guard character != "#", let scalar = character.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation, .modifierSymbol, .mathSymbol:
            return true
        default:
            return false
        }
    }
}
