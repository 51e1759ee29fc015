/// The identifier of a camera, unique within one log's header.
public typealias DeviceID = String

/// One camera the session knows about, from the log's header.
public struct Device: Hashable, Sendable, Codable {
    /// The camera's identifier, unique within the header.
    public var id: DeviceID
    /// Its `AVCaptureDevice.DeviceType` name; decides its preference rank.
    public var type: DeviceType
    /// Where it sits on the phone.
    public var position: DevicePosition

    /// A camera with the given identity, type and position.
    public init(id: DeviceID, type: DeviceType, position: DevicePosition) {
        self.id = id
        self.type = type
        self.position = position
    }
}
