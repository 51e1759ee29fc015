/// The side-and-stamper suffix at a matrix number's end: side letters and
/// takes read back from their look-alikes.
extension MatrixGrammar {
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
    /// - a lone final `0` after a hyphen and a digit: `MO 1105-0` →
    ///   `MO 1105-D`; a lone final `8` or `0` after a space that follows a
    ///   hyphen and four digits or more: `ST-C-841991 8` → `ST-C-841991 B`;
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
        // A lone final `8` or `0` after a space that follows a number joined
        // by a hyphen (`ST-C-841991 8`) is its side letter: 50 labelled
        // lines end in a hyphen, four digits or more, a space and a letter,
        // and none ends in a space and a lone digit.
        if suffix.count == 1, characters[lastSeparator] == " ", let letter = sideLetter(misreadAs: suffix[0]) {
            let number = trailingNumber(of: head)
            if number.digits >= 4, number.before == "-" {
                return line.replacing(in: [characters.count - 1], with: letter) { _ in true }
            }
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
            let number = trailingNumber(of: head)
            if number.digits > 0, number.before == " " { return line }
        }
        let text = String(head) + String(characters[lastSeparator]) + String(fixed)
        return EtchingNormalizer.normalize(text) ?? line
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
    /// suffix, a letter and a digit are), or such a side letter, a digit
    /// and a ``digit(misreadAs:)`` letter (`8342-D1G` → `8342-D16`: no
    /// labelled line of 2,836 ends in a hyphen, a letter, a digit and a
    /// letter; 28 end in a side letter and two digits). `nil` otherwise.
    static func takeDigits(fromLetters group: [Character]) -> [Character]? {
        switch group.count {
        case 3:
            guard ("A"..."H").contains(group[0]), group[1].isASCIIDigit, let digit = digit(misreadAs: group[2])
            else { return nil }
            return [group[0], group[1], digit]
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

    /// The line with the take after a spaced side letter and its hyphen
    /// read back from a look-alike letter (`SHSP 895 A-Z` →
    /// `SHSP 895 A-2`, `SLRZ 5018 B-ZG` → `SLRZ 5018 B-2G`): after a
    /// number, a space, a side letter and a hyphen, all 108 such labelled
    /// lines go on with a digit (a take of 1 to 8, perhaps a letter after
    /// it), never a letter. `O` and `D` are left, as no take is 0.
    /// And the letter after such a take read back from its look-alike
    /// digit, `2` as `Z` and `6` as `G` (`SHSP 295 B-32` →
    /// `SHSP 295 B-3Z`, `TWO 1588 C-26` → `TWO 1588 C-2G`): no labelled
    /// line of 2,836 has two digits there, and 173 have a digit and one of
    /// `G`, `U`, `Z`, `Y`, `L`.
    ///
    /// - Complexity: O(n) for a line of n characters.
    static func takeAfterSideRead(_ line: EtchingLine) -> EtchingLine {
        let characters = Array(line.text)
        guard let hyphen = characters.lastIndex(of: "-"), hyphen >= 3, characters[hyphen - 1].isASCIICapital,
              characters[hyphen - 2] == " ", characters[hyphen - 3].isASCIIDigit
        else { return line }
        let take = characters[(hyphen + 1)...]
        if take.count == 2, characters[hyphen + 1].isASCIIDigit {
            let letter: Character? =
                switch characters[hyphen + 2] {
                case "2": "Z"
                case "6": "G"
                default: nil
                }
            guard let letter else { return line }
            var fixed = characters
            fixed[hyphen + 2] = letter
            return EtchingNormalizer.normalize(String(fixed)) ?? line
        }
        guard (1...2).contains(take.count), take.allSatisfy(\.isASCIICapital), let first = take.first,
              first != "O", first != "D", let digit = digit(misreadAs: first)
        else { return line }
        var fixed = characters
        fixed[hyphen + 1] = digit
        return EtchingNormalizer.normalize(String(fixed)) ?? line
    }

    /// The digits of `group` with a side-letter look-alike
    /// (``sideLetter(misreadAs:)``) read as that letter: its first `8`, or
    /// else its one `0`. `nil` unless `group` is two digits holding one.
    static func sideSuffix(fromDigits group: [Character]) -> [Character]? {
        guard group.count == 2, group.allSatisfy(\.isASCIIDigit) else { return nil }
        let loneZero = group.filter { $0 == "0" }.count == 1 ? group.firstIndex(of: "0") : nil
        let index = group.firstIndex(of: "8") ?? loneZero
        guard let index, let letter = sideLetter(misreadAs: group[index]) else { return nil }
        var fixed = group
        fixed[index] = letter
        return fixed
    }

    /// How many digits end `characters`, and the character standing before
    /// them (`nil` when the digits start the text): the number a suffix
    /// follows and what joins it to the line (`-` in `ST-C-841991`, a space
    /// in `XEX 3467`).
    ///
    /// - Complexity: O(d) for d trailing digits.
    static func trailingNumber(of characters: ArraySlice<Character>) -> (digits: Int, before: Character?) {
        let digits = characters.reversed().prefix(while: \.isASCIIDigit).count
        return (digits, characters.dropLast(digits).last)
    }
}
