/// Something that happened to a capture session, as the contract's event log
/// records it. The runner's whole input: ``CaptureState/handle(_:)`` takes one
/// at a time.
public enum CaptureEvent: Hashable, Sendable, Codable {
    /// The app started the session; it starts afresh on the fixed rear camera.
    case sessionStart
    /// The app stopped the session; no input remains.
    case sessionStop
    /// The direction coordinator reported which cameras face backward.
    case directionMap(DirectionMap)
    /// The phone's posture changed. Context only.
    case fold(Posture)
    /// Whether an input for `device` can be added right now changed.
    case deviceAvailability(device: DeviceID, available: Bool)
    /// An interruption began or ended.
    case interruption(InterruptionEdge)
    /// The session delivered a frame.
    case frame(Frame)

    /// The event's `type` as the log and the replay output spell it.
    public var kind: EventKind {
        switch self {
        case .sessionStart: .sessionStart
        case .sessionStop: .sessionStop
        case .directionMap: .directionMap
        case .fold: .fold
        case .deviceAvailability: .deviceAvailability
        case .interruption: .interruption
        case .frame: .frame
        }
    }
}

/// The `type` of an event line, one case per ``CaptureEvent`` case.
public enum EventKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// `sessionStart`.
    case sessionStart
    /// `sessionStop`.
    case sessionStop
    /// `directionMap`.
    case directionMap
    /// `fold`.
    case fold
    /// `deviceAvailability`.
    case deviceAvailability
    /// `interruption`.
    case interruption
    /// `frame`.
    case frame
}
