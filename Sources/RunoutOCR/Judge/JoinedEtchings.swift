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
///   (`CBS 38631 2D`: the number after it starts with a digit), and
///   two-letter marks (`RL`, `TJ`) are cutters' initials that belong to
///   the number they follow;
/// - a triangle number (`Δ` and digits) beside a matrix number, a stamp
///   or another triangle number: an EMI triangle number is an etching of
///   its own;
/// - two matrix numbers of three digits or more each, the second starting
///   with a catalogue prefix of two letters or more (`TWO 9640 C-3L
///   WS-88575-C5`): a number's own later words are a side, a take or
///   digits (`5636 698 1Y 2 268`, `XZAL 60450 A2`), never a new prefix
///   and three more digits. No line of the 3,915 labelled is cut by it.
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
    /// 0.5) when it is not two etchings joined.
    ///
    /// - Complexity: O(w × m) for w words and m lexicon marks.
    public static func parts(of line: EtchingLine) -> [Part] {
        let words = line.text.split(separator: " ").map(String.init)
        let whole = [Part(line: line, middle: 0.5)]
        guard words.count >= 2 else { return whole }
        if words.allSatisfy(isTriangleNumber) {
            return pieces(words.map { [$0] }, of: line) ?? whole
        }
        for cut in 1..<words.count {
            let head = Array(words[..<cut])
            let tail = Array(words[cut...])
            if isJoin(head, tail) { return pieces([head, tail], of: line) ?? whole }
        }
        return whole
    }

    /// Whether `head` and `tail`, the words before and after a space, are
    /// two etchings: a stamp and a matrix number starting with a letter,
    /// a matrix number and a stamp, or a triangle number and a matrix
    /// number or a stamp, either way round.
    static func isJoin(_ head: [String], _ tail: [String]) -> Bool {
        let first = head.joined(separator: " ")
        let second = tail.joined(separator: " ")
        if isStamp(first) && isMatrix(second) && (second.first?.isLetter == true || isLongStamp(first)) { return true }
        if isMatrix(first) && isStamp(second) { return true }
        if head.count == 1, isTriangleNumber(first), isMatrix(second) || isStamp(second) { return true }
        if tail.count == 1, isTriangleNumber(second), isMatrix(first) || isStamp(first) { return true }
        if isMatrix(first) && isMatrix(second) && startsWithPrefix(second) { return true }
        return false
    }

    /// Whether `text` starts with two ASCII capitals or more and then a
    /// digit, a hyphen or a space: a catalogue prefix (`WS-`, `CHR `, `SMAS`).
    static func startsWithPrefix(_ text: String) -> Bool {
        let letters = text.prefix(while: \.isASCIICapital)
        guard letters.count >= 2, let next = text.dropFirst(letters.count).first else { return false }
        return next.isASCIIDigit || next == "-" || next == " "
    }

    /// A lexicon mark of five letters or more (`KENDUN`, `STERLING`): a
    /// studio's or plant's name, never a catalogue prefix, so a matrix
    /// number after it is an etching of its own even when it starts with
    /// a digit (`KENDUN 6C 328-36121 B`).
    ///
    /// - Complexity: O(m · n) as ``MarkLexicon/match(_:)``.
    static func isLongStamp(_ text: String) -> Bool {
        isStamp(text) && text.filter(\.isLetter).count >= 5
    }

    /// A lexicon mark of three characters or more, exactly.
    static func isStamp(_ text: String) -> Bool {
        text.count >= 3 && MarkLexicon.match(text)?.distance == 0
    }

    /// A matrix number (``LineShape/matrix``) with three digits or more.
    static func isMatrix(_ text: String) -> Bool {
        text.filter(\.isNumber).count >= 3 && LineShape(of: text) == .matrix
    }

    /// `Δ` (or `▽`) and then three digits or more, nothing else.
    static func isTriangleNumber(_ word: String) -> Bool {
        guard let first = word.first, first == "Δ" || first == "▽" else { return false }
        let digits = word.dropFirst()
        return digits.count >= 3 && digits.allSatisfy(\.isASCIIDigit)
    }

    /// The groups of words as parts of `line`, each normalized on its own;
    /// `nil` when one normalizes to nothing.
    private static func pieces(_ groups: [[String]], of line: EtchingLine) -> [Part]? {
        let total = Double(max(1, line.text.count))
        var parts: [Part] = []
        var start = 0
        for group in groups {
            let text = group.joined(separator: " ")
            guard let normalized = EtchingNormalizer.normalize(text) else { return nil }
            parts.append(Part(line: normalized, middle: (Double(start) + Double(text.count) / 2) / total))
            start += text.count + 1
        }
        return parts
    }
}
