/// Separators the reader lost, added or changed: spaces, dots and hyphens
/// put back where matrix numbers are cut with them.
extension MatrixGrammar {
    /// The line with a `.` or `'` that ends a first group of letters and
    /// comes before a digit read as the space it stands for (`SR.4993 C3`
    /// → `SR 4993 C3`, `SR'88201 C1`), one between that group and its
    /// space dropped (`SHSP' 331 A-2U`; no labelled line has one there), a
    /// `.` alone between a space and a digit dropped (`SMAS .2317 C-3`),
    /// as is every `.` between a digit and a space (`3C 798-59007. A`; no
    /// labelled line has a dot after a digit), every `.` between a digit
    /// and a capital, either way round, read as a space (`SHVL 3965.C-3Y`,
    /// `4504 805 2Z.2 658`; no labelled line of 3,837 has a dot beside a
    /// digit), and the line's only `.`, when it
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
        // A dot between a digit and a capital, either way round, is a space
        // (`3965.C-3Y`, `2Z.2`); not after a lone letter (`R.2`, initials).
        let spaces = fixed.indices.dropFirst().dropLast().filter { index in
            let (left, right) = (fixed[index - 1], fixed[index + 1])
            guard fixed[index] == ".", isDigitBesideCapital(left, right) else { return false }
            if left.isASCIIDigit { return true }
            let lone = index < 2 || !(fixed[index - 2].isASCIIDigit || fixed[index - 2].isASCIICapital)
            return !lone
        }
        for index in spaces { fixed[index] = " " }
        if fixed.filter({ $0 == "." }).count == 1, let dot = fixed.firstIndex(of: "."), dot > 0, dot + 1 < fixed.count,
           fixed[dot - 1].isASCIIDigit, fixed[dot + 1].isASCIIDigit
        {
            fixed.remove(at: dot)
        }
        guard fixed != characters else { return line }
        return EtchingNormalizer.normalize(String(fixed)) ?? line
    }

    /// The line with a `/` the reader put for a narrow glyph read back,
    /// when the line holds at least three digits: between two digits it is
    /// a `1` (`1C 188-2/028 A` → `1C 188-21028 A`), between a digit and a
    /// capital, either way round, a space (`1C 340-67361/A` →
    /// `1C 340-67361 A`). No labelled line of 2,836 has a `/`; one
    /// anywhere else is left as read.
    ///
    /// - Complexity: O(n) for a line of n characters.
    static func slashesRead(_ line: EtchingLine) -> EtchingLine {
        let characters = Array(line.text)
        guard characters.contains("/"), characters.filter(\.isNumber).count >= 3 else { return line }
        var fixed = characters
        for index in characters.indices.dropFirst().dropLast() where characters[index] == "/" {
            let (left, right) = (characters[index - 1], characters[index + 1])
            if left.isASCIIDigit && right.isASCIIDigit {
                fixed[index] = "1"
            } else if isDigitBesideCapital(left, right) {
                fixed[index] = " "
            }
        }
        guard fixed != characters else { return line }
        return EtchingNormalizer.normalize(String(fixed)) ?? line
    }

    /// Whether `left` and `right` are an ASCII digit and a capital, either
    /// way round: a separator between them parts a number from its
    /// letters (`3965.C-3Y`, `67361/A`, `SR.4993`).
    static func isDigitBesideCapital(_ left: Character, _ right: Character) -> Bool {
        (left.isASCIIDigit && right.isASCIICapital) || (left.isASCIICapital && right.isASCIIDigit)
    }

    /// The line with the space before its last group taken out when that
    /// group is one or two digits and follows, straight after the line's
    /// last hyphen, a side: a group of letters and digits with a letter,
    /// ending in a digit (`SMAS-2-8827-C1 3` → `SMAS-2-8827-C13`; not
    /// `PAL-58541 12` or `XEX 732-1 2`), or a side letter alone after a
    /// hyphen and a number of four digits or more that a hyphen joins
    /// (`ST-1-49037-B 15` → `ST-1-49037-B15`; not `XEX 732-A 2`; no
    /// labelled line of 2,836 ends in a hyphen, a letter, a space and
    /// digits): a stamper number is cut
    /// in one piece with the side after the hyphen, and a reader puts a
    /// space where a narrow `1` or a wide gap stands. (No labelled line of
    /// 1,201 with a hyphen ends in a space and a digit.) Lines without a
    /// hyphen are left alone (`5552 776 A 3`, `SP 8768 B 1`), as is a side
    /// letter after the space (`3C 798-59007 A`) and a line of fewer than
    /// three digits (`A-1 2`).
    ///
    /// - Complexity: O(n) for a line of n characters.
    static func takeJoined(_ line: EtchingLine) -> EtchingLine {
        let characters = Array(line.text)
        guard characters.filter(\.isNumber).count >= 3, let hyphen = characters.lastIndex(of: "-"),
              let space = characters.lastIndex(of: " "), space > hyphen + 1
        else { return line }
        let group = characters[(hyphen + 1)..<space]
        let take = characters[(space + 1)...]
        // A side letter alone before the space joins its take only in a
        // hyphenated catalogue (`ST-1-49037-B 15`), not after a spaced
        // number (`XEX 732-A 2`).
        let hyphenated = trailingNumber(of: characters[..<hyphen])
        let sideAlone = group.count == 1 && group.first?.isASCIICapital == true && hyphenated.digits >= 4
            && hyphenated.before == "-"
        guard (1...2).contains(take.count), take.allSatisfy(\.isASCIIDigit),
              group.allSatisfy({ $0.isASCIIDigit || $0.isASCIICapital }), group.contains(where: \.isASCIICapital),
              group.last?.isASCIIDigit == true || sideAlone
        else { return line }
        var joined = characters
        joined.remove(at: space)
        return EtchingNormalizer.normalize(String(joined)) ?? line
    }

    /// The line with a space put between a number of three digits or more
    /// and one capital straight after it, at the end of the line or before
    /// a space or hyphen (`SR 86022C` → `SR 86022 C`, `CBS 288A` →
    /// `CBS 288 A`, `SHVL 7735A-2G` → `SHVL 7735 A-2G`): a side letter
    /// after a number stands apart (no labelled line of 2,836 has three
    /// digits and a capital against them; 41 end in three digits, a space
    /// and a letter, `K 338 B`, 244 have the number, a space and the side
    /// before a hyphen and its take, `SCX 753 A-2Z`), and the reader drops
    /// a narrow gap. Any other line is left alone (`SR 12A45C` of two
    /// digits, `SR 1234CD` of two capitals, `SR 86022 C`).
    ///
    /// - Complexity: O(n) for a line of n characters.
    static func sideLetterSpaced(_ line: EtchingLine) -> EtchingLine {
        let characters = Array(line.text)
        var spaced: [Character] = []
        var digits = 0
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if character.isASCIICapital, digits >= 3, next == " " || next == "-" { spaced.append(" ") }
            spaced.append(character)
            digits = character.isASCIIDigit ? digits + 1 : 0
        }
        guard spaced.count != characters.count else { return line }
        return EtchingNormalizer.normalize(String(spaced)) ?? line
    }

    /// The line with a hyphen the reader put for a space read back as the
    /// space: after a prefix of two to four capitals, before a number of
    /// three or four digits that a space and a side letter follow, or a
    /// hyphen and a one-digit take that ends the line (`LPM-8270 B-3` →
    /// `LPM 8270 B-3`, `YDX-981-6` → `YDX 981-6`); and after such a
    /// prefix, a space and a number of three to six digits, before a side
    /// letter and its take, with or without a hyphen between
    /// (`LPM 52434-A-3` → `LPM 52434 A-3`, `XZAL 852380-A7` →
    /// `XZAL 852380 A7`). On 2,836 distinct labelled lines neither hyphen
    /// occurs, while 160 have the prefix spaced before `NUMBER-TAKE` and
    /// 422 the spaced number spaced from `SIDE-TAKE` or `SIDETAKE`; after
    /// a spaced number a hyphen comes only before a lone side (`XEX 773-A`)
    /// or a take (`YEX 749-2`), and stays. A hyphenated catalogue has
    /// four digits or more and a side in its take (`CTG-78014-B`,
    /// `WS-31155-A3`, `XSM-93676-3D`) and keeps its hyphens, as does one
    /// whose take was read as digits (`XSM-93676-30`) and one whose prefix
    /// has a digit (`JFA4-7198-A-5J`).
    ///
    /// - Complexity: O(n) for a line of n characters.
    static func hyphensForSpaces(_ line: EtchingLine) -> EtchingLine {
        var characters = Array(line.text)
        let prefix = characters.prefix(while: \.isASCIICapital).count
        guard (2...4).contains(prefix), prefix + 1 < characters.count else { return line }
        let number = characters.dropFirst(prefix + 1).prefix(while: \.isASCIIDigit).count
        let after = prefix + 1 + number
        guard after + 1 < characters.count else { return line }
        let (separator, next) = (characters[prefix], characters[after])
        let rest = characters[(after + 1)...]
        // `PREFIX-NUMBER SIDE` or `PREFIX-NUMBER-TAKE`: the prefix's hyphen.
        let spacedSide = next == " " && rest.first?.isASCIICapital == true
        let lastTake = next == "-" && rest.count == 1 && rest.allSatisfy(\.isASCIIDigit)
        // `PREFIX NUMBER-SIDETAKE` or `PREFIX NUMBER-SIDE-TAKE`: the number's.
        let hyphenTake = rest.count >= 3 && rest[after + 2] == "-" && rest[after + 3].isASCIIDigit
        let sideTake = next == "-" && rest.count >= 2 && rest[after + 1].isASCIICapital
            && (rest[after + 2].isASCIIDigit || hyphenTake)
        if separator == "-", (3...4).contains(number), spacedSide || lastTake {
            characters[prefix] = " "
        } else if separator == " ", (3...6).contains(number), sideTake {
            characters[after] = " "
        } else {
            return line
        }
        return EtchingNormalizer.normalize(String(characters)) ?? line
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
    ///   with the letters against three digits or more), as is one that
    ///   leads with a digit (`7TCE9750-8` → `7TCE 9750-8`: the 45 labelled
    ///   lines that start with a digit and three capitals space them).
    ///   A lone letter is left alone: it is most often a triangle's
    ///   look-alike (`A3524`).
    ///
    /// - Complexity: O(n) for a line of n characters.
    static func separatorsRestored(_ line: EtchingLine) -> EtchingLine {
        let original = Array(line.text)
        var characters = original
        let first = characters.prefix(while: \.isASCIIDigit)
        if first.count == 7, characters.count > 7, characters[7] == " " {
            characters.insert(" ", at: 4)
        }
        // A prefix may lead with one digit (`7TCE`).
        let lead = characters.count > 1 && characters[0].isASCIIDigit && characters[1].isASCIICapital ? 1 : 0
        let prefix = characters.dropFirst(lead).prefix(while: \.isASCIICapital)
        let number = characters.dropFirst(lead + prefix.count).prefix(while: \.isASCIIDigit)
        if (2...4).contains(prefix.count), number.count >= 4 {
            characters.insert(" ", at: lead + prefix.count)
        }
        let count = characters.count
        if count >= 5, characters[count - 1].isASCIICapital, characters[count - 2].isASCIIDigit, characters[count - 3] == " " {
            let number = trailingNumber(of: characters[..<(count - 3)])
            if number.digits > 0, number.before == "-" { characters[count - 3] = "-" }
        }
        guard characters != original else { return line }
        return EtchingNormalizer.normalize(String(characters)) ?? line
    }

    /// The line with every space between two digits taken out where
    /// both stand between the same two hyphens (`ST-A-962 005-C` →
    /// `ST-A-962005-C`, `JTY3-4 904-A-5C` → `JTY3-4904-A-5C`): a group
    /// joined by hyphens on both sides is cut in one piece, and a reader
    /// puts a space where a narrow `1` or a wide gap stands. No labelled
    /// line of 1,201 has a space between two hyphens. Spaces outside such
    /// a group are left alone (`3C 798-59007 A`, `SKL 860 1 A-8U`).
    ///
    /// - Complexity: O(n²) for a line of n characters (each space looks for the separators around
    ///   it; lines are capped at ``EtchingNormalizer/maximumLineLength``).
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

    /// The line spaced as a numbered catalogue's five groups (four
    /// digits, three, a digit and a letter, a digit, three digits) when,
    /// its spaces and hyphens aside, it is those thirteen characters and
    /// nothing else: `1 661 937 1 X 1 507`, `1661 9371X 1 507` and
    /// `1766 952 2X-1942` are `1661 937 1X 1 507` and `1766 952 2X 1 942`.
    /// All such labelled lines are spaced so, none has a hyphen; a reader
    /// puts spaces where a narrow `1` stands, drops narrow gaps, and takes
    /// a scratch across a gap for a hyphen.
    ///
    /// The third group's digit may be read as its look-alike letter when
    /// its letter is `X`, `Y` or `Z`, as on every such labelled line: an
    /// `I` or a flagged `1` read `T` is a `1`, and `Z`, `S`, `B`, `G`, `O`
    /// and `D` the digits they stand for elsewhere (`6477 520 IY 2 657`
    /// → `6477 520 1Y 2 657`, `8547 134 IX 1484` → `8547 134 1X 1 484`).
    /// Read as a letter, that group looks like a catalogue prefix, and the
    /// line was cut in two (``JoinedEtchings``).
    /// Any other line is left alone.
    ///
    /// - Complexity: O(n) for a line of n characters.
    static func numberedCatalogueSpaced(_ line: EtchingLine) -> EtchingLine {
        var glyphs = Array(line.text.filter { $0 != " " && $0 != "-" })
        guard glyphs.count == 13, line.text.contains(" ") else { return line }
        if !glyphs[7].isASCIIDigit, "XYZ".contains(glyphs[8]), let digit = flaggedDigit(misreadAs: glyphs[7]) {
            glyphs[7] = digit
        }
        guard glyphs.indices.allSatisfy({ $0 == 8 ? glyphs[$0].isASCIICapital : glyphs[$0].isASCIIDigit })
        else { return line }
        let text = String(glyphs[0..<4]) + " " + String(glyphs[4..<7]) + " " + String(glyphs[7..<9]) + " "
            + String(glyphs[9]) + " " + String(glyphs[10...])
        return EtchingNormalizer.normalize(text) ?? line
    }

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
}
