/// A running interruption: where the scanner goes back to when it ends, and
/// the last map that arrived meanwhile (rule 5).
public struct Interruption: Hashable, Sendable, Codable {
    /// The scanner's state when the interruption began; it returns there at
    /// `ended`. A scanning input stays attached throughout.
    public var resuming: Resumption
    /// The last map received during the interruption, applied at `ended`;
    /// `nil` when none came. A map with no candidate is still deferred.
    public var deferredMap: DirectionMap?
    /// The reason the system gave when it began, if any. Context only.
    public var reason: String?

    /// An interruption that will return to `resuming`.
    public init(resuming: Resumption, deferredMap: DirectionMap? = nil, reason: String? = nil) {
        self.resuming = resuming
        self.deferredMap = deferredMap
        self.reason = reason
    }
}

/// A running scanner's state outside an interruption: what an interruption
/// returns to.
public enum Resumption: Hashable, Sendable, Codable {
    /// Scanning with `input` attached.
    case scanning(input: DeviceID)
    /// Unavailable, for the recorded reason.
    case unavailable(Unavailability)

    /// The scanner this resumes as.
    public var scanner: Scanner {
        switch self {
        case .scanning(let input): .scanning(input: input)
        case .unavailable(let reason): .unavailable(reason)
        }
    }
}
