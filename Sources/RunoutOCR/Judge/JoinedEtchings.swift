/// Two etchings read as one line: etchings that stand side by side at one
/// radius, close enough that the segmenter chained them (`CUTTING ROOM
/// SGF3-6797-A-8H`, `TML-M SCX 5293 C-4U`, `Δ41100 Δ853006`,
/// `ST-1-30209-G18 CHR 4480 A`). Pure.
///
/// A line is cut only where its text says two etchings meet, since gaps
/// and letter heights do not tell (a stamp beside a scratched number is
/// often as high and as near as the number's own words are apart):
/// - a lexicon mark of three characters or more (``MarkLexicon``), then a
///   matrix number of three digits or more that starts with a letter (or
///   with anything after a mark of five letters or more, a name no
///   catalogue uses as a prefix: `KENDUN 6C 328-36121 B`), or a matrix
///   number and then such a mark. A studio's or plant's stamp is
///   an etching of its own; but a matrix's own prefix may be a mark too
///   (`CBS 38631 2D`: the number after it starts with a digit);
/// - a matrix number and then a word of two to four capitals
///   (`1C 283-42712 C TP`, `VFS4-3548-A-8G JFB`): a number's own last
///   word is a side, a take or digits, so the word is a cutter's or
///   plant's mark; no labelled line of 1,907 with three digits or more
///   ends in one;
/// - initials with dots (`S.K.W.`) beside a matrix number, either way
///   round: no labelled line holds initials and anything else;
/// - a side mark of a letter and a digit (`B2`) beside a stamp or a
///   word of two to four capitals, either way round (`B2 DMM`): a side
///   mark is an etching of its own, as no labelled mark holds one;
/// - a triangle number (`Δ` and digits) beside anything: an EMI
///   triangle number is an etching of its own, with no prefix or suffix
///   (no labelled line holds one beside another word: `HAPPY DAYS
///   Δ21501` is two);
/// - two matrix numbers of three digits or more each, the second starting
///   with a catalogue prefix of two letters or more (`TWO 9640 C-3L
///   WS-88575-C5`): a number's own later words are a side, a take or
///   digits (`5636 698 1Y 2 268`, `XZAL 60450 A2`), never a new prefix
///   and three more digits. No line of the 3,915 labelled is cut by it;
/// - a word of two to four capitals and nothing else, then a matrix number
///   that starts with a catalogue prefix of its own (`IAM SMAS-1-12184-C4`,
///   `EF SKAO-3-2695-A23`, `EW 2C 511-86110 A`): a catalogue prefix never
///   follows a word of letters, so the word is a cutter's or plant's mark.
///   No line of the 6,866 labelled is so cut;
/// - a matrix number and a word of five capitals or more, either way round
///   (`BS-41550-A1 STRAWBERRY`, `SHEFFIELD XSM-A-830186-A`): a name the
///   lexicon may not know, never a catalogue prefix (no labelled line of
///   3,468 with three digits holds such a word);
/// - a word of two to four capitals, then a numbered catalogue
///   (`SR 3332 351 2X 2 710`): all 122 labelled numbered catalogues are
///   the five groups and nothing else (``isNumberedCatalogue(_:)``);
/// - a word of two to four capitals, then a lexicon mark of three
///   characters or more (`JH STERLING LH`, `DNJ DMM`): a cutter's
///   initials follow the studio's name (`STERLING RL`, which the lexicon
///   holds whole), and no labelled line of 2,090 has a word of letters
///   beside a mark. (A word after a mark is left to it: `STERLING SOUND`;
///   and so is a word of a mark of several before one of its own: `BY`
///   of `MASTERED BY CAPITOL`.)
/// - two words of two to four capitals (`TML RT`, `BJ WA`, `EMI TRE`), or
///   two marks of three characters or more (`KENDUN MPO`), that are not
///   two words of one lexicon mark (`EMI UK`, `TAPE ONE`, `MADE IN`): of
///   the 3,371 labelled lines of the independent seeds 29-48 and the
///   fixtures, the only ones of two words of capitals are lexicon marks
///   (`BELL SOUND`, `STERLING LH`); on seeds 29-48 the rule cut 4
///   readings, each into two labelled lines.
///
/// A line of three etchings or more (`ST-96455-A1 AL-A-873765-D Δ595506`)
/// is cut at every such meeting: of the ways to cut it, each part an
/// etching beside the next, the one with the most parts, its cuts as early
/// as they can be.
public enum JoinedEtchings {
    /// One etching of a joined line: its text, and where its middle sits
    /// along the line, as a share (0...1) of the line's characters.
    public struct Part: Sendable, Hashable {
        public var line: EtchingLine
        public var middle: Double

