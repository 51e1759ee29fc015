/// How a swap ended (rule 3). A swap removes the current input, then adds the
/// candidate; which of these happens follows only from whether the adds
/// succeed.
public enum SwapOutcome: String, Hashable, Sendable, Codable, CaseIterable {
    /// The candidate was added and is now the input.
    case swapped
    /// The candidate could not be added; the previous input was added back.
    case restoredPrevious
    /// Neither could be added: no input, and the scanner is `unavailable`.
    /// The only way a running scanner becomes unavailable.
    case lostInput
}

/// One swap: the input it replaced, the candidate it tried, and how it ended.
public struct Swap: Hashable, Sendable, Codable {
    /// The input before the swap.
    public var from: DeviceID
    /// The candidate the map asked for.
    public var to: DeviceID
    /// How it ended.
    public var outcome: SwapOutcome

    /// A swap from `from` to `to` that ended with `outcome`.
    public init(from: DeviceID, to: DeviceID, outcome: SwapOutcome) {
        self.from = from
        self.to = to
        self.outcome = outcome
    }

    /// The input after the swap: `to` when swapped, `from` when restored,
    /// `nil` when lost.
    public var inputAfter: DeviceID? {
        switch outcome {
        case .swapped: to
        case .restoredPrevious: from
        case .lostInput: nil
        }
    }
}
