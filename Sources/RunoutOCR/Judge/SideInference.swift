/// The record side an image shows, inferred from the matrix numbers read on
/// it, for an image whose sidecar names none. Conservative: a wrong side is
/// worse than none, so anything short of a clear, agreed side letter is
/// `nil`.
///
/// A matrix names its side when it ends in a side letter (`A` to `H`, the
/// sides of up to four discs) that stands on its own after the number,
/// either alone or before a take:
/// - `WS 6376-A`, `ST-A-435276 A` → `A` (a lone final letter);
/// - `SMAS 597 A-3G`, `PCS 902 A-3`, `6547 842 B 1` → the letter before
///   a take of one or two digits and at most two letters;
/// - `SP 8768 B1`, `LP-1039-A1`, `SHVL 804 A2U` → the letter of a final
///   letter-and-take group.
///
/// The number before the suffix is one group of three or more digits.
/// Everything else names no side:
/// - a take before a letter (`XZAL-68090-2G`, `CBS 62979 2B`): the letter is
///   a lacquer or cutter, the digit a take or disc;
/// - a suffix after a hyphen when the line holds a digit before its
///   number (`SO3-95985-F7`, `ST-1-45312-D4`, Capitol's style): that letter
///   is the lacquer's, not the side's;
/// - a number and take alone (`YEX 773-1`), a lower-case or out-of-range
///   letter (`SP 8768 b1`, `SP 8768 K1`);
/// - a side suffix standing on its own (`A1`, `1A`), which grain and a
///   misread imitate too easily; and any line without a three-digit number,
///   so no mark of the lexicon (`STERLING`, `EMI`) or initials ever count.
///
/// Pure. (On 27 generated labelled sets, 1,305 images, the rule applied to
/// the true etchings named no wrong side.)
public enum SideInference {
    /// The letters a side suffix may carry: the sides of up to four discs.
    static let sideLetters: Set<Character> = ["A", "B", "C", "D", "E", "F", "G", "H"]

    /// The side every etching that names one agrees on, or `nil` when none
    /// names a side or two name different ones. Order and repeats do not
    /// matter; no etchings gives `nil`.
    ///
    /// - Complexity: O(*n*) for *n* characters in all.
    public static func side<Texts: Sequence<String>>(ofEtchings texts: Texts) -> String? {
        var found: Character?
        for text in texts {
            guard let letter = side(ofMatrix: text) else { continue }
            if let found, found != letter { return nil }
            found = letter
        }
        return found.map { String($0) }
    }

    /// The side of an image: the sidecar's `given` side when there is one
    /// (it always wins, even when the etchings disagree), else the side the
    /// readings agree on (``side(ofEtchings:)``), else `nil`.
    ///
    /// - Complexity: O(*n*) for *n* characters in the readings' texts.
    public static func side(given: String?, readings: [Reading]) -> String? {
        given ?? side(ofEtchings: readings.lazy.map(\.line.text))
    }

    /// The side letter a matrix number names (see the type's rules), or
    /// `nil`. Runs of spaces and hyphens separate groups; a run holding a
    /// hyphen counts as a hyphen.
    ///
    /// - Complexity: O(*n*) for *n* characters.
    public static func side(ofMatrix text: String) -> Character? {
        let groups = Group.split(text)
        // The suffix as two groups (`A-3G`), then as one (`A3`, `A`).
        for width in [2, 1] where groups.count > width {
            let suffix = groups[(groups.count - width)...]
            let numberIndex = groups.count - width - 1
            let number = groups[numberIndex]
            guard number.characters.count >= 3, number.characters.allSatisfy(\.isASCIIDigit),
                  let first = suffix.first, let letter = sideLetter(ofSuffix: Array(suffix))
            else { continue }
            if first.followsHyphen, groups[..<numberIndex].contains(where: { $0.characters.contains(where: \.isNumber) }) {
                return nil
            }
            return letter
        }
        return nil
    }

    /// The side letter of a suffix of one or two groups: a lone letter, a
    /// letter and a take (`A`, `3G`), or a letter joined to its take
    /// (`A3`, `B2U`); `nil` for anything else.
    private static func sideLetter(ofSuffix suffix: [Group]) -> Character? {
        guard let head = suffix.first, let letter = head.characters.first, sideLetters.contains(letter) else { return nil }
        switch suffix.count {
        case 1 where head.characters.count == 1: return letter
        case 1: return isTake(head.characters.dropFirst()) ? letter : nil
        case 2 where head.characters.count == 1: return isTake(suffix[1].characters[...]) ? letter : nil
        default: return nil
        }
    }

    /// Whether `characters` is a take: one or two digits, then at most two
    /// upper-case letters (`3`, `12`, `3G`, `2U`).
    private static func isTake(_ characters: ArraySlice<Character>) -> Bool {
        let digits = characters.prefix { $0.isASCIIDigit }
        let letters = characters.dropFirst(digits.count)
        return (1...2).contains(digits.count) && letters.count <= 2
            && letters.allSatisfy { $0.isASCII && $0.isUppercase }
    }

    /// One group of a line between runs of spaces and hyphens.
    private struct Group {
        var characters: [Character]
        /// Whether the run of separators before it holds a hyphen.
        var followsHyphen: Bool

        /// The groups of `text`, in order.
        static func split(_ text: String) -> [Group] {
            var groups: [Group] = []
            var current: [Character] = []
            var hyphen = false
            for character in text {
                if character == " " || character == "-" {
                    if !current.isEmpty {
                        groups.append(Group(characters: current, followsHyphen: hyphen))
                        current = []
                        hyphen = false
                    }
                    if character == "-" { hyphen = true }
                } else {
                    current.append(character)
                }
            }
            if !current.isEmpty { groups.append(Group(characters: current, followsHyphen: hyphen)) }
            return groups
        }
    }
}
