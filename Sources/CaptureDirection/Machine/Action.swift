/// What the runner did about one event: the replay output's `action`.
public enum Action: Hashable, Sendable, Codable {
    /// Nothing.
    case none
    /// Started the session on the fixed rear camera (even when that failed).
    case start
    /// Swapped the input, with the swap's details.
    case swap(Swap)
    /// Remembered a map during an interruption, to apply at its end.
    case deferMap
    /// Added an input while unavailable, and is scanning again.
    case recover
    /// Read a frame (the host reads its image).
    case read
    /// Dropped a frame without opening its image.
    case drop
    /// Stopped the session.
    case stop

    /// The action's name in the replay output: `none`, `start`, `swap`,
    /// `defer`, `recover`, `read`, `drop` or `stop`.
    public var name: String {
        switch self {
        case .none: "none"
        case .start: "start"
        case .swap: "swap"
        case .deferMap: "defer"
        case .recover: "recover"
        case .read: "read"
        case .drop: "drop"
        case .stop: "stop"
        }
    }

    /// The swap, when this is one.
    public var swap: Swap? {
        if case .swap(let swap) = self { swap } else { nil }
    }
}
