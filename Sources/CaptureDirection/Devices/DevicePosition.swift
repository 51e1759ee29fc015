/// Which side of the phone a camera sits on, as the log's header records it.
public enum DevicePosition: String, Hashable, Sendable, Codable, CaseIterable {
    /// On the back of the phone; the fixed rear camera is chosen among these.
    case back
    /// On a front face (outer or inner display).
    case front
}
