// PLACEHOLDER: replaced by the count-model work (merging near-identical readings, consensus text).
/// Accumulates readings per record side across images and frames.
public struct SideCountModel: Sendable {
    private var keysBySide: [String: [String]] = [:]
    private var lastBySide: [String: String] = [:]

    public init() {}

    /// Records the readings of one image or frame of `side` (`nil`: unknown side).
    public mutating func record(_ readings: [Reading], side: String?) {
        let side = side ?? ""
        for reading in readings {
            if !(keysBySide[side, default: []].contains(reading.line.key)) {
                keysBySide[side, default: []].append(reading.line.key)
                lastBySide[side] = reading.line.text
            }
        }
    }

    /// The summary of one side.
    public func summary(of side: String?) -> SideSummary {
        let key = side ?? ""
        return SideSummary(side: side, count: keysBySide[key]?.count ?? 0, last: lastBySide[key], etchings: keysBySide[key] ?? [])
    }

    /// Every side seen, in order of side label (unknown side last).
    public var summaries: [SideSummary] {
        keysBySide.keys.sorted().map { summary(of: $0.isEmpty ? nil : $0) }
    }
}

/// What the model knows about one side.
public struct SideSummary: Sendable, Hashable {
    /// The side label, `nil` when unknown.
    public var side: String?
    /// Distinct etchings counted.
    public var count: Int
    /// Display text of the newest distinct etching.
    public var last: String?
    /// Display text of every distinct etching, oldest first.
    public var etchings: [String]

    public init(side: String?, count: Int, last: String?, etchings: [String]) {
        self.side = side
        self.count = count
        self.last = last
        self.etchings = etchings
    }
}