        public init(line: EtchingLine, middle: Double) {
            self.line = line
            self.middle = middle
        }
    }

    /// The etchings `line` holds, in reading order: the line itself (at
    /// 0.5) when it is not two etchings or more joined.
    ///
    /// - Complexity: O(w³ × m) for w words and m lexicon marks; a line
    ///   of more than ``mostWords`` words is kept whole.
    public static func parts(of line: EtchingLine) -> [Part] {
        let whole = [Part(line: line, middle: 0.5)]
        guard let groups = groups(of: line.text) else { return whole }
        return pieces(groups, of: line) ?? whole
    }

    /// The most words a line cut apart may have; a longer one is kept
    /// whole. The cutting grows as the cube of the words, and no labelled
    /// line has more than five (three side by side would have fifteen).
    public static let mostWords = 16

    /// The words of `text` in the groups that are its etchings, two or
    /// more; `nil` when it is one etching (or has more than
    /// ``mostWords`` words).
    ///
    /// Of the ways to cut the words into groups, each group joined to the
    /// next (``isJoin(_:_:)``), the one with the most groups, its cuts
    /// as early as they can be: cutting at the first meeting only would
    /// take `ST-96455-A1` | `AL-A-873765-D Δ595506`, where the second is
    /// two etchings too.
    ///
    /// - Complexity: O(w³ × m) for w words and m lexicon marks.
    static func groups(of text: String) -> [[String]]? {
        let words = text.split(separator: " ").map(String.init)
        guard words.count >= 2, words.count <= mostWords else { return nil }
        if words.allSatisfy(isTriangleNumber) { return words.map { [$0] } }
        let count = words.count
        // What the rules ask of each run of words, worked out once.
        let runs = (0...count).map { start in (0...count).map { end in start < end ? Run(words[start..<end]) : nil } }
        // best[start][end]: of the cuts of words[..<end] whose last group
        // is words[start..<end], the one with the most groups and its
        // cuts earliest, as the list of its cut positions.
        var best = [[[Int]?]](repeating: [[Int]?](repeating: nil, count: count + 1), count: count + 1)
        for end in 1...count { best[0][end] = [] }
        for start in 1..<count {
            for end in (start + 1)...count {
                guard let group = runs[start][end] else { continue }
                for previous in 0..<start {
                    guard let cuts = best[previous][start], let before = runs[previous][start], isJoin(before, group)
                    else { continue }
                    let candidate = cuts + [start]
                    if let current = best[start][end], !isPreferred(candidate, over: current) { continue }
                    best[start][end] = candidate
                }
            }
        }
        var chosen: [Int]?
        for start in 1..<count {
            guard let cuts = best[start][count] else { continue }
            if let current = chosen, !isPreferred(cuts, over: current) { continue }
            chosen = cuts
        }
        guard let chosen else { return nil }
        let bounds = [0] + chosen + [count]
        return zip(bounds, bounds.dropFirst()).map { Array(words[$0..<$1]) }
    }

    /// Whether one list of cut positions is preferred to another: more
    /// cuts, or as many made earlier.
    static func isPreferred(_ cuts: [Int], over other: [Int]) -> Bool {
        cuts.count != other.count ? cuts.count > other.count : cuts.lexicographicallyPrecedes(other)
    }

