/// Accumulates readings per record side across images and frames, and counts
/// the distinct etchings of each side. Rules in `docs/model.md`.
///
/// An etching is counted once however many times and however slightly
/// differently it is read: readings with the same matching key are one
/// etching, and keys that are near-identical (`NearIdentity`) merge too. The
/// count of a side is the size of a maximum set of its keys no two of which
/// are near-identical (`IndependentSet`), so:
/// - the order readings arrive in changes neither the set of etchings nor
///   the count (only `last`, which is about order);
/// - repeating a reading never raises the count;
/// - the count never decreases as readings are recorded;
/// - no readings, count 0.
///
///     var model = SideCountModel()
///     model.record(readings, side: "A")
///     model.summary(of: "A").count
///
/// Readings with an empty key are ignored; confidence is clamped to 0...1
/// (NaN counts as 0). Side labels are compared exactly (`"a"` and `"A"` are
/// two sides).
public struct SideCountModel: Sendable {
    private var sides: [String?: SideTally] = [:]
    private var serial = 0

    /// An empty model: every side has count 0.
    public init() {}

    /// Records the readings of one image or frame of `side` (`nil`: unknown
    /// side), in array order.
    ///
    /// - Complexity: for each reading with a new key, O(*k*·*L*) to compare
    ///   it with the side's *k* known keys of length *L*, plus re-partitioning
    ///   its component (see `IndependentSet`); for a known key, O(1).
    public mutating func record(_ readings: [Reading], side: String?) {
        for reading in readings {
            record(reading, side: side)
        }
    }

    /// Records one reading of `side` (`nil`: unknown side).
    ///
    /// - Complexity: as `record(_:side:)` for one reading.
    public mutating func record(_ reading: Reading, side: String?) {
        guard !reading.line.key.isEmpty else { return }
        serial += 1
        sides[side, default: SideTally()].record(
            key: reading.line.key, text: reading.line.text,
            confidenceMillionths: Self.millionths(of: reading.confidence), serial: serial)
    }

    /// The summary of one side; a side never recorded has count 0.
    ///
    /// - Complexity: O(*r*) in the side's distinct keys and texts.
    public func summary(of side: String?) -> SideSummary {
        guard let tally = sides[side] else {
            return SideSummary(side: side, count: 0, last: nil, etchings: [])
        }
        let etchings = Self.etchings(of: tally)
        let details = etchings.map(\.etching)
        return SideSummary(
            side: side, count: details.count, last: details.last?.text,
            etchings: details.map(\.text), details: details)
    }

    /// Every side seen, in order of side label (unknown side last).
    ///
    /// - Complexity: O(*s* log *s* + *r*) for *s* sides and *r* keys and texts.
    public var summaries: [SideSummary] {
        let labels = sides.keys.compactMap { $0 }.sorted()
        let unknown: [String?] = sides.keys.contains(nil) ? [nil] : []
        return (labels.map { Optional($0) } + unknown).map { summary(of: $0) }
    }

    /// Confidence in millionths, clamped to 0...1; NaN is 0.
    static func millionths(of confidence: Double) -> Int {
        guard !confidence.isNaN else { return 0 }
        return Int((Swift.min(Swift.max(confidence, 0), 1) * 1_000_000).rounded())
    }

    /// The consensus etchings of a side, oldest first.
    private static func etchings(of tally: SideTally) -> [(etching: CountedEtching, since: Int)] {
        var members: [Int: [Int]] = [:]
        for (vertex, representative) in tally.representative.enumerated() {
            members[representative, default: []].append(vertex)
        }
        let etchings = members.values.map { vertices in
            consensus(of: vertices.map { tally.keys[$0] })
        }
        return etchings.sorted { $0.since < $1.since }
    }

    private static func consensus(of keys: [SideTally.KeyTally]) -> (etching: CountedEtching, since: Int) {
        var texts: [String: SideTally.TextTally] = [:]
        var total = SideTally.TextTally()
        for key in keys {
            total.readings += key.total.readings
            total.confidence += key.total.confidence
            for (text, tally) in key.texts {
                texts[text, default: SideTally.TextTally()].readings += tally.readings
                texts[text, default: SideTally.TextTally()].confidence += tally.confidence
            }
        }
        let text = best(texts.map { ($0.key, $0.value) }) ?? ""
        let key = best(keys.map { ($0.key, $0.total) }) ?? ""
        let since = keys.map(\.firstSerial).min() ?? 0
        let confidence = total.readings > 0 ? Double(total.confidence) / Double(total.readings) / 1_000_000 : 0
        let etching = CountedEtching(
            text: text, key: key, readings: total.readings, variants: keys.count, confidence: confidence)
        return (etching, since)
    }

    /// The candidate read most often; ties: highest total confidence, then
    /// the lexicographically smallest string.
    private static func best(_ candidates: [(String, SideTally.TextTally)]) -> String? {
        candidates.min { a, b in
            if a.1.readings != b.1.readings { return a.1.readings > b.1.readings }
            if a.1.confidence != b.1.confidence { return a.1.confidence > b.1.confidence }
            return a.0 < b.0
        }?.0
    }
}
