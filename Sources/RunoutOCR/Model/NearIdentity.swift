/// When two matching keys are readings of the same etching.
///
/// Two different keys are *near-identical* when both are at least
/// `minimumLength` characters long and their edit distance is at most
/// `editLimit(forLength:)` of the longer one: ⌊0.3 × length⌋, capped at
/// `maximumEdits`. So keys of 4–6 characters merge at one edit, 7–9 at two,
/// 10–13 at three, 14 and more at four; keys of 1–3 characters (`A1`, `EMI`,
/// `Δ12`) merge only when equal.
///
/// Why this is wider than "one reading's worth of errors": the count is a
/// maximum set of pairwise distinct keys (`IndependentSet`), so all readings
/// of one etching must be near-identical *to each other*, not only to the
/// true text. Two readings each one or two edits off are up to twice that
/// apart (triangle inequality); a limit of about twice the errors one reading
/// makes keeps the readings of one etching together, while etchings of one
/// side (a matrix number, a mastering credit, a plant mark) differ in far
/// more characters than that. Short keys keep a single edit, where two would
/// merge genuinely different items (`A-12` and `B-13`).
public enum NearIdentity {
    /// Keys shorter than this merge only when equal.
    public static let minimumLength = 4
    /// The most edits two near-identical keys ever differ by.
    public static let maximumEdits = 4

    /// The most edits allowed between near-identical keys whose longer one
    /// has `length` characters: 0 below `minimumLength`, else
    /// ⌊0.3 × `length`⌋ capped at `maximumEdits`.
    ///
    /// - Complexity: O(1).
    public static func editLimit(forLength length: Int) -> Int {
        guard length >= minimumLength else { return 0 }
        return Swift.min(maximumEdits, length * 3 / 10)
    }

    /// Whether two keys are near-identical (or equal).
    ///
    ///     NearIdentity.holds(between: "YEX 773-1", and: "YFX 773-7")  // true: 2 edits of 9
    ///     NearIdentity.holds(between: "A-12", and: "B-13")            // false: 2 edits of 4
    ///
    /// - Complexity: O(*n*·`maximumEdits`) in the keys' length *n*.
    public static func holds(between first: String, and second: String) -> Bool {
        first == second || editsIfNear(Array(first), Array(second)) != nil
    }

    /// The edit distance between two different keys' characters when they are
    /// near-identical, else `nil`.
    static func editsIfNear(_ first: [Character], _ second: [Character]) -> Int? {
        guard first.count >= minimumLength, second.count >= minimumLength else { return nil }
        let limit = editLimit(forLength: Swift.max(first.count, second.count))
        return Levenshtein.distance(first, second, atMost: limit)
    }
}
