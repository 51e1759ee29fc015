/// Glyphs read as their look-alikes where the grammar allows only one of
/// the two: a prefix's letters, a number's digits, a catalogue's group letter.
extension MatrixGrammar {
    /// The line with a `)` that follows a digit read as `1` when the line
    /// holds no `(` and at least three digits besides: a hand-cut `1`'s
    /// curved stem (`SLRZ 42) B-3G`, `BS 4083) -B`). A bracket closing an
    /// opened one (`STERLING (LH)`) is left alone.
    static func bracketCorrected(_ line: EtchingLine) -> EtchingLine {
        let characters = Array(line.text)
        guard !characters.contains("("), characters.filter(\.isNumber).count >= 3 else { return line }
        return line.replacing(in: characters.indices.dropFirst(), with: "1") { index in
            characters[index] == ")" && characters[index - 1].isASCIIDigit
        }
    }

    /// The line with a `0` that follows a letter and comes before a digit,
    /// in its first group (up to the first space or hyphen), read as `O`,
    /// when the rest of the line holds at least three digits; else
    /// unchanged. (`S03-62042-F8` → `SO3-62042-F8`; on thirteen labelled
    /// sets every such reading was a misread `SO`, and no labelled line has
    /// a zero there.)
    static func prefixCorrected(_ line: EtchingLine) -> EtchingLine {
        let characters = Array(line.text)
        let end = characters.firstIndex { $0 == " " || $0 == "-" } ?? characters.count
        guard end >= 3, characters[end...].filter(\.isNumber).count >= 3 else { return line }
        return line.replacing(in: 1..<(end - 1), with: "O") { index in
            characters[index] == "0" && characters[index - 1].isASCIILetter && characters[index + 1].isASCIIDigit
        }
    }

    /// The line with a country-coded catalogue mended: a first group of a
    /// digit or its look-alike and `C`, then a space, three digits, a
    /// hyphen and five digits, perhaps a space and a side letter, as on
    /// `1C 062-04155 A`. A first `I` or `T` is a `1` with its flag, a `G`
    /// a `6`, a `Z` a `2`, a `S` a `5`, a `B` an `8` (`IC 252-63718 A` →
    /// `1C 252-63718 A`, `GC 789-99749 D` → `6C 789-99749 D`), and a space
    /// the reader put between the number's digits, beside a narrow `1`,
    /// goes (`3C 71 6-45650 A` → `3C 716-45650 A`), a hyphen before the
    /// side letter is its space (`2C 170-31457-A`), and after a digit, a
    /// `0`, `O` or `G` is the `C` (`20 355-95398 A`). All 132 labelled lines
    /// that start with a digit and `C` have that shape, and start `1C`,
    /// `2C`, `3C` or `6C`. Any other line is unchanged.
    ///
    /// - Complexity: O(n) for a line of n characters.
    static func countryCodeRead(_ line: EtchingLine) -> EtchingLine {
        let characters = Array(line.text)
        guard characters.count >= 12, characters[2] == " " else { return line }
        // The `C`, or after a digit its look-alike (`20 355-95398 A`).
        guard characters[1] == "C" || characters[0].isASCIIDigit && "0OG".contains(characters[1]) else { return line }
        // A flagged `1` read `T`, or another digit's look-alike; no code is `0`.
        let first: Character? =
            switch characters[0] {
            case "0"..."9": characters[0]
            case "O", "D": nil
            default: flaggedDigit(misreadAs: characters[0])
            }
        // The number without the spaces between its digits.
        var number = characters.indices.dropFirst(3).filter { index in
            characters[index] != " " || index + 1 == characters.count
                || !(characters[index - 1].isASCIIDigit && characters[index + 1].isASCIIDigit)
        }.map { characters[$0] }
        // The side letter's space read as a hyphen (`2C 170-31457-A`).
        if number.count == 11, number[9] == "-", number[10].isASCIICapital { number[9] = " " }
        guard let first else { return line }
        let mended = [first, "C", " "] + number
        let side = number.count == 9 || (number.count == 11 && number[9] == " " && number[10].isASCIICapital)
        guard side, startsWithCountryCode(mended), number[4..<9].allSatisfy(\.isASCIIDigit), mended != characters
        else { return line }
        return EtchingNormalizer.normalize(String(mended)) ?? line
    }

    /// Whether `characters` start as a country-coded catalogue does: a
    /// digit and `C`, a space, three digits and a hyphen (`6C 852-`).
    static func startsWithCountryCode(_ characters: some Collection<Character>) -> Bool {
        let start = Array(characters.prefix(7))
        return start.count == 7 && start[0].isASCIIDigit && start[1] == "C" && start[2] == " "
            && start[3..<6].allSatisfy(\.isASCIIDigit) && start[6] == "-"
    }

