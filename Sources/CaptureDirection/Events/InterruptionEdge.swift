/// The start or end of a capture session interruption (another app took the
/// camera, a phone call, the system's pressure level...).
public enum InterruptionEdge: Hashable, Sendable, Codable {
    /// The interruption began, with the system's reason when it gave one.
    case began(reason: String?)
    /// The interruption ended.
    case ended
}