    /// A run of a line's words, and what the cutting rules ask of it.
    struct Run {
        var text: String
        /// A lexicon mark of three characters or more, exactly
        /// (``LineShape/mark``).
        var isStamp: Bool
        /// A stamp of five letters or more (`KENDUN`, `STERLING`): a
        /// studio's or plant's name, never a catalogue prefix, so a matrix
        /// number after it is an etching of its own even when it starts
        /// with a digit (`KENDUN 6C 328-36121 B`).
        var isLongStamp: Bool
        /// A matrix number with three digits or more, by its own shape
        /// (``LineShape/init(plain:)``: a run that is itself etchings
        /// joined is cut into them instead), holding no triangle number
        /// beside other words: a triangle number is an etching of its own,
        /// with no prefix or suffix (`RL Δ12345` is two).
        var isMatrix: Bool
        /// One word, `Δ` and three digits or more.
        var isTriangleNumber: Bool
        /// One word of two to four capitals (``isMarkWord(_:)``).
        var isMarkWord: Bool
        /// Initials with dots (``LineShape/initials``: `S.K.W.`).
        var isInitials: Bool
        /// One word of a letter and a digit, either way round (`B2`, `3D`).
        var isSideMark: Bool
        /// Starts with a catalogue prefix (``startsWithPrefix(_:)``).
        var startsWithPrefix: Bool
        /// One word of five capitals or more and nothing else (``isNameWord(_:)``).
        var isNameWord: Bool
        /// A numbered catalogue's five groups (``isNumberedCatalogue(_:)``).
        var isNumberedCatalogue: Bool

        init(_ words: ArraySlice<String>) {
            text = words.joined(separator: " ")
            // One shape (one lexicon match) answers both: a text is a mark
            // exactly when the lexicon matches it at distance 0.
            let shape = LineShape(plain: text)
            isStamp = text.count >= 3 && shape == .mark
            isLongStamp = isStamp && text.filter(\.isLetter).count >= 5
            isMatrix = shape == .matrix && text.filter(\.isNumber).count >= 3
                && (words.count == 1 || !words.contains(where: JoinedEtchings.isTriangleNumber))
            isTriangleNumber = words.count == 1 && JoinedEtchings.isTriangleNumber(text)
            isMarkWord = words.count == 1 && JoinedEtchings.isMarkWord(text)
            isInitials = shape == .initials
            isSideMark = words.count == 1 && text.count == 2 && MatrixGrammar.isSideSuffix(text)
            startsWithPrefix = JoinedEtchings.startsWithPrefix(text)
            isNameWord = words.count == 1 && JoinedEtchings.isNameWord(text)
            isNumberedCatalogue = JoinedEtchings.isNumberedCatalogue(words)
        }
    }

    /// Whether `head` and `tail`, runs of words either side of a space,
    /// are two etchings: a stamp and a matrix number starting with a
    /// letter, a matrix number and a stamp or a mark word, initials and a
    /// matrix number either way round, a side mark and a stamp or a mark
    /// word either way round, a triangle number and anything, two matrix
    /// numbers the second with a catalogue prefix, a mark word and a
    /// matrix number with one, a matrix number and a name word either
    /// way round, a mark word and a numbered catalogue, a mark word and a
    /// stamp, or two mark words or two stamps that are not two words of
    /// one mark.
    static func isJoin(_ head: Run, _ tail: Run) -> Bool {
        if head.isStamp && tail.isMatrix && (tail.text.first?.isLetter == true || head.isLongStamp) { return true }
        if head.isMatrix && (tail.isStamp || tail.isMarkWord) { return true }
        if head.isMatrix && tail.isInitials || head.isInitials && tail.isMatrix { return true }
        if head.isSideMark && (tail.isStamp || tail.isMarkWord) || (head.isStamp || head.isMarkWord) && tail.isSideMark {
            return true
        }
        if head.isTriangleNumber || tail.isTriangleNumber { return true }
        if head.isMatrix && tail.isMatrix && tail.startsWithPrefix { return true }
        if head.isMarkWord, tail.isMatrix, tail.startsWithPrefix { return true }
        if head.isMatrix && tail.isNameWord || head.isNameWord && tail.isMatrix { return true }
        if head.isMarkWord && tail.isNumberedCatalogue { return true }
        if head.isMarkWord && tail.isStamp && !wordsOfMarks.contains(head.text) { return true }
        if (head.isMarkWord && tail.isMarkWord || head.isStamp && tail.isStamp) && !areWordsOfOneMark(head, tail) {
            return true
        }
        return false
    }

    /// Whether the last word of `head` and the first of `tail` stand side
    /// by side in a lexicon mark (`EMI` `UK`, `IN` `USA`, `BY` `CAPITOL`).
    static func areWordsOfOneMark(_ head: Run, _ tail: Run) -> Bool {
        guard let last = head.text.split(separator: " ").last, let first = tail.text.split(separator: " ").first else {
            return false
        }
        return neighbouringWordsOfMarks.contains("\(last) \(first)")
    }