    /// The line with the letters of a hyphenated catalogue prefix and
    /// series read back from their look-alike digits, when the line holds
    /// at least six digits: a one-letter prefix's `7` before
    /// the first hyphen is `T` (`S7-1-51605-D6` → `ST-1-51605-D6`, and
    /// `S 7-2-81832-F3` → `ST-2-81832-F3`: no labelled line starts with a
    /// letter, a space, `7` and a hyphen), and a
    /// lone `8` between the prefix's hyphen and the next is `B`
    /// (`ST-8-746898 A` → `ST-B-746898 A`). On 1,201 distinct labelled
    /// lines no prefix is a letter and `7` (96 start `ST`), and the lone
    /// series between hyphens after letters is `1` to `4` or `A` to `D`,
    /// never `8`. Else unchanged.
    ///
    /// - Complexity: O(n) for a line of n characters.
    static func seriesCorrected(_ line: EtchingLine) -> EtchingLine {
        var characters = Array(line.text)
        // The prefix's T read as a 7 apart from its letter (`S 7-2-81832-F3`).
        if characters.count > 4, characters[0].isASCIICapital, characters[1] == " ", characters[2] == "7",
           characters[3] == "-"
        {
            characters.remove(at: 1)
        }
        guard characters.filter(\.isNumber).count >= 6, let hyphen = characters.firstIndex(of: "-"), hyphen >= 1,
              characters[..<hyphen].allSatisfy({ $0.isASCIICapital || $0 == "7" })
        else { return line }
        if hyphen == 2, characters[0].isASCIICapital, characters[1] == "7" { characters[1] = "T" }
        if characters[..<hyphen].allSatisfy(\.isASCIICapital), hyphen + 2 < characters.count,
           characters[hyphen + 1] == "8", characters[hyphen + 2] == "-"
        {
            characters[hyphen + 1] = "B"
        }
        return EtchingNormalizer.normalize(String(characters)) ?? line
    }

    /// The line with a letter that stands between two digits read as the
    /// digit it looks like: `B` as `8`, `O` and `D` as `0`, `S` as `5`,
    /// `I` as `1`, `Z` as `2`, `G` as `6`, `T` as `7` (`LP 9B107 A` →
    /// `LP 98107 A`). No labelled line of 1,201 has a letter between two
    /// digits. Other letters, letters beside a space, a hyphen or another
    /// letter, and the first group, a prefix that may mix letters and
    /// digits, are left alone (`1X 1`, `0S3-1234`).
    ///
    /// - Complexity: O(n) for a line of n characters.
    static func digitsBetweenDigits(_ line: EtchingLine) -> EtchingLine {
        let characters = Array(line.text)
        guard let firstSeparator = characters.firstIndex(where: { $0 == " " || $0 == "-" }) else { return line }
        var fixed = characters
        for index in characters.indices.dropFirst(firstSeparator + 1).dropLast()
        where characters[index - 1].isASCIIDigit && characters[index + 1].isASCIIDigit {
            if let digit = digit(misreadAs: characters[index]) { fixed[index] = digit }
        }
        guard fixed != characters else { return line }
        return EtchingNormalizer.normalize(String(fixed)) ?? line
    }

    /// The digit `letter` stands for where a lone digit leads a group (a
    /// country code's, ``countryCodeRead(_:)``; a numbered catalogue's
    /// side digit, ``numberedCatalogueSpaced(_:)``): a `T` is a `1` with
    /// its flag there, any other letter the digit it stands for between
    /// digits (``digit(misreadAs:)``); `nil` for a letter that looks like
    /// none.
    static func flaggedDigit(misreadAs letter: Character) -> Character? {
        letter == "T" ? "1" : digit(misreadAs: letter)
    }

    /// The digit a letter stands for between two digits; `nil` for a
    /// letter that looks like none.
    static func digit(misreadAs letter: Character) -> Character? {
        switch letter {
        case "B": "8"
        case "O", "D": "0"
        case "S": "5"
        case "I": "1"
        case "Z": "2"
        case "G": "6"
        case "T": "7"
        default: nil
        }
    }

    /// The line with the letter of its third group read back from a `2`
    /// when it has the five groups of a numbered catalogue (four digits,
    /// three, a digit and a letter, a digit, three digits:
    /// `9462 152 12 3 596` → `9462 152 1Z 3 596`). That group is a digit
    /// and `X`, `Y` or `Z` on all 32 such labelled lines, and `Z` is the
    /// letter a reader takes for a `2`. Any other line is left alone.
    ///
    /// - Complexity: O(n) for a line of n characters.
    static func groupLetterRead(_ line: EtchingLine) -> EtchingLine {
        let groups = line.text.split(separator: " ", omittingEmptySubsequences: false)
        guard groups.count == 5, groups.map(\.count) == [4, 3, 2, 1, 3],
              groups.enumerated().allSatisfy({ $0.offset == 2 || $0.element.allSatisfy(\.isASCIIDigit) }),
              groups[2].first?.isASCIIDigit == true, groups[2].last == "2"
        else { return line }
        let text = groups.enumerated().map { $0.offset == 2 ? String(groups[2].dropLast()) + "Z" : String($0.element) }
        return EtchingNormalizer.normalize(text.joined(separator: " ")) ?? line
    }
}
