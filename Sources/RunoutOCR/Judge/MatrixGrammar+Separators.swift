/// Separators the reader lost, added or changed: spaces, dots and hyphens
/// put back where matrix numbers are cut with them.
extension MatrixGrammar {
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
    ///
    /// - Complexity: O(n) for a line of n characters.
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
    ///
    /// - Complexity: O(n) for a line of n characters.
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
    ///
    /// - Complexity: O(n) for a line of n characters.
    static func separatorsRestored(_ line: EtchingLine) -> EtchingLine {
        let original = Array(line.text)
        var characters = original
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
    /// its spaces aside, it is those thirteen characters and nothing else:
    /// `1 661 937 1 X 1 507` and `1661 9371X 1 507` are
    /// `1661 937 1X 1 507`. All 32 such labelled lines are spaced so; a
    /// reader puts spaces where a narrow `1` stands and drops narrow gaps.
    /// Any other line is left alone.
    ///
    /// - Complexity: O(n) for a line of n characters.
    static func numberedCatalogueSpaced(_ line: EtchingLine) -> EtchingLine {
        let glyphs = Array(line.text.filter { $0 != " " })
        guard glyphs.count == 13, line.text.contains(" "),
              glyphs.indices.allSatisfy({ $0 == 8 ? glyphs[$0].isASCIICapital : glyphs[$0].isASCIIDigit })
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
