/// Why the scanner has no camera. Its only two cases are the only two ways
/// into ``Scanner/unavailable(_:)``, so the scanner cannot become unavailable
/// for any other reason (rule 4): there is no way to say "unavailable" without
/// naming a lost swap or a failed start.
public enum Unavailability: Hashable, Sendable, Codable {
    /// A swap from `from` to `to` could add neither camera (rule 3,
    /// ``SwapOutcome/lostInput``).
    case lostInput(from: DeviceID, to: DeviceID)
    /// `sessionStart` could not add the fixed rear camera (rule 1):
    /// `rearCamera` is the camera it tried, `nil` when the header has no
    /// `back` camera at all.
    case failedStart(rearCamera: DeviceID?)

}
