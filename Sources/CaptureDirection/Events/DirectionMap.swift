/// One callback of the system's direction coordinator: the cameras that face
/// away from the display the preview is on, in the order the system gave.
///
/// Identifiers the header does not list are kept (the log recorded them) but
/// never become a candidate.
public struct DirectionMap: Hashable, Sendable, Codable {
    /// Camera identifiers facing backward, in the system's order. May be empty.
    public var backward: [DeviceID]

    /// A map listing `backward`, in order.
    public init(backward: [DeviceID]) {
        self.backward = backward
    }
}
