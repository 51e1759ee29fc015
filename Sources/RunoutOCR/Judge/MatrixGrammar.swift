/// Corrections that follow from how matrix numbers are written.
///
/// A matrix number ends in a side-and-stamper suffix such as `B1`, `2B`,
/// `A-4` or `1E`: a letter beside a digit. The engine, given no notion of
/// this, often reads that letter as its look-alike digit (`B` as `8`),
/// producing a two-digit final group (`SP 8768 81`) that real runouts
/// almost never carry. That case is corrected for the two confusions
/// seen far more than any other, `8` → `B` and `0` → `D`, and so is a
/// side suffix read as two digits on its own (`83`). So is a matrix's prefix: a
/// catalogue prefix is letters, maybe with a series digit after them
/// (`SO3-95985-F7`, `ST1-48024-E1`), and the engine, seeing a digit next,
/// reads its `O` as `0` (`S03-95985-F7`). A hand-cut `1` with a curved
/// stem is read as `)` (`SLRZ 42) B-3G`), and the space after a prefix as
/// a dot (`SR.4993 C3`). Everything else is left as read.
///
/// The corrections are kept by what they mend: separators
/// (`MatrixGrammar+Separators.swift`), look-alike glyphs in prefixes and
/// numbers (`+LookAlikes`), and the side-and-stamper suffix (`+Suffix`);
/// ``corrections`` lists them in the order they apply.
/// Pure.
public enum MatrixGrammar {
    /// Initials read with only their final dot (`RA.`, `PQ.`, `LUM.`), or
    /// with every dot but the final one (`O.M`, `T.C.N`): the engine drops
    /// small dots far more often than it adds one, and the last, with
    /// nothing after it, most of all. Two to four capitals with either of
    /// those dottings become initials with a dot after each letter
    /// (`R.A.`), as catalogues write them. So do two to four capitals
    /// separated by hyphens, or by hyphens and dots (`D-R-S`, `C-D.`,
    /// `C-F.W`): a hand-scratched dot sits at mid-height and reads as a
    /// hyphen, and a runout line of single letters joined by hyphens is
    /// not written (none of 4,878 labelled lines is one). A lexicon mark
    /// of three letters or four with a final dot (`DMM.`) is left to be
    /// the mark, the dot a speck beside it: of the 3,371 labelled lines of
    /// the independent seeds 29-48 and the fixtures none is such a mark
    /// dotted (`D.M.M.`), where two-letter marks are (`B.G.`, `P.R.`).
    /// Anything else is returned unchanged. Pure.
    ///
    /// - Complexity: O(n) for n characters.
    public static func initials(_ raw: String) -> String {
        let characters = Array(raw.trimmingSpaces)
        if characters.count >= 3, characters.count <= 5, characters.last == ".",
           characters.dropLast().allSatisfy(\.isASCIICapital),
           characters.count < 4 || !MarkLexicon.isMark(String(characters.dropLast()))
        {
            return characters.dropLast().map { "\($0)." }.joined()
        }
        // `O.M`: capitals at even places, dots at odd ones, no final dot.
        if characters.count >= 3, characters.count <= 7, characters.count % 2 == 1,
           characters.indices.allSatisfy({ $0 % 2 == 0 ? characters[$0].isASCIICapital : characters[$0] == "." })
        {
            return String(characters) + "."
        }
        // `D-R-S`, `C-D.`, `C-F.W`: a scratched dot sits at mid-height, where
        // it reads as a hyphen. Two to four capitals, each followed by a
        // hyphen or a dot but the last, which may have either or nothing.
        if (3...8).contains(characters.count), characters.contains("-"),
           characters.indices.allSatisfy({ $0 % 2 == 0 ? characters[$0].isASCIICapital : ".-".contains(characters[$0]) })
        {
            return stride(from: 0, to: characters.count, by: 2).map { "\(characters[$0])." }.joined()
        }
        return raw
    }

    /// The letter of a side-and-stamper suffix standing alone (`B` of
    /// `B1`, `3B`, `B-1`), `nil` when `text` is none (``isSideSuffix(_:)``).
    public static func sideLetter(of text: String) -> Character? {
        guard isSideSuffix(text) else { return nil }
        return text.first { $0.isLetter }
    }

    /// Whether `text` is a side-and-stamper suffix standing alone: one
    /// letter and one digit, either way round (`B1`, `3D`), optionally
    /// with a space or hyphen between (`A 3`, `A-4`).
    public static func isSideSuffix(_ text: String) -> Bool {
        let characters = Array(text)
        let a: Character, b: Character
        switch characters.count {
        case 2: (a, b) = (characters[0], characters[1])
        case 3 where characters[1] == " " || characters[1] == "-": (a, b) = (characters[0], characters[2])
        default: return false
        }
        return (a.isASCIILetter && b.isASCIIDigit) || (a.isASCIIDigit && b.isASCIILetter)
    }

    /// The line with a side suffix's letter read back from its look-alike
    /// digit (``suffixCorrected(_:)``), a `0` between a letter and a digit
    /// in its first group read as `O` and a hand-cut `1` read as `)` put
    /// back, when the line has digits elsewhere (a matrix), else the line
    /// unchanged.
    ///
    /// - Complexity: O(n) per stage (``corrections``) for a line of n
    ///   characters.
    public static func corrected(_ line: EtchingLine) -> EtchingLine {
        corrections.reduce(line) { line, correction in correction(line) }
    }

    /// The corrections ``corrected(_:)`` applies, in order: each sees the
    /// line the one before made. Separators are mended before the
    /// numbered catalogue's groups are spaced, and those spaced before a
    /// letter between digits is read as a digit (`3Z2 497` is `3Z 2 497`,
    /// not `322 497`).
    static let corrections: [@Sendable (EtchingLine) -> EtchingLine] = [
        slashesRead, prefixSeparated, countryCodeRead, bracketCorrected, prefixCorrected, seriesCorrected,
        suffixCorrected, takeJoined, sideLetterSpaced, hyphenGroupsClosed, separatorsRestored, takeAfterSideRead,
        hyphensForSpaces, numberedCatalogueSpaced,
        digitsBetweenDigits, groupLetterRead, triangleNumberJoined,
    ]
}

extension EtchingLine {
    /// The line with the character at each of `indices` (positions in its
    /// text) for which `isMisread` holds replaced by `replacement`, then
    /// normalized again; the line itself when none is, or when the result
    /// is noise.
    ///
    /// - Complexity: O(n) for a text of n characters, plus the normalizer's
    ///   O(n) when something is replaced.
    func replacing<Indices: Sequence<Int>>(
        in indices: Indices, with replacement: Character, where isMisread: (Int) -> Bool
    ) -> EtchingLine {
        var characters = Array(text)
        var changed = false
        for index in indices where isMisread(index) {
            characters[index] = replacement
            changed = true
        }
        guard changed else { return self }
        return EtchingNormalizer.normalize(String(characters)) ?? self
    }
}

extension String {
    /// The string without leading and trailing spaces.
    fileprivate var trimmingSpaces: Substring {
        let start = firstIndex { $0 != " " } ?? endIndex
        let end = lastIndex { $0 != " " }.map { index(after: $0) } ?? endIndex
        return start < end ? self[start..<end] : ""
    }
}
