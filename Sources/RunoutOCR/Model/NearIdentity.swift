/// When two matching keys are readings of the same etching.
///
/// Two different keys are *near-identical* when both are at least
/// `minimumLength` characters long and their edit distance *d* satisfies
/// *d* ≤ `maximumEdits` and 4·*d* ≤ the longer length (normalized distance at
/// most 0.25). So keys of 4–7 characters merge at one edit, keys of 8 or more
/// at two; keys of 1–3 characters (`A1`, `EMI`, `Δ12`) merge only when equal.
///
/// Why these numbers: one reading typically gets one character wrong, so two
/// readings of one etching are typically two edits apart; a limit of one edit
/// would leave them apart and count the etching twice. A quarter of the
/// length limits short keys to one edit, where two edits would already merge
/// genuinely different items (`ST-1` and `SB-2`, `A-12` and `B-13`).
public enum NearIdentity {
    /// Keys shorter than this merge only when equal.
    public static let minimumLength = 4
    /// The most edits two near-identical keys differ by.
    public static let maximumEdits = 2

    /// Whether two keys are near-identical (or equal).
    ///
    ///     NearIdentity.holds(between: "YEX 773-1", and: "YFX 773-7")  // true: 2 edits of 9
    ///     NearIdentity.holds(between: "A-12", and: "B-13")            // false: 2 edits of 4
    ///
    /// - Complexity: O(*n*·`maximumEdits`).
    public static func holds(between first: String, and second: String) -> Bool {
        first == second || editsIfNear(Array(first), Array(second)) != nil
    }

    /// The edit distance between two different keys' characters when they are
    /// near-identical, else `nil`.
    static func editsIfNear(_ first: [Character], _ second: [Character]) -> Int? {
        guard first.count >= minimumLength, second.count >= minimumLength else { return nil }
        let longer = Swift.max(first.count, second.count)
        let limit = Swift.min(maximumEdits, longer / 4)
        return Levenshtein.distance(first, second, atMost: limit)
    }
}
