/// One etching the segmenter left in two pieces, each read and accepted on
/// its own: a word space wider than it chains (`BELL` and `SOUND`), the
/// wide spaces of a Philips number (`9252 911` and `1X 2 773`), a prefix
/// apart from its number (`SKL` and `968 D-7U`), or a number apart from
/// its side (`XSM 603388` and `D5`). Reported apart, the line is missed
/// and both pieces count wrong.
///
/// Two neighbouring pieces are one line only when neither is a whole line
/// in a shape the other completes: the two words of a lexicon mark; a
/// prefix of two to five capitals that is no mark of its own, before a
/// number of two to six digits and its side (`9272 A`, `968 D-7U`,
/// `345224 B4`) or its take (`YEX` and `443-4`); a Philips number's first
/// two groups before its side, take and last group (`IX 3 898`, its `I`
/// read back as `1`); or a prefix and number before a side alone (`D5`,
/// `A-1`). No two lines of one photo among the 9,956 ordered pairs of the
/// labelled sets' truth join so (nor, by the take's rule, of the 6,492
/// pairs of independent seeds 29-44 and the fixtures).
/// Pure.
public enum SplitLine {
    /// `first` and `second`, two pieces in reading order, as the one line
    /// they make (a space between them), or `nil` when they are not the
    /// pieces of one line.
    ///
    /// - Complexity: O(n) in the pieces' length, plus a look-up among the
    ///   lexicon's marks.
    public static func joined(_ first: String, _ second: String) -> String? {
        let left = first.split(separator: " ", omittingEmptySubsequences: false).map(Array.init)
        let right = second.split(separator: " ", omittingEmptySubsequences: false).map(Array.init)
        let whole = first + " " + second
        if MarkLexicon.isMark(whole) { return whole }
        if left.count == 1, isCapitals(left[0], 2...5), !MarkLexicon.isMark(first),
           right.count == 2, isDigits(right[0], 2...6), isSide(right[1])
        {
            return whole
        }
        // EMI's number with its take after a hyphen (`YEX 443-4`).
        if left.count == 1, isCapitals(left[0], 2...5), !MarkLexicon.isMark(first),
           right.count == 1, isNumberAndTake(right[0])
        {
            return whole
        }
        if left.count == 2, isDigits(left[0], 4...4), isDigits(left[1], 3...3),
           right.count == 3, right[0].count == 2, "0123456789IL".contains(right[0][0]), "XYZ".contains(right[0][1]),
           isDigits(right[1], 1...1), isDigits(right[2], 3...3)
        {
            let side = (right[0][0].isASCIIDigit ? String(right[0][0]) : "1") + String(right[0][1])
            return first + " " + ([side] + right.dropFirst().map { String($0) }).joined(separator: " ")
        }
        // A side with its take and no letter after it (`D5`, `A-1`).
        if left.count == 2, isCapitals(left[0], 2...5), isDigits(left[1], 3...6), right.count == 1,
           isSide(right[0]), right[0].last?.isASCIIDigit == true
        {
            return whole
        }
        return nil
    }

    /// Whether `word` is a number of two to six digits, a hyphen and a
    /// take of one or two digits (`443-4`, `5949-11`).
    static func isNumberAndTake(_ word: [Character]) -> Bool {
        guard let hyphen = word.firstIndex(of: "-") else { return false }
        return isDigits(Array(word[..<hyphen]), 2...6) && isDigits(Array(word[(hyphen + 1)...]), 1...2)
    }

    /// Whether `word` is `count` ASCII capitals.
    static func isCapitals(_ word: [Character], _ count: ClosedRange<Int>) -> Bool {
        count.contains(word.count) && word.allSatisfy(\.isASCIICapital)
    }

    /// Whether `word` is `count` ASCII digits.
    static func isDigits(_ word: [Character], _ count: ClosedRange<Int>) -> Bool {
        count.contains(word.count) && word.allSatisfy(\.isASCIIDigit)
    }

    /// Whether `word` is a side after a number: a capital alone, or with
    /// a take of one or two digits (a hyphen before it or not), and a
    /// capital after the take (`A`, `B4`, `D-7U`, `A-1L`).
    static func isSide(_ word: [Character]) -> Bool {
        guard let letter = word.first, letter.isASCIICapital else { return false }
        var take = word.dropFirst()
        if take.first == "-" { take = take.dropFirst() }
        if take.isEmpty { return word.count == 1 }
        if let last = take.last, last.isASCIICapital { take = take.dropLast() }
        return (1...2).contains(take.count) && take.allSatisfy(\.isASCIIDigit)
    }
}
