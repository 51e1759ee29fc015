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
    /// not written (none of 4,878 labelled lines is one). Anything else
    /// is returned unchanged. Pure.
    ///
    /// - Complexity: O(n) for n characters.
    public static func initials(_ raw: String) -> String {
        let characters = Array(raw.trimmingSpaces)
        if characters.count >= 3, characters.count <= 5, characters.last == ".",
           characters.dropLast().allSatisfy(\.isASCIICapital)
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
        prefixSeparated, bracketCorrected, prefixCorrected, seriesCorrected, suffixCorrected, takeJoined,
        sideLetterSpaced, hyphenGroupsClosed, separatorsRestored, takeAfterSideRead, numberedCatalogueSpaced, digitsBetweenDigits,
        groupLetterRead, triangleNumberJoined,
    ]

    /// The line with the spaces between its digits taken out when it is a
    /// triangle number and nothing else: `Δ` (or `▽`) and then only digits
    /// and spaces (`Δ87339 2` → `Δ873392`, `Δ65 1 4` → `Δ6514`). An EMI
    /// triangle number is one run of digits; a reader puts a space where
    /// a narrow `1` or a wide gap stands between two of them. A space
    /// after the triangle itself is kept, as is any line with a letter or
    /// a second triangle in it (`Δ41100 Δ853006` is two etchings).
    static func triangleNumberJoined(_ line: EtchingLine) -> EtchingLine {
        let characters = Array(line.text)
        guard let first = characters.first, first == "Δ" || first == "▽",
              characters.dropFirst().allSatisfy({ $0 == " " || $0.isASCIIDigit })
        else { return line }
        let digits = characters.dropFirst().drop { $0 == " " }
        guard digits.contains(" ") else { return line }
        let lead = characters.count - 1 - digits.count
        let joined = String(first) + String(repeating: " ", count: min(1, lead)) + String(digits.filter { $0 != " " })
        return EtchingNormalizer.normalize(joined) ?? line
    }

    /// The line with a `.` or `'` that ends a first group of letters and
    /// comes before a digit read as the space it stands for (`SR.4993 C3`
    /// → `SR 4993 C3`, `SR'88201 C1`), one between that group and its
    /// space dropped (`SHSP' 331 A-2U`; no labelled line has one there), a
    /// `.` alone between a space and a digit dropped (`SMAS .2317 C-3`),
    /// as is every `.` between a digit and a space (`3C 798-59007. A`; no
    /// labelled line has a dot after a digit), and the line's only `.`, when it
    /// stands between two digits, dropped as the speck it is (`YEA 7.88-8`
    /// → `YEA 788-8`; no labelled line of 3,915 has a dot between digits,
    /// and every reading with one was wrong), when the line holds at least
    /// three digits; else unchanged. A dot after a lone letter (`R.` of
    /// initials) is left alone, and so are two dots or more between digits
    /// (a date, `12.3.74`).
    static func prefixSeparated(_ line: EtchingLine) -> EtchingLine {
        let characters = Array(line.text)
        guard characters.filter(\.isNumber).count >= 3 else { return line }
        var fixed = characters
        var index = 0
        while index < fixed.count, fixed[index].isLetter { index += 1 }
        if index >= 2, index + 1 < fixed.count, fixed[index] == "." || fixed[index] == "'" {
            if fixed[index + 1].isASCIIDigit {
                fixed[index] = " "
            } else if fixed[index + 1] == " ", index + 2 < fixed.count, fixed[index + 2].isASCIIDigit {
                // A speck after the prefix, before its space (`SHSP' 331 A-2U`).
                fixed.remove(at: index)
            }
        }
        let stray = fixed.indices.dropFirst().dropLast().first { index in
            fixed[index] == "." && fixed[index - 1] == " " && fixed[index + 1].isASCIIDigit
        }
        if let stray { fixed.remove(at: stray) }
        // A dot straight after a digit, before a space (`3C 798-59007. A`).
        let afterDigits = Set(fixed.indices.dropFirst().dropLast().filter { index in
            fixed[index] == "." && fixed[index - 1].isASCIIDigit && fixed[index + 1] == " "
        })
        if !afterDigits.isEmpty { fixed = fixed.indices.filter { !afterDigits.contains($0) }.map { fixed[$0] } }
        if fixed.filter({ $0 == "." }).count == 1, let dot = fixed.firstIndex(of: "."), dot > 0, dot + 1 < fixed.count,
           fixed[dot - 1].isASCIIDigit, fixed[dot + 1].isASCIIDigit
        {
            fixed.remove(at: dot)
        }
        guard fixed != characters else { return line }
        return EtchingNormalizer.normalize(String(fixed)) ?? line
    }

    /// The line with the space before its last group taken out when that
    /// group is one or two digits and follows, straight after the line's
    /// last hyphen, a side: a group of letters and digits with a letter,
    /// ending in a digit (`SMAS-2-8827-C1 3` → `SMAS-2-8827-C13`; not
    /// `PAL-58541 12` or `XEX 732-1 2`): a stamper number is cut
    /// in one piece with the side after the hyphen, and a reader puts a
    /// space where a narrow `1` or a wide gap stands. (No labelled line of
    /// 1,201 with a hyphen ends in a space and a digit.) Lines without a
    /// hyphen are left alone (`5552 776 A 3`, `SP 8768 B 1`), as is a side
    /// letter after the space (`3C 798-59007 A`) and a line of fewer than
    /// three digits (`A-1 2`).
    static func takeJoined(_ line: EtchingLine) -> EtchingLine {
        let characters = Array(line.text)
        guard characters.filter(\.isNumber).count >= 3, let hyphen = characters.lastIndex(of: "-"),
              let space = characters.lastIndex(of: " "), space > hyphen + 1
        else { return line }
        let group = characters[(hyphen + 1)..<space]
        let take = characters[(space + 1)...]
        guard (1...2).contains(take.count), take.allSatisfy(\.isASCIIDigit),
              group.allSatisfy({ $0.isASCIIDigit || $0.isASCIICapital }), group.contains(where: \.isASCIICapital),
              group.last?.isASCIIDigit == true
        else { return line }
        var joined = characters
        joined.remove(at: space)
        return EtchingNormalizer.normalize(String(joined)) ?? line
    }

    /// The line with a space put before its side letter when it ends in
    /// four digits or more and one capital straight after them
    /// (`SR 86022C` → `SR 86022 C`, `ST-B-953934A` → `ST-B-953934 A`): a
    /// side letter after a number stands apart (66 labelled lines of 1,201
    /// end in four digits, a space and a letter, `LPM 17872 A`,
    /// `ST-C-181782 B`, and none joins the letter), and the reader drops a
    /// narrow gap. Any other line is left alone (`SR 860C` of three
    /// digits, `SR 1234CD`, `SR 86022 C`).
    static func sideLetterSpaced(_ line: EtchingLine) -> EtchingLine {
        let characters = Array(line.text)
        guard let last = characters.last, last.isASCIICapital else { return line }
        let digits = characters.dropLast().reversed().prefix(while: \.isASCIIDigit)
        guard digits.count >= 4 else { return line }
        return EtchingNormalizer.normalize(String(characters.dropLast()) + " " + String(last)) ?? line
    }

    /// The line with a separator the reader lost or changed put back,
    /// else unchanged:
    /// - a first group of seven digits before a space is the four and
    ///   three of a numbered catalogue (`4110317 C 1` → `4110 317 C 1`;
    ///   99 labelled lines of 1,201 start with four digits, a space and
    ///   three, none with seven digits);
    /// - a final digit and letter after a space that follows a hyphen and
    ///   a number take a hyphen (`PAL-58541 1E` → `PAL-58541-1E`; 76
    ///   labelled lines end so with the hyphen, none with a space);
    /// - a prefix of two to four capitals straight before four digits or
    ///   more is spaced from them (`SR4859 B3` → `SR 4859 B3`; 225
    ///   labelled lines start with a prefix, a space and four digits, none
    ///   with the letters against three digits or more). A lone letter is
    ///   left alone: it is most often a triangle's look-alike (`A3524`).
    static func separatorsRestored(_ line: EtchingLine) -> EtchingLine {
        var characters = Array(line.text)
        let first = characters.prefix(while: \.isASCIIDigit)
        if first.count == 7, characters.count > 7, characters[7] == " " {
            characters.insert(" ", at: 4)
        }
        let prefix = characters.prefix(while: \.isASCIICapital)
        let number = characters.dropFirst(prefix.count).prefix(while: \.isASCIIDigit)
        if (2...4).contains(prefix.count), number.count >= 4 {
            characters.insert(" ", at: prefix.count)
        }
        let count = characters.count
        if count >= 5, characters[count - 1].isASCIICapital, characters[count - 2].isASCIIDigit, characters[count - 3] == " " {
            let number = characters[..<(count - 3)].reversed().prefix(while: \.isASCIIDigit)
            if !number.isEmpty, count - 3 - number.count - 1 >= 0, characters[count - 3 - number.count - 1] == "-" {
                characters[count - 3] = "-"
            }
        }
        guard characters != Array(line.text) else { return line }
        return EtchingNormalizer.normalize(String(characters)) ?? line
    }

    /// The line with every space between two digits taken out where
    /// both stand between the same two hyphens (`ST-A-962 005-C` →
    /// `ST-A-962005-C`, `JTY3-4 904-A-5C` → `JTY3-4904-A-5C`): a group
    /// joined by hyphens on both sides is cut in one piece, and a reader
    /// puts a space where a narrow `1` or a wide gap stands. No labelled
    /// line of 1,201 has a space between two hyphens. Spaces outside such
    /// a group are left alone (`3C 798-59007 A`, `SKL 860 1 A-8U`).
    static func hyphenGroupsClosed(_ line: EtchingLine) -> EtchingLine {
        let characters = Array(line.text)
        guard let firstHyphen = characters.firstIndex(of: "-"), let lastHyphen = characters.lastIndex(of: "-"),
              firstHyphen < lastHyphen
        else { return line }
        // Spaces inside a stretch between hyphens, between digits.
        var closed: [Character] = []
        for index in characters.indices {
            let character = characters[index]
            if character == " ", index > firstHyphen, index < lastHyphen, characters[index - 1].isASCIIDigit,
               characters[index + 1].isASCIIDigit,
               let before = characters[..<index].lastIndex(where: { $0 == "-" || $0 == " " }), characters[before] == "-",
               let after = characters[(index + 1)...].firstIndex(where: { $0 == "-" || $0 == " " }), characters[after] == "-"
            {
                continue
            }
            closed.append(character)
        }
        guard closed != characters else { return line }
        return EtchingNormalizer.normalize(String(closed)) ?? line
    }

    /// The line with a letter that stands between two digits read as the
    /// digit it looks like: `B` as `8`, `O` and `D` as `0`, `S` as `5`,
    /// `I` as `1`, `Z` as `2`, `G` as `6`, `T` as `7` (`LP 9B107 A` →
    /// `LP 98107 A`). No labelled line of 1,201 has a letter between two
    /// digits. Other letters, letters beside a space, a hyphen or another
    /// letter, and the first group, a prefix that may mix letters and
    /// digits, are left alone (`1X 1`, `0S3-1234`).
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

    /// The line with the take after a spaced side letter and its hyphen
    /// read back from a look-alike letter (`SHSP 895 A-Z` →
    /// `SHSP 895 A-2`, `SLRZ 5018 B-ZG` → `SLRZ 5018 B-2G`): after a
    /// number, a space, a side letter and a hyphen, all 108 such labelled
    /// lines go on with a digit (a take of 1 to 8, perhaps a letter after
    /// it), never a letter. `O` and `D` are left, as no take is 0.
    static func takeAfterSideRead(_ line: EtchingLine) -> EtchingLine {
        let characters = Array(line.text)
        guard let hyphen = characters.lastIndex(of: "-"), hyphen >= 3, characters[hyphen - 1].isASCIICapital,
              characters[hyphen - 2] == " ", characters[hyphen - 3].isASCIIDigit
        else { return line }
        let take = characters[(hyphen + 1)...]
        guard (1...2).contains(take.count), take.allSatisfy(\.isASCIICapital), let first = take.first,
              first != "O", first != "D", let digit = digit(misreadAs: first)
        else { return line }
        var fixed = characters
        fixed[hyphen + 1] = digit
        return EtchingNormalizer.normalize(String(fixed)) ?? line
    }

    /// The line spaced as a numbered catalogue's five groups (four
    /// digits, three, a digit and a letter, a digit, three digits) when,
    /// its spaces aside, it is those thirteen characters and nothing else:
    /// `1 661 937 1 X 1 507` and `1661 9371X 1 507` are
    /// `1661 937 1X 1 507`. All 32 such labelled lines are spaced so; a
    /// reader puts spaces where a narrow `1` stands and drops narrow gaps.
    /// Any other line is left alone.
    static func numberedCatalogueSpaced(_ line: EtchingLine) -> EtchingLine {
        let glyphs = Array(line.text.filter { $0 != " " })
        guard glyphs.count == 13, line.text.contains(" "),
              glyphs.indices.allSatisfy({ $0 == 8 ? glyphs[$0].isASCIICapital : glyphs[$0].isASCIIDigit })
        else { return line }
        let text = String(glyphs[0..<4]) + " " + String(glyphs[4..<7]) + " " + String(glyphs[7..<9]) + " "
            + String(glyphs[9]) + " " + String(glyphs[10...])
        return EtchingNormalizer.normalize(text) ?? line
    }

    /// The line with the letter of its third group read back from a `2`
    /// when it has the five groups of a numbered catalogue (four digits,
    /// three, a digit and a letter, a digit, three digits:
    /// `9462 152 12 3 596` → `9462 152 1Z 3 596`). That group is a digit
    /// and `X`, `Y` or `Z` on all 32 such labelled lines, and `Z` is the
    /// letter a reader takes for a `2`. Any other line is left alone.
    static func groupLetterRead(_ line: EtchingLine) -> EtchingLine {
        let groups = line.text.split(separator: " ", omittingEmptySubsequences: false)
        guard groups.count == 5, groups.map(\.count) == [4, 3, 2, 1, 3],
              groups.enumerated().allSatisfy({ $0.offset == 2 || $0.element.allSatisfy(\.isASCIIDigit) }),
              groups[2].first?.isASCIIDigit == true, groups[2].last == "2"
        else { return line }
        let text = groups.enumerated().map { $0.offset == 2 ? String(groups[2].dropLast()) + "Z" : String($0.element) }
        return EtchingNormalizer.normalize(text.joined(separator: " ")) ?? line
    }

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

    /// The line with the letters of a hyphenated catalogue prefix and
    /// series read back from their look-alike digits, when the rest of the
    /// line holds at least three digits: a one-letter prefix's `7` before
    /// the first hyphen is `T` (`S7-1-51605-D6` → `ST-1-51605-D6`, and
    /// `S 7-2-81832-F3` → `ST-2-81832-F3`: no labelled line starts with a
    /// letter, a space, `7` and a hyphen), and a
    /// lone `8` between the prefix's hyphen and the next is `B`
    /// (`ST-8-746898 A` → `ST-B-746898 A`). On 1,201 distinct labelled
    /// lines no prefix is a letter and `7` (96 start `ST`), and the lone
    /// series between hyphens after letters is `1` to `4` or `A` to `D`,
    /// never `8`. Else unchanged.
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

    /// The side letter a digit is misread for in a side suffix: `B` for
    /// `8`, `D` for `0` (a take or stamper number is never 0); `nil` for
    /// any other character.
    static func sideLetter(misreadAs digit: Character) -> Character? {
        switch digit {
        case "8": "B"
        case "0": "D"
        default: nil
        }
    }

    /// The lone digit standing as a side letter before a hyphenated take at
    /// the end of `characters` (three digits or more, the last just before a
    /// space, the lone character, a hyphen, one or two digits and at most
    /// two letters: `819 4-1G`), and
    /// the letter it was misread for: `8` is `B`, `0` is `D`, `4` is `A`.
    /// `nil` when the text ends otherwise or the character is no look-alike.
    /// (On 21 labelled sets, 206 lines end `NUMBER X-TAKE`; X is a letter in
    /// every one: A 89 times, B 71, C 27, D 19.)
    ///
    /// - Complexity: O(n) for n characters.
    static func loneSideDigit(in characters: [Character], lastSeparator: Int) -> (index: Int, letter: Character)? {
        guard characters[lastSeparator] == "-", lastSeparator >= 3 else { return nil }
        let take = characters[(lastSeparator + 1)...]
        let digits = take.prefix { $0.isASCIIDigit }
        let letters = take.dropFirst(digits.count)
        guard (1...2).contains(digits.count), letters.count <= 2, letters.allSatisfy(\.isASCIILetter),
              characters[lastSeparator - 2] == " ", characters[lastSeparator - 3].isASCIIDigit,
              characters[..<(lastSeparator - 2)].filter(\.isNumber).count >= 3
        else { return nil }
        let index = lastSeparator - 1
        // Standing alone, a side letter is also read as `4` (`A`), which the
        // two-digit rules cannot tell from a digit.
        let letter = characters[index] == "4" ? "A" : sideLetter(misreadAs: characters[index])
        return letter.map { (index, $0) }
    }

    /// The digits of `group` with a side-letter look-alike
    /// (``sideLetter(misreadAs:)``) read as that letter: its first `8`, or
    /// else its one `0`. `nil` unless `group` is two digits holding one.
    private static func sideSuffix(fromDigits group: [Character]) -> [Character]? {
        guard group.count == 2, group.allSatisfy(\.isASCIIDigit) else { return nil }
        let loneZero = group.filter { $0 == "0" }.count == 1 ? group.firstIndex(of: "0") : nil
        let index = group.firstIndex(of: "8") ?? loneZero
        guard let index, let letter = sideLetter(misreadAs: group[index]) else { return nil }
        var fixed = group
        fixed[index] = letter
        return fixed
    }

    /// The line with a side suffix's letter read back from the digit the
    /// engine took it for (``sideLetter(misreadAs:)``), else unchanged:
    /// - a line of two digits alone, one of them a look-alike: `83` → `B3`,
    ///   `40` → `4D` (a side suffix etched on its own; on 20 labelled sets
    ///   this made five lines right and one wrong, `70` from grain);
    /// - the final two-digit group of a line with three digits elsewhere:
    ///   `SP 8768 81` → `SP 8768 B1`, `XSM-93676-30` → `XSM-93676-3D`, but
    ///   not a zero after a hyphen straight after a number that follows a
    ///   space, where the group is a take (`XEX 3467-10`);
    /// - a lone `8` before a lone final digit: `6547 842 8 1` → `6547 842 B 1`;
    /// - a lone final `0` or `8` after a hyphen and a digit: `MO 1105-0` →
    ///   `MO 1105-D`, `WS 60906-8` → `WS 60906-B`;
    /// - a lone look-alike digit standing where the side letter stands
    ///   before the take (``loneSideDigit(in:lastSeparator:)``):
    ///   `SCX 819 4-1G` → `SCX 819 A-1G`, `SHSP 733 0-3` → `SHSP 733 D-3`;
    /// and the other way, a take's digit read back from the letter the
    /// engine took it for after a hyphen straight after the number
    /// (``takeDigits(fromLetters:)``): `YAX 452-S` → `YAX 452-5`,
    /// `ST-2-65183-CZ` → `ST-2-65183-C2`; or after a space, in a side
    /// letter and take: `XLP 69939 AS` → `XLP 69939 A5` (none of 1,201
    /// distinct labelled lines ends in a number, a space, `A` to `H` and
    /// `S`, `Z`, `I` or `B`; 95 end in such a letter and a digit).
    static func suffixCorrected(_ line: EtchingLine) -> EtchingLine {
        let characters = Array(line.text)
        if let fixed = sideSuffix(fromDigits: characters) {
            return EtchingNormalizer.normalize(String(fixed)) ?? line
        }
        guard let lastSeparator = characters.lastIndex(where: { $0 == " " || $0 == "-" }) else { return line }
        let suffix = Array(characters[(lastSeparator + 1)...])
        let head = characters[..<lastSeparator]
        // The suffix written apart (`6547 842 B 1`): a lone `8` before a lone final digit.
        if lastSeparator >= 2, suffix.count == 1, suffix[0].isASCIIDigit,
           characters[lastSeparator - 1] == "8", characters[lastSeparator - 2] == " " || characters[lastSeparator - 2] == "-",
           characters[..<(lastSeparator - 2)].filter(\.isNumber).count >= 3
        {
            return line.replacing(in: [lastSeparator - 1], with: "B") { _ in true }
        }
        guard head.filter(\.isNumber).count >= 3 else { return line }
        if let side = loneSideDigit(in: characters, lastSeparator: lastSeparator) {
            // Then the take as any line's (`819 8-30` → `819 B-3D`): the
            // side is a letter now, so this rule cannot fire again.
            let lettered = line.replacing(in: [side.index], with: side.letter) { _ in true }
            return lettered == line ? line : suffixCorrected(lettered)
        }
        // A lone final `0` after a hyphen straight after the number
        // (`MO 1105-0`) is a side `D`: takes and stampers are numbered from
        // 1. A lone `8` there is left as read: numbers end in a side letter
        // (`WS 60906-B`) or in a take (`YAX 8557-8`), and the engine reads
        // a stamped `8` clearly (the rule that made every such `8` a `B`,
        // from our own generator's lines, changed nothing on nine of our
        // sets, and on 347 lines of the independent generator's made two
        // right lines wrong and one wrong line right).
        if suffix == ["0"], characters[lastSeparator] == "-", head.last?.isASCIIDigit == true {
            return line.replacing(in: [characters.count - 1], with: "D") { _ in true }
        }
        // After a space, only a letter and its take (`XLP 69939 AS` →
        // `XLP 69939 A5`): a lone letter there is a side (`SR 86022 C`).
        if characters[lastSeparator] == "-" || suffix.count == 2, head.last?.isASCIIDigit == true,
           let digits = Self.takeDigits(fromLetters: suffix)
        {
            let text = String(head) + String(characters[lastSeparator]) + String(digits)
            return EtchingNormalizer.normalize(text) ?? line
        }
        guard let fixed = sideSuffix(fromDigits: suffix) else { return line }
        // A two-digit take after a hyphen straight after a number that
        // follows a space (`XEX 3467-10`, `YAX 8976-10`) keeps its zero: that
        // layout's final group is a take (12 labelled lines end `-10` so),
        // while a final `-1D` follows only numbers joined by hyphens
        // (`BL-84326-1D`; none of the 20 labelled ones follows a space).
        if fixed.contains("D"), characters[lastSeparator] == "-" {
            let number = head.reversed().prefix { $0.isASCIIDigit }
            let before = head.dropLast(number.count).last
            if !number.isEmpty, before == " " { return line }
        }
        let text = String(head) + String(characters[lastSeparator]) + String(fixed)
        return EtchingNormalizer.normalize(text) ?? line
    }

    /// The digit a take or stamper number's look-alike letter stands for
    /// where no side letter can stand: `S` is `5`, `Z` is `2`, `I` is `1`
    /// (sides are lettered from `A`, and no record has a side S, Z or I);
    /// `nil` for any other character.
    static func takeDigit(misreadAs letter: Character) -> Character? {
        switch letter {
        case "S": "5"
        case "Z": "2"
        case "I": "1"
        default: nil
        }
    }

    /// A final group after a number and a hyphen whose digit the engine
    /// read as a look-alike letter, with that digit back: a lone
    /// ``takeDigit(misreadAs:)`` letter (`452-S` → `452-5`), or a side
    /// letter `A` to `H` followed by one of them or by `B` (`65183-CZ` →
    /// `65183-C2`, `13878-FB` → `13878-F8`: two letters are no side
    /// suffix, a letter and a digit are). `nil` otherwise.
    static func takeDigits(fromLetters group: [Character]) -> [Character]? {
        switch group.count {
        case 1:
            return takeDigit(misreadAs: group[0]).map { [$0] }
        case 2:
            guard ("A"..."H").contains(group[0]) else { return nil }
            let digit = group[1] == "B" ? "8" : takeDigit(misreadAs: group[1])
            return digit.map { [group[0], $0] }
        default:
            return nil
        }
    }
}

extension EtchingLine {
    /// The line with the character at each of `indices` (positions in its
    /// text) for which `isMisread` holds replaced by `replacement`, then
    /// normalized again; the line itself when none is, or when the result
    /// is noise.
    ///
    /// - Complexity: O(n) for a text of n characters, plus the normalizer's
    ///   O(n) when something is replaced.
    fileprivate func replacing<Indices: Sequence<Int>>(
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
