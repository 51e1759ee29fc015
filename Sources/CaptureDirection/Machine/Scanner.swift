/// The runner's scanner, with what each state needs to carry.
///
/// `unavailable` takes an ``Unavailability``, whose only cases are a lost
/// swap and a failed start: the only two ways in (rule 4).
public enum Scanner: Hashable, Sendable, Codable {
    /// No session has started yet.
    case idle
    /// Running with `input` attached; frames are read.
    case scanning(input: DeviceID)
    /// Interrupted; the input (if any) stays attached, maps are deferred.
    case interrupted(Interruption)
    /// Running with no input; the runner tries to recover on maps and on
    /// devices becoming available.
    case unavailable(Unavailability)
    /// The session was stopped; nothing is attached.
    case stopped

    /// The state's name in the replay output.
    public var state: ScannerState {
        switch self {
        case .idle: .idle
        case .scanning: .scanning
        case .interrupted: .interrupted
        case .unavailable: .unavailable
        case .stopped: .stopped
        }
    }

    /// The current input: the scanning camera, also while interrupted; `nil`
    /// when idle, unavailable or stopped.
    public var input: DeviceID? {
        switch self {
        case .scanning(let input): input
        case .interrupted(let interruption):
            switch interruption.resuming {
            case .scanning(let input): input
            case .unavailable: nil
            }
        case .idle, .unavailable, .stopped: nil
        }
    }

    /// Whether a session is running (started and not stopped).
    public var isRunning: Bool {
        switch self {
        case .scanning, .interrupted, .unavailable: true
        case .idle, .stopped: false
        }
    }
}

/// A scanner state's name, as the replay output's `scanner` field spells it.
public enum ScannerState: String, Hashable, Sendable, Codable, CaseIterable {
    /// Before the first `sessionStart`.
    case idle
    /// Running with an input.
    case scanning
    /// Inside an interruption.
    case interrupted
    /// Running with no input.
    case unavailable
    /// After `sessionStop`.
    case stopped
}