    /// Each two neighbouring words of the lexicon's marks, a space between
    /// them (`MADE IN`, `IN USA`, `EMI UK`).
    private static let neighbouringWordsOfMarks: Set<String> = Set(
        MarkLexicon.marks.flatMap { mark in
            let words = mark.split(separator: " ")
            return zip(words, words.dropFirst()).map { "\($0) \($1)" }
        })

    /// Whether `words` are a numbered catalogue's five groups: four digits,
    /// three, a digit and `X`, `Y` or `Z`, a digit, three digits
    /// (`3332 351 2X 2 710`).
    static func isNumberedCatalogue(_ words: ArraySlice<String>) -> Bool {
        let groups = words.map(Array.init)
        guard groups.count == 5, groups[0].count == 4, groups[1].count == 3, groups[2].count == 2,
              groups[3].count == 1, groups[4].count == 3
        else { return false }
        let digits = [groups[0], groups[1], [groups[2][0]], groups[3], groups[4]].joined()
        return digits.allSatisfy(\.isASCIIDigit) && "XYZ".contains(groups[2][1])
    }

    /// Whether `word` is five ASCII capitals or more and nothing else, and
    /// no word of a lexicon mark of several (`CUTTING` of `CUTTING ROOM`):
    /// a studio's or plant's name the lexicon may not know (`STRAWBERRY`,
    /// `SHEFFIELD`), an etching of its own beside a matrix number. No
    /// labelled line of 3,468 with three digits or more holds such a word:
    /// catalogue prefixes are two to four letters.
    static func isNameWord(_ word: String) -> Bool {
        word.count >= 5 && word.allSatisfy(\.isASCIICapital) && !wordsOfMarks.contains(word)
    }

    /// The words of the lexicon's marks of more than one word.
    private static let wordsOfMarks: Set<String> = Set(
        MarkLexicon.marks.map { $0.split(separator: " ").map(String.init) }.filter { $0.count > 1 }.joined())

    /// Whether `word` is two to four ASCII capitals and nothing else: a
    /// cutter's or plant's mark when a catalogue prefix follows it.
    static func isMarkWord(_ word: String) -> Bool {
        (2...4).contains(word.count) && word.allSatisfy(\.isASCIICapital)
    }

    /// Whether `text` starts with two ASCII capitals or more and then a
    /// digit, a hyphen or a space: a catalogue prefix (`WS-`, `CHR `,
    /// `SMAS`); or with a country code, a digit and `C` before a space, three
    /// digits and a hyphen (`6C 852-`: all 132 labelled lines that start
    /// with a digit and `C` go on so, and none has it after another word).
    static func startsWithPrefix(_ text: String) -> Bool {
        if MatrixGrammar.startsWithCountryCode(text) { return true }
        let letters = text.prefix(while: \.isASCIICapital)
        guard letters.count >= 2, let next = text.dropFirst(letters.count).first else { return false }
        return next.isASCIIDigit || next == "-" || next == " "
    }

    /// `Δ` (or `▽`) and then three digits or more, nothing else.
    static func isTriangleNumber(_ word: String) -> Bool {
        guard let first = word.first, first == "Δ" || first == "▽" else { return false }
        let digits = word.dropFirst()
        return digits.count >= 3 && digits.allSatisfy(\.isASCIIDigit)
    }

    /// The groups of words as parts of `line`, each normalized and
    /// mended (``MatrixGrammar/corrected(_:)``) on its own, as a line read
    /// alone is: the whole line's mending sees no one etching's shape
    /// (`2C 850-44269-A PRC` gives `2C 850-44269 A`); `nil` when one
    /// normalizes to nothing.
    private static func pieces(_ groups: [[String]], of line: EtchingLine) -> [Part]? {
        let total = Double(max(1, line.text.count))
        var parts: [Part] = []
        var start = 0
        for group in groups {
            let text = group.joined(separator: " ")
            guard let normalized = EtchingNormalizer.normalize(text) else { return nil }
            parts.append(Part(line: MatrixGrammar.corrected(normalized), middle: (Double(start) + Double(text.count) / 2) / total))
            start += text.count + 1
        }
        return parts
    }
}
