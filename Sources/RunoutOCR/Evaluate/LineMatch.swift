/// How one truth line of an image fared against the image's readings.
public struct LineMatch: Sendable, Hashable {
    /// The truth line as labelled.
    public var truth: String
    /// Its canonical form (`CanonicalForm`).
    public var canonicalTruth: String
    /// The reading matched to this line (same canonical form), or `nil` when
    /// none was left to match. Each reading matches at most one truth line.
    public var matchedReading: String?
    /// The reading closest to this line by edit distance of canonical forms
    /// (the first such reading on ties), `nil` when the image has no
    /// readings. Equal to `matchedReading` when the line was found.
    public var closestReading: String?
    /// Edit distance between the canonical forms of the line and the closest
    /// reading; the line's length when there are no readings.
    public var edits: Int
    /// Character error rate: `edits` over the canonical line's length in
    /// characters, capped at 1. 1 when there are no readings; for an empty
    /// truth line, 0 when some reading is empty too, else 1.
    public var characterErrorRate: Double

    /// Whether a reading matched the line.
    public var isFound: Bool { matchedReading != nil }

    /// A line result from its parts.
    public init(
        truth: String, canonicalTruth: String, matchedReading: String?, closestReading: String?,
        edits: Int, characterErrorRate: Double
    ) {
        self.truth = truth
        self.canonicalTruth = canonicalTruth
        self.matchedReading = matchedReading
        self.closestReading = closestReading
        self.edits = edits
        self.characterErrorRate = characterErrorRate
    }
}
