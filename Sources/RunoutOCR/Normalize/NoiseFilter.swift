/// Decides whether a display-normalized line is noise: OCR output read from
/// grooves, dust, glare or the label edge rather than from an etching.
///
/// Terms, over the line's non-space characters ("visible" characters):
/// - *signal*: a letter, a digit, or a meaningful mark (`Δ`, `▽`, stars
///   `★ ☆`, diamonds `◇ ◆`);
/// - *stroke*: one of `I l 1 | i !`, the shapes a straight groove or
///   scratch is misread as;
/// - *junk run*: four or more identical characters in a row that are
///   strokes or not signal (`IIII`, `----`, `....`, `~~~~`).
///
/// A line is noise when any of these holds:
/// 1. it is empty;
/// 2. it is one visible character that is not a meaningful lone item: lone
///    items are the marks above, `A`–`Z` except `I` and `O`, and `2`–`9`
///    (a lone `0`, `1`, `I`, `O`, a lone lower-case letter or punctuation is
///    what groove lines are misread as);
/// 3. fewer than half of its visible characters are signal outside junk
///    runs (mostly non-alphanumeric, or mostly junk runs);
/// 4. it has no signal character outside junk runs that is not a stroke
///    (`Il1`, `| |`, `11`, `i!`);
/// 5. it has exactly two visible characters and one of them is a lower-case
///    letter (`ee`, `rn`, `Jw`: texture misreads; `A1`, `RL`, `Δ4` pass).
///
/// Short real etchings pass: `A1`, `RL`, `TML`, `EMI`, `Δ1234`, `▽`, `B`,
/// initials.
enum NoiseFilter {
    /// Marks that carry meaning alone or beside digits.
    static let marks: Set<Character> = ["\u{0394}", "\u{25BD}", "★", "☆", "◇", "◆"]

    /// The stroke look-alikes.
    static let strokes: Set<Character> = ["I", "l", "1", "|", "i", "!"]

    /// Runs this long of one junk character are junk runs.
    static let junkRunLength = 4

    /// Whether `characters` (a display-normalized line) is noise.
    ///
    /// - Complexity: O(*n*).
    static func isNoise(_ characters: ArraySlice<Character>) -> Bool {
        let visible = characters.filter { $0 != " " }
        guard !visible.isEmpty else { return true }
        if visible.count == 1, let only = visible.first {
            return !isLoneItem(only)
        }
        if visible.count == 2, visible.contains(where: \.isLowercase) { return true }

        // Mark the characters that sit in junk runs.
        var inJunkRun = [Bool](repeating: false, count: visible.count)
        var runStart = 0
        for index in 1...visible.count {
            if index < visible.count, visible[index] == visible[runStart] { continue }
            let length = index - runStart
            if length >= junkRunLength, isJunk(visible[runStart]) {
                for marked in runStart..<index { inJunkRun[marked] = true }
            }
            runStart = index
        }

        var signal = 0
        var solid = 0
        for (index, character) in visible.enumerated() where !inJunkRun[index] && isSignal(character) {
            signal += 1
            if !strokes.contains(character) { solid += 1 }
        }
        return signal * 2 < visible.count || solid == 0
    }

    static func isSignal(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || marks.contains(character)
    }

    private static func isJunk(_ character: Character) -> Bool {
        strokes.contains(character) || !isSignal(character)
    }

    private static func isLoneItem(_ character: Character) -> Bool {
        if marks.contains(character) { return true }
        guard let ascii = character.asciiValue else { return false }
        switch ascii {
        case UInt8(ascii: "I"), UInt8(ascii: "O"): return false
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "2")...UInt8(ascii: "9"): return true
        default: return false
        }
    }
}
