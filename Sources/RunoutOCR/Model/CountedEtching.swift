/// One distinct etching of a side as the count model sees it: the consensus
/// of every reading merged into it.
public struct CountedEtching: Sendable, Hashable {
    /// Consensus display text: the text read most often among the merged
    /// readings; ties go to the highest total confidence, then to the
    /// lexicographically smallest text. Independent of reading order.
    public var text: String
    /// Consensus matching key: the merged key read most often, with the
    /// same tie-breaks.
    public var key: String
    /// How many readings were merged into this etching (repeats included).
    public var readings: Int
    /// How many distinct keys were merged into it.
    public var variants: Int
    /// The mean confidence of the merged readings, 0...1.
    public var confidence: Double

    /// An etching with the given consensus and tallies.
    public init(text: String, key: String, readings: Int, variants: Int, confidence: Double) {
        self.text = text
        self.key = key
        self.readings = readings
        self.variants = variants
        self.confidence = confidence
    }
}
