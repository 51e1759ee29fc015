/// How much a line read from the dead wax looks like something etched
/// there: a matrix number, a side suffix, a known mark, initials. Pure.
public enum LineShape: Sendable, Hashable {
    /// A lexicon mark (``MarkLexicon``).
    case mark
    /// A matrix or catalogue number: letters and at least three digits,
    /// or digit groups joined by hyphens or spaces.
    case matrix
    /// A short code of two to four letters and digits (`A1`, `RL`, `2E`),
    /// or a side suffix written with a hyphen (`A-4`).
    case shortCode
    /// Two or three initials with dots (`R.A.`).
    case initials
    /// Words of letters only (a name, a message).
    case words
    /// None of the above: likely noise.
    case irregular

    /// The shape of a normalized display text.
    ///
    /// Etchings read as one line (``JoinedEtchings``: `ST-96455-A1
    /// AL-A-873765-D Δ595506`, whose eight groups no one matrix number
    /// has) are a ``matrix``: the reader reports them apart, each as the
    /// etching it is. Empty text is ``irregular``.
    ///
    /// - Complexity: O(n) for a text of n characters, and for a text that
    ///   is otherwise irregular, three digits or more in two words or
    ///   more, ``JoinedEtchings/groups(of:)``'s.
    public init(of text: String) {
        self.init(plain: text)
        guard self == .irregular, text.filter(\.isNumber).count >= 3, text.contains(" ") else { return }
        if JoinedEtchings.groups(of: text.uppercased()) != nil { self = .matrix }
    }

    /// The shape of a normalized display text as one etching, whatever
    /// etchings it may join.
    init(plain text: String) {
        let upper = text.uppercased()
        if MarkLexicon.match(upper)?.distance == 0 {
            self = .mark
            return
        }
        let characters = Array(upper)
        let digits = characters.filter(\.isNumber).count
        let letters = characters.filter { $0.isLetter }.count
        let punctuation = characters.count - digits - letters - characters.filter { $0 == " " }.count
        let compact = characters.filter { $0 != " " }
        let tokens = upper.split(separator: " ")
        if let first = compact.first, compact.allSatisfy({ $0 == first }) {
            // One character over and over (`SS`, `A A A`): grain read as letters.
            self = .irregular
        } else if tokens.count >= 2, tokens.allSatisfy({ $0.count == 1 }) {
            // Scattered single characters.
            self = .irregular
        } else if compact.count >= 2, compact.count <= 4, punctuation == 0, digits + letters == compact.count {
            self = .shortCode
        } else if MatrixGrammar.isSideSuffix(upper) {
            // A side suffix written with a hyphen (`A-4`).
            self = .shortCode
        } else if Self.isInitials(characters) {
            self = .initials
        } else if digits >= 3, punctuation <= max(2, digits / 2), Self.hasRegularGroups(upper) {
            self = .matrix
        } else if digits == 0, letters >= 3, punctuation == 0 {
            self = .words
        } else {
            self = .irregular
        }
    }

    /// A prior on being a real etching, 0...1.
    public var prior: Double {
        switch self {
        case .mark: return 1
        case .matrix: return 0.8
        case .initials: return 0.6
        case .shortCode: return 0.45
        case .words: return 0.4
        case .irregular: return 0.1
        }
    }

    private static func isInitials(_ characters: [Character]) -> Bool {
        // L.L. or L.L.L. (dots after each letter), optionally spaced.
        let compact = characters.filter { $0 != " " }
        guard compact.count >= 4, compact.count <= 8, compact.count % 2 == 0 else { return false }
        for (index, character) in compact.enumerated() {
            if index % 2 == 0 ? !character.isLetter : character != "." { return false }
        }
        return true
    }

    /// Groups separated by space, hyphen, dot or slash: none longer than 10,
    /// at most 7 groups.
    private static func hasRegularGroups(_ text: String) -> Bool {
        let groups = text.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "." || $0 == "/" })
        guard !groups.isEmpty, groups.count <= 7 else { return false }
        return groups.allSatisfy { $0.count <= 10 }
    }
}
