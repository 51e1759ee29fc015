/// What the count model knows about one side.
public struct SideSummary: Sendable, Hashable {
    /// The side label, `nil` when unknown.
    public var side: String?
    /// Distinct etchings counted.
    public var count: Int
    /// Display text of the newest distinct etching: the one whose first
    /// reading came last. `nil` when nothing was counted.
    public var last: String?
    /// Display text of every distinct etching, oldest first (by the first
    /// reading of each).
    public var etchings: [String]
    /// Every distinct etching with its consensus key and tallies, in the
    /// order of `etchings`. Empty when the summary was built by hand with
    /// `init(side:count:last:etchings:)`.
    public var details: [CountedEtching]

    /// A summary from its parts; `details` is left empty.
    public init(side: String?, count: Int, last: String?, etchings: [String]) {
        self.init(side: side, count: count, last: last, etchings: etchings, details: [])
    }

    /// A summary from its parts, with the per-etching details.
    public init(side: String?, count: Int, last: String?, etchings: [String], details: [CountedEtching]) {
        self.side = side
        self.count = count
        self.last = last
        self.etchings = etchings
        self.details = details
    }
}
